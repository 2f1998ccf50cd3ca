"""Ground under a robot: the manifest's default floor and the warning when something falls away.

A new CoppeliaSim scene comes with a floor, so a robot dropped into it stands. tether gives a
scene loaded through a manifest the same (``floor``, on unless the model has its own ground,
off with ``floor = false``): a static body named ``Floor`` with an infinite plane, at z = 0 or,
when the model already reaches below z = 0 as loaded, just under its lowest point (so nothing
starts inside the floor and is thrown out of it). A model file loaded bare (no manifest) is
taken as written, as MuJoCo would.

Without ground a free robot falls for ever; ``FallWatch`` notices a dynamic body far below
everything the scene started with and says once, in the script log, what to add.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import mujoco
import numpy as np

if TYPE_CHECKING:
    from tether.core.simulation import Simulation

FLOOR_NAME = "Floor"
FLOOR_RGBA = (0.78, 0.78, 0.76, 1.0)
#: a static box at least this wide (half-size, m) in x and y counts as ground
GROUND_HALF_WIDTH = 1.0
#: how far (m) below the scene's lowest point a dynamic body must be to be called fallen
FALL_DEPTH = 10.0
#: simulation seconds between two checks of the fall watch
CHECK_EVERY = 0.5


def geom_bottoms(model: mujoco.MjModel, data: mujoco.MjData) -> np.ndarray:
    """The lowest world z of every geom's bounding box (planes: their height), from ``data``'s
    current kinematics."""
    center = model.geom_aabb[:, :3]
    half = model.geom_aabb[:, 3:]
    zrow = data.geom_xmat.reshape(-1, 3, 3)[:, 2, :]  # world z of each local axis
    bottoms = data.geom_xpos[:, 2] + np.einsum("ij,ij->i", zrow, center) - np.einsum("ij,ij->i", np.abs(zrow), half)
    planes = model.geom_type == mujoco.mjtGeom.mjGEOM_PLANE
    bottoms[planes] = data.geom_xpos[planes, 2]
    return bottoms


def has_ground(model: mujoco.MjModel) -> bool:
    """True if the model has something to stand on: a plane or height field, or a wide static box."""
    types = model.geom_type
    if np.isin(types, (mujoco.mjtGeom.mjGEOM_PLANE, mujoco.mjtGeom.mjGEOM_HFIELD)).any():
        return True
    static = model.body_weldid[model.geom_bodyid] == 0
    wide = model.geom_size[:, :2].min(axis=1) >= GROUND_HALF_WIDTH if model.ngeom else np.zeros(0, dtype=bool)
    return bool((static & (types == mujoco.mjtGeom.mjGEOM_BOX) & wide).any())


def _dynamic_geoms(model: mujoco.MjModel) -> np.ndarray:
    """Collidable geoms of bodies that can move (not welded to the world)."""
    moving = model.body_weldid[model.geom_bodyid] != 0
    collides = (model.geom_contype | model.geom_conaffinity) != 0
    return np.flatnonzero(moving & collides)


def floor_height(model: mujoco.MjModel) -> float:
    """Where the floor goes: z = 0, or the lowest point of the moving collidable geoms as loaded
    if that is lower."""
    geoms = _dynamic_geoms(model)
    if geoms.size == 0:
        return 0.0
    data = mujoco.MjData(model)
    mujoco.mj_kinematics(model, data)
    return min(0.0, float(geom_bottoms(model, data)[geoms].min()))


def add_floor(spec: mujoco.MjSpec, model: mujoco.MjModel) -> str:
    """Add a static ``Floor`` body (an infinite plane) to ``spec`` under ``model``'s moving parts;
    return its name (``Floor``, or ``Floor0``... if the model already uses the name)."""
    taken = {b.name for b in spec.bodies} | {g.name for g in spec.geoms}
    name, k = FLOOR_NAME, 0
    while name in taken:
        name, k = f"{FLOOR_NAME}{k}", k + 1
    body = spec.worldbody.add_body(name=name, pos=[0.0, 0.0, floor_height(model)])
    # size: an infinite plane (0, 0) drawn with 0.5 m grid squares; friction as MuJoCo's default
    body.add_geom(type=mujoco.mjtGeom.mjGEOM_PLANE, size=[0.0, 0.0, 0.5], rgba=list(FLOOR_RGBA))
    return name


def watch_falls(simulation: Simulation) -> None:
    """Attach a FallWatch to a simulation whose model has free bodies and no ground (otherwise
    there is nothing to watch, and passes stay free of listeners); again for each new scene
    (``sim.loadScene``: the pass listeners outlive the scene)."""
    simulation.after_pass[:] = [c for c in simulation.after_pass if not isinstance(c, FallWatch)]
    model = simulation.model
    if (model.jnt_type == mujoco.mjtJoint.mjJNT_FREE).any() and not has_ground(model):
        simulation.after_pass.append(FallWatch(simulation))
    if not any(isinstance(c, _Rewatch) for c in simulation.on_scene_change):
        simulation.on_scene_change.append(_Rewatch(simulation))


class _Rewatch:
    """The scene-change listener that looks at a new scene (a class, so it is registered once)."""

    def __init__(self, simulation: Simulation) -> None:
        self.simulation = simulation

    def __call__(self) -> None:
        watch_falls(self.simulation)


class FallWatch:
    """An after-pass check: warns once when a dynamic body falls ``FALL_DEPTH`` below the lowest
    point the scene had when the watch started."""

    def __init__(self, simulation: Simulation) -> None:
        self.simulation = simulation
        self.warned = False
        manifest = simulation.scene.manifest
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
        sim = self.simulation
        now = sim.sim_time
        if self.warned or self._checked_at <= now < self._checked_at + CHECK_EVERY:
            return  # (a stop sets the time back: then look again at once)
        self._checked_at = now
        if sim.model is not self._model:
            self._bind(sim.model, sim.data)
        if self._free_bodies.size == 0:
            return
        heights = sim.data.xpos[self._free_bodies, 2]
        k = int(np.argmin(heights))
        if heights[k] >= self._limit:
            return
        self.warned = True
        name = mujoco.mj_id2name(sim.model, mujoco.mjtObj.mjOBJ_BODY, int(self._free_bodies[k])) or "a body"
        from tether.core.log import VERBOSITY_WARNINGS

        sim.log.add(f"{name!r} fell to z = {heights[k]:.1f} m, far below the scene: nothing holds it up; "
                    f"{self._advice()}", sim.sim_time, VERBOSITY_WARNINGS)

    def _advice(self) -> str:
        if self._floor_off:
            return 'remove "floor = false" from the manifest to stand on the default floor, or add ground to the model'
        if self._has_manifest:
            return "add ground to the model (a plane geom, or a static box under the robot)"
        return ('load it through a manifest (scene.toml: model = "<your model file>"), which adds a floor, '
                "or add a plane geom to the model")
