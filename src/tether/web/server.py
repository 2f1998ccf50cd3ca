"""The browser viewer's HTTP server: the page, the scene, a live frame stream and start/pause/stop.

Routes:
- ``GET /`` (and ``/static/<file>``): the viewer page (plain HTML/JS/CSS, no network needed);
- ``GET /scene.json``: the static geometry (see `tether.web.encoding.describe_scene`);
- ``GET /events``: a Server-Sent Events stream: ``frame`` events (positions and rotations of every
  geom, at most ``max_fps`` a second) and, when no frame comes (paused, stopped, gated), a
  ``status`` event every `HEARTBEAT_SECONDS` so the page still shows the right state;
- ``POST /api/start``, ``/api/pause``, ``/api/stop``: act on the simulation through the host;
- ``GET /api/status``: state, simulation time, object count, connected viewers (``clients``),
  the remote API and Click clients (``peers``) and the step gates the simulation waits for
  (``waitingFor``).

Threads: the HTTP server runs on its own thread and every request on a thread of its own
(`ThreadingHTTPServer`). Only these threads encode and send; the simulation thread publishes
frames into the `FrameHub`, and only while a browser is subscribed. A stream sends the newest
frame and skips the others, so a slow browser costs memory for one frame, never a queue.
"""

from __future__ import annotations

import importlib.resources
import json
import logging
import socket
import threading
import time
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable
from urllib.parse import urlsplit

from tether.core.frames import Frame
from tether.core.simulation import Simulation
from tether.host import SimulationHost
from tether.web.encoding import describe_scene, encode_frame, state_name

logger = logging.getLogger("tether.web")

DEFAULT_MAX_FPS = 30.0
HEARTBEAT_SECONDS = 0.5  # a status event this often while no frame comes; also finds dead clients
SEND_TIMEOUT_SECONDS = 10.0  # a browser that takes no data for this long is dropped
HOST_CALL_TIMEOUT = 5.0

_STATIC_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
}
_DISCONNECTS = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, socket.timeout)


class WebViewer:
    """Serves the live viewer of ``host.simulation`` on ``address:port`` (port 0: any free port).

    Listening starts in the constructor (so a busy port raises `OSError` right away); `close()`
    stops it. ``serve.py`` appends the viewer to ``host.endpoints`` so the host closes it.
    """

    def __init__(
        self,
        host: SimulationHost,
        port: int = 8080,
        address: str = "127.0.0.1",
        max_fps: float = DEFAULT_MAX_FPS,
    ) -> None:
        self.host = host
        self.simulation: Simulation = host.simulation
        self.frame_interval = 1.0 / max_fps
        self._closing = threading.Event()
        self._clients_lock = threading.Lock()
        self._clients = 0
        # The model is the host thread's; read it there, again only after a scene edit.
        self._scene_version = -1
        self._scene_json = self.scene_json()
        server_class = _V6Server if ":" in address else ThreadingHTTPServer
        self._server = server_class((address, port), _Handler)
        self._server.daemon_threads = True  # streams end on `_closing`; never block shutdown on them
        self._server.viewer = self  # type: ignore[attr-defined]
        self.address = address
        self.port: int = self._server.server_address[1]
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.2}, name="tether-web", daemon=True
        )
        self._thread.start()
        logger.info("viewer on http://%s:%d/", address, self.port)

    def scene_json(self) -> bytes:
        """/scene.json: the scene's geometry, described again after scene edits."""
        sim = self.simulation
        if sim.scene_version != self._scene_version:
            def describe() -> tuple[int, dict]:
                return sim.scene_version, describe_scene(sim.model, sim.tree, sim.scene.name, sim.scene_version)

            version, scene = self.host.call(describe, timeout=HOST_CALL_TIMEOUT)
            self._scene_json = json.dumps(scene, separators=(",", ":")).encode()
            self._scene_version = version
        return self._scene_json

    @property
    def url(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"http://{host}:{self.port}/"

    @property
    def clients(self) -> int:
        """Browsers connected to the frame stream right now."""
        return self._clients

    def close(self) -> None:
        """Stop listening and end every stream (within `HEARTBEAT_SECONDS`). Idempotent."""
        if self._closing.is_set():
            return
        self._closing.set()
        if self._thread.is_alive():
            self._server.shutdown()
            self._thread.join(5.0)
        self._server.server_close()

    # -- used by request threads ----------------------------------------------------------------
    def _call(self, func: Callable[[], Any]) -> Any:
        return self.host.call(func, timeout=HOST_CALL_TIMEOUT)

    def status(self) -> dict[str, Any]:
        sim = self.simulation

        def read() -> dict[str, Any]:
            return {
                "state": int(sim.state),
                "stateName": state_name(sim.state),
                "time": sim.sim_time,
                "pass": sim.pass_count,
                "objects": len(sim.tree),
                "realTime": bool(sim.real_time),
            }

        result = self._call(read)
        result["clients"] = self.clients
        # Who else is connected, and which stepping clients the simulation waits for (if any).
        result["peers"] = [c.as_dict() for c in self._call(self.host.clients)]
        result["waitingFor"] = self.host.waiting_for()
        result["scene"] = sim.scene.name
        return result

    def act(self, action: str) -> dict[str, Any]:
        sim = self.simulation
        method = {"start": sim.start, "pause": sim.pause, "stop": sim.stop}[action]
        changed = bool(self._call(method))
        return {"ok": True, "changed": changed, **self.status()}

    def snapshot(self) -> Frame:
        """The current positions, copied on the host thread (for a stream's first frame)."""
        sim = self.simulation

        def copy() -> Frame:
            with sim.lock:
                sim.ensure_kinematics()
                latest = sim.frames.latest
                return Frame(
                    latest.index if latest is not None else 0, sim.pass_count, sim.sim_time, int(sim.state),
                    sim.data.geom_xpos.copy(), sim.data.geom_xmat.copy(),
                )

        return self._call(copy)

    def stream(self, write: Callable[[bytes], None]) -> None:
        """Send frames with ``write`` until the client goes away or the viewer closes."""
        hub = self.simulation.frames
        hub.subscribe()  # from now on the simulation publishes frames (and only because of us)
        with self._clients_lock:
            self._clients += 1
        try:
            write(b"retry: 1000\n\n")
            try:
                frame: Frame | None = self.snapshot()
            except TimeoutError:  # the host is busy (a long step): start from the last frame, if any
                frame = hub.latest
            last_index = frame.index if frame is not None else 0
            if frame is not None:
                write(_event("frame", encode_frame(frame)))
            last_sent = time.monotonic()
            while not self._closing.is_set():
                newer = hub.wait_newer(last_index, timeout=HEARTBEAT_SECONDS)
                if newer is None:
                    write(_event("status", json.dumps(self._quick_status(), separators=(",", ":"))))
                    continue
                wait = last_sent + self.frame_interval - time.monotonic()
                if wait > 0:  # too early: let the simulation overwrite it, then send the newest
                    if self._closing.wait(wait):
                        break
                    newer = hub.latest or newer
                last_index = newer.index
                write(_event("frame", encode_frame(newer)))
                last_sent = time.monotonic()
        finally:
            with self._clients_lock:
                self._clients -= 1
            hub.unsubscribe()

    def _quick_status(self) -> dict[str, Any]:
        # Plain attribute reads (no host call): a heartbeat must never wait for the simulation.
        sim = self.simulation
        state = int(sim.state)
        return {"state": state, "stateName": state_name(state), "time": sim.sim_time, "pass": sim.pass_count,
                "waitingFor": self.host.waiting_for()}


def _event(name: str, data: str) -> bytes:
    return f"event: {name}\ndata: {data}\n\n".encode()


class _V6Server(ThreadingHTTPServer):
    address_family = socket.AF_INET6


class _Handler(BaseHTTPRequestHandler):
    """One request; the viewer does the work."""

    server_version = "tether-web"

    @property
    def viewer(self) -> WebViewer:
        return self.server.viewer  # type: ignore[attr-defined]

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        logger.debug("%s %s", self.address_string(), format % args)

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        path = urlsplit(self.path).path
        try:
            if path in ("/", "/index.html"):
                self._static("index.html")
            elif path.startswith("/static/"):
                self._static(path.removeprefix("/static/"))
            elif path == "/scene.json":
                self._send(HTTPStatus.OK, "application/json", self.viewer.scene_json())
            elif path == "/events":
                self._events()
            elif path == "/api/status":
                self._json(HTTPStatus.OK, self.viewer.status())
            else:
                self._json(HTTPStatus.NOT_FOUND, {"ok": False, "error": f"no such page: {path}"})
        except _DISCONNECTS:
            pass  # the browser went away mid-answer: nothing to do
        except TimeoutError as exc:
            self._json(HTTPStatus.SERVICE_UNAVAILABLE, {"ok": False, "error": str(exc)})

    def do_POST(self) -> None:  # noqa: N802
        path = urlsplit(self.path).path
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(min(length, 65536))  # a body is allowed but means nothing
        action = path.removeprefix("/api/")
        try:
            if not path.startswith("/api/") or action not in ("start", "pause", "stop"):
                self._json(HTTPStatus.NOT_FOUND, {"ok": False, "error": f"no such action: {path}"})
            elif not self._same_origin():
                # Another web site's page must not drive the simulation through the user's browser.
                self._json(HTTPStatus.FORBIDDEN, {"ok": False, "error": "cross-origin request refused"})
            else:
                self._json(HTTPStatus.OK, self.viewer.act(action))
        except _DISCONNECTS:
            pass
        except TimeoutError as exc:
            self._json(HTTPStatus.SERVICE_UNAVAILABLE, {"ok": False, "error": str(exc)})

    def _same_origin(self) -> bool:
        origin = self.headers.get("Origin")
        if origin is None:
            return True  # not sent by a browser (curl, scripts): no cross-site risk
        return urlsplit(origin).netloc == self.headers.get("Host")

    def _events(self) -> None:
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Accel-Buffering", "no")
        self.end_headers()
        self.close_connection = True
        self.connection.settimeout(SEND_TIMEOUT_SECONDS)

        def write(data: bytes) -> None:
            self.wfile.write(data)
            self.wfile.flush()

        try:
            self.viewer.stream(write)
        except _DISCONNECTS:
            logger.debug("viewer %s disconnected", self.address_string())
        except OSError as exc:  # e.g. the socket closed under us at shutdown
            logger.debug("viewer stream ended: %s", exc)

    def _static(self, name: str) -> None:
        suffix = name[name.rfind("."):] if "." in name else ""
        if "/" in name or "\\" in name or name.startswith(".") or suffix not in _STATIC_TYPES:
            self._json(HTTPStatus.NOT_FOUND, {"ok": False, "error": f"no such file: {name}"})
            return
        resource = importlib.resources.files("tether.web") / "static" / name
        if not resource.is_file():
            self._json(HTTPStatus.NOT_FOUND, {"ok": False, "error": f"no such file: {name}"})
            return
        self._send(HTTPStatus.OK, _STATIC_TYPES[suffix], resource.read_bytes())

    def _json(self, status: HTTPStatus, body: dict[str, Any]) -> None:
        self._send(status, "application/json", json.dumps(body).encode())

    def _send(self, status: HTTPStatus, content_type: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.end_headers()
        self.wfile.write(body)
