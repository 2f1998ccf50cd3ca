"""The Click server's request decoder: protobuf's parse is the one decoder, and a ControlMessage of
a kept shape gets the kept output with its own values: the same as protobuf's parse and the
handshake validation give, for any frame (a differential property test)."""

from __future__ import annotations

import math
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click.messages import ClickProtocolError, ClickValidationError, RobotDescription, ValueType
from tether.click.request_decoder import MAX_SHAPES, Request, RequestDecoder, controls_of

A, V, T = ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D
ROBOTS = {
    "Arm": RobotDescription("Arm", tuple(f"a{i}" for i in range(7)), (A,) * 7, control_events={"gripper": ValueType.Activated}),
    "Door": RobotDescription("Door", ("hinge",), (V,)),
    "Rover": RobotDescription("Rover", ("left", "right"), (V, T)),
}
FIELDS = ("values", "angles", "angularVelocities", "torques")


def reference(data: bytes) -> Request | str:
    """What protobuf's parse and the validation make of ``data`` (the text of a protocol error)."""
    try:
        msg = m.parse(data)
    except ClickProtocolError as exc:
        return str(exc)
    if msg.messageType != pb.ControlMessageType:
        return Request(msg.messageType, msg, None, None)
    try:
        return Request(pb.ControlMessageType, msg, controls_of(m.decode_control(msg, ROBOTS)), None)  # type: ignore[arg-type]
    except ClickValidationError as exc:
        return Request(pb.ControlMessageType, msg, None, str(exc))


def decoded(decoder: RequestDecoder, data: bytes) -> Request | str:
    try:
        return decoder.decode(data)
    except ClickProtocolError as exc:
        return str(exc)


def bits(values: tuple[float, ...]) -> bytes:
    return struct.pack(f"<{len(values)}d", *values)  # -0.0 is not 0.0


def assert_same(got: Request | str, expected: Request | str) -> None:
    if isinstance(expected, str) or isinstance(got, str):
        assert got == expected
        return
    assert (got.kind, got.problem) == (expected.kind, expected.problem)
    if got.message is not None:  # parsed: the parse's own message
        assert got.message == expected.message
    if expected.controls is None:
        assert got.controls is None
    else:
        assert got.controls is not None
        assert (got.controls.robots, got.controls.events) == (expected.controls.robots, expected.controls.events)
        assert bits(got.controls.values) == bits(expected.controls.values)


doubles = st.floats(width=64) | st.sampled_from([0.0, -0.0, 1e308, -1e308, 5e-324, math.nan, math.inf])
# A shape: robots (known or not), for each the fields given (usually one) with how many values,
# and control events (known or not).
robot_shape = st.tuples(
    st.sampled_from([*ROBOTS, "Nobody"]),
    st.lists(st.sampled_from(FIELDS), min_size=0, max_size=2, unique=True) | st.just(["values"]),
    st.integers(0, 8),
    st.dictionaries(st.sampled_from(["gripper", "horn"]), st.booleans(), max_size=2) | st.just({}),
)
shapes = st.lists(robot_shape, min_size=0, max_size=3)


def build(shape: list, values: list[float]) -> bytes:
    """A ControlMessage of ``shape`` with its doubles taken from ``values`` (repeated as needed)."""
    msg = pb.ControlMessage(messageType=pb.ControlMessageType)
    k = 0
    for name, fields, count, events in shape:
        obj = msg.objects[name]
        for f in fields:
            getattr(obj, f).extend(values[(k + i) % len(values)] for i in range(count))
            k += count
        for event, on in events.items():
            obj.controlEvents[event] = on
    return m.encode(msg)


@settings(max_examples=400, deadline=None)
@given(
    shape_list=st.lists(shapes, min_size=1, max_size=3),
    frames=st.lists(
        st.tuples(
            st.integers(0, 2),  # which shape
            st.lists(doubles, min_size=1, max_size=12),
            st.none() | st.tuples(st.integers(0, 10_000), st.integers(0, 255)),  # one byte changed
        ),
        min_size=1,
        max_size=12,
    ),
)
def test_every_frame_decodes_as_protobufs_parse(shape_list: list, frames: list) -> None:
    decoder = RequestDecoder(ROBOTS)
    for which, values, mutation in frames:
        data = build(shape_list[which % len(shape_list)], values)
        if mutation is not None:
            i, byte = mutation
            data = data[: i % max(len(data), 1)] + bytes([byte]) + data[i % max(len(data), 1) + 1 :]
        assert_same(decoded(decoder, data), reference(data))
        assert_same(decoded(decoder, data), reference(data))  # the same frame again (a kept shape, maybe)


@settings(max_examples=200, deadline=None)
@given(arm=st.lists(st.floats(-1e6, 1e6), min_size=7, max_size=7), door=st.floats(-1e6, 1e6),
       rover=st.lists(st.floats(-1e6, 1e6), min_size=2, max_size=2), order=st.permutations(["Arm", "Door", "Rover"]))
def test_a_kept_shape_serves_every_finite_message_of_that_shape(arm: list[float], door: float, rover: list[float],
                                                                order: list[str]) -> None:
    decoder = RequestDecoder(ROBOTS)
    values = {"Arm": arm, "Door": [door], "Rover": rover}
    learn = m.encode(m.control({n: [0.5] * len(values[n]) for n in order}, {"Arm": {"gripper": True}}))
    first = decoder.decode(learn)
    assert first.message is not None and first.controls is not None  # parsed, then kept
    data = m.encode(m.control({n: values[n] for n in order}, {"Arm": {"gripper": True}}))
    got = decoder.decode(data)
    assert got.message is None  # from the kept shape, not parsed
    assert_same(got, reference(data))


def test_frames_a_shape_cannot_serve_are_parsed() -> None:
    decoder = RequestDecoder(ROBOTS)
    arm = m.encode(m.control({"Arm": [0.1] * 7}))
    assert decoder.decode(arm).message is not None
    assert decoder.decode(m.encode(m.control({"Arm": [0.2] * 7}))).message is None
    nan = m.encode(m.control({"Arm": [0.2] * 6 + [math.nan]}))  # same shape, a non-finite value
    got = decoder.decode(nan)
    assert got.message is not None and got.controls is None and "non-finite value for a6" in str(got.problem)
    other = m.encode(m.control({"Rover": [0.2] * 2}))  # another shape: learned in its turn
    assert decoder.decode(other).message is not None and decoder.decode(other).message is None
    request = m.encode(m.sensor_request())
    assert decoder.decode(request).kind == pb.SensorRequestMessageType
    with pytest.raises(ClickProtocolError):
        decoder.decode(b"\xff" * len(arm))
    wrong = m.encode(m.control({"Arm": [0.1] * 6}))  # invalid messages are never kept
    assert decoder.decode(wrong).problem is not None
    assert decoder.decode(wrong).message is not None


def test_shapes_kept_are_bounded() -> None:
    decoder = RequestDecoder(ROBOTS)
    arm = m.encode(m.control({"Arm": [0.1] * 7}))
    for n in range(MAX_SHAPES + 4):  # valid shapes of other lengths: an unknown field of n bytes
        data = arm + b"\x7a" + bytes([n]) + b"x" * n
        assert decoder.decode(data).controls is not None
    arm = m.encode(m.control({"Arm": [0.1] * 7, "Door": [0.0]}))
    for _ in range(2):
        assert decoder.decode(arm).message is not None  # no room left: parsed every time
    assert_same(decoder.decode(arm), reference(arm))


def _entry(name: str, value: bytes) -> bytes:
    """One ``objects`` map entry (field 2) with ``value`` as the Object's bytes."""
    key = b"\x0a" + bytes([len(name)]) + name.encode()
    body = key + b"\x12" + bytes([len(value)]) + value
    return b"\x12" + bytes([len(body)]) + body


def test_unpacked_values_and_a_robot_named_twice() -> None:
    decoder = RequestDecoder(ROBOTS)
    unpacked = bytes([0x08, pb.ControlMessageType]) + _entry("Arm", b"".join(b"\x29" + struct.pack("<d", 0.25) for _ in range(7)))
    assert decoder.decode(unpacked).controls.values == (0.25,) * 7  # type: ignore[union-attr]
    later = unpacked.replace(struct.pack("<d", 0.25), struct.pack("<d", 0.5))
    got = decoder.decode(later)
    assert got.message is None and got.controls.values == (0.5,) * 7  # type: ignore[union-attr]  # one I64 field per value
    packed = b"\x2a\x38" + struct.pack("<7d", *[0.1] * 7)
    twice = bytes([0x08, pb.ControlMessageType]) + _entry("Arm", packed) + _entry("Arm", packed.replace(struct.pack("<d", 0.1), struct.pack("<d", 0.3)))
    for frame in (twice, twice):  # protobuf keeps the last entry: such frames are not kept, always parsed
        got = decoder.decode(frame)
        assert got.message is not None and got.controls.values == (0.3,) * 7  # type: ignore[union-attr]
