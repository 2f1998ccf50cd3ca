"""Fixtures: a simulation host serving the ZeroMQ remote API on a free port of 127.0.0.1."""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterator

import pytest
from zmq_fixtures import SCENES, Served

from tether.core import Simulation
from tether.host import SimulationHost
from tether.zmqremoteapi.server import ZmqRemoteApiServer

__all__ = ["SCENES", "Served"]


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
