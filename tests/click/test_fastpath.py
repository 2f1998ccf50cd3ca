"""The server's fast paths give exactly what the general paths give: SensorMessages written
into a byte template, ControlMessages applied without the validating decoder."""

from __future__ import annotations

import math
import struct

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click.server import ClickServer, _rpy
from tether.click.template import DoubleTemplate, TemplateError
from tether.core import Simulation
from tether.host import SimulationHost

ARM = [0.1, -0.2, 0.15, -0.3, 0.05, 0.25, -0.1]


@pytest.fixture(scope="module")
def server() -> ClickServer:
    srv = ClickServer(SimulationHost(Simulation()), "tcp://127.0.0.1:*")
    yield srv
    srv._close_on_host()


def reference_sensor_message(srv: ClickServer) -> pb.SensorMessage:
    """The SensorMessage as the server built it before the template: through the API."""
    api, data = srv.api, srv.sim.data
    msg = pb.SensorMessage(messageType=pb.SensorMessageType)

    def pose(obj: pb.SensorMessage.Object, handle: int) -> None:
        mat = api.getObjectMatrix(handle)
        obj.objectSensors.add().position.arr.extend((mat[3], mat[7], mat[11]))
        obj.objectSensors.add().rpy.arr.extend(_rpy(mat))

    for b in srv._bindings:
        obj = msg.objects[b.robot.name]
        if len(b.qpos):
            obj.angleSensors.extend(data.qpos[b.qpos].tolist())
            obj.angularVelocitySensors.extend(data.qvel[b.dof].tolist())
            obj.torqueSensors.extend(data.qfrc_actuator[b.dof].tolist())
        if b.robot.root_handle is not None:
            pose(obj, b.robot.root_handle)
        for name, handle in b.robot.force_sensors:
            _, force, torque = api.readForceSensor(handle)
            sensors = obj.sensors[name].sensor
            sensors.add().force3d.arr.extend(force)
            sensors.add().torque3d.arr.extend(torque)
    for o in srv.objects:
        pose(msg.objects[o.name], o.handle)
    msg.simVars.simulatedTime = float(api.getSimulationTime())
    return msg


def test_sensor_bytes_match_the_api_built_message(server: ClickServer) -> None:
    assert server._sensor_reader.template is not None  # the built-in scene is served from a template
    ctrl = m.encode(m.control({"DoorFrame": [0.2], "Arm": ARM}))
    server.handle(m.encode(m.handshake_init()))
    # Before the first step (time 0: proto3 leaves it out) and while the arm moves.
    assert server._sensor_bytes() == m.encode(reference_sensor_message(server))
    for i in range(60):
        answer = server.handle(ctrl)
        if i % 10 == 0:
            expected = reference_sensor_message(server)
            assert answer == server._sensor_bytes() == m.encode(expected)
            assert m.parse(answer) == expected
    assert m.parse(answer).simVars.simulatedTime == pytest.approx(60 * server.sim.time_step)


def test_fast_apply_matches_the_validating_path() -> None:
    sims = [Simulation(), Simulation()]
    servers = [ClickServer(SimulationHost(s), "tcp://127.0.0.1:*") for s in sims]
    try:
        msg = m.control({"Arm": ARM, "DoorFrame": [0.3]})
        assert servers[0]._apply_fast(msg)
        servers[1]._apply(m.decode_control(msg, servers[1].descriptions))
        targets = [
            [(mo.mode, mo.target_position, mo.target_velocity, mo.target_force) for mo in s.scene.motors.values()]
            for s in sims
        ]
        assert targets[0] == targets[1]
        assert np.array_equal(sims[0].data.ctrl, sims[1].data.ctrl)
    finally:
        for s in servers:
            s._close_on_host()


@pytest.mark.parametrize(
    "msg",
    [
        m.control({"Arm": ARM[:6]}),  # wrong count
        m.control({"Arm": [*ARM[:6], math.nan]}),  # non-finite
        m.control({"Arm": [*ARM[:6], math.inf]}),
        m.control({"Nobody": [0.0]}),  # unknown robot
        m.control({"Arm": ARM}, field_name="angles"),  # deprecated field: the validating path
        m.control({"Arm": ARM}, {"Arm": {"gripper": True}}),  # control events: the validating path
        m.control({"Arm": ARM, "DoorFrame": [0.0, 1.0]}),  # one bad robot: nothing applied
    ],
)
def test_fast_apply_declines_without_applying(server: ClickServer, msg: pb.ControlMessage) -> None:
    before = server.sim.data.ctrl.copy()
    targets = [mo.target_position for mo in server.sim.scene.motors.values()]
    assert server._apply_fast(msg) is False
    assert np.array_equal(server.sim.data.ctrl, before)
    assert [mo.target_position for mo in server.sim.scene.motors.values()] == targets


def test_template_renders_what_the_encoder_makes() -> None:
    def encode(values):  # a SensorMessage-like shape: packed doubles, Vec3s, a singular double
        msg = pb.SensorMessage(messageType=pb.SensorMessageType)
        obj = msg.objects["robot"]
        obj.angleSensors.extend(values[:4])
        obj.objectSensors.add().position.arr.extend(values[4:7])
        msg.simVars.simulatedTime = values[7]
        return msg.SerializeToString()

    template = DoubleTemplate(encode, 8)
    rng = np.random.default_rng(3)
    for _ in range(20):
        values = rng.normal(size=8) * 10.0 ** rng.integers(-5, 5, 8)
        assert template.render(values) == encode(values.tolist())
    special = np.array([math.nan, math.inf, -0.0, 0.0, 1e-310, -1e308, 5.0, 1.0])
    assert template.render(special) == encode(special.tolist())


def test_template_refuses_a_layout_that_depends_on_the_values() -> None:
    def encode(values):  # the key's length depends on a value: no fixed layout
        msg = pb.ControlMessage(messageType=pb.ControlMessageType)
        msg.objects[f"r{abs(int(values[0]))}"].values.extend(values)
        return msg.SerializeToString()

    with pytest.raises(TemplateError):
        DoubleTemplate(encode, 2)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32 - 1), scale=st.sampled_from([0.0, 1e-12, 0.3, 3.0]), steps=st.integers(0, 3))
def test_sensor_bytes_match_the_api_in_any_state(server: ClickServer, seed: int, scale: float, steps: int) -> None:
    """Joint positions, velocities and every body's pose moved at random (orientations that
    change a little, a lot or not at all: the RPY of an unchanged body is kept)."""
    sim = server.sim
    server.handle(m.encode(m.control({"Arm": ARM})))  # running, time > 0: the template serves
    rng = np.random.default_rng(seed)
    sim.data.qpos[:] += rng.normal(size=sim.model.nq) * scale
    sim.data.qvel[:] = rng.normal(size=sim.model.nv)
    sim.mark_kinematics_dirty()
    for _ in range(steps):
        server.handle(m.encode(m.control({"Arm": ARM})))
    assert server._sensor_reader.template is not None
    assert server._sensor_bytes() == m.encode(reference_sensor_message(server))


def test_sensor_values_read_in_one_gather_equal_the_per_array_reads(server: ClickServer) -> None:
    """The one read over the MjData's buffer (``_arena``) and the read per MuJoCo array agree."""
    reader = server._sensor_reader
    server.handle(m.encode(m.control({"Arm": ARM})))
    one = reader.values().copy()
    assert reader._arena is not None  # the built-in scene's MjData allows the one read
    reader._arena = None  # the per-array reads, until the next _bind
    try:
        assert reader.values().tobytes() == one.tobytes()
    finally:
        reader._bind(server.sim.data)
    assert reader._arena is not None


def test_double_reader_reads_slots_in_their_order_and_checks_every_other_byte() -> None:
    from tether.click.template import DoubleReader

    template = b"AB" + struct.pack("<d", 1.0) + b"C" + struct.pack("<d", 2.0) + b"D"
    reader = DoubleReader(template, [11, 2])  # slot 0 is the later double
    data = b"AB" + struct.pack("<d", -0.0) + b"C" + struct.pack("<d", math.inf) + b"D"
    assert reader.read(data) == (math.inf, -0.0)
    assert math.copysign(1.0, reader.read(data)[1]) == -1.0  # type: ignore[index]
    for i in (0, 1, 10, 19):  # any byte outside the slots differs: not this layout
        assert reader.read(data[:i] + b"?" + data[i + 1 :]) is None
    assert reader.read(data + b"E") is None and reader.read(data[:-1]) is None
    with pytest.raises(TemplateError):
        DoubleReader(template, [2, 6])  # overlapping slots
