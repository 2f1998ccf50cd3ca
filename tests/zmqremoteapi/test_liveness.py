"""ZeroMQ remote API liveness: a stepping client whose connection closes is released at once
(socket monitor, as Click), and a client released while it believed it stepped is told once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading

import pytest
from zmq_fixtures import Served, kill, stepping_client_process


def test_a_killed_stepping_client_is_released_when_its_connection_closes(serve) -> None:  # noqa: ANN001
    served: Served = serve(idle_timeout=0)  # no idle timeout: only the closed connection can release it
    with stepping_client_process(served.port) as victim:
        sim = served.client().require("sim")
        sim.setStepping(True)
        sim.startSimulation()
        assert [c.stepping for c in served.host.call(served.host.clients)] == [True, True]
        kill(victim)
        done = threading.Event()

        def steps() -> None:
            sim.step()
            sim.step()
            done.set()

        threading.Thread(target=steps, daemon=True).start()
        assert done.wait(60), "the killed client still holds the simulation"
        assert [c.stepping for c in served.host.call(served.host.clients)] == [True]
        sim.stopSimulation()


def test_a_client_whose_program_ended_leaves_the_client_list(served: Served) -> None:
    """Not stepping, and gone without ``_*end*_`` (killed): its closed connection is enough."""
    import time

    program = subprocess.Popen([sys.executable, "-c", textwrap.dedent("""
        import sys, time
        from coppeliasim_zmqremoteapi_client import RemoteAPIClient
        sim = RemoteAPIClient('127.0.0.1', int(sys.argv[1])).require('sim')
        sim.getSimulationTime()
        print('called', flush=True)
        time.sleep(600)
    """), str(served.port)], stdout=subprocess.PIPE, text=True)
    try:
        assert program.stdout is not None and program.stdout.readline().strip() == "called"
        assert [c.protocol for c in served.host.call(served.host.clients)] == ["zmq"]
    finally:
        kill(program)
    deadline = time.monotonic() + 20
    while served.host.call(served.host.clients):
        assert time.monotonic() < deadline, "the ended program's client is still listed"
        time.sleep(0.02)


def test_a_released_client_is_told_once_then_served(serve) -> None:  # noqa: ANN001
    served: Served = serve(idle_timeout=0.3)
    frozen = served.client().require("sim")
    frozen.setStepping(True)
    other = served.client().require("sim")
    other.setStepping(True)
    other.startSimulation()
    other.step()  # waits for the frozen client until the idle timeout releases it
    assert [c.stepping for c in served.host.call(served.host.clients)] == [True]
    with pytest.raises(Exception, match=r"released from stepping \(.*\): the simulation ran on without it"):
        frozen.step()
    assert frozen.getSimulationTime() > 0  # told once: its next calls are served, not stepping
    other.step()  # and it no longer holds the simulation
    other.stopSimulation()


def test_a_client_with_two_sockets_is_released_when_both_closed(served: Served) -> None:
    import time

    import cbor2
    import zmq

    context = zmq.Context.instance()
    sockets = []
    for _ in range(2):  # as the asyncio client: several REQ sockets under one uuid
        sock = context.socket(zmq.REQ)
        sock.setsockopt(zmq.LINGER, 0)
        sock.connect(f"tcp://127.0.0.1:{served.port}")
        sockets.append(sock)

    def call(sock: zmq.Socket, func: str, *args: object) -> object:
        sock.send(cbor2.dumps({"func": func, "args": list(args), "uuid": "two-sockets", "ver": 2, "lang": "py",
                               "argsL": len(args)}))
        assert sock.poll(20000)
        return cbor2.loads(sock.recv())

    def stepping() -> bool:
        return any(c.stepping for c in served.host.call(served.host.clients))

    assert call(sockets[0], "sim.setStepping", True) == {"ret": [0]}
    assert "ret" in call(sockets[1], "sim.getSimulationTime")
    sockets[0].close()
    time.sleep(0.5)  # let the server see that connection close
    assert stepping(), "one closed socket of two released the client"
    sockets[1].close()
    deadline = time.monotonic() + 20
    while stepping():
        assert time.monotonic() < deadline, "closing its last socket did not release the client"
        time.sleep(0.02)


def test_unimplemented_and_misspelt_functions_over_zeromq(served: Served) -> None:
    import cbor2
    import zmq

    sock = zmq.Context.instance().socket(zmq.REQ)
    sock.setsockopt(zmq.LINGER, 0)
    sock.connect(f"tcp://127.0.0.1:{served.port}")
    try:
        def err(func: str) -> str:
            sock.send(cbor2.dumps({"func": func, "args": [], "uuid": "names", "ver": 2, "lang": "py", "argsL": 0}))
            assert sock.poll(20000)
            return cbor2.loads(sock.recv())["err"]

        assert err("sim.moduleEntry").startswith("sim.moduleEntry is not implemented by tether (see the API table")
        assert err("sim.getObjectPositon").startswith("No such function: sim.getObjectPositon; did you mean "
                                                       "sim.getObjectPosition")
    finally:
        sock.close()


def test_an_out_of_range_port_is_refused_not_wrapped(serve) -> None:  # noqa: ANN001
    from tether.zmqremoteapi.server import ZmqRemoteApiServer

    served: Served = serve()
    with pytest.raises(ValueError, match="from 1 to 65535"):
        served.host.call(lambda: ZmqRemoteApiServer(served.host, 70000))
