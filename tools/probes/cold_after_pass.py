"""Does the simulation's pass leave the lane's message code cold? One message timed two ways.

The message is the lane's without its step (``LockstepClient.step`` with 7 position targets and
7 joint reads, ``steps=0``, KUKA iiwa), served in this thread as ``exchange_stages.py`` does
(its ``setup``: the server's turn inside the client's request). Its server turn is timed
(this thread's CPU time, medians of repeats) back to back ("warm") and right after a bare pass
of the simulation, the pass itself not timed ("after a pass"). The difference is what the
pass's own code and data (``mj_step`` and the loop around it) cost the message that follows by
evicting its code and data from the caches. Runs on any tree (``PYTHONPATH`` picks it). Usage::

    taskset -c 1 python tools/probes/cold_after_pass.py [--count 300] [--repeats 7]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import exchange_stages  # noqa: E402  (the probe beside this one: its setup)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--repeats", type=int, default=7)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        sim, once, loopback = exchange_stages.setup(False, folder)
        spent = exchange_stages.time_server_turns(loopback)
        cells = {name: cell.cell_contents for name, cell in zip(once.__code__.co_freevars, once.__closure__ or ())}
        step, fixed, joints, run_pass = cells["step"], cells["fixed"], cells["joints"], cells["run_pass"]

        def bare_pass() -> None:
            with sim.lock:
                run_pass()

        for _ in range(300):  # warm up: shapes, caches, first-call imports
            step(fixed, joints, steps=0)
            bare_pass()
        results: dict[str, list[float]] = {"warm": [], "after a pass": []}
        for _ in range(args.repeats):
            for mode, times in results.items():
                spent[0] = 0.0
                for _ in range(args.count):
                    if mode == "after a pass":
                        bare_pass()
                    step(fixed, joints, steps=0)
                times.append(spent[0] / args.count * 1e6)
    for mode, times in results.items():
        print(f"{mode:13s} server turn {statistics.median(times):6.2f} µs")


if __name__ == "__main__":
    main()
