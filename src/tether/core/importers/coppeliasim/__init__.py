"""CoppeliaSim scenes and models opened as tether scenes: binary ``.ttt``/``.ttm`` files and the
XML exports (``.simscene.xml``, ``.simmodel.xml``).

Loading one is two steps:

1. a reader fills the scene model (:mod:`~tether.core.importers.coppeliasim.model`): for XML (a *simple* or
   an *exhaustive* export, told apart by ``<filetype>``),
   :func:`~tether.core.importers.coppeliasim.safe_parse.parse_bounded` then
   :func:`~tether.core.importers.coppeliasim.xml_reader.read_document`; for the binary format,
   :func:`~tether.core.importers.coppeliasim.binary.read_binary` (:func:`read_coppelia_file` picks);
2. :func:`import_document` (for a model read from any format) has
   :func:`~tether.core.importers.coppeliasim.to_mujoco.build_spec` make an MjSpec and the manifest entries
   (motors, sensors, scripts) that tether's scene builder takes as it takes a TOML manifest's.

After the scene is built, :meth:`Imported.finish` shows CoppeliaSim's aliases in the object tree,
gives stand-ins (lights, graphs... as dummies) their CoppeliaSim object type and sets the joints'
targets. What tether does not simulate is listed with one line each
(logged as warnings, and kept in :attr:`Imported.notes`), never a failure.
"""

from __future__ import annotations

import importlib.util
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

import mujoco

from tether.core.importers.coppeliasim.binary import is_coppelia_binary, read_binary
from tether.core.importers.coppeliasim.model import SceneDocument, StandIn
from tether.core.importers.coppeliasim.safe_parse import parse_bounded
from tether.core.importers.coppeliasim.to_mujoco import DEFAULT_SUBSTEPS, DEFAULT_TIME_STEP, MAPPING, build_spec
from tether.core.importers.coppeliasim.xml_reader import read_document
from tether.core.engine.specs import Manifest, ScriptSpec
from tether.core.engine.states import ObjectType

if TYPE_CHECKING:
    from tether.core.engine.objects import SceneObject
    from tether.core.engine.scene import Scene

__all__ = ["MAPPING", "SUFFIXES", "Imported", "describe_source", "import_document", "is_coppelia_file",
           "is_coppelia_xml", "read_coppelia_file", "read_coppelia_xml"]

logger = logging.getLogger("tether.scene")

#: File names tether opens as CoppeliaSim XML (a plain ``.xml`` whose root is <CoppeliaSim> too).
SUFFIXES = (".simscene.xml", ".simmodel.xml")
_SNIFF_BYTES = 4096
#: The object type a stand-in keeps (CoppeliaSim's sim.object_*_type); other kinds are dummies.
STAND_IN_TYPES = {
    "light": ObjectType.LIGHT, "graph": ObjectType.GRAPH, "path": ObjectType.PATH, "octree": ObjectType.OCTREE,
    "point_cloud": ObjectType.POINT_CLOUD, "mirror": ObjectType.MIRROR, "mill": ObjectType.MILL,
}


def is_coppelia_xml(path: Path) -> bool:
    """The file is a CoppeliaSim XML scene or model: by its name, or an ``.xml`` file (or a
    ``.ttt``/``.ttm`` a legacy client uploaded under that name) whose root is ``<CoppeliaSim>``."""
    name = path.name.lower()
    if name.endswith(SUFFIXES):
        return True
    if not name.endswith((".xml", ".ttt", ".ttm")) or not path.is_file():  # .ttt: a client's upload
        return False
    try:
        with path.open("rb") as handle:
            head = handle.read(_SNIFF_BYTES)
    except OSError:
        return False
    return b"<CoppeliaSim" in head and b"<mujoco" not in head


def is_coppelia_file(path: Path) -> bool:
    """The file is a CoppeliaSim scene or model in either format (see :func:`is_coppelia_xml`
    and :func:`~tether.core.importers.coppeliasim.binary.is_coppelia_binary`)."""
    return is_coppelia_xml(path) or (path.is_file() and is_coppelia_binary(path))


def lua_available() -> bool:
    """tether can run Lua child scripts (the Lua package is installed)."""
    try:
        return importlib.util.find_spec("tether.core.scripting.lua") is not None
    except (ImportError, ValueError):
        return False


@dataclass
class Imported:
    """A CoppeliaSim file read for tether: the manifest and MjSpec to build, then :meth:`finish`."""

    manifest: Manifest
    spec: mujoco.MjSpec
    aliases: dict[str, str]
    targets: dict[str, tuple[float, float]]
    notes: list[str]
    is_scene: bool
    tree_parents: list[tuple[str, str]]
    stand_ins: dict[str, str] = field(default_factory=dict)  # MuJoCo name -> kind of the object
    writer: str = ""  # the program and version that wrote the file, if it says ("CoppeliaSim 4.2.0")
    format: str = ""  # "xml simple", "xml exhaustive", "binary"
    source: list[str] = field(default_factory=list)  # the writer and what was skipped (``tether info``)

    def finish(self, scene: Scene) -> None:
        """Show the file's aliases and stand-ins' object types in the object tree, set the
        joints' targets."""
        scene.origin = list(self.source)
        tree = scene.tree
        self.type_stand_ins(tree, "")
        if self.tree_parents:  # free bodies hang from the world in MuJoCo, from their parent here
            for child, parent in self.tree_parents:
                tree.set_parent(tree.lookup(child), tree.lookup(parent))
            tree.remember_parents()
        for obj in list(tree):
            alias = self.aliases.get(obj.name)
            if alias is not None and alias != obj.name:
                tree.rename(obj, alias)
        model = scene.model
        for motor in scene.motors.values():
            name = mujoco.mj_id2name(model, mujoco.mjtObj.mjOBJ_JOINT, motor.joint_id) or ""
            if name in self.targets:
                motor.target_position, motor.target_velocity = self.targets[name]


    def type_stand_ins(self, objects: Iterable[SceneObject], prefix: str) -> None:
        """Give the stand-ins of ``objects`` (MuJoCo names ``prefix`` + the file's) their object
        type: ``sim.getObjectType`` answers ``sim.object_light_type`` for a light."""
        for obj in objects:
            mj_name = obj.name_in_mujoco()
            kind = self.stand_ins.get(mj_name[len(prefix):]) if mj_name.startswith(prefix) else None
            if kind is not None:
                obj.type = STAND_IN_TYPES.get(kind, ObjectType.DUMMY)


def read_coppelia_xml(path: Path, around: Manifest | None = None) -> Imported:
    """Read a CoppeliaSim XML scene or model (SceneError, one line, if it cannot be read).

    ``around``: a TOML manifest whose model is this file; its entries come after the file's
    (a ``[[joint]]`` entry overrides the file's motor settings), its time step wins if it sets one.
    """
    doc = read_document(parse_bounded(path), str(path))
    stem = path.name
    for suffix in SUFFIXES + (".xml",):
        if stem.lower().endswith(suffix):
            stem = stem[: -len(suffix)]
            break
    return import_document(doc, path, stem, around)


def read_coppelia_file(path: Path, around: Manifest | None = None) -> Imported:
    """Read a CoppeliaSim scene or model in either format (XML by its name or root element, the
    binary ``.ttt``/``.ttm`` otherwise); SceneError, one line, if it cannot be read."""
    if is_coppelia_xml(path):
        return read_coppelia_xml(path, around)
    stem = path.name
    for suffix in (".ttt", ".ttm"):
        if stem.lower().endswith(suffix):
            stem = stem[: -len(suffix)]
    return import_document(read_binary(path), path, stem, around)


def describe_source(doc: SceneDocument) -> list[str]:
    """What ``tether info`` says about a CoppeliaSim file: the writer, the format, the objects kept
    in the tree but not simulated, the sections skipped (one line per kind)."""
    kind = "scene" if doc.is_scene else "model"
    version = f", serialization version {doc.serialization}" if doc.serialization is not None else ""
    lines = [f"CoppeliaSim {doc.format} {kind} written by {doc.writer or 'an unknown version'}{version}"]
    kept: dict[str, int] = {}
    for obj in doc.objects():
        if isinstance(obj, StandIn):
            kept[obj.of_kind] = kept.get(obj.of_kind, 0) + 1
    for what, count in sorted(kept.items()):
        lines.append(f"kept in the tree, not simulated: {what.replace('_', ' ')} objects ({count})")
    for what, count in sorted(doc.skipped.items()):
        lines.append(f"skipped: {what} ({count})")
    return lines


def import_document(doc: SceneDocument, path: Path, name: str, around: Manifest | None = None) -> Imported:
    """The one way from a scene model, read from ``path`` in any format, to what tether builds:
    the MjSpec, the manifest entries (named ``name`` unless ``around`` wraps the file) and the
    lines of what did not map (logged once each)."""
    where = str(path)
    built = build_spec(doc, path.parent, where)
    stem = name
    manifest = around if around is not None else Manifest(model=path, source=path, raw={"name": stem})
    if around is None or around.time_step is None:
        manifest.time_step = DEFAULT_TIME_STEP
        if around is None or "dynamics_substeps" not in around.raw:
            manifest.dynamics_substeps = DEFAULT_SUBSTEPS
    manifest.joints = built.joints + manifest.joints
    # one entry per sensor: the manifest's, where it names one of the file's sensors again
    manifest.proximity_sensors = list({p.site: p for p in built.proximity_sensors + manifest.proximity_sensors}.values())
    manifest.vision_sensors = list({v.camera: v for v in built.vision_sensors + manifest.vision_sensors}.values())
    lua = lua_available()
    notes = list(built.notes)
    embedded: list[ScriptSpec] = []
    for mj_name, script, label, script_object in built.scripts:
        if script.lang == "lua" and not lua:
            notes.append(f"{where}: script of {label!r} is Lua; Lua scripts are not supported yet: skipped")
            continue
        suffix = ".lua" if script.lang == "lua" else ".py"
        embedded.append(ScriptSpec(object=mj_name, file=Path(f"{path}#{label}{suffix}"),
                                   threaded=script.threaded, text=script.text, script_object=script_object))
    manifest.scripts = embedded + manifest.scripts
    for line in notes:
        logger.warning("%s", line)
    return Imported(manifest, built.spec, built.aliases, built.targets, notes, doc.is_scene, built.tree_parents,
                    built.stand_ins, doc.writer, doc.format, describe_source(doc))
