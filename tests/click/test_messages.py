"""The sans-IO Click codec against golden messages made by the real pclick package.

The fixtures in golden/ were produced by make_golden.py running pclick 0.5.15 (see
there); test_pclick_interop.py checks that pclick still produces the same bytes.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click.messages import (
    ClickProtocolError,
    ClickValidationError,
    RobotDescription,
    RobotSensors,
    SensorValue,
    ValueType,
)

GOLDEN = Path(__file__).with_name("golden")
ALL_GOLDEN = sorted(p.stem for p in GOLDEN.glob("*.bin"))


def golden(name: str) -> bytes:
    return (GOLDEN / f"{name}.bin").read_bytes()


ARM = RobotDescription(
    name="robot",
    controls=("joint1", "joint2", "joint3"),
    control_types=(ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D),
    joint_sensors=("joint1", "joint2", "joint3"),
    joint_sensor_types=(ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D),
    control_events={"gripper": ValueType.Activated},
    sensors={"external_1": (ValueType.Force3D, ValueType.Torque3D)},
    object_sensors=(ValueType.Position, ValueType.RPY),
)


def test_all_kinds_of_golden_present() -> None:
    assert {"handshake_init", "handshake", "sensor_request", "control_values", "control_angles",
            "sensor", "reset", "error"} <= set(ALL_GOLDEN)


@pytest.mark.parametrize("name", ALL_GOLDEN)
def test_golden_roundtrip_is_byte_identical(name: str) -> None:
    data = golden(name)
    msg = m.parse(data)
    assert m.encode(msg) == data


@pytest.mark.parametrize(
    "name, cls",
    [
        ("handshake_init", pb.HandshakeInitMessage),
        ("handshake", pb.HandshakeMessage),
        ("handshake_demo", pb.HandshakeMessage),
        ("sensor_request", pb.SensorRequestMessage),
        ("control_values", pb.ControlMessage),
        ("control_angles", pb.ControlMessage),
        ("sensor", pb.SensorMessage),
        ("reset", pb.ResetMessage),
        ("error", pb.ErrorMessage),
    ],
)
def test_parse_gives_concrete_class(name: str, cls: type) -> None:
    assert type(m.parse(golden(name))) is cls


def test_builders_match_pclick_bytes() -> None:
    assert m.encode(m.handshake_init()) == golden("handshake_init")
    assert m.encode(m.handshake([ARM], time_step=0.002)) == golden("handshake")
    assert m.encode(m.sensor_request()) == golden("sensor_request")
    assert m.encode(m.control({"robot": [0.5, -1.25, 3.0]}, {"robot": {"gripper": True}})) == golden(
        "control_values"
    )
    assert m.encode(m.control({"robot": [0.1, 0.2, 0.3]}, field_name="angles")) == golden("control_angles")
    assert m.encode(m.control({"robot": [1.0, -1.0, 0.0]}, field_name="angularVelocities")) == golden(
        "control_angular_velocities"
    )
    assert m.encode(m.control({"robot": [2.0, 0.0, -2.0]}, field_name="torques")) == golden("control_torques")
    assert m.encode(m.reset()) == golden("reset")
    assert m.encode(m.error("controller gave up")) == golden("error")
    sensors = RobotSensors(
        name="robot",
        angles=(0.1, 0.2, 0.3),
        angular_velocities=(1.0, 2.0, 3.0),
        torques=(-1.0, -2.0, -3.0),
        object_sensors=(SensorValue(ValueType.Position, (1.0, 2.0, 3.0)), SensorValue(ValueType.RPY, (0.0, 0.5, 1.0))),
        sensors={
            "external_1": (
                SensorValue(ValueType.Force3D, (4.0, 4.1, 4.2)),
                SensorValue(ValueType.Torque3D, (5.0, 5.1, 5.2)),
            )
        },
    )
    assert m.encode(m.sensor([sensors], simulated_time=0.25)) == golden("sensor")


def test_handshake_gives_typed_robot_description() -> None:
    robots = m.robots_from_handshake(m.parse(golden("handshake")))  # type: ignore[arg-type]
    assert robots == {"robot": ARM}
    assert robots["robot"].control_index("joint3") == 2
    with pytest.raises(KeyError):
        robots["robot"].control_index("nope")


def test_pclick_demo_handshake_description() -> None:
    robots = m.robots_from_handshake(m.parse(golden("handshake_demo")))  # type: ignore[arg-type]
    r = robots["robot"]
    assert r.controls == ("joint1", "joint2")
    assert r.control_types == (ValueType.Angle, ValueType.Angle)
    assert r.joint_sensor_types == (ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D)
    assert r.sensors == {"external_1": (ValueType.Force3D, ValueType.AngularAcceleration3D)}
    assert r.object_sensors == (ValueType.Position,)


def test_old_handshake_with_only_scene_control_type() -> None:
    msg = m.handshake([ARM])
    msg.controlType = pb.AngularVelocity1D
    del msg.objects["robot"].controlTypesInOrder[:]
    assert m.robots_from_handshake(msg)["robot"].control_types == (ValueType.AngularVelocity1D,) * 3
    msg.controlType = pb.Multiple
    with pytest.raises(ClickProtocolError, match="controlTypesInOrder"):
        m.robots_from_handshake(msg)


def test_handshake_with_mismatched_control_types_rejected() -> None:
    msg = m.handshake([ARM])
    msg.objects["robot"].controlTypesInOrder.append(pb.Angle)
    with pytest.raises(ClickProtocolError, match="3 controls but 4 control types"):
        m.robots_from_handshake(msg)


def test_scene_control_type() -> None:
    assert m.handshake([ARM]).controlType == pb.Multiple
    same = RobotDescription("a", ("j",), (ValueType.Torque1D,))
    assert m.handshake([same]).controlType == pb.Torque1D
    assert m.scene_control_type([]) == ValueType.Multiple


def test_decode_sensors_by_joint_name() -> None:
    data = m.decode_sensors(m.parse(golden("sensor")), {"robot": ARM})  # type: ignore[arg-type]
    r = data["robot"]
    assert data.simulated_time == 0.25
    assert r.angle == {"joint1": 0.1, "joint2": 0.2, "joint3": 0.3}
    assert r.angular_velocity["joint2"] == 2.0
    assert r.torque["joint3"] == -3.0
    assert r.position == (1.0, 2.0, 3.0)
    assert r.rpy == (0.0, 0.5, 1.0)
    assert r.sensors["external_1"][0] == SensorValue(ValueType.Force3D, (4.0, 4.1, 4.2))
    assert r.sensors["external_1"][1].type is ValueType.Torque3D


def test_decode_sensors_without_description_keeps_raw_values() -> None:
    data = m.decode_sensors(m.parse(golden("sensor")))  # type: ignore[arg-type]
    assert data["robot"].angles == (0.1, 0.2, 0.3)
    assert data["robot"].angle == {}


@pytest.mark.parametrize(
    "data, match",
    [
        (b"garbage!!", "not a Click message"),
        (b"\xff\xff", "not a Click message"),
        (b"\x08\x63", "unknown Click message type 99"),
    ],
)
def test_parse_garbage(data: bytes, match: str) -> None:
    with pytest.raises(ClickProtocolError, match=match):
        m.parse(data)


def test_parse_rejects_non_bytes() -> None:
    with pytest.raises(ClickProtocolError, match="expected bytes"):
        m.parse("text")  # type: ignore[arg-type]


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=64))
def test_parse_never_raises_anything_but_protocol_error(data: bytes) -> None:
    try:
        msg = m.parse(data)
    except ClickProtocolError:
        return
    assert msg.messageType in set(m.MessageType)


def test_empty_frame_is_handshake_init_with_bad_version() -> None:
    msg = m.parse(b"")
    assert isinstance(msg, pb.HandshakeInitMessage)
    (problem,) = m.handshake_init_errors(msg)
    assert "unsupported Click protocol version UNDEFINED" in problem
    assert m.handshake_init_errors(m.handshake_init()) == []
    assert "version 7" in m.handshake_init_errors(m.handshake_init(version=7))[0]


# ---------------------------------------------------------------- ControlMessage checks

ROBOTS = {"robot": ARM}


def test_valid_control_decodes() -> None:
    out = m.decode_control(m.parse(golden("control_values")), ROBOTS)  # type: ignore[arg-type]
    assert out["robot"].values == (0.5, -1.25, 3.0)
    assert out["robot"].types == ARM.control_types
    assert out["robot"].events == {"gripper": True}


def test_unknown_robot() -> None:
    msg = m.control({"robut": [1, 2, 3]})
    assert m.control_errors(msg, ROBOTS) == ["unknown robot 'robut' (robots in the handshake: 'robot')"]


def test_wrong_number_of_values() -> None:
    (p,) = m.control_errors(m.control({"robot": [1.0, 2.0]}), ROBOTS)
    assert "wrong number of values: got 2, expected 3 (joint1, joint2, joint3)" in p


def test_values_and_angles_are_mutually_exclusive() -> None:
    msg = m.parse(golden("control_mixed_invalid"))
    with pytest.raises(ClickValidationError, match="values and angles given at once") as exc:
        m.decode_control(msg, ROBOTS)  # type: ignore[arg-type]
    assert len(exc.value.problems) == 1


def test_deprecated_field_must_match_control_types() -> None:
    (p,) = m.control_errors(m.parse(golden("control_angles")), ROBOTS)  # type: ignore[arg-type]
    assert "deprecated field angles means every control is Angle, but joint2, joint3 are not" in p
    all_angle = {"robot": RobotDescription("robot", ("a", "b", "c"), (ValueType.Angle,) * 3)}
    out = m.decode_control(m.parse(golden("control_angles")), all_angle)  # type: ignore[arg-type]
    assert out["robot"].values == (0.1, 0.2, 0.3)


def test_non_finite_and_unknown_event() -> None:
    msg = m.control({"robot": [math.nan, 0.0, math.inf]}, {"robot": {"laser": True}})
    problems = m.control_errors(msg, ROBOTS)
    assert any("non-finite value for joint1, joint3" in p for p in problems)
    assert any("unknown control event(s) laser (known: gripper)" in p for p in problems)


def test_empty_object_is_wrong_count_and_omitted_robot_is_fine() -> None:
    msg = m.control({"robot": []})
    assert "got 0, expected 3" in m.control_errors(msg, ROBOTS)[0]
    assert m.decode_control(m.control({}), ROBOTS) == {}


def test_several_problems_reported_together() -> None:
    msg = m.control({"robot": [1.0], "ghost": [1.0]})
    with pytest.raises(ClickValidationError) as exc:
        m.decode_control(msg, ROBOTS)
    assert len(exc.value.problems) == 2
    assert "ghost" in str(exc.value) and "expected 3" in str(exc.value)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.floats(allow_nan=False, allow_infinity=False), min_size=3, max_size=3),
    st.sampled_from(["values", "angles", "angularVelocities", "torques"]),
)
def test_control_roundtrip(values: list[float], field_name: str) -> None:
    data = m.encode(m.control({"robot": values}, field_name=field_name))
    back = m.parse(data)
    assert isinstance(back, pb.ControlMessage)
    assert list(getattr(back.objects["robot"], field_name)) == values
