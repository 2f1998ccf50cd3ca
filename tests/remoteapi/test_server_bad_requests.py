"""Requests that do not have their command's layout, over real sockets: each gets the
remote-error flag and a last-error text, the connection goes on, and the log gets one-line
warnings only (at most one per peer per second), never a traceback."""

from __future__ import annotations

import logging
import socket
import struct
import time

import pytest

from legacy_fixtures import start_served
from tether.remoteapi import commands as C
from tether.remoteapi import sim
from tether.remoteapi.protocol import (
    OPMODE_BLOCKING,
    Command,
    MessageHeader,
    PacketAssembler,
    decode_message,
    encode_command,
    encode_message,
    frame_message,
)

B = sim.simx_opmode_blocking


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    root = tmp_path_factory.mktemp("files")
    (root / "folder").mkdir()
    s = start_served(file_root=root)
    yield s, root
    sim.simxFinish(-1)
    s.host.stop()


class RawClient:
    """A bare socket speaking the codec, one message and one reply at a time."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.assembler = PacketAssembler()
        self.next_id = 1

    def exchange(self, body_commands: bytes) -> list[Command]:
        header = MessageHeader(self.next_id, 0).pack()
        self.next_id += 1
        self.sock.sendall(frame_message(header + body_commands))
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            data = self.sock.recv(65536)
            assert data, "the server closed the connection"
            bodies = self.assembler.feed(data)
            if bodies:
                return list(decode_message(bodies[-1]).commands)
        raise AssertionError("no reply within 5 s")

    def last_errors(self) -> list[str]:
        (reply,) = self.exchange(encode_command(Command.build(C.GET_LAST_ERRORS, OPMODE_BLOCKING)))
        return [t.decode() for t in reply.pure_data[4:].split(b"\0") if t]

    def works(self) -> bool:
        cmd = Command.build(C.GET_OBJECT_HANDLE, OPMODE_BLOCKING, strings=("Floor",))
        (reply,) = self.exchange(encode_command(cmd))
        return not reply.failed and len(reply.pure_data) == 4

    def close(self) -> None:
        self.sock.close()


def raw_command(raw_id: int, data: bytes, pure: bytes = b"") -> bytes:
    mem = 26 + len(data) + len(pure)
    return struct.pack("<iiHiiHiBB", mem, mem, len(data), 0, raw_id | OPMODE_BLOCKING, 0, 0, 0, 0) + data + pure


INT_INT = [raw for raw in range(C.INT_INT_START + 1, C.INT_INT_START + 0x11)] + [C.GET_OBJECT_QUATERNION]


def test_one_int_for_int_int_commands_is_a_remote_error_not_a_crash(served, caplog):
    s, _ = served
    client = RawClient(s.port)
    try:
        for raw in INT_INT:
            (reply,) = client.exchange(raw_command(raw, struct.pack("<i", 7)))
            assert reply.failed and reply.command_id == raw
            (text,) = client.last_errors()
            if raw == C.GET_UI_EVENT_BUTTON:  # the one command sent this way: well formed, refused
                assert "not supported" in text
            else:
                assert "command data of 4 bytes, expected 8" in text, text
        assert client.works()
    finally:
        client.close()
    assert not [r for r in caplog.records if r.exc_info or "Traceback" in r.getMessage()]


@pytest.mark.parametrize(
    "raw, data, pure, why",
    [
        (C.SET_JOINT_POSITION, struct.pack("<i", 16), b"\0\0", "pure data of 2 bytes, expected 4 bytes"),
        (C.GET_JOINT_POSITION, struct.pack("<i", 16), b"\0" * 4, "pure data of 4 bytes, expected 0 bytes"),
        (C.SET_OBJECT_POSITION, struct.pack("<i", 1), b"\0" * 17, "expected 16 bytes"),
        (C.GET_OBJECT_HANDLE, b"Floor", b"", "no NUL terminator"),
        (C.CALL_SCRIPT_FUNCTION, struct.pack("<i", 1) + b"a\0f\0", struct.pack("<4i", 99, 0, 0, 0), "script data"),
        (C.CALL_SCRIPT_FUNCTION, struct.pack("<i", 1) + b"a\0", b"", "strings"),
        (C.SET_OBJECT_SELECTION, struct.pack("<i", 0), b"\0" * 5, "multiple of 4"),
        (C.GET_INTEGER_PARAMETER, b"\1\0", b"", "command data of 2 bytes"),
    ],
)
def test_bad_layout_gets_remote_error_and_connection_goes_on(served, raw, data, pure, why):
    s, _ = served
    client = RawClient(s.port)
    try:
        (reply,) = client.exchange(raw_command(raw, data, pure))
        assert reply.failed
        (text,) = client.last_errors()
        assert why in text and C.command_name(raw) in text
        assert client.works()
    finally:
        client.close()


@pytest.mark.parametrize(
    "name, why",
    [
        (".", "outside"),
        ("..", "outside"),
        ("", "empty"),
        ("a/../../x.bin", "outside"),
        ("/etc/hostname", "outside"),
        ("x" * 5000, "too long"),
        ("d/" + "y" * 300, "too long"),
        ("folder", "is a folder"),
        ("bad\x01name", "control characters"),
    ],
)
def test_file_commands_refuse_bad_names_cleanly(served, name, why, caplog):
    s, root = served
    cid = s.connect()
    try:
        before = sorted(p.name for p in root.parent.iterdir())
        assert sim.simxEraseFile(cid, name, B) == sim.simx_return_remote_error_flag
        assert why in sim.simxGetLastErrors(cid, B)[1][0]
        ret = sim._CALLS[C.TRANSFER_FILE](cid, B, (name,), (b"data",))
        assert ret == sim.simx_return_remote_error_flag
        assert why in sim.simxGetLastErrors(cid, B)[1][0]
        assert sorted(p.name for p in root.parent.iterdir()) == before
        assert (root / "folder").is_dir()
    finally:
        sim.simxFinish(cid)
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]


def test_repeated_bad_input_is_logged_once_per_peer_per_second(served, caplog):
    s, _ = served
    caplog.set_level(logging.INFO, logger="tether")
    client = RawClient(s.port)
    bad = raw_command(C.GET_OBJECT_POSITION, struct.pack("<i", 1))
    started = time.monotonic()
    try:
        for _ in range(300):  # one message each, every one answered
            (reply,) = client.exchange(bad + raw_command(C.SET_JOINT_POSITION, struct.pack("<i", 1), b"\0"))[:1]
            assert reply.failed
        elapsed = time.monotonic() - started
        assert client.works()
    finally:
        client.close()
    records = [r for r in caplog.records if r.name.startswith("tether")]
    bad_lines = [r for r in records if "layout" in r.getMessage() or "expected" in r.getMessage()]
    assert 1 <= len(bad_lines) <= int(elapsed) + 2, [r.getMessage() for r in bad_lines]
    for r in records:
        assert r.exc_info is None and "\n" not in r.getMessage()
    assert all(r.levelno == logging.WARNING for r in bad_lines)


def test_a_flood_of_bad_messages_through_encode_message_keeps_the_server_healthy(served):
    s, _ = served
    good = s.connect()
    try:
        with socket.create_connection(("127.0.0.1", s.port), timeout=5) as sock:
            wire = encode_message(MessageHeader(1, 0), [Command(C.CHECK_DISTANCE, OPMODE_BLOCKING, 0, b"\0\0\0\0")])
            sock.sendall(wire * 50)
            assembler, replies = PacketAssembler(), []
            deadline = time.monotonic() + 5
            while len(replies) < 50 and time.monotonic() < deadline:
                replies += assembler.feed(sock.recv(65536))
            assert len(replies) == 50
            assert all(decode_message(r).commands[0].failed for r in replies)
        assert sim.simxGetObjectHandle(good, "Floor", B)[0] == 0
    finally:
        sim.simxFinish(good)
