"""Scene objects: aliases, UIDs, tree order and visits, colours, flags, shape geometry and
scaling, joint child poses, bounding boxes, tags.

Object flags of CoppeliaSim's GUI (``objectproperty_*``, ``modelproperty_*``, special
properties) are remembered per object and answered back; the ones with a meaning in MuJoCo act
(``objectspecialproperty_collidable`` off and ``modelproperty_not_collidable`` /
``not_respondable`` on make the shape's geoms stop colliding). Tether's handles are never reused
while tether runs, so an object's UID is its handle.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

import mujoco
import numpy as np

from tether.core.simapi.colours import RGB_COMPONENTS, paint_geoms, paint_rgba
from tether.core.engine.errors import SimError
from tether.core.engine.objects import MjKind, SceneObject
from tether.core.simapi.args import integer, integers, number, sequence, text, vector
from tether.core.simapi.base import Part
from tether.core.simapi.geometry import from_transform, rotation_from_quat, to_transform
from tether.core.engine.states import ObjectType

__all__ = ["BuildingAPI"]

_SPECIAL_DEFAULT = 1 | 2 | 496 | 512  # collidable, measurable, detectable, renderable
_COLLIDABLE = 1
_MODEL_NOT_COLLIDABLE, _MODEL_NOT_RESPONDABLE = 1, 64
_GEOM_BOX, _GEOM_SPHERE, _GEOM_CAPSULE, _GEOM_CYLINDER, _GEOM_ELLIPSOID, _GEOM_MESH, _GEOM_PLANE = (
    int(mujoco.mjtGeom.mjGEOM_BOX), int(mujoco.mjtGeom.mjGEOM_SPHERE), int(mujoco.mjtGeom.mjGEOM_CAPSULE),
    int(mujoco.mjtGeom.mjGEOM_CYLINDER), int(mujoco.mjtGeom.mjGEOM_ELLIPSOID), int(mujoco.mjtGeom.mjGEOM_MESH),
    int(mujoco.mjtGeom.mjGEOM_PLANE))
# MuJoCo geom type -> sim.primitiveshape_* (CoppeliaSim's pure shape types)
_PURE_TYPES = {_GEOM_BOX: 3, _GEOM_SPHERE: 4, _GEOM_ELLIPSOID: 4, _GEOM_CYLINDER: 5, _GEOM_CAPSULE: 8, _GEOM_PLANE: 1}


class BuildingAPI(Part):
    """Object identity, tree order, colours, flags and shapes (see the module docstring)."""

    # -- identity and tree --------------------------------------------------------------------
    def setObjectAlias(self, object_handle: int, alias: str) -> None:
        """Rename an object (its alias, what paths use); CoppeliaSim's rules: letters, digits,
        underscores, no path characters."""
        name = text(alias, "alias")
        if not name or any(c in name for c in "/.:[]{}#*? "):
            raise SimError(f"alias {alias!r} must be non-empty without '/', '.', ':', brackets, '#', '*', '?' or spaces")
        self._sim.scene.tree.rename(self._object(object_handle), name)

    def getObjectUid(self, object_handle: int) -> int:
        """The object's unique id (its handle: tether never reuses handles)."""
        return self._object(object_handle).handle

    def getObjectFromUid(self, uid: int, options: Any = None) -> int:
        """The handle of the object with this UID; -1 if it is gone and options.noError."""
        handle = integer(uid, "uid")
        if handle in self._sim.scene.tree.by_handle:
            return handle
        if isinstance(options, dict) and options.get("noError"):
            return -1
        raise SimError(f"no object with UID {uid}")

    def getObjectAliasRelative(self, handle: int, base_handle: int, options: int = -1) -> str:
        """The object's path relative to another object (``./`` below it, else absolute)."""
        obj = self._object(handle)
        if integer(base_handle, "base handle") == -1:
            return obj.path
        base = self._object(base_handle)
        if obj is base:
            return "."
        parts: list[str] = []
        node: SceneObject | None = obj
        while node is not None and node is not base:
            parts.append(node.name)
            node = node.parent
        if node is None:
            return obj.path
        return "./" + "/".join(reversed(parts))

    def visitTree(self, root_handle: int, visitor: Callable[[int], Any], options: Any = None) -> None:
        """Call ``visitor(handle)`` on an object and its descendants, parents first; a visitor
        answering False skips that object's descendants. Scripts only (the visitor is a
        function of the calling script)."""
        if not callable(visitor):
            raise SimError("visitTree needs a function of the calling script as its visitor")
        handle = integer(root_handle, "root handle")
        roots = list(self._sim.scene.tree.roots) if handle in (-1, -12) else [self._object(handle)]

        def visit(obj: SceneObject) -> None:
            if visitor(obj.handle) is False:
                return
            for child in list(obj.children):
                visit(child)
        for root in roots:
            visit(root)

    def getObjectHierarchyOrder(self, object_handle: int) -> tuple[int, int]:
        """(index among its siblings, number of siblings)."""
        obj = self._object(object_handle)
        siblings = obj.parent.children if obj.parent is not None else self._sim.scene.tree.roots
        return siblings.index(obj), len(siblings)

    def setObjectHierarchyOrder(self, object_handle: int, order: int) -> None:
        """Move an object among its siblings (order -1: last)."""
        obj = self._object(object_handle)
        siblings = obj.parent.children if obj.parent is not None else self._sim.scene.tree.roots
        index = integer(order, "order")
        siblings.remove(obj)
        siblings.insert(len(siblings) if index < 0 else min(index, len(siblings)), obj)

    def getObjectsWithTag(self, tag_name: str, just_models: bool = False) -> list[int]:
        """Objects carrying a custom data block (or custom property) of that tag."""
        tag = text(tag_name, "tag")
        extra = self._extra
        found = [h for h, blocks in extra.custom_data.items() if tag in blocks and h in self._sim.scene.tree.by_handle]
        found += [h for h, props in extra.custom_props.items() if tag in props and h in self._sim.scene.tree.by_handle]
        found = sorted(set(found))
        if just_models:
            found = [h for h in found if not self.getModelProperty(h) & 61440]
        return found

    # -- flags ---------------------------------------------------------------------------------
    def _flag(self, kind: str, handle: Any, default: int) -> int:
        return self._extra.flags.get((kind, self._object(handle).handle), default)

    def getObjectProperty(self, object_handle: int) -> int:
        """sim.objectproperty_* flags (remembered; selectable by default)."""
        return self._flag("object", object_handle, 32)

    def setObjectProperty(self, object_handle: int, flags: int) -> None:
        self._extra.flags[("object", self._object(object_handle).handle)] = integer(flags, "flags")

    def getModelProperty(self, object_handle: int) -> int:
        """sim.modelproperty_* flags: sim.modelproperty_not_model (61440) unless set otherwise."""
        return self._flag("model", object_handle, 61440)

    def setModelProperty(self, object_handle: int, flags: int) -> None:
        """Model flags; not_collidable / not_respondable turn the model's shapes' collisions off."""
        obj = self._object(object_handle)
        value = integer(flags, "flags")
        self._extra.flags[("model", obj.handle)] = value
        if not value & 61440:
            off = bool(value & (_MODEL_NOT_COLLIDABLE | _MODEL_NOT_RESPONDABLE))
            for node in obj.walk():
                self._set_colliding(node, not off)

    def getObjectSpecialProperty(self, object_handle: int) -> int:
        """sim.objectspecialproperty_* flags (collidable, measurable, detectable, renderable by default)."""
        return self._flag("special", object_handle, _SPECIAL_DEFAULT)

    def setObjectSpecialProperty(self, object_handle: int, flags: int) -> None:
        """Special flags; clearing collidable makes a shape's geoms stop colliding."""
        obj = self._object(object_handle)
        value = integer(flags, "flags")
        self._extra.flags[("special", obj.handle)] = value
        self._set_colliding(obj, bool(value & _COLLIDABLE))

    def _set_colliding(self, obj: SceneObject, on: bool) -> None:
        m = self._sim.physics.model
        for g in self._geoms_of(obj):
            key = ("geomcollision", g)
            if not on:
                self._extra.flags.setdefault(key, (int(m.geom_contype[g]) << 16) | int(m.geom_conaffinity[g]))
                m.geom_contype[g] = m.geom_conaffinity[g] = 0
            elif key in self._extra.flags:
                saved = self._extra.flags.pop(key)
                m.geom_contype[g], m.geom_conaffinity[g] = saved >> 16, saved & 0xFFFF

    def getObjectSizeFactor(self, object_handle: int) -> float:
        """How much an object was scaled since it was loaded (scaleObject multiplies it)."""
        return self._extra.flags.get(("size", self._object(object_handle).handle), 1_000_000) / 1_000_000

    # -- colours -----------------------------------------------------------------------------------
    def _geoms_of(self, obj: SceneObject) -> list[int]:
        m = self._sim.physics.model
        if obj.kind is MjKind.GEOM:
            return [obj.mj_id]
        if obj.kind is MjKind.BODY:
            return list(range(m.body_geomadr[obj.mj_id], m.body_geomadr[obj.mj_id] + m.body_geomnum[obj.mj_id]))
        return []

    def _shape_geoms(self, handle: Any) -> tuple[SceneObject, list[int]]:
        obj = self._object(handle)
        geoms = self._geoms_of(obj)
        if obj.type != ObjectType.SHAPE or not geoms:
            raise SimError(f"object {obj.name!r} is not a shape")
        return obj, geoms

    def getObjectColor(self, object_handle: int, index: int, color_component: int) -> list[float]:
        """A shape's colour: sim.colorcomponent_ambient_diffuse/diffuse (0, 1) its RGB,
        transparency (4) its opacity as one value, specular/emission (2, 3) MuJoCo's material
        intensities as grey levels. ``index``: the shape's index-th geom (0 for simple shapes)."""
        _, geoms = self._shape_geoms(object_handle)
        g = geoms[min(max(integer(index, "index"), 0), len(geoms) - 1)]
        m = self._sim.physics.model
        component = integer(color_component, "colour component")
        rgba = m.geom_rgba[g]
        mat = int(m.geom_matid[g])
        if mat >= 0 and not np.any(rgba != [0.5, 0.5, 0.5, 1]):
            rgba = m.mat_rgba[mat]
        if component in (0, 1, 5):
            return [float(v) for v in rgba[:3]]
        if component == 4:
            return [float(rgba[3])]
        level = float(m.mat_specular[mat] if component == 2 else m.mat_emission[mat]) if mat >= 0 else 0.0
        return [level, level, level]

    def setObjectColor(self, object_handle: int, index: int, color_component: int, rgb_data: Sequence[float]) -> None:
        """Set a shape's colour (see getObjectColor); index -1: every geom of the shape."""
        _, geoms = self._shape_geoms(object_handle)
        i = integer(index, "index")
        targets = geoms if i < 0 else [geoms[min(i, len(geoms) - 1)]]
        paint_geoms(self._sim.physics.model, targets, integer(color_component, "colour component"), rgb_data)

    def getShapeColor(self, shape_handle: int, color_name: str | None, color_component: int) -> tuple[int, list[float]]:
        """(1, RGB or [opacity]) of a shape (colour names of compound shapes are not kept: any name
        answers the shape's colour)."""
        return 1, self.getObjectColor(shape_handle, 0, color_component)

    def changeEntityColor(self, entity_handle: int, new_color: Sequence[float], color_component: int = 0) -> list[Any]:
        """Colour a shape, or every shape of a collection or model tree, and return what
        restoreEntityColor needs to undo it."""
        handle = integer(entity_handle, "entity handle")
        members = self._extra.collections.get(handle)
        if members is not None:
            handles = self.getCollectionObjects(handle)
        else:
            handles = [o.handle for o in self._object(handle).walk()]
        saved: list[Any] = []
        m = self._sim.physics.model
        for h in handles:
            obj = self._object(h)
            for g in self._geoms_of(obj):
                saved.append({"geom": g, "rgba": [float(v) for v in m.geom_rgba[g]]})
                paint_geoms(m, (g,), RGB_COMPONENTS[0], new_color)
        return saved

    def restoreEntityColor(self, original_color_data: Sequence[Any]) -> None:
        """Undo changeEntityColor."""
        m = self._sim.physics.model
        for item in sequence(original_color_data, "original colour data"):
            if not isinstance(item, dict) or "geom" not in item or "rgba" not in item:
                raise SimError(f"original colour data must be what changeEntityColor returned, got {item!r}"[:200])
            g = integer(item["geom"], "geom")
            if 0 <= g < m.ngeom:
                paint_rgba(m, g, item["rgba"])

    def getShapeAppearance(self, handle: int, opts: Any = None) -> dict[str, Any]:
        """A shape's look: {'color': RGB, 'transparency': opacity, 'edges': 0}."""
        return {"color": self.getObjectColor(handle, 0, 0), "transparency": self.getObjectColor(handle, 0, 4)[0],
                "edges": 0}

    def setShapeAppearance(self, handle: int, saved_data: Any, opts: Any = None) -> int:
        """Restore a look getShapeAppearance answered; returns the handle."""
        if not isinstance(saved_data, dict):
            raise SimError("appearance must be what sim.getShapeAppearance answered")
        if "color" in saved_data:
            self.setObjectColor(handle, -1, 0, saved_data["color"])
        if "transparency" in saved_data:
            self.setObjectColor(handle, -1, 4, [saved_data["transparency"]])
        return integer(handle, "handle")

    def setShapeMaterial(self, shape_handle: int, material_id_or_shape_handle: int) -> None:
        """Copy another shape's colour (MuJoCo has no shareable CoppeliaSim materials); -1 keeps it."""
        source = integer(material_id_or_shape_handle, "material")
        if source == -1:
            return
        self.setObjectColor(shape_handle, -1, 0, self.getObjectColor(source, 0, 0))

    # -- shape geometry -----------------------------------------------------------------------------
    def getShapeGeomInfo(self, shape_handle: int) -> tuple[int, int, list[float]]:
        """(result bits: 0 compound, 1 pure, 2 convex; sim.primitiveshape_* of a pure shape;
        its x, y, z sizes)."""
        _, geoms = self._shape_geoms(shape_handle)
        m = self._sim.physics.model
        if len(geoms) > 1:
            return 1, -1, self.getShapeBB(shape_handle)
        g = geoms[0]
        kind = int(m.geom_type[g])
        pure = _PURE_TYPES.get(kind, -1)
        size = m.geom_size[g]
        if kind in (_GEOM_BOX, _GEOM_ELLIPSOID):
            dims = [2 * size[0], 2 * size[1], 2 * size[2]]
        elif kind == _GEOM_SPHERE:
            dims = [2 * size[0]] * 3
        elif kind == _GEOM_CYLINDER:
            dims = [2 * size[0], 2 * size[0], 2 * size[1]]
        elif kind == _GEOM_CAPSULE:
            dims = [2 * size[0], 2 * size[0], 2 * (size[1] + size[0])]
        else:
            dims = self.getShapeBB(shape_handle)
        bits = (2 if pure >= 0 else 0) | (4 if kind != _GEOM_MESH or pure >= 0 else 4)
        return bits, pure, [float(v) for v in dims]

    def getShapeMesh(self, shape_handle: int) -> tuple[list[float], list[int], list[float]]:
        """(vertices, triangle indices, normals) of a shape in its own frame: MuJoCo's mesh, or a
        tessellation of its primitive (through trimesh)."""
        obj, geoms = self._shape_geoms(shape_handle)
        import trimesh

        sim = self._sim
        physics = sim.physics
        physics.ensure_kinematics()
        m, d = physics.model, physics.data
        parts = []
        frame_pos, frame_rot = self._frame_of(obj)
        for g in geoms:
            mesh = self._geom_mesh(g, trimesh)
            if mesh is None:
                continue
            world = mesh.vertices @ d.geom_xmat[g].reshape(3, 3).T + d.geom_xpos[g]
            parts.append(trimesh.Trimesh((world - frame_pos) @ frame_rot, mesh.faces, process=False))
        if not parts:
            return [], [], []
        merged = trimesh.util.concatenate(parts)
        normals = np.repeat(merged.face_normals, 3, axis=0)
        return ([float(v) for v in merged.vertices.reshape(-1)], [int(i) for i in merged.faces.reshape(-1)],
                [float(v) for v in normals.reshape(-1)])

    def _frame_of(self, obj: SceneObject) -> tuple[np.ndarray, np.ndarray]:
        pose = self.getObjectPose(obj.handle, -1)
        (rot, pos), _ = to_transform(pose)
        return pos, rot

    def _geom_mesh(self, g: int, trimesh: Any) -> Any:
        m = self._sim.physics.model
        kind, size = int(m.geom_type[g]), m.geom_size[g]
        if kind == _GEOM_MESH:
            mid = int(m.geom_dataid[g])
            start, count = m.mesh_vertadr[mid], m.mesh_vertnum[mid]
            fstart, fcount = m.mesh_faceadr[mid], m.mesh_facenum[mid]
            return trimesh.Trimesh(m.mesh_vert[start:start + count].copy(), m.mesh_face[fstart:fstart + fcount].copy(),
                                   process=False)
        if kind == _GEOM_BOX:
            return trimesh.creation.box(extents=2 * size)
        if kind == _GEOM_SPHERE:
            return trimesh.creation.icosphere(subdivisions=2, radius=size[0])
        if kind == _GEOM_ELLIPSOID:
            sphere = trimesh.creation.icosphere(subdivisions=2, radius=1.0)
            sphere.vertices *= size
            return sphere
        if kind == _GEOM_CYLINDER:
            return trimesh.creation.cylinder(radius=size[0], height=2 * size[1], sections=24)
        if kind == _GEOM_CAPSULE:
            return trimesh.creation.capsule(height=2 * size[1], radius=size[0], count=[12, 12])
        if kind == _GEOM_PLANE:
            x, y = (size[0] or 10.0), (size[1] or 10.0)
            return trimesh.Trimesh([[-x, -y, 0], [x, -y, 0], [x, y, 0], [-x, y, 0]], [[0, 1, 2], [0, 2, 3]], process=False)
        return None

    def getShapeViz(self, shape_handle: int, item_index: int = 0) -> dict[str, Any] | None:
        """One geom of a shape as CoppeliaSim describes it for rendering: {vertices, indices,
        normals, colors, shadingAngle}; None past the last geom."""
        _, geoms = self._shape_geoms(shape_handle)
        i = integer(item_index, "item index")
        if not 0 <= i < len(geoms):
            return None
        vertices, indices, normals = self.getShapeMesh(shape_handle) if len(geoms) == 1 else ([], [], [])
        if len(geoms) > 1:
            import trimesh

            mesh = self._geom_mesh(geoms[i], trimesh)
            if mesh is not None:
                vertices = [float(v) for v in mesh.vertices.reshape(-1)]
                indices = [int(v) for v in mesh.faces.reshape(-1)]
                normals = [float(v) for v in np.repeat(mesh.face_normals, 3, axis=0).reshape(-1)]
        color = [float(v) for v in self._sim.physics.model.geom_rgba[geoms[i]]]
        return {"vertices": vertices, "indices": indices, "normals": normals,
                "colors": color[:3] * 3 + [0.0] * 3, "transparency": color[3], "shadingAngle": 0.0}

    # -- scaling -----------------------------------------------------------------------------------
    def scaleObject(self, object_handle: int, x_scale: float, y_scale: float, z_scale: float,
                    options: int = 0) -> None:
        """Scale a shape's primitive geoms (boxes, ellipsoids: per axis; spheres, cylinders,
        capsules: radius by the x factor, length by z); mass and inertia follow the volume.
        Mesh shapes are refused (MuJoCo compiles meshes once)."""
        physics = self._sim.physics
        factors = np.array([number(x_scale, "x scale"), number(y_scale, "y scale"), number(z_scale, "z scale")])
        if np.any(factors <= 0):
            raise SimError("scale factors must be positive")
        obj, geoms = self._shape_geoms(object_handle)
        m = physics.model
        for g in geoms:
            if int(m.geom_type[g]) in (_GEOM_MESH, int(mujoco.mjtGeom.mjGEOM_HFIELD), int(mujoco.mjtGeom.mjGEOM_SDF)):
                raise SimError(f"shape {obj.name!r} has a mesh: tether scales primitive shapes only")
        for g in geoms:
            kind, size = int(m.geom_type[g]), m.geom_size[g]
            if kind in (_GEOM_BOX, _GEOM_ELLIPSOID):
                size *= factors
                m.geom_rbound[g] = float(np.linalg.norm(size)) if kind == _GEOM_BOX else float(size.max())
            elif kind == _GEOM_SPHERE:
                size[0] *= factors[0]
                m.geom_rbound[g] = size[0]
            elif kind in (_GEOM_CYLINDER, _GEOM_CAPSULE):
                size[0] *= factors[0]
                size[1] *= factors[2]
                m.geom_rbound[g] = (size[0] + size[1]) if kind == _GEOM_CAPSULE else math.hypot(size[0], size[1])
            m.geom_aabb[g, 3:] *= factors
            m.geom_pos[g] *= factors
        if obj.kind is MjKind.BODY:
            volume = float(np.prod(factors))
            b = obj.mj_id
            m.body_mass[b] *= volume
            m.body_inertia[b] *= volume * float(np.mean(factors)) ** 2
            m.body_ipos[b] *= factors
        key = ("size", obj.handle)
        self._extra.flags[key] = int(self._extra.flags.get(key, 1_000_000) * float(np.mean(factors)))
        physics.mark_kinematics_dirty()

    def scaleObjects(self, object_handles: Sequence[int], scaling_factor: float, scale_positions_too: bool = False) -> None:
        """Scale shapes uniformly (see scaleObject); positions relative to the first one too."""
        factor = number(scaling_factor, "scaling factor")
        handles = integers(object_handles, None, "object handles")
        if scale_positions_too and handles:
            origin = np.array(self.getObjectPosition(handles[0], -1))
            for h in handles[1:]:
                pos = np.array(self.getObjectPosition(h, -1))
                self.setObjectPosition(h, -1, list(origin + (pos - origin) * factor))
        for h in handles:
            if self._object(h).type == ObjectType.SHAPE:
                self.scaleObject(h, factor, factor, factor)

    def setShapeBB(self, shape_handle: int, size: Sequence[float]) -> None:
        """Scale a shape so its bounding box has these x, y, z sizes."""
        wanted = vector(size, 3, "size")
        current = self.getShapeBB(shape_handle)
        fx, fy, fz = (w / c if c > 0 else 1.0 for w, c in zip(wanted, current))
        self.scaleObject(shape_handle, fx, fy, fz)

    def alignShapeBB(self, shape_handle: int, pose: Sequence[float]) -> int:
        """Bounding boxes are always aligned with the shape's frame in tether: 1 (nothing to do)."""
        self._shape_geoms(shape_handle)
        return 1

    def relocateShapeFrame(self, shape_handle: int, pose: Sequence[float]) -> int:
        """Frames of MuJoCo bodies are compiled: only a zero change is accepted (1)."""
        self._shape_geoms(shape_handle)
        if any(abs(v) > 1e-12 for v in list(pose)[:3]):
            raise SimError("tether cannot move a shape's frame inside the shape (MuJoCo compiles body frames)")
        return 1

    def getModelBB(self, handle: int) -> tuple[list[float], list[float]]:
        """(minimum, maximum) corners of the bounding box of an object's tree, in its frame."""
        physics = self._sim.physics
        obj = self._object(handle)
        physics.ensure_kinematics()
        pos, rot = self._frame_of(obj)
        m, d = physics.model, physics.data
        corners = []
        signs = np.array([[x, y, z] for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)], dtype=float)
        for node in obj.walk():
            for g in self._geoms_of(node):
                local = m.geom_aabb[g, :3] + signs * m.geom_aabb[g, 3:]
                world = d.geom_xpos[g] + local @ d.geom_xmat[g].reshape(3, 3).T
                corners.append((world - pos) @ rot)
        if not corners:
            return [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]
        points = np.vstack(corners)
        return [float(v) for v in points.min(axis=0)], [float(v) for v in points.max(axis=0)]

    # -- joints and object poses --------------------------------------------------------------------
    def getObjectChildPose(self, object_handle: int) -> list[float]:
        """A joint's intrinsic pose: its motion (a rotation about z, or a translation along z)."""
        physics = self._sim.physics
        obj = self._object(object_handle)
        if obj.type != ObjectType.JOINT:
            return [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0]
        m = physics.model
        kind = int(m.jnt_type[obj.mj_id])
        q = physics.data.qpos[m.jnt_qposadr[obj.mj_id]:]
        if kind == int(mujoco.mjtJoint.mjJNT_SLIDE):
            return [0.0, 0.0, float(q[0]), 0.0, 0.0, 0.0, 1.0]
        if kind == int(mujoco.mjtJoint.mjJNT_BALL):
            w, x, y, z = (float(v) for v in q[:4])
            return [0.0, 0.0, 0.0, x, y, z, w]
        return [0.0, 0.0, 0.0, 0.0, 0.0, math.sin(q[0] / 2), math.cos(q[0] / 2)]

    def setObjectChildPose(self, object_handle: int, pose: Sequence[float]) -> None:
        """Set a joint's position from an intrinsic pose (see getObjectChildPose)."""
        physics = self._sim.physics
        obj = self._object(object_handle)
        values = vector(pose, 7, "pose")
        if obj.type != ObjectType.JOINT:
            raise SimError(f"object {obj.name!r} is not a joint: it has no intrinsic pose")
        m = physics.model
        kind = int(m.jnt_type[obj.mj_id])
        if kind == int(mujoco.mjtJoint.mjJNT_SLIDE):
            self.setJointPosition(obj.handle, values[2])
        elif kind == int(mujoco.mjtJoint.mjJNT_BALL):
            x, y, z, w = values[3:]
            adr = m.jnt_qposadr[obj.mj_id]
            norm = math.sqrt(x * x + y * y + z * z + w * w) or 1.0
            physics.data.qpos[adr:adr + 4] = [w / norm, x / norm, y / norm, z / norm]
            physics.mark_kinematics_dirty()
        else:
            rot = rotation_from_quat(values[3:])
            self.setJointPosition(obj.handle, math.atan2(rot[1, 0], rot[0, 0]))

    def setObjectMatrix(self, object_handle: int, relative_to: int, matrix: Sequence[float] | None = None) -> None:
        """Place an object with a 12-value matrix (see setObjectPose)."""
        if matrix is None:  # CoppeliaSim 4.6's order (handle, matrix, relativeTo) arrives swapped
            relative_to, matrix = -1, relative_to  # type: ignore[assignment]
        t, _ = to_transform(vector(matrix, 12, "matrix"))
        self.setObjectPose(object_handle, relative_to, from_transform(t, 7))

    # -- string and array parameters ---------------------------------------------------------------
    def getObjectStringParam(self, object_handle: int, parameter_id: int) -> str:
        """sim.objstringparam_unique_id (35): the UID as text; sim.objstringparam_dna (33): the
        same (tether keeps no model DNA)."""
        obj = self._object(object_handle)
        if integer(parameter_id, "parameter id") in (33, 35):
            return str(obj.handle)
        raise SimError(f"object string parameter {parameter_id} is not supported (only unique id and DNA)")

    def setObjectStringParam(self, object_handle: int, parameter_id: int, parameter: str) -> None:
        self._object(object_handle)
        raise SimError(f"object string parameter {parameter_id} cannot be set in tether")

    def getExtensionString(self, object_handle: int, index: int, key: str = "") -> str:
        """Extension strings (CoppeliaSim's per-object plugin notes): tether keeps none: ''."""
        if integer(object_handle, "handle") != -1:
            self._object(object_handle)
        return ""

    def getReferencedHandle(self, object_handle: int, tag: str = "") -> int:
        """The first handle an object refers to under a tag, -1 if none."""
        found = self.getReferencedHandles(object_handle, tag)
        return found[0] if found else -1
