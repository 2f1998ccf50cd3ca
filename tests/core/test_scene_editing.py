"""Scene editing at run time (MjSpec edit + recompile): created objects, removal, re-parented
bodies, models loaded into the running scene; handles never change; stop restores the scene."""

from __future__ import annotations

from pathlib import Path

import pytest

from tether.core import SimError, Simulation

LOADED_MODEL = """
<mujoco>
  <worldbody>
    <body name="Crate" pos="0 4 0.5">
      <freejoint/>
      <geom type="box" size="0.1 0.1 0.1" mass="1"/>
    </body>
  </worldbody>
</mujoco>
"""


def _run(sim: Simulation, seconds: float) -> None:
    for _ in range(round(seconds / sim.physics.time_step)):
        sim.step()


def test_created_objects_keep_existing_handles_and_state(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    before = {obj.name: obj.handle for obj in sim.scene.tree}
    joint = api.getObject("Arm_joint2")
    api.setJointMaxForce(joint, 123.0)  # a run-time change of the model
    api.setJointTargetPosition(joint, 0.4)
    _run(sim, 0.5)
    q, t = api.getJointPosition(joint), api.getSimulationTime()
    dummy = api.createDummy(0.05)
    assert dummy not in before.values()
    assert {name: api.getObject(name) for name in before} == before  # handles never change
    assert api.getObjectType(dummy) == api.object_dummy_type
    assert api.getJointPosition(joint) == q and api.getSimulationTime() == t  # state kept
    assert api.getJointMaxForce(joint) == 123.0  # the run-time change survived the recompile
    api.setObjectPosition(dummy, -1, [1, 2, 3])
    assert api.getObjectPosition(dummy) == pytest.approx([1, 2, 3])
    _run(sim, 0.5)
    assert api.getJointPosition(joint) == pytest.approx(0.4, abs=0.002)  # motors still work
    api.removeObjects([dummy])
    with pytest.raises(SimError):
        api.getObjectType(dummy)
    with pytest.raises(SimError, match="belongs to the loaded scene"):
        api.removeObjects([api.getObject("Sphere")])


def test_a_created_shape_falls_and_collides(builtin: Simulation) -> None:
    api = builtin.api
    box = api.createPrimitiveShape(api.primitiveshape_cuboid, [0.2, 0.2, 0.2])
    assert api.getObjectInt32Param(box, api.shapeintparam_static) == 1  # CoppeliaSim's default
    api.setObjectPosition(box, -1, [1.5, 2, 1])
    _run(builtin, 0.5)
    assert api.getObjectPosition(box)[2] == pytest.approx(1.0)  # static: it stays
    api.setObjectInt32Param(box, api.shapeintparam_static, 0)
    api.setObjectInt32Param(box, api.shapeintparam_respondable, 1)
    _run(builtin, 1.5)
    z = api.getObjectPosition(box)[2]
    assert z == pytest.approx(0.1, abs=0.01)  # fell and rests on the floor
    assert api.checkCollision(box, api.getObject("Floor"))[0] == 1


def test_a_reparented_body_moves_with_its_new_parent(builtin: Simulation) -> None:
    api = builtin.api
    sphere = api.getObject("Sphere")
    carrier = api.createDummy(0.05)
    api.setObjectPosition(carrier, -1, [0, -2.5, 1.5])
    _run(builtin, 0.1)
    api.setObjectParent(sphere, carrier, True)
    assert api.getObjectParent(sphere) == carrier
    start = api.getObjectPosition(sphere)
    for k in range(1, 101):  # carry it 1 m along x in 1 s
        api.setObjectPosition(carrier, -1, [k / 100, -2.5, 1.5])
        builtin.step()
    _run(builtin, 0.2)
    end = api.getObjectPosition(sphere)
    assert end[0] - start[0] == pytest.approx(1.0, abs=0.02)
    assert end[2] == pytest.approx(start[2], abs=0.02)  # held up against gravity
    api.setObjectParent(sphere, -1, True)  # let go: it falls
    _run(builtin, 1.0)
    assert api.getObjectPosition(sphere)[2] < 0.2
    assert api.getObjectParent(sphere) == -1


def test_load_a_model_into_the_running_scene(builtin: Simulation, tmp_path: Path) -> None:
    api = builtin.api
    (tmp_path / "crate.xml").write_text(LOADED_MODEL)
    _run(builtin, 0.1)
    crate = api.loadModel(str(tmp_path / "crate.xml"))
    assert api.getObjectAlias(crate) == "Crate"
    assert api.getObject("Crate") == crate
    _run(builtin, 1.0)
    assert api.getObjectPosition(crate)[2] == pytest.approx(0.1, abs=0.01)
    with pytest.raises(SimError, match="not found"):
        api.loadModel(str(tmp_path / "missing.xml"))


def test_stop_restores_the_scene_as_at_start(builtin: Simulation, tmp_path: Path) -> None:
    sim, api = builtin, builtin.api
    handles = sorted(obj.handle for obj in sim.scene.tree)
    nbody = sim.physics.model.nbody
    sphere = api.getObject("Sphere")
    start = api.getObjectPosition(sphere)
    _run(sim, 0.1)
    dummy = api.createDummy(0.1)
    api.createPrimitiveShape(api.primitiveshape_spheroid, [0.1, 0.1, 0.1])
    (tmp_path / "crate.xml").write_text(LOADED_MODEL)
    api.loadModel(str(tmp_path / "crate.xml"))
    api.setObjectParent(sphere, dummy, True)
    _run(sim, 0.2)
    sim.stop()
    assert sorted(obj.handle for obj in sim.scene.tree) == handles
    assert sim.physics.model.nbody == nbody
    assert api.getObjectParent(sphere) == -1
    assert api.getObjectPosition(sphere) == pytest.approx(start)
    _run(sim, 0.2)  # and it runs again
    assert api.getObjectPosition(sphere)[2] < start[2]


def test_removing_a_parent_keeps_scene_objects_and_drops_welds(builtin: Simulation) -> None:
    api = builtin.api
    builtin.start()  # edits while running: stop undoes them
    carrier = api.createDummy(0.05)
    sensor, sphere = api.getObject("DoorSensorFront"), api.getObject("Sphere")
    where = api.getObjectPosition(sensor)
    api.setObjectParent(sensor, carrier, True)
    api.setObjectParent(sphere, carrier, True)
    _run(builtin, 0.1)
    api.removeObjects([carrier])
    assert api.getObjectParent(sensor) == -1 and api.getObjectParent(sphere) == -1
    assert api.getObjectPosition(sensor) == pytest.approx(where, abs=1e-6)
    _run(builtin, 1.0)
    assert api.getObjectPosition(sphere)[2] < 0.2  # no weld left: it fell
    assert api.readProximitySensor(sensor)[0] in (0, 1)  # the sensor still works


ROBOT_MODEL = """
<mujoco>
  <compiler angle="radian"/>
  <worldbody>
    <body name="Turntable" pos="-2 -4 0.5">
      <joint name="Spin" axis="0 0 1"/>
      <geom type="cylinder" size="0.3 0.05" mass="2"/>
    </body>
  </worldbody>
</mujoco>
"""


def test_a_loaded_models_joints_get_motors_until_stop(builtin: Simulation, tmp_path: Path) -> None:
    sim, api = builtin, builtin.api
    builtin.start()  # edits while running: stop undoes them
    (tmp_path / "table.xml").write_text(ROBOT_MODEL)
    arm = api.getObject("Arm_joint1")
    api.setJointTargetPosition(arm, 0.3)
    api.loadModel(str(tmp_path / "table.xml"))
    spin = api.getObject("Spin")
    assert [o.name for o in sim.scene.tree if o.name.startswith("tether_")] == []
    api.setJointTargetVelocity(spin, 1.5)
    _run(sim, 0.5)
    assert api.getJointVelocity(spin) == pytest.approx(1.5, rel=0.02)
    assert api.getJointPosition(arm) == pytest.approx(0.3, abs=0.002)  # the scene's motors still work
    sim.stop()
    with pytest.raises(SimError):
        api.getObject("Spin")
    api.setJointTargetPosition(arm, -0.2)
    _run(sim, 0.5)
    assert api.getJointPosition(arm) == pytest.approx(-0.2, abs=0.002)


def test_scripts_of_removed_objects_go_with_them(builtin: Simulation) -> None:
    api = builtin.api
    builtin.start()  # edits while running: stop undoes them
    dummy = api.createDummy(0.05)
    counter = "def sysCall_actuation():\n    sim.setInt32Signal('ticks', (sim.getInt32Signal('ticks') or 0) + 1)\n"
    api.addScript(dummy, counter)
    other = api.createDummy(0.05)
    api.addScript(other, "def sysCall_actuation():\n    sim.setInt32Signal('other', 1)\n")
    _run(builtin, 0.05)
    assert api.getInt32Signal("ticks") == 10
    api.removeObjects([dummy])
    _run(builtin, 0.05)
    assert api.getInt32Signal("ticks") == 10  # its script went with it
    builtin.stop()  # the other created dummy goes at stop, and its script too
    assert all(s.object is None or s.object.handle in builtin.scene.tree.by_handle for s in builtin.scripts.child_scripts)
    _run(builtin, 0.05)
    assert api.getInt32Signal("other") is None


def test_a_dummy_parented_to_a_falling_body_follows_it_without_holding_it(builtin: Simulation) -> None:
    api = builtin.api
    sphere = api.getObject("Sphere")
    marker = api.createDummy(0.02)
    api.setObjectPosition(marker, -1, [0, -2.5, 1.2])  # 0.2 m above the sphere's centre
    api.setObjectParent(marker, sphere, True)
    assert api.getObjectPosition(marker) == pytest.approx([0, -2.5, 1.2])
    _run(builtin, 1.0)
    z = api.getObjectPosition(sphere)[2]
    assert z == pytest.approx(0.1, abs=0.01)  # the sphere fell freely to the floor
    assert api.getObjectPosition(marker) == pytest.approx([0, -2.5, z + 0.2], abs=0.01)
    api.setObjectPosition(marker, sphere, [0, 0, 0.5])  # placed relative to its parent: stays so
    _run(builtin, 0.1)
    assert api.getObjectPosition(marker)[2] == pytest.approx(api.getObjectPosition(sphere)[2] + 0.5, abs=1e-6)


def test_a_static_body_at_world_level_follows_a_new_parent(builtin: Simulation) -> None:
    api = builtin.api
    builtin.start()  # edits while running: stop undoes them
    frame, carrier = api.getObject("DoorFrame"), api.createDummy(0.05)
    api.setObjectPosition(carrier, -1, [3, 0, 0])
    start = api.getObjectPosition(frame)
    api.setObjectParent(frame, carrier, True)
    api.setObjectPosition(carrier, -1, [3, 1, 0])
    _run(builtin, 0.1)
    assert api.getObjectPosition(frame) == pytest.approx([start[0], start[1] + 1, start[2]], abs=1e-6)
    builtin.stop()
    assert api.getObjectPosition(frame) == pytest.approx(start)
    assert api.getObjectParent(frame) == -1


def test_edits_while_stopped_stay_after_stop_as_in_coppeliasim(builtin: Simulation) -> None:
    api = builtin.api
    dummy = api.createDummy(0.05)  # stopped: this edits the scene itself
    _run(builtin, 0.05)
    with pytest.raises(SimError, match="remove it while the simulation is stopped"):
        api.removeObjects([dummy])  # stop would have to bring it back
    during = api.createDummy(0.05)
    builtin.stop()
    assert dummy in builtin.scene.tree.by_handle and during not in builtin.scene.tree.by_handle
    api.removeObjects([dummy])  # CoppeliaSim's simpleTest.py cleans up like this after stop
    assert dummy not in builtin.scene.tree.by_handle
    _run(builtin, 0.05)
    builtin.stop()
    assert dummy not in builtin.scene.tree.by_handle
