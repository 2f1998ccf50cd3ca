"""Scene description (every MuJoCo geom type), binary pose frames and PNG images."""

from __future__ import annotations

import mujoco
import numpy as np
import pytest
from png import read_png

from tether.core import Simulation
from tether.core.engine.frames import Frame
from tether.web.encoding import FRAME_HEADER, decode_frame, describe_scene, encode_frame, encode_png

ALL_GEOMS = """
<mujoco>
  <asset>
    <mesh name="tetra" vertex="0 0 0  1 0 0  0 1 0  0 0 1"/>
    <hfield name="hills" nrow="3" ncol="4" size="1 2 0.5 0.1" elevation="0 1 0 1  1 0 1 0  0 0 1 1"/>
    <material name="blue" rgba="0 0 1 1"/>
  </asset>
  <worldbody>
    <geom name="ground" type="plane" size="5 5 0.1"/>
    <geom name="terrain" type="hfield" hfield="hills" pos="3 0 0"/>
    <body name="Things" pos="0 0 1">
      <freejoint/>
      <geom name="ball" type="sphere" size="0.1"/>
      <geom name="pill" type="capsule" size="0.05 0.2" pos="0.3 0 0"/>
      <geom name="egg" type="ellipsoid" size="0.1 0.2 0.3" pos="0.6 0 0"/>
      <geom name="can" type="cylinder" size="0.1 0.2" pos="0.9 0 0"/>
      <geom name="crate" type="box" size="0.1 0.2 0.3" pos="1.2 0 0" material="blue"/>
      <geom name="rock" type="mesh" mesh="tetra" pos="1.5 0 0" rgba="0.2 0.9 0.1 1"/>
    </body>
  </worldbody>
</mujoco>
"""


def test_every_geom_type_is_described_with_its_data(write_scene) -> None:
    sim = Simulation(write_scene(ALL_GEOMS))
    scene = describe_scene(sim.scene, sim.physics.time_step)
    geoms = {g["name"]: g for g in scene["geoms"]}
    assert {g["type"] for g in geoms.values()} == {"plane", "hfield", "sphere", "capsule", "ellipsoid", "cylinder", "box", "mesh"}
    things = next(o for o in scene["objects"] if o["name"] == "Things")
    assert geoms["ball"]["object"] == things["handle"] and things["type"] == "shape"
    assert geoms["crate"]["rgba"] == [0.0, 0.0, 1.0, 1.0]  # the material's colour
    assert geoms["rock"]["rgba"] == pytest.approx([0.2, 0.9, 0.1, 1.0])
    mesh = scene["meshes"][str(geoms["rock"]["mesh"])]
    vertices = np.frombuffer(__import__("base64").b64decode(mesh["vertices"]), dtype="<f4").reshape(-1, 3)
    faces = np.frombuffer(__import__("base64").b64decode(mesh["faces"]), dtype="<u4").reshape(-1, 3)
    assert len(vertices) == 4 and len(faces) == 4 and faces.max() == 3
    hfield = scene["hfields"][str(geoms["terrain"]["hfield"])]
    assert (hfield["nrow"], hfield["ncol"]) == (3, 4) and hfield["size"] == pytest.approx([1, 2, 0.5, 0.1])


def test_builtin_scene_lists_tree_joints_and_sensors(builtin) -> None:
    scene = describe_scene(builtin.scene, builtin.physics.time_step)
    by_name = {o["name"]: o for o in scene["objects"]}
    assert by_name["DoorMotor"]["type"] == "joint" and by_name["Door"]["parent"] == by_name["DoorMotor"]["handle"]
    assert by_name["DoorSensorFront"]["type"] == "proximitySensor" and by_name["VisionSensor"]["type"] == "visionSensor"
    assert by_name["Door"]["path"] == "/DoorFrame/DoorMotor/Door"
    joints = {j["name"]: j for j in scene["joints"]}
    assert joints["Arm_joint1"]["motor"] and joints["Arm_joint1"]["range"] == pytest.approx([-2.9, 2.9])
    assert [s["handle"] for s in scene["sensors"]["vision"]] == [by_name["VisionSensor"]["handle"]]


def test_frames_are_packed_float32_and_decode_back() -> None:
    rng = np.random.default_rng(1)
    pos, mat = rng.normal(size=(5, 3)), rng.normal(size=(5, 9))
    message = encode_frame(Frame(7, 1234, 6.17, 0x11, pos, mat))
    assert len(message) == FRAME_HEADER.size + 5 * 12 * 4
    index, pass_count, sim_time, state, poses = decode_frame(message)
    assert (index, pass_count, sim_time, state) == (7, 1234, 6.17, 0x11)
    np.testing.assert_allclose(poses[:, :3], pos, rtol=1e-6)
    np.testing.assert_allclose(poses[:, 3:], mat, rtol=1e-6)


def test_png_round_trip() -> None:
    image = (np.arange(4 * 6 * 3) % 256).astype(np.uint8).reshape(4, 6, 3)
    np.testing.assert_array_equal(read_png(encode_png(image))[:, :, :3], image)
    assert mujoco is not None
