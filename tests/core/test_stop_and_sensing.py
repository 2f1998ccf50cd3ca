"""Proximity detection on the state after the step; stop restores everything a client or script
can change (from one snapshot of model and data)."""

from __future__ import annotations

import pytest

from tether.core import Simulation
from tether.core.engine.states import SimulationState

MJCF = """
<mujoco>
  <compiler angle="radian"/>
  <option timestep="0.005"/>
  <worldbody>
    <geom name="Floor" type="plane" size="5 5 0.1" rgba="0.5 0.5 0.5 1"/>
    <body name="Eye" pos="0 0 1">
      <site name="Prox" euler="0 1.5707963 0"/>
    </body>
    <body name="Cart" pos="2 0 1">
      <joint name="Rail" type="slide" axis="1 0 0"/>
      <geom name="CartBox" type="box" size="0.1 0.3 0.3" mass="1" contype="0" conaffinity="0"/>
    </body>
    <body name="Ball" pos="0 2 1">
      <freejoint/>
      <geom type="sphere" size="0.1" mass="1"/>
    </body>
  </worldbody>
</mujoco>
"""

MANIFEST = """
[[joint]]
name = "Rail"
mode = "velocity"

[[proximity_sensor]]
site = "Prox"
range = 1.0
"""


@pytest.fixture
def sim(write_scene) -> Simulation:
    return Simulation(write_scene(model=MJCF, manifest=MANIFEST))


def test_detection_flips_on_the_pass_the_obstacle_enters_the_range(sim: Simulation) -> None:
    api = sim.api
    prox, rail, cart = api.getObject("Prox"), api.getObject("Rail"), api.getObject("Cart")
    api.setJointTargetVelocity(rail, -1.0)  # the cart approaches the sensor at 1 m/s
    flips = 0
    for _ in range(300):
        sim.step()
        face = api.getObjectPosition(cart)[0] - 0.1  # the face the sensor sees, after this pass
        detected = api.readProximitySensor(prox)[0]
        if abs(face - 1.0) > 1e-9:
            assert detected == (face < 1.0), f"face at {face:.4f} m, detected={detected}"
        flips += detected
    assert flips > 0


def test_stop_restores_gravity_time_step_modes_gains_and_poses(sim: Simulation) -> None:
    api = sim.api
    rail, ball, floor = api.getObject("Rail"), api.getObject("Ball"), api.getObject("Floor")
    m = sim.physics.model
    gravity, step = m.opt.gravity.copy(), api.getSimulationTimeStep()
    rgba = m.geom_rgba.copy()
    api.setFloatParam(api.floatparam_simulation_time_step, 0.01)
    api.startSimulation()
    m.opt.gravity[:] = (0, 0, -1.62)  # what the legacy simxSetArrayParameter of gravity writes
    m.geom_rgba[sim.scene.tree.get(floor).mj_id] = (1, 0, 0, 1)
    api.setJointTargetPosition(rail, 0.3)
    api.setObjectFloatParam(rail, api.jointfloatparam_pid_p, 0.05)
    api.setObjectFloatParam(rail, api.jointfloatparam_maxvel, 0.1)
    api.setJointMaxForce(rail, 3.0)
    api.setObjectPosition(ball, -1, [1, 1, 2])
    api.setInt32Signal("from_script_side", 1)
    for _ in range(20):
        sim.step()
    api.stopSimulation()
    assert sim.state == SimulationState.STOPPED
    assert list(m.opt.gravity) == list(gravity)
    assert api.getSimulationTimeStep() == step and m.opt.timestep == step
    assert (m.geom_rgba == rgba).all()
    assert api.getObjectInt32Param(rail, api.jointintparam_dynctrlmode) == api.jointdynctrl_velocity
    assert api.getObjectFloatParam(rail, api.jointfloatparam_pid_p) == 0.1
    assert api.getObjectFloatParam(rail, api.jointfloatparam_maxvel) == 1.0
    assert api.getJointMaxForce(rail) == 100.0
    assert api.getObjectPosition(ball) == pytest.approx([0, 2, 1])
    assert api.getJointPosition(rail) == 0.0
