"""CoppeliaSim XML scenes (simple and exhaustive variants) opened as tether scenes.

The fixtures in tests/core/coppelia/ were written for tether: a rover with proximity sensors and
an embedded Python child script (simple format), an arm in position control with a force sensor
(exhaustive format), a vision sensor above a ball (exhaustive format).
"""

from __future__ import annotations

import logging
import math
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tether.core import Simulation, load_scene
from tether.core.importers.coppeliasim.safe_parse import parse_bounded
from tether.core.engine.errors import SceneError, SimError
from tether.core.engine.states import ObjectType

FIXTURES = Path(__file__).parent / "coppelia"
ROVER = FIXTURES / "rover.simscene.xml"
ARM = FIXTURES / "arm.simscene.xml"
VISION = FIXTURES / "vision.simscene.xml"


def _paths(sim: Simulation) -> dict[str, ObjectType]:
    return {obj.path: obj.type for obj in sim.scene.tree}


def test_simple_format_tree_shows_aliases_types_and_parents() -> None:
    sim = Simulation(ROVER)
    paths = _paths(sim)
    assert paths["/Rover"] == ObjectType.SHAPE
    assert paths["/Rover/leftMotor"] == ObjectType.JOINT
    assert paths["/Rover/leftMotor/wheel"] == ObjectType.SHAPE
    assert paths["/Rover/rightMotor/wheel"] == ObjectType.SHAPE  # the alias repeats, as CoppeliaSim allows
    assert paths["/Rover/frontSensor"] == ObjectType.PROXIMITY_SENSOR
    assert paths["/Light"] == ObjectType.LIGHT and paths["/Graph"] == ObjectType.GRAPH  # stand-ins
    assert sim.scene.name == "rover"
    wall = sim.api.getObject("/Wall")
    assert sim.api.getObjectOrientation(wall, -1)[2] == pytest.approx(math.pi / 2)  # Euler angles in degrees


def test_simple_format_rover_runs_its_embedded_script_and_stops_at_the_wall() -> None:
    sim = Simulation(ROVER)
    rover = sim.api.getObject("/Rover")
    for _ in range(200):
        sim.step()
    assert sim.scripts.script_error_lines == []
    assert sim.api.getIntegerSignal("rover_ready") == 1
    assert sim.api.getIntegerSignal("rover_detected") == 1  # the front sensor sees the wall...
    x = sim.api.getObjectPosition(rover, -1)[0]
    assert 0.4 < x < 0.9  # ...after driving towards it on its velocity-controlled wheels


def test_skipped_elements_are_one_line_each(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="tether.scene"):
        load_scene(ROVER)
    lines = [r.getMessage() for r in caplog.records]
    assert any("customization script of 'Rover' is skipped" in line for line in lines)
    assert any("light objects are not simulated by tether: kept as stand-ins" in line for line in lines)
    assert any("graph objects are not simulated by tether: kept as stand-ins" in line for line in lines)
    assert any("<environment> is not used" in line for line in lines)
    assert all("\n" not in line for line in lines)


def test_exhaustive_format_arm_reaches_its_target_positions() -> None:
    sim = Simulation(ARM)
    joints = [obj.handle for obj in sim.scene.tree if obj.type == ObjectType.JOINT]
    assert len(joints) == 3
    assert sim.api.getJointInterval(joints[1])[1] == pytest.approx([-math.pi / 2, math.pi])
    for _ in range(100):
        sim.step()
    angles = [math.degrees(sim.api.getJointPosition(j)) for j in joints]
    assert angles == pytest.approx([45.0, -30.0, 20.0], abs=1.0)
    assert _paths(sim)["/ArmBase/joint/link/joint/link/joint/link/gripper/tip"] == ObjectType.DUMMY


def test_exhaustive_format_force_sensor_weighs_what_hangs_below_it() -> None:
    sim = Simulation(ARM)
    for _ in range(100):
        sim.step()
    state, force, _ = sim.api.readForceSensor(sim.api.getObject("/connection"))
    assert state == 1
    assert math.hypot(*force) == pytest.approx(0.2 * 9.81, rel=0.1)  # the 0.2 kg gripper


def test_embedded_lua_script_runs_and_the_main_script_is_listed(caplog: pytest.LogCaptureFixture) -> None:
    from tether.core.importers.coppeliasim import lua_available

    with caplog.at_level(logging.WARNING, logger="tether.scene"):
        scene = load_scene(ARM)
    lines = [r.getMessage() for r in caplog.records]
    assert any("main script is skipped" in line for line in lines)
    if not lua_available():
        assert any("script of 'ArmBase' is Lua; Lua scripts are not supported yet" in line for line in lines)
    else:
        assert [spec.file.suffix for _, spec in scene.scripts] == [".lua"]
        sim = Simulation(ARM)
        sim.step()
        assert sim.log.texts() == ["arm ready"] and sim.scripts.script_error_lines == []  # the embedded Lua script ran


def test_exhaustive_format_vision_sensor_and_camera() -> None:
    sim = Simulation(VISION)
    paths = _paths(sim)
    assert paths["/Mount/Vision_sensor"] == ObjectType.VISION_SENSOR
    assert paths["/Camera"] == ObjectType.CAMERA  # its quaternion was "nan": the identity instead
    sensor = sim.api.getObject("/Mount/Vision_sensor")
    assert sim.api.getVisionSensorResolution(sensor) == [32, 16]
    try:
        image, resolution = sim.api.getVisionSensorImg(sensor)
    except SimError as exc:  # no OpenGL on this machine
        pytest.skip(str(exc))
    width, height = resolution
    middle = (height // 2 * width + width // 2) * 3
    red, green, blue = image[middle:middle + 3]
    assert red > 100 and green < 60 and blue < 60  # it looks down at the red ball


def _write(tmp_path: Path, body: str, name: str = "bad.simscene.xml") -> Path:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


def test_syntax_error_is_one_line_with_the_line_number(tmp_path: Path) -> None:
    path = _write(tmp_path, "<CoppeliaSim>\n<filetype>simpleScene</filetype>\n<shape>\n</CoppeliaSim>\n")
    with pytest.raises(SceneError) as caught:
        load_scene(path)
    assert f"{path}:4: not well-formed XML" in str(caught.value)
    assert "\n" not in str(caught.value)


def test_doctype_and_entities_are_refused(tmp_path: Path) -> None:
    laughs = ('<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>\n'
              "<CoppeliaSim><filetype>simpleScene</filetype>&lol2;</CoppeliaSim>\n")
    with pytest.raises(SceneError, match=r":2: document type or entity declarations are not accepted"):
        load_scene(_write(tmp_path, laughs))


def test_size_and_depth_are_bounded(tmp_path: Path) -> None:
    deep = "<CoppeliaSim>" + "<dummy>" * 300 + "</dummy>" * 300 + "</CoppeliaSim>"
    with pytest.raises(SceneError, match="nest more than 200 deep"):
        load_scene(_write(tmp_path, deep))
    small = _write(tmp_path, "<CoppeliaSim><filetype>simpleScene</filetype></CoppeliaSim>", "ok.simscene.xml")
    with pytest.raises(SceneError, match="is 59 bytes, more than the 10 tether reads"):
        parse_bounded(small, max_bytes=10)


def test_wrong_filetype_and_root_are_clear(tmp_path: Path) -> None:
    with pytest.raises(SceneError, match="<filetype> is 'binaryScene'"):
        load_scene(_write(tmp_path, "<CoppeliaSim><filetype>binaryScene</filetype></CoppeliaSim>"))
    with pytest.raises(SceneError, match=r"its root element is <mujoco>"):
        load_scene(_write(tmp_path, "<mujoco/>"))


def test_missing_and_nan_values_take_coppeliasim_defaults(tmp_path: Path) -> None:
    body = """<CoppeliaSim><filetype>simpleModel</filetype>
    <shape><common><alias>Box</alias><localFrame><position>nan 1 -nan</position></localFrame></common>
        <primitive><type>cuboid</type><size>0.2 garbage 0.2</size></primitive>
        <joint><common><alias>hinge</alias></common><type>revolute</type><switches><cyclic>false</cyclic></switches>
            <minPosition>-nan</minPosition><range>inf</range>
            <shape><primitive><type>sphere</type></primitive>
                <dynamics><switches><static>false</static></switches></dynamics></shape>
        </joint>
        <unknownThing/>
    </shape></CoppeliaSim>"""
    sim = Simulation(_write(tmp_path, body, "defaults.simmodel.xml"))
    box = sim.api.getObject("/Box")
    assert sim.api.getObjectPosition(box, -1) == pytest.approx([0.0, 1.0, 0.0])
    hinge = sim.api.getObject("/Box/hinge")
    assert sim.api.getJointInterval(hinge)[1] == pytest.approx([-math.pi, 2 * math.pi])  # CoppeliaSim's defaults
    assert _paths(sim)["/Box/hinge/Shape"] == ObjectType.SHAPE  # no alias: CoppeliaSim's default name


def test_tether_info_opens_a_simscene_file() -> None:
    done = subprocess.run([sys.executable, "-m", "tether.cli", "info", str(ROVER)], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "leftMotor" in done.stdout and "frontSensor" in done.stdout


def test_both_variants_of_the_arm_give_the_same_scene() -> None:
    exhaustive, simple = Simulation(ARM), Simulation(FIXTURES / "arm_simple.simscene.xml")
    assert [o.path for o in exhaustive.scene.tree] == [o.path for o in simple.scene.tree]
    for _ in range(40):
        exhaustive.step()
        simple.step()
    for path in ("/ArmBase/joint/link/joint/link/joint/link/gripper/tip", "/ArmBase/joint/link/joint/link"):
        a = exhaustive.api.getObjectPose(exhaustive.api.getObject(path), -1)
        b = simple.api.getObjectPose(simple.api.getObject(path), -1)
        assert a == pytest.approx(b, abs=1e-6)


def test_euler_angles_are_coppeliasims(tmp_path: Path) -> None:
    body = """<CoppeliaSim><filetype>simpleScene</filetype>
    <dummy><common><alias>Frame</alias><localFrame><position>0 0 0</position><euler>10 20 30</euler></localFrame>
    </common></dummy></CoppeliaSim>"""
    sim = Simulation(_write(tmp_path, body, "euler.simscene.xml"))
    angles = sim.api.getObjectOrientation(sim.api.getObject("/Frame"), -1)
    assert angles == pytest.approx([math.radians(a) for a in (10, 20, 30)])


def test_load_model_brings_its_sensors_and_stop_removes_them() -> None:
    sim = Simulation()
    sim.start()
    sim.step()
    crate = sim.api.loadModel(str(FIXTURES / "crate.simmodel.xml"))  # while running: stop removes it
    sensor = sim.api.getObject("/Crate/floorSensor")
    assert sim.scene.tree.get(sensor).type == ObjectType.PROXIMITY_SENSOR
    for _ in range(20):
        sim.step()
    state, distance, _, detected, _ = sim.api.readProximitySensor(sensor)
    height = sim.api.getObjectPosition(crate, -1)[2]
    assert state == 1 and sim.scene.tree.get(detected).name == "Floor"
    assert distance == pytest.approx(height - 0.21, abs=1e-3)  # 0.21 below the crate's centre, looking down
    sim.stop()
    assert sensor not in sim.scene.tree.by_handle and sensor not in sim.scene.proximity_sensors
    sim.step()  # the scene runs on without it


def test_a_manifest_can_wrap_a_coppeliasim_export(tmp_path: Path) -> None:
    shutil.copy(ROVER, tmp_path / "rover.simscene.xml")
    manifest = tmp_path / "rover.toml"
    manifest.write_text('model = "rover.simscene.xml"\nname = "wrapped"\n'
                        '[[joint]]\nname = "leftMotor"\nmode = "velocity"\nmax_force = 7.0\n'
                        '[[proximity_sensor]]\nsite = "sideSensor"\nrange = 0.8\n')
    sim = Simulation(manifest)
    api = sim.api
    assert sim.scene.name == "wrapped" and sim.physics.time_step == pytest.approx(0.05)  # CoppeliaSim's default step
    assert api.getJointMaxForce(api.getObject("/Rover/leftMotor")) == pytest.approx(7.0)  # the manifest's
    assert api.getJointMaxForce(api.getObject("/Rover/rightMotor")) == pytest.approx(5.0)  # the file's
    assert sim.scene.proximity_sensors[api.getObject("/Rover/sideSensor")].range == pytest.approx(0.8)
    sim.step()
    assert api.getIntegerSignal("rover_ready") == 1  # the embedded script runs


def test_heightfield_of_the_simple_format(tmp_path: Path) -> None:
    body = """<CoppeliaSim><filetype>simpleScene</filetype>
    <shape><common><alias>Terrain</alias></common>
        <heightfield><size>3 2</size><gridStep>1</gridStep><data>1 0 1 1 0 1</data></heightfield>
        <dynamics><switches><static>true</static><respondable>true</respondable></switches></dynamics></shape>
    <shape><common><alias>Ball</alias><localFrame><position>0.3 0 1</position></localFrame></common>
        <primitive><type>sphere</type><size>0.1 0.1 0.1</size></primitive>
        <dynamics><mass>1</mass><switches><static>false</static><respondable>true</respondable></switches></dynamics>
    </shape></CoppeliaSim>"""
    sim = Simulation(_write(tmp_path, body, "valley.simscene.xml"))
    ball = sim.api.getObject("/Ball")
    for _ in range(200):
        sim.step()
    x, _, z = sim.api.getObjectPosition(ball, -1)
    # a V valley (heights 1, 0, 1 a metre apart, centred on its frame): the ball rests in its bottom
    assert x == pytest.approx(0.0, abs=0.01) and z == pytest.approx(-0.5 + 0.05 * math.sqrt(2), abs=0.01)


def test_a_dynamic_shape_keeps_its_static_parent_in_the_tree(tmp_path: Path) -> None:
    body = """<CoppeliaSim><filetype>simpleScene</filetype>
    <shape><common><alias>Table</alias><localFrame><position>0 0 0.4</position></localFrame></common>
        <primitive><type>cuboid</type><size>1 1 0.1</size></primitive>
        <dynamics><switches><static>true</static><respondable>true</respondable></switches></dynamics>
        <shape><common><alias>Cup</alias><localFrame><position>0 0 0.2</position></localFrame></common>
            <primitive><type>cylinder</type><size>0.08 0.08 0.1</size></primitive>
            <dynamics><mass>0.2</mass><switches><static>false</static><respondable>true</respondable></switches></dynamics>
        </shape>
    </shape></CoppeliaSim>"""
    sim = Simulation(_write(tmp_path, body, "table.simscene.xml"))
    cup = sim.api.getObject("/Table/Cup")  # CoppeliaSim's path, though MuJoCo's free body hangs from the world
    for _ in range(20):
        sim.step()
    assert sim.api.getObjectPosition(cup, -1)[2] == pytest.approx(0.4 + 0.05 + 0.05, abs=0.01)  # fell onto the table
    sim.stop()
    assert sim.api.getObject("/Table/Cup") == cup  # stop keeps the tree as loaded


def test_orthographic_vision_sensor(tmp_path: Path) -> None:
    text = VISION.read_text().replace("<switches><perspectiveMode>true</perspectiveMode></switches>",
                                      "<orthoViewSize>0.8</orthoViewSize><switches><perspectiveMode>false</perspectiveMode>"
                                      "</switches>")
    sim = Simulation(_write(tmp_path, text, "ortho.simscene.xml"))
    camera = sim.scene.tree.get(sim.api.getObject("/Mount/Vision_sensor")).mj_id
    assert int(sim.physics.model.cam_projection[camera]) == 1  # orthographic
    assert float(sim.physics.model.cam_fovy[camera]) == pytest.approx(0.8 * 16 / 32)  # the height seen: 32x16 pixels


def test_heightfield_of_the_exhaustive_format(tmp_path: Path) -> None:
    body = """<CoppeliaSim><filetype>exhaustiveScene</filetype>
    <sceneObject><shape><common><alias>Terrain</alias><handle>1</handle><parentHandle>-1</parentHandle></common>
        <meshProxy><mesh><primitive><type>heightfield</type><sizes>2 1 1</sizes></primitive>
            <heightfield><sizes>3 2</sizes><data>1 0 1 1 0 1</data></heightfield></mesh></meshProxy>
        <dynamics><switches><static>true</static><respondable>true</respondable></switches></dynamics>
    </shape></sceneObject></CoppeliaSim>"""
    sim = Simulation(_write(tmp_path, body, "terrain.simscene.xml"))
    assert sim.physics.model.nhfield == 1 and sim.physics.model.hfield_size[0][:2] == pytest.approx([1.0, 0.5])
