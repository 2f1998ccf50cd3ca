"""CoppeliaSim's XML exports, either variant, read into the scene model (:mod:`.model`).

- *simple* (``<filetype>simpleScene</filetype>`` or ``simpleModel``): objects nest as the scene
  hierarchy does (``<shape>`` inside ``<joint>`` inside ``<shape>``...); poses are a position and
  Euler angles in degrees; child scripts sit inside their object as ``<childScript>``.
- *exhaustive* (``exhaustiveScene``/``exhaustiveModel``): a flat list of ``<sceneObject>``
  elements in hierarchy order, each naming its ``<handle>`` and ``<parentHandle>``; poses are a
  position and a quaternion (w, x, y, z); scripts are top-level ``<script>`` elements naming the
  ``<objectHandle>`` they are attached to.

In both, an object's element (``<shape>``, ``<joint>``...) starts with ``<common>`` (alias, pose)
followed by what its type adds. CoppeliaSim 4.6 and later also write scripts as objects
(``<script>``) of the tree. Values tether cannot read (``-nan``, missing, garbage) fall back to
CoppeliaSim's defaults. The files write angles in degrees; the model holds radians.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

import numpy as np

import tether.core.importers.coppeliasim.model as m
from tether.core.engine.errors import SceneError

#: Object elements and the model kind each becomes (anything else in ``<sceneObject>``: unknown).
OBJECT_TAGS: dict[str, str] = {
    "shape": "shape", "joint": "joint", "dummy": "dummy", "camera": "camera",
    "proximitySensor": "proximity_sensor", "visionSensor": "vision_sensor", "forceSensor": "force_sensor",
    "script": "script", "light": "light", "graph": "graph", "path": "path", "ocTree": "octree",
    "octree": "octree", "pointCloud": "point_cloud", "marker": "marker", "mirror": "mirror", "mill": "mill",
    "customSceneObject": "unknown",
}
SCRIPT_TAGS = ("childScript", "customizationScript")
FILETYPES = {"simpleScene": (False, True), "simpleModel": (False, False),
             "exhaustiveScene": (True, True), "exhaustiveModel": (True, False)}  # (exhaustive, scene)
_HANDLE_SUFFIX = re.compile(r"\*(\d+)$")  # the simple format writes "alias*handle"
_HEADER_TAGS = {"filetype", "xmlSerializationNb", "prgFlavor", "prgVer", "prgRev"}
_DEG = math.pi / 180.0
_MAX_HEIGHTS = 4_000_000


# -- values ---------------------------------------------------------------------------------------
def floats(element: ET.Element | None, path: str, count: int, default: tuple[float, ...]) -> list[float]:
    """``count`` numbers from a child's text; CoppeliaSim's default where missing or unreadable
    (a ``-nan`` or ``inf`` entry takes that entry's default)."""
    node = element.find(path) if element is not None else None
    if node is None or not (node.text or "").strip():
        return list(default)
    parts = (node.text or "").replace(",", " ").split()
    values = list(default)
    for i in range(min(count, len(parts))):
        try:
            value = float(parts[i])
        except ValueError:
            continue
        if math.isfinite(value):
            values[i] = value
    return values


def number(element: ET.Element | None, path: str, default: float) -> float:
    """One number from a child's text (``default`` where missing or unreadable)."""
    return floats(element, path, 1, (default,))[0]


def integer(element: ET.Element | None, path: str, default: int) -> int:
    """One integer from a child's text (``default`` where missing, unreadable or out of range)."""
    value = number(element, path, float(default))
    return int(value) if abs(value) < 2**31 else default


def flag(element: ET.Element | None, path: str, default: bool) -> bool:
    """A ``true``/``false`` child (``default`` where missing or anything else)."""
    node = element.find(path) if element is not None else None
    if node is None or node.text is None:
        return default
    value = node.text.strip().lower()
    if value in ("true", "1", "yes"):
        return True
    if value in ("false", "0", "no"):
        return False
    return default


def text(element: ET.Element | None, path: str, default: str = "") -> str:
    """A child's text, stripped (``default`` where missing)."""
    node = element.find(path) if element is not None else None
    return (node.text or "").strip() if node is not None and node.text is not None else default


def has(element: ET.Element | None, path: str) -> bool:
    """The element has a child at ``path``."""
    return element is not None and element.find(path) is not None


def _numbers(node: ET.Element | None) -> list[float]:
    """Every number of a node's text (an unreadable or non-finite one reads as 0)."""
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


def quat_from_euler_degrees(euler: list[float]) -> np.ndarray:
    """CoppeliaSim's Euler angles in degrees (R = Rx(a) Ry(b) Rz(g)) as a quaternion (w, x, y, z)."""
    return m.quat_from_euler(*(math.radians(a) for a in euler))


def local_frame(element: ET.Element | None) -> m.Pose:
    """A ``<localFrame>``-like element: a position and a quaternion if it has one, else Euler
    angles in degrees."""
    pos = np.array(floats(element, "position", 3, (0.0, 0.0, 0.0)))
    if has(element, "quaternion"):
        quat = m.normalized_quat(floats(element, "quaternion", 4, (1.0, 0.0, 0.0, 0.0)))
    else:
        quat = quat_from_euler_degrees(floats(element, "euler", 3, (0.0, 0.0, 0.0)))
    return m.Pose(pos, quat)


def _rgba(holder: ET.Element | None) -> tuple[float, float, float, float] | None:
    if not has(holder, "color/ambientDiffuse"):
        return None
    rgb = floats(holder, "color/ambientDiffuse", 3, (200.0, 200.0, 200.0))
    r, g, b = (min(max(v / 255.0, 0.0), 1.0) for v in rgb)
    return (r, g, b, 1.0)


# -- reading ---------------------------------------------------------------------------------------
def read_document(root: ET.Element, where: str) -> m.SceneDocument:
    """The scene model of a parsed CoppeliaSim XML file (``where`` names it in errors and notes)."""
    if root.tag != "CoppeliaSim":
        raise SceneError(f"{where}: not a CoppeliaSim XML file (its root element is <{root.tag}>, "
                         "not <CoppeliaSim>)")
    filetype = text(root, "filetype")
    if filetype not in FILETYPES:
        raise SceneError(f"{where}: <filetype> is {filetype!r}; CoppeliaSim XML files say simpleScene, "
                         "simpleModel, exhaustiveScene or exhaustiveModel")
    exhaustive, is_scene = FILETYPES[filetype]
    doc = m.SceneDocument(is_scene, format="xml exhaustive" if exhaustive else "xml simple",
                        writer=_writer(root), serialization=_serialization(root))
    reader = _Reader(doc, where, exhaustive)
    if exhaustive:
        reader.read_exhaustive(root)
    else:
        reader.read_simple(root)
    reader.finish()
    return doc


def _writer(root: ET.Element) -> str:
    version = integer(root, "prgVer", 0)
    if version <= 0:
        return ""
    flavor = text(root, "prgFlavor")
    name = "V-REP" if version < 40000 else "CoppeliaSim"
    numbers = f"{version // 10000}.{version // 100 % 100}.{version % 100}"
    revision = integer(root, "prgRev", -1)
    return f"{name} {numbers}" + (f" rev{revision}" if revision > 0 else "") + (f" {flavor}" if flavor else "")


def _serialization(root: ET.Element) -> int | None:
    value = integer(root, "xmlSerializationNb", -1)
    return value if value >= 0 else None


class _Reader:
    def __init__(self, doc: m.SceneDocument, where: str, exhaustive: bool) -> None:
        self.doc = doc
        self.where = where
        self.exhaustive = exhaustive

        self.counts: dict[str, int] = {}

    def note(self, kind: str, line: str) -> None:
        """One line for the first of each kind (``finish`` adds how many there were in all)."""
        self.counts[kind] = self.counts.get(kind, 0) + 1
        if self.counts[kind] == 1:
            self.doc.notes.append(f"{self.where}: {line}")

    def finish(self) -> None:
        for kind, count in self.counts.items():
            if count > 1:
                self.doc.notes.append(f"{self.where}: {count} {kind} in all")

    # -- the two layouts ------------------------------------------------------------------------
    def read_simple(self, root: ET.Element) -> None:
        for child in root:
            if child.tag in OBJECT_TAGS:
                self.doc.roots.append(self._simple_object(child, None))
            elif child.tag in SCRIPT_TAGS or child.tag == "mainScript":
                self.doc.loose_scripts.append(_script(child, child.tag))
            elif child.tag not in _HEADER_TAGS:
                self.doc.skip(child.tag)

    def _simple_object(self, element: ET.Element, parent: m.SceneObject | None) -> m.SceneObject:
        obj = self.read_object(element)
        obj.parent = parent
        for child in element:
            if child.tag in OBJECT_TAGS:
                obj.children.append(self._simple_object(child, obj))
            elif child.tag in SCRIPT_TAGS:
                obj.scripts.append(_script(child, child.tag))
        return obj

    def read_exhaustive(self, root: ET.Element) -> None:
        objects: list[m.SceneObject] = []
        by_handle: dict[int, m.SceneObject] = {}
        parents: dict[int, int] = {}
        attached: list[tuple[int, m.Script]] = []
        for child in root:
            if child.tag == "sceneObject":
                typed = next((c for c in child if c.tag in OBJECT_TAGS), None)
                if typed is None:  # an object type this reader does not know: kept as a stand-in
                    typed = next((c for c in child if has(c, "common")), None)
                    if typed is None:
                        self.doc.skip("sceneObject without a known object type")
                        continue
                obj = self.read_object(typed)
                common = typed.find("common")
                obj.handle = integer(common, "handle", -1 - len(objects))
                parents[obj.handle] = integer(common, "parentHandle", -1)
                objects.append(obj)
                by_handle[obj.handle] = obj
            elif child.tag == "script":  # a scene-level script (CoppeliaSim 4.5 and earlier)
                script = _script(child, "script")
                owner = integer(child, "objectHandle", -1)
                if script.kind == "main" or owner < 0:
                    self.doc.loose_scripts.append(script)
                else:
                    attached.append((owner, script))
            elif child.tag not in _HEADER_TAGS:
                self.doc.skip(child.tag)
        self.doc.link(objects, parents)
        for owner, script in attached:
            target = by_handle.get(owner)
            (target.scripts if target is not None else self.doc.loose_scripts).append(script)

    # -- objects --------------------------------------------------------------------------------
    def read_object(self, element: ET.Element) -> m.SceneObject:
        """One object element (without its children): common part, then what its kind adds."""
        kind = OBJECT_TAGS.get(element.tag, "unknown")
        reader = getattr(self, f"read_{kind}", None)
        obj: m.SceneObject = reader(element) if reader is not None else m.StandIn(of_kind=kind, source_type=element.tag)
        common = element.find("common")
        raw_alias = ""
        for tag in ("alias", "name", "altName"):  # whichever the file's CoppeliaSim version wrote
            raw_alias = text(common, tag)
            if raw_alias:
                break
        match = _HANDLE_SUFFIX.search(raw_alias)
        if match is not None and not self.exhaustive:
            obj.handle = int(match.group(1))  # the simple format's "alias*handle"
        obj.alias = _HANDLE_SUFFIX.sub("", raw_alias) or m.KINDS.get(kind, "Object")
        name = text(common, "name")
        obj.name = name if name and name != obj.alias else ""
        obj.pose = local_frame(common.find("localFrame") if common is not None else None)
        return obj

    def read_shape(self, e: ET.Element) -> m.Shape:
        dyn = e.find("dynamics")
        shape = m.Shape(static=flag(dyn, "switches/static", True), respondable=flag(dyn, "switches/respondable", False),
                      collision_mask=integer(dyn, "respondableMask", 0xFFFF) & 0xFFFF)
        shape.rgba = _rgba(e) or _rgba(e.find("meshProxy/mesh")) or shape.rgba
        shape.items = self.simple_items(e) if not self.exhaustive else self.exhaustive_items(e)
        if not shape.items:
            self.note("shapes without geometry", f"shape {text(e.find('common'), 'alias') or 'Shape'!r} has no "
                      "primitive or mesh tether reads: it has no geometry")
        self.shape_dynamics(e, shape)
        shape.friction = _friction(dyn)
        return shape

    def shape_dynamics(self, e: ET.Element, shape: m.Shape) -> None:
        """Mass and inertia: the shape's <dynamics> (simple format), or its mesh's (exhaustive)."""
        dyn = e.find("dynamics")
        holder = next((h for h in (e.find(p) for p in _MESH_DYNAMICS) if h is not None), None)
        mass = None
        for node in (dyn, holder):
            if has(node, "mass"):
                value = number(node, "mass", float("nan"))
                if math.isfinite(value):
                    mass = value
                    break
        shape.mass = mass
        com = np.array(floats(dyn, "centerOfMass", 3, tuple(floats(holder, "centerOfMass", 3, (0.0, 0.0, 0.0)))))
        if has(dyn, "inertiaMatrix"):  # simple, CoppeliaSim 4.5+: the full matrix (mass included)
            full = np.array(floats(dyn, "inertiaMatrix", 9, (0.0,) * 9)).reshape(3, 3)
            per_mass = full / mass if mass else full
            shape.inertia = m.Inertia(m.Pose(com, np.array([1.0, 0.0, 0.0, 0.0])), per_mass)
        elif has(holder, "inertia"):  # exhaustive, CoppeliaSim 4.5+: per unit mass
            per_mass = np.array(floats(holder, "inertia", 9, (0.0,) * 9)).reshape(3, 3)
            shape.inertia = m.Inertia(m.Pose(com, np.array([1.0, 0.0, 0.0, 0.0])), per_mass)
        elif has(holder, "localInertiaFrame/principalMomentsOfInertia"):  # exhaustive, 4.4 and earlier
            frame = local_frame(holder.find("localInertiaFrame"))
            moments = floats(holder, "localInertiaFrame/principalMomentsOfInertia", 3, (0.0,) * 3)
            shape.inertia = m.Inertia.principal(frame, moments)
        elif has(dyn, "principalMomentOfInertia"):  # simple, 4.4 and earlier: per mass, in its frame
            frame = local_frame(dyn.find("localInertiaFrame"))
            moments = floats(dyn, "principalMomentOfInertia", 3, (0.0,) * 3)
            shape.inertia = m.Inertia.principal(frame, moments)
        elif has(dyn, "centerOfMass") or has(holder, "centerOfMass"):  # a centre of mass alone
            shape.inertia = m.Inertia(m.Pose(com, np.array([1.0, 0.0, 0.0, 0.0])), np.zeros((3, 3)))

    def simple_items(self, shape: ET.Element) -> list[m.GeometryItem]:
        items: list[m.GeometryItem] = []
        for child in shape:
            item: m.GeometryItem | None = None
            if child.tag == "primitive":
                item = m.Primitive(type=text(child, "type", "cuboid").lower(),
                                 sizes=np.array(floats(child, "size" if has(child, "size") else "sizes", 3, (0.1,) * 3)))
            elif child.tag == "mesh":
                item = self.mesh(shape, child)
            elif child.tag == "heightfield":
                nx, ny = (int(v) for v in floats(child, "size", 2, (2.0, 2.0)))
                step = min(max(number(child, "gridStep", 0.1), 1e-5), 10.0)
                item = self.heightfield(shape, nx, ny, step, child.find("data"))
            elif child.tag == "compound":
                item = m.Compound(items=self.simple_items(child))
            if item is None:
                continue
            if child.tag != "compound" or has(child, "localFrame"):
                item.frame = local_frame(child.find("localFrame")) if has(child, "localFrame") else m.Pose()
            item.rgba = _rgba(child)
            items.append(item)
        return items

    def exhaustive_items(self, element: ET.Element) -> list[m.GeometryItem]:
        items: list[m.GeometryItem] = []
        for child in element:
            if child.tag == "meshProxy":  # CoppeliaSim writes the shape's mesh inside it
                items += self.exhaustive_items(child)
            elif child.tag == "mesh":
                item = self.exhaustive_mesh(element, child)
                if item is not None:
                    items.append(item)
            elif child.tag == "compound":
                parts: list[m.GeometryItem] = []
                for part in child.iterfind("child"):
                    parts += self.exhaustive_items(part)
                items.append(m.Compound(items=parts))
        return items

    def exhaustive_mesh(self, shape: ET.Element, mesh: ET.Element) -> m.GeometryItem | None:
        primitive = text(mesh, "primitive/type", "none").lower()
        frame = local_frame(mesh.find("verticesLocalFrame")) if has(mesh, "verticesLocalFrame") else m.Pose()
        rgba = _rgba(mesh.find("primitive")) or _rgba(mesh)
        item: m.GeometryItem | None
        if primitive not in ("none", "heightfield", ""):
            holder = mesh.find("primitive")
            item = m.Primitive(frame=frame, type=primitive,
                             sizes=np.array(floats(holder, "size" if has(holder, "size") else "sizes", 3, (0.1,) * 3)))
        elif primitive == "heightfield":
            nx, ny = (int(v) for v in floats(mesh, "heightfield/sizes", 2, (2.0, 2.0)))
            extent = floats(mesh, "primitive/sizes", 3, (1.0, 1.0, 1.0))[0]
            step = min(max(extent / max(nx - 1, 1), 1e-5), 10.0)
            item = self.heightfield(shape, nx, ny, step, mesh.find("heightfield/data"))
            if item is not None:
                item.frame = frame
        else:
            item = self.mesh(shape, mesh)
        if item is not None:
            item.rgba = rgba
        return item

    def mesh(self, shape: ET.Element, item: ET.Element) -> m.Mesh | None:
        alias = text(shape.find("common"), "alias") or "Shape"
        file_name = text(item, "fileName") or text(item, "file")
        if has(item, "vertices") or has(item, "meshData/vertices"):
            holder = item if has(item, "vertices") else item.find("meshData")
            vertices = _numbers(holder.find("vertices"))
            indices = [int(v) for v in _numbers(holder.find("indices"))]
            nvert = len(vertices) // 3
            if nvert < 3 or len(indices) < 3 or any(i < 0 or i >= nvert for i in indices):
                self.note("unreadable meshes", f"the mesh of shape {_HANDLE_SUFFIX.sub('', alias)!r} has too few "
                          "vertices or bad indices: skipped")
                return None
            return m.Mesh(vertices=np.array(vertices[: nvert * 3], dtype=float).reshape(-1, 3),
                        indices=np.array(indices[: len(indices) // 3 * 3], dtype=np.int32).reshape(-1, 3))
        if file_name:
            return m.Mesh(file=file_name)
        return None

    def heightfield(self, shape: ET.Element, nx: int, ny: int, step: float,
                    data: ET.Element | None) -> m.Heightfield | None:
        heights = _numbers(data)
        if nx < 2 or ny < 2 or nx * ny > _MAX_HEIGHTS or len(heights) != nx * ny:
            alias = _HANDLE_SUFFIX.sub("", text(shape.find("common"), "alias") or "Shape")
            self.note("unreadable heightfields", f"the heightfield of shape {alias!r} needs size[0]*size[1] heights: skipped")
            return None
        return m.Heightfield(heights=np.array(heights, dtype=float).reshape(ny, nx), step=step)

    def read_joint(self, e: ET.Element) -> m.Joint:
        kind = text(e, "type", "revolute")
        kind = kind if kind in ("revolute", "prismatic", "spherical") else "revolute"
        prismatic = kind == "prismatic"
        unit = 1.0 if prismatic else _DEG
        dyn = e.find("dynamics")
        joint = m.Joint(joint_type=kind, position=number(e, "position", 0.0) * unit,
                      mode=m.joint_mode(text(e, "mode", "dynamic")))
        if kind == "spherical":
            if has(e, "sphericalQuaternion"):
                joint.spherical_quat = m.normalized_quat(floats(e, "sphericalQuaternion", 4, (1.0, 0.0, 0.0, 0.0)))
            else:
                joint.spherical_quat = quat_from_euler_degrees(floats(e, "sphericalEuler", 3, (0.0, 0.0, 0.0)))
        joint.cyclic = flag(e, "switches/cyclic", not prismatic) and not prismatic
        joint.minimum = number(e, "minPosition", -0.5 if prismatic else -180.0) * unit
        joint.span = number(e, "range", 1.0 if prismatic else 360.0) * unit
        if has(dyn, "ctrlMode"):
            joint.ctrl_mode = integer(dyn, "ctrlMode", 0)
        joint.motor_enabled = flag(dyn, "switches/motorEnabled", False)
        joint.control_loop_enabled = flag(dyn, "switches/controlLoopEnabled", False)
        joint.target_position = number(e, "targetPosition", number(e, "position", 0.0)) * unit
        joint.target_velocity = number(e, "targetVelocity", 0.0) * unit
        joint.max_force = number(dyn, "maxForce", 50.0 if prismatic else 2.5)
        vmax = number(dyn, "upperVelocityLimit", float("nan"))
        if not math.isfinite(vmax) and has(e, "maxVelAccelJerk"):
            vmax = floats(e, "maxVelAccelJerk", 3, (float("nan"),) * 3)[0]
        joint.max_velocity = abs(vmax) * unit if math.isfinite(vmax) and vmax != 0 else None
        pid = floats(dyn, "pidValues", 3, (0.1, 0.0, 0.0))
        joint.pid = (pid[0], pid[1], pid[2])
        kc = floats(dyn, "kcValues", 2, (0.1, 0.0))
        joint.spring = (kc[0], kc[1])
        if joint.mode == "dependent" or has(e, "dependency/jointHandle") or has(e, "dependency/dependentJointAlias"):
            dep = e.find("dependency")
            handle = integer(dep, "jointHandle", -1) if self.exhaustive else -1
            joint.dependency = m.Dependency(
                master_handle=handle if handle >= 0 else None,
                master_alias=_HANDLE_SUFFIX.sub("", text(dep, "dependentJointAlias") or text(dep, "dependentJoint")),
                offset=number(dep, "offset_m_or_rad", 0.0), multiplier=number(dep, "mult_m_or_rad", 1.0))
            if joint.mode != "dependent" and joint.dependency.master_handle is None and not joint.dependency.master_alias:
                joint.dependency = None
        return joint

    def read_dummy(self, e: ET.Element) -> m.Dummy:
        return m.Dummy(size=number(e, "size", 0.01))

    def read_proximity_sensor(self, e: ET.Element) -> m.ProximitySensor:
        volume = e.find("volume")
        sensor = m.ProximitySensor(sensor_type=text(e, "type", "cone").lower(), size=number(e, "size", 0.01),
                                 offset=number(volume, "offset", 0.0), range=number(volume, "range", 0.2),
                                 angle=number(volume, "angle", 60.0) * _DEG)
        far = floats(volume, "xySizeFar", 2, (0.2, 0.2))
        sensor.xy_size_far = (far[0], far[1])
        radius = floats(volume, "closeFarRadius", 2, (0.1, 0.1))
        sensor.radius = (radius[0], radius[1])
        if self.exhaustive:
            if has(e, "detectableEntity"):
                sensor.detectable_handle = integer(e, "detectableEntity", -1)
        else:
            alias = text(e, "detectableObjectAlias")
            match = _HANDLE_SUFFIX.search(alias)
            if match is not None:
                sensor.detectable_handle = int(match.group(1))
            sensor.detectable_alias = _HANDLE_SUFFIX.sub("", alias) or text(e, "detectableEntity")
        return sensor

    def read_vision_sensor(self, e: ET.Element) -> m.VisionSensor:
        res = floats(e, "resolution", 2, (256.0, 256.0))
        clip = floats(e, "clippingPlanes", 2, (0.01, 10.0))
        return m.VisionSensor(resolution=(max(1, min(int(res[0]), 4096)), max(1, min(int(res[1]), 4096))),
                            perspective=_perspective(e), view_angle=number(e, "viewAngle", 60.0) * _DEG,
                            ortho_size=number(e, "orthoViewSize", 1.0), near=clip[0], far=clip[1])

    def read_camera(self, e: ET.Element) -> m.Camera:
        clip = floats(e, "clippingPlanes", 2, (0.05, 30.0))
        return m.Camera(perspective=_perspective(e), view_angle=number(e, "viewAngle", 60.0) * _DEG,
                      ortho_size=number(e, "orthoViewSize", 1.0), near=clip[0], far=clip[1])

    def read_force_sensor(self, e: ET.Element) -> m.ForceSensor:
        sensor = m.ForceSensor(size=number(e, "size", 0.05))
        if flag(e, "force/thresholdEnabled", False):
            sensor.force_threshold = number(e, "force/threshold", 100.0)
        if flag(e, "torque/threasholdEnabled", False) or flag(e, "torque/thresholdEnabled", False):
            sensor.torque_threshold = number(e, "torque/threshold", 10.0)
        return sensor

    def read_script(self, e: ET.Element) -> m.ScriptObject:
        return m.ScriptObject(scripts=[_script(e, "script")])


# where the exhaustive format keeps a shape's mass and inertia (CoppeliaSim nests the mesh in <meshProxy>)
_MESH_DYNAMICS = ("meshProxy/mesh/dynamics", "meshProxy/compound/dynamics", "mesh/dynamics", "compound/dynamics")


def _perspective(e: ET.Element) -> bool:
    return flag(e, "switches/perspectiveMode", flag(e, "perspectiveMode", True))


def _friction(dyn: ET.Element | None) -> tuple[float, float, float] | None:
    material = dyn.find("material") if dyn is not None else None
    if material is None:
        return None
    if has(material, "engines/mujoco/friction"):
        a, b, c = floats(material, "engines/mujoco/friction", 3, (1.0, 0.005, 0.0001))
        return (a, b, c)
    for engine in ("bullet", "ode"):
        if has(material, f"engines/{engine}/friction"):
            return (number(material, f"engines/{engine}/friction", 1.0), 0.005, 0.0001)
    return None


def _script(element: ET.Element, tag: str) -> m.Script:
    """A script element: ``<childScript>``/``<customizationScript>`` (simple), a scene-level
    ``<script>`` with a ``<type>``, or a script object."""
    source = _cdata(element.find("scriptText"))
    kind_text = text(element, "type")
    if tag == "customizationScript" or kind_text == "customizationScript":
        kind = "customization"
    elif tag == "mainScript" or kind_text == "mainScript":
        kind = "main"
    else:
        kind = "child"
    lang = text(element, "lang").lower()
    first = source.lstrip().split("\n", 1)[0].strip().lower()
    if not lang:
        lang = "python" if first.startswith("#python") else "lua"
    threaded = flag(element, "switches/threadedExecution", False) or flag(element, "threadedExecution", False) \
        or "sysCall_thread" in source
    enabled = flag(element, "switches/enabled", True)
    return m.Script(kind, source, "python" if lang == "python" else "lua", threaded, enabled)


def _cdata(node: ET.Element | None) -> str:
    if node is None:
        return ""
    source = "".join(node.itertext())
    if source.startswith("\n") and source.endswith("\n") and len(source) > 1:
        source = source[1:-1]
    return source
