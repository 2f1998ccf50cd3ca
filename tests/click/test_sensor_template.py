"""The server's SensorMessage template writes exactly the bytes protobuf serializes.

The server answers a ControlMessage with doubles written into a byte template of its
SensorMessage (:class:`tether.click.template.DoubleTemplate`) and builds the message with
protobuf while simulated time is 0.0 (proto3 leaves a singular 0.0 out, so the template's
layout does not hold then). These properties compare both ways of making the bytes for the
same value vector, whatever the doubles are: NaN, infinities, -0.0, subnormals, huge and tiny
values, in every slot of the built-in scene's message (joints, the force sensor, the robots'
poses) and of one with extra reported objects.
"""

from __future__ import annotations

import struct
from typing import Iterator

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tether.click import messages as m
from tether.click.server import ClickServer
from tether.core import Simulation
from tether.core.engine.robots import ReportedObject, robots_from_scene
from tether.host import SimulationHost

_SIZE = 55  # doubles in the built-in scene's SensorMessage (checked below)

doubles = st.floats(allow_nan=True, allow_infinity=True, allow_subnormal=True, width=64)


@pytest.fixture(scope="module", params=["built-in", "with objects"])
def server(request: pytest.FixtureRequest) -> Iterator[ClickServer]:
    sim = Simulation()
    if request.param == "built-in":
        srv = ClickServer(SimulationHost(sim), "tcp://127.0.0.1:*")
    else:  # the robots found in the scene, and two bodies reported as extra objects
        robots, _ = robots_from_scene(sim)
        extra = [ReportedObject(name, sim.api.getObject(f"/{name}")) for name in ("Arm", "Rover")]
        srv = ClickServer(SimulationHost(sim), "tcp://127.0.0.1:*", robots=robots, objects=extra)
    yield srv
    srv._close_on_host()


def _vector(reader_size: int, values: list[float]) -> np.ndarray:
    """``values`` repeated to fill a vector of ``reader_size`` doubles (keeping every bit)."""
    return np.array((values * (reader_size // len(values) + 1))[:reader_size], dtype=np.float64)


def test_the_built_in_scene_is_served_from_a_template(server: ClickServer) -> None:
    reader = server._sensor_reader
    assert reader.template is not None
    assert reader.size >= _SIZE  # joints of three robots, a force sensor, three poses, the time


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.lists(doubles, min_size=1, max_size=_SIZE), time=doubles.filter(lambda t: t != 0.0))
def test_template_bytes_equal_protobufs_serialization(server: ClickServer, values: list[float], time: float) -> None:
    reader = server._sensor_reader
    assert reader.template is not None
    v = _vector(reader.size, values)
    v[reader.time_slot] = time
    expected = m.encode(reader.message(v.tolist()))  # protobuf's builder and serializer
    assert reader.template.render(v) == expected
    assert reader.encode(v) == expected  # the server's choice (the template, as time != 0)
    # and the bytes parse back to the same doubles, bit for bit (NaN payloads, -0.0 included)
    assert struct.pack(f"<{reader.size}d", *reader.template.read(expected)) == v.tobytes()  # type: ignore[misc]


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.lists(doubles, min_size=1, max_size=_SIZE))
def test_at_time_zero_the_builder_serves_and_omits_the_time(server: ClickServer, values: list[float]) -> None:
    """proto3 leaves out simulatedTime == 0.0: the server's bytes are protobuf's, not the
    template's (whose layout keeps the 8 bytes of the time slot)."""
    reader = server._sensor_reader
    assert reader.template is not None
    v = _vector(reader.size, values)
    v[reader.time_slot] = 0.0
    expected = m.encode(reader.message(v.tolist()))
    assert reader.encode(v) == expected
    assert reader.template.render(v) != expected
    assert m.parse(expected).simVars.simulatedTime == 0.0
