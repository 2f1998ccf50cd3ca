"""The walk over the object tree: which MuJoCo body each object's element goes in, and what
hangs below it. The elements themselves are the parts' job (:mod:`.geometry` and
:mod:`.inertia` for shapes, :mod:`.joints`, :mod:`.sensors`, :mod:`.cameras`, :mod:`.scripts`).
"""

from __future__ import annotations

from collections.abc import Callable

import mujoco

from tether.core.importers.coppeliasim.model import (
    Camera,
    Dummy,
    ForceSensor,
    Joint,
    ProximitySensor,
    SceneDocument,
    SceneObject,
    Shape,
    VisionSensor,
    kind_of,
)
from tether.core.importers.coppeliasim.to_mujoco.cameras import Cameras
from tether.core.importers.coppeliasim.to_mujoco.frames import Bodies, joint_displacement
from tether.core.importers.coppeliasim.to_mujoco.geometry import ShapeGeometry
from tether.core.importers.coppeliasim.to_mujoco.inertia import make_light_link, set_inertia
from tether.core.importers.coppeliasim.to_mujoco.joints import JointElements
from tether.core.importers.coppeliasim.to_mujoco.names import ElementNames
from tether.core.importers.coppeliasim.to_mujoco.notes import ImportNotes
from tether.core.importers.coppeliasim.to_mujoco.scripts import ChildScripts
from tether.core.importers.coppeliasim.to_mujoco.sensors import Sensors

#: add(obj, body, owner): an object's element and its subtree
_Add = Callable[[SceneObject, mujoco.MjsBody, "SceneObject | None"], object]


class SceneWalk:
    """Walks a scene model's object tree, handing each object to the part that makes its
    elements; ``stand_ins`` and ``tree_parents`` collect what the object tree needs."""

    def __init__(self, bodies: Bodies, names: ElementNames, notes: ImportNotes, geometry: ShapeGeometry,
                 joints: JointElements, sensors: Sensors, cameras: Cameras, scripts: ChildScripts,
                 stand_ins: dict[str, str], tree_parents: list[tuple[str, str]]) -> None:
        self._bodies = bodies
        self._names = names
        self._notes = notes
        self._geometry = geometry
        self._joints = joints
        self._sensors = sensors
        self._cameras = cameras
        self._scripts = scripts
        self._stand_ins = stand_ins  # MuJoCo name -> the model's kind
        self._tree_parents = tree_parents  # (free body, its CoppeliaSim parent), both MuJoCo names
        self._by_kind: dict[str, _Add] = {
            "shape": self.add_shape, "joint": self.add_joint, "dummy": self.add_dummy,
            "force_sensor": self.add_force_sensor, "proximity_sensor": self.add_proximity_sensor,
            "vision_sensor": self.add_vision_sensor, "camera": self.add_camera, "script": self.add_script,
        }

    def walk(self, doc: SceneDocument) -> None:
        """Every object of ``doc``, then what needs them all: joint dependencies, the objects
        proximity sensors detect, and the count of each kind skipped."""
        for root in doc.roots:
            self.add(root, self._bodies.worldbody, None)
        objects = doc.objects()
        self._joints.add_dependencies([o for o in objects if isinstance(o, Joint)])
        self._sensors.name_detected_entities(objects)
        self._notes.count_kinds()

    def add(self, obj: SceneObject, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """Add ``obj`` (and its subtree) under ``body``; ``owner`` is the nearest object that
        scripts can attach to."""
        # what tether does not simulate: a stand-in with its name, pose and place in the tree
        self._by_kind.get(obj.kind, self.add_stand_in)(obj, body, owner)

    def _add_children(self, obj: SceneObject, body: mujoco.MjsBody, owner: SceneObject | None,
                      but: SceneObject | None = None) -> None:
        """``obj``'s scripts, then its children (``but`` one, already added) under ``body``."""
        self._scripts.attach(obj, owner)
        for child in obj.children:
            if child is not but:
                self.add(child, body, obj)

    def add_shape(self, obj: Shape, body: mujoco.MjsBody, owner: SceneObject | None,
                  joint: Joint | None = None) -> mujoco.MjsBody:
        """A shape's body: moved by ``joint`` (the shape is its link), free at world level if it
        is dynamic below nothing that moves (MuJoCo's free bodies hang from the world; the object
        tree keeps CoppeliaSim's parent), else fixed to ``body``."""
        parent = body
        free = False
        if joint is None and not obj.static and not self._bodies.moves(body):
            parent, free = self._bodies.worldbody, True  # a free body hangs from the world in MuJoCo
        new = self._bodies.new_body(obj, parent, moving=True if (free or joint is not None) else None)
        if joint is not None:
            self._joints.add(joint, new)
        elif free:
            new.add_freejoint(name=f"{self._names.of(obj)}:free")
            if owner is not None and self._names.has(owner):
                self._tree_parents.append((self._names.of(obj), self._names.of(owner)))
        geoms = self._geometry.add_geoms(obj, new)
        if self._bodies.moves(new):
            set_inertia(obj, new, geoms, self._notes)
        else:
            for geom in geoms:
                geom.density = 0.0  # a static shape does not add weight to what carries it
        self._add_children(obj, new, owner)
        return new

    def add_joint(self, obj: Joint, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A joint lives in the body of its first shape child (CoppeliaSim's link), else of its
        first dummy child, else of a light link of its own; its other children hang from that body."""
        carrier: SceneObject | None = next((c for c in obj.children if isinstance(c, Shape)), None)
        if carrier is None:
            carrier = next((c for c in obj.children if isinstance(c, Dummy)), None)
        self._names.give(obj)
        self._scripts.attach(obj, owner)
        if isinstance(carrier, Shape):
            link = self.add_shape(carrier, body, obj, joint=obj)
        elif isinstance(carrier, Dummy):
            link = self.add_dummy(carrier, body, obj, joint=obj)
        else:  # nothing hangs from it: a light link at the joint, so the joint is still there
            moved = self._bodies.pose_of(obj).compose(joint_displacement(obj))
            link = self._bodies.add_link(f"{self._names.of(obj)}:link", body, moved)
            make_light_link(link)
            self._joints.add(obj, link)
        for child in obj.children:
            if child is not carrier:
                self.add(child, link, obj)

    def add_dummy(self, obj: Dummy, body: mujoco.MjsBody, owner: SceneObject | None,
                  joint: Joint | None = None) -> mujoco.MjsBody:
        """A dummy: a site on ``body``, or a body without geoms when objects hang below it or
        ``joint`` moves it (the dummy is the joint's link)."""
        hangs = any(c.kind != "script" for c in obj.children)
        if hangs or joint is not None:
            new = self._bodies.new_body(obj, body, moving=True if joint is not None else None)
            if joint is not None:
                self._joints.add(joint, new)
                make_light_link(new)
            self._add_children(obj, new, owner)
            return new
        self._bodies.site(obj, body, obj.size)
        self._add_children(obj, body, owner)
        return body

    def add_stand_in(self, obj: SceneObject, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """An object tether does not simulate (light, graph, path...): a dummy of the same name and
        pose that scripts find, whose object type stays the file's."""
        kind = kind_of(obj)
        self._notes.skip(f"stand-in {kind}", f"{kind.replace('_', ' ')} objects are not simulated by tether: kept as "
                         f"stand-ins (dummies of their name and pose; first: {obj.label!r})")
        if any(c.kind != "script" for c in obj.children):
            self._add_children(obj, self._bodies.new_body(obj, body), owner)
        else:
            self._bodies.site(obj, body, 0.01)
            self._add_children(obj, body, owner)
        self._stand_ins[self._names.of(obj)] = kind

    def add_force_sensor(self, obj: ForceSensor, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A force sensor welds its child shape to ``body`` and measures through a site of the
        child's body (of ``body`` when it has no shape child)."""
        child_shape = next((c for c in obj.children if isinstance(c, Shape)), None)
        carrier = body
        if child_shape is not None:
            carrier = self._add_shape_welded(child_shape, body, obj)
        self._sensors.add_force_sensor(obj, carrier)
        self._add_children(obj, carrier, owner, but=child_shape)

    def _add_shape_welded(self, shape: Shape, body: mujoco.MjsBody, owner: SceneObject) -> mujoco.MjsBody:
        """A shape rigidly below a force sensor: welded to ``body`` even when dynamic."""
        if not self._bodies.moves(body) and not shape.static:
            self._notes.note(f"force sensor above {shape.label!r} hangs from a static object: "
                             "the shape is held in place")
        new = self._bodies.new_body(shape, body)
        geoms = self._geometry.add_geoms(shape, new)
        if self._bodies.moves(new):
            set_inertia(shape, new, geoms, self._notes)
        self._add_children(shape, new, owner)
        return new

    def add_proximity_sensor(self, obj: ProximitySensor, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A proximity sensor: a site with rays on ``body``."""
        self._sensors.add_proximity_sensor(obj, body)
        self._add_children(obj, body, owner)

    def add_vision_sensor(self, obj: VisionSensor, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A vision sensor: a camera on ``body``, rendered offscreen."""
        self._cameras.add_vision_sensor(obj, body)
        self._add_children(obj, body, owner)

    def add_camera(self, obj: Camera, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A camera on ``body``."""
        self._cameras.add_camera(obj, body)
        self._add_children(obj, body, owner)

    def add_script(self, obj: SceneObject, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A script object (CoppeliaSim 4.6+): its script runs on the object it hangs from."""
        self._scripts.attach(obj, owner)
        for child in obj.children:
            self.add(child, body, owner)
