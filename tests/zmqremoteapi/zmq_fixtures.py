"""Helpers of the ZeroMQ remote API tests (a module of its own: test modules import it, never
conftest, whose name other test folders share)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from contextlib import contextmanager
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


#: The official client in a process of its own: it raises its stepping level, says so, then
#: sleeps (a controller that stopped answering; the test kills it).
_STEPPING_CLIENT = textwrap.dedent("""
    import sys, time
    from coppeliasim_zmqremoteapi_client import RemoteAPIClient
    sim = RemoteAPIClient('127.0.0.1', int(sys.argv[1])).require('sim')
    sim.setStepping(True)
    print('stepping', flush=True)
    time.sleep(600)
""")


@contextmanager
def stepping_client_process(port: int) -> Iterator[subprocess.Popen[str]]:
    """A stepping official client in another process (it holds every pass until it steps, which
    it never does), once it is stepping; killed when the block ends if the test has not."""
    victim = subprocess.Popen([sys.executable, "-c", _STEPPING_CLIENT, str(port)], stdout=subprocess.PIPE, text=True)
    try:
        assert victim.stdout is not None and victim.stdout.readline().strip() == "stepping"
        yield victim
    finally:
        if victim.poll() is None:
            os.kill(victim.pid, signal.SIGKILL)
            victim.wait(10)


def kill(process: subprocess.Popen[str]) -> None:
    """SIGKILL: its socket closes without a word (no ``_*end*_``)."""
    process.send_signal(signal.SIGKILL)
    process.wait(10)
