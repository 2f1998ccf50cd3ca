"""Fixtures for the legacy remote API *server* tests: a real SimulationHost running the
built-in scene, a LegacyServer on an ephemeral 127.0.0.1 port, and sim.py clients.

conftest.py makes them the ``served`` and ``served_client`` fixtures; a server test module
names the latter ``client`` with a one-line fixture of its own (the client tests' ``client`` is
a scripted peer's).
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

import pytest

from tether.core import Simulation
from tether.host import SimulationHost
from tether.remoteapi import sim
from tether.remoteapi.server import LegacyServer
from waiting import wait_until  # re-exported: the legacy tests import it from here


@dataclass
class Served:
    """A running host + server; ``call`` runs a function on the host thread."""

    host: SimulationHost
    server: LegacyServer
    simulation: Simulation

    @property
    def port(self) -> int:
        return self.server.port

    def call(self, fn: Callable):  # noqa: ANN201
        return self.host.call(fn)

    def connect(self, cycle_ms: int = 1, timeout_ms: int = 3000, index: int = 0) -> int:
        """simxStart to the server; ``index`` picks one of 16 spellings of 127.0.0.1, since
        sim.py (like the official client) allows one client per address and port."""
        cid = sim.simxStart(loopback(index), self.port, True, True, timeout_ms, cycle_ms)
        assert cid >= 0, "could not connect to the tether legacy server"
        return cid


def loopback(index: int) -> str:
    """The ``index``-th (0..15) spelling of 127.0.0.1 (zero-padded octets)."""
    a, b = divmod(index, 4)
    return f"127.{'0' * (a + 1)}.{'0' * (b + 1)}.1"


def start_served(stepping_allowed: bool = True, file_root: Path | None = None) -> Served:
    simulation = Simulation()
    simulation.loop.real_time = False  # the built-in scene says real time; tests free-run as fast as possible
    host = SimulationHost(simulation)
    host.start()
    server = host.call(lambda: LegacyServer(host, 0, stepping_allowed=stepping_allowed, file_root=file_root))
    return Served(host, server, simulation)


def served_fixture() -> Iterator[Served]:
    """The ``served`` fixture (conftest.py): a running host and server, stopped afterwards."""
    s = start_served()
    try:
        yield s
    finally:
        sim.simxFinish(-1)
        s.host.stop()


def served_client_fixture(served: Served) -> Iterator[int]:
    """The ``served_client`` fixture (conftest.py): a sim.py client of ``served``."""
    cid = served.connect()
    yield cid
    sim.simxFinish(cid)


# The old way, for tests written before conftest.py had these (importing them needs noqa: F401/F811)
served = pytest.fixture(served_fixture, name="served")
client = pytest.fixture(served_client_fixture, name="client")




#: Where the official legacy client lives (CoppeliaRobotics/remoteApiBindings, never committed).
OFFICIAL_DIR = os.environ.get("TETHER_OFFICIAL_REMOTEAPI_DIR")
OFFICIAL_FILES = ("sim.py", "simConst.py", "remoteApi.so")

#: Marks for tests that run the official client: it is present, and `unshare --net` can keep it
#: on loopback (its sim.py may send to a garbage address on reconnect, spec 5.1).
OFFICIAL_CLIENT_MARKS = [
    pytest.mark.skipif(
        not OFFICIAL_DIR or not all(os.path.isfile(os.path.join(OFFICIAL_DIR, f)) for f in OFFICIAL_FILES),
        reason="set TETHER_OFFICIAL_REMOTEAPI_DIR to a folder with the official sim.py, simConst.py "
               "and remoteApi.so (CoppeliaRobotics/remoteApiBindings)",
    ),
    pytest.mark.skipif(shutil.which("unshare") is None or shutil.which("ip") is None,
                       reason="needs `unshare --net` and `ip` (util-linux, iproute2)"),
]


def run_without_network(cmd: str, timeout_s: float) -> tuple[str, str]:
    """Run the shell command ``cmd`` inside ``unshare --net`` (loopback only, brought up first):
    (stdout, stderr); a timeout is reported in stderr. Skips the test when unshare cannot run."""
    import subprocess

    try:
        probe = subprocess.run(["unshare", "--net", "true"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        pytest.skip(f"unshare --net unavailable: {exc}")
    if probe.returncode != 0:
        pytest.skip(f"unshare --net unavailable: {probe.stderr.strip()}")
    try:
        out = subprocess.run(["unshare", "--net", "sh", "-c", f"ip link set lo up && {cmd}"],
                             capture_output=True, text=True, timeout=timeout_s)
        return out.stdout, out.stderr
    except subprocess.TimeoutExpired as exc:
        stdout = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        return stdout, f"timed out after {timeout_s:g} s"
