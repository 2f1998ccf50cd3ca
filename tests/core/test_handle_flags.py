"""Handle flags (sim.handleflag_*) on the object handle and on the relative-to handle, resolved
in one place (tether.core.engine.handle_flags) for the ZeroMQ API and scripts alike."""

from __future__ import annotations

import pytest

from tether.core import Simulation
from tether.core.engine.handle_flags import JOINT_BASE, WXYZ, pose_args, split


def test_split_recovers_handles_and_special_handles() -> None:
    assert split(42) == (42, 0)
    assert split(42 + WXYZ) == (42, WXYZ)
    assert split(-1 + WXYZ) == (-1, WXYZ)  # sim.handle_world + the flag
    assert split(-11 + WXYZ) == (-11, WXYZ)  # sim.handle_parent + the flag
    assert split(-1) == (-1, 0) and split("Floor") == ("Floor", 0)
    assert pose_args(42 + WXYZ, -1) == (42, -1, True, False)
    assert pose_args(42, -1 + WXYZ) == (42, -1, True, False)
    assert pose_args(42, -1) == (42, -1, False, False)
    assert pose_args(42 + JOINT_BASE, 17) == (42, 17, False, True)  # sim.handleflag_reljointbaseframe
    assert pose_args(42 + JOINT_BASE + WXYZ, -11) == (42, -11, True, True)


@pytest.fixture
def sim() -> Simulation:
    return Simulation()


def test_wxyz_on_the_object_handle_as_dqrobotics_passes_it(sim: Simulation) -> None:
    api = sim.api
    h = api.getObject("/Sphere")
    api.setObjectQuaternion(h, -1, [0.0, 0.0, 0.6, 0.8])  # x, y, z, w
    assert api.getObjectQuaternion(h + api.handleflag_wxyzquat, api.handle_world) == pytest.approx([0.8, 0.0, 0.0, 0.6])
    assert api.getObjectQuaternion(h, api.handle_world + api.handleflag_wxyzquat) == pytest.approx([0.8, 0.0, 0.0, 0.6])
    pose = api.getObjectPose(h + api.handleflag_wxyzquat, -1)
    assert pose[3:] == pytest.approx([0.8, 0.0, 0.0, 0.6])
    assert api.getObjectPosition(h + api.handleflag_wxyzquat, -1) == pytest.approx(pose[:3])


def test_wxyz_setters_and_handle_parent(sim: Simulation) -> None:
    api = sim.api
    h = api.getObject("/Sphere")
    api.setObjectQuaternion(h + api.handleflag_wxyzquat, -1, [0.8, 0.6, 0.0, 0.0])  # w first
    assert api.getObjectQuaternion(h, -1) == pytest.approx([0.6, 0.0, 0.0, 0.8])
    position = api.getObjectPosition(h, -1)
    api.setObjectPose(h, api.handle_parent + api.handleflag_wxyzquat, position + [1.0, 0.0, 0.0, 0.0])
    assert api.getObjectQuaternion(h, -1) == pytest.approx([0.0, 0.0, 0.0, 1.0])
    assert api.getObjectPosition(h, api.handle_parent + api.handleflag_wxyzquat) == pytest.approx(position)


def test_scripts_see_the_flag_constants(sim: Simulation) -> None:
    assert sim.api.handleflag_wxyzquat == 0x1000000
    assert sim.api.handleflag_abscoords == 0x800000
