"""tether's Click server on a small MuJoCo scene, driven by tether's Client and by the real
pclick client (in its own venv)."""

from __future__ import annotations

import math
import textwrap
from pathlib import Path
from typing import Iterator

import pytest

from tether.click import Client, ClickError, ClickReset, ValueType
from tether.click import messages as m
from tether.click.robots import describe_robot
from tether.click.server import ClickServer, RobotConfigError, robots_from_scene
from tether.core import Simulation

SCENE_XML = """
<mujoco model="click_test">
  <option timestep="0.01"/>
  <worldbody>
    <body name="Arm" pos="0 0 0">
      <geom type="box" size="0.1 0.1 0.05"/>
      <body name="link1" pos="0 0 0.1">
        <joint name="j1" type="hinge" axis="0 0 1"/>
        <geom type="capsule" fromto="0 0 0 0.3 0 0" size="0.03" mass="1"/>
        <body name="link2" pos="0.3 0 0">
          <joint name="j2" type="hinge" axis="0 0 1"/>
          <geom type="capsule" fromto="0 0 0 0.3 0 0" size="0.03" mass="1"/>
          <site name="wrist" pos="0.3 0 0"/>
        </body>
      </body>
    </body>
    <body name="Cart" pos="2 0 0">
      <joint name="rail" type="slide" axis="1 0 0"/>
      <geom type="box" size="0.1 0.1 0.1" mass="1"/>
    </body>
    <body name="Box" pos="0 3 0.5"><geom type="box" size="0.1 0.1 0.1"/></body>
  </worldbody>
  <sensor><force site="wrist"/><torque site="wrist"/></sensor>
</mujoco>
"""

AUTO_MANIFEST = """
model = "scene.xml"
[[joint]]
name = "j*"
mode = "position"
[[joint]]
name = "rail"
mode = "velocity"
"""


def write_scene(tmp_path: Path, manifest: str = AUTO_MANIFEST) -> Path:
    (tmp_path / "scene.xml").write_text(SCENE_XML)
    path = tmp_path / "scene.toml"
    path.write_text(textwrap.dedent(manifest))
    return path


@pytest.fixture()
def sim(tmp_path: Path) -> Simulation:
    return Simulation(write_scene(tmp_path))


@pytest.fixture()
def server(sim: Simulation) -> Iterator[ClickServer]:
    with ClickServer(sim, "tcp://127.0.0.1:0") as srv:
        yield srv


def test_auto_robots(sim: Simulation) -> None:
    robots, objects = robots_from_scene(sim)
    assert objects == []
    by_name = {r.name: describe_robot(r) for r in robots}
    assert set(by_name) == {"Arm", "Cart"}
    assert by_name["Arm"].controls == ("j1", "j2")
    assert by_name["Arm"].control_types == (ValueType.Angle, ValueType.Angle)
    assert by_name["Arm"].sensors == {"wrist": (ValueType.Force3D, ValueType.Torque3D)}
    assert by_name["Cart"].control_types == (ValueType.AngularVelocity1D,)


def test_bare_model_offers_all_joints_as_position(tmp_path: Path) -> None:
    sim = Simulation(write_scene(tmp_path, 'model = "scene.xml"\n'))
    robots, _ = robots_from_scene(sim)
    assert {r.name: describe_robot(r).control_types for r in robots} == {
        "Arm": (ValueType.Angle, ValueType.Angle),
        "Cart": (ValueType.Angle,),
    }


def test_declared_robot(tmp_path: Path) -> None:
    sim = Simulation(
        write_scene(
            tmp_path,
            AUTO_MANIFEST
            + """
[[click.robot]]
name = "arm"
joints = ["j2", "j1"]
control = ["force", "velocity"]
sensors = ["wrist"]
control_events = ["gripper"]
objects = ["Box"]
""",
        )
    )
    with ClickServer(sim, "tcp://127.0.0.1:0") as srv, Client(srv.address, timeout=10) as c:
        arm = c.robots["arm"]
        assert arm.controls == ("j2", "j1")
        assert arm.control_types == (ValueType.Torque1D, ValueType.AngularVelocity1D)
        assert arm.control_events == {"gripper": ValueType.Activated}
        assert c.robots["Box"].controls == () and c.robots["Box"].object_sensors == (ValueType.Position, ValueType.RPY)
        assert c.handshake_message is not None and c.handshake_message.controlType == m.ValueType.Multiple
        s = c.step({"arm": {"j1": 2.0, "j2": 0.0}}, {"arm": {"gripper": True}})
        assert s["Box"].position == pytest.approx((0.0, 3.0, 0.5))
        assert sim.api.getInt32Signal("arm.gripper") == 1
        for _ in range(20):
            s = c.step({"arm": [0.0, 2.0]})
        assert s["arm"].angular_velocity["j1"] > 0.5  # velocity control drives j1
        assert set(s.robots) == {"arm", "Box"}


@pytest.mark.parametrize(
    "extra, match",
    [
        ('[[click.robot]]\nname = "x"\njoints = ["nope"]\n', "no object 'nope'"),
        ('[[click.robot]]\nname = "x"\njoints = ["Box"]\n', "not a joint"),
        ('[[click.robot]]\nname = "x"\njoints = ["j1"]\ncontrol = "fast"\n', "unknown control 'fast'"),
    ],
)
def test_declared_robot_errors(tmp_path: Path, extra: str, match: str) -> None:
    sim = Simulation(write_scene(tmp_path, AUTO_MANIFEST + extra))
    with pytest.raises(RobotConfigError, match=match):
        robots_from_scene(sim)


def test_lockstep_semantics(sim: Simulation, server: ClickServer) -> None:
    with Client(server.address, timeout=10) as c:
        assert c.time_step == pytest.approx(0.01)
        assert set(c.robots) == {"Arm", "Cart"}
        # Neither handshake nor SensorRequest starts the simulation.
        s = c.sensors()
        assert s.simulated_time == 0.0 and not sim.state.advancing
        assert s["Arm"].angle == {"j1": 0.0, "j2": 0.0}
        # Each ControlMessage is exactly one step.
        for i in range(1, 6):
            s = c.step({"Arm": {"j1": 0.5, "j2": -0.5}, "Cart": [0.3]})
            assert s.simulated_time == pytest.approx(0.01 * i)
        assert sim.loop.pass_count == 5
        assert c.sensors().simulated_time == pytest.approx(0.05)  # no step
        for _ in range(100):
            s = c.step({"Arm": {"j1": 0.5, "j2": -0.5}, "Cart": [0.3]})
        assert s["Arm"].angle["j1"] == pytest.approx(0.5, abs=0.05)
        assert s["Cart"].angular_velocity["rail"] == pytest.approx(0.3, abs=0.05)
        assert s["Cart"].position is not None and s["Cart"].position[0] > 2.0
        assert len(s["Arm"].sensors["wrist"]) == 2
        # Torque1D sensor: the motor's torque; holding j1 against nothing needs little.
        assert all(math.isfinite(v) for v in s["Arm"].torques)

        # Reset: initial state, paused until the next ControlMessage.
        c.reset()
        assert not sim.state.advancing
        s = c.sensors()
        assert s.simulated_time == 0.0 and s["Arm"].angle["j1"] == 0.0
        assert sim.loop.pass_count == 0
        assert c.step({"Arm": [0.0, 0.0]}).simulated_time == pytest.approx(0.01)


def test_bad_input_is_answered_with_error_and_not_applied(sim: Simulation, server: ClickServer) -> None:
    with Client(server.address, timeout=10) as c:
        c.step({"Arm": [0.2, 0.2]})
        before = sim.loop.pass_count
        cases = [
            (m.control({"Arm": [1.0]}), "wrong number of values: got 1, expected 2"),
            (m.control({"Ghost": [1.0]}), "unknown robot 'Ghost'"),
            (m.control({"Arm": [1.0, 1.0], "Cart": [1.0]}, field_name="angles"), "mutually exclusive|deprecated"),
            (m.handshake_init(version=0), "unsupported Click protocol version"),
            (m.sensor(()), "unexpected SensorMessage"),
        ]
        for msg, match in cases:
            with pytest.raises(ClickError, match=match):
                c._expect(c.request(msg), pb_sensor())
        mixed = m.control({"Arm": [1.0, 1.0]})
        mixed.objects["Arm"].angles.extend([1.0, 1.0])
        with pytest.raises(ClickError, match="values and angles given at once"):
            c.step_message(mixed)
        assert sim.loop.pass_count == before
        assert sim.api.getJointTargetPosition(sim.api.getObject("j1")) == 0.2
        # Garbage bytes get an ErrorMessage too, and the server keeps serving.
        assert c._sock is not None
        c._sock.send(b"\xff\xff\xff")
        reply = m.parse(c._recv(c._sock))
        assert reply.messageType == m.MessageType.Error and "not a Click message" in reply.errormessage  # type: ignore[union-attr]
        assert c.step({"Arm": [0.2, 0.2]}).simulated_time == pytest.approx(0.01 * (before + 1))


def pb_sensor() -> int:
    return int(m.MessageType.Sensor)


def test_reset_from_simulation_side(tmp_path: Path) -> None:
    # A child script stops the simulation at its 3rd pass (a "user reset").
    (tmp_path / "stopper.py").write_text(
        "def sysCall_actuation():\n"
        "    if sim.getSimulationTime() >= 0.025:\n"
        "        sim.stopSimulation()\n"
    )
    sim = Simulation(
        write_scene(tmp_path, AUTO_MANIFEST + '[[script]]\nobject = "Box"\nfile = "stopper.py"\n')
    )
    with ClickServer(sim, "tcp://127.0.0.1:0") as srv, Client(srv.address, timeout=10) as c:
        c.step({"Arm": [0.0, 0.0]})
        c.step({"Arm": [0.0, 0.0]})
        with pytest.raises(ClickReset):
            for _ in range(3):
                c.step({"Arm": [0.0, 0.0]})
        assert c.was_reset and not sim.state.advancing
        assert c.sensors().simulated_time == 0.0
        assert c.step({"Arm": [0.0, 0.0]}).simulated_time == pytest.approx(0.01)


def test_error_message_ends_simulation(sim: Simulation, server: ClickServer) -> None:
    c = Client(server.address, timeout=10)
    c.step({"Arm": [0.1, 0.1]})
    assert sim.state.advancing and sim.loop.gates
    c.send_error("controller crashed")
    from waiting import wait_until

    assert wait_until(lambda: not sim.state.advancing, 5)
    assert sim.loop.gates == []
    assert server.last_error == "controller error: controller crashed"
    # A new controller can take over.
    with Client(server.address, timeout=10) as c2:
        assert c2.step({"Arm": [0.0, 0.0]}).simulated_time == pytest.approx(0.01)


def test_ipc_address(sim: Simulation, tmp_path: Path) -> None:
    addr = f"ipc://{tmp_path}/click.ipc"
    with ClickServer(sim, addr) as srv, Client(srv.address, timeout=10) as c:
        assert c.step({"Arm": [0.0, 0.0]}).simulated_time == pytest.approx(0.01)


def test_pclick_demo_client_drives_tether(pclick, server: ClickServer) -> None:  # type: ignore[no-untyped-def]
    """The real pclick client: handshake, then ControlMessages (values and deprecated
    angles) from pclick.demo.client."""
    done = pclick.run_module("pclick.demo.client", "--addr", server.address, "--range", "2", timeout=60)
    assert done.returncode == 0, done.stderr
    assert "HandshakeMessageType" in done.stdout and 'controlsInOrder: "j1"' in done.stdout

    done = pclick.run_module(
        "pclick.demo.client", "--addr", server.address, "--range", "9",
        "--controlmessage", "Arm:0.1,0.2;Cart:0.5", timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "Sent/received 10 messages" in done.stdout
    assert server.sim.loop.pass_count == 10

    done = pclick.run_module(
        "pclick.demo.client", "--addr", server.address, "--controlmessage", "Arm:0.1,0.2",
        "--controltype", "Angle", timeout=60,
    )
    assert "SensorMessageType" in done.stdout and server.sim.loop.pass_count == 11

    # Cart is velocity controlled: deprecated angles for it are rejected with a reason.
    done = pclick.run_module(
        "pclick.demo.client", "--addr", server.address, "--controlmessage", "Cart:0.1",
        "--controltype", "Angle", timeout=60,
    )
    assert "ErrorMessageType" in done.stdout and "deprecated field angles" in done.stdout

    done = pclick.run_module("pclick.demo.client", "--addr", server.address, "--resetmessage", timeout=60)
    assert "ResetMessageType" in done.stdout and server.sim.loop.pass_count == 0

    done = pclick.run_module("pclick.demo.client", "--addr", server.address, "--sensorrequest", timeout=60)
    assert "SensorMessageType" in done.stdout and "simulatedTime" not in done.stdout  # time 0: default

    done = pclick.run_module("pclick.demo.client", "--addr", server.address, "--errormessage", timeout=60)
    assert done.returncode == 0
    from waiting import wait_until

    assert wait_until(lambda: server.last_error is not None and "controller error" in server.last_error, 5)


def test_client_decodes_tethers_sensor_messages_from_the_learned_layout(sim: Simulation, server: ClickServer) -> None:
    # tether's own answers have a fixed layout: after the first step the client reads the
    # doubles at their offsets, and gets what parsing field by field gives.
    with Client(server.address, timeout=10) as c:
        first = c.step({"Arm": [0.1, 0.2]})
        assert c._decoder.learned
        for _ in range(3):
            c.step({"Arm": [0.3, -0.2]})
            raw = c._request_bytes(m.sensor_request())
            fast = c._decoder.decode(raw)
            assert fast is not None and fast == m.decode_sensors(m.parse(raw), c.robots)  # type: ignore[arg-type]
        assert fast.simulated_time > first.simulated_time
        assert fast["Arm"].angle.keys() == first["Arm"].angle.keys() and len(fast["Arm"].angle) == 2
