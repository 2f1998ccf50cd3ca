"""ZeroMQ clients and Lua scripts: sim.callScriptFunction reaches Lua functions (by script
handle and as ``name@object``), and signals are shared by Lua scripts, Python scripts and
clients."""

from __future__ import annotations

import pytest

LUA = """
function sysCall_init()
end

function greet(name, n)
    return 'Hello ' .. name, n * 2
end

function sum(values)
    local total = 0
    for _, v in ipairs(values) do total = total + v end
    return total, {total, #values}
end

function broken()
    error('boom')
end

function sysCall_actuation()
    local v = sim.getInt32Signal('fromClient')
    if v then sim.setInt32Signal('fromLua', v * 2) end
end
"""

PYTHON = """
def sysCall_actuation():
    v = sim.getInt32Signal('fromLua')
    if v is not None:
        sim.setInt32Signal('fromPython', v + 1)
"""


@pytest.fixture
def sim(serve, write_scene):  # noqa: ANN001, ANN201
    scene = write_scene(
        manifest='[[script]]\nobject = "Object0"\nfile = "s.lua"\n[[script]]\nobject = "Object1"\nfile = "p.py"\n',
        scripts={"s.lua": LUA, "p.py": PYTHON},
    )
    return serve(scene).client().require("sim")


def test_call_script_function_into_a_lua_child_script(sim) -> None:  # noqa: ANN001
    script = sim.getScript(sim.scripttype_childscript, sim.getObject("/Object0"))
    assert sim.callScriptFunction("greet", script, "Paul", 21) == ("Hello Paul", 42)
    assert sim.callScriptFunction("greet@/Object0", sim.handle_self, "Ada", 1) == ("Hello Ada", 2)
    assert sim.callScriptFunction("sum", script, [1, 2, 3.5]) == (6.5, [6.5, 3])
    with pytest.raises(Exception, match="s.lua:16: boom"):
        sim.callScriptFunction("broken", script)
    with pytest.raises(Exception, match="not defined"):
        sim.callScriptFunction("nope", script)


def test_signals_are_shared_by_lua_python_and_clients(sim) -> None:  # noqa: ANN001
    sim.setStepping(True)
    sim.startSimulation()
    sim.setInt32Signal("fromClient", 21)
    sim.step()
    assert sim.getInt32Signal("fromLua") == 42  # the Lua script read the client's signal
    assert sim.getInt32Signal("fromPython") == 43  # and the Python script read the Lua script's
    sim.stopSimulation()
