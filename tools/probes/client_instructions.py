"""A legacy client's own work per call, in instructions (callgrind): steady on a loaded machine.

Wall-clock rates and even CPU times swing by 2x on a shared 2-core VM; instruction counts do not.
This probe runs the legacy lanes' client loops (``tether bench legacy``: the drop-in's blocking
``simxGetObjectPosition``, its stepping loop, ``LockstepClient.step``) against a tether server in
another process, with this process under ``valgrind --tool=callgrind``, and counts the
user-space instructions of the calls only (collection is on inside the measured ``sum(map(...))``
and off inside ``select.select``). Waiting is taken out: the clients' spin-then-poll receive
(``recv_spinning``) is replaced, in this process only, by a ``select`` then one ``recv``, so a
call counts what it does, not how long the server took. The count includes that stand-in's own
few thousand instructions per exchange. The communication thread of the drop-in is counted only
while it runs inside the measured region, as it does in the real loop.

Compare two commits by running each one's copy with its ``src`` first on ``PYTHONPATH``::

    PYTHONPATH=/tmp/base/src python tools/probes/client_instructions.py blocking fast stepping
    TETHER_PURE_PYTHON=1 python tools/probes/client_instructions.py blocking   # the pure build

Needs ``valgrind``.
"""

from __future__ import annotations

import argparse
import os
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable

#: calls counted per loop (the stepping loop is 16 calls and two messages per step)
COUNTS = {"blocking": 300, "fast": 300, "stepping": 100}


def _blocking_wait(sock: socket.socket, poller: object, spin_until: float, deadline: float) -> bytes | None:
    """recv_spinning's stand-in: wait in select (not counted), then one recv."""
    while True:
        select.select([sock], [], [], max(0.0, deadline - time.monotonic()))
        try:
            return sock.recv(65536, socket.MSG_DONTWAIT)
        except BlockingIOError:
            if time.monotonic() >= deadline:
                return None


def _measured(which: str, count: int) -> None:
    """The loop valgrind runs (this process is the client)."""
    from tether.bench import legacy
    from tether.bench.processes import tether_server
    from tether.remoteapi import client as client_module
    from tether.remoteapi import fast as fast_module

    client_module.recv_spinning = _blocking_wait  # type: ignore[assignment]
    fast_module.recv_spinning = _blocking_wait  # type: ignore[assignment]
    loops: dict[str, Callable[..., Any]] = {"blocking": legacy.blocking_calls, "stepping": legacy.simpy_stepping, "fast": legacy.fast_stepping}
    server = tether_server("legacy", 1)
    try:
        with loops[which](server.port) as (once, _):
            for _ in range(50):
                once()
            sum(map(lambda _: (once(), 0)[1], range(count)))  # collected: builtin_sum
    finally:
        server.close()


def count(which: str, calls: int) -> int:
    """Instructions per call of loop ``which`` (runs this file under callgrind)."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--collect-atstart=no",
             "--toggle-collect=builtin_sum*", "--toggle-collect=select_select*",
             sys.executable, __file__, "--measured", which, str(calls)],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        with open(out) as f:
            for line in f:
                if line.startswith(("summary:", "totals:")):
                    return int(line.split()[1]) // calls
    raise RuntimeError("callgrind wrote no summary")


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--measured":
        _measured(sys.argv[2], int(sys.argv[3]))
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("loops", nargs="*", default=list(COUNTS), choices=list(COUNTS))
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("client_instructions.py needs valgrind")
    for which in args.loops:
        print(f"{which:9s} {count(which, COUNTS[which]):9,d} instructions per call")


if __name__ == "__main__":
    main()
