"""tether's legacy server driven by tether's sim.py-compatible client: op modes, return codes,
streams, big and split transfers, batching, script calls, refused and unsupported commands."""

from __future__ import annotations


import pytest

from legacy_fixtures import start_served, wait_until
from tether.remoteapi import sim
from tether.remoteapi.client import get_client

B = sim.simx_opmode_blocking
O = sim.simx_opmode_oneshot
S = sim.simx_opmode_streaming
BUF = sim.simx_opmode_buffer


@pytest.fixture
def client(served_client: int) -> int:
    """This module's ``client``: a sim.py client of the served server (conftest.py)."""
    return served_client


def handle(cid: int, name: str) -> int:
    ret, h = sim.simxGetObjectHandle(cid, name, B)
    assert ret == 0
    return h


def test_blocking_remote_error_and_last_errors(client):
    assert sim.simxGetObjectHandle(client, "Floor", B)[0] == sim.simx_return_ok
    assert sim.simxGetObjectHandle(client, "NoSuchThing", B) == (sim.simx_return_remote_error_flag, 0)
    ret, errors = sim.simxGetLastErrors(client, B)
    assert ret == 0 and len(errors) == 1 and "NoSuchThing" in errors[0]
    assert sim.simxGetLastErrors(client, B) == (0, [])  # read and cleared


def test_oneshot_novalue_then_buffer_then_remove(client):
    assert sim.simxGetObjectHandle(client, "Floor", O)[0] == sim.simx_return_novalue_flag
    assert wait_until(lambda: sim.simxGetObjectHandle(client, "Floor", BUF)[0] == 0)
    assert sim.simxGetObjectHandle(client, "Floor", sim.simx_opmode_remove)[0] == 0
    assert sim.simxGetObjectHandle(client, "Floor", sim.simx_opmode_remove)[0] == sim.simx_return_novalue_flag
    assert sim.simxGetObjectHandle(client, "Floor", BUF)[0] == sim.simx_return_novalue_flag


def test_local_flags(client, tmp_path):
    assert sim.simxReadStringStream(client, "s", B)[0] == sim.simx_return_illegal_opmode_flag
    missing = str(tmp_path / "missing.bin")
    assert sim.simxTransferFile(client, missing, "x.bin", 1000, B) & sim.simx_return_local_error_flag
    sim.simxFinish(client)
    assert sim.simxGetObjectHandle(client, "Floor", B)[0] == sim.simx_return_initialize_error_flag


def test_header_info_reflects_simulation_state(served, client):
    sim.simxGetObjectHandle(client, "Floor", B)
    assert sim.simxGetInMessageInfo(client, sim.simx_headeroffset_version) == (1, 11)
    ret, state = sim.simxGetInMessageInfo(client, sim.simx_headeroffset_server_state)
    assert ret == 1 and state & 1 == 0
    _, scene = sim.simxGetInMessageInfo(client, sim.simx_headeroffset_scene_id)
    assert sim.simxStartSimulation(client, B) == 0
    _, state = sim.simxGetInMessageInfo(client, sim.simx_headeroffset_server_state)
    assert state & 1 == 1
    assert sim.simxGetInMessageInfo(client, sim.simx_headeroffset_scene_id) == (1, scene)
    assert sim.simxStopSimulation(client, B) == 0


def test_streaming_then_discontinue(served, client):
    door = handle(client, "DoorMotor")
    assert sim.simxStartSimulation(client, B) == 0
    assert sim.simxGetJointPosition(client, door, S)[0] == sim.simx_return_novalue_flag
    assert wait_until(lambda: sim.simxGetJointPosition(client, door, BUF)[0] == 0)
    first = sim.simxGetJointPosition(client, door, BUF)[1]
    assert wait_until(lambda: sim.simxGetJointPosition(client, door, BUF)[1] != first)  # values keep coming
    assert sim.simxGetJointPosition(client, door, sim.simx_opmode_discontinue)[0] == 0
    assert wait_until(lambda: sim.simxGetJointPosition(client, door, BUF)[0] == sim.simx_return_novalue_flag)
    assert sim.simxGetPingTime(client)[0] == 0
    assert sim.simxGetJointPosition(client, door, BUF)[0] == sim.simx_return_novalue_flag  # stays gone
    assert sim.simxStopSimulation(client, B) == 0


def test_blocking_call_with_the_key_of_a_stream_ends_it(client):
    sim.simxSetInt32Signal(client, "k", 1, B)
    sim.simxGetInt32Signal(client, "k", S)
    assert wait_until(lambda: sim.simxGetInt32Signal(client, "k", BUF) == (0, 1))
    assert sim.simxGetInt32Signal(client, "k", B) == (0, 1)  # replaces the stored stream
    sim.simxSetInt32Signal(client, "k", 2, B)
    sim.simxGetPingTime(client)
    assert sim.simxGetInt32Signal(client, "k", BUF)[0] == sim.simx_return_novalue_flag


def test_signals_round_trip_and_missing(client):
    assert sim.simxSetInt32Signal(client, "i", -7, B) == 0
    assert sim.simxGetInt32Signal(client, "i", B) == (0, -7)
    assert sim.simxSetFloatSignal(client, "f", 1.5, B) == 0
    assert sim.simxGetFloatSignal(client, "f", B) == (0, 1.5)
    assert sim.simxSetStringSignal(client, "s", b"a\0b", B) == 0
    assert sim.simxGetStringSignal(client, "s", B) == (0, b"a\0b")
    assert sim.simxClearInt32Signal(client, "i", B) == 0
    assert sim.simxGetInt32Signal(client, "i", B)[0] == sim.simx_return_remote_error_flag
    assert sim.simxAppendStringSignal(client, "st", b"ab", O) == 1
    assert sim.simxAppendStringSignal(client, "st", b"cd", B) == 0
    assert sim.simxGetAndClearStringSignal(client, "st", B) == (0, b"abcd")
    assert sim.simxGetStringSignal(client, "st", B)[0] == sim.simx_return_remote_error_flag


def test_200_kb_string_signal_both_ways(served, client):
    blob = bytes(range(256)) * 800  # 204800 bytes, with NULs
    assert sim.simxSetStringSignal(client, "big", blob, B) == 0
    assert served.call(lambda: served.simulation.api.getStringSignal("big")) == blob
    assert sim.simxGetStringSignal(client, "big", B) == (0, blob)


def test_oneshot_split_upload_and_streaming_split_reply(served, client):
    data = bytes((i * 7) % 251 for i in range(5000))
    split = sim.simx_opmode_oneshot_split + 1000
    assert sim.simxSetStringSignal(client, "up", data, split) == sim.simx_return_novalue_flag
    assert sim.simxSetStringSignal(client, "up", data, split) == (
        sim.simx_return_split_progress_flag | sim.simx_return_novalue_flag
    )
    assert wait_until(lambda: served.call(lambda: served.simulation.api.getStringSignal("up")) == data)
    # the reply of a streaming_split read comes back in 700-byte chunks, reassembled
    assert sim.simxGetStringSignal(client, "up", sim.simx_opmode_streaming_split + 700)[0] == 1
    assert wait_until(lambda: sim.simxGetStringSignal(client, "up", BUF) == (0, data))
    bigger = data + b"tail"
    sim.simxSetStringSignal(client, "up", bigger, B)
    assert wait_until(lambda: sim.simxGetStringSignal(client, "up", BUF) == (0, bigger))


def test_pause_communication_applies_three_joints_in_one_pass(served, client):
    names = ["Arm_joint1", "Arm_joint2", "Arm_joint3"]
    joints = [handle(client, n) for n in names]
    values = [0.31, -0.42, 0.53]
    api = served.simulation.api
    seen: list[list[float]] = []
    served.call(lambda: served.simulation.loop.after_pass.append(lambda: seen.append([api.getJointPosition(h) for h in joints])))
    assert sim.simxStartSimulation(client, B) == 0
    assert wait_until(lambda: len(seen) > 20)
    assert sim.simxPauseCommunication(client, 1) == 0
    for h, v in zip(joints, values):
        sim.simxSetJointPosition(client, h, v, O)
    assert sim.simxPauseCommunication(client, 0) == 0
    assert wait_until(lambda: any(abs(s[0] - values[0]) < 1e-3 for s in seen))
    sim.simxStopSimulation(client, B)
    hit = [s for s in seen if any(abs(a - b) < 1e-3 for a, b in zip(s, values))]
    assert hit and all(abs(a - b) < 1e-3 for a, b in zip(hit[0], values))  # all three, same pass


def test_object_poses_round_trip(served, client):
    sphere = handle(client, "Sphere")
    assert sim.simxSetObjectPosition(client, sphere, -1, [0.5, 0.25, 2.0], B) == 0
    ret, pos = sim.simxGetObjectPosition(client, sphere, -1, B)
    assert ret == 0 and pos == pytest.approx([0.5, 0.25, 2.0], abs=1e-6)
    q = [0.0, 0.0, 0.38268343, 0.92387953]  # 45 degrees about z, (x, y, z, w)
    assert sim.simxSetObjectQuaternion(client, sphere, -1, q, B) == 0
    ret, back = sim.simxGetObjectQuaternion(client, sphere, -1, B)
    assert ret == 0 and back == pytest.approx(q, abs=1e-5)
    ret, euler = sim.simxGetObjectOrientation(client, sphere, -1, B)
    assert ret == 0 and euler[2] == pytest.approx(0.785398, abs=1e-5)
    ret, handles = sim.simxGetObjects(client, sim.sim_handle_all, B)
    assert ret == 0 and sphere in handles
    ret, hs, _ints, _floats, names = sim.simxGetObjectGroupData(client, sim.sim_appobj_object_type, 0, B)
    assert ret == 0 and "Sphere" in names and len(hs) == len(names)
    ret, state, point, obj, normal = sim.simxReadProximitySensor(client, handle(client, "DoorSensorFront"), B)
    assert ret == 0 and state in (0, 1) and len(point) == 3 and len(normal) == 3


def test_parameters(client):
    ret, version = sim.simxGetInt32Param(client, sim.sim_intparam_program_version, B)
    assert ret == 0 and version >= 40000
    assert sim.simxGetFloatParam(client, sim.sim_floatparam_simulation_time_step, B) == (0, pytest.approx(0.005))
    assert sim.simxSetBoolParam(client, sim.sim_boolparam_realtime_simulation, 1, B) == 0
    assert sim.simxGetBoolParam(client, sim.sim_boolparam_realtime_simulation, B) == (0, 1)
    ret, _ = sim.simxGetInt32Param(client, 999999, B)
    assert ret == sim.simx_return_remote_error_flag
    ret, vel = sim.simxGetObjectFloatParam(client, handle(client, "Arm_joint1"), 2012, B)
    assert ret == 0 and vel == pytest.approx(0.0, abs=1e-3)


ECHO_SCRIPT = '''
def echo(ints, floats, strings, buffer):
    return [i * 2 for i in ints], [f + 1 for f in floats], [s.upper() for s in strings], bytes(buffer)[::-1]

def wrong_shape(ints, floats, strings, buffer):
    return [1, 2]

def broken(ints, floats, strings, buffer):
    raise RuntimeError("boom")
'''


def test_call_script_function(served, client):
    simulation = served.simulation
    served.call(lambda: simulation.scripts.add_script(simulation.scene.tree.lookup("Sphere"), ECHO_SCRIPT))
    ret, ints, floats, strings, buf = sim.simxCallScriptFunction(
        client, "Sphere", sim.sim_scripttype_childscript, "echo", [1, 2, 3], [0.5, 1.5], ["a", "bc"], bytearray(b"xyz"), B
    )
    assert ret == 0
    assert (ints, floats, strings, bytes(buf)) == ([2, 4, 6], [1.5, 2.5], ["A", "BC"], b"zyx")
    ret, *_ = sim.simxCallScriptFunction(client, "Sphere", 1, "wrong_shape", [], [], [], bytearray(), B)
    assert ret == sim.simx_return_remote_error_flag
    assert "did not produce the expected return values" in sim.simxGetLastErrors(client, B)[1][0]
    ret, *_ = sim.simxCallScriptFunction(client, "Sphere", 1, "broken", [], [], [], bytearray(), B)
    assert ret == sim.simx_return_remote_error_flag
    assert "boom" in sim.simxGetLastErrors(client, B)[1][0]
    ret, *_ = sim.simxCallScriptFunction(client, "Sphere", 1, "missing", [], [], [], bytearray(), B)
    assert ret == sim.simx_return_remote_error_flag
    # the built-in DQ robotics helper
    sphere = handle(client, "Sphere")
    ret, ints, floats, strings, buf = sim.simxCallScriptFunction(
        client, "DQRoboticsApiCommandServer", 1, "get_mass", [sphere], [], [], bytearray(), B
    )
    assert ret == 0 and ints == [] and strings == [] and len(floats) == 1
    assert floats[0] == pytest.approx(served.call(lambda: simulation.api.getShapeMass(sphere)), rel=1e-6)


def test_file_commands_refused_by_default(client, tmp_path):
    local = tmp_path / "model.ttm"
    local.write_bytes(b"data")
    assert sim.simxTransferFile(client, str(local), "model.ttm", 2000, B) == sim.simx_return_remote_error_flag
    assert "file access is disabled" in sim.simxGetLastErrors(client, B)[1][0]
    assert sim.simxLoadScene(client, "/etc/passwd", 0, B) == sim.simx_return_remote_error_flag
    assert sim.simxEraseFile(client, "model.ttm", B) == sim.simx_return_remote_error_flag
    assert sim.simxLoadModel(client, "x.ttm", 0, B)[0] == sim.simx_return_remote_error_flag


def test_file_commands_confined_to_the_file_root(tmp_path):
    root = tmp_path / "files"
    root.mkdir()
    s = start_served(file_root=root)
    try:
        cid = s.connect()
        local = tmp_path / "m.bin"
        local.write_bytes(b"payload")
        assert sim.simxTransferFile(cid, str(local), "m.bin", 2000, B) == 0
        assert (root / "m.bin").read_bytes() == b"payload"
        assert sim.simxTransferFile(cid, str(local), "../escape.bin", 2000, B) == sim.simx_return_remote_error_flag
        assert not (tmp_path / "escape.bin").exists()
        assert "outside" in sim.simxGetLastErrors(cid, B)[1][0]
        assert sim.simxEraseFile(cid, "m.bin", B) == 0
        assert not (root / "m.bin").exists()
    finally:
        sim.simxFinish(-1)
        s.host.stop()


def test_unsupported_command_fails_cleanly_and_connection_survives(client):
    ret, _ = sim.simxCopyPasteObjects(client, [handle(client, "Sphere")], B)
    assert ret == sim.simx_return_remote_error_flag
    assert "not supported" in sim.simxGetLastErrors(client, B)[1][0]
    ret = sim.simxSetObjectParent(client, handle(client, "Arm_link3"), handle(client, "Arm"), True, B)
    assert ret == sim.simx_return_remote_error_flag  # a body moved by its joint
    assert "cannot be re-parented" in sim.simxGetLastErrors(client, B)[1][0]
    assert sim.simxGetObjectHandle(client, "Floor", B)[0] == 0
    raw = get_client(client)
    assert raw is not None and raw.connection_id == 1  # never dropped


def test_kill_closes_the_connection_on_the_server(served):
    cid = served.connect()
    sim.simxGetPingTime(cid)
    assert len(served.server.connections) == 1
    sim.simxFinish(cid)
    assert wait_until(lambda: served.call(lambda: len(served.server.connections)) == 0)


def test_missing_signal_fails_without_flooding_last_errors(client):
    ret, _ = sim.simxGetStringSignal(client, "nobody_sets_this", sim.simx_opmode_streaming)
    assert ret == sim.simx_return_novalue_flag
    for _ in range(20):
        sim.simxGetPingTime(client)
    ret, _ = sim.simxGetStringSignal(client, "nobody_sets_this", sim.simx_opmode_buffer)
    assert ret & sim.simx_return_remote_error_flag  # the stream reports "not there"...
    assert sim.simxGetLastErrors(client, B) == (0, [])  # ...as CoppeliaSim does: not an error
    assert sim.simxGetIntegerSignal(client, "nobody", B)[0] == sim.simx_return_remote_error_flag


def test_set_object_parent_of_a_sensor(client):
    sensor, arm_tip = handle(client, "DoorSensorFront"), handle(client, "Arm_tip")
    assert sim.simxSetObjectParent(client, sensor, arm_tip, True, B) == 0
    assert sim.simxGetObjectParent(client, sensor, B) == (0, arm_tip)


def test_create_and_remove_a_dummy_and_reparent_a_body(client):
    door = handle(client, "DoorMotor")
    sim.simxGetJointPosition(client, door, sim.simx_opmode_streaming)
    ret, dummy = sim.simxCreateDummy(client, 0.1, [255, 0, 0] + [0] * 9, B)
    assert ret == 0 and dummy >= 0
    sim.simxGetPingTime(client)
    assert sim.simxGetJointPosition(client, door, sim.simx_opmode_buffer)[0] == 0  # streams go on
    assert sim.simxGetObjectParent(client, dummy, B) == (0, -1)
    assert sim.simxRemoveObject(client, dummy, B) == 0
    assert sim.simxGetObjectParent(client, dummy, B)[1] == -1  # gone ("always succeeds")
    sphere, arm = handle(client, "Sphere"), handle(client, "Arm")
    assert sim.simxSetObjectParent(client, sphere, arm, True, B) == 0
    assert sim.simxGetObjectParent(client, sphere, B) == (0, arm)
    assert sim.simxSetObjectParent(client, sphere, -1, True, B) == 0
    assert sim.simxGetObjectParent(client, sphere, B) == (0, -1)
    assert sim.simxRemoveObject(client, sphere, B) == sim.simx_return_remote_error_flag  # part of the model


def test_load_a_model_within_the_file_root(tmp_path):
    root = tmp_path / "files"
    root.mkdir()
    (root / "crate.xml").write_text(
        '<mujoco><worldbody><body name="Crate" pos="0 4 1"><freejoint/>'
        '<geom type="box" size="0.1 0.1 0.1"/></body></worldbody></mujoco>'
    )
    s = start_served(file_root=root)
    try:
        cid = s.connect()
        ret, base = sim.simxLoadModel(cid, "crate.xml", 0, B)
        assert ret == 0 and base == handle(cid, "Crate")
        assert sim.simxLoadModel(cid, "../crate.xml", 0, B)[0] == sim.simx_return_remote_error_flag
    finally:
        sim.simxFinish(-1)
        s.host.stop()
