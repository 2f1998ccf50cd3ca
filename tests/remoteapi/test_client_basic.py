"""Client semantics against the scripted peer: connection, blocking, oneshot, return codes."""

from __future__ import annotations

import socket
import time

import pytest

from scripted_peer import ScriptedPeer
from tether.remoteapi import commands as C
from tether.remoteapi import sim
from tether.remoteapi.client import RemoteApiClient
from legacy_fixtures import wait_until  # noqa: E402
from tether.remoteapi.protocol import OPMODE_ONESHOT

B = sim.simx_opmode_blocking




def test_start_finish_and_ids(peer):
    cid = sim.simxStart("localhost", peer.port, True, True, 2000, 5)  # host names resolve
    assert cid >= 0
    assert sim.simxGetConnectionId(cid) == 1
    assert sim.simxStart("localhost", peer.port, True, True, 2000, 5) == -1  # same address+port
    sim.simxFinish(cid)
    assert peer.closed_by_kill.wait(2)
    last = peer.received[-1].commands[-1]
    assert last.command_id == C.KILL_CONNECTION and last.op_mode == OPMODE_ONESHOT
    assert last.pure_data == b"\0\0\0\0" and last.declared_data_size == 4
    assert sim.simxGetConnectionId(cid) == -1
    assert sim.simxGetObjectHandle(cid, "Floor", B) == (sim.simx_return_initialize_error_flag, 0)
    assert sim.simxGetPingTime(cid)[0] == sim.simx_return_initialize_error_flag


def test_no_server_and_no_reconnect_fails_fast():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()  # nothing listens there
    t0 = time.monotonic()
    assert sim.simxStart("127.0.0.1", port, True, True, 3000, 5) == -1
    assert time.monotonic() - t0 < 2.5


def test_blocking_found_and_remote_error(client):
    assert sim.simxGetObjectHandle(client, "Floor", B) == (0, 10)
    assert sim.simxGetObjectHandle(client, "Nope", B) == (sim.simx_return_remote_error_flag, 0)
    # a blocking call deletes its reply: a buffer read afterwards finds nothing
    assert sim.simxGetObjectHandle(client, "Floor", sim.simx_opmode_buffer) == (1, 0)


def test_oneshot_then_buffer_and_stale_values(client, peer):
    assert sim.simxGetObjectHandle(client, "Floor", sim.simx_opmode_oneshot) == (1, 0)
    assert wait_until(lambda: sim.simxGetObjectHandle(client, "Floor", sim.simx_opmode_buffer)[0] == 0)
    assert sim.simxGetObjectHandle(client, "Floor", sim.simx_opmode_buffer) == (0, 10)
    # oneshot returns whatever is already in the inbox (stale value), without waiting
    assert sim.simxGetObjectHandle(client, "Floor", sim.simx_opmode_oneshot) == (0, 10)
    # remove: 0 when an entry was deleted, novalue otherwise
    assert wait_until(lambda: len(peer.commands_received()) >= 2)
    time.sleep(0.05)
    assert sim.simxGetObjectHandle(client, "Floor", sim.simx_opmode_remove) == (0, 0)
    assert sim.simxGetObjectHandle(client, "Floor", sim.simx_opmode_remove) == (1, 0)
    assert sim.simxGetObjectHandle(client, "Floor", sim.simx_opmode_buffer) == (1, 0)


def test_blocking_timeout_uses_negative_start_timeout(peer):
    cid = sim.simxStart("127.0.0.1", peer.port, True, True, -200, 5)
    assert cid >= 0
    peer.silent = True
    t0 = time.monotonic()
    ret, handle = sim.simxGetObjectHandle(cid, "Floor", B)
    elapsed = time.monotonic() - t0
    assert ret == sim.simx_return_novalue_flag | sim.simx_return_timeout_flag
    assert handle == 0
    assert 0.15 <= elapsed < 2.0


def test_signals_roundtrip(client):
    assert sim.simxSetInt32Signal(client, "i", -5, B) == 0
    assert sim.simxGetInt32Signal(client, "i", B) == (0, -5)
    assert sim.simxGetIntegerSignal(client, "i", B) == (0, -5)
    assert sim.simxGetInt32Signal(client, "missing", B) == (8, 0)
    assert sim.simxSetFloatSignal(client, "f", 1.5, B) == 0
    assert sim.simxGetFloatSignal(client, "f", B) == (0, 1.5)
    value = b"a\0b" + bytes(3000)  # embedded NUL, multi-packet both ways
    assert sim.simxSetStringSignal(client, "s", value, B) == 0
    assert sim.simxGetStringSignal(client, "s", B) == (0, bytearray(value))
    assert sim.simxClearInt32Signal(client, "i", B) == 0
    assert sim.simxGetInt32Signal(client, "i", B) == (8, 0)


def test_read_string_stream_accumulates_and_blocking_is_illegal(client, peer):
    assert sim.simxReadStringStream(client, "st", B) == (sim.simx_return_illegal_opmode_flag, bytearray())
    n = len(peer.received)
    sim.simxReadStringStream(client, "st", sim.simx_opmode_streaming)
    sim.simxWriteStringStream(client, "st", b"abc", sim.simx_opmode_oneshot)
    sim.simxWriteStringStream(client, "st", b"def", sim.simx_opmode_oneshot)
    got = bytearray()
    deadline = time.monotonic() + 3
    while got != b"abcdef" and time.monotonic() < deadline:
        ret, data = sim.simxReadStringStream(client, "st", sim.simx_opmode_buffer)
        if ret == 0:
            got += data
        time.sleep(0.003)
    assert got == b"abcdef"
    appends = [c for c in peer.commands_received()[n:] if c.command_id == C.APPEND_STRING_SIGNAL]
    assert len(appends) == 2 and all(c.no_overwrite for c in appends)


def test_ping_masks_remote_error_and_last_cmd_time(peer):
    def handler(cmd):
        return cmd.reply(b"\0\0\0\0", failed=True, sim_time=1234)

    peer.handler = handler
    cid = sim.simxStart("127.0.0.1", peer.port, True, True, 2000, 5)
    ret, ms = sim.simxGetPingTime(cid)
    assert ret == 0 and ms >= 0
    assert sim.simxGetLastCmdTime(cid) == 1234
    assert sim.simxGetObjectHandle(cid, "x", B)[0] == 8


def test_message_info(client, peer):
    assert sim.simxGetInMessageInfo(client, sim.simx_headeroffset_server_state) == (-1, 0)
    assert sim.simxGetOutMessageInfo(client, sim.simx_headeroffset_version) == (1, 11)
    ret, next_id = sim.simxGetOutMessageInfo(client, sim.simx_headeroffset_message_id)
    assert ret == 1 and next_id >= 1
    assert sim.simxGetOutMessageInfo(client, 99) == (-1, 0)
    sim.simxGetObjectHandle(client, "Floor", B)
    assert sim.simxGetInMessageInfo(client, sim.simx_headeroffset_version) == (1, 11)
    assert sim.simxGetInMessageInfo(client, sim.simx_headeroffset_server_state) == (1, 1)
    assert sim.simxGetInMessageInfo(client, sim.simx_headeroffset_scene_id) == (1, 0x1234)
    ret, mid = sim.simxGetInMessageInfo(client, sim.simx_headeroffset_message_id)
    assert ret == 1 and mid < sim.simxGetOutMessageInfo(client, 3)[1]


def test_lag_server_blocking_waits_for_tagged_reply(lag_peer):
    cid = sim.simxStart("127.0.0.1", lag_peer.port, True, True, 2000, 5)
    for _ in range(3):
        assert sim.simxGetObjectHandle(cid, "Floor", B) == (0, 10)
        assert sim.simxGetInt32Param(cid, 1, B) == (0, 40500)


def test_blocking_call_does_not_wait_for_the_cycle(peer):
    cid = sim.simxStart("127.0.0.1", peer.port, True, True, 2000, 3000)  # 3 s cycle
    time.sleep(0.05)
    t0 = time.monotonic()
    for _ in range(5):
        assert sim.simxGetObjectHandle(cid, "Floor", B) == (0, 10)
    assert time.monotonic() - t0 < 2.0  # five cycles would take 15 s


def test_reconnection_gives_new_connection_id(peer):
    cid = sim.simxStart("127.0.0.1", peer.port, True, False, 2000, 5)
    assert sim.simxGetConnectionId(cid) == 1
    sim.simxGetObjectHandle(cid, "Floor", sim.simx_opmode_streaming)
    assert wait_until(lambda: sim.simxGetObjectHandle(cid, "Floor", sim.simx_opmode_buffer)[0] == 0)
    peer.drop()
    assert wait_until(lambda: sim.simxGetConnectionId(cid) == 2)
    assert wait_until(lambda: peer.accepted == 2)
    # the inbox was cleared on disconnect, ids continue
    assert sim.simxGetObjectHandle(cid, "Floor", sim.simx_opmode_buffer)[0] == 1
    assert sim.simxGetObjectHandle(cid, "Floor", B) == (0, 10)
    first_ids = [m.header.message_id for m in peer.received]
    assert first_ids == sorted(first_ids) and len(set(first_ids)) == len(first_ids)


def test_no_reconnect_stays_disconnected(peer):
    cid = sim.simxStart("127.0.0.1", peer.port, True, True, -300, 5)
    peer.drop()
    assert wait_until(lambda: sim.simxGetConnectionId(cid) == -1)
    time.sleep(0.3)
    assert peer.accepted == 1
    assert sim.simxGetObjectHandle(cid, "Floor", B)[0] & sim.simx_return_timeout_flag


def test_wait_until_connected_false_queues_commands():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    cid = sim.simxStart("127.0.0.1", port, False, False, 2000, 5)
    try:
        assert cid >= 0 and sim.simxGetConnectionId(cid) == -1
        assert sim.simxSetInt32Signal(cid, "early", 7, sim.simx_opmode_oneshot) == 1
        with ScriptedPeer(port=port) as p:
            assert wait_until(lambda: sim.simxGetConnectionId(cid) == 1)
            assert sim.simxGetInt32Signal(cid, "early", B) == (0, 7)
            assert p.accepted == 1
    finally:
        sim.simxFinish(cid)


def test_idle_client_slows_its_heartbeat(peer):
    cid = sim.simxStart("127.0.0.1", peer.port, True, True, 2000, 5)
    time.sleep(1.3)  # idle: no commands, no streams
    n0 = len(peer.received)
    time.sleep(0.5)
    idle = len(peer.received) - n0
    assert 1 <= idle <= 15  # a 5 ms cycle would send ~100
    sim.simxGetObjectHandle(cid, "Floor", sim.simx_opmode_streaming)
    time.sleep(0.2)
    n1 = len(peer.received)
    time.sleep(0.3)
    assert len(peer.received) - n1 > 15  # with a stream the cycle rate is back


def test_client_class_context_manager(peer):
    with RemoteApiClient("127.0.0.1", peer.port, cycle_ms=5) as c:
        ret, reply = c.request(C.GET_OBJECT_HANDLE, B, strings=("Floor",))
        assert ret == 0 and reply.pure_data == b"\n\0\0\0"
        assert c.connection_id == 1
    assert c.connection_id == -1
    with pytest.raises(ValueError):
        RemoteApiClient("127.0.0.1", 0)
