"""sim's collections, proximity checks, vision extras and image/buffer transforms."""

from __future__ import annotations

import base64
import math
import struct

import numpy as np
import pytest

from tether.core import SimError, Simulation


def _in_front_of(api, sensor: int, distance: float) -> list[float]:
    m = api.getObjectMatrix(sensor)
    z = [m[2], m[6], m[10]]
    origin = api.getObjectPosition(sensor)
    return [o + distance * a for o, a in zip(origin, z)]


def test_collections_build_like_coppeliasim(builtin: Simulation) -> None:
    api = builtin.api
    arm, link1 = api.getObject("Arm"), api.getObject("Arm_link1")
    coll = api.createCollection(0)
    api.addItemToCollection(coll, api.handle_tree, arm, 0)
    api.addItemToCollection(coll, api.handle_single, link1, 1)  # subtract one
    members = api.getCollectionObjects(coll)
    assert arm in members and link1 not in members and api.getObject("Arm_tip") in members
    chain = api.createCollection(0)
    api.addItemToCollection(chain, api.handle_chain, api.getObject("Arm_link2"), 0)
    assert api.getCollectionObjects(chain)[-1] == arm
    # a collection is an entity of collision and distance checks
    floor = api.getObject("Floor")
    result, data = api.checkDistance(coll, floor, 0)
    assert result == 1 and data[6] >= 0
    assert api.checkCollision(coll, api.getObject("Sphere"))[0] == 0
    api.destroyCollection(coll)
    with pytest.raises(SimError, match="no collection"):
        api.getCollectionObjects(coll)


def test_check_proximity_sensor_against_one_entity(builtin: Simulation) -> None:
    api = builtin.api
    sensor, sphere = api.getObject("DoorSensorFront"), api.getObject("Sphere")
    api.setObjectPosition(sphere, -1, _in_front_of(api, sensor, 0.3))
    result, distance, point, obj, normal = api.checkProximitySensor(sensor, sphere)
    assert result == 1 and obj == sphere
    assert distance == pytest.approx(0.2, abs=1e-3)  # the sphere's radius is 0.1
    assert point == pytest.approx([0, 0, 0.2], abs=1e-3) and normal[2] == pytest.approx(-1, abs=1e-3)
    assert api.checkProximitySensor(sensor, api.getObject("Walker"))[0] == 0
    assert api.checkProximitySensor(sensor, api.handle_all)[0] == 1
    far = _in_front_of(api, sensor, 100)
    found = api.checkProximitySensorEx2(sensor, _in_front_of(api, sensor, 0.25) + far, 0, 2)
    assert found[0] == 1 and found[1] == pytest.approx(0.25)
    with pytest.raises(SimError, match="not a proximity sensor"):
        api.checkProximitySensor(sphere, sphere)


def test_vision_sensor_extras(builtin: Simulation) -> None:
    api = builtin.api
    camera = api.getObject("VisionSensor")
    width, height = api.getVisionSensorRes(camera)
    depth = api.getVisionSensorDepthBuffer(camera)
    meters = api.getVisionSensorDepthBuffer(camera + api.handleflag_depthbuffermeters)
    assert len(depth) == len(meters) == width * height
    assert all(0 <= v <= 1 for v in depth) and max(meters) > 1
    window = api.getVisionSensorDepthBuffer(camera, [1, 1], [2, 3])
    assert window == pytest.approx(np.array(depth).reshape(height, width)[1:4, 1:3].reshape(-1).tolist())
    image, w, h = api.getVisionSensorCharImage(camera)
    assert (w, h) == (width, height) and len(image) == w * h * 3
    api.setVisionSensorCharImage(camera, bytes(w * h * 3))
    assert api.getVisionSensorImg(camera)[0] == bytes(w * h * 3)
    count, packet = api.handleVisionSensor(camera)
    assert len(packet) == 15
    visible, packet = api.checkVisionSensor(camera, api.handle_all)
    assert visible == 1 and len(packet) == 15


def test_image_and_buffer_transforms(builtin: Simulation) -> None:
    api = builtin.api
    image = bytes(range(2 * 2 * 3))  # 2x2 RGB
    flipped = api.transformImage(image, [2, 2], 2)
    assert flipped == image[6:] + image[:6]
    mirrored = api.transformImage(image, [2, 2], 4)
    assert mirrored[:6] == image[3:6] + image[:3]
    assert api.transformImage(image, [2, 2], 8)[:3] == bytes([2, 1, 0])
    side = api.combineRgbImages(image, [2, 2], image, [2, 2], 1)
    assert len(side) == 24 and side[:6] == image[:6] and side[6:12] == image[:6]
    scaled, res = api.getScaledImage(image, [2, 2], [4, 4])
    assert res == [4, 4] and scaled[:3] == image[:3]
    doubles = api.transformBuffer(struct.pack("<3B", 1, 2, 250), api.buffer_uint8, 2.0, 1.0, api.buffer_double)
    assert struct.unpack("<3d", doubles) == (3.0, 5.0, 501.0)
    clamped = api.transformBuffer(struct.pack("<2d", -5.0, 300.0), api.buffer_double, 1.0, 0.0,
                                  api.buffer_uint8 + api.buffer_clamp)
    assert clamped == bytes([0, 255])
    assert api.transformBuffer(b"hi", api.buffer_uint8, 1, 0, api.buffer_base64) == base64.b64encode(b"hi")


def test_explicit_handling(builtin: Simulation) -> None:
    api = builtin.api
    camera = api.getObject("VisionSensor")
    api.setExplicitHandling(camera, 1)
    assert api.getExplicitHandling(camera) == 1
    if not hasattr(builtin, "sensors"):
        pytest.skip("proximity sensors' explicit handling needs the Simulation's Sensors part")
    sensor, sphere = api.getObject("DoorSensorFront"), api.getObject("Sphere")
    api.setExplicitHandling(sensor, 1)
    assert api.handleProximitySensor(sensor) == 0  # nothing in front yet
    api.setObjectPosition(sphere, -1, _in_front_of(api, sensor, 0.3))
    builtin.step()
    assert api.readProximitySensor(sensor)[0] == 0  # the pass left it alone
    assert api.handleProximitySensor(sensor) == 1 and api.readProximitySensor(sensor)[0] == 1
    api.setExplicitHandling(sensor, 0)
    assert api.getExplicitHandling(sensor) == 0


def test_created_proximity_and_vision_sensors(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    sim.step()  # running: what is created now goes at stop
    sensor = api.createProximitySensor(api.proximitysensor_ray, 0, 0, [0] * 8, [0, 2.0] + [0] * 13)
    assert api.getObjectType(sensor) == api.object_proximitysensor_type
    carrier = api.getObjectParent(sensor)
    api.setObjectPosition(carrier, -1, [0, -2.5, 3])  # above the sphere, looking up: nothing
    api.setObjectOrientation(carrier, -1, [math.pi, 0, 0])  # now looking down at it
    sim.step()
    result, distance, *_ = api.readProximitySensor(sensor)
    assert result == 1 and 0 < distance < 2.0
    camera = api.createVisionSensor(2, [32, 24, 0, 0], [0.01, 10, 1.0] + [0] * 8)
    image, resolution = api.getVisionSensorImg(camera)
    assert resolution == [32, 24] and len(image) == 32 * 24 * 3
    sim.stop()
    assert not api.isHandle(sensor) and not api.isHandle(camera)
    sim.step()  # the scene's own sensors still work after the created ones left
    assert api.readProximitySensor(api.getObject("DoorSensorFront"))[0] in (0, 1)
