"""Helpers of the viewer tests: a real Simulation on a SimulationHost behind a WebViewer."""

from __future__ import annotations

import http.client
import json
import socket
import time
from collections.abc import Callable
from typing import Any, NamedTuple


from tether.core import Simulation
from tether.host import SimulationHost
from tether.web import WebViewer


class Served(NamedTuple):
    sim: Simulation
    host: SimulationHost
    viewer: WebViewer

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.viewer.port}"

    def post(self, path: str, body: dict[str, Any] | None = None, **headers: str) -> tuple[int, Any]:
        """A POST as the page sends it (Origin and token), unless ``headers`` say otherwise."""
        sent = {"Origin": self.origin, "X-Tether-Token": self.viewer.guard.token, "Content-Type": "application/json"}
        sent.update({k.replace("_", "-"): v for k, v in headers.items()})
        sent = {k: v for k, v in sent.items() if v is not None}
        return request(self.viewer.port, "POST", path, sent, json.dumps(body or {}).encode())


def serve(sim: Simulation | None = None, **options: Any) -> Served:
    sim = sim or Simulation()
    host = SimulationHost(sim)
    host.start()
    viewer = WebViewer(host, 0, **options)
    return Served(sim, host, viewer)


def shut(served: Served) -> None:
    served.host.stop()
    served.viewer.close()


def wait_until(predicate: Callable[[], Any], timeout: float = 10.0, what: str = "condition") -> Any:
    """Poll ``predicate`` until truthy (bounded); its value."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


def request(port: int, method: str, path: str, headers: dict[str, str] | None = None,
            body: bytes | None = None) -> tuple[int, Any]:
    """One request to 127.0.0.1; (status, parsed JSON or text or bytes)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        response = conn.getresponse()
        data = response.read()
        kind = response.getheader("Content-Type", "")
        if kind.startswith("application/json"):
            return response.status, json.loads(data)
        if kind.startswith("text/"):
            return response.status, data.decode()
        return response.status, data
    finally:
        conn.close()


def ws_handshake(port: int, path: str, host: str | None = None, origin: str | None = None,
                 timeout: float = 10.0) -> tuple[int, socket.socket]:
    """A WebSocket opening handshake by hand (any Host/Origin); (HTTP status, the socket)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    lines = [
        f"GET {path} HTTP/1.1", f"Host: {host or f'127.0.0.1:{port}'}", "Upgrade: websocket", "Connection: Upgrade",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
    ]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(4096)
        if not chunk:
            break
        head += chunk
    status = int(head.split(b" ", 2)[1]) if head.startswith(b"HTTP/1.1 ") else 0
    return status, sock
