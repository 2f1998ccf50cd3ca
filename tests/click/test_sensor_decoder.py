"""SensorDecoder: protobuf's parse and decode_sensors are the one decoder, and a SensorMessage of
a kept shape gets the kept shape with its own doubles: the same as the parse gives, for any frame
(a differential property test: shapes, NaN/inf/-0.0, changed bytes, other message types)."""

from __future__ import annotations

import math
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click.messages import ClickProtocolError, RobotDescription, RobotSensors, SensorValue, ValueType
from tether.click.sensor_decoder import MAX_SHAPES, SensorDecoder

VEC3 = [ValueType.Position, ValueType.RPY, ValueType.Force3D, ValueType.Torque3D, ValueType.Velocity3D]
SCALAR = [ValueType.Angle, ValueType.Torque1D, ValueType.Force1D, ValueType.AngularVelocity1D]
doubles = st.floats(allow_nan=True, allow_infinity=True, width=64)


@st.composite
def sensor_values(draw: st.DrawFn) -> SensorValue:
    kind = draw(st.sampled_from(["vec", "scalar", "flag"]))
    if kind == "vec":
        return SensorValue(draw(st.sampled_from(VEC3)), tuple(draw(st.lists(doubles, min_size=3, max_size=3))))
    if kind == "scalar":
        return SensorValue(draw(st.sampled_from(SCALAR)), draw(doubles))
    return SensorValue(ValueType.Activated, draw(st.booleans()))


@st.composite
def robot_sensors(draw: st.DrawFn, name: str) -> RobotSensors:
    n = draw(st.integers(0, 4))
    return RobotSensors(
        name,
        tuple(draw(st.lists(doubles, min_size=n, max_size=n))),
        tuple(draw(st.lists(doubles, min_size=n, max_size=n))),
        tuple(draw(st.lists(doubles, min_size=draw(st.sampled_from([0, n])), max_size=n))),
        draw(st.dictionaries(st.sampled_from(["grip", "imu"]), st.lists(sensor_values(), max_size=2).map(tuple), max_size=2)),
        tuple(draw(st.lists(sensor_values(), max_size=3))),
        tuple(tuple(draw(st.lists(doubles, min_size=3, max_size=3))) for _ in range(draw(st.integers(0, 2)))),
    )


@st.composite
def shapes(draw: st.DrawFn) -> tuple[list[RobotSensors], float, dict[str, RobotDescription]]:
    names = draw(st.lists(st.sampled_from(["Arm", "Rover", "Door", "Ball"]), min_size=1, max_size=3, unique=True))
    robots = [draw(robot_sensors(name)) for name in names]
    time = draw(st.sampled_from([0.0, 0.005, 1234.5]))
    descriptions = {
        r.name: RobotDescription(r.name, joint_sensors=tuple(f"{r.name}_j{i}" for i in range(len(r.angles))))
        for r in robots if draw(st.booleans())
    }
    return robots, time, descriptions


def new_doubles(robots: list[RobotSensors], draw: st.DataObject) -> list[RobotSensors]:
    """The same shape (flags included) with other doubles."""
    fresh = lambda values: tuple(draw.draw(doubles) for _ in values)  # noqa: E731

    def sensor(sv: SensorValue) -> SensorValue:
        if isinstance(sv.value, bool):
            return sv
        if isinstance(sv.value, tuple):
            return SensorValue(sv.type, fresh(sv.value))
        return SensorValue(sv.type, draw.draw(doubles))

    return [
        RobotSensors(
            r.name, fresh(r.angles), fresh(r.angular_velocities), fresh(r.torques),
            {k: tuple(map(sensor, v)) for k, v in r.sensors.items()},
            tuple(map(sensor, r.object_sensors)), tuple(fresh(v) for v in r.force_sensors),
        )
        for r in robots
    ]


def same(a: m.SensorData, b: m.SensorData) -> bool:
    """Equal, with NaN equal to NaN (bit-level: the decoder reads the very same doubles)."""
    pack = lambda x: struct.pack("<d", x) if isinstance(x, float) else x  # noqa: E731

    def canon(value: object) -> object:
        if isinstance(value, float):
            return pack(value)
        if isinstance(value, (tuple, list)):
            return tuple(canon(v) for v in value)  # NamedTuples (SensorValue) too
        if isinstance(value, dict):
            return {k: canon(v) for k, v in value.items()}
        if isinstance(value, RobotSensors):
            return canon(vars(value))
        return value

    return canon(a.robots) == canon(b.robots) and pack(a.simulated_time) == pack(b.simulated_time)


def decoded(decoder: SensorDecoder, data: bytes) -> m.SensorData | m.AnyMessage | str:
    try:
        return decoder.decode(data)
    except ClickProtocolError as exc:
        return str(exc)


def expected(data: bytes, robots: dict[str, RobotDescription]) -> m.SensorData | m.AnyMessage | str:
    """What protobuf's parse and decode_sensors make of ``data`` (the text of a protocol error)."""
    try:
        message = m.parse(data)
    except ClickProtocolError as exc:
        return str(exc)
    if message.messageType != pb.SensorMessageType:
        return message
    return m.decode_sensors(message, robots)  # type: ignore[arg-type]


def assert_same(got: object, want: object) -> None:
    if isinstance(want, m.SensorData):
        assert isinstance(got, m.SensorData) and same(got, want)
    else:
        assert got == want


special = st.sampled_from([0.0, -0.0, math.nan, -math.nan, math.inf, -math.inf, 5e-324, 1e308])


@settings(max_examples=300, deadline=None)
@given(
    st.lists(shapes(), min_size=1, max_size=3),
    st.lists(st.tuples(st.integers(0, 2), st.booleans(),
                       st.none() | st.tuples(st.integers(0, 10_000), st.integers(0, 255))), min_size=1, max_size=10),
    st.data(),
)
def test_every_frame_decodes_as_protobufs_parse_and_decode_sensors(
    shape_list: list[tuple[list[RobotSensors], float, dict[str, RobotDescription]]], frames: list, data: st.DataObject
) -> None:
    # The handshake's descriptions are the first shape's; frames of several shapes, with new
    # doubles (NaN, inf, -0.0 among them), some with one byte changed, interleaved.
    descriptions = shape_list[0][2]
    decoder = SensorDecoder(descriptions)
    for which, fresh, mutation in frames:
        robots, time, _ = shape_list[which % len(shape_list)]
        if fresh:
            robots = new_doubles(robots, data)
            time = data.draw(special | doubles) if time else 0.0
        frame = m.sensor(robots, time).SerializeToString()
        if mutation is not None and frame:
            at, byte = mutation
            frame = bytearray(frame)
            frame[at % len(frame)] = byte
            frame = bytes(frame)
        assert_same(decoded(decoder, frame), expected(frame, descriptions))


@settings(max_examples=200, deadline=None)
@given(shapes(), st.data())
def test_a_kept_shape_decodes_as_decode_sensors_does(
    shape: tuple[list[RobotSensors], float, dict[str, RobotDescription]], data: st.DataObject
) -> None:
    robots, time, descriptions = shape
    first = m.sensor(robots, time).SerializeToString()
    decoder = SensorDecoder(descriptions)
    assert not decoder.knows(first)  # nothing kept yet
    assert_same(decoder.decode(first), expected(first, descriptions))
    assert decoder.knows(first)  # every shape a Click server sends is kept
    for _ in range(3):  # the same shape with other doubles (a time of 0.0 stays left out)
        later = data.draw((special | doubles).filter(lambda x: x != 0.0)) if time else 0.0
        again = m.sensor(new_doubles(robots, data), later).SerializeToString()
        assert decoder.knows(again)
        assert_same(decoder.decode(again), expected(again, descriptions))


def test_other_shapes_and_message_types_are_parsed() -> None:
    arm = RobotSensors("Arm", (0.1, 0.2), (0.0, 0.0), (1.0, 2.0), {}, (SensorValue(ValueType.Activated, True),), ())
    first = m.sensor([arm], 0.01).SerializeToString()
    decoder = SensorDecoder({})
    decoder.decode(first)
    assert decoder.knows(first)
    flag_off = m.sensor([RobotSensors("Arm", arm.angles, arm.angular_velocities, arm.torques, {},
                                      (SensorValue(ValueType.Activated, False),), ())], 0.01).SerializeToString()
    three = m.sensor([RobotSensors("Arm", (0.1, 0.2, 0.3))], 0.01).SerializeToString()
    at_zero = m.sensor([arm], 0.0).SerializeToString()  # proto3 leaves the time out
    for other in (flag_off, three, at_zero, m.reset().SerializeToString(), m.error("x").SerializeToString()):
        assert not decoder.knows(other)
        assert_same(decoded(decoder, other), expected(other, {}))
    assert decoder.decode(flag_off).robots["Arm"].object_sensors[0].value is False  # type: ignore[union-attr]
    assert isinstance(decoder.decode(m.reset().SerializeToString()), pb.ResetMessage)
    with pytest.raises(ClickProtocolError):
        decoder.decode(b"\xff\xff")


def test_at_most_max_shapes_are_kept() -> None:
    def sensor_bytes(n: int, t: float = 0.5) -> bytes:
        return m.sensor([RobotSensors("Arm", tuple(float(i) for i in range(n)))], t).SerializeToString()

    decoder = SensorDecoder({})
    for n in range(1, MAX_SHAPES + 3):
        decoder.decode(sensor_bytes(n))
    assert all(decoder.knows(sensor_bytes(n, 0.7)) for n in range(1, MAX_SHAPES + 1))
    assert not decoder.knows(sensor_bytes(MAX_SHAPES + 1))
    assert decoder.decode(sensor_bytes(2, 0.7)).simulated_time == 0.7  # type: ignore[union-attr]
    assert decoder.decode(sensor_bytes(MAX_SHAPES + 2, 0.7)).simulated_time == 0.7  # type: ignore[union-attr]


def test_bytes_it_cannot_lay_out_are_not_kept() -> None:
    # Angles as an unpacked repeated field (legal protobuf, not what a Click server sends).
    obj = b"\x09" + struct.pack("<d", 1.5)  # field 1, wire type 1: one double, unpacked
    entry = b"\x0a\x03Arm" + b"\x12" + bytes([len(obj)]) + obj
    unpacked = bytes([0x08, pb.SensorMessageType]) + b"\x1a" + bytes([len(entry)]) + entry
    decoder = SensorDecoder({})
    assert math.isclose(decoder.decode(unpacked).robots["Arm"].angles[0], 1.5)  # type: ignore[union-attr]
    assert not decoder.learned and not decoder.knows(unpacked)
    assert math.isclose(decoder.decode(unpacked).robots["Arm"].angles[0], 1.5)  # type: ignore[union-attr]
