"""A ZeroMQ socket's connection events, read without blocking on a server's loop.

The ZeroMQ servers (the ZeroMQ remote API's and Click's) release a stepping client as soon as its
connection closes: each watches its socket with a ZeroMQ socket monitor, which reports each
connection accepted or lost with the connection's file descriptor. :class:`SocketMonitor` owns
that monitor socket; :meth:`SocketMonitor.pending` is the one loop that drains its events, and
:meth:`SocketMonitor.watch` the one timer that hands them to the server (both servers use it).

The monitor is read on a timer (and by :meth:`SocketMonitor.read` before a server learns a new
connection), not polled beside the ROUTER on every turn of the host loop, where a second socket
made each request's ``zmq_poll`` 2-4 us dearer (docs/performance.md).
"""

from __future__ import annotations

from typing import Callable, NamedTuple

import zmq
from zmq.utils.monitor import recv_monitor_message

__all__ = ["MonitorEvent", "SocketMonitor"]


class MonitorEvent(NamedTuple):
    """One socket monitor event: its kind (``zmq.EVENT_*``) and value (for accepted and
    disconnected connections, the connection's file descriptor)."""

    event: int
    value: int


class SocketMonitor:
    """The monitor of ``sock`` for ``events`` (a ``zmq.EVENT_*`` mask)."""

    def __init__(self, sock: zmq.Socket, events: int,
                 on_events: Callable[[list[MonitorEvent]], None] | None = None) -> None:
        self._watched: zmq.Socket | None = sock
        #: the monitor's PAIR socket: register it with a poller to hear of events
        self.socket: zmq.Socket = sock.get_monitor_socket(events)
        #: what :meth:`read` and :meth:`watch` hand the pending events to
        self.on_events = on_events

    def read(self) -> None:
        """Hand every pending event to ``on_events`` now (nothing once closed)."""
        events = self.pending()
        if events and self.on_events is not None:
            self.on_events(events)

    def watch(self, call_later: Callable[[float, Callable[[], None]], None], every: float) -> None:
        """:meth:`read` every ``every`` seconds through ``call_later`` (a host's timer) until closed."""
        def tick() -> None:
            if self._watched is None:
                return
            self.read()
            call_later(every, tick)

        call_later(every, tick)

    def pending(self) -> list[MonitorEvent]:
        """Every event waiting now, oldest first (none once closed or closing)."""
        found: list[MonitorEvent] = []
        if self._watched is None:
            return found
        while True:
            try:
                message = recv_monitor_message(self.socket, zmq.NOBLOCK)
            except zmq.ZMQError:  # nothing more (Again), or the context is closing
                return found
            found.append(MonitorEvent(int(message["event"]), int(message["value"])))

    def close(self) -> None:
        """Stop monitoring and close the monitor socket (once; before closing the watched socket)."""
        if self._watched is None:
            return
        try:
            self._watched.disable_monitor()
        except zmq.ZMQError:  # the watched socket is already closed
            pass
        self.socket.close(linger=0)
        self._watched = None
