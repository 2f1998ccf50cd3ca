"""CoppeliaSim's scene model → an MjSpec plus the manifest entries tether needs beside it.

The one builder for every file format: it reads only :mod:`tether.core.importers.coppeliasim.model`.

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
- What tether does not simulate (lights, graphs, paths, octrees, point clouds...) is a stand-in:
  a dummy of the same name and pose, whose object type in the tree stays the file's.
- A moving shape's mass and inertia are the file's, set explicitly: MuJoCo never derives them
  from a mesh (CoppeliaSim's visual meshes are often open, flat or degenerate).

Every object's world pose is computed first (a joint's current position included), then each
MuJoCo element is placed relative to the body that carries it. MuJoCo names are unique across
the model (a repeated alias gets ``__2``, ``__3``... appended); the object tree shows the aliases.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from pathlib import Path

import mujoco
import numpy as np

from tether.core.importers.coppeliasim.model import (
    Camera,
    Dummy,
    ForceSensor,
    GeometryItem,
    Heightfield,
    Joint,
    Mesh,
    Pose,
    Primitive,
    ProximitySensor,
    SceneDocument,
    SceneObject,
    Script,
    Shape,
    VisionSensor,
    kind_of,
    quat_mul,
    quat_rotate,
    quat_to_matrix,
)
from tether.core.importers.coppeliasim.respondable import exclude_masked_pairs
from tether.core.engine.specs import JointSpec, ProximitySensorSpec, VisionSensorSpec


#: What the importer does with each CoppeliaSim element: (element, what tether makes of it).
MAPPING: tuple[tuple[str, str], ...] = (
    ("shape: primitives (cuboid, sphere, cylinder, disc, plane, capsule, cone)", "geoms of one body (a cone becomes a mesh)"),
    ("shape: inline meshes, mesh files (STL, OBJ)", "MuJoCo meshes; thin, flat and open ones load (meshes without area and other mesh files are skipped with a line)"),
    ("shape: heightfield", "a MuJoCo height field"),
    ("shape: static, respondable, MuJoCo friction", "body joint and contacts as in CoppeliaSim"),
    ("shape: respondable mask (local and global bits)", "a contact exclusion for each pair of shapes the masks keep apart"),
    ("shape: mass, inertia (per-mass principal moments in their frame, or matrix), centre of mass", "the body's mass and inertia, set from the file (never computed from a mesh)"),
    ("joint: revolute, prismatic, spherical; limits, cyclic, position", "hinge, slide, ball; range; reference position"),
    ("joint: frame (its turn about its axis)", "the joint's user data (MuJoCo keeps only the axis): its pose is CoppeliaSim's"),
    ("joint: dynamic mode (free, force, velocity, position, spring), kinematic mode", "tether's motor: passive, force, velocity, position (spring and kinematic as position)"),
    ("joint: max force, target velocity/position, upper velocity limit, PID", "the motor's max force, targets, velocity limit and PID"),
    ("joint: dependent mode", "a MuJoCo joint equality (offset and multiplier)"),
    ("dummy", "a site (a body without geoms when objects hang below it)"),
    ("force sensor", "force and torque sensors on a site; parent and child welded"),
    ("proximity sensor: ray, cone, pyramid, cylinder, disc", "rays along +z: range, opening angle"),
    ("proximity sensor: detectable entity (an object)", "detects that object (and what hangs below it) only, through others; a collection: every object, with a line"),
    ("vision sensor: resolution, view angle, orthographic size", "a camera rendered offscreen (perspective or orthographic)"),
    ("vision sensor: clipping planes", "not mapped: MuJoCo's clipping planes are the model's"),
    ("camera", "a camera"),
    ("child scripts (embedded, Lua or Python)", "child scripts of their object (threaded when they define sysCall_thread)"),
    ("customization scripts, main script", "skipped with a line (tether runs its default main script)"),
    ("lights, graphs, paths, OC trees, point clouds, mirrors, mills, unknown objects", "stand-ins: dummies of their name, alias and pose in the tree, with their object type (one line per kind)"),
    ("textures, collections, IK groups, environment", "skipped with a line per kind"),
)

DEFAULT_TIME_STEP = 0.05  # CoppeliaSim's default simulation time step
DEFAULT_SUBSTEPS = 10  # ...and its default dynamics step (5 ms)
_CTRL_MODES = {0: "passive", 1: "force", 4: "velocity", 8: "position", 12: "position", 16: "passive"}
_CONE_SEGMENTS = 16
_MIN_SIZE = 1e-4
_LINK_MASS = 1e-3  # a joint's carrier body when the joint has nothing below it
# MuJoCo refuses principal moments below ~1e-14 kg·m² and a moving body's mass below 1e-15 kg;
# these floors sit far below any real part's (a 1 g, 5 mm bead has moments of ~4e-9 kg·m²).
_MIN_MASS = 1e-9
_MIN_MOMENT = 1e-12
IDENTITY = Pose()
_HALF_TURN_Y = np.array([0.0, 0.0, 1.0, 0.0])  # CoppeliaSim sensor frame → MuJoCo camera frame


@dataclass
class Built:
    """What the import made: the spec and what the manifest and the object tree need."""

    spec: mujoco.MjSpec
    joints: list[JointSpec] = field(default_factory=list)
    proximity_sensors: list[ProximitySensorSpec] = field(default_factory=list)
    vision_sensors: list[VisionSensorSpec] = field(default_factory=list)
    aliases: dict[str, str] = field(default_factory=dict)  # MuJoCo name -> CoppeliaSim alias
    scripts: list[tuple[str, Script, str, bool]] = field(default_factory=list)  # (MuJoCo name, script, label, is a script object)
    targets: dict[str, tuple[float, float]] = field(default_factory=dict)  # joint -> (position, velocity)
    # objects tether does not simulate, kept as dummies: MuJoCo name -> the model's kind
    stand_ins: dict[str, str] = field(default_factory=dict)
    # free bodies MuJoCo needs at world level whose CoppeliaSim parent is another object:
    # (MuJoCo name, the parent's MuJoCo name), re-parented in the object tree only
    tree_parents: list[tuple[str, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


class _Builder:
    def __init__(self, doc: SceneDocument, folder: Path, where: str) -> None:
        self.doc = doc
        self.folder = folder
        self.where = where
        self.spec = mujoco.MjSpec()
        self.spec.compiler.degree = False
        self.spec.option.timestep = DEFAULT_TIME_STEP / DEFAULT_SUBSTEPS
        self.built = Built(self.spec)
        self.used: set[str] = set()
        self.world: dict[int, Pose] = {}  # id(SceneObject) -> world pose
        self.moving: dict[int, bool] = {}  # id(MjsBody) -> moves (has a degree of freedom in its chain)
        self.body_pose: dict[int, Pose] = {}  # id(MjsBody) -> world pose
        self.element_of: dict[int, str] = {}  # id(SceneObject) -> MuJoCo name of its element
        self.skipped: dict[str, int] = {}
        self.sensors: list[tuple[ProximitySensor, int]] = []  # with its index in built.proximity_sensors

    # -- names and notes ------------------------------------------------------------------------
    def name(self, obj: SceneObject) -> str:
        base = obj.label.replace("/", "_")
        candidate, k = base, 1
        while candidate in self.used:
            k += 1
            candidate = f"{base}__{k}"
        self.used.add(candidate)
        self.built.aliases[candidate] = obj.label
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
        def visit(obj: SceneObject, parent_frame: Pose) -> None:
            pose = parent_frame.compose(obj.pose)
            self.world[id(obj)] = pose
            child_frame = pose.compose(self.intrinsic(obj)) if isinstance(obj, Joint) else pose
            for child in obj.children:
                visit(child, child_frame)

        for root in self.doc.roots:
            visit(root, IDENTITY)

    @staticmethod
    def intrinsic(joint: Joint) -> Pose:
        """The joint's current displacement (its children hang from the moved frame)."""
        if joint.joint_type == "prismatic":
            return Pose(np.array([0.0, 0.0, joint.position]))
        if joint.joint_type == "spherical":
            return Pose(np.zeros(3), joint.spherical_quat.copy())
        angle = joint.position
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
        self.detectable_entities()
        for kind, count in self.skipped.items():
            if count > 1:
                self.note(f"{self.where}: {count} of that kind ({kind}) in all")
        return self.built

    def add(self, obj: SceneObject, body: mujoco.MjsBody, owner: SceneObject | None,
            force_body: bool = False) -> None:
        """Add ``obj`` (and its subtree) under ``body``; ``owner`` is the nearest object that
        scripts can attach to."""
        handler = getattr(self, f"add_{obj.kind}", None)
        if handler is None:  # not simulated: a stand-in with its name, pose and place in the tree
            handler = self.add_stand_in
        handler(obj, body, owner, force_body)

    def attach_scripts(self, obj: SceneObject, owner: SceneObject | None) -> None:
        target = obj if id(obj) in self.element_of else owner
        for script in obj.scripts:
            label = obj.label
            if script.kind != "child":
                self.note(f"{self.where}: the {script.kind} script of {label!r} is skipped "
                          f"(tether runs child scripts{' and its default main script' if script.kind == 'main' else ''})")
                continue
            if not script.enabled:
                self.note(f"{self.where}: the child script of {label!r} is disabled: skipped")
                continue
            if target is None:
                self.note(f"{self.where}: the child script of {label!r} has no object tether can run it on: skipped")
                continue
            self.built.scripts.append((self.element_of[id(target)], script, label, obj.kind == "script"))

    def new_body(self, obj: SceneObject, parent: mujoco.MjsBody, moving: bool | None = None) -> mujoco.MjsBody:
        name = self.name(obj)
        rel = self.relative(parent, self.world[id(obj)])
        body = parent.add_body(name=name, pos=rel.pos, quat=rel.quat)
        self.body_pose[id(body)] = self.world[id(obj)]
        self.moving[id(body)] = self.moving.get(id(parent), False) if moving is None else moving
        return body

    # shapes
    def add_shape(self, obj: Shape, body: mujoco.MjsBody, owner: SceneObject | None, force_body: bool,
                  joint: Joint | None = None) -> mujoco.MjsBody:
        parent = body
        free = False
        if joint is None and not obj.static and not self.moving.get(id(body), False):
            parent, free = self.spec.worldbody, True  # a free body hangs from the world in MuJoCo
        new = self.new_body(obj, parent, moving=True if (free or joint is not None) else None)
        if joint is not None:
            self.add_joint_element(joint, new)
        elif free:
            new.add_freejoint(name=f"{self.element_of[id(obj)]}:free")
            if owner is not None and id(owner) in self.element_of:
                self.built.tree_parents.append((self.element_of[id(obj)], self.element_of[id(owner)]))
        geoms = self.add_geoms(obj, new)
        if self.moving[id(new)]:
            self.inertia(obj, new, geoms)
        else:
            for geom in geoms:
                geom.density = 0.0  # a static shape does not add weight to what carries it
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, new, obj)
        return new

    def inertia(self, obj: Shape, body: mujoco.MjsBody, geoms: list) -> None:
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
            self.skip("unusable inertia", f"shape {obj.label!r}: its inertia in the file is not physical "
                      "(not positive definite): a solid box around its geometry instead")
        if mass is None or not usable:
            low, high = _bounds(obj)
            size = np.maximum(high - low, 1e-3)
            if mass is None:
                mass = max(1000.0 * float(np.prod(size)), _LINK_MASS) if geoms else _LINK_MASS
                if geoms:
                    self.skip("massless mesh shape", f"shape {obj.label!r} has meshes and no mass in the file: "
                              "it weighs a solid box around them at 1000 kg/m³")
            box = np.diag([size[1] ** 2 + size[2] ** 2, size[0] ** 2 + size[2] ** 2, size[0] ** 2 + size[1] ** 2])
            matrix = box * mass / 12
            com = com if com is not None else (low + high) / 2
        matrix = self.physical(obj, matrix)
        smallest = float(np.linalg.eigvalsh(matrix)[0])
        if mass < _MIN_MASS or smallest < _MIN_MOMENT:  # files carry parts of 1e-7 kg (RLBench's screw visual)
            self.skip("tiny inertia", f"shape {obj.label!r}: its mass ({mass:.3g} kg) or smallest moment of inertia "
                      f"({smallest:.3g} kg·m²) is too small for MuJoCo: raised to at least {_MIN_MASS:g} kg and "
                      f"{_MIN_MOMENT:g} kg·m²")
            mass, matrix = max(mass, _MIN_MASS), _moments_at_least(matrix, _MIN_MOMENT)
        body.explicitinertial = True
        body.mass = mass
        body.ipos = com
        body.fullinertia = [matrix[0, 0], matrix[1, 1], matrix[2, 2], matrix[0, 1], matrix[0, 2], matrix[1, 2]]

    def physical(self, obj: Shape, matrix: np.ndarray) -> np.ndarray:
        """``matrix`` whose principal moments satisfy A + B >= C, as MuJoCo requires (CoppeliaSim
        does not): the two smaller moments are raised just enough."""
        moments, axes = np.linalg.eigh(matrix)
        gap = moments[2] - moments[0] - moments[1]
        if gap < -1e-9 * moments[2]:
            return matrix
        if gap > 1e-6 * moments[2]:  # beyond rounding (a thin plate sits exactly on A + B = C)
            self.skip("unphysical inertia", f"shape {obj.label!r}: its principal moments of inertia break "
                      "A + B >= C (MuJoCo needs it): the two smaller ones are raised to meet it")
        moments[:2] += (gap + 1e-9 * moments[2]) / 2
        balanced = axes @ np.diag(moments) @ axes.T
        return (balanced + balanced.T) / 2

    def add_geoms(self, obj: Shape, body: mujoco.MjsBody) -> list:
        geoms: list = []
        name = self.element_of[id(obj)]
        for k, (item, frame) in enumerate(obj.leaves()):
            gname = f"{name}" if k == 0 else f"{name}:{k}"
            geom = self.geom(obj, item, frame, body, gname)
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

    def geom(self, obj: Shape, item: GeometryItem, frame: Pose, body: mujoco.MjsBody, gname: str):  # noqa: ANN201
        rel = self.relative(body, self.world[id(obj)].compose(frame))
        if isinstance(item, Primitive):
            return self.primitive(obj, item, rel, body, gname)
        if isinstance(item, Mesh):
            return self.mesh(obj, item, rel, body, gname)
        if isinstance(item, Heightfield):
            return self.heightfield(item, rel, body, gname)
        kind = type(item).__name__.lower()
        self.skip(kind, f"{kind} shapes are not supported yet: skipped (first: {obj.label!r})")
        return None

    def primitive(self, obj: Shape, item: Primitive, rel: Pose, body: mujoco.MjsBody, gname: str):  # noqa: ANN201
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
            self.skip(f"primitive {ptype}", f"primitive type {ptype!r} of shape {obj.label!r} is unknown: skipped")
            return None
        gtype, half = shapes[ptype]
        return body.add_geom(name=gname, type=gtype, size=half, pos=rel.pos, quat=rel.quat)

    def mesh(self, obj: Shape, item: Mesh, rel: Pose, body: mujoco.MjsBody, gname: str):  # noqa: ANN201
        vertices = faces = None
        if len(item.vertices):
            cleaned = _clean_mesh(np.asarray(item.vertices, dtype=float), np.asarray(item.indices, dtype=np.int64))
            if cleaned is None:
                self.skip("degenerate mesh", f"shape {obj.label!r}: a mesh without area (its triangles are "
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
                self.note(f"{self.where}: mesh file {item.file!r} of shape {obj.label!r} "
                          + ("is not there" if not path.is_file() else "is not STL or OBJ (MuJoCo reads those)")
                          + ": skipped")
                return None
            mesh.file = str(path)
        return body.add_geom(name=gname, type=mujoco.mjtGeom.mjGEOM_MESH, meshname=gname,
                             pos=rel.pos, quat=rel.quat)

    def heightfield(self, item: Heightfield, rel: Pose, body: mujoco.MjsBody, gname: str):  # noqa: ANN201
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

    # joints
    def add_joint(self, obj: Joint, body: mujoco.MjsBody, owner: SceneObject | None, force_body: bool) -> None:
        carrier: SceneObject | None = next((c for c in obj.children if isinstance(c, Shape)), None)
        if carrier is None:
            carrier = next((c for c in obj.children if isinstance(c, Dummy)), None)
        self.name(obj)
        self.attach_scripts(obj, owner)
        if isinstance(carrier, Shape):
            link = self.add_shape(carrier, body, obj, False, joint=obj)
        elif isinstance(carrier, Dummy):
            link = self.add_dummy(carrier, body, obj, True, joint=obj)
        else:  # nothing hangs from it: a light link at the joint, so the joint is still there
            link = body.add_body(name=f"{self.element_of[id(obj)]}:link")
            moved = self.world[id(obj)].compose(self.intrinsic(obj))
            rel = self.relative(body, moved)
            link.pos, link.quat = rel.pos, rel.quat
            link.explicitinertial, link.mass, link.inertia = True, _LINK_MASS, [1e-6] * 3
            self.body_pose[id(link)] = moved
            self.moving[id(link)] = True
            self.add_joint_element(obj, link)
        for child in obj.children:
            if child is not carrier:
                self.add(child, link, obj)

    def add_joint_element(self, obj: Joint, body: mujoco.MjsBody) -> None:
        name = self.element_of[id(obj)]
        moved = self.world[id(obj)].compose(self.intrinsic(obj))  # where the joint frame is in this pose
        rel = self.relative(body, moved)
        axis = quat_rotate(rel.quat, np.array([0.0, 0.0, 1.0]))
        frame = list(rel.quat)  # the joint frame's turn about its axis: no MuJoCo field (engine/joint_frames.py)
        if obj.joint_type == "spherical":
            body.add_joint(name=name, type=mujoco.mjtJoint.mjJNT_BALL, pos=rel.pos, userdata=frame)
            self.note(f"{self.where}: spherical joint {obj.label!r} is passive (tether drives revolute and prismatic joints)")
            return
        prismatic = obj.joint_type == "prismatic"
        joint = body.add_joint(name=name, type=mujoco.mjtJoint.mjJNT_SLIDE if prismatic else mujoco.mjtJoint.mjJNT_HINGE,
                               pos=rel.pos, axis=axis, userdata=frame)
        joint.ref = obj.position
        if not obj.cyclic and obj.span > 0:
            joint.limited = mujoco.mjtLimited.mjLIMITED_TRUE
            joint.range = [obj.minimum, obj.minimum + obj.span]
        self.motor(obj, name)

    def motor(self, obj: Joint, name: str) -> None:
        if obj.mode in ("kinematic", "ik"):
            mode = "position"
        elif obj.mode == "dependent":
            mode = "passive"
        elif obj.ctrl_mode is not None:
            mode = _CTRL_MODES.get(obj.ctrl_mode, "passive")
            if obj.ctrl_mode in (12, 16):
                self.note(f"{self.where}: joint {obj.label!r}: {'spring' if obj.ctrl_mode == 12 else 'callback'} control "
                          f"is run as {'position control' if obj.ctrl_mode == 12 else 'a passive joint'}")
        else:  # CoppeliaSim 4.3 and earlier: switches
            mode = ("position" if obj.control_loop_enabled else "velocity") if obj.motor_enabled else "passive"
        max_force = obj.max_force
        pid = obj.pid
        self.built.joints.append(JointSpec(
            name=name, mode=mode, max_force=abs(max_force) if max_force else None,
            max_velocity=obj.max_velocity, pid_p=pid[0], pid_i=pid[1], pid_d=pid[2],
        ))
        self.built.targets[name] = (obj.target_position, obj.target_velocity)

    def dependencies(self) -> None:
        """Dependent joints: a MuJoCo joint equality (CoppeliaSim: q = offset + mult * q_master)."""
        joints = [o for o in self.doc.objects() if isinstance(o, Joint)]
        for obj in joints:
            dep = obj.dependency
            if obj.mode != "dependent":
                continue
            master = None
            if dep is not None and dep.master_handle is not None:
                master = next((o for o in joints if o.handle == dep.master_handle), None)
            if master is None and dep is not None and dep.master_alias:
                master = next((o for o in joints if o.alias == dep.master_alias), None)
            if dep is None or master is None or id(master) not in self.element_of or id(obj) not in self.element_of:
                self.note(f"{self.where}: dependent joint {obj.label!r}: its master joint is not in the file: it is passive")
                continue
            eq = self.spec.add_equality(name=f"{self.element_of[id(obj)]}:dependency")
            eq.type = mujoco.mjtEq.mjEQ_JOINT
            eq.name1, eq.name2 = self.element_of[id(obj)], self.element_of[id(master)]
            data = np.zeros(len(eq.data))
            # MuJoCo's polynomial relates displacements from the reference positions (qpos0)
            data[0] = dep.offset + dep.multiplier * master.position - obj.position
            data[1] = dep.multiplier
            eq.data = data

    def detectable_entities(self) -> None:
        """A proximity sensor that detects one object (CoppeliaSim's detectable entity) names it
        in its manifest entry; a collection, or what the file does not hold, is one line each."""
        objects = self.doc.objects()
        by_handle = {o.handle: o for o in objects if o.handle is not None}
        for sensor, index in self.sensors:
            handle, alias = sensor.detectable_handle, sensor.detectable_alias
            if (handle is None or handle < 0) and not alias:
                continue  # every object
            if alias.startswith("@collection@"):
                self.skip("collection entity", f"proximity sensor {sensor.label!r} detects collection "
                          f"{alias[len('@collection@'):]!r}: tether reads no collections from files, it detects every object")
                continue
            entity = by_handle.get(handle) if handle is not None and handle >= 0 else None
            if entity is None and alias:
                entity = next((o for o in objects if alias in (o.alias, o.name)), None)
            if entity is None or id(entity) not in self.element_of:
                self.skip("unknown entity", f"proximity sensor {sensor.label!r} detects entity "
                          f"{alias or handle!r}, which is no object of the file (a collection?): it detects every object")
                continue
            if not any(isinstance(o, Shape) for o in entity.walk()):
                self.skip("entity without shapes", f"proximity sensor {sensor.label!r} detects {entity.label!r}, "
                          f"a {kind_of(entity).replace('_', ' ')} with no shape tether simulates: it detects nothing")
            spec = self.built.proximity_sensors[index]
            self.built.proximity_sensors[index] = replace(spec, detect=self.element_of[id(entity)])

    # dummies, sensors, cameras
    def add_dummy(self, obj: Dummy, body: mujoco.MjsBody, owner: SceneObject | None, force_body: bool,
                  joint: Joint | None = None) -> mujoco.MjsBody:
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
        self.site(obj, body, obj.size)
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, body, obj)
        return body

    def add_stand_in(self, obj: SceneObject, body: mujoco.MjsBody, owner: SceneObject | None,
                     force_body: bool) -> None:
        """An object tether does not simulate (light, graph, path...): a dummy of the same name and
        pose that scripts find, whose object type stays the file's."""
        kind = kind_of(obj)
        self.skip(f"stand-in {kind}", f"{kind.replace('_', ' ')} objects are not simulated by tether: kept as "
                  f"stand-ins (dummies of their name and pose; first: {obj.label!r})")
        if any(c.kind != "script" for c in obj.children):
            new = self.new_body(obj, body)
            self.attach_scripts(obj, owner)
            for child in obj.children:
                self.add(child, new, obj)
        else:
            self.site(obj, body, 0.01)
            self.attach_scripts(obj, owner)
            for child in obj.children:
                self.add(child, body, obj)
        self.built.stand_ins[self.element_of[id(obj)]] = kind

    def site(self, obj: SceneObject, body: mujoco.MjsBody, size: float, group: int = 4) -> str:
        name = self.name(obj)
        rel = self.relative(body, self.world[id(obj)])
        body.add_site(name=name, pos=rel.pos, quat=rel.quat, size=[max(size, 1e-3) / 2] * 3, group=group)
        return name

    def add_force_sensor(self, obj: ForceSensor, body: mujoco.MjsBody, owner: SceneObject | None,
                         force_body: bool) -> None:
        child_shape = next((c for c in obj.children if isinstance(c, Shape)), None)
        carrier = body
        if child_shape is not None:
            carrier = self.add_shape_welded(child_shape, body, obj)
        name = self.site(obj, carrier, obj.size)
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

    def add_shape_welded(self, shape: Shape, body: mujoco.MjsBody, owner: SceneObject) -> mujoco.MjsBody:
        """A shape rigidly below a force sensor: welded to ``body`` even when dynamic."""
        if not self.moving.get(id(body), False) and not shape.static:
            self.note(f"{self.where}: force sensor above {shape.label!r} hangs from a static object: "
                      "the shape is held in place")
        new = self.new_body(shape, body)
        geoms = self.add_geoms(shape, new)
        if self.moving[id(new)]:
            self.inertia(shape, new, geoms)
        self.attach_scripts(shape, owner)
        for child in shape.children:
            self.add(child, new, shape)
        return new

    def add_proximity_sensor(self, obj: ProximitySensor, body: mujoco.MjsBody, owner: SceneObject | None,
                             force_body: bool) -> None:
        name = self.site(obj, body, obj.size)
        kind = obj.sensor_type
        reach = obj.offset + obj.range
        angle, rays = 0.0, 1
        if kind == "cone":
            angle, rays = obj.angle, 9
        elif kind == "pyramid":
            angle, rays = 2 * math.atan2(max(obj.xy_size_far) / 2, max(reach, 1e-6)), 9
        elif kind in ("cylinder", "disc"):
            self.note(f"{self.where}: proximity sensor {obj.label!r} ({kind}) senses along rays from its centre")
            angle, rays = 2 * math.atan2(max(obj.radius), max(reach, 1e-6)), 5
        self.sensors.append((obj, len(self.built.proximity_sensors)))
        self.built.proximity_sensors.append(ProximitySensorSpec(site=name, range=reach, angle=angle, rays=rays))
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, body, obj)

    def camera(self, obj: Camera | VisionSensor, body: mujoco.MjsBody, resolution: tuple[int, int] | None) -> str:
        name = self.name(obj)
        pose = self.world[id(obj)]
        turned = Pose(pose.pos, quat_mul(pose.quat, _HALF_TURN_Y))
        rel = self.relative(body, turned)
        width, height = resolution or (1, 1)
        vertical = height / max(width, height)  # CoppeliaSim's view angle and size span the larger side
        if not obj.perspective:  # MuJoCo's orthographic fovy: the height seen, in m
            size = max(obj.ortho_size, 1e-6)
            body.add_camera(name=name, pos=rel.pos, quat=rel.quat, proj=mujoco.mjtProjection.mjPROJ_ORTHOGRAPHIC,
                            fovy=size * vertical)
            return name
        fovy = 2 * math.atan(math.tan(obj.view_angle / 2) * vertical)
        body.add_camera(name=name, pos=rel.pos, quat=rel.quat, fovy=math.degrees(min(max(fovy, 1e-3), math.pi - 1e-3)))
        return name

    def add_vision_sensor(self, obj: VisionSensor, body: mujoco.MjsBody, owner: SceneObject | None,
                          force_body: bool) -> None:
        name = self.camera(obj, body, obj.resolution)
        self.built.vision_sensors.append(VisionSensorSpec(camera=name, resolution=obj.resolution))
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, body, obj)

    def add_camera(self, obj: Camera, body: mujoco.MjsBody, owner: SceneObject | None, force_body: bool) -> None:
        self.camera(obj, body, None)
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, body, obj)

    def add_script(self, obj: SceneObject, body: mujoco.MjsBody, owner: SceneObject | None, force_body: bool) -> None:
        """A script object (CoppeliaSim 4.6+): its script runs on the object it hangs from."""
        self.attach_scripts(obj, owner)
        for child in obj.children:
            self.add(child, body, owner)


def build_spec(doc: SceneDocument, folder: Path, where: str) -> Built:
    """The MjSpec and manifest entries of a CoppeliaSim scene model (see the module docstring)."""
    builder = _Builder(doc, folder, where)
    built = builder.build()
    built.notes += exclude_masked_pairs(built.spec, doc, builder.element_of, where)  # respondable masks
    built.notes[:0] = [line for line in doc.notes if line not in built.notes]
    for what in sorted(doc.skipped):
        label = f"<{what}>" if doc.format.startswith("xml") else f"{what} ({doc.skipped[what]})"
        built.notes.append(f"{where}: {label} is not used by tether: skipped")
    for script in doc.loose_scripts:
        if script.kind == "main":
            built.notes.append(f"{where}: the scene's main script is skipped: tether runs its default main script")
        else:
            built.notes.append(f"{where}: a {script.kind} script not attached to any object is skipped")
    return built


# -- helpers --------------------------------------------------------------------------------------
_MIN_AREA = 1e-12  # m²: a triangle smaller than this is a point or a line
_HULL_PAD = 1e-3  # m: the thickness a flat mesh's collision hull gets


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
