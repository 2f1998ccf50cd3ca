"""Benchmark servers in processes of their own, pinned to a core (see placement.py)."""

from __future__ import annotations

import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from tether.bench.placement import pin_child

__all__ = ["ServerProcess", "TETHER_SERVER", "tether_server", "serving"]


class ServerProcess:
    """``python -c CODE ARGS...`` pinned to ``cpu``: it prints its port (or ``ready:ANSWER``) on a
    line of its own once it serves, and ends when its stdin closes. Lines before that (a library's
    own chatter) are skipped. ``wait=False``: started only; :meth:`wait_ready` (or :func:`serving`)
    waits for that line, so several servers can start side by side."""

    def __init__(self, code: str, *args: str, cpu: int | None = None, wait: bool = True) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", code, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, preexec_fn=pin_child(cpu),
        )
        self.answer = ""
        self.port = 0
        self.ready = False
        if wait:
            self.wait_ready()

    def wait_ready(self) -> "ServerProcess":
        """Wait until the server serves (its port line); RuntimeError if it ended instead."""
        if self.ready:
            return self
        assert self.proc.stdout is not None
        line = "-"
        while line and not (line.startswith("ready:") or line.strip().isdigit()):
            line = self.proc.stdout.readline()
        if not line:
            self.close()
            raise RuntimeError("benchmark server process did not start")
        self.answer = line.strip().removeprefix("ready:")
        self.port = int(self.answer) if self.answer.lstrip("-").isdigit() else 0  # negative: shared memory
        self.ready = True
        return self

    def idle_cpu(self, seconds: float = 0.5) -> float:
        """The server's CPU use (0..1 of a core) while nobody talks to it."""

        def cpu() -> float:
            # schedstat counts CPU time in ns (stat's utime/stime tick at 10 ms: too coarse for
            # a server that wakes a few dozen times a second); its threads that are gone are lost
            total = 0
            for task in Path(f"/proc/{self.proc.pid}/task").iterdir():
                try:
                    total += int((task / "schedstat").read_text().split()[0])
                except (OSError, ValueError, IndexError):
                    pass
            return total / 1e9

        before = cpu()
        time.sleep(seconds)
        return (cpu() - before) / seconds

    def close(self) -> None:
        self.stop()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(5)

    def stop(self) -> None:
        """Ask it to end (its stdin closes) without waiting: :meth:`close` waits."""
        try:
            if self.proc.stdin:
                self.proc.stdin.close()
        except OSError:
            pass


@contextmanager
def serving(*servers: ServerProcess) -> Iterator[tuple[ServerProcess, ...]]:
    """Servers started with ``wait=False`` (they start side by side: a tether server's imports and
    scene load take seconds), once every one serves; all are closed at the end, side by side too."""
    try:
        for server in servers:
            server.wait_ready()
        yield servers
    finally:
        for server in servers:
            server.stop()
        for server in servers:
            server.close()


#: ``tether`` serving one endpoint (argv: ``legacy``, ``shm`` (the legacy shared-memory transport,
#: printed as ``ready:-PORT``) or ``zmq``, then an optional scene file).
TETHER_SERVER = """
import os, random, sys
from tether.core import Simulation
from tether.host import SimulationHost
kind, scene = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else None)
if kind == "zmq":
    from tether.zmqremoteapi.server import ZmqRemoteApiServer as Server
elif kind == "shm":
    from tether.remoteapi.shm_server import ShmLegacyServer as Server
else:
    from tether.remoteapi.server import LegacyServer as Server
port = 0
while kind == "shm" and (not port or os.path.exists("/dev/shm/LocalSIM_REMOTE_API%05d" % -port)):
    port = -random.randint(30000, 99999)
host = SimulationHost(Simulation(scene))
host.start()
server = host.call(lambda: Server(host, port))
print(f"ready:{server.port}", flush=True)
sys.stdin.read()
host.stop()
"""


def tether_server(kind: str, cpu: int | None, scene: str | None = None, wait: bool = True) -> ServerProcess:
    """A tether serving the built-in scene (or ``scene``) over ``kind`` (legacy, shm, zmq) on ``cpu``."""
    return ServerProcess(TETHER_SERVER, kind, *([scene] if scene else []), cpu=cpu, wait=wait)
