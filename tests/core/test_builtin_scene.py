"""The built-in scene end to end: sensors, physics and both script kinds together."""

from __future__ import annotations


import pytest

from tether.core import Simulation
from tether.core.engine.states import ObjectType


def test_objects_of_the_builtin_scene(builtin: Simulation) -> None:
    api = builtin.api
    expected = {
        "Floor": ObjectType.SHAPE, "DoorMotor": ObjectType.JOINT, "DoorSensorFront": ObjectType.PROXIMITY_SENSOR,
        "DoorSensorBack": ObjectType.PROXIMITY_SENSOR, "Sphere": ObjectType.SHAPE, "Arm": ObjectType.SHAPE,
        "VisionSensor": ObjectType.VISION_SENSOR, "Arm_forceSensor": ObjectType.FORCE_SENSOR, "Walker": ObjectType.SHAPE,
    }
    for name, type_ in expected.items():
        assert api.getObjectType(api.getObject(name)) == type_, name
    for i in range(1, 8):
        assert api.getObjectType(api.getObject(f"Arm_joint{i}")) == ObjectType.JOINT
    assert api.getSimulationTimeStep() == 0.005


def test_door_opens_when_the_walker_approaches_and_closes_after(builtin: Simulation) -> None:
    api = builtin.api
    door, walker = api.getObject("DoorMotor"), api.getObject("Walker")
    front, back = api.getObject("DoorSensorFront"), api.getObject("DoorSensorBack")
    timeline = []  # (time, walker x, door angle, door velocity, front detects, back detects)
    for _ in range(int(8.0 / builtin.physics.time_step)):
        builtin.step()
        timeline.append((
            api.getSimulationTime(), api.getObjectPosition(walker)[0], api.getJointPosition(door),
            api.getJointVelocity(door), api.readProximitySensor(front)[0], api.readProximitySensor(back)[0],
        ))

    def at(t: float) -> tuple:
        return min(timeline, key=lambda row: abs(row[0] - t))

    # At the start the walker is far away (x = 0): nothing detected, the door stands still.
    assert at(0.2)[4] == 0 and at(0.2)[5] == 0 and abs(at(0.2)[3]) < 0.01
    # Approaching from the front: the front sensor sees it and the door turns at 0.2 rad/s.
    t_front = next(row[0] for row in timeline if row[4])
    assert 0.3 < t_front < 2.0
    assert at(t_front + 0.5)[3] == pytest.approx(0.2, abs=0.02)
    # Leaving at the back: once the back sensor loses it, the door stops again ("closes").
    last_back = max(row[0] for row in timeline if row[5])
    assert last_back > t_front
    after = at(min(last_back + 0.6, timeline[-1][0]))
    assert abs(after[3]) < 0.02
    turned = after[2] - at(0.2)[2]
    assert turned > 0.3  # it really turned while someone was near
    # And the walker did walk through the door (x from 0 towards 6).
    assert max(row[1] for row in timeline) > 5.0


def test_sphere_free_fall_matches_half_g_t_squared(builtin: Simulation) -> None:
    api = builtin.api
    sphere = api.getObject("Sphere")
    z0 = api.getObjectPosition(sphere)[2]
    g = -builtin.physics.model.opt.gravity[2]
    steps = round(0.25 / builtin.physics.time_step)
    for _ in range(steps):
        builtin.step()
    t = api.getSimulationTime()
    assert t == pytest.approx(0.25)
    drop = z0 - api.getObjectPosition(sphere)[2]
    assert drop == pytest.approx(0.5 * g * t * t, abs=0.01)
    linear, _ = api.getObjectVelocity(sphere)
    assert linear[2] == pytest.approx(-g * t, abs=0.1)


def test_arm_position_targets_are_reached(builtin: Simulation) -> None:
    api = builtin.api
    joints = [api.getObject(f"Arm_joint{i}") for i in range(1, 8)]
    targets = [0.5, -0.4, 0.3, -1.0, 0.6, 1.2, -0.7]
    for joint, target in zip(joints, targets):
        api.setJointTargetPosition(joint, target)
    for _ in range(int(3.0 / builtin.physics.time_step)):
        builtin.step()
    reached = [api.getJointPosition(j) for j in joints]
    assert reached == pytest.approx(targets, abs=0.01)
    assert all(abs(api.getJointVelocity(j)) < 0.01 for j in joints)




def test_vision_sensor_renders_the_scene(builtin: Simulation) -> None:
    import numpy as np

    api = builtin.api
    camera = api.getObject("VisionSensor")
    rgb, resolution = api.getVisionSensorImg(camera)
    assert resolution == [64, 48]
    image = np.frombuffer(rgb, dtype=np.uint8).reshape(48, 64, 3)
    assert image.std() > 5  # not a blank frame: floor, door and arm are in view
    grey, _ = api.getVisionSensorImg(camera, 1)
    assert len(grey) == 64 * 48
    # The walker moves through the view: the picture changes as the simulation runs.
    for _ in range(400):
        builtin.step()
    later = np.frombuffer(api.getVisionSensorImg(camera)[0], dtype=np.uint8).reshape(48, 64, 3)
    assert np.abs(later.astype(int) - image.astype(int)).sum() > 0


def test_the_rover_idles_until_driven_then_drives(builtin: Simulation) -> None:
    api = builtin.api
    rover = api.getObject("Rover")
    left, right = api.getObject("Rover_leftMotor"), api.getObject("Rover_rightMotor")
    start = api.getObjectPosition(rover)
    for _ in range(100):
        builtin.step()
    assert api.getObjectPosition(rover) == pytest.approx(start, abs=0.01)  # idle
    api.setJointTargetVelocity(left, 2.0)
    api.setJointTargetVelocity(right, 2.0)
    for _ in range(300):  # 1.5 s at 0.2 m/s (wheel radius 0.1 m)
        builtin.step()
    assert api.getJointVelocity(left) == pytest.approx(2.0, rel=0.02)
    moved = api.getObjectPosition(rover)[0] - start[0]
    assert moved == pytest.approx(0.2 * 1.5, rel=0.1)
