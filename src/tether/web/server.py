"""The browser viewer's server: Starlette on uvicorn, in its own thread with its own event loop.

Routes: see docs/guide/viewer.md's "Viewer HTTP API" (and `tether.web.routes`). Live data goes over one
WebSocket per page (`tether.web.broadcast`); every request passes `tether.web.security.Guard`.

Threads: uvicorn's loop runs on the ``tether-web`` thread and never blocks: it reaches the
simulation only through ``host.call_soon`` and gets the answer back with
``loop.call_soon_threadsafe`` (`WebViewer.on_host`). Connections cost no thread; half-open ones
are closed after `READ_TIMEOUT_SECONDS`, and beyond `MAX_CONNECTIONS` new ones are closed at once.
"""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import threading
from collections.abc import Callable, Iterable
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from tether.core.engine.frames import Frame
from tether.core.simulation import Simulation
from tether.host.endpoint import ClientInfo, Endpoint
from tether.host import SimulationHost
from tether.web.broadcast import Broadcaster, Viewer
from tether.web.direct import DirectWebSocketProtocol
from tether.web.encoding import describe_scene
from tether.web.routes import build_app
from tether.web.security import Guard
from tether.web.telemetry import TelemetryReader
from tether.util.sniff import Protocol, classify, wrong_port_message

logger = logging.getLogger("tether.web")

DEFAULT_MAX_FPS = 30.0
TELEMETRY_HZ = 10.0
MAX_CONNECTIONS = 1200  # sockets of every kind (pages, API requests, half-open connections)
MAX_VIEWERS = 1000  # live WebSocket pages
READ_TIMEOUT_SECONDS = 10.0  # a request must arrive whole within this after connecting
HOST_CALL_TIMEOUT = 5.0


class WebViewer(Endpoint):
    """Serves the viewer of ``host.simulation`` on ``address:port`` (port 0: any free port).

    Listening starts in the constructor (a busy port raises `OSError` right away); `close()` stops
    it. The viewer registers itself with the host (an Endpoint), so the host closes it.
    ``allow_hosts``: extra Host names to answer (``--web-allow-host``), beyond the loopback names
    and ``address``.
    """

    protocol = "viewer"
    is_viewer = True  # for the clients panel: browsers are not protocol clients

    def __init__(
        self,
        host: SimulationHost,
        port: int = 8080,
        address: str = "127.0.0.1",
        max_fps: float = DEFAULT_MAX_FPS,
        allow_hosts: Iterable[str] = (),
        max_viewers: int = MAX_VIEWERS,
        max_connections: int = MAX_CONNECTIONS,
        read_timeout: float = READ_TIMEOUT_SECONDS,
    ) -> None:
        self.host = host
        self.simulation: Simulation = host.simulation
        self.address = address
        self.max_viewers = max_viewers
        sim = self.simulation
        # The model is the host thread's; read it there, again only after a scene edit.
        self.scene_version, self.scene_json = host.call(self._describe, timeout=HOST_CALL_TIMEOUT)
        self.telemetry = TelemetryReader(sim)
        self._sock = socket.create_server(
            (address, port), family=socket.AF_INET6 if ":" in address else socket.AF_INET, backlog=1024
        )
        self.port: int = self._sock.getsockname()[1]
        self.guard = Guard(self.port, address, allow_hosts)
        self.loop = _new_loop()
        self.broadcaster = Broadcaster(self._request_poses, self._request_telemetry, max_fps, TELEMETRY_HZ)
        self._stopping: asyncio.Event | None = None
        self._read_failure_logged = False
        #: where each protocol's clients belong (tether.cli.serve.Service shares its dict)
        self.port_hints: dict[str, str] = {}
        self._wrong_clients_told: set[Protocol] = set()
        protocol = _protocol_class(max_connections, read_timeout, self._wrong_client)
        config = uvicorn.Config(
            # uvicorn's per-request warnings (over the cap, malformed requests) would flood the
            # log under attack: only errors are logged.
            build_app(self), http=protocol, ws=DirectWebSocketProtocol, ws_per_message_deflate=False,
            ws_max_size=65536, ws_max_queue=4, limit_concurrency=max_connections, timeout_keep_alive=5,
            lifespan="off", log_level="error", access_log=False, server_header=False, timeout_graceful_shutdown=3,
        )
        self._server = uvicorn.Server(config)
        self._started = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tether-web", daemon=True)
        self._thread.start()
        if not self._started.wait(10.0):
            raise OSError("the viewer's web server did not start within 10 s")
        host.call(lambda: host.register(self), timeout=HOST_CALL_TIMEOUT)
        logger.info("viewer on %s", self.url)

    def _wrong_client(self, verdict: Protocol) -> str:
        """A legacy or ZeroMQ client came to the viewer's port (web thread): one log line per
        kind of client, not one per reconnection (libzmq retries every 100 ms); returns the line."""
        line = wrong_port_message("web", verdict, self.port_hints)
        if verdict not in self._wrong_clients_told:
            self._wrong_clients_told.add(verdict)
            what = "a legacy remote API client" if verdict is Protocol.LEGACY else "a ZeroMQ client"
            logger.warning("viewer: %s connected: %s", what, line)
        return line

    def _describe(self) -> tuple[int, bytes]:
        """(scene version, the scene as JSON): host thread."""
        sim = self.simulation
        scene = describe_scene(sim.scene, sim.time_step)
        scene["version"] = sim.physics.scene_version
        return sim.physics.scene_version, json.dumps(scene, separators=(",", ":")).encode()

    async def current_scene_json(self) -> bytes:
        """The scene as the page draws it, described again after a scene edit."""
        if self.simulation.physics.scene_version != self.scene_version:
            self.scene_version, self.scene_json = await self.on_host(self._describe)
        return self.scene_json

    @property
    def url(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"http://{host}:{self.port}/"

    def clients(self) -> list[ClientInfo]:
        """The pages watching now (thread-safe snapshot), for the clients panel."""
        return [ClientInfo("viewer", v.peer) for v in list(self.broadcaster.viewers)]

    @property
    def viewer_count(self) -> int:
        return len(self.broadcaster.viewers)

    def close(self) -> None:
        """Stop listening and end every page's connection. Idempotent, any thread."""
        if threading.get_ident() == self.host.thread_ident:
            self.host.unregister(self)
        else:
            self.host.call_soon(lambda: self.host.unregister(self))
        if not self._thread.is_alive():
            return
        if threading.current_thread() is self._thread:
            raise RuntimeError("close the viewer from another thread")

        def stop() -> None:
            self._server.should_exit = True
            if self._stopping is not None:
                self._stopping.set()

        try:
            self.loop.call_soon_threadsafe(stop)
        except RuntimeError:  # the loop already ended
            pass
        self._thread.join(10.0)

    # -- the viewer thread ----------------------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._main())
        except Exception:
            logger.exception("the viewer's web server failed")
        finally:
            self._started.set()
            self._sock.close()
            self.loop.close()

    async def _main(self) -> None:
        self._stopping = asyncio.Event()
        ticker = asyncio.ensure_future(self.broadcaster.run(self._stopping))
        serving = asyncio.ensure_future(self._server.serve(sockets=[self._sock]))
        while not self._server.started and not serving.done():
            await asyncio.sleep(0.01)
        self._started.set()
        await serving
        self._stopping.set()
        await ticker

    def _request_poses(self) -> None:
        sim = self.simulation

        broadcaster = self.broadcaster

        def copy() -> Frame | None:  # host thread: the one copy a frame costs it
            # Passes per frame, as CoppeliaSim's speed buttons: a frame once ppf passes have run
            # since the last one (and at most max_fps a second).
            since = sim.pass_count - broadcaster.last_pass
            if sim.state.advancing and 0 <= since < sim.loop.passes_per_frame:
                return None
            sim.ensure_kinematics()
            return Frame(0, sim.pass_count, sim.sim_time, int(sim.state), sim.data.geom_xpos.copy(), sim.data.geom_xmat.copy())

        self._on_host_then(copy, self.broadcaster.poses_arrived)

    def _request_telemetry(self) -> None:
        reader, host = self.telemetry, self.host
        self._on_host_then(lambda: reader.read(host.endpoints), self.broadcaster.telemetry_arrived)

    def _on_host_then(self, read: Callable[[], Any], deliver: Callable[[Any], None]) -> None:
        """Run ``read`` on the host thread, then ``deliver`` its result on this loop."""
        loop, broadcaster = self.loop, self.broadcaster

        def run() -> None:  # host thread
            try:
                result = read()
            except Exception:
                if not self._read_failure_logged:  # once: this repeats ten times a second
                    self._read_failure_logged = True
                    logger.exception("reading the simulation for the viewer failed (logged once)")
                result, callback = None, broadcaster.request_failed
            else:
                callback = deliver
            try:
                loop.call_soon_threadsafe(callback, *([] if callback is broadcaster.request_failed else [result]))
            except RuntimeError:  # the viewer closed meanwhile
                pass

        self.host.call_soon(run)

    async def on_host(self, func: Callable[[], Any], timeout: float = HOST_CALL_TIMEOUT) -> Any:
        """Run ``func`` on the host thread and await its result without blocking this loop."""
        future: asyncio.Future[Any] = self.loop.create_future()

        def settle(ok: bool, value: Any) -> None:
            if not future.done():
                (future.set_result if ok else future.set_exception)(value)

        def run() -> None:  # host thread
            try:
                result: tuple[bool, Any] = (True, func())
            except BaseException as exc:  # handed back to the awaiting request
                result = (False, exc)
            try:
                self.loop.call_soon_threadsafe(settle, *result)
            except RuntimeError:
                pass

        self.host.call_soon(run)
        try:
            return await asyncio.wait_for(future, timeout)
        except asyncio.TimeoutError:
            raise TimeoutError("the simulation host did not answer in time (a long step?): try again") from None

    def add_viewer(self, viewer: Viewer) -> bool:
        """Register a page (False when `max_viewers` are connected)."""
        if len(self.broadcaster.viewers) >= self.max_viewers:
            return False
        self.broadcaster.add(viewer)
        return True


#: bytes enough to tell a ZeroMQ greeting or a legacy packet from an HTTP request
SNIFF_BYTES = 16


def _protocol_class(max_connections: int, read_timeout: float,
                    wrong_client: Callable[[Protocol], str]) -> type[H11Protocol]:
    """uvicorn's HTTP/1.1 protocol with a connection cap, a read timeout for each request, and a
    look at a connection's first bytes: a legacy or ZeroMQ client is told off (``wrong_client``)
    and closed instead of being parsed as a malformed HTTP request each time it reconnects."""

    class GuardedH11Protocol(H11Protocol):
        _read_timer: asyncio.TimerHandle | None = None
        _head: bytes | None = b""  # the first bytes while the protocol is unknown; None once known

        def data_received(self, data: bytes) -> None:
            head = self._head
            if head is None:
                super().data_received(data)
                return
            head += data
            verdict = classify(head)
            if verdict is Protocol.INCOMPLETE and len(head) < SNIFF_BYTES:
                self._head = head
                return
            self._head = None
            if verdict is Protocol.ZMTP or verdict is Protocol.LEGACY:
                line = wrong_client(verdict)
                if verdict is Protocol.LEGACY:  # tether's legacy client names an HTTP answer
                    self.transport.write(b"HTTP/1.0 400 Bad Request\r\nContent-Type: text/plain\r\n\r\n"
                                         + line.encode() + b"\n")
                self.transport.close()
                return
            super().data_received(head)

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            if len(self.connections) > max_connections:
                transport.close()  # over the cap: refuse before reading anything
                return
            self._arm_read_timer()

        def _arm_read_timer(self) -> None:
            if self._read_timer is not None:
                self._read_timer.cancel()
            cycle = self.cycle
            self._read_timer = self.loop.call_later(read_timeout, self._read_timed_out, cycle)

        def _read_timed_out(self, cycle_at_arm: Any) -> None:
            # Still no new request since the timer was armed (and not upgraded to a WebSocket,
            # which replaces this protocol on the transport): the peer is too slow or gone.
            if self.cycle is cycle_at_arm and self.transport.get_protocol() is self and not self.transport.is_closing():
                self.transport.close()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm_read_timer()

        def connection_lost(self, exc: Exception | None) -> None:
            if self._read_timer is not None:
                self._read_timer.cancel()
            super().connection_lost(exc)

    return GuardedH11Protocol


def _new_loop() -> asyncio.AbstractEventLoop:
    """uvloop's event loop: it writes to sockets in C without giving up the GIL for each write, so
    a message to hundreds of pages does not hand the GIL back and forth with the host thread
    hundreds of times (each hand-off would delay a simulation pass)."""
    try:
        import uvloop
    except ImportError:  # not on every platform (Windows): asyncio's own loop works, just slower
        return asyncio.new_event_loop()
    return uvloop.new_event_loop()
