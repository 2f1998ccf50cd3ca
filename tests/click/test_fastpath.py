"""The server's fast paths give exactly what the general paths give: SensorMessages written
into a byte template, ControlMessages applied in one batch call into the core as the SimAPI's
setters apply them."""

from __future__ import annotations

import math
import struct
from typing import Iterator

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click.server import ClickServer, _rpy
from tether.click.template import DoubleTemplate, TemplateError
from tether.click.messages import ValueType
from tether.core import Simulation
from tether.core.engine.errors import SimError
from tether.core.engine.motors import MotorMode
from tether.core.engine.robots import Robot
from tether.host import SimulationHost

ARM = [0.1, -0.2, 0.15, -0.3, 0.05, 0.25, -0.1]


@pytest.fixture(scope="module")
def server() -> ClickServer:
    srv = ClickServer(SimulationHost(Simulation()), "tcp://127.0.0.1:*")
    yield srv
    srv._close_on_host()


def reference_sensor_message(srv: ClickServer) -> pb.SensorMessage:
    """The SensorMessage as the server built it before the template: through the API."""
    api, data = srv.api, srv.sim.physics.data
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
    assert m.parse(answer).simVars.simulatedTime == pytest.approx(60 * server.sim.physics.time_step)


COUNTS = {"Arm": 7, "DoorFrame": 1, "Rover": 2}  # the built-in scene's robots and controls


@pytest.fixture(scope="module")
def pair() -> Iterator[tuple[ClickServer, ClickServer]]:
    """(server, reference): two servers on two simulations of the built-in scene."""
    servers = (ClickServer(SimulationHost(Simulation()), "tcp://127.0.0.1:*"),
               ClickServer(SimulationHost(Simulation()), "tcp://127.0.0.1:*"))
    assert {n: d.controls and len(d.controls) for n, d in servers[0].descriptions.items()} == COUNTS
    yield servers
    for s in servers:
        s._close_on_host()


def motor_state(sim: Simulation) -> list[tuple[object, bytes]]:
    """Every motor's mode and targets (bitwise: -0.0 is not 0.0), and the actuator inputs."""
    return [(mo.mode, struct.pack("<3d", mo.target_position, mo.target_velocity, mo.target_force))
            for mo in sim.scene.motors.values()] + [(None, sim.physics.data.ctrl.tobytes())]


def apply_through_the_simapi(srv: ClickServer, data: bytes) -> bool:
    """What a ControlMessage asks, done one SimAPI setter call per control (the reference)."""
    setters = {ValueType.Angle: srv.api.setJointTargetPosition, ValueType.AngularVelocity1D: srv.api.setJointTargetVelocity,
               ValueType.Torque1D: srv.api.setJointTargetForce}
    try:
        controls = m.decode_control(m.parse(data), srv.descriptions)  # type: ignore[arg-type]
    except m.ClickValidationError:
        return False
    robots = {r.name: r for r in srv.robots}
    for name, rc in controls.items():
        for handle, kind, value in zip(robots[name].joint_handles, rc.types, rc.values):
            setters[kind](handle, value)
    return True


doubles = st.floats(width=64) | st.sampled_from([0.0, -0.0, 1e308, -1e308, 5e-324])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    order=st.permutations(sorted(COUNTS)).map(list) | st.sampled_from([["Arm"], ["Rover", "Arm"]]),
    values=st.fixed_dictionaries({n: st.lists(doubles, min_size=k, max_size=k) for n, k in COUNTS.items()}),
)
def test_applied_controls_equal_the_simapi_setters(pair: tuple[ClickServer, ClickServer], order: list[str],
                                                   values: dict[str, list[float]]) -> None:
    srv, reference = pair
    learn = m.encode(m.control({n: [0.5] * COUNTS[n] for n in order}))
    data = m.encode(m.control({n: values[n] for n in order}))
    for frame in (learn, data):  # the second is served from the kept shape (when finite)
        request = srv.decode(frame)
        assert apply_through_the_simapi(reference, frame) is (request.controls is not None)
        if request.controls is not None:
            srv.apply_controls(request.controls)
        assert motor_state(srv.sim) == motor_state(reference.sim)


def test_joints_the_core_cannot_batch_go_through_the_simapi_setters() -> None:
    sim = Simulation()
    floor = sim.api.getObjectHandle("Floor")
    robot = Robot("odd", ("Floor",), (MotorMode.POSITION,), (floor,))
    srv = ClickServer(SimulationHost(sim), "tcp://127.0.0.1:*", robots=[robot])
    try:
        request = srv.decode(m.encode(m.control({"odd": [0.5]})))
        assert request.controls is not None
        with pytest.raises(SimError):  # the setter's own failure (the session reports it)
            srv.apply_controls(request.controls)
    finally:
        srv._close_on_host()


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
    sim.physics.data.qpos[:] += rng.normal(size=sim.physics.model.nq) * scale
    sim.physics.data.qvel[:] = rng.normal(size=sim.physics.model.nv)
    sim.physics.mark_kinematics_dirty()
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
        reader._bind(server.sim.physics.data)
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
