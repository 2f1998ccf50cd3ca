"""sim's custom data, persistent data, named parameters, references and GUI stand-ins."""

from __future__ import annotations

import pytest

from tether.core import SimError, Simulation
from tether.core.simapi.gui import NO_OPS, REFUSED


def test_custom_data_blocks_per_object_and_scene(builtin: Simulation) -> None:
    api = builtin.api
    door = api.getObject("Door")
    api.writeCustomBufferData(door, "raw", b"\x00\x01")
    api.writeCustomStringData(api.handle_scene, "note", "hello")
    api.writeCustomTableData(door, "cfg", {"speed": 1.5, "names": ["a", "b"]})
    assert api.readCustomBufferData(door, "raw") == b"\x00\x01"
    assert api.readCustomStringData(api.handle_scene, "note") == "hello"
    assert api.readCustomTableData(door, "cfg") == {"speed": 1.5, "names": ["a", "b"]}
    assert api.readCustomDataTags(door) == ["cfg", "raw"]
    assert api.readCustomBufferData(api.getObject("Sphere"), "raw") is None
    api.writeCustomBufferData(door, "raw", b"")  # empty data removes the tag
    assert api.readCustomDataTags(door) == ["cfg"]
    assert api.readCustomDataBlockEx(door, "cfg")[1] == "buffer"
    builtin.step()
    builtin.stop()
    assert api.readCustomTableData(door, "cfg")["speed"] == 1.5  # survives a stop
    with pytest.raises(SimError):
        api.readCustomBufferData(987654, "x")


def test_persistent_and_named_parameters(builtin: Simulation) -> None:
    api = builtin.api
    api.persistentDataWrite("com.me.counter", b"7")
    api.persistentDataWrite("org.other", "x")
    assert api.persistentDataRead("com.me.counter") == b"7"
    assert api.getPersistentDataTags() == ["com.me.counter", "org.other"]
    assert api.getMatchingPersistentDataTags("com.*") == ["com.me.counter"]
    api.setNamedFloatParam("gain", 2.5)
    api.setNamedBoolParam("fast", True)
    api.setNamedInt32Param("count", 3)
    assert api.getNamedFloatParam("gain") == 2.5 and api.getNamedBoolParam("fast") is True
    assert api.getNamedInt32Param("count") == 3 and api.getNamedStringParam("nothing") is None
    assert api.getSettingFloat("gain") == 2.5 and api.getSettingString("unknownKey") is None


def test_references_tables_locks_and_signals(builtin: Simulation) -> None:
    api = builtin.api
    door, sphere = api.getObject("Door"), api.getObject("Sphere")
    api.setReferencedHandles(door, [sphere], "grasp")
    dummy = api.createDummy(0.01)
    api.addReferencedHandle(door, dummy, "temp")
    assert api.getReferencedHandles(door, "grasp") == [sphere]
    assert api.getReferencedHandlesTags(door) == ["grasp", "temp"]
    api.removeReferencedObjects(door, "temp")
    assert not api.isHandle(dummy) and api.isHandle(sphere)
    packed = api.packTable({"a": [1, 2]})
    assert api.unpackTable(packed) == {"a": [1, 2]}
    assert api.unpackInt32Table(api.packInt32Table([1, -2, 3]), 1) == [-2, 3]
    assert api.unpackDoubleTable(api.packDoubleTable([0.5, 1.5])) == [0.5, 1.5]
    api.acquireLock()
    api.releaseLock()
    api.setInt32Signal("ready", 4)
    assert api.waitForSignal("ready") == 4
    assert api.waitForSignal(api.handle_scene, "signal.ready") == 4
    with pytest.raises(SimError, match="only threaded scripts"):
        api.waitForSignal("absent")
    assert api.copyTable({"a": [1]}) == {"a": [1]}


def test_threaded_script_waits_for_signal(builtin: Simulation) -> None:
    api = builtin.api
    api.addScript(api.getObject("Sphere"), (
        "def sysCall_thread():\n"
        "    v = sim.waitForSignal('go')\n"
        "    sim.setFloatSignal('got', v * 2)\n"), True)
    for _ in range(3):
        builtin.step()
    assert api.getFloatSignal("got") is None
    api.setInt32Signal("go", 21)
    for _ in range(3):
        builtin.step()
    assert api.getFloatSignal("got") == 42


def test_gui_no_ops_answer_and_consoles_print_to_the_log(builtin: Simulation) -> None:
    api = builtin.api
    for name, (answer, why) in NO_OPS.items():
        assert getattr(api, name)(1, 2) == answer, name
        assert why
    console = api.auxiliaryConsoleOpen("Debug", 50, 0)
    assert api.auxiliaryConsolePrint(console, "line 1\nline 2\n") == 1
    assert builtin.log.texts()[-2:] == ["[Debug] line 1", "[Debug] line 2"]
    assert api.auxiliaryConsoleClose(console) == 1 and api.auxiliaryConsolePrint(console, "x") == 0
    editor = api.textEditorOpen("print(1)", "")
    assert api.textEditorGetInfo(editor)[0] == "print(1)"
    assert api.textEditorClose(editor)[0] == "print(1)"
    api.setObjectSel([api.getObject("Door")])
    assert api.getObjectSelection() == [api.getObject("Door")]
    for name, why in REFUSED.items():
        with pytest.raises(SimError, match=why.split(" ")[0]):
            getattr(api, name)()
