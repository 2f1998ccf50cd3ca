"""The client's performance paths leave the same state as the plain ones.

* reply shapes (the decode cache's message shapes, with varying time stamps): replies decoded from a
  remembered layout and merged by its plan (kept pending, not as Commands) give the same inbox,
  streams, header, ids and lookups as the general decoder and merge;
* queueing skips the outbox scan for keys not queued since the last message, and rewrites merged
  commands without ``dataclasses.replace``: the outbox stays what spec §5.2 gives;
* a one-packet message is framed with one ``struct`` call: the bytes of the general framing.
"""

from __future__ import annotations

import dataclasses
import re
import struct

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from tether.remoteapi import commands as C
from tether.remoteapi.client_connection import ClientConnection, PayloadKind, materialize
from tether.remoteapi.protocol import (
    CD_LENGTH,
    OPMODE_BLOCKING,
    OPMODE_DISCONTINUE,
    OPMODE_ONESHOT,
    OPMODE_STREAMING,
    Command,
    MessageHeader,
    ProtocolError,
    chunk_at,
    encode_command,
    encode_message_body,
    make_command,
)

_MODES = [OPMODE_ONESHOT, OPMODE_BLOCKING, OPMODE_STREAMING, OPMODE_DISCONTINUE]


@st.composite
def replies(draw, plain: bool = False) -> Command:
    """A reply command of any command-data class, sometimes failed, sometimes a split chunk
    (``plain``: the kind a reply shape keeps: no chunk, discontinue or string stream)."""
    ids = [C.SYNCHRONOUS_NEXT, C.GET_JOINT_POSITION, C.SET_JOINT_TARGET_POSITION, C.GET_OBJECT_HANDLE,
           C.CALL_SCRIPT_FUNCTION, C.GET_OBJECT_POSITION, 0x4001]
    raw = draw(st.sampled_from(ids if plain else ids + [C.READ_STRING_STREAM]))
    mode = draw(st.sampled_from(_MODES[:3] if plain else _MODES))
    pure = draw(st.binary(max_size=12))
    status = draw(st.sampled_from([0, 0, 1]))
    handle = draw(st.integers(0, 2))
    if raw in (C.GET_OBJECT_HANDLE, C.READ_STRING_STREAM):
        cmd = Command.build(raw, mode, strings=(draw(st.text("ab", max_size=2)),), pure_data=pure)
    elif raw == C.CALL_SCRIPT_FUNCTION:
        cmd = Command.build(raw, mode, ints=(handle,), strings=("f", "g"), pure_data=pure)
    elif raw == 0x4001:  # outside every class: length from pdata_offset0
        cmd = Command(raw, mode, 0, b"\x07\x00", pure)
    else:
        n = {C.SYNCHRONOUS_NEXT: 0, C.GET_OBJECT_POSITION: 2}.get(raw, 1)
        cmd = Command.build(raw, mode, ints=(handle,) * n, pure_data=pure)
    cmd = make_command(cmd.command_id, cmd.op_mode, 0, cmd.command_data, cmd.pure_data, status)
    if not plain and len(pure) > 4 and draw(st.integers(0, 5)) == 0:
        cmd = chunk_at(cmd, draw(st.sampled_from([0, 4])), 4)
    return cmd


def _vary(cmd: Command, seed: int, sim_time: int) -> Command:
    """``cmd`` with another time stamp and, by ``seed``, other pure data (mostly of the same length)."""
    pure = cmd.pure_data
    if seed % 3 == 1:
        pure = bytes((seed + i) & 0xFF for i in range(len(pure)))
    elif seed % 7 == 2:
        pure = pure + b"+"
    return make_command(cmd.command_id, cmd.op_mode, cmd.arg, cmd.command_data, pure, cmd.status, sim_time,
                        cmd.total_pure_size, cmd.chunk_offset, cmd.reserved, cmd.declared_data_size)


def _state(conn: ClientConnection) -> tuple:
    inbox = {key: [materialize(e) if type(e) is tuple else e for e in entries] for key, entries in conn.inbox.items()}
    return (inbox, conn.streams, conn.header_bytes, conn.last_received_id, len(conn.in_split))


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.one_of(st.lists(replies(), min_size=1, max_size=5),
                       st.lists(replies(plain=True), min_size=1, max_size=5)), min_size=1, max_size=2),
    st.lists(st.tuples(st.integers(0, 1), st.integers(0, 1000), st.integers(0, 2**31 - 1), st.booleans()),
             min_size=3, max_size=16),
)
def test_shaped_replies_merge_like_general_ones(bases, plan):
    """A run of replies (a few layouts, new time stamps and values, lookups between them) leaves
    the inbox as the general decoder and merge do."""
    general, shaped = ClientConnection(), ClientConnection()
    for key in {(c.command_id, c.command_data) for base in bases for c in base}:
        general.streams.add(key)
        shaped.streams.add(key)
    for message_id, (which, seed, sim_time, consume) in enumerate(plan):
        base = bases[which % len(bases)]
        body = encode_message_body(MessageHeader(message_id), [_vary(c, seed + i, sim_time) for i, c in enumerate(base)])
        try:
            general.merge(body, general.decode(body))
        except ProtocolError as error:  # a chunk out of order: the client drops the connection
            with pytest.raises(type(error), match=re.escape(str(error))):
                shaped.merge(body, *shaped.decode_shaped(body))
            return
        shaped.merge(body, *shaped.decode_shaped(body))
        assert _state(shaped) == _state(general)
        key = (base[0].command_id, base[0].command_data)
        if consume or seed % 2:
            assert shaped.lookup(key, consume=consume) == general.lookup(key, consume=consume)
        else:  # sim.py's reads: the pure data without a Command
            ret, reply = general.lookup(key)
            assert shaped.lookup_pure(key) == (ret, None if reply is None else reply.pure_data)
        assert shaped.last_cmd_time == general.last_cmd_time
        assert _state(shaped) == _state(general)


def test_a_stepping_loop_is_served_from_its_shapes():
    """The replies of a stepping loop (new time stamp and values each step) come from the memo."""
    conn = ClientConnection()
    handles = range(7)
    served = 0
    for step in range(6):
        targets = [Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(h,)).reply(sim_time=5 * step)
                   for h in handles]
        trigger = Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING).reply(sim_time=5 * step + 5)
        streams = [Command.build(C.GET_JOINT_POSITION, OPMODE_STREAMING, ints=(h,))
                   .reply(struct.pack("<f", step * 0.1 + h), sim_time=5 * step + 5) for h in handles]
        for i, cmds in enumerate((targets + [trigger], streams)):
            body = encode_message_body(MessageHeader(2 * step + i), cmds)
            commands, shape = conn.decode_shaped(body)
            served += type(commands[0]) is tuple  # pending replies: read from the shape
            conn.merge(body, commands, shape)
        ret, reply = conn.lookup((C.GET_JOINT_POSITION, struct.pack("<i", 3)))
        assert ret == 0 and reply.pure_data == struct.pack("<f", step * 0.1 + 3)
        assert reply.sim_time == 5 * step + 5
        ret, reply = conn.lookup((C.SYNCHRONOUS_NEXT, b""), consume=True)
        assert ret == 0 and reply.sim_time == 5 * step + 5
    assert served == 2 * 6 - 4  # each layout: seen, then learnt, then served


def _queue_by_the_rules(outbox: list[Command], cmd: Command, payload: PayloadKind) -> None:
    """Spec §5.2 as written: scan the whole outbox for a similar command."""
    if not cmd.status & 1:
        for i, old in enumerate(outbox):
            if (old.command_id, old.command_data) != (cmd.command_id, cmd.command_data):
                continue
            if CD_LENGTH[cmd.command_id] == 0:
                return
            if payload is PayloadKind.BUFFER:
                del outbox[i]
                break
            if payload is PayloadKind.VALUE:
                outbox[i] = dataclasses.replace(old, op_mode=cmd.op_mode, pure_data=cmd.pure_data)
            else:
                outbox[i] = dataclasses.replace(old, op_mode=cmd.op_mode)
            return
    outbox.append(cmd)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.none(), st.tuples(replies(), st.sampled_from(list(PayloadKind)), st.booleans())),
                max_size=20))
def test_queueing_follows_the_outbox_rules(steps):
    """Queued commands (similar ones, no-overwrite ones, messages taken between: None) leave the
    outbox the rules give."""
    conn = ClientConnection()
    expected: list[Command] = []
    for step in steps:
        if step is None:
            taken = conn.take_message()
            assert taken is not None and taken[0] == expected
            expected = []
            continue
        cmd, payload, no_overwrite = step
        cmd = make_command(cmd.command_id, cmd.op_mode, cmd.arg, cmd.command_data, cmd.pure_data, int(no_overwrite))
        conn.queue(cmd, payload)
        _queue_by_the_rules(expected, cmd, payload)
        assert conn.outbox == expected


@settings(max_examples=100, deadline=None)
@given(st.lists(replies(), max_size=4), st.integers(0, 2**31 - 1), st.integers(0, 0x03FFFFFF),
       st.integers(0, 1400), st.booleans())
def test_encoded_messages_are_the_general_framing(cmds, message_id, client_time, extra, framed):
    """The client's one-packet shortcut gives the bytes of the general framing (one packet or more)."""
    cmds = cmds + [Command.build(C.SET_STRING_SIGNAL, OPMODE_ONESHOT, strings=("s",), pure_data=b"x" * extra)]
    conn = ClientConnection(framed=framed)
    general = conn.frame(message_id, client_time, [encode_command(c) for c in cmds])
    assert conn.encode(cmds, message_id, client_time) == general
