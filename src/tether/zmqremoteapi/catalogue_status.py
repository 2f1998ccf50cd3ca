"""What tether does with each function of CoppeliaSim's ``sim`` catalogue: implemented, a
documented no-op, refused (with the reason), or not implemented yet (with the reason).

The docs' sim API table (docs/reference/sim-api.md) is generated from :func:`catalogue_status`
(``python tools/docs/generate.py``); ``tests/zmqremoteapi/test_catalogue_status.py`` holds the implemented share to
its floor and checks that every implemented function is exercised by a test.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from tether.zmqremoteapi.catalogue import FUNCTIONS

__all__ = ["Status", "catalogue_status", "counts", "IMPLEMENTED", "NO_OP", "REFUSED", "MISSING"]

IMPLEMENTED, NO_OP, REFUSED, MISSING = "implemented", "no-op", "refused", "not yet"
#: Functions the ZeroMQ session answers itself (stepping).
SESSION = {"step": "answered once the next pass ran", "setStepping": "per-client stepping level",
           "yield": "as sim.step"}
#: Why the remaining functions are not implemented.
NOT_YET: dict[str, str] = {
    **{name: "drawing objects and graphs are the viewer's (tether's web viewer)" for name in (
        "addDrawingObject", "addDrawingObjectItem", "removeDrawingObject", "addGraphStream", "addGraphCurve",
        "setGraphStreamValue", "setGraphStreamTransformation", "destroyGraphCurve", "duplicateGraphCurveToStatic",
        "getGraphCurve", "getGraphInfo", "handleGraph", "resetGraph")},
    **{name: "particles are not simulated by MuJoCo's rigid-body solver" for name in (
        "addParticleObject", "addParticleObjectItem", "removeParticleObject")},
    **{name: "octrees and point clouds are CoppeliaSim's own (no MuJoCo counterpart)" for name in (
        "createOctree", "insertVoxelsIntoOctree", "removeVoxelsFromOctree", "getOctreeVoxels",
        "checkOctreePointOccupancy", "insertObjectIntoOctree", "subtractObjectFromOctree", "createPointCloud",
        "insertPointsIntoPointCloud", "removePointsFromPointCloud", "getPointCloudPoints", "getPointCloudOptions",
        "setPointCloudOptions", "insertObjectIntoPointCloud", "subtractObjectFromPointCloud",
        "intersectPointsWithPointCloud")},
    "executeScriptString": "runs code sent by a client (CoppeliaSim refuses it remotely too); scripts only",
    "launchExecutable": "starts host programs: scripts only",
    "createScript": "scripts are attached through the manifest or sim.addScript",
    "initScript": "scripts are attached through the manifest or sim.addScript",
    "moduleEntry": "CoppeliaSim's modules are not part of tether",
    "testCB": "CoppeliaSim's internal callback test",
    "getScriptFunctions": "script objects as tables are CoppeliaSim's Lua side",
    "getAlternateConfigs": "inverse kinematics helpers are not part of tether",
    "getConfigDistance": "inverse kinematics helpers are not part of tether",
    "generateTimeOptimalTrajectory": "needs CoppeliaSim's path planning (use ruckig* or moveToConfig)",
    "setJointDependency": "dependent joints are not modelled (MuJoCo equality constraints would be)",
    "setLinkDummy": "dummy links (IK loops) are not modelled",
    "createTexture": "tether's renderer draws shapes in their colour",
    "readTexture": "tether's renderer draws shapes in their colour",
    "writeTexture": "tether's renderer draws shapes in their colour",
    "generateTextShape": "3-D text meshes are not generated",
    "createHeightfieldShape": "height fields are not created at run time",
    "broadcastMsg": "CoppeliaSim's script messages are not modelled",
    "scheduleExecution": "scheduled callbacks of CoppeliaSim's Lua side",
    "cancelScheduledExecution": "scheduled callbacks of CoppeliaSim's Lua side",
    "getSignalName": "signals are listed by the property API (getPropertyName on sim.handle_scene)",
    "createJoint": "a MuJoCo joint needs bodies on both sides: joints come with the scene or a loaded model",
    "createForceSensor": "a created force sensor would measure nothing until shapes hang under it in MuJoCo's tree",
    "getObjectFloatArrayParam": "no float-array object parameters are modelled",
    "setObjectFloatArrayParam": "no float-array object parameters are modelled",
    "getLightParameters": "lights are MuJoCo's, not scene objects",
    "setLightParameters": "lights are MuJoCo's, not scene objects",
    "checkCollisionEx": "collision contours are not computed",
    "saveImage": "writing files is confined to --allow-files (not done yet)",
    "loadImage": "reading files is confined to --allow-files (not done yet)",
}


class Status(NamedTuple):
    """One catalogue function: what tether does, and why (empty for implemented ones)."""

    status: str
    why: str


@lru_cache(maxsize=1)
def catalogue_status() -> dict[str, Status]:
    """Every catalogue function's status, by name."""
    from tether.core.simapi.api import SimAPI
    from tether.core.simapi.gui import NO_OPS
    from tether.core.simapi.gui import REFUSED as GUI_REFUSED
    from tether.zmqremoteapi.calls import OWN_FUNCTIONS, SCRIPT_ONLY

    result: dict[str, Status] = {}
    for name in FUNCTIONS:
        if name in NO_OPS:
            result[name] = Status(NO_OP, NO_OPS[name][1])
        elif name in GUI_REFUSED:
            result[name] = Status(REFUSED, GUI_REFUSED[name])
        elif name in SESSION:
            result[name] = Status(IMPLEMENTED, SESSION[name])
        elif name in SCRIPT_ONLY and hasattr(SimAPI, name):
            result[name] = Status(IMPLEMENTED, "scripts only (refused to remote clients: it runs the script's pass)")
        elif name in SCRIPT_ONLY:
            result[name] = Status(REFUSED, NOT_YET.get(name, "scripts only"))
        elif hasattr(SimAPI, name) or name in OWN_FUNCTIONS:
            result[name] = Status(IMPLEMENTED, "")
        else:
            result[name] = Status(MISSING, NOT_YET.get(name, "not implemented by tether yet"))
    return result


def counts() -> dict[str, int]:
    """How many catalogue functions have each status."""
    found = {IMPLEMENTED: 0, NO_OP: 0, REFUSED: 0, MISSING: 0}
    for status in catalogue_status().values():
        found[status.status] += 1
    return found
