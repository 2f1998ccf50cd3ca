"""CoppeliaSim joints as MuJoCo joints, their motor settings as ``[[joint]]`` manifest entries
(tether's CoppeliaSim motor model), dependent joints as joint equalities."""

from __future__ import annotations

from dataclasses import dataclass
import mujoco
import numpy as np

from tether.core.engine.specs import JointSpec
from tether.core.importers.coppeliasim.model import Joint, quat_rotate
from tether.core.importers.coppeliasim.to_mujoco.frames import Bodies, joint_displacement
from tether.core.importers.coppeliasim.to_mujoco.names import ElementNames
from tether.core.importers.coppeliasim.to_mujoco.notes import ImportNotes

#: CoppeliaSim's dynamic control mode (sim.jointdynctrl_*) -> tether's motor mode
_CTRL_MODES = {0: "passive", 1: "force", 4: "velocity", 8: "position", 12: "position", 16: "passive"}


@dataclass
class JointElements:
    """Adds joints to ``spec``; their motors go to ``motors`` and their targets to ``targets``
    (joint -> (position, velocity))."""

    spec: mujoco.MjSpec
    bodies: Bodies
    names: ElementNames
    notes: ImportNotes
    motors: list[JointSpec]
    targets: dict[str, tuple[float, float]]  # joint -> (position, velocity)

    def add(self, obj: Joint, body: mujoco.MjsBody) -> None:
        """``obj``'s MuJoCo joint in ``body`` (its link), at the joint's frame in its current
        position: revolute: hinge, prismatic: slide, spherical: ball (passive)."""
        name = self.names.of(obj)
        moved = self.bodies.pose_of(obj).compose(joint_displacement(obj))  # where the joint frame is in this pose
        rel = self.bodies.relative(body, moved)
        axis = quat_rotate(rel.quat, np.array([0.0, 0.0, 1.0]))
        frame = list(rel.quat)  # the joint frame's turn about its axis: no MuJoCo field (engine/joint_frames.py)
        if obj.joint_type == "spherical":
            body.add_joint(name=name, type=mujoco.mjtJoint.mjJNT_BALL, pos=rel.pos, userdata=frame)
            self.notes.note(f"spherical joint {obj.label!r} is passive (tether drives revolute and prismatic joints)")
            return
        prismatic = obj.joint_type == "prismatic"
        joint = body.add_joint(name=name, type=mujoco.mjtJoint.mjJNT_SLIDE if prismatic else mujoco.mjtJoint.mjJNT_HINGE,
                               pos=rel.pos, axis=axis, userdata=frame)
        joint.ref = obj.position
        if not obj.cyclic and obj.span > 0:
            joint.limited = mujoco.mjtLimited.mjLIMITED_TRUE
            joint.range = [obj.minimum, obj.minimum + obj.span]
        self._motor(obj, name)

    def _motor(self, obj: Joint, name: str) -> None:
        if obj.mode in ("kinematic", "ik"):
            mode = "position"
        elif obj.mode == "dependent":
            mode = "passive"
        elif obj.ctrl_mode is not None:
            mode = _CTRL_MODES.get(obj.ctrl_mode, "passive")
            if obj.ctrl_mode in (12, 16):
                self.notes.note(f"joint {obj.label!r}: {'spring' if obj.ctrl_mode == 12 else 'callback'} control "
                                f"is run as {'position control' if obj.ctrl_mode == 12 else 'a passive joint'}")
        else:  # CoppeliaSim 4.3 and earlier: switches
            mode = ("position" if obj.control_loop_enabled else "velocity") if obj.motor_enabled else "passive"
        max_force = obj.max_force
        pid = obj.pid
        self.motors.append(JointSpec(
            name=name, mode=mode, max_force=abs(max_force) if max_force else None,
            max_velocity=obj.max_velocity, pid_p=pid[0], pid_i=pid[1], pid_d=pid[2],
        ))
        self.targets[name] = (obj.target_position, obj.target_velocity)

    def add_dependencies(self, joints: list[Joint]) -> None:
        """Dependent joints among ``joints`` (all of the file's): a MuJoCo joint equality each
        (CoppeliaSim: q = offset + mult * q_master)."""
        for obj in joints:
            dep = obj.dependency
            if obj.mode != "dependent":
                continue
            master = None
            if dep is not None and dep.master_handle is not None:
                master = next((o for o in joints if o.handle == dep.master_handle), None)
            if master is None and dep is not None and dep.master_alias:
                master = next((o for o in joints if o.alias == dep.master_alias), None)
            if dep is None or master is None or not self.names.has(master) or not self.names.has(obj):
                self.notes.note(f"dependent joint {obj.label!r}: its master joint is not in the file: it is passive")
                continue
            eq = self.spec.add_equality(name=f"{self.names.of(obj)}:dependency")
            eq.type = mujoco.mjtEq.mjEQ_JOINT
            eq.name1, eq.name2 = self.names.of(obj), self.names.of(master)
            data = np.zeros(len(eq.data))
            # MuJoCo's polynomial relates displacements from the reference positions (qpos0)
            data[0] = dep.offset + dep.multiplier * master.position - obj.position
            data[1] = dep.multiplier
            eq.data = data
