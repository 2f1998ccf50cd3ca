"""The server end of a legacy remote API connection, sans-IO (see :mod:`.connection`).

The rules, in one place (spec: /work/shared/legacy-remote-api-protocol.md):

* **Immediate execution** (spec §4.7): the commands of a message are stored (§4.2, see
  :mod:`tether.remoteapi.store`) and executed at once, in store order, and their results go
  back in the reply to that same message, tagged with its id. A blocking call costs one
  exchange. All commands of a message run between the same two passes (pause communication).
* **Streams** are re-executed at a later message only when what they report may have
  changed (a pass ran, the simulation was reset, or some command that is not read-only was
  executed by any legacy client), or every ``STREAM_REFRESH_S`` anyway, honouring their
  streaming delay. Split replies go out one chunk per reply (§4.5).
* **Stepping** (§6): ``simxSynchronous(True)`` registers a :class:`StepGate`; the simulation
  then advances only when every gate has triggered. A trigger runs the pass at once when it
  is the last one missing. Otherwise the client's *next* message (or the rest of the message
  that carried the trigger) waits until that pass has run, so "trigger, then any blocking
  call" always returns after the step. A disconnect or ``simxSynchronous(False)`` releases
  the gate; a simulation stop switches stepping off for every connection, as in CoppeliaSim.
  Messages that wait are queued, bounded by bytes (``connection_input``), not by count.
* **Bad input** (framing errors, unparsable messages, ids outside every command class, pure
  data of the wrong size, a budget exceeded, a client vanishing mid-message) closes that
  connection only, with one logged reason. Commands tether does not implement fail with the
  remote-error flag and a last-error text.
* The last command ``simxFinish`` sends (kill connection) is answered, then the connection
  closes.

The socket loop (:mod:`tether.remoteapi.server`) feeds received bytes in and sends what comes
out; nothing here touches a socket.
"""

from __future__ import annotations

import collections
import logging
import struct
import time
import traceback
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from tether.core.errors import SimError
from tether.util.logging_limits import RateLimitedLog
from tether.remoteapi import commands as C
from tether.remoteapi.connection import LegacyConnection, LimitExceeded
from tether.remoteapi.direct import batch_method, direct_method
from tether.remoteapi.handlers import HANDLERS, READ_ONLY, BadCommand, CommandFailed, NotFound, unsupported
from tether.remoteapi.limits import Budget, Limits
from tether.remoteapi.program import SINGLE, TARGETS, MessageProgram
from tether.remoteapi.protocol import (
    _CD_LENGTH,
    _CD_UNKNOWN,
    OPMODE_DISCONTINUE,
    OPMODE_ONESHOT_SPLIT,
    OPMODE_STREAMING,
    OPMODE_STREAMING_SPLIT,
    SUBHEADER,
    Command,
    CommandKey,
    DecodeCache,
    RemoteProtocolError,
    ServerState,
    decode_commands,
    encode_command,
    make_command,
    message_id_of,
    pack_reply,
)
from tether.remoteapi.store import CONTINUOUS, CommandStore, Stored

if TYPE_CHECKING:
    from tether.core.simulation import Simulation, StepGate

__all__ = ["ServerConnection", "ServerSide", "STREAM_REFRESH_S"]

logger = logging.getLogger("tether.remoteapi")

#: Streams are refreshed at least this often even when nothing seems to have changed.
STREAM_REFRESH_S = 0.1
LAST_ERRORS_KEPT = 50
_unexpected = RateLimitedLog(logger)


class ServerSide(Protocol):
    """What a server connection needs to know about its server (no sockets)."""

    simulation: Simulation
    stepping_allowed: bool
    file_root: Path | None
    scene_id: int
    max_packet_size: int
    limits: Limits
    input_budget: Budget


# Changes made through any legacy connection of a simulation, so every connection's streams
# know when to refresh (a plain counter in a one-element list, shared per simulation).
_mutations: weakref.WeakKeyDictionary[Any, list[int]] = weakref.WeakKeyDictionary()


def _mutation_counter(simulation: Simulation) -> list[int]:
    counter = _mutations.get(simulation)
    if counter is None:
        counter = _mutations[simulation] = [0]
    return counter


#: raw id -> (handler, read-only?): one lookup per executed command.
_DISPATCH: dict[int, tuple[Any, bool]] = {raw: (h, raw in READ_ONLY) for raw, h in HANDLERS.items()}
_UNSUPPORTED = (unsupported, False)
#: Op-modes whose commands stay in the store after they ran (or while their reply is split).
_STAYING_MODES = frozenset({OPMODE_STREAMING, OPMODE_STREAMING_SPLIT, OPMODE_ONESHOT_SPLIT})
_SPLIT_MODES = frozenset({OPMODE_STREAMING_SPLIT, OPMODE_ONESHOT_SPLIT})


#: Commands that change something (not read-only) but never the simulation time (no pass, no
#: reset, no new time step): the replies after them keep the time stamp already computed.
_KEEPS_TIME = frozenset({
    C.SET_JOINT_TARGET_POSITION, C.SET_JOINT_TARGET_VELOCITY, C.SET_JOINT_POSITION, C.SET_JOINT_FORCE,
    C.SET_OBJECT_POSITION, C.SET_OBJECT_ORIENTATION, C.SET_OBJECT_QUATERNION,
    C.SET_INTEGER_SIGNAL, C.SET_FLOAT_SIGNAL, C.SET_STRING_SIGNAL,
})


class _Plan(NamedTuple):
    """How to execute one received command, worked out once per distinct command bytes
    (and per distinct sub-header + command data for a direct call: see :meth:`_rebind`)."""

    command: Command  # its pure data is the first one seen when ``pure`` is not None
    handler: Any  # the Handler of its id
    read_only: bool  # executing it cannot change what a stream reports
    store_needed: bool  # stays stored (streaming/split modes), is a chunk, or has no class
    key: CommandKey | None  # the store's key (id, command data); None with the no-overwrite bit
    word: int  # the reply's signed command word
    kind: int  # _RUN, _SKIP (kill), _ECHO (discontinue: empty reply, nothing executed)
    keeps_time: bool  # running it leaves the simulation time as it was (_KEEPS_TIME)
    # A direct call (handlers.Direct) when the request has its fixed lengths, else call None
    # and the handler runs: ``call(*args)``, reply values packed by ``pack`` (``repack`` when
    # pack raises; pack None: no reply values).
    call: Callable[..., Any] | None
    args: tuple
    pack: Callable[[Any], bytes] | None
    repack: Callable[[Any], bytes] | None
    lead: tuple  # args before the request's values: () or (connection,)
    unpack: Callable[[bytes], tuple] | None  # the request's values from command + pure data
    # The whole reply of a successful direct call in one struct, when its size is fixed:
    # reply(mem, mem, len(data), 0, word, 0, sim_ms, 0, 0, data[, result]).
    reply: Callable[..., bytes] | None
    returns: bool  # the reply struct takes the result (False: no reply values)
    mem: int  # the reply's size
    pure: bytes | None  # this message's pure data when it differs from ``command``'s
    # this plan for other pure data of the same length (see _rebind), or None
    bind: Callable[[bytes], _Plan] | None


_RUN, _SKIP, _ECHO = 0, 1, 2
_ARGS, _PURE = _Plan._fields.index("args"), _Plan._fields.index("pure")  # what _rebind replaces
_NO_DIRECT = (None, (), None, None, (), None, None, False, 0, None, None)
_new_plan = tuple.__new__


def _command_of(plan: _Plan) -> Command:
    """The command as received (a rebound plan's own pure data)."""
    c = plan.command
    if plan.pure is None:
        return c
    return make_command(
        c.command_id, c.op_mode, c.arg, c.command_data, plan.pure, c.status, c.sim_time,
        c.total_pure_size, c.chunk_offset, c.reserved, c.declared_data_size,
    )


def _pure_of(plan: _Plan, result: Any) -> bytes:
    """The reply values of a direct call's ``result``, packed as its handler packs them."""
    pack = plan.pack
    if pack is None:
        return b""
    try:
        return pack(result)
    except (struct.error, OverflowError, TypeError):
        return plan.repack(result)


def _transient(plans: list[_Plan], stored: dict[CommandKey, Any] | None = None) -> bool:
    """True when the store would only pass these commands through, in message order.

    That is the case when the store is empty and no command stays stored (streaming or
    split modes), none is a split chunk, every id has a command class (else the general
    path closes the connection), and no two overwriting commands share a key (the later
    one would replace the earlier in place). With the keys of ``stored`` commands: none of
    them is one of those either (the store would replace it in place).
    """
    keys = set()
    for plan in plans:
        if plan.store_needed:
            return False
        key = plan.key
        if key is not None:
            if key in keys or stored and key in stored:
                return False
            keys.add(key)
    return True


class ServerConnection(LegacyConnection):
    """The server end of one legacy connection: command store, streams, stepping, last errors.

    The socket loop feeds :meth:`receive_data` (or :meth:`receive_eof`), sends what
    :meth:`data_to_send` returns, calls :meth:`resume` after a pass while :attr:`deferred`, and
    is told to drop the socket through ``on_close(reason)`` (reason None: an orderly end).
    It is also the ``Context`` the command handlers see.
    """

    def __init__(self, server: ServerSide, peer: str, *, framed: bool = True) -> None:
        super().__init__(peer, server.limits, server.input_budget, server.max_packet_size, framed=framed)
        self.server = server
        self.simulation = server.simulation
        self.api = server.simulation.api
        self.file_root = server.file_root
        self.store = CommandStore(server.limits.max_message)
        self.gate: StepGate | None = None
        self.closed = False
        self.messages = 0
        self.programs_run = 0  # messages served from a message program (see .program)
        #: called once by close(reason): the socket loop drops the socket then
        self.on_close: Callable[[str | None], None] | None = None
        self._errors: collections.deque[str] = collections.deque(maxlen=LAST_ERRORS_KEPT)
        self._mutations = _mutation_counter(self.simulation)
        self._outgoing: list[bytes] = []
        # state of the message being executed
        self._msg_id = -1
        self._client_time = 0
        self._kill = False
        self._out: list[bytes] = []
        self._done: list[Stored] = []
        # (commands or stored entries, next index, transient?) waiting behind a pass
        self._suspended: tuple[list[Any], int, bool] | None = None
        self._methods: dict[str, Callable[..., Any]] = {}
        self._batches: dict[str, Callable[..., Any] | None] = {}
        self._decode_cache = DecodeCache(prepare=self._plan, rebind=self._rebind)
        # _transient(plans) per message shape of the decode cache (see DecodeCache.shape)
        self._transient_by_shape: dict[int, bool] = {}
        # message programs (see .program) of the last shapes run transiently, newest first; the
        # shapes already tried
        self._programs: list[MessageProgram] = []
        self._program_tried: set[int] = set()
        self._no_stored_trigger: list[Any] = [-1, False]  # store version, _streams_only() then

    def held(self) -> int:
        return super().held() + self.store.partials.buffered

    # -- execution plans (one per distinct command, cached with its bytes) -----------------------
    def _plan(self, cmd: Command) -> _Plan:
        raw = cmd.command_id
        handler, read_only = _DISPATCH.get(raw, _UNSUPPORTED)
        word = raw | cmd.op_mode
        if word >= 0x80000000:
            word -= 0x100000000
        kind = _SKIP if raw == C.KILL_CONNECTION else _ECHO if cmd.op_mode == OPMODE_DISCONTINUE else _RUN
        direct = _NO_DIRECT
        d = getattr(handler, "direct", None)
        data, pure = cmd.command_data, cmd.pure_data
        if kind == _RUN and d is not None and len(data) == d.data_size and len(pure) == d.pure_size:
            # the handler's own fast path, decided once: same call, same reply packing
            call, lead = (self._method(d.method), ()) if d.method is not None else (d.impl, (self,))
            values = d.unpack(data + pure) if d.unpack is not None else ()
            reply, mem = None, 0
            if d.result_code is not None:
                whole = struct.Struct(f"{SUBHEADER.format}{len(data)}s{d.result_code}")
                reply, mem = whole.pack, whole.size
            direct = (call, lead + values, d.pack, d.repack, lead, d.unpack, reply, bool(d.result_code), mem, None,
                      None)
        plan = _Plan(
            cmd,
            handler,
            read_only,
            cmd.op_mode in _STAYING_MODES or cmd.total_pure_size is not None
            or _CD_LENGTH[raw] == _CD_UNKNOWN,
            None if cmd.status & 1 else CommandKey(raw, data),
            word,
            kind,
            raw in _KEEPS_TIME,
            *direct,
        )
        if plan.unpack is None:
            return plan
        head, mid = plan[:_ARGS], plan[_ARGS + 1 : _PURE]  # what stays
        lead, unpack = plan.lead, plan.unpack

        def bind(pure: bytes) -> _Plan:
            return _new_plan(_Plan, (*head, lead + unpack(data + pure), *mid, pure, bind))  # no __new__ call

        return _new_plan(_Plan, (*plan[:-1], bind))

    def _method(self, name: str) -> Callable[..., Any]:
        """The SimAPI method ``name`` (or its cheaper twin: :mod:`.direct`), made once per connection."""
        method = self._methods.get(name)
        if method is None:
            method = self._methods[name] = direct_method(self.simulation, name)
        return method

    @staticmethod
    def _rebind(plan: _Plan, pure: bytes) -> _Plan | None:
        """``plan`` for the same command with other pure data of the same length (new target
        values): decoding and validation depend on the sub-header and command data alone."""
        bind = plan.bind
        return None if bind is None else bind(pure)

    # -- the socket loop's side ------------------------------------------------------------------
    def receive_data(self, data: bytes, now: float = 0.0) -> None:
        """Take received bytes and execute every message that need not wait for a pass."""
        if self.closed:
            return
        gate = self.gate
        if gate is not None:
            gate.touch()
        if self._suspended is None and not self._blocked():
            body = self.whole_message(data)
            if body is not None:  # the lockstep case: one whole message and nothing waits
                with self.simulation.lock:
                    self._process(body)
                if not self.closed and (self._charged or self.store.partials.buffered):
                    self._account()
                return
        try:
            super().receive_data(data, now)
        except RemoteProtocolError as exc:
            self.close(str(exc))
            return
        self._pump()

    def receive_eof(self) -> None:
        """The peer closed its side."""
        self.close("client vanished in the middle of a message" if self.in_message else None)

    def data_to_send(self) -> bytes:
        """Replies produced since the last call, as bytes for the socket."""
        out = self._outgoing
        if not out:
            return b""
        self._outgoing = []
        return out[0] if len(out) == 1 else b"".join(out)

    @property
    def deferred(self) -> bool:
        """True while messages wait behind a pass (call :meth:`resume` after passes)."""
        return bool(self._messages) or self._suspended is not None

    def resume(self) -> None:
        """Continue deferred work once the awaited pass ran (or the wait became moot)."""
        self._pump()

    def _pump(self) -> None:
        """Execute queued messages in order until one must wait for a pass."""
        if self.closed:
            return
        with self.simulation.lock:
            if self._suspended is not None:
                if self._blocked():
                    return
                items, start, transient = self._suspended
                self._suspended = None
                try:
                    done = (
                        self._execute_transient(items, start)
                        if transient
                        else self._execute_from(items, start)
                    )
                    if not done:
                        return
                    self._finish_reply()
                except BadCommand as exc:
                    self.close(str(exc))
                    return
            messages = self._messages
            while messages and not self.closed and self._suspended is None and not self._blocked():
                body = messages.popleft()
                self._queued -= len(body)
                self._process(body)
        if not self.closed:
            self._account()

    def _account(self) -> None:
        try:
            self.account()  # split uploads may have grown
        except LimitExceeded as exc:
            self.close(str(exc))

    # -- context for handlers ---------------------------------------------------------------------
    def take_last_errors(self) -> list[str]:
        errors = list(self._errors)
        self._errors.clear()
        return errors

    def enable_stepping(self) -> None:
        if not self.server.stepping_allowed:
            raise CommandFailed(
                "synchronous mode is not allowed on this port (the server was started without "
                "stepping / preEnableTrigger)"
            )
        if self.gate is None:
            self.gate = self.simulation.add_gate(f"legacy remote API client {self.peer}")
            self.gate.on_expire = self.close

    def disable_stepping(self) -> None:
        if not self.server.stepping_allowed:
            raise CommandFailed("synchronous mode is not allowed on this port")
        self.release_gate()

    def release_gate(self) -> None:
        gate, self.gate = self.gate, None
        if gate is not None:
            gate.close()  # runs the pass the others are waiting for, if they all triggered

    def trigger(self) -> None:
        if self.gate is None:
            raise CommandFailed("synchronous mode is off: call simxSynchronous(clientID, True) first")
        if not self.simulation.state.advancing:
            raise CommandFailed("the simulation is not running: start it before triggering a step")
        self.gate.trigger()

    # -- execution --------------------------------------------------------------------------------
    def _blocked(self) -> bool:
        """True while this client's triggered pass has not run yet (§6.3)."""
        gate = self.gate
        return gate is not None and gate.triggered and self.simulation.state.advancing

    def _process(self, body: bytes) -> None:
        """Execute one message (simulation lock held)."""
        if self._programs:
            for program in self._programs:
                values = program.request.read(body)
                if values is not None:
                    store = self.store
                    if not store.items:
                        self._run_program(program, body, values, False)
                        return
                    if self._streams_only() and program.keys.isdisjoint(store.by_key):
                        self._run_program(program, body, values, True)  # after the stored streams, as below
                        return
                    break
        try:
            plans: list[_Plan] = decode_commands(body, self._decode_cache)
        except RemoteProtocolError as exc:
            self.close(f"malformed message: {exc}")
            return
        self.messages += 1
        self._msg_id, self._client_time = message_id_of(body)
        self._out = []
        self._done = []
        self._kill = bool(plans) and plans[-1].kind == _SKIP
        try:
            store = self.store
            items = store.items
            if not items and self._transient(plans):
                # Nothing stored and nothing to store: execute in message order with no
                # store bookkeeping (same order and results as the store would give).
                if not self._execute_transient(plans, 0):
                    return
                self._learn_program(body, plans)
            elif items and _transient(plans, store.by_key) and self._streams_only():
                # Stored streams and new commands that would only pass through the store:
                # the store's order is the streams, then the new commands in message order.
                # The streams cannot suspend (no trigger among them), so run them, then the
                # new commands as above.
                self._execute_from(list(items), 0)
                if not self._execute_transient(plans, 0):
                    return
                self._learn_program(body, plans)
            else:
                for plan in plans:
                    cmd = _command_of(plan)
                    raw = cmd.command_id
                    if raw == C.KILL_CONNECTION:
                        continue  # never executed; closes the connection when last (§1.2)
                    if _CD_LENGTH[raw] == _CD_UNKNOWN:
                        self.close(f"command id 0x{raw:04x} belongs to no command class")
                        return
                    self.store.add(cmd)
                if not self._execute_from(list(self.store.items), 0):
                    return
            self._finish_reply()
        except (BadCommand, RemoteProtocolError) as exc:
            self.close(str(exc))

    def _streams_only(self) -> bool:
        """No trigger among the stored commands (then running them cannot suspend), once per
        version of the store."""
        store = self.store
        known = self._no_stored_trigger
        if known[0] != store.version:
            known[:] = store.version, not any(e.command.command_id == C.SYNCHRONOUS_NEXT for e in store.items)
        return known[1]

    def _transient(self, plans: list[_Plan]) -> bool:
        """:func:`_transient` with no stored command, once per message shape (it depends only on
        what the shape keeps: every command's mode, status and command data)."""
        known = self._transient_by_shape
        shape = self._decode_cache.shape
        transient = known.get(shape)
        if transient is None:
            if len(known) >= 64:  # shapes not remembered any more
                known.clear()
            transient = known[shape] = _transient(plans)
        return transient

    # -- message programs (see .program) --------------------------------------------------------
    PROGRAMS_KEPT = 4  # the sim.py stepping loop alternates two shapes

    def _learn_program(self, body: bytes, plans: list[_Plan]) -> None:
        """Compile the program of this message's shape, once per shape (it ran transiently)."""
        tried = self._program_tried
        shape = self._decode_cache.shape
        if shape in tried:
            return
        if len(tried) >= 64:  # shapes not remembered any more
            tried.clear()
        tried.add(shape)
        program = MessageProgram.compile(body, plans, self.framed, self.max_packet_size, self._batch_method)
        if program is not None:
            self._programs.insert(0, program)
            del self._programs[self.PROGRAMS_KEPT:]

    def _batch_method(self, name: str) -> Callable[..., Any] | None:
        """The batch twin of the SimAPI method ``name`` (see .direct), made once per connection."""
        batches = self._batches
        if name not in batches:
            batches[name] = batch_method(self.simulation, name)
        return batches[name]

    def _run_program(self, program: MessageProgram, body: bytes, values: tuple, streams: bool) -> None:
        """Execute a message of ``program``'s shape: the same calls, in the same order, with the
        same results, failures, time stamps and stepping waits as :meth:`_execute_transient`
        (which takes over from the command where anything unusual happens). ``values``: what
        the program's request layout read from ``body``. ``streams``: the
        store holds streams only, and none of them has a key of the message's commands: they
        run first, as :meth:`_process` runs them."""
        self.messages += 1
        self.programs_run += 1
        self._msg_id, self._client_time = message_id_of(body)
        self._kill = False
        self._out = []
        self._done = []
        if streams:
            self._execute_from(list(self.store.items), 0)
        mutations = self._mutations
        filled = [self._msg_id, self._client_time, 0, self.server.scene_id, 0]  # header, then per command
        append = filled.append
        sim_ms = -1
        done = 0  # commands run
        last = program.commands - 1
        for kind, call, args, lead, first, stop, count, returns, mutates, changes_time, trigger in program.steps:
            if kind == SINGLE:
                if mutates:
                    mutations[0] += 1
                try:
                    result = call(*(args if args is not None else lead + values[first:stop]))
                except Exception as exc:
                    self._leave_program(program, body, filled, done, exc)
                    return
                if changes_time or sim_ms < 0:
                    sim_ms = self._sim_ms()
                append(sim_ms)
                if returns:
                    append(result)
                if trigger and done < last and self._blocked():
                    self._leave_program(program, body, filled, done + 1, wait=True)
                    return
                done += 1
                continue
            if sim_ms < 0:  # a batch neither moves the simulation time nor fails
                sim_ms = self._sim_ms()
            if kind == TARGETS:
                applied = call(values[first:stop])
                mutations[0] += applied
                filled += [sim_ms] * applied
                done += applied
                if applied < count:  # the next one is for the general path
                    self._leave_program(program, body, filled, done)
                    return
            else:  # READS
                read = call(args)
                if read is None:
                    self._leave_program(program, body, filled, done)
                    return
                for result in read:
                    append(sim_ms)
                    append(result)
                done += count
        try:
            if streams:  # the commands' replies follow the streams' in the general path's framing
                self._out.append(program.parts.pack(filled))
                self._finish_reply()
                return
            sim = self.simulation
            state = sim.state
            filled[2] = int(time.monotonic() * 1000) & 0x7FFFFFFF
            filled[4] = ServerState.byte_of(state != 0, state == 0x08, bool(sim.real_time))
            self._outgoing.append(program.reply.pack(filled))
        except (struct.error, OverflowError, TypeError):  # a result that is no plain value of its type
            self._leave_program(program, body, filled, done)

    def _leave_program(self, program: MessageProgram, body: bytes, filled: list[Any], done: int,
                       exc: Exception | None = None, wait: bool = False) -> None:
        """Hand a program's message over to the general path after its first ``done`` commands
        ran (their time stamps and results in ``filled``): with ``exc``, command ``done`` failed
        so; with ``wait``, command ``done - 1`` was a trigger whose pass the rest waits for;
        else :meth:`_execute_transient` runs the rest from command ``done``."""
        try:
            plans: list[_Plan] = decode_commands(body, self._decode_cache)
            out: list[bytes] = []
            at = 5
            for plan, returns in zip(plans[:done], program.returns):
                out += self._reply_parts(plan, filled[at + 1] if returns else None, filled[at])
                at += 2 if returns else 1
            out[:0] = self._out  # the stored streams' replies come first
            self._out = out
            start = done
            if exc is not None:
                plan = plans[done]
                self._failure(_command_of(plan), exc)  # records the error (BadCommand: re-raised)
                # only commands that may move the simulation time do: the time stamp is now's
                out += pack_reply(plan.word, plan.command.command_data, b"", self._sim_ms(), 1)
                start = done + 1
                if plan.command.command_id == C.SYNCHRONOUS_NEXT and self._suspend_rest(plans, start):
                    return
            elif wait:
                self._suspended = (plans, done, True)  # the rest runs after the step
                return
            if self._execute_transient(plans, start):
                self._finish_reply()
        except (BadCommand, RemoteProtocolError) as exc2:
            self.close(str(exc2))

    def _reply_parts(self, plan: _Plan, result: Any, sim_ms: int) -> list[bytes]:
        """A successful direct call's reply, as :meth:`_execute_transient` packs it."""
        data = plan.command.command_data
        if plan.reply is not None:
            try:
                if plan.returns:
                    return [plan.reply(plan.mem, plan.mem, len(data), 0, plan.word, 0, sim_ms, 0, 0, data, result)]
                return [plan.reply(plan.mem, plan.mem, len(data), 0, plan.word, 0, sim_ms, 0, 0, data)]
            except (struct.error, OverflowError, TypeError):
                pass
        return pack_reply(plan.word, data, _pure_of(plan, result), sim_ms, 0)

    def _epoch(self) -> tuple[int, int, int]:
        sim = self.simulation
        return (sim.total_passes, sim.reset_count, self._mutations[0])

    def _execute_transient(self, plans: list[_Plan], start: int) -> bool:
        """Run ``plans[start:]`` in order (see :func:`_transient`); False when suspended."""
        out = self._out
        sim_ms = -1  # the reply time stamp, recomputed only when it may have changed
        mutations = self._mutations
        trigger_id = C.SYNCHRONOUS_NEXT
        for i in range(start, len(plans)):
            plan = plans[i]
            kind = plan.kind
            if kind == _SKIP:
                continue
            cmd = plan.command
            parts = None
            if kind == _RUN:
                if not plan.read_only:
                    mutations[0] += 1
                    if not plan.keeps_time:
                        sim_ms = -1  # it (or the pass it ran) may move the simulation time
                try:
                    if plan.call is None:
                        pure = plan.handler(self, _command_of(plan))
                    else:
                        result = plan.call(*plan.args)
                        if sim_ms < 0:
                            sim_ms = self._sim_ms()
                        parts = self._reply_parts(plan, result, sim_ms)
                    failed = 0
                except Exception as exc:  # SimError: a failed command; BadCommand re-raised
                    pure, failed = self._failure(cmd, exc), 1
            else:  # discontinue: nothing stored to stop, an empty reply
                pure, failed = b"", 0
            if parts is None:
                if sim_ms < 0:
                    sim_ms = self._sim_ms()
                parts = pack_reply(plan.word, cmd.command_data, pure, sim_ms, failed)
            out += parts
            if cmd.command_id == trigger_id and self._suspend_rest(plans, i + 1):
                return False
        return True

    def _suspend_rest(self, plans: list[_Plan], rest: int) -> bool:
        """After a trigger: when commands follow it and the step waits, keep ``plans[rest:]``
        to run after the step (True); else go on (False)."""
        if rest < len(plans) and self._blocked():
            self._suspended = (plans, rest, True)
            return True
        return False

    def _execute_from(self, items: list[Stored], start: int) -> bool:
        """Run ``items[start:]`` (§4.3); False when suspended behind a triggered pass."""
        now = time.monotonic()
        out = self._out
        done = self._done
        n = len(items)
        i = start
        epoch = self._epoch()
        sim_ms = -1  # the reply time stamp, recomputed only when it may have changed
        while i < n:
            entry = items[i]
            i += 1
            cmd = entry.command
            mode = cmd.op_mode
            if mode in CONTINUOUS:
                if entry.last_run >= 0.0:
                    if entry.result is not None:
                        continue  # the previous split result is still being sent
                    if cmd.arg and mode == OPMODE_STREAMING and (now - entry.last_run) * 1000.0 < cmd.arg:
                        continue
                    if entry.epoch == epoch and now - entry.last_run < STREAM_REFRESH_S:
                        continue
            elif mode == OPMODE_DISCONTINUE:
                if sim_ms < 0:
                    sim_ms = self._sim_ms()
                out.extend(self._reply(cmd, b"", False, sim_ms))
                done.append(entry)
                continue
            elif mode == OPMODE_ONESHOT_SPLIT and entry.last_run >= 0.0:
                continue  # executed; its result is being sent chunk by chunk
            entry.last_run = now
            plan = entry.plan
            if plan is None:
                plan = entry.plan = self._plan(cmd)
            # a direct call whose reply is one struct: packed with its result below
            whole = plan.reply is not None and mode not in _SPLIT_MODES
            value, failed = self._execute_entry(entry, whole)
            raw = cmd.command_id
            if raw not in READ_ONLY:
                epoch = self._epoch()  # it (or the pass it ran) may have changed anything
                if raw not in _KEEPS_TIME:
                    sim_ms = -1
            entry.epoch = epoch
            if sim_ms < 0:
                sim_ms = self._sim_ms()
            if mode == OPMODE_STREAMING_SPLIT or mode == OPMODE_ONESHOT_SPLIT:
                if value:
                    entry.result = make_command(
                        cmd.command_id, cmd.op_mode, 0, cmd.command_data, value,
                        1 if failed else 0, sim_ms,
                    )
                    entry.sent = 0
                else:  # nothing to split (e.g. a failure): send it whole so the client sees it
                    out.extend(self._reply(cmd, b"", failed, sim_ms))
                    if mode == OPMODE_ONESHOT_SPLIT:
                        done.append(entry)
            else:
                out.extend(self._reply_parts(plan, value, sim_ms) if whole and not failed
                           else self._reply(cmd, value, failed, sim_ms))
                if mode not in CONTINUOUS:
                    done.append(entry)
                elif (
                    not failed
                    and cmd.command_id == C.GET_AND_CLEAR_STRING_SIGNAL
                ):
                    done.append(entry)  # streaming stops once a value was delivered (§4.6)
            if cmd.command_id == C.SYNCHRONOUS_NEXT and i < n and self._blocked():
                self._suspended = (items, i, False)  # the rest runs after the step (fast path)
                return False
        return True

    def _execute_entry(self, entry: Stored, whole: bool = False) -> tuple[Any, bool]:
        """Execute a stored command (a stream re-runs every refresh) through its plan's direct
        call when it has one: the handler's own fast path, decided once per stored command.
        (The reply's pure data, failed?); with ``whole`` (a direct call whose reply is one
        struct), the call's result as it came instead of its pure data (a failure's stays)."""
        plan = entry.plan
        call = plan.call
        if call is None:
            return self._execute(entry.command)
        if not plan.read_only:
            self._mutations[0] += 1
        try:
            result = call(*plan.args)
            return (result if whole else _pure_of(plan, result)), False
        except Exception as exc:
            return self._failure(entry.command, exc), True

    def _execute(self, cmd: Command) -> tuple[bytes, bool]:
        raw = cmd.command_id
        handler, read_only = _DISPATCH.get(raw, _UNSUPPORTED)
        if not read_only:
            self._mutations[0] += 1
        try:
            return handler(self, cmd), False
        except Exception as exc:
            return self._failure(cmd, exc), True

    def _failure(self, cmd: Command, exc: Exception) -> bytes:
        """Record why ``cmd`` failed (its reply then gets the failure bit); re-raise BadCommand."""
        name = C.command_name(cmd.command_id)
        if isinstance(exc, BadCommand):
            raise exc
        if isinstance(exc, NotFound):
            return b""
        if isinstance(exc, SimError):
            self._errors.append(f"{name}: {exc}")
        else:  # a bug behind one command must not drop the client
            # one line per peer per second, never a traceback flood (the location is enough
            # to find the bug; a peer repeating the command must not fill the log)
            where = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
            at = f" at {Path(where.filename).name}:{where.lineno}" if where else ""
            _unexpected.log(
                logging.ERROR, self.peer,
                f"legacy remote API: {name} from {self.peer} failed unexpectedly: "
                f"{type(exc).__name__}: {exc}{at}",
            )
            self._errors.append(f"{name}: internal error: {type(exc).__name__}: {exc}")
        return b""

    def _sim_ms(self) -> int:
        return int(self.simulation.sim_time * 1000.01) & 0x7FFFFFFF

    def _reply(self, cmd: Command, pure: bytes, failed: bool, sim_ms: int = -1) -> list[bytes]:
        """A reply command (as parts): the request's word and command data, ``pure`` as pure data."""
        if sim_ms < 0:
            sim_ms = self._sim_ms()
        word = cmd.command_id | cmd.op_mode
        if word >= 0x80000000:
            word -= 0x100000000
        return pack_reply(word, cmd.command_data, pure, sim_ms, 1 if failed else 0)

    def _finish_reply(self) -> None:
        store = self.store
        if self._done:
            store.remove(self._done)
            self._done = []
        parts = self._out
        has_results = bool(parts)
        if store.items:
            finished: list[Stored] = []
            for entry in store.items:
                if entry.result is not None:
                    chunk = entry.next_chunk()
                    if chunk is not None:
                        parts.append(encode_command(chunk))
                    if entry.result is None and entry.command.op_mode == OPMODE_ONESHOT_SPLIT:
                        finished.append(entry)
            store.remove(finished)
        self._out = []
        sim = self.simulation
        state = sim.state
        self._outgoing.append(
            self.frame(
                self._msg_id if has_results else -1,
                self._client_time,
                parts,
                int(time.monotonic() * 1000) & 0x7FFFFFFF,
                self.server.scene_id,
                ServerState.byte_of(state != 0, state == 0x08, bool(sim.real_time)),
            )
        )
        if self._kill:
            self.close(None)

    # -- end --------------------------------------------------------------------------------------
    def close(self, reason: str | None = None) -> None:
        """End this connection (reason None: an orderly end): release its gate and budget,
        then tell the socket loop through ``on_close``. Idempotent."""
        if self.closed:
            return
        self.closed = True
        self._suspended = None
        self.store.clear()
        self.release()
        with self.simulation.lock:
            self.release_gate()
        if self.on_close is not None:
            self.on_close(reason)
