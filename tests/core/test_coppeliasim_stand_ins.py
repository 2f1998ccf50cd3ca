"""Objects tether does not simulate (lights, graphs, paths, octrees, point clouds, unknown kinds)
keep their place as stand-ins: scripts find them by name and path, and ``sim.getObjectType``
answers their CoppeliaSim type (issue 34). The fixtures are written here."""

from __future__ import annotations

import logging
import math
from pathlib import Path

import pytest

from tether.core import Simulation, load_scene
from tether.core.engine.constants import SIM_CONSTANTS as CONSTANTS
from tether.core.importers.coppeliasim import lua_available
from tether.core.engine.states import ObjectType

_LUA = """
function sysCall_init()
    local light = sim.getObject('/fireLight')
    local graph = sim.getObjectHandle('bubbleRob_graph')
    sim.setIntegerSignal('light_type', sim.getObjectType(light))
    sim.setIntegerSignal('graph_type', sim.getObjectType(graph))
    sim.setIntegerSignal('path_type', sim.getObjectType(sim.getObject('/track')))
    sim.setIntegerSignal('on_path', sim.getObject('/track/waypoint') ~= -1 and 1 or 0)
end
"""
_PYTHON = """#python
def sysCall_init():
    light = sim.getObject('/fireLight')
    sim.setIntegerSignal('py_light_type', sim.getObjectType(light))
    sim.setIntegerSignal('py_cloud_type', sim.getObjectType(sim.getObject('/cloud')))
"""


def _simple_scene() -> str:
    return f"""<CoppeliaSim><filetype>simpleScene</filetype>
    <shape><common><alias>Floor</alias><localFrame><position>0 0 -0.05</position></localFrame></common>
        <primitive><type>cuboid</type><size>4 4 0.1</size></primitive>
        <dynamics><switches><static>true</static><respondable>true</respondable></switches></dynamics></shape>
    <shape><common><alias>bubbleRob</alias><localFrame><position>0 0 0.1</position></localFrame></common>
        <primitive><type>sphere</type><size>0.2 0.2 0.2</size></primitive>
        <dynamics><mass>1</mass><switches><static>false</static><respondable>true</respondable></switches></dynamics>
        <graph><common><alias>bubbleRob_graph</alias><localFrame><position>0 0 0.2</position></localFrame></common></graph>
        <childScript><scriptText><![CDATA[{_LUA}]]></scriptText></childScript>
    </shape>
    <light><common><alias>fireLight</alias><localFrame><position>1 2 3</position><euler>0 0 90</euler></localFrame>
        </common></light>
    <path><common><alias>track</alias><localFrame><position>-1 0 0</position></localFrame></common>
        <dummy><common><alias>waypoint</alias><localFrame><position>0.5 0 0</position></localFrame></common></dummy>
    </path>
    <ocTree><common><alias>voxels</alias></common></ocTree>
    <pointCloud><common><alias>cloud</alias><localFrame><position>0 1 0</position></localFrame></common></pointCloud>
    <dummy><common><alias>host</alias></common>
        <childScript><scriptText><![CDATA[{_PYTHON}]]></scriptText></childScript></dummy>
    </CoppeliaSim>"""


def _write(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


def test_stand_ins_have_their_names_types_parents_and_poses(tmp_path: Path,
                                                            caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="tether.scene"):
        sim = Simulation(_write(tmp_path, "bubble.simscene.xml", _simple_scene()))
    api = sim.api
    types = {obj.path: obj.type for obj in sim.scene.tree}
    assert types["/fireLight"] == ObjectType.LIGHT
    assert types["/bubbleRob/bubbleRob_graph"] == ObjectType.GRAPH
    assert types["/track"] == ObjectType.PATH and types["/track/waypoint"] == ObjectType.DUMMY
    assert types["/voxels"] == ObjectType.OCTREE and types["/cloud"] == ObjectType.POINT_CLOUD
    light = api.getObject("/fireLight")
    assert api.getObjectType(light) == CONSTANTS["object_light_type"]
    assert api.getObjectPosition(light, -1) == pytest.approx([1.0, 2.0, 3.0])
    assert api.getObjectOrientation(light, -1)[2] == pytest.approx(math.pi / 2)
    assert api.getObjectPosition(api.getObject("/track/waypoint"), -1) == pytest.approx([-0.5, 0.0, 0.0])
    lines = [r.getMessage() for r in caplog.records]
    assert sum("light objects are not simulated by tether: kept as stand-ins" in line for line in lines) == 1
    assert all("\n" not in line for line in lines)


def test_a_graph_stand_in_moves_with_its_robot(tmp_path: Path) -> None:
    sim = Simulation(_write(tmp_path, "bubble.simscene.xml", _simple_scene()))
    api = sim.api
    robot, graph = api.getObject("/bubbleRob"), api.getObject("/bubbleRob/bubbleRob_graph")
    api.setObjectPosition(robot, -1, [0.5, 0.0, 0.1])
    sim.step()
    robot_at, graph_at = api.getObjectPosition(robot, -1), api.getObjectPosition(graph, -1)
    assert graph_at[0] == pytest.approx(robot_at[0], abs=1e-6) and graph_at[2] == pytest.approx(robot_at[2] + 0.2, abs=1e-6)


def test_scripts_find_stand_ins_and_their_types(tmp_path: Path) -> None:
    if not lua_available():
        pytest.skip("Lua is not installed")
    sim = Simulation(_write(tmp_path, "bubble.simscene.xml", _simple_scene()))
    sim.step()
    api = sim.api
    assert sim.scripts.script_error_lines == []
    assert api.getIntegerSignal("light_type") == CONSTANTS["object_light_type"]
    assert api.getIntegerSignal("graph_type") == CONSTANTS["object_graph_type"]
    assert api.getIntegerSignal("path_type") == CONSTANTS["object_path_type"]
    assert api.getIntegerSignal("on_path") == 1
    assert api.getIntegerSignal("py_light_type") == CONSTANTS["object_light_type"]  # a Python script too
    assert api.getIntegerSignal("py_cloud_type") == CONSTANTS["object_pointcloud_type"]


def test_exhaustive_stand_ins_keep_file_order_and_unknown_kinds(tmp_path: Path) -> None:
    body = """<CoppeliaSim><filetype>exhaustiveScene</filetype>
    <sceneObject><light><common><alias>lamp</alias><handle>5</handle><parentHandle>-1</parentHandle>
        <localFrame><position>0 0 2</position><quaternion>1 0 0 0</quaternion></localFrame></common></light></sceneObject>
    <sceneObject><futureThing><common><alias>gizmo</alias><handle>6</handle><parentHandle>5</parentHandle>
        <localFrame><position>0 1 0</position><quaternion>1 0 0 0</quaternion></localFrame></common></futureThing>
    </sceneObject>
    <sceneObject><mirror><common><alias>mirror</alias><handle>7</handle><parentHandle>-1</parentHandle></common></mirror>
    </sceneObject>
    </CoppeliaSim>"""
    scene = load_scene(_write(tmp_path, "lamps.simscene.xml", body))
    objects = {obj.path: obj for obj in scene.tree}
    assert objects["/lamp"].type == ObjectType.LIGHT and objects["/mirror"].type == ObjectType.MIRROR
    assert objects["/lamp/gizmo"].type == ObjectType.DUMMY  # an unknown kind: a dummy of its name
    assert objects["/lamp"].handle < objects["/mirror"].handle  # the file's order


def test_a_loaded_model_brings_its_stand_ins(tmp_path: Path) -> None:
    model = """<CoppeliaSim><filetype>simpleModel</filetype>
    <dummy><common><alias>Lamp</alias><localFrame><position>0 0 1</position></localFrame></common>
        <light><common><alias>bulb</alias></common></light></dummy></CoppeliaSim>"""
    sim = Simulation()
    sim.api.loadModel(str(_write(tmp_path, "lamp.simmodel.xml", model)))
    bulb = sim.api.getObject("/Lamp/bulb")
    assert sim.api.getObjectType(bulb) == CONSTANTS["object_light_type"]
    assert sim.api.getObjectPosition(bulb, -1) == pytest.approx([0.0, 0.0, 1.0])
