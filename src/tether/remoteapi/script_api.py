"""``simRemoteApi``, the legacy remote API's service as child scripts see it: scripts start and
stop TCP or shared-memory services at run time, as CoppeliaSim's ``simRemoteApi.start``/``stop``."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from tether.host.endpoint import Endpoint
from tether.remoteapi.shm_server import legacy_endpoint

if TYPE_CHECKING:
    from tether.host import SimulationHost

__all__ = ["ScriptRemoteApi", "install_script_api"]

logger = logging.getLogger("tether.remoteapi")


class ScriptRemoteApi:
    """``simRemoteApi`` as child scripts see it: start/stop services at run time.

    Services started this way close when the simulation stops (as in CoppeliaSim). A negative
    port starts a shared-memory service (:mod:`tether.remoteapi.shm_server`).
    """

    def __init__(self, host: SimulationHost, address: str, file_root: Path | None = None) -> None:
        self._host = host
        self._address = address
        self._file_root = file_root
        self._servers: dict[int, Endpoint] = {}
        host.simulation.loop.on_stop.append(self._close_all)

    def start(self, port: int, maxPacketSize: int = 1300, debug: bool = False, preEnableTrigger: bool = False) -> int:  # noqa: N803
        """Serve ``port``; returns 1 on success, -1 if it is already served or cannot be bound."""
        port = int(port)
        if port in self._servers:
            return -1
        try:
            server = self._host.call(
                lambda: legacy_endpoint(
                    self._host, port, self._address, stepping_allowed=bool(preEnableTrigger),
                    file_root=self._file_root, max_packet_size=maxPacketSize if port > 0 else None,
                )
            )
        except OSError as exc:
            logger.warning("simRemoteApi.start(%d): %s", port, exc)
            return -1
        self._servers[port] = server
        return 1

    def stop(self, port: int) -> int:
        """Stop a service started with :meth:`start`; 1 on success, -1 if there is none."""
        server = self._servers.pop(int(port), None)
        if server is None:
            return -1
        self._host.call(server.close)
        return 1

    def _close_all(self) -> None:
        for port in list(self._servers):
            self._servers.pop(port).close()


def install_script_api(host: SimulationHost, address: str = "127.0.0.1", file_root: Path | None = None) -> ScriptRemoteApi:
    """Give every script of the host's simulation a ``simRemoteApi`` object."""
    api = ScriptRemoteApi(host, address, file_root)
    host.simulation.scripts.script_globals["simRemoteApi"] = api
    return api
