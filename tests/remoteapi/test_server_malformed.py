"""Malformed traffic never takes the legacy server down: the offending connection is closed
(with a logged reason), the simulation and the other clients carry on.  (Well-framed commands
of the wrong layout are answered with a remote error instead: test_server_bad_requests.py.)"""

from __future__ import annotations

import socket
import struct

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from legacy_fixtures import start_served, wait_until
from tether.remoteapi import commands as C
from tether.remoteapi import sim
from tether.remoteapi.protocol import OPMODE_BLOCKING, Command, MessageHeader, encode_message

B = sim.simx_opmode_blocking


@pytest.fixture(scope="module")
def setup():
    s = start_served()
    good = s.connect()
    s.call(s.simulation.start)  # free-running: the simulation must keep going too
    yield s, good
    sim.simxFinish(-1)
    s.host.stop()


def send_and_close(port: int, data: bytes, half_close: bool = True) -> bytes:
    """Send raw bytes, then read whatever comes back until the server closes or 0.3 s pass."""
    with socket.create_connection(("127.0.0.1", port), timeout=2) as sock:
        sock.sendall(data)
        if half_close:
            sock.shutdown(socket.SHUT_WR)
        sock.settimeout(0.3)
        got = b""
        try:
            while chunk := sock.recv(65536):
                got += chunk
        except (TimeoutError, ConnectionResetError):
            pass
        return got


def assert_healthy(s, good: int) -> None:
    before = s.simulation.loop.pass_count
    assert sim.simxGetObjectHandle(good, "Floor", B)[0] == 0
    assert wait_until(lambda: s.simulation.loop.pass_count > before)
    assert wait_until(lambda: len(s.server.connections) == 1)  # only the good client is left


def packet(body: bytes, left: int = 0, probe: int = 1) -> bytes:
    return struct.pack("<HHH", probe, len(body), left) + body


def message(*commands: Command) -> bytes:
    return encode_message(MessageHeader(1, 0), list(commands))


def raw_command(raw_id: int, data: bytes, pure: bytes, mem: int | None = None) -> bytes:
    size = 26 + len(data) + len(pure)
    mem = size if mem is None else mem
    return struct.pack("<iiHiiHiBB", mem, mem, len(data), 0, raw_id | OPMODE_BLOCKING, 0, 0, 0, 0) + data + pure


CASES = {
    "truncated packet header": b"\x01\x00\x12",
    "truncated message (client vanished mid-message)": packet(b"\0" * 10 + b"\0" * 8)[:12],
    "zero-length packet": packet(b""),
    "absurd packet length": struct.pack("<HHH", 1, 65535, 0) + b"\0" * 100,
    "big-endian probe": packet(b"\0" * 18, probe=0x0100),
    "wrong packets-left sequence": packet(b"\0" * 18, left=2) + packet(b"\0" * 5, left=0),
    "header shorter than 18 bytes": packet(b"\0" * 10),
    "absurd mem_size": packet(MessageHeader(1, 0).pack() + raw_command(C.GET_OBJECT_HANDLE, b"Floor\0", b"", mem=10**9)),
    "command id in no class": packet(MessageHeader(1, 0).pack() + raw_command(0x4001, b"", b"")),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_closes_only_that_connection(setup, name):
    s, good = setup
    got = send_and_close(s.port, CASES[name], half_close=False)
    assert len(got) < 64  # no reply content for garbage (a header-only reply at most)
    assert_healthy(s, good)


def test_valid_then_garbage_on_the_same_connection(setup):
    s, good = setup
    ok = message(Command.build(C.GET_OBJECT_HANDLE, OPMODE_BLOCKING, strings=("Floor",)))
    with socket.create_connection(("127.0.0.1", s.port), timeout=2) as sock:
        sock.sendall(ok)
        reply = sock.recv(65536)
        assert len(reply) == 6 + 18 + 26 + 6 + 4  # header + get_object_handle reply
        sock.sendall(b"garbage!" * 10)
        sock.settimeout(2)
        assert sock.recv(65536) == b""  # closed by the server
    assert_healthy(s, good)


def test_many_messages_without_reading_replies(setup):
    s, good = setup
    ping = message(Command.build(C.GET_INTEGER_PARAMETER, OPMODE_BLOCKING, ints=(1,)))
    got = send_and_close(s.port, ping * 200)
    assert got.count(b"\x01\x00") >= 200  # every message answered
    assert_healthy(s, good)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(min_size=1, max_size=400))
def test_random_bytes(setup, data):
    s, good = setup
    send_and_close(s.port, data)
    assert sim.simxGetObjectHandle(good, "Floor", B)[0] == 0


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    raw_id=st.integers(0, 0xFFFF),
    data=st.binary(max_size=40),
    pure=st.binary(max_size=60),
    mem_delta=st.integers(-30, 30),
)
def test_random_commands_in_valid_framing(setup, raw_id, data, pure, mem_delta, caplog):
    s, good = setup
    size = 26 + len(data) + len(pure)
    body = MessageHeader(1, 0).pack() + raw_command(raw_id, data, pure, mem=size + mem_delta)
    send_and_close(s.port, packet(body))
    assert sim.simxGetObjectHandle(good, "Floor", B)[0] == 0
    assert s.host._thread is not None and s.host._thread.is_alive()
    # whatever the command, no traceback and no multi-line text reaches the log
    assert not [r for r in caplog.records if r.exc_info or "\n" in r.getMessage()]
