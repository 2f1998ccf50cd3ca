"""Joint dependencies and dummy links as MuJoCo equality constraints.

``setJointDependency(joint, master, offset, coeff)`` keeps ``joint = offset + coeff * master``
with a joint equality (MuJoCo's ``polycoef``); the dependent joint's motor goes passive so it
does not fight the constraint. ``setLinkDummy(dummyA, dummyB)`` welds the bodies carrying the two
dummies at their current relative pose (CoppeliaSim's dynamic loop closure). Both are scene
edits (tether.core.simapi.editing): stopping the simulation undoes the ones made while it ran.
"""

from __future__ import annotations

from typing import Any

import mujoco
import numpy as np

from tether.core.engine.errors import SimError
from tether.core.engine.motors import MotorMode
from tether.core.engine.objects import MjKind
from tether.core.simapi.args import integer, number
from tether.core.simapi.base import Part
from tether.core.engine.states import ObjectType

__all__ = ["ConstraintsAPI", "DEPENDENCY_PREFIX", "LINK_PREFIX"]

DEPENDENCY_PREFIX = "tether_dependency:"
LINK_PREFIX = "tether_link:"


def _delete(spec: Any, elements: list[Any]) -> None:
    for element in elements:
        spec.delete(element)


class ConstraintsAPI(Part):
    """setJointDependency, getJointDependency, setLinkDummy, getLinkDummy."""

    def _joint_object(self, handle: Any) -> Any:
        obj = self._object(handle)
        if obj.type != ObjectType.JOINT:
            raise SimError(f"object {obj.name!r} is not a joint")
        return obj

    def setJointDependency(self, joint_handle: int, master_joint_handle: int, offset: float = 0.0,
                           mult_coeff: float = 1.0) -> None:
        """Make a joint follow another: ``joint = offset + mult_coeff * master`` (master -1:
        remove the dependency)."""
        joint = self._joint_object(joint_handle)
        name = DEPENDENCY_PREFIX + joint.name_in_mujoco()
        spec = self._sim.scene.spec
        if integer(master_joint_handle, "master joint handle") == -1:
            existing = [e for e in spec.equalities if e.name == name]
            if existing:
                self._sim.editor.edit(lambda s: _delete(s, existing))
            return
        master = self._joint_object(master_joint_handle)
        if master is joint:
            raise SimError("a joint cannot depend on itself")
        a, b = number(offset, "offset"), number(mult_coeff, "coefficient")

        def add(s: Any) -> None:
            for old in [e for e in s.equalities if e.name == name]:
                s.delete(old)
            s.add_equality(name=name, type=mujoco.mjtEq.mjEQ_JOINT, name1=joint.name_in_mujoco(),
                           name2=master.name_in_mujoco(), data=[a, b, 0, 0, 0] + [0.0] * 6 + [0.0], objtype=mujoco.mjtObj.mjOBJ_JOINT)
        self._sim.editor.edit(add)
        motor = self._sim.scene.motors.get(joint.mj_id)
        if motor is not None and motor.owned:
            motor.apply_mode(self._sim.physics.model, self._sim.physics.data, MotorMode.PASSIVE)

    def getJointDependency(self, joint_handle: int) -> tuple[int, float, float]:
        """(master joint handle or -1, offset, coefficient)."""
        joint = self._joint_object(joint_handle)
        m = self._sim.physics.model
        eq = mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_EQUALITY, DEPENDENCY_PREFIX + joint.name_in_mujoco())
        if eq < 0:
            return -1, 0.0, 1.0
        master = self._sim.scene.tree.find(MjKind.JOINT, int(m.eq_obj2id[eq]))
        return (master.handle if master is not None else -1), float(m.eq_data[eq, 0]), float(m.eq_data[eq, 1])

    def setLinkDummy(self, dummy_handle: int, linked_dummy_handle: int) -> None:
        """Weld the bodies of two dummies at their current relative pose (-1: unlink)."""
        dummy = self._object(dummy_handle)
        name = LINK_PREFIX + dummy.name_in_mujoco()
        spec = self._sim.scene.spec
        existing = [e for e in spec.equalities if e.name == name]
        if integer(linked_dummy_handle, "linked dummy handle") == -1:
            if existing:
                self._sim.editor.edit(lambda s: _delete(s, existing))
            other_end = self._extra.flags.pop(("link", dummy.handle), -1)
            self._extra.flags.pop(("link", other_end), None)
            return
        other = self._object(linked_dummy_handle)
        m = self._sim.physics.model
        bodies = []
        for obj in (dummy, other):
            if obj.type != ObjectType.DUMMY:
                raise SimError(f"object {obj.name!r} is not a dummy")
            bodies.append(int(m.site_bodyid[obj.mj_id]) if obj.kind is MjKind.SITE else obj.mj_id)
        if bodies[0] == bodies[1]:
            raise SimError("the two dummies are on the same body: nothing to link")
        names = [mujoco.mj_id2name(m, mujoco.mjtObj.mjOBJ_BODY, b) or "world" for b in bodies]
        self._sim.physics.ensure_kinematics()
        d = self._sim.physics.data
        # relative pose of body 2 in body 1's frame (MuJoCo's weld relpose: pos, quat)
        inv = np.zeros(4)
        mujoco.mju_negQuat(inv, d.xquat[bodies[0]])
        pos = np.zeros(3)
        mujoco.mju_rotVecQuat(pos, d.xpos[bodies[1]] - d.xpos[bodies[0]], inv)
        quat = np.zeros(4)
        mujoco.mju_mulQuat(quat, inv, d.xquat[bodies[1]])

        def add(s: Any) -> None:
            for old in [e for e in s.equalities if e.name == name]:
                s.delete(old)
            data = [0.0, 0.0, 0.0, *pos, *quat, 1.0, 0.0]
            s.add_equality(name=name, type=mujoco.mjtEq.mjEQ_WELD, name1=names[0], name2=names[1],
                           objtype=mujoco.mjtObj.mjOBJ_BODY, data=data)
        self._sim.editor.edit(add)
        self._extra.flags[("link", dummy.handle)] = other.handle
        self._extra.flags[("link", other.handle)] = dummy.handle

    def getLinkDummy(self, dummy_handle: int) -> int:
        """The dummy linked to this one (setLinkDummy), -1 if none."""
        dummy = self._object(dummy_handle)
        linked = self._extra.flags.get(("link", dummy.handle), -1)
        return linked if linked in self._sim.scene.tree.by_handle else -1
