"""Lane `core`: in-process passes/s of the built-in scene with its scripts, beside raw mj_step/s
of the same model (same substeps per pass). Goal: the loop and scripts cost less than the
physics takes, i.e. ratio >= 0.6.

A second line runs the same MJCF model without its manifest (no scripts, no proximity sensors):
what the simulation loop itself costs on top of MuJoCo.

A third line runs the built-in scene with its door and walker scripts in Lua
(``scene_lua.toml``) beside the same scene with them in Python: goal >= 0.9 of the rate."""

from __future__ import annotations

from typing import Callable

import mujoco

from tether.bench.results import Progress, Result, measure_rate
from tether.core import Simulation
from tether.core.importers.loading import builtin_scene_path

BATCH = 50


def run(repeats: int, seconds: float, progress: Progress) -> list[Result]:
    return [
        _measure(Simulation(), "built-in scene passes/s (scripts, sensors)", repeats, seconds, progress),
        _measure(
            Simulation(builtin_scene_path().parent / "scene.xml"),
            "same model, loop only (no scripts, sensors)", repeats, seconds, progress,
        ),
        _measure_lua(repeats, seconds, progress),
    ]


def _alternate(candidate: Callable[[], None], baseline: Callable[[], None], sims: list[Simulation],
               repeats: int, seconds: float, progress: Progress, label: str) -> tuple[list[float], list[float]]:
    """Per repeat, ``candidate``'s then ``baseline``'s rate (``BATCH`` passes a call); ``sims``
    restart now and then so that the scene stays in its looping regime, not drifting."""
    cand, base = [], []
    for i in range(repeats):
        cand.append(measure_rate(candidate, seconds, BATCH))
        base.append(measure_rate(baseline, seconds, BATCH))
        progress(f"  core {label}, repeat {i + 1}/{repeats}: {cand[-1]:.0f} vs {base[-1]:.0f}")
        for sim in sims:
            if sim.loop.pass_count > 40_000:
                sim.stop()
                sim.start()
    for sim in sims:
        sim.stop()
    return cand, base


def _measure_lua(repeats: int, seconds: float, progress: Progress) -> Result:
    """Passes/s with the door and walker in Lua vs in Python, measured alternately."""
    lua = Simulation(builtin_scene_path().parent / "scene_lua.toml")
    python = Simulation()
    runs = []
    for sim in (lua, python):
        sim.loop.real_time = False  # as fast as possible (the built-in scene says real time)
        sim.loop.run(steps=10)

        def passes(sim: Simulation = sim) -> None:
            step = sim.step  # the public pass (the same small overhead on both sides)
            with sim.lock:
                for _ in range(BATCH):
                    step()

        runs.append(passes)
    candidate, baseline = _alternate(runs[0], runs[1], [lua, python], repeats, seconds, progress,
                                     "Lua scripts (passes/s) vs the same in Python")
    return Result(
        lane="core",
        name="built-in scene passes/s, door and walker in Lua",
        unit="simulation passes, scripts in Lua vs the same scripts in Python",
        samples=candidate,
        baseline_name="passes/s, scripts in Python",
        baseline_samples=baseline,
        goal=0.9,
    )


def _measure(sim: Simulation, name: str, repeats: int, seconds: float, progress: Progress) -> Result:
    sim.loop.run(steps=10)
    raw_data = mujoco.MjData(sim.physics.model)
    model = sim.physics.model
    substeps = sim.physics.dynamics_substeps

    def passes() -> None:
        with sim.lock:
            for _ in range(BATCH):
                sim.loop.run_pass()

    def raw_steps() -> None:
        for _ in range(BATCH * substeps):
            mujoco.mj_step(model, raw_data)

    candidate, baseline = _alternate(passes, raw_steps, [sim], repeats, seconds, progress,
                                     f"{name} (passes/s) vs mj_step/s")
    return Result(
        lane="core",
        name=name,
        unit="simulation passes vs raw mujoco.mj_step of the same model",
        samples=candidate,
        baseline_name="raw mj_step/s, same model",
        baseline_samples=baseline,
        goal=0.6,
    )
