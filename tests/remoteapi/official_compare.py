"""Run one call sequence through a sim.py module against a scripted peer; print the requests.

Usage: python official_compare.py (official|tether) [DIR]
With ``official`` the official binding (sim.py + remoteApi.so) is imported from DIR; it is
used only locally for comparison, never shipped.  Prints one JSON object: return values and
the hex of every request command (garbage fields zeroed).
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from scripted_peer import ScriptedPeer  # noqa: E402
from tether.remoteapi.protocol import encode_command  # noqa: E402


def sequence(sim, port):
    B, O = sim.simx_opmode_blocking, sim.simx_opmode_oneshot
    results = []
    cid = sim.simxStart(b"127.0.0.1" if sim.__name__ == "sim" else "127.0.0.1", port, True, True, 2000, 5)
    results.append(("start", cid))
    calls = [
        ("handle", lambda: sim.simxGetObjectHandle(cid, "Floor", B)),
        ("handle_missing", lambda: sim.simxGetObjectHandle(cid, "Nope", B)),
        ("sync", lambda: sim.simxSynchronous(cid, True)),
        ("start_sim", lambda: sim.simxStartSimulation(cid, B)),
        ("trigger", lambda: sim.simxSynchronousTrigger(cid)),
        ("ping", lambda: sim.simxGetPingTime(cid)[0]),
        ("stream", lambda: sim.simxGetJointPosition(cid, 20, sim.simx_opmode_streaming + 100)),
        ("discontinue", lambda: sim.simxGetJointPosition(cid, 20, sim.simx_opmode_discontinue)[0]),
        ("set_pos", lambda: sim.simxSetObjectPosition(cid, 5, -1, [1, 2, 3], B)),
        ("set_quat", lambda: sim.simxSetObjectQuaternion(cid, 5, -1, [0, 0, 0, 1], B)),
        ("set_parent", lambda: sim.simxSetObjectParent(cid, 5, 6, True, B)),
        ("obj_float", lambda: sim.simxGetObjectFloatParameter(cid, 7, 2012, B)),
        ("max_force", lambda: sim.simxSetJointMaxForce(cid, 7, 2.5, B)),
        ("target_vel", lambda: sim.simxSetJointTargetVelocity(cid, 7, -1.5, B)),
        ("group", lambda: sim.simxGetObjectGroupData(cid, 109, 0, B)[0]),
        ("dummy", lambda: sim.simxCreateDummy(cid, 0.5, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], B)),
        ("bool", lambda: sim.simxSetBooleanParameter(cid, 29, True, B)),
        ("image", lambda: sim.simxGetVisionSensorImage(cid, 30, 0, B)[0:2]),
        ("grey", lambda: sim.simxGetVisionSensorImage(cid, 30, 1, B)[0]),
        ("status", lambda: sim.simxAddStatusbarMessage(cid, "hi", B)),
        ("script", lambda: sim.simxCallScriptFunction(
            cid, "Scr", 1, "fn", [1, 2, 3], [0.5, 1.5], ["a", "bc"], bytearray(b"xyz"), B)),
        ("errors", lambda: sim.simxGetLastErrors(cid, B)),
        ("ui_event", lambda: sim.simxGetUIEventButton(cid, 3, B)[0]),
        ("set_ui_label", lambda: sim.simxSetUIButtonLabel(cid, 3, 4, "up", "down", B)),
        ("selection", lambda: sim.simxSetObjectSelection(cid, [3, 4], B)),
        ("copy", lambda: sim.simxCopyPasteObjects(cid, [3, 4], B)),
        ("int_sig", lambda: sim.simxSetInt32Signal(cid, "i", 7, B)),
        ("get_int_sig", lambda: sim.simxGetInt32Signal(cid, "i", B)),
        ("float_sig", lambda: sim.simxSetFloatSignal(cid, "f", 0.25, B)),
        ("append", lambda: sim.simxAppendStringSignal(cid, "s", "abc", B)),
        ("array", lambda: sim.simxSetArrayParameter(cid, 0, [0, 0, -9.81], B)),
        ("split", lambda: sim.simxSetStringSignal(cid, "big", bytes(range(256)), sim.simx_opmode_oneshot_split + 100)),
        ("split_again", lambda: sim.simxSetStringSignal(cid, "big", bytes(range(256)), sim.simx_opmode_oneshot_split + 100)),
        ("split_read", lambda: (time.sleep(0.2), sim.simxGetStringSignal(cid, "big", B)[0])[1]),
        ("console", lambda: sim.simxAuxiliaryConsoleOpen(cid, "t", 5, 1, None, None, None, None, O)),
        ("dialog", lambda: sim.simxDisplayDialog(cid, "t", "m", 1, "i", None, None, O)),
    ]
    for name, call in calls:
        value = call()
        results.append((name, value if not isinstance(value, tuple) else list(value)))
        time.sleep(0.02)
    sim.simxFinish(cid)
    return results


def normalized(cmd):
    # zero the fields the spec marks as client garbage (sim_time, reserved)
    return encode_command(dataclasses.replace(cmd, sim_time=0, reserved=0)).hex()


def main():
    which = sys.argv[1]
    if which == "official":
        sys.path.insert(0, sys.argv[2])
        sim = importlib.import_module("sim")
    else:
        from tether.remoteapi import sim
    with ScriptedPeer() as peer:
        results = sequence(sim, peer.port)
        time.sleep(0.1)
        requests = [normalized(c) for c in peer.commands_received()]
    print(json.dumps({"results": results, "requests": requests}, default=repr))


if __name__ == "__main__":
    main()
