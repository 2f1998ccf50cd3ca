"""Loading scenes: MJCF, URDF, manifests, and the errors for bad ones."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tether.core import SceneError, Simulation, load_scene

URDF = """<?xml version="1.0"?>
<robot name="twolink">
  <link name="base"><inertial><mass value="1"/><inertia ixx="0.01" iyy="0.01" izz="0.01" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="upper"><inertial><mass value="1"/><inertia ixx="0.01" iyy="0.01" izz="0.01" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="lower"><inertial><mass value="0.5"/><inertia ixx="0.01" iyy="0.01" izz="0.01" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <joint name="shoulder" type="revolute"><parent link="base"/><child link="upper"/><axis xyz="0 0 1"/>
    <limit lower="-2" upper="2" effort="20" velocity="2"/></joint>
  <joint name="elbow" type="revolute"><parent link="upper"/><child link="lower"/><origin xyz="0.3 0 0"/><axis xyz="0 0 1"/>
    <limit lower="-2" upper="2" effort="10" velocity="2"/></joint>
</robot>
"""


def test_urdf_scene_with_motors_from_effort_limits(tmp_path: Path) -> None:
    (tmp_path / "robot.urdf").write_text(URDF)
    sim = Simulation(tmp_path / "robot.urdf")
    api = sim.api
    elbow = api.getObject("elbow")
    assert api.getJointMaxForce(elbow) == 10.0
    assert api.getJointMaxForce(api.getObject("shoulder")) == 20.0
    api.setJointTargetPosition(elbow, 0.5)
    for _ in range(int(2 / sim.physics.time_step)):
        sim.step()
    assert api.getJointPosition(elbow) == pytest.approx(0.5, abs=0.01)


def test_manifest_settings(write_scene) -> None:
    sim = Simulation(write_scene(manifest="time_step = 0.02\ndynamics_substeps = 4\npasses_per_frame = 3\nreal_time = true\n"))
    assert sim.physics.time_step == 0.02
    assert sim.physics.model.opt.timestep == pytest.approx(0.005)
    assert sim.loop.passes_per_frame == 3 and sim.loop.real_time


def test_custom_main_script(write_scene) -> None:
    main = """
def sysCall_actuation():
    sim.handleChildScripts(sim.syscb_actuation)
    sim.addLog(450, "custom main at %.2f" % sim.getSimulationTime())
    # no sim.handleDynamics(): nothing moves

def sysCall_sensing():
    pass
"""
    sim = Simulation(write_scene(manifest='[main_script]\nfile = "main.py"\n', scripts={"main.py": main}))
    z0 = sim.api.getObjectPosition(sim.api.getObject("Object0"))[2]
    for _ in range(3):
        sim.step()
    assert sim.log.texts() == ["custom main at 0.00", "custom main at 0.01", "custom main at 0.02"]
    assert sim.api.getObjectPosition(sim.api.getObject("Object0"))[2] == z0


@pytest.mark.parametrize(
    "manifest, scripts, message",
    [
        ("time_step = -1\n", {}, '"time_step" must be a positive number'),
        ("time_step = 'fast'\n", {}, '"time_step" must be a positive number'),
        ("colour = 3\n", {}, 'unknown key "colour"; allowed: click, description'),
        ('[[script]]\nobject = "Nope"\nfile = "s.py"\n', {"s.py": ""}, '[[script]] #1: "object" "Nope" is not in the scene'),
        ('[[script]]\nobject = "Object0"\nfile = "missing.py"\n', {}, "script file not found"),
        ('[[script]]\nobject = "Object0"\nfile = "s.py"\nexecution_order = "soon"\n', {"s.py": ""}, '"execution_order" must be one of "first", "normal", "last", got \'soon\''),
        ('[[joint]]\nname = "nothing*"\nmode = "velocity"\n', {}, '[[joint]] #1: "name" pattern "nothing*" matches no hinge or slide joint; joints: none'),
        ('[[proximity_sensor]]\nsite = "ghost"\n', {}, '[[proximity_sensor]] #1: "site" "ghost" is not in the model; sites: none'),
        ("this is not toml = = \n", {}, "invalid TOML"),
    ],
)
def test_bad_manifests_give_clear_errors(write_scene, manifest: str, scripts: dict, message: str) -> None:
    with pytest.raises(SceneError) as info:
        load_scene(write_scene(manifest=manifest, scripts=scripts))
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_bad_model_files(tmp_path: Path) -> None:
    with pytest.raises(SceneError, match="scene file not found"):
        load_scene(tmp_path / "nothing.xml")
    (tmp_path / "broken.xml").write_text("<mujoco><worldbody><body><geom type='sphere'/></worldbody></mujoco>")
    with pytest.raises(SceneError, match="cannot parse model"):
        load_scene(tmp_path / "broken.xml")
    (tmp_path / "scene.txt").write_text("")
    with pytest.raises(SceneError, match="unknown scene type"):
        load_scene(tmp_path / "scene.txt")
    (tmp_path / "m.toml").write_text('model = "absent.xml"\n')
    with pytest.raises(SceneError, match="model file not found"):
        load_scene(tmp_path / "m.toml")


def test_stop_restores_the_initial_state_exactly(builtin: Simulation) -> None:
    api = builtin.api
    qpos0, qvel0 = builtin.physics.data.qpos.copy(), builtin.physics.data.qvel.copy()
    mocap0 = builtin.physics.data.mocap_pos.copy()
    body_pos0 = builtin.physics.model.body_pos.copy()
    gains0 = builtin.physics.model.actuator_gainprm.copy()
    positions0 = {o.name: api.getObjectPosition(o.handle) for o in builtin.scene.tree}
    api.setJointTargetVelocity(api.getObject("Arm_joint1"), 1.0)  # changes a motor's mode
    api.setObjectPosition(api.getObject("Arm"), -1, [0.5, -1.2, 0])  # moves a static body (model)
    api.setJointMaxForce(api.getObject("Arm_joint2"), 3.0)
    for _ in range(300):
        builtin.step()
    assert not np.array_equal(builtin.physics.data.qpos, qpos0)
    builtin.stop()
    assert np.array_equal(builtin.physics.data.qpos, qpos0)
    assert np.array_equal(builtin.physics.data.qvel, qvel0)
    assert np.array_equal(builtin.physics.data.mocap_pos, mocap0)
    assert np.array_equal(builtin.physics.model.body_pos, body_pos0)
    assert np.array_equal(builtin.physics.model.actuator_gainprm, gains0)
    assert {o.name: api.getObjectPosition(o.handle) for o in builtin.scene.tree} == positions0
    assert api.getJointMaxForce(api.getObject("Arm_joint2")) == 150.0
    # and a second run behaves exactly like the first
    for _ in range(50):
        builtin.step()
    first = builtin.physics.data.qpos.copy()
    builtin.stop()
    for _ in range(50):
        builtin.step()
    assert np.array_equal(builtin.physics.data.qpos, first)


def test_default_main_script_file_is_what_runs_by_default(write_scene) -> None:
    """The shipped default_main_script.py, used as a custom main script, simulates exactly like
    the built-in default (which runs the same building blocks natively)."""
    from importlib.resources import files

    from tether.core.importers.loading import builtin_scene_path

    source = (files("tether.core.scripting") / "default_main_script.py").read_text()
    builtin = builtin_scene_path()
    custom_dir = write_scene(manifest="").parent
    manifest = builtin.read_text().replace('model = "scene.xml"', f'model = "{builtin.parent / "scene.xml"}"')
    for name in ("door.py", "walker.py", "dqrobotics_api.py"):
        (custom_dir / name).write_text((builtin.parent / name).read_text())
    (custom_dir / "main.py").write_text(source)
    (custom_dir / "custom.toml").write_text(manifest + '\n[main_script]\nfile = "main.py"\n')
    default, custom = Simulation(builtin), Simulation(custom_dir / "custom.toml")
    assert type(default.scripts.main_script) is not type(custom.scripts.main_script)
    for _ in range(400):
        default.step()
        custom.step()
    assert np.array_equal(default.physics.data.qpos, custom.physics.data.qpos)
    assert np.array_equal(default.physics.data.mocap_pos, custom.physics.data.mocap_pos)
