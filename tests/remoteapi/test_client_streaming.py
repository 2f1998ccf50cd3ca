"""Streaming, discontinue, outbox merge rules, pause communication and split transfers."""

from __future__ import annotations

import struct
import time

from tether.remoteapi import commands as C
from tether.remoteapi import sim
from legacy_fixtures import wait_until  # noqa: E402
from tether.remoteapi.protocol import (
    OPMODE_BLOCKING,
    OPMODE_ONESHOT_SPLIT,
    OPMODE_STREAMING,
)

B = sim.simx_opmode_blocking
BUF = sim.simx_opmode_buffer




def messages_with(peer, command_id):
    return [m for m in peer.received if any(c.command_id == command_id for c in m.commands)]


def test_streaming_buffer_discontinue(client, peer):
    assert sim.simxGetJointPosition(client, 20, sim.simx_opmode_streaming) == (1, 0.0)
    assert wait_until(lambda: sim.simxGetJointPosition(client, 20, BUF)[0] == 0)
    first = sim.simxGetJointPosition(client, 20, BUF)[1]
    assert wait_until(lambda: sim.simxGetJointPosition(client, 20, BUF)[1] > first)  # values move
    ret, last = sim.simxGetJointPosition(client, 20, sim.simx_opmode_discontinue)
    assert ret == 0  # still the last streamed value
    assert wait_until(lambda: sim.simxGetJointPosition(client, 20, BUF)[0] == 1)
    n = len(peer.received)
    time.sleep(0.1)
    assert not [c for m in peer.received[n:] for c in m.commands if c.command_id == C.GET_JOINT_POSITION]


def test_streaming_delay_field_on_the_wire(client, peer):
    sim.simxGetJointPosition(client, 21, sim.simx_opmode_streaming + 100)
    assert wait_until(lambda: messages_with(peer, C.GET_JOINT_POSITION))
    (cmd,) = [c for c in peer.commands_received() if c.command_id == C.GET_JOINT_POSITION]
    assert (cmd.op_mode, cmd.arg, cmd.ints) == (OPMODE_STREAMING, 100, (21,))


def test_pause_communication_batches_and_updates_in_place(client, peer):
    assert sim.simxPauseCommunication(client, True) == 0
    n = len(peer.received)
    sim.simxSetJointPosition(client, 1, 0.5, sim.simx_opmode_oneshot)
    sim.simxSetJointPosition(client, 2, 0.25, sim.simx_opmode_oneshot)
    sim.simxSetJointPosition(client, 1, 0.75, sim.simx_opmode_oneshot)
    sim.simxAddStatusbarMessage(client, "hi", sim.simx_opmode_oneshot)
    sim.simxAddStatusbarMessage(client, "hi", sim.simx_opmode_oneshot)  # no-overwrite: both go
    time.sleep(0.05)
    assert not [m for m in peer.received[n:] if m.commands]  # nothing sent while paused
    assert sim.simxPauseCommunication(client, False) == 0
    assert wait_until(lambda: messages_with(peer, C.SET_JOINT_POSITION))
    (message,) = messages_with(peer, C.SET_JOINT_POSITION)
    got = [(c.command_id, c.ints, c.pure_data) for c in message.commands]
    assert got == [
        (C.SET_JOINT_POSITION, (1,), struct.pack("<f", 0.75)),
        (C.SET_JOINT_POSITION, (2,), struct.pack("<f", 0.25)),
        (C.ADD_STATUSBAR_MESSAGE, (), b""),
        (C.ADD_STATUSBAR_MESSAGE, (), b""),
    ]
    assert all(c.no_overwrite for c in message.commands[2:])


def test_outbox_oneshot_then_streaming_keeps_old_delay(client, peer):
    """Spec §5.2 capture: oneshot then streaming+50 of one key → one command, streaming, delay 0."""
    sim.simxPauseCommunication(client, True)
    sim.simxGetJointPosition(client, 20, sim.simx_opmode_oneshot)
    sim.simxGetJointPosition(client, 20, sim.simx_opmode_streaming + 50)
    sim.simxPauseCommunication(client, False)
    assert wait_until(lambda: messages_with(peer, C.GET_JOINT_POSITION))
    cmds = [c for c in messages_with(peer, C.GET_JOINT_POSITION)[0].commands]
    assert [(c.op_mode, c.arg) for c in cmds] == [(OPMODE_STREAMING, 0)]


def test_outbox_buffer_payload_moves_to_the_end(client, peer):
    sim.simxPauseCommunication(client, True)
    sim.simxSetStringSignal(client, "a", b"1", sim.simx_opmode_oneshot)
    sim.simxSetInt32Signal(client, "b", 1, sim.simx_opmode_oneshot)
    sim.simxSetStringSignal(client, "a", b"22", sim.simx_opmode_oneshot)
    sim.simxPauseCommunication(client, False)
    assert wait_until(lambda: messages_with(peer, C.SET_STRING_SIGNAL))
    cmds = messages_with(peer, C.SET_STRING_SIGNAL)[0].commands
    assert [(c.command_id, c.pure_data) for c in cmds] == [
        (C.SET_INTEGER_SIGNAL, struct.pack("<i", 1)),
        (C.SET_STRING_SIGNAL, b"22"),
    ]


def test_blocking_while_paused_times_out_then_goes_out(peer):
    cid = sim.simxStart("127.0.0.1", peer.port, True, True, -150, 5)
    sim.simxPauseCommunication(cid, True)
    assert sim.simxGetObjectHandle(cid, "Floor", B) == (3, 0)
    sim.simxPauseCommunication(cid, False)
    assert wait_until(lambda: sim.simxGetObjectHandle(cid, "Floor", BUF) == (0, 10))


def test_blocking_replaces_stream_on_server(client, peer):
    sim.simxGetInt32Param(client, 1, sim.simx_opmode_streaming)
    assert wait_until(lambda: sim.simxGetInt32Param(client, 1, BUF)[0] == 0)
    assert sim.simxGetPingTime(client)[0] == 0
    cmds = [c for c in peer.commands_received() if c.command_id == C.GET_INTEGER_PARAMETER]
    assert [c.op_mode for c in cmds] == [OPMODE_STREAMING, OPMODE_BLOCKING]


def test_split_upload(client, peer):
    value = bytes(range(256))
    op = sim.simx_opmode_oneshot_split + 100
    assert sim.simxSetStringSignal(client, "big", value, op) == 1
    # immediate repeat while the upload runs: split_progress | novalue
    assert sim.simxSetStringSignal(client, "big", value, op) == 0x11
    assert wait_until(lambda: sim.simxGetStringSignal(client, "big", B) == (0, bytearray(value)))
    chunks = [c for c in peer.commands_received() if c.command_id == C.SET_STRING_SIGNAL]
    assert [(c.chunk_offset, len(c.pure_data), c.total_pure_size) for c in chunks] == [
        (0, 100, 256),
        (100, 100, 256),
        (200, 56, 256),
    ]
    assert all(c.op_mode == OPMODE_ONESHOT_SPLIT and c.arg == 100 for c in chunks)
    # one chunk per message
    assert len(messages_with(peer, C.SET_STRING_SIGNAL)) == 3


def test_split_upload_chunk_size_is_clamped(client, peer):
    sim.simxSetStringSignal(client, "c", bytes(250), sim.simx_opmode_oneshot_split + 10)
    assert wait_until(lambda: len(messages_with(peer, C.SET_STRING_SIGNAL)) == 3)
    chunks = [c for c in peer.commands_received() if c.command_id == C.SET_STRING_SIGNAL]
    assert [len(c.pure_data) for c in chunks] == [100, 100, 50]


def test_streaming_split_reply_reassembles_image(client, peer):
    image = peer.handler.image
    ret, res, pixels = sim.simxGetVisionSensorImage(client, 30, 0, sim.simx_opmode_streaming_split + 300)
    assert ret == 1
    assert wait_until(lambda: sim.simxGetVisionSensorImage(client, 30, 0, BUF)[0] == 0)
    ret, res, pixels = sim.simxGetVisionSensorImage(client, 30, 0, BUF)
    assert res == [16, 16]
    assert bytes(p & 0xFF for p in pixels) == image
    assert min(pixels) < 0  # signed bytes like the official binding


def test_oneshot_split_reply(client, peer):
    op = sim.simx_opmode_oneshot_split + 200
    sim.simxGetVisionSensorImage(client, 30, 0, op)
    assert wait_until(lambda: sim.simxGetVisionSensorImage(client, 30, 0, BUF)[0] == 0)
    _, res, pixels = sim.simxGetVisionSensorImage(client, 30, 0, BUF)
    assert bytes(p & 0xFF for p in pixels) == peer.handler.image


def test_call_script_function_and_last_errors(client, peer):
    ret, ints, floats, strings, buf = sim.simxCallScriptFunction(
        client, "Scr", 1, "fn", [1, 2, 3], [0.5, 1.5], ["a", "bc"], bytearray(b"xyz"), B
    )
    assert (ret, ints, floats, strings, buf) == (0, [1, 2, 3], [0.5, 1.5], ["a", "bc"], bytearray(b"xyz"))
    (cmd,) = [c for c in peer.commands_received() if c.command_id == C.CALL_SCRIPT_FUNCTION]
    assert cmd.ints == (1,) and cmd.strings == (b"Scr", b"fn") and cmd.no_overwrite
    assert sim.simxGetLastErrors(client, B) == (0, ["first", "second"])


def test_unknown_command_gets_remote_error(client):
    assert sim.simxGetObjectVelocity(client, 5, B) == (8, [0.0] * 3, [0.0] * 3)
    assert sim.simxReadProximitySensor(client, 5, B)[0] == 8
    assert sim.simxGetObjects(client, sim.sim_handle_all, B) == (8, [])
