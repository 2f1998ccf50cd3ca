"""Joints that bring their own MJCF actuator keep it: commands set its ctrl, named or not."""

from __future__ import annotations

import pytest

from tether.core import Simulation

MODEL = """
<mujoco>
  <option timestep="0.005"/>
  <worldbody>
    <body name="Link">
      <joint name="Hinge" axis="0 0 1" damping="1"/>
      <geom type="capsule" fromto="0 0 0 0.3 0 0" size="0.03" mass="1"/>
    </body>
  </worldbody>
  <actuator>
    <position joint="Hinge" kp="50" kv="5"/>
  </actuator>
</mujoco>
"""


def test_an_unnamed_mjcf_position_actuator_is_the_joints_motor(write_scene) -> None:
    sim = Simulation(write_scene(MODEL))
    hinge = sim.api.getObject("Hinge")
    motor = sim.scene.motors[sim.scene.tree.get(hinge).mj_id]
    assert not motor.owned and motor.actuator_id == 0
    sim.api.setJointTargetPosition(hinge, 0.6)
    for _ in range(600):
        sim.step()
    assert sim.physics.data.ctrl[0] == pytest.approx(0.6)
    assert sim.api.getJointPosition(hinge) == pytest.approx(0.6, abs=0.01)
    sim.stop()
