"""Vision sensor images (rendered by MuJoCo offscreen) and collision/distance checks over the
legacy remote API, with the pure-Python client."""

from __future__ import annotations

import numpy as np
import pytest

from tether.remoteapi import sim


@pytest.fixture
def client(served_client: int) -> int:
    """This module's ``client``: a sim.py client of the served server (conftest.py)."""
    return served_client


def _handle(cid: int, name: str) -> int:
    code, handle = sim.simxGetObjectHandle(cid, name, sim.simx_opmode_blocking)
    assert code == sim.simx_return_ok
    return handle


def _image(served, grey: bool = False) -> np.ndarray:
    api = served.simulation.api
    data, _ = served.call(lambda: api.getVisionSensorImg(api.getObject("VisionSensor"), 1 if grey else 0))
    return np.frombuffer(data, dtype=np.uint8)


def test_vision_sensor_image_rgb_and_grey(served, client: int) -> None:
    camera = _handle(client, "VisionSensor")
    code, resolution, pixels = sim.simxGetVisionSensorImage(client, camera, 0, sim.simx_opmode_blocking)
    assert code == sim.simx_return_ok and resolution == [64, 48]
    rgb = np.array(pixels, dtype=np.int8).view(np.uint8)  # the binding returns signed bytes
    assert rgb.size == 64 * 48 * 3 and rgb.std() > 5
    assert np.array_equal(rgb, _image(served))  # exactly the simulation's own rendering
    code, resolution, grey = sim.simxGetVisionSensorImage(client, camera, 1, sim.simx_opmode_blocking)
    assert code == sim.simx_return_ok and len(grey) == 64 * 48
    assert np.array_equal(np.array(grey, dtype=np.int8).view(np.uint8), _image(served, grey=True))


def test_vision_sensor_image_streaming_split(served, client: int) -> None:
    camera = _handle(client, "VisionSensor")
    mode = sim.simx_opmode_streaming_split + 300  # the reply (9 kB) comes in 300-byte chunks
    code, _, _ = sim.simxGetVisionSensorImage(client, camera, 0, mode)
    assert code & sim.simx_return_novalue_flag
    for _ in range(200):
        code, resolution, pixels = sim.simxGetVisionSensorImage(client, camera, 0, sim.simx_opmode_buffer)
        if code == sim.simx_return_ok:
            break
        sim.simxGetPingTime(client)
    assert code == sim.simx_return_ok and resolution == [64, 48]
    assert np.array_equal(np.array(pixels, dtype=np.int8).view(np.uint8), _image(served))


def test_depth_buffer_and_read_vision_sensor(client: int) -> None:
    camera = _handle(client, "VisionSensor")
    code, resolution, depth = sim.simxGetVisionSensorDepthBuffer(client, camera, sim.simx_opmode_blocking)
    assert code == sim.simx_return_ok and resolution == [64, 48] and len(depth) == 64 * 48
    depth = np.array(depth)
    assert depth.min() >= 0.0 and depth.max() <= 1.0 and depth.std() > 0  # floor near and far
    # bottom rows (first) see the floor close by, top rows see far away
    assert depth[: 64 * 4].mean() < depth[-64 * 4 :].mean()
    code, state, packets = sim.simxReadVisionSensor(client, camera, sim.simx_opmode_blocking)
    assert code == sim.simx_return_ok and len(packets) == 1 and len(packets[0]) == 15
    minimum, maximum, average = packets[0][:5], packets[0][5:10], packets[0][10:]
    assert all(lo <= avg <= hi for lo, avg, hi in zip(minimum, average, maximum))


def test_vision_commands_on_a_non_vision_object_fail_clearly(client: int) -> None:
    floor = _handle(client, "Floor")
    code, _, _ = sim.simxGetVisionSensorImage(client, floor, 0, sim.simx_opmode_blocking)
    assert code & sim.simx_return_remote_error_flag
    code, errors = sim.simxGetLastErrors(client, sim.simx_opmode_blocking)
    assert any("not a vision sensor" in e for e in errors)


def test_check_collision_and_distance(served, client: int) -> None:
    sphere, floor = _handle(client, "Sphere"), _handle(client, "Floor")
    code, colliding = sim.simxCheckCollision(client, sphere, floor, sim.simx_opmode_blocking)
    assert code == sim.simx_return_ok and colliding is False
    code, distance = sim.simxCheckDistance(client, sphere, floor, sim.simx_opmode_blocking)
    assert code == sim.simx_return_ok and distance == pytest.approx(0.9, abs=1e-4)  # r = 0.1 at 1 m
    assert sim.simxStartSimulation(client, sim.simx_opmode_blocking) == 0
    colliding = False
    for _ in range(500):
        code, colliding = sim.simxCheckCollision(client, sphere, floor, sim.simx_opmode_blocking)
        if colliding:
            break
    assert colliding  # the sphere fell onto the floor
