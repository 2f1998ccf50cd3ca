"""A moving body's mass and inertia: the file's, set explicitly (MuJoCo never derives them from a
mesh; CoppeliaSim's visual meshes are often open, flat or degenerate), raised where MuJoCo needs."""

from __future__ import annotations

import math

import mujoco
import numpy as np

from tether.core.importers.coppeliasim.model import Heightfield, Mesh, Primitive, Shape, quat_to_matrix
from tether.core.importers.coppeliasim.to_mujoco.notes import ImportNotes

LINK_MASS = 1e-3  # kg: a body that carries a joint and nothing with a mass of its own
# MuJoCo refuses principal moments below ~1e-14 kg·m² and a moving body's mass below 1e-15 kg;
# these floors sit far below any real part's (a 1 g, 5 mm bead has moments of ~4e-9 kg·m²).
_MIN_MASS = 1e-9
_MIN_MOMENT = 1e-12


def make_light_link(body: mujoco.MjsBody) -> None:
    """Give ``body`` (a joint's carrier with no shape) a light mass, so the joint is still there."""
    body.explicitinertial, body.mass, body.inertia = True, LINK_MASS, [1e-6] * 3


def set_inertia(obj: Shape, body: mujoco.MjsBody, geoms: list[mujoco.MjsGeom], notes: ImportNotes) -> None:
    """The body's mass and inertia from the file (CoppeliaSim's per-mass inertia × mass, in
    its frame), set explicitly so MuJoCo never derives them from a (visual, open, thin) mesh.
    Without a usable inertia in the file: a solid box around the geometry with the file's mass;
    without a mass either: MuJoCo's solid primitives at CoppeliaSim's density (1000 kg/m³),
    or that box for a shape of meshes only."""
    mass = obj.mass if obj.mass is not None and math.isfinite(obj.mass) and obj.mass > 0 else None
    solids = [g for g in geoms if g.density > 0]  # primitives (meshes weigh nothing)
    if mass is None and solids:
        return  # MuJoCo's primitives; the meshes weigh nothing (density 0)
    com, matrix = (obj.inertia.scaled(mass or 1.0) if obj.inertia is not None else (None, None))
    usable = matrix is not None and bool(np.all(np.isfinite(matrix))) and np.min(np.linalg.eigvalsh(matrix)) > 0
    if mass is not None and not usable and obj.inertia is not None and np.any(obj.inertia.per_mass):
        notes.skip("unusable inertia", f"shape {obj.label!r}: its inertia in the file is not physical "
                   "(not positive definite): a solid box around its geometry instead")
    if mass is None or not usable:
        low, high = _bounds(obj)
        size = np.maximum(high - low, 1e-3)
        if mass is None:
            mass = max(1000.0 * float(np.prod(size)), LINK_MASS) if geoms else LINK_MASS
            if geoms:
                notes.skip("massless mesh shape", f"shape {obj.label!r} has meshes and no mass in the file: "
                           "it weighs a solid box around them at 1000 kg/m³")
        box = np.diag([size[1] ** 2 + size[2] ** 2, size[0] ** 2 + size[2] ** 2, size[0] ** 2 + size[1] ** 2])
        matrix = box * mass / 12
        com = com if com is not None else (low + high) / 2
    matrix = _physical_moments(obj, matrix, notes)
    smallest = float(np.linalg.eigvalsh(matrix)[0])
    if mass < _MIN_MASS or smallest < _MIN_MOMENT:  # files carry parts of 1e-7 kg (RLBench's screw visual)
        notes.skip("tiny inertia", f"shape {obj.label!r}: its mass ({mass:.3g} kg) or smallest moment of inertia "
                   f"({smallest:.3g} kg·m²) is too small for MuJoCo: raised to at least {_MIN_MASS:g} kg and "
                   f"{_MIN_MOMENT:g} kg·m²")
        mass, matrix = max(mass, _MIN_MASS), _moments_at_least(matrix, _MIN_MOMENT)
    body.explicitinertial = True
    body.mass = mass
    body.ipos = com
    body.fullinertia = [matrix[0, 0], matrix[1, 1], matrix[2, 2], matrix[0, 1], matrix[0, 2], matrix[1, 2]]


def _physical_moments(obj: Shape, matrix: np.ndarray, notes: ImportNotes) -> np.ndarray:
    """``matrix`` whose principal moments satisfy A + B >= C, as MuJoCo requires (CoppeliaSim
    does not): the two smaller moments are raised just enough."""
    moments, axes = np.linalg.eigh(matrix)
    gap = moments[2] - moments[0] - moments[1]
    if gap < -1e-9 * moments[2]:
        return matrix
    if gap > 1e-6 * moments[2]:  # beyond rounding (a thin plate sits exactly on A + B = C)
        notes.skip("unphysical inertia", f"shape {obj.label!r}: its principal moments of inertia break "
                   "A + B >= C (MuJoCo needs it): the two smaller ones are raised to meet it")
    moments[:2] += (gap + 1e-9 * moments[2]) / 2
    balanced = axes @ np.diag(moments) @ axes.T
    return (balanced + balanced.T) / 2


def _moments_at_least(matrix: np.ndarray, floor: float) -> np.ndarray:
    """``matrix`` with its principal moments raised to ``floor`` (raising the smaller ones keeps
    A + B >= C)."""
    moments, axes = np.linalg.eigh(matrix)
    raised = axes @ np.diag(np.maximum(moments, floor)) @ axes.T
    return (raised + raised.T) / 2


def _bounds(shape: Shape) -> tuple[np.ndarray, np.ndarray]:
    """The box around a shape's geometry, in the shape's frame (a 10 cm cube if it has none)."""
    points: list[np.ndarray] = []
    for item, frame in shape.leaves():
        if isinstance(item, Primitive):
            half = np.abs(np.asarray(item.sizes, dtype=float)) / 2
            local = np.array([[sx, sy, sz] for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)]) * half
        elif isinstance(item, Mesh) and len(item.vertices):
            local = np.asarray(item.vertices, dtype=float)
        elif isinstance(item, Heightfield):
            ny, nx = item.heights.shape
            hx, hy = (nx - 1) * item.step / 2, (ny - 1) * item.step / 2
            dz = float(np.ptp(item.heights)) / 2
            local = np.array([[sx * hx, sy * hy, sz * dz] for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)])
        else:
            continue
        rot = quat_to_matrix(frame.quat)
        points.append(local @ rot.T + frame.pos)
    if not points:
        return np.full(3, -0.05), np.full(3, 0.05)
    stacked = np.vstack(points)
    stacked = stacked[np.all(np.isfinite(stacked), axis=1)]
    if len(stacked) == 0:
        return np.full(3, -0.05), np.full(3, 0.05)
    return stacked.min(axis=0), stacked.max(axis=0)
