"""The Lua time limit: no hook while scripts behave, a watchdog that arms one on overrun, and a
runaway script stopped once (halted: one line, never called again, the scene runs on)."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tether.core import Simulation
from tether.core.engine.errors import SimError
from tether.core.scripting.lua import state as lua_state
from tether.core.scripting.lua import watchdog
from tether.core.scripting.lua.state import LuaState

ROVER_MJCF = (Path(__file__).parent / "lua_scenes" / "rover" / "rover.xml").read_text()
LIMIT = 0.5  # seconds: small, so that each runaway costs the test little; far above any behaving call

pytestmark = pytest.mark.skipif(not watchdog.available(), reason="lupa does not export Lua's C API here")

COUNTER = """
function sysCall_actuation()
    sim.setInt32Signal('counter', (sim.getInt32Signal('counter') or 0) + 1)
end
"""


@pytest.fixture(autouse=True)
def small_limit(monkeypatch) -> None:
    monkeypatch.setattr(lua_state, "TIME_LIMIT", LIMIT)
    monkeypatch.delenv(lua_state.TIME_LIMIT_VARIABLE, raising=False)


def _scene(write_scene, scripts: dict[str, str], threaded: tuple[str, ...] = ()) -> Simulation:
    manifest = "".join(f'[[script]]\nobject = "Rover"\nfile = "{name}"\nthreaded = {str(name in threaded).lower()}\n'
                       for name in scripts)
    return Simulation(write_scene(model=ROVER_MJCF, manifest=manifest, scripts=scripts))


def _hook_mask(address: int) -> int:
    lib = ctypes.CDLL(lua_state.lupa.__file__)
    lib.lua_gethookmask.argtypes = [ctypes.c_void_p]
    lib.lua_gethookmask.restype = ctypes.c_int
    return lib.lua_gethookmask(address)


def test_no_hook_is_set_while_a_script_behaves(write_scene) -> None:
    # the masks of the running Lua thread, read (through Lua's C API) from inside the callback
    masks: list[int] = []
    script = "function sysCall_actuation()\n  local x = 0\n  for i = 1, 1000 do x = x + i end\n  sim.setInt32Signal('x', x)\nend\n"
    sim = _scene(write_scene, {"s.lua": script})
    sim.step()
    lua = sim.scripts.child_scripts[0]
    lua.state.globals[b"probe"] = lambda: masks.append(_hook_mask(lua.state.stopwatch.threads[0]))
    lua.state.runtime.execute("local f = sysCall_actuation; sysCall_actuation = function() probe() f() end")
    sim.scripts.scripts_changed()
    for _ in range(5):
        sim.step()
    sim.stop()
    assert masks == [0] * 5  # no hook at all: the VM runs at full speed
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines


def test_an_endless_callback_is_stopped_once_and_the_scene_runs_on(write_scene) -> None:
    runaway = ("function sysCall_actuation()\n  sim.setInt32Signal('entered', (sim.getInt32Signal('entered') or 0) + 1)\n"
               "  while true do end\nend\nfunction sysCall_cleanup()\n  sim.setInt32Signal('cleaned', 1)\nend\n")
    sim = _scene(write_scene, {"runaway.lua": runaway, "counter.lua": COUNTER})
    for _ in range(6):
        sim.step()
    api = sim.api
    assert api.getInt32Signal("entered") == 1  # halted: never called again
    assert api.getInt32Signal("counter") == 6  # the rest of the scene ran every pass
    sim.stop()
    assert api.getInt32Signal("cleaned") is None  # not even its cleanup (it could hang again)
    assert len(sim.scripts.script_error_lines) == 1, sim.scripts.script_error_lines
    line = sim.scripts.script_error_lines[0]
    assert "\n" not in line
    assert line.endswith(f"runaway.lua:3: error in script of 'Rover', sysCall_actuation: ran longer than {LIMIT} s "
                         "without returning (an endless loop?); stopped by tether's time limit; "
                         "the script is halted (not called again in this run)"), line


def test_a_halted_script_runs_again_after_a_restart(write_scene) -> None:
    runaway = "function sysCall_actuation()\n  sim.setInt32Signal('entered', 1)\n  while true do end\nend\n"
    sim = _scene(write_scene, {"runaway.lua": runaway})
    sim.step()
    sim.stop()
    sim.api.clearInt32Signal("entered")
    sim.start()
    sim.step()
    assert sim.api.getInt32Signal("entered") == 1  # a fresh run, a fresh state
    sim.stop()
    assert len(sim.scripts.script_error_lines) == 1  # the same line is not repeated


def test_an_endless_thread_is_stopped_once(write_scene) -> None:
    # no sim call in the loop: automatic switching cannot yield, only the time limit stops it
    thread = "function sysCall_thread()\n  local n = 0\n  while true do n = n + 1 end\nend\n"
    sim = _scene(write_scene, {"t.lua": thread, "counter.lua": COUNTER}, threaded=("t.lua",))
    for _ in range(5):
        sim.step()
    assert sim.api.getInt32Signal("counter") == 5
    sim.stop()
    assert len(sim.scripts.script_error_lines) == 1, sim.scripts.script_error_lines
    assert "t.lua:3: error in script of 'Rover', thread: ran longer than" in sim.scripts.script_error_lines[0]
    assert "halted" in sim.scripts.script_error_lines[0]


def test_an_endless_loop_in_a_scripts_own_coroutine_is_stopped(write_scene) -> None:
    # CoppeliaSim 4.2-4.5's threaded form: the script resumes its own coroutine each pass
    script = """
    function sysCall_init()
        corout = coroutine.create(function()
            sim.setInt32Signal('started', 1)
            while true do end
        end)
    end
    function sysCall_actuation()
        if coroutine.status(corout) ~= 'dead' then
            local ok, err = coroutine.resume(corout)
            if not ok then sim.setInt32Signal('swallowed', 1) end
        end
    end
    """
    sim = _scene(write_scene, {"c.lua": script, "counter.lua": COUNTER})
    for _ in range(3):
        sim.step()
    assert sim.api.getInt32Signal("counter") == 3
    assert sim.api.getInt32Signal("swallowed") is None  # the resume's caller cannot catch the limit
    sim.stop()
    assert len(sim.scripts.script_error_lines) == 1, sim.scripts.script_error_lines
    assert "c.lua:5: error in script of 'Rover', sysCall_actuation: ran longer than" in sim.scripts.script_error_lines[0]


def test_a_runaway_reached_through_call_script_function_is_halted_not_its_caller(write_scene, monkeypatch) -> None:
    monkeypatch.setattr(lua_state, "TIME_LIMIT", 2.0)  # the caller's 0.2 s of work stays far under it
    # the caller works 0.2 s before its call, so that the watchdog sees its entry a few looks
    # before the callee's: the older entry (waiting for the newer one) must not be the one stopped
    caller = ("function sysCall_actuation()\n"
              "  local b = sim.getScript(sim.scripttype_childscript, sim.getObject('/Obstacle'))\n"
              "  if not waited then waited = true local t = os.clock() + 0.2 while os.clock() < t do end end\n"
              "  local ok = pcall(sim.callScriptFunction, 'spin', b)\n"
              "  sim.setInt32Signal('a', (sim.getInt32Signal('a') or 0) + 1)\nend\n")
    spinner = "function spin()\n  sim.setInt32Signal('spun', (sim.getInt32Signal('spun') or 0) + 1)\n  while true do end\nend\n"
    manifest = ('[[script]]\nobject = "Rover"\nfile = "a.lua"\n'
                '[[script]]\nobject = "Obstacle"\nfile = "b.lua"\n')
    sim = Simulation(write_scene(model=ROVER_MJCF, manifest=manifest, scripts={"a.lua": caller, "b.lua": spinner}))
    for _ in range(4):
        sim.step()
    assert sim.api.getInt32Signal("spun") == 1  # halted: its function is not run again
    assert sim.api.getInt32Signal("a") == 4  # the caller got an error (caught here) and runs on
    sim.stop()
    assert len(sim.scripts.script_error_lines) == 1, sim.scripts.script_error_lines
    assert sim.scripts.script_error_lines[0].endswith(
        "b.lua:3: error in script of 'Obstacle', spin: ran longer than 2.0 s without returning (an endless loop?); "
        "stopped by tether's time limit; the script is halted (not called again in this run)")


def test_a_memory_bomb_in_a_callback_is_halted(write_scene, monkeypatch) -> None:
    monkeypatch.setattr(lua_state, "MAX_MEMORY", 32 * 1024 * 1024)
    monkeypatch.setattr(lua_state, "TIME_LIMIT", 60.0)  # filling 32 MB takes a while on a busy machine
    bomb = ("function sysCall_actuation()\n  sim.setInt32Signal('entered', (sim.getInt32Signal('entered') or 0) + 1)\n"
            "  local t = {}\n  for i = 1, 1e9 do t[i] = string.rep('x', 1000) .. i end\nend\n")
    sim = _scene(write_scene, {"bomb.lua": bomb, "counter.lua": COUNTER})
    for _ in range(4):
        sim.step()
    assert sim.api.getInt32Signal("entered") == 1
    assert sim.api.getInt32Signal("counter") == 4
    sim.stop()
    assert len(sim.scripts.script_error_lines) == 1, sim.scripts.script_error_lines
    assert "sysCall_actuation: not enough memory" in sim.scripts.script_error_lines[0]
    assert "halted" in sim.scripts.script_error_lines[0]


def test_the_watchdog_stops_only_what_overran(tmp_path: Path) -> None:
    """The race: callbacks that last about the time limit, so that the watchdog often arms a
    state just as its entry returns. A stopped call ran at least the limit (none is stopped
    wrongly, and the next call after an arming runs on); every endless call is stopped."""
    limit = 0.02
    state = LuaState("stress.lua", tmp_path, lambda text: None)
    state.stopwatch.limit = limit
    busy = state.runtime.execute(
        "local clock = os.clock\n"
        "return function(seconds) local t = clock() + seconds while clock() < t do end return 1 end")
    endless = state.runtime.execute("return function() local n = 0 while true do n = n + 1 end end")
    stopwatch = state.stopwatch

    def call(func, *args) -> tuple[bool, float]:
        start = time.monotonic()
        stopwatch.serial = watchdog.next_serial()
        try:
            res = state.api.run(func, 0, 0.0, *args)
        finally:
            stopwatch.serial = 0
        return res is not True and type(res) is tuple and res[0] is True, time.monotonic() - start

    stopped = short_ran = 0
    for k in range(120):
        # CPU seconds in Lua: from half the limit to twice it
        ok, took = call(busy, limit * (0.5 + (k % 10) / 6))
        if not ok:
            stopped += 1
            assert took >= limit, f"call {k} stopped after {took:.4f} s, under the {limit} s limit"
        if k % 20 == 0:
            ok, took = call(endless)
            assert not ok and took >= limit, "an endless call was not stopped"
        # a short call right after, often while the watchdog arms the state for the call before
        ok, took = call(busy, 0.0)
        assert ok or took >= limit, f"a short call after call {k} was stopped after {took:.4f} s"
        short_ran += ok
    assert stopped > 0  # the calls over the limit were stopped (the race was exercised)
    assert short_ran >= 100  # (a short call can only be stopped if the machine stalled it past the limit)


def test_tether_run_on_an_endless_loop_stops_it_once_and_exits_1(write_scene) -> None:
    runaway = "function sysCall_actuation()\n  print('entered')\n  while true do end\nend\n"
    path = write_scene(model=ROVER_MJCF, manifest='[[script]]\nobject = "Rover"\nfile = "runaway.lua"\n',
                       scripts={"runaway.lua": runaway})
    env = dict(os.environ, TETHER_LUA_TIME_LIMIT="0.5")
    done = subprocess.run([sys.executable, "-m", "tether.cli", "run", str(path), "--steps", "10", "--no-progress"],
                          capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 1
    assert done.stdout.count("entered") == 1, done.stdout  # called once: the 9 other passes ran without it
    assert "steps:           10" in done.stdout
    errors = [line for line in done.stderr.splitlines() if line.strip()]
    assert errors == [f"tether: error: {path.parent}/runaway.lua:3: error in script of 'Rover', sysCall_actuation: "
                      "ran longer than 0.5 s without returning (an endless loop?); stopped by tether's time limit; "
                      "the script is halted (not called again in this run)"]


def test_a_bad_time_limit_setting_is_one_clear_error(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(lua_state.TIME_LIMIT_VARIABLE, "soon")
    with pytest.raises(SimError, match=r"TETHER_LUA_TIME_LIMIT='soon': not a number of seconds > 0"):
        LuaState("s.lua", tmp_path, lambda text: None)
