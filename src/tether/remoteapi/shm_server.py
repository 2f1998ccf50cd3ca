"""The legacy remote API on a shared-memory port (a negative port, spec Appendix B), on the host.

The same sans-IO :class:`~tether.remoteapi.server_connection.ServerConnection` as a TCP port
(unframed: one chunked message per exchange, :mod:`tether.remoteapi.shm`), so every command,
op-mode, stream and stepping rule is the TCP port's. What differs is the transport:

* **One client at a time** (as the reference): byte 0 of the object says a client is there.
  A client that clears it has left (its stepping gate is released); a client that breaks the
  layout, exceeds a budget or stalls mid-message is *kicked* (byte 0 cleared, so its next send
  fails), with one logged line.
* **No end-of-connection signal**: a client process that dies leaves byte 0 set. A stepping
  client the simulation waits for is released by the host's idle timeout (as over TCP); any
  client silent longer than that timeout while the server owes it nothing is released too (the
  official client sends a message every cycle, tether's clients at least every 100 ms while
  their communication thread runs).
* **No readiness event**: the host polls :meth:`ShmLegacyServer.poll` on every turn of its loop
  (one byte read). After an exchange it spins for :data:`~tether.remoteapi.shm.SPIN_S`
  (a lockstep client's next request comes within tens of µs, and a sleep costs more than
  that), then naps a quarter of the time it has been idle, from 0.1 ms up to :data:`NAP_MAX_S`
  (so a controller that pauses between requests waits at most a quarter of its pause, and at
  most 25 ms, for its answer; the naps grow 25 % per wake-up), and :data:`VACANT_NAP_S` while no
  client is connected. A wake-up costs this kind of machine ~200 µs of CPU, so an idle server
  stays near 0 % (about 40 wake-ups/s with a silent client: ~0.8 % of a core; 10/s with none:
  0.2 %; PyBullet's shared-memory server spins a whole core).
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

from tether.host.endpoint import ClientInfo
from tether.remoteapi.limits import Limits
from tether.remoteapi.server import LegacyServer, LegacyService
from tether.remoteapi.server_connection import ServerConnection
from tether.remoteapi.shm import DEFAULT_SIZE, SPIN_S, Channel, ShmLayoutError, is_shm_port

if TYPE_CHECKING:
    from tether.host import SimulationHost

__all__ = ["ShmLegacyServer", "legacy_endpoint", "NAP_MAX_S", "NAP_SHARE", "VACANT_NAP_S"]

logger = logging.getLogger("tether.remoteapi")

SWEEP_S = 0.5
NAP_FIRST_S = 0.0001
#: A nap is this share of the idle time so far: a request after a pause waits at most that share.
NAP_SHARE = 0.25
#: Longest nap while a client is connected.
NAP_MAX_S = 0.025
#: Nap while no client is connected (a connecting official client waits 1 s for its first reply).
VACANT_NAP_S = 0.1


class ShmLegacyServer(LegacyService):
    """A legacy remote API service on shared memory port ``-|port|`` (host thread only).

    Args:
        host: the simulation host whose thread polls this server.
        port: the port, negative or not (``-19997`` serves ``/LocalSIM_REMOTE_API19997``).
        stepping_allowed: authorise simxSynchronous (CoppeliaSim's syncSimTrigger).
        file_root: folder remote clients may transfer files to (None: refused).
        buffer_size: the chunk buffer (the port's maxPacketSize; 1000..32000000).
        limits: budgets (default :class:`Limits`); ``max_message`` bounds a chunked message.
    """

    def __init__(
        self,
        host: SimulationHost,
        port: int,
        stepping_allowed: bool = True,
        file_root: Path | None = None,
        buffer_size: int = DEFAULT_SIZE,
        limits: Limits | None = None,
    ) -> None:
        super().__init__(host, stepping_allowed, file_root, limits)
        self.max_packet_size = int(buffer_size)
        self.channel = Channel.serve(port, buffer_size, self.limits.max_message)
        self.port = -abs(int(port))
        self.address = self.channel.name
        self.conn: ServerConnection | None = None
        self._occupied = False  # byte 0 was seen set
        self._heard = 0.0  # when the client last posted a chunk
        self._posted = 0.0  # when output last moved (while some waits)
        host.add_polled(self)
        host.register(self)
        host.call_later(SWEEP_S, self._sweep)
        logger.info("legacy remote API serving shared memory %s (port %d)", self.address, self.port)

    # -- the host's polling (Polled) ---------------------------------------------------------
    def poll(self) -> bool:
        """Move whatever the turn byte allows; True when a chunk moved either way."""
        ch = self.channel
        if self.closed:
            return False
        if ch.idle():  # the usual turn: connected, nothing posted either way
            self._occupied = True
            return False
        conn = self.conn
        if not ch.connected:
            if conn is not None:
                self._client_left(conn)
                return True
            if self._occupied:  # left after simxFinish's kill was answered
                self._occupied = False
                ch.reset(disconnect=False)
                self._relink()
            return False
        self._occupied = True
        busy = False
        if ch.sending and ch.pump():
            self._posted = time.monotonic()
            busy = True
        if not ch.incoming:
            return busy
        if conn is None:  # a new client (or one still talking after its kill, as the reference)
            conn = self._open()
        now = time.monotonic()
        self._heard = now
        try:
            body = ch.receive(now)
        except ShmLayoutError as exc:
            conn.close(f"refused: {exc}")
            return True
        if body is not None:
            conn.receive_data(body, now)
            self._after_work(conn, now)
        return True

    def max_sleep(self, idle: float) -> float:
        """Spin right after an exchange, then nap a quarter of the idle time (see module docs)."""
        if self.conn is None:
            return VACANT_NAP_S
        if idle < SPIN_S:
            return 0.0
        return min(NAP_MAX_S, max(NAP_FIRST_S, (idle - SPIN_S) * NAP_SHARE))

    # -- one client ------------------------------------------------------------------------------
    def _open(self) -> ServerConnection:
        conn = ServerConnection(self, f"shm {self.address}", framed=False)
        conn.on_close = lambda reason, c=conn: self._closed(c, reason)
        self.conn = conn
        self._heard = time.monotonic()
        logger.info("legacy remote API: client connected over shared memory %s", self.address)
        return conn

    def _after_work(self, conn: ServerConnection, now: float = 0.0) -> None:
        """Post what the connection produced; note whether it waits for a pass. ``now``: when
        its message came (the sweep's read timeout counts in seconds: no second clock read)."""
        if conn.closed:
            return
        data = conn.data_to_send()
        if data:
            ch = self.channel
            if not ch.sending:
                self._posted = now or time.monotonic()
            ch.send(data)
            if ch.out_bytes > self.limits.connection_output:
                conn.close(
                    f"does not read its replies: {ch.out_bytes} bytes unsent, over the per-connection "
                    f"limit of {self.limits.connection_output} (--legacy-connection-output)")

    def _client_left(self, conn: ServerConnection) -> None:
        """Byte 0 went back to 0: the client left (or vanished mid-message)."""
        ch = self.channel
        self._occupied = False
        conn.close("client vanished in the middle of a message" if ch.in_message else None)
        ch.reset(disconnect=False)
        self._relink()

    def _relink(self) -> None:
        # An official client that found the port busy unlinks its name: publish it again.
        try:
            fresh = self.channel.relinked()
        except OSError as exc:
            logger.warning("legacy remote API: cannot re-create %s: %s", self.address, exc)
            return
        if fresh is not self.channel:
            logger.warning("legacy remote API: %s had been unlinked (by a client that found it busy); "
                           "re-created it", self.address)
            self.channel = fresh

    def _closed(self, conn: ServerConnection, reason: str | None) -> None:
        """The connection ended: log once; an orderly end (simxFinish's kill) still gets its reply,
        anything else kicks the client."""
        if reason:
            logger.warning("legacy remote API: closing shared-memory connection %s: %s", self.address, reason)
        else:
            logger.info("legacy remote API: shared-memory client of %s disconnected", self.address)
        if self.conn is conn:
            self.conn = None
        last = conn.data_to_send()
        if reason is None:
            if last and self.channel.connected:
                self.channel.send(last)  # the client clears byte 0 once it has read it
        else:
            self.channel.reset(disconnect=True)

    def _sweep(self) -> None:
        """Release a client stalled mid-message, not reading its replies, or silent too long."""
        if self.closed:
            return
        conn = self.conn
        ch = self.channel
        now = time.monotonic()
        if conn is not None:
            timeout = self.limits.read_timeout
            reason = conn.stalled(now)
            if reason is None and ch.partial_since is not None and now - ch.partial_since > timeout:
                reason = f"sent part of a message and nothing more for over {timeout:g} s (--legacy-read-timeout)"
            if reason is None and ch.sending and now - self._posted > timeout:
                reason = f"has not read its replies for over {timeout:g} s (--legacy-read-timeout)"
            idle_timeout = self.host.idle_timeout
            if (reason is None and idle_timeout > 0 and not ch.sending and not conn.deferred
                    and now - self._heard > idle_timeout):
                reason = (f"silent for over {idle_timeout:g} s (--idle-timeout; shared memory tells no "
                          "disconnect)")
            if reason is not None:
                conn.close(reason)
        elif not ch.connected:
            self._relink()
        self.host.call_later(SWEEP_S, self._sweep)

    # -- simulation hooks (host thread, simulation lock held) --------------------------------
    def after_pass(self) -> None:
        conn = self.conn
        if conn is not None and conn.deferred and not self._resume_scheduled:
            self._resume_scheduled = True
            # not inline: we may be inside this connection's trigger
            self.host.call_soon(self._resume_deferred)

    def on_stop(self) -> None:
        if self.conn is not None:
            self.conn.release_gate()  # CoppeliaSim switches stepping off when the simulation stops
        self.after_pass()

    def _resume_deferred(self) -> None:
        self._resume_scheduled = False
        conn = self.conn
        if conn is not None:
            conn.resume()
            self._after_work(conn)

    def clients(self) -> list[ClientInfo]:
        conn = self.conn
        if conn is None:
            return []
        gate = conn.gate
        return [ClientInfo(
            "legacy", f"shared memory {self.address}", stepping=gate is not None,
            waiting=gate is not None and gate.waited_for,
            detail=f"port {self.port}, {len(conn.store)} stored commands",
        )]

    def close(self) -> None:
        """Stop serving: kick the client (releasing its gate), unlink and unmap the object."""
        if self.closed:
            return
        self.closed = True
        self.forget_scene_changes()
        if self.conn is not None:
            self.conn.close(None)
        self.channel.reset(disconnect=True)
        self.channel.close()
        self.host.remove_polled(self)
        self.host.unregister(self)


def legacy_endpoint(
    host: SimulationHost,
    port: int,
    address: str = "127.0.0.1",
    stepping_allowed: bool = True,
    file_root: Path | None = None,
    max_packet_size: int | None = None,
    limits: Limits | None = None,
) -> LegacyServer | ShmLegacyServer:
    """A legacy remote API service on ``port``: TCP, or shared memory for a negative port
    (as CoppeliaSim's ``remoteApiConnections.txt`` and ``simRemoteApi.start``)."""
    if is_shm_port(port):
        return ShmLegacyServer(host, port, stepping_allowed, file_root,
                               buffer_size=max_packet_size or DEFAULT_SIZE, limits=limits)
    return LegacyServer(host, port, address, stepping_allowed=stepping_allowed, file_root=file_root,
                        max_packet_size=max_packet_size or 1300, limits=limits)
