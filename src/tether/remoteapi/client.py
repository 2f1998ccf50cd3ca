"""Pure-Python legacy remote API client: one connection, one communication thread (spec §5).

The communication thread runs the §1.4 loop: send one message built from the outbox, wait for
exactly one reply, merge it into the inbox, wait until ``commThreadCycleInMs`` has passed since
the send, repeat.  Public calls only touch the outbox and inbox under ``_lock``.

Two departures from the official library, both invisible on the wire:

* A blocking call does not wait for the next cycle: the calling thread takes the I/O lock and
  performs the exchange itself (send now, then poll the socket for a few hundred µs before
  sleeping in ``poll``), so a blocking round trip costs no thread hand-off.  While a caller
  drives the connection that way the communication thread stays asleep (it waits on its own
  condition, which reply arrivals do not signal), so it never competes for the GIL or the
  socket with a blocking caller; it sends only when a cycle passes with no message sent.
* An idle client (nothing queued, no stream, no reply with content for a second) sends its
  heartbeat every 100 ms instead of every cycle, so idle clients do not burn CPU; any new
  command wakes the thread at once.

A negative port selects the shared-memory transport (as ``simxStart`` does; the address is then
ignored): the same messages through :class:`~tether.remoteapi.shm.Channel`, waiting for a reply
by spinning, then napping, instead of ``poll``.

Return codes are the bit flags of §5.5, computed locally. The protocol state (outbox rules,
split uploads, inbox merging, streams, pause, framing and input budgets) lives in the sans-IO
:class:`~tether.remoteapi.client_connection.ClientConnection`; this module is the socket, the
communication thread and the waiting around it.
"""

from __future__ import annotations

import logging
import select
import socket
import threading
import time
from typing import Any, Callable

from tether.remoteapi import commands as C
from tether.remoteapi.client_connection import (
    RETURN_ILLEGAL_OPMODE,
    RETURN_INITIALIZE_ERROR,
    RETURN_LOCAL_ERROR,
    RETURN_NOVALUE,
    RETURN_OK,
    RETURN_REMOTE_ERROR,
    RETURN_SPLIT_PROGRESS,
    RETURN_TIMEOUT,
    ClientConnection,
    PayloadKind,
)
from tether.remoteapi.protocol import (
    OPMODE_BLOCKING,
    OPMODE_BUFFER,
    OPMODE_ONESHOT,
    OPMODE_ONESHOT_SPLIT,
    OPMODE_REMOVE,
    SIMX_VERSION,
    STATUS_NO_OVERWRITE,
    Command,
    CommandKey,
    MessageHeader,
    ProtocolError,
    client_time_ms,
    encode_command_data,
)
from tether.remoteapi.shm import Channel, is_shm_port
from tether.remoteapi.spinning import SPIN_S, recv_spinning
from tether.util.sniff import DEFAULT_PORTS, Protocol, classify

__all__ = [
    "RETURN_OK",
    "RETURN_NOVALUE",
    "RETURN_TIMEOUT",
    "RETURN_ILLEGAL_OPMODE",
    "RETURN_REMOTE_ERROR",
    "RETURN_SPLIT_PROGRESS",
    "RETURN_LOCAL_ERROR",
    "RETURN_INITIALIZE_ERROR",
    "PayloadKind",
    "RemoteApiClient",
    "start_client",
    "get_client",
    "finish_client",
    "MAX_CLIENTS",
]

DEFAULT_REPLY_TIMEOUT_S = 5.0
#: Heartbeat interval once the client has been idle for IDLE_AFTER_S (servers drop clients
#: silent for 2-10 s, spec §1.6).
IDLE_HEARTBEAT_S = 0.1
IDLE_AFTER_S = 1.0
RECONNECT_PAUSE_S = 0.1

logger = logging.getLogger("tether.remoteapi.client")
#: The communication thread never sleeps shorter than this (a 0 ms cycle would spin).
MIN_THREAD_WAIT_S = 0.001
MIN_SPLIT_CHUNK = 100
MAX_CLIENTS = 255

_KILL_COMMAND = Command(
    C.KILL_CONNECTION, OPMODE_ONESHOT, 0, b"", b"\0\0\0\0", declared_data_size=4
)
_NO_OVERWRITE = C.NO_OVERWRITE_COMMANDS
#: simxGetPingTime's request (one blocking get_integer_parameter(1)): its command data and inbox key
_PING_DATA = encode_command_data(C.GET_INTEGER_PARAMETER, (1,))
_PING_KEY = (C.GET_INTEGER_PARAMETER, _PING_DATA)
_TRIGGER = C.SYNCHRONOUS_NEXT  # read on every blocking call: a module constant, not an attribute
#: (command id, ints, strings) -> command data; bounded (emptied when full)


class _Disconnected(Exception):
    pass


class RemoteApiClient:
    """One legacy remote API connection (what a ``simxStart`` client id stands for).

    Args:
        address: IPv4 address or host name of the server (names are resolved, unlike the
            official client).
        port: server port; negative: the shared-memory port ``|port|`` (the address is ignored).
        wait_until_connected: ``start()`` waits for the connection.
        do_not_reconnect: never reconnect after a disconnect (nor retry a failed first attempt).
        timeout_ms: > 0: connection wait; < 0: |value| becomes the blocking reply timeout and
            the connection wait is 5000 ms (simxStart semantics).
        cycle_ms: minimum interval between two messages sent by the communication thread.
    """

    # Slots: a blocking call reads some twenty attributes; a slot is read without the instance
    # dict's lookup (about a fifth of a call's instructions went to attribute lookups).
    __slots__ = (
        "address", "port", "wait_until_connected", "do_not_reconnect", "connect_timeout_s",
        "reply_timeout_s", "cycle_s", "_lock", "_cv", "_wake", "_thread_wakes_at", "_io_lock",
        "_thread", "_running", "_stop", "_sock", "_poller", "_shm", "_connected",
        "_connect_given_up", "_answered", "_connection_id", "_connections_made", "_generation", "_conn",
        "_in_flight", "_last_send", "_last_activity", "_waiters", "_reply_sleepers",
        "_last_blocking", "_ping_follows", "_early_ping", "ping_ahead", "pings_ahead", "failure",
        "_failure_logged", "_ip", "__weakref__",
    )

    def __init__(
        self,
        address: str,
        port: int,
        *,
        wait_until_connected: bool = True,
        do_not_reconnect: bool = True,
        timeout_ms: int = 5000,
        cycle_ms: int = 5,
    ) -> None:
        if not 0 < abs(int(port)) < 100000:
            raise ValueError(f"port {port} is not a TCP port (or, negative, a shared-memory port)")
        self.address = address
        self.port = int(port)
        self.wait_until_connected = bool(wait_until_connected)
        self.do_not_reconnect = bool(do_not_reconnect)
        if timeout_ms < 0:
            self.connect_timeout_s = 5.0
            self.reply_timeout_s = -timeout_ms / 1000.0
        else:
            self.connect_timeout_s = timeout_ms / 1000.0
            self.reply_timeout_s = DEFAULT_REPLY_TIMEOUT_S
        self.cycle_s = max(int(cycle_ms), 0) / 1000.0

        self._lock = threading.Lock()
        # Two conditions on the one lock: ``_cv`` for callers waiting on replies, connection
        # or pause changes; ``_wake`` for the communication thread only, signalled when it
        # has new work (so reply arrivals during blocking calls never wake it).
        self._cv = threading.Condition(self._lock)
        self._wake = threading.Condition(self._lock)
        self._thread_wakes_at = 0.0  # when the sleeping communication thread wakes up
        self._io_lock = threading.Lock()  # owns the socket, the assembler and _in_flight
        self._thread: threading.Thread | None = None
        self._running = False
        self._stop = False
        self._sock: socket.socket | None = None
        self._poller: select.poll | None = None
        self._shm: Channel | None = None  # the shared-memory transport (negative port)
        self._connected = False
        self._connect_given_up = False
        # a legacy reply came (the peer is a legacy remote API server): simxStart waits for it
        self._answered = False
        self._ip: str | None = None  # the resolved address (start() resolves it)
        self._connection_id = -1
        self._connections_made = 0
        self._generation = 0  # +1 per dropped connection
        # the protocol state (outbox, inbox, streams, pause, framing): sans-IO
        self._conn = ClientConnection(f"{address}:{port}", framed=not is_shm_port(port))
        self._in_flight = 0  # messages sent whose replies have not arrived yet
        self._last_send = 0.0
        self._last_activity = 0.0
        self._waiters = 0  # callers in a blocking call
        self._reply_sleepers = 0  # of those, the ones asleep on _cv (a reply must wake them)
        # Ping ahead (see ping_time): the last blocking command; whether a ping followed the
        # last trigger; the ping sent right behind a trigger: (message id, sent at, generation)
        self._last_blocking = -1
        self._ping_follows = False
        self._early_ping: tuple[int, float, int] | None = None
        self.ping_ahead = True  # False: never send a ping ahead
        self.pings_ahead = 0  # pings answered from a message sent behind its trigger
        #: why the last connection attempt failed or the connection ended (None: it did not)
        self.failure: str | None = None
        self._failure_logged: str | None = None

    # --- life cycle ----------------------------------------------------------------------
    def start(self) -> bool:
        """Start the communication thread; False if a required connection did not happen."""
        with self._lock:
            if self._running:
                return True
            self._running = True
            self._stop = False
        self._ip = self._resolve()
        self._thread = threading.Thread(
            target=self._run, name=f"tether-remoteapi {self.address}:{self.port}", daemon=True
        )
        self._thread.start()
        if not self.wait_until_connected:
            return True
        # Connected means answered: the first message's reply shows the peer speaks the legacy
        # remote API, so a ZeroMQ, Click or web port fails here, every time, with its reason
        # (the server's greeting or the connection closing) instead of at the next call.
        with self._cv:
            self._cv.wait_for(
                lambda: (self._connected and self._answered) or self._connect_given_up,
                timeout=self.connect_timeout_s,
            )
            ok = self._connected and self._answered
        if not ok:
            if self.failure is None:
                self.failure = (f"no connection to {self.address}:{self.port} within "
                                f"{self.connect_timeout_s * 1000:g} ms" if not self._connected else
                                f"{self.address}:{self.port} accepted the connection but sent no legacy remote "
                                f"API reply within {self.connect_timeout_s * 1000:g} ms: is it a legacy remote "
                                f"API server? (tether's is on {DEFAULT_PORTS['legacy']})")
            self.log_failure()
            self._shutdown()
        return ok

    def _resolve(self) -> str | None:
        try:
            return socket.gethostbyname(self.address)
        except (OSError, UnicodeError):
            return None

    def finish(self) -> None:
        """simxFinish: send the kill command if connected, stop the thread, close."""
        with self._lock:
            if not self._running:
                return
            connected = self._connected
            self._conn.paused = False
            if connected:
                self._conn.outbox.append(_KILL_COMMAND)
        if connected and self._io_lock.acquire(timeout=0.5):
            # Flush the kill now instead of sleeping 500 ms like the official client.
            try:
                deadline = time.monotonic() + 0.5
                while self._in_flight and self._receive(deadline, False):
                    pass
                if self._connected:
                    self._send_next()
                    self._receive(deadline, True)
            except (_Disconnected, OSError, ProtocolError):
                pass
            finally:
                self._io_lock.release()
        self._shutdown()

    def _shutdown(self) -> None:
        with self._cv:
            self._stop = True
            sock = self._sock
            self._cv.notify_all()
            self._wake.notify_all()
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)  # wakes a thread blocked in poll/recv
            except OSError:
                pass
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=5.0)
        with self._io_lock:
            self._drop_connection()
        with self._cv:
            self._running = False
            self._cv.notify_all()

    @property
    def running(self) -> bool:
        """True between start() and finish()."""
        return self._running

    @property
    def connection_id(self) -> int:
        """simxGetConnectionId: 1 for the first connection, +1 per reconnection, -1 if none."""
        with self._lock:
            return self._connection_id if self._running and self._connected else -1

    # --- communication thread ------------------------------------------------------------
    def _run(self) -> None:
        attempts = 0
        while True:
            with self._cv:
                if self._stop:
                    return
                connected = self._connected
                if not connected and attempts and self.do_not_reconnect:
                    self._connect_given_up = True
                    self._cv.notify_all()
                    self._cv.wait(timeout=1.0)  # idle until finish
                    continue
            if not connected:
                attempts += 1
                if not self._connect():
                    with self._cv:
                        if not self.do_not_reconnect:
                            self._cv.wait(timeout=RECONNECT_PAUSE_S)
                continue
            with self._lock:
                if not self._in_flight:
                    now = time.monotonic()
                    if self._conn.paused:
                        self._sleep(now, IDLE_HEARTBEAT_S)
                        continue
                    if self._waiters:
                        # A blocking caller drives the exchanges itself (and resends every
                        # cycle while it waits): stay asleep, off the GIL and the socket.
                        self._sleep(now, max(self.cycle_s, MIN_THREAD_WAIT_S))
                        continue
                    interval = self.cycle_s if self._busy() else IDLE_HEARTBEAT_S
                    wait_s = self._last_send + interval - now
                    if wait_s > 0:
                        self._sleep(now, max(wait_s, MIN_THREAD_WAIT_S if interval else 0.0))
                        continue
            if not self._io_lock.acquire(timeout=0.1):
                continue
            try:
                if self._connected and not self._stop:
                    if not self._in_flight:
                        # A blocking caller may have sent while we waited for the lock:
                        # re-check the pacing so we do not queue a heartbeat behind it.
                        with self._lock:
                            interval = self.cycle_s if self._busy() else IDLE_HEARTBEAT_S
                            waiters = self._waiters
                        if waiters or time.monotonic() < self._last_send + interval:
                            continue
                        self._send_next()
                    if self._in_flight and self._receive(time.monotonic() + 0.5, False) and not self._answered:
                        with self._cv:
                            self._answered = True
                            self._cv.notify_all()  # simxStart waits for the first reply
            except (_Disconnected, OSError, ProtocolError):
                self._drop_connection()
            finally:
                self._io_lock.release()

    def _sleep(self, now: float, seconds: float) -> None:
        """Communication thread: wait on ``_wake`` (called with _lock held)."""
        self._thread_wakes_at = now + seconds
        self._wake.wait(timeout=seconds)
        self._thread_wakes_at = 0.0

    def _wake_thread(self, now: float) -> None:
        """Wake the communication thread if it would sleep past the next cycle (_lock held).

        New work only needs the thread when it sleeps the long idle/pause interval; while
        it sleeps one cycle it will see the work in time anyway, and not waking it saves a
        thread switch per call.
        """
        if self._thread_wakes_at > now + self.cycle_s:
            self._wake.notify()

    def _busy(self) -> bool:
        # called with _lock held
        return bool(
            self._conn.has_work
            or self._waiters
            or time.monotonic() - self._last_activity < IDLE_AFTER_S
        )

    def _connect(self) -> bool:
        if is_shm_port(self.port):
            return self._connect_shm()
        if self._ip is None:
            self._ip = self._resolve()
            if self._ip is None:
                return False
        try:
            sock = socket.create_connection((self._ip, self.port), timeout=2.0)
        except OSError as exc:
            why = "timed out" if isinstance(exc, TimeoutError) else (exc.strerror or str(exc)).lower()
            self.failure = f"cannot connect to {self.address}:{self.port}: {why}"
            if isinstance(exc, ConnectionRefusedError):
                self.failure += ("; nothing listens there: is tether serve or CoppeliaSim running? tether's legacy "
                                 f"remote API is on {DEFAULT_PORTS['legacy']}")
            return False
        sock.settimeout(None)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        poller = select.poll()
        poller.register(sock, select.POLLIN | select.POLLERR | select.POLLHUP)
        with self._io_lock, self._cv:
            if self._stop:
                sock.close()
                return False
            self._sock = sock
            self._poller = poller
            self._mark_connected()
        return True

    def _connect_shm(self) -> bool:
        try:
            channel = Channel.connect(self.port, self._conn.limits.max_message)
        except (OSError, ProtocolError) as exc:  # nobody serves it, another client is there, bad layout
            self.failure = f"cannot connect to shared memory port {self.port}: {exc}"
            return False
        with self._io_lock, self._cv:
            if self._stop:
                channel.close()
                return False
            self._shm = channel
            self._mark_connected()
        return True

    def _mark_connected(self) -> None:
        """A new connection (TCP or shared memory) is up: a fresh start for the protocol state.
        Holds _io_lock and _cv."""
        self._conn.release()  # no partial input from an older connection
        self._in_flight = 0
        self._early_ping = None
        self._last_send = 0.0
        self._connected = True
        self._connections_made += 1
        self._connection_id = self._connections_made
        self._last_activity = time.monotonic()
        self.failure = self._failure_logged = None
        self._cv.notify_all()
        self._wake.notify_all()

    def _drop_connection(self) -> None:
        """Close the socket (or leave the shared memory) and clear outbox, split buffers and
        inbox (spec §1.2). Holds _io_lock."""
        with self._cv:
            sock, channel = self._sock, self._shm
            if sock is None and channel is None:
                return
            self._sock = None
            self._shm = None
            self._poller = None
            self._connected = False
            self._connection_id = -1
            self._in_flight = 0
            self._early_ping = None
            self._conn.forget()
            self._generation += 1
            self._cv.notify_all()
            self._wake.notify_all()
            if not self._answered:
                self._connect_given_up = True  # no legacy server answered: simxStart fails now
                self._cv.notify_all()
            if not self._stop:
                if self.failure is None:
                    self.failure = f"the connection to {self.address}:{self.port} ended (the server closed it)"
                    if not self._answered:
                        self.failure += (" before any reply: it is not a legacy remote API server? tether's is on "
                                         f"{DEFAULT_PORTS['legacy']}")
                self.log_failure()
        if channel is not None:
            channel.close()  # clears byte 0: the server sees the client leave
            return
        try:
            sock.close()
        except OSError:
            pass

    # --- one exchange (caller holds _io_lock) --------------------------------------------
    def _send_next(self) -> bool:
        """Send the next message (outbox + one chunk per split upload). False when paused."""
        conn = self._conn
        with self._lock:
            sock, channel = self._sock, self._shm
            if sock is None and channel is None:
                return False
            taken = conn.take_message()
            if taken is None:  # communication paused
                return False
        now = time.monotonic()
        data = conn.encode(taken[0], taken[1], int(now * 1000.0) & 0x03FFFFFF)
        self._in_flight += 1
        self._last_send = now
        if channel is not None:
            channel.send(data)
        else:
            sock.sendall(data)
        return True

    def _receive(self, deadline: float, spin: bool) -> bool:
        """Read until one reply message is complete and merged; False at the deadline."""
        channel = self._shm
        if channel is not None:
            try:
                body = channel.wait_reply(deadline, SPIN_S if spin else 0.0)
            except ConnectionError:
                raise _Disconnected() from None
            if body is None:
                return False
            self._in_flight = max(0, self._in_flight - 1)
            self._merge(body)
            return True
        sock = self._sock
        poller = self._poller
        if sock is None or poller is None:
            raise _Disconnected()
        spin_until = time.monotonic() + SPIN_S if spin else 0.0
        while True:
            data = recv_spinning(sock, poller, spin_until, deadline)
            if data is None:
                return False
            if not data:
                raise _Disconnected()
            link = self._conn
            body = link.whole_message(data)
            if body is not None:  # the usual case: the reply, whole, in one packet
                in_flight = self._in_flight
                self._in_flight = in_flight - 1 if in_flight > 0 else 0
                self._merge(body)
                return True
            if data[:1] != b"\x01" and not link.in_message:
                # a packet must start here, and packet headers start with the probe 1: which
                # protocol is this? (mid-message, the bytes are the packet's own)
                self._wrong_server(data)
            link.receive_data(data)
            if link.queued_messages:
                bodies = []
                while (body := link.next_message()) is not None:
                    bodies.append(body)
                break
        self._in_flight = max(0, self._in_flight - len(bodies))
        for body in bodies:
            self._merge(body)
        return True

    def _wrong_server(self, data: bytes) -> None:
        """The first bytes of a reply that is no legacy packet: name the protocol if known."""
        verdict = classify(data)
        if verdict is Protocol.ZMTP:
            what = ("a ZeroMQ server (the ZeroMQ remote API or Click), not the legacy remote API: "
                    f"tether's legacy remote API is on {DEFAULT_PORTS['legacy']}")
        elif verdict is Protocol.HTTP:
            what = ("a web server, not the legacy remote API: tether's legacy remote API is on "
                    f"{DEFAULT_PORTS['legacy']}")
        else:
            return  # the codec says what is wrong
        self.failure = f"{self.address}:{self.port} is {what}"
        raise _Disconnected()

    def log_failure(self) -> None:
        """Log why the connection failed or ended, once per reason."""
        if self.failure is not None and self.failure != self._failure_logged:
            self._failure_logged = self.failure
            logger.warning("legacy remote API client: %s", self.failure)

    # --- inbox -----------------------------------------------------------------------------
    def _merge(self, body: bytes) -> None:
        """Spec §5.3: merge one reply into the inbox (see ClientConnection.merge)."""
        conn = self._conn
        decoded = conn.decode_shaped(body)
        if decoded is None:
            return  # header-only replies are discarded unseen
        with self._lock:
            conn.merge(body, decoded[0], decoded[1])
            self._last_activity = time.monotonic()
            if self._reply_sleepers:
                self._cv.notify_all()  # only callers wait for replies (never the thread)

    # --- public request API ----------------------------------------------------------------
    def request(
        self,
        command_id: int,
        op_mode: int,
        *,
        ints: tuple[int, ...] = (),
        strings: tuple[bytes | str, ...] = (),
        pure_data: bytes = b"",
        payload: PayloadKind = PayloadKind.NONE,
        timeout_s: float | None = None,
        lookup_key: CommandKey | None = None,
        command_data: bytes | None = None,
    ) -> tuple[int, Command | None]:
        """Issue one simx call and return (return code, reply command or None).

        ``op_mode`` is the full simx op-mode argument (mode | 16-bit delay/chunk size).
        The reply is returned whenever one was found (return code 0 or with the remote-error
        flag); callers read its pure data only when the code is 0.  ``command_data`` replaces
        the encoding of ``ints``/``strings`` for the official client's irregular commands.
        """
        if command_data is None:
            data = self.command_data(command_id, ints, strings)
        else:
            data = bytes(command_data)
        return self.call(command_id, op_mode, data, pure_data, payload, timeout_s, lookup_key)

    def call(
        self,
        command_id: int,
        op_mode: int,
        data: bytes,
        pure_data: bytes = b"",
        payload: PayloadKind = PayloadKind.NONE,
        timeout_s: float | None = None,
        lookup_key: CommandKey | None = None,
        pure: bool = False,
    ) -> tuple[int, Any]:
        """:meth:`request` with the command data already encoded, positional arguments only.

        The hot path of the sim.py functions (one Python call less, no keyword parsing).
        ``pure``: return the reply's pure data instead of its Command (sim.py wants no more).
        """
        op_mode &= 0xFFFFFFFF
        mode = op_mode & 0xFFFF0000
        arg = op_mode & 0xFFFF
        key = (command_id, data)  # hashes and compares like CommandKey(command_id, data)
        if lookup_key is None:
            lookup_key = key  # type: ignore[assignment]
        conn = self._conn
        with self._lock:
            if not self._running:
                return RETURN_INITIALIZE_ERROR, None
            find = conn.lookup_pure if pure else conn.lookup
            if mode == OPMODE_BUFFER:
                return find(lookup_key)
            if mode == OPMODE_REMOVE:
                return conn.remove(lookup_key), None
            status = STATUS_NO_OVERWRITE if command_id in _NO_OVERWRITE else 0
            if type(pure_data) is not bytes:
                pure_data = bytes(pure_data)
            cmd = conn.command(command_id, op_mode, data, pure_data, status)
            now = self._last_activity = time.monotonic()
            if mode == OPMODE_ONESHOT_SPLIT:
                return self._queue_split(cmd, max(arg, MIN_SPLIT_CHUNK), payload, lookup_key, find)
            conn.queue(cmd, payload, key)
            conn.track_stream(key, mode)
            if mode != OPMODE_BLOCKING:
                self._wake_thread(now)
                return find(lookup_key)
            carry_id = conn.next_id
            generation = self._generation
            self._waiters += 1
            # ping ahead (see ping_time): behind a trigger when pings followed triggers so far;
            # a ping sent ahead that this call overtakes is dropped once it arrived
            ping_after = command_id == _TRIGGER and self._ping_follows and self.ping_ahead
            overtaken = self._early_ping
            if overtaken is not None:
                self._early_ping = None
                self._ping_follows = False
            self._last_blocking = command_id
        timeout = self.reply_timeout_s if timeout_s is None else timeout_s
        ret, reply, _ = self._collect(carry_id, generation, now + timeout, find, lookup_key, ping_after)
        if overtaken is not None:  # its reply came before this call's: drop it unseen
            with self._lock:
                if self._conn.last_received_id >= overtaken[0] and _PING_KEY not in self._conn.streams:
                    self._conn.remove(_PING_KEY)
        return ret, reply

    def _collect(self, carry_id: int, generation: int, deadline: float, find: Callable[..., tuple[int, Any]],
                 key: CommandKey, ping_after: bool) -> tuple[int, Any, bool]:
        """Wait for the reply to message ``carry_id`` (the caller counted itself in _waiters),
        then take ``key``'s reply: (return code, with the timeout flag when it did not come in
        time; the reply found by ``find``; whether it came)."""
        arrived = False
        try:
            arrived = self._wait_for(carry_id, generation, deadline, ping_after)
        finally:
            with self._lock:
                self._waiters -= 1
                ret, reply = find(key, True)  # consume (positional: no keyword parsing per call)
        if not arrived:
            ret |= RETURN_TIMEOUT
        return ret, reply, arrived

    def buffered(self, command_id: int, data: bytes) -> tuple[int, bytes | None]:
        """:meth:`call` in ``simx_opmode_buffer``, giving the stored reply's pure data (no Command)."""
        with self._lock:
            if not self._running:
                return RETURN_INITIALIZE_ERROR, None
            return self._conn.lookup_pure((command_id, data))  # type: ignore[arg-type]

    def command_data(
        self, command_id: int, ints: tuple[int, ...], strings: tuple[bytes | str, ...] = ()
    ) -> bytes:
        """encode_command_data of the call's arguments. Not remembered here: the simx functions
        keep their own encodings (``TableCall.data``) and call this only when they miss, so a
        second cache here served only :meth:`request` (issue 38: one cache per fact)."""
        return encode_command_data(command_id, tuple(ints), tuple(strings))

    def _queue_split(
        self, cmd: Command, chunk: int, payload: PayloadKind, lookup_key: CommandKey,
        find: Callable[[CommandKey], tuple[int, Any]],
    ) -> tuple[int, Any]:
        # called with _lock held
        if not self._conn.queue_split(cmd, chunk, payload):
            ret, reply = find(lookup_key)
            return ret | RETURN_SPLIT_PROGRESS, reply
        self._wake_thread(time.monotonic())
        return find(lookup_key)

    def _exchange(self, carry_id: int, deadline: float, ping_after: bool) -> None:
        """Send the next message (and a ping right behind it if asked), then read its reply.
        Called with ``_io_lock`` held."""
        if self._send_next():
            if ping_after:
                self._send_ping_ahead(carry_id)
            self._receive(deadline, True)

    def _wait_for(self, carry_id: int, generation: int, deadline: float, ping_after: bool) -> bool:
        """Wait until a reply with id >= carry_id was merged, driving the I/O ourselves.
        ``ping_after``: send a ping right behind the message (see :meth:`ping_time`)."""
        # Fast path: the socket is free (the communication thread sleeps while callers
        # wait), so send the message carrying our command and read its reply right away.
        conn = self._conn
        io_lock = self._io_lock
        if io_lock.acquire(False):
            try:
                if self._connected and not conn.paused and self._generation == generation:
                    while self._in_flight:  # an earlier exchange's reply (a ping sent ahead) first
                        if not self._receive(deadline, True):
                            break
                    if conn.last_received_id < carry_id and not self._in_flight:
                        self._exchange(carry_id, deadline, ping_after)
            except (_Disconnected, OSError, ProtocolError):
                self._drop_connection()
            finally:
                io_lock.release()
            if conn.last_received_id >= carry_id:
                return True
            first = False
        else:
            first = True
        # General loop: the socket was busy, the reply is late, communication is paused...
        while True:
            with self._lock:
                if self._conn.last_received_id >= carry_id:
                    return True
                if self._generation != generation:
                    return False  # connection dropped: the command is lost
                if not self._connected and self.do_not_reconnect and self._connections_made:
                    return False  # gone for good (simxStart said not to reconnect): no reply will come
                now = time.monotonic()
                if now >= deadline:
                    return False
                may_send = (
                    self._connected
                    and not self._conn.paused
                    and (first or now >= self._last_send + self.cycle_s)
                )
                if not (may_send or self._in_flight):
                    pause = deadline - now
                    if self._connected and not self._conn.paused:
                        pause = min(pause, self._last_send + self.cycle_s - now)
                    self._reply_sleepers += 1
                    try:
                        self._cv.wait(timeout=max(pause, 0.0))
                    finally:
                        self._reply_sleepers -= 1
                    continue
            if not self._io_lock.acquire(timeout=max(deadline - time.monotonic(), 0.0)):
                return False
            try:
                if self._connected and self._conn.last_received_id < carry_id:
                    if self._in_flight:
                        self._receive(deadline, True)
                    elif not self._conn.paused and (
                        first or time.monotonic() >= self._last_send + self.cycle_s
                    ):
                        first = False
                        self._exchange(carry_id, deadline, ping_after)
            except (_Disconnected, OSError, ProtocolError):
                self._drop_connection()
            finally:
                self._io_lock.release()
            first = False

    # --- local helpers (no traffic) --------------------------------------------------------
    def pause_communication(self, pause: bool) -> int:
        """simxPauseCommunication: hold back sending so queued commands share one message."""
        with self._cv:
            if not self._running:
                return RETURN_INITIALIZE_ERROR
            self._conn.paused = bool(pause)
            self._cv.notify_all()
            self._wake.notify_all()
        return RETURN_OK

    def ping_time(self) -> tuple[int, int]:
        """simxGetPingTime: one blocking get_integer_parameter(1); (code without 0x08, ms).

        Ping ahead: a stepping loop pings right after each trigger, to wait until the step ran
        (the trigger's reply comes before it, the ping's after it). Once this client has seen
        that, each blocking trigger over TCP sends the ping's message right behind its own, so
        the server has both at once and a step costs one round trip instead of two; this call
        then waits for that message's reply, and the time it reports is that message's round
        trip. Same messages, same order, same replies as when the ping leaves here; a trigger
        followed by another blocking call ends it (that call's reply comes after the ping's,
        which is then dropped unseen), until a ping follows a trigger again.
        """
        with self._lock:
            early = self._early_ping
            self._early_ping = None
            if self._last_blocking == C.SYNCHRONOUS_NEXT:
                self._ping_follows = True
            self._last_blocking = C.GET_INTEGER_PARAMETER
            if early is not None:
                self._waiters += 1
        if early is None:
            t0 = time.monotonic()
            # pure: the code is all a ping reports (no Command made for its reply)
            ret, _ = self.call(C.GET_INTEGER_PARAMETER, OPMODE_BLOCKING, _PING_DATA, b"", PayloadKind.NONE,
                               None, None, True)
            return ret & ~RETURN_REMOTE_ERROR, int((time.monotonic() - t0) * 1000)
        message_id, sent_at, generation = early
        ret, _, arrived = self._collect(message_id, generation, sent_at + self.reply_timeout_s,
                                        self._conn.lookup_pure, _PING_KEY, False)  # type: ignore[arg-type]
        if arrived:
            self.pings_ahead += 1
        return ret & ~RETURN_REMOTE_ERROR, int((time.monotonic() - sent_at) * 1000)

    def _send_ping_ahead(self, carry_id: int) -> None:
        """Send a ping's message right behind the trigger's, the message ``carry_id`` that was
        just sent (caller holds _io_lock; TCP only: a shared-memory channel carries one message
        at a time)."""
        if self._sock is None or self._conn.next_id != carry_id + 1:
            return
        with self._lock:
            conn = self._conn
            conn.queue(conn.command(C.GET_INTEGER_PARAMETER, OPMODE_BLOCKING, _PING_DATA, b"", 0),
                       PayloadKind.NONE, _PING_KEY)
            message_id = self._conn.next_id
        if self._send_next():
            self._early_ping = (message_id, self._last_send, self._generation)

    @property
    def last_cmd_time(self) -> int:
        """simxGetLastCmdTime: sim_time (ms) of the last reply a call found."""
        with self._lock:
            return self._conn.last_cmd_time if self._running else 0

    def in_message_info(self, info_type: int) -> tuple[int, int]:
        """simxGetInMessageInfo: (1, value) from the current reply header, or (-1, 0)."""
        with self._lock:
            raw = self._conn.header_bytes
            if not self._running or raw is None:
                return -1, 0
        value = MessageHeader.unpack(raw).value_at(info_type)
        return (-1, 0) if value is None or info_type == 0 else (1, value)

    def out_message_info(self, info_type: int) -> tuple[int, int]:
        """simxGetOutMessageInfo: 2 version, 3 next message id, 7 client clock; else (-1, 0)."""
        with self._lock:
            if not self._running:
                return -1, 0
            if info_type == 2:
                return 1, SIMX_VERSION
            if info_type == 3:
                return 1, self._conn.next_id
            if info_type == 7:
                return 1, client_time_ms(time.monotonic())
        return -1, 0

    def __enter__(self) -> "RemoteApiClient":
        if not self._running and not self.start():
            raise ConnectionError(f"cannot connect to {self.address}:{self.port}")
        return self

    def __exit__(self, *exc: object) -> None:
        self.finish()


# --- client-id slots (what sim.py's clientID indexes) ------------------------------------
_slots: list[RemoteApiClient | None] = [None] * MAX_CLIENTS
_slots_lock = threading.Lock()


def start_client(
    address: str,
    port: int,
    wait_until_connected: bool,
    do_not_reconnect: bool,
    timeout_ms: int,
    cycle_ms: int,
) -> int:
    """simxStart: start a client in a free slot; return its id or -1."""
    if isinstance(address, (bytes, bytearray)):
        address = bytes(address).decode("utf-8", "replace")
    try:
        client = RemoteApiClient(
            address,
            port,
            wait_until_connected=bool(wait_until_connected),
            do_not_reconnect=bool(do_not_reconnect),
            timeout_ms=int(timeout_ms),
            cycle_ms=int(cycle_ms),
        )
    except ValueError:
        return -1
    with _slots_lock:
        for other in _slots:
            if other is not None and other.address == address and other.port == client.port:
                return -1  # one client per address+port at a time
        try:
            slot = _slots.index(None)
        except ValueError:
            return -1
        _slots[slot] = client
    if client.start():
        return slot
    with _slots_lock:
        _slots[slot] = None
    return -1


def get_client(client_id: int) -> RemoteApiClient | None:
    """The running client behind a client id, or None."""
    if type(client_id) is not int and not isinstance(client_id, int):
        return None
    if not 0 <= client_id < MAX_CLIENTS:
        return None
    client = _slots[client_id]
    return client if client is not None and client._running else None


def finish_client(client_id: int) -> None:
    """simxFinish: finish one client, or all with -1."""
    with _slots_lock:
        if client_id == -1:
            targets = [(i, c) for i, c in enumerate(_slots) if c is not None]
        elif isinstance(client_id, int) and 0 <= client_id < MAX_CLIENTS and _slots[client_id]:
            targets = [(client_id, _slots[client_id])]
        else:
            targets = []
    for slot, client in targets:
        assert client is not None
        client.finish()
        with _slots_lock:
            if _slots[slot] is client:
                _slots[slot] = None

