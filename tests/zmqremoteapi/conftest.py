"""Fixtures: a simulation host serving the ZeroMQ remote API on a free port of 127.0.0.1."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

import pytest

from tether.core import Simulation
from tether.host import SimulationHost
from tether.zmqremoteapi.server import ZmqRemoteApiServer

SCENES = Path(__file__).parent / "scenes"


@dataclass
class Served:
    host: SimulationHost
    server: ZmqRemoteApiServer
    simulation: Simulation

    @property
    def port(self) -> int:
        return self.server.port

    def client(self):  # noqa: ANN201 - the official client, connected
        from coppeliasim_zmqremoteapi_client import RemoteAPIClient

        return RemoteAPIClient("127.0.0.1", self.port)


@pytest.fixture
def serve() -> Iterator[Callable[..., Served]]:
    """serve(scene=None, idle_timeout=10, file_root=None) -> Served (stopped after the test)."""
    hosts: list[SimulationHost] = []

    def start(scene: str | Path | None = None, idle_timeout: float = 10.0, file_root: Path | None = None,
              **server_args: object) -> Served:
        sim = Simulation(scene)
        host = SimulationHost(sim, idle_timeout=idle_timeout)
        host.start()
        hosts.append(host)
        server = host.call(lambda: ZmqRemoteApiServer(host, 0, file_root=file_root, **server_args))
        return Served(host, server, sim)

    yield start
    for host in hosts:
        host.stop()


@pytest.fixture
def served(serve: Callable[..., Served]) -> Served:
    """The built-in demo scene, served."""
    return serve()
