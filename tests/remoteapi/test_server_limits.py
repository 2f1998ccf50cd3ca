"""Issue 9's hostile and careless peers against a real ``tether serve`` (real sockets).

Each test reproduces one scenario and shows the server held: memory stays bounded (RSS growth
under 64 MB over the idle server), the peer is dropped with one log line naming it and the
limit, and well-behaved clients are answered. Every loop is bounded in count and time.
"""

from __future__ import annotations

import select
import socket
import struct
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from served_process import MB, RssWatch, ServedProcess, message
from tether.remoteapi import commands as C
from tether.remoteapi import sim
from tether.remoteapi.fast import LockstepClient
from tether.remoteapi.protocol import (
    OPMODE_BLOCKING,
    OPMODE_ONESHOT,
    OPMODE_ONESHOT_SPLIT,
    Command,
    MessageHeader,
)

RSS_BOUND = 64 * MB
MiB = 1024 * 1024
PACKET = struct.Struct("<HHH")


def connect(port: int, rcvbuf: int = 0) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.settimeout(10)
    sock.connect(("127.0.0.1", port))
    return sock


def closed_by_server(sock: socket.socket, timeout: float = 10.0) -> bool:
    """True when the server closes ``sock`` within ``timeout`` (replies are read and dropped)."""
    deadline = time.monotonic() + timeout
    for _ in range(100000):
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        sock.settimeout(left)
        try:
            if not sock.recv(1 << 20):
                return True
        except TimeoutError:
            return False
        except OSError:
            return True
    return False


def huge_message_packets(pure_size: int, block: int = MiB):  # noqa: ANN201 - yields bytes
    """A set_string_signal message with ``pure_size`` bytes of pure data, as 1300-byte packets,
    generated a block at a time (the test process never holds the whole message)."""
    cmd_data = b"big\0"
    mem = 26 + len(cmd_data) + pure_size
    head = MessageHeader(1).pack() + struct.pack("<iiHiiHiBB", mem, mem, len(cmd_data), 0, C.SET_STRING_SIGNAL, 0, 0, 0, 0) + cmd_data
    body_size = len(head) + pure_size
    payload = 1294
    count = -(-body_size // payload)
    out = bytearray()
    sent = 0
    for i in range(count):
        size = min(payload, body_size - sent)
        out += PACKET.pack(1, size, count - 1 - i)
        if i == 0:
            out += head + bytes(size - len(head))
        else:
            out += bytes(size)
        sent += size
        if len(out) >= block:
            yield bytes(out)
            out.clear()
    if out:
        yield bytes(out)


def push(sock: socket.socket, blocks, limit_s: float = 30.0) -> int:  # noqa: ANN001
    """Send blocks until the server closes the socket or all are sent; bytes sent."""
    sent = 0
    deadline = time.monotonic() + limit_s
    sock.settimeout(5)
    try:
        for data in blocks:
            if time.monotonic() > deadline:
                break
            sock.sendall(data)
            sent += len(data)
    except OSError:
        pass
    return sent


@pytest.fixture
def served():  # noqa: ANN201
    s = ServedProcess("--legacy-read-timeout", "2")
    try:
        yield s
    finally:
        s.stop()


def test_split_headers_announcing_60_mib(served: ServedProcess) -> None:
    """1a: one 686-byte message of 16 oneshot_split chunks announcing 60 MiB totals."""
    chunks = []
    for i in range(16):
        base = Command.build(C.SET_STRING_SIGNAL, OPMODE_ONESHOT_SPLIT, strings=[f"s{i:02d}"], pure_data=b"x")
        chunks.append(Command(base.command_id, base.op_mode, 1, base.command_data, b"x",
                              total_pure_size=60 * MiB, chunk_offset=0))
    wire = message(*chunks)
    assert len(wire) < 1000
    socks = []
    with RssWatch(served) as rss:
        for _ in range(8):
            sock = connect(served.port)
            sock.sendall(wire)
            socks.append(sock)
        assert all(closed_by_server(s) for s in socks)
    for s in socks:
        s.close()
    assert rss.growth < RSS_BOUND, rss.growth
    assert served.wait_log(r"closing connection from 127\.0\.0\.1:\d+: split .* exceeds", 8)


def test_eight_idle_connections_with_60_mib_partial_messages(served: ServedProcess) -> None:
    """1b: 8 connections each start a 60 MiB message and go idle."""
    socks = [connect(served.port) for _ in range(8)]
    with RssWatch(served) as rss:
        with ThreadPoolExecutor(8) as pool:
            sent = list(pool.map(lambda s: push(s, huge_message_packets(60 * MiB)), socks))
        assert all(closed_by_server(s, 10) for s in socks)  # over a budget, or idle too long
    for s in socks:
        s.close()
    assert rss.growth < RSS_BOUND, (rss.growth, sent)
    log = served.log()
    assert log.count("closing connection from 127.0.0.1:") >= 8
    assert "--legacy-" in log


def test_idle_partial_message_is_dropped_after_the_read_timeout(served: ServedProcess) -> None:
    """Slowloris: a message started and never finished holds nothing past --legacy-read-timeout."""
    socks = [connect(served.port) for _ in range(8)]
    blocks = [next(huge_message_packets(60 * MiB, block=2 * MiB)) for _ in socks]
    started = time.monotonic()
    for s, block in zip(socks, blocks):
        s.sendall(block)  # 2 MiB each, within every budget
    assert all(closed_by_server(s, 10) for s in socks)
    assert time.monotonic() - started > 1.5  # held until the 2 s timeout, not refused
    for s in socks:
        s.close()
    assert served.wait_log(r"sent part of a message and nothing more .*--legacy-read-timeout", 8)


@pytest.mark.parametrize("size_mib, limit", [(40, "exceeds the maximum size"), (8, "--legacy-connection-input")])
def test_complete_messages_queued_behind_a_step(served: ServedProcess, size_mib: int, limit: str) -> None:
    """1c: 16 complete messages sent behind a triggered step (queued by bytes, not count)."""
    other = LockstepClient("127.0.0.1", served.port, timeout=10)
    attacker = connect(served.port)
    try:
        attacker.sendall(message(Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING)))
        assert attacker.recv(65536)
        other.enable_stepping()
        other.start()
        attacker.sendall(message(Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING), message_id=2))
        assert attacker.recv(65536)  # triggered; the step waits for `other`
        with RssWatch(served) as rss:
            push(attacker, (b for _ in range(16) for b in huge_message_packets(size_mib * MiB)))
            assert closed_by_server(attacker)
        assert rss.growth < RSS_BOUND, rss.growth
        assert served.wait_log(r"closing connection from 127\.0\.0\.1:\d+: .*" + limit)
        q = other.step(read=[], steps=3)  # the attacker's gate is gone: stepping goes on
        assert q == []
    finally:
        attacker.close()
        other.close()


def test_a_client_beside_non_readers_and_slowloris_is_answered_fast() -> None:
    """2: worst call < 100 ms beside 5 clients not reading 16 MiB replies and 200 slowloris."""
    served = ServedProcess("--legacy-read-timeout", "4")
    good = -1
    others: list[socket.socket] = []
    try:
        with LockstepClient("127.0.0.1", served.port, timeout=10) as setter:
            setter.call([Command.build(C.SET_STRING_SIGNAL, OPMODE_BLOCKING, strings=["big"], pure_data=bytes(16 * MiB))])
        good = sim.simxStart("127.0.0.1", served.port, True, True, 5000, 5)
        assert good >= 0
        code, floor = sim.simxGetObjectHandle(good, "Floor", sim.simx_opmode_blocking)
        assert code == 0
        ask = message(Command.build(C.GET_STRING_SIGNAL, OPMODE_BLOCKING, strings=["big"]))
        for _ in range(5):
            s = connect(served.port, rcvbuf=4096)
            s.sendall(ask)  # and never read the 16 MiB reply
            others.append(s)
        # Producing a 16 MiB reply is real work (a legit client asking for it costs the same);
        # what must not happen is waiting for these clients to read. Time from their replies on.
        assert all(select.select([s], [], [], 10)[0] for s in others)
        loris = PACKET.pack(1, 1000, 0) + b"\0" * 100  # a packet announcing 1000 bytes, 100 sent
        for _ in range(200):
            s = connect(served.port)
            s.sendall(loris)
            others.append(s)
        times = []
        for _ in range(300):
            t0 = time.perf_counter()
            code, _pos = sim.simxGetObjectPosition(good, floor, -1, sim.simx_opmode_blocking)
            times.append(time.perf_counter() - t0)
            assert code == sim.simx_return_ok
        worst = max(times)
        assert worst < 0.1, (worst, times.index(worst), sorted(times)[-5:])
        # and the hostile ones are dropped after the read timeout
        assert closed_by_server(others[-1], 10)
        assert served.wait_log(r"has not read its replies", 5, timeout=10)
        assert sim.simxGetObjectPosition(good, floor, -1, sim.simx_opmode_blocking)[0] == 0
    finally:
        if good >= 0:
            sim.simxFinish(good)
        for s in others:
            s.close()
        served.stop()


def test_connection_limit_per_port() -> None:
    served = ServedProcess("--legacy-max-connections", "4")
    socks: list[socket.socket] = []
    try:
        socks = [connect(served.port) for _ in range(4)]
        ping = message(Command.build(C.GET_INTEGER_PARAMETER, OPMODE_BLOCKING, ints=(1,)))
        for s in socks:
            s.sendall(ping)
            assert s.recv(65536)
        extra = connect(served.port)
        socks.append(extra)
        assert closed_by_server(extra, 5)
        assert served.wait_log(r"refusing 127\.0\.0\.1:\d+ on port \d+: 4 connections already")
        socks[0].close()
        time.sleep(0.2)
        again = connect(served.port)
        socks.append(again)
        again.sendall(ping)
        assert again.recv(65536)  # a slot freed up
    finally:
        for s in socks:
            s.close()
        served.stop()


def test_64_clients_and_16_stepping_clients_at_once() -> None:
    """3: every call of 64 concurrent clients and 16 stepping clients is answered."""
    served = ServedProcess()
    try:
        steppers = [LockstepClient("127.0.0.1", served.port, timeout=30) for _ in range(16)]
        callers = [LockstepClient("127.0.0.1", served.port, timeout=30) for _ in range(64)]
        for c in steppers:
            c.enable_stepping()
        steppers[0].start()
        answered = []
        lock = threading.Lock()

        def step(c: LockstepClient) -> None:
            for _ in range(10):
                c.step(read=[])
                with lock:
                    answered.append("step")

        def call(c: LockstepClient) -> None:
            for _ in range(10):
                assert c.handle("Floor") >= 0
                with lock:
                    answered.append("call")

        with ThreadPoolExecutor(80) as pool:
            futures = [pool.submit(step, c) for c in steppers] + [pool.submit(call, c) for c in callers]
            for f in futures:
                f.result(timeout=120)
        assert answered.count("step") == 160 and answered.count("call") == 640
        for c in steppers + callers:
            c.close()
        assert "closing connection" not in served.log()
    finally:
        served.stop()


def test_oneshot_flood_is_not_a_leak(served: ServedProcess) -> None:
    """Many small oneshot messages without reading: answered or dropped, never hoarded."""
    sock = connect(served.port, rcvbuf=4096)
    ping = message(Command.build(C.SET_INTEGER_SIGNAL, OPMODE_ONESHOT, strings=["n"], pure_data=b"\1\0\0\0"))
    with RssWatch(served) as rss:
        push(sock, (ping * 2000 for _ in range(100)), limit_s=10)
    sock.close()
    assert rss.growth < RSS_BOUND, rss.growth


@pytest.mark.parametrize("flag, value", [("--legacy-max-connections", "0"), ("--legacy-read-timeout", "-1")])
def test_bad_limit_flags_are_refused_clearly(flag: str, value: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tether.cli", "serve", flag, value, "--no-click", "--no-zmq", "--no-web"],
        capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 2
    assert f"tether: error: {flag} must be positive" in done.stderr
    assert "Traceback" not in done.stderr
