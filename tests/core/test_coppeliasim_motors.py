"""Joint motors behave like CoppeliaSim's: velocity motors reach their target with up to max
force, position control holds without steady-state error within the velocity limit, force mode,
mode switches at run time, and getJointForce reports the force applied."""

from __future__ import annotations

import math

import pytest

from tether.core import Simulation

WHEEL_RADIUS = 0.1
TRACK = 0.4  # distance between the wheels

DIFF_DRIVE = f"""
<mujoco>
  <compiler angle="radian"/>
  <option timestep="0.005"/>
  <worldbody>
    <geom name="Floor" type="plane" size="5 5 0.1"/>
    <geom name="Wall" type="box" size="0.05 2 0.3" pos="1.5 0 0.3"/>
    <body name="Robot" pos="0 0 {WHEEL_RADIUS}">
      <freejoint/>
      <geom type="box" size="0.2 0.15 0.04" pos="-0.1 0 0.02" mass="4"/>
      <geom name="Caster" type="sphere" size="0.05" pos="-0.25 0 -0.05" mass="0.1" condim="1" priority="1"/>
      <body name="LeftWheel" pos="0 {TRACK / 2} 0">
        <joint name="LeftMotor" axis="0 1 0" armature="0.002"/>
        <geom type="cylinder" size="{WHEEL_RADIUS} 0.02" zaxis="0 1 0" mass="0.5"/>
      </body>
      <body name="RightWheel" pos="0 {-TRACK / 2} 0">
        <joint name="RightMotor" axis="0 1 0" armature="0.002"/>
        <geom type="cylinder" size="{WHEEL_RADIUS} 0.02" zaxis="0 1 0" mass="0.5"/>
      </body>
    </body>
    <body name="Pendulum" pos="0 3 1">
      <joint name="Swing" axis="1 0 0" damping="0.1"/>
      <geom type="capsule" fromto="0 0 0 0 0 -0.4" size="0.03" mass="2"/>
    </body>
  </worldbody>
</mujoco>
"""

MANIFEST = """
[[joint]]
name = "*Motor"
mode = "velocity"
max_force = 20.0

[[joint]]
name = "Swing"
mode = "position"
max_force = 50.0
"""


@pytest.fixture
def sim(write_scene) -> Simulation:
    return Simulation(write_scene(model=DIFF_DRIVE, manifest=MANIFEST))


def _steps(sim: Simulation, seconds: float) -> None:
    for _ in range(round(seconds / sim.physics.time_step)):
        sim.step()


def _yaw(sim: Simulation, handle: int) -> float:
    return sim.api.getObjectOrientation(handle)[2]


def test_wheels_reach_their_target_and_the_robot_turns_as_predicted(sim: Simulation) -> None:
    api = sim.api
    left, right, robot = api.getObject("LeftMotor"), api.getObject("RightMotor"), api.getObject("Robot")
    _steps(sim, 0.5)  # settle on the floor
    api.setJointTargetVelocity(left, -2.0)
    api.setJointTargetVelocity(right, 2.0)
    _steps(sim, 0.2)
    assert api.getJointVelocity(left) == pytest.approx(-2.0, rel=0.02)
    assert api.getJointVelocity(right) == pytest.approx(2.0, rel=0.02)
    # Spinning in place: yaw rate = r (wR - wL) / track, averaged over one second.
    _steps(sim, 0.3)
    yaw0, unwrapped, previous = _yaw(sim, robot), 0.0, _yaw(sim, robot)
    for _ in range(200):
        sim.step()
        now = _yaw(sim, robot)
        unwrapped += math.remainder(now - previous, 2 * math.pi)
        previous = now
    assert yaw0 == pytest.approx(yaw0)  # (the start heading does not matter)
    predicted = WHEEL_RADIUS * (2.0 - -2.0) / TRACK
    assert unwrapped / 1.0 == pytest.approx(predicted, rel=0.05)
    # the motors needed far less than their 20 N·m
    assert abs(api.getJointForce(left)) < 20.0


def test_a_stalled_wheel_applies_its_max_force(sim: Simulation) -> None:
    api = sim.api
    left, right = api.getObject("LeftMotor"), api.getObject("RightMotor")
    for wheel in (left, right):
        api.setJointMaxForce(wheel, 1.0)  # below what the tyres can transmit: the wheels stall
        api.setJointTargetVelocity(wheel, 5.0)  # forward (+x), into the wall
    _steps(sim, 4.0)
    assert 1.0 < api.getObjectPosition(api.getObject("Robot"))[0] < 1.45  # drove to the wall, stopped there
    assert abs(api.getJointVelocity(left)) < 0.5
    assert api.getJointForce(left) == pytest.approx(-1.0, rel=1e-6)  # max force, CoppeliaSim's sign
    assert api.getJointForce(right) == pytest.approx(-1.0, rel=1e-6)


def test_position_control_holds_against_gravity_without_steady_state_error(sim: Simulation) -> None:
    api = sim.api
    swing = api.getObject("Swing")
    api.setJointTargetPosition(swing, 0.8)  # gravity torque there: 2 kg * 9.81 * 0.2 m * sin(0.8) = 2.8 N·m
    _steps(sim, 2.0)
    assert api.getJointPosition(swing) == pytest.approx(0.8, abs=0.002)
    assert abs(api.getJointForce(swing)) == pytest.approx(2 * 9.81 * 0.2 * math.sin(0.8), rel=0.05)


def test_builtin_arm_holds_its_targets() -> None:
    sim = Simulation()
    api = sim.api
    targets = [0.5, -0.4, 0.3, -1.0, 0.6, 1.2, -0.7]
    joints = [api.getObject(f"Arm_joint{i}") for i in range(1, 8)]
    for joint, target in zip(joints, targets):
        api.setJointTargetPosition(joint, target)
    _steps(sim, 2.0)
    for joint, target in zip(joints, targets):
        assert api.getJointPosition(joint) == pytest.approx(target, abs=0.002)


def test_velocity_limited_position_move_takes_the_expected_time(sim: Simulation) -> None:
    api = sim.api
    swing = api.getObject("Swing")
    api.setObjectFloatParam(swing, api.jointfloatparam_maxvel, 0.5)
    assert api.getObjectFloatParam(swing, api.jointfloatparam_maxvel) == 0.5
    api.setJointTargetPosition(swing, 1.0)
    _steps(sim, 1.0)
    assert api.getJointPosition(swing) == pytest.approx(0.5, abs=0.03)  # 0.5 rad/s for 1 s
    assert api.getJointVelocity(swing) == pytest.approx(0.5, rel=0.02)
    _steps(sim, 1.5)
    assert api.getJointPosition(swing) == pytest.approx(1.0, abs=0.002)


def test_pid_gains_are_settable_per_joint(sim: Simulation) -> None:
    api = sim.api
    swing = api.getObject("Swing")
    assert api.getObjectFloatParam(swing, api.jointfloatparam_pid_p) == 0.1  # CoppeliaSim's default
    api.setObjectFloatParam(swing, api.jointfloatparam_pid_p, 0.01)  # 10x softer: slower approach
    api.setJointTargetPosition(swing, 0.3)
    _steps(sim, 0.1)
    slow = api.getJointPosition(swing)
    sim.stop()
    assert api.getObjectFloatParam(swing, api.jointfloatparam_pid_p) == 0.1  # stop restores gains
    api.setJointTargetPosition(swing, 0.3)
    _steps(sim, 0.1)
    assert api.getJointPosition(swing) > slow + 0.05


def test_pid_gains_from_the_manifest(write_scene) -> None:
    manifest = MANIFEST + 'pid_p = 0.05\npid_i = 0.001\nmax_velocity = 2.0\n'
    sim = Simulation(write_scene(model=DIFF_DRIVE, manifest=manifest))
    api = sim.api
    swing = api.getObject("Swing")
    assert api.getObjectFloatParam(swing, api.jointfloatparam_pid_p) == 0.05
    assert api.getObjectFloatParam(swing, api.jointfloatparam_pid_i) == 0.001
    assert api.getObjectFloatParam(swing, api.jointfloatparam_maxvel) == 2.0
    api.setJointTargetPosition(swing, 0.5)
    _steps(sim, 2.0)
    assert api.getJointPosition(swing) == pytest.approx(0.5, abs=0.002)


def test_modes_switch_at_run_time(sim: Simulation) -> None:
    api = sim.api
    swing = api.getObject("Swing")
    api.setJointTargetVelocity(swing, 1.0)
    _steps(sim, 0.3)
    assert api.getJointVelocity(swing) == pytest.approx(1.0, rel=0.02)
    assert api.getObjectInt32Param(swing, api.jointintparam_dynctrlmode) == api.jointdynctrl_velocity
    api.setJointTargetPosition(swing, 0.0)
    _steps(sim, 1.0)
    assert api.getJointPosition(swing) == pytest.approx(0.0, abs=0.002)
    assert api.getObjectInt32Param(swing, api.jointintparam_dynctrlmode) == api.jointdynctrl_position
    api.setJointTargetForce(swing, 0.0)  # force mode, no force: it swings freely (hangs)
    api.setObjectInt32Param(swing, api.jointintparam_dynctrlmode, api.jointdynctrl_free)
    api.setJointPosition(swing, 0.5)
    _steps(sim, 0.2)
    assert api.getJointPosition(swing) < 0.45  # falls back under gravity
    api.setObjectInt32Param(swing, api.jointintparam_dynctrlmode, api.jointdynctrl_force)
    api.setJointTargetForce(swing, 3.0)
    sim.step()
    assert api.getJointForce(swing) == pytest.approx(-3.0)  # CoppeliaSim's sign


def test_a_huge_max_force_still_tracks_its_target(write_scene) -> None:
    sim = Simulation(write_scene(model=DIFF_DRIVE, manifest=MANIFEST.replace("max_force = 20.0", "max_force = 20000.0")))
    api = sim.api
    left, right = api.getObject("LeftMotor"), api.getObject("RightMotor")
    _steps(sim, 0.5)
    api.setJointTargetVelocity(left, -2.0)
    api.setJointTargetVelocity(right, 2.0)
    worst = 0.0
    for k in range(300):
        sim.step()
        if k >= 40:
            worst = max(worst, abs(api.getJointVelocity(left) + 2.0), abs(api.getJointVelocity(right) - 2.0))
    assert worst < 0.04


def test_motors_stay_stable_with_mujocos_sparse_solver_path(write_scene) -> None:
    # Large models (nv >= 60) use MuJoCo's sparse Jacobians; a motor's reference joint in another
    # kinematic tree than a floating robot made that path blow up within seconds.
    sparse = DIFF_DRIVE.replace('<option timestep="0.005"/>', '<option timestep="0.005" jacobian="sparse"/>')
    sim = Simulation(write_scene(model=sparse, manifest=MANIFEST))
    api = sim.api
    left, right = api.getObject("LeftMotor"), api.getObject("RightMotor")
    api.setJointTargetVelocity(left, -2.0)
    api.setJointTargetVelocity(right, 2.0)
    _steps(sim, 4.0)
    assert all(w.number == 0 for w in sim.physics.data.warning)
    assert api.getJointVelocity(left) == pytest.approx(-2.0, rel=0.02)
    assert api.getJointVelocity(right) == pytest.approx(2.0, rel=0.02)
