"""sim.py builds requests byte-identical to the official client's captures (spec §8, §9)."""

from __future__ import annotations

import struct
import time

import pytest

from tether.remoteapi import sim
from tether.remoteapi.protocol import encode_command

B = sim.simx_opmode_blocking


def hx(text: str) -> bytes:
    return bytes.fromhex(text.replace("xx", "00"))


CASES = [
    (
        lambda c: sim.simxGetObjectHandle(c, "Floor", B),
        "20 00 00 00 20 00 00 00 06 00 00 00 00 00 01 30 01 00 00 00 xx xx xx xx 00 xx 46 6c 6f 6f 72 00",
    ),
    (lambda c: sim.simxSynchronous(c, True),
     "1a 00 00 00 1a 00 00 00 00 00 00 00 00 00 01 00 01 00 00 00 xx xx xx xx 00 xx"),
    (lambda c: sim.simxStartSimulation(c, B),
     "1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 07 10 01 00 00 00 xx xx xx xx 00 xx 00 00 00 00"),
    (lambda c: sim.simxSynchronousTrigger(c),
     "1a 00 00 00 1a 00 00 00 00 00 00 00 00 00 03 00 01 00 00 00 xx xx xx xx 00 xx"),
    (lambda c: sim.simxGetPingTime(c),
     "1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 21 10 01 00 00 00 xx xx xx xx 00 xx 01 00 00 00"),
    (lambda c: sim.simxGetJointPosition(c, 20, sim.simx_opmode_streaming),
     "1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 01 10 02 00 00 00 xx xx xx xx 00 xx 14 00 00 00"),
    (lambda c: sim.simxGetJointPosition(c, 20, sim.simx_opmode_discontinue),
     "1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 01 10 05 00 00 00 xx xx xx xx 00 xx 14 00 00 00"),
    (
        # DQ_VrepInterface.get_center_of_mass(handle 20), spec §8 captured pure data
        lambda c: sim.simxCallScriptFunction(
            c, "DQRoboticsApiCommandServer", 1, "get_center_of_mass", [20], [], ["body_frame"],
            bytearray(), B,
        ),
        None,
    ),
]


@pytest.mark.parametrize("index", range(len(CASES)))
def test_request_bytes(client, peer, index):
    call, expected = CASES[index]
    n = len(peer.commands_received())
    call(client)
    assert peer.wait_for(lambda: len(peer.commands_received()) > n)
    cmd = peer.commands_received()[n]
    wire = encode_command(cmd)
    if expected is not None:
        assert wire == hx(expected)
    else:
        cd = struct.pack("<i", 1) + b"DQRoboticsApiCommandServer\0get_center_of_mass\0"
        pd = hx("01000000 00000000 01000000 00000000 14000000") + b"body_frame\0"
        size = 26 + len(cd) + len(pd)
        head = struct.pack("<iiHiiHiBB", size, size, len(cd), 0, 0x013401, 0, 0, 1, 0)
        assert wire == head + cd + pd


def test_message_header_fields(client, peer):
    sim.simxGetObjectHandle(client, "Floor", B)
    raw = [r for r, m in zip(peer.raw_received, peer.received) if m.commands][0]
    assert raw[:6] == hx("01 00 32 00 00 00")
    assert raw[6:9] == hx("00 00 0b")  # crc 0, version 11
    assert raw[17:24] == bytes(7)  # server time / scene / state: 0
    ids = [m.header.message_id for m in peer.received]
    assert ids == list(range(len(ids)))  # starts at 0, +1 per message
    assert all(0 <= m.header.client_time < 2**26 for m in peer.received)


def test_multi_packet_request(client, peer):
    sim.simxSetStringSignal(client, "big", bytes(3000), B)
    raw = [r for r, m in zip(peer.raw_received, peer.received) if m.commands][0]
    assert len(raw) == 3048 + 18
    assert raw[0:6] == hx("01 00 0e 05 02 00")
    assert raw[1300:1306] == hx("01 00 0e 05 01 00")
    assert raw[2600:2606] == hx("01 00 cc 01 00 00")


@pytest.mark.parametrize(
    "call, command_word, cd, pd",
    [
        (lambda c: sim.simxSetObjectPosition(c, 5, -1, [1, 2, 3], B), 0x1101B,
         struct.pack("<i", 5), struct.pack("<i3f", -1, 1, 2, 3)),
        (lambda c: sim.simxSetObjectQuaternion(c, 5, -1, [0, 0, 0, 1], B), 0x11801,
         struct.pack("<i", 5), struct.pack("<i4f", -1, 0, 0, 0, 1)),
        (lambda c: sim.simxGetObjectQuaternion(c, 5, -1, B), 0x12801,
         struct.pack("<ii", 5, -1), b""),
        (lambda c: sim.simxSetObjectParent(c, 5, 6, True, B), 0x1101C,
         struct.pack("<i", 5), struct.pack("<iB", 6, 1)),
        (lambda c: sim.simxGetObjectFloatParameter(c, 7, 2012, B), 0x12007,
         struct.pack("<ii", 7, 2012), b""),
        (lambda c: sim.simxSetJointMaxForce(c, 7, 2.5, B), 0x1100E,
         struct.pack("<i", 7), struct.pack("<f", 2.5)),
        (lambda c: sim.simxGetObjectGroupData(c, 109, 0, B), 0x1200C,
         struct.pack("<ii", 109, 0), b""),
        (lambda c: sim.simxCopyPasteObjects(c, [3, 4], B), 0x1102E,
         struct.pack("<i", 0), struct.pack("<2i", 3, 4)),
        (lambda c: sim.simxCreateDummy(c, 0.5, None, B), 0x10009, b"",
         struct.pack("<fB", 0.5, 0) + bytes(12)),
        (lambda c: sim.simxSetBooleanParameter(c, 29, True, B), 0x11020,
         struct.pack("<i", 29), struct.pack("<i", 1)),
        (lambda c: sim.simxGetVisionSensorImage(c, 9, 1, B), 0x11003, struct.pack("<i", 9), b""),
        (lambda c: sim.simxStopSimulation(c, sim.simx_opmode_oneshot), 0x01007,
         struct.pack("<i", 2), b""),
    ],
)
def test_command_layouts(client, peer, call, command_word, cd, pd):
    n = len(peer.commands_received())
    call(client)
    assert peer.wait_for(lambda: len(peer.commands_received()) > n)
    cmd = peer.commands_received()[n]
    assert (cmd.word, cmd.command_data, cmd.pure_data) == (command_word, cd, pd)


def test_kill_is_last_and_finish_is_quick(peer):
    cid = sim.simxStart("127.0.0.1", peer.port, True, True, 2000, 5)
    sim.simxSetJointPosition(cid, 1, 0.5, sim.simx_opmode_oneshot)
    t0 = time.monotonic()
    sim.simxFinish(cid)
    assert time.monotonic() - t0 < 1.0
    assert peer.closed_by_kill.wait(2)
    kill = peer.received[-1].commands[-1]
    assert encode_command(kill) == hx(
        "1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 0a 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00"
    )
