"""Lane `legacy`: the legacy remote API server and clients, beside bare baselines in the same run.

Every server runs in its own process (tether's: a SimulationHost + LegacyServer on the built-in
scene; the baselines: plain blocking Python sockets); the clients run in this process. Each
repeat starts one tether server and the three bare servers side by side; each pair (candidate,
baseline) is warmed up alike and measured in alternating slices, so the machine's noise (other
processes, which core a server lands on) hits both.

* blocking calls/s: simxGetObjectPosition(blocking) through tether's sim.py, beside a bare
  blocking TCP echo between two processes;
* stepping loop/s through sim.py (7 oneshot targets, trigger, ping, 7 streamed joint reads),
  beside a bare two-message lockstep server (targets + mj_step + ack, then read), whose client
  sends the read right behind the step without waiting for the ack, as tether's drop-in sends
  its ping right behind the trigger;
* fast path steps/s (LockstepClient.step: targets, trigger, reads in one exchange), beside a
  bare one-round-trip lockstep server (targets, mj_step, reply 7 joint positions); the same
  with 10 steps per call on a line of its own (no goal), beside that pair's baseline.

Note: tether's pass runs the built-in scene's scripts and sensors, the bare servers only
mj_step, so the stepping ratios include that difference (the `core` lane measures it).
"""

from __future__ import annotations

import os
import select
import socket
import struct
import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from tether.bench.placement import Placement, available, pinned
from tether.bench.processes import ServerProcess, serving, tether_server
from tether.bench.results import Measure, Progress, Result, count_for

SPIN_S = 0.0003  # the bare clients' spin window, as the bare servers'

JOINTS = [f"Arm_joint{i}" for i in range(1, 8)]

#: How the bare servers (and the bare clients below) wait for the next message: the same
#: strategy as tether's host and clients (spin without blocking for a few hundred microseconds,
#: yielding the CPU between polls so a peer on the same core runs, then block), which beats plain
#: blocking receives on this kind of machine in both placements.
WAITS = "spins 300 us (sched_yield) after each reply, then blocks"
#: The sim.py stepping loop's baseline: two messages per step (step, then read), the read sent
#: right behind the step as tether's drop-in sends its ping right behind the trigger.
TWO_MESSAGE_BASELINE = f"bare two-message lockstep server, same model, the read sent right behind the step ({WAITS})"

_BARE_RECV = """
import os, select, socket, time
SPIN = 0.0003
def recv(c):
    until = time.perf_counter() + SPIN
    while True:
        try:
            return c.recv(65536, socket.MSG_DONTWAIT)
        except BlockingIOError:
            if time.perf_counter() < until:
                os.sched_yield()
            else:
                select.select([c], [], [])
"""

_ECHO_SERVER = _BARE_RECV + """
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(1)
print(s.getsockname()[1], flush=True)
c, _ = s.accept(); c.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
while True:
    d = recv(c)
    if not d:
        break
    c.sendall(d)
"""

# Bare lockstep server on the built-in model: b"S" + 7 f32 targets -> ctrl, mj_step, then
# (one round trip) reply 7 f32 joint positions, or (two round trips) reply b"k" and answer a
# following b"R" with the 7 positions.
_LOCKSTEP_SERVER = _BARE_RECV + """
import struct, sys, mujoco
from tether.core.importers.loading import load_scene
m = load_scene(None).model
d = mujoco.MjData(m)
names = [f"Arm_joint{i}" for i in range(1, 8)]
qadr = [int(m.jnt_qposadr[m.joint(n).id]) for n in names]
act = [int(m.actuator("tether_motor:" + n).id) for n in names]
one = sys.argv[1] == "1"
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(1)
print(s.getsockname()[1], flush=True)
c, _ = s.accept(); c.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
targets = struct.Struct("<c7f"); q7 = struct.Struct("<7f")
ctrl, qpos = d.ctrl, d.qpos
buf = b""
while True:
    d0 = recv(c)
    if not d0:
        break
    buf += d0
    while buf:
        if buf[:1] == b"S":
            if len(buf) < 29:
                break
            _, *t = targets.unpack_from(buf); buf = buf[29:]
            for a, v in zip(act, t):
                ctrl[a] = v
            mujoco.mj_step(m, d)
            c.sendall(q7.pack(*[qpos[i] for i in qadr]) if one else b"k")
        else:
            buf = buf[1:]
            c.sendall(q7.pack(*[qpos[i] for i in qadr]))
"""


def _connect(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def _recv_exactly(sock: socket.socket, n: int) -> bytes:
    """``n`` bytes, waiting as the bare servers do (spin, then block)."""
    data = b""
    while len(data) < n:
        until = time.perf_counter() + SPIN_S
        while True:
            try:
                chunk = sock.recv(n - len(data), socket.MSG_DONTWAIT)
                break
            except BlockingIOError:
                if time.perf_counter() < until:
                    os.sched_yield()
                else:
                    select.select([sock], [], [])
        if not chunk:
            raise ConnectionError("baseline server closed")
        data += chunk
    return data


Step = tuple[Callable[[], object], int]  # (one call, operations it counts)

#: Each side is measured in this many alternating slices, after the same warm-up.
SLICES = 6
WARM_UP_S = 0.1


def rate_for(step: Step, seconds: float) -> tuple[int, float]:
    """(operations, elapsed seconds) of calling ``step`` for about ``seconds``."""
    once, batch = step
    return count_for(once, seconds, batch)


def _interleaved(candidate: Step, baseline: Step, seconds: float) -> tuple[float, float]:
    """Rates of both sides, measured in alternating slices so that machine noise (other
    processes, which core each server lands on) hits them alike; both are warmed up first.
    """
    rate_for(candidate, WARM_UP_S)
    rate_for(baseline, WARM_UP_S)
    totals = [[0, 0.0], [0, 0.0]]
    part = seconds / SLICES
    for i in range(SLICES):
        order = (0, 1) if i % 2 == 0 else (1, 0)
        for side in order:
            n, dt = rate_for((candidate, baseline)[side], part)
            totals[side][0] += n
            totals[side][1] += dt
    return totals[0][0] / totals[0][1], totals[1][0] / totals[1][1]


def rate_alone(step: Step, seconds: float) -> float:
    """The rate of one side measured on its own (after the same warm-up as :func:`_interleaved`)."""
    rate_for(step, WARM_UP_S)
    n, dt = rate_for(step, seconds)
    return n / dt


#: The bare servers: ``messages`` per exchange their clients send (0: the echo, whose client
#: sends one 64-byte message and waits for it back).
ECHO, ONE_ROUND_TRIP, TWO_MESSAGES = 0, 1, 2


def bare_server(messages: int, cpu: int | None, wait: bool = True) -> ServerProcess:
    """The bare server of ``messages`` (:data:`ECHO`, :data:`ONE_ROUND_TRIP`, :data:`TWO_MESSAGES`)."""
    if messages == ECHO:
        return ServerProcess(_ECHO_SERVER, cpu=cpu, wait=wait)
    return ServerProcess(_LOCKSTEP_SERVER, str(messages), cpu=cpu, wait=wait)


@contextmanager
def bare_client(server: ServerProcess, messages: int) -> Iterator[Step]:
    """One exchange with a :func:`bare_server` of the same ``messages`` per call."""
    sock = _connect(server.port)
    try:
        if messages == ECHO:
            payload = b"x" * 64  # about a blocking simxGetObjectPosition request

            def once() -> None:
                sock.sendall(payload)
                _recv_exactly(sock, 64)
        else:
            pack = struct.Struct("<c7f").pack
            unpack = struct.Struct("<7f").unpack
            targets = [0.1] * 7

            def once() -> None:
                sock.sendall(pack(b"S", *targets))
                if messages == ONE_ROUND_TRIP:
                    unpack(_recv_exactly(sock, 28))
                else:  # the read leaves right behind the step, as tether's drop-in pings ahead
                    sock.sendall(b"R")
                    unpack(_recv_exactly(sock, 29)[1:])

        yield once, 1
    finally:
        sock.close()


_ADDRESSES: list[Any] = []  # address buffers handed to the official C library stay alive (spec 5.1)


def connect(sim: Any, port: int, cycle_ms: int = 5) -> int:
    """simxStart through ``sim``: tether's drop-in, or the official binding (whose C library keeps
    the address pointer it is given, so the buffer must outlive the connection)."""
    if hasattr(sim, "c_Start"):
        import ctypes

        buf = ctypes.create_string_buffer(b"127.0.0.1")
        _ADDRESSES.append(buf)
        cid = sim.c_Start(buf, port, 1, 1, 5000, cycle_ms)
    else:
        cid = sim.simxStart("127.0.0.1", port, True, True, 5000, cycle_ms)
    if cid < 0:
        raise RuntimeError(f"cannot connect to the tether server on port {port}")
    return cid


def _drop_in() -> Any:
    from tether.remoteapi import sim

    return sim


@contextmanager
def blocking_calls(port: int, sim: Any = None, cycle_ms: int = 5) -> Iterator[Step]:
    sim = sim or _drop_in()
    cid = connect(sim, port, cycle_ms)
    try:
        _, sphere = sim.simxGetObjectHandle(cid, "Sphere", sim.simx_opmode_blocking)

        def once() -> None:
            ret, _ = sim.simxGetObjectPosition(cid, sphere, -1, sim.simx_opmode_blocking)
            if ret:
                raise RuntimeError(f"simxGetObjectPosition returned {ret}")

        yield once, 1
    finally:
        sim.simxFinish(cid)


TARGETS = [0.1] * 7


@contextmanager
def simpy_stepping(port: int, sim: Any = None, names: list[str] = JOINTS,
                    targets: list[float] = TARGETS) -> Iterator[Step]:
    sim = sim or _drop_in()
    B, O = sim.simx_opmode_blocking, sim.simx_opmode_oneshot
    cid = connect(sim, port)
    try:
        joints = [sim.simxGetObjectHandle(cid, n, B)[1] for n in names]
        sim.simxSynchronous(cid, True)
        sim.simxStartSimulation(cid, B)
        for h in joints:
            sim.simxGetJointPosition(cid, h, sim.simx_opmode_streaming)
        sim.simxSynchronousTrigger(cid)
        sim.simxGetPingTime(cid)

        def once() -> None:
            for h, t in zip(joints, targets):
                sim.simxSetJointTargetPosition(cid, h, t, O)
            if sim.simxSynchronousTrigger(cid):
                raise RuntimeError("trigger failed")
            sim.simxGetPingTime(cid)
            for h in joints:
                sim.simxGetJointPosition(cid, h, sim.simx_opmode_buffer)

        yield once, 1
        sim.simxStopSimulation(cid, B)
    finally:
        sim.simxFinish(cid)


@contextmanager
def fast_stepping(port: int, steps: int = 1, names: list[str] = JOINTS,
                   targets: list[float] = TARGETS) -> Iterator[Step]:
    from tether.remoteapi.fast import LockstepClient

    with LockstepClient("127.0.0.1", port) as c:
        joints = [c.handle(n) for n in names]
        c.enable_stepping()
        c.start()
        by_joint = dict(zip(joints, targets))
        yield (lambda: c.step(by_joint, joints, steps=steps)), steps
        c.stop()


_BENCHMARKS: list[tuple[str, str, str, float | None]] = [
    # (name, unit, baseline name, goal)
    ("sim.py blocking simxGetObjectPosition/s", "calls/s vs round trips/s",
     f"bare blocking TCP echo between two processes ({WAITS})", 0.6),
    ("sim.py stepping loop (7 targets, trigger, ping, 7 reads)", "steps/s", TWO_MESSAGE_BASELINE, 0.5),
    ("fast path LockstepClient.step (one exchange)", "steps/s",
     f"bare one-round-trip lockstep server, same model ({WAITS})", 0.7),
    ("fast path, 10 steps per exchange", "steps/s",
     f"bare one-round-trip lockstep server (1 step per round trip; {WAITS}): the line above's, same repeat", None),
]


Candidate = Callable[[int], Any]  # port -> a context manager yielding a Step

#: Each benchmark's client loop, by name (the lane and ``--against`` measure the same loops).
LOOPS: dict[str, Candidate] = dict(zip(
    [name for name, *_ in _BENCHMARKS],
    [blocking_calls, simpy_stepping, fast_stepping, lambda port: fast_stepping(port, 10)],
))
#: The loops ``tether bench legacy --against OTHER`` measures on each side (:mod:`tether.bench.against`):
#: every client loop of the lane, with its unit.
AGAINST = {name: unit.split(" vs ")[0] for name, unit, *_ in _BENCHMARKS}


@contextmanager
def against_loop(name: str, placement: Placement) -> Iterator[Measure]:
    """The loop ``name`` (:data:`AGAINST`) against a tether server of the built-in scene on the
    placement's server CPU; each measurement warms up first (:func:`rate_alone`)."""
    with serving(tether_server("legacy", placement.server_cpu, wait=False)) as (server,):
        with LOOPS[name](server.port) as step:
            yield lambda seconds: rate_alone(step, seconds)


def measure_repeat(placement: Placement, seconds: float,
                   benchmarks: list[tuple[Candidate, int | None]]) -> list[tuple[float, float | None]]:
    """One repeat of ``benchmarks`` (a candidate on tether's port, and the bare server it is
    measured against, interleaved; None: measured alone): (candidate, baseline or None) rates.
    One tether server serves them all, one after the other (two stepping clients at once would
    each hold the other's passes); it and the bare servers start side by side."""
    cpu = placement.server_cpu
    kinds = sorted({bare for _, bare in benchmarks if bare is not None})
    servers = (tether_server("legacy", cpu, wait=False), *(bare_server(k, cpu, wait=False) for k in kinds))
    rates: list[tuple[float, float | None]] = []
    with pinned(placement.client_cpu), serving(*servers) as (tether, *bare):
        by_kind = dict(zip(kinds, bare))
        for candidate, kind in benchmarks:
            with candidate(tether.port) as cand:
                if kind is None:
                    rates.append((rate_alone(cand, seconds), None))
                    continue
                with bare_client(by_kind[kind], kind) as base:
                    rates.append(_interleaved(cand, base, seconds))
    return rates


def _repeat(placement: Placement, seconds: float) -> list[tuple[float, float]]:
    """One repeat of every benchmark. The 10-steps line has no goal: it is measured alone right
    after the one-step pair and shares that pair's baseline."""
    bare = (ECHO, TWO_MESSAGES, ONE_ROUND_TRIP, None)
    rates = measure_repeat(placement, seconds, [(LOOPS[name], kind) for (name, *_), kind in zip(_BENCHMARKS, bare)])
    one_step_baseline = rates[2][1]
    return [(c, b if b is not None else one_step_baseline) for c, b in rates]  # type: ignore[misc]


def run(repeats: int, seconds: float, progress: Progress, placements: list[Placement] | None = None) -> list[Result]:
    placements = placements if placements is not None else available()
    pass_note = "tether's pass runs the built-in scene's scripts and sensors; the bare server only mj_step"
    results: list[Result] = []
    for placement in placements:
        samples: list[tuple[list[float], list[float]]] = [([], []) for _ in _BENCHMARKS]
        for i in range(repeats):
            for (cand, base), (c, b) in zip(samples, _repeat(placement, seconds)):
                cand.append(c)
                base.append(b)
            progress(
                f"  legacy {placement.name} repeat {i + 1}/{repeats}: "
                + "; ".join(f"{c[-1]:.0f}/s vs {b[-1]:.0f}/s" for c, b in samples)
            )
        for (name, unit, baseline_name, goal), (cand, base) in zip(_BENCHMARKS, samples):
            notes = ["client cycle 5 ms (simxStart's last argument)"] if "blocking" in name else [pass_note]
            results.append(Result(
                lane="legacy", name=name, unit=unit, samples=cand, baseline_name=baseline_name,
                baseline_samples=base, goal=goal, notes=notes, placement=placement.name,
            ))
    return results
