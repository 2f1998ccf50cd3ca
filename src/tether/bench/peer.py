"""Lane `peer`: tether beside the simulator a user would pick instead, driving the same robot.

PyBullet's physics server (``SHARED_MEMORY_SERVER``) in one process, a controller in another
(this one) that per step sets 7 position targets, steps once and reads 7 joint states, on the
KUKA iiwa of ``pybullet_data``. tether serves the same URDF (position motors, PyBullet's default
time step of 1/240 s) and the same loop runs through its one-exchange fast path
(:class:`~tether.remoteapi.fast.LockstepClient`) over the legacy API's shared-memory transport
(a negative port: the candidate with the goal, cross-core, transport for transport against PyBullet's) and
over TCP, and through the drop-in ``sim`` client over both (informative). Both servers and the
controller are pinned to cores (:mod:`tether.bench.placement`). PyBullet's server spins a core
even while idle, so each server runs only during its own measurement; their idle CPU use is
reported as a note (tether's shared-memory server also with a client connected and silent,
when it naps instead of blocking on a socket).

Needs ``pybullet`` (``pip install "tether[bench]"``); without it the lane is reported as skipped.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Callable, Iterator

from tether.bench import legacy
from tether.bench.placement import Placement, available, pinned
from tether.bench.processes import ServerProcess, serving, tether_server
from tether.bench.results import Measure, Progress, Result, Unavailable, count_for

GOAL = 1.0
TIME_STEP = 1.0 / 240.0  # PyBullet's default
TARGETS = [0.1, -0.2, 0.15, -0.3, 0.05, 0.25, -0.1]
WARM_UP_S = 0.2

_PYBULLET_SERVER = """
import sys, time, pybullet as p
p.connect(p.SHARED_MEMORY_SERVER, key=int(sys.argv[1]))
print("ready:", flush=True)
sys.stdin.read()
"""

KUKA_JOINTS = [f"lbr_iiwa_joint_{i}" for i in range(1, 8)]


def kuka_manifest(folder: Path) -> Path:
    """A tether manifest for pybullet_data's KUKA iiwa: position motors, PyBullet's time step."""
    import pybullet_data

    urdf = Path(pybullet_data.getDataPath()) / "kuka_iiwa" / "model.urdf"
    path = folder / "kuka.toml"
    path.write_text(
        f'model = "{urdf}"\ntime_step = {TIME_STEP!r}\n\n'
        '[[joint]]\nname = "lbr_iiwa_joint_*"\nmode = "position"\n'
    )
    return path


@contextmanager
def _stdout_to_stderr() -> Iterator[None]:
    """PyBullet's C code prints to file descriptor 1; keep stdout for results (--json)."""
    sys.stdout.flush()
    saved = os.dup(1)
    os.dup2(2, 1)
    try:
        yield
    finally:
        os.dup2(saved, 1)
        os.close(saved)


@contextmanager
def _pybullet(cpu: int | None) -> Iterator[tuple[Callable[[], object], ServerProcess]]:
    import pybullet as p
    import pybullet_data

    key = random.randint(20000, 60000)
    server = ServerProcess(_PYBULLET_SERVER, str(key), cpu=cpu)
    client = p.connect(p.SHARED_MEMORY, key=key)
    if client < 0:
        server.close()
        raise RuntimeError("cannot connect to the PyBullet shared-memory server")
    try:
        p.setAdditionalSearchPath(pybullet_data.getDataPath(), physicsClientId=client)
        p.resetSimulation(physicsClientId=client)
        p.setGravity(0, 0, -9.81, physicsClientId=client)
        robot = p.loadURDF("kuka_iiwa/model.urdf", useFixedBase=True, physicsClientId=client)
        joints = list(range(7))
        control, step, read = p.setJointMotorControlArray, p.stepSimulation, p.getJointStates
        mode = p.POSITION_CONTROL

        def once() -> None:
            control(robot, joints, mode, targetPositions=TARGETS, physicsClientId=client)
            step(physicsClientId=client)
            read(robot, joints, physicsClientId=client)

        yield once, server
    finally:
        p.disconnect(physicsClientId=client)
        server.close()


def _rate(once: Callable[[], object], seconds: float) -> float:
    count_for(once, WARM_UP_S)
    n, dt = count_for(once, seconds)
    return n / dt


def _fast(port: int) -> AbstractContextManager[legacy.Step]:
    return legacy.fast_stepping(port, 1, KUKA_JOINTS, TARGETS)


def _simpy(port: int) -> AbstractContextManager[legacy.Step]:
    return legacy.simpy_stepping(port, None, KUKA_JOINTS, TARGETS)


#: The loops ``tether bench peer --against OTHER`` measures on each side (:mod:`tether.bench.against`):
#: tether's loops of the lane (PyBullet's is the same on both sides), by (server kind, loop).
_AGAINST_LOOPS = {
    "fast path over shared memory (KUKA iiwa)": ("shm", _fast),
    "fast path over TCP (KUKA iiwa)": ("legacy", _fast),
    "sim.py stepping loop over shared memory (KUKA iiwa)": ("shm", _simpy),
    "sim.py stepping loop over TCP (KUKA iiwa)": ("legacy", _simpy),
}
AGAINST = {name: "steps/s" for name in _AGAINST_LOOPS}


@contextmanager
def against_loop(name: str, placement: Placement) -> Iterator[Measure]:
    """The loop ``name`` (:data:`AGAINST`) against a tether server of the KUKA iiwa on the
    placement's server CPU; each measurement warms up first, as the lane's."""
    try:
        import pybullet_data  # noqa: F401  (the KUKA's URDF)
    except ImportError:
        raise Unavailable('needs pybullet_data: pip install "tether[bench]"') from None
    kind, loop = _AGAINST_LOOPS[name]
    with tempfile.TemporaryDirectory() as tmp:
        manifest = str(kuka_manifest(Path(tmp)))
        with serving(tether_server(kind, placement.server_cpu, manifest, wait=False)) as (server,):
            with loop(server.port) as (once, _):
                yield lambda seconds: _rate(once, seconds)


def run(repeats: int, seconds: float, progress: Progress, placements: list[Placement] | None = None) -> list[Result]:
    names = (
        "fast path over shared memory vs PyBullet remote loop (KUKA iiwa)",
        "fast path over TCP vs PyBullet remote loop (KUKA iiwa)",
        "sim.py stepping loop over shared memory vs PyBullet remote loop",
        "sim.py stepping loop over TCP vs PyBullet remote loop",
    )
    try:
        import pybullet  # noqa: F401
        import pybullet_data  # noqa: F401
    except ImportError:
        why = 'needs pybullet: pip install "tether[bench]"'
        return [Result("peer", n, "steps/s", [], "PyBullet", [], skipped=why) for n in names]
    placements = placements if placements is not None else available()
    results: list[Result] = []
    with tempfile.TemporaryDirectory() as tmp:
        manifest = kuka_manifest(Path(tmp))
        for placement in placements:
            samples: list[list[float]] = [[] for _ in names]
            fast_shm, fast_tcp, simpy_shm, simpy_tcp = samples
            bullet: list[float] = []
            idle: dict[str, float] = {}
            with pinned(placement.client_cpu):
                for i in range(repeats):
                    # both tether servers start side by side before anything is measured, and
                    # idle (near 0 % CPU) while PyBullet's server runs alone during its measurement
                    started = [tether_server(kind, placement.server_cpu, str(manifest), wait=False)
                               for kind in ("shm", "legacy")]
                    with serving(*started) as tether:
                        with _stdout_to_stderr(), _pybullet(placement.server_cpu) as (once, server):
                            bullet.append(_rate(once, seconds))
                            if i == 0:
                                idle["PyBullet"] = server.idle_cpu()
                        for kind, server, fast, simpy in (("shm", tether[0], fast_shm, simpy_shm),
                                                          ("legacy", tether[1], fast_tcp, simpy_tcp)):
                            with _fast(server.port) as (once, _):
                                fast.append(_rate(once, seconds))
                                if i == 0 and kind == "shm":
                                    idle["tether (shared memory, client connected and silent)"] = server.idle_cpu()
                            with _simpy(server.port) as (once, _):
                                simpy.append(_rate(once, seconds))
                            if i == 0:
                                label = "shared memory" if kind == "shm" else "TCP"
                                idle[f"tether ({label}, no client)"] = server.idle_cpu()
                    progress(f"  peer {placement.name} repeat {i + 1}/{repeats}: fast shm {fast_shm[-1]:.0f}/s, "
                             f"fast TCP {fast_tcp[-1]:.0f}/s, sim.py shm {simpy_shm[-1]:.0f}/s, "
                             f"sim.py TCP {simpy_tcp[-1]:.0f}/s, PyBullet {bullet[-1]:.0f}/s")
            note = ("idle server CPU: " + ", ".join(f"{k} {v:.1%} of a core" for k, v in idle.items()))
            base = "PyBullet SHARED_MEMORY_SERVER, controller in another process (targets, step, 7 reads)"
            one_core = placement.client_cpu == placement.server_cpu
            # PyBullet's server spins its core without yielding: a controller on that core runs
            # only when the scheduler preempts it, so there this baseline says nothing about speed.
            no_ratio = "PyBullet's server spins its core, starving a controller that shares it" if one_core else None
            for name, cand in zip(names, samples):
                goal = GOAL if name == names[0] and not one_core else None
                results.append(Result("peer", name, "steps/s", cand, base, list(bullet),
                                      goal=goal, notes=[note], placement=placement.name, no_ratio=no_ratio))
    return results
