"""The client end of a legacy remote API connection, sans-IO (see :mod:`.connection`).

The rules, in one place (spec §5; the socket, threads and waiting live in ``client.py``):

* **Outbox** (§5.2): a new command similar to a queued one (same id and command data, no
  no-overwrite bit) merges with it: null-class commands are not touched, fixed-size values
  rewrite op-mode and value in place, variable payloads move to the end, anything else only
  takes the new op-mode (the old delay is kept).
* **Split uploads** (oneshot_split): one chunk per outgoing message until the whole command
  went out; asking again while it is in progress reports "split progress".
* **Pause communication**: while paused, no message is built, so the commands queued meanwhile
  leave together in the next one.
* **Inbox** (§5.3): replies are keyed by (id, command data); split replies are reassembled
  first; a discontinue reply removes the key; read_string_stream replies concatenate; null-class
  replies are kept newest first instead of superseded; get_and_clear_string_signal and
  read_string_stream are deleted once read.
* **Streams**: keys in streaming modes, so the caller knows the connection is busy.

The class is used under the client's lock; it never blocks and never touches a socket.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import Any

from tether.remoteapi import commands as C
from tether.remoteapi.connection import LegacyConnection
from tether.remoteapi.limits import CLIENT_LIMITS, Limits
from tether.remoteapi.protocol import (
    CD_LENGTH,
    MESSAGE_HEADER_SIZE,
    ONE_PACKET_HEADERS,
    PACKET_HEADER_SIZE,
    SIMX_VERSION,
    OPMODE_DISCONTINUE,
    OPMODE_STREAMING,
    OPMODE_STREAMING_SPLIT,
    STATUS_FAILED,
    STATUS_NO_OVERWRITE,
    Command,
    CommandKey,
    DecodeCache,
    LocalProtocolError,
    MessageShape,
    SplitReassembler,
    chunk_at,
    decode_commands,
    encode_command,
    make_command,
    message_id_of,
)

__all__ = [
    "RETURN_OK", "RETURN_NOVALUE", "RETURN_TIMEOUT", "RETURN_ILLEGAL_OPMODE", "RETURN_REMOTE_ERROR",
    "RETURN_SPLIT_PROGRESS", "RETURN_LOCAL_ERROR", "RETURN_INITIALIZE_ERROR",
    "PayloadKind", "PendingReply", "materialize", "ClientConnection",
]

RETURN_OK = 0x00
RETURN_NOVALUE = 0x01
RETURN_TIMEOUT = 0x02
RETURN_ILLEGAL_OPMODE = 0x04
RETURN_REMOTE_ERROR = 0x08
RETURN_SPLIT_PROGRESS = 0x10
RETURN_LOCAL_ERROR = 0x20
RETURN_INITIALIZE_ERROR = 0x40

#: commands (and their encodings) :meth:`ClientConnection.command` keeps before starting over
_MADE_KEPT = 256
#: Replies the client deletes once they have been read (spec §4.6, §5.3).
_READ_ONCE = frozenset({C.GET_AND_CLEAR_STRING_SIGNAL, C.READ_STRING_STREAM})

#: A reply read from a remembered message shape and kept as it is until looked up: (its command's
#: fields but the time stamp and pure data: (raw id, op-mode, arg, command data, status, reserved,
#: total pure size, chunk offset, declared data size), time stamp, pure data).
PendingReply = tuple[tuple[int, int, int, bytes, int, int, "int | None", int, "int | None"], int, bytes]
#: What the client keeps per message shape: per command its reply's fields (PendingReply's
#: first part), and per command its inbox key and whether it is of the null class when the
#: replies merge key by key (else None; see ClientConnection.merge).
_ReplyLayout = tuple[list[tuple], "list[tuple[tuple[int, bytes], bool]] | None"]


def materialize(reply: PendingReply) -> Command:
    """The :class:`Command` of a pending reply (what the general decoder gives for it)."""
    (raw, op_mode, arg, data, status, reserved, total, chunk_offset, declared), sim_time, pure = reply
    return make_command(raw, op_mode, arg, data, pure, status, sim_time, total, chunk_offset, reserved, declared)


def _reply_layout(replies: list[Any]) -> _ReplyLayout:
    """The facts a message shape's replies share (see _ReplyLayout): the merge plan when every
    reply is a whole command, one per key, and none is a discontinue or string stream reply
    (then merging comes down to "the reply replaces its key's entries")."""
    commands = [materialize(r) if type(r) is tuple else r for r in replies]
    templates = [(c.command_id, c.op_mode, c.arg, c.command_data, c.status, c.reserved, c.total_pure_size,
                  c.chunk_offset, c.declared_data_size) for c in commands]
    plan: list[tuple[tuple[int, bytes], bool]] | None = []
    keys = set()
    for cmd in commands:
        key = (cmd.command_id, cmd.command_data)
        if (cmd.total_pure_size is not None or cmd.op_mode == OPMODE_DISCONTINUE
                or cmd.command_id == C.READ_STRING_STREAM or key in keys):
            plan = None
            break
        keys.add(key)
        plan.append((key, CD_LENGTH[cmd.command_id] == 0))
    return templates, plan


def _pending_replies(shape: MessageShape, values: tuple) -> list[PendingReply]:
    """The replies of a message of ``shape`` whose time stamps and pure data are ``values``
    (time, pure per command, the shape's varying fields), kept pending (one zip, no Commands)."""
    layout: _ReplyLayout | None = shape.memo
    if layout is None:
        layout = shape.memo = _reply_layout(shape.items)
    fields = iter(values)
    return list(zip(layout[0], fields, fields))


def _rewritten(old: Command, op_mode: int, pure_data: bytes) -> Command:
    """``dataclasses.replace(old, op_mode=..., pure_data=...)``, several times quicker."""
    return make_command(old.command_id, op_mode, old.arg, old.command_data, pure_data, old.status, old.sim_time,
                        old.total_pure_size, old.chunk_offset, old.reserved, old.declared_data_size)


class PayloadKind(enum.Enum):
    """How a queued command merges with a similar one still in the outbox (spec §5.2)."""

    NONE = "none"  # rewrite the op-mode only (old delay kept)
    VALUE = "value"  # fixed-size int/float payload: rewrite op-mode and value in place
    BUFFER = "buffer"  # variable payload: remove the old entry, append the new one


@dataclass(slots=True)
class _SplitUpload:
    command: Command  # whole command; its pure data goes out chunk by chunk
    chunk_size: int
    offset: int = 0


class ClientConnection(LegacyConnection):
    """Outbox, split uploads, inbox, streams and pause of one client connection (no socket)."""

    # the compiled build declares the same fields in client_connection.pxd (C fields)
    __slots__ = ("outbox", "_outbox_keys", "split_out", "inbox", "in_split", "streams", "paused", "next_id",
                 "last_received_id", "header_bytes", "last_cmd_time", "_made", "_encoded", "_decode_cache")

    def __init__(self, peer: str = "server", limits: Limits = CLIENT_LIMITS, *, framed: bool = True) -> None:
        super().__init__(peer, limits, framed=framed)
        self.outbox: list[Command] = []
        #: keys queued through :meth:`queue` since the outbox was last taken (a superset of
        #: the keys in it: a command the outbox rules deleted leaves its key here)
        self._outbox_keys: set[tuple[int, bytes]] = set()
        self.split_out: list[_SplitUpload] = []
        #: replies by key: Commands, or pending replies (PendingReply tuples) that
        #: :meth:`lookup` turns into Commands
        self.inbox: dict[CommandKey, list[Any]] = {}
        self.in_split = SplitReassembler(max_size=limits.max_message)
        self.streams: set[CommandKey] = set()
        self.paused = False
        self.next_id = 0
        self.last_received_id = -1
        self.header_bytes: bytes | None = None  # last reply header with an id
        self.last_cmd_time = 0
        # the commands made by :meth:`command` and their encodings (see there); emptied together
        self._made: dict[tuple[int, int, bytes, bytes], Command] = {}
        self._encoded: dict[int, bytes] = {}
        # replies' time stamps and pure data vary: a shape is learnt from a size seen lately
        # (traffic that does not repeat would pay for layouts it never uses)
        self._decode_cache = DecodeCache(revise=_pending_replies, times_vary=True, learn_at=2, shapes_kept=8)

    def forget(self) -> None:
        """The connection dropped: queued commands, partial input and replies are lost (§1.2)."""
        self.release()
        self.outbox.clear()
        self._outbox_keys.clear()
        self.split_out.clear()
        self.inbox.clear()
        self._decode_cache.clear()
        self.in_split.clear()
        self.streams.clear()

    @property
    def has_work(self) -> bool:
        """Commands wait to be sent, or streams run."""
        return bool(self.outbox or self.split_out or self.streams)

    # -- outgoing ---------------------------------------------------------------------------------
    def queue(self, cmd: Command, payload: PayloadKind, key: tuple[int, bytes] | None = None) -> None:
        """Spec §5.2 outbox rules (``key``: the command's (id, command data), when at hand)."""
        outbox = self.outbox
        command_id = cmd.command_id
        data = cmd.command_data
        if key is None:
            key = (command_id, data)
        queued = self._outbox_keys
        # Only a key queued since the outbox was last taken can be there: a loop's fresh
        # commands skip the scan.
        if key in queued and not cmd.status & STATUS_NO_OVERWRITE:
            for i, old in enumerate(outbox):
                if old.command_id != command_id or old.command_data != data:
                    continue
                if CD_LENGTH[command_id] == 0:
                    return  # null-class commands are not touched at all
                if payload is PayloadKind.BUFFER:
                    del outbox[i]
                    break
                if payload is PayloadKind.VALUE:
                    outbox[i] = _rewritten(old, cmd.op_mode, cmd.pure_data)
                else:
                    outbox[i] = _rewritten(old, cmd.op_mode, old.pure_data)  # old delay kept
                return
        outbox.append(cmd)
        queued.add(key)

    def command(self, command_id: int, op_mode: int, data: bytes, pure_data: bytes, status: int) -> Command:
        """The request ``command_id`` in ``op_mode`` (mode | delay/chunk) with this command data
        and pure data, as :func:`make_command` makes it, with its encoding remembered.

        A loop sends the same requests again and again (the same reads, the same targets): a
        Command is immutable, so the same fields give back the same object, and :meth:`encode`
        takes its bytes from the cache instead of packing them again. ``status`` is a function
        of the command id (its no-overwrite bit), so it is not part of the key.
        """
        key = (command_id, op_mode, data, pure_data)
        cmd = self._made.get(key)
        if cmd is None:
            cmd = make_command(command_id, op_mode & 0xFFFF0000, op_mode & 0xFFFF, data, pure_data, status)
            made = self._made
            if len(made) >= _MADE_KEPT:  # bounded: varying values would grow it forever
                made.clear()
                self._encoded.clear()
            try:
                encoding = encode_command(cmd)
            except LocalProtocolError:  # a field out of range: encode() raises it when it is sent, as before
                return cmd
            made[key] = cmd
            # keyed by identity: the Command lives in _made as long as its entry does
            self._encoded[id(cmd)] = encoding
        return cmd

    def track_stream(self, key: CommandKey, mode: int) -> None:
        """Remember streaming keys; discontinue, oneshot and blocking end a stream (§4.2)."""
        if mode == OPMODE_STREAMING or mode == OPMODE_STREAMING_SPLIT:
            self.streams.add(key)
        elif self.streams:
            self.streams.discard(key)

    def queue_split(self, cmd: Command, chunk: int, payload: PayloadKind) -> bool:
        """Queue a oneshot_split upload; False when the same upload is still in progress."""
        cmd = replace(cmd, arg=min(chunk, 0xFFFF))
        for i, up in enumerate(self.split_out):
            if up.command.key == cmd.key:
                if payload is PayloadKind.BUFFER and len(up.command.pure_data) != len(cmd.pure_data):
                    self.split_out[i] = _SplitUpload(cmd, chunk)
                    return True
                return False
        self.split_out.append(_SplitUpload(cmd, chunk))
        return True

    def take_message(self) -> tuple[list[Command], int] | None:
        """The commands of the next message and its id (outbox + one chunk per split upload);
        None while communication is paused."""
        if self.paused:
            return None
        cmds = self.outbox
        self.outbox = []
        self._outbox_keys.clear()
        if self.split_out:
            remaining = []
            for up in self.split_out:
                cmds.append(chunk_at(up.command, up.offset, up.chunk_size))
                up.offset += up.chunk_size
                if up.offset < len(up.command.pure_data):
                    remaining.append(up)
            self.split_out = remaining
        message_id = self.next_id
        self.next_id += 1
        return cmds, message_id

    def encode(self, cmds: list[Command], message_id: int, client_time: int) -> bytes:
        """The bytes of a message taken with :meth:`take_message` (as :meth:`frame` cuts them)."""
        encoded = self._encoded
        parts = [encoded.get(id(c)) or encode_command(c) for c in cmds]
        if self.framed:
            size = MESSAGE_HEADER_SIZE + sum(map(len, parts))
            if size <= self.max_packet_size - PACKET_HEADER_SIZE:  # one packet: one pack for both headers
                parts.insert(0, ONE_PACKET_HEADERS.pack(1, size, 0, 0, SIMX_VERSION, message_id, client_time, 0, 0, 0))
                return b"".join(parts)
        return self.frame(message_id, client_time, parts)

    # -- incoming ---------------------------------------------------------------------------------
    def decode(self, body: bytes) -> list[Command] | None:
        """A reply's commands (None for a header-only reply, which is discarded unseen), by the
        general decoder."""
        if len(body) <= MESSAGE_HEADER_SIZE:
            return None
        return decode_commands(body)

    def decode_shaped(self, body: bytes) -> tuple[list[Any], MessageShape | None] | None:
        """:meth:`decode` through the decode cache: for a reply shaped like a recent one, its
        pending replies (read with one struct call) and its shape: pass both to :meth:`merge`."""
        if len(body) <= MESSAGE_HEADER_SIZE:
            return None
        cache = self._decode_cache
        replies = decode_commands(body, cache)
        shape = cache.current
        if shape is not None and shape.memo is None:
            shape.memo = _reply_layout(replies)
        return replies, shape

    def merge(self, body: bytes, commands: list[Any], shape: MessageShape | None = None) -> None:
        """Spec §5.3: merge one decoded reply into the inbox (``commands`` may hold pending
        replies; ``shape``: from :meth:`decode_shaped`)."""
        message_id = message_id_of(body)[0]
        plan = None if shape is None else shape.memo[1]
        if plan is not None:
            # Whole commands, one per key, no discontinue or string stream (see _reply_layout):
            # the rules below come down to "the reply replaces the key's entries", and null-class
            # replies go in front of the older ones.
            inbox = self.inbox
            for (key, null), cmd in zip(plan, commands):
                old = inbox.get(key) if null else None
                inbox[key] = [cmd, *old] if old else [cmd]
            if message_id != -1:
                self.header_bytes = body[:MESSAGE_HEADER_SIZE]
                self.last_received_id = message_id
            return
        fresh: dict[tuple[int, bytes], list[Command]] = {}
        gone: list[tuple[int, bytes]] = []
        for cmd in commands:
            if type(cmd) is tuple:
                cmd = materialize(cmd)
            if cmd.total_pure_size is not None:
                done = self.in_split.feed(cmd)
                if done is None:
                    continue
                cmd = done
            # Inbox keys are plain (id, data) tuples: they hash and compare like CommandKey,
            # without building a NamedTuple per reply.
            key = (cmd.command_id, cmd.command_data)
            if cmd.op_mode == OPMODE_DISCONTINUE:
                gone.append(key)
                self.streams.discard(key)
                continue
            if cmd.command_id == C.READ_STRING_STREAM:
                older = fresh.get(key) or self.inbox.get(key)
                if older and not older[0].failed and not cmd.failed:
                    cmd = replace(cmd, pure_data=older[0].pure_data + cmd.pure_data)
                fresh[key] = [cmd]
                continue
            entries = fresh.get(key)
            if entries is None:
                fresh[key] = [cmd]
            else:
                entries.append(cmd)
        inbox = self.inbox
        for key in gone:
            if CD_LENGTH[key[0]] != 0:  # not the null class
                inbox.pop(key, None)
        for key, entries in fresh.items():
            if CD_LENGTH[key[0]] == 0:
                entries.reverse()  # null class: no superseding; newest first
                old = inbox.get(key)
                inbox[key] = entries + old if old else entries
            else:
                inbox[key] = entries
        if message_id != -1:
            self.header_bytes = body[:MESSAGE_HEADER_SIZE]
            self.last_received_id = message_id

    def lookup(self, key: CommandKey, consume: bool = False) -> tuple[int, Command | None]:
        """(return code, reply) for ``key``: RETURN_NOVALUE when none arrived."""
        entries = self.inbox.get(key)
        if not entries:
            return RETURN_NOVALUE, None
        reply = entries[0]
        if type(reply) is tuple:  # a pending reply: its Command, once
            reply = entries[0] = materialize(reply)
        if consume or key[0] in _READ_ONCE:
            del entries[0]
            if not entries:
                del self.inbox[key]
        self.last_cmd_time = reply.sim_time
        return (RETURN_REMOTE_ERROR if reply.status & STATUS_FAILED else RETURN_OK), reply

    def lookup_pure(self, key: CommandKey, consume: bool = False) -> tuple[int, bytes | None]:
        """:meth:`lookup` giving the reply's pure data, not its Command."""
        entries = self.inbox.get(key)
        if not entries:
            return RETURN_NOVALUE, None
        reply = entries[0]
        if consume or key[0] in _READ_ONCE:
            del entries[0]
            if not entries:
                del self.inbox[key]
        if type(reply) is tuple:  # a pending reply: ((.., status, ..), sim_time, pure)
            self.last_cmd_time = reply[1]
            return (RETURN_REMOTE_ERROR if reply[0][4] & STATUS_FAILED else RETURN_OK), reply[2]
        self.last_cmd_time = reply.sim_time
        return (RETURN_REMOTE_ERROR if reply.status & STATUS_FAILED else RETURN_OK), reply.pure_data

    def remove(self, key: CommandKey) -> int:
        """simx_opmode_remove: drop the oldest reply of ``key``."""
        entries = self.inbox.get(key)
        if not entries:
            return RETURN_NOVALUE
        del entries[0]
        if not entries:
            del self.inbox[key]
        return RETURN_OK
