"""CoppeliaSim objects → an MjSpec plus the manifest entries tether needs beside it.

How each object maps (docs/reference/coppeliasim-xml.md is generated from
``MAPPING`` below, so it and the code cannot drift apart):

- A shape is a MuJoCo body with one geom per primitive or mesh. A dynamic shape at world level,
  or below a static object, gets a free joint (MuJoCo's free bodies hang from the world; the
  object tree keeps CoppeliaSim's parent); a dynamic shape under a joint moves with it; one under
  another moving body is welded to it. Static shapes have no joint; non-respondable ones do not collide.
- A joint becomes a MuJoCo joint inside the body of its first shape child (CoppeliaSim's link);
  its other children are welded to that body. Revolute: hinge, prismatic: slide, spherical: ball.
  Its motor settings become a ``[[joint]]`` manifest entry: tether's CoppeliaSim motor model.
- A dummy is a site, or a body without geoms when objects hang below it.
- A force sensor welds its child to its parent and measures through a site of the child's body.
- Proximity sensors are sites with rays; vision sensors and cameras are MuJoCo cameras (turned
  half a turn about y: CoppeliaSim's look along +z, MuJoCo's along -z).

Every object's world pose is computed first (a joint's current position included), then each
MuJoCo element is placed relative to the body that carries it. MuJoCo names are unique across
the model (a repeated alias gets ``__2``, ``__3``... appended); the object tree shows the aliases.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

import mujoco
import numpy as np

from tether.core.coppeliasim.objects import (
    XmlDocument,
    XmlObject,
    XmlScript,
    flag,
    floats,
    integer,
    local_frame,
    number,
    text,
)
from tether.core.manifest import JointSpec, ProximitySensorSpec, VisionSensorSpec


#: What the importer does with each CoppeliaSim element: (element, what tether makes of it).
MAPPING: tuple[tuple[str, str], ...] = (
    ("shape: primitives (cuboid, sphere, cylinder, disc, plane, capsule, cone)", "geoms of one body (a cone becomes a mesh)"),
    ("shape: inline meshes, mesh files (STL, OBJ)", "MuJoCo meshes (other mesh files are skipped with a line)"),
    ("shape: heightfield", "a MuJoCo height field"),
    ("shape: static, respondable, mass, inertia, centre of mass, MuJoCo friction", "body joint, contacts and inertia as in CoppeliaSim"),
    ("joint: revolute, prismatic, spherical; limits, cyclic, position", "hinge, slide, ball; range; reference position"),
    ("joint: dynamic mode (free, force, velocity, position, spring), kinematic mode", "tether's motor: passive, force, velocity, position (spring and kinematic as position)"),
    ("joint: max force, target velocity/position, upper velocity limit, PID", "the motor's max force, targets, velocity limit and PID"),
    ("joint: dependent mode", "a MuJoCo joint equality (offset and multiplier)"),
    ("dummy", "a site (a body without geoms when objects hang below it)"),
    ("force sensor", "force and torque sensors on a site; parent and child welded"),
    ("proximity sensor: ray, cone, pyramid, cylinder, disc", "rays along +z: range, opening angle"),
    ("vision sensor: resolution, view angle, orthographic size", "a camera rendered offscreen (perspective or orthographic)"),
    ("vision sensor: clipping planes", "not mapped: MuJoCo's clipping planes are the model's"),
    ("camera", "a camera"),
    ("child scripts (embedded, Lua or Python)", "child scripts of their object (threaded when they define sysCall_thread)"),
    ("customization scripts, main script", "skipped with a line (tether runs its default main script)"),
    ("lights, graphs, paths, OC trees, point clouds, UI elements", "skipped with a line per kind"),
    ("textures, collections, IK groups, environment", "skipped with a line per kind"),
)

DEFAULT_TIME_STEP = 0.05  # CoppeliaSim's default simulation time step
DEFAULT_SUBSTEPS = 10  # ...and its default dynamics step (5 ms)
_CTRL_MODES = {0: "passive", 1: "force", 4: "velocity", 8: "position", 12: "position", 16: "passive"}
_CONE_SEGMENTS = 16
_MIN_SIZE = 1e-4
_LINK_MASS = 1e-3  # a joint's carrier body when the joint has nothing below it
# where the exhaustive format keeps a shape's mass and inertia (CoppeliaSim nests the mesh in <meshProxy>)
_MESH_DYNAMICS = ("meshProxy/mesh/dynamics", "meshProxy/compound/dynamics", "mesh/dynamics", "compound/dynamics")


@dataclass
class Pose:
    """A rigid transform: position and MuJoCo quaternion."""

    pos: np.ndarray
    quat: np.ndarray  # w, x, y, z

    def compose(self, other: Pose) -> Pose:
        """``other`` expressed in this pose's parent frame (self * other)."""
        pos = np.zeros(3)
        mujoco.mju_rotVecQuat(pos, other.pos, self.quat)
        quat = np.zeros(4)
        mujoco.mju_mulQuat(quat, self.quat, other.quat)
        return Pose(self.pos + pos, quat)

    def inverse(self) -> Pose:
        """The transform back (self⁻¹)."""
        inv = np.zeros(4)
        mujoco.mju_negQuat(inv, self.quat)
        pos = np.zeros(3)
        mujoco.mju_rotVecQuat(pos, -self.pos, inv)
        return Pose(pos, inv)


IDENTITY = Pose(np.zeros(3), np.array([1.0, 0.0, 0.0, 0.0]))
_HALF_TURN_Y = np.array([0.0, 0.0, 1.0, 0.0])  # CoppeliaSim sensor frame → MuJoCo camera frame


@dataclass
class Built:
    """What the import made: the spec and what the manifest and the object tree need."""

    spec: mujoco.MjSpec
    joints: list[JointSpec] = field(default_factory=list)
    proximity_sensors: list[ProximitySensorSpec] = field(default_factory=list)
    vision_sensors: list[VisionSensorSpec] = field(default_factory=list)
    aliases: dict[str, str] = field(default_factory=dict)  # MuJoCo name -> CoppeliaSim alias
    scripts: list[tuple[str, XmlScript, str]] = field(default_factory=list)  # (MuJoCo name, script, label)
    targets: dict[str, tuple[float, float]] = field(default_factory=dict)  # joint -> (position, velocity)
    # free bodies MuJoCo needs at world level whose CoppeliaSim parent is another object:
    # (MuJoCo name, the parent's MuJoCo name), re-parented in the object tree only
    tree_parents: list[tuple[str, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


class _Builder:
    def __init__(self, doc: XmlDocument, folder: Path, where: str) -> None:
        self.doc = doc
        self.folder = folder
        self.where = where
        self.spec = mujoco.MjSpec()
        self.spec.compiler.degree = False
        self.spec.option.timestep = DEFAULT_TIME_STEP / DEFAULT_SUBSTEPS
        self.built = Built(self.spec)
        self.used: set[str] = set()
        self.world: dict[int, Pose] = {}  # id(XmlObject) -> world pose
        self.moving: dict[int, bool] = {}  # id(MjsBody) -> moves (has a degree of freedom in its chain)
        self.body_pose: dict[int, Pose] = {}  # id(MjsBody) -> world pose
        self.element_of: dict[int, str] = {}  # id(XmlObject) -> MuJoCo name of its element
        self.skipped: dict[str, int] = {}

    # -- names and notes ------------------------------------------------------------------------
    def name(self, obj: XmlObject) -> str:
        base = obj.alias.replace("/", "_") or obj.kind
        candidate, k = base, 1
        while candidate in self.used:
            k += 1
            candidate = f"{base}__{k}"
        self.used.add(candidate)
        self.built.aliases[candidate] = obj.alias
        self.element_of[id(obj)] = candidate
        return candidate

    def note(self, line: str) -> None:
        if line not in self.built.notes:
            self.built.notes.append(line)

    def skip(self, kind: str, why: str) -> None:
        self.skipped[kind] = self.skipped.get(kind, 0) + 1
        if self.skipped[kind] == 1:
            self.note(f"{self.where}: {why}")

    # -- poses ------------------------------------------------------------------------------------
    def world_poses(self) -> None:
        def visit(obj: XmlObject, parent_frame: Pose) -> None:
            pose = parent_frame.compose(Pose(obj.pos, obj.quat))
            self.world[id(obj)] = pose
            child_frame = pose.compose(self.intrinsic(obj)) if obj.kind == "joint" else pose
            for child in obj.children:
                visit(child, child_frame)

        for root in self.doc.roots:
            visit(root, IDENTITY)

    def intrinsic(self, joint: XmlObject) -> Pose:
        """The joint's current displacement (its children hang from the moved frame)."""
        e = joint.element
        kind = text(e, "type", "revolute")
        position = number(e, "position", 0.0)
        if kind == "prismatic":
            return Pose(np.array([0.0, 0.0, position]), IDENTITY.quat.copy())
        if kind == "spherical":
            if e.find("sphericalQuaternion") is not None:
                quat = np.array(floats(e, "sphericalQuaternion", 4, (1.0, 0.0, 0.0, 0.0)))
                norm = float(np.linalg.norm(quat))
                return Pose(np.zeros(3), quat / norm if norm > 1e-9 else IDENTITY.quat.copy())
            return Pose(np.zeros(3), local_frame(_euler_holder(e), False)[1])
        angle = math.radians(position)
        return Pose(np.zeros(3), np.array([math.cos(angle / 2), 0.0, 0.0, math.sin(angle / 2)]))

    def relative(self, body: mujoco.MjsBody | None, pose: Pose) -> Pose:
        frame = self.body_pose.get(id(body), IDENTITY) if body is not None else IDENTITY
        return frame.inverse().compose(pose)

    # -- building ---------------------------------------------------------------------------------
    def build(self) -> Built:
        self.world_poses()
        world = self.spec.worldbody
        self.body_pose[id(world)] = IDENTITY
        self.moving[id(world)] = False
        for root in self.doc.roots:
            self.add(root, world, None)
        self.dependencies()
        for kind, count in self.skipped.items():
            if count > 1:
                self.note(f"{self.where}: {count} {kind} objects skipped in all")
        return self.built

    def add(self, obj: XmlObject, body: mujoco.MjsBody, owner: XmlObject | None,
            force_body: bool = False) -> None:
        """Add ``obj`` (and its subtree) under ``body``; ``owner`` is the nearest object that
        scripts can attach to."""
        handler = getattr(self, f"add_{obj.kind}", None)
        if handler is None:
            self.skip(obj.kind, f"<{obj.kind}> objects are not simulated by tether: skipped (first: {obj.alias!r})")
            self.attach_scripts(obj, owner)
            for child in obj.children:
                self.add(child, body, owner)
            return
        handler(obj, body, owner, force_body)

    def attach_scripts(self, obj: XmlObject, owner: XmlObject | None) -> None:
        target = obj if id(obj) in self.element_of else owner
        for script in obj.scripts:
            label = f"{obj.alias}"
            if script.kind != "child":
                self.note(f"{self.where}: the {script.kind} script of {obj.alias!r} is skipped "
                          f"(tether runs child scripts{' and its default main script' if script.kind == 'main' else ''})")
                continue
            if not script.enabled:
                self.note(f"{self.where}: the child script of {obj.alias!r} is disabled: skipped")
                continue
            if target is None:
                self.note(f"{self.where}: the child script of {obj.alias!r} has no object tether can run it on: skipped")
                continue
            self.built.scripts.append((self.element_of[id(target)], script, label))

    def new_body(self, obj: XmlObject, parent: mujoco.MjsBody, moving: bool | None = None) -> mujoco.MjsBody:
        name = self.name(obj)
        rel = self.relative(parent, self.world[id(obj)])
        body = parent.add_body(name=name, pos=rel.pos, quat=rel.quat)
        self.body_pose[id(body)] = self.world[id(obj)]
        self.moving[id(body)] = self.moving.get(id(parent), False) if moving is None else moving
        return body

    # shapes
    def add_shape(self, obj: XmlObject, body: mujoco.MjsBody, owner: XmlObject | None, force_body: bool,
                  joint: XmlObject | None = None) -> mujoco.MjsBody:
        e = obj.element
        dyn = e.find("dynamics")
        static = flag(dyn, "switches/static", True)
        respondable = flag(dyn, "switches/respondable", False)
        parent = body
        free = False
        if joint is None and not static and not self.moving.get(id(body), False):
            parent, free = self.spec.worldbody, True  # a free body hangs from the world in MuJoCo
        new = self.new_body(obj, parent, moving=True if (free or joint is not None) else None)
        if joint is not None:
            self.add_joint_element(joint, new)
        elif free:
            new.add_freejoint(name=f"{self.element_of[id(obj)]}:free")
            if owner is not None and id(owner) in self.element_of:
                self.built.tree_parents.append((self.element_of[id(obj)], self.element_of[id(owner)]))
        geoms = self.add_geoms(obj, new, respondable)
        moving = self.moving[id(new)]
        if moving:
            self.inertia(obj, new, geoms, static)
        else:
            for geom in geoms:
                geom.density = 0.0  # a static shape does not add weight to what carries it
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, new, obj)
        return new

    def inertia(self, obj: XmlObject, body: mujoco.MjsBody, geoms: list, static: bool) -> None:
        e = obj.element
        dyn = e.find("dynamics")
        holder = next((h for h in (e.find(path) for path in _MESH_DYNAMICS) if h is not None), None)
        mass = number(dyn, "mass", number(holder, "mass", 0.0))
        if mass <= 0:
            if not geoms:
                body.explicitinertial = True
                body.mass, body.inertia = _LINK_MASS, [1e-6] * 3
            return  # MuJoCo computes it from the geoms (CoppeliaSim's density, 1000 kg/m³)
        com = floats(dyn, "centerOfMass", 3, tuple(floats(holder, "centerOfMass", 3, (0.0, 0.0, 0.0))))
        if dyn is not None and dyn.find("inertiaMatrix") is not None:
            matrix = np.array(floats(dyn, "inertiaMatrix", 9, (0.0,) * 9)).reshape(3, 3)
        elif holder is not None and holder.find("inertia") is not None:
            matrix = np.array(floats(holder, "inertia", 9, (0.0,) * 9)).reshape(3, 3) * mass
        else:
            matrix = np.zeros((3, 3))
        matrix = (matrix + matrix.T) / 2
        if np.min(np.linalg.eigvalsh(matrix)) <= 0:
            matrix = np.eye(3) * mass * 1e-3  # missing or unphysical: a small solid's
        body.explicitinertial = True
        body.mass = mass
        body.ipos = com
        body.fullinertia = [matrix[0, 0], matrix[1, 1], matrix[2, 2], matrix[0, 1], matrix[0, 2], matrix[1, 2]]

    def add_geoms(self, obj: XmlObject, body: mujoco.MjsBody, respondable: bool) -> list:
        geoms: list = []
        name = self.element_of[id(obj)]
        e = obj.element
        friction = self.friction(e)
        items = list(_shape_items(e, self.doc.exhaustive))
        if not items:
            self.note(f"{self.where}: shape {obj.alias!r} has no primitive or mesh tether reads: it has no geometry")
        for k, (kind, item, frame) in enumerate(items):
            gname = f"{name}" if k == 0 else f"{name}:{k}"
            geom = self.geom(obj, kind, item, frame, body, gname)
            if geom is None:
                continue
            if not respondable:
                geom.contype = geom.conaffinity = 0
            if friction is not None:
                geom.friction = friction
            geom.rgba = _color(item, e)
            geoms.append(geom)
        return geoms

    def friction(self, shape: ET.Element) -> list[float] | None:
        material = shape.find("dynamics/material")
        if material is None:
            return None
        if material.find("engines/mujoco/friction") is not None:
            return floats(material, "engines/mujoco/friction", 3, (1.0, 0.005, 0.0001))
        for engine in ("bullet", "ode"):
            node = material.find(f"engines/{engine}/friction")
            if node is not None:
                return [number(material, f"engines/{engine}/friction", 1.0), 0.005, 0.0001]
        return None

    def geom(self, obj: XmlObject, kind: str, item, frame: Pose, body, gname: str):  # noqa: ANN001, ANN201
        shape_frame = self.world[id(obj)]
        rel = self.relative(body, shape_frame.compose(frame))
        if kind == "primitive":
            ptype = text(item, "type", "cuboid").lower()
            size = floats(item, "size" if item.find("size") is not None else "sizes", 3, (0.1, 0.1, 0.1))
            x, y, z = (max(abs(v), _MIN_SIZE) for v in size)
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
                self.skip(f"primitive {ptype}", f"primitive type {ptype!r} of shape {obj.alias!r} is unknown: skipped")
                return None
            gtype, half = shapes[ptype]
            return body.add_geom(name=gname, type=gtype, size=half, pos=rel.pos, quat=rel.quat)
        if kind == "mesh":
            file_name = text(item, "fileName") or text(item, "file")
            mesh = self.spec.add_mesh(name=gname)
            if item.find("vertices") is not None or item.find("meshData/vertices") is not None:
                holder = item if item.find("vertices") is not None else item.find("meshData")
                vertices = _numbers(holder.find("vertices"))
                indices = [int(v) for v in _numbers(holder.find("indices"))]
                nvert = len(vertices) // 3
                if nvert < 4 or len(indices) < 3 or any(i < 0 or i >= nvert for i in indices):
                    self.spec.delete(mesh)
                    self.note(f"{self.where}: the mesh of shape {obj.alias!r} has too few vertices or bad indices: skipped")
                    return None
                mesh.uservert = vertices[: nvert * 3]
                mesh.userface = indices[: len(indices) // 3 * 3]
            elif file_name:
                path = (self.folder / file_name).resolve()
                if path.suffix.lower() not in (".stl", ".obj", ".msh") or not path.is_file():
                    self.spec.delete(mesh)
                    self.note(f"{self.where}: mesh file {file_name!r} of shape {obj.alias!r} "
                              + ("is not there" if not path.is_file() else "is not STL or OBJ (MuJoCo reads those)")
                              + ": skipped")
                    return None
                mesh.file = str(path)
            else:
                self.spec.delete(mesh)
                return None
            return body.add_geom(name=gname, type=mujoco.mjtGeom.mjGEOM_MESH, meshname=gname,
                                 pos=rel.pos, quat=rel.quat)
        if kind == "heightfield":
            return self.heightfield(obj, item, rel, body, gname)
        self.skip(kind, f"{kind} shapes are not supported yet: skipped (first: {obj.alias!r})")
        return None

    def heightfield(self, obj: XmlObject, item: ET.Element, rel: Pose, body: mujoco.MjsBody, gname: str):  # noqa: ANN201
        """A heightfield: points along x and y (simple format: ``size``; exhaustive: the mesh's
        ``heightfield/sizes``), their spacing (``gridStep``; exhaustive: the primitive's x size
        over the intervals), heights x fastest → a MuJoCo height field centred on its frame."""
        if self.doc.exhaustive:
            nx, ny = (int(v) for v in floats(item, "heightfield/sizes", 2, (2.0, 2.0)))
            extent = floats(item, "primitive/sizes", 3, (1.0, 1.0, 1.0))[0]
            step = min(max(extent / max(nx - 1, 1), 1e-5), 10.0)
            heights = _numbers(item.find("heightfield/data"))
        else:
            nx, ny = (int(v) for v in floats(item, "size", 2, (2.0, 2.0)))
            step = min(max(number(item, "gridStep", 0.1), 1e-5), 10.0)
            heights = _numbers(item.find("data"))
        if nx < 2 or ny < 2 or nx * ny > 4_000_000 or len(heights) != nx * ny:
            self.note(f"{self.where}: the heightfield of shape {obj.alias!r} needs size[0]*size[1] heights: skipped")
            return None
        low, high = min(heights), max(heights)
        span = max(high - low, 1e-6)
        self.spec.add_hfield(name=gname, nrow=ny, ncol=nx, size=[(nx - 1) * step / 2, (ny - 1) * step / 2, span, span / 10],
                             userdata=[(h - low) / span for h in heights])
        offset = np.zeros(3)
        mujoco.mju_rotVecQuat(offset, np.array([0.0, 0.0, low - (low + high) / 2]), rel.quat)
        return body.add_geom(name=gname, type=mujoco.mjtGeom.mjGEOM_HFIELD, hfieldname=gname,
                             pos=rel.pos + offset, quat=rel.quat)

    # joints
    def add_joint(self, obj: XmlObject, body: mujoco.MjsBody, owner: XmlObject | None, force_body: bool) -> None:
        carrier = next((c for c in obj.children if c.kind == "shape"), None)
        if carrier is None:
            carrier = next((c for c in obj.children if c.kind == "dummy"), None)
        self.name(obj)
        self.attach_scripts(obj, owner)
        if carrier is not None and carrier.kind == "shape":
            link = self.add_shape(carrier, body, obj, False, joint=obj)
        elif carrier is not None:
            link = self.add_dummy(carrier, body, obj, True, joint=obj)
        else:  # nothing hangs from it: a light link at the joint, so the joint is still there
            link = body.add_body(name=f"{self.element_of[id(obj)]}:link")
            rel = self.relative(body, self.world[id(obj)].compose(self.intrinsic(obj)))
            link.pos, link.quat = rel.pos, rel.quat
            link.explicitinertial, link.mass, link.inertia = True, _LINK_MASS, [1e-6] * 3
            self.body_pose[id(link)] = self.world[id(obj)].compose(self.intrinsic(obj))
            self.moving[id(link)] = True
            self.add_joint_element(obj, link)
        for child in obj.children:
            if child is not carrier:
                self.add(child, link, obj)

    def add_joint_element(self, obj: XmlObject, body: mujoco.MjsBody) -> None:
        e = obj.element
        name = self.element_of[id(obj)]
        kind = text(e, "type", "revolute")
        moved = self.world[id(obj)].compose(self.intrinsic(obj))  # where the joint frame is in this pose
        rel = self.relative(body, moved)
        axis = np.zeros(3)
        mujoco.mju_rotVecQuat(axis, np.array([0.0, 0.0, 1.0]), rel.quat)
        if kind == "spherical":
            body.add_joint(name=name, type=mujoco.mjtJoint.mjJNT_BALL, pos=rel.pos)
            self.note(f"{self.where}: spherical joint {obj.alias!r} is passive (tether drives revolute and prismatic joints)")
            return
        prismatic = kind == "prismatic"
        unit = 1.0 if prismatic else math.pi / 180.0
        joint = body.add_joint(name=name, type=mujoco.mjtJoint.mjJNT_SLIDE if prismatic else mujoco.mjtJoint.mjJNT_HINGE,
                               pos=rel.pos, axis=axis)
        joint.ref = number(e, "position", 0.0) * unit
        cyclic = flag(e, "switches/cyclic", not prismatic) and not prismatic
        if not cyclic:
            low = number(e, "minPosition", -0.5 if prismatic else -180.0) * unit
            span = number(e, "range", 1.0 if prismatic else 360.0) * unit
            if span > 0:
                joint.limited = mujoco.mjtLimited.mjLIMITED_TRUE
                joint.range = [low, low + span]
        self.motor(obj, name, unit, prismatic)

    def motor(self, obj: XmlObject, name: str, unit: float, prismatic: bool) -> None:
        e = obj.element
        dyn = e.find("dynamics")
        mode_name = text(e, "mode", "dynamic")
        if mode_name in ("kinematic", "ik"):
            mode = "position"
        elif mode_name == "dependent":
            mode = "passive"
        elif dyn is not None and dyn.find("ctrlMode") is not None:
            code = integer(dyn, "ctrlMode", 0)
            mode = _CTRL_MODES.get(code, "passive")
            if code in (12, 16):
                self.note(f"{self.where}: joint {obj.alias!r}: {'spring' if code == 12 else 'callback'} control "
                          f"is run as {'position control' if code == 12 else 'a passive joint'}")
        else:  # CoppeliaSim 4.3 and earlier: switches
            motor = flag(dyn, "switches/motorEnabled", False)
            loop = flag(dyn, "switches/controlLoopEnabled", False)
            mode = ("position" if loop else "velocity") if motor else "passive"
        max_force = number(dyn, "maxForce", 50.0 if prismatic else 2.5)
        vmax = number(dyn, "upperVelocityLimit", float("nan"))
        if not math.isfinite(vmax) and e.find("maxVelAccelJerk") is not None:
            vmax = floats(e, "maxVelAccelJerk", 3, (float("nan"),) * 3)[0]
        pid = floats(dyn, "pidValues", 3, (0.1, 0.0, 0.0))
        self.built.joints.append(JointSpec(
            name=name, mode=mode, max_force=abs(max_force) if max_force else None,
            max_velocity=abs(vmax) * unit if math.isfinite(vmax) and vmax != 0 else None,
            pid_p=pid[0], pid_i=pid[1], pid_d=pid[2],
        ))
        self.built.targets[name] = (number(e, "targetPosition", number(e, "position", 0.0)) * unit,
                                    number(e, "targetVelocity", 0.0) * unit)

    def dependencies(self) -> None:
        """Dependent joints: a MuJoCo joint equality (CoppeliaSim: q = offset + mult * q_master)."""
        for obj in self.doc.objects():
            if obj.kind != "joint" or text(obj.element, "mode") != "dependent":
                continue
            dep = obj.element.find("dependency")
            master_alias = text(dep, "dependentJointAlias") or text(dep, "dependentJoint")
            master = None
            if self.doc.exhaustive:
                handle = integer(dep, "jointHandle", -1)
                master = next((o for o in self.doc.objects() if o.handle == handle and o.kind == "joint"), None)
            if master is None and master_alias:
                master = next((o for o in self.doc.objects() if o.kind == "joint" and o.alias == master_alias), None)
            if master is None or id(master) not in self.element_of or id(obj) not in self.element_of:
                self.note(f"{self.where}: dependent joint {obj.alias!r}: its master joint is not in the file: it is passive")
                continue
            eq = self.spec.add_equality(name=f"{self.element_of[id(obj)]}:dependency")
            eq.type = mujoco.mjtEq.mjEQ_JOINT
            eq.name1, eq.name2 = self.element_of[id(obj)], self.element_of[id(master)]
            data = np.zeros(len(eq.data))
            data[0] = number(dep, "offset_m_or_rad", 0.0)
            data[1] = number(dep, "mult_m_or_rad", 1.0)
            eq.data = data

    # dummies, sensors, cameras
    def add_dummy(self, obj: XmlObject, body: mujoco.MjsBody, owner: XmlObject | None, force_body: bool,
                  joint: XmlObject | None = None) -> mujoco.MjsBody:
        hangs = any(c.kind != "script" for c in obj.children)
        if force_body or hangs or joint is not None:
            new = self.new_body(obj, body, moving=True if joint is not None else None)
            if joint is not None:
                self.add_joint_element(joint, new)
                new.explicitinertial, new.mass, new.inertia = True, _LINK_MASS, [1e-6] * 3
            self.attach_scripts(obj, owner)
            for child in obj.children:
                self.add(child, new, obj)
            return new
        self.site(obj, body, number(obj.element, "size", 0.01))
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, body, obj)
        return body

    def site(self, obj: XmlObject, body: mujoco.MjsBody, size: float, group: int = 4) -> str:
        name = self.name(obj)
        rel = self.relative(body, self.world[id(obj)])
        body.add_site(name=name, pos=rel.pos, quat=rel.quat, size=[max(size, 1e-3) / 2] * 3, group=group)
        return name

    def add_forceSensor(self, obj: XmlObject, body: mujoco.MjsBody, owner: XmlObject | None, force_body: bool) -> None:
        child_shape = next((c for c in obj.children if c.kind == "shape"), None)
        carrier = body
        if child_shape is not None:
            carrier = self.add_shape_welded(child_shape, body, obj)
        name = self.site(obj, carrier, number(obj.element, "size", 0.05))
        for kind in (mujoco.mjtSensor.mjSENS_FORCE, mujoco.mjtSensor.mjSENS_TORQUE):
            sensor = self.spec.add_sensor()
            sensor.name = f"{name}:{'force' if kind == mujoco.mjtSensor.mjSENS_FORCE else 'torque'}"
            sensor.type = kind
            sensor.objtype = mujoco.mjtObj.mjOBJ_SITE
            sensor.objname = name
        self.attach_scripts(obj, owner)
        for child in obj.children:
            if child is not child_shape:
                self.add(child, carrier, obj)

    def add_shape_welded(self, shape: XmlObject, body: mujoco.MjsBody, owner: XmlObject) -> mujoco.MjsBody:
        """A shape rigidly below a force sensor: welded to ``body`` even when dynamic."""
        moving = self.moving.get(id(body), False)
        if not moving and not flag(shape.element.find("dynamics"), "switches/static", True):
            self.note(f"{self.where}: force sensor above {shape.alias!r} hangs from a static object: "
                      "the shape is held in place")
        return self.add_shape_fixed(shape, body, owner)

    def add_shape_fixed(self, obj: XmlObject, body: mujoco.MjsBody, owner: XmlObject) -> mujoco.MjsBody:
        new = self.new_body(obj, body)
        e = obj.element
        geoms = self.add_geoms(obj, new, flag(e.find("dynamics"), "switches/respondable", False))
        if self.moving[id(new)]:
            self.inertia(obj, new, geoms, True)
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, new, obj)
        return new

    def add_proximitySensor(self, obj: XmlObject, body: mujoco.MjsBody, owner: XmlObject | None, force_body: bool) -> None:
        e = obj.element
        name = self.site(obj, body, number(e, "size", 0.01))
        kind = text(e, "type", "cone").lower()
        volume = e.find("volume")
        offset = number(volume, "offset", 0.0)
        reach = offset + number(volume, "range", 0.2)
        angle, rays = 0.0, 1
        if kind == "cone":
            angle, rays = math.radians(number(volume, "angle", 60.0)), 9
        elif kind == "pyramid":
            far = floats(volume, "xySizeFar", 2, (0.2, 0.2))
            angle, rays = 2 * math.atan2(max(far) / 2, max(reach, 1e-6)), 9
        elif kind in ("cylinder", "disc"):
            self.note(f"{self.where}: proximity sensor {obj.alias!r} ({kind}) senses along rays from its centre")
            radius = floats(volume, "closeFarRadius", 2, (0.1, 0.1))
            angle, rays = 2 * math.atan2(max(radius), max(reach, 1e-6)), 5
        self.built.proximity_sensors.append(ProximitySensorSpec(site=name, range=reach, angle=angle, rays=rays))
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, body, obj)

    def camera(self, obj: XmlObject, body: mujoco.MjsBody, resolution: tuple[int, int] | None) -> str:
        e = obj.element
        name = self.name(obj)
        pose = self.world[id(obj)]
        turned = Pose(pose.pos, _quat_mul(pose.quat, _HALF_TURN_Y))
        rel = self.relative(body, turned)
        width, height = resolution or (1, 1)
        vertical = height / max(width, height)  # CoppeliaSim's view angle and size span the larger side
        if not flag(e, "switches/perspectiveMode", True):  # MuJoCo's orthographic fovy: the height seen, in m
            size = max(number(e, "orthoViewSize", 1.0), 1e-6)
            body.add_camera(name=name, pos=rel.pos, quat=rel.quat, proj=mujoco.mjtProjection.mjPROJ_ORTHOGRAPHIC,
                            fovy=size * vertical)
            return name
        view = math.radians(number(e, "viewAngle", 60.0))
        fovy = 2 * math.atan(math.tan(view / 2) * vertical)
        body.add_camera(name=name, pos=rel.pos, quat=rel.quat, fovy=math.degrees(min(max(fovy, 1e-3), math.pi - 1e-3)))
        return name

    def add_visionSensor(self, obj: XmlObject, body: mujoco.MjsBody, owner: XmlObject | None, force_body: bool) -> None:
        e = obj.element
        res = floats(e, "resolution", 2, (256.0, 256.0))
        resolution = (max(1, min(int(res[0]), 4096)), max(1, min(int(res[1]), 4096)))
        name = self.camera(obj, body, resolution)
        self.built.vision_sensors.append(VisionSensorSpec(camera=name, resolution=resolution))
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, body, obj)

    def add_camera(self, obj: XmlObject, body: mujoco.MjsBody, owner: XmlObject | None, force_body: bool) -> None:
        self.camera(obj, body, None)
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, body, obj)

    def add_script(self, obj: XmlObject, body: mujoco.MjsBody, owner: XmlObject | None, force_body: bool) -> None:
        """A script object (CoppeliaSim 4.6+): its script runs on the object it hangs from."""
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, body, owner)


def build_spec(doc: XmlDocument, folder: Path, where: str) -> Built:
    """The MjSpec and manifest entries of a CoppeliaSim document (see the module docstring)."""
    builder = _Builder(doc, folder, where)
    built = builder.build()
    for tag in sorted(set(doc.other_tags)):
        built.notes.append(f"{where}: <{tag}> is not used by tether: skipped")
    for script in doc.loose_scripts:
        if script.kind == "main":
            built.notes.append(f"{where}: the scene's main script is skipped: tether runs its default main script")
        else:
            built.notes.append(f"{where}: a {script.kind} script not attached to any object is skipped")
    return built


# -- helpers --------------------------------------------------------------------------------------
def _euler_holder(e):  # noqa: ANN001, ANN202 - an element whose "euler" child is the joint's sphericalEuler
    import xml.etree.ElementTree as ET

    holder = ET.Element("frame")
    node = e.find("sphericalEuler")
    if node is not None:
        ET.SubElement(holder, "euler").text = node.text
    return holder


def _shape_items(shape, exhaustive: bool):  # noqa: ANN001, ANN202 - yields (kind, element, Pose)
    """The primitives and meshes of a shape, each with its frame relative to the shape."""
    if not exhaustive:
        for child in shape:
            if child.tag in ("primitive", "mesh", "heightfield"):
                yield (child.tag, child, _frame(child.find("localFrame")))
            elif child.tag == "compound":
                yield from _shape_items(child, exhaustive)
        return
    for child in shape:
        if child.tag == "meshProxy":  # CoppeliaSim writes the shape's mesh inside it
            yield from _shape_items(child, exhaustive)
        elif child.tag == "mesh":
            yield from _exhaustive_mesh(child)
        elif child.tag == "compound":
            for part in child.iterfind("child"):
                yield from _shape_items(part, exhaustive)


def _exhaustive_mesh(mesh):  # noqa: ANN001, ANN202
    primitive = text(mesh, "primitive/type", "none").lower()
    frame = _frame(mesh.find("verticesLocalFrame"))
    if primitive not in ("none", "heightfield", ""):
        holder = mesh.find("primitive")
        if holder.find("color") is None and mesh.find("color") is not None:
            holder.append(mesh.find("color"))  # the mesh's colour, where the geom's is looked up
        yield ("primitive", holder, frame)
    elif primitive == "heightfield":
        yield ("heightfield", mesh, frame)
    else:
        yield ("mesh", mesh, IDENTITY)


def _frame(element) -> Pose:  # noqa: ANN001
    if element is None:
        return IDENTITY
    pos, quat = local_frame(element, element.find("quaternion") is not None)
    return Pose(pos, quat)


def _numbers(node) -> list[float]:  # noqa: ANN001
    if node is None or not node.text:
        return []
    out = []
    for part in node.text.replace(",", " ").split():
        try:
            value = float(part)
        except ValueError:
            value = 0.0
        out.append(value if math.isfinite(value) else 0.0)
    return out


def _color(item, shape) -> list[float]:  # noqa: ANN001
    for holder in (item, shape):
        node = holder.find("color/ambientDiffuse") if holder is not None else None
        if node is not None:
            rgb = floats(holder, "color/ambientDiffuse", 3, (200.0, 200.0, 200.0))
            return [min(max(v / 255.0, 0.0), 1.0) for v in rgb] + [1.0]
    return [0.8, 0.8, 0.8, 1.0]


def _cone(radius: float, height: float) -> tuple[list[float], list[int]]:
    vertices = [0.0, 0.0, height / 2, 0.0, 0.0, -height / 2]
    for k in range(_CONE_SEGMENTS):
        a = 2 * math.pi * k / _CONE_SEGMENTS
        vertices += [radius * math.cos(a), radius * math.sin(a), -height / 2]
    faces: list[int] = []
    for k in range(_CONE_SEGMENTS):
        a, b = 2 + k, 2 + (k + 1) % _CONE_SEGMENTS
        faces += [0, a, b, 1, b, a]
    return vertices, faces


def _quat_mul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    out = np.zeros(4)
    mujoco.mju_mulQuat(out, a, b)
    return out
