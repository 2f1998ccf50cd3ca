"""sim.handleflag_wxyzquat on the object handle over ZeroMQ, as the dqrobotics interface sends it."""

from __future__ import annotations

import pytest
from zmq_fixtures import Served


def test_wxyz_flag_on_the_object_handle(served: Served) -> None:
    sim = served.client().require("sim")
    h = sim.getObject("/Sphere")
    x, y, z, w = sim.getObjectQuaternion(h, sim.handle_world)
    assert sim.getObjectQuaternion(h + sim.handleflag_wxyzquat, sim.handle_world) == pytest.approx([w, x, y, z])
    pose = sim.getObjectPose(h + sim.handleflag_wxyzquat, sim.handle_world)
    assert pose[3:] == pytest.approx([w, x, y, z])
    sim.setObjectPose(h + sim.handleflag_wxyzquat, pose, sim.handle_world)  # 4.6 argument order
    assert sim.getObjectQuaternion(h, sim.handle_world) == pytest.approx([x, y, z, w], abs=1e-9)
