"""Lua scripts in tether's loop: automatic thread switching, sim.wait, a 4.x main script in
Lua, Python and Lua scripts in one scene, values across the boundary, restarts."""

from __future__ import annotations

from tether.core import Simulation

MANIFEST = '[[script]]\nobject = "{obj}"\nfile = "{file}"\nthreaded = {threaded}\n'


def _scene(write_scene, scripts: dict[str, tuple[str, str, bool]], main: str | None = None) -> Simulation:
    manifest = "".join(MANIFEST.format(obj=o, file=f, threaded=str(t).lower()) for f, (o, _, t) in scripts.items())
    files = {f: src for f, (_, src, _) in scripts.items()}
    if main is not None:
        manifest += '[main_script]\nfile = "main.lua"\n'
        files["main.lua"] = main
    return Simulation(write_scene(manifest=manifest, scripts=files))


def test_a_busy_thread_switches_automatically(write_scene) -> None:
    # never calls switchThread: automatic switching (on by default) yields in a sim call
    busy = """
    n = 0
    while true do
        n = n + 1
        sim.setInt32Signal('n', n)
        sim.setFloatSignal('seen', sim.getSimulationTime())
    end
    """
    sim = _scene(write_scene, {"busy.lua": ("Object0", busy, True)})
    for _ in range(5):
        sim.step()
    api = sim.api
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    assert api.getInt32Signal("n") > 0
    assert api.getFloatSignal("seen") > 0.0  # it ran in later passes too: it was resumed
    sim.stop()


def test_wait_and_cleanup_of_a_threaded_script(write_scene) -> None:
    script = """
    function sysCall_thread()
        sim.wait(0.05)
        sim.setFloatSignal('woke', sim.getSimulationTime())
    end
    function sysCall_cleanup()
        print('cleaned up')
    end
    """
    sim = _scene(write_scene, {"w.lua": ("Object0", script, False)})
    for _ in range(30):
        sim.step()
    woke = sim.api.getFloatSignal("woke")
    assert woke is not None and 0.05 - 1e-9 <= woke <= 0.05 + 2 * sim.physics.time_step
    sim.stop()
    assert "cleaned up" in sim.log.texts()
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines


def test_a_lua_main_script_in_the_4x_form_runs_python_and_lua_children(write_scene) -> None:
    main = """
    function sysCall_init()
    end
    function sysCall_actuation()
        sim.resumeThreads(sim.scriptthreadresume_default)
        sim.launchThreadedChildScripts()
        sim.handleChildScripts(sim.syscb_actuation)
        sim.handleDynamics(sim.getSimulationTimeStep())
    end
    function sysCall_sensing()
        sim.handleProximitySensor(sim.handle_all_except_explicit)
        sim.handleChildScripts(sim.syscb_sensing)
        sim.resumeThreads(sim.scriptthreadresume_allnotyetresumed)
    end
    function sysCall_cleanup()
        sim.resetProximitySensor(sim.handle_all_except_explicit)
    end
    """
    lua_child = "function sysCall_actuation() sim.addLog(450, 'lua ' .. sim.getSimulationTime()) end\n"
    python_child = "def sysCall_actuation():\n    sim.addLog(450, f'python {sim.getSimulationTime():g}')\n"
    sim = _scene(write_scene, {"a.lua": ("Object0", lua_child, False), "b.py": ("Object1", python_child, False)},
                 main=main)
    sim.step()
    sim.step()
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    assert sim.log.texts() == ["lua 0.0", "python 0", "lua 0.01", "python 0.01"]
    assert sim.loop.sim_time > 0.0


def test_values_cross_the_boundary(write_scene) -> None:
    script = """
    function sysCall_init()
        local h = sim.getObject('/Object0')
        local p = sim.getObjectPosition(h, -1)
        sim.setObjectPosition(h, -1, {p[1] + 1, p[2], p[3]})
        local q = sim.getObjectPosition(h, sim.handle_world)
        sim.setStringSignal('types', math.type(h) .. ' ' .. type(q) .. ' ' .. #q)
        sim.setFloatSignal('dx', q[1] - p[1])
        sim.setStringSignal('bin', '\\0\\255ab')
        local r, data = sim.checkDistance(h, sim.getObject('./Object2'))  -- a grandchild
        sim.setStringSignal('distance', tostring(r) .. ' ' .. #data)
        sim.setStringSignal('name', sim.getObjectAlias(h) .. '|' .. sim.getObjectName(h))
    end
    """
    sim = _scene(write_scene, {"v.lua": ("Object0", script, False)})
    sim.step()
    api = sim.api
    assert api.getStringSignal("types") == b"integer table 3"
    assert abs(api.getFloatSignal("dx") - 1.0) < 1e-9
    assert api.getStringSignal("bin") == b"\0\xffab"  # binary strings stay bytes
    assert api.getStringSignal("name") == b"Object0|Object0"
    assert api.getStringSignal("distance") == b"1 7"
    sim.stop()


def test_results_and_vector_arguments_keep_their_shape(write_scene) -> None:
    """Results: 3-vectors (flattened on the way, tables again in Lua), other lists (as tables),
    plain values (no tables); arguments: a vector last after 0 to 2 others, of 3 or 4 numbers,
    and a table that is not a vector."""
    script = """
    function sysCall_init()
        local h = sim.getObject('/Object0')
        local lin, ang = sim.getObjectVelocity(h)                 -- two 3-vectors
        local r, data = sim.checkDistance(h, sim.getObject('./Object2'))  -- a 7-list
        local order, count = sim.getObjectHierarchyOrder(h)       -- two numbers
        sim.setObjectQuaternion(h, -1, {0, 0, 0.7071067811865476, 0.7071067811865476})
        local q = sim.getObjectQuaternion(h, -1)                  -- a 4-list
        local m = sim.getObjectMatrix(h, -1)                      -- a 12-list
        local v = sim.multiplyVector(m, {1, 0, 0})                -- a table, then a vector
        sim.setObjectPosition(h, {0.5, 0.25, 1.5})                -- a vector after one argument
        local p = sim.getObjectPosition(h, -1)
        sim.setStringSignal('shapes', table.concat({type(lin), #lin, type(ang), #ang, type(data), #data,
            math.type(order), math.type(count), #q, #m, #v}, ' '))
        sim.setFloatSignal('qz', q[3])
        sim.setFloatSignal('vy', v[2] - m[8])  -- x turned 90 degrees about z is y
        sim.setFloatSignal('pz', p[3])
    end
    """
    sim = _scene(write_scene, {"v.lua": ("Object0", script, False)})
    sim.step()
    api = sim.api
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    assert api.getStringSignal("shapes") == b"table 3 table 3 table 7 integer integer 4 12 3"
    assert abs(api.getFloatSignal("qz") - 0.7071067811865476) < 1e-9
    assert abs(api.getFloatSignal("vy") - 1.0) < 1e-9
    assert abs(api.getFloatSignal("pz") - 1.5) < 1e-9
    sim.stop()


def test_each_start_runs_a_fresh_state(write_scene) -> None:
    script = "count = (count or 0) + 1\nfunction sysCall_init() sim.addLog(450, 'count ' .. count) end\n"
    sim = _scene(write_scene, {"c.lua": ("Object0", script, False)})
    sim.step()
    sim.stop()
    sim.step()
    assert [t for t in sim.log.texts() if t.startswith("count")] == ["count 1", "count 1"]


def test_get_object_options(write_scene) -> None:
    script = """
    function sysCall_init()
        sim.setInt32Signal('missing', sim.getObject('/Nope', {noError = true}))
        sim.setInt32Signal('second', sim.getObject('/Object0/Object1', {index = 0}))
        sim.setInt32Signal('handle', simGetObjectHandle('Object2'))
    end
    """
    sim = _scene(write_scene, {"o.lua": ("Object0", script, False)})
    sim.step()
    api = sim.api
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    assert api.getInt32Signal("missing") == -1
    assert api.getInt32Signal("second") == api.getObject("/Object0/Object1")
    assert api.getInt32Signal("handle") == api.getObject("Object2")
