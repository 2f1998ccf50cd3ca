"""The legacy remote API server: CoppeliaSim's ``simExtRemoteApi`` service, on tether's host.

This module is the socket loop only: the protocol rules (command store, streams, stepping,
pause communication, bad input) live in the sans-IO
:class:`~tether.remoteapi.server_connection.ServerConnection`.  Everything runs on the
:class:`~tether.host.SimulationHost` thread with non-blocking sockets, so commands execute
between two simulation passes without locks or thread hand-offs, and no peer can make the
thread wait:

* input is read as it arrives and handed to the connection, which counts it against its
  budgets (:class:`~tether.remoteapi.limits.Limits`);
* replies the socket does not take at once wait in a per-connection output queue written as
  the socket drains (the host polls it for writability); a client whose unread replies exceed
  ``connection_output``, or whose output stays stuck longer than ``read_timeout``, is dropped;
* a sweep every ``SWEEP_S`` drops connections holding a partial message longer than
  ``read_timeout`` (slowloris) and unread output stuck as long;
* a port accepts at most ``max_connections`` at once; more are closed at once.

Each drop is one logged line naming the peer and the limit.
"""

from __future__ import annotations

import collections
import errno
import logging
import socket
import time
from pathlib import Path

try:
    import cython
except ImportError:  # run as plain Python without Cython installed
    from tether.util import cython_shim as cython  # type: ignore[no-redef]
from typing import TYPE_CHECKING

from tether.core.engine.errors import SimError
from tether.core.simapi.files import allow_files
from tether.host.endpoint import ClientInfo, Endpoint
from tether.util.logging_limits import RateLimitedLog
from tether.remoteapi.limits import Budget, Limits
from tether.remoteapi.server_connection import STREAM_REFRESH_S, ServerConnection
from tether.util.sniff import Protocol, classify, wrong_port_message

if TYPE_CHECKING:
    from tether.host import SimulationHost

__all__ = [
    "LegacyServer", "Connection", "DEFAULT_PORT",
    "STREAM_REFRESH_S",
]

logger = logging.getLogger("tether.remoteapi")

DEFAULT_PORT = 19997
#: How often connections are checked for stalled input or output.
SWEEP_S = 0.5
#: At most this many bytes are read from one socket per readiness event (fairness).
READ_CHUNK = 262144
READS_PER_EVENT = 8
#: The first bytes of a connection are held until they tell the protocol, at most this many.
SNIFF_BYTES = 16
WRONG_PROTOCOL_LOG_S = 600.0


class _ReadBuffer:
    """One receive buffer for every connection of a server (they are all read on the host
    thread): ``sock.recv(READ_CHUNK)`` would allocate READ_CHUNK bytes per call, which malloc
    serves from mmap at this size (map, fault, shrink, unmap: tens of µs per message); reading
    into this buffer costs a copy of what arrived."""

    __slots__ = ("buffer", "view")

    def __init__(self) -> None:
        self.buffer = bytearray(READ_CHUNK)
        self.view = memoryview(self.buffer)

    def recv(self, sock: socket.socket) -> bytes:
        """What ``sock`` has (up to READ_CHUNK bytes; ``b""`` when the peer closed)."""
        return self.view[:sock.recv_into(self.buffer)].tobytes()


class Connection:
    """The socket of one client: moves bytes between it and its :class:`ServerConnection`."""

    # the compiled build declares the same fields in server.pxd (C fields, not a dictionary)
    __slots__ = ("server", "sock", "peer", "protocol", "_fd", "_unsent", "_offset", "_unsent_bytes", "_progress",
                 "_first", "__weakref__")

    def __init__(self, server: LegacyServer, sock: socket.socket, peer: str) -> None:
        self.server = server
        self.sock = sock
        self.peer = peer
        self.protocol = conn = ServerConnection(server, peer)
        conn.on_close = self._closed
        self._fd = sock.fileno()
        self._unsent: collections.deque[bytes] = collections.deque()
        self._offset = 0  # bytes of _unsent[0] already sent
        self._unsent_bytes = 0
        self._progress = 0.0  # when output last moved (while some is unsent)
        self._first: bytes | None = b""  # the first bytes, until they tell which protocol this is
        server.host.add_reader(sock, self._on_readable)

    @property
    def closed(self) -> bool:
        return self.protocol.closed

    @property
    def gate(self):  # noqa: ANN201 - the StepGate, or None
        return self.protocol.gate

    # -- input ------------------------------------------------------------------------------------
    @cython.locals(conn=ServerConnection)
    def _on_readable(self) -> None:
        conn = self.protocol
        sock = self.sock
        read = self.server.read_buffer.recv
        for _ in range(READS_PER_EVENT):
            if conn.closed:
                return
            try:
                data = read(sock)
            except (BlockingIOError, InterruptedError):
                break
            except OSError as exc:
                conn.close(f"receive failed: {exc}")
                return
            if not data:
                conn.receive_eof()
                return
            if self._first is not None:
                data = self._sniff(data)
                if not data:
                    return
            conn.receive_data(data, time.monotonic())
            if len(data) < READ_CHUNK:
                break
        self.after_work()

    def _sniff(self, data: bytes) -> bytes:
        """Hold the first bytes until they tell the protocol; another protocol's client is told
        (or logged) once and closed. Returns what the legacy parser gets now (b"": nothing)."""
        first = self._first + data  # type: ignore[operator]
        verdict = classify(first)
        if verdict is Protocol.INCOMPLETE and len(first) < SNIFF_BYTES:
            self._first = first
            return b""
        self._first = None
        if verdict in (Protocol.ZMTP, Protocol.HTTP):
            self.server.wrong_protocol(self, verdict)
            return b""
        return first

    @cython.locals(conn=ServerConnection)
    def after_work(self) -> None:
        """Send what the connection produced and track whether it waits for a pass."""
        conn = self.protocol
        if conn.closed:
            return
        data = conn.data_to_send()
        if data:
            self._write(data)
        if conn.deferred:
            self.server.deferred.add(self)
        else:
            self.server.deferred.discard(self)

    # -- output -----------------------------------------------------------------------------------
    def _write(self, data: bytes) -> None:
        queued = len(data)
        if not self._unsent:
            try:
                sent = self.sock.send(data)
            except (BlockingIOError, InterruptedError):
                sent = 0
            except OSError as exc:
                self.protocol.close(f"send failed: {exc}")
                return
            if sent == len(data):
                return  # the common case: the socket took it all
            self._offset = sent
            queued -= sent
            self._progress = time.monotonic()
            self.server.host.add_writer(self.sock, self._on_writable)
        self._unsent.append(data)
        self._charge(queued)

    def _charge(self, delta: int) -> None:
        self._unsent_bytes += delta
        budget = self.server.output_budget
        budget.used += delta
        if delta <= 0:
            return
        limits = self.server.limits
        if self._unsent_bytes > limits.connection_output:
            self.protocol.close(
                f"does not read its replies: {self._unsent_bytes} bytes unsent, over the "
                f"per-connection limit of {limits.connection_output} (--legacy-connection-output)"
            )
        elif budget.used > budget.limit:
            self.protocol.close(
                f"does not read its replies: the server's unsent output reached {budget.used} "
                f"bytes, over the limit of {budget.limit} for all connections (--legacy-server-output)"
            )

    def _on_writable(self) -> None:
        sock = self.sock
        unsent = self._unsent
        moved = 0
        while unsent:
            head = unsent[0]
            try:
                sent = sock.send(memoryview(head)[self._offset:])
            except (BlockingIOError, InterruptedError):
                break
            except OSError as exc:
                self._charge(-moved)
                self.protocol.close(f"send failed: {exc}")
                return
            moved += sent
            self._offset += sent
            if self._offset < len(head):
                break
            unsent.popleft()
            self._offset = 0
        if moved:
            self._progress = time.monotonic()
            self._charge(-moved)
        if not unsent:
            self.server.host.remove_writer(self._fd)

    def stalled(self, now: float) -> str | None:
        """Why this client should be dropped for slowness, or None."""
        reason = self.protocol.stalled(now)
        if reason is None and self._unsent and now - self._progress > self.server.limits.read_timeout:
            reason = (
                f"has not read its replies for over {self.server.limits.read_timeout:g} s "
                "(--legacy-read-timeout)"
            )
        return reason

    # -- end --------------------------------------------------------------------------------------
    def close(self, reason: str | None = None) -> None:
        """Close this connection (reason None: an orderly end) and release its gate."""
        self.protocol.close(reason)

    def _closed(self, reason: str | None) -> None:
        """The connection ended: log once, send a last reply if it fits, drop the socket."""
        if reason:
            logger.warning("legacy remote API: closing connection from %s: %s", self.peer, reason)
        else:
            logger.info("legacy remote API: %s disconnected", self.peer)
        server = self.server
        host = server.host
        host.remove_reader(self._fd)
        host.remove_writer(self._fd)
        server.connections.discard(self)
        server.deferred.discard(self)
        last = self.protocol.data_to_send()  # e.g. the answer to simxFinish's kill command
        if last and not self._unsent:
            try:
                self.sock.send(last)
            except OSError:
                pass
        self._charge(-self._unsent_bytes)
        self._unsent.clear()
        try:
            self.sock.close()
        except OSError:
            pass


class LegacyService(Endpoint):
    """What a legacy remote API port, TCP or shared memory, gives its ServerConnections: the
    host and simulation, the stepping permission, the file root, the budgets and the scene id."""

    protocol = "legacy"

    def __init__(self, host: SimulationHost, stepping_allowed: bool, file_root: Path | None,
                 limits: Limits | None) -> None:
        self.host = host
        self.simulation = host.simulation
        self.stepping_allowed = bool(stepping_allowed)
        self.file_root = Path(file_root) if file_root is not None else None
        if self.file_root is not None:  # the sim API's file functions (and stringparam_scenedefaultdir) too
            allow_files(self.simulation, self.file_root)
        self.limits = limits = limits or Limits()
        self.input_budget = Budget(limits.server_input)
        self._resume_scheduled = False
        self.closed = False
        self.scene_id = 0
        self.read_scene_id()
        # A scene loaded at run time gets a new id in the headers, as CoppeliaSim's: clients
        # watching simx_headeroffset_scene_id see the switch. (The callback runs on the host thread.)
        self.simulation.on_scene_change.append(self.read_scene_id)

    def read_scene_id(self) -> None:
        """Take the open scene's id for the message headers (its unique id, cut to 16 bits)."""
        try:
            self.scene_id = self.simulation.api.getInt32Param(20) & 0xFFFF
        except SimError:
            self.scene_id = 0

    def forget_scene_changes(self) -> None:
        """Stop following scene switches (when the service closes)."""
        if self.read_scene_id in self.simulation.on_scene_change:
            self.simulation.on_scene_change.remove(self.read_scene_id)


class LegacyServer(LegacyService):
    """A legacy remote API service on one TCP port (create and use it on the host thread).

    Args:
        host: the simulation host whose thread runs this server.
        port: TCP port; 0 picks a free one (see ``.port``).
        address: address to bind (default 127.0.0.1).
        stepping_allowed: authorise simxSynchronous (CoppeliaSim's syncSimTrigger).
        file_root: folder remote clients may transfer files to and load from; None refuses
            simxLoadScene, simxLoadModel, simxTransferFile, simxEraseFile and similar.
        max_packet_size: size of the packets the server sends (200..30000, default 1300).
        limits: budgets per connection and for the whole port (default: :class:`Limits`).
    """

    def __init__(
        self,
        host: SimulationHost,
        port: int,
        address: str = "127.0.0.1",
        stepping_allowed: bool = True,
        file_root: Path | None = None,
        max_packet_size: int = 1300,
        limits: Limits | None = None,
    ) -> None:
        super().__init__(host, stepping_allowed, file_root, limits)
        self.max_packet_size = min(max(int(max_packet_size), 200), 30000)
        self.output_budget = Budget(self.limits.server_output)
        self.connections: set[Connection] = set()
        self.deferred: set[Connection] = set()
        self.read_buffer = _ReadBuffer()
        self._refusals = RateLimitedLog(logger, 5.0)
        # a mixed-up client (a ZeroMQ one reconnects every 100 ms): one line, then one per 10 minutes
        self._wrong_protocol_log = RateLimitedLog(logger, WRONG_PROTOCOL_LOG_S)
        #: where the other protocols' clients belong, for the wrong-port line (tether serve fills it)
        self.port_hints: dict[str, str] = {}
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((address, int(port)))
            sock.listen(128)
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
        host.call_later(SWEEP_S, self._sweep)
        logger.info("legacy remote API listening on %s:%d", address, self.port)

    def _accept(self) -> None:
        while not self.closed:
            try:
                sock, addr = self._sock.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:
                if exc.errno in (errno.EMFILE, errno.ENFILE):
                    self._refusals.warning("accept", f"legacy remote API: cannot accept: {exc}")
                return
            peer = f"{addr[0]}:{addr[1]}"
            if len(self.connections) >= self.limits.max_connections:
                self._refusals.warning(
                    "full", f"legacy remote API: refusing {peer} on port {self.port}: "
                    f"{len(self.connections)} connections already, the limit (--legacy-max-connections)",
                )
                sock.close()
                continue
            sock.setblocking(False)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.connections.add(Connection(self, sock, peer))

    def wrong_protocol(self, conn: Connection, verdict: Protocol) -> None:
        """A client of another protocol reached this port: say where it belongs once (an HTTP
        client gets it as its answer), then close (a ZeroMQ client reconnects: no log flood)."""
        text = wrong_port_message("legacy", verdict, self.port_hints)
        self._wrong_protocol_log.warning(verdict.value, f"legacy remote API: {conn.peer} speaks {verdict.value}, "
                                         f"not the legacy remote API: {text}; closing its connection")
        if verdict is Protocol.HTTP:
            body = (text + "\n").encode()
            try:
                conn.sock.send(b"HTTP/1.0 400 Bad Request\r\nContent-Type: text/plain\r\nContent-Length: "
                               + str(len(body)).encode() + b"\r\nConnection: close\r\n\r\n" + body)
            except OSError:
                pass
        conn.close(None)

    def _sweep(self) -> None:
        """Drop connections stalled mid-message or on unread output (slowloris)."""
        if self.closed:
            return
        now = time.monotonic()
        for conn in list(self.connections):
            reason = conn.stalled(now)
            if reason is not None:
                conn.close(reason)
        self.host.call_later(SWEEP_S, self._sweep)

    # -- simulation hooks (host thread, simulation lock held) ----------------------------------
    def after_pass(self) -> None:
        if self.deferred and not self._resume_scheduled:
            self._resume_scheduled = True
            # not inline: we may be inside another connection's trigger
            self.host.call_soon(self._resume_deferred)

    def on_stop(self) -> None:
        # CoppeliaSim switches stepping off when the simulation stops (§6.2)
        for conn in list(self.connections):
            conn.protocol.release_gate()
        self.after_pass()

    def clients(self) -> list[ClientInfo]:
        return [
            ClientInfo(
                "legacy", conn.peer, stepping=conn.gate is not None,
                waiting=conn.gate is not None and conn.gate.waited_for,
                detail=f"port {self.port}, {len(conn.protocol.store)} stored commands",
            )
            for conn in self.connections
        ]

    def _resume_deferred(self) -> None:
        self._resume_scheduled = False
        for conn in list(self.deferred):
            conn.protocol.resume()
            conn.after_work()

    def close(self) -> None:
        """Stop listening, drop every connection (releasing their gates)."""
        if self.closed:
            return
        self.closed = True
        self.forget_scene_changes()
        for conn in list(self.connections):
            conn.close(None)
        self.host.remove_reader(self._fd)
        try:
            self._sock.close()
        except OSError:
            pass
        self.host.unregister(self)
