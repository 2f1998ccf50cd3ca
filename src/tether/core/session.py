"""The small public interface for in-process users: one scene, load / reset(seed) / step(n) / close.

:class:`Simulation` is the engine room (state machine, step gates, hooks the servers need); a
library user who just wants to run episodes needs five things, and :class:`SimulationSession`
offers exactly those::

    from tether import SimulationSession

    with SimulationSession("scene.toml") as session:
        arm = session.robots["Arm"]               # found as Click finds it (tether.core.engine.robots)
        session.reset(seed=1)                     # initial state, session.np_random reseeded
        session.sim.setJointTargetPosition(session.sim.getObject("Arm_joint1"), 0.5)
        session.step(100)                         # 100 passes, scripts included
        print(session.time, session.sim.getJointPosition(arm.joint_handles[0]))

The thread that calls ``step`` owns the MuJoCo data (docs/architecture.md): use a session from
one thread.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import mujoco
import numpy as np

from tether.core.engine.robots import ReportedObject, Robot, robots_from_scene
from tether.core.engine.scene import Scene
from tether.core.simulation import Simulation
from tether.core.engine.states import SimulationState

if TYPE_CHECKING:
    from tether.core.simapi.api import SimAPI

__all__ = ["SimulationSession"]


class SimulationSession:
    """One simulation for in-process use: ``reset(seed)``, ``step(n)``, ``close()``, the ``sim``
    API and the scene's robots. A context manager (``close`` on exit)."""

    def __init__(self, scene: Scene | str | Path | None = None) -> None:
        self._simulation = Simulation(scene)
        robots, objects = robots_from_scene(self._simulation)
        self._robots = {r.name: r for r in robots}
        self._objects = {o.name: o for o in objects}
        self.np_random = np.random.default_rng()
        self._closed = False

    @classmethod
    def load(cls, scene: Scene | str | Path | None = None) -> SimulationSession:
        """A session over ``scene`` (MJCF, URDF or manifest path; None: the built-in scene)."""
        return cls(scene)

    # -- what a user reads --------------------------------------------------------------------
    @property
    def sim(self) -> SimAPI:
        """The regular API (the ``sim`` scripts see), for reading and commanding the scene."""
        return self._simulation.api

    @property
    def robots(self) -> dict[str, Robot]:
        """The scene's robots by name: declared ``[[click.robot]]`` tables, else found automatically."""
        return dict(self._robots)

    @property
    def objects(self) -> dict[str, ReportedObject]:
        """Extra objects declared for controllers (``objects`` of ``[[click.robot]]``)."""
        return dict(self._objects)

    @property
    def model(self) -> mujoco.MjModel:
        """The MuJoCo model (read it; change parameters through ``sim`` so reset restores them)."""
        return self._simulation.physics.model

    @property
    def data(self) -> mujoco.MjData:
        """The MuJoCo data of the current state (read-only by convention)."""
        return self._simulation.physics.data

    @property
    def time(self) -> float:
        """Simulated seconds since the last reset."""
        return self._simulation.loop.sim_time

    @property
    def time_step(self) -> float:
        return self._simulation.physics.time_step

    @property
    def simulation(self) -> Simulation:
        """The underlying engine, for what the session does not cover (servers, step gates)."""
        return self._simulation

    # -- what a user does ---------------------------------------------------------------------
    def reset(self, seed: int | None = None) -> None:
        """Stop the simulation, which restores the initial state exactly (scripts clean up and
        start again at the next step); with ``seed``, reseed :attr:`np_random`."""
        self._check_open()
        if seed is not None:
            self.np_random = np.random.default_rng(seed)
        sim = self._simulation
        if sim.state != SimulationState.STOPPED:
            sim.stop()
        else:  # stopped, but perhaps changed since (e.g. a task's randomisation): restore anyway
            sim.editor.restore_initial_state()

    def step(self, n: int = 1) -> int:
        """Run ``n`` passes now (starting the simulation if it is stopped); returns how many ran:
        fewer than ``n`` when a script paused or stopped the simulation."""
        self._check_open()
        if n < 0:
            raise ValueError(f"step(n): n must be >= 0, got {n}")
        sim = self._simulation
        with sim.lock:
            if sim.state == SimulationState.STOPPED or sim.state == SimulationState.PAUSED:
                sim.start()
            return sim.loop.run_passes(n)

    def close(self) -> None:
        """End the simulation (scripts' cleanup runs) and free its renderers. Idempotent."""
        if self._closed:
            return
        self._closed = True
        sim = self._simulation
        if sim.state != SimulationState.STOPPED:
            sim.stop()
        sim.sensors.release_renderers()

    @property
    def closed(self) -> bool:
        return self._closed

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("this SimulationSession is closed: create a new one to simulate again")

    def __enter__(self) -> SimulationSession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
