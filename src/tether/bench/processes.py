"""Benchmark servers in processes of their own, pinned to a core (see placement.py)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from tether.bench.placement import pin_child

__all__ = ["ServerProcess", "TETHER_SERVER", "tether_server"]


class ServerProcess:
    """``python -c CODE ARGS...`` pinned to ``cpu``: it prints its port (or ``ready:ANSWER``) on a
    line of its own once it serves, and ends when its stdin closes. Lines before that (a library's
    own chatter) are skipped."""

    def __init__(self, code: str, *args: str, cpu: int | None = None) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", code, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, preexec_fn=pin_child(cpu),
        )
        assert self.proc.stdout is not None
        line = "-"
        while line and not (line.startswith("ready:") or line.strip().isdigit()):
            line = self.proc.stdout.readline()
        if not line:
            self.close()
            raise RuntimeError("benchmark server process did not start")
        self.answer = line.strip().removeprefix("ready:")
        self.port = int(self.answer) if self.answer.lstrip("-").isdigit() else 0  # negative: shared memory

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
        try:
            if self.proc.stdin:
                self.proc.stdin.close()
            self.proc.wait(5)
        except (subprocess.TimeoutExpired, OSError):
            self.proc.kill()
            self.proc.wait(5)


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


def tether_server(kind: str, cpu: int | None, scene: str | None = None) -> ServerProcess:
    """A tether serving the built-in scene (or ``scene``) over ``kind`` (legacy, shm, zmq) on ``cpu``."""
    return ServerProcess(TETHER_SERVER, kind, *([scene] if scene else []), cpu=cpu)
