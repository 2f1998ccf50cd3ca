"""Where things are: every object's world pose, and the MuJoCo bodies that carry elements.

Every object's world pose is computed first (a joint's current position included); each MuJoCo
element is then placed relative to the body that carries it.
"""

from __future__ import annotations

import math

import mujoco
import numpy as np

from tether.core.importers.coppeliasim.model import Joint, Pose, SceneDocument, SceneObject
from tether.core.importers.coppeliasim.to_mujoco.names import ElementNames

IDENTITY = Pose()


def joint_displacement(joint: Joint) -> Pose:
    """The joint's current displacement (its children hang from the moved frame)."""
    if joint.joint_type == "prismatic":
        return Pose(np.array([0.0, 0.0, joint.position]))
    if joint.joint_type == "spherical":
        return Pose(np.zeros(3), joint.spherical_quat.copy())
    angle = joint.position
    return Pose(np.zeros(3), np.array([math.cos(angle / 2), 0.0, 0.0, math.sin(angle / 2)]))


def world_poses(doc: SceneDocument) -> dict[int, Pose]:
    """id(SceneObject) -> the object's world pose, for every object of ``doc``."""
    world: dict[int, Pose] = {}

    def visit(obj: SceneObject, parent_frame: Pose) -> None:
        pose = parent_frame.compose(obj.pose)
        world[id(obj)] = pose
        child_frame = pose.compose(joint_displacement(obj)) if isinstance(obj, Joint) else pose
        for child in obj.children:
            visit(child, child_frame)

    for root in doc.roots:
        visit(root, IDENTITY)
    return world


class Bodies:
    """The MuJoCo bodies made so far (the world's included): each one's world pose and whether
    it moves (has a degree of freedom in its chain); objects' elements placed relative to them."""

    def __init__(self, spec: mujoco.MjSpec, names: ElementNames, world: dict[int, Pose]) -> None:
        self._names = names
        self._world = world  # id(SceneObject) -> world pose
        # id(MjsBody) -> (the body, its world pose, it moves); holding the body keeps its id its own
        self._bodies: dict[int, tuple[mujoco.MjsBody, Pose, bool]] = {}
        self.worldbody = spec.worldbody
        self._remember(self.worldbody, IDENTITY, False)

    def _remember(self, body: mujoco.MjsBody, pose: Pose, moving: bool) -> None:
        self._bodies[id(body)] = (body, pose, moving)

    def pose_of(self, obj: SceneObject) -> Pose:
        """``obj``'s world pose (a joint's: before its own displacement)."""
        return self._world[id(obj)]

    def moves(self, body: mujoco.MjsBody) -> bool:
        """``body`` has a degree of freedom in its chain."""
        known = self._bodies.get(id(body))
        return known[2] if known is not None else False

    def relative(self, body: mujoco.MjsBody | None, pose: Pose) -> Pose:
        """``pose`` (in the world) in ``body``'s frame."""
        known = self._bodies.get(id(body)) if body is not None else None
        frame = known[1] if known is not None else IDENTITY
        return frame.inverse().compose(pose)

    def new_body(self, obj: SceneObject, parent: mujoco.MjsBody, moving: bool | None = None) -> mujoco.MjsBody:
        """A body for ``obj`` at its pose below ``parent``; it moves if ``moving`` says so, or,
        left None, if ``parent`` moves."""
        name = self._names.give(obj)
        pose = self._world[id(obj)]
        rel = self.relative(parent, pose)
        body = parent.add_body(name=name, pos=rel.pos, quat=rel.quat)
        self._remember(body, pose, self.moves(parent) if moving is None else moving)
        return body

    def add_link(self, name: str, parent: mujoco.MjsBody, pose: Pose) -> mujoco.MjsBody:
        """A moving body ``name`` at world ``pose`` below ``parent``, for an object that has no
        body of its own (a joint with nothing below it)."""
        link = parent.add_body(name=name)
        rel = self.relative(parent, pose)
        link.pos, link.quat = rel.pos, rel.quat
        self._remember(link, pose, True)
        return link

    def site(self, obj: SceneObject, body: mujoco.MjsBody, size: float, group: int = 4) -> str:
        """A site for ``obj`` at its pose on ``body`` (``size`` across); its MuJoCo name."""
        name = self._names.give(obj)
        rel = self.relative(body, self._world[id(obj)])
        body.add_site(name=name, pos=rel.pos, quat=rel.quat, size=[max(size, 1e-3) / 2] * 3, group=group)
        return name
