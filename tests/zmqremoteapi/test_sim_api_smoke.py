"""Every function of the new sim API parts called once through CoppeliaSim's official ZeroMQ
client against the built-in scene, with sensible arguments from one table: each is reachable
over the wire and answers without an error (what it answers is tested in tests/core)."""

from __future__ import annotations

import math
from typing import Any, Callable

import pytest
from zmq_fixtures import Served

H = dict[str, Any]
#: function -> arguments built from the scene's handles (``h``)
CALLS: dict[str, Callable[[H], list[Any]]] = {
    "alignShapeBB": lambda h: [h["sphere"], [0, 0, 0, 0, 0, 0, 1]],
    "relocateShapeFrame": lambda h: [h["sphere"], [0, 0, 0, 0, 0, 0, 1]],
    "checkProximitySensorEx": lambda h: [h["prox"], -2, 0, 0.0, 0.0],
    "checkVisionSensorEx": lambda h: [h["cam"], -2, True],
    "clearBufferSignal": lambda h: ["b"],
    "clearFloatSignal": lambda h: ["f"],
    "clearStringSignal": lambda h: ["s"],
    "setBufferSignal": lambda h: ["b", b"\x01"],
    "getBufferSignal": lambda h: ["b"],
    "getColorProperty": lambda h: [h["sphere"], "color"],
    "setColorProperty": lambda h: [h["sphere"], "color", [0.5, 0.5, 0.5]],
    "getExtensionString": lambda h: [h["sphere"], 0, ""],
    "getInt32Param": lambda h: [h["sim"].intparam_program_version],
    "setInt32Param": None,  # every integer parameter is read-only in tether: an error by design
    "setBoolParam": lambda h: [h["sim"].boolparam_realtime_simulation, False],
    "getIntArray2Property": lambda h: [h["cam"], "resolution"],
    "setIntArray2Property": lambda h: [h["sphere"], "customData.pair", [1, 2]],
    "getIntArrayProperty": lambda h: [h["sim"].handle_scene, "objectHandles"],
    "setIntArrayProperty": lambda h: [h["sphere"], "customData.ints", [1, 2, 3]],
    "getIsRealTimeSimulation": lambda h: [],
    "getRealTimeSimulation": lambda h: [],
    "getJointTargetForce": lambda h: [h["joint"]],
    "getJointType": lambda h: [h["joint"]],
    "getLastInfo": lambda h: [],
    "getLinkDummy": lambda h: [h["sphere"]],
    "getObjectProperty": lambda h: [h["sphere"]],
    "setObjectProperty": lambda h: [h["sphere"], 32],
    "getObjectSel": lambda h: [],
    "setObjectSelection": lambda h: [[h["sphere"]]],
    "getObjectSpecialProperty": lambda h: [h["sphere"]],
    "getObjectStringParam": lambda h: [h["sphere"], 35],
    "getPoseProperty": lambda h: [h["sphere"], "absPose"],
    "setPoseProperty": lambda h: [h["sphere"], "customData.pose", [0, 0, 0, 0, 0, 0, 1]],
    "getQuaternionProperty": lambda h: [h["sphere"], "quaternion"],
    "setQuaternionProperty": lambda h: [h["sphere"], "customData.q", [0, 0, 0, 1]],
    "getReferencedHandle": lambda h: [h["sphere"], ""],
    "getSettingBool": lambda h: ["someSetting"],
    "getSettingInt32": lambda h: ["someSetting"],
    "setNamedStringParam": lambda h: ["p", "v"],
    "getShapeAppearance": lambda h: [h["sphere"]],
    "getSimulationStopping": lambda h: [],
    "getStackTraceback": lambda h: [],
    "getSystemTime": lambda h: [],
    "getTableProperty": lambda h: [h["sphere"], "customData.t", {"noError": True}],
    "setTableProperty": lambda h: [h["sphere"], "customData.t", {"a": 1}],
    "getThreadId": lambda h: [],
    "getUserVariables": lambda h: [],
    "getVector3Property": lambda h: [h["sphere"], "position"],
    "setVector2Property": lambda h: [h["sphere"], "customData.v2", [1, 2]],
    "setBoolProperty": lambda h: [h["sphere"], "customData.flag", True],
    "setLongProperty": lambda h: [h["sphere"], "customData.big", 2**40],
    "getVisionSensorDepth": lambda h: [h["cam"]],
    "readVisionSensor": lambda h: [h["cam"]],
    "resetVisionSensor": lambda h: [h["cam"]],
    "handleProximitySensor": lambda h: [h["prox"]],
    "resetProximitySensor": lambda h: [h["prox"]],
    "isDynamicallyEnabled": lambda h: [h["sphere"]],
    "resetDynamicObject": lambda h: [h["sphere"]],
    "setModelProperty": lambda h: [h["sphere"], 61440],
    "setObjectPose": lambda h: [h["sphere"], [0, -2.5, 1, 0, 0, 0, 1], -1],
    "setObjectStringParam": None,  # answers an error by design: no writable string parameters
    "setShapeAppearance": lambda h: [h["sphere"], {"color": [1, 0, 0]}],
    "setShapeMaterial": lambda h: [h["sphere"], h["door"]],
    "scaleObjects": lambda h: [[h["sphere"]], 1.0, False],
    "writeCustomDataBlockEx": lambda h: [h["sphere"], "tag", b"x", {}],
    "packUInt8Table": lambda h: [[1, 2]],
    "unpackUInt8Table": lambda h: [b"\x01\x02"],
    "packUInt16Table": lambda h: [[1, 2]],
    "unpackUInt16Table": lambda h: [b"\x01\x00"],
    "packUInt32Table": lambda h: [[1, 2]],
    "unpackUInt32Table": lambda h: [bytes(8)],  # the client unpacks itself, 8 bytes per item
    "ruckigPos": lambda h: [1, 0.01, 1, [0, 0, 0], [1, 1, 1], [1], [1, 0]],
    "ruckigVel": lambda h: [1, 0.01, 1, [0, 0, 0], [1, 1], [1], [1]],
    "moveToConfig_init": lambda h: [{"joints": [h["joint"]], "targetPos": [0.1], "maxVel": 1, "maxAccel": 1,
                                     "maxJerk": 1}],
    "moveToPose_init": lambda h: [{"object": h["dummy"], "targetPose": [0, 0, 0.1, 0, 0, 0, 1], "maxVel": [1] * 4,
                                   "maxAccel": [1] * 4, "maxJerk": [1] * 4}],
    "removeModel": lambda h: [h["dummy2"]],
    "setGraphStreamTransformation": lambda h: [-1, h["stream"], 0, 2.0, 0.5, 1],
    "handleSimulationScripts": None,  # scripts only: an alias of handleChildScripts, which main-script tests call
}


@pytest.fixture
def handles(served: Served) -> H:
    sim = served.client().require("sim")
    return {"sim": sim, "joint": sim.getObject("/Arm_joint1"), "sphere": sim.getObject("/Sphere"),
            "door": sim.getObject("/Door"), "prox": sim.getObject("/DoorSensorFront"),
            "cam": sim.getObject("/VisionSensor"), "dummy": sim.createDummy(0.01), "dummy2": sim.createDummy(0.01),
            "stream": sim.addGraphStream(-1, "speed", "m/s")}


def test_every_function_answers_over_zeromq(handles: H) -> None:
    sim = handles["sim"]
    failures = []
    for name, args in CALLS.items():
        if args is None:
            continue
        try:
            getattr(sim, name)(*args(handles))
        except Exception as exc:  # collected: the assertion names every failing function
            failures.append(f"{name}: {exc}")
    assert failures == []


def test_stepwise_motions_and_ruckig_over_zeromq(handles: H) -> None:
    sim = handles["sim"]
    handle = sim.ruckigPos(1, 0.01, sim.ruckig_timesync, [0, 0, 0], [1, 1, 1], [1], [0.01, 0])
    for _ in range(1000):
        result, state, duration = sim.ruckigStep(handle, 0.01)
        if result == 1:
            break
    assert result == 1 and state[0] == pytest.approx(0.01) and duration > 0
    sim.ruckigRemove(handle)
    data = sim.moveToConfig_init({"joints": [handles["joint"]], "targetPos": [0.2], "maxVel": 1, "maxAccel": 1,
                                  "maxJerk": 1})
    for _ in range(10000):
        done, data = sim.moveToConfig_step(data)
        if done:
            break
    assert done == 1 and data["pos"] == pytest.approx([0.2])
    sim.moveToConfig_cleanup(data)
    data = sim.moveToPose_init({"object": handles["dummy"], "targetPose": [0, 0, 0.1, 0, 0, math.sin(0.2), math.cos(0.2)],
                                "maxVel": [1] * 4, "maxAccel": [1] * 4, "maxJerk": [1] * 4})
    while not sim.moveToPose_step(data)[0]:
        pass
    sim.moveToPose_cleanup(data)
    assert sim.getObjectPose(handles["dummy"]) == pytest.approx([0, 0, 0.1, 0, 0, math.sin(0.2), math.cos(0.2)], abs=1e-6)
