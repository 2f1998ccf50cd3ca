"""Ray directions of a proximity sensor: its +z axis, or a cone of rays around it."""

from __future__ import annotations

import math

import mujoco
import numpy as np


def ray_geom(m: mujoco.MjModel, d: mujoco.MjData, g: int, pnt: np.ndarray, vec: np.ndarray,
             normal: np.ndarray | None = None) -> float:
    """Distance along a unit ray to one geom, -1 if it misses (``normal``: the surface normal, written)."""
    kind = int(m.geom_type[g])
    if kind == int(mujoco.mjtGeom.mjGEOM_MESH):
        return float(mujoco.mj_rayMesh(m, d, g, pnt, vec, normal))
    if kind == int(mujoco.mjtGeom.mjGEOM_HFIELD):
        return float(mujoco.mj_rayHfield(m, d, g, pnt, vec, normal))
    return float(mujoco.mju_rayGeom(d.geom_xpos[g], d.geom_xmat[g], m.geom_size[g], pnt, vec, kind, normal))


def cone_directions(angle: float, rays: int) -> np.ndarray:
    """Unit ray directions in the sensor frame: +z, plus a ring of rays on the cone's surface."""
    if rays <= 1 or angle <= 0.0:
        return np.array([[0.0, 0.0, 1.0]])
    half = angle / 2.0
    dirs = [(0.0, 0.0, 1.0)]
    ring = rays - 1
    for k in range(ring):
        phi = 2.0 * math.pi * k / ring
        dirs.append((math.sin(half) * math.cos(phi), math.sin(half) * math.sin(phi), math.cos(half)))
    return np.array(dirs)


def quat_z_to(direction: np.ndarray) -> np.ndarray:
    """MuJoCo quaternion (w, x, y, z) rotating +z onto ``direction``."""
    z = np.array([0.0, 0.0, 1.0])
    d = np.asarray(direction, dtype=float) / np.linalg.norm(direction)
    c = float(np.dot(z, d))
    if c > 1.0 - 1e-12:
        return np.array([1.0, 0.0, 0.0, 0.0])
    if c < -1.0 + 1e-12:
        return np.array([0.0, 1.0, 0.0, 0.0])
    axis = np.cross(z, d)
    axis /= np.linalg.norm(axis)
    half = math.acos(c) / 2.0
    return np.concatenate([[math.cos(half)], math.sin(half) * axis])
