"""Message programs: a repeated fixed-layout message, compiled once into two structs.

A lockstep controller sends one message shape every step: the same commands with the same
command data, only new values in some commands' pure data (joint targets). The server's plans
(see :mod:`.server_connection`) already decode each distinct command once; a program goes one
step further for a whole message whose every command has a direct call and a fixed-size reply:

* the request side is a :class:`~tether.util.fixed_bytes.FixedBytes`: the message's fixed bytes
  (everything outside the header and the new values) and ONE struct that reads every varying
  command's values (command data and pure data, as its plan would unpack them) out of the body;
* the reply side is ONE struct for the whole reply message (packet header when framed, message
  header, each command's sub-header, command data and result), whose constant bytes are packed
  from pre-built blobs, so a reply costs one ``pack`` of its few varying fields: the header's
  ids, times and state, each command's simulation time stamp and result.

This module only knows the layouts; :class:`~tether.remoteapi.server_connection.ServerConnection`
decides when a program applies and runs its calls with the same rules as its general path.
"""

from __future__ import annotations

import struct
from typing import Any, Callable, NamedTuple, Sequence

from tether.util.fixed_bytes import FixedBytes, tuple_picker
from tether.remoteapi import commands as C
from tether.remoteapi.protocol import (
    MESSAGE_HEADER,
    MESSAGE_HEADER_SIZE,
    PACKET_HEADER,
    PACKET_HEADER_SIZE,
    SIMX_VERSION,
    SUBHEADER,
    SUBHEADER_SIZE,
)

__all__ = ["MessageProgram", "ReplyLayout", "Step"]

#: What a step of a program runs: one command, or a run of commands through a batch twin
#: (:func:`tether.remoteapi.direct.batch_method`) of joint targets (their values from the request)
#: or of joint reads (their handles fixed).
SINGLE, TARGETS, READS = 0, 1, 2
_BATCHED = {"setJointTargetPosition": TARGETS, "getJointPosition": READS}


class Step(NamedTuple):
    """One step of a program. SINGLE: ``call(*args)``, or ``call(*lead, *values[first:stop])``
    when its values vary (``args`` None). TARGETS: ``call(values[first:stop])`` sets ``count``
    targets and returns how many it set. READS: ``call(args)`` reads ``count`` joints (None:
    none read)."""

    kind: int
    call: Callable[..., Any]
    args: tuple | None
    lead: tuple
    first: int
    stop: int
    count: int  # commands in the step
    returns: bool  # each command's reply carries a result
    mutates: bool  # not read-only: streams must refresh after it
    changes_time: bool  # may move the simulation time (its reply's time stamp is taken after it)
    trigger: bool  # the synchronous trigger (the rest of the message may have to wait for the pass)


class MessageProgram:
    """The layouts of one message shape (see the module docs). Build with :meth:`compile`."""

    __slots__ = ("request", "steps", "reply", "returns", "commands", "keys", "parts")

    def __init__(self, request: FixedBytes, steps: list[Step], reply: ReplyLayout, returns: list[bool],
                 keys: frozenset[Any], parts: ReplyLayout) -> None:
        #: a request body of this shape -> every varying command's values, in command order
        #: (None: not this shape: another length, or other bytes outside the header and values)
        self.request = request
        self.steps = steps
        #: the whole reply from the varying fields: the header's message id, client time, server
        #: time, scene id and state, then each command's time stamp and result (if it has one)
        self.reply = reply
        self.returns = returns  # per command: its reply carries a result
        self.commands = len(returns)
        self.keys = keys  # the store keys of its commands that would replace a stored one
        # the replies of its commands alone, from the same fields (the header's are skipped),
        # to follow the replies of stored streams in one message
        self.parts = parts

    @classmethod
    def compile(cls, body: bytes, plans: Sequence[Any], framed: bool, max_packet_size: int,
                batch_of: Callable[[str], Callable[..., Any] | None]) -> MessageProgram | None:
        """The program of ``body``'s shape, given its commands' plans in message order (each with
        ``call``, ``args``, ``lead``, ``unpack``, ``reply``, ``returns``, ``mem``, ``word``,
        ``command``, ``handler``, ``bind``, ``key``, ``read_only`` and ``keeps_time``), or None when some
        command has no direct call or no fixed-size whole reply, or the reply would not fit in
        one packet. ``batch_of(method)``: the batch twin of a SimAPI method, or None."""
        request_fields: list[tuple[int, str]] = []  # the request's varying commands: (offset, struct codes)
        varying = [(0, MESSAGE_HEADER_SIZE)]  # the header (message id, client time), new values
        steps: list[Step] = []
        count = 0  # values read so far
        reply_fields: list[tuple[bytes | None, str]] = []  # (constant bytes, "") or (None, code)
        off = MESSAGE_HEADER_SIZE
        for plan in plans:
            if plan.call is None or plan.reply is None or off + SUBHEADER_SIZE > len(body):
                return None
            mem = SUBHEADER.unpack_from(body, off)[0]
            data = plan.command.command_data
            data_at = off + SUBHEADER_SIZE
            code = plan.handler.direct.result_code  # the plan has a whole-reply struct: it has one
            flags = (plan.returns, not plan.read_only, not plan.read_only and not plan.keeps_time,
                     plan.command.command_id == C.SYNCHRONOUS_NEXT)
            if plan.bind is not None and plan.unpack is not None and off + mem > data_at + len(data):
                # new values arrive in its pure data: read command data and pure data as its plan does
                layout = _struct_of(plan.unpack)
                if layout is None or layout.size != off + mem - data_at:
                    return None
                request_fields.append((data_at, layout.format.lstrip("<=")))
                varying.append((data_at + len(data), off + mem))
                n = len(layout.unpack(bytes(layout.size)))
                steps.append(Step(SINGLE, plan.call, None, plan.lead, count, count + n, 1, *flags))
                count += n
            else:
                steps.append(Step(SINGLE, plan.call, plan.args, plan.lead, 0, 0, 1, *flags))
            # reply: its sub-header (the time stamp varies), command data, result
            reply_fields += _varying(SUBHEADER, (plan.mem, plan.mem, len(data), 0, plan.word, 0, None, 0, 0))
            reply_fields.append((data, ""))
            if plan.returns:
                reply_fields.append((None, code))
            off += mem
        if off != len(body) or not steps:
            return None
        size = MESSAGE_HEADER_SIZE + sum(p.mem for p in plans)
        head: list[tuple[bytes | None, str]] = []
        if framed:
            if size > max_packet_size - PACKET_HEADER_SIZE:
                return None
            head.append((PACKET_HEADER.pack(1, size, 0), ""))
        # message header: crc 0, version; message id, client time, server time, scene id, state vary
        head += _varying(MESSAGE_HEADER, (0, SIMX_VERSION, None, None, None, None, None))
        keys = frozenset(plan.key for plan in plans if plan.key is not None)
        header_fields = sum(1 for const, _ in head if const is None)
        return cls(FixedBytes(body, request_fields, varying), _batched(steps, plans, batch_of),
                   ReplyLayout(head + reply_fields), [step.returns for step in steps], keys,
                   ReplyLayout(reply_fields, skip=header_fields))


def _batched(steps: list[Step], plans: Sequence[Any],
             batch_of: Callable[[str], Callable[..., Any] | None]) -> list[Step]:
    """``steps`` (one per command) with each run of two or more joint targets with new values,
    or of joint reads with fixed handles, made one step of the method's batch twin."""
    out: list[Step] = []
    i = 0
    while i < len(steps):
        kind, batch = _batch_kind(steps[i], plans[i], batch_of)
        j = i + 1
        while j < len(steps) and kind != SINGLE and _batch_kind(steps[j], plans[j], batch_of)[0] == kind:
            j += 1
        if kind == SINGLE or j - i < 2:
            out += steps[i:j]
        else:
            run = steps[i:j]
            if kind == TARGETS:  # the values of consecutive commands follow each other
                out.append(Step(TARGETS, batch, None, (), run[0].first, run[-1].stop, j - i,
                                False, True, False, False))
            else:
                handles = tuple(value for step in run for value in step.args)
                out.append(Step(READS, batch, handles, (), 0, 0, j - i, True, False, False, False))
        i = j
    return out


def _batch_kind(step: Step, plan: Any, batch_of: Callable[[str], Callable[..., Any] | None]
                ) -> tuple[int, Callable[..., Any] | None]:
    """Which batch ``step`` (a SINGLE of ``plan``) can join, and that batch twin."""
    method = getattr(getattr(plan.handler, "direct", None), "method", None)
    kind = _BATCHED.get(method, SINGLE)
    if kind == SINGLE or step.lead:
        return SINGLE, None
    # targets: their values from the request (handle, value); reads: one fixed handle each
    if (step.args is None) != (kind == TARGETS) or (kind == TARGETS and step.stop - step.first != 2):
        return SINGLE, None
    if kind == READS and len(step.args) != 1:
        return SINGLE, None
    batch = batch_of(method)
    return (kind, batch) if batch is not None else (SINGLE, None)


def _varying(layout: struct.Struct, values: Sequence[Any]) -> list[tuple[bytes | None, str]]:
    """``layout``'s fields as reply fields: (packed bytes, "") for a given value, (None, code) for
    a None (a field each reply fills in). ``layout`` has one code per field (no counts)."""
    codes = layout.format.lstrip("<=")
    assert len(codes) == len(values) and codes.isalpha()
    return [(None, code) if value is None else (struct.pack("<" + code, value), "")
            for code, value in zip(codes, values)]


def _struct_of(method: Callable[..., Any]) -> struct.Struct | None:
    """The Struct behind a bound ``Struct.unpack``, if it is one."""
    owner = getattr(method, "__self__", None)
    return owner if isinstance(owner, struct.Struct) else None


class ReplyLayout:
    """One struct for a reply of constant blobs and varying fields (see :meth:`pack`)."""

    __slots__ = ("_pack", "_constants", "_pick")

    def __init__(self, fields: list[tuple[bytes | None, str]], skip: int = 0) -> None:
        """``fields``: (constant bytes, "") or (None, struct code of a varying field), in wire
        order; :meth:`pack` takes the varying fields' values after ``skip`` others."""
        fmt = ["<"]
        constants: list[bytes] = []
        sources: list[tuple[bool, int]] = []  # each struct argument: (a constant?, its index)
        varying = 0
        blob = b""
        for const, code in fields + [(None, "")]:
            if const is not None:
                blob += const
                continue
            if blob:
                fmt.append(f"{len(blob)}s")
                sources.append((True, len(constants)))
                constants.append(blob)
                blob = b""
            if code:
                fmt.append(code)
                sources.append((False, skip + varying))
                varying += 1
        self._pack = struct.Struct("".join(fmt)).pack
        self._constants = constants
        # the struct's arguments picked out of constants + values in one C call (no Python loop)
        self._pick = tuple_picker([i if const else len(constants) + i for const, i in sources])

    def pack(self, values: list[Any]) -> bytes:
        """The reply with ``values`` (from index ``skip`` on) in its varying fields."""
        return self._pack(*self._pick(self._constants + values))
