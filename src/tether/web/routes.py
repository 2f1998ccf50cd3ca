"""The viewer's HTTP API and WebSocket (documented in docs/guide/viewer.md's "Viewer HTTP API").

Every request first passes the Host allow-list; requests that change something (POST) and the
WebSocket also need the page's Origin and the per-run token (`tether.web.security`). Handlers
reach the simulation only through `ServedViewer.on_host` (the host thread runs the call).
"""

from __future__ import annotations

import asyncio
import importlib.resources
import json
import logging
import math
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from tether.core.engine.errors import SimError
from tether.core.engine.motors import MotorMode
from tether.core.engine.states import ObjectType
from tether.web.broadcast import Broadcaster, Viewer
from tether.web.direct import EXTENSION
from tether.web.encoding import encode_png, state_name
from tether.web.security import TOKEN_HEADER, TOKEN_QUERY
from tether.web.telemetry import connected_clients, log_text, object_details

if TYPE_CHECKING:
    from tether.core.simulation import Simulation
    from tether.host import SimulationHost
    from tether.web.security import Guard

logger = logging.getLogger("tether.web")

MAX_BODY_BYTES = 65536
BODY_TIMEOUT_SECONDS = 10.0
LOG_LINES = 500  # lines a page gets when it opens
_SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'self'; img-src 'self' blob: data:; style-src 'self' 'unsafe-inline'; "
    "connect-src 'self'; frame-ancestors 'none'",
}


class ServedViewer(Protocol):
    """What the routes use of the viewer they serve (tether.web.server.WebViewer gives it, and
    builds its application with :func:`build_app`): the simulation and its host, the request
    guard, the live pages and the way onto the host thread."""

    simulation: Simulation
    host: SimulationHost
    guard: Guard
    broadcaster: Broadcaster
    max_viewers: int

    @property
    def viewer_count(self) -> int: ...

    async def on_host(self, func: Callable[[], Any], timeout: float = ...) -> Any: ...

    async def current_scene_json(self) -> bytes: ...

    def add_viewer(self, viewer: Viewer) -> bool: ...


class _HostCheck:
    """ASGI middleware: any Host not on the allow-list gets 403, for pages, API and WebSocket alike."""

    def __init__(self, app: ASGIApp, viewer: ServedViewer) -> None:
        self.app = app
        self.viewer = viewer

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            host = _header(scope, b"host")
            if not self.viewer.guard.host_allowed(host):
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 1008})
                    return
                why = self.viewer.guard.refusal(host, None, None, False)
                await _error(403, why or "forbidden")(scope, receive, send)
                return
        await self.app(scope, receive, send)


def build_app(viewer: ServedViewer) -> ASGIApp:
    """The Starlette application of one viewer."""
    static_dir = importlib.resources.files("tether.web") / "static"
    index_html = (static_dir / "index.html").read_text(encoding="utf-8")

    def changing(handler: Callable[[Request], Awaitable[Response]]) -> Callable[[Request], Awaitable[Response]]:
        """Wrap a state-changing handler: Origin + token, bounded body, errors as one-line JSON."""

        async def wrapped(request: Request) -> Response:
            why = viewer.guard.refusal(request.headers.get("host"), request.headers.get("origin"),
                                       request.headers.get(TOKEN_HEADER), True)
            if why is not None:
                return _error(403, why)
            return await _answer(handler, request)

        return wrapped

    def reading(handler: Callable[[Request], Awaitable[Response]]) -> Callable[[Request], Awaitable[Response]]:
        """Wrap a read-only handler: errors as one-line JSON (the Host was checked already)."""

        async def wrapped(request: Request) -> Response:
            return await _answer(handler, request)

        return wrapped

    async def index(request: Request) -> Response:
        html = index_html.replace("{{TOKEN}}", viewer.guard.token).replace("{{SCENE}}", viewer.simulation.scene.name)
        return Response(html, media_type="text/html; charset=utf-8", headers=_SECURITY_HEADERS)

    async def no_icon(request: Request) -> Response:
        return Response(status_code=204)

    async def scene(request: Request) -> Response:
        return Response(await viewer.current_scene_json(), media_type="application/json", headers=_SECURITY_HEADERS)

    async def status(request: Request) -> Response:
        sim = viewer.simulation

        def read() -> dict[str, Any]:
            return {
                "state": int(sim.state), "stateName": state_name(sim.state), "time": sim.sim_time,
                "pass": sim.pass_count, "totalPasses": sim.loop.total_passes, "objects": len(sim.tree),
                "realTime": bool(sim.real_time), "passesPerFrame": sim.loop.passes_per_frame,
                # protocol clients, and the step gates the advancing simulation waits for
                "peers": [c for c in connected_clients(sim, viewer.host.endpoints) if c["protocol"] != "viewer"],
                "waitingFor": viewer.host.waiting_for(),
            }

        result = await viewer.on_host(read)
        result.update(scene=sim.scene.name, viewers=viewer.viewer_count)
        return _json(result)

    async def object_info(request: Request) -> Response:
        handle = _int(request.path_params["handle"], "handle")
        sim = viewer.simulation

        def read() -> dict[str, Any]:
            obj = sim.tree.by_handle.get(handle)
            if obj is None:
                raise SimError(f"no object with handle {handle}")
            return object_details(sim, obj)

        return _json(await viewer.on_host(read))

    async def log(request: Request) -> Response:
        sim = viewer.simulation

        def read() -> dict[str, Any]:
            lines, total = sim.log.lines()[-LOG_LINES:], sim.log.total
            first = total - len(lines) + 1
            return {"total": total, "lines": [
                {"seq": first + i, "time": round(line.sim_time, 6), "verbosity": line.verbosity, "text": log_text(line),
                 "error": line.verbosity == 420}
                for i, line in enumerate(lines)]}

        return _json(await viewer.on_host(read))

    async def drawings(request: Request) -> Response:
        return _json(await viewer.on_host(viewer.simulation.drawings.drawings))

    async def graphs(request: Request) -> Response:
        return _json(await viewer.on_host(viewer.simulation.drawings.graphs))

    async def vision(request: Request) -> Response:
        handle = _int(request.path_params["handle"], "handle")
        api = viewer.simulation.api
        raw, (width, height) = await viewer.on_host(lambda: api.getVisionSensorImg(handle))
        image = np.frombuffer(raw, dtype=np.uint8).reshape(height, width, 3)[::-1]  # bottom row first
        return Response(encode_png(image), media_type="image/png", headers=_SECURITY_HEADERS)

    async def act(request: Request) -> Response:
        action = request.path_params["action"]
        sim = viewer.simulation
        actions: dict[str, Callable[[], bool]] = {"start": sim.start, "pause": sim.pause, "stop": sim.stop,
                                                   "step": lambda: _step_once(sim)}
        if action not in actions:
            return _error(404, f"no such action: {action} (start, pause, stop or step)")
        changed = bool(await viewer.on_host(actions[action]))
        return _json({"ok": True, "changed": changed})

    async def realtime(request: Request) -> Response:
        body = await _body(request)
        enabled = body.get("enabled")
        if not isinstance(enabled, bool):
            raise ValueError('send {"enabled": true} or {"enabled": false}')
        sim = viewer.simulation

        def apply() -> bool:
            sim.real_time = enabled
            return sim.real_time

        return _json({"ok": True, "realTime": await viewer.on_host(apply)})

    async def speed(request: Request) -> Response:
        body = await _body(request)
        sim = viewer.simulation
        value = body.get("passesPerFrame")
        change = body.get("change")

        def apply() -> int:
            if isinstance(value, int) and not isinstance(value, bool):
                new = value
            elif change in (1, -1):
                new = _next_speed(sim.loop.passes_per_frame, change)
            else:
                raise ValueError('send {"passesPerFrame": N} or {"change": 1 | -1}')
            if not 1 <= new <= 1000:
                raise ValueError("passes per frame must be between 1 and 1000")
            sim.loop.passes_per_frame = new
            return new

        return _json({"ok": True, "passesPerFrame": await viewer.on_host(apply)})

    async def joint_target(request: Request) -> Response:
        handle = _int(request.path_params["handle"], "handle")
        body = await _body(request)
        value = body.get("value")
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
            raise ValueError('send {"value": <number>} (and optionally "mode": position|velocity|force)')
        mode_name = body.get("mode")
        sim = viewer.simulation

        def apply() -> str:
            api = sim.api
            obj = sim.tree.get(handle)  # a SimError for a bad handle
            motor = sim.scene.motors.get(obj.mj_id) if obj.type == ObjectType.JOINT else None
            if motor is None:
                raise SimError(f"object handle {handle} is not a joint with a motor: nothing to set a target on")
            mode = MotorMode(mode_name) if mode_name else motor.mode
            if mode is MotorMode.PASSIVE:
                mode = MotorMode.POSITION
            setter = {MotorMode.POSITION: api.setJointTargetPosition, MotorMode.VELOCITY: api.setJointTargetVelocity,
                      MotorMode.FORCE: api.setJointTargetForce}[mode]
            setter(handle, float(value))
            return mode.value

        return _json({"ok": True, "mode": await viewer.on_host(apply)})

    async def signal(request: Request) -> Response:
        body = await _body(request)
        kind, name, value = body.get("kind"), body.get("name"), body.get("value")
        if kind not in ("int", "float", "string") or not isinstance(name, str) or not name:
            raise ValueError('send {"kind": "int"|"float"|"string", "name": "...", "value": ...}')
        if kind == "int":
            value = int(value)
        elif kind == "float":
            value = float(value)
        else:
            value = str(value).encode()
        table = getattr(viewer.simulation.signals, kind)
        await viewer.on_host(lambda: table.set(name, value))
        return _json({"ok": True})

    async def live(websocket: WebSocket) -> None:
        why = viewer.guard.refusal(websocket.headers.get("host"), websocket.headers.get("origin"),
                                   websocket.query_params.get(TOKEN_QUERY), True)
        if why is not None:
            logger.info("viewer WebSocket refused: %s", why)
            await websocket.close(code=1008)  # before accept: uvicorn answers 403
            return
        if viewer.viewer_count >= viewer.max_viewers:
            await websocket.close(code=1013)
            return
        channel = websocket.scope.get("extensions", {}).get(EXTENSION)
        if channel is None:  # served by another WebSocket implementation than WebViewer's
            await websocket.close(code=1011)
            return
        await websocket.accept()
        client = websocket.client
        page = Viewer(channel, f"{client.host}:{client.port}" if client else "?")
        if not viewer.add_viewer(page):
            await websocket.close(code=1013)
            return
        try:
            await _drain(websocket)  # frames go out through the broadcaster; here only the close
        finally:
            viewer.broadcaster.remove(page)

    routes = [
        Route("/", index),
        Route("/index.html", index),
        Route("/favicon.ico", no_icon),
        Route("/api/scene", scene),
        Route("/api/status", reading(status)),
        Route("/api/object/{handle}", reading(object_info)),
        Route("/api/log", reading(log)),
        Route("/api/drawings", reading(drawings)),
        Route("/api/graphs", reading(graphs)),
        Route("/api/vision/{handle}.png", reading(vision)),
        Route("/api/realtime", changing(realtime), methods=["POST"]),
        Route("/api/speed", changing(speed), methods=["POST"]),
        Route("/api/joint/{handle}/target", changing(joint_target), methods=["POST"]),
        Route("/api/signal", changing(signal), methods=["POST"]),
        Route("/api/{action}", changing(act), methods=["POST"]),
        WebSocketRoute("/ws", live),
        Mount("/static", app=StaticFiles(directory=str(static_dir)), name="static"),
    ]
    return _HostCheck(Starlette(routes=routes), viewer)


async def _answer(handler: Callable[[Request], Awaitable[Response]], request: Request) -> Response:
    try:
        return await handler(request)
    except (SimError, ValueError, KeyError) as exc:
        return _error(400, str(exc).strip("'\""))
    except TimeoutError as exc:
        return _error(503, str(exc))


async def _drain(websocket: WebSocket) -> None:
    """Read (and ignore) what a page sends, so a close is noticed; ends when the page goes."""
    try:
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                return
    except (WebSocketDisconnect, RuntimeError):
        return


async def _body(request: Request) -> dict[str, Any]:
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > MAX_BODY_BYTES):
        raise ValueError(f"request body too large (at most {MAX_BODY_BYTES} bytes)")
    try:
        raw = await asyncio.wait_for(request.body(), BODY_TIMEOUT_SECONDS)
    except asyncio.TimeoutError:
        raise ValueError("request body did not arrive in time") from None
    if len(raw) > MAX_BODY_BYTES:
        raise ValueError(f"request body too large (at most {MAX_BODY_BYTES} bytes)")
    try:
        body = json.loads(raw or b"{}")
    except ValueError:
        raise ValueError("the request body must be JSON") from None
    if not isinstance(body, dict):
        raise ValueError("the request body must be a JSON object")
    return body


def _step_once(sim: Any) -> bool:
    """One pass, then paused (CoppeliaSim's step button): resume with a pause already requested."""
    if sim.state.advancing and not sim.loop.pause_requested:
        return False  # running: pause first
    sim.start()
    sim.pause()
    return True


_SPEEDS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1000)


def _next_speed(current: int, change: int) -> int:
    if change > 0:
        return next((s for s in _SPEEDS if s > current), _SPEEDS[-1])
    return next((s for s in reversed(_SPEEDS) if s < current), _SPEEDS[0])


def _int(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"{what} must be an integer, not {text!r}") from None


def _json(body: dict[str, Any], status: int = 200) -> JSONResponse:
    return JSONResponse(body, status_code=status, headers=_SECURITY_HEADERS)


def _error(status: int, message: str) -> JSONResponse:
    return _json({"ok": False, "error": message}, status)


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key == name:
            return value.decode("latin-1")
    return None
