"""Fixtures for the browser viewer tests: a real Simulation on a SimulationHost with a WebViewer."""

from __future__ import annotations

import http.client
import json
import time
from typing import Any, Callable, Iterator, NamedTuple

import pytest

from tether.core import Simulation
from tether.host import SimulationHost
from tether.web import WebViewer


class Served(NamedTuple):
    sim: Simulation
    host: SimulationHost
    viewer: WebViewer


@pytest.fixture
def served() -> Iterator[Served]:
    """The built-in scene, stopped, behind a viewer on an ephemeral port."""
    sim = Simulation()
    host = SimulationHost(sim)
    host.start()
    viewer = WebViewer(host, 0)
    host.endpoints.append(viewer)  # as serve.py does: the host closes it
    try:
        yield Served(sim, host, viewer)
    finally:
        host.stop()
        viewer.close()


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


class EventStream:
    """A plain HTTP client of /events that parses Server-Sent Events."""

    def __init__(self, port: int, timeout: float = 5.0) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
        self.conn.request("GET", "/events")
        self.response = self.conn.getresponse()
        assert self.response.status == 200
        assert self.response.getheader("Content-Type") == "text/event-stream"

    def next(self) -> tuple[str, dict[str, Any]]:
        """The next event as (name, data)."""
        name, data = "message", None
        while True:
            line = self.response.fp.readline()
            if not line:
                raise EOFError("the stream ended")
            line = line.rstrip(b"\r\n")
            if not line:
                if data is not None:
                    return name, json.loads(data)
                name = "message"
                continue
            field, _, value = line.decode().partition(":")
            value = value.removeprefix(" ")
            if field == "event":
                name = value
            elif field == "data":
                data = value if data is None else data + "\n" + value

    def next_named(self, wanted: str) -> dict[str, Any]:
        while True:
            name, data = self.next()
            if name == wanted:
                return data

    def close(self) -> None:
        # the response holds its own reference to the socket: close both, or nothing is closed
        self.response.close()
        self.conn.close()


def request(port: int, method: str, path: str, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    """One request; (status, parsed JSON or text)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request(method, path, headers=headers or {})
        response = conn.getresponse()
        body = response.read()
        kind = response.getheader("Content-Type", "")
        return response.status, json.loads(body) if kind.startswith("application/json") else body.decode()
    finally:
        conn.close()
