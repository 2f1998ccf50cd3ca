"""A robot of one's own stands on the manifest's default floor; without ground, one warning says
what to add (tether.core.engine.ground)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tether.core import Simulation
from tether.core.engine.errors import SceneError
from tether.core.engine.log import VERBOSITY_WARNINGS

# A differential-drive robot as a newcomer writes it: a chassis, two wheels on continuous joints
# and a caster ball; base_link at the origin, so the wheels reach below z = 0.
TWO_WHEELER = """<?xml version="1.0"?>
<robot name="two_wheeler">
  <link name="base_link">
    <inertial><mass value="2"/><inertia ixx="0.01" iyy="0.01" izz="0.01" ixy="0" ixz="0" iyz="0"/></inertial>
    <collision><origin xyz="0 0 0.05"/><geometry><box size="0.3 0.2 0.08"/></geometry></collision>
    <visual><origin xyz="0 0 0.05"/><geometry><box size="0.3 0.2 0.08"/></geometry></visual>
  </link>
  <link name="left_wheel">
    <inertial><mass value="0.2"/><inertia ixx="0.001" iyy="0.001" izz="0.001" ixy="0" ixz="0" iyz="0"/></inertial>
    <collision><origin rpy="1.5708 0 0"/><geometry><cylinder radius="0.05" length="0.02"/></geometry></collision>
  </link>
  <link name="right_wheel">
    <inertial><mass value="0.2"/><inertia ixx="0.001" iyy="0.001" izz="0.001" ixy="0" ixz="0" iyz="0"/></inertial>
    <collision><origin rpy="1.5708 0 0"/><geometry><cylinder radius="0.05" length="0.02"/></geometry></collision>
  </link>
  <link name="caster">
    <inertial><mass value="0.05"/><inertia ixx="0.0001" iyy="0.0001" izz="0.0001" ixy="0" ixz="0" iyz="0"/></inertial>
    <collision><geometry><sphere radius="0.05"/></geometry></collision>
  </link>
  <joint name="left_motor" type="continuous"><parent link="base_link"/><child link="left_wheel"/>
    <origin xyz="0.08 0.12 0"/><axis xyz="0 1 0"/></joint>
  <joint name="right_motor" type="continuous"><parent link="base_link"/><child link="right_wheel"/>
    <origin xyz="0.08 -0.12 0"/><axis xyz="0 1 0"/></joint>
  <joint name="caster_mount" type="fixed"><parent link="base_link"/><child link="caster"/>
    <origin xyz="-0.1 0 0"/></joint>
</robot>
"""


def _scene(tmp_path: Path, manifest: str | None = "") -> Path:
    (tmp_path / "robot.urdf").write_text(TWO_WHEELER)
    if manifest is None:
        return tmp_path / "robot.urdf"
    (tmp_path / "robot.toml").write_text('model = "robot.urdf"\n' + manifest)
    return tmp_path / "robot.toml"


def _run(sim: Simulation, seconds: float) -> None:
    for _ in range(round(seconds / sim.physics.time_step)):
        sim.step()


def test_a_urdf_two_wheeler_with_a_manifest_stands_on_the_default_floor(tmp_path: Path) -> None:
    sim = Simulation(_scene(tmp_path))
    floor = sim.api.getObject("/Floor")
    assert sim.api.getObjectPosition(floor)[2] == pytest.approx(-0.05, abs=1e-6)  # under the wheels
    base = sim.api.getObject("/base_link")
    z0 = sim.api.getObjectPosition(base)[2]
    _run(sim, 3.0)
    z1 = sim.api.getObjectPosition(base)[2]
    assert z1 == pytest.approx(z0, abs=0.02)
    assert not [line for line in sim.log.lines() if line.verbosity == VERBOSITY_WARNINGS]


def test_floor_false_lets_it_fall_with_one_warning_that_says_what_to_add(tmp_path: Path) -> None:
    sim = Simulation(_scene(tmp_path, "floor = false\n"))
    with pytest.raises(Exception):
        sim.api.getObject("/Floor")
    _run(sim, 3.0)
    assert sim.api.getObjectPosition(sim.api.getObject("/base_link"))[2] < -10
    warnings = [line.text for line in sim.log.lines() if line.verbosity == VERBOSITY_WARNINGS]
    assert len(warnings) == 1, warnings
    assert "'base_link' fell to z = " in warnings[0] and 'remove "floor = false"' in warnings[0]


def test_a_bare_model_file_is_taken_as_written_and_the_warning_suggests_a_manifest(tmp_path: Path) -> None:
    sim = Simulation(_scene(tmp_path, None))
    _run(sim, 2.5)
    warnings = [line.text for line in sim.log.lines() if line.verbosity == VERBOSITY_WARNINGS]
    assert len(warnings) == 1 and "load it through a manifest" in warnings[0]


def test_a_model_with_its_own_ground_gets_no_second_floor(tmp_path: Path) -> None:
    (tmp_path / "m.xml").write_text(
        '<mujoco><worldbody><geom name="Ground" type="plane" size="5 5 0.1"/>'
        '<body name="Ball" pos="0 0 1"><freejoint/><geom type="sphere" size="0.1"/></body></worldbody></mujoco>'
    )
    (tmp_path / "m.toml").write_text('model = "m.xml"\n')
    sim = Simulation(tmp_path / "m.toml")
    assert "Floor" not in [obj.name for obj in sim.scene.tree]
    assert sim.loop.after_pass == []  # nothing to watch: the scene has ground


def test_floor_must_be_true_or_false(tmp_path: Path) -> None:
    with pytest.raises(SceneError, match='"floor" must be true or false'):
        Simulation(_scene(tmp_path, 'floor = "yes"\n'))


def test_a_scene_loaded_at_run_time_is_watched_too(tmp_path: Path) -> None:
    from tether.core.importers.scene_switch import load_scene_file

    (tmp_path / "m.xml").write_text('<mujoco><worldbody><geom type="plane" size="5 5 0.1"/></worldbody></mujoco>')
    (tmp_path / "m.toml").write_text('model = "m.xml"\n')
    sim = Simulation(tmp_path / "m.toml")
    assert sim.loop.after_pass == []
    load_scene_file(sim, _scene(tmp_path, "floor = false\n"))  # sim.loadScene's core operation
    _run(sim, 3.0)
    warnings = [line.text for line in sim.log.lines() if line.verbosity == VERBOSITY_WARNINGS]
    assert len(warnings) == 1 and "'base_link' fell" in warnings[0]
    sim.stop()
    load_scene_file(sim, tmp_path / "m.toml")  # back to a scene with ground: nothing to watch
    assert sim.loop.after_pass == []
