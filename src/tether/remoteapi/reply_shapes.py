"""The client's memo of reply layouts: a reply shaped like a recent one costs one ``struct`` read.

A lockstep or streaming client gets the same few replies over and over, but not byte for byte:
every reply sub-header carries the simulation time, and streamed values change. So the byte-keyed
:class:`~tether.remoteapi.protocol.DecodeCache` misses at every reply, and the general decoder
rebuilds every command. Yet what decoding and validating a command depend on (spec §3.1: its
sub-header without the time stamp, its command data, the length of its pure data) repeats.

A :class:`ReplyShape` remembers one reply's layout: one ``struct.Struct`` that cuts a message body
into, per command, the bytes that must repeat (sub-header fields and command data), the time stamp
and the pure data. A body of the same size whose repeating bytes are equal gets its commands from
the remembered ones, with the time stamps and pure data just read: the same Commands the general
decoder gives (the property tests compare them).

Those commands are not built as :class:`Command` objects: each is a :data:`PendingReply`, a plain
tuple (the remembered command's other fields, time stamp, pure data) that the inbox keeps as it is.
Most replies of a loop are never looked at (a oneshot's), and sim.py's reads only want a reply's
status, time and pure data; :func:`materialize` builds the Command when a caller wants one.

Only replies the client merges key by key are remembered (the plan of :meth:`merge` below): whole
commands (no split chunk), no discontinue reply, no ``read_string_stream`` (its replies
concatenate), each key once. Anything else goes through the general decoder and merge.
"""

from __future__ import annotations

import struct
from typing import Callable

from tether.util.fixed_bytes import tuple_picker
from tether.remoteapi import commands as C
from tether.remoteapi.protocol import (
    _CD_LENGTH,
    MESSAGE_HEADER_SIZE,
    OPMODE_DISCONTINUE,
    SUBHEADER_SIZE,
    SUBHEADER_TIME_AT,
    Command,
    make_command,
)

__all__ = ["PendingReply", "materialize", "ReplyShape", "ReplyShapes"]

#: A reply read from a remembered shape: ((raw id, op-mode, arg, command data, status, reserved),
#: sim_time, pure data); a whole command (no chunk, no declared data size).
PendingReply = tuple[tuple[int, int, int, bytes, int, int], int, bytes]

_I32 = struct.Struct("<i")


class ReplyShape:
    """The layout of one reply whose commands the client can merge key by key (see module docs)."""

    __slots__ = ("size", "unpack", "fixed_of", "fixed", "times_of", "pures_of", "templates", "plan", "last",
                 "last_replies")

    def __init__(self, tail: bytes, commands: list[Command]) -> None:
        fmt = ["<"]
        templates = []
        plan = []
        for cmd in commands:
            cd = len(cmd.command_data)
            # sub-header up to the time stamp | time stamp | status, reserved, command data | pure
            fmt.append(f"{SUBHEADER_TIME_AT}si{SUBHEADER_SIZE - SUBHEADER_TIME_AT - 4 + cd}s{len(cmd.pure_data)}s")
            templates.append((cmd.command_id, cmd.op_mode, cmd.arg, cmd.command_data, cmd.status,
                              cmd.reserved))
            plan.append(((cmd.command_id, cmd.command_data), _CD_LENGTH[cmd.command_id] == 0))
        layout = struct.Struct("".join(fmt))
        n = len(commands)
        self.size = len(tail)
        self.unpack = layout.unpack
        fixed_index = [i for k in range(n) for i in (4 * k, 4 * k + 2)]
        self.fixed_of: Callable[[tuple], tuple] = tuple_picker(fixed_index)
        values = layout.unpack(tail)
        self.fixed = self.fixed_of(values)
        self.times_of: Callable[[tuple], tuple] = tuple_picker([4 * k + 1 for k in range(n)])
        self.pures_of: Callable[[tuple], tuple] = tuple_picker([4 * k + 3 for k in range(n)])
        self.templates = templates
        #: per command, its inbox key and whether it is of the null class (kept newest first)
        self.plan: list[tuple[tuple[int, bytes], bool]] = plan
        #: the commands (after the header) and replies last served: a stopped simulation
        #: repeats its replies byte for byte, which then cost one comparison
        self.last = tail
        self.last_replies: list[PendingReply] = list(zip(templates, self.times_of(values), self.pures_of(values)))

    @staticmethod
    def fits(tail: bytes, commands: list[Command]) -> bool:
        """True when the general decoder's ``commands`` of ``tail`` can be remembered: whole
        commands laid out back to back, merged key by key (see the module docs)."""
        if not commands:
            return False
        keys = set()
        off = 0
        for cmd in commands:
            if (cmd.total_pure_size is not None or cmd.chunk_offset or cmd.declared_data_size is not None
                    or cmd.op_mode == OPMODE_DISCONTINUE or cmd.command_id == C.READ_STRING_STREAM):
                return False
            key = (cmd.command_id, cmd.command_data)
            if key in keys:
                return False
            keys.add(key)
            mem = SUBHEADER_SIZE + len(cmd.command_data) + len(cmd.pure_data)
            if len(tail) - off < mem or _I32.unpack_from(tail, off)[0] != mem:
                return False
            off += mem
        return off == len(tail)

    def replies(self, body: bytes) -> list[PendingReply] | None:
        """The replies of ``body`` (a whole message) when it has this shape, else None."""
        tail = body[MESSAGE_HEADER_SIZE:]
        if tail == self.last:
            return self.last_replies.copy()
        values = self.unpack(tail)
        if self.fixed_of(values) != self.fixed:
            return None
        replies = list(zip(self.templates, self.times_of(values), self.pures_of(values)))
        self.last = tail
        self.last_replies = replies
        return replies.copy()


def materialize(reply: PendingReply) -> Command:
    """The :class:`Command` of a pending reply (what the general decoder gives for it)."""
    (raw, op_mode, arg, data, status, reserved), sim_time, pure = reply
    return make_command(raw, op_mode, arg, data, pure, status, sim_time, None, 0, reserved)


class ReplyShapes:
    """The last few reply shapes, by message size (see the module docs)."""

    #: how many shapes are kept (a stepping loop alternates two or three replies)
    KEPT = 8

    def __init__(self) -> None:
        self._shapes: list[ReplyShape] = []
        self._sizes: list[int] = []  # sizes of the last replies no shape matched

    def clear(self) -> None:
        self._shapes.clear()
        self._sizes.clear()

    def match(self, body: bytes) -> tuple[ReplyShape, list[PendingReply]] | None:
        """(shape, replies) of a reply shaped like a remembered one, else None."""
        size = len(body) - MESSAGE_HEADER_SIZE
        for shape in self._shapes:
            if shape.size == size:
                replies = shape.replies(body)
                if replies is not None:
                    return shape, replies
        return None

    def learn(self, body: bytes, commands: list[Command]) -> None:
        """Remember the shape of a reply the general decoder gave ``commands`` for, if it fits.

        Only a size seen lately is learnt: traffic that does not repeat (strings, images, calls
        made once) would pay for shapes it never uses.
        """
        tail = body[MESSAGE_HEADER_SIZE:]
        sizes = self._sizes
        if len(tail) not in sizes:
            sizes.insert(0, len(tail))
            del sizes[self.KEPT:]
            return
        if not ReplyShape.fits(tail, commands):
            return
        shapes = self._shapes
        shapes.insert(0, ReplyShape(tail, commands))
        del shapes[self.KEPT:]
