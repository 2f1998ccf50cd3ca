"""Proximity and force sensors, joint motors, moving objects."""

from __future__ import annotations

import math

import pytest

from tether.core import SimError, Simulation

SENSOR_MJCF = """
<mujoco>
  <option timestep="0.005"/>
  <worldbody>
    <geom name="Ground" type="plane" size="5 5 0.1"/>
    <body name="Eye" pos="0 0 1">
      <site name="Prox" euler="0 90 0"/>
    </body>
    <body name="Target" mocap="true" pos="1 0 1">
      <geom name="TargetBox" type="box" size="0.1 0.5 0.5"/>
    </body>
    <body name="Hanger" pos="0 3 2">
      <body name="Load" pos="0 0 -0.5">
        <joint name="hinge" type="hinge" axis="1 0 0" damping="5"/>
        <site name="Wrist" pos="0 0 0"/>
        <geom type="sphere" size="0.1" pos="0 0 -0.2" mass="2"/>
      </body>
    </body>
    <body name="Wheel" pos="0 -3 1">
      <joint name="WheelAxle" type="hinge" axis="0 0 1"/>
      <geom type="cylinder" size="0.3 0.05" mass="3"/>
    </body>
    <body name="Slider" pos="3 0 0.5">
      <joint name="Rail" type="slide" axis="1 0 0"/>
      <geom type="box" size="0.1 0.1 0.1" mass="1" contype="0" conaffinity="0"/>
    </body>
  </worldbody>
  <sensor><force site="Wrist"/><torque site="Wrist"/></sensor>
</mujoco>
"""

MANIFEST = """
[[proximity_sensor]]
site = "Prox"
range = 2.0
"""


@pytest.fixture
def sim(write_scene) -> Simulation:
    return Simulation(write_scene(model=SENSOR_MJCF, manifest=MANIFEST))


def test_proximity_sensor_detects_within_range(sim: Simulation) -> None:
    api = sim.api
    prox, target = api.getObject("Prox"), api.getObject("Target")
    sim.step()
    state, distance, point, obj, normal = api.readProximitySensor(prox)
    assert state == 1
    assert distance == pytest.approx(0.9)  # target face at x = 0.9
    assert point == pytest.approx([0, 0, 0.9], abs=1e-9)  # in the sensor frame (+z)
    assert obj == target
    assert normal == pytest.approx([0, 0, -1], abs=1e-6)
    api.setObjectPosition(target, -1, [2.5, 0, 1])  # beyond the 2 m range
    sim.step()
    assert api.readProximitySensor(prox)[0] == 0
    api.setObjectPosition(target, -1, [1.5, 0, 1])
    sim.step()
    assert api.readProximitySensor(prox)[1] == pytest.approx(1.4)


def test_force_sensor_carries_the_load(sim: Simulation) -> None:
    api = sim.api
    for _ in range(50):
        sim.step()
    result, force, torque = api.readForceSensor(api.getObject("Wrist"))
    assert result & 1
    assert math.hypot(*force) == pytest.approx(2 * 9.81, rel=0.01)
    assert math.hypot(*torque) == pytest.approx(0.0, abs=1e-3)  # the load hangs straight below


def test_velocity_motor_reaches_its_target(sim: Simulation) -> None:
    api = sim.api
    wheel = api.getObject("WheelAxle")
    api.setJointTargetVelocity(wheel, 1.5)
    for _ in range(100):
        sim.step()
    assert api.getJointVelocity(wheel) == pytest.approx(1.5, rel=0.01)
    assert api.getJointTargetVelocity(wheel) == 1.5


def test_repeated_and_changed_targets_take_effect(sim: Simulation) -> None:
    api = sim.api
    wheel = api.getObject("WheelAxle")
    for target in (1.5, 1.5, -1.0, -1.0):  # a controller repeats a target, then changes it
        api.setJointTargetVelocity(wheel, target)
        for _ in range(50):
            sim.step()
        assert api.getJointVelocity(wheel) == pytest.approx(target, rel=0.01)
    api.setJointTargetVelocity(wheel, 0.0)
    api.setJointTargetVelocity(wheel, -0.0)  # equal to 0.0, yet kept as given
    assert math.copysign(1.0, api.getJointTargetVelocity(wheel)) == -1.0


def test_max_force_limits_the_motor(sim: Simulation) -> None:
    api = sim.api
    wheel = api.getObject("WheelAxle")
    api.setJointMaxForce(wheel, 0.01)
    assert api.getJointMaxForce(wheel) == pytest.approx(0.01)
    api.setJointTargetVelocity(wheel, 10.0)
    for _ in range(100):
        sim.step()
    # I = 1/2 m r^2 = 0.135: 0.01 N·m for 0.5 s gives at most 0.037 rad/s
    assert 0.0 < api.getJointVelocity(wheel) < 0.04
    assert -api.getJointForce(wheel) == pytest.approx(0.01, rel=1e-6)  # CoppeliaSim's reaction sign


def test_position_motor_on_a_slide_joint(sim: Simulation) -> None:
    api = sim.api
    rail = api.getObject("Rail")
    api.setJointTargetPosition(rail, 0.25)
    for _ in range(400):
        sim.step()
    assert api.getJointPosition(rail) == pytest.approx(0.25, abs=1e-3)
    assert api.getObjectPosition(api.getObject("Slider"))[0] == pytest.approx(3.25, abs=1e-3)


def test_force_mode_applies_the_force(sim: Simulation) -> None:
    api = sim.api
    rail = api.getObject("Rail")
    api.setJointTargetForce(rail, 2.0)  # 1 kg: a = 2 m/s^2
    for _ in range(100):
        sim.step()
    assert api.getJointVelocity(rail) == pytest.approx(2.0 * 0.5, rel=0.02)


def test_set_joint_position_moves_a_passive_joint(sim: Simulation) -> None:
    api = sim.api
    api.setJointPosition(api.getObject("hinge"), 0.3)
    assert api.getJointPosition(api.getObject("hinge")) == 0.3
    assert api.getObjectPosition(api.getObject("Load"))[2] == pytest.approx(1.5)  # the anchor stays


def test_moving_static_and_kinematic_objects(sim: Simulation) -> None:
    api = sim.api
    hanger, target = api.getObject("Hanger"), api.getObject("Target")
    api.setObjectPosition(hanger, -1, [1, 3, 2.5])
    assert api.getObjectPosition(hanger) == pytest.approx([1, 3, 2.5])
    assert api.getObjectPosition(api.getObject("Load")) == pytest.approx([1, 3, 2.0])  # children follow
    api.setObjectOrientation(target, -1, [0.1, -0.2, 0.3])
    assert api.getObjectOrientation(target) == pytest.approx([0.1, -0.2, 0.3])
    api.setObjectQuaternion(target, -1, [0, 0, math.sin(0.25), math.cos(0.25)])
    assert api.getObjectQuaternion(target) == pytest.approx([0, 0, math.sin(0.25), math.cos(0.25)])
    assert api.getObjectOrientation(target) == pytest.approx([0, 0, 0.5])
    # relative to another object
    assert api.getObjectPosition(target, hanger) == pytest.approx([0, -3, -1.5])
    # a joint-driven body moves in its joint's frame, as CoppeliaSim's; the joint stays
    hinge, load = api.getObject("hinge"), api.getObject("Load")
    anchor = api.getObjectPosition(hinge)
    api.setObjectPosition(load, -1, [1.2, 3.1, 2.4])
    assert api.getObjectPosition(load) == pytest.approx([1.2, 3.1, 2.4])
    assert api.getObjectPosition(hinge) == pytest.approx(anchor)
    assert api.getJointPosition(hinge) == 0.0


def test_bad_arguments_are_clear_errors(sim: Simulation) -> None:
    api = sim.api
    with pytest.raises(SimError, match="handle 12345 does not exist"):
        api.getObjectPosition(12345)
    with pytest.raises(SimError, match="must be an integer"):
        api.getObjectPosition("Ground")  # type: ignore[arg-type]
    with pytest.raises(SimError, match="is not a joint"):
        api.getJointPosition(api.getObject("Ground"))
    with pytest.raises(SimError, match="3 finite numbers"):
        api.setObjectPosition(api.getObject("Target"), -1, [1, 2])
    with pytest.raises(SimError, match="must be a number"):
        api.setJointTargetVelocity(api.getObject("WheelAxle"), "fast")  # type: ignore[arg-type]
    with pytest.raises(SimError, match="not a proximity sensor"):
        api.readProximitySensor(api.getObject("Wrist"))


@pytest.mark.parametrize("bad", [[1], {}, True, "Ground", 1.5, None])
def test_handles_of_the_wrong_type_are_clear_errors(sim: Simulation, bad: object) -> None:
    with pytest.raises(SimError, match="object handle must be an integer"):
        sim.api.getObjectPosition(bad)  # type: ignore[arg-type]


def test_distance_and_collision_between_shapes(write_scene) -> None:
    sim = Simulation(write_scene())  # the chain scene: boxes of half-size 0.1 above a ground plane
    api = sim.api
    ground, top = api.getObject("Ground"), api.getObject("Object0")
    result, data = api.checkDistance(top, ground)
    assert result == 1 and data[6] == pytest.approx(0.9)  # box bottom at z = 0.9
    assert data[2] == pytest.approx(0.9) and data[5] == pytest.approx(0.0)  # from the box to the plane
    assert api.checkDistance(top, ground, 0.5) == (0, [])  # farther than the threshold
    assert api.checkCollision(top, ground)[0] == 0
    api.setObjectPosition(top, -1, [0, 0, 0.05])  # sink the (static) box into the ground
    assert api.checkCollision(top, ground) == (1, [top, ground])
    assert api.checkDistance(top, ground)[1][6] == pytest.approx(-0.05)
    with pytest.raises(SimError, match="does not exist"):
        api.checkCollision(top, 99999)


def test_moving_a_world_geom_at_the_origin(sim: Simulation) -> None:
    api = sim.api
    ground = api.getObject("Ground")  # compiled "in the same frame as the world body"
    api.setObjectPosition(ground, -1, [0, 0, -0.5])
    assert api.getObjectPosition(ground) == pytest.approx([0, 0, -0.5])
    sim.stop()


def test_moved_proximity_sensor_senses_from_its_new_pose(sim: Simulation) -> None:
    api = sim.api
    prox = api.getObject("Prox")
    sim.step()
    assert api.readProximitySensor(prox)[0] == 1
    api.setObjectOrientation(prox, -1, [0, -math.pi / 2, 0])  # now looking along -x: nothing there
    sim.step()
    assert api.readProximitySensor(prox)[0] == 0
    api.setObjectPosition(prox, -1, [2.0, 0, 1])  # beyond the target, looking back at it
    sim.step()
    state, distance, *_ = api.readProximitySensor(prox)
    assert state == 1 and distance == pytest.approx(0.9)  # the target's far face at x = 1.1
    api.setObjectParent(prox, api.getObject("Target"), True)
    api.setObjectPosition(api.getObject("Target"), -1, [1.5, 0, 1])  # carries the sensor along
    sim.step()
    assert api.readProximitySensor(prox)[0] == 0  # the sensor is on the target's body: excluded
    sim.stop()
    sim.step()
    assert api.readProximitySensor(prox)[1] == pytest.approx(0.9)  # restored: back at the origin
