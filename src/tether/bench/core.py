"""Lane `core`: in-process passes/s of the built-in scene with its scripts, beside raw mj_step/s
of the same model (same substeps per pass). Goal: the loop and scripts cost less than the
physics takes, i.e. ratio >= 0.6.

A second line runs the same MJCF model without its manifest (no scripts, no proximity sensors):
what the simulation loop itself costs on top of MuJoCo.

A third line runs the built-in scene with its door and walker scripts in Lua
(``scene_lua.toml``) beside the same scene with them in Python: goal >= 0.9 of the rate.

Every line runs its passes through the public pass, :meth:`Simulation.step` (``BATCH`` of them
under the simulation's lock): the one way to pass that every tether has, so ``tether bench core
--against OTHER`` (:mod:`tether.bench.against`) runs these same loops on an older tree's
simulation."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

import mujoco

from tether.bench.results import Measure, Progress, Result, Unavailable, measure_rate
from tether.core import Simulation

BATCH = 50
RESTART_AFTER = 40_000  # passes: the scene then restarts, staying in its looping regime, not drifting

NAMES = (
    "built-in scene passes/s (scripts, sensors)",
    "same model, loop only (no scripts, sensors)",
    "built-in scene passes/s, door and walker in Lua",
)


def builtin_folder() -> Path:
    """The built-in scene's folder (scene.toml, scene.xml, scene_lua.toml)."""
    try:
        from tether.core.importers.loading import builtin_scene_path
    except ImportError:  # a tree before the core's rooms (issue 38), measured by --against
        from tether.core.scene import builtin_scene_path  # type: ignore[no-redef]
    return builtin_scene_path().parent


def scene_of(name: str) -> Path | None:
    """The scene file of the line ``name`` (None: the built-in scene)."""
    folder = builtin_folder()
    return dict(zip(NAMES, (None, folder / "scene.xml", folder / "scene_lua.toml")))[name]


def passes_of(sim: Simulation) -> Callable[[], None]:
    """``BATCH`` passes of ``sim`` (started, as fast as possible, warmed up by 10 passes) per call."""
    sim.real_time = False  # as fast as possible (the built-in scene says real time)
    step = sim.step  # the public pass (module docs)
    for _ in range(10):
        step()

    def passes() -> None:
        with sim.lock:
            for _ in range(BATCH):
                step()

    return passes


def keep_looping(sim: Simulation) -> None:
    """Restart ``sim`` after :data:`RESTART_AFTER` passes (between measurements)."""
    if sim.pass_count > RESTART_AFTER:
        sim.stop()
        sim.start()


#: The loops ``tether bench core --against OTHER`` measures on each side (:mod:`tether.bench.against`):
#: every line's passes, without the raw mj_step baseline.
AGAINST = {name: "passes/s" for name in NAMES}


@contextmanager
def against_loop(name: str, placement: object = None) -> Iterator[Measure]:
    """The passes of the line ``name`` (:data:`AGAINST`) on this tether's simulation of its scene."""
    scene = scene_of(name)
    if scene is not None and not scene.exists():
        raise Unavailable(f"this tree has no {scene.name} beside its built-in scene")
    sim = Simulation(scene)
    passes = passes_of(sim)

    def measure(seconds: float) -> float:
        rate = measure_rate(passes, seconds, BATCH)
        keep_looping(sim)
        return rate

    try:
        yield measure
    finally:
        sim.stop()


def run(repeats: int, seconds: float, progress: Progress) -> list[Result]:
    return [
        _measure(Simulation(), NAMES[0], repeats, seconds, progress),
        _measure(Simulation(scene_of(NAMES[1])), NAMES[1], repeats, seconds, progress),
        _measure_lua(repeats, seconds, progress),
    ]


def _alternate(candidate: Callable[[], None], baseline: Callable[[], None], sims: list[Simulation],
               repeats: int, seconds: float, progress: Progress, label: str) -> tuple[list[float], list[float]]:
    """Per repeat, ``candidate``'s then ``baseline``'s rate (``BATCH`` passes a call); ``sims``
    restart now and then (:func:`keep_looping`)."""
    cand, base = [], []
    for i in range(repeats):
        cand.append(measure_rate(candidate, seconds, BATCH))
        base.append(measure_rate(baseline, seconds, BATCH))
        progress(f"  core {label}, repeat {i + 1}/{repeats}: {cand[-1]:.0f} vs {base[-1]:.0f}")
        for sim in sims:
            keep_looping(sim)
    for sim in sims:
        sim.stop()
    return cand, base


def _measure_lua(repeats: int, seconds: float, progress: Progress) -> Result:
    """Passes/s with the door and walker in Lua vs in Python, measured alternately."""
    lua = Simulation(scene_of(NAMES[2]))
    python = Simulation()
    candidate, baseline = _alternate(passes_of(lua), passes_of(python), [lua, python], repeats, seconds,
                                     progress, "Lua scripts (passes/s) vs the same in Python")
    return Result(
        lane="core",
        name=NAMES[2],
        unit="simulation passes, scripts in Lua vs the same scripts in Python",
        samples=candidate,
        baseline_name="passes/s, scripts in Python",
        baseline_samples=baseline,
        goal=0.9,
    )


def _measure(sim: Simulation, name: str, repeats: int, seconds: float, progress: Progress) -> Result:
    passes = passes_of(sim)
    raw_data = mujoco.MjData(sim.model)
    model = sim.model
    substeps = sim.physics.dynamics_substeps

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
