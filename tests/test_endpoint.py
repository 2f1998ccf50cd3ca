"""The endpoint interface: registration, the client list, and liveness of stepping clients
(a silent or vanished stepping peer releases the simulation within the idle timeout)."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import time
from typing import Iterator

import pytest
import zmq

from tether.click import click_pb2 as pb
from tether.click.server import ClickServer
from tether.core import Simulation
from tether.core.engine.states import SimulationState
from tether.host.endpoint import ClientInfo, Endpoint
from tether.host import SimulationHost
from tether.remoteapi import sim as simx
from tether.remoteapi.server import LegacyServer
from waiting import wait_until

IDLE = 0.6  # seconds: short idle timeout for these tests




@pytest.fixture
def served() -> Iterator[tuple[SimulationHost, LegacyServer, ClickServer]]:
    host = SimulationHost(Simulation(), idle_timeout=IDLE)
    host.start()
    legacy = host.call(lambda: LegacyServer(host, 0, "127.0.0.1", stepping_allowed=True))
    click = host.call(lambda: ClickServer(host, "tcp://127.0.0.1:*"))
    try:
        yield host, legacy, click
    finally:
        simx.simxFinish(-1)
        host.stop()


def _connect(port: int, index: int) -> int:
    # sim.py allows one client per address and port: spell 127.0.0.1 differently per client
    cid = simx.simxStart("127." + "0" * index + ".0.1", port, True, True, 5000, 1)
    assert cid >= 0
    return cid


def test_register_hooks_only_what_an_endpoint_overrides() -> None:
    class Quiet(Endpoint):
        protocol = "quiet"

    class Deferring(Endpoint):
        protocol = "deferring"
        passes = 0

        def after_pass(self) -> None:
            self.passes += 1

        def clients(self) -> list[ClientInfo]:
            return [ClientInfo(self.protocol, "peer")]

    sim = Simulation()
    host = SimulationHost(sim)
    before = list(sim.loop.after_pass)
    quiet, deferring = Quiet(), Deferring()
    host.register(quiet)
    host.register(deferring)
    host.register(deferring)  # idempotent
    assert sim.loop.after_pass == before + [deferring.after_pass]
    sim.step()
    sim.step()
    assert deferring.passes == 2
    assert [c.peer for c in host.clients()] == ["peer"]
    host.unregister(deferring)
    host.unregister(deferring)
    sim.step()
    assert deferring.passes == 2 and host.endpoints == [quiet]
    sim.stop()


def test_clients_list_names_who_the_simulation_waits_for(served) -> None:
    host, legacy, _ = served
    a = _connect(legacy.port, 1)
    b = _connect(legacy.port, 2)
    assert simx.simxSynchronous(a, True) == 0
    assert simx.simxStartSimulation(a, simx.simx_opmode_blocking) == 0
    clients = host.call(host.clients)
    assert sorted((c.protocol, c.stepping, c.waiting) for c in clients) == [
        ("legacy", False, False), ("legacy", True, True)]
    assert host.call(host.waiting_for) == [g.name for g in host.simulation.loop.gates]
    simx.simxFinish(a)
    simx.simxFinish(b)


FROZEN_CLIENT = """
import sys, time
from tether.remoteapi import sim
cid = sim.simxStart("127.0.0.1", int(sys.argv[1]), True, True, 5000, 1)
assert cid >= 0 and sim.simxSynchronous(cid, True) == 0
print("ready", flush=True)
time.sleep(60)
"""


def test_frozen_stepping_legacy_client_is_released(served, caplog: pytest.LogCaptureFixture) -> None:
    host, legacy, _ = served
    # A stepping client in another process, then frozen with SIGSTOP (its socket stays open).
    frozen = subprocess.Popen([sys.executable, "-c", FROZEN_CLIENT, str(legacy.port)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert frozen.stdout is not None and frozen.stdout.readline().strip() == "ready"
        os.kill(frozen.pid, signal.SIGSTOP)
        active = _connect(legacy.port, 2)
        assert simx.simxSynchronous(active, True) == 0
        assert simx.simxStartSimulation(active, simx.simx_opmode_blocking) == 0
        sim = host.simulation
        assert len(sim.loop.gates) == 2
        with caplog.at_level(logging.WARNING, logger="tether"):
            t0 = time.monotonic()
            assert simx.simxSynchronousTrigger(active) == 0
            # the ping returns once the triggered pass ran, i.e. once the frozen client is dropped
            assert wait_until(lambda: simx.simxGetPingTime(active)[0] == 0, timeout=IDLE + 5.0)
            waited = time.monotonic() - t0
        assert sim.loop.pass_count >= 1
        assert IDLE * 0.9 <= waited < IDLE + 5.0
        assert len(sim.loop.gates) == 1
        released = [r for r in caplog.records if "silent for" in r.getMessage()]
        assert len(released) == 1
        assert not any(r.exc_info for r in caplog.records)
        # the other client goes on stepping
        for _ in range(20):
            assert simx.simxSynchronousTrigger(active) == 0
        assert simx.simxGetPingTime(active)[0] == 0
        assert sim.loop.pass_count >= 21
        simx.simxFinish(active)
    finally:
        frozen.kill()
        frozen.wait(5)


def test_a_busy_stepping_client_is_not_released(served) -> None:
    host, legacy, _ = served
    cid = _connect(legacy.port, 1)
    assert simx.simxSynchronous(cid, True) == 0
    assert simx.simxStartSimulation(cid, simx.simx_opmode_blocking) == 0
    deadline = time.monotonic() + IDLE * 2.5
    steps = 0
    while time.monotonic() < deadline:
        assert simx.simxSynchronousTrigger(cid) == 0
        steps += 1
        time.sleep(0.01)
    assert len(host.simulation.loop.gates) == 1
    assert simx.simxGetPingTime(cid)[0] == 0
    assert host.simulation.loop.pass_count == steps
    simx.simxFinish(cid)


def _click_handshake(address: str) -> zmq.Socket:
    ctx = zmq.Context.instance()
    sock = ctx.socket(zmq.REQ)
    sock.setsockopt(zmq.LINGER, 0)
    sock.setsockopt(zmq.RCVTIMEO, 5000)
    sock.connect(address)
    msg = pb.HandshakeInitMessage()
    msg.messageType = pb.HandshakeInitMessageType
    msg.version = pb.CURRENT_VERSION
    sock.send(msg.SerializeToString())
    sock.recv()
    return sock


def test_vanished_click_controller_releases_the_simulation(served) -> None:
    host, legacy, click = served
    host.idle_timeout = 0  # only the disconnect may release it here
    sock = _click_handshake(click.address)
    sim = host.simulation
    assert len(sim.loop.gates) == 1
    sock.close()  # the controller is gone: its connection closes, its gate goes with it
    assert wait_until(lambda: sim.loop.gates == [], timeout=3.0)
    cid = _connect(legacy.port, 1)
    assert simx.simxStartSimulation(cid, simx.simx_opmode_blocking) == 0
    assert wait_until(lambda: sim.loop.pass_count > 10, timeout=3.0)
    simx.simxFinish(cid)


def test_silent_click_controller_is_released_within_the_idle_timeout(served) -> None:
    host, legacy, click = served
    sock = _click_handshake(click.address)  # connected, but never steps
    cid = _connect(legacy.port, 1)
    assert simx.simxStartSimulation(cid, simx.simx_opmode_blocking) == 0
    sim = host.simulation
    assert len(sim.loop.gates) == 1 and host.call(host.waiting_for)[0].startswith("Click controller 127.0.0.1/")
    assert wait_until(lambda: sim.loop.pass_count > 10, timeout=IDLE + 3.0)
    assert sim.loop.gates == []
    sock.close()
    simx.simxFinish(cid)


def test_stop_releases_a_click_controllers_step(served) -> None:
    host, legacy, click = served
    host.idle_timeout = 0  # only the stop may release it here
    sock = _click_handshake(click.address)
    cid = _connect(legacy.port, 1)
    sim = host.simulation
    assert simx.simxStartSimulation(cid, simx.simx_opmode_blocking) == 0
    time.sleep(0.1)
    assert sim.loop.pass_count == 0 and len(sim.loop.gates) == 1
    assert simx.simxStopSimulation(cid, simx.simx_opmode_blocking) == 0
    assert sim.loop.gates == []
    assert simx.simxStartSimulation(cid, simx.simx_opmode_blocking) == 0
    assert wait_until(lambda: sim.loop.pass_count > 10)
    assert sim.state != SimulationState.STOPPED
    sock.close()
    simx.simxFinish(cid)
