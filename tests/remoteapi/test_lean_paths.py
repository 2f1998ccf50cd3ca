"""The performance paths give the same results as the plain ones.

* ``decode_commands`` with a :class:`DecodeCache` (commands remembered by their bytes) and
  ``make_command`` (fast construction) against the uncached decoder and ``Command(...)``;
* the server's store-free plan lists (a message whose commands only pass through the store) against the store path;
* the client: while a caller makes blocking calls, the communication thread sends nothing of
  its own and is not woken by their replies.
"""

from __future__ import annotations

import struct
import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tether.remoteapi import commands as C
from tether.remoteapi import sim
from tether.remoteapi.protocol import (
    OPMODE_BLOCKING,
    OPMODE_ONESHOT,
    OPMODE_STREAMING,
    Command,
    DecodeCache,
    MalformedMessageError,
    MessageHeader,
    decode_commands,
    decode_message,
    encode_command,
    encode_message_body,
    make_command,
)

B = sim.simx_opmode_blocking

# -- codec ---------------------------------------------------------------------------------

_IDS = [C.SYNCHRONOUS_NEXT, C.GET_JOINT_POSITION, C.SET_JOINT_TARGET_POSITION, C.GET_OBJECT_POSITION,
        C.GET_OBJECT_HANDLE, C.CALL_SCRIPT_FUNCTION, 0x4001]


@st.composite
def commands(draw):
    raw = draw(st.sampled_from(_IDS))
    mode = draw(st.sampled_from([0, OPMODE_BLOCKING, OPMODE_STREAMING]))
    pure = draw(st.binary(max_size=300))
    if raw == C.GET_OBJECT_HANDLE:
        return Command.build(raw, mode, strings=(draw(st.text("ab", max_size=4)),), pure_data=pure)
    if raw == C.CALL_SCRIPT_FUNCTION:
        return Command.build(raw, mode, ints=(6,), strings=("f", "g"), pure_data=pure)
    if raw == 0x4001:  # outside every class: length from pdata_offset0
        return Command(raw, mode, 0, b"\x07\x00", pure)
    n = {C.SYNCHRONOUS_NEXT: 0, C.GET_OBJECT_POSITION: 2}.get(raw, 1)
    return Command.build(raw, mode, ints=tuple(range(n)), pure_data=pure)


@settings(max_examples=150, deadline=None)
@given(st.lists(commands(), max_size=6), st.integers(0, 2))
def test_cached_decoding_equals_plain_decoding(cmds, repeat):
    body = encode_message_body(MessageHeader(3), cmds * (repeat + 1))
    cache = DecodeCache(max_entries=4)  # tiny: exercises the clearing too
    plain = decode_commands(body)
    assert decode_commands(body, cache) == plain
    assert decode_commands(body, cache) == plain  # second time from the cache
    assert list(decode_message(body).commands) == plain


def _with_pure(cmd: Command, pure: bytes) -> Command:
    return make_command(cmd.command_id, cmd.op_mode, cmd.arg, cmd.command_data, pure, cmd.status, cmd.sim_time,
                        cmd.total_pure_size, cmd.chunk_offset, cmd.reserved, cmd.declared_data_size)


@settings(max_examples=150, deadline=None)
@given(st.lists(commands(), min_size=1, max_size=5), st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=6))
def test_repeated_message_shapes_decode_as_plain_decoding(cmds, seeds):
    """A run of messages of one shape whose pure data change (a controller's new targets, as the
    last-message memo serves them) decodes as each message alone."""
    cache = DecodeCache(max_entries=64, prepare=lambda c: c, rebind=_with_pure)
    for seed in seeds:
        varied = [_with_pure(c, bytes((seed >> (i % 4 * 8)) & 0xFF for i in range(len(c.pure_data))))
                  if seed % 3 else c for c in cmds]
        body = encode_message_body(MessageHeader(seed & 0x7FFF), varied)
        assert decode_commands(body, cache) == decode_commands(body)


def test_new_target_values_keep_the_message_shape():
    """Only the targets' values change: decoded command by command once, then from the memo."""
    cache = DecodeCache(prepare=lambda c: c, rebind=_with_pure)
    read = Command.build(C.GET_JOINT_POSITION, OPMODE_BLOCKING, ints=(4,))
    shapes = set()
    for i in range(5):
        targets = [Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(h,),
                                 pure_data=struct.pack("<f", 0.1 * i + h)) for h in (1, 2)]
        body = encode_message_body(MessageHeader(i), [*targets, Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING), read])
        assert decode_commands(body, cache) == decode_commands(body)
        shapes.add(cache.shape)
    assert len(shapes) == 1
    body = encode_message_body(MessageHeader(9), [read])
    assert decode_commands(body, cache) == [read] and cache.shape == shapes.pop() + 1
    ping = cache.shape
    for i in range(3):  # two shapes alternating (the sim.py stepping loop) are both remembered
        target = Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(1,), pure_data=struct.pack("<f", i))
        body = encode_message_body(MessageHeader(i), [target, Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING)])
        assert decode_commands(body, cache) == decode_commands(body)
        step = cache.shape
        assert decode_commands(encode_message_body(MessageHeader(9), [read]), cache) == [read]
        assert cache.shape == ping
    assert step == ping + 1


@settings(max_examples=150, deadline=None)
@given(st.binary(min_size=18, max_size=120))
def test_cached_decoding_fails_like_plain_decoding(body):
    header = MessageHeader().pack()
    body = header + body[18:]
    try:
        plain = decode_commands(body)
    except MalformedMessageError as exc:
        with pytest.raises(MalformedMessageError) as cached:
            decode_commands(body, DecodeCache())
        assert str(cached.value) == str(exc)
    else:
        assert decode_commands(body, DecodeCache()) == plain


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 2**32 - 1), st.integers(0, 2**31 - 1)), min_size=1,
                max_size=24), st.booleans())
def test_messages_of_one_size_cycling_through_shapes_decode_as_plain_decoding(steps, times):
    """Messages of one size that differ in their first command (handles), in their pure data
    (values) and, with ``times_vary``, in their time stamps: each decodes as alone, and a shape
    served again keeps its number."""
    def revise(shape, values):  # time stamps vary: each command gets its time and pure data
        return [make_command(c.command_id, c.op_mode, c.arg, c.command_data, values[2 * k + 1], c.status,
                             values[2 * k], c.total_pure_size, c.chunk_offset, c.reserved, c.declared_data_size)
                for k, c in enumerate(shape.items)]

    cache = DecodeCache(max_entries=64, prepare=lambda c: c, rebind=_with_pure, times_vary=times,
                        revise=revise if times else None)
    numbers: dict[int, int] = {}
    for handle, value, sim_time in steps:
        cmds = [Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(handle,),
                              pure_data=struct.pack("<I", value)),
                Command.build(C.GET_JOINT_POSITION, OPMODE_BLOCKING, ints=(7,))]
        if times:
            cmds = [make_command(c.command_id, c.op_mode, 0, c.command_data, c.pure_data, 0, sim_time) for c in cmds]
        body = encode_message_body(MessageHeader(handle), cmds)
        assert decode_commands(body, cache) == decode_commands(body)
        if cache.current is not None and handle in numbers:
            assert cache.shape == numbers[handle]
        numbers.setdefault(handle, cache.shape)


def test_make_command_is_an_ordinary_frozen_command():
    fast = make_command(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, 0, b"\1\0\0\0", b"abcd")
    slow = Command(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, 0, b"\1\0\0\0", b"abcd")
    assert type(fast) is Command and fast == slow and hash(fast) == hash(slow)
    assert encode_command(fast) == encode_command(slow)
    with pytest.raises(AttributeError):
        fast.arg = 3  # type: ignore[misc]


# -- server: store-free messages -------------------------------------------------------------

@pytest.fixture
def served():
    from tether.core import Simulation
    from tether.host import SimulationHost
    from tether.remoteapi.server import LegacyServer

    host = SimulationHost(Simulation())
    host.start()
    server = host.call(lambda: LegacyServer(host, 0))
    yield host, server
    host.stop()


def _exchange(sock, cmds, mid=1):
    from tether.remoteapi.protocol import PacketAssembler, encode_message

    sock.sendall(encode_message(MessageHeader(mid), cmds))
    assembler = PacketAssembler()
    while True:
        bodies = assembler.feed(sock.recv(65536))
        if bodies:
            return decode_message(bodies[0])


def test_duplicate_keys_in_one_message_replace_in_place(served):
    """Two overwriting commands with one key: the later replaces the earlier at its place."""
    import socket

    host, server = served
    with socket.create_connection(("127.0.0.1", server.port)) as sock:
        handle = Command.build(C.GET_OBJECT_HANDLE, OPMODE_BLOCKING, strings=("Arm_joint1",))
        (reply,) = _exchange(sock, [handle]).commands
        (joint,) = struct.unpack("<i", reply.pure_data)
        first = Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(joint,),
                              pure_data=struct.pack("<f", 0.25))
        ping = Command.build(C.GET_INTEGER_PARAMETER, OPMODE_BLOCKING, ints=(1,))
        second = Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_BLOCKING, ints=(joint,),
                               pure_data=struct.pack("<f", 0.5))
        replies = _exchange(sock, [first, ping, second], 2).commands
        # one reply per key, in the order of the first occurrence; the later one ran
        assert [(r.command_id, r.op_mode) for r in replies] == [
            (C.SET_JOINT_TARGET_POSITION, OPMODE_BLOCKING),
            (C.GET_INTEGER_PARAMETER, OPMODE_BLOCKING),
        ]
        target = host.call(lambda: host.simulation.api.getJointTargetPosition(joint))
        assert target == pytest.approx(0.5)


def test_store_free_and_stored_paths_answer_alike(served):
    """The same blocking read, with and without a stream stored, gives the same reply."""
    import socket

    host, server = served
    with socket.create_connection(("127.0.0.1", server.port)) as sock:
        handle = Command.build(C.GET_OBJECT_HANDLE, OPMODE_BLOCKING, strings=("Sphere",))
        (reply,) = _exchange(sock, [handle]).commands
        (sphere,) = struct.unpack("<i", reply.pure_data)
        read = Command.build(C.GET_OBJECT_POSITION, OPMODE_BLOCKING, ints=(sphere, -1))
        (alone,) = _exchange(sock, [read], 2).commands  # store empty: the store-free list
        stream = Command.build(C.GET_JOINT_POSITION, OPMODE_STREAMING, ints=(sphere,))
        _exchange(sock, [stream], 3)
        both = _exchange(sock, [read], 4).commands  # a stream stored: store path
        assert alone in both


# -- client: the communication thread keeps out of blocking calls ---------------------------

def test_blocking_calls_send_one_message_each_and_do_not_wake_the_thread(peer):
    cid = sim.simxStart("127.0.0.1", peer.port, True, True, 2000, 1)  # 1 ms cycle
    assert cid >= 0
    from tether.remoteapi.client import get_client

    client = get_client(cid)
    assert client is not None
    wakes = [0]
    wait = client._wake.wait

    def counting_wait(timeout=None):
        if threading.current_thread() is client._thread:
            wakes[0] += 1
        return wait(timeout)

    client._wake.wait = counting_wait  # type: ignore[method-assign]
    time.sleep(0.05)
    before_messages = len(peer.received)
    before_wakes = wakes[0]
    calls = 0
    start = time.monotonic()
    while time.monotonic() - start < 0.3:
        assert sim.simxGetObjectHandle(cid, "Floor", B) == (0, 10)
        calls += 1
    elapsed = time.monotonic() - start
    messages = len(peer.received) - before_messages
    # One message per call; the thread may add a heartbeat only when a whole cycle passed
    # without one (scheduling hiccups on a busy machine), never one per reply.
    assert calls <= messages <= calls + max(3, calls // 20)
    # The thread sleeps a cycle at a time while callers wait: about elapsed / cycle wake-ups
    # at most, far fewer than the replies that arrived.
    assert wakes[0] - before_wakes <= elapsed / 0.001 + 10
    sim.simxFinish(cid)
