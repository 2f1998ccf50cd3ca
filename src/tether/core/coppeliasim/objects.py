"""CoppeliaSim's XML object tree, read from either variant into one neutral form.

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
CoppeliaSim's defaults.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

import numpy as np

from tether.core.errors import SceneError

#: Object elements and the alias CoppeliaSim gives an object of that type without one.
OBJECT_TAGS = {
    "shape": "Shape", "joint": "Joint", "dummy": "Dummy", "camera": "Camera",
    "proximitySensor": "Proximity_sensor", "visionSensor": "Vision_sensor", "forceSensor": "Force_sensor",
    "script": "Script", "light": "Light", "graph": "Graph", "path": "Path", "ocTree": "Octree",
    "octree": "Octree", "pointCloud": "Point_cloud", "marker": "Marker", "mirror": "Mirror", "mill": "Mill",
    "customSceneObject": "Object",
}
SCRIPT_TAGS = ("childScript", "customizationScript")
FILETYPES = {"simpleScene": (False, True), "simpleModel": (False, False),
             "exhaustiveScene": (True, True), "exhaustiveModel": (True, False)}  # (exhaustive, scene)
_HANDLE_SUFFIX = re.compile(r"\*\d+$")  # the simple format writes "alias*handle"


@dataclass
class XmlScript:
    """A script embedded in the file."""

    kind: str  # "child", "customization" or "main"
    text: str
    lang: str  # "lua" or "python"
    threaded: bool
    enabled: bool = True


@dataclass(eq=False)
class XmlObject:
    """One object of the file's tree, its pose relative to its parent (CoppeliaSim's)."""

    kind: str  # the element's tag: "shape", "joint", ...
    alias: str
    element: ET.Element
    pos: np.ndarray
    quat: np.ndarray  # w, x, y, z
    parent: XmlObject | None = None
    children: list[XmlObject] = field(default_factory=list)
    scripts: list[XmlScript] = field(default_factory=list)
    handle: int | None = None

    def walk(self):  # noqa: ANN201 - a generator of XmlObject
        """This object and its descendants, parents first."""
        yield self
        for child in self.children:
            yield from child.walk()


@dataclass
class XmlDocument:
    """A whole file: its variant, its root objects and the scripts not tied to an object."""

    exhaustive: bool
    is_scene: bool
    roots: list[XmlObject]
    loose_scripts: list[XmlScript]
    other_tags: list[str]  # top-level elements that are not objects or scripts

    def objects(self) -> list[XmlObject]:
        """Every object of the file, parents before children."""
        return [o for root in self.roots for o in root.walk()]


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
    text = node.text.strip().lower()
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no"):
        return False
    return default


def text(element: ET.Element | None, path: str, default: str = "") -> str:
    """A child's text, stripped (``default`` where missing)."""
    node = element.find(path) if element is not None else None
    return (node.text or "").strip() if node is not None and node.text is not None else default


def quat_from_euler_degrees(euler: list[float]) -> np.ndarray:
    """CoppeliaSim's Euler angles (alpha, beta, gamma: R = Rx(a) Ry(b) Rz(g)) as a MuJoCo
    quaternion (w, x, y, z)."""
    out = np.array([1.0, 0.0, 0.0, 0.0])
    for axis, angle in zip(range(3), euler):
        half = math.radians(angle) / 2
        q = np.zeros(4)
        q[0], q[1 + axis] = math.cos(half), math.sin(half)
        out = _mul(out, q)
    return out


def _mul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    w1, x1, y1, z1 = a
    w2, x2, y2, z2 = b
    return np.array([
        w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2,
        w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
        w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2,
        w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2,
    ])


def local_frame(element: ET.Element | None, exhaustive: bool) -> tuple[np.ndarray, np.ndarray]:
    """Position and quaternion (w, x, y, z) of a ``<localFrame>``-like element: a quaternion if
    it has one, else Euler angles in degrees."""
    pos = np.array(floats(element, "position", 3, (0.0, 0.0, 0.0)))
    if element is not None and element.find("quaternion") is not None:
        quat = np.array(floats(element, "quaternion", 4, (1.0, 0.0, 0.0, 0.0)))
        norm = float(np.linalg.norm(quat))
        quat = quat / norm if norm > 1e-9 else np.array([1.0, 0.0, 0.0, 0.0])
    else:
        quat = quat_from_euler_degrees(floats(element, "euler", 3, (0.0, 0.0, 0.0)))
    return pos, quat


# -- reading ---------------------------------------------------------------------------------------
def read_document(root: ET.Element, where: str) -> XmlDocument:
    """The object tree of a parsed CoppeliaSim XML file (``where`` names it in errors)."""
    if root.tag != "CoppeliaSim":
        raise SceneError(f"{where}: not a CoppeliaSim XML file (its root element is <{root.tag}>, "
                         "not <CoppeliaSim>)")
    filetype = text(root, "filetype")
    if filetype not in FILETYPES:
        raise SceneError(f"{where}: <filetype> is {filetype!r}; CoppeliaSim XML files say simpleScene, "
                         "simpleModel, exhaustiveScene or exhaustiveModel")
    exhaustive, is_scene = FILETYPES[filetype]
    if exhaustive:
        return _read_exhaustive(root, is_scene)
    return _read_simple(root, is_scene)


_HEADER_TAGS = {"filetype", "xmlSerializationNb", "prgFlavor", "prgVer", "prgRev"}


def _read_simple(root: ET.Element, is_scene: bool) -> XmlDocument:
    others: list[str] = []
    roots: list[XmlObject] = []
    loose: list[XmlScript] = []
    for child in root:
        if child.tag in OBJECT_TAGS:
            roots.append(_read_simple_object(child, None, others))
        elif child.tag in SCRIPT_TAGS or child.tag == "mainScript":
            loose.append(_script(child, child.tag))
        elif child.tag not in _HEADER_TAGS:
            others.append(child.tag)
    return XmlDocument(False, is_scene, roots, loose, others)


def _read_simple_object(element: ET.Element, parent: XmlObject | None, others: list[str]) -> XmlObject:
    obj = _new_object(element, parent, exhaustive=False)
    for child in element:
        if child.tag in OBJECT_TAGS:
            sub = _read_simple_object(child, obj, others)
            obj.children.append(sub)
        elif child.tag in SCRIPT_TAGS:
            obj.scripts.append(_script(child, child.tag))
    if obj.kind == "script":
        obj.scripts.append(_script(element, "script"))
    return obj


def _read_exhaustive(root: ET.Element, is_scene: bool) -> XmlDocument:
    others: list[str] = []
    objects: list[XmlObject] = []
    by_handle: dict[int, XmlObject] = {}
    parents: dict[int, int] = {}
    attached: list[tuple[int, XmlScript]] = []
    loose: list[XmlScript] = []
    for child in root:
        if child.tag == "sceneObject":
            typed = next((c for c in child if c.tag in OBJECT_TAGS), None)
            if typed is None:
                others.append("sceneObject without a known object type")
                continue
            obj = _new_object(typed, None, exhaustive=True)
            common = typed.find("common")
            obj.handle = integer(common, "handle", -1 - len(objects))
            parents[obj.handle] = integer(common, "parentHandle", -1)
            if obj.kind == "script":
                obj.scripts.append(_script(typed, "script"))
            objects.append(obj)
            by_handle[obj.handle] = obj
        elif child.tag == "script":  # a scene-level script (CoppeliaSim 4.5 and earlier)
            script = _script(child, "script")
            owner = integer(child, "objectHandle", -1)
            if script.kind == "main" or owner < 0:
                loose.append(script)
            else:
                attached.append((owner, script))
        elif child.tag not in _HEADER_TAGS:
            others.append(child.tag)
    roots: list[XmlObject] = []
    for obj in objects:
        parent = by_handle.get(parents.get(obj.handle, -1)) if obj.handle is not None else None
        if parent is not None and parent is not obj:
            obj.parent = parent
            parent.children.append(obj)
        else:
            roots.append(obj)
    for owner, script in attached:
        target = by_handle.get(owner)
        (target.scripts if target is not None else loose).append(script)
    return XmlDocument(True, is_scene, roots, loose, others)


def _new_object(element: ET.Element, parent: XmlObject | None, exhaustive: bool) -> XmlObject:
    common = element.find("common")
    alias = ""
    for tag in ("alias", "name", "altName"):  # whichever the file's CoppeliaSim version wrote
        alias = _HANDLE_SUFFIX.sub("", text(common, tag))
        if alias:
            break
    alias = alias or OBJECT_TAGS[element.tag]
    pos, quat = local_frame(common.find("localFrame") if common is not None else None, exhaustive)
    return XmlObject(element.tag, alias, element, pos, quat, parent)


def _script(element: ET.Element, tag: str) -> XmlScript:
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
    return XmlScript(kind, source, "python" if lang == "python" else "lua", threaded, enabled)


def _cdata(node: ET.Element | None) -> str:
    if node is None:
        return ""
    source = "".join(node.itertext())
    if source.startswith("\n") and source.endswith("\n") and len(source) > 1:
        source = source[1:-1]
    return source
