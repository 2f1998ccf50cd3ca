"""The ``sim`` table and the V-REP globals are filled on first use (bridge.build_sim with the
prelude's api.lazy): every name still answers what tether has, the same value each time, and a
script's own assignments win."""

from __future__ import annotations

from tether.core import Simulation

MANIFEST = '[[script]]\nobject = "Object0"\nfile = "s.lua"\n'


def _run(write_scene, source: str) -> Simulation:
    sim = Simulation(write_scene(manifest=MANIFEST, scripts={"s.lua": source}))
    sim.step()
    return sim


def test_names_of_both_generations_resolve_once_and_stay(write_scene) -> None:
    source = """
    function sysCall_init()
        local before = rawget(sim, 'getObjectHandle')
        local f = sim.getObjectHandle
        sim.setInt32Signal('lazy', before == nil and 1 or 0)
        sim.setInt32Signal('kept', (rawget(sim, 'getObjectHandle') == f and sim.getObjectHandle == f) and 1 or 0)
        sim.setInt32Signal('old', (simGetObjectHandle == simGetObjectHandle and rawget(_G, 'simGetObjectHandle') ~= nil) and 1 or 0)
        sim.setInt32Signal('world', (sim.handle_world == -1 and sim_handle_world == -1) and 1 or 0)
        sim.setInt32Signal('handle', simGetObjectHandle('Object0') == sim.getObjectHandle('Object0') and 1 or 0)
        sim.setInt32Signal('nothing', (sim_no_such_constant == nil and notASimName == nil) and 1 or 0)
    end
    """
    sim = _run(write_scene, source)
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    for name in ("lazy", "kept", "old", "world", "handle", "nothing"):
        assert sim.api.getInt32Signal(name) == 1, name
    sim.stop()


def test_a_script_may_replace_a_sim_function(write_scene) -> None:
    source = """
    function sysCall_init()
        local original = sim.getObjectHandle
        sim.getObjectHandle = function(name) return 42 end
        simGetObjectHandle = function(name) return 43 end
        sim.setInt32Signal('new', sim.getObjectHandle('x'))
        sim.setInt32Signal('old', simGetObjectHandle('x'))
        sim.setInt32Signal('orig', original('Object0') >= 0 and 1 or 0)
    end
    """
    sim = _run(write_scene, source)
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    assert sim.api.getInt32Signal("new") == 42
    assert sim.api.getInt32Signal("old") == 43
    assert sim.api.getInt32Signal("orig") == 1
    sim.stop()


def test_unknown_names_still_fail_with_their_name(write_scene) -> None:
    sim = _run(write_scene, "function sysCall_init()\n    sim.noSuchFunction(1)\nend\n")
    assert sim.scripts.script_errors == 1
    assert "sim.noSuchFunction is not implemented by tether" in sim.scripts.script_error_lines[0]
    assert "s.lua:2" in sim.scripts.script_error_lines[0]
    sim.stop()
