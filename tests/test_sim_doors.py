"""One meaning per ``sim`` name: the functions a door used to override behave the same from every
door (ZeroMQ client, legacy client, Lua script, Python script, in-process), or as the named
generation rule of tether.core.engine.generations says.

One simulation serves both remote APIs (with a file folder) and carries a Lua and a Python child
script whose functions the test calls (sim.callScriptFunction runs them with the script's own
``sim``). Every door's answer is read back in-process.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from tether.core import Simulation
from tether.core.engine.generations import Generation
from tether.host import SimulationHost
from tether.remoteapi import sim as simx
from tether.remoteapi.server import LegacyServer
from tether.remoteapi.table import TABLE
from tether.zmqremoteapi.server import ZmqRemoteApiServer

MODEL = """
<mujoco>
  <option timestep="0.005"/>
  <worldbody>
    <body name="Holder" pos="0 0 2"><geom type="box" size="0.1 0.1 0.1"/></body>
    <body name="Other" pos="1 0 2"><geom type="box" size="0.1 0.1 0.1"/></body>
    <body name="Wheel" pos="0 -3 1">
      <joint name="Axle" type="hinge" axis="0 0 1"/>
      <geom type="cylinder" size="0.3 0.05" mass="3"/>
    </body>
  </worldbody>
</mujoco>
"""
LUA = """
function sysCall_init() end
function targetForce(j, f) sim.setJointTargetForce(j, f) end
function removeNew() local h = sim.createDummy(0.01); sim.removeObject(h); return h end
function stringParam(p) return sim.getStringParam(p) end
function objectOrNone(path) return sim.getObject(path, {noError = true}) end
"""
PYTHON = """
def sysCall_init():
    pass

def targetForce(j, f):
    sim.setJointTargetForce(j, f)

def removeNew():
    h = sim.createDummy(0.01)
    sim.removeObject(h)
    return h

def stringParam(p):
    return sim.getStringParam(p)

def objectOrNone(path):
    return sim.getObject(path, {'noError': True})
"""
MANIFEST = """
[[script]]
object = "Holder"
file = "probe.lua"
[[script]]
object = "Other"
file = "probe.py"
"""
SCENEDEFAULTDIR = 132  # sim.stringparam_scenedefaultdir
SCENE_NAME = 15  # sim.stringparam_scene_name


class Doors:
    """Each door's way to call the same ``sim`` function; every call answers what it returns."""

    def __init__(self, host: SimulationHost, zmq: Any, legacy: int) -> None:
        self.host, self.zmq, self.legacy = host, zmq, legacy

    def script(self, path: str, func: str, *args: Any) -> Any:
        return self.zmq.callScriptFunction(f"{func}@{path}", self.zmq.handle_self, *args)

    def in_process(self, call: Callable[[Any], Any]) -> Any:
        return self.host.call(lambda: call(self.host.simulation.api))


@pytest.fixture
def doors(write_scene, tmp_path: Path) -> Iterator[Doors]:
    from coppeliasim_zmqremoteapi_client import RemoteAPIClient

    scene = write_scene(model=MODEL, manifest=MANIFEST, scripts={"probe.lua": LUA, "probe.py": PYTHON})
    folder = tmp_path / "files"
    folder.mkdir()
    host = SimulationHost(Simulation(scene))
    host.start()
    try:
        legacy = host.call(lambda: LegacyServer(host, 0, "127.0.0.1", stepping_allowed=True, file_root=folder))
        zmq = host.call(lambda: ZmqRemoteApiServer(host, 0, file_root=folder))
        client = simx.simxStart("127.0.0.1", legacy.port, True, True, 5000, 5)
        assert client >= 0
        try:
            yield Doors(host, RemoteAPIClient("127.0.0.1", zmq.port).require("sim"), client)
        finally:
            simx.simxFinish(client)
    finally:
        host.stop()


def _motor_after(doors: Doors, set_force: Callable[[int], Any]) -> tuple[str, float, float]:
    """Velocity control at 0.5 rad/s with max force 20, then ``set_force(joint)`` (7 N m):
    the joint's control mode, max force and target force after it."""
    joint = doors.in_process(lambda api: api.getObject("Axle"))

    def prepare(api: Any) -> None:
        api.setJointTargetVelocity(joint, 0.5)
        api.setJointMaxForce(joint, 20.0)

    doors.in_process(prepare)
    set_force(joint)
    sim = doors.host.simulation
    return doors.host.call(lambda: (sim.scene.motors[sim.scene.tree.get(joint).mj_id].mode.value,
                                    sim.api.getJointMaxForce(joint), sim.api.getJointTargetForce(joint)))


def test_set_joint_target_force_follows_the_callers_generation(doors: Doors) -> None:
    coppeliasim_4 = ("velocity", 7.0)  # CoppeliaSim 4.x: the max force of a joint in velocity control
    assert _motor_after(doors, lambda j: doors.zmq.setJointTargetForce(j, 7.0))[:2] == coppeliasim_4
    assert _motor_after(doors, lambda j: doors.script("/Holder", "targetForce", j, 7.0))[:2] == coppeliasim_4
    assert _motor_after(doors, lambda j: doors.script("/Other", "targetForce", j, 7.0))[:2] == coppeliasim_4
    # tether's in-process callers (Click, the viewer, sessions) speak V-REP's generation: force control
    vrep = _motor_after(doors, lambda j: doors.in_process(lambda api: api.setJointTargetForce(j, 7.0)))
    assert vrep == ("force", 20.0, 7.0)
    # the legacy remote API has no target force command: its clients cannot reach either meaning
    assert not any("TargetForce" in (row.simx or "") for row in TABLE.values())
    assert not hasattr(simx, "simxSetJointTargetForce")
    # the rule is the core's, by generation, whichever API object a door holds
    joint = doors.in_process(lambda api: api.getObject("Axle"))
    sim = doors.host.simulation
    explicit = doors.host.call(lambda: type(sim.api)(sim, generation=Generation.COPPELIASIM_4))
    assert _motor_after(doors, lambda j: doors.host.call(lambda: explicit.setJointTargetForce(j, 3.0)))[:2] \
        == ("velocity", 3.0)
    assert joint >= 0


def test_remove_object_is_the_same_from_every_door(doors: Doors) -> None:
    def gone(handle: int) -> bool:
        return doors.in_process(lambda api: not any(o.handle == handle for o in doors.host.simulation.scene.tree))

    handles = [
        doors.script("/Holder", "removeNew"),
        doors.script("/Other", "removeNew"),
        doors.in_process(lambda api: (lambda h: (api.removeObject(h), h)[1])(api.createDummy(0.01))),
    ]
    created = doors.zmq.createDummy(0.01)
    doors.zmq.removeObject(created)
    handles.append(created)
    code, created = simx.simxCreateDummy(doors.legacy, 0.01, None, simx.simx_opmode_blocking)
    assert code == simx.simx_return_ok
    assert simx.simxRemoveObject(doors.legacy, created, simx.simx_opmode_blocking) == simx.simx_return_ok
    handles.append(created)
    assert all(gone(h) for h in handles)
    # a scene object of the loaded model: refused alike, with the same text, by every door
    holder = doors.in_process(lambda api: api.getObject("Holder"))
    with pytest.raises(Exception) as from_zmq:
        doors.zmq.removeObject(holder)
    with pytest.raises(Exception) as in_process:
        doors.in_process(lambda api: api.removeObject(holder))
    assert str(in_process.value) in str(from_zmq.value)
    assert simx.simxRemoveObject(doors.legacy, holder, simx.simx_opmode_blocking) != simx.simx_return_ok


def test_get_string_param_is_the_same_from_every_door(doors: Doors, tmp_path: Path) -> None:
    folder = str((tmp_path / "files").resolve())
    for param, expected in ((SCENEDEFAULTDIR, folder), (SCENE_NAME, doors.in_process(
            lambda api: api.getStringParam(SCENE_NAME)))):
        assert doors.zmq.getStringParam(param) == expected
        assert doors.script("/Holder", "stringParam", param) == expected
        assert doors.script("/Other", "stringParam", param) == expected
        assert doors.in_process(lambda api: api.getStringParam(param)) == expected
        assert simx.simxGetStringParameter(doors.legacy, param, simx.simx_opmode_blocking) \
            == (simx.simx_return_ok, expected)


def test_get_object_without_error_is_the_same_from_every_door(doors: Doors) -> None:
    holder = doors.in_process(lambda api: api.getObject("Holder"))
    for path, expected in (("/Holder", holder), ("/Nowhere", -1)):
        assert doors.zmq.getObject(path, {"noError": True}) == expected
        assert doors.script("/Holder", "objectOrNone", path) == expected
        assert doors.script("/Other", "objectOrNone", path) == expected
        assert doors.in_process(lambda api: api.getObject(path, {"noError": True})) == expected
    code, _ = simx.simxGetObjectHandle(doors.legacy, "Nowhere", simx.simx_opmode_blocking)
    assert code != simx.simx_return_ok
    with pytest.raises(Exception, match="object path must be a string"):
        doors.zmq.getObject(12)


def test_array_parameters_are_the_same_from_every_door(doors: Doors) -> None:
    assert simx.simxSetArrayParameter(doors.legacy, 0, [0.0, 0.0, -5.0], simx.simx_opmode_blocking) == 0
    assert doors.zmq.getArrayParam(0) == [0.0, 0.0, -5.0]
    doors.zmq.setArrayParam(0, [0.0, 0.0, -9.81])
    code, gravity = simx.simxGetArrayParameter(doors.legacy, 0, simx.simx_opmode_blocking)
    assert code == 0 and gravity == pytest.approx([0.0, 0.0, -9.81])
    # a GUI array (fog): the sim API's answer, from either door
    code, fog = simx.simxGetArrayParameter(doors.legacy, 1, simx.simx_opmode_blocking)
    assert code == 0 and fog == doors.zmq.getArrayParam(1) == doors.in_process(lambda api: api.getArrayParam(1))


def test_a_wrong_argument_names_the_function_and_the_argument_from_every_door(doors: Doors, write_scene) -> None:
    joint = doors.in_process(lambda api: api.getObject("Axle"))
    with pytest.raises(Exception) as from_zmq:
        doors.zmq.setJointTargetForce(joint, "strong")
    assert "sim.setJointTargetForce" in str(from_zmq.value) and "target force" in str(from_zmq.value)
    # scripts: the error line a script's failing call leaves in the log
    lua = "function sysCall_init() sim.setJointTargetForce(sim.getObject('/Axle'), 'strong') end\n"
    python = "def sysCall_init():\n    sim.setJointTargetForce(sim.getObject('/Axle'), 'strong')\n"
    for file, source in (("bad.lua", lua), ("bad.py", python)):
        scene = write_scene(model=MODEL, manifest=f'[[script]]\nobject = "Holder"\nfile = "{file}"\n',
                            scripts={file: source}, name=file.replace(".", "_"))
        sim = Simulation(scene)
        sim.step()
        lines = sim.scripts.script_error_lines
        assert len(lines) == 1, lines
        assert "setJointTargetForce" in lines[0] and "target force" in lines[0] and "strong" in lines[0], lines
        assert "float()" not in lines[0]
