"""Ground under a robot: the manifest's default floor, and what tells a model's ground and depth.

A new CoppeliaSim scene comes with a floor, so a robot dropped into it stands. tether gives a
scene loaded through a manifest the same (``floor``, on unless the model has its own ground,
off with ``floor = false``): a static body named ``Floor`` with an infinite plane, at z = 0 or,
when the model already reaches below z = 0 as loaded, just under its lowest point (so nothing
starts inside the floor and is thrown out of it). A model file loaded bare (no manifest) is
taken as written, as MuJoCo would.

Without ground a free robot falls for ever; :mod:`tether.core.engine.falls` watches for that.
"""

from __future__ import annotations

import mujoco
import numpy as np

FLOOR_NAME = "Floor"
FLOOR_RGBA = (0.78, 0.78, 0.76, 1.0)
#: a static box at least this wide (half-size, m) in x and y counts as ground
GROUND_HALF_WIDTH = 1.0


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
