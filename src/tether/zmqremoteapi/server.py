"""The ZeroMQ remote API server: a ROUTER socket on the simulation host's thread.

CoppeliaSim's clients each connect one REQ socket (the asyncio client one per pending call) to
``tcp://127.0.0.1:23000``. A ROUTER socket lets the server keep a ``sim.step`` pending for one
client (answered after the pass, from :meth:`after_pass`) while it answers every other client at
once. Protocol state lives in :class:`~tether.zmqremoteapi.session.Session`; this module only
moves frames.

Budgets: frames above ``max_message_size`` are dropped by ZeroMQ itself (``ZMQ_MAXMSGSIZE``
closes that peer's connection only); requests are answered one per host-loop turn, so a flood
from one client interleaves with the others; remembered clients are capped (Session).
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Hashable

import zmq

from tether.host.endpoint import ClientInfo, Endpoint
from tether.host import SimulationHost
from tether.util.logging_limits import RateLimitedLog
from tether.util.sniff import Protocol, classify_frame, wrong_port_message
from tether.util.zmq_monitor import MonitorEvent, SocketMonitor
from tether.zmqremoteapi import DEFAULT_PORT
from tether.zmqremoteapi.session import DEFERRED, Session

logger = logging.getLogger("tether.zmqremoteapi")

__all__ = ["ZmqRemoteApiServer", "DEFAULT_MAX_MESSAGE_SIZE"]

# pyzmq's flags are enum members and its *_multipart helpers combine them per frame (~1 us
# each): the hot path uses plain ints and the Cython socket's send/recv, without the Python
# layer of zmq.Socket.send. recv(copy=False) gives a Frame whose ``more`` libzmq filled in:
# getsockopt(RCVMORE) would build a SocketOption enum member per frame (~1 us).
_NOBLOCK = int(zmq.NOBLOCK)
_MORE = int(zmq.NOBLOCK | zmq.SNDMORE)
_recv = zmq.backend.Socket.recv
_send = zmq.backend.Socket.send
MAX_FRAMES = 64  # a REQ envelope is 3 frames; anything longer is not a CoppeliaSim client

DEFAULT_MAX_MESSAGE_SIZE = 64 * 1024 * 1024  # a 4K RGB image is 25 MB; anything bigger is refused
FORGET_IDLE_EVERY = 30.0  # seconds between sweeps of clients that left without _*end*_
MONITOR_EVERY = 0.1  # seconds between reads of the socket monitor (the host's idle wake-up cadence)
#: Connections whose fd is remembered (for their disconnect event) at most: a stepping client
#: whose entry went still gets released by the idle timeout.
MAX_CONNECTIONS_REMEMBERED = 4096
WRONG_PROTOCOL_LOG_S = 600.0  # a mixed-up client: one line, then at most one per 10 minutes


class ZmqRemoteApiServer(Endpoint):
    """CoppeliaSim's ZeroMQ remote API (protocol 2) for the simulation of ``host``.

    Create it on the host thread (``host.call(lambda: ZmqRemoteApiServer(host, ...))``).
    """

    protocol = "zmq"

    def __init__(
        self,
        host: SimulationHost,
        port: int = DEFAULT_PORT,
        address: str = "127.0.0.1",
        *,
        file_root: Path | None = None,
        max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
    ) -> None:
        if not 0 <= int(port) <= 65535:  # ZeroMQ would bind the port number modulo 65536
            raise ValueError(f"ZeroMQ remote API port must be from 1 to 65535 (0: any free port), got {port}")
        self.host = host
        self.simulation = host.simulation
        self.session = Session(self.simulation, file_root)
        self.session.schedule = host.call_soon
        sock = host.zmq_context.socket(zmq.ROUTER)
        sock.setsockopt(zmq.LINGER, 0)
        sock.setsockopt(zmq.MAXMSGSIZE, int(max_message_size))
        try:
            sock.bind(f"tcp://{address}:{port or '*'}")  # 0: any free port
        except zmq.ZMQError:
            sock.close(linger=0)
            raise
        self._sock: zmq.Socket | None = sock
        endpoint = sock.getsockopt_string(zmq.LAST_ENDPOINT)
        self.address = endpoint
        self.port = int(endpoint.rsplit(":", 1)[1])
        # Connections closing (a killed stepping client) release their client within
        # MONITOR_EVERY (tether.util.zmq_monitor).
        self._monitor: SocketMonitor | None = SocketMonitor(sock, zmq.EVENT_DISCONNECTED, self._on_connection_events)
        self._fds: dict[bytes, int] = {}  # routing id of each connection heard from -> its fd
        self._wrong_protocol_log = RateLimitedLog(logger, WRONG_PROTOCOL_LOG_S)
        #: where the other protocols' clients belong, for the wrong-port line (tether serve fills it)
        self.port_hints: dict[str, str] = {}
        self.session.other_protocol = self._other_protocol
        host.add_reader(sock, self._on_readable)
        host.register(self)
        host.call_later(FORGET_IDLE_EVERY, self._sweep)
        self._monitor.watch(host.call_later, MONITOR_EVERY)

    # -- socket ------------------------------------------------------------------------------
    def _on_readable(self) -> None:
        """Host thread: answer one waiting request (the host polls again right away)."""
        sock = self._sock
        if sock is None:
            return
        try:
            part = _recv(sock, _NOBLOCK, False)
        except zmq.Again:
            return
        frames = [part.bytes]
        if frames[0] not in self._fds:
            self._new_connection(frames[0], part)
        while part.more:
            part = _recv(sock, _NOBLOCK, False)
            frames.append(part.bytes)
            if len(frames) > MAX_FRAMES:
                while part.more:  # drain the rest of this message, answer nothing
                    part = _recv(sock, _NOBLOCK, False)
                return
        # A REQ peer's request is [identity, b"", payload]: answer with the same envelope.
        if len(frames) == 3 and not frames[1]:
            route: Hashable = (frames[0], b"")
            payload = frames[2]
        else:
            try:
                split = frames.index(b"", 1)
            except ValueError:  # not a REQ peer: nothing sensible to answer
                if len(frames) > 1 and classify_frame(frames[-1]) is Protocol.LEGACY:
                    text = wrong_port_message("zmq", Protocol.LEGACY, self.port_hints)
                    self._wrong_protocol_log.warning(
                        "legacy", f"ZeroMQ remote API: a legacy remote API client connected: {text}")
                return
            route = tuple(frames[: split + 1])
            rest = frames[split + 1:]
            payload = rest[0] if len(rest) == 1 else b"".join(rest)
        reply = self.session.handle(payload, route)
        if reply is not DEFERRED:
            self._send(route, reply)  # type: ignore[arg-type]

    def _other_protocol(self, frame: bytes) -> str | None:
        """A Click controller's handshake: the text its error answer carries (logged once)."""
        if classify_frame(frame) is not Protocol.CLICK:
            return None
        text = wrong_port_message("zmq", Protocol.CLICK, self.port_hints)
        self._wrong_protocol_log.warning("click", f"ZeroMQ remote API: a Click controller connected: {text}")
        return text

    def _new_connection(self, identity: bytes, frame: zmq.Frame) -> None:
        """Remember the fd of a connection heard from for the first time (its disconnect event
        names the fd). The monitor is read first: an earlier connection's disconnect must not be
        taken for this one's when the fd was reused."""
        if self._monitor is not None:
            self._monitor.read()
        if len(self._fds) >= MAX_CONNECTIONS_REMEMBERED:  # disconnect events lost in a flood: bounded
            del self._fds[next(iter(self._fds))]  # the oldest; heard from again, it is re-learnt
        try:
            self._fds[identity] = int(frame.get(zmq.SRCFD))
        except zmq.ZMQError:  # no file descriptor (inproc): it never disconnects unseen
            self._fds[identity] = -1

    def _on_connection_events(self, events: list[MonitorEvent]) -> None:
        """Host thread: connections that closed release the stepping clients they carried."""
        for event, fd in events:
            if event != zmq.EVENT_DISCONNECTED:
                continue
            gone = {identity for identity, known in self._fds.items() if known == fd}
            for identity in gone:
                del self._fds[identity]
            if gone:
                self.session.connection_closed(gone)

    def _send(self, route: Hashable, reply: bytes) -> None:
        sock = self._sock
        if sock is None:
            return
        try:
            for frame in route:  # type: ignore[attr-defined]
                _send(sock, frame, _MORE)
            _send(sock, reply, _NOBLOCK)
        except zmq.Again:  # the peer's queue is full or it left: ROUTER drops, so do we
            logger.info("ZeroMQ remote API: a reply could not be delivered (the client left?)")

    def _flush(self) -> None:
        for route, reply in self.session.ready():
            self._send(route, reply)

    def _sweep(self) -> None:
        if self._sock is None:
            return
        self.session.forget_idle()
        self.host.call_later(FORGET_IDLE_EVERY, self._sweep)

    # -- endpoint hooks (host thread) ----------------------------------------------------------
    def after_pass(self) -> None:
        if self.session.pending:
            self._flush()

    def on_stop(self) -> None:
        self.session.on_stop()
        self._flush()

    def clients(self) -> list[ClientInfo]:
        return [
            ClientInfo("zmq", c.uuid, stepping=c.gate is not None,
                       waiting=c.gate is not None and c.gate.waited_for,
                       detail=f"{c.lang or '?'} client, {c.calls} calls, stepping level {c.level}")
            for c in self.session.clients.values()
        ]

    def close(self) -> None:
        """Stop serving: forget every client (releasing its step) and close the socket."""
        if self._sock is None:
            return
        if threading.get_ident() != self.host.thread_ident and self.host.thread_ident is not None:
            self.host.call(self._close_on_host)
        else:
            self._close_on_host()

    def _close_on_host(self) -> None:
        if self._sock is None:
            return
        self.host.remove_reader(self._sock)
        self.host.unregister(self)
        self.session.close()
        if self._monitor is not None:
            self._monitor.close()
            self._monitor = None
        self._sock.close(linger=0)
        self._sock = None
