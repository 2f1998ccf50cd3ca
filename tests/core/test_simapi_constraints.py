"""Joint dependencies and dummy links as MuJoCo equality constraints (tether.core.simapi.constraints)."""

from __future__ import annotations

import pytest

from tether.core import SimError, Simulation
from tether.core.simapi.files import allow_files

HANGING = """
<mujoco>
  <worldbody>
    <body name="Post" pos="0 5 1"><geom type="box" size="0.02 0.02 0.02"/><site name="Anchor"/></body>
    <body name="Weight" pos="0 5 0.8"><freejoint/><geom type="sphere" size="0.05" mass="1"/>
      <site name="Hook"/></body>
  </worldbody>
</mujoco>
"""


def test_joint_dependency_follows_the_master(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    master, joint = api.getObject("Arm_joint1"), api.getObject("Arm_joint3")
    api.setJointDependency(joint, master, 0.1, 2.0)
    assert api.getJointDependency(joint) == (master, 0.1, 2.0)
    api.setJointTargetPosition(master, 0.3)
    for _ in range(600):
        sim.step()
    assert api.getJointPosition(joint) == pytest.approx(0.1 + 2 * api.getJointPosition(master), abs=1e-3)
    api.setJointDependency(joint, -1)
    assert api.getJointDependency(joint)[0] == -1
    with pytest.raises(SimError, match="itself"):
        api.setJointDependency(joint, joint)


def test_linked_dummies_hold_a_body(builtin: Simulation, tmp_path) -> None:  # noqa: ANN001
    sim, api = builtin, builtin.api
    allow_files(builtin, tmp_path)
    model = tmp_path / "hanging.xml"
    model.write_text(HANGING)
    api.loadModel(str(model))
    hook, anchor, weight = api.getObject("Hook"), api.getObject("Anchor"), api.getObject("Weight")
    api.setLinkDummy(hook, anchor)
    assert api.getLinkDummy(anchor) == hook
    for _ in range(200):
        sim.step()
    assert api.getObjectPosition(weight)[2] == pytest.approx(0.8, abs=0.01)  # held where it was linked
    api.setLinkDummy(hook, -1)
    assert api.getLinkDummy(anchor) == -1
    for _ in range(200):
        sim.step()
    assert api.getObjectPosition(weight)[2] < 0.5  # released: it falls
