"""Joint motors: CoppeliaSim's built-in joint motor on top of MuJoCo actuators.

Every hinge and slide joint without an MJCF actuator gets a general actuator
(``force = gain * ctrl + bias0 + bias1 * q + bias2 * qdot``, clamped to the max force). Switching
the control mode only rewrites that actuator's gain and bias parameters in the model, so stepping
stays entirely in MuJoCo's C code:

- passive:  gain 0, bias 0                      (no motor force)
- velocity: gain kv, bias (0, 0, -kv)           (drive qdot to ctrl within max force)
- position: gain kp, bias (0, -kp, -kd)         (PD hold of ctrl within max force)
- force:    gain 1, bias 0                      (ctrl is the force/torque)

Joints that already have MJCF actuators keep them; commands then just set their ``ctrl``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import mujoco

DEFAULT_MAX_FORCE = 100.0  # N or N·m; a manifest [[joint]] max_force overrides it
# Default gains scale with the joint's own inertia (MuJoCo's dof_M0) and the time step, so every
# joint gets the same response whatever its size: a velocity motor reaches its target within a
# few steps, a position motor settles like a critically damped spring of ~10 steps' period.
VELOCITY_TIME_CONSTANT_STEPS = 4.0
POSITION_PERIOD_STEPS = 10.0


def default_gains(inertia: float, time_step: float) -> tuple[float, float]:
    """(kp, kv) for a joint of this effective inertia."""
    omega = 1.0 / (POSITION_PERIOD_STEPS * time_step)
    return inertia * omega * omega, inertia / (VELOCITY_TIME_CONSTANT_STEPS * time_step)
MOTOR_PREFIX = "tether_motor:"


class MotorMode(Enum):
    PASSIVE = "passive"
    POSITION = "position"
    VELOCITY = "velocity"
    FORCE = "force"


@dataclass
class Motor:
    """The motor of one joint: its actuator and current control mode."""

    joint_id: int
    actuator_id: int
    owned: bool  # True: tether's own general actuator, whose mode tether switches
    kp: float = 1.0  # position gain (N·m/rad or N/m)
    kv: float = 1.0  # velocity gain of the velocity mode
    kd: float = 1.0  # damping of the position mode (critical for the joint's inertia)
    mode: MotorMode = MotorMode.PASSIVE
    target_position: float = 0.0
    target_velocity: float = 0.0
    target_force: float = 0.0

    def apply_mode(self, model: mujoco.MjModel, data: mujoco.MjData, mode: MotorMode) -> None:
        """Rewrite the actuator parameters for ``mode`` (owned motors only) and set its ctrl."""
        self.mode = mode
        self.write_gains(model)
        self.write_ctrl(data)

    def write_gains(self, model: mujoco.MjModel) -> None:
        """Write the current mode's gain and bias into an owned actuator (user actuators: no-op)."""
        if not self.owned:
            return
        mode = self.mode
        a = self.actuator_id
        gain = model.actuator_gainprm[a]
        bias = model.actuator_biasprm[a]
        gain[:] = 0.0
        bias[:] = 0.0
        if mode is MotorMode.VELOCITY:
            gain[0] = self.kv
            bias[2] = -self.kv
        elif mode is MotorMode.POSITION:
            gain[0] = self.kp
            bias[1] = -self.kp
            bias[2] = -self.kd
        elif mode is MotorMode.FORCE:
            gain[0] = 1.0

    def write_ctrl(self, data: mujoco.MjData) -> None:
        value = {
            MotorMode.PASSIVE: 0.0,
            MotorMode.POSITION: self.target_position,
            MotorMode.VELOCITY: self.target_velocity,
            MotorMode.FORCE: self.target_force,
        }[self.mode]
        data.ctrl[self.actuator_id] = value

    def set_target(self, model: mujoco.MjModel, data: mujoco.MjData, mode: MotorMode, value: float) -> None:
        """Command the motor: store the target and switch to its mode if needed."""
        if mode is MotorMode.POSITION:
            self.target_position = value
        elif mode is MotorMode.VELOCITY:
            self.target_velocity = value
        elif mode is MotorMode.FORCE:
            self.target_force = value
        if mode is not self.mode:
            self.apply_mode(model, data, mode)
        else:
            data.ctrl[self.actuator_id] = value

    def max_force(self, model: mujoco.MjModel) -> float:
        return float(model.actuator_forcerange[self.actuator_id][1])

    def set_max_force(self, model: mujoco.MjModel, value: float) -> None:
        value = abs(float(value))
        model.actuator_forcelimited[self.actuator_id] = 1
        model.actuator_forcerange[self.actuator_id] = (-value, value)

    def user_mode(self, model: mujoco.MjModel) -> MotorMode:
        """Classify an MJCF actuator by its parameters (position, velocity or plain motor)."""
        bias = model.actuator_biasprm[self.actuator_id]
        if bias[1] != 0.0:
            return MotorMode.POSITION
        if bias[2] != 0.0:
            return MotorMode.VELOCITY
        return MotorMode.FORCE
