"""The sans-IO legacy connection: a client end and a server end joined in memory (no sockets).

The server end runs the real simulation (its handlers need one); the "server" it belongs to
is a plain settings object, since ServerConnection never touches a socket.
"""

from __future__ import annotations

import struct
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tether.core import Simulation
from tether.remoteapi import commands as C
from tether.remoteapi.client_connection import RETURN_NOVALUE, RETURN_OK, ClientConnection, PayloadKind
from tether.remoteapi.connection import LegacyConnection, LimitExceeded
from tether.remoteapi.limits import Limits, MiB
from tether.remoteapi.protocol import (
    OPMODE_BLOCKING,
    OPMODE_DISCONTINUE,
    OPMODE_ONESHOT,
    OPMODE_ONESHOT_SPLIT,
    OPMODE_STREAMING,
    Command,
    SplitReassembler,
    decode_message,
    encode_command,
    split_chunks,
)
from tether.remoteapi.server_connection import STREAM_REFRESH_S, ServerConnection
from server_side import Side


@pytest.fixture(scope="module")
def simulation() -> Simulation:
    return Simulation()


class Pair:
    """A client LegacyConnection and a ServerConnection joined by an in-memory link."""

    def __init__(self, side: Side) -> None:
        self.client = LegacyConnection("client")
        self.server = ServerConnection(side, "127.0.0.1:1")
        self.closed: list[str | None] = []
        self.server.on_close = self.closed.append
        self.next_id = 0

    def send(self, *commands: Command, chunk: int = 0) -> bytes:
        self.next_id += 1
        wire = self.client.frame(self.next_id, 0, [encode_command(c) for c in commands])
        if chunk:
            for i in range(0, len(wire), chunk):
                self.server.receive_data(wire[i : i + chunk], 0.0)
        else:
            self.server.receive_data(wire, 0.0)
        return wire

    def replies(self) -> list[Command]:
        self.client.receive_data(self.server.data_to_send())
        out: list[Command] = []
        while (body := self.client.next_message()) is not None:
            out.extend(decode_message(body).commands)
        return out


def handle_request(name: str = "Floor") -> Command:
    return Command.build(C.GET_OBJECT_HANDLE, OPMODE_BLOCKING, strings=(name,))


def test_request_and_reply_in_memory(simulation: Simulation) -> None:
    pair = Pair(Side(simulation))
    pair.send(handle_request())
    (reply,) = pair.replies()
    assert reply.command_id == C.GET_OBJECT_HANDLE and not reply.failed
    assert struct.unpack("<i", reply.pure_data)[0] == simulation.api.getObjectHandle("Floor")
    assert pair.closed == []


def test_byte_by_byte_gives_the_same_replies(simulation: Simulation) -> None:
    whole, drip = Pair(Side(simulation)), Pair(Side(simulation))
    cmds = [handle_request(), Command.build(C.GET_INTEGER_PARAMETER, OPMODE_BLOCKING, ints=(1,))]
    whole.send(*cmds)
    drip.send(*cmds, chunk=1)
    strip = lambda cs: [(c.command_id, c.command_data, c.pure_data, c.status) for c in cs]  # noqa: E731
    assert strip(whole.replies()) == strip(drip.replies())


def test_kill_command_answers_then_closes(simulation: Simulation) -> None:
    pair = Pair(Side(simulation))
    kill = Command(C.KILL_CONNECTION, OPMODE_ONESHOT, 0, b"", b"\0\0\0\0", declared_data_size=4)
    pair.send(handle_request(), kill)
    assert pair.closed == [None]
    assert [c.command_id for c in pair.replies()] == [C.GET_OBJECT_HANDLE]  # answered anyway


def test_split_upload_holds_received_bytes_not_the_announced_total() -> None:
    big = Command.build(C.SET_STRING_SIGNAL, OPMODE_ONESHOT_SPLIT, strings=["s"], pure_data=b"x" * 1000)
    first = next(split_chunks(big, 100))
    lying = Command(
        first.command_id, first.op_mode, first.arg, first.command_data, first.pure_data,
        total_pure_size=60 * MiB, chunk_offset=0,
    )
    reasm = SplitReassembler(max_size=64 * MiB)
    assert reasm.feed(lying) is None
    assert reasm.buffered == 100  # not 60 MiB
    gap = Command(
        first.command_id, first.op_mode, first.arg, first.command_data, b"y" * 10,
        total_pure_size=60 * MiB, chunk_offset=5000,
    )
    with pytest.raises(Exception, match="gap"):
        reasm.feed(gap)
    assert reasm.buffered == 0 and len(reasm) == 0


def test_split_headers_announcing_60_mib_close_the_connection(simulation: Simulation) -> None:
    """Issue 9, scenario 1a: 16 split chunks announcing 60 MiB totals in one small message."""
    side = Side(simulation)
    pair = Pair(side)
    chunks = []
    for i in range(16):
        cmd = Command.build(C.SET_STRING_SIGNAL, OPMODE_ONESHOT_SPLIT, strings=[f"s{i}"], pure_data=b"z" * 8)
        chunks.append(Command(
            cmd.command_id, cmd.op_mode, 8, cmd.command_data, cmd.pure_data,
            total_pure_size=60 * MiB, chunk_offset=0,
        ))
    wire = pair.send(*chunks)
    assert len(wire) < 1300
    assert len(pair.closed) == 1 and "exceeds" in pair.closed[0]
    assert side.input_budget.used == 0  # refunded


def test_partial_message_over_the_connection_limit(simulation: Simulation) -> None:
    side = Side(simulation, Limits(max_message=8 * MiB, connection_input=1 * MiB, server_input=4 * MiB))
    pair = Pair(side)
    payload = b"q" * (2 * MiB)
    wire = pair.client.frame(1, 0, [encode_command(Command.build(C.SET_STRING_SIGNAL, strings=["s"], pure_data=payload))])
    for i in range(0, len(wire), 65536):
        pair.server.receive_data(wire[i : i + 65536], 0.0)
        if pair.closed:
            break
    assert len(pair.closed) == 1 and "--legacy-connection-input" in pair.closed[0]
    assert pair.server.held() == 0 and side.input_budget.used == 0


def test_server_wide_budget_across_connections(simulation: Simulation) -> None:
    side = Side(simulation, Limits(max_message=8 * MiB, connection_input=2 * MiB, server_input=3 * MiB))
    pairs = [Pair(side) for _ in range(3)]
    payload = b"q" * (4 * MiB)
    wire = pairs[0].client.frame(1, 0, [encode_command(Command.build(C.SET_STRING_SIGNAL, strings=["s"], pure_data=payload))])
    part = wire[: int(1.5 * MiB)]  # each holds 1.5 MiB of a partial message: 4.5 MiB > 3 MiB
    for pair in pairs:
        pair.server.receive_data(part, 0.0)
    assert [bool(p.closed) for p in pairs] == [False, False, True]
    assert "--legacy-server-input" in pairs[2].closed[0]
    assert side.input_budget.used == pairs[0].server.held() + pairs[1].server.held() > 2 * MiB
    for pair in pairs[:2]:
        pair.server.close("test over")
    assert side.input_budget.used == 0


def test_stalled_partial_message(simulation: Simulation) -> None:
    pair = Pair(Side(simulation, Limits(read_timeout=2.0)))
    wire = pair.client.frame(1, 0, [encode_command(handle_request())])
    pair.server.receive_data(wire[:10], 100.0)
    assert pair.server.stalled(101.0) is None
    pair.server.receive_data(wire[10:12], 101.5)  # a trickle does not reset the clock
    assert "--legacy-read-timeout" in (pair.server.stalled(102.5) or "")
    pair.server.receive_data(wire[12:], 102.6)
    assert pair.server.stalled(200.0) is None  # complete: nothing partial is held


def test_client_end_enforces_its_limits() -> None:
    link = LegacyConnection("server", Limits(max_message=1024, connection_input=4096, server_input=4096))
    header = struct.pack("<HHH", 1, 1000, 5)  # a message of 6 packets of 1000: over 1024
    link.receive_data(header + b"a" * 1000)
    with pytest.raises(LimitExceeded.__mro__[1]):  # a RemoteProtocolError
        link.receive_data(header[:4] + struct.pack("<H", 4) + b"b" * 1000)


class ClientPair:
    """tether's own client end (outbox, inbox, streams) against a server end, in memory."""

    def __init__(self, side: Side) -> None:
        self.client = ClientConnection()
        self.server = ServerConnection(side, "127.0.0.1:2")
        self.closed: list[str | None] = []
        self.server.on_close = self.closed.append

    def exchange(self) -> bool:
        """One message from the client and its reply merged; False while paused."""
        taken = self.client.take_message()
        if taken is None:
            return False
        self.server.receive_data(self.client.encode(*taken, 0), 0.0)
        self.client.receive_data(self.server.data_to_send())
        while (body := self.client.next_message()) is not None:
            commands = self.client.decode(body)
            if commands is not None:
                self.client.merge(body, commands)
        return True


def test_client_and_server_ends_stream_and_pause(simulation: Simulation) -> None:
    pair = ClientPair(Side(simulation))
    c = pair.client
    handle = simulation.api.getObjectHandle("Floor")
    key = (C.GET_OBJECT_POSITION, struct.pack("<ii", handle, -1))
    stream = Command(C.GET_OBJECT_POSITION, 0x020000, 0, key[1], b"")
    c.queue(stream, PayloadKind.NONE)
    c.track_stream(key, 0x020000)
    assert c.lookup(key)[0] == RETURN_NOVALUE
    assert pair.exchange()
    code, reply = c.lookup(key)
    assert code == RETURN_OK and len(reply.pure_data) == 12
    c.inbox.clear()
    time.sleep(STREAM_REFRESH_S + 0.02)
    assert pair.exchange()  # a heartbeat later: the stored stream answers again
    assert c.lookup(key)[0] == RETURN_OK
    # pause communication: commands queued meanwhile leave together in one message
    c.paused = True
    signal = lambda v: Command.build(C.SET_INTEGER_SIGNAL, OPMODE_ONESHOT, strings=[f"s{v}"], pure_data=struct.pack("<i", v))  # noqa: E731
    c.queue(signal(1), PayloadKind.VALUE)
    c.queue(signal(2), PayloadKind.VALUE)
    assert not pair.exchange() and len(c.outbox) == 2
    c.paused = False
    before = pair.server.messages
    assert pair.exchange()
    assert pair.server.messages == before + 1 and c.outbox == []
    assert simulation.api.getInt32Signal("s1") == 1 and simulation.api.getInt32Signal("s2") == 2
    assert pair.closed == []


def test_client_split_upload_one_chunk_per_message(simulation: Simulation) -> None:
    pair = ClientPair(Side(simulation))
    c = pair.client
    data = bytes(range(256)) * 4
    up = Command.build(C.SET_STRING_SIGNAL, OPMODE_ONESHOT_SPLIT, strings=["up"], pure_data=data)
    assert c.queue_split(up, 300, PayloadKind.BUFFER)
    assert not c.queue_split(up, 300, PayloadKind.BUFFER)  # in progress
    for _ in range(4):
        assert pair.exchange()
    assert c.split_out == []
    assert simulation.api.getStringSignal("up") == data


def test_repeated_bad_commands_log_one_line_per_peer(simulation: Simulation, caplog: pytest.LogCaptureFixture) -> None:
    """int,int commands given one int: refused or failed, never a traceback flood."""
    pair = Pair(Side(simulation))
    handle = simulation.api.getObjectHandle("Floor")
    short = Command(C.GET_OBJECT_POSITION, OPMODE_BLOCKING, 0, struct.pack("<i", handle), b"", declared_data_size=4)
    with caplog.at_level("WARNING", logger="tether.remoteapi"):
        for _ in range(200):
            pair.send(short)
            if pair.closed:
                break
            assert all(r.failed for r in pair.replies())
    records = [r for r in caplog.records if r.name == "tether.remoteapi"]
    assert len(records) <= 1
    assert all(r.exc_info is None and "\n" not in r.getMessage() for r in records)


# --- fuzzing at the connection level ------------------------------------------------------------
_SMALL = Limits(max_message=64 * 1024, connection_input=96 * 1024, server_input=128 * 1024)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=600), cut=st.integers(1, 64))
def test_fuzz_random_bytes(simulation: Simulation, data: bytes, cut: int) -> None:
    side = Side(simulation, _SMALL)
    pair = Pair(side)
    for i in range(0, len(data), cut):
        pair.server.receive_data(data[i : i + cut], 0.0)  # never raises
    assert pair.server.held() <= _SMALL.connection_input
    if pair.closed:
        assert pair.closed[0] is None or isinstance(pair.closed[0], str)
        assert side.input_budget.used == 0
    pair.server.close("done")
    assert side.input_budget.used == 0


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    raw_id=st.sampled_from([C.GET_OBJECT_HANDLE, C.GET_INTEGER_PARAMETER, C.SET_STRING_SIGNAL,
                            C.GET_STRING_SIGNAL, C.GET_OBJECT_POSITION, 0x1234, 0xFFFF]),
    op_mode=st.sampled_from([0, 0x010000, 0x020000, 0x030000, 0x040000, 0x050000, 0x060000]),
    data=st.binary(max_size=24),
    pure=st.binary(max_size=64),
    total=st.one_of(st.none(), st.integers(0, 1 << 30)),
    offset=st.integers(-4, 1 << 20),
    cut=st.integers(1, 200),
)
def test_fuzz_framed_commands(
    simulation: Simulation, raw_id: int, op_mode: int, data: bytes, pure: bytes,
    total: int | None, offset: int, cut: int,
) -> None:
    """Well-framed messages with arbitrary command fields: a reply or a clean close, never more."""
    side = Side(simulation, _SMALL)
    pair = Pair(side)
    cmd = Command(raw_id, op_mode, 0, data, pure, declared_data_size=len(data),
                  total_pure_size=total, chunk_offset=max(offset, 0) if total is not None else 0)
    try:
        sub = encode_command(cmd)
    except Exception:  # noqa: BLE001 - the codec refuses to encode it: nothing to send
        return
    wire = pair.client.frame(1, 0, [sub])
    for i in range(0, len(wire), cut):
        pair.server.receive_data(wire[i : i + cut], 0.0)
    if not pair.closed:
        replies = pair.replies()  # the reply decodes...
        assert all(r.command_id == raw_id for r in replies)  # ...and answers only what was asked
    assert pair.server.held() <= _SMALL.connection_input
    pair.server.close("done")
    assert side.input_budget.used == 0


# -- the per-connection plan cache: a command seen before with other pure data ---------------

def _strip(cmds: list[Command]) -> list[tuple]:
    return [(c.command_id, c.op_mode, c.command_data, c.pure_data, c.status, c.sim_time) for c in cmds]


_F32 = st.one_of(
    st.floats(-4.0, 4.0, width=32), st.just(float("nan")), st.just(float("inf")),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.lists(_F32, min_size=1, max_size=3), st.booleans(), st.booleans()),
                min_size=1, max_size=6))
def test_new_target_values_answer_as_a_fresh_connection(simulation: Simulation, steps) -> None:
    """Targets and poses with new values every message (looked up by sub-header and command data,
    the values unpacked from this message) answer exactly as on a connection that decodes them
    for the first time, failures and last errors included; the values reach the simulation."""
    api = simulation.api
    joint = api.getObjectHandle("Arm_joint2")
    body = api.getObjectHandle("Sphere")
    cached = Pair(Side(simulation))
    for values, streamed, bad_length in steps:
        cmds = [Command.build(C.SET_JOINT_TARGET_POSITION, ints=(joint,), pure_data=struct.pack("<f", v))
                for v in values]
        cmds.append(Command.build(C.SET_OBJECT_POSITION, ints=(body,),  # (no direct call: a list field)
                                  pure_data=struct.pack("<i3f", -1, values[0], 0.5, 0.2)))
        if bad_length:  # a known command's prefix with pure data of another length
            cmds.append(Command.build(C.SET_JOINT_TARGET_POSITION, ints=(joint,), pure_data=b"\0" * 8))
        read = Command.build(C.GET_JOINT_POSITION, OPMODE_STREAMING if streamed else OPMODE_BLOCKING,
                             ints=(joint,))
        cmds.append(read)
        cmds.append(Command.build(C.GET_LAST_ERRORS, OPMODE_BLOCKING))
        fresh = Pair(Side(simulation))
        cached.send(*cmds)
        got = cached.replies()
        fresh.send(*cmds)
        want = fresh.replies()
        assert _strip(got) == _strip(want)
        # (several targets of one joint in one message overwrite each other in the store: §4.2)
        if len(values) == 1 and not bad_length and abs(values[0]) != float("inf") and values[0] == values[0]:
            assert api.getJointTargetPosition(joint) == pytest.approx(values[0], abs=1e-6)
        if streamed:  # stop the stream (the next message is store-free again)
            cached.send(Command.build(C.GET_JOINT_POSITION, OPMODE_DISCONTINUE, ints=(joint,)))
            cached.replies()
        fresh.server.close("test over")
    assert cached.closed == []
    cached.server.close("test over")


def test_a_whole_message_is_charged_as_if_queued(simulation: Simulation) -> None:
    """The lockstep shortcut (a whole message run without queueing it) keeps the budgets: a
    message that would push the server-wide input over its limit closes its connection."""
    side = Side(simulation, Limits(max_message=8 * MiB, connection_input=2 * MiB, server_input=4 * MiB))
    holder, sender = Pair(side), Pair(side)
    payload = b"q" * (4 * MiB)
    wire = holder.client.frame(1, 0, [encode_command(Command.build(C.SET_STRING_SIGNAL, strings=["s"], pure_data=payload))])
    holder.server.receive_data(wire[: 2 * MiB], 0.0)  # ~2 MiB of a partial message
    assert holder.closed == []
    side.input_budget.limit = side.input_budget.used + 16  # room for less than the next message
    sender.send(handle_request())  # one whole single-packet message of ~60 bytes
    assert len(sender.closed) == 1 and "--legacy-server-input" in sender.closed[0]
    holder.server.close("test over")
    assert side.input_budget.used == 0
    ok = Pair(side)
    ok.send(handle_request())
    assert ok.closed == [] and not ok.replies()[0].failed and side.input_budget.used == 0


def test_streams_and_passing_commands_answer_as_through_the_store(monkeypatch: pytest.MonkeyPatch) -> None:
    """With streams stored, new commands that would only pass through the store run beside it
    (streams first, then the new commands): replies, values and the store end as when every
    command goes through the store (the reference here: the store path forced)."""
    import tether.remoteapi.server_connection as sc

    plain = sc.passes_through

    def sims() -> tuple[Pair, Simulation]:
        sim = Simulation()
        return Pair(Side(sim)), sim

    def run(pair: Pair, sim: Simulation) -> list[list[tuple]]:
        api = sim.api
        j1, j2, j3 = (api.getObjectHandle(f"Arm_joint{i}") for i in (1, 2, 3))
        out = []
        pair.send(Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING),
                  Command.build(C.START_PAUSE_STOP_SIMULATION, OPMODE_BLOCKING, ints=(0,)),
                  *[Command.build(C.GET_JOINT_POSITION, OPMODE_STREAMING, ints=(j,)) for j in (j1, j2)])
        out.append(_strip(pair.replies()))
        for k in range(6):
            cmds = [Command.build(C.SET_JOINT_TARGET_POSITION, ints=(j,), pure_data=struct.pack("<f", 0.1 * k))
                    for j in (j1, j2)]
            if k % 2:
                cmds.append(Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING, status=1))
            cmds.append(Command.build(C.GET_JOINT_POSITION, OPMODE_BLOCKING, ints=(j3,)))
            if k == 3:  # a command the store would replace in place: the store path
                cmds.append(Command.build(C.GET_JOINT_POSITION, OPMODE_DISCONTINUE, ints=(j1,)))
            pair.send(*cmds)
            out.append(_strip(pair.replies()))
        out.append([(e.command.command_id, e.command.op_mode, e.command.command_data) for e in pair.server.store.items])
        return out

    beside: list[bool] = []  # passes_through's answers with stored commands

    def recorded(plans: list, stored: dict | None = None) -> bool:
        answer = plain(plans, stored)
        if stored is not None:
            beside.append(answer)
        return answer

    monkeypatch.setattr(sc, "passes_through", recorded)
    pair, sim = sims()
    fast = run(pair, sim)
    # all but the discontinue ran beside the store
    assert beside.count(False) == 1 and beside.count(True) == 5
    monkeypatch.setattr(sc, "passes_through", lambda plans, stored=None: stored is None and plain(plans))
    reference = run(*sims())
    assert fast == reference
    assert len(fast[-1]) == 1  # one stream left after its twin was discontinued


def test_a_repeated_request_reuses_its_command_and_its_encoding() -> None:
    """ClientConnection.command: the same fields give back the same (immutable) Command, and a
    message carries every command as encode_command packs it, whether its bytes were cached, the
    outbox rewrote it, or the bounded cache started over in between."""
    c = ClientConnection(framed=False)
    joint = struct.pack("<i", 7)
    half = c.command(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, joint, struct.pack("<f", 0.5), 0)
    assert c.command(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, joint, struct.pack("<f", 0.5), 0) is half
    quarter = c.command(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, joint, struct.pack("<f", 0.25), 0)
    assert quarter is not half and quarter.pure_data == struct.pack("<f", 0.25)
    streamed = c.command(C.GET_JOINT_POSITION, OPMODE_STREAMING | 50, joint, b"", 0)
    assert (streamed.op_mode, streamed.arg) == (OPMODE_STREAMING, 50)
    early = c.command(C.GET_OBJECT_POSITION, OPMODE_BLOCKING, struct.pack("<ii", 9999, -1), b"", 0)
    c.queue(half, PayloadKind.VALUE)
    c.queue(quarter, PayloadKind.VALUE)  # rewrites the queued target in place: a new Command
    c.queue(streamed, PayloadKind.NONE)
    # more distinct requests than the cache keeps: it starts over on the way
    handles = [c.command(C.GET_OBJECT_POSITION, OPMODE_BLOCKING, struct.pack("<ii", h, -1), b"", 0) for h in range(600)]
    for cmd in handles:
        c.queue(cmd, PayloadKind.NONE)
    c.queue(early, PayloadKind.NONE)  # made before the cache started over: still its own bytes
    cmds, message_id = c.take_message()
    body = c.encode(cmds, message_id, 1234)
    assert body[18:] == b"".join(encode_command(cmd) for cmd in cmds)
    decoded = decode_message(body).commands
    assert [cmd.pure_data for cmd in decoded[:2]] == [struct.pack("<f", 0.25), b""]
    assert (decoded[1].op_mode, decoded[1].arg) == (OPMODE_STREAMING, 50)
    assert [cmd.command_data for cmd in decoded[2:-1]] == [struct.pack("<ii", h, -1) for h in range(600)]
    assert decoded[-1] == early
