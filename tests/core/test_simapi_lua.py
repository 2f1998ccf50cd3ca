"""The sim API's parts from Lua scripts: pose math, properties, and moveToConfig/moveToPose
blocking a threaded Lua script pass by pass (its _init/_step/_cleanup stepped in Lua)."""

from __future__ import annotations

import math

import pytest

from tether.core import Simulation

pytest.importorskip("lupa")

MODEL = """
<mujoco>
  <option timestep="0.01" gravity="0 0 0"/>
  <worldbody>
    <body name="Base" pos="0 0 0.5">
      <geom type="box" size="0.1 0.1 0.1"/>
      <body name="Link" pos="0 0 0.2">
        <joint name="Hinge" axis="0 0 1"/>
        <geom type="box" size="0.3 0.05 0.05" pos="0.3 0 0" mass="1"/>
      </body>
    </body>
    <site name="Target" pos="0 1 1"/>
  </worldbody>
</mujoco>
"""

MOVER = """
function sysCall_thread()
    local pose = sim.buildPose({1, 2, 3}, {0, 0, math.pi / 2})
    local moved = sim.multiplyPoses(pose, sim.buildPose({1, 0, 0}, {0, 0, 0}))
    sim.setFloatSignal('movedY', moved[2])
    sim.setFloatProperty(sim.handle_scene, 'customData.gain', 2.5)
    local joint = sim.getObject('/Hinge')
    local t0 = sim.getSimulationTime()
    local result = sim.moveToConfig({joints = {joint}, targetPos = {1.0}, maxVel = {1}, maxAccel = {2}, maxJerk = {10}})
    sim.setFloatSignal('reached', result.pos[1])
    sim.setFloatSignal('took', sim.getSimulationTime() - t0)
    local target = sim.getObject('/Target')
    local goal = sim.getObjectPose(target)
    goal[3] = goal[3] + 0.2
    sim.moveToPose({object = target, targetPose = goal, maxVel = {1, 1, 1, 1}, maxAccel = {1, 1, 1, 1}, maxJerk = {5, 5, 5, 5}})
    sim.setFloatSignal('targetZ', sim.getObjectPosition(target)[3])
end
"""


def test_threaded_lua_script_moves_pass_by_pass(write_scene) -> None:
    manifest = ('[[joint]]\nname = "Hinge"\nmode = "position"\nmax_force = 50.0\n'
                '[[script]]\nobject = "Base"\nfile = "mover.lua"\nthreaded = true\n')
    sim = Simulation(write_scene(model=MODEL, manifest=manifest, scripts={"mover.lua": MOVER}))
    api = sim.api
    for _ in range(400):
        sim.step()
        if api.getFloatSignal("targetZ") is not None:
            break
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    assert api.getFloatSignal("movedY") == pytest.approx(3.0)
    assert api.getFloatProperty(api.handle_scene, "customData.gain") == 2.5
    assert api.getFloatSignal("reached") == pytest.approx(1.0)
    assert api.getFloatSignal("took") > 0.5  # the motion took passes: the script waited
    assert api.getFloatSignal("targetZ") == pytest.approx(1.2, abs=1e-6)
    assert abs(api.getJointTargetPosition(api.getObject("/Hinge")) - 1.0) < 1e-9
    assert math.isfinite(api.getSimulationTime())
    sim.stop()
