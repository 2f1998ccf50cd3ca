"""Optional: CoppeliaSim's official legacy client calls a Lua function with simxCallScriptFunction
(skipped unless TETHER_OFFICIAL_REMOTEAPI_DIR names the official binding, as for
test_official_client_server.py)."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

from legacy_fixtures import OFFICIAL_CLIENT_MARKS, OFFICIAL_DIR, run_without_network

pytestmark = OFFICIAL_CLIENT_MARKS

CHECK = Path(__file__).with_name("official_lua_check.py")
ROVER = Path(__file__).parents[1] / "core" / "lua_scenes" / "rover"

ECHO = """
function echo(ints, floats, strings, buffer)
    local i2, f2, s2 = {}, {}, {}
    for k, v in ipairs(ints) do i2[k] = v * 2 end
    for k, v in ipairs(floats) do f2[k] = v + 1 end
    for k, v in ipairs(strings) do s2[k] = string.upper(v) end
    return i2, f2, s2, string.reverse(buffer)
end

function broken(ints, floats, strings, buffer)
    error('boom')
end
"""


def test_official_client_calls_a_lua_function(tmp_path: Path) -> None:
    for file in ROVER.iterdir():
        shutil.copy(file, tmp_path)
    (tmp_path / "echo.lua").write_text(ECHO)
    manifest = tmp_path / "rover.toml"
    manifest.write_text(manifest.read_text() + '\n[[script]]\nobject = "Rover"\nfile = "echo.lua"\n')
    stdout, stderr = run_without_network(f"exec {sys.executable} {CHECK} {OFFICIAL_DIR} {manifest}", 180)
    lines = [json.loads(line) for line in stdout.splitlines() if line.startswith("{")]
    assert lines, stderr[-3000:]
    result = lines[-1]
    assert result["echo"] == [0, [2, 4, 6], [1.5, 2.5], ["A", "BC"], "zyx"]
    assert result["named"] == [0, [14]]
    assert result["broken"] == 8  # simx_return_remote_error_flag
    assert any("echo.lua:11: boom" in e for e in result["errors"]), result["errors"]
