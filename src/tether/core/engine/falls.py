"""The warning when something falls away: a free body far below everything the scene started with.

Without ground (see :mod:`tether.core.engine.ground`) a free robot falls for ever; ``FallWatch``, an
after-pass listener of a scene whose model has free bodies and no ground, notices a dynamic
body ``FALL_DEPTH`` below the scene's lowest point and says once, in the script log, what to add.
It is handed the parts it reads (the physics' model and data, the loop's time, the log), not
the simulation.
"""

from __future__ import annotations

from typing import Callable, Protocol

import mujoco
import numpy as np

from tether.core.engine.ground import geom_bottoms, has_ground
from tether.core.engine.log import VERBOSITY_WARNINGS, MessageLog
from tether.core.engine.specs import Manifest

__all__ = ["CHECK_EVERY", "FALL_DEPTH", "FallWatch", "watch_falls"]

#: how far (m) below the scene's lowest point a dynamic body must be to be called fallen
FALL_DEPTH = 10.0
#: simulation seconds between two checks of the fall watch
CHECK_EVERY = 0.5


class Engine(Protocol):
    """What the watch reads of a scene's physics (tether.core.engine.physics.Physics): the current model
    and data (a scene edit replaces them)."""

    model: mujoco.MjModel
    data: mujoco.MjData


class Clock(Protocol):
    """What the watch reads of a scene's loop (tether.core.engine.loop.Loop): the simulation time."""

    @property
    def sim_time(self) -> float: ...


def watch_falls(physics: Engine, loop: Clock, after_pass: list[Callable[[], None]], log: MessageLog,
                manifest: Manifest) -> None:
    """Put a FallWatch of this scene among the ``after_pass`` listeners when its model has free
    bodies and no ground (otherwise there is nothing to watch, and passes stay free of
    listeners), in place of a previous scene's (the Simulation calls it for each scene: the pass
    listeners outlive the scene)."""
    after_pass[:] = [c for c in after_pass if not isinstance(c, FallWatch)]
    model = physics.model
    if (model.jnt_type == mujoco.mjtJoint.mjJNT_FREE).any() and not has_ground(model):
        after_pass.append(FallWatch(physics, loop, log, manifest))


class FallWatch:
    """An after-pass check: warns once when a dynamic body falls ``FALL_DEPTH`` below the lowest
    point the scene had when the watch started."""

    def __init__(self, physics: Engine, loop: Clock, log: MessageLog, manifest: Manifest) -> None:
        self.physics, self.loop, self.log = physics, loop, log
        self.warned = False
        self._has_manifest = manifest.source is not None
        self._floor_off = self._has_manifest and not manifest.floor
        self._checked_at = float("inf")
        self._model: mujoco.MjModel | None = None
        self._limit = 0.0
        self._free_bodies: np.ndarray = np.zeros(0, dtype=int)

    def _bind(self, model: mujoco.MjModel, data: mujoco.MjData) -> None:
        """Read which bodies move freely and how low the scene reaches (once per model)."""
        self._model = model
        roots = [int(model.jnt_bodyid[j]) for j in range(model.njnt) if model.jnt_type[j] == mujoco.mjtJoint.mjJNT_FREE]
        self._free_bodies = np.array(roots, dtype=int)
        lowest = float(geom_bottoms(model, data).min()) if model.ngeom else 0.0
        self._limit = min(lowest, 0.0) - FALL_DEPTH

    def __call__(self) -> None:
        physics = self.physics
        now = self.loop.sim_time
        if self.warned or self._checked_at <= now < self._checked_at + CHECK_EVERY:
            return  # (a stop sets the time back: then look again at once)
        self._checked_at = now
        if physics.model is not self._model:
            self._bind(physics.model, physics.data)
        if self._free_bodies.size == 0:
            return
        heights = physics.data.xpos[self._free_bodies, 2]
        k = int(np.argmin(heights))
        if heights[k] >= self._limit:
            return
        self.warned = True
        name = mujoco.mj_id2name(physics.model, mujoco.mjtObj.mjOBJ_BODY, int(self._free_bodies[k])) or "a body"
        self.log.add(f"{name!r} fell to z = {heights[k]:.1f} m, far below the scene: nothing holds it up; "
                     f"{self._advice()}", now, VERBOSITY_WARNINGS)

    def _advice(self) -> str:
        if self._floor_off:
            return 'remove "floor = false" from the manifest to stand on the default floor, or add ground to the model'
        if self._has_manifest:
            return "add ground to the model (a plane geom, or a static box under the robot)"
        return ('load it through a manifest (scene.toml: model = "<your model file>"), which adds a floor, '
                "or add a plane geom to the model")
