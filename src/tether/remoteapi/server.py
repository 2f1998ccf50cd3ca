"""The legacy remote API server: CoppeliaSim's ``simExtRemoteApi`` service, on tether's host.

Everything runs on the :class:`~tether.host.SimulationHost` thread (non-blocking sockets, the
host calls the handlers), so commands execute between two simulation passes without locks
or thread hand-offs. Per port, any number of clients; per connection:

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
* **Bad input** (framing errors, unparsable messages, ids outside every command class, a
  client vanishing mid-message) closes that connection only, with a logged reason. A
  well-framed command whose data does not have its layout (checked against the command
  table before its handler runs), and commands tether does not implement, fail with the
  remote-error flag and a last-error text; the connection goes on.
* The last command ``simxFinish`` sends (kill connection) is answered, then the socket is
  closed.
"""

from __future__ import annotations

import collections
import errno
import logging
import socket
import struct
import time
import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from tether.core.errors import SimError
from tether.endpoint import ClientInfo, Endpoint
from tether.remoteapi import commands as C
from tether.remoteapi.handlers import HANDLERS, READ_ONLY, BadCommand, CommandFailed, NotFound, unsupported
from tether.remoteapi.protocol import (
    _CD_LENGTH,
    _CD_UNKNOWN,
    DEFAULT_MAX_MESSAGE_SIZE,
    OPMODE_DISCONTINUE,
    OPMODE_ONESHOT_SPLIT,
    OPMODE_STREAMING,
    OPMODE_STREAMING_SPLIT,
    SIMX_VERSION,
    Command,
    DecodeCache,
    PacketAssembler,
    RemoteProtocolError,
    decode_commands,
    encode_command,
    frame_message,
    make_command,
)
from tether.remoteapi.store import CONTINUOUS, CommandStore, Stored

if TYPE_CHECKING:
    from tether.core.simulation import Simulation, StepGate
    from tether.host import SimulationHost

__all__ = ["LegacyServer", "Connection", "install_script_api", "ScriptRemoteApi", "DEFAULT_PORT"]

logger = logging.getLogger("tether.remoteapi")

DEFAULT_PORT = 19997
#: Streams are refreshed at least this often even when nothing seems to have changed.
STREAM_REFRESH_S = 0.1
#: At most this many complete messages may wait for a pass before the client is dropped
#: (the official client never has more than one outstanding).
MAX_QUEUED_MESSAGES = 64
LAST_ERRORS_KEPT = 50
SEND_TIMEOUT_S = 2.0

_HEADER = struct.Struct("<HBiiiHB")
_IDS = struct.Struct("<3xii")  # message id and client time of a message header
_SUB = struct.Struct("<iiHiiHiBB")
_PACKET = struct.Struct("<HHH")

#: raw id -> (handler, read-only?): one lookup per executed command.
_DISPATCH: dict[int, tuple[Any, bool]] = {raw: (h, raw in READ_ONLY) for raw, h in HANDLERS.items()}
_UNSUPPORTED = (unsupported, False)
#: Op-modes whose commands stay in the store after they ran (or while their reply is split).
_STAYING_MODES = frozenset({OPMODE_STREAMING, OPMODE_STREAMING_SPLIT, OPMODE_ONESHOT_SPLIT})


class _Plan(NamedTuple):
    """How to execute one received command, worked out once per distinct command bytes."""

    command: Command
    handler: Any  # the Handler of its id
    read_only: bool  # executing it cannot change what a stream reports
    store_needed: bool  # stays stored (streaming/split modes), is a chunk, or has no class
    key: tuple[int, bytes] | None  # (id, command data); None with the no-overwrite bit
    word: int  # the reply's signed command word
    kind: int  # _RUN, _SKIP (kill), _ECHO (discontinue: empty reply, nothing executed)


_RUN, _SKIP, _ECHO = 0, 1, 2


def _plan(cmd: Command) -> _Plan:
    raw = cmd.command_id
    handler, read_only = _DISPATCH.get(raw, _UNSUPPORTED)
    word = raw | cmd.op_mode
    if word >= 0x80000000:
        word -= 0x100000000
    kind = _SKIP if raw == C.KILL_CONNECTION else _ECHO if cmd.op_mode == OPMODE_DISCONTINUE else _RUN
    return _Plan(
        cmd,
        handler,
        read_only,
        cmd.op_mode in _STAYING_MODES or cmd.total_pure_size is not None
        or _CD_LENGTH[raw] == _CD_UNKNOWN,
        None if cmd.status & 1 else (raw, cmd.command_data),
        word,
        kind,
    )


def _transient(plans: list[_Plan]) -> bool:
    """True when the store would only pass these commands through, in message order.

    That is the case when the store is empty and no command stays stored (streaming or
    split modes), none is a split chunk, every id has a command class (else the general
    path closes the connection), and no two overwriting commands share a key (the later
    one would replace the earlier in place).
    """
    keys = []
    for plan in plans:
        if plan.store_needed:
            return False
        if plan.key is not None:
            keys.append(plan.key)
    return len(keys) < 2 or len(set(keys)) == len(keys)

# Changes made through any legacy connection of a simulation, so every connection's streams
# know when to refresh (a plain counter in a one-element list, shared per simulation).
_mutations: weakref.WeakKeyDictionary[Any, list[int]] = weakref.WeakKeyDictionary()


def _mutation_counter(simulation: Simulation) -> list[int]:
    counter = _mutations.get(simulation)
    if counter is None:
        counter = _mutations[simulation] = [0]
    return counter


class Connection:
    """One client connection: its socket, command store, stepping gate and last errors."""

    def __init__(self, server: LegacyServer, sock: socket.socket, peer: str) -> None:
        self.server = server
        self.sock = sock
        self.peer = peer
        self.simulation = server.simulation
        self.api = server.simulation.api
        self.file_root = server.file_root
        self.store = CommandStore(DEFAULT_MAX_MESSAGE_SIZE)
        self.gate: StepGate | None = None
        self.closed = False
        self.messages = 0
        self._assembler = PacketAssembler()
        self._errors: collections.deque[str] = collections.deque(maxlen=LAST_ERRORS_KEPT)
        self._queue: collections.deque[bytes] = collections.deque()
        self._mutations = _mutation_counter(self.simulation)
        # state of the message being executed
        self._msg_id = -1
        self._client_time = 0
        self._kill = False
        self._out: list[bytes] = []
        self._done: list[Stored] = []
        # (commands or stored entries, next index, transient?) waiting behind a pass
        self._suspended: tuple[list[Any], int, bool] | None = None
        self._decode_cache = DecodeCache(prepare=_plan)
        self._fd = sock.fileno()
        server.host.add_reader(sock, self._on_readable)

    # -- Context for handlers -----------------------------------------------------------------
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

    # -- input ----------------------------------------------------------------------------------
    def _on_readable(self) -> None:
        if self.closed:
            return
        bodies: list[bytes] = []
        while True:
            try:
                data = self.sock.recv(262144)
            except (BlockingIOError, InterruptedError):
                break
            except OSError as exc:
                self.close(f"receive failed: {exc}")
                return
            if self.gate is not None:
                self.gate.touch()
            if not data:
                if self._assembler.pending:
                    self.close("client vanished in the middle of a message")
                else:
                    self.close(None)
                break
            try:
                bodies.extend(self._assembler.feed(data))
            except RemoteProtocolError as exc:
                self.close(f"bad packet framing: {exc}")
                return
            if len(data) < 262144:
                break
        for body in bodies:
            if self.closed:
                return
            self._on_message(body)

    def _on_message(self, body: bytes) -> None:
        if self._queue or self._suspended is not None or self._blocked():
            if len(self._queue) >= MAX_QUEUED_MESSAGES:
                self.close(f"{MAX_QUEUED_MESSAGES} messages sent without waiting for replies")
                return
            self._queue.append(body)
            self.server.deferred.add(self)
            return
        self._process(body)

    def _blocked(self) -> bool:
        """True while this client's triggered pass has not run yet (§6.3)."""
        gate = self.gate
        return gate is not None and gate.triggered and self.simulation.state.advancing

    def resume(self) -> None:
        """Continue deferred work once the awaited pass ran (or the wait became moot)."""
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
            while self._queue and not self.closed and not self._blocked() and self._suspended is None:
                self._process(self._queue.popleft())
        if not self._queue and self._suspended is None:
            self.server.deferred.discard(self)

    # -- execution --------------------------------------------------------------------------------
    def _process(self, body: bytes) -> None:
        try:
            plans: list[_Plan] = decode_commands(body, self._decode_cache)
        except RemoteProtocolError as exc:
            self.close(f"malformed message: {exc}")
            return
        self.messages += 1
        self._msg_id, self._client_time = _IDS.unpack_from(body)
        self._out = []
        self._done = []
        self._kill = bool(plans) and plans[-1].kind == _SKIP
        with self.simulation.lock:
            try:
                if not self.store.items and _transient(plans):
                    # Nothing stored and nothing to store: execute in message order with no
                    # store bookkeeping (same order and results as the store would give).
                    if not self._execute_transient(plans, 0):
                        self.server.deferred.add(self)
                        return
                else:
                    for plan in plans:
                        cmd = plan.command
                        raw = cmd.command_id
                        if raw == C.KILL_CONNECTION:
                            continue  # never executed; closes the connection when last (§1.2)
                        if _CD_LENGTH[raw] == _CD_UNKNOWN:
                            self.close(f"command id 0x{raw:04x} belongs to no command class")
                            return
                        self.store.add(cmd)
                    if not self._execute_from(list(self.store.items), 0):
                        self.server.deferred.add(self)
                        return
                self._finish_reply()
            except (BadCommand, RemoteProtocolError) as exc:
                self.close(str(exc))

    def _epoch(self) -> tuple[int, int, int]:
        sim = self.simulation
        return (sim.total_passes, sim.reset_count, self._mutations[0])

    def _execute_transient(self, plans: list[_Plan], start: int) -> bool:
        """Run ``plans[start:]`` in order (see :func:`_transient`); False when suspended."""
        out = self._out
        n = len(plans)
        sim_ms = -1  # the reply time stamp, recomputed only when it may have changed
        mutations = self._mutations
        pack = _SUB.pack
        for i in range(start, n):
            plan = plans[i]
            kind = plan.kind
            if kind == _SKIP:
                continue
            cmd = plan.command
            if kind == _RUN:
                if not plan.read_only:
                    mutations[0] += 1
                    sim_ms = -1  # it (or the pass it ran) may move the simulation time
                try:
                    pure, failed = plan.handler(self, cmd), 0
                except Exception as exc:  # SimError: a failed command; BadCommand re-raised
                    pure, failed = self._failure(cmd, exc), 1
            else:  # discontinue: nothing stored to stop, an empty reply
                pure, failed = b"", 0
            if sim_ms < 0:
                sim_ms = self._sim_ms()
            data = cmd.command_data
            mem = 26 + len(data) + len(pure)
            out.append(pack(mem, mem, len(data), 0, plan.word, 0, sim_ms, failed, 0))
            if data:
                out.append(data)
            if pure:
                out.append(pure)
            if cmd.command_id == C.SYNCHRONOUS_NEXT and i + 1 < n and self._blocked():
                self._suspended = (plans, i + 1, True)  # the rest runs after the step
                return False
        return True

    def _execute_from(self, items: list[Stored], start: int) -> bool:
        """Run ``items[start:]`` (§4.3); False when suspended behind a triggered pass."""
        now = time.monotonic()
        out = self._out
        done = self._done
        n = len(items)
        i = start
        epoch = self._epoch()
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
                out.append(self._reply(cmd, b"", False))
                done.append(entry)
                continue
            elif mode == OPMODE_ONESHOT_SPLIT and entry.last_run >= 0.0:
                continue  # executed; its result is being sent chunk by chunk
            entry.last_run = now
            pure, failed = self._execute(cmd)
            if cmd.command_id not in READ_ONLY:
                epoch = self._epoch()  # it (or the pass it ran) may have changed anything
            entry.epoch = epoch
            if mode == OPMODE_STREAMING_SPLIT or mode == OPMODE_ONESHOT_SPLIT:
                if pure:
                    entry.result = make_command(
                        cmd.command_id, cmd.op_mode, 0, cmd.command_data, pure,
                        1 if failed else 0, self._sim_ms(),
                    )
                    entry.sent = 0
                else:  # nothing to split (e.g. a failure): send it whole so the client sees it
                    out.append(self._reply(cmd, b"", failed))
                    if mode == OPMODE_ONESHOT_SPLIT:
                        done.append(entry)
            else:
                out.append(self._reply(cmd, pure, failed))
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
            logger.error("legacy remote API: %s failed unexpectedly", name, exc_info=exc)
            self._errors.append(f"{name}: internal error: {type(exc).__name__}: {exc}")
        return b""

    def _sim_ms(self) -> int:
        return int(self.simulation.sim_time * 1000.01) & 0x7FFFFFFF

    def _reply(self, cmd: Command, pure: bytes, failed: bool, sim_ms: int = -1) -> bytes:
        """A reply command: the request's word and command data, ``pure`` as pure data."""
        if sim_ms < 0:
            sim_ms = self._sim_ms()
        data = cmd.command_data
        mem = 26 + len(data) + len(pure)
        word = cmd.command_id | cmd.op_mode
        if word >= 0x80000000:
            word -= 0x100000000
        head = _SUB.pack(mem, mem, len(data), 0, word, 0, sim_ms, 1 if failed else 0, 0)
        if data:
            return head + data + pure if pure else head + data
        return head + pure if pure else head

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
        state_byte = (state != 0) | ((state == 0x08) << 1) | (bool(sim.real_time) << 2)
        header = _HEADER.pack(
            0,
            SIMX_VERSION,
            self._msg_id if has_results else -1,
            self._client_time,
            int(time.monotonic() * 1000) & 0x7FFFFFFF,
            self.server.scene_id,
            state_byte,
        )
        size = 18 + sum(map(len, parts)) if parts else 18
        max_packet = self.server.max_packet_size
        if size <= max_packet - 6:  # one packet (the common case): one join, no re-copy
            parts[:0] = (_PACKET.pack(1, size, 0), header)
            self._send(b"".join(parts))
        else:
            self._send(frame_message(header + b"".join(parts), max_packet))
        if self._kill:
            self.close(None)

    def _send(self, data: bytes) -> None:
        sock = self.sock
        try:
            sent = sock.send(data)
        except (BlockingIOError, InterruptedError):
            sent = 0
        except OSError as exc:
            self.close(f"send failed: {exc}")
            return
        if sent < len(data):
            # Rare (big replies): finish with a bounded blocking send, like the reference's
            # 2 s send timeout; a client that does not read is dropped.
            try:
                sock.settimeout(SEND_TIMEOUT_S)
                sock.sendall(memoryview(data)[sent:])
                sock.setblocking(False)
            except OSError as exc:
                self.close(f"send failed: {exc}")

    # -- end --------------------------------------------------------------------------------------
    def close(self, reason: str | None) -> None:
        """Close this connection (reason None: an orderly end) and release its gate."""
        if self.closed:
            return
        self.closed = True
        if reason:
            logger.warning("legacy remote API: closing connection from %s: %s", self.peer, reason)
        else:
            logger.info("legacy remote API: %s disconnected", self.peer)
        self.server.host.remove_reader(self._fd)
        self.server.connections.discard(self)
        self.server.deferred.discard(self)
        self._queue.clear()
        self._suspended = None
        self.store.clear()
        try:
            self.sock.close()
        except OSError:
            pass
        with self.simulation.lock:
            self.release_gate()


class LegacyServer(Endpoint):
    """A legacy remote API service on one TCP port (create and use it on the host thread).

    Args:
        host: the simulation host whose thread runs this server.
        port: TCP port; 0 picks a free one (see ``.port``).
        address: address to bind (default 127.0.0.1).
        stepping_allowed: authorise simxSynchronous (CoppeliaSim's syncSimTrigger).
        file_root: folder remote clients may transfer files to and load from; None refuses
            simxLoadScene, simxLoadModel, simxTransferFile, simxEraseFile and similar.
        max_packet_size: size of the packets the server sends (200..30000, default 1300).
    """

    def __init__(
        self,
        host: SimulationHost,
        port: int,
        address: str = "127.0.0.1",
        stepping_allowed: bool = True,
        file_root: Path | None = None,
        max_packet_size: int = 1300,
    ) -> None:
        self.host = host
        self.simulation = host.simulation
        self.stepping_allowed = bool(stepping_allowed)
        self.file_root = Path(file_root) if file_root is not None else None
        self.max_packet_size = min(max(int(max_packet_size), 200), 30000)
        self.connections: set[Connection] = set()
        self.deferred: set[Connection] = set()
        self._resume_scheduled = False
        self.closed = False
        try:
            self.scene_id = self.simulation.api.getInt32Param(20) & 0xFFFF
        except SimError:
            self.scene_id = 0
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((address, int(port)))
            sock.listen(64)
        except OSError:
            sock.close()
            raise
        sock.setblocking(False)
        self._sock = sock
        self._fd = sock.fileno()
        self.address = address
        self.port: int = sock.getsockname()[1]
        host.add_reader(sock, self._accept)
        host.register(self)
        logger.info("legacy remote API listening on %s:%d", address, self.port)

    def _accept(self) -> None:
        while not self.closed:
            try:
                sock, addr = self._sock.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:
                if exc.errno in (errno.EMFILE, errno.ENFILE):
                    logger.error("legacy remote API: cannot accept: %s", exc)
                return
            sock.setblocking(False)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.connections.add(Connection(self, sock, f"{addr[0]}:{addr[1]}"))

    # -- simulation hooks (host thread, simulation lock held) ----------------------------------
    def after_pass(self) -> None:
        if self.deferred and not self._resume_scheduled:
            self._resume_scheduled = True
            # not inline: we may be inside another connection's trigger
            self.host.call_soon(self._resume_deferred)

    def on_stop(self) -> None:
        # CoppeliaSim switches stepping off when the simulation stops (§6.2)
        for conn in list(self.connections):
            conn.release_gate()
        self.after_pass()

    def clients(self) -> list[ClientInfo]:
        return [
            ClientInfo(
                "legacy", conn.peer, stepping=conn.gate is not None,
                waiting=conn.gate is not None and conn.gate.waited_for,
                detail=f"port {self.port}, {len(conn.store)} stored commands",
            )
            for conn in self.connections
        ]

    def _resume_deferred(self) -> None:
        self._resume_scheduled = False
        for conn in list(self.deferred):
            conn.resume()

    def close(self) -> None:
        """Stop listening, drop every connection (releasing their gates)."""
        if self.closed:
            return
        self.closed = True
        for conn in list(self.connections):
            conn.close(None)
        self.host.remove_reader(self._fd)
        try:
            self._sock.close()
        except OSError:
            pass
        self.host.unregister(self)


class ScriptRemoteApi:
    """``simRemoteApi`` as child scripts see it: start/stop services at run time.

    Services started this way close when the simulation stops (as in CoppeliaSim).
    """

    def __init__(self, host: SimulationHost, address: str, file_root: Path | None = None) -> None:
        self._host = host
        self._address = address
        self._file_root = file_root
        self._servers: dict[int, LegacyServer] = {}
        host.simulation.on_stop.append(self._close_all)

    def start(self, port: int, maxPacketSize: int = 1300, debug: bool = False, preEnableTrigger: bool = False) -> int:  # noqa: N803
        """Serve ``port``; returns 1 on success, -1 if it is already served or cannot be bound."""
        port = int(port)
        if port in self._servers:
            return -1
        try:
            server = self._host.call(
                lambda: LegacyServer(
                    self._host, port, self._address, stepping_allowed=bool(preEnableTrigger),
                    file_root=self._file_root, max_packet_size=maxPacketSize,
                )
            )
        except OSError as exc:
            logger.warning("simRemoteApi.start(%d): %s", port, exc)
            return -1
        self._servers[port] = server
        return 1

    def stop(self, port: int) -> int:
        """Stop a service started with :meth:`start`; 1 on success, -1 if there is none."""
        server = self._servers.pop(int(port), None)
        if server is None:
            return -1
        self._host.call(server.close)
        return 1

    def _close_all(self) -> None:
        for port in list(self._servers):
            self._servers.pop(port).close()


def install_script_api(host: SimulationHost, address: str = "127.0.0.1", file_root: Path | None = None) -> ScriptRemoteApi:
    """Give every script of the host's simulation a ``simRemoteApi`` object."""
    api = ScriptRemoteApi(host, address, file_root)
    host.simulation.script_globals["simRemoteApi"] = api
    return api
