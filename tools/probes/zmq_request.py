"""Micro-benchmark: the ZeroMQ remote API server's CPU per request, beside the bare server's.

The official client's frames (``sim.getObjectPosition(joint, -1)``, ``sim.getJointPosition``,
``sim.setJointTargetPosition``) are sent from a REQ socket in this thread (over inproc: no I/O
thread wakes, so the figure is CPU work, not scheduling; ``--transport tcp``: loopback) to a real :class:`~tether.zmqremoteapi.server.ZmqRemoteApiServer` (its host thread not started: its
read handler is called here, once the request is there), and answered back, so the figure is
the server's own work per request with the socket calls it makes, and the client's send and
receive. The ``bare`` line does what the `zmq` lane's bare baseline does per request (receive
the envelope, decode the CBOR, look up a canned reply, send it) on the same kind of socket pair.
``session`` is :meth:`Session.handle` alone (decode, dispatch, the call, encode): no socket.

Figures: the minimum (and median) over repeats of this thread's CPU µs per request (over TCP
the I/O threads' work is not in it). Pin it::

    taskset -c 1 python tools/probes/zmq_request.py [--repeats 7] [--count 3000]
"""

from __future__ import annotations

import argparse
import statistics
import time
import uuid
from typing import Callable

import cbor2
import zmq

from tether.core import Simulation
from tether.host import SimulationHost
from tether.zmqremoteapi.server import ZmqRemoteApiServer


def frame(func: str, args: list, client: str) -> bytes:
    """A request as the official Python client encodes it."""
    return cbor2.dumps({"func": func, "args": args, "argsL": len(args), "uuid": client})


def per_request(fn: Callable[[], object], count: int, repeats: int) -> tuple[float, float]:
    """(minimum, median) µs of this thread's CPU time per call of ``fn`` over ``repeats`` runs of
    ``count`` calls (CPU time: a loaded machine's preemptions do not count)."""
    times = []
    for _ in range(repeats):
        start = time.thread_time()
        for _ in range(count):
            fn()
        times.append((time.thread_time() - start) / count * 1e6)
    return min(times), statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--count", type=int, default=3000)
    ap.add_argument("--transport", choices=["inproc", "tcp"], default="inproc",
                    help="inproc (default): no I/O thread wake-ups, only the sockets' own calls")
    args = ap.parse_args()
    host = SimulationHost(Simulation())
    server = host.call(lambda: ZmqRemoteApiServer(host, 0))
    ctx = host.zmq_context  # inproc needs the server's context
    transport = args.transport
    if transport == "inproc":
        server._sock.bind("inproc://tether-probe")  # noqa: SLF001  (beside its TCP endpoint)
    client = ctx.socket(zmq.REQ)
    client.connect("inproc://tether-probe" if transport == "inproc" else f"tcp://127.0.0.1:{server.port}")
    me = str(uuid.uuid4())
    first = cbor2.dumps({"func": "sim.getObject", "args": ["/Arm_joint1"], "argsL": 1, "uuid": me,
                         "ver": 2, "lang": "python", "timeout": 600})
    server_socket = zmq.Poller()
    server_socket.register(server._sock, zmq.POLLIN)  # noqa: SLF001
    client.send(first)
    server_socket.poll()
    server._on_readable()  # noqa: SLF001  (a probe: the host thread is not running)
    joint = cbor2.loads(client.recv())["ret"][0]
    requests = {
        "getObjectPosition": frame("sim.getObjectPosition", [joint, -1], me),
        "getJointPosition": frame("sim.getJointPosition", [joint], me),
        "setJointTargetPosition": frame("sim.setJointTargetPosition", [joint, 0.1], me),
    }
    handle = server._on_readable  # noqa: SLF001
    wait = server_socket.poll
    session = server.session

    def exchange(payload: bytes) -> Callable[[], object]:
        def once() -> object:
            client.send(payload)
            wait()  # the request is there (as the host's poll says before it calls the handler)
            handle()
            return client.recv()
        return once

    bare = ctx.socket(zmq.ROUTER)
    if transport == "inproc":
        bare.bind("inproc://bare-probe")
    else:
        port = bare.bind_to_random_port("tcp://127.0.0.1")
    bare_socket = zmq.Poller()
    bare_socket.register(bare, zmq.POLLIN)
    peer = ctx.socket(zmq.REQ)
    peer.connect("inproc://bare-probe" if transport == "inproc" else f"tcp://127.0.0.1:{port}")
    canned = {"sim.getObjectPosition": cbor2.dumps({"ret": [[0.1, -1.2, 0.3]]})}
    empty = cbor2.dumps({"ret": []})

    def bare_exchange(payload: bytes) -> Callable[[], object]:
        def once() -> object:
            peer.send(payload)
            bare_socket.poll()
            frames = bare.recv_multipart(zmq.NOBLOCK)
            req = cbor2.loads(frames[-1])
            bare.send_multipart(frames[:-1] + [canned.get(req.get("func"), empty)])
            return peer.recv()
        return once

    route = (b"probe", b"")
    print(f"CPU µs per request, min (median) of {args.repeats} x {args.count}, {transport}")
    for name, payload in requests.items():
        for label, fn in (("tether", exchange(payload)), ("bare", bare_exchange(payload)),
                          ("session", lambda p=payload: session.handle(p, route))):
            fn()
            lo, mid = per_request(fn, args.count, args.repeats)
            print(f"  {name:<24} {label:<8} {lo:7.2f} ({mid:.2f})")
    # A turn of the host loop that finds nothing (the spin between requests, and the poll every
    # request pays before its handler runs): zmq_poll over what the host watches.
    lo, mid = per_request(lambda: host._dispatch(0), args.count, args.repeats)  # noqa: SLF001
    print(f"  host turn, nothing there        {lo:7.2f} ({mid:.2f})")
    for s in (client, peer, bare):
        s.close(linger=0)
    server.close()


if __name__ == "__main__":
    main()
