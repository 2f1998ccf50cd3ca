"""Helpers of the ZeroMQ remote API tests (a module of its own: test modules import it, never
conftest, whose name other test folders share)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

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
