"""The simulation host: one thread that owns a Simulation and every network endpoint serving it.

CoppeliaSim executes remote commands on its simulation thread; so does tether. The host thread
runs a small event loop (``zmq.zmq_poll``, which watches ZeroMQ sockets and plain sockets alike):

- while the simulation free-runs, it runs a pass, then handles whatever arrived (without waiting);
- while the simulation waits (stopped, paused, or gated by stepping clients), it waits for input;
- right after an exchange it polls without blocking for a short while before it blocks, so the
  next request of a lockstep client is picked up without a thread wake-up (the expensive part
  of a round trip on a small machine), yet an idle server sleeps.
- fd-free inputs (the legacy shared-memory transport, ``add_polled``) are polled on every turn;
  they cap how long the loop may block (their back-off), since no event wakes it for them.

So commands run the moment they arrive, between two passes, with no lock hand-off, and a step
triggered by a client runs on this thread too (greenlet-based threaded scripts need that).
Other threads talk to the host only through ``call_soon`` (thread-safe).
"""

from __future__ import annotations

import collections
import logging
import math
import os
import socket
import threading
import time
import traceback
from typing import Any, Callable

import zmq

from tether.core.simulation import Simulation, StepGate
from tether.host.endpoint import ClientInfo, Endpoint, Polled
from tether.util.logging_limits import RateLimitedLog

logger = logging.getLogger("tether.host")

Handler = Callable[[], None]

# pyzmq's poll flags are enum members: combining them costs ~1 us per call, so once, as ints.
_READABLE = int(zmq.POLLIN | zmq.POLLERR)
_WRITABLE = int(zmq.POLLOUT | zmq.POLLERR)
_POLLIN, _POLLOUT = int(zmq.POLLIN), int(zmq.POLLOUT)
_zmq_poll = zmq.zmq_poll  # zmq.Poller.poll without its Python layer (the loop polls once per turn)
SPIN_SECONDS = 0.0003  # poll without blocking this long after activity before blocking
MAX_IDLE_WAIT_MS = 100  # wake up at least this often to notice shutdown and timers
#: A stepping client silent this long while the simulation waits for it is released (seconds;
#: CoppeliaSim's own server drops a silent client after 2-10 s).
DEFAULT_IDLE_TIMEOUT = 10.0


def _nap(polled: list[Polled], idle: float) -> float:
    """How long the loop may sleep ``idle`` seconds after the last activity: the shortest nap
    any fd-free input allows (nothing wakes the loop for them)."""
    return min(p.max_sleep(idle) for p in polled)


class SimulationHost:
    """Runs a Simulation and its endpoints on one thread (see the module docstring)."""

    def __init__(
        self,
        simulation: Simulation,
        spin_seconds: float = SPIN_SECONDS,
        idle_timeout: float = DEFAULT_IDLE_TIMEOUT,
    ) -> None:
        self.simulation = simulation
        self.spin_seconds = spin_seconds
        #: seconds a stepping client may stay silent while the simulation waits for it (0: forever)
        self.idle_timeout = float(idle_timeout)
        self.zmq_context = zmq.Context.instance()
        self._handlers: dict[Any, Handler] = {}  # readers
        self._writers: dict[Any, Handler] = {}
        self._poll_items: list[tuple[Any, int]] = []  # (zmq socket or fd, POLLIN|POLLOUT) for zmq_poll
        self._calls: collections.deque[Callable[[], None]] = collections.deque()
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._wake_w.setblocking(False)
        self.add_reader(self._wake_r, self._drain_wake)
        self._thread: threading.Thread | None = None
        self._running = False
        self._timers: list[tuple[float, Callable[[], None]]] = []
        self._next_timer = math.inf  # when the earliest timer is due (perf_counter)
        self.endpoints: list[Any] = []  # Endpoints (or objects with close()); closed on shutdown
        self._fd_free: list[Polled] = []  # fd-free inputs, polled every turn of the loop
        self._poll_errors = RateLimitedLog(logger)
        self.thread_ident: int | None = None
        self._watchdog_scheduled = False

    # -- endpoints (host thread, or before start) ----------------------------------------------
    def register(self, endpoint: Endpoint) -> None:
        """Serve ``endpoint``: call its hooks after passes and stops, close it on shutdown."""
        if endpoint in self.endpoints:
            return
        self.endpoints.append(endpoint)
        sim = self.simulation
        if type(endpoint).after_pass is not Endpoint.after_pass:
            sim.loop.after_pass.append(endpoint.after_pass)
        if type(endpoint).on_stop is not Endpoint.on_stop:
            sim.loop.on_stop.append(endpoint.on_stop)
        self._schedule_watchdog()

    def unregister(self, endpoint: Endpoint) -> None:
        """Undo :meth:`register` (endpoints call it from their ``close``); idempotent."""
        if endpoint in self.endpoints:
            self.endpoints.remove(endpoint)
        for hooks, fn in ((self.simulation.loop.after_pass, getattr(endpoint, "after_pass", None)),
                          (self.simulation.loop.on_stop, getattr(endpoint, "on_stop", None))):
            if fn in hooks:
                hooks.remove(fn)

    def clients(self) -> list[ClientInfo]:
        """Every client of every endpoint (host thread: use ``call(host.clients)`` elsewhere)."""
        found: list[ClientInfo] = []
        for endpoint in self.endpoints:
            method = getattr(endpoint, "clients", None)
            if callable(method):  # the viewer's ``clients`` is a count, not this interface
                found.extend(method())
        return found

    def waiting_for(self) -> list[str]:
        """Names of the step gates the advancing simulation waits for (empty: it does not wait)."""
        sim = self.simulation
        if not sim.state.advancing:
            return []
        gates = sim.loop.gates
        return [g.name for g in gates if not g.triggered]

    # -- liveness of stepping clients --------------------------------------------------------------
    def _schedule_watchdog(self) -> None:
        if self._watchdog_scheduled or self.idle_timeout <= 0:
            return
        self._watchdog_scheduled = True
        self.call_later(min(1.0, self.idle_timeout / 4), self._watch_gates)

    def _watch_gates(self) -> None:
        """Release stepping clients that stayed silent too long while the simulation waited."""
        self._watchdog_scheduled = False
        if self.idle_timeout > 0:
            now = time.monotonic()
            expired: list[StepGate] = [
                g for g in self.simulation.loop.gates
                if g.waited_for and now - g.last_seen > self.idle_timeout
            ]
            for gate in expired:
                self._expire(gate, now - gate.last_seen)
        if self.endpoints:
            self._schedule_watchdog()

    def _expire(self, gate: StepGate, silent: float) -> None:
        reason = (f"silent for {silent:.1f} s while the simulation waited for its step "
                  f"(idle timeout {self.idle_timeout:g} s)")
        release = gate.on_expire
        gate.on_expire = None
        if release is None:
            logger.warning("releasing %s: %s", gate.name, reason)
        else:
            try:
                release(reason)  # the endpoint logs its one line
            except Exception:
                logger.exception("releasing %s failed", gate.name)
        if gate in self.simulation.loop.gates:  # the endpoint did not drop it: do it here
            with self.simulation.lock:
                gate.close()

    # -- registration (host thread, or before start) -------------------------------------------
    def add_reader(self, sock: Any, handler: Handler) -> None:
        """Call ``handler`` whenever ``sock`` (a socket, fd or zmq socket) is readable."""
        key = self._key(sock)
        self._handlers[key] = handler
        self._repoll(key)

    def remove_reader(self, sock: Any) -> None:
        """Stop watching ``sock`` (or its fd) for input; call before closing it."""
        key = self._key(sock)
        if self._handlers.pop(key, None) is not None:
            self._repoll(key)

    def add_writer(self, sock: Any, handler: Handler) -> None:
        """Call ``handler`` whenever ``sock`` can take more output (until remove_writer)."""
        key = self._key(sock)
        self._writers[key] = handler
        self._repoll(key)

    def remove_writer(self, sock: Any) -> None:
        """Stop watching ``sock`` (or its fd) for writability."""
        key = self._key(sock)
        if self._writers.pop(key, None) is not None:
            self._repoll(key)

    def _repoll(self, key: Any) -> None:
        # Plain sockets are registered by fd: zmq_poll takes an int as is, but calls fileno()
        # on a socket object on every poll. Events then come back keyed as registered.
        flags = (_POLLIN if key in self._handlers else 0) | (_POLLOUT if key in self._writers else 0)
        items = [(k, f) for k, f in self._poll_items if k != key]
        if flags:
            items.append((key, flags))
        self._poll_items = items

    def add_polled(self, polled: Polled) -> None:
        """Poll ``polled`` on every turn of the loop (an input with no fd to wait on)."""
        if polled not in self._fd_free:
            self._fd_free.append(polled)

    def remove_polled(self, polled: Polled) -> None:
        """Stop polling ``polled``; idempotent."""
        if polled in self._fd_free:
            self._fd_free.remove(polled)

    def _poll_all(self) -> bool:
        busy = False
        for polled in tuple(self._fd_free):
            try:
                if polled.poll():
                    busy = True
            except Exception as exc:  # one endpoint's bug must not take the host down
                # polled on every turn: at most one line per second, never a traceback flood
                where = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
                at = f" at {os.path.basename(where.filename)}:{where.lineno}" if where else ""
                self._poll_errors.log(logging.ERROR, repr(polled),
                                      f"polled endpoint {polled!r} failed: {type(exc).__name__}: {exc}{at}")
        return busy

    @staticmethod
    def _key(sock: Any) -> Any:
        if isinstance(sock, zmq.Socket):
            return sock
        return sock if isinstance(sock, int) else sock.fileno()

    def call_later(self, delay: float, func: Callable[[], None]) -> None:
        """Run ``func`` on the host thread after ``delay`` seconds (host thread only)."""
        when = time.perf_counter() + delay
        self._timers.append((when, func))
        self._next_timer = min(self._next_timer, when)

    def call_soon(self, func: Callable[[], None]) -> None:
        """Run ``func`` on the host thread as soon as possible (thread-safe)."""
        self._calls.append(func)
        try:
            self._wake_w.send(b"\0")
        except (BlockingIOError, OSError):
            pass  # the pipe is full: the host is already awake

    def call(self, func: Callable[[], Any], timeout: float | None = 10.0) -> Any:
        """Run ``func`` on the host thread and return its result (thread-safe, blocking)."""
        if threading.get_ident() == self.thread_ident or not self._running:
            return func()
        done = threading.Event()
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["value"] = func()
            except BaseException as exc:  # handed back to the caller
                box["error"] = exc
            finally:
                done.set()

        self.call_soon(run)
        if not done.wait(timeout):
            raise TimeoutError("the simulation host did not answer in time")
        if "error" in box:
            raise box["error"]
        return box.get("value")

    def _drain_wake(self) -> None:
        try:
            while self._wake_r.recv(4096):
                pass
        except (BlockingIOError, OSError):
            pass

    # -- running ------------------------------------------------------------------------------
    def start(self) -> None:
        """Run the loop on a new thread."""
        if self._thread is not None:
            return
        self._running = True
        self._thread = threading.Thread(target=self.run_forever, name="tether-host", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the loop, stop the simulation and close the endpoints."""
        self._running = False
        self.call_soon(lambda: None)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)
        self._thread = None

    def run_forever(self) -> None:
        self._running = True
        self.thread_ident = threading.get_ident()
        sim = self.simulation
        wall_start, sim_start, stops = time.perf_counter(), sim.loop.sim_time, sim.loop.stop_count
        paced = sim.loop.real_time  # real-time mode switched on while running: pace from that moment
        last_activity = 0.0
        was_free_running = False
        polled = self._fd_free  # the list itself: add_polled/remove_polled change it in place
        calls = self._calls
        perf_counter = time.perf_counter
        try:
            while self._running:
                loop = sim.loop  # (per turn: a scene switch may replace it)
                free_running = loop.state.advancing and not loop.gates
                if free_running:
                    # pace from the moment it began to free-run (or stopped, or changed mode)
                    if not was_free_running or sim.loop.stop_count != stops or sim.loop.real_time != paced:
                        wall_start, sim_start = time.perf_counter(), sim.loop.sim_time
                        stops, paced = sim.loop.stop_count, sim.loop.real_time
                    timeout_ms = 0
                    if sim.loop.real_time:
                        ahead = (sim.loop.sim_time - sim_start) - (time.perf_counter() - wall_start)
                        if ahead > 0:
                            timeout_ms = int(ahead * 1000) + 1
                            if polled:  # real-time pacing: fd-free inputs are not woken for
                                nap = _nap(polled, time.perf_counter() - last_activity)
                                timeout_ms = min(timeout_ms, max(1, int(nap * 1000)))
                    if timeout_ms == 0:
                        with sim.lock:
                            sim.loop.run_pass()
                    was_free_running = True
                else:
                    was_free_running = False
                    idle = perf_counter() - last_activity
                    spinning = idle < self.spin_seconds
                    timeout_ms = 0 if spinning else self._idle_timeout_ms()
                    if polled and not spinning and timeout_ms:
                        nap = _nap(polled, idle)
                        if nap < 0.001:  # below the poller's 1 ms grain: spin, or nap here
                            spinning = nap <= 0
                            if not spinning:
                                time.sleep(nap)
                            timeout_ms = 0
                        else:
                            timeout_ms = min(timeout_ms, int(nap * 1000))
                    if spinning:
                        # Let a client sharing this core run (it is likely about to answer)
                        # instead of spinning through its time slice.
                        os.sched_yield()
                        # fd-free inputs (shared memory) are read on both sides of zmq_poll
                        # while spinning: their poll reads a byte, a zmq_poll(0) costs a system
                        # call and pyzmq's list building (several µs on a small VM), half of
                        # which a shared-memory request otherwise waits on average. No more
                        # yields than before: on a busy core each one may hand the CPU away.
                        if polled and self._poll_all():
                            last_activity = perf_counter()
                if self._dispatch(timeout_ms):
                    last_activity = perf_counter()
                if polled and self._poll_all():
                    last_activity = perf_counter()
                if calls:
                    self._run_calls()
                if self._next_timer <= perf_counter():
                    self._run_timers()
        finally:
            self._close_all()

    def _idle_timeout_ms(self) -> int:
        if self._calls:
            return 0
        if self._timers:
            due = self._next_timer - time.perf_counter()
            return max(0, min(MAX_IDLE_WAIT_MS, int(due * 1000) + 1))
        return MAX_IDLE_WAIT_MS

    def _dispatch(self, timeout_ms: int) -> bool:
        events = _zmq_poll(self._poll_items, timeout_ms)
        if not events:
            return False
        handlers, writers = self._handlers, self._writers
        for key, flags in events:  # keyed as registered: a zmq socket or an fd
            # an error condition goes to whichever handler is there to see it (called here, not
            # through a helper: this is the path of every message)
            if flags & _READABLE:
                handler = handlers.get(key)
                if handler is not None:
                    try:
                        handler()
                    except Exception:  # one endpoint's bug must not take the host down
                        logger.exception("endpoint handler failed; it keeps being served")
            if flags & _WRITABLE:
                handler = writers.get(key)
                if handler is not None:
                    try:
                        handler()
                    except Exception:
                        logger.exception("endpoint handler failed; it keeps being served")
        return True

    def _run_calls(self) -> None:
        while self._calls:
            func = self._calls.popleft()
            try:
                func()
            except Exception:
                logger.exception("call on the simulation host failed")

    def _run_timers(self) -> None:
        now = time.perf_counter()
        due = [f for t, f in self._timers if t <= now]
        self._timers = [(t, f) for t, f in self._timers if t > now]
        self._next_timer = min((t for t, _ in self._timers), default=math.inf)
        for func in due:  # a func may call call_later: that lowers _next_timer again
            try:
                func()
            except Exception:
                logger.exception("timer on the simulation host failed")

    def _close_all(self) -> None:
        for endpoint in reversed(list(self.endpoints)):
            try:
                endpoint.close()
            except Exception:
                logger.exception("closing an endpoint failed")
        self.endpoints.clear()
        try:
            with self.simulation.lock:
                self.simulation.stop()
                self.simulation.sensors.release_renderers()  # GL contexts belong to this thread
        except Exception:
            logger.exception("stopping the simulation failed")
