"""The official legacy client (sim.py + remoteApi.so) on tether's shared-memory port.

Usage: python official_shm_check.py DIR PORT   (DIR holds the official sim.py, simConst.py and
remoteApi.so; run it inside ``unshare --net`` like the other official checks). Starts
``tether serve --legacy-port -PORT`` in a child process, connects with
``simxStart('127.0.0.1', -PORT, ...)``, runs a few calls and a synchronous stepping loop, and
prints one JSON line: ``{"ok": bool, "detail": ...}``. A watchdog ends everything if the
official client (which has no timeouts of its own on a silent server) hangs.
"""

from __future__ import annotations

import ctypes as ct
import json
import os
import signal
import subprocess
import sys
import threading
import time
import traceback

sys.path.insert(0, sys.argv[1])
import sim  # noqa: E402  (the official binding)

PORT = int(sys.argv[2])
WATCHDOG_S = 60
STEPS = 50


def _die_with_parent() -> None:
    ct.CDLL("libc.so.6").prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG: no orphaned server


def main() -> dict:
    server = subprocess.Popen(
        [sys.executable, "-m", "tether.cli", "serve", "--no-click", "--no-zmq", "--no-web",
         "--legacy-port", str(-PORT)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, preexec_fn=_die_with_parent)
    threading.Timer(WATCHDOG_S, lambda: (server.kill(), os._exit(3))).start()
    lines = []
    for line in server.stdout:
        lines.append(line)
        if "Ctrl-C" in line:
            break
    threading.Thread(target=server.stdout.read, daemon=True).start()
    detail: dict = {"serve": [x.strip() for x in lines if "legacy" in x]}
    try:
        B = sim.simx_opmode_blocking
        address = ct.create_string_buffer(b"127.0.0.1")  # the C library keeps this pointer
        cid = sim.c_Start(address, -PORT, 1, 1, -2000, 5)
        assert cid >= 0, f"simxStart(127.0.0.1, {-PORT}) returned {cid}"
        ret, floor = sim.simxGetObjectHandle(cid, "Floor", B)
        assert ret == 0 and floor > 0, (ret, floor)
        ret, h = sim.simxGetObjectHandle(cid, "Arm_joint1", B)
        assert ret == 0, ret
        assert sim.simxGetObjectHandle(cid, "no such object", B)[0] == 8
        assert sim.simxSetStringSignal(cid, "s", b"x" * 3000, B) == 0
        assert sim.simxGetStringSignal(cid, "s", B) == (0, b"x" * 3000)
        assert sim.simxSynchronous(cid, True) == 0
        assert sim.simxStartSimulation(cid, B) == 0
        sim.simxGetJointPosition(cid, h, sim.simx_opmode_streaming)
        t0 = time.monotonic()
        for _ in range(STEPS):
            sim.simxSetJointTargetPosition(cid, h, 0.4, sim.simx_opmode_oneshot)
            assert sim.simxSynchronousTrigger(cid) == 0
            assert sim.simxGetPingTime(cid)[0] == 0
        detail["steps_per_s"] = STEPS / (time.monotonic() - t0)
        ret, q = sim.simxGetJointPosition(cid, h, sim.simx_opmode_buffer)
        assert ret == 0 and abs(q) > 1e-4, (ret, q)
        detail["sim_time_ms"] = sim.simxGetLastCmdTime(cid)
        assert detail["sim_time_ms"] >= STEPS * 5, detail
        assert sim.simxStopSimulation(cid, B) == 0
        sim.simxFinish(cid)
        return {"ok": True, "detail": detail}
    except Exception:  # noqa: BLE001
        detail["error"] = traceback.format_exc(limit=3)
        return {"ok": False, "detail": detail}
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
        detail["unlinked"] = not os.path.exists(f"/dev/shm/LocalSIM_REMOTE_API{PORT:05d}")


if __name__ == "__main__":
    result = main()
    sys.stdout.write(json.dumps(result, default=repr) + "\n")
    sys.stdout.flush()
    os._exit(0)
