"""The walk over the object tree: which MuJoCo body each object's element goes in, and what
hangs below it. The elements themselves are the parts' job (:mod:`.geometry` and
:mod:`.inertia` for shapes, :mod:`.joints`, :mod:`.sensors`, :mod:`.cameras`, :mod:`.scripts`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

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


@dataclass
class SceneWalk:
    """Walks a scene model's object tree, handing each object to the part that makes its
    elements; ``stand_ins`` and ``tree_parents`` collect what the object tree needs."""

    bodies: Bodies
    names: ElementNames
    notes: ImportNotes
    geometry: ShapeGeometry
    joints: JointElements
    sensors: Sensors
    cameras: Cameras
    scripts: ChildScripts
    stand_ins: dict[str, str]  # MuJoCo name -> the model's kind
    tree_parents: list[tuple[str, str]]  # (free body, its CoppeliaSim parent), both MuJoCo names
    _by_kind: dict[str, _Add] = field(init=False, repr=False)  # object kind -> what adds it

    def __post_init__(self) -> None:
        self._by_kind = {
            "shape": self._add_shape, "joint": self._add_joint, "dummy": self._add_dummy,
            "force_sensor": self._add_force_sensor, "proximity_sensor": self._add_proximity_sensor,
            "vision_sensor": self._add_vision_sensor, "camera": self._add_camera, "script": self._add_script,
        }

    def walk(self, doc: SceneDocument) -> None:
        """Every object of ``doc``, then what needs them all: joint dependencies, the objects
        proximity sensors detect, and the count of each kind skipped."""
        for root in doc.roots:
            self.add(root, self.bodies.worldbody, None)
        objects = doc.objects()
        self.joints.add_dependencies([o for o in objects if isinstance(o, Joint)])
        self.sensors.name_detected_entities(objects)
        self.notes.count_kinds()

    def add(self, obj: SceneObject, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """Add ``obj`` (and its subtree) under ``body``; ``owner`` is the nearest object that
        scripts can attach to."""
        # what tether does not simulate: a stand-in with its name, pose and place in the tree
        self._by_kind.get(obj.kind, self._add_stand_in)(obj, body, owner)

    def _add_children(self, obj: SceneObject, body: mujoco.MjsBody, owner: SceneObject | None,
                      but: SceneObject | None = None) -> None:
        """``obj``'s scripts, then its children (``but`` one, already added) under ``body``."""
        self.scripts.attach(obj, owner)
        for child in obj.children:
            if child is not but:
                self.add(child, body, obj)

    def _add_shape(self, obj: Shape, body: mujoco.MjsBody, owner: SceneObject | None,
                   joint: Joint | None = None) -> mujoco.MjsBody:
        """A shape's body: moved by ``joint`` (the shape is its link), free at world level if it
        is dynamic below nothing that moves (MuJoCo's free bodies hang from the world; the object
        tree keeps CoppeliaSim's parent), else fixed to ``body``."""
        parent = body
        free = False
        if joint is None and not obj.static and not self.bodies.moves(body):
            parent, free = self.bodies.worldbody, True  # a free body hangs from the world in MuJoCo
        new = self.bodies.new_body(obj, parent, moving=True if (free or joint is not None) else None)
        if joint is not None:
            self.joints.add(joint, new)
        elif free:
            new.add_freejoint(name=f"{self.names.of(obj)}:free")
            if owner is not None and self.names.has(owner):
                self.tree_parents.append((self.names.of(obj), self.names.of(owner)))
        geoms = self.geometry.add_geoms(obj, new)
        if self.bodies.moves(new):
            set_inertia(obj, new, geoms, self.notes)
        else:
            for geom in geoms:
                geom.density = 0.0  # a static shape does not add weight to what carries it
        self._add_children(obj, new, owner)
        return new

    def _add_joint(self, obj: Joint, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A joint lives in the body of its first shape child (CoppeliaSim's link), else of its
        first dummy child, else of a light link of its own; its other children hang from that body."""
        carrier: SceneObject | None = next((c for c in obj.children if isinstance(c, Shape)), None)
        if carrier is None:
            carrier = next((c for c in obj.children if isinstance(c, Dummy)), None)
        self.names.give(obj)
        self.scripts.attach(obj, owner)
        if isinstance(carrier, Shape):
            link = self._add_shape(carrier, body, obj, joint=obj)
        elif isinstance(carrier, Dummy):
            link = self._add_dummy(carrier, body, obj, joint=obj)
        else:  # nothing hangs from it: a light link at the joint, so the joint is still there
            moved = self.bodies.pose_of(obj).compose(joint_displacement(obj))
            link = self.bodies.add_link(f"{self.names.of(obj)}:link", body, moved)
            make_light_link(link)
            self.joints.add(obj, link)
        for child in obj.children:
            if child is not carrier:
                self.add(child, link, obj)

    def _add_dummy(self, obj: Dummy, body: mujoco.MjsBody, owner: SceneObject | None,
                   joint: Joint | None = None) -> mujoco.MjsBody:
        """A dummy: a site on ``body``, or a body without geoms when objects hang below it or
        ``joint`` moves it (the dummy is the joint's link)."""
        hangs = any(c.kind != "script" for c in obj.children)
        if hangs or joint is not None:
            new = self.bodies.new_body(obj, body, moving=True if joint is not None else None)
            if joint is not None:
                self.joints.add(joint, new)
                make_light_link(new)
            self._add_children(obj, new, owner)
            return new
        self.bodies.site(obj, body, obj.size)
        self._add_children(obj, body, owner)
        return body

    def _add_stand_in(self, obj: SceneObject, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """An object tether does not simulate (light, graph, path...): a dummy of the same name and
        pose that scripts find, whose object type stays the file's."""
        kind = kind_of(obj)
        self.notes.skip(f"stand-in {kind}", f"{kind.replace('_', ' ')} objects are not simulated by tether: kept as "
                        f"stand-ins (dummies of their name and pose; first: {obj.label!r})")
        if any(c.kind != "script" for c in obj.children):
            self._add_children(obj, self.bodies.new_body(obj, body), owner)
        else:
            self.bodies.site(obj, body, 0.01)
            self._add_children(obj, body, owner)
        self.stand_ins[self.names.of(obj)] = kind

    def _add_force_sensor(self, obj: ForceSensor, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A force sensor welds its child shape to ``body`` and measures through a site of the
        child's body (of ``body`` when it has no shape child)."""
        child_shape = next((c for c in obj.children if isinstance(c, Shape)), None)
        carrier = body
        if child_shape is not None:
            carrier = self._add_shape_welded(child_shape, body, obj)
        self.sensors.add_force_sensor(obj, carrier)
        self._add_children(obj, carrier, owner, but=child_shape)

    def _add_shape_welded(self, shape: Shape, body: mujoco.MjsBody, owner: SceneObject) -> mujoco.MjsBody:
        """A shape rigidly below a force sensor: welded to ``body`` even when dynamic."""
        if not self.bodies.moves(body) and not shape.static:
            self.notes.note(f"force sensor above {shape.label!r} hangs from a static object: "
                            "the shape is held in place")
        new = self.bodies.new_body(shape, body)
        geoms = self.geometry.add_geoms(shape, new)
        if self.bodies.moves(new):
            set_inertia(shape, new, geoms, self.notes)
        self._add_children(shape, new, owner)
        return new

    def _add_proximity_sensor(self, obj: ProximitySensor, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A proximity sensor: a site with rays on ``body``."""
        self.sensors.add_proximity_sensor(obj, body)
        self._add_children(obj, body, owner)

    def _add_vision_sensor(self, obj: VisionSensor, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A vision sensor: a camera on ``body``, rendered offscreen."""
        self.cameras.add_vision_sensor(obj, body)
        self._add_children(obj, body, owner)

    def _add_camera(self, obj: Camera, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A camera on ``body``."""
        self.cameras.add_camera(obj, body)
        self._add_children(obj, body, owner)

    def _add_script(self, obj: SceneObject, body: mujoco.MjsBody, owner: SceneObject | None) -> None:
        """A script object (CoppeliaSim 4.6+): its script runs on the object it hangs from."""
        self.scripts.attach(obj, owner)
        for child in obj.children:
            self.add(child, body, owner)
