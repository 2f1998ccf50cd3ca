"""SocketMonitor: a socket's connection events, drained without blocking, none once closed."""

from __future__ import annotations

import time

import zmq

from tether.util.zmq_monitor import MonitorEvent, SocketMonitor


def _events_until(monitor: SocketMonitor, kind: int, timeout: float = 10.0) -> list[MonitorEvent]:
    seen: list[MonitorEvent] = []
    deadline = time.monotonic() + timeout
    while not any(e.event == kind for e in seen) and time.monotonic() < deadline:
        monitor.socket.poll(100)
        seen += monitor.pending()
    return seen


def test_accept_and_disconnect_reported_with_the_connection_fd() -> None:
    ctx = zmq.Context()
    server = ctx.socket(zmq.ROUTER)
    server.bind("tcp://127.0.0.1:*")
    monitor = SocketMonitor(server, zmq.EVENT_ACCEPTED | zmq.EVENT_DISCONNECTED)
    try:
        assert monitor.pending() == []  # nothing yet, and no blocking
        client = ctx.socket(zmq.REQ)
        client.connect(server.getsockopt_string(zmq.LAST_ENDPOINT))
        accepted = [e for e in _events_until(monitor, zmq.EVENT_ACCEPTED) if e.event == zmq.EVENT_ACCEPTED]
        assert len(accepted) == 1 and accepted[0].value >= 0
        client.send(b"hello")
        frames = server.recv_multipart(copy=False)
        assert frames[0].get(zmq.SRCFD) == accepted[0].value  # the fd the server's frames carry
        client.close(linger=0)
        lost = [e for e in _events_until(monitor, zmq.EVENT_DISCONNECTED) if e.event == zmq.EVENT_DISCONNECTED]
        assert lost == [MonitorEvent(zmq.EVENT_DISCONNECTED, accepted[0].value)]
    finally:
        monitor.close()
        monitor.close()  # twice: harmless
        assert monitor.pending() == []
        server.close(linger=0)
        ctx.term()


def test_watch_hands_events_to_the_server_on_its_timer_until_closed() -> None:
    ctx = zmq.Context()
    server = ctx.socket(zmq.ROUTER)
    server.bind("tcp://127.0.0.1:*")
    heard: list[MonitorEvent] = []
    timers: list[tuple[float, object]] = []  # what a host's call_later would run, and when
    monitor = SocketMonitor(server, zmq.EVENT_ACCEPTED, heard.extend)
    try:
        monitor.watch(lambda delay, func: timers.append((delay, func)), 0.1)
        assert [delay for delay, _ in timers] == [0.1]  # one timer, nothing read yet
        client = ctx.socket(zmq.REQ)
        client.connect(server.getsockopt_string(zmq.LAST_ENDPOINT))
        deadline = time.monotonic() + 10
        while not heard and time.monotonic() < deadline:
            monitor.socket.poll(100)
            _, tick = timers.pop()
            tick()  # reads the events and sets the next timer
        assert [e.event for e in heard] == [zmq.EVENT_ACCEPTED]
        assert len(timers) == 1
        client.close(linger=0)
    finally:
        monitor.close()
    _, tick = timers.pop()
    tick()  # closed: it reads nothing and stops
    assert timers == []
    server.close(linger=0)
    ctx.term()
