"""A pass of the built-in scene against raw ``mj_step``: instructions (callgrind) and thread CPU time.

The core lane (``tether bench core``) compares wall-clock rates, which swing by 2x on a shared
2-core VM. This probe measures the same two loops more steadily:

* ``cpu``: thread CPU time (``time.thread_time``) of batches of passes (``Loop.run_pass``, as the
  lane runs them) and of batches of raw ``mj_step`` on the model the lane's baseline steps
  (``sim.physics.model``, its own ``MjData``), alternated; the minimums per pass and per step, and their
  ratio (steps per pass: what the lane's ratio reads on a quiet machine).
* ``parts``: the same minimums for the pass with parts of it switched off, alternated in one
  process: without the dynamics (``Physics.dynamics_enabled``), without proximity handling,
  without the child scripts (the main script's actuation is the dynamics alone) and with
  neither. Differences estimate each part's cost inside a pass, including what it does to the
  caches of the ``mj_step`` after it (a step inside a pass costs more than back to back).
* ``instructions``: user-space instructions per pass and per raw step under
  ``valgrind --tool=callgrind``: two runs that differ only in how many passes (or steps) they
  count, whole-process totals, their difference divided by the difference in counts (toggling
  collection around the measured loop miscounts here: the walker's greenlet switches stacks,
  and callgrind then counted the warm-up too).

Compare two commits by running each one's copy with its ``src`` first on ``PYTHONPATH``, pinned::

    taskset -c 1 python tools/probes/core_pass.py cpu
    PYTHONPATH=/tmp/base/src taskset -c 1 python tools/probes/core_pass.py cpu instructions

``--scene PATH`` measures another scene (a manifest or a model). Instructions need ``valgrind``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from tether.core import Simulation

BATCH = 50
WARM_PASSES = 2_000  # past the walker's first strides and the door's first turns
COUNTED = (200, 1_200)  # passes (or raw steps) of the two callgrind runs


def _simulation(scene: str | None) -> Simulation:
    from tether.core import Simulation

    return Simulation(scene) if scene else Simulation()


def _loops(scene: str | None, warm: int = WARM_PASSES, sim: Simulation | None = None) -> tuple[Callable[[int], None], Callable[[int], None]]:
    """``passes(n)`` and ``raw_steps(n)`` of one warmed-up simulation, as the core lane runs them."""
    import mujoco

    if sim is None:
        sim = _simulation(scene)
    sim.loop.real_time = False
    sim.loop.run(steps=10)
    model = sim.physics.model
    raw_data = mujoco.MjData(model)
    substeps = sim.physics.dynamics_substeps
    run_pass = sim.loop.run_pass

    def passes(n: int) -> None:
        with sim.lock:
            for _ in range(n):
                run_pass()
            if sim.loop.pass_count > 40_000:  # the lane restarts now and then too
                sim.stop()
                sim.start()

    step = mujoco.mj_step

    def raw_steps(n: int) -> None:
        for _ in range(n * substeps):
            step(model, raw_data)

    passes(warm)
    raw_steps(warm)
    return passes, raw_steps


def cpu(scene: str | None, repeats: int) -> None:
    """Minimum thread CPU time per pass and per raw step, alternated."""
    passes, raw_steps = _loops(scene)
    best = {"pass": float("inf"), "step": float("inf")}
    for _ in range(repeats):
        for name, loop in (("pass", passes), ("step", raw_steps)):
            t0 = time.thread_time()
            loop(BATCH * 20)
            best[name] = min(best[name], (time.thread_time() - t0) / (BATCH * 20))
    print(f"cpu: pass {best['pass'] * 1e6:.2f} us, raw mj_step {best['step'] * 1e6:.2f} us, "
          f"ratio {best['step'] / best['pass']:.3f} (minimums of {repeats}, thread CPU time)")


def parts(scene: str | None, repeats: int) -> None:
    """Minimum thread CPU time per pass with parts of it switched off, alternated."""
    sim = _simulation(scene)
    passes, raw_steps = _loops(scene, sim=sim)
    main = sim.scripts.main_script
    actuation, sensors, physics = main.actuation, sim.sensors, sim.physics
    proximity = sensors.any_proximity
    variants = {
        "full pass": (True, True, True),
        "without the dynamics": (False, True, True),
        "without proximity handling": (True, False, True),
        "without child scripts": (True, True, False),
        "dynamics only": (True, False, False),
    }
    best = dict.fromkeys([*variants, "raw mj_step"], float("inf"))
    for _ in range(repeats):
        for name, (dynamics, sensing, scripts) in variants.items():
            physics.dynamics_enabled = dynamics
            sensors.any_proximity = proximity and sensing
            main.actuation = actuation if scripts else physics.step
            t0 = time.thread_time()
            passes(BATCH * 20)
            best[name] = min(best[name], (time.thread_time() - t0) / (BATCH * 20))
        physics.dynamics_enabled, sensors.any_proximity, main.actuation = True, proximity, actuation
        t0 = time.thread_time()
        raw_steps(BATCH * 20)
        best["raw mj_step"] = min(best["raw mj_step"], (time.thread_time() - t0) / (BATCH * 20))
    for name, seconds in best.items():
        print(f"parts: {name:28s} {seconds * 1e6:7.2f} us")


def _measured(scene: str | None, which: str, count: int) -> None:
    """The process valgrind runs: the warm-up (shorter: valgrind is slow), then ``count``
    passes or raw steps."""
    passes, raw_steps = _loops(scene, warm=500)
    (passes if which == "pass" else raw_steps)(count)


def _total(scene: str | None, which: str, count: int) -> int:
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
             sys.executable, __file__, "--measured", which, str(count), scene or ""],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            env={**os.environ, "PYTHONHASHSEED": "0"},  # the same dict layouts in both runs
        )
        with open(out) as f:
            for line in f:
                if line.startswith(("summary:", "totals:")):
                    return int(line.split()[1])
    raise RuntimeError("callgrind wrote no summary")


def instructions(scene: str | None, which: str) -> int:
    """Instructions per pass (``which`` = pass) or per raw step (step), under callgrind."""
    few, many = COUNTED
    return (_total(scene, which, many) - _total(scene, which, few)) // (many - few)


def main() -> None:
    if len(sys.argv) == 5 and sys.argv[1] == "--measured":
        _measured(sys.argv[4] or None, sys.argv[2], int(sys.argv[3]))
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("modes", nargs="*", default=["cpu"], choices=["cpu", "parts", "instructions"])
    ap.add_argument("--scene", default=None, help="a scene manifest or model (default: the built-in scene)")
    ap.add_argument("--repeats", type=int, default=15)
    args = ap.parse_args()
    for mode in args.modes:
        if mode == "cpu":
            cpu(args.scene, args.repeats)
        elif mode == "parts":
            parts(args.scene, args.repeats)
        else:
            if shutil.which("valgrind") is None:
                sys.exit("core_pass.py instructions needs valgrind")
            per_pass, per_step = instructions(args.scene, "pass"), instructions(args.scene, "step")
            print(f"instructions: pass {per_pass:,d}, raw mj_step {per_step:,d}, ratio {per_step / per_pass:.3f}")


if __name__ == "__main__":
    main()
