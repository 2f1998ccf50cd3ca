"""Codec tests: spec §9 byte examples, framing, data classes, split chunks, garbage input."""

from __future__ import annotations

import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tether.remoteapi import commands as C
from tether.remoteapi.commands import DataClass, data_class
from tether.remoteapi.layouts import LayoutError
from tether.remoteapi.table import signature
from tether.remoteapi.protocol import (
    OPMODE_BLOCKING,
    OPMODE_DISCONTINUE,
    OPMODE_ONESHOT_SPLIT,
    OPMODE_STREAMING,
    Command,
    CommandKey,
    FramingError,
    LocalProtocolError,
    MalformedMessageError,
    MessageHeader,
    MessageTooLargeError,
    PacketAssembler,
    ProtocolError,
    RemoteProtocolError,
    ServerState,
    SplitReassembler,
    UnsupportedByteOrderError,
    decode_message,
    encode_command,
    encode_message,
    encode_message_body,
    frame_message,
    join_op_mode,
    split_chunks,
    split_op_mode,
)


def hx(text: str) -> bytes:
    """Hex dump from the spec; ``xx`` (client garbage) becomes 00."""
    return bytes.fromhex(text.replace("xx", "00"))


# --- §9 worked examples ------------------------------------------------------------------
GET_HANDLE_REQUEST = hx(
    "01 00 32 00 00 00  00 00 0b 09 00 00 00 d4 08 8c 00 00 00 00 00 00 00 00"
    "20 00 00 00 20 00 00 00 06 00 00 00 00 00 01 30 01 00 00 00 xx xx xx xx 00 xx"
    "46 6c 6f 6f 72 00"
)
GET_HANDLE_EMPTY_REPLY = hx("01 00 12 00 00 00 00 00 0b 08 00 00 00 d4 08 8c 00 74 88 01 00 34 12 00")
EMPTY_REQUEST_12 = hx("01 00 12 00 00 00 00 00 0b 0c 00 00 00 e4 08 8c 00 00 00 00 00 00 00 00")
GET_HANDLE_REPLY = hx(
    "01 00 36 00 00 00 00 00 0b 0b 00 00 00 e4 08 8c 00 83 88 01 00 34 12 00"
    "24 00 00 00 24 00 00 00 06 00 00 00 00 00 01 30 01 00 00 00 00 00 00 00 00 00"
    "46 6c 6f 6f 72 00 0a 00 00 00"
)

SYNC_HEADERS = {
    "enable": "00 00 0b 0b 00 00 00 53 12 8c 00 c4 88 01 00 34 12 00",
    "start": "00 00 0b 0f 00 00 00 68 12 8c 00 d8 88 01 00 34 12 01",
    "trigger": "00 00 0b 26 00 00 00 df 12 8c 00 4f 89 01 00 34 12 01",
    "ping": "00 00 0b 2a 00 00 00 f3 12 8c 00 63 89 01 00 34 12 01",
}
SYNC_REQUESTS = {
    "enable": "1a 00 00 00 1a 00 00 00 00 00 00 00 00 00 01 00 01 00 00 00 xx xx xx xx 00 xx",
    "start": "1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 07 10 01 00 00 00 xx xx xx xx 00 xx 00 00 00 00",
    "trigger": "1a 00 00 00 1a 00 00 00 00 00 00 00 00 00 03 00 01 00 00 00 xx xx xx xx 00 xx",
    "ping": "1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 21 10 01 00 00 00 xx xx xx xx 00 xx 01 00 00 00",
}
SYNC_REPLIES = {
    "enable": "1a 00 00 00 1a 00 00 00 00 00 00 00 00 00 01 00 01 00 00 00 00 00 00 00 00 00",
    "start": "1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 07 10 01 00 00 00 00 00 00 00 00 00 00 00 00 00",
    "trigger": "1a 00 00 00 1a 00 00 00 00 00 00 00 00 00 03 00 01 00 00 00 00 00 00 00 00 00",
    "ping": "22 00 00 00 22 00 00 00 04 00 00 00 00 00 21 10 01 00 00 00 32 00 00 00 00 00"
    "01 00 00 00 34 9e 00 00",
}
STREAM_REQUEST = hx(
    "1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 01 10 02 00 00 00 xx xx xx xx 00 xx 14 00 00 00"
)
STREAM_REPLY = hx(
    "22 00 00 00 22 00 00 00 04 00 00 00 00 00 01 10 02 00 00 00 00 00 00 00 00 00 14 00 00 00"
    "00 00 80 3e"
)
DISCONTINUE_REQUEST = hx(
    "1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 01 10 05 00 00 00 xx xx xx xx 00 xx 14 00 00 00"
)
DISCONTINUE_REPLY = hx(
    "1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 01 10 05 00 00 00 00 00 00 00 00 00 14 00 00 00"
)


def roundtrip_framed(wire: bytes):
    bodies = PacketAssembler().feed(wire)
    assert len(bodies) == 1
    message = decode_message(bodies[0])
    assert encode_message(message.header, message.commands) == wire
    return message


def test_9a_get_object_handle_request():
    m = roundtrip_framed(GET_HANDLE_REQUEST)
    assert m.header.message_id == 9 and m.header.version == 11
    assert m.header.client_time == 0x008C08D4
    (cmd,) = m.commands
    assert cmd.command_id == C.GET_OBJECT_HANDLE
    assert cmd.op_mode == OPMODE_BLOCKING
    assert cmd.strings == (b"Floor",)
    assert cmd.pure_data == b""
    assert cmd.key == CommandKey(0x3001, b"Floor\0")
    # building the same request from scratch gives the same bytes
    built = Command.build(C.GET_OBJECT_HANDLE, OPMODE_BLOCKING, strings=["Floor"])
    assert encode_message(m.header, [built]) == GET_HANDLE_REQUEST


def test_9a_replies():
    empty = roundtrip_framed(GET_HANDLE_EMPTY_REPLY)
    assert empty.commands == () and empty.header.message_id == 8
    assert roundtrip_framed(EMPTY_REQUEST_12).header.message_id == 12
    m = roundtrip_framed(GET_HANDLE_REPLY)
    assert m.header.message_id == 11
    assert m.header.server_time == 100483 and m.header.scene_id == 0x1234
    (reply,) = m.commands
    assert not reply.failed and struct.unpack("<i", reply.pure_data) == (10,)
    request = decode_message(PacketAssembler().feed(GET_HANDLE_REQUEST)[0]).commands[0]
    rebuilt = request.reply(struct.pack("<i", 10))
    assert encode_message(m.header, [rebuilt]) == GET_HANDLE_REPLY


@pytest.mark.parametrize("name", sorted(SYNC_REQUESTS))
def test_9b_synchronous_commands(name):
    header = MessageHeader(1, 0)
    req_body = header.pack() + hx(SYNC_REQUESTS[name])
    req = decode_message(req_body)
    assert encode_message_body(req.header, req.commands) == req_body
    (cmd,) = req.commands
    assert cmd.op_mode == OPMODE_BLOCKING
    rep_body = hx(SYNC_HEADERS[name]) + hx(SYNC_REPLIES[name])
    rep = decode_message(rep_body)
    assert encode_message_body(rep.header, rep.commands) == rep_body
    (reply,) = rep.commands
    assert reply.key == cmd.key
    pure = reply.pure_data
    assert encode_message_body(rep.header, [cmd.reply(pure, sim_time=reply.sim_time)]) == rep_body
    assert ServerState.from_byte(rep.header.server_state).simulation_not_stopped == (name != "enable")


def test_9b_ping_reply_values():
    rep = decode_message(hx(SYNC_HEADERS["ping"]) + hx(SYNC_REPLIES["ping"]))
    (reply,) = rep.commands
    assert reply.sim_time == 50
    assert reply.ints == (1,)
    assert struct.unpack("<i", reply.pure_data) == (40500,)


@pytest.mark.parametrize(
    "wire, op_mode, pure",
    [
        (STREAM_REQUEST, OPMODE_STREAMING, b""),
        (STREAM_REPLY, OPMODE_STREAMING, struct.pack("<f", 0.25)),
        (DISCONTINUE_REQUEST, OPMODE_DISCONTINUE, b""),
        (DISCONTINUE_REPLY, OPMODE_DISCONTINUE, b""),
    ],
)
def test_9c_streaming_and_discontinue(wire, op_mode, pure):
    body = MessageHeader(3).pack() + wire
    m = decode_message(body)
    (cmd,) = m.commands
    assert (cmd.command_id, cmd.op_mode, cmd.ints, cmd.pure_data) == (0x1001, op_mode, (20,), pure)
    assert encode_message_body(m.header, m.commands) == body


def test_9c_streaming_delay_goes_to_delay_field():
    mode, arg = split_op_mode(0x020000 + 100)
    assert (mode, arg) == (OPMODE_STREAMING, 100)
    cmd = Command.build(C.GET_JOINT_POSITION, mode, ints=[20], arg=arg)
    assert encode_command(cmd)[18:20] == b"\x64\x00"
    assert join_op_mode(mode, arg) == 0x020064


def test_9d_multi_packet_string_signal():
    cmd = Command.build(C.SET_STRING_SIGNAL, OPMODE_BLOCKING, strings=["big"], pure_data=b"x" * 3000)
    wire = encode_message(MessageHeader(5), [cmd])
    body_len = 18 + 26 + 4 + 3000
    assert body_len == 3048
    assert wire[0:6] == hx("01 00 0e 05 02 00")
    assert wire[1300:1306] == hx("01 00 0e 05 01 00")
    assert wire[2600:2606] == hx("01 00 cc 01 00 00")
    assert len(wire) == body_len + 3 * 6
    (body,) = PacketAssembler().feed(wire)
    assert decode_message(body).commands == (cmd,)


def test_split_upload_capture_sizes():
    """§3.5: 256 bytes at chunk 100 → mem 130/130/86, full 286, offset1 0/100/200."""
    cmd = Command.build(
        C.SET_STRING_SIGNAL, OPMODE_ONESHOT_SPLIT, strings=["big"], pure_data=bytes(range(256)), arg=100
    )
    chunks = list(split_chunks(cmd, 100))
    fields = [struct.unpack_from("<iiHi", encode_command(c)) for c in chunks]
    assert [(f[0], f[1], f[3]) for f in fields] == [(130, 286, 0), (130, 286, 100), (86, 286, 200)]
    assert all(f[2] == 4 for f in fields)
    # decode each chunk from its own message and reassemble
    reasm = SplitReassembler()
    results = []
    for c in chunks:
        decoded = decode_message(encode_message_body(MessageHeader(), [c])).commands[0]
        assert decoded.is_chunk
        results.append(reasm.feed(decoded))
    assert results[:2] == [None, None]
    assert results[2] == cmd and len(reasm) == 0


def test_split_reply_capture_sizes():
    """A 776-byte image reply split at 200: mem 230/230/230/206, full 806."""
    reply = Command.build(C.GET_VISION_SENSOR_IMAGE_RGB, OPMODE_STREAMING, ints=[30]).reply(
        bytes(776)
    )
    chunks = list(split_chunks(reply, 200))
    mems = [struct.unpack_from("<ii", encode_command(c)) for c in chunks]
    assert mems == [(230, 806), (230, 806), (230, 806), (206, 806)]


def test_split_command_that_fits_is_sent_whole():
    cmd = Command.build(C.SET_STRING_SIGNAL, OPMODE_ONESHOT_SPLIT, strings=["s"], pure_data=b"ab")
    assert list(split_chunks(cmd, 100)) == [cmd]


def test_reassembler_restarts_on_new_size_and_passes_whole():
    base = Command.build(C.SET_STRING_SIGNAL, strings=["s"], pure_data=b"a" * 10)
    re = SplitReassembler()
    first = next(split_chunks(base, 4))
    assert re.feed(first) is None and base.key in re
    other = Command.build(C.SET_STRING_SIGNAL, strings=["s"], pure_data=b"b" * 6)
    out = [re.feed(c) for c in split_chunks(other, 4)]
    assert out[-1].pure_data == b"b" * 6
    assert re.feed(base) is base


def test_reassembler_size_limit():
    cmd = Command.build(C.SET_STRING_SIGNAL, strings=["s"], pure_data=b"a" * 100)
    with pytest.raises(MessageTooLargeError):
        SplitReassembler(max_size=50).feed(next(split_chunks(cmd, 10)))


# --- data classes ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "raw, cls",
    [
        (0x0001, DataClass.NULL),
        (0x000A, DataClass.NULL),
        (0x0801, DataClass.NULL),
        (0x1001, DataClass.INT),
        (0x1801, DataClass.INT),
        (0x2001, DataClass.INT_INT),
        (0x2801, DataClass.INT_INT),
        (0x3001, DataClass.STRING),
        (0x3401, DataClass.INT_STRING_STRING),
        (0x0000, DataClass.UNKNOWN),
        (0x1000, DataClass.UNKNOWN),
        (0x2000, DataClass.UNKNOWN),
        (0x3000, DataClass.UNKNOWN),
        (0x3400, DataClass.UNKNOWN),
        (0x3500, DataClass.UNKNOWN),
        (0x4000, DataClass.UNKNOWN),
    ],
)
def test_data_class_ranges(raw, cls):
    assert data_class(raw) is cls


@pytest.mark.parametrize(
    "raw, ints, strings, data",
    [
        (C.GET_LAST_ERRORS, (), (), b""),
        (C.GET_JOINT_POSITION, (-7,), (), struct.pack("<i", -7)),
        (C.GET_OBJECT_POSITION, (5, -1), (), struct.pack("<ii", 5, -1)),
        (C.GET_FLOAT_SIGNAL, (), ("sig",), b"sig\0"),
        (C.CALL_SCRIPT_FUNCTION, (1,), ("Scr", "fn"), struct.pack("<i", 1) + b"Scr\0fn\0"),
    ],
)
def test_every_data_class_roundtrip(raw, ints, strings, data):
    cmd = Command.build(raw, OPMODE_BLOCKING, ints=ints, strings=strings, pure_data=b"\x01\x02")
    assert cmd.command_data == data
    assert cmd.ints == ints and cmd.strings == tuple(s.encode() for s in strings)
    body = encode_message_body(MessageHeader(1), [cmd, cmd])
    assert decode_message(body).commands == (cmd, cmd)


def test_no_overwrite_status_defaults():
    assert Command.build(C.CALL_SCRIPT_FUNCTION, ints=[1], strings=["a", "b"]).no_overwrite
    assert Command.build(C.ADD_STATUSBAR_MESSAGE, strings=["hi"]).status == 1
    assert not Command.build(C.SET_JOINT_POSITION, ints=[1]).no_overwrite


def test_kill_command_declares_four_bytes_that_are_pure_data():
    wire = hx("1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 0a 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00")
    body = MessageHeader(4).pack() + wire
    (cmd,) = decode_message(body).commands
    assert cmd.command_id == C.KILL_CONNECTION
    assert cmd.command_data == b"" and cmd.pure_data == b"\0\0\0\0"
    assert cmd.declared_data_size == 4
    assert encode_message_body(MessageHeader(4), [cmd]) == body


def test_unknown_id_uses_pdata_offset0_so_a_server_can_answer():
    cmd = Command(0x4001, 0, 0, b"\x07\x00", b"pd")
    (back,) = decode_message(encode_message_body(MessageHeader(), [cmd])).commands
    assert back.command_data == b"\x07\x00" and back.pure_data == b"pd"
    reply = back.reply(back.pure_data, failed=True)
    assert reply.failed and reply.word == 0x4001


def test_build_rejects_misuse():
    with pytest.raises(LocalProtocolError):
        Command.build(C.GET_JOINT_POSITION)  # missing handle
    with pytest.raises(LocalProtocolError):
        Command.build(C.GET_OBJECT_HANDLE, strings=["a\0b"])
    with pytest.raises(LocalProtocolError):
        Command.build(0x4001)
    with pytest.raises(LocalProtocolError):
        Command.build(C.GET_JOINT_POSITION, ints=[2**31])
    with pytest.raises(LocalProtocolError):
        Command.build(C.GET_JOINT_POSITION, 0x020005, ints=[1])  # arg belongs in `arg`
    with pytest.raises(LocalProtocolError):
        frame_message(b"")
    assert issubclass(LocalProtocolError, ValueError)
    assert not issubclass(LocalProtocolError, RemoteProtocolError)


def test_op_mode_high_bits_roundtrip():
    cmd = Command.build(C.GET_JOINT_POSITION, 0xFF0000, ints=[1], arg=0xFFFF)
    (back,) = decode_message(encode_message_body(MessageHeader(), [cmd])).commands
    assert back.op_mode == 0xFF0000 and back.arg == 0xFFFF


def test_server_state_byte():
    s = ServerState(True, True, True, 5)
    assert s.to_byte() == 0b101111
    assert ServerState.from_byte(s.to_byte()) == s


def test_header_value_at_offsets():
    h = MessageHeader(7, 8, 9, 10, 11)
    assert [h.value_at(o) for o in (2, 3, 7, 11, 15, 17, 4)] == [11, 7, 8, 9, 10, 11, None]


# --- framing -----------------------------------------------------------------------------
def test_packets_respect_max_packet_size_and_reassemble_bytewise():
    cmds = [
        Command.build(C.SET_STRING_SIGNAL, strings=[f"s{i}"], pure_data=bytes([i]) * 777)
        for i in range(5)
    ]
    wire = encode_message(MessageHeader(3), cmds, max_packet_size=200)
    a = PacketAssembler()
    out = []
    for i in range(len(wire)):
        out += a.feed(wire[i : i + 1])
    assert len(out) == 1 and decode_message(out[0]).commands == tuple(cmds)
    assert a.pending == 0
    # every packet ≤ 200 bytes, all full but the last
    pos, sizes = 0, []
    while pos < len(wire):
        _, length, _ = struct.unpack_from("<HHH", wire, pos)
        sizes.append(length)
        pos += 6 + length
    assert all(s == 194 for s in sizes[:-1]) and 0 < sizes[-1] <= 194


def test_two_messages_in_one_feed():
    wire = encode_message(MessageHeader(1)) + encode_message(MessageHeader(2))
    bodies = PacketAssembler().feed(wire)
    assert [decode_message(b).header.message_id for b in bodies] == [1, 2]


@pytest.mark.parametrize(
    "wire, error",
    [
        (hx("02 00 12 00 00 00"), FramingError),
        (hx("00 01 00 12 00 00"), UnsupportedByteOrderError),
        (hx("01 00 00 00 00 00"), FramingError),
        (hx("01 00 05 00 02 00 aa bb cc dd ee 01 00 05 00 00 00"), FramingError),  # skipped count
    ],
)
def test_bad_framing(wire, error):
    a = PacketAssembler()
    with pytest.raises(error):
        a.feed(wire)
    with pytest.raises(error):  # the assembler stays poisoned
        a.feed(b"")


def test_max_packet_payload_and_message_size():
    with pytest.raises(FramingError):
        PacketAssembler(max_packet_payload=100).feed(hx("01 00 c8 00 00 00"))
    wire = encode_message(MessageHeader(), [Command.build(C.SET_STRING_SIGNAL, strings=["s"], pure_data=bytes(500))])
    with pytest.raises(MessageTooLargeError):
        PacketAssembler(max_message_size=300).feed(wire)


@pytest.mark.parametrize(
    "body",
    [
        b"\0" * 17,  # short header
        MessageHeader().pack() + b"\0" * 10,  # short sub-header
        MessageHeader().pack() + struct.pack("<iiHiiHiBB", 25, 25, 0, 0, 1, 0, 0, 0, 0),
        MessageHeader().pack() + struct.pack("<iiHiiHiBB", 100, 100, 0, 0, 1, 0, 0, 0, 0),
        MessageHeader().pack() + struct.pack("<iiHiiHiBB", 30, 26, 4, 0, 0x1001, 0, 0, 0, 0) + b"abcd",
        MessageHeader().pack() + struct.pack("<iiHiiHiBB", 32, 40, 4, 10, 0x1001, 0, 0, 0, 0) + b"a" * 6,
        MessageHeader().pack() + struct.pack("<iiHiiHiBB", 30, 30, 9, 0, 0x4001, 0, 0, 0, 0) + b"abcd",
    ],
)
def test_malformed_messages(body):
    with pytest.raises(MalformedMessageError):
        decode_message(body)


@pytest.mark.parametrize(
    "raw, command_data",
    [
        (0x3001, b"abcd"),  # string without its NUL terminator
        (0x1001, b"ab"),  # int command data cut short
        (0x200E, b"\1\0\0\0"),  # int,int command (get_object_position) with one int
        (0x3401, b"\0\0\0\0ab\0"),  # int,string,string with one string
    ],
)
def test_short_command_data_stays_decodable_for_the_table_to_judge(raw, command_data):
    # mem_size delimits the command, so the message parses; the command table refuses it
    # (a remote error, the connection goes on) instead of the whole message being dropped.
    body = MessageHeader().pack() + struct.pack(
        "<iiHiiHiBB", 26 + len(command_data), 26 + len(command_data), len(command_data), 0, raw, 0, 0, 0, 0
    ) + command_data
    (cmd,) = decode_message(body).commands
    assert (cmd.command_id, cmd.command_data, cmd.pure_data) == (raw, command_data, b"")
    with pytest.raises(LayoutError):
        signature(raw).decode_data(cmd.command_data)


def test_only_get_ui_event_button_accepts_one_int_of_int_int_command_data():
    for raw in range(C.INT_INT_START + 1, C.INT_INT_START + 0x11):
        sig = signature(raw)
        if raw == C.GET_UI_EVENT_BUTTON:
            assert sig.decode_data(b"\3\0\0\0") == (3,)
        else:
            with pytest.raises(LayoutError):
                sig.decode_data(b"\3\0\0\0")
            assert sig.decode_data(struct.pack("<ii", 3, 4)) == (3, 4)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400), st.integers(min_value=1, max_value=64))
def test_garbage_only_raises_protocol_errors(data, step):
    a = PacketAssembler(max_message_size=4096)
    try:
        for i in range(0, len(data), step):
            for body in a.feed(data[i : i + step]):
                decode_message(body)
    except ProtocolError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_garbage_bodies_only_raise_protocol_errors(body):
    try:
        message = decode_message(body)
    except ProtocolError:
        return
    # whatever decodes re-encodes to the same bytes
    assert encode_message_body(message.header, message.commands) == body


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from([0x0004, 0x1001, 0x2007, 0x3012, 0x3401]),
            st.sampled_from([0, OPMODE_BLOCKING, OPMODE_STREAMING, OPMODE_DISCONTINUE]),
            st.integers(0, 0xFFFF),
            st.binary(max_size=40),
            st.integers(-(2**31), 2**31 - 1),
            st.text(alphabet="abcxyz", max_size=5),
        ),
        max_size=6,
    ),
    st.integers(min_value=7, max_value=300),
)
def test_structured_roundtrip(specs, packet_size):
    cmds = []
    for raw, mode, arg, pd, i, s in specs:
        cls = data_class(raw)
        ints = {DataClass.NULL: (), DataClass.INT: (i,), DataClass.INT_INT: (i, -i - 1 if i else 1),
                DataClass.STRING: (), DataClass.INT_STRING_STRING: (i,)}[cls]
        strs = {DataClass.STRING: (s,), DataClass.INT_STRING_STRING: (s, s + "q")}.get(cls, ())
        cmds.append(Command.build(raw, mode, ints=ints, strings=strs, pure_data=pd, arg=arg))
    wire = encode_message(MessageHeader(42, 1, 2, 3, 4), cmds, packet_size)
    (body,) = PacketAssembler().feed(wire)
    assert decode_message(body) .commands == tuple(cmds)


def test_ui_event_button_with_one_int_as_the_official_client_sends_it():
    """Captured from the official client: 0x2003 (int,int class) carries a single int."""
    wire = hx("1e 00 00 00 1e 00 00 00 04 00 00 00 00 00 03 20 01 00 00 00 00 00 00 00 00 00 03 00 00 00")
    body = MessageHeader().pack() + wire
    (cmd,) = decode_message(body).commands
    assert cmd.command_id == C.GET_UI_EVENT_BUTTON and cmd.command_data == b"\x03\0\0\0"
    assert encode_message_body(MessageHeader(), [cmd]) == body


@settings(max_examples=40, deadline=None)
@given(
    size=st.sampled_from([1, 193, 194, 1294, 1295, 64 * 1294, 64 * 1294 + 1, 65 * 1294, 300_000]),
    packet=st.sampled_from([200, 1300, 30000]),
    seed=st.integers(0, 255),
)
def test_frame_message_big_path_equals_the_packet_loop(size: int, packet: int, seed: int) -> None:
    """Big messages are framed vectorised; the bytes are those of the plain packet loop."""
    body = bytes((seed + i * 7) & 0xFF for i in range(size))
    payload = packet - 6
    count = -(-size // payload)
    expected = b"".join(
        struct.pack("<HHH", 1, len(body[i * payload : (i + 1) * payload]), count - 1 - i)
        + body[i * payload : (i + 1) * payload]
        for i in range(count)
    )
    assert frame_message(body, packet) == expected
