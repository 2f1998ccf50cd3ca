"""CoppeliaSim's idioms that V-REP and CoppeliaSim 4.0-4.2 scripts use everywhere, and the calls
scripts make on objects tether does not simulate (lights, graphs, cameras), on scenes the tests
write (docs/guide/coppeliasim-idioms.md)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from coppelia_writer import child_script, common, dummy, motor, shape, write_scene

from tether.core import Simulation
from tether.core.engine.errors import SimError


def _signals(sim: Simulation, *names: str) -> list:
    return [sim.api.getInt32Signal(name) for name in names]


# -- the script's own object -------------------------------------------------------------------
SELF_LUA_4X = """
function sysCall_init()
    sim.setInt32Signal('by_handle', sim.getObjectHandle(sim.handle_self))
    sim.setInt32Signal('associated', sim.getObjectAssociatedWithScript(sim.handle_self))
    sim.setInt32Signal('script_of_self', sim.getScriptAssociatedWithObject(sim.handle_self))
    sim.setInt32Signal('own_script', sim.getScriptHandle())
    sim.setInt32Signal('custom', sim.getCustomizationScriptAssociatedWithObject(sim.handle_self))
end
"""
SELF_LUA_VREP = """
if (sim_call_type==sim_childscriptcall_initialization) then
    simSetIntegerSignal('vrep_associated', simGetObjectAssociatedWithScript(sim_handle_self))
    simSetIntegerSignal('vrep_by_handle', simGetObjectHandle(sim_handle_self))
end
"""
SELF_PYTHON = """#python
def sysCall_init():
    sim.setInt32Signal('py_by_handle', sim.getObjectHandle(sim.handle_self))
    sim.setInt32Signal('py_associated', sim.getObjectAssociatedWithScript(sim.handle_self))
"""


def test_a_script_finds_its_own_object_in_every_generation_of_names(tmp_path: Path) -> None:
    scene = write_scene(
        tmp_path / "self.simscene.xml", shape("Floor", "cuboid", (2, 2, 0.1), (0, 0, -0.05)),
        dummy("Robot", (0, 0, 0.5), child_script(SELF_LUA_4X)),
        dummy("OldRobot", (1, 0, 0.5), child_script(SELF_LUA_VREP)),
        dummy("PyRobot", (-1, 0, 0.5), child_script(SELF_PYTHON)))
    sim = Simulation(scene)
    sim.step()
    api = sim.api
    robot, old, py = api.getObject("/Robot"), api.getObject("/OldRobot"), api.getObject("/PyRobot")
    assert sim.scripts.script_error_lines == []
    assert _signals(sim, "by_handle", "associated") == [robot, robot]
    assert _signals(sim, "vrep_associated", "vrep_by_handle") == [old, old]
    assert _signals(sim, "py_by_handle", "py_associated") == [py, py]
    own_script = api.getInt32Signal("own_script")
    assert api.getInt32Signal("script_of_self") == own_script == api.getScriptAssociatedWithObject(robot)
    assert api.getInt32Signal("custom") == -1  # tether runs no customization scripts
    # from outside, a script handle names the script's object; an object without a script has none
    assert api.getObjectAssociatedWithScript(own_script) == robot
    assert api.getScriptAssociatedWithObject(api.getObject("/Floor")) == -1
    sim.stop()


def test_handle_self_outside_a_child_script_is_one_clear_error() -> None:
    sim = Simulation()
    with pytest.raises(SimError, match=r"sim.getObjectAssociatedWithScript\(sim.handle_self\): .*only a child script"):
        sim.api.getObjectAssociatedWithScript(sim.api.handle_self)
    with pytest.raises(SimError, match="object name is empty"):
        sim.api.getObjectHandle("")
    with pytest.raises(SimError, match="script handle 987654 does not exist"):
        sim.api.getObjectAssociatedWithScript(987654)


# -- V-REP's name adjustment: a pasted copy's script finds its own objects ----------------------
COPY_SCRIPT = """
function sysCall_init()
    local me = sim.getObjectName(sim.getObjectAssociatedWithScript(sim.handle_self))
    sim.setInt32Signal(me .. '_motor', sim.getObjectHandle('leftMotor'))
    sim.setInt32Signal(me .. '_plain', sim.getObjectHandle('leftMotor#'))
    sim.setInt32Signal(me .. '_suffix', sim.getNameSuffix(nil))
    local suffix, base = sim.getNameSuffix('leftMotor#12')
    sim.setInt32Signal(me .. '_parsed', suffix)
    sim.setStringSignal(me .. '_base', base)
    sim.setNameSuffix(-1)
    sim.setInt32Signal(me .. '_unadjusted', sim.getObjectHandle('leftMotor'))
end
"""


def _robot(suffix: str, y: float) -> str:
    return shape(f"robot{suffix}", "cuboid", (0.2, 0.2, 0.1), (0, y, 0.1), mass=1.0,
                 children=motor(f"leftMotor{suffix}", (0, 0.12, 0), (-90, 0, 0),
                                children=shape(f"wheel{suffix}", "cylinder", (0.1, 0.1, 0.02), mass=0.1))
                 + child_script(COPY_SCRIPT))


def test_a_pasted_copys_script_finds_its_own_objects_by_suffix(tmp_path: Path) -> None:
    scene = write_scene(tmp_path / "copies.simscene.xml", shape("Floor", "cuboid", (4, 4, 0.1), (0, 0, -0.05)),
                        _robot("", 0.0), _robot("#0", 1.0), _robot("#1", 2.0))
    sim = Simulation(scene)
    sim.step()
    api = sim.api
    assert sim.scripts.script_error_lines == []
    original = api.getObject("leftMotor")
    for name, motor_name, suffix in (("robot", "leftMotor", -1), ("robot#0", "leftMotor#0", 0),
                                     ("robot#1", "leftMotor#1", 1)):
        own = api.getObject(motor_name)
        assert _signals(sim, f"{name}_motor", f"{name}_plain", f"{name}_suffix") == [own, original, suffix]
        assert api.getInt32Signal(f"{name}_unadjusted") == original  # setNameSuffix(-1): no adjustment
        assert api.getInt32Signal(f"{name}_parsed") == 12 and api.getStringSignal(f"{name}_base") == b"leftMotor"
    assert api.getObjectHandle("leftMotor") == original  # a client has no suffix
    assert api.getObjectHandle("rightMotor@silentError") == -1  # V-REP's quiet lookup
    assert api.getObjectHandle("leftMotor#1@silentError") == api.getObject("leftMotor#1")
    sim.stop()


# -- CoppeliaSim's duplicate suffix answers to the base alias (4.3+ resolution) -------------------
def _arm(color: str, x: float, suffixes: list[str]) -> str:
    """A 3-joint arm whose joints and links are named as a CoppeliaSim 4.2 scene names duplicates:
    ``joint``, then ``joint#0``, ``joint#1``... across the scene (``suffixes``: one per joint)."""
    chain = ""
    for suffix in reversed(suffixes):
        link = shape(f"link{suffix}", "cuboid", (0.05, 0.05, 0.1), (0, 0, 0.1), mass=0.2, children=chain)
        chain = (f"<joint>{common(f'joint{suffix}', (0, 0, 0.1))}<type>revolute</type><mode>dynamic</mode>"
                 f"<dynamics><ctrlMode>5</ctrlMode><maxForce>50</maxForce></dynamics>{link}</joint>")
    return shape(f"{color}Robot", "cuboid", (0.2, 0.2, 0.1), (x, 0, 0.05), children=chain)


def test_suffixed_names_answer_to_their_base_alias(tmp_path: Path) -> None:
    scene = write_scene(tmp_path / "arms.simscene.xml", _arm("blue", -1, ["", "#0", "#1"]),
                        _arm("red", 1, ["#2", "#3", "#4"]))
    sim = Simulation(scene)
    api = sim.api
    blue = [api.getObject("/blueRobot/joint", {"index": i}) for i in range(3)]
    red = [api.getObject("/redRobot/joint", {"index": i}) for i in range(3)]
    assert [api.getObjectName(h) for h in blue] == ["joint", "joint#0", "joint#1"]
    assert [api.getObjectName(h) for h in red] == ["joint#2", "joint#3", "joint#4"]
    assert [api.getObjectAlias(h) for h in red] == ["joint"] * 3  # the alias CoppeliaSim 4.3+ shows
    assert api.getObject("/redRobot/joint") == red[0]  # the first under redRobot
    assert api.getObject("/redRobot/joint/link/joint") == red[1]
    assert api.getObject("joint#3") == red[1]  # the exact name still works
    assert api.getObject("/joint[4]") == red[1]  # the fifth "joint" of the scene
    assert api.getObject("/redRobot/joint", {"index": 3, "noError": True}) == -1
    with pytest.raises(SimError, match="does not exist"):
        api.getObject("/redRobot/link#9")


# -- drawing items with their own colours and sizes ----------------------------------------------
DRAWING_SCRIPT = """
function sysCall_init()
    local spheres = sim.addDrawingObject(sim.drawing_spherepts + sim.drawing_itemcolors + sim.drawing_itemsizes, 0.05, 0, -1, 10)
    sim.addDrawingObjectItem(spheres, {0, 0, 1,  1, 0, 0,  0.1})
    sim.addDrawingObjectItem(spheres, {1, 0, 1,  0, 1, 0,  0.3})
    local many = sim.addDrawingObject(sim.drawing_points + sim.drawing_itemsizes, 2, 0, -1, 10, {0, 0, 1})
    sim.addDrawingObjectItem(many + sim.handleflag_setmultiple, {0, 0, 0, 4,  1, 1, 1, 8,  2, 2, 2, 16})
    sim.setInt32Signal('spheres', spheres)
    sim.setInt32Signal('many', many)
end
"""


def test_drawing_items_keep_their_own_colour_and_size(tmp_path: Path) -> None:
    scene = write_scene(tmp_path / "draw.simscene.xml", dummy("Painter", children=child_script(DRAWING_SCRIPT)))
    sim = Simulation(scene)
    sim.step()
    assert sim.scripts.script_error_lines == []
    spheres = sim.drawings.objects[sim.api.getInt32Signal("spheres")].as_dict()
    assert spheres["items"] == [0, 0, 1, 1, 0, 1]
    assert spheres["itemColors"] == [1, 0, 0, 0, 1, 0] and spheres["itemSizes"] == [0.1, 0.3]
    many = sim.drawings.objects[sim.api.getInt32Signal("many")].as_dict()
    assert many["items"] == [0, 0, 0, 1, 1, 1, 2, 2, 2] and many["itemSizes"] == [4, 8, 16]
    assert many["color"] == [0, 0, 1] and "itemColors" not in many
    # an item without the size its object needs: one clear error naming the call
    with pytest.raises(SimError, match=r"sim.addDrawingObjectItem: drawing_itemsizes: every item needs its size"):
        sim.api.addDrawingObjectItem(sim.api.getInt32Signal("many"), [0, 0, 0])
    sim.api.addDrawingObjectItem(sim.api.getInt32Signal("many"), None)  # clears items, colours and sizes
    assert "itemSizes" not in sim.drawings.objects[sim.api.getInt32Signal("many")].as_dict()


# -- calls on objects tether does not simulate ---------------------------------------------------
STAND_IN_SCRIPT = """
function sysCall_init()
    light = sim.getObject('/fireLight')
    local state, zero, diffuse, specular = sim.getLightParameters(light)
    sim.setInt32Signal('light_default', state)
    sim.setLightParameters(light, 0, nil, {1, 0.5, 0}, {0.2, 0.2, 0.2})
    graph = sim.getObjectHandle('robot_graph')
    stream = sim.addGraphStream(graph, 'height', 'm', 0, {1, 0, 0})
    curve = sim.addGraphCurve(graph, 'xy', 2, {stream, stream}, {0, 0}, 'm')
end

function sysCall_sensing()
    sim.setGraphStreamValue(graph, stream, sim.getSimulationTime())
    simSetGraphUserData(graph, 'old_stream', 2 * sim.getSimulationTime())
end
"""


def test_lights_graphs_and_cameras_answer_scripts(tmp_path: Path) -> None:
    camera = f"<camera>{common('Camera', (2, 0, 1))}<viewAngle>50</viewAngle></camera>"
    light_xml = f"<light>{common('fireLight', (0, 0, 2))}</light>"
    graph_xml = f"<graph>{common('robot_graph')}</graph>"
    scene = write_scene(tmp_path / "standins.simscene.xml", light_xml,
                        dummy("robot", (0, 0, 0.2), graph_xml + child_script(STAND_IN_SCRIPT)), camera)
    sim = Simulation(scene)
    for _ in range(3):
        sim.step()
    api = sim.api
    assert sim.scripts.script_error_lines == []
    assert api.getInt32Signal("light_default") == 1
    light = api.getObject("/fireLight")
    assert api.getLightParameters(light) == (0, [0, 0, 0], [1, 0.5, 0], [0.2, 0.2, 0.2])
    api.setLightParameters(light, 1)  # parts left out: unchanged
    assert api.getLightParameters(light) == (1, [0, 0, 0], [1, 0.5, 0], [0.2, 0.2, 0.2])
    api.setLightParameters(light, 1, [0.1, 0.1, 0.1])  # V-REP's ambient part, kept too
    assert api.getLightParameters(light)[1] == [0.1, 0.1, 0.1]
    streams = {s.name: s for s in sim.drawings.streams.values()}
    graph = api.getObject("/robot/robot_graph")
    assert streams["height"].graph == graph and list(streams["height"].values) == pytest.approx([0, 0.05, 0.1])
    assert list(streams["old_stream"].values) == pytest.approx([0, 0.1, 0.2])  # V-REP's user data stream
    assert streams["xy"].curve
    # a MuJoCo camera's perspective angle is its field of view; kept parameters on stand-ins
    cam = api.getObject("/Camera")
    assert api.getObjectFloatParam(cam, api.camerafloatparam_perspective_angle) == pytest.approx(math.radians(50))
    api.setObjectFloatParam(cam, api.camerafloatparam_perspective_angle, math.radians(70))
    assert sim.physics.model.cam_fovy[0] == pytest.approx(70)
    api.setObjectFloatParam(cam, api.camerafloatparam_ortho_size, 2.5)
    assert api.getObjectFloatParam(cam, api.camerafloatparam_ortho_size) == 2.5
    api.setObjectInt32Param(light, api.lightintparam_pov_casts_shadows, 1)
    assert api.getObjectInt32Param(light, api.lightintparam_pov_casts_shadows) == 1
    assert api.getObjectType(light) == api.object_light_type and api.getObjectType(graph) == api.object_graph_type
    with pytest.raises(SimError, match=r"sim.setLightParameters: object 'robot' \(handle \d+\) is not a light"):
        api.setLightParameters(api.getObject("/robot"), 1)
    with pytest.raises(SimError, match="object float parameter 123456 is not supported for 'fireLight'"):
        api.getObjectFloatParam(light, 123456)
    with pytest.raises(SimError, match="perspective angle is between 0 and pi"):
        api.setObjectFloatParam(cam, api.camerafloatparam_perspective_angle, 4.0)
    sim.stop()


VREP_UI_SCRIPT = """
if (sim_call_type==sim_childscriptcall_initialization) then
    ctrl=simGetUIHandle("bubbleCtrl")
    simSetUIButtonLabel(ctrl,0,"speed")
    simSetIntegerSignal('slider', simGetUISlider(ctrl,3))
    simSetIntegerSignal('ui', ctrl)
end
"""


def test_vrep_custom_ui_calls_answer_headless(tmp_path: Path) -> None:
    scene = write_scene(tmp_path / "ui.simscene.xml", dummy("Robot", children=child_script(VREP_UI_SCRIPT)))
    sim = Simulation(scene)
    sim.step()
    assert sim.scripts.script_error_lines == []
    assert _signals(sim, "slider", "ui") == [500, -1]  # a slider at mid-range; no UI exists
    sim.stop()
