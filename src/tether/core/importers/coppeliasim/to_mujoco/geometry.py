"""A shape's geometry as MuJoCo geoms: primitives, meshes (inline or STL/OBJ files), heightfields.

A cone becomes a mesh; meshes are cleaned of triangles without area, and a respondable flat one
gets a thin hull to collide with. A mesh weighs nothing (the body's mass is the file's).
"""

from __future__ import annotations

from dataclasses import dataclass
import math
from pathlib import Path

import mujoco
import numpy as np

from tether.core.importers.coppeliasim.model import GeometryItem, Heightfield, Mesh, Pose, Primitive, Shape, quat_rotate
from tether.core.importers.coppeliasim.to_mujoco.frames import Bodies
from tether.core.importers.coppeliasim.to_mujoco.names import ElementNames
from tether.core.importers.coppeliasim.to_mujoco.notes import ImportNotes

_CONE_SEGMENTS = 16
_MIN_SIZE = 1e-4
_MIN_AREA = 1e-12  # m²: a triangle smaller than this is a point or a line
_HULL_PAD = 1e-3  # m: the thickness a flat mesh's collision hull gets


@dataclass
class ShapeGeometry:
    """Adds shapes' geoms (and the meshes and height fields they use) to ``spec``; mesh files are
    found in ``folder``, the file's."""

    spec: mujoco.MjSpec
    bodies: Bodies
    names: ElementNames
    notes: ImportNotes
    folder: Path  # mesh files are found here (the file's folder)

    def add_geoms(self, obj: Shape, body: mujoco.MjsBody) -> list[mujoco.MjsGeom]:
        """One geom on ``body`` per primitive, mesh or heightfield of ``obj`` (what cannot be
        shown is skipped with a line), with the shape's contacts, friction and colours."""
        geoms: list[mujoco.MjsGeom] = []
        name = self.names.of(obj)
        for k, (item, frame) in enumerate(obj.leaves()):
            gname = f"{name}" if k == 0 else f"{name}:{k}"
            geom = self._geom(obj, item, frame, body, gname)
            if geom is None:
                continue
            if isinstance(item, Mesh):
                geom.density = 0.0  # a mesh's weight is the file's mass, never its (open, thin) volume
            if not obj.respondable:
                geom.contype = geom.conaffinity = 0
            if obj.friction is not None:
                geom.friction = list(obj.friction)
            geom.rgba = list(item.rgba or obj.rgba)
            geoms.append(geom)
        return geoms

    def _geom(self, obj: Shape, item: GeometryItem, frame: Pose, body: mujoco.MjsBody,
              gname: str) -> mujoco.MjsGeom | None:
        rel = self.bodies.relative(body, self.bodies.pose_of(obj).compose(frame))
        if isinstance(item, Primitive):
            return self._primitive(obj, item, rel, body, gname)
        if isinstance(item, Mesh):
            return self._mesh(obj, item, rel, body, gname)
        if isinstance(item, Heightfield):
            return self._heightfield(item, rel, body, gname)
        kind = type(item).__name__.lower()
        self.notes.skip(kind, f"{kind} shapes are not supported yet: skipped (first: {obj.label!r})")
        return None

    def _primitive(self, obj: Shape, item: Primitive, rel: Pose, body: mujoco.MjsBody,
                   gname: str) -> mujoco.MjsGeom | None:
        ptype = item.type
        x, y, z = (max(abs(float(v)), _MIN_SIZE) for v in item.sizes)
        if ptype == "cone":
            mesh = self.spec.add_mesh(name=gname)
            mesh.uservert, mesh.userface = _cone(max(x, y) / 2, z)
            return body.add_geom(name=gname, type=mujoco.mjtGeom.mjGEOM_MESH, meshname=gname,
                                 pos=rel.pos, quat=rel.quat)
        shapes = {
            "cuboid": (mujoco.mjtGeom.mjGEOM_BOX, [x / 2, y / 2, z / 2]),
            "plane": (mujoco.mjtGeom.mjGEOM_BOX, [x / 2, y / 2, 5e-4]),
            "disc": (mujoco.mjtGeom.mjGEOM_CYLINDER, [max(x, y) / 2, 5e-4, 0]),
            "cylinder": (mujoco.mjtGeom.mjGEOM_CYLINDER, [max(x, y) / 2, z / 2, 0]),
            "capsule": (mujoco.mjtGeom.mjGEOM_CAPSULE, [max(x, y) / 2, max(z / 2 - max(x, y) / 2, _MIN_SIZE), 0]),
        }
        if ptype in ("sphere", "spheroid"):
            if abs(x - y) < 1e-9 and abs(y - z) < 1e-9:
                shapes[ptype] = (mujoco.mjtGeom.mjGEOM_SPHERE, [x / 2, 0, 0])
            else:
                shapes[ptype] = (mujoco.mjtGeom.mjGEOM_ELLIPSOID, [x / 2, y / 2, z / 2])
        if ptype not in shapes:
            self.notes.skip(f"primitive {ptype}", f"primitive type {ptype!r} of shape {obj.label!r} is unknown: skipped")
            return None
        gtype, half = shapes[ptype]
        return body.add_geom(name=gname, type=gtype, size=half, pos=rel.pos, quat=rel.quat)

    def _mesh(self, obj: Shape, item: Mesh, rel: Pose, body: mujoco.MjsBody, gname: str) -> mujoco.MjsGeom | None:
        vertices = faces = None
        if len(item.vertices):
            cleaned = _clean_mesh(np.asarray(item.vertices, dtype=float), np.asarray(item.indices, dtype=np.int64))
            if cleaned is None:
                self.notes.skip("degenerate mesh", f"shape {obj.label!r}: a mesh without area (its triangles are "
                                "points or lines) is not shown")
                return None
            vertices, faces = cleaned
            if obj.respondable:  # MuJoCo collides with the convex hull: a flat mesh gets a thin one
                vertices = _hull_padded(vertices)
        elif not item.file:
            return None
        mesh = self.spec.add_mesh(name=gname)
        # the mesh's own inertia is never used (the body's is explicit, the geom weighs nothing);
        # a shell's needs only an area, so flat and open meshes compile
        mesh.inertia = mujoco.mjtMeshInertia.mjMESH_INERTIA_SHELL
        if vertices is not None:
            mesh.uservert = vertices.ravel()
            mesh.userface = faces.ravel()
        else:
            path = (self.folder / item.file).resolve()
            if path.suffix.lower() not in (".stl", ".obj", ".msh") or not path.is_file():
                self.spec.delete(mesh)
                self.notes.note(f"mesh file {item.file!r} of shape {obj.label!r} "
                                + ("is not there" if not path.is_file() else "is not STL or OBJ (MuJoCo reads those)")
                                + ": skipped")
                return None
            mesh.file = str(path)
        return body.add_geom(name=gname, type=mujoco.mjtGeom.mjGEOM_MESH, meshname=gname,
                             pos=rel.pos, quat=rel.quat)

    def _heightfield(self, item: Heightfield, rel: Pose, body: mujoco.MjsBody, gname: str) -> mujoco.MjsGeom:
        """A heightfield: heights (x fastest), ``step`` apart → a MuJoCo height field centred on its frame."""
        ny, nx = item.heights.shape
        heights = item.heights.ravel()
        low, high = float(heights.min()), float(heights.max())
        span = max(high - low, 1e-6)
        self.spec.add_hfield(name=gname, nrow=ny, ncol=nx,
                             size=[(nx - 1) * item.step / 2, (ny - 1) * item.step / 2, span, span / 10],
                             userdata=((heights - low) / span).tolist())
        offset = quat_rotate(rel.quat, np.array([0.0, 0.0, low - (low + high) / 2]))
        return body.add_geom(name=gname, type=mujoco.mjtGeom.mjGEOM_HFIELD, hfieldname=gname,
                             pos=rel.pos + offset, quat=rel.quat)


def _clean_mesh(vertices: np.ndarray, faces: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """The mesh without its zero-area triangles; None if nothing with an area is left."""
    if vertices.ndim != 2 or vertices.shape[1] != 3 or faces.size == 0:
        return None
    faces = faces.reshape(-1, 3)
    a, b, c = (vertices[faces[:, k]] for k in range(3))
    area = np.linalg.norm(np.cross(b - a, c - a), axis=1) / 2
    keep = faces[np.isfinite(area) & (area > _MIN_AREA)]
    if len(keep) == 0:
        return None
    if len(vertices) < 4:  # MuJoCo wants four vertices: a single triangle gets its centre, unused
        vertices = np.vstack([vertices, vertices.mean(axis=0, keepdims=True)])
    return vertices, keep.astype(np.int32)


def _hull_padded(vertices: np.ndarray) -> np.ndarray:
    """``vertices`` plus copies moved off their plane (or line) where they span no volume, so
    MuJoCo can build a convex hull to collide with; the faces (what is drawn) do not use them."""
    centred = vertices - vertices.mean(axis=0)
    _, spread, axes = np.linalg.svd(centred, full_matrices=False)
    extent = max(float(spread[0]), 1e-9)
    thin = [axes[k] for k in range(3) if k >= len(spread) or spread[k] < 1e-6 * extent]
    if not thin:
        return vertices
    extra = [vertices + _HULL_PAD * direction for direction in thin]
    extra += [vertices - _HULL_PAD * direction for direction in thin]
    return np.vstack([vertices, *extra])


def _cone(radius: float, height: float) -> tuple[list[float], list[int]]:
    """A cone's vertices and triangles: apex up, ``_CONE_SEGMENTS`` around its base."""
    vertices = [0.0, 0.0, height / 2, 0.0, 0.0, -height / 2]
    for k in range(_CONE_SEGMENTS):
        a = 2 * math.pi * k / _CONE_SEGMENTS
        vertices += [radius * math.cos(a), radius * math.sin(a), -height / 2]
    faces: list[int] = []
    for k in range(_CONE_SEGMENTS):
        a, b = 2 + k, 2 + (k + 1) % _CONE_SEGMENTS
        faces += [0, a, b, 1, b, a]
    return vertices, faces
