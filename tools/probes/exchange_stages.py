"""Where one fast-path exchange over shared memory goes, stage by stage, both sides, any commit.

One process holds both ends of the peer lane's loop (``tether bench peer``: ``LockstepClient.step``
with 7 position targets, one step and 7 joint reads on the KUKA iiwa of ``pybullet_data``, or
``--builtin``: tether's built-in scene and its arm): a ``SimulationHost`` (its thread not
started), a ``ShmLegacyServer`` on a shared-memory port and a ``LockstepClient`` on it. The
client's channel is wrapped so that its ``request`` posts the message, runs one server turn on
this thread (``host._poll_all()``: what the host loop does when it polls the port) and takes the
reply: no waiting, no other thread, so the figures are the work alone and compare across commits.
The probe only uses what every tree since the shared-memory transport has (``PYTHONPATH`` picks
the tree: its ``src``).

The stages are told apart by messages that differ by one part (all built by the client's own
``step``, so the client's pack and decode are counted for each):

* ``empty``: no command (``step({}, (), steps=0)``): headers, transport, framing on both sides;
* ``targets``: 7 targets, the same values every time (the message repeats byte for byte);
* ``vary``: 7 targets with new values every time (a controller's case: each value is rebound);
* ``reads``: 7 blocking joint reads;
* ``trigger``: one synchronous trigger (the pass runs inline);
* ``lane``: the lane's message (the same 7 targets every step, trigger, 7 reads);
* ``full``: the same with new target values every step (a controller's case);
* ``pass``: the simulation's pass alone (no message), to take out of ``trigger`` and ``full``.

``instructions`` counts with callgrind, in one run for all variants: the client's part (the step
minus the server turn inside it) and the server's part (the turn) separately. ``time`` gives this thread's CPU time per
exchange for the same split (medians of repeats; pin it: ``taskset -c 1``). Usage::

    python tools/probes/exchange_stages.py instructions [--builtin] [VARIANT ...]
    taskset -c 1 python tools/probes/exchange_stages.py time [--builtin]
    PYTHONPATH=/tmp/old/src python tools/probes/exchange_stages.py instructions  # another commit

Needs ``valgrind`` for ``instructions``, ``pybullet`` for the KUKA.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

VARIANTS = ("empty", "targets", "vary", "reads", "trigger", "lane", "full", "pass")
TARGETS = [0.1, -0.2, 0.15, -0.3, 0.05, 0.25, -0.1]
KUKA_JOINTS = [f"lbr_iiwa_joint_{i}" for i in range(1, 8)]
ARM_JOINTS = [f"Arm_joint{i}" for i in range(1, 8)]


class _Loopback:
    """The client's channel, with a server turn on this thread between posting and reading."""

    def __init__(self, channel: Any, turn: Callable[[], None]) -> None:
        self.channel = channel
        self.turn = turn

    def request(self, data: bytes, timeout: float) -> bytes:
        ch = self.channel
        ch.send(data)
        self.turn()
        body = ch.receive(0.0)
        if body is None:
            raise RuntimeError("the server turn produced no reply")
        return body

    def close(self) -> None:
        self.channel.close()


def _kuka_scene(folder: str) -> str:
    import pybullet_data

    urdf = Path(pybullet_data.getDataPath()) / "kuka_iiwa" / "model.urdf"
    path = Path(folder) / "kuka.toml"
    path.write_text(f'model = "{urdf}"\ntime_step = {1 / 240!r}\n\n[[joint]]\nname = "lbr_iiwa_joint_*"\nmode = "position"\n')
    return str(path)


def setup(builtin: bool, folder: str) -> tuple[Any, Callable[[int, int], None], _Loopback]:
    """(simulation, one exchange of a variant by index, the client's wrapped channel)."""
    from tether.core import Simulation
    from tether.host import SimulationHost
    from tether.remoteapi.fast import LockstepClient
    from tether.remoteapi.shm_server import ShmLegacyServer

    sim = Simulation(None if builtin else _kuka_scene(folder))
    host = SimulationHost(sim)
    port = -random.randint(30000, 99999)
    ShmLegacyServer(host, port)
    poll_all = host._poll_all

    def turn() -> None:
        dict.fromkeys(map(lambda _: poll_all(), (0,)))  # the server's part: inside dict_fromkeys

    client = LockstepClient("127.0.0.1", port)
    client._shm = loopback = _Loopback(client._shm, turn)
    joints = [client.handle(n) for n in (ARM_JOINTS if builtin else KUKA_JOINTS)]
    client.enable_stepping()
    client.start()
    fixed = dict(zip(joints, TARGETS))
    step = client.step
    loop = getattr(sim, "loop", None)
    run_pass = loop.run_pass if loop is not None else sim._run_pass

    def once(variant: int, i: int) -> None:
        if variant == 0:
            step({}, (), steps=0)
        elif variant == 1:
            step(fixed, (), steps=0)
        elif variant == 2:
            step({h: t + 1e-5 * (i % 1000) for h, t in fixed.items()}, (), steps=0)
        elif variant == 3:
            step({}, joints, steps=0)
        elif variant == 4:
            step({}, (), steps=1)
        elif variant == 5:
            step(fixed, joints, steps=1)
        elif variant == 6:
            step({h: t + 1e-5 * (i % 1000) for h, t in fixed.items()}, joints, steps=1)
        else:
            with sim.lock:
                run_pass()

    return sim, once, loopback


def _measured(variants: list[str], count: int, builtin: bool) -> None:
    """The loop valgrind runs: per variant, ``count`` exchanges inside one functools.reduce
    (a dump of its own after it), each server turn inside dict.fromkeys."""
    import functools

    with tempfile.TemporaryDirectory() as folder:
        _, once, _ = setup(builtin, folder)
        for variant in variants:
            v = VARIANTS.index(variant)
            for i in range(100):  # warm up: caches, shapes, first-call imports
                once(v, i)
            functools.reduce(lambda a, i: (once(v, i), a)[1], range(100, 100 + count), 0)
        os._exit(0)  # no teardown under valgrind


def instructions(variants: list[str], count: int, builtin: bool, keep: str | None = None) -> dict[str, dict[str, int]]:
    """Per variant: the client's and the server's instructions per exchange (one callgrind run:
    collection on inside functools.reduce, a dump after each; the server's part is the inclusive
    cost of dict_fromkeys in that dump)."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "cg.out")
        argv = [sys.executable, __file__, "--measured", ",".join(variants), str(count)] + (["--builtin"] if builtin else [])
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--collect-atstart=no",
                        "--toggle-collect=functools_reduce", "--dump-after=functools_reduce", *argv],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        dumps = sorted((p for p in Path(folder).glob("cg.out.*") if p.suffix[1:].isdigit()),
                       key=lambda p: int(p.suffix[1:]))
        rows: dict[str, dict[str, int]] = {}
        for variant, dump in zip(variants, dumps):
            whole = server = 0
            for line in dump.read_text().splitlines():
                if line.startswith(("summary:", "totals:")):
                    whole = int(line.split()[1])
            annotated = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(dump)],
                                       capture_output=True, text=True).stdout
            for line in annotated.splitlines():
                if ":dict_fromkeys " in line or line.rstrip().endswith(":dict_fromkeys"):
                    server = int(line.split()[0].replace(",", ""))
                    break
            rows[variant] = {"client": (whole - server) // count, "server": server // count}
            if keep:  # for callgrind_annotate --inclusive=yes: where each side's part goes
                Path(keep).mkdir(parents=True, exist_ok=True)
                shutil.copy(dump, Path(keep) / f"callgrind.{variant}")
        return rows


def time_server_turns(loopback: Any) -> list[float]:
    """Wrap the loopback's server turn so it adds this thread's CPU seconds to the returned
    one-item list (reset it to 0.0 before a measured run)."""
    clock = time.thread_time
    spent = [0.0]
    turn = loopback.turn

    def timed_turn() -> None:
        start = clock()
        turn()
        spent[0] += clock() - start

    loopback.turn = timed_turn
    return spent


def cpu_times(builtin: bool, count: int, repeats: int) -> dict[str, dict[str, float]]:
    """Per variant: µs of this thread's CPU per exchange, whole and server turn (medians)."""
    clock = time.thread_time
    with tempfile.TemporaryDirectory() as folder:
        sim, once, loopback = setup(builtin, folder)
        spent = time_server_turns(loopback)
        results: dict[str, dict[str, float]] = {}
        for v, name in enumerate(VARIANTS):
            for i in range(300):
                once(v, i)
            whole, server = [], []
            for _ in range(repeats):
                spent[0] = 0.0
                start = clock()
                for i in range(count):
                    once(v, i)
                total = clock() - start
                whole.append(total / count * 1e6)
                server.append(spent[0] / count * 1e6)
            results[name] = {"exchange": statistics.median(whole), "server": statistics.median(server)}
        return results


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["instructions", "time"])
    ap.add_argument("variants", nargs="*", help=f"any of {', '.join(VARIANTS)} (default: all)")
    ap.add_argument("--builtin", action="store_true", help="tether's built-in scene and arm (default: the KUKA)")
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--keep", metavar="DIR", help="keep each variant's callgrind dump in DIR")
    args = ap.parse_args()
    variants = args.variants or list(VARIANTS)
    if [v for v in variants if v not in VARIANTS]:
        ap.error(f"variants: any of {', '.join(VARIANTS)}")
    rows = {}
    if args.what == "instructions":
        rows = instructions(variants, args.count, args.builtin, args.keep)
        if not args.json:
            for v, r in rows.items():
                print(f"{v:8s} client {r['client']:>9,d}  server {r['server']:>9,d} instructions")
    else:
        rows = cpu_times(args.builtin, args.count, args.repeats)
        if not args.json:
            for v, r in rows.items():
                print(f"{v:8s} " + "  ".join(f"{k} {x:7.2f} µs" for k, x in r.items()), flush=True)
    if args.json:
        print(json.dumps(rows))


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "--measured":
        _measured(sys.argv[2].split(","), int(sys.argv[3]), "--builtin" in sys.argv)
    else:
        main()
