"""Lane `legacy`: the legacy remote API server and clients, beside bare baselines in the same run.

Every server runs in its own process (tether's: a SimulationHost + LegacyServer on the built-in
scene; the baselines: plain blocking Python sockets); the clients run in this process. Each
pair (candidate, baseline) is started together, warmed up alike and measured in alternating
slices, so the machine's noise (other processes, which core a server lands on) hits both.

* blocking calls/s: simxGetObjectPosition(blocking) through tether's sim.py, beside a bare
  blocking TCP echo between two processes;
* stepping loop/s through sim.py (7 oneshot targets, trigger, ping, 7 streamed joint reads),
  beside a bare two-round-trip lockstep server (targets + mj_step + ack, then read);
* fast path steps/s (LockstepClient.step: targets, trigger, reads in one exchange), beside a
  bare one-round-trip lockstep server (targets, mj_step, reply 7 joint positions); the same
  with 10 steps per call is reported as a note.

Note: tether's pass runs the built-in scene's scripts and sensors, the bare servers only
mj_step, so the stepping ratios include that difference (the `core` lane measures it).
"""

from __future__ import annotations

import socket
import struct
import subprocess
import sys
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from tether.bench.runner import Progress, Result, count_for

JOINTS = [f"Arm_joint{i}" for i in range(1, 8)]

_TETHER_SERVER = """
import sys
from tether.core import Simulation
from tether.host import SimulationHost
from tether.remoteapi.server import LegacyServer
host = SimulationHost(Simulation())
host.start()
server = host.call(lambda: LegacyServer(host, 0))
print(server.port, flush=True)
sys.stdin.read()
host.stop()
"""

_ECHO_SERVER = """
import socket
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(1)
print(s.getsockname()[1], flush=True)
c, _ = s.accept(); c.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
while True:
    d = c.recv(65536)
    if not d:
        break
    c.sendall(d)
"""

# Bare lockstep server on the built-in model: b"S" + 7 f32 targets -> ctrl, mj_step, then
# (one round trip) reply 7 f32 joint positions, or (two round trips) reply b"k" and answer a
# following b"R" with the 7 positions.
_LOCKSTEP_SERVER = """
import socket, struct, sys, mujoco
from tether.core.scene import load_scene
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
buf = b""
while True:
    d0 = c.recv(65536)
    if not d0:
        break
    buf += d0
    while buf:
        if buf[:1] == b"S":
            if len(buf) < 29:
                break
            _, *t = targets.unpack_from(buf); buf = buf[29:]
            for a, v in zip(act, t):
                d.ctrl[a] = v
            mujoco.mj_step(m, d)
            c.sendall(q7.pack(*(d.qpos[i] for i in qadr)) if one else b"k")
        else:
            buf = buf[1:]
            c.sendall(q7.pack(*(d.qpos[i] for i in qadr)))
"""


class _Process:
    """A server subprocess that prints its port on its first line and ends when stdin closes."""

    def __init__(self, code: str, *args: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", code, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line.strip():
            self.close()
            raise RuntimeError("benchmark server process did not start")
        self.port = int(line)

    def close(self) -> None:
        try:
            if self.proc.stdin:
                self.proc.stdin.close()
            self.proc.wait(5)
        except (subprocess.TimeoutExpired, OSError):
            self.proc.kill()
            self.proc.wait(5)


def _connect(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def _recv_exactly(sock: socket.socket, n: int) -> bytes:
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            raise ConnectionError("baseline server closed")
        data += chunk
    return data


Step = tuple[Callable[[], object], int]  # (one call, operations it counts)

#: Each side is measured in this many alternating slices, after the same warm-up.
SLICES = 6
WARM_UP_S = 0.1


def _rate_for(step: Step, seconds: float) -> tuple[int, float]:
    """(operations, elapsed seconds) of calling ``step`` for about ``seconds``."""
    once, batch = step
    return count_for(once, seconds, batch)


def _interleaved(candidate: Step, baseline: Step, seconds: float) -> tuple[float, float]:
    """Rates of both sides, measured in alternating slices so that machine noise (other
    processes, which core each server lands on) hits them alike; both are warmed up first.
    """
    _rate_for(candidate, WARM_UP_S)
    _rate_for(baseline, WARM_UP_S)
    totals = [[0, 0.0], [0, 0.0]]
    part = seconds / SLICES
    for i in range(SLICES):
        order = (0, 1) if i % 2 == 0 else (1, 0)
        for side in order:
            n, dt = _rate_for((candidate, baseline)[side], part)
            totals[side][0] += n
            totals[side][1] += dt
    return totals[0][0] / totals[0][1], totals[1][0] / totals[1][1]


@contextmanager
def _echo_baseline() -> Iterator[Step]:
    server = _Process(_ECHO_SERVER)
    sock = _connect(server.port)
    try:
        payload = b"x" * 64  # about a blocking simxGetObjectPosition request

        def once() -> None:
            sock.sendall(payload)
            _recv_exactly(sock, 64)

        yield once, 1
    finally:
        sock.close()
        server.close()


@contextmanager
def _lockstep_baseline(round_trips: int) -> Iterator[Step]:
    server = _Process(_LOCKSTEP_SERVER, "1" if round_trips == 1 else "2")
    sock = _connect(server.port)
    try:
        pack = struct.Struct("<c7f").pack
        unpack = struct.Struct("<7f").unpack
        targets = [0.1] * 7

        def once() -> None:
            sock.sendall(pack(b"S", *targets))
            if round_trips == 1:
                unpack(_recv_exactly(sock, 28))
            else:
                _recv_exactly(sock, 1)
                sock.sendall(b"R")
                unpack(_recv_exactly(sock, 28))

        yield once, 1
    finally:
        sock.close()
        server.close()


@contextmanager
def _tether() -> Iterator[int]:
    server = _Process(_TETHER_SERVER)
    try:
        yield server.port
    finally:
        server.close()


@contextmanager
def _blocking_calls(port: int) -> Iterator[Step]:
    from tether.remoteapi import sim

    cid = sim.simxStart("127.0.0.1", port, True, True, 5000, 5)
    if cid < 0:
        raise RuntimeError("cannot connect to the tether server")
    try:
        _, sphere = sim.simxGetObjectHandle(cid, "Sphere", sim.simx_opmode_blocking)

        def once() -> None:
            ret, _ = sim.simxGetObjectPosition(cid, sphere, -1, sim.simx_opmode_blocking)
            if ret:
                raise RuntimeError(f"simxGetObjectPosition returned {ret}")

        yield once, 1
    finally:
        sim.simxFinish(cid)


@contextmanager
def _simpy_stepping(port: int) -> Iterator[Step]:
    from tether.remoteapi import sim

    B, O = sim.simx_opmode_blocking, sim.simx_opmode_oneshot
    cid = sim.simxStart("127.0.0.1", port, True, True, 5000, 5)
    if cid < 0:
        raise RuntimeError("cannot connect to the tether server")
    try:
        joints = [sim.simxGetObjectHandle(cid, n, B)[1] for n in JOINTS]
        sim.simxSynchronous(cid, True)
        sim.simxStartSimulation(cid, B)
        for h in joints:
            sim.simxGetJointPosition(cid, h, sim.simx_opmode_streaming)
        sim.simxSynchronousTrigger(cid)
        sim.simxGetPingTime(cid)

        def once() -> None:
            for h in joints:
                sim.simxSetJointTargetPosition(cid, h, 0.1, O)
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
def _fast_stepping(port: int, steps: int = 1) -> Iterator[Step]:
    from tether.remoteapi.fast import LockstepClient

    with LockstepClient("127.0.0.1", port) as c:
        joints = [c.handle(n) for n in JOINTS]
        c.enable_stepping()
        c.start()
        targets = {h: 0.1 for h in joints}
        yield (lambda: c.step(targets, joints, steps=steps)), steps
        c.stop()


def _pair(candidate: Callable[[int], Any], baseline: Any, seconds: float) -> tuple[float, float]:
    """Start tether's server and a baseline server, connect both, measure interleaved."""
    with _tether() as port, candidate(port) as cand, baseline as base:
        return _interleaved(cand, base, seconds)


def run(repeats: int, seconds: float, progress: Progress) -> list[Result]:
    blocking, echo = [], []
    stepping, lockstep2 = [], []
    fast, lockstep1 = [], []
    fast10, lockstep1_10 = [], []
    for i in range(repeats):
        for (cand, base), candidate, baseline in (
            ((blocking, echo), _blocking_calls, _echo_baseline()),
            ((stepping, lockstep2), _simpy_stepping, _lockstep_baseline(2)),
            ((fast, lockstep1), _fast_stepping, _lockstep_baseline(1)),
            ((fast10, lockstep1_10), lambda port: _fast_stepping(port, 10), _lockstep_baseline(1)),
        ):
            c, b = _pair(candidate, baseline, seconds)
            cand.append(c)
            base.append(b)
        progress(
            f"  legacy repeat {i + 1}/{repeats}: blocking {blocking[-1]:.0f}/s vs echo {echo[-1]:.0f}/s; "
            f"sim.py stepping {stepping[-1]:.0f}/s vs 2-RT {lockstep2[-1]:.0f}/s; "
            f"fast {fast[-1]:.0f}/s vs 1-RT {lockstep1[-1]:.0f}/s; fast x10 {fast10[-1]:.0f} steps/s"
        )
    pass_note = "tether's pass runs the built-in scene's scripts and sensors; the bare server only mj_step"
    return [
        Result(
            lane="legacy", name="sim.py blocking simxGetObjectPosition/s", unit="calls/s vs round trips/s",
            samples=blocking, baseline_name="bare blocking TCP echo between two processes",
            baseline_samples=echo, goal=1.0, notes=["client cycle 5 ms (simxStart's last argument)"],
        ),
        Result(
            lane="legacy", name="sim.py stepping loop (7 targets, trigger, ping, 7 reads)", unit="steps/s",
            samples=stepping, baseline_name="bare two-round-trip lockstep server, same model",
            baseline_samples=lockstep2, goal=1.0, notes=[pass_note],
        ),
        Result(
            lane="legacy", name="fast path LockstepClient.step (one exchange)", unit="steps/s",
            samples=fast, baseline_name="bare one-round-trip lockstep server, same model",
            baseline_samples=lockstep1, goal=1.0, notes=[pass_note],
        ),
        Result(
            lane="legacy", name="fast path, 10 steps per exchange", unit="steps/s",
            samples=fast10, baseline_name="bare one-round-trip lockstep server (1 step per round trip)",
            baseline_samples=lockstep1_10, goal=None, notes=[pass_note],
        ),
    ]
