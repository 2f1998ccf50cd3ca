"""Replacing the running scene (tether.core.importers.scene_switch): CoppeliaSim's rules, one Simulation
object throughout, a failed load changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from tether.core import Simulation
from tether.core.engine.errors import SimError
from tether.core.engine.objects import MjKind
from tether.core.importers.scene_switch import close_scene, find_scene_file, load_scene_file
from tether.core.engine.states import SimulationState

ROVER = Path(__file__).parent / "coppelia" / "rover.simscene.xml"


def test_switch_keeps_gates_listeners_and_counters() -> None:
    sim = Simulation()
    gate = sim.loop.add_gate("stepper")
    calls: list[str] = []
    sim.on_scene_change.append(lambda: calls.append(sim.scene.name))
    version, api, hub = sim.physics.scene_version, sim.api, sim.frames
    load_scene_file(sim, ROVER)
    assert calls == ["rover"] and sim.physics.scene_version == version + 1
    assert sim.frames is hub and hub.latest is not None and hub.latest.scene_version == sim.physics.scene_version  # viewers redraw
    assert sim.api is api and api.getObject("/Rover") >= 0  # the same API object sees the new scene
    sim.start()
    gate.trigger()  # the gate registered before the switch still drives the simulation
    sim.step()
    assert sim.loop.pass_count >= 1


def test_another_scene_only_while_stopped_and_reload_stops() -> None:
    sim = Simulation(ROVER)
    sim.start()
    sim.step()
    with pytest.raises(SimError, match="must be stopped to load another scene"):
        load_scene_file(sim, Path(__file__).parent / "coppelia" / "arm.simscene.xml")
    assert sim.state.advancing and sim.scene.name == "rover"
    load_scene_file(sim, ROVER)  # the open scene: reloading stops it first
    assert sim.state == SimulationState.STOPPED and sim.scene.name == "rover"


def test_failed_load_changes_nothing(tmp_path: Path) -> None:
    sim = Simulation()
    before = [(o.handle, o.path) for o in sim.scene.tree]
    bad = tmp_path / "bad.simscene.xml"
    bad.write_text("<CoppeliaSim><filetype>simpleScene</filetype><shape></CoppeliaSim>")
    with pytest.raises(SimError, match=r"cannot load scene: .*bad.simscene.xml:1: not well-formed XML"):
        load_scene_file(sim, bad)
    assert [(o.handle, o.path) for o in sim.scene.tree] == before


def test_coppeliasim_names_and_binary_scenes(tmp_path: Path) -> None:
    (tmp_path / "x.toml").write_text('model = "x.xml"\n')
    (tmp_path / "x.simscene.xml").write_text("<CoppeliaSim/>")
    assert find_scene_file(tmp_path / "x.ttt") == tmp_path / "x.simscene.xml"  # the export first
    (tmp_path / "x.simscene.xml").unlink()
    assert find_scene_file(tmp_path / "x.ttt") == tmp_path / "x.toml"
    (tmp_path / "y.ttt").write_bytes(b"\x00binary")
    assert find_scene_file(tmp_path / "y.ttt") == tmp_path / "y.ttt"  # CoppeliaSim's binary format: opened as is
    with pytest.raises(SimError, match=r"cannot load scene: .*y.ttt: not a CoppeliaSim binary scene or model "
                                       r"\(byte offset 0: expected 'VREP', found binary data starting 00 62"):
        load_scene_file(Simulation(ROVER), tmp_path / "y.ttt")
    with pytest.raises(SimError, match="z.ttm does not exist, nor .*z.simmodel.xml"):
        find_scene_file(tmp_path / "z.ttm", model=True)


def test_close_scene_leaves_an_empty_scene() -> None:
    sim = Simulation(ROVER)
    close_scene(sim)
    assert len(sim.scene.tree) == 0 and sim.scene.name == "new scene"
    sim.step()  # an empty scene still runs
    assert sim.loop.pass_count == 1
    with pytest.raises(SimError, match="must be stopped to close"):
        close_scene(sim)


def test_the_api_s_joint_table_is_emptied_by_a_switch_and_kept() -> None:
    """The API binds the physics' table of validated joints once: a switch empties it (a handle
    validated in the old scene is validated again in the new one) and keeps the same table."""
    sim = Simulation()
    api, table = sim.api, sim.physics.caches.scalar_joint_ids
    old_joint = api.getObject("/Arm_joint1")
    api.getJointPosition(old_joint)
    assert table == {old_joint: sim.scene.tree.get(old_joint).mj_id}
    load_scene_file(sim, ROVER)
    assert sim.physics.caches.scalar_joint_ids is table and table == {}
    assert sim.scene.tree.get(old_joint).kind is MjKind.BODY  # the rover's wheel has that handle now
    with pytest.raises(SimError, match="not a joint"):
        api.getJointPosition(old_joint)
    joint = next(o for o in sim.scene.tree if o.kind is MjKind.JOINT)
    physics = sim.physics
    assert api.getJointPosition(joint.handle) == pytest.approx(physics.data.qpos[physics.model.jnt_qposadr[joint.mj_id]])
    assert table == {joint.handle: joint.mj_id}
