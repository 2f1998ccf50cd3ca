"""Generate the golden Click messages in tests/click/golden/ with the real ``pclick``.

Run it with the Python of a virtual environment that has ``pclick`` installed (pclick
pins protobuf==4.21.12 and pyzmq==26.2.0, so it cannot share tether's environment)::

    python3 -m venv .venv-pclick && .venv-pclick/bin/pip install pclick==0.5.15
    .venv-pclick/bin/python tests/click/make_golden.py

or let the test helper do it: ``python -c "from tests.click.pclick_env import ...``;
see tests/click/pclick_env.py. Every file holds exactly one serialized message, as it
travels in one ZeroMQ frame. The messages are built only with pclick's public API
(MessageFactory plus the protobuf API, the way pclick.demo does it), so the bytes are
what a real pclick peer puts on the wire. tests/click/test_messages.py parses them with
tether's own schema and checks tether's builders produce the same bytes.

Map fields hold at most one entry per map in these fixtures: protobuf leaves the order
of map entries on the wire unspecified, so byte comparisons across runtimes are only
meaningful for maps with a single entry (multi-entry maps are compared semantically).
"""

from __future__ import annotations

import sys
from pathlib import Path

from pclick import MessageFactory, ValueType  # type: ignore[import-not-found]
from pclick.Messaging_pb2 import ErrorType  # type: ignore[import-not-found]


def handshake_init():
    return MessageFactory.create_handshake_init()


def handshake():
    # Same shape as pclick.demo.server's handshake, plus simSettings.
    m = MessageFactory.create_handshake()
    m.controlType = ValueType.Multiple
    robot = m.objects["robot"]
    robot.controlsInOrder.extend(["joint1", "joint2", "joint3"])
    robot.controlTypesInOrder.extend([ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D])
    robot.jointSensorsInOrder.extend(["joint1", "joint2", "joint3"])
    robot.jointSensors.extend([ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D])
    robot.controlEvents["gripper"] = ValueType.Activated
    robot.sensors["external_1"].types.extend([ValueType.Force3D, ValueType.Torque3D])
    robot.objectSensors.extend([ValueType.Position, ValueType.RPY])
    m.simSettings.timeStep = 0.002
    return m


def handshake_demo():
    # Verbatim copy of what pclick.demo.server answers to HandshakeInit.
    m = MessageFactory.create_handshake()
    m.controlType = ValueType.Force3D
    robot = m.objects["robot"]
    robot.controlsInOrder.extend(["joint1", "joint2"])
    robot.controlTypesInOrder.extend([ValueType.Angle, ValueType.Angle])
    robot.jointSensorsInOrder.extend(["joint1", "joint2"])
    robot.controlEvents["gripper"] = ValueType.Activated
    robot.jointSensors.extend([ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D])
    robot.objectSensors.append(ValueType.Position)
    robot.sensors["external_1"].types.extend([ValueType.Force3D, ValueType.AngularAcceleration3D])
    return m


def sensor_request():
    return MessageFactory.create_sensorrequestmessage()


def control_values():
    m = MessageFactory.create_controlmessage()
    robot = m.objects["robot"]
    robot.values.extend([0.5, -1.25, 3.0])
    robot.controlEvents["gripper"] = True
    return m


def control_angles():
    m = MessageFactory.create_controlmessage()
    m.objects["robot"].angles.extend([0.1, 0.2, 0.3])
    return m


def control_angular_velocities():
    m = MessageFactory.create_controlmessage()
    m.objects["robot"].angularVelocities.extend([1.0, -1.0, 0.0])
    return m


def control_torques():
    m = MessageFactory.create_controlmessage()
    m.objects["robot"].torques.extend([2.0, 0.0, -2.0])
    return m


def control_mixed_invalid():
    # Invalid on purpose: values and deprecated angles at once (mutually exclusive).
    m = MessageFactory.create_controlmessage()
    m.objects["robot"].values.extend([1.0, 2.0, 3.0])
    m.objects["robot"].angles.extend([1.0, 2.0, 3.0])
    return m


def sensor():
    m = MessageFactory.create_sensormessage()
    robot = m.objects["robot"]
    robot.angleSensors.extend([0.1, 0.2, 0.3])
    robot.angularVelocitySensors.extend([1.0, 2.0, 3.0])
    robot.torqueSensors.extend([-1.0, -2.0, -3.0])
    s = robot.objectSensors.add()
    s.position.arr.extend([1.0, 2.0, 3.0])
    s = robot.objectSensors.add()
    s.rpy.arr.extend([0.0, 0.5, 1.0])
    ext = robot.sensors["external_1"]
    ext.sensor.add().force3d.arr.extend([4.0, 4.1, 4.2])
    ext.sensor.add().torque3d.arr.extend([5.0, 5.1, 5.2])
    m.simVars.simulatedTime = 0.25
    return m


def reset():
    return MessageFactory.create_resetmessage()


def error():
    m = MessageFactory.create_errormessage()
    m.error = ErrorType.VersionNotSupported
    m.errormessage = "controller gave up"
    return m


GOLDEN = {
    "handshake_init": handshake_init,
    "handshake": handshake,
    "handshake_demo": handshake_demo,
    "sensor_request": sensor_request,
    "control_values": control_values,
    "control_angles": control_angles,
    "control_angular_velocities": control_angular_velocities,
    "control_torques": control_torques,
    "control_mixed_invalid": control_mixed_invalid,
    "sensor": sensor,
    "reset": reset,
    "error": error,
}


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for name, make in GOLDEN.items():
        (out / f"{name}.bin").write_bytes(make().SerializeToString())
        print(f"wrote {out / name}.bin")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("golden"))
