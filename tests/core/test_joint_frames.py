"""Joints' frames as CoppeliaSim has them (tether.core.engine.joint_frames): a joint's pose is its
base frame, poses relative to a joint are in its moving frame, or its base frame with
``sim.handleflag_reljointbaseframe``; joints and the bodies joints drive can be placed; the
respondable masks keep a robot's overlapping parts apart; resetDynamicObject stops an object."""

from __future__ import annotations

import math
from pathlib import Path

import mujoco
import numpy as np
import pytest
from coppelia_writer import motor, passive_joint, shape, write_scene

from tether.core import SimError, Simulation
from tether.core.engine.joint_frames import joint_frames
from tether.core.importers.coppeliasim import respondable
from tether.core.importers.coppeliasim.respondable import masked_pairs
from tether.core.simapi.geometry import rotation_from_euler

#: the axle's frame: z along the world's y, x down (its turn about z is no MuJoCo field)
AXLE_EULER = (-90.0, 0.0, 90.0)
AXLE_AT = (0.2, 0.1, 0.5)
LINK_AT = (0.3, 0.0, 0.1)  # the link in the axle's moving frame
TIP_AT = (0.0, 0.05, 0.2)  # the tip joint in the link's frame


@pytest.fixture
def arm(tmp_path: Path) -> Simulation:
    tip = passive_joint("Tip", TIP_AT, (30.0, 0.0, 0.0),
                        children=shape("Finger", "cuboid", (0.02, 0.02, 0.1), (0, 0, 0.05), mass=0.1))
    link = shape("Link", "cuboid", (0.1, 0.1, 0.1), LINK_AT, mass=1.0, children=tip)
    scene = write_scene(tmp_path / "arm.simscene.xml",
                        shape("Stand", "cuboid", (0.1, 0.1, 0.1), (0, 0, 0.05),
                              children=motor("Axle", AXLE_AT, AXLE_EULER, children=link)))
    return Simulation(scene)


def _rz(angle: float) -> np.ndarray:
    c, s = math.cos(angle), math.sin(angle)
    return np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])


def test_a_joints_pose_is_its_base_frame_with_the_files_turn_about_its_axis(arm: Simulation) -> None:
    api = arm.api
    axle = api.getObject("/Axle")
    stand = np.array([0.0, 0.0, 0.05])
    assert api.getObjectPosition(axle) == pytest.approx(stand + AXLE_AT)
    expected = rotation_from_euler([math.radians(a) for a in AXLE_EULER])
    assert rotation_from_euler(api.getObjectOrientation(axle)) == pytest.approx(expected, abs=1e-9)
    api.setJointPosition(axle, 0.7)  # the base frame stays where it is
    assert rotation_from_euler(api.getObjectOrientation(axle)) == pytest.approx(expected, abs=1e-9)
    assert api.getObjectPosition(axle) == pytest.approx(stand + AXLE_AT)


def test_relative_to_a_joint_means_its_moving_frame_unless_the_flag_asks_for_the_base(arm: Simulation) -> None:
    api = arm.api
    axle, link = api.getObject("/Axle"), api.getObject("/Axle/Link")
    flag = api.handleflag_reljointbaseframe
    assert api.getObjectPosition(link, axle) == pytest.approx(LINK_AT)
    assert api.getObjectPosition(link + flag, axle) == pytest.approx(LINK_AT)
    api.setJointPosition(axle, 0.7)
    assert api.getObjectPosition(link, axle) == pytest.approx(LINK_AT)  # children ride the moving frame
    assert api.getObjectPosition(link + flag, axle) == pytest.approx(_rz(0.7) @ LINK_AT)
    assert api.getObjectOrientation(link + flag, axle) == pytest.approx([0.0, 0.0, 0.7])
    assert api.getObjectOrientation(link, axle) == pytest.approx([0.0, 0.0, 0.0], abs=1e-9)
    # the flag on the relative-to handle means the same (tether honours flags on either handle)
    assert api.getObjectPose(link, axle + flag)[:3] == pytest.approx(_rz(0.7) @ LINK_AT)
    # sim.handle_parent resolves to the joint, then the same rule
    assert api.getObjectPosition(link + flag, api.handle_parent) == pytest.approx(_rz(0.7) @ LINK_AT)
    matrix = np.array(api.getObjectMatrix(link + flag, axle)).reshape(3, 4)
    assert matrix[:, 3] == pytest.approx(_rz(0.7) @ LINK_AT)
    assert matrix[:, :3] == pytest.approx(_rz(0.7), abs=1e-9)


def test_a_joint_driven_body_is_placed_in_its_joints_frame(arm: Simulation) -> None:
    api = arm.api
    axle, link, finger = api.getObject("/Axle"), api.getObject("/Axle/Link"), api.getObject("/Axle/Link/Tip/Finger")
    flag = api.handleflag_reljointbaseframe
    api.setJointPosition(axle, 0.7)
    finger_in_link = api.getObjectPose(finger, link)
    api.setObjectPosition(link + flag, axle, [0.1, 0.2, 0.0])
    api.setObjectOrientation(link + flag, axle, [0.0, 0.0, 0.0])
    assert api.getObjectPosition(link + flag, axle) == pytest.approx([0.1, 0.2, 0.0])
    assert api.getObjectOrientation(link + flag, axle) == pytest.approx([0.0, 0.0, 0.0], abs=1e-9)
    assert api.getJointPosition(axle) == pytest.approx(0.7)  # the joint keeps its position
    assert api.getObjectPose(finger, link) == pytest.approx(finger_in_link)  # what hangs from it follows
    # in the moving frame, the link now sits turned back by the joint's angle
    assert api.getObjectPosition(link, axle) == pytest.approx(_rz(-0.7) @ [0.1, 0.2, 0.0])
    api.setJointPosition(axle, 0.0)  # turning the joint turns it about the joint's axis from there
    assert api.getObjectPosition(link + flag, axle) == pytest.approx(_rz(-0.7) @ [0.1, 0.2, 0.0])


def test_a_joint_is_placed_by_its_base_frame_and_carries_its_children(arm: Simulation) -> None:
    api = arm.api
    axle, link, tip, finger = (api.getObject(p) for p in ("/Axle", "/Axle/Link", "/Axle/Link/Tip",
                                                          "/Axle/Link/Tip/Finger"))
    flag = api.handleflag_reljointbaseframe
    api.setJointPosition(tip, 0.4)
    finger_in_tip = api.getObjectPose(finger, tip)
    api.setObjectPosition(tip + flag, axle, [0.0, 0.0, 0.05])
    api.setObjectOrientation(tip + flag, axle, [-math.pi / 4, 0.0, 0.0])
    assert api.getObjectPosition(tip + flag, axle) == pytest.approx([0.0, 0.0, 0.05])
    assert api.getObjectOrientation(tip + flag, axle) == pytest.approx([-math.pi / 4, 0.0, 0.0])
    assert api.getJointPosition(tip) == pytest.approx(0.4)
    assert api.getObjectPose(finger, tip) == pytest.approx(finger_in_tip)  # its children ride along
    api.setJointPosition(axle, 1.0)  # the base frame of the axle does not turn: the tip keeps its place there
    assert api.getObjectOrientation(tip + flag, axle) != pytest.approx([-math.pi / 4, 0.0, 0.0], abs=1e-3)
    assert api.getObjectOrientation(tip, axle) == pytest.approx([-math.pi / 4, 0.0, 0.0])
    # placed in the world; its parent (the link) stays where it was
    link_pose = api.getObjectPose(link, -1)
    api.setObjectPose(tip, -1, [0.5, 0.5, 0.8, 0.0, 0.0, 0.0, 1.0])
    assert api.getObjectPose(tip, -1) == pytest.approx([0.5, 0.5, 0.8, 0.0, 0.0, 0.0, 1.0], abs=1e-9)
    assert api.getObjectPose(finger, tip) == pytest.approx(finger_in_tip)
    assert api.getObjectPose(link, -1) == pytest.approx(link_pose)


def test_stop_restores_what_placing_changed(arm: Simulation) -> None:
    api = arm.api
    axle, link = api.getObject("/Axle"), api.getObject("/Axle/Link")
    before = api.getObjectPose(link, -1)
    arm.step()
    api.setObjectPosition(link + api.handleflag_reljointbaseframe, axle, [0.0, 0.0, 0.3])
    api.setObjectPosition(axle, -1, [1.0, 1.0, 1.0])
    arm.step()
    arm.stop()
    assert api.getObjectPose(link, -1) == pytest.approx(before, abs=1e-9)


def test_frames_agree_with_mujocos_kinematics_in_a_body_of_several_joints(write_scene) -> None:
    sim = Simulation(write_scene(model="""
<mujoco><worldbody>
  <body name="Base" pos="0.1 0.2 1" euler="10 20 30">
    <body name="Gimbal" pos="0.3 0 0" euler="0 40 0">
      <joint name="Pan" type="hinge" axis="0 0 1" pos="0.01 0.02 0" ref="0.2"/>
      <joint name="Lift" type="slide" axis="1 1 0" pos="0 0.05 0"/>
      <joint name="Tilt" type="hinge" axis="0 1 0" pos="0.1 0 0.02"/>
      <geom type="box" size="0.05 0.05 0.05" mass="1"/>
    </body>
  </body>
</worldbody></mujoco>"""))
    m, d = sim.physics.model, sim.physics.data
    rng = np.random.default_rng(3)
    body = mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_BODY, "Gimbal")
    last = mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_JOINT, "Tilt")
    for _ in range(5):
        d.qpos[:] = rng.uniform(-1.0, 1.0, m.nq)
        mujoco.mj_kinematics(m, d)
        for name in ("Pan", "Lift", "Tilt"):  # each from the frame the joints before it left
            j = mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_JOINT, name)
            base, moving = joint_frames(m, d, j)
            shift = d.qpos[m.jnt_qposadr[j]] - m.qpos0[m.jnt_qposadr[j]] if name == "Lift" else 0.0
            assert moving[0] == pytest.approx(d.xanchor[j] + shift * d.xaxis[j])
            assert moving[1][:, 2] == pytest.approx(d.xaxis[j]) and base[1][:, 2] == pytest.approx(d.xaxis[j])
            turn = base[1].T @ moving[1]  # the joint's own displacement, about its z axis
            q = d.qpos[m.jnt_qposadr[j]] if name != "Lift" else 0.0
            assert turn == pytest.approx(_rz(q), abs=1e-9)
        base, moving = joint_frames(m, d, last)
        assert moving[0] == pytest.approx(d.xanchor[last])
        assert moving[1][:, 2] == pytest.approx(d.xaxis[last])
        # the carrier body hangs from the last joint's moving frame as it did at qpos0
        frame = np.linalg.inv(np.vstack([np.hstack([moving[1], moving[0][:, None]]), [0, 0, 0, 1]]))
        carrier = frame @ np.vstack([np.hstack([d.xmat[body].reshape(3, 3), d.xpos[body][:, None]]), [0, 0, 0, 1]])
        if _ == 0:
            first = carrier
        assert carrier == pytest.approx(first, abs=1e-9)
    with pytest.raises(SimError, match=r"moved by 3 joints in one MuJoCo body: .*place the object it hangs from"):
        sim.api.setObjectPosition(sim.api.getObject("Tilt"), -1, [0, 0, 0])
    with pytest.raises(SimError, match="moved by 3 joints"):
        sim.api.setObjectPosition(sim.api.getObject("Gimbal"), -1, [0, 0, 0])


def test_reset_dynamic_object_stops_its_degrees_of_freedom(arm: Simulation) -> None:
    api = arm.api
    axle, link, tip, finger = (api.getObject(p) for p in ("/Axle", "/Axle/Link", "/Axle/Link/Tip",
                                                          "/Axle/Link/Tip/Finger"))
    m, d = arm.physics.model, arm.physics.data
    dof = {h: m.jnt_dofadr[arm.scene.tree.get(h).mj_id] for h in (axle, tip)}
    d.qvel[dof[axle]] = d.qvel[dof[tip]] = 1.5
    api.resetDynamicObject(finger)  # the finger's body hangs from the tip joint
    assert d.qvel[dof[tip]] == 0.0 and d.qvel[dof[axle]] == 1.5
    d.qvel[dof[tip]] = 1.5
    api.resetDynamicObject(link)  # the link's: the axle's; the tip's is its own
    assert d.qvel[dof[axle]] == 0.0 and d.qvel[dof[tip]] == 1.5
    d.qvel[dof[axle]] = 1.5
    api.resetDynamicObject(link + api.handleflag_model)  # its whole tree
    assert d.qvel[dof[axle]] == 0.0 and d.qvel[dof[tip]] == 0.0
    with pytest.raises(SimError, match="does not exist"):
        api.resetDynamicObject(987654)


# -- respondable masks ------------------------------------------------------------------------
def test_masked_pairs_follow_coppeliasims_local_and_global_rule() -> None:
    masks = np.array([0xFF0F, 0xFFF0, 0xFF01, 0x00FF, 0xFFFF])
    trees = np.array([0, 0, 0, 1, 2])
    static = np.array([False, False, False, False, True])
    # same tree: local bits (low byte); other trees: global bits (high byte)
    assert sorted(masked_pairs(masks, trees, static)) == [(0, 1), (0, 3), (1, 2), (1, 3), (2, 3), (3, 4)]
    assert masked_pairs(masks, trees, np.ones(5, dtype=bool)) == []  # static pairs never touch in MuJoCo
    assert masked_pairs(masks, trees, static, limit=2) == [(0, 1), (0, 3)]


def test_too_many_exclusions_are_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(respondable, "MAX_EXCLUSIONS", 2)
    parts = "".join(shape(f"Part{k}", "cuboid", (0.1, 0.1, 0.1), (0.3 * k, 0, 0.1), mass=1.0, mask=0xFF00 | (1 << k))
                    for k in range(4))  # disjoint local masks: 6 pairs kept apart
    with caplog.at_level("WARNING"):
        sim = Simulation(write_scene(tmp_path / "parts.simscene.xml", shape("Base", "cuboid", (1, 1, 0.1), children=parts)))
    assert sim.physics.model.nexclude == 2
    assert [r.message for r in caplog.records if "respondable masks" in r.message] == [
        f"{tmp_path / 'parts.simscene.xml'}: the respondable masks keep more than 2 pairs of shapes apart: "
        "the first 2 are honoured, the others may collide"]


def test_a_robots_parts_with_disjoint_local_masks_pass_through_each_other(tmp_path: Path) -> None:
    def scene(wheel_mask: int) -> Simulation:
        # the wheel hangs two joints below the chassis (MuJoCo itself keeps a body and its parent apart)
        wheel = shape("Wheel", "spheroid", (0.1, 0.1, 0.1), mass=0.5, mask=wheel_mask)
        return Simulation(write_scene(tmp_path / f"masks{wheel_mask}.simscene.xml",
                                      shape("Floor", "cuboid", (2, 2, 0.1), (0, 0, -0.05)),
                                      shape("Chassis", "cuboid", (0.5, 0.3, 0.06), (0, 0, 0.3), mass=4.0, mask=0xFF0F,
                                            children=passive_joint("Axle", (0.2, 0, -0.03),
                                                                   children=passive_joint("Roller", children=wheel)))))

    def touching(sim: Simulation) -> set[tuple[str, str]]:
        sim.step()
        m, d = sim.physics.model, sim.physics.data
        return {tuple(sorted(mujoco.mj_id2name(m, mujoco.mjtObj.mjOBJ_BODY, m.geom_bodyid[g]) for g in (c.geom1, c.geom2)))
                for c in d.contact[:d.ncon]}

    assert ("Chassis", "Wheel") not in touching(scene(0xFFF0))  # no local bit in common: apart
    assert ("Chassis", "Wheel") in touching(scene(0xFF01))  # bit 0 in common: they collide


def test_stop_forgets_the_joint_frames_placing_moved(arm: Simulation) -> None:
    """Placing a driven body moves its joint's frame in the model; stop puts the model back, and
    poses relative to the joint read the restored frame, not one remembered while it was moved."""
    api = arm.api
    axle, link = api.getObject("/Axle"), api.getObject("/Axle/Link")
    flag = api.handleflag_reljointbaseframe
    before = api.getObjectPose(link + flag, axle)
    arm.step()
    api.setObjectOrientation(link + flag, axle, [0.3, 0.0, 0.0])
    assert api.getObjectPose(link + flag, axle) != pytest.approx(before, abs=1e-6)
    arm.stop()
    assert api.getObjectPose(link + flag, axle) == pytest.approx(before, abs=1e-9)
