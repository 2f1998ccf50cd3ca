"""Joint motors: CoppeliaSim's built-in joint motor on top of MuJoCo's constraint solver.

CoppeliaSim's physics engines make a motor a constraint row: the joint reaches its target
velocity with whatever force it needs, up to the max force (then the force is the max force and
the velocity sags). MuJoCo has exactly one bounded-force velocity constraint: friction loss,
which drives a velocity to zero with at most ``frictionloss`` of force, solved together with the
contacts. So every hinge and slide joint without an MJCF actuator gets:

- a **reference joint** (a hinge on a massless helper body hanging from the joint's parent body,
  no geometry, a huge armature so the motor's reaction cannot change its velocity), whose
  velocity relative to that parent tether sets to the target;
- a **fixed tendon** ``joint - reference`` with ``frictionloss`` = the max force, solved stiffly
  (time constant of two steps, impedance ~1): the joint's velocity follows the reference's
  within the max force, in the same solve as contacts and limits (C, no per-step controller);
- a **general actuator** (gain 1) for force/torque mode, clamped to the max force.

Modes (CoppeliaSim's dynamic control modes):

- passive:  no tendon friction, actuator 0.
- velocity: tendon friction = max force; the reference turns at the target velocity.
- position: tendon friction = max force; the reference velocity is CoppeliaSim's built-in
  controller, ``(P e + I sum(e) + D de) / dt`` clamped to the upper velocity limit (default
  P 0.1, I 0, D 0): a stiff velocity motor driven by the position error holds its target
  without steady-state error while the load needs less than the max force.
- force:    no tendon friction, actuator ctrl = the target force.

``MotorDrive`` writes the reference velocities before each MuJoCo step: the position controller
in plain float arithmetic (numpy when I or D gains are set), then one indexed numpy write of
every reference velocity.

Joints that already have MJCF actuators keep them; commands then just set their ``ctrl``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

import mujoco
import numpy as np

DEFAULT_MAX_FORCE = 100.0  # N or N·m; a manifest [[joint]] max_force overrides it
DEFAULT_PID = (0.1, 0.0, 0.0)  # CoppeliaSim's default position controller gains
DEFAULT_MAX_VELOCITY_REVOLUTE = math.pi  # rad/s: CoppeliaSim's default upper velocity limit (180°/s)
DEFAULT_MAX_VELOCITY_PRISMATIC = 1.0  # m/s
# The reference joint's inertia, per N·m of max force and second of time step: the motor's
# reaction changes the reference's velocity by at most 1e-4 rad/s per step (up to the armature cap,
# above which it is max force * dt / cap). tether writes the reference velocity again before
# every step, so this never accumulates. MuJoCo bakes armature in at compile time.
REFERENCE_INERTIA_PER_FORCE_STEP = 1e4
MOTOR_PREFIX = "tether_motor:"  # the actuator (force mode) and the tendon (velocity constraint)
REFERENCE_PREFIX = "tether_ref:"  # the reference body and joint
MOTOR_SOLIMP = (0.9999, 0.9999, 0.001, 0.5, 2.0)  # a nearly hard constraint


class MotorMode(Enum):
    PASSIVE = "passive"
    POSITION = "position"
    VELOCITY = "velocity"
    FORCE = "force"


_POSITION, _VELOCITY = MotorMode.POSITION, MotorMode.VELOCITY  # an enum member lookup costs more


def _differs(new: float, old: float) -> bool:
    """Not the same float (0.0 and -0.0 differ: a target keeps the sign it was given)."""
    return new != old or (new == 0.0 and math.copysign(1.0, new) != math.copysign(1.0, old))


REFERENCE_MAX_ARMATURE = 1e4  # heavier references slow MuJoCo's solver down (its tolerance scales with inertia)


def reference_armature(max_force: float, time_step: float) -> float:
    return min(max(1.0, abs(max_force)) * time_step * REFERENCE_INERTIA_PER_FORCE_STEP, REFERENCE_MAX_ARMATURE)


@dataclass(eq=False)
class Motor:
    """The motor of one joint and its current control mode and targets."""

    joint_id: int
    actuator_id: int
    owned: bool  # True: tether's own motor (tendon + reference + actuator), whose mode tether switches
    tendon_id: int = -1
    reference_joint: int = -1
    qpos_adr: int = 0
    dof_adr: int = 0
    reference_dof: int = -1
    mode: MotorMode = MotorMode.PASSIVE
    target_position: float = 0.0
    target_velocity: float = 0.0
    target_force: float = 0.0
    pid: tuple[float, float, float] = DEFAULT_PID
    max_velocity: float = DEFAULT_MAX_VELOCITY_REVOLUTE
    drive: MotorDrive | None = None

    def apply_mode(self, model: mujoco.MjModel, data: mujoco.MjData, mode: MotorMode) -> None:
        """Switch the control mode (owned motors only) and apply the current target."""
        self.mode = mode
        self.write_gains(model)
        self.write_ctrl(data)
        if self.drive is not None:
            self.drive.changed()

    def write_gains(self, model: mujoco.MjModel) -> None:
        """Write the current mode into the model: tendon friction (velocity/position) or the
        actuator's unit gain (force). User actuators: no-op."""
        if not self.owned:
            return
        a = self.actuator_id
        model.actuator_gainprm[a, 0] = 1.0 if self.mode is MotorMode.FORCE else 0.0
        constrained = self.mode in (MotorMode.VELOCITY, MotorMode.POSITION)
        model.tendon_frictionloss[self.tendon_id] = self.max_force(model) if constrained else 0.0

    def write_ctrl(self, data: mujoco.MjData) -> None:
        if not self.owned:
            data.ctrl[self.actuator_id] = {
                MotorMode.PASSIVE: 0.0,
                MotorMode.POSITION: self.target_position,
                MotorMode.VELOCITY: self.target_velocity,
                MotorMode.FORCE: self.target_force,
            }[self.mode]
            return
        data.ctrl[self.actuator_id] = self.target_force if self.mode is MotorMode.FORCE else 0.0

    def set_target(self, model: mujoco.MjModel, data: mujoco.MjData, mode: MotorMode, value: float) -> None:
        """Command the motor: store the target and switch to its mode if needed."""
        if mode is self.mode and self.owned and self.drive is not None:
            # the common case (a controller repeating or updating a target): the drive's arrays
            # only need the new value, and nothing at all when it is unchanged
            if mode is _VELOCITY:
                if _differs(value, self.target_velocity):
                    self.target_velocity = value
                    self.drive.target_changed(self)
                return
            if mode is _POSITION:
                if _differs(value, self.target_position):
                    self.target_position = value
                    self.drive.target_changed(self)
                return
        if mode is MotorMode.POSITION:
            self.target_position = value
        elif mode is MotorMode.VELOCITY:
            self.target_velocity = value
        elif mode is MotorMode.FORCE:
            self.target_force = value
        if mode is not self.mode:
            self.apply_mode(model, data, mode)
            return
        if self.owned and mode is not MotorMode.FORCE:
            if self.drive is not None:
                self.drive.target_changed(self)
        else:
            data.ctrl[self.actuator_id] = value

    def set_pid_gain(self, index: int, gain: float) -> None:
        """Set one gain of the position controller (0: P, 1: I, 2: D)."""
        pid = list(self.pid)
        pid[index] = gain
        self.pid = (pid[0], pid[1], pid[2])
        if self.drive is not None:
            self.drive.changed()

    def set_max_velocity(self, limit: float) -> None:
        """Set the velocity limit of position control."""
        self.max_velocity = limit
        if self.drive is not None:
            self.drive.changed()

    def max_force(self, model: mujoco.MjModel) -> float:
        return float(model.actuator_forcerange[self.actuator_id][1])

    def set_max_force(self, model: mujoco.MjModel, value: float) -> None:
        value = abs(float(value))
        model.actuator_forcelimited[self.actuator_id] = 1
        model.actuator_forcerange[self.actuator_id] = (-value, value)
        if self.owned:
            self.write_gains(model)

    def applied_force(self, model: mujoco.MjModel, data: mujoco.MjData) -> float:
        """The force/torque the motor applies to its joint in the last step (actuator plus the
        velocity constraint's force)."""
        force = float(data.actuator_force[self.actuator_id]) * float(model.actuator_gear[self.actuator_id, 0])
        if self.owned and self.mode in (MotorMode.VELOCITY, MotorMode.POSITION):
            rows = np.flatnonzero(
                (data.efc_type == mujoco.mjtConstraint.mjCNSTR_FRICTION_TENDON) & (data.efc_id == self.tendon_id)
            )
            force += float(data.efc_force[rows].sum())
        return force

    def user_mode(self, model: mujoco.MjModel) -> MotorMode:
        """Classify an MJCF actuator by its parameters (position, velocity or plain motor)."""
        bias = model.actuator_biasprm[self.actuator_id]
        if bias[1] != 0.0:
            return MotorMode.POSITION
        if bias[2] != 0.0:
            return MotorMode.VELOCITY
        return MotorMode.FORCE


class MotorDrive:
    """Writes the reference velocities of all owned motors before each MuJoCo step.

    Velocity motors: the reference turns at the target velocity. Position motors: CoppeliaSim's
    built-in controller (see the module docstring), vectorised over all position motors."""

    def __init__(self, motors: list[Motor]) -> None:
        self.motors = [m for m in motors if m.owned]
        for m in self.motors:
            m.drive = self
        self._pos_motors: list[Motor] = []
        self._dt = 0.0  # the MuJoCo time step the controller gains were scaled for
        self._model: mujoco.MjModel | None = None
        self._pos_rows: list[list] = []
        self._data: mujoco.MjData | None = None
        self._rebuild()

    def add(self, motors: list[Motor]) -> None:
        """Drive more motors (of a model loaded into the running scene)."""
        for m in motors:
            if m.owned:
                m.drive = self
                self.motors.append(m)
        self._dirty = True

    def keep_only(self, motors: list[Motor]) -> None:
        """Drive only these motors again (stop after a model was loaded)."""
        self.motors = [m for m in motors if m.owned]
        self._pos_motors = []
        self._dirty = True

    def changed(self) -> None:
        """A mode, gain or limit changed: rebuild the arrays before the next step."""
        self._dirty = True

    def target_changed(self, motor: Motor) -> None:
        if motor.mode is _VELOCITY:
            i = self._vel_slot.get(id(motor))
            if i is not None and not self._dirty:
                self._vel_target[i] = motor.target_velocity
                return
        elif motor.mode is _POSITION:
            i = self._pos_slot.get(id(motor))
            if i is not None and not self._dirty:
                self._pos_target[i] = motor.target_position
                if i < len(self._pos_rows):
                    self._pos_rows[i][1] = motor.target_position
                return
        self._dirty = True

    def _rebuild(self) -> None:
        vel = [m for m in self.motors if m.mode is MotorMode.VELOCITY]
        pos = [m for m in self.motors if m.mode is MotorMode.POSITION]
        nvel = len(vel)
        # one index array and one value buffer for every reference velocity: velocity motors
        # first (their targets, written by target_changed), then position motors (the
        # controller's output, written in place before each step)
        self._ref = np.array([m.reference_dof for m in vel + pos], dtype=np.intp)
        first = int(self._ref[0]) if len(self._ref) else 0
        # reference dofs one after the other (the usual case: a robot's motors, all of one mode):
        # a slice writes them with less work than an index array
        contiguous = np.array_equal(self._ref, np.arange(first, first + len(self._ref)))
        self._ref_at: slice | np.ndarray = slice(first, first + len(self._ref)) if contiguous else self._ref
        self._ref_values = np.array([m.target_velocity for m in vel] + [0.0] * len(pos), dtype=float)
        self._vel_slot = {id(m): i for i, m in enumerate(vel)}
        self._vel_target = self._ref_values[:nvel]
        self._velocity = self._ref_values[nvel:]
        old = {id(m): i for i, m in enumerate(getattr(self, "_pos_motors", []))}
        old_integral = getattr(self, "_integral", np.zeros(0))
        old_error = getattr(self, "_previous_error", np.zeros(0))
        self._pos_motors = pos
        self._pos_slot = {id(m): i for i, m in enumerate(pos)}
        self._pos_qadr = np.array([m.qpos_adr for m in pos], dtype=np.intp)
        self._pos_target = np.array([m.target_position for m in pos], dtype=float)
        self._p = np.array([m.pid[0] for m in pos], dtype=float)
        self._i = np.array([m.pid[1] for m in pos], dtype=float)
        self._d = np.array([m.pid[2] for m in pos], dtype=float)
        self._vmax = np.array([m.max_velocity for m in pos], dtype=float)
        self._integral = np.zeros(len(pos))
        self._previous_error = np.full(len(pos), np.nan)
        for i, m in enumerate(pos):  # keep the controller's memory of motors that stay in position mode
            j = old.get(id(m))
            if j is not None and j < len(old_integral):
                self._integral[i], self._previous_error[i] = old_integral[j], old_error[j]
        self._use_id = bool(self._i.any() or self._d.any())
        self._dirty = False

    def forget(self) -> None:
        """Clear the position controllers' memory (integral, last error)."""
        self._pos_motors = []
        self._dirty = True

    def before_step(self, model: mujoco.MjModel, data: mujoco.MjData) -> None:
        # the time step changes only through Physics.set_time_step, which calls changed()
        if self._dirty or model is not self._model:
            self._prepare(model)
        if data is not self._data:  # MjData's arrays are views of fixed memory: bind them once
            self._data = data
            self._qpos = data.qpos
            self._qvel = data.qvel
        if self._p_only:
            # P control only (the default gains): plain float arithmetic on a handful of motors
            # costs less than numpy's per-call overhead; the same IEEE operations, same results
            q = self._qpos.tolist()
            values = self._ref_values
            i = self._nvel
            for adr, target, k, vmax, vmin in self._pos_rows:
                v = k * (target - q[adr])
                if v > vmax:
                    v = vmax
                if v < vmin:
                    v = vmin
                values[i] = v
                i += 1
        elif self._has_pos:
            error = self._pos_target - self._qpos[self._pos_qadr]
            velocity = self._p_over_dt * error
            if self._use_id:
                self._integral += error
                previous = np.where(np.isnan(self._previous_error), error, self._previous_error)
                velocity += (self._i * self._integral + self._d * (error - previous)) / self._dt
                self._previous_error = error
            np.minimum(velocity, self._vmax, out=velocity)
            np.maximum(velocity, self._vmin, out=self._velocity)
        if self._has_ref:
            self._qvel[self._ref_at] = self._ref_values

    def _prepare(self, model: mujoco.MjModel) -> None:
        """Rebuild the arrays for the current modes and scale the gains for the time step."""
        self._rebuild()
        self._model = model
        self._dt = float(model.opt.timestep)
        self._p_over_dt = self._p / self._dt
        self._vmin = -self._vmax
        self._has_pos = len(self._pos_motors) > 0
        self._has_ref = len(self._ref) > 0
        self._p_only = self._has_pos and not self._use_id
        self._nvel = len(self._vel_target)
        self._pos_rows = [
            [adr, target, k, vmax, vmin]
            for adr, target, k, vmax, vmin in zip(
                self._pos_qadr.tolist(), self._pos_target.tolist(), self._p_over_dt.tolist(),
                self._vmax.tolist(), self._vmin.tolist(),
            )
        ]
