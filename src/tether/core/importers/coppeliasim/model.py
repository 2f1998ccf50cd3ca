"""CoppeliaSim's scene model: what a scene or model file holds, whatever format it came in.

Two readers fill it (the XML reader, :mod:`tether.core.importers.coppeliasim.xml_reader`, and the binary
``.ttt``/``.ttm`` reader); one builder (:mod:`tether.core.importers.coppeliasim.to_mujoco`) reads only this
model. Plain data: no parser elements, no MuJoCo objects.

Units are SI and CoppeliaSim's conventions: metres, radians, kilograms; poses are local to the
parent object, a position and a quaternion (w, x, y, z); a joint's position, limits and targets
are in metres (prismatic) or radians (revolute). Readers convert (the XML files write degrees).
Where a file does not say, each field holds CoppeliaSim's default.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import ClassVar, Iterator

import numpy as np

__all__ = [
    "Camera", "Compound", "Dependency", "Dummy", "ForceSensor", "GeometryItem", "Heightfield",
    "Inertia", "JOINT_MODES", "JOINT_TYPES", "Joint", "KINDS", "Lens", "Mesh", "Pose", "Primitive", "ProximitySensor", "SceneDocument",
    "SceneObject", "Script", "ScriptObject", "Shape", "StandIn", "VisionSensor", "joint_mode", "kind_of",
    "quat_from_euler",
]


def _identity_quat() -> np.ndarray:
    return np.array([1.0, 0.0, 0.0, 0.0])


def quat_mul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The Hamilton product ``a * b`` of two quaternions (w, x, y, z)."""
    w1, x1, y1, z1 = a
    w2, x2, y2, z2 = b
    return np.array([
        w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2,
        w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
        w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2,
        w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2,
    ])


def quat_rotate(q: np.ndarray, v: np.ndarray) -> np.ndarray:
    """``v`` rotated by the unit quaternion ``q`` (w, x, y, z)."""
    return quat_to_matrix(q) @ np.asarray(v, dtype=float)


def quat_to_matrix(q: np.ndarray) -> np.ndarray:
    """The 3×3 rotation matrix of the unit quaternion ``q`` (w, x, y, z)."""
    w, x, y, z = q
    return np.array([
        [1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)],
        [2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)],
        [2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)],
    ])


def quat_from_euler(alpha: float, beta: float, gamma: float) -> np.ndarray:
    """CoppeliaSim's Euler angles in radians (R = Rx(alpha) Ry(beta) Rz(gamma)) as a quaternion."""
    out = _identity_quat()
    for axis, angle in enumerate((alpha, beta, gamma)):
        q = np.zeros(4)
        q[0], q[1 + axis] = math.cos(angle / 2), math.sin(angle / 2)
        out = quat_mul(out, q)
    return out


def normalized_quat(q: np.ndarray | list[float]) -> np.ndarray:
    """``q`` scaled to unit length; the identity when it is zero or not finite."""
    arr = np.asarray(q, dtype=float)
    norm = float(np.linalg.norm(arr)) if arr.shape == (4,) and np.all(np.isfinite(arr)) else 0.0
    return arr / norm if norm > 1e-9 else _identity_quat()


@dataclass
class Pose:
    """A rigid transform: a position and a unit quaternion (w, x, y, z)."""

    pos: np.ndarray = field(default_factory=lambda: np.zeros(3))
    quat: np.ndarray = field(default_factory=_identity_quat)

    def compose(self, other: Pose) -> Pose:
        """``other`` expressed in this pose's parent frame (self * other)."""
        return Pose(self.pos + quat_rotate(self.quat, other.pos), quat_mul(self.quat, other.quat))

    def inverse(self) -> Pose:
        """The transform back (self⁻¹)."""
        inv = np.array([self.quat[0], -self.quat[1], -self.quat[2], -self.quat[3]])
        return Pose(-quat_rotate(inv, self.pos), inv)

    def copy(self) -> Pose:
        return Pose(self.pos.copy(), self.quat.copy())


# -- scripts ----------------------------------------------------------------------------------------
@dataclass
class Script:
    """A script embedded in the file."""

    kind: str  # "main", "child" or "customization"
    text: str
    lang: str = "lua"  # "lua" or "python"
    threaded: bool = False
    enabled: bool = True


# -- shapes -----------------------------------------------------------------------------------------
@dataclass
class GeometryItem:
    """One part of a shape's geometry, placed by ``frame`` relative to the shape."""

    frame: Pose = field(default_factory=Pose)
    rgba: tuple[float, float, float, float] | None = None  # None: the shape's colour


@dataclass
class Primitive(GeometryItem):
    """A pure shape: ``type`` is cuboid, spheroid, cylinder, disc, plane, capsule or cone;
    ``sizes`` its bounding box along x, y, z (CoppeliaSim's)."""

    type: str = "cuboid"
    sizes: np.ndarray = field(default_factory=lambda: np.full(3, 0.1))


@dataclass
class Mesh(GeometryItem):
    """A triangle mesh: ``vertices`` (n, 3) in the mesh's own vertex frame (``frame``, relative
    to the shape), ``indices`` (m, 3) into them; or a mesh ``file`` next to the scene (STL, OBJ)."""

    vertices: np.ndarray = field(default_factory=lambda: np.zeros((0, 3)))
    indices: np.ndarray = field(default_factory=lambda: np.zeros((0, 3), dtype=np.int32))
    file: str = ""


@dataclass
class Heightfield(GeometryItem):
    """A height field: ``heights`` (ny, nx), x fastest, ``step`` metres apart, centred on ``frame``."""

    heights: np.ndarray = field(default_factory=lambda: np.zeros((2, 2)))
    step: float = 0.1


@dataclass
class Compound(GeometryItem):
    """A grouped shape's parts (each placed relative to the compound's frame)."""

    items: list[GeometryItem] = field(default_factory=list)


@dataclass
class Inertia:
    """A shape's mass distribution as the file gives it, *per unit mass* (CoppeliaSim's
    "massless inertia"): ``per_mass`` (3×3, kg·m²/kg) about the centre of mass ``frame.pos``,
    expressed in the axes ``frame.quat``, both relative to the shape's frame. Principal moments
    (V-REP, CoppeliaSim ≤ 4.4) are a diagonal ``per_mass`` in the principal axes' frame; the full
    matrix of CoppeliaSim 4.5+ comes with the identity rotation."""

    frame: Pose = field(default_factory=Pose)
    per_mass: np.ndarray = field(default_factory=lambda: np.diag([1e-3, 1e-3, 1e-3]))

    @classmethod
    def principal(cls, frame: Pose, moments: np.ndarray | list[float]) -> Inertia:
        """From per-mass principal moments in their frame."""
        return cls(frame, np.diag(np.asarray(moments, dtype=float)))

    def scaled(self, mass: float) -> tuple[np.ndarray, np.ndarray]:
        """The centre of mass and the full inertia (3×3, kg·m²) in the shape's frame for ``mass``."""
        rot = quat_to_matrix(self.frame.quat)
        matrix = rot @ self.per_mass @ rot.T * mass
        return self.frame.pos.copy(), (matrix + matrix.T) / 2


# -- objects ----------------------------------------------------------------------------------------
#: Object kinds and the alias CoppeliaSim gives an object of that kind without one.
KINDS: dict[str, str] = {
    "shape": "Shape", "joint": "Joint", "dummy": "Dummy", "proximity_sensor": "Proximity_sensor",
    "vision_sensor": "Vision_sensor", "force_sensor": "Force_sensor", "camera": "Camera",
    "light": "Light", "graph": "Graph", "path": "Path", "octree": "Octree", "point_cloud": "Point_cloud",
    "mirror": "Mirror", "mill": "Mill", "marker": "Marker", "script": "Script", "unknown": "Object",
}


@dataclass(eq=False)
class SceneObject:
    """One object of the tree: its pose is local to its parent."""

    kind: ClassVar[str] = "unknown"

    alias: str = ""
    name: str = ""  # the file's unique name where it has one besides the alias ("UR3_joint1", "joint#0")
    handle: int | None = None  # the file's handle
    pose: Pose = field(default_factory=Pose)
    parent: SceneObject | None = None
    children: list[SceneObject] = field(default_factory=list)
    scripts: list[Script] = field(default_factory=list)

    @property
    def label(self) -> str:
        """The alias, or CoppeliaSim's default alias for the kind."""
        return self.alias or KINDS.get(self.kind, "Object")

    def walk(self) -> Iterator[SceneObject]:
        """This object and its descendants, parents first."""
        yield self
        for child in self.children:
            yield from child.walk()


@dataclass(eq=False)
class Shape(SceneObject):
    """A shape: geometry, looks and dynamics."""

    kind: ClassVar[str] = "shape"

    items: list[GeometryItem] = field(default_factory=list)
    rgba: tuple[float, float, float, float] = (0.8, 0.8, 0.8, 1.0)
    mass: float | None = None  # None (or 0): the file does not say; tether computes it from the primitives
    inertia: Inertia | None = None  # None: the file gives none (a zero or unphysical one: the same)
    static: bool = True
    respondable: bool = False
    collision_mask: int = 0xFFFF
    friction: tuple[float, float, float] | None = None  # MuJoCo's sliding, torsional, rolling

    def leaves(self) -> Iterator[tuple[GeometryItem, Pose]]:
        """Every non-compound item with its frame relative to the shape."""
        def visit(items: list[GeometryItem], frame: Pose) -> Iterator[tuple[GeometryItem, Pose]]:
            for item in items:
                placed = frame.compose(item.frame)
                if isinstance(item, Compound):
                    yield from visit(item.items, placed)
                else:
                    yield item, placed
        yield from visit(self.items, Pose())


@dataclass
class Dependency:
    """A dependent joint follows ``q = offset + multiplier * q_master``."""

    master_handle: int | None = None
    master_alias: str = ""
    offset: float = 0.0
    multiplier: float = 1.0


#: CoppeliaSim's joint modes (sim.jointmode_*) as the model names them: V-REP's "passive" and
#: "motion" are today's kinematic mode, its "force" mode today's dynamic one.
JOINT_MODES: dict[int, str] = {0: "kinematic", 1: "kinematic", 2: "ik", 3: "dependent", 4: "dependent", 5: "dynamic"}
_MODE_NAMES = {"passive": "kinematic", "motion": "kinematic", "force": "dynamic", "kinematic": "kinematic",
               "ik": "ik", "dependent": "dependent", "dynamic": "dynamic"}
#: CoppeliaSim's joint types (sim.joint_*_subtype).
JOINT_TYPES: dict[int, str] = {10: "revolute", 11: "prismatic", 12: "spherical"}


def joint_mode(name: str) -> str:
    """A joint mode's name in any CoppeliaSim version's words, as the model names it ("dynamic"
    for one it does not know)."""
    return _MODE_NAMES.get(name.strip().lower(), "dynamic")


@dataclass(eq=False)
class Joint(SceneObject):
    """A joint; its children hang from its moved frame (rotation or slide along local z)."""

    kind: ClassVar[str] = "joint"

    joint_type: str = "revolute"  # "revolute", "prismatic" or "spherical"
    position: float = 0.0
    spherical_quat: np.ndarray = field(default_factory=_identity_quat)
    minimum: float = -math.pi
    span: float = 2 * math.pi  # the limit interval is [minimum, minimum + span]
    cyclic: bool = True
    mode: str = "dynamic"  # "dynamic", "kinematic", "dependent" or "ik" (JOINT_MODES)
    ctrl_mode: int | None = None  # CoppeliaSim 4.4+ dynamic control mode code (sim.jointdynctrl_*)
    motor_enabled: bool = False
    control_loop_enabled: bool = False
    target_position: float = 0.0
    target_velocity: float = 0.0
    max_force: float | None = None  # None: CoppeliaSim's default for the type
    max_velocity: float | None = None
    pid: tuple[float, float, float] = (0.1, 0.0, 0.0)
    spring: tuple[float, float] = (0.1, 0.0)  # K, C
    dependency: Dependency | None = None


@dataclass(eq=False)
class Dummy(SceneObject):
    """A dummy: a reference frame."""

    kind: ClassVar[str] = "dummy"

    size: float = 0.01


@dataclass(eq=False)
class ProximitySensor(SceneObject):
    """A proximity sensor: its volume along its +z."""

    kind: ClassVar[str] = "proximity_sensor"

    sensor_type: str = "cone"  # "ray", "cone", "pyramid", "cylinder", "disc"
    size: float = 0.01
    offset: float = 0.0
    range: float = 0.2
    angle: float = math.radians(60.0)  # cone, disc: the full opening angle
    xy_size_far: tuple[float, float] = (0.2, 0.2)  # pyramid
    radius: tuple[float, float] = (0.1, 0.1)  # cylinder, disc: close and far
    detectable_handle: int | None = None  # an object's or a collection's handle (-1: all)
    detectable_alias: str = ""  # where the file names it instead ("@collection@name" for a collection)


@dataclass(eq=False)
class Lens(SceneObject):
    """What a vision sensor and a camera share: a projection looking along the object's +z,
    clipped between ``near`` and ``far``."""

    perspective: bool = True
    view_angle: float = math.radians(60.0)  # perspective: the full opening angle
    ortho_size: float = 1.0  # orthographic: the width seen
    near: float = 0.01
    far: float = 10.0


@dataclass(eq=False)
class VisionSensor(Lens):
    """A vision sensor: renders what its lens sees at ``resolution``."""

    kind: ClassVar[str] = "vision_sensor"

    resolution: tuple[int, int] = (256, 256)


@dataclass(eq=False)
class Camera(Lens):
    """A camera (a viewpoint of the scene's views); CoppeliaSim's default clipping is wider."""

    kind: ClassVar[str] = "camera"

    near: float = 0.05
    far: float = 30.0


@dataclass(eq=False)
class ForceSensor(SceneObject):
    """A force sensor between its parent and its child."""

    kind: ClassVar[str] = "force_sensor"

    size: float = 0.05
    force_threshold: float | None = None
    torque_threshold: float | None = None


@dataclass(eq=False)
class ScriptObject(SceneObject):
    """A script as an object of the tree (CoppeliaSim 4.6+): it runs on the object it hangs from."""

    kind: ClassVar[str] = "script"


@dataclass(eq=False)
class StandIn(SceneObject):
    """An object tether does not simulate (light, graph, path, octree, point cloud, mirror, mill,
    marker, or an unknown type): kept with its kind, name, alias, handle and pose."""

    kind: ClassVar[str] = "unknown"
    of_kind: str = "unknown"  # the object's kind (a key of KINDS)
    source_type: str = ""  # what the file called it (an XML tag, a chunk tag)

    @property
    def label(self) -> str:
        return self.alias or KINDS.get(self.of_kind, "Object")


def kind_of(obj: SceneObject) -> str:
    """The object's kind, a stand-in's included."""
    return obj.of_kind if isinstance(obj, StandIn) else obj.kind


# -- documents --------------------------------------------------------------------------------------
@dataclass
class SceneDocument:
    """A whole file: a scene or a model, its object tree and the scripts not tied to an object."""

    is_scene: bool
    roots: list[SceneObject] = field(default_factory=list)
    loose_scripts: list[Script] = field(default_factory=list)  # the main script among them
    format: str = ""  # "xml simple", "xml exhaustive", "binary"
    writer: str = ""  # the program and version that wrote it ("CoppeliaSim 4.2.0", "V-REP 3.4.0"), if known
    serialization: int | None = None  # the file's serialization version, if known
    skipped: dict[str, int] = field(default_factory=dict)  # sections the reader skipped, counted per kind
    notes: list[str] = field(default_factory=list)  # one line each, what the reader could not read

    def objects(self) -> list[SceneObject]:
        """Every object, parents before children."""
        return [o for root in self.roots for o in root.walk()]

    def skip(self, kind: str, count: int = 1) -> None:
        """Count a section the reader did not read."""
        self.skipped[kind] = self.skipped.get(kind, 0) + count

    def link(self, objects: list[SceneObject], parent_handles: dict[int, int]) -> None:
        """Make the tree of objects listed flat, each with its ``handle``, in any order (files
        may list children before their parents): ``parent_handles`` maps a handle to its parent's
        (-1: a root). An unknown parent, or a loop, makes the object a root. Roots and children
        keep the order of ``objects``."""
        by_handle = {o.handle: o for o in objects if o.handle is not None}
        for obj in objects:
            parent = by_handle.get(parent_handles.get(obj.handle, -1)) if obj.handle is not None else None
            ancestor, steps = parent, 0
            while ancestor is not None and ancestor is not obj and steps <= len(objects):
                ancestor, steps = ancestor.parent, steps + 1
            if parent is not None and ancestor is None:
                obj.parent = parent
                parent.children.append(obj)
            else:
                self.roots.append(obj)
