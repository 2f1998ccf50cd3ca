"""What real V-REP and CoppeliaSim scripts call beyond the idioms: V-REP's helpers (16/32-bit
booleans, custom data blocks, matrices, tubes, modules, parameters under their first names,
banner and UI constants), io reading files beside the scene, headless custom UIs that keep
their values, and one clear line for a plugin tether does not provide; on scenes the tests write
(docs/guide/coppeliasim-idioms.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from coppelia_writer import child_script, common, dummy, motor, shape, write_scene

from tether.core import Simulation
from tether.core.engine.errors import SimError
from tether.core.simapi.custom_ui import read_ui


def _scene(tmp_path: Path, *scripts: str) -> Simulation:
    objects = [dummy(f"Holder{i}", (i, 0, 0.5), child_script(src)) for i, src in enumerate(scripts)]
    path = write_scene(tmp_path / "compat.simscene.xml", shape("Floor", "cuboid", (2, 2, 0.1), (0, 0, -0.05)),
                       *objects)
    return Simulation(path)


VREP_HELPERS = """
if (sim_call_type==sim_childscriptcall_initialization) then
    local me = simGetObjectAssociatedWithScript(sim_handle_self)
    simSetIntegerSignal('and16', simBoolAnd16(0x1f0f, 0x00ff))
    simSetIntegerSignal('or16', simBoolOr16(0x1000, 0x0001))
    simSetIntegerSignal('xor16', simBoolXor16(0x00ff, 0x0f0f))
    simSetIntegerSignal('or32', sim.boolOr32(0x10000, 2))
    simWriteCustomDataBlock(me, 'cfg', 'hello')
    simSetStringSignal('block', simReadCustomDataBlock(me, 'cfg'))
    simSetIntegerSignal('no_block', simReadCustomDataBlock(me, 'other') == nil and 1 or 0)
    sim.writeCustomDataBlock(sim.handle_scene, 'scene_cfg', 'x')
    simSetStringSignal('scene_block', sim.readCustomDataBlock(sim.handle_scene, 'scene_cfg'))
    local version = sim.getInt32Parameter(sim.intparam_program_version)
    simSetIntegerSignal('version_same', version == simGetIntegerParameter(sim_intparam_program_version) and 1 or 0)
    local m = {1, 0, 0, 1,  0, 1, 0, 2,  0, 0, 1, 3}
    local inv = simGetInvertedMatrix(m)
    local copy = sim.copyMatrix(m)
    copy[4] = 99
    simSetFloatSignal('inv_x', inv[4])
    simSetFloatSignal('orig_x', m[4])
    local modules, name, index = 0, 0, 0
    while name do
        name = simGetModuleName(index)
        if name then modules = modules + 1 end
        index = index + 1
    end
    simSetIntegerSignal('modules', modules)
    simAddBanner('hi', 0, sim_banner_bitmapfont + sim_banner_overlay, nil, me, nil, nil)
    simSetIntegerSignal('ui_visible', sim_ui_property_visible + sim_buttonproperty_staydown)
    simSetIntegerSignal('custom_call', sim_customizationscriptcall_lastbeforesimulation)
    sim.setThreadSwitchTiming(2)
end
"""


def test_vrep_helpers_answer_as_vrep(tmp_path: Path) -> None:
    sim = _scene(tmp_path, VREP_HELPERS)
    sim.step()
    api = sim.api
    assert sim.scripts.script_error_lines == []
    assert [api.getInt32Signal(n) for n in ("and16", "or16", "xor16", "or32")] == [0x000F, 0x1001, 0x0FF0, 0x10002]
    assert api.getStringSignal("block") == b"hello" and api.getInt32Signal("no_block") == 1
    assert api.getStringSignal("scene_block") == b"x"
    assert api.getInt32Signal("version_same") == 1
    assert api.getFloatSignal("inv_x") == pytest.approx(-1.0) and api.getFloatSignal("orig_x") == 1.0
    assert api.getInt32Signal("modules") == 0  # tether loads no plugins: the loop ends at once
    assert api.getInt32Signal("ui_visible") == 1 + 8 and api.getInt32Signal("custom_call") == 3
    sim.stop()


def test_vrep_helpers_name_the_function_and_argument_on_bad_input() -> None:
    sim = Simulation()
    with pytest.raises(SimError, match="value1"):
        sim.api.boolAnd16("x", 1)
    with pytest.raises(SimError, match="matrix"):
        sim.api.getInvertedMatrix([1, 2, 3])


TUBE_WRITER = """
function sysCall_init()
    tube = sim.tubeOpen(0, 'pipe', 4)
    sim.setInt32Signal('alone', sim.tubeWrite(tube, 'lost'))  -- nobody at the other end yet
end
function sysCall_actuation()
    sim.tubeWrite(tube, sim.packFloatTable({sim.getSimulationTime()}))
end
"""
TUBE_READER = """
function sysCall_init()
    tube = sim.tubeOpen(0, 'pipe', 4)
    count = 0
end
function sysCall_sensing()
    local status, waiting = sim.tubeStatus(tube)
    sim.setInt32Signal('status', status)
    local data = sim.tubeRead(tube)
    while data do
        count = count + 1
        last = sim.unpackFloatTable(data)[1]
        data = sim.tubeRead(tube)
    end
    sim.setInt32Signal('count', count)
    sim.setFloatSignal('last', last or -1)
end
"""


def test_tubes_carry_messages_between_two_scripts(tmp_path: Path) -> None:
    sim = _scene(tmp_path, TUBE_WRITER, TUBE_READER)
    for _ in range(5):
        sim.step()
    api = sim.api
    assert sim.scripts.script_error_lines == []
    assert api.getInt32Signal("alone") == 0
    assert api.getInt32Signal("status") == 1
    assert api.getInt32Signal("count") == 5  # one message per pass, none lost, the first one dropped
    assert api.getFloatSignal("last") == pytest.approx(sim.loop.sim_time - sim.physics.time_step)
    sim.stop()


def test_a_third_tube_end_is_refused() -> None:
    api = Simulation().api
    a = api.tubeOpen(1, "p")
    api.tubeOpen(1, "p")
    with pytest.raises(SimError, match="already has two open ends"):
        api.tubeOpen(1, "p")
    assert api.tubeClose(a) == 1
    with pytest.raises(SimError, match="no open tube end"):
        api.tubeRead(a)


IO_READER = """
function sysCall_init()
    local f = io.open('poses.csv', 'r')
    local header = f:read('*l')
    local rows = 0
    for line in f:lines() do rows = rows + 1 end
    f:close()
    sim.setStringSignal('header', header)
    sim.setInt32Signal('rows', rows)
    local total = 0
    for line in io.lines('poses.csv') do
        local a = string.match(line, '^([%d%.]+),')
        total = total + (tonumber(a) or 0)
    end
    sim.setFloatSignal('total', total)
    local missing, why = io.open('nothing_here.csv')
    sim.setInt32Signal('missing_nil', missing == nil and 1 or 0)
    local w = io.open('out.txt', 'w')
    sim.setInt32Signal('write_chains', w:write('a', 1):write('b') == w and 1 or 0)
    w:close()
    io.open('out.txt', 'a'):write('more')
    local outside = io.open('../secret.txt')
    sim.setInt32Signal('outside_nil', outside == nil and 1 or 0)
    io.write('written to the log\\n')
end
"""


def test_io_reads_files_beside_the_scene_and_discards_writes(tmp_path: Path) -> None:
    (tmp_path / "poses.csv").write_text("a,b\n1.5,2\n2.5,3\n")
    (tmp_path.parent / "secret.txt").write_text("no")
    sim = _scene(tmp_path, IO_READER)
    sim.step()
    api = sim.api
    assert sim.scripts.script_error_lines == []
    assert api.getStringSignal("header") == b"a,b" and api.getInt32Signal("rows") == 2
    assert api.getFloatSignal("total") == pytest.approx(4.0)
    assert api.getInt32Signal("missing_nil") == 1 and api.getInt32Signal("outside_nil") == 1
    assert api.getInt32Signal("write_chains") == 1
    assert not (tmp_path / "out.txt").exists()
    texts = [line.text for line in sim.log.lines()]
    assert any("written to the log" in t for t in texts)
    assert sum("io.open('out.txt', 'w'): tether's scripts do not write files" in t for t in texts) == 1
    sim.stop()


UI_XML = ('<ui title="Player" closeable="false"><label text="<big> File:</big>" id="1000"/>'
          '<edit value="default.csv" id="1001"/><hslider id="4000" minimum="10" maximum="100"/>'
          '<checkbox text="Loop" checked="true" id="3000"/></ui>')
UI_SCRIPT = f"""
if (sim_call_type==sim_childscriptcall_initialization) then
    ui = simExtCustomUI_create([[{UI_XML}]])
    simSetStringSignal('file', simExtCustomUI_getEditValue(ui, 1001))
    simSetIntegerSignal('slider_start', simExtCustomUI_getSliderValue(ui, 4000))
    simExtCustomUI_setSliderValue(ui, 4000, 42, true)
    simSetIntegerSignal('slider_set', simExtCustomUI_getSliderValue(ui, 4000))
    simExtCustomUI_setLabelText(ui, 1000, 'ready')
    simExtCustomUI_hide(ui)
end
if (sim_call_type==sim_childscriptcall_cleanup) then
    simExtCustomUI_destroy(ui)
end
"""
UI_SCRIPT_4X = f"""
simUI = require 'simUI'
function sysCall_init()
    ui = simUI.create([[{UI_XML}]])
    sim.setInt32Signal('checked', simUI.getCheckboxValue(ui, 3000))
    simUI.setEditValue(ui, 1001, 'other.csv')
    sim.setStringSignal('edit4x', simUI.getEditValue(ui, 1001))
    simUI.setStyleSheet(ui, 1001, 'color: red')  -- not kept: a no-op, logged once
    sim.setInt32Signal('visible', simUI.isVisible(ui) and 1 or 0)
end
"""


def test_custom_uis_run_headless_and_keep_their_values(tmp_path: Path) -> None:
    sim = _scene(tmp_path, UI_SCRIPT, UI_SCRIPT_4X)
    sim.step()
    api = sim.api
    assert sim.scripts.script_error_lines == []
    assert api.getStringSignal("file") == b"default.csv"
    assert api.getInt32Signal("slider_start") == 10 and api.getInt32Signal("slider_set") == 42
    assert api.getInt32Signal("checked") == 2 and api.getStringSignal("edit4x") == b"other.csv"
    assert api.getInt32Signal("visible") == 1
    assert sum("simUI.setStyleSheet: not implemented by tether" in line.text for line in sim.log.lines()) == 1
    sim.stop()
    assert sim.scripts.script_error_lines == []  # cleanup destroyed the UI it made


def test_a_ui_description_is_read_leniently_and_bounded() -> None:
    ui = read_ui(UI_XML)
    assert ui.title == "Player" and ui.values[("edit", 1001)] == "default.csv"
    assert ui.values[("label", 1000)] == "<big> File:</big>"
    with pytest.raises(SimError, match="tether reads up to"):
        read_ui("<ui>" + " " * 1_000_001 + "</ui>")


PLUGIN_4X = """
function sysCall_init()
    local env = simIK.createEnvironment()
end
"""
PLUGIN_VREP = """
if (sim_call_type==sim_childscriptcall_initialization) then
    simExtMtb_startServer('mtbServer', 19999, nil, {0, 0, 0, 0}, {0.4, 0.3, 0.2, 0.1})
end
"""


@pytest.mark.parametrize(("source", "expected"), [
    (PLUGIN_4X, "simIK.createEnvironment: CoppeliaSim's kinematics plugin (simIK) is not available in tether"),
    (PLUGIN_VREP, "simExtMtb_startServer: V-REP's Mtb plugin (simExtMtb) is not available in tether"),
])
def test_a_plugin_tether_lacks_is_one_line_naming_the_function(tmp_path: Path, source: str, expected: str) -> None:
    sim = _scene(tmp_path, source)
    sim.step()
    assert len(sim.scripts.script_error_lines) == 1
    assert expected in sim.scripts.script_error_lines[0] and "\n" not in sim.scripts.script_error_lines[0]
    sim.stop()


BALL_MJCF = """<mujoco><worldbody><body name="arm" pos="0 0 1"><joint name="ball" type="ball"/>
<geom type="capsule" fromto="0 0 0 0.3 0 0" size="0.02" mass="0.1"/></body></worldbody></mujoco>"""


def test_a_spherical_joint_takes_a_matrix_and_a_hinge_refuses_it(tmp_path: Path) -> None:
    path = tmp_path / "ball.xml"
    path.write_text(BALL_MJCF)
    sim = Simulation(path)
    api = sim.api
    ball = api.getObject("/ball")
    turn = [0.8, -0.6, 0, 1, 0.6, 0.8, 0, 1, 0, 0, 1, 1]  # V-REP's Scene8 value: a turn about z
    api.setSphericalJointMatrix(ball, turn)
    got = api.getSphericalJointMatrix(ball)
    assert got == pytest.approx([0.8, -0.6, 0, 0, 0.6, 0.8, 0, 0, 0, 0, 1, 0], abs=1e-9)
    with pytest.raises(SimError, match="sim.setSphericalJointMatrix: object 'arm' is not a spherical joint"):
        api.setSphericalJointMatrix(api.getObject("/arm"), turn)


SCRIPT_OBJECT_LUA = """
function sysCall_init()
    sim.setInt32Signal('self', sim.getObject('..'))
    sim.setInt32Signal('motor', sim.getObject('../leftMotor'))
    sim.setInt32Signal('floor', sim.getObject('../../Floor'))
end
"""


def test_a_script_object_of_coppeliasim_4_6_finds_its_object_as_dot_dot(tmp_path: Path) -> None:
    script_object = (f"<script>{common('robotScript')}<scriptText><![CDATA[{SCRIPT_OBJECT_LUA}]]></scriptText>"
                     "</script>")
    path = write_scene(tmp_path / "objects46.simscene.xml", shape("Floor", "cuboid", (2, 2, 0.1), (0, 0, -0.05)),
                       dummy("Robot", (0, 0, 0.5), dummy("leftMotor", (0.1, 0, 0)) + script_object))
    sim = Simulation(path)
    sim.step()
    api = sim.api
    assert sim.scripts.script_error_lines == []
    assert api.getInt32Signal("self") == api.getObject("/Robot")
    assert api.getInt32Signal("motor") == api.getObject("/Robot/leftMotor")
    assert api.getInt32Signal("floor") == api.getObject("/Floor")
    sim.stop()


COROUTINE_MOTION = """
function sysCall_init()
    corout = coroutine.create(coroutineMain)
end
function sysCall_actuation()
    if coroutine.status(corout) ~= 'dead' then
        local ok, errorMsg = coroutine.resume(corout)
        if errorMsg then error(debug.traceback(corout, errorMsg), 2) end
    end
end
function movCallback(config, vel, accel, handles)
    for i = 1, #handles do sim.setJointPosition(handles[i], config[i]) end
end
function coroutineMain()
    local handles = {sim.getObjectHandle('j1'), sim.getObjectHandle('j2')}
    local current = {sim.getJointPosition(handles[1]), sim.getJointPosition(handles[2])}
    local pos, vel, accel, left = sim.moveToConfig(-1, current, nil, nil, {1, 1}, {2, 2}, {8, 8}, {0.5, -0.3},
                                                   nil, movCallback, handles)
    sim.setFloatSignal('left', left)
    sim.setFloatSignal('end1', pos[1])
    sim.setFloatSignal('done_at', sim.getSimulationTime())
end
"""


def test_coppeliasim_4_2_motion_in_a_coroutine_of_a_non_threaded_script(tmp_path: Path) -> None:
    """CoppeliaSim 4.2's model scripts (the stock KUKA LBR's) run a coroutine from
    sysCall_actuation and call the positional sim.moveToConfig there: it yields every pass."""
    path = write_scene(tmp_path / "arm.simscene.xml", shape("Floor", "cuboid", (2, 2, 0.1), (0, 0, -0.05)),
                       dummy("Arm", (0, 0, 0.5), motor("j1", (0, 0, 0.1)) + motor("j2", (0, 0, 0.2))
                             + child_script(COROUTINE_MOTION)))
    sim = Simulation(path)
    api = sim.api
    sim.step()
    assert api.getFloatSignal("done_at") is None  # still moving: the coroutine yielded
    for _ in range(60):
        sim.step()
    assert sim.scripts.script_error_lines == []
    assert api.getFloatSignal("done_at") is not None and api.getFloatSignal("left") == pytest.approx(0.0)
    assert api.getFloatSignal("end1") == pytest.approx(0.5, abs=1e-6)
    sim.stop()
