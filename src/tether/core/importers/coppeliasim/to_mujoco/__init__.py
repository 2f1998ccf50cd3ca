"""CoppeliaSim's scene model → an MjSpec plus the manifest entries tether needs beside it.

The one builder for every file format: it reads only :mod:`tether.core.importers.coppeliasim.model`.
One module per job: :mod:`.walk` (the walk over the object tree: which body each element goes in),
:mod:`.frames` (world poses and bodies), :mod:`.names` (unique MuJoCo names), :mod:`.geometry`
and :mod:`.inertia` (shapes), :mod:`.joints` (joints, motors, dependencies), :mod:`.sensors`
(force and proximity sensors), :mod:`.cameras` (vision sensors and cameras), :mod:`.scripts`
(child scripts), :mod:`.notes` (the lines about what did not map), :mod:`.built` (the result).

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

from pathlib import Path

import mujoco

from tether.core.importers.coppeliasim.model import SceneDocument
from tether.core.importers.coppeliasim.respondable import exclude_masked_pairs
from tether.core.importers.coppeliasim.to_mujoco.built import Built
from tether.core.importers.coppeliasim.to_mujoco.cameras import Cameras
from tether.core.importers.coppeliasim.to_mujoco.frames import Bodies, world_poses
from tether.core.importers.coppeliasim.to_mujoco.geometry import ShapeGeometry
from tether.core.importers.coppeliasim.to_mujoco.joints import JointElements
from tether.core.importers.coppeliasim.to_mujoco.names import ElementNames
from tether.core.importers.coppeliasim.to_mujoco.notes import ImportNotes
from tether.core.importers.coppeliasim.to_mujoco.scripts import ChildScripts
from tether.core.importers.coppeliasim.to_mujoco.sensors import Sensors
from tether.core.importers.coppeliasim.to_mujoco.walk import SceneWalk

__all__ = ["DEFAULT_SUBSTEPS", "DEFAULT_TIME_STEP", "MAPPING", "Built", "build_spec"]

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


def build_spec(doc: SceneDocument, folder: Path, where: str) -> Built:
    """The MjSpec and manifest entries of a CoppeliaSim scene model (see the module docstring);
    mesh files are found in ``folder``, lines about what did not map start with ``where``."""
    spec = mujoco.MjSpec()
    spec.compiler.degree = False
    spec.option.timestep = DEFAULT_TIME_STEP / DEFAULT_SUBSTEPS
    built = Built(spec)
    notes = ImportNotes(where, built.notes)
    names = ElementNames(built.aliases)
    bodies = Bodies(spec, names, world_poses(doc))
    walk = SceneWalk(
        bodies, names, notes,
        geometry=ShapeGeometry(spec, bodies, names, notes, folder),
        joints=JointElements(spec, bodies, names, notes, built.joints, built.targets),
        sensors=Sensors(spec, bodies, names, notes, built.proximity_sensors),
        cameras=Cameras(bodies, names, built.vision_sensors),
        scripts=ChildScripts(names, notes, built.scripts),
        stand_ins=built.stand_ins, tree_parents=built.tree_parents,
    )
    walk.walk(doc)
    built.notes += exclude_masked_pairs(spec, doc, names, where)  # respondable masks
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
