"""Sans-IO codec of CoppeliaSim's legacy remote API (shared by tether's server and client).

Nothing here touches a socket: bytes go in, messages and commands come out, and back.

The rules, in one place (spec: docs/legacy-remote-api-protocol.md):

* A *message* travels in one or more *packets*: a 6-byte packet header (``<HHH``: endianness
  probe = 1, payload length L, packets still to follow) and L payload bytes.  Senders cut a
  message into ``max_packet_size - 6`` byte payloads, all full but the last; the official
  client always uses 1300-byte packets, a server may use up to 30000.  Zero-length packets
  are never sent.  There is no total-length field: the message ends with the packet whose
  "packets left" is 0.
* A message is an 18-byte header (``<HBiiiHB``: crc 0, version 11, message id, client time,
  server time, scene id, server state) followed by commands back to back, no count field.
* A command is a 26-byte sub-header (``<iiHiiHiBB``: mem_size, full_mem_size, pdata_offset0,
  pdata_offset1, command word, delay/split, sim_time, status, reserved), then *command data*
  whose shape the raw id's range decides (:func:`tether.remoteapi.commands.data_class`),
  then *pure data* up to ``mem_size``.
* Command word = raw id (bits 0-15) | op-mode (bits 16-23).  The op-mode argument of the
  simx functions carries a 16-bit value in its low bits (streaming delay in ms, split chunk
  size) that travels in the delay/split field.
* Command key = (raw id, command data bytes): similar commands share a key.
* A split chunk carries the whole command data and one slice of the pure data:
  ``full_mem_size`` gives the complete size and ``pdata_offset1`` the slice's offset.
* Replies echo the request's command word and command data, set ``sim_time`` and status
  bit 0 on failure, and carry the result as pure data.
* Errors: :class:`LocalProtocolError` when *you* asked for something unencodable,
  :class:`RemoteProtocolError` (and subclasses) when the peer's bytes break the rules.
"""

from __future__ import annotations

import struct

try:
    import cython
except ImportError:  # run as plain Python without Cython installed
    from tether.util import cython_shim as cython  # type: ignore[no-redef]
from dataclasses import dataclass, field, fields, make_dataclass, replace
from typing import Any, Callable, Iterable, Iterator, NamedTuple

from tether.remoteapi.commands import GET_UI_EVENT_BUTTON, NO_OVERWRITE_COMMANDS, DataClass, command_name, data_class

__all__ = [
    "PACKET_HEADER_SIZE",
    "MESSAGE_HEADER_SIZE",
    "SUBHEADER_SIZE",
    "SIMX_VERSION",
    "CLIENT_MAX_PACKET_SIZE",
    "DEFAULT_MAX_MESSAGE_SIZE",
    "MAX_PACKET_PAYLOAD",
    "OPMODE_ONESHOT",
    "OPMODE_BLOCKING",
    "OPMODE_STREAMING",
    "OPMODE_ONESHOT_SPLIT",
    "OPMODE_STREAMING_SPLIT",
    "OPMODE_DISCONTINUE",
    "OPMODE_BUFFER",
    "OPMODE_REMOVE",
    "STATUS_NO_OVERWRITE",
    "STATUS_FAILED",
    "ProtocolError",
    "LocalProtocolError",
    "RemoteProtocolError",
    "FramingError",
    "UnsupportedByteOrderError",
    "MessageTooLargeError",
    "MalformedMessageError",
    "split_op_mode",
    "join_op_mode",
    "CommandKey",
    "MessageHeader",
    "ServerState",
    "Command",
    "Message",
    "encode_command",
    "encode_command_data",
    "encode_message_body",
    "encode_message",
    "frame_message",
    "decode_message",
    "decode_commands",
    "DecodeCache",
    "MessageShape",
    "make_command",
    "PacketAssembler",
    "SplitReassembler",
    "chunk_at",
    "split_chunks",
    "client_time_ms",
    "pack_header",
    "pack_reply",
    "frame_parts",
    "message_id_of",
    "MESSAGE_IDS",
]

PACKET_HEADER = struct.Struct("<HHH")
MESSAGE_HEADER = struct.Struct("<HBiiiHB")
SUBHEADER = struct.Struct("<iiHiiHiBB")
#: The headers of a message sent in one packet, packed together (packet header, message header).
ONE_PACKET_HEADERS = struct.Struct("<" + PACKET_HEADER.format[1:] + MESSAGE_HEADER.format[1:])
#: Byte offset of the simulation time stamp in a sub-header (after mem, full, offsets, word, arg).
SUBHEADER_TIME_AT = struct.calcsize(SUBHEADER.format[:-3])
#: Message id and client time of a message header (skips crc and version).
MESSAGE_IDS = struct.Struct("<3xii")
PACKET_HEADER_SIZE = PACKET_HEADER.size  # 6
MESSAGE_HEADER_SIZE = MESSAGE_HEADER.size  # 18
SUBHEADER_SIZE = SUBHEADER.size  # 26

SIMX_VERSION = 11
CLIENT_MAX_PACKET_SIZE = 1300
SERVER_MIN_PACKET_SIZE = 200
SERVER_MAX_PACKET_SIZE = 30000
#: The official client reads L as a signed 16-bit number.
MAX_PACKET_PAYLOAD = 32767
#: Default bound on a reassembled message or split command (a 2048x2048 RGB image is 12 MiB).
DEFAULT_MAX_MESSAGE_SIZE = 64 * 1024 * 1024

OPMODE_ONESHOT = 0x000000
OPMODE_BLOCKING = 0x010000
OPMODE_STREAMING = 0x020000
OPMODE_ONESHOT_SPLIT = 0x030000
OPMODE_STREAMING_SPLIT = 0x040000
OPMODE_DISCONTINUE = 0x050000
OPMODE_BUFFER = 0x060000
OPMODE_REMOVE = 0x070000
_OPMODE_MASK = 0xFFFF0000
_ARG_MASK = 0x0000FFFF

#: Request status bit 0: do not overwrite a similar stored command (spec §4.2).
STATUS_NO_OVERWRITE = 0x01
#: Reply status bit 0: execution failed on the server.
STATUS_FAILED = 0x01

_I32 = struct.Struct("<i")
_II = struct.Struct("<ii")


# --- errors ------------------------------------------------------------------------------
class ProtocolError(Exception):
    """Base of every error this codec raises."""


class LocalProtocolError(ProtocolError, ValueError):
    """The caller asked the codec for something the protocol cannot express."""


class RemoteProtocolError(ProtocolError):
    """The peer's bytes break the protocol; the connection should be dropped."""


class FramingError(RemoteProtocolError):
    """Packet headers are inconsistent (bad probe word, zero length, wrong packet count...)."""


class UnsupportedByteOrderError(FramingError):
    """The peer is big-endian (probe word reads 0x0100); tether speaks little-endian only."""


class MessageTooLargeError(RemoteProtocolError):
    """A message or split command exceeds the configured maximum size."""


class MalformedMessageError(RemoteProtocolError):
    """A reassembled message does not parse as header + commands."""


# --- op-mode -----------------------------------------------------------------------------
def split_op_mode(value: int) -> tuple[int, int]:
    """Split a simx op-mode argument into (mode bits, 16-bit delay/chunk argument)."""
    value &= 0xFFFFFFFF
    return value & _OPMODE_MASK, value & _ARG_MASK


def join_op_mode(mode: int, arg: int = 0) -> int:
    """Inverse of :func:`split_op_mode` (e.g. ``join_op_mode(OPMODE_STREAMING, 100)``)."""
    return (mode & _OPMODE_MASK) | (arg & _ARG_MASK)


def client_time_ms(monotonic_s: float) -> int:
    """Client clock field: milliseconds masked to 26 bits (wraps every ~18.6 h)."""
    return int(monotonic_s * 1000.0) & 0x03FFFFFF


# --- data types --------------------------------------------------------------------------
class CommandKey(NamedTuple):
    """Identity of a command: raw id and command-data bytes (spec §3.2)."""

    command_id: int
    command_data: bytes


@dataclass(frozen=True, slots=True)
class MessageHeader:
    """The 18-byte message header (spec §2.1)."""

    message_id: int = 0
    client_time: int = 0
    server_time: int = 0
    scene_id: int = 0
    server_state: int = 0
    version: int = SIMX_VERSION
    crc: int = 0

    def pack(self) -> bytes:
        """Encode to 18 bytes."""
        try:
            return MESSAGE_HEADER.pack(
                self.crc,
                self.version,
                self.message_id,
                self.client_time,
                self.server_time,
                self.scene_id,
                self.server_state,
            )
        except struct.error as exc:
            raise LocalProtocolError(f"message header field out of range: {exc}") from None

    @classmethod
    def unpack(cls, data: bytes, offset: int = 0) -> "MessageHeader":
        """Decode 18 bytes at ``offset``."""
        if len(data) - offset < MESSAGE_HEADER_SIZE:
            raise MalformedMessageError(
                f"message of {len(data) - offset} bytes is shorter than its 18-byte header"
            )
        crc, version, mid, ctime, stime, scene, state = MESSAGE_HEADER.unpack_from(data, offset)
        return cls(mid, ctime, stime, scene, state, version, crc)

    def value_at(self, offset: int) -> int | None:
        """Field at a header byte offset (simxGetInMessageInfo's infoType), or None."""
        return {
            0: self.crc,
            2: self.version,
            3: self.message_id,
            7: self.client_time,
            11: self.server_time,
            15: self.scene_id,
            17: self.server_state,
        }.get(offset)


@dataclass(frozen=True, slots=True)
class ServerState:
    """The server-state byte of reply headers (spec §2.1)."""

    simulation_not_stopped: bool = False  # bit 0: running or paused
    paused: bool = False  # bit 1
    real_time: bool = False  # bit 2
    edit_mode: int = 0  # bits 3-5: 0 none, 1 triangle, 2 vertex, 3 edge, 4 path, 5 UI

    def to_byte(self) -> int:
        """Encode to the u8 header field."""
        if not 0 <= self.edit_mode <= 7:
            raise LocalProtocolError(f"edit mode {self.edit_mode} does not fit in 3 bits")
        return (
            int(self.simulation_not_stopped)
            | int(self.paused) << 1
            | int(self.real_time) << 2
            | self.edit_mode << 3
        )

    @staticmethod
    def byte_of(running: bool, paused: bool, real_time: bool) -> int:
        """The byte for these flags with no edit mode (the server's per-reply hot path)."""
        return running | paused << 1 | real_time << 2

    @classmethod
    def from_byte(cls, value: int) -> "ServerState":
        """Decode the u8 header field."""
        return cls(bool(value & 1), bool(value & 2), bool(value & 4), (value >> 3) & 7)


@dataclass(frozen=True, slots=True)
class Command:
    """One command (request or reply), or one split chunk of one.

    ``op_mode`` holds the mode bits (e.g. :data:`OPMODE_STREAMING`), ``arg`` the 16-bit
    delay/split field.  ``total_pure_size`` is None for a whole command; for a split chunk it
    is the size of the complete pure data and ``chunk_offset`` the slice's offset in it.
    ``declared_data_size`` keeps a ``pdata_offset0`` that differs from the class's command
    data length (the client's kill command declares 4 bytes that are really pure data).
    """

    command_id: int
    op_mode: int = OPMODE_ONESHOT
    arg: int = 0
    command_data: bytes = b""
    pure_data: bytes = b""
    status: int = 0
    sim_time: int = 0
    total_pure_size: int | None = None
    chunk_offset: int = 0
    reserved: int = 0
    declared_data_size: int | None = field(default=None, compare=False)

    @classmethod
    def build(
        cls,
        command_id: int,
        op_mode: int = OPMODE_ONESHOT,
        *,
        ints: Iterable[int] = (),
        strings: Iterable[bytes | str] = (),
        pure_data: bytes = b"",
        arg: int = 0,
        status: int | None = None,
    ) -> "Command":
        """Build a request, encoding ``ints``/``strings`` as the id's command-data class.

        ``status`` defaults to the no-overwrite bit for the commands the official client
        sends that way, 0 otherwise.
        """
        data = encode_command_data(command_id, tuple(ints), tuple(strings))
        if status is None:
            status = STATUS_NO_OVERWRITE if command_id in NO_OVERWRITE_COMMANDS else 0
        if op_mode & ~_OPMODE_MASK & 0xFFFFFFFF or not 0 <= op_mode <= 0xFFFF0000:
            raise LocalProtocolError(f"op-mode 0x{op_mode:x} has bits outside 16-31")
        if not 0 <= arg <= 0xFFFF:
            raise LocalProtocolError(f"delay/split argument {arg} does not fit in 16 bits")
        return cls(command_id, op_mode, arg, data, bytes(pure_data), status)

    # -- identity / flags --
    @property
    def key(self) -> CommandKey:
        """(raw id, command data): equal for "similar" commands."""
        return CommandKey(self.command_id, self.command_data)

    @property
    def word(self) -> int:
        """The 32-bit command word (raw id | op-mode)."""
        return (self.command_id & 0xFFFF) | self.op_mode

    @property
    def delay(self) -> int:
        """Streaming minimum interval in ms (requests in streaming mode)."""
        return self.arg

    @property
    def chunk_size(self) -> int:
        """Split chunk size in bytes (requests in a split mode)."""
        return self.arg

    @property
    def is_chunk(self) -> bool:
        """True for a slice of a split command."""
        return self.total_pure_size is not None

    @property
    def no_overwrite(self) -> bool:
        """Request status bit 0."""
        return bool(self.status & STATUS_NO_OVERWRITE)

    @property
    def failed(self) -> bool:
        """Reply status bit 0."""
        return bool(self.status & STATUS_FAILED)

    @property
    def data_class(self) -> DataClass:
        """Command-data class of this command's raw id."""
        return data_class(self.command_id)

    @property
    def ints(self) -> tuple[int, ...]:
        """The i32 values of the command data (handle, parameter id, script type...)."""
        cls_ = data_class(self.command_id)
        d = self.command_data
        # short command data (get_ui_event_button's one int, or a malformed request) gives
        # the ints that are there
        if cls_ in (DataClass.INT, DataClass.INT_STRING_STRING):
            return _I32.unpack_from(d) if len(d) >= 4 else ()
        if cls_ is DataClass.INT_INT:
            return _II.unpack_from(d) if len(d) >= 8 else _I32.unpack_from(d) if len(d) >= 4 else ()
        return ()

    @property
    def strings(self) -> tuple[bytes, ...]:
        """The cstr values of the command data, without their NUL terminators."""
        cls_ = data_class(self.command_id)
        if cls_ is DataClass.STRING:
            return (self.command_data[:-1],)
        if cls_ is DataClass.INT_STRING_STRING:
            return tuple(self.command_data[4:].split(b"\0", 2)[:2])
        return ()

    def reply(self, pure_data: bytes = b"", *, failed: bool = False, sim_time: int = 0) -> "Command":
        """Reply to this request: echoes command word and command data (spec §3.4)."""
        return Command(
            self.command_id,
            self.op_mode,
            0,
            self.command_data,
            bytes(pure_data),
            STATUS_FAILED if failed else 0,
            sim_time,
        )

    def reassembled(self, pure_data: bytes) -> "Command":
        """This command with its complete pure data (used after reassembly)."""
        return replace(self, pure_data=pure_data, total_pure_size=None, chunk_offset=0)

    def __repr__(self) -> str:
        pd = self.pure_data
        shown = pd if len(pd) <= 32 else pd[:32] + b"..."
        chunk = (
            f", chunk {self.chunk_offset}+{len(pd)}/{self.total_pure_size}" if self.is_chunk else ""
        )
        return (
            f"Command({command_name(self.command_id)} 0x{self.command_id:04x}, "
            f"op=0x{self.op_mode:06x}+{self.arg}, data={self.command_data!r}, "
            f"pure={shown!r}, status={self.status}, sim_time={self.sim_time}{chunk})"
        )


@dataclass(frozen=True, slots=True)
class Message:
    """A decoded message: header plus commands in wire order."""

    header: MessageHeader
    commands: tuple[Command, ...] = ()


# --- fast construction -------------------------------------------------------------------
# A mutable twin of Command (same slots, same order) used to build one quickly.  A frozen
# dataclass initialises each of its 11 fields through ``object.__setattr__``, which costs
# ~2 us per Command on a small machine; decoding a 15-command message spent most of its time
# there.  A plain slots dataclass stores fields directly (~0.3 us); since both classes have the
# identical slot layout, the built object's class is then switched to the frozen ``Command``
# (CPython allows ``__class__`` assignment between classes with the same layout).  The result
# is an ordinary, immutable Command.  Made from Command's own fields so the two cannot drift.
_CommandBuilder = make_dataclass(
    "_CommandBuilder", [(f.name, f.type, field(default=f.default)) for f in fields(Command)], slots=True
)

assert _CommandBuilder.__slots__ == Command.__slots__  # the __class__ switch relies on it


def make_command(
    command_id: int,
    op_mode: int = OPMODE_ONESHOT,
    arg: int = 0,
    command_data: bytes = b"",
    pure_data: bytes = b"",
    status: int = 0,
    sim_time: int = 0,
    total_pure_size: int | None = None,
    chunk_offset: int = 0,
    reserved: int = 0,
    declared_data_size: int | None = None,
) -> Command:
    """``Command(...)`` with the same positional fields, built several times faster.

    No validation (like the dataclass constructor); arguments must already be ``bytes``.
    """
    obj = _CommandBuilder(
        command_id, op_mode, arg, command_data, pure_data, status, sim_time,
        total_pure_size, chunk_offset, reserved, declared_data_size,
    )
    obj.__class__ = Command  # type: ignore[assignment]
    return obj  # type: ignore[return-value]


# Command-data length per raw id (spec §3.2), so decoding needs no range tests per command:
# >= 0 a fixed length; the negative codes below need a look at the bytes.
_CD_STRING = -1
_CD_INT_STRING_STRING = -2
CD_UNKNOWN = -3
_CD_BY_CLASS = {
    DataClass.NULL: 0,
    DataClass.INT: 4,
    DataClass.INT_INT: 8,
    DataClass.STRING: _CD_STRING,
    DataClass.INT_STRING_STRING: _CD_INT_STRING_STRING,
    DataClass.UNKNOWN: CD_UNKNOWN,
}
#: Each command id's command-data length (shared by client and server; CD_UNKNOWN: read the bytes).
CD_LENGTH: list[int] = [_CD_BY_CLASS[data_class(raw)] for raw in range(0x10000)]
#: Commands whose command data is not what their id's class says: the official client sends
#: get_ui_event_button (int,int class) with one int (checked against its bytes).
IRREGULAR_DATA_LENGTHS: dict[int, int] = {GET_UI_EVENT_BUTTON: 4}
for _raw, _length in IRREGULAR_DATA_LENGTHS.items():
    CD_LENGTH[_raw] = _length


# --- command data ------------------------------------------------------------------------
def _cstr(value: bytes | str) -> bytes:
    raw = value.encode("utf-8") if isinstance(value, str) else bytes(value)
    if b"\0" in raw:
        raise LocalProtocolError(f"command-data string {raw!r} contains a NUL byte")
    return raw + b"\0"


#: (ints, strings) a command-data class carries (the command table checks its entries against it).
CLASS_ARITY = {
    DataClass.NULL: (0, 0),
    DataClass.INT: (1, 0),
    DataClass.INT_INT: (2, 0),
    DataClass.STRING: (0, 1),
    DataClass.INT_STRING_STRING: (1, 2),
}
_INT_FORMATS = {0: struct.Struct("<"), 1: _I32, 2: _II}


def encode_command_data(
    command_id: int, ints: tuple[int, ...] = (), strings: tuple[bytes | str, ...] = ()
) -> bytes:
    """Encode the identifying command data of ``command_id`` (spec §3.2 table)."""
    cls_ = data_class(command_id)
    want = CLASS_ARITY.get(cls_)
    irregular = IRREGULAR_DATA_LENGTHS.get(command_id)
    if irregular is not None:
        want = (irregular // 4, 0)  # ints only, e.g. get_ui_event_button: one int
    if want is None:
        raise LocalProtocolError(f"command id 0x{command_id:04x} belongs to no data class")
    if (len(ints), len(strings)) != want:
        raise LocalProtocolError(
            f"{command_name(command_id)} (0x{command_id:04x}, class {cls_.value}) takes "
            f"{want[0]} int(s) and {want[1]} string(s), got {len(ints)} and {len(strings)}"
        )
    try:
        packed = _INT_FORMATS[len(ints)].pack(*ints)
    except struct.error as exc:
        raise LocalProtocolError(f"command-data int out of i32 range: {ints}") from exc
    if not strings:
        return packed
    return packed + b"".join([_cstr(s) for s in strings])


def _command_data_length(command_id: int, data: bytes, start: int, end: int, declared: int) -> int:
    """Length of the command data at ``data[start:end]`` (end = end of this command chunk)."""
    fixed = CD_LENGTH[command_id & 0xFFFF]
    if fixed >= 0:
        return fixed
    if fixed == _CD_STRING:
        nul = data.find(b"\0", start, end)
        # No terminator: the whole command is its command data, and the command table
        # refuses it (the reply gets the remote-error flag; the connection goes on).
        return end - start if nul < 0 else nul + 1 - start
    if fixed == _CD_INT_STRING_STRING:
        first = data.find(b"\0", start + 4, end)
        second = data.find(b"\0", first + 1, end) if first >= 0 else -1
        return end - start if second < 0 else second + 1 - start  # truncated: as above
    # Outside every class: trust pdata_offset0 so a server can still answer "unknown".
    return declared


# --- encoding ----------------------------------------------------------------------------
def encode_command(command: Command) -> bytes:
    """Encode one command (or chunk): sub-header, command data, pure data."""
    cd = command.command_data
    pd = command.pure_data
    base = SUBHEADER_SIZE + len(cd)
    mem = base + len(pd)
    full = mem if command.total_pure_size is None else base + command.total_pure_size
    off0 = len(cd) if command.declared_data_size is None else command.declared_data_size
    word = command.word
    if word >= 0x80000000:
        word -= 0x100000000
    try:
        head = SUBHEADER.pack(
            mem,
            full,
            off0,
            command.chunk_offset,
            word,
            command.arg,
            command.sim_time,
            command.status,
            command.reserved,
        )
    except struct.error as exc:
        raise LocalProtocolError(f"command field out of range in {command!r}: {exc}") from None
    return head + cd + pd


def encode_message_body(header: MessageHeader, commands: Iterable[Command] = ()) -> bytes:
    """Encode a message (header + commands) without packet framing."""
    return header.pack() + b"".join(encode_command(c) for c in commands)


def frame_message(body: bytes, max_packet_size: int = CLIENT_MAX_PACKET_SIZE) -> bytes:
    """Cut a message body into packets of at most ``max_packet_size`` bytes (spec §1.3).

    All packets are full except the last, so no later packet exceeds the first one (the
    official client sizes its buffer from the first packet).
    """
    payload = max_packet_size - PACKET_HEADER_SIZE
    if not 1 <= payload <= MAX_PACKET_PAYLOAD:
        raise LocalProtocolError(
            f"max packet size {max_packet_size} must be in 7..{MAX_PACKET_PAYLOAD + 6}"
        )
    n = len(body)
    if n == 0:
        raise LocalProtocolError("cannot frame an empty message")
    if n <= payload:  # the common case: one packet
        return PACKET_HEADER.pack(1, n, 0) + body
    count = -(-n // payload)
    if count > 0x10000:
        raise LocalProtocolError(f"message of {n} bytes needs more than 65536 packets")
    if count <= 64:
        parts = []
        for i in range(count):
            chunk = body[i * payload : (i + 1) * payload]
            parts.append(PACKET_HEADER.pack(1, len(chunk), count - 1 - i))
            parts.append(chunk)
        return b"".join(parts)
    return _frame_many(body, payload, count)


def _frame_many(body: bytes, payload: int, count: int) -> bytes:
    """frame_message for big messages (images, 16 MiB signals), framed on the host thread:
    one vectorised copy instead of a Python loop over thousands of packets."""
    import numpy as np

    full = count - 1  # every packet but the last is full
    rows = np.empty((full, PACKET_HEADER_SIZE + payload), np.uint8)
    rows[:, PACKET_HEADER_SIZE:] = np.frombuffer(body, np.uint8, full * payload).reshape(full, payload)
    headers = np.empty((full, 3), "<u2")
    headers[:, 0] = 1
    headers[:, 1] = payload
    headers[:, 2] = np.arange(count - 1, 0, -1)
    rows[:, :PACKET_HEADER_SIZE] = headers.view(np.uint8)
    rest = len(body) - full * payload
    return b"".join((rows.tobytes(), PACKET_HEADER.pack(1, rest, 0), body[full * payload :]))


def pack_header(
    message_id: int, client_time: int, server_time: int = 0, scene_id: int = 0, state: int = 0
) -> bytes:
    """The 18-byte message header from its fields (the hot-path twin of MessageHeader.pack)."""
    return MESSAGE_HEADER.pack(0, SIMX_VERSION, message_id, client_time, server_time, scene_id, state)


def pack_reply(word: int, data: bytes, pure: bytes, sim_ms: int, failed: int) -> list[bytes]:
    """A whole reply command as parts to join: sub-header, command data, pure data.

    ``word`` is the request's signed command word (raw id | op-mode).
    """
    mem = SUBHEADER_SIZE + len(data) + len(pure)
    head = SUBHEADER.pack(mem, mem, len(data), 0, word, 0, sim_ms, failed, 0)
    if data:
        return [head, data, pure] if pure else [head, data]
    return [head, pure] if pure else [head]



def frame_parts(
    message_id: int, client_time: int, server_time: int, scene_id: int, state: int,
    parts: list[bytes], max_packet_size: int,
) -> bytes:
    """A message (its header's fields + encoded commands ``parts``) framed into packets; one
    struct pack and one join when the message fits in one packet.

    ``parts`` may be modified.
    """
    size = MESSAGE_HEADER_SIZE + sum(map(len, parts)) if parts else MESSAGE_HEADER_SIZE
    if size <= max_packet_size - PACKET_HEADER_SIZE:  # the common case: one packet
        parts.insert(0, ONE_PACKET_HEADERS.pack(
            1, size, 0, 0, SIMX_VERSION, message_id, client_time, server_time, scene_id, state))
        return b"".join(parts)
    parts.insert(0, pack_header(message_id, client_time, server_time, scene_id, state))
    return frame_message(b"".join(parts), max_packet_size)


def message_id_of(body: bytes) -> tuple[int, int]:
    """(message id, client time) of a reassembled message body, without decoding the rest."""
    return MESSAGE_IDS.unpack_from(body)


def encode_message(
    header: MessageHeader,
    commands: Iterable[Command] = (),
    max_packet_size: int = CLIENT_MAX_PACKET_SIZE,
) -> bytes:
    """Encode a message and cut it into packets, ready for ``sendall``."""
    return frame_message(encode_message_body(header, commands), max_packet_size)


# --- decoding ----------------------------------------------------------------------------
#: Commands up to this size (sub-header included) are remembered by a :class:`DecodeCache`.
CACHED_COMMAND_MAX = 256


class MessageShape:
    """One remembered message layout: two ``struct`` s read a message body (without its header),
    one the bytes that must repeat, one the fields that may vary (see :class:`DecodeCache`).

    Public for the cache's users: :attr:`items` (what the last message of this shape decoded to),
    :attr:`holes` (per varying field, the index of the item it belongs to), :attr:`varying` (the
    last message's varying values, in field order), :attr:`number`, and :attr:`memo`, one slot a
    user may fill with facts that depend only on what the shape keeps (the cache never reads it).
    The structs are built the first time a message of this size differs from the remembered one
    after the same :attr:`prefix` (the bytes before the first field that may vary), so traffic
    whose messages differ in their first commands (a client cycling through handles) never
    pays for it.
    """

    # the compiled build declares the same fields in protocol.pxd (C fields, not a dictionary)
    __slots__ = ("command_bytes", "size", "prefix", "sizes", "times", "fixed_of", "fixed", "varying_of",
                 "varying", "holes", "items", "number", "memo")

    @cython.locals(first=cython.Py_ssize_t, k=cython.Py_ssize_t)
    def __init__(self, command_bytes: bytes, items: list[Any], sizes: list[int], times: bool, number: int) -> None:
        # sizes: per command its size and its pure data's; times: time stamps vary too
        self.command_bytes = command_bytes
        self.size = len(command_bytes)
        self.sizes = sizes
        self.times = times
        self.items = items
        self.number = number
        self.memo: Any = None
        # the two structs, built by layout() on first need: the repeating runs, the varying fields
        self.fixed_of: Callable[[bytes], tuple] | None = None
        self.varying_of: Callable[[bytes], tuple] | None = None
        self.fixed: tuple = ()
        self.varying: tuple = ()
        self.holes: tuple[int, ...] = ()
        first = 0
        if times:
            first = SUBHEADER_TIME_AT if items else 0
        else:
            for k in range(0, len(sizes), 2):
                if sizes[k + 1]:
                    first += sizes[k] - sizes[k + 1]
                    break
                first += sizes[k]
        self.prefix = command_bytes[:first]

    @cython.locals(index=cython.Py_ssize_t, mem=cython.Py_ssize_t, pure=cython.Py_ssize_t, run=cython.Py_ssize_t)
    def layout(self) -> None:
        """Build the structs: one reads the repeating bytes of a message of this shape (adjacent
        ones as one field), one its varying fields (per command its pure data; with ``times``
        its time stamp first), each skipping the other's bytes (two C calls, no tuple picked
        apart in between)."""
        fixed_fmt = ["<"]
        varying_fmt = ["<"]
        holes: list[int] = []
        run = 0  # repeating bytes not yet given a field
        sizes = self.sizes
        for index in range(len(sizes) // 2):
            mem = sizes[2 * index]
            pure = sizes[2 * index + 1]
            codes: tuple[str, ...] = ()
            if self.times:
                run += SUBHEADER_TIME_AT
                codes = ("i",)
                after = mem - SUBHEADER_TIME_AT - 4 - pure
            else:
                run += mem - pure
                after = 0
            if pure or self.times:
                codes += (f"{pure}s",)
            for code in codes:
                if run:
                    fixed_fmt.append(f"{run}s")
                    varying_fmt.append(f"{run}x")
                    run = 0
                holes.append(index)
                fixed_fmt.append(f"{struct.calcsize('<' + code)}x")
                varying_fmt.append(code)
                run += after
                after = 0
        if run:
            fixed_fmt.append(f"{run}s")
            varying_fmt.append(f"{run}x")
        self.fixed_of = struct.Struct("".join(fixed_fmt)).unpack
        self.fixed = self.fixed_of(self.command_bytes)
        self.varying_of = struct.Struct("".join(varying_fmt)).unpack
        self.varying = self.varying_of(self.command_bytes)
        self.holes = tuple(holes)


class DecodeCache:
    """Remembers what messages and commands decoded to, so repeated traffic costs a lookup.

    Lockstep and streaming traffic repeats a few messages, byte for byte but for a few values:
    a controller's new targets in requests, the time stamps and read values in replies. The
    decoding and validation of a command depend only on its sub-header (without the time stamp)
    and command data (spec §3.1; the pure data's length is in the sub-header), so:

    * **Message shapes.** The last few messages are remembered as :class:`MessageShape` s: two
      ``struct`` s over the message, one reading every byte that must repeat, one every field that
      may vary (each command's pure data; with ``times_vary`` also its time stamp). A message of a
      remembered shape costs those two reads and a comparison, and gets the shape's items again:
      the same ones when no varying field changed, else the items rebound to the new values, by
      ``revise(shape, values)`` when given (one call for the message) or by ``rebind(item, pure)``
      per changed pure data. A revision that returns None (or a rebind) sends the message through
      the general decoder, which learns its shape anew. A shape is learnt the ``learn_at`` th time
      a message of its size arrives lately (1: at once), so traffic that never repeats does not
      pay for layouts it never uses.
    * **Commands.** Within a message decoded command by command, a command seen before (same
      bytes, up to :data:`CACHED_COMMAND_MAX`) costs a lookup; with ``rebind``, one seen before
      with other pure data of the same length (its sub-header and command data as a key) is
      rebound. Bounded: emptied when it reaches ``max_entries``.

    ``prepare`` (optional) turns each freshly decoded command into what the cache keeps and
    :func:`decode_commands` returns instead of the Command (e.g. a server's execution plan), so
    that work is also done once per distinct command. It must depend on the command alone, and
    ``rebind(item, pure)`` must return what ``prepare`` gives for the command with that pure data
    (or None). Each message decoded command by command gets a new :attr:`shape` number; a message
    served from a remembered shape gets that one's number (and :attr:`current` is that shape), so
    facts that depend only on what a shape keeps (every command's id, mode, status and command
    data) can be kept per shape.
    """

    # the compiled build declares the same fields in protocol.pxd (C fields, not a dictionary)
    __slots__ = ("entries", "max_entries", "prepare", "rebind", "revise", "times_vary", "learn_at", "shapes_kept",
                 "prefixes", "shape", "current", "_count", "_shapes", "_sizes")

    def __init__(
        self,
        max_entries: int = 2048,
        prepare: Callable[[Command], Any] | None = None,
        rebind: Callable[[Any, bytes], Any] | None = None,
        *,
        revise: Callable[[MessageShape, tuple], list[Any] | None] | None = None,
        times_vary: bool = False,
        learn_at: int = 1,
        shapes_kept: int = 4,
    ) -> None:
        self.entries: dict[bytes, Any] = {}
        self.max_entries = max_entries
        self.prepare = prepare
        self.rebind = rebind
        self.revise = revise
        self.times_vary = times_vary
        self.learn_at = learn_at
        #: how many message shapes are remembered (the sim.py stepping loop alternates two or three)
        self.shapes_kept = shapes_kept
        #: sub-header + command data -> an item of a command with fixed-length command data
        self.prefixes: dict[bytes, Any] = {}
        #: the shape number of the message decoded last (see the class docs)
        self.shape = 0
        #: the remembered shape of the message decoded last, None if it has none
        self.current: MessageShape | None = None
        self._count = 0
        self._shapes: list[MessageShape] = []  # newest first
        self._sizes: list[int] = []  # sizes of the last messages no shape matched

    def __len__(self) -> int:
        return len(self.entries)

    def clear(self) -> None:
        """Forget every command and message shape."""
        self.entries.clear()
        self.prefixes.clear()
        self._shapes.clear()
        self._sizes.clear()

    @cython.locals(size=cython.Py_ssize_t, memo=MessageShape)
    def repeat(self, command_bytes: bytes) -> list[Any] | None:
        """The items of the commands of ``command_bytes`` (a message body without its header) when it has
        a remembered shape (see the class docs), else None."""
        size = len(command_bytes)
        for memo in self._shapes:
            if memo.size != size:
                continue
            if command_bytes == memo.command_bytes:
                items = memo.items
            else:
                prefix = memo.prefix
                if command_bytes[:len(prefix)] != prefix:
                    continue
                fixed_of = memo.fixed_of
                if fixed_of is None:
                    memo.layout()
                    fixed_of = memo.fixed_of
                if fixed_of(command_bytes) != memo.fixed:  # type: ignore[misc]
                    continue
                varying = memo.varying_of(command_bytes)  # type: ignore[misc]
                revise = self.revise
                if revise is not None:
                    items = revise(memo, varying)
                else:
                    items = self._rebound(memo, varying)
                if items is None:
                    self._shapes.remove(memo)  # decoded afresh, and learnt again
                    return None
                memo.command_bytes, memo.items, memo.varying = command_bytes, items, varying
            self.shape = memo.number
            self.current = memo
            return items.copy()
        return None

    def _rebound(self, memo: MessageShape, varying: tuple) -> list[Any] | None:
        """``memo``'s items with each changed pure data rebound (``rebind``), or None (also when
        time stamps vary: a rebind takes pure data only)."""
        rebind = self.rebind
        if rebind is None or self.times_vary:
            return None
        items = memo.items.copy()
        old = memo.varying
        holes = memo.holes
        for k, pure in enumerate(varying):
            if pure != old[k]:
                index = holes[k]
                item = rebind(items[index], pure)
                if item is None:
                    return None
                items[index] = item
        return items

    def remember(self, command_bytes: bytes, items: list[Any], sizes: list[int]) -> None:
        """Give a message decoded command by command a new shape number and remember its shape
        (see the class docs); ``sizes``: per command, its size and its pure data's."""
        self._count += 1
        self.shape = self._count
        self.current = None
        seen_sizes = self._sizes
        size = len(command_bytes)
        if seen_sizes.count(size) + 1 < self.learn_at:
            seen_sizes.insert(0, size)
            del seen_sizes[8 * self.shapes_kept:]
            return
        shape = MessageShape(command_bytes, items.copy(), sizes, self.times_vary, self._count)
        shapes = self._shapes
        shapes.insert(0, shape)
        del shapes[self.shapes_kept:]
        self.current = shape


@cython.locals(off=cython.Py_ssize_t, end=cython.Py_ssize_t, mem=cython.Py_ssize_t, start=cython.Py_ssize_t,
               stop=cython.Py_ssize_t, cd_len=cython.Py_ssize_t, cd_end=cython.Py_ssize_t, raw=cython.long)
def _decode_one(body: bytes, off: int, end: int) -> tuple[Command, int]:
    """Decode (and validate) the command at ``body[off:]``; return it and its end offset."""
    if end - off < SUBHEADER_SIZE:
        raise MalformedMessageError(
            f"{end - off} trailing bytes at offset {off} are too short for a sub-header"
        )
    mem, full, off0, off1, word, arg, sim_time, status, reserved = SUBHEADER.unpack_from(body, off)
    if mem < SUBHEADER_SIZE or mem > end - off:
        raise MalformedMessageError(
            f"command at offset {off}: mem_size {mem} outside 26..{end - off}"
        )
    raw = word & 0xFFFF
    op_mode = word & 0xFFFFFFFF & _OPMODE_MASK
    start = off + SUBHEADER_SIZE
    stop = off + mem
    cd_len = CD_LENGTH[raw]
    if cd_len < 0:
        cd_len = _command_data_length(raw, body, start, stop, off0)
    elif cd_len > mem - SUBHEADER_SIZE:
        # Command data shorter than its class: mem_size still delimits the command, so it
        # stays decodable and the command table refuses it (spec §3.2): the reply gets the
        # remote-error flag and the connection goes on.
        available = mem - SUBHEADER_SIZE
        cd_len = off0 if 0 <= off0 <= available else available
    if cd_len > mem - SUBHEADER_SIZE:
        raise MalformedMessageError(
            f"{command_name(raw)} at offset {off}: command data ({cd_len} bytes) "
            f"overruns mem_size {mem}"
        )
    if full < mem:
        raise MalformedMessageError(
            f"{command_name(raw)} at offset {off}: full_mem_size {full} < mem_size {mem}"
        )
    slice_len = mem - SUBHEADER_SIZE - cd_len
    total: int | None = None
    if full != mem or off1 != 0:
        total = full - SUBHEADER_SIZE - cd_len
        if off1 < 0 or off1 + slice_len > total:
            raise MalformedMessageError(
                f"{command_name(raw)} at offset {off}: chunk {off1}+{slice_len} lies "
                f"outside the {total}-byte pure data"
            )
    cd_end = start + cd_len
    command = make_command(
        raw,
        op_mode,
        arg,
        body[start:cd_end] if cd_len else b"",
        body[cd_end:stop] if cd_end < stop else b"",
        status,
        sim_time,
        total,
        off1,
        reserved,
        off0 if off0 != cd_len else None,
    )
    return command, stop


@cython.locals(end=cython.Py_ssize_t, off=cython.Py_ssize_t, mem=cython.Py_ssize_t, stop=cython.Py_ssize_t,
               head=cython.Py_ssize_t, cache=DecodeCache)  # compiled: the cache's methods are C calls
def decode_commands(body: bytes, cache: DecodeCache | None = None) -> list[Any]:
    """Decode the commands of a reassembled message body (its 18-byte header is skipped).

    With a ``cache``, commands seen before (same bytes) are not decoded again; with a cache
    that has a ``prepare`` function the list holds its results instead of Commands.
    ``body`` must be ``bytes`` (slices of it become the commands' fields).  Raises
    :class:`MalformedMessageError` when the body does not parse.
    """
    if len(body) < MESSAGE_HEADER_SIZE:
        raise MalformedMessageError(
            f"message of {len(body)} bytes is shorter than its 18-byte header"
        )
    if cache is not None:  # first: a repeated shape costs no more than this
        command_bytes = body[MESSAGE_HEADER_SIZE:]
        again = cache.repeat(command_bytes)
        if again is not None:
            return again
    commands: list[Command] = []
    append = commands.append
    end = len(body)
    off = MESSAGE_HEADER_SIZE
    if cache is None:
        while off < end:
            command, off = _decode_one(body, off, end)
            append(command)
        return commands
    entries = cache.entries
    prepare = cache.prepare
    rebind = cache.rebind
    prefixes = cache.prefixes
    unpack_mem = _I32.unpack_from
    sizes: list[int] = []  # per command: its size and its pure data's (for the message's shape)
    while off < end:
        if end - off >= SUBHEADER_SIZE:
            mem = unpack_mem(body, off)[0]
            if SUBHEADER_SIZE <= mem <= CACHED_COMMAND_MAX and mem <= end - off:
                stop = off + mem
                raw_bytes = body[off:stop]
                # the end of the command data, when its length is fixed and pure data follows
                head = off + SUBHEADER_SIZE + CD_LENGTH[body[off + 14] | body[off + 15] << 8]
                if rebind is None or not off + SUBHEADER_SIZE <= head < stop:
                    head = 0
                known = entries.get(raw_bytes)
                if known is not None:
                    item, pure_size = known
                else:
                    item = None
                    if head:
                        seen = prefixes.get(body[off:head])
                        if seen is not None:
                            item = rebind(seen, body[head:stop])
                            pure_size = stop - head
                    if item is None:
                        command, _ = _decode_one(body, off, end)
                        pure_size = len(command.pure_data)
                        item = command if prepare is None else prepare(command)
                        if len(entries) >= cache.max_entries:
                            cache.clear()
                        entries[raw_bytes] = (item, pure_size)
                        if head:
                            prefixes[body[off:head]] = item
                append(item)
                sizes.append(mem)
                sizes.append(pure_size)
                off = stop
                continue
        command, stop = _decode_one(body, off, end)
        append(command if prepare is None else prepare(command))
        sizes.append(stop - off)
        sizes.append(len(command.pure_data))
        off = stop
    cache.remember(command_bytes, commands, sizes)
    return commands


def decode_message(body: bytes, cache: DecodeCache | None = None) -> Message:
    """Decode a reassembled message body (no packet headers) into header + commands.

    Raises :class:`MalformedMessageError` when the body does not parse.
    """
    body = bytes(body)
    header = MessageHeader.unpack(body)
    return Message(header, tuple(decode_commands(body, cache)))


class PacketAssembler:
    """Reassembles messages from a byte stream: ``feed(bytes) -> [message bodies]``.

    After a :class:`RemoteProtocolError` the stream is out of sync and the assembler keeps
    raising it; drop the connection.
    """

    # the compiled build declares the same fields in protocol.pxd (C fields, not a dictionary)
    __slots__ = ("max_message_size", "max_packet_payload", "_buf", "_parts", "_size", "_left", "_error")

    def __init__(
        self,
        *,
        max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
        max_packet_payload: int = MAX_PACKET_PAYLOAD,
    ) -> None:
        if max_message_size < MESSAGE_HEADER_SIZE:
            raise LocalProtocolError("max_message_size must be at least 18 bytes")
        if not 1 <= max_packet_payload <= 0xFFFF:
            raise LocalProtocolError("max_packet_payload must be in 1..65535")
        self.max_message_size = max_message_size
        self.max_packet_payload = max_packet_payload
        self._buf = bytearray()
        self._parts: list[bytes] = []
        self._size = 0
        self._left: int | None = None  # packets still expected after the last one read
        self._error: RemoteProtocolError | None = None

    @property
    def pending(self) -> int:
        """Bytes received but not yet part of a complete message."""
        return len(self._buf) + self._size

    def reset(self) -> None:
        """Forget partial data and any error (e.g. on a new connection)."""
        self._buf.clear()
        self._parts.clear()
        self._size = 0
        self._left = None
        self._error = None

    def _fail(self, error: RemoteProtocolError) -> RemoteProtocolError:
        self._error = error
        return error

    def single_packet_body(self, data: bytes) -> bytes | None:
        """The body of ``data`` when it is exactly one single-packet message that :meth:`feed`
        would accept whole (nothing pending, no error): the lockstep case, without buffering.
        None otherwise (then call :meth:`feed`)."""
        if self._buf or self._parts or self._error is not None or len(data) <= PACKET_HEADER_SIZE:
            return None
        probe, length, left = PACKET_HEADER.unpack_from(data)
        if (probe != 1 or left or length != len(data) - PACKET_HEADER_SIZE
                or length > self.max_packet_payload or length > self.max_message_size):
            return None
        return data[PACKET_HEADER_SIZE:]

    def feed(self, data: bytes) -> list[bytes]:
        """Add received bytes; return the bodies of every message they complete."""
        if self._error is not None:
            raise self._error
        buf = self._buf
        buf += data
        out: list[bytes] = []
        pos = 0
        n = len(buf)
        while n - pos >= PACKET_HEADER_SIZE:
            probe, length, left = PACKET_HEADER.unpack_from(buf, pos)
            if probe != 1:
                if probe == 0x0100:
                    raise self._fail(
                        UnsupportedByteOrderError("peer is big-endian; only little-endian supported")
                    )
                raise self._fail(FramingError(f"packet probe word is 0x{probe:04x}, expected 1"))
            if length == 0:
                raise self._fail(FramingError("zero-length packet"))
            if length > self.max_packet_payload:
                raise self._fail(
                    FramingError(f"packet payload {length} exceeds {self.max_packet_payload}")
                )
            if self._left is not None and left != self._left - 1:
                raise self._fail(
                    FramingError(f"packet says {left} packets left, expected {self._left - 1}")
                )
            if self._size + length > self.max_message_size:
                raise self._fail(
                    MessageTooLargeError(
                        f"message exceeds the maximum size of {self.max_message_size} bytes"
                    )
                )
            if n - pos - PACKET_HEADER_SIZE < length:
                break
            start = pos + PACKET_HEADER_SIZE
            pos = start + length
            if left == 0 and not self._parts:
                out.append(bytes(buf[start:pos]))  # single-packet fast path
                continue
            self._parts.append(bytes(buf[start:pos]))
            self._size += length
            if left == 0:
                out.append(b"".join(self._parts))
                self._parts.clear()
                self._size = 0
                self._left = None
            else:
                self._left = left
        if pos:
            del buf[:pos]
        return out


# --- split chunks ------------------------------------------------------------------------
def chunk_at(command: Command, offset: int, chunk_size: int) -> Command:
    """The chunk of ``command``'s pure data starting at ``offset`` (at most ``chunk_size``)."""
    if chunk_size <= 0:
        raise LocalProtocolError("chunk size must be positive")
    pd = command.pure_data
    if not 0 <= offset < max(len(pd), 1):
        raise LocalProtocolError(f"chunk offset {offset} outside pure data of {len(pd)} bytes")
    return replace(
        command,
        pure_data=pd[offset : offset + chunk_size],
        total_pure_size=len(pd),
        chunk_offset=offset,
    )


def split_chunks(command: Command, chunk_size: int) -> Iterator[Command]:
    """Cut ``command`` into chunks (spec §3.5); a command that fits is yielded whole."""
    if chunk_size <= 0:
        raise LocalProtocolError("chunk size must be positive")
    total = len(command.pure_data)
    if total <= chunk_size:
        yield command
        return
    for offset in range(0, total, chunk_size):
        yield chunk_at(command, offset, chunk_size)


class SplitReassembler:
    """Reassembles split commands keyed by command key (spec §3.5; both directions).

    ``feed`` returns the complete command once its last slice has arrived, or None.  Whole
    commands pass straight through.  Memory follows the bytes actually received, never the
    total a chunk announces: slices must arrive in order (a slice at offset 0 restarts the
    transfer, a resent slice overwrites, a gap is a protocol error), and :attr:`buffered`
    counts what is held so a connection can budget it.
    """

    def __init__(self, *, max_size: int = DEFAULT_MAX_MESSAGE_SIZE) -> None:
        self.max_size = max_size
        self._partial: dict[CommandKey, tuple[int, bytearray]] = {}
        self.buffered = 0  # bytes held in partial commands

    def __len__(self) -> int:
        return len(self._partial)

    def __contains__(self, key: object) -> bool:
        return key in self._partial

    def clear(self) -> None:
        """Drop every partial command."""
        self._partial.clear()
        self.buffered = 0

    def discard(self, key: CommandKey) -> None:
        """Drop the partial command with this key, if any."""
        entry = self._partial.pop(key, None)
        if entry is not None:
            self.buffered -= len(entry[1])

    def feed(self, chunk: Command) -> Command | None:
        """Merge one chunk; return the completed command or None."""
        total = chunk.total_pure_size
        if total is None:
            return chunk
        if total > self.max_size:
            raise MessageTooLargeError(
                f"split {command_name(chunk.command_id)} of {total} bytes exceeds {self.max_size}"
            )
        piece = chunk.pure_data
        offset = chunk.chunk_offset
        if offset < 0 or offset + len(piece) > total:
            raise MalformedMessageError(
                f"chunk {offset}+{len(piece)} lies outside the {total}-byte pure data"
            )
        key = chunk.key
        entry = self._partial.get(key)
        if entry is None or entry[0] != total or offset == 0:  # new or restarted transfer
            if entry is not None:
                self.buffered -= len(entry[1])
            entry = (total, bytearray())
            self._partial[key] = entry
        buf = entry[1]
        held = len(buf)
        if offset > held:
            self.discard(key)
            raise MalformedMessageError(
                f"split {command_name(chunk.command_id)}: chunk at offset {offset} leaves a gap "
                f"after the {held} bytes received (send the slices in order)"
            )
        del buf[offset:]
        buf += piece
        self.buffered += len(buf) - held
        if len(buf) >= total:  # the last slice (the reference has no gap check at all)
            del self._partial[key]
            self.buffered -= len(buf)
            return chunk.reassembled(bytes(buf))
        return None
