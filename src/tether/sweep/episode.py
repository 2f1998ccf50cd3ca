"""One run of a sweep: an episode in its own simulation, the controller called before every pass.

A controller is a function ``module:function`` that takes a :class:`SweepRun` and returns the
pass's reward (or None)::

    def controller(run):
        if run.step == 0:
            run.state["motor"] = run.sim.getObject("DoorMotor")
        run.sim.setJointTargetVelocity(run.state["motor"], run.params["speed"])
        run.metrics["angle"] = run.sim.getJointPosition(run.state["motor"])  # its own metrics
        return -abs(run.params["speed"] - 0.2)

The row of a run: ``run``, ``seed``, each parameter (``param.NAME``), ``return`` (sum of the
rewards), ``steps`` (passes run), the final joint positions of the scene's robots
(``final.JOINT``), the controller's metrics (``metric.NAME``) and ``error`` (empty, or what
went wrong: the run is still in the table).
"""

from __future__ import annotations

import importlib
import math
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

__all__ = ["ControllerError", "RunSpec", "SweepRun", "load_controller", "run_episode"]


class ControllerError(ValueError):
    """The ``--controller`` cannot be imported or is not a function."""


@dataclass(frozen=True)
class RunSpec:
    """What one run does: its number, parameters and seed, the controller and the scene."""

    run: int
    params: dict[str, Any]
    seed: int
    controller: str  # "module:function"
    scene: str | None  # path (None: the built-in scene)
    steps: int  # passes


@dataclass
class SweepRun:
    """What a controller sees: the session and its ``sim`` API, the run's parameters, the pass
    about to run, a dict to keep its own state in and one for metrics that go into the table."""

    session: Any  # tether.core.SimulationSession
    params: dict[str, Any]
    seed: int
    rng: np.random.Generator
    step: int = 0
    state: dict[str, Any] = field(default_factory=dict)
    metrics: dict[str, Any] = field(default_factory=dict)

    @property
    def sim(self) -> Any:
        return self.session.sim


def load_controller(reference: str) -> Callable[[SweepRun], Any]:
    """The function named by ``module:function``."""
    module_name, sep, name = reference.partition(":")
    if not sep or not module_name or not name:
        raise ControllerError(f"--controller must be module:function (e.g. my_controllers:door), got {reference!r}")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ControllerError(
            f"cannot import controller module {module_name!r} ({exc}); run from its folder or add it to PYTHONPATH"
        ) from None
    func = getattr(module, name, None)
    if not callable(func):
        raise ControllerError(f"{module_name!r} has no function {name!r}")
    return func


def run_episode(spec: RunSpec) -> dict[str, Any]:
    """Run one episode and return its row (module docs). Errors of the controller or the scene
    are recorded in the row's ``error``, never raised, so that the table stays complete."""
    from tether.core.engine.robots import robot_layout
    from tether.core.session import SimulationSession

    row: dict[str, Any] = {"run": spec.run, "seed": spec.seed}
    row.update({f"param.{k}": v for k, v in spec.params.items()})
    total, steps, error = 0.0, 0, ""
    final: dict[str, float] = {}
    metrics: dict[str, Any] = {}
    try:
        controller = load_controller(spec.controller)
        with SimulationSession(spec.scene) as session:
            session.reset(seed=spec.seed)
            run = SweepRun(session, dict(spec.params), spec.seed, session.np_random)
            for step in range(spec.steps):
                run.step = step
                reward = controller(run)
                if reward is not None:
                    total += float(reward)
                if session.step(1) == 0:  # a script paused or stopped the simulation
                    break
                steps += 1
            for robot in session.robots.values():
                layout = robot_layout(session.simulation, robot)
                final.update(zip(layout.joints, session.data.qpos[layout.qpos_adr].tolist()))
            metrics = dict(run.metrics)
    except Exception as exc:  # recorded in the table: one bad run must not end the sweep
        error = f"{type(exc).__name__}: {exc}"
    row["return"] = total if math.isfinite(total) else float("nan")
    row["steps"] = steps
    row.update({f"final.{k}": v for k, v in final.items()})
    row.update({f"metric.{k}": v for k, v in metrics.items()})
    row["error"] = error
    return row
