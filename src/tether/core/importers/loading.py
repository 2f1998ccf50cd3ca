"""Scene files to a :class:`~tether.core.engine.scene.Scene`: a TOML manifest, an MJCF or URDF model, or a
CoppeliaSim file (:mod:`tether.core.importers.coppeliasim`). Each is read into a model spec and the
manifest's values (:mod:`tether.core.engine.specs`); the engine compiles and binds them
(:func:`tether.core.engine.scene.bind_scene`)."""

from __future__ import annotations

import importlib.resources
import xml.etree.ElementTree as ET
from pathlib import Path

import mujoco

from tether.core.importers.coppeliasim import is_coppelia_file, read_coppelia_file
from tether.core.engine.errors import SceneError
from tether.core.importers.manifest import read_manifest
from tether.core.engine.scene import Scene, bind_scene
from tether.core.engine.specs import Manifest
from tether.core.engine.suggest import missing_file

__all__ = ["MODEL_SUFFIXES", "build_scene", "builtin_scene_path", "load_scene"]

MODEL_SUFFIXES = (".xml", ".mjcf", ".urdf")


def builtin_scene_path() -> Path:
    """The manifest of the built-in demo scene (door, walker, sphere, 7-joint arm, camera)."""
    return Path(str(importlib.resources.files("tether.core.importers.builtin") / "scene.toml"))


def load_scene(path: str | Path | None = None) -> Scene:
    """Load an MJCF/URDF file or a TOML manifest (None: the built-in scene).

    Raises SceneError with one clear line for a missing file, bad TOML, bad MJCF or an unknown
    object named in the manifest.
    """
    path = builtin_scene_path() if path is None else Path(path)
    if not path.exists():
        raise SceneError(missing_file(path, "scene file"))
    if is_coppelia_file(path):  # before MJCF: CoppeliaSim's files end in .xml too
        imported = read_coppelia_file(path)
        scene = build_scene(imported.manifest, spec=imported.spec)
        imported.finish(scene)
        return scene
    if path.suffix.lower() == ".toml":
        manifest = read_manifest(path)
        if is_coppelia_file(manifest.model):  # a manifest around a CoppeliaSim file
            imported = read_coppelia_file(manifest.model, around=manifest)
            scene = build_scene(imported.manifest, spec=imported.spec)
            imported.finish(scene)
            return scene
    elif path.suffix.lower() in MODEL_SUFFIXES:
        manifest = Manifest(model=path)
    else:
        raise SceneError(
            f"{path}: unknown scene type; give an MJCF (.xml), URDF (.urdf), manifest (.toml) or "
            "CoppeliaSim (.ttt, .ttm, .simscene.xml) file"
        )
    return build_scene(manifest)


def build_scene(manifest: Manifest, spec: mujoco.MjSpec | None = None) -> Scene:
    """Compile a scene from its manifest; ``spec``: the model already read (else the manifest's
    model file is read)."""
    if spec is None:
        spec = _read_model(manifest.model, manifest.fixed_base)
    return bind_scene(manifest, spec)


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())


def _read_model(path: Path, fixed_base: bool | None = None) -> mujoco.MjSpec:
    if not path.is_file():
        raise SceneError(missing_file(path, "model file"))
    try:
        if path.suffix.lower() == ".urdf":
            robot = _urdf_with_base(path, fixed_base)
            spec = mujoco.MjSpec.from_string(ET.tostring(robot, encoding="unicode"))
            _exclude_jointed_links(spec, robot)
            return spec
        return mujoco.MjSpec.from_file(str(path))
    except SceneError:
        raise
    except Exception as exc:
        raise SceneError(f"{path}: cannot parse model: {_one_line(exc)}") from None


URDF_BASE_JOINT = "tether_base"  # the joint tether adds between the world and a URDF's root link


def _urdf_with_base(path: Path, fixed_base: bool | None) -> ET.Element:
    """The URDF, changed so that its root link stays a body (the model base).

    MuJoCo's URDF reader merges the root link into the world body, so the root link would not
    be an object and the robot would always be welded to the world. CoppeliaSim's importer keeps
    the root link as the model base; so does tether, by joining it to a link named ``world``
    with a fixed or floating joint. Fixed: as ``fixed_base`` says, else as the URDF says (its
    root link is massless, Bullet's way of saying static, or the URDF already has a ``world``
    link). ``fusestatic`` is off so that links on fixed joints stay objects too, as in
    CoppeliaSim; meshes are looked up beside the URDF.
    """
    try:
        robot = ET.parse(path).getroot()
    except ET.ParseError as exc:
        raise SceneError(f"{path}: cannot parse model: {exc}") from None
    children = {c.get("link") for c in robot.iterfind("joint/child")}
    roots = [link for link in robot.iterfind("link") if link.get("name") not in children]
    if len(roots) == 1 and roots[0].get("name") == "world":
        if fixed_base is False:  # the URDF anchors its robot; the manifest wants it free
            for joint in robot.iterfind("joint"):
                parent = joint.find("parent")
                if parent is not None and parent.get("link") == "world":
                    joint.set("type", "floating")
    elif len(roots) == 1:
        root = roots[0]
        mass = root.find("inertial/mass")
        massless = mass is None or float(mass.get("value", "0") or 0) <= 0
        fixed = massless if fixed_base is None else fixed_base
        ET.SubElement(robot, "link", name="world")
        joint = ET.SubElement(robot, "joint", name=URDF_BASE_JOINT, type="fixed" if fixed else "floating")
        ET.SubElement(joint, "parent", link="world")
        ET.SubElement(joint, "child", link=str(root.get("name")))
    extension = robot.find("mujoco")
    if extension is None:
        extension = ET.SubElement(robot, "mujoco")
    compiler = extension.find("compiler")
    if compiler is None:
        compiler = ET.SubElement(extension, "compiler")
    compiler.set("meshdir", str(path.parent / compiler.get("meshdir", "")))
    compiler.set("fusestatic", "false")
    return robot


def _exclude_jointed_links(spec: mujoco.MjSpec, robot: ET.Element) -> None:
    """Links joined by a URDF joint never collide with each other, as in ROS, PyBullet and
    CoppeliaSim's URDF importer (alternating local respondable masks). MuJoCo filters parent and
    child itself unless the parent is welded to the world, which a fixed base is: without this,
    a fixed robot's base and first link (whose meshes usually overlap) push each other apart
    and cost mesh-mesh collision checks at every step. Contacts with the world stay."""
    bodies = {b.name for b in spec.bodies}
    for joint in robot.iterfind("joint"):
        parent, child = joint.find("parent"), joint.find("child")
        if parent is None or child is None:
            continue
        first, second = parent.get("link"), child.get("link")
        if first in bodies and second in bodies and first != "world":
            exclude = spec.add_exclude()
            exclude.bodyname1, exclude.bodyname2 = first, second
