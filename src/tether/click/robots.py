"""The core's robots in Click's words: a :class:`~tether.core.engine.robots.Robot` becomes the
handshake's :class:`~tether.click.messages.RobotDescription`.

The core finds the robots (``tether.core.engine.robots``) and knows nothing of Click; this module says
which Click value types each control and sensor has: a position control is an ``Angle``, a
velocity control an ``AngularVelocity1D``, a force control a ``Torque1D``; every controlled
joint reports all three; a robot's root reports ``Position`` and ``RPY``; a force sensor reports
``Force3D`` and ``Torque3D``; a control event is ``Activated``.
"""

from __future__ import annotations

from typing import Mapping

from tether.click.messages import RobotDescription, ValueType
from tether.core.engine.motors import MotorMode
from tether.core.engine.robots import ReportedObject, Robot

__all__ = ["CONTROL_TYPES", "describe_object", "describe_robot"]

CONTROL_TYPES: Mapping[MotorMode, ValueType] = {
    MotorMode.POSITION: ValueType.Angle,
    MotorMode.VELOCITY: ValueType.AngularVelocity1D,
    MotorMode.FORCE: ValueType.Torque1D,
}

_JOINT_SENSOR_TYPES = (ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D)
_OBJECT_SENSOR_TYPES = (ValueType.Position, ValueType.RPY)
_FORCE_SENSOR_TYPES = (ValueType.Force3D, ValueType.Torque3D)


def describe_robot(robot: Robot) -> RobotDescription:
    """What the handshake says about ``robot``."""
    return RobotDescription(
        name=robot.name,
        controls=robot.joints,
        control_types=tuple(CONTROL_TYPES[c] for c in robot.controls),
        joint_sensors=robot.joints,
        joint_sensor_types=_JOINT_SENSOR_TYPES if robot.joints else (),
        control_events={e: ValueType.Activated for e in robot.control_events},
        sensors={s: _FORCE_SENSOR_TYPES for s, _ in robot.force_sensors},
        object_sensors=_OBJECT_SENSOR_TYPES if robot.root_handle is not None else (),
    )


def describe_object(obj: ReportedObject) -> RobotDescription:
    """What the handshake says about an extra object: its pose, no controls."""
    return RobotDescription(obj.name, object_sensors=_OBJECT_SENSOR_TYPES)
