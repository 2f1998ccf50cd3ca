"""The official legacy client calls a Lua child script's function through `tether serve`.

Usage: python official_lua_check.py DIR SCENE   (DIR holds the official sim.py, simConst.py and
remoteApi.so; run inside ``unshare --net``). Serves SCENE on port 19997, calls ``echo`` and
``broken`` of the Lua script attached to "Rover" with simxCallScriptFunction, prints one JSON
line with what came back. A watchdog (SIGALRM) ends a hung client.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys

sys.path.insert(0, sys.argv[1])
import sim  # noqa: E402  (the official binding)

B = sim.simx_opmode_blocking


def main() -> None:
    signal.alarm(120)
    server = subprocess.Popen(
        [sys.executable, "-m", "tether.cli", "serve", sys.argv[2], "--no-click", "--no-zmq", "--no-web",
         "--host", "127.0.0.1", "--legacy-port", "19997"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        for line in server.stdout:
            if "Ctrl-C" in line:
                break
        cid = sim.simxStart("127.0.0.1", 19997, True, True, 5000, 5)
        echo = sim.simxCallScriptFunction(cid, "Rover", sim.sim_scripttype_childscript, "echo",
                                          [1, 2, 3], [0.5, 1.5], ["a", "bc"], bytearray(b"xyz"), B)
        named = sim.simxCallScriptFunction(cid, "", sim.sim_scripttype_childscript, "echo@Rover",
                                           [7], [], [], bytearray(), B)
        broken = sim.simxCallScriptFunction(cid, "Rover", sim.sim_scripttype_childscript, "broken",
                                            [], [], [], bytearray(), B)
        errors = sim.simxGetLastErrors(cid, B)
        sim.simxFinish(cid)
        print(json.dumps({"echo": [echo[0], echo[1], echo[2], echo[3], bytes(echo[4]).decode()],
                          "named": [named[0], named[1]], "broken": broken[0], "errors": errors[1]}))
    finally:
        server.terminate()
        server.wait(10)


if __name__ == "__main__":
    main()
