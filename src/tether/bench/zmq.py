"""Lane `zmq`: the ZeroMQ remote API with CoppeliaSim's official Python client, beside a bare
pyzmq ROUTER server in the same run.

Each server runs in its own process, pinned (see placement.py); the client runs here, pinned too.
Every repeat starts both servers side by side and measures candidate and baseline back to back
on each benchmark, with the same client code
(``RemoteAPIClient.call``, the official client's only path to the server):

* blocking calls: ``sim.getObjectPosition(joint, -1)`` against ``tether serve`` (built-in scene,
  simulation stopped) / against the bare server, which decodes each CBOR request and answers a
  canned CBOR reply of the same size (``{"ret": [[x, y, z]]}``), waiting as tether's host does
  (spin 300 us with sched_yield, then block);
* stepping: one step = ``sim.step`` + 7 ``setJointTargetPosition`` + 7 ``getJointPosition``
  (a stepping client: every pass waits for it) / the same 15 calls against the bare server.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, Iterator

from tether.bench.placement import Placement, available, pinned
from tether.bench.processes import ServerProcess, serving, tether_server
from tether.bench.results import Measure, Progress, Result, Unavailable, measure_rate

GOAL = 0.9
JOINTS = [f"/Arm_joint{i}" for i in range(1, 8)]

# A bare ROUTER server: decodes each request, answers a canned reply of tether's size per function.
_BARE_SERVER = """
import os, sys, threading, time, cbor2, zmq
SPIN = 0.0003
canned = {
    "sim.getObjectPosition": cbor2.dumps({"ret": [[0.1, -1.2, 0.3]]}),
    "sim.getJointPosition": cbor2.dumps({"ret": [0.123456789]}),
    "sim.getObject": cbor2.dumps({"ret": [16]}),
}
empty = cbor2.dumps({"ret": []})
ctx = zmq.Context()
s = ctx.socket(zmq.ROUTER)
port = s.bind_to_random_port("tcp://127.0.0.1")
print(port, flush=True)
threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
poller = zmq.Poller(); poller.register(s, zmq.POLLIN)
while True:
    until = time.perf_counter() + SPIN
    while True:
        try:
            frames = s.recv_multipart(zmq.NOBLOCK)
            break
        except zmq.Again:
            if time.perf_counter() < until:
                os.sched_yield()
            else:
                poller.poll()
    req = cbor2.loads(frames[-1])
    s.send_multipart(frames[:-1] + [canned.get(req.get("func"), empty)])
"""


def _client(port: int) -> Any:
    from coppeliasim_zmqremoteapi_client import RemoteAPIClient

    return RemoteAPIClient("127.0.0.1", port)


def _blocking(port: int, seconds: float) -> float:
    client = _client(port)
    handle = client.call("sim.getObject", ["/Arm_joint1"])
    call, args = client.call, [handle, -1]
    return measure_rate(lambda: call("sim.getObjectPosition", args), seconds)


def _stepping(port: int, seconds: float) -> float:
    client = _client(port)
    call = client.call
    handles = [call("sim.getObject", [j]) for j in JOINTS]
    targets = [0.1, -0.2, 0.15, -0.3, 0.05, 0.25, -0.1]
    call("sim.setStepping", [True])
    call("sim.startSimulation", [])

    def step() -> None:
        for h, t in zip(handles, targets):
            call("sim.setJointTargetPosition", [h, t])
        call("sim.step", [])
        for h in handles:
            call("sim.getJointPosition", [h])

    try:
        return measure_rate(step, seconds)
    finally:
        call("sim.stopSimulation", [])
        call("sim.setStepping", [False])


_BENCHMARKS: list[tuple[str, str, Callable[[int, float], float]]] = [
    ("blocking sim.getObjectPosition (official client)", "calls/s", _blocking),
    ("stepping: step + 7 targets + 7 reads (official client)", "steps/s", _stepping),
]
BASELINE = ("bare pyzmq ROUTER answering canned CBOR replies of the same size to the same client; "
            "spins 300 us (sched_yield) after each reply, then blocks")


NOT_INSTALLED = "coppeliasim-zmqremoteapi-client is not installed (pip install -e '.[test]')"
#: The loops ``tether bench zmq --against OTHER`` measures on each side (:mod:`tether.bench.against`).
AGAINST = {name: unit for name, unit, _ in _BENCHMARKS}


@contextmanager
def against_loop(name: str, placement: Placement) -> Iterator[Measure]:
    """The loop ``name`` (:data:`AGAINST`) with the official client against a tether server of
    the built-in scene on the placement's server CPU, measured as the lane measures it."""
    try:
        import coppeliasim_zmqremoteapi_client  # noqa: F401
    except ImportError:
        raise Unavailable(NOT_INSTALLED) from None
    measure = {n: fn for n, _, fn in _BENCHMARKS}[name]
    with serving(tether_server("zmq", placement.server_cpu, wait=False)) as (server,):
        yield lambda seconds: measure(server.port, seconds)


def _repeat(placement: Placement, seconds: float) -> list[tuple[float, float]]:
    """One repeat of every benchmark, (candidate, baseline) rates, each measured back to back.
    Both servers start side by side and serve every benchmark of the repeat."""
    cpu = placement.server_cpu
    servers = (tether_server("zmq", cpu, wait=False), ServerProcess(_BARE_SERVER, cpu=cpu, wait=False))
    with serving(*servers) as (tether, bare), pinned(placement.client_cpu):
        return [(fn(tether.port, seconds), fn(bare.port, seconds)) for _, _, fn in _BENCHMARKS]


def run(repeats: int, seconds: float, progress: Progress, placements: list[Placement] | None = None) -> list[Result]:
    try:
        import coppeliasim_zmqremoteapi_client  # noqa: F401
    except ImportError:
        return [Result("zmq", name, unit, [], BASELINE, [], GOAL, skipped=NOT_INSTALLED)
                for name, unit, _ in _BENCHMARKS]
    placements = placements if placements is not None else available()
    results: list[Result] = []
    for placement in placements:
        samples = [([], []) for _ in _BENCHMARKS]  # type: list[tuple[list[float], list[float]]]
        for i in range(repeats):
            for (cand, base), (c, b) in zip(samples, _repeat(placement, seconds)):
                cand.append(c)
                base.append(b)
            progress(f"  zmq {placement.name} repeat {i + 1}/{repeats}: "
                     + "; ".join(f"{c[-1]:.0f}/s vs {b[-1]:.0f}/s" for c, b in samples))
        for (name, unit, _), (cand, base) in zip(_BENCHMARKS, samples):
            notes = ["simulation stopped while measuring"] if "blocking" in name else [
                "tether's pass runs the built-in scene's scripts and sensors; the bare server simulates nothing"]
            results.append(Result("zmq", name, unit, cand, BASELINE, base,
                                  goal=GOAL if "blocking" in name else None, notes=notes,
                                  placement=placement.name))
    return results


__all__ = ["run", "GOAL", "AGAINST", "against_loop"]
