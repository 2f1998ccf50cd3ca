"""The server end of a legacy remote API connection, sans-IO (see :mod:`.connection`).

The rules, in one place (spec: docs/legacy-remote-api-protocol.md):

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

One pipeline serves every message: the decode cache turns the message's bytes into
:class:`Plan` s (one per distinct command, bound to its request values; a repeated message
shape costs a lookup), the store picks which of them run (a message whose commands would only
pass through the store runs its plans as they came, after any stored ones), and
:meth:`ServerConnection._execute` runs that list: it alone counts mutations, stamps reply
times, records failures and stops after a trigger whose pass must wait.

The socket loop (:mod:`tether.remoteapi.server`) feeds received bytes in and sends what comes
out; nothing here touches a socket.
"""

from __future__ import annotations

import collections
import logging
import operator
import struct
import time

try:
    import cython
except ImportError:  # run as plain Python without Cython installed
    from tether.util import cython_shim as cython  # type: ignore[no-redef]
import traceback
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from tether.core.engine.errors import SimError
from tether.core.simapi.joint_batch import JointBatch, NotBatchable
from tether.util.logging_limits import RateLimitedLog
from tether.remoteapi import commands as C
from tether.remoteapi.connection import LegacyConnection, LimitExceeded
from tether.remoteapi.handlers import HANDLERS, CommandFailed, Handler, MalformedCommand, NotFound, unsupported
from tether.remoteapi.limits import Budget, Limits
from tether.remoteapi.protocol import (
    CD_LENGTH,
    CD_UNKNOWN,
    OPMODE_DISCONTINUE,
    OPMODE_ONESHOT_SPLIT,
    OPMODE_STREAMING,
    OPMODE_STREAMING_SPLIT,
    Command,
    CommandKey,
    DecodeCache,
    MESSAGE_IDS,
    MessageShape,
    SUBHEADER,
    RemoteProtocolError,
    ServerState,
    decode_commands,
    encode_command,
    make_command,
    pack_reply,
)
from tether.remoteapi.store import CONTINUOUS, CommandStore, Stored
from tether.remoteapi.table import TABLE

if TYPE_CHECKING:
    from tether.core.simulation import Simulation, StepGate

__all__ = ["ServerConnection", "ServerSide", "Plan", "passes_through", "STREAM_REFRESH_S"]

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


#: Op-modes whose commands stay in the store after they ran (or while their reply is split).
_STAYING_MODES = frozenset({OPMODE_STREAMING, OPMODE_STREAMING_SPLIT, OPMODE_ONESHOT_SPLIT})
_SPLIT_MODES = frozenset({OPMODE_STREAMING_SPLIT, OPMODE_ONESHOT_SPLIT})
#: What a plan does when it runs.
RUN, SKIP, ECHO = 0, 1, 2  # execute / never executed (kill connection) / empty reply (discontinue)


def _identity(pure: bytes) -> bytes:
    return pure


class Plan(NamedTuple):
    """One received command, decoded and bound once per distinct command bytes (and rebound
    for new pure data of the same length: :attr:`bind`)."""

    command: Command
    kind: int  # RUN, SKIP or ECHO
    mutates: bool  # executing it may change what a stream reports (the table's read_only)
    keeps_time: bool  # executing it leaves the simulation time as it was (the table's row)
    trigger: bool  # the rest of its message waits for the pass it triggered
    read_once: bool  # a stream of it stops once it delivered a value
    stays: bool  # it needs the store: it stays stored (streaming/split modes), is a chunk or has no class
    key: CommandKey  # the store's key (id, command data)
    overwrites: bool  # it replaces a stored command of its key (no no-overwrite bit)
    word: int  # the reply's signed command word
    call: Callable[..., Any]  # it runs as call(*args) ...
    args: tuple
    pack: Callable[[Any], bytes]  # ... and its reply's pure data is pack(result)
    # ... or, not stored and successful, its complete reply is head + pack_rest(sim_ms, 0, 0,
    # command data[, result if returns]) (head None: only pack; pack_rest may raise struct.error,
    # OverflowError or TypeError where pack converts): one C call, no Python frame
    head: bytes | None
    pack_rest: Callable[..., bytes] | None
    returns: bool
    bind: Callable[[bytes], Plan] | None  # this plan for other pure data of the same length
    batch: str | None  # the JointBatch method serving a run of it (the table's row), else None
    pure: bytes | None  # this message's pure data when it differs from ``command``'s


_ARGS = Plan._fields.index("args")
_PURE = Plan._fields.index("pure")
# a batched target write's value: plan.args[1], read for a whole run in C (map, no Python frame)
_args_of = operator.itemgetter(_ARGS)
_second = operator.itemgetter(1)
_NO_HOLES: frozenset[int] = frozenset()


def _fresh(plan: Plan, pure: bytes) -> Plan:
    """``plan`` bound to ``pure`` (a deferred hole's plan may hold older values)."""
    if (plan.command.pure_data if plan.pure is None else plan.pure) == pure:
        return plan
    return plan.bind(pure)  # type: ignore[misc]  (a deferred plan has a bind)


def command_of(plan: Plan) -> Command:
    """The command as received (a rebound plan's own pure data)."""
    c = plan.command
    if plan.pure is None:
        return c
    return make_command(
        c.command_id, c.op_mode, c.arg, c.command_data, plan.pure, c.status, c.sim_time,
        c.total_pure_size, c.chunk_offset, c.reserved, c.declared_data_size,
    )


def _reply_packers(word: int, data: bytes, code: str | None) -> tuple[bytes | None, Any, bool]:
    """A reply's fixed sub-header fields packed once, and the struct packing the rest of it
    (time stamp, status, reserved byte, command data, result): see Plan.head."""
    if code is None:
        return None, None, False
    head_format = SUBHEADER.format[:-3]  # the sub-header up to its time stamp
    rest = struct.Struct(f"<{SUBHEADER.format[-3:]}{len(data)}s{code}")  # time stamp, status, reserved
    mem = struct.calcsize(head_format) + rest.size
    head = struct.pack(head_format, mem, mem, len(data), 0, word, 0)
    return head, rest.pack, bool(code)


def passes_through(plans: list[Plan], stored: dict[CommandKey, Any] | None = None) -> bool:
    """True when the store would only pass these commands through, in message order, after
    the ``stored`` ones: no command stays stored (streaming or split modes), is a split chunk
    or has an id outside every command class, and no overwriting command has the key of an
    earlier command of the message or of a stored one, with or without the no-overwrite bit
    (the store would replace that one in place)."""
    keys = set()
    for plan in plans:
        if plan.stays:
            return False
        key = plan.key
        if plan.overwrites and (key in keys or stored and key in stored):
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

    # the compiled build declares the same fields in server_connection.pxd (C fields)
    __slots__ = ("server", "simulation", "api", "file_root", "store", "gate", "closed", "messages", "on_close",
                 "_errors", "_mutations", "_outgoing", "_msg_id", "_client_time", "_kill", "_out", "_done",
                 "_suspended", "_decode_cache", "_joints")

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
        # (plans or stored entries, next index) waiting behind a pass
        self._suspended: tuple[list[Any], int, list[Any] | None, tuple] | None = None  # (+ runs, values)
        self._decode_cache = DecodeCache(prepare=self.plan, rebind=self._rebind, revise=self._revise)
        self._joints = JointBatch(self.simulation)

    def held(self) -> int:
        return LegacyConnection.held(self) + self.store.partials.buffered

    # -- plans (one per distinct command, cached with its bytes) --------------------------------
    def plan(self, cmd: Command) -> Plan:
        """How this connection executes ``cmd``: its table row's facts, its call bound to the
        request's values (a request without its command's layout: a call that fails so)."""
        raw = cmd.command_id
        row = TABLE.get(raw)
        handler: Handler | None = HANDLERS.get(raw)
        word = raw | cmd.op_mode
        if word >= 0x80000000:
            word -= 0x100000000
        kind = SKIP if raw == C.KILL_CONNECTION else ECHO if cmd.op_mode == OPMODE_DISCONTINUE else RUN
        facts = (
            kind,
            row is None or row.mutates,
            row is not None and row.keeps_time,
            row is not None and row.trigger,
            row is not None and row.read_once,
            # the store path handles (or refuses) these
            cmd.op_mode in _STAYING_MODES or cmd.total_pure_size is not None or CD_LENGTH[raw] == CD_UNKNOWN,
            CommandKey(raw, cmd.command_data),
            not cmd.status & 1,
            word,
        )
        if handler is None or kind != RUN or cmd.total_pure_size is not None:
            # unknown id: refused when run; a chunk runs as the whole command the store rebuilds
            return Plan(cmd, *facts, unsupported, (self, cmd), _identity, None, None, False, None, None, None)
        data = cmd.command_data
        call, lead = handler.call_of(self)
        pack = handler.pack
        values = handler.values
        reply = _reply_packers(word, data, handler.result_code)  # head, pack_rest, returns
        peer = self.peer
        new = tuple.__new__  # a NamedTuple's own __new__ costs a Python call more
        batch = row.batch if row is not None and handler.method is not None else None

        # the common shape (ints as command data, flat fixed request fields): one struct reads
        # the values of a request of the row's lengths (values() checks exactly that)
        fixed = handler.row.fixed_request
        unpack = fixed[2] if fixed is not None and fixed[2] is not None and len(data) == fixed[0] else None
        pure_size = fixed[1] if unpack is not None else -1

        def bind(pure: bytes, first: bool = False) -> Plan:
            # every binding fills the same field list and copies it into the plan once (a
            # rebinding per new target value: fewer tuples than concatenating the fields)
            if len(pure) == pure_size:
                fields[_ARGS] = unpack(data + pure) if not lead else lead + unpack(data + pure)
            else:
                try:
                    fields[_ARGS] = lead + values(peer, data, pure)
                except MalformedCommand:  # it fails so (and is logged) each time it runs
                    return Plan(cmd, *facts, values, (peer, data, pure), pack, None, None, False, None, None,
                                None if first else pure)
            fields[_PURE] = None if first else pure
            return new(Plan, fields)

        # a plan's fields; its arguments and pure data are set by each binding
        fields: list[Any] = [cmd, *facts, call, None, pack, *reply, bind, batch, None]
        return bind(cmd.pure_data, True)

    @staticmethod
    def _rebind(plan: Plan, pure: bytes) -> Plan | None:
        """``plan`` for the same command with other pure data of the same length (new target
        values): decoding and validation depend on the sub-header and command data alone."""
        bind = plan.bind
        return None if bind is None else bind(pure)

    @staticmethod
    @cython.locals(k=cython.Py_ssize_t)
    def _revise(shape: MessageShape, values: tuple) -> list[Plan] | None:
        """The plans of a message of a remembered ``shape`` whose pure data are ``values`` (its
        varying fields): the shape's plans, those whose pure data changed rebound (one call for
        the message; see DecodeCache), but for the shape's deferred holes (see
        :meth:`_shape_facts`): their plans keep older values, which their run reads itself.
        The shape's list is changed in place (the cache keeps what this returns as the shape's
        plans, and drops the shape when it returns None)."""
        plans = shape.items
        facts = shape.memo
        deferred = facts[2] if facts is not None else _NO_HOLES
        if len(deferred) == len(values):
            return plans  # every varying field is read by its run (the lane's message)
        old = shape.varying
        holes = shape.holes
        for k, pure in enumerate(values):
            if pure != old[k]:
                if k in deferred:
                    continue
                bind = plans[holes[k]].bind
                if bind is None:
                    return None
                plans[holes[k]] = bind(pure)
        return plans

    # -- the socket loop's side ------------------------------------------------------------------
    def receive_data(self, data: bytes, now: float = 0.0) -> None:
        """Take received bytes and execute every message that need not wait for a pass."""
        if self.closed:
            return
        gate = self.gate
        if gate is not None:
            if now > 0.0:  # the transport read the clock for this message: one read, not two
                gate.last_seen = now
            else:
                gate.touch()
        # (not self._blocked(): one call less)
        if self._suspended is None and (gate is None or not gate.triggered or not self.simulation.loop.state.advancing):
            # the lockstep case: one whole message and nothing waits, so no queue. Kept for its
            # measured gain (issue 38; exchange_stages.py, KUKA, 2026-11-28): without it a
            # message costs 2.2-2.6k more server instructions compiled (an empty one 32.3k ->
            # 34.9k, the lane's 231.6k -> 233.7k) and 7.6-8.8k more pure (43.2k -> 50.8k)
            body = self.whole_message(data)
            if body is not None:
                with self.simulation.lock:
                    self._process(body)
                if not self.closed and (self._charged or self.store.partials.buffered):
                    self._account()
                return
        try:
            LegacyConnection.receive_data(self, data, now)  # (no super() in a compiled cpdef method)
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
                steps, start, runs, varying = self._suspended
                self._suspended = None
                if not self._execute(steps, start, runs, varying):
                    return
                self._finish_reply()
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
            self.gate = self.simulation.loop.add_gate(f"legacy remote API client {self.peer}")
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
        if not self.simulation.loop.state.advancing:
            raise CommandFailed("the simulation is not running: start it before triggering a step")
        self.gate.trigger()

    # -- execution --------------------------------------------------------------------------------
    def _blocked(self) -> bool:
        """True while this client's triggered pass has not run yet (§6.3)."""
        gate = self.gate
        return gate is not None and gate.triggered and self.simulation.loop.state.advancing

    def _process(self, body: bytes) -> None:
        """Execute one message (simulation lock held): the store picks what runs (§4.2-4.3)."""
        try:
            plans: list[Plan] = decode_commands(body, self._decode_cache)
        except RemoteProtocolError as exc:
            self.close(f"malformed message: {exc}")
            return
        self.messages += 1
        self._msg_id, self._client_time = MESSAGE_IDS.unpack_from(body)  # (message_id_of, one call less)
        self._out = []
        self._done = []
        self._kill = bool(plans) and plans[-1].kind == SKIP
        store = self.store
        items = store.items
        runs: list[Any] | None = None
        shape = self._decode_cache.current
        facts = None
        if shape is not None:  # what depends on the shape alone, found once per shape
            facts = shape.memo
            if facts is None and not items:
                facts = shape.memo = self._shape_facts(shape, plans)
        if items:
            through = False
        elif facts is not None:
            through, runs = facts[0], facts[1]
        else:
            through = passes_through(plans)
        varying: tuple = ()
        if facts is not None and facts[2]:
            varying = shape.varying  # type: ignore[union-attr]  (its runs read the deferred holes' values)
            if not through:  # the plans of deferred holes are needed as they are
                holes = shape.holes  # type: ignore[union-attr]
                for k in facts[2]:
                    plans[holes[k]] = _fresh(plans[holes[k]], varying[k])
        if through:
            steps: list[Any] = plans  # the store would only pass them through, in this order
        elif items and passes_through(plans, store.by_key):
            steps = [*items, *plans]  # the stored ones first, then these as they came
        else:
            for plan in plans:
                cmd = command_of(plan)
                raw = cmd.command_id
                if raw == C.KILL_CONNECTION:
                    continue  # never executed; closes the connection when last (§1.2)
                if CD_LENGTH[raw] == CD_UNKNOWN:
                    self.close(f"command id 0x{raw:04x} belongs to no command class")
                    return
                try:
                    entry = store.add(cmd)
                except RemoteProtocolError as exc:
                    self.close(str(exc))
                    return
                if entry is not None:  # a reassembled split upload is a new command
                    entry.plan = plan if entry.command is cmd else self.plan(entry.command)
            steps = list(store.items)
        if self._execute(steps, 0, runs, varying):
            self._finish_reply()

    def _shape_facts(self, shape: MessageShape, plans: list[Plan]) -> tuple[bool, list[Any] | None, frozenset[int]]:
        """What a message shape's plans (run as they came) imply, kept in the shape's ``memo``:
        whether the store would only pass them through (:func:`passes_through` with nothing
        stored), their batched runs with each run's replies in one struct (:meth:`_runs`), and
        its deferred holes: the varying fields (:attr:`MessageShape.holes`) a run of target
        writes reads with one struct, so their plans are not rebound for new values (a
        controller's new targets; :meth:`_revise`). All depend only on what the shape keeps
        (every command's mode, status, command data and pure data's length)."""
        if not passes_through(plans):
            return False, None, _NO_HOLES
        runs = self._runs(plans, shape)
        deferred = set()
        for run in runs:
            if run is not None and run[5] is not None:
                deferred.update(range(run[5][0], run[5][1]))
        return True, runs, frozenset(deferred)

    def _runs(self, steps: list[Any], shape: MessageShape | None) -> list[Any]:
        """Per index of ``steps``: None, or the run of two or more plans of one batch method that
        starts there, as (its end, the JointBatch method, the run's handles, whether it takes
        values, its replies' layout (:meth:`_run_layout`) and where its values are (see
        :meth:`_run_values`), the last two with the plans' ``shape`` only, else None)."""
        runs: list[Any] = [None] * len(steps)
        n = len(steps)
        i = 0
        while i < n:
            plan = steps[i]
            batch = plan.batch if type(plan) is Plan else None
            stop = i + 1
            if batch is not None:
                while stop < n and type(steps[stop]) is Plan and steps[stop].batch == batch:
                    stop += 1
                if stop > i + 1:
                    run = steps[i:stop]
                    takes_values = batch == "set_target_positions"
                    runs[i] = (stop, getattr(self._joints, batch), tuple([p.args[0] for p in run]), takes_values,
                               self._run_layout(run) if shape is not None else None,
                               self._run_values(shape, i, run) if shape is not None and takes_values else None)
            i = stop
        return runs

    @staticmethod
    def _run_values(shape: MessageShape, start: int,
                    run: list[Plan]) -> tuple[int, int, Callable[[bytes], tuple]] | None:
        """Where the values of a run of target writes are in a message of ``shape``: (its first
        and end varying field, one struct reading the values from those fields joined), when
        each plan's pure data is one varying field holding its one value, else None."""
        if not shape.holes:
            shape.layout()  # the shape's fields are found on first need
        holes = shape.holes
        if start not in holes:
            return None
        first = holes.index(start)
        codes = []
        for k, plan in enumerate(run):
            row = TABLE.get(plan.command.command_id)
            fixed = row.fixed_request if row is not None else None
            pure = plan.command.pure_data if plan.pure is None else plan.pure
            if (row is None or fixed is None or first + k >= len(holes) or holes[first + k] != start + k
                    or plan.bind is None or fixed[1] != len(pure) or len(plan.args) != 2):
                return None
            code = row.request.format[1:]
            if struct.calcsize("<" + code) != len(pure) or len(struct.unpack("<" + code, pure)) != 1:
                return None
            codes.append(code)
        return first, first + len(run), struct.Struct("<" + "".join(codes)).unpack

    def _epoch(self) -> tuple[int, int, int]:
        sim = self.simulation
        return (sim.loop.total_passes, sim.physics.reset_count, self._mutations[0])

    @cython.locals(n=cython.Py_ssize_t, i=cython.Py_ssize_t, stop=cython.Py_ssize_t, k=cython.Py_ssize_t,
                   count=cython.Py_ssize_t)
    def _execute(self, steps: list[Any], start: int, runs: list[Any] | None = None, varying: tuple = ()) -> bool:
        """Run ``steps[start:]`` in order: plans of this message, and stored entries (streams
        re-run when due). The only place that counts mutations, stamps reply times and records
        failures; False when the rest waits behind a triggered pass (:meth:`resume` goes on).
        ``runs``: :meth:`_runs` of ``steps`` when known (a message shape's), else found here;
        ``varying``: the message's varying fields, where a shape's run of target writes reads its
        values. A run of plans of one batch method is one JointBatch call (unless it refuses the
        run: then each plan runs on its own) and, with its shape's layout, one struct for its
        replies."""
        out = self._out
        mutations = self._mutations
        sim_ms = -1  # the reply time stamp, recomputed only when it may have changed
        now = -1.0  # wall clock for the streams' schedule, read at the first stored entry
        epoch: tuple[int, int, int] | None = None  # what streams saw; None: read it again
        n = len(steps)
        i = start
        while i < n:
            step = steps[i]
            i += 1
            entry: Stored | None = None
            if type(step) is Stored:
                entry = step
                plan = entry.plan
                if now < 0:
                    now = time.monotonic()
                if epoch is None:
                    epoch = self._epoch()
                if not self._due(entry, now, epoch):
                    continue
                entry.last_run = now
            else:
                plan = step
            kind = plan.kind
            if kind == SKIP:
                continue
            if kind == ECHO:  # discontinue: its stream (if any) was replaced in the store
                pure, failed = b"", 0
                if entry is not None:
                    self._done.append(entry)
            else:
                if plan.batch is not None and entry is None and i < n:
                    if runs is None:
                        runs = self._runs(steps, None)
                    run = runs[i - 1]
                    if run is not None:  # the run of plans of this batch method that starts here
                        stop, call, handles, takes_values, layout, where = run
                        try:
                            if where is not None:  # a shape's run: its values in one struct
                                call(handles, where[2](b"".join(varying[where[0]:where[1]])))
                                results = None
                            elif takes_values:
                                call(handles, list(map(_second, map(_args_of, steps[i - 1:stop]))))
                                results = None
                            else:
                                results = call(handles)
                        except NotBatchable:  # nothing was done: each plan runs on its own
                            run = None
                            if where is not None:  # as bound to this message's values
                                k = i - 1
                                while k < stop:
                                    steps[k] = _fresh(steps[k], varying[where[0] + k - i + 1])
                                    k += 1
                                plan = steps[i - 1]
                    if run is not None:  # the run's commands succeeded, one call for all
                        count = stop - i + 1
                        if plan.mutates:
                            mutations[0] += count
                            epoch = None
                            if not plan.keeps_time:
                                sim_ms = -1
                        if sim_ms < 0:
                            sim_ms = self._sim_ms()
                        if layout is not None:  # the run's replies in one struct
                            pack, width, template = layout
                            template[1::width] = [sim_ms] * count
                            if results is not None:
                                template[5::6] = results
                            try:
                                out.append(pack(*template))
                                i = stop
                                continue
                            except (struct.error, OverflowError, TypeError):  # pack converts (clamps...)
                                pass
                        k = i - 1
                        while k < stop:
                            self._succeeded(steps[k], None if results is None else results[k - i + 1], sim_ms)
                            k += 1
                        i = stop
                        continue
                if plan.mutates:
                    mutations[0] += 1
                    epoch = None
                    if not plan.keeps_time:
                        sim_ms = -1  # it (or the pass it ran) may move the simulation time
                try:
                    result = plan.call(*plan.args)
                    failed = 0
                except Exception as exc:  # SimError: a failed command; anything else: a bug
                    pure, failed = self._failure(plan.command, exc), 1
                if sim_ms < 0:
                    sim_ms = self._sim_ms()
                if not failed:
                    head = plan.head
                    try:
                        if head is not None and entry is None:
                            data = plan.command.command_data
                            rest = (plan.pack_rest(sim_ms, 0, 0, data, result) if plan.returns
                                    else plan.pack_rest(sim_ms, 0, 0, data))
                            out.append(head)
                            out.append(rest)
                            if plan.trigger and i < n and self._blocked():
                                self._suspended = (steps, i, runs, varying)  # the rest runs after the step
                                return False
                            continue
                    except (struct.error, OverflowError, TypeError):
                        pass  # pack converts (clamps a huge float...)
                    try:
                        pure = plan.pack(result)
                    except Exception as exc:  # a result its reply layout cannot hold
                        pure, failed = self._failure(plan.command, exc), 1
            if sim_ms < 0:
                sim_ms = self._sim_ms()
            if entry is None or kind == ECHO:
                out += pack_reply(plan.word, plan.command.command_data, pure, sim_ms, failed)
            else:
                if epoch is None:
                    epoch = self._epoch()
                entry.epoch = epoch
                self._stored_reply(entry, plan, pure, failed, sim_ms)
            if plan.trigger and i < n and self._blocked():
                self._suspended = (steps, i, runs, varying)  # the rest runs after the step
                return False
        return True

    @staticmethod
    def _run_layout(run: list[Plan]) -> tuple[Callable[..., bytes], int, list[Any]] | None:
        """One struct packing the replies of ``run`` (not stored, all succeeded: their
        sub-headers and command data repeat, only the time stamp and results change): (its pack,
        fields per reply, the template of its arguments: per reply its fixed sub-header fields,
        time stamp, status, reserved byte, command data[, result]), or None when a reply only
        ``pack`` can make."""
        fmt = ["<"]
        template: list[Any] = []
        returns = run[0].returns
        for plan in run:
            handler = HANDLERS.get(plan.command.command_id)
            if plan.head is None or handler is None or handler.result_code is None or plan.returns != returns:
                return None
            data = plan.command.command_data
            fmt.append(f"{len(plan.head)}siBB{len(data)}s{handler.result_code}")
            template += (plan.head, 0, 0, 0, data, None) if returns else (plan.head, 0, 0, 0, data)
        return struct.Struct("".join(fmt)).pack, 6 if returns else 5, template

    def _succeeded(self, plan: Plan, result: Any, sim_ms: int) -> None:
        """The reply of a plan of this message (not stored) whose call returned ``result``."""
        head = plan.head
        if head is not None:
            data = plan.command.command_data
            try:
                rest = (plan.pack_rest(sim_ms, 0, 0, data, result) if plan.returns
                        else plan.pack_rest(sim_ms, 0, 0, data))
                self._out += (head, rest)
                return
            except (struct.error, OverflowError, TypeError):
                pass  # pack converts (clamps a huge float...)
        try:
            pure, failed = plan.pack(result), 0
        except Exception as exc:  # a result its reply layout cannot hold
            pure, failed = self._failure(plan.command, exc), 1
        self._out += pack_reply(plan.word, plan.command.command_data, pure, sim_ms, failed)

    @staticmethod
    def _due(entry: Stored, now: float, epoch: tuple[int, int, int]) -> bool:
        """Whether a stored command runs at this message (§4.3): streams when what they report
        may have changed or every STREAM_REFRESH_S, honouring their delay and split sending."""
        cmd = entry.command
        mode = cmd.op_mode
        last = entry.last_run
        if last < 0.0:
            return True
        if mode in CONTINUOUS:
            if entry.result is not None:
                return False  # the previous split result is still being sent
            if cmd.arg and mode == OPMODE_STREAMING and (now - last) * 1000.0 < cmd.arg:
                return False
            return not (entry.epoch == epoch and now - last < STREAM_REFRESH_S)
        return mode != OPMODE_ONESHOT_SPLIT  # a split result being sent chunk by chunk

    def _stored_reply(self, entry: Stored, plan: Plan, pure: bytes, failed: int, sim_ms: int) -> None:
        """The reply of a stored command that ran; what leaves the store after it (§4.3, §4.5)."""
        cmd = entry.command
        mode = cmd.op_mode
        if mode in _SPLIT_MODES:
            if pure:  # sent chunk by chunk, one per reply (_finish_reply)
                entry.result = make_command(cmd.command_id, mode, 0, cmd.command_data, pure, failed, sim_ms)
                entry.sent = 0
                return
            pure = b""  # nothing to split (e.g. a failure): sent whole so the client sees it
            if mode == OPMODE_ONESHOT_SPLIT:
                self._done.append(entry)
        elif mode not in CONTINUOUS or (not failed and plan.read_once):
            self._done.append(entry)  # a read-once stream stops once it delivered (§4.6)
        self._out += pack_reply(plan.word, cmd.command_data, pure, sim_ms, failed)

    def _failure(self, cmd: Command, exc: Exception) -> bytes:
        """Record why ``cmd`` failed (its reply then gets the failure bit)."""
        name = C.command_name(cmd.command_id)
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
        return int(self.simulation.loop.sim_time * 1000.01) & 0x7FFFFFFF

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
        loop = self.simulation.loop  # (its state and mode without Simulation's properties)
        state = loop.state
        self._outgoing.append(
            self.frame(
                self._msg_id if has_results else -1,
                self._client_time,
                parts,
                int(time.monotonic() * 1000) & 0x7FFFFFFF,
                self.server.scene_id,
                ServerState.byte_of(state != 0, state == 0x08, bool(loop.real_time)),
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
