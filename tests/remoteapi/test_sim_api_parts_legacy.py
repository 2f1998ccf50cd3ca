"""The sim API's new parts reach legacy clients through simxCallScriptFunction: a child script's
function calls them and answers in the four legacy arrays."""

from __future__ import annotations

import pytest

from legacy_fixtures import client, served  # noqa: F401
from tether.remoteapi import sim

B = sim.simx_opmode_blocking

SCRIPT = '''
def pose_math(ints, floats, strings, buffer):
    pose = sim.buildPose(floats[:3], floats[3:6])
    moved = sim.multiplyPoses(pose, sim.buildPose([1, 0, 0], [0, 0, 0]))
    sim.setFloatProperty(sim.handle_scene, "customData.gain", floats[6])
    collection = sim.createCollection(0)
    sim.addItemToCollection(collection, sim.handle_tree, sim.getObject("/Arm"), 0)
    return [len(sim.getCollectionObjects(collection))], moved, [sim.getPropertyTypeString(sim.propertytype_pose)], b""
'''


def test_new_sim_functions_through_simx_call_script_function(served, client) -> None:  # noqa: F811
    simulation = served.simulation
    served.call(lambda: simulation.scripts.add_script(simulation.scene.tree.lookup("Sphere"), SCRIPT))
    ret, ints, floats, strings, _ = sim.simxCallScriptFunction(
        client, "Sphere", sim.sim_scripttype_childscript, "pose_math", [], [0, 0, 0, 0, 0, 1.5707963267948966, 2.5],
        [], bytearray(), B)
    assert ret == 0
    assert floats[:3] == pytest.approx([0, 1, 0], abs=1e-6)  # (1, 0, 0) turned a quarter about z
    assert ints[0] > 10 and strings == ["pose"]
    assert served.call(lambda: simulation.api.getFloatProperty(-12, "customData.gain")) == pytest.approx(2.5)
