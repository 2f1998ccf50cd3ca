"""Scene building: shapes from meshes, CoppeliaSim's pure shapes, copies, groups, mesh files.

Built on tether.core.simapi.editing (MjSpec edits recompiled with the simulation's state kept). Created
shapes are static and not respondable, as ``sim.createPrimitiveShape`` makes them (make them
dynamic with ``setObjectInt32Param(h, sim.shapeintparam_static, 0)``); stopping the simulation
removes what was created while it ran. Mesh files are read and written through ``trimesh``
(any format it knows: STL, OBJ, PLY, GLB...); remote clients reach files only inside the
server's ``--allow-files`` folder (tether.zmqremoteapi.calls confines their paths).

Groups: MuJoCo compiles one body per shape, so ``groupShapes`` welds the other shapes to the
first (they move as one, as a CoppeliaSim compound does) and answers the first's handle;
``ungroupShape`` releases them.
"""

from __future__ import annotations

from typing import Any, Sequence

import mujoco
import numpy as np

from tether.core.engine.errors import SimError
from tether.core.simapi.args import integer, number, sequence, text, vector
from tether.core.simapi.base import Part
from tether.core.simapi.files import checked_path
from tether.core.engine.states import ObjectType

__all__ = ["CreatingAPI"]

MAX_VERTICES = 2_000_000
_FORMATS = {0: "obj", 1: "dxf", 2: "ply", 3: "stl", 4: "stl", 5: "dae", 6: "glb", 7: "glb"}  # sim.filetype-ish ids


def _mesh_arrays(vertices: Any, indices: Any) -> tuple[np.ndarray, np.ndarray]:
    v = np.array(vector(vertices, None, "vertices"))
    if v.size == 0 or v.size % 3 or v.size // 3 > MAX_VERTICES:
        raise SimError(f"vertices must hold 3 values per vertex (at most {MAX_VERTICES} vertices), got {v.size} values")
    try:
        f = np.array([int(i) for i in indices], dtype=np.int64)
    except (TypeError, ValueError):
        raise SimError("indices must be integers") from None
    v = v.reshape(-1, 3)
    if f.size == 0 or f.size % 3 or f.min() < 0 or f.max() >= len(v):
        raise SimError("indices must hold 3 vertex indices per triangle, each within the vertices")
    return v, f.reshape(-1, 3)


class CreatingAPI(Part):
    """createShape, createPureShape, copyPasteObjects, groupShapes, mesh import and export."""

    def createShape(self, options: int, shading_angle: float, vertices: Sequence[float], indices: Sequence[int],
                    normals: Sequence[float] | None = None, texture_coordinates: Any = None, texture: Any = None,
                    texture_resolution: Any = None) -> int:
        """A static shape of a triangle mesh (vertices in metres, in the new shape's frame at the
        world origin); returns its handle. Textures are not kept."""
        v, f = _mesh_arrays(vertices, indices)
        mesh_name: list[str] = []

        def build(body: Any, name: str) -> None:
            spec = self._sim.scene.spec
            spec.add_mesh(name=name, uservert=v.reshape(-1).tolist(), userface=f.reshape(-1).tolist())
            mesh_name.append(name)
            geom = body.add_geom(name=name, type=mujoco.mjtGeom.mjGEOM_MESH, meshname=name,
                                 rgba=[0.85, 0.85, 0.85, 1.0])
            geom.density = 1000.0
        try:
            handle = self._sim.editor.add_body("Shape", ObjectType.SHAPE, build)
            # not respondable, as createPrimitiveShape: the geom's bits off, the body's (compiled
            # from them, MuJoCo's broad phase) kept so making it respondable later works
            m, body_id = self._sim.model, self._object(handle).mj_id
            for g in range(m.body_geomadr[body_id], m.body_geomadr[body_id] + m.body_geomnum[body_id]):
                m.geom_contype[g] = m.geom_conaffinity[g] = 0
            return handle
        except SimError:
            for name in mesh_name:
                mesh = self._sim.scene.spec.mesh(name)
                if mesh is not None:
                    self._sim.scene.spec.delete(mesh)
            raise

    def createPureShape(self, primitive_type: int, options: int, sizes: Sequence[float], mass: float = 0.0,
                        precision: Any = None) -> int:
        """CoppeliaSim 4.x's older constructor: primitive type 0 cuboid, 1 sphere, 2 cylinder,
        3 cone (a cylinder in tether); options bit 3 (8) respondable, bit 4 (16) static."""
        kind = {0: 3, 1: 4, 2: 5, 3: 5}.get(integer(primitive_type, "primitive type"))
        if kind is None:
            raise SimError("pure shape type must be 0 (cuboid), 1 (sphere), 2 (cylinder) or 3 (cone)")
        flags = integer(options, "options")
        mass_value = number(mass, "mass")
        handle = self._sim.editor.create_primitive_shape(kind, vector(sizes, 3, "sizes"), dynamic=not flags & 16,
                                                         mass=mass_value if mass_value > 0 else None)
        if not flags & 8:
            m, body = self._sim.model, self._object(handle).mj_id
            for g in range(m.body_geomadr[body], m.body_geomadr[body] + m.body_geomnum[body]):
                m.geom_contype[g] = m.geom_conaffinity[g] = 0
        return handle

    def copyPasteObjects(self, object_handles: Sequence[int], options: int = 0) -> list[int]:
        """Copies of objects (bodies: shapes and dummies, with their subtrees); returns the new
        handles in the same order. A copy appears where the original was loaded (its model
        pose); free bodies are then placed where the original is now."""
        handles = [self._object(h) for h in sequence(object_handles, "object handles")]
        new = []
        for obj in handles:
            pose = self.getObjectPose(obj.handle, -1)
            copy = self._sim.editor.copy_body(obj)
            try:
                self.setObjectPose(copy, -1, pose)
            except SimError:
                pass  # a joint-driven copy stays where its joints put it
            new.append(copy)
        return new

    def groupShapes(self, shape_handles: Sequence[int], merge: bool = False) -> int:
        """Group shapes (see the module docstring): the first carries the others; its handle."""
        shapes = [self._object(h) for h in sequence(shape_handles, "shape handles")]
        if len(shapes) < 2:
            raise SimError("groupShapes needs at least two shapes")
        for obj in shapes:
            if obj.type != ObjectType.SHAPE:
                raise SimError(f"object {obj.name!r} is not a shape")
        for obj in shapes[1:]:
            self.setObjectParent(obj.handle, shapes[0].handle, True)
        return shapes[0].handle

    def ungroupShape(self, shape_handle: int) -> list[int]:
        """Release the shapes grouped under a shape (to the world, where they are); returns the
        handles of the group's shapes, the first one first."""
        base = self._object(shape_handle)
        members = [c for c in list(base.children) if c.type == ObjectType.SHAPE]
        for child in members:
            self.setObjectParent(child.handle, -1, True)
        return [base.handle] + [c.handle for c in members]

    def createHeightfieldShape(self, options: int, shading_angle: float, x_point_count: int, y_point_count: int,
                               x_size: float, heights: Sequence[float]) -> int:
        """A static height field (MuJoCo's hfield) of ``x_point_count`` x ``y_point_count``
        heights (rows along y), ``x_size`` wide, centred at the world origin; its handle."""
        nx, ny = integer(x_point_count, "x point count"), integer(y_point_count, "y point count")
        width = number(x_size, "x size")
        if nx < 2 or ny < 2 or width <= 0:
            raise SimError("a height field needs at least 2 x 2 points and a positive size")
        values = np.array(vector(heights, nx * ny, "heights"))
        low, high = float(values.min()), float(values.max())
        span = max(high - low, 1e-6)
        depth = width * (ny - 1) / (nx - 1)

        def build(body: Any, name: str) -> None:
            spec = self._sim.scene.spec
            spec.add_hfield(name=name, size=[width / 2, depth / 2, span, span * 0.1 + 1e-3], nrow=ny, ncol=nx,
                            userdata=((values - low) / span).tolist())
            body.add_geom(name=name, type=mujoco.mjtGeom.mjGEOM_HFIELD, hfieldname=name, pos=[0, 0, low],
                          rgba=[0.6, 0.55, 0.45, 1.0])
        return self._sim.editor.add_body("Heightfield", ObjectType.SHAPE, build)

    # -- mesh files ----------------------------------------------------------------------------
    def _load_meshes(self, path: Any, scaling: Any) -> list[tuple[np.ndarray, np.ndarray]]:
        import trimesh

        file = checked_path(self._sim, text(path, "file name"))
        if not file.is_file():
            raise SimError(f"mesh file not found: {file}")
        try:
            loaded = trimesh.load(str(file), force=None)
        except Exception as exc:
            raise SimError(f"{file.name}: cannot read the mesh: {' '.join(str(exc).split())[:200]}") from None
        meshes = list(loaded.dump()) if hasattr(loaded, "dump") and not isinstance(loaded, trimesh.Trimesh) else [loaded]
        scale = number(scaling, "scaling factor") if scaling is not None else 1.0
        found = [(np.asarray(m.vertices, dtype=float) * scale, np.asarray(m.faces, dtype=np.int64))
                 for m in meshes if hasattr(m, "faces") and len(m.faces)]
        if not found:
            raise SimError(f"{file.name}: no triangles in the file")
        return found

    def importShape(self, fileformat: int, path_and_filename: str, options: int = 0,
                    identical_vertice_tolerance: float = 0.0, scaling_factor: float = 1.0) -> int:
        """A static shape from a mesh file (the format is read from the file itself); its handle."""
        meshes = self._load_meshes(path_and_filename, scaling_factor)
        vertices = np.vstack([v for v, _ in meshes])
        offsets = np.cumsum([0] + [len(v) for v, _ in meshes[:-1]])
        faces = np.vstack([f + o for (_, f), o in zip(meshes, offsets)])
        return self.createShape(0, 0.0, vertices.reshape(-1).tolist(), faces.reshape(-1).tolist())

    def importMesh(self, fileformat: int, path_and_filename: str, options: int = 0,
                   identical_vertice_tolerance: float = 0.0, scaling_factor: float = 1.0) -> tuple[list[list[float]], list[list[int]]]:
        """(vertices of each mesh, indices of each mesh) of a mesh file."""
        meshes = self._load_meshes(path_and_filename, scaling_factor)
        return ([[float(x) for x in v.reshape(-1)] for v, _ in meshes], [[int(i) for i in f.reshape(-1)] for _, f in meshes])

    def exportMesh(self, fileformat: int, path_and_filename: str, options: int, scaling_factor: float,
                   vertices: Sequence[Sequence[float]], indices: Sequence[Sequence[int]]) -> None:
        """Write meshes (lists of vertex lists and index lists) to a file; the format is the
        file name's suffix (.stl, .obj, .ply, .glb...)."""
        import trimesh

        file = checked_path(self._sim, text(path_and_filename, "file name"), writing=True)
        scale = number(scaling_factor, "scaling factor")
        vertices, indices = sequence(vertices, "vertices"), sequence(indices, "indices")
        if not vertices or not isinstance(vertices[0], (list, tuple)):
            vertices, indices = [vertices], [indices]  # type: ignore[list-item]
        parts = []
        for v, f in zip(vertices, indices):
            va, fa = _mesh_arrays(v, f)
            parts.append(trimesh.Trimesh(va * scale, fa, process=False))
        mesh = trimesh.util.concatenate(parts) if len(parts) > 1 else parts[0]
        kind = file.suffix.lower().lstrip(".") or _FORMATS.get(integer(fileformat, "file format"), "stl")
        try:
            mesh.export(str(file), file_type=kind)
        except Exception as exc:
            raise SimError(f"cannot write {file.name}: {' '.join(str(exc).split())[:200]}") from None

    def generateShapeFromPath(self, path: Sequence[float], section: Sequence[float], options: int = 0,
                              up_vector: Sequence[float] = (0.0, 0.0, 1.0)) -> int:
        """A shape swept along a path of poses (7 values each): the section (x, y pairs in each
        pose's x/y plane) is placed at every pose and neighbours are joined; options bit 0 (1):
        the section is closed. Returns the shape's handle."""
        poses = np.array(vector(path, None, "path"))
        if poses.size < 14 or poses.size % 7:
            raise SimError("path must hold at least two poses of 7 values")
        poses = poses.reshape(-1, 7)
        sec = np.array(vector(section, None, "section"))
        if sec.size < 4 or sec.size % 2:
            raise SimError("section must hold at least two x, y pairs")
        sec = sec.reshape(-1, 2)
        closed = bool(integer(options, "options") & 1)
        from tether.core.simapi.geometry import rotation_from_quat

        rings = []
        for pose in poses:
            rot = rotation_from_quat(pose[3:]) if np.any(pose[3:]) else np.eye(3)
            rings.append(pose[:3] + sec[:, :1] * rot[:, 0] + sec[:, 1:] * rot[:, 1])
        vertices = np.vstack(rings)
        n = len(sec)
        faces = []
        for i in range(len(poses) - 1):
            for j in range(n if closed else n - 1):
                a, b = i * n + j, i * n + (j + 1) % n
                c, d = a + n, b + n
                faces += [[a, b, d], [a, d, c]]
        return self.createShape(0, 0.0, vertices.reshape(-1).tolist(), np.array(faces).reshape(-1).tolist())
