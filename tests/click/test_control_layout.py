"""ControlMessages read from a learned byte layout (``ClickServer.read_control``, no parsing)
apply exactly what parsing them and the general path apply; bytes that are not that layout are
left to the parser."""

from __future__ import annotations

import struct
from typing import Iterator

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click.server import ClickServer
from tether.core import Simulation
from tether.host import SimulationHost

COUNTS = {"Arm": 7, "DoorFrame": 1, "Rover": 2}  # the built-in scene's robots and controls


@pytest.fixture(scope="module")
def servers() -> Iterator[tuple[ClickServer, ClickServer]]:
    """(fast, reference): two servers on two simulations of the built-in scene."""
    pair = (ClickServer(SimulationHost(Simulation()), "tcp://127.0.0.1:*"),
            ClickServer(SimulationHost(Simulation()), "tcp://127.0.0.1:*"))
    assert {n: d.controls and len(d.controls) for n, d in pair[0].descriptions.items()} == COUNTS
    yield pair
    for s in pair:
        s._close_on_host()


def motor_state(sim: Simulation) -> list[tuple[object, bytes]]:
    """Every motor's mode and targets (bitwise: -0.0 is not 0.0), and the actuator inputs."""
    return [(mo.mode, struct.pack("<3d", mo.target_position, mo.target_velocity, mo.target_force))
            for mo in sim.scene.motors.values()] + [(None, sim.data.ctrl.tobytes())]


def control_bytes(order: list[str], values: dict[str, list[float]]) -> bytes:
    msg = pb.ControlMessage(messageType=pb.ControlMessageType)
    for name in order:
        msg.objects[name].values.extend(values[name])
    return m.encode(msg)


doubles = st.floats(width=64) | st.sampled_from([0.0, -0.0, 1e308, -1e308, 5e-324])
robot_values = st.fixed_dictionaries({n: st.lists(doubles, min_size=k, max_size=k) for n, k in COUNTS.items()})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    order=st.permutations(sorted(COUNTS)).map(list) | st.sampled_from([["Arm"], ["Rover", "Arm"]]),
    values=robot_values,
    mutation=st.none() | st.tuples(st.integers(0, 10_000), st.integers(0, 255)),
)
def test_read_control_applies_what_parsing_applies(
    servers: tuple[ClickServer, ClickServer], order: list[str], values: dict[str, list[float]],
    mutation: tuple[int, int] | None,
) -> None:
    fast, reference = servers
    fast._control_layouts.clear()
    learn = control_bytes(order, {n: [0.5] * k for n, k in COUNTS.items()})
    assert fast.apply_control(m.parse(learn), learn) is None  # type: ignore[arg-type]
    assert fast._control_layouts[len(learn)] is not None
    data = control_bytes(order, values)
    if mutation is not None:
        i, byte = mutation
        data = data[: i % len(data)] + bytes([byte]) + data[i % len(data) + 1 :]
    reference.apply_control(m.parse(learn))  # type: ignore[arg-type]
    assert motor_state(fast.sim) == motor_state(reference.sim)

    read = fast.read_control(data)
    sent = [v for n in order for v in values[n]]
    if mutation is None and all(abs(v) < 1e300 for v in sent):  # (a sum that overflows goes to the parser)
        assert read is not None  # the fast path is taken for every finite message of the shape
    if read is None:
        return  # parsed as any other frame
    fast.apply_read(read)
    msg = m.parse(data)  # a read message is a valid ControlMessage...
    assert isinstance(msg, pb.ControlMessage)
    assert reference.apply_control(msg) is None  # ...that the general path accepts, and applies alike
    assert motor_state(fast.sim) == motor_state(reference.sim)


def test_a_layout_is_learned_per_shape_and_others_are_parsed(servers: tuple[ClickServer, ClickServer]) -> None:
    fast, _ = servers
    fast._control_layouts.clear()
    arm = control_bytes(["Arm"], {"Arm": [0.1] * 7})
    assert fast.read_control(arm) is None  # nothing learned yet
    assert fast.apply_control(m.parse(arm), arm) is None  # type: ignore[arg-type]
    read = fast.read_control(control_bytes(["Arm"], {"Arm": [0.2] * 7}))
    assert read is not None and read[1] == (0.2,) * 7
    assert fast.read_control(control_bytes(["Rover"], {"Rover": [0.2] * 2})) is None  # another shape
    assert fast.read_control(m.encode(m.sensor_request())) is None
    # messages the fast path does not apply teach nothing
    events = m.encode(m.control({"Arm": [0.1] * 7}, {"Arm": {"gripper": True}}))
    fast.apply_control(m.parse(events), events)  # type: ignore[arg-type]
    assert fast._control_layouts.get(len(events)) is None
    twice = arm + control_bytes(["Arm"], {"Arm": [0.3] * 7})[2:]  # Arm named twice: the last counts
    fast._control_layouts.clear()
    assert fast.apply_control(m.parse(twice), twice) is None  # type: ignore[arg-type]
    assert fast._control_layouts[len(twice)] is None
    unpacked = bytes([0x08, pb.ControlMessageType]) + _entry("Arm", b"".join(b"\x29" + struct.pack("<d", 0.25) for _ in range(7)))
    assert list(m.parse(unpacked).objects["Arm"].values) == [0.25] * 7  # type: ignore[attr-defined]
    assert fast.apply_control(m.parse(unpacked), unpacked) is None  # type: ignore[arg-type]
    read = fast.read_control(unpacked.replace(struct.pack("<d", 0.25), struct.pack("<d", 0.5)))
    assert read is not None and read[1] == (0.5,) * 7  # one I64 field per value is read too


def _entry(name: str, value: bytes) -> bytes:
    """One ``objects`` map entry (field 2) with ``value`` as the Object's bytes."""
    key = b"\x0a" + bytes([len(name)]) + name.encode()
    body = key + b"\x12" + bytes([len(value)]) + value
    return b"\x12" + bytes([len(body)]) + body
