"""The served process's instructions per fast-path exchange (callgrind), the host loop included.

``exchange_stages.py`` counts one message's server turn in one thread; this counts what the
real two-process lane costs the process that serves it: a tether (``SimulationHost`` started,
``ShmLegacyServer`` on a shared-memory port, the KUKA iiwa of ``pybullet_data``) runs under
callgrind, this process drives it with ``LockstepClient.step`` (7 targets, one step, 7 reads:
the peer lane's loop, the same targets each step, or ``--vary``: new targets each step). After
a warm-up the server's counters are zeroed (``callgrind_control -z``), ``--count`` exchanges
run, and a dump (``callgrind_control -d``) gives the whole process's instructions: the host
loop's turns (the message's and the idle ones while this side works), decode, execution, the
pass and the reply. Runs on any tree (``PYTHONPATH=OTHER/src``). Usage::

    python tools/probes/served_instructions.py [--count 1000] [--vary]

Needs ``valgrind`` and ``pybullet`` (for the KUKA).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exchange_stages import KUKA_JOINTS, TARGETS, _kuka_scene  # noqa: E402  (the probe's scene, not a copy)

SERVER = textwrap.dedent("""
    import random, sys
    from tether.core import Simulation
    from tether.host import SimulationHost
    from tether.remoteapi.shm_server import ShmLegacyServer

    host = SimulationHost(Simulation(sys.argv[1]))
    port = -random.randint(30000, 99999)
    ShmLegacyServer(host, port)
    host.start()
    print("port", port, flush=True)
    sys.stdin.readline()  # until the client is done
""")


def served(count: int, vary: bool, warm: int = 300) -> tuple[int, float]:
    """Instructions and the host loop's idle turns (sched_yield calls) per exchange of the
    served process."""
    from tether.remoteapi.fast import LockstepClient

    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "cg.out")
        server = subprocess.Popen(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", SERVER,
             _kuka_scene(folder)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            line = server.stdout.readline()  # type: ignore[union-attr]
            if not line.startswith("port"):
                raise RuntimeError("the served process did not start")
            client = LockstepClient("127.0.0.1", int(line.split()[1]), timeout=120.0)
            joints = [client.handle(n) for n in KUKA_JOINTS]
            client.enable_stepping()
            client.start()
            fixed = dict(zip(joints, TARGETS))
            for i in range(warm):
                client.step(fixed, joints)
            subprocess.run(["callgrind_control", "-z", str(server.pid)], check=True, capture_output=True)
            for i in range(count):
                client.step({h: t + 1e-5 * (i % 1000) for h, t in fixed.items()} if vary else fixed, joints)
            subprocess.run(["callgrind_control", "-d", str(server.pid)], check=True, capture_output=True)
            client.stop()
            client.close()
        finally:
            server.stdin.close()  # type: ignore[union-attr]
            server.wait(120)
        time.sleep(0.5)
        dumps = sorted(Path(folder).glob("cg.out.*"), key=lambda p: p.stat().st_mtime)
        return _per_exchange(dumps[0].read_text(), count)


def _per_exchange(dump: str, count: int) -> tuple[int, float]:
    """(instructions, the host loop's sched_yield calls) per exchange in a callgrind dump: the
    yields are its idle turns, which the other side's pace decides (compare runs with like counts)."""
    total = 0
    yields = 0
    names: dict[str, str] = {}
    callee = ""
    for line in dump.splitlines():
        if line.startswith(("summary:", "totals:")):
            total = int(line.split()[1])
        elif line.startswith(("fn=", "cfn=")):  # (id) name, or (id) alone once named by either
            ref, _, name = line.partition("=")[2].partition(" ")
            if name:
                names[ref] = name
            if line[0] == "c":
                callee = names.get(ref, "")
        elif line.startswith("calls=") and callee.endswith("sched_yield"):
            yields += int(line[6:].split()[0])
    if not total:
        raise RuntimeError("no totals in the dump")
    return total // count, yields / count


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--vary", action="store_true", help="new targets each step (a controller's case)")
    args = ap.parse_args()
    instructions, yields = served(args.count, args.vary)
    print(f"served process: {instructions:,d} instructions and {yields:.2f} sched_yield calls per exchange"
          f" ({'new' if args.vary else 'the same'} targets each step)")


if __name__ == "__main__":
    main()
