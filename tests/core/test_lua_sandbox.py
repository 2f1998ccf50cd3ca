"""The Lua sandbox refuses each way out with a clear one-line error, and errors are reported
as for Python scripts: one line naming the .lua file and line, the object and the callback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tether.core import Simulation
from tether.core.scripting.lua import state as lua_state

ROVER_MJCF = (Path(__file__).parent / "lua_scenes" / "rover" / "rover.xml").read_text()


def _run(write_scene, body: str, passes: int = 2, callback: str = "sysCall_init") -> Simulation:
    script = f"function {callback}()\n{body}\nend\n"
    sim = Simulation(write_scene(
        model=ROVER_MJCF, manifest='[[script]]\nobject = "Rover"\nfile = "s.lua"\n', scripts={"s.lua": script},
    ))
    for _ in range(passes):
        sim.step()
    sim.stop()
    return sim


@pytest.mark.parametrize(
    "body, message",
    [
        ("os.execute('touch /tmp/tether-lua-escaped')", "attempt to call a nil value (field 'execute')"),
        ("io.lines('/etc/passwd')", "/etc/passwd: '/etc/passwd' is outside the scene's folder"),  # io reads the folder only
        ("require('socket.core')", "require 'socket.core': no Lua module socket/core.lua in the scene's folder"),
        ("package.loadlib('libc.so.6', 'system')", "attempt to index a nil value (global 'package')"),
        ("dofile('/etc/passwd')", "dofile: '/etc/passwd' is outside the scene's folder"),
        ("loadfile('../../outside.lua')", "loadfile: '../../outside.lua' is outside the scene's folder"),
        ("load(string.dump(function() end))", "attempt to call a nil value (field 'dump')"),
        ("load('return 1', 'x', 'b')", "load: only text chunks are allowed (no bytecode)"),
        ("python.eval('1')", "attempt to index a nil value (global 'python')"),
        ("debug.getregistry()", "attempt to call a nil value (field 'getregistry')"),
        ("debug.sethook()", "attempt to call a nil value (field 'sethook')"),
        ("return getmetatable(sim.getObjectName).__index(sim.getObjectName, '__globals__')",
         "Lua scripts have no access to Python objects"),
        ("return sim.getObjectName.__class__", "Lua scripts have no access to Python objects"),
        ("collectgarbage('stop')", "collectgarbage('stop') is not allowed"),
    ],
)
def test_escapes_are_refused_with_a_clear_error(write_scene, body: str, message: str) -> None:
    sim = _run(write_scene, body)
    assert len(sim.scripts.script_error_lines) == 1
    line = sim.scripts.script_error_lines[0]
    assert f"/s.lua:2: error in script of 'Rover', sysCall_init: {message}" in line, line
    assert "\n" not in line and "Traceback" not in line
    assert not Path("/tmp/tether-lua-escaped").exists()


def test_a_memory_bomb_fails_in_its_script_only(write_scene, monkeypatch) -> None:
    monkeypatch.setattr(lua_state, "MAX_MEMORY", 32 * 1024 * 1024)
    sim = _run(write_scene, "local t = {}\nfor i = 1, 1e9 do t[i] = string.rep('x', 1000) .. i end")
    assert len(sim.scripts.script_error_lines) == 1
    assert "sysCall_init: not enough memory" in sim.scripts.script_error_lines[0]


def test_an_endless_callback_is_stopped_by_the_time_limit(write_scene, monkeypatch) -> None:
    monkeypatch.setattr(lua_state, "TIME_LIMIT", 0.2)
    # pcall does not catch the time limit, or this loop would never end
    sim = _run(write_scene, "local n = 0\nwhile true do pcall(function() while true do n = n + 1 end end) end",
               callback="sysCall_actuation")
    assert len(sim.scripts.script_error_lines) == 1, sim.scripts.script_error_lines
    line = sim.scripts.script_error_lines[0]
    assert "s.lua:3: error in script of 'Rover', sysCall_actuation: ran longer than 0.2 s without returning" in line


def test_files_inside_the_scene_folder_load(write_scene) -> None:
    script = "helper = require 'lib.helper'\nfunction sysCall_init()\n  sim.addLog(450, helper.greet() .. dofile('value.lua'))\nend\n"
    path = write_scene(model=ROVER_MJCF, manifest='[[script]]\nobject = "Rover"\nfile = "s.lua"\n',
                       scripts={"s.lua": script, "value.lua": "return ' 42'\n"})
    (path.parent / "lib").mkdir()
    (path.parent / "lib" / "helper.lua").write_text("return {greet = function() return 'hello' end}\n")
    sim = Simulation(path)
    sim.step()
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    assert "hello 42" in sim.log.texts()


def test_errors_name_the_file_line_object_and_callback(write_scene) -> None:
    sim = _run(write_scene, "local x = 1\n    foo()", callback="sysCall_actuation")
    assert [line.split("/")[-1] for line in sim.scripts.script_error_lines] == [
        "s.lua:3: error in script of 'Rover', sysCall_actuation: attempt to call a nil value (global 'foo')"
    ]


def test_an_api_error_names_the_function_at_the_script_line(write_scene) -> None:
    sim = _run(write_scene, "sim.getObject('/Nope')")
    assert sim.scripts.script_error_lines[0].endswith(
        "s.lua:2: error in script of 'Rover', sysCall_init: sim.getObject: object does not exist: '/Nope'"
    )


@pytest.mark.parametrize("call, name", [
    ("sim.getJointPosition(424242)", "sim.getJointPosition"),  # handed to Lua as it is
    ("simGetJointPosition(424242)", "simGetJointPosition"),
    ("local s = sim sim_ = s.getObjectPosition(424242, -1)", "sim.getObjectPosition"),  # wrapped
])
def test_api_errors_name_the_function_as_called(write_scene, call: str, name: str) -> None:
    sim = _run(write_scene, call)
    assert len(sim.scripts.script_error_lines) == 1
    assert f"s.lua:2: error in script of 'Rover', sysCall_init: {name}: " in sim.scripts.script_error_lines[0]
    assert "424242" in sim.scripts.script_error_lines[0]


def test_missing_functions_fail_and_ui_calls_are_no_ops(write_scene) -> None:
    # (drawing objects and graph streams are real functions since the viewer shows them: tests/core/test_drawings.py)
    body = ("simUI.create('<ui/>')\nsim.floatingViewAdd(0.1, 0.1, 0.5, 0.5, 0)\nsimAddBanner('hi')\nsimAddBanner('hi')\n"
            "sim.getNothing()")
    sim = _run(write_scene, body)
    assert [line.split("/")[-1] for line in sim.scripts.script_error_lines] == [
        "s.lua:6: error in script of 'Rover', sysCall_init: sim.getNothing is not implemented by tether"
    ]
    noted = [t for t in sim.log.texts() if "ignored" in t]
    # each no-op of the Lua bridge is logged once; sim.floatingViewAdd is one of the sim API's
    # documented GUI no-ops (tether.core.simapi.gui): it answers -1 without a log line; simUI.create
    # makes a headless UI (tether.core.simapi.custom_ui), no line either
    assert [t.split(" (")[0] for t in noted] == ["simAddBanner: not implemented by tether; ignored"]


def test_tether_run_prints_one_line_and_exits_1(write_scene) -> None:
    path = write_scene(model=ROVER_MJCF, manifest='[[script]]\nobject = "Rover"\nfile = "door.lua"\n',
                       scripts={"door.lua": "function sysCall_actuation()\n  foo()\nend\n"})
    done = subprocess.run([sys.executable, "-m", "tether.cli", "run", str(path), "--steps", "3", "--no-progress"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    errors = [line for line in done.stderr.splitlines() if line.strip()]
    assert errors == [f"tether: error: {path.parent}/door.lua:2: error in script of 'Rover', sysCall_actuation: "
                      "attempt to call a nil value (global 'foo')"]
