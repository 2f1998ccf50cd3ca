"""Lane `official`: CoppeliaSim's own legacy client (``sim.py`` + ``remoteApi.so``) against tether.

Runs only when ``TETHER_OFFICIAL_REMOTEAPI_DIR`` names a local folder with the official
``sim.py``, ``simConst.py`` and ``remoteApi.so`` (CoppeliaRobotics/remoteApiBindings; never part
of tether). The measurement runs in a child process inside ``unshare --net`` (a network
namespace holding only loopback), so the C library cannot reach anything but tether:

* blocking ``simxGetObjectPosition`` calls/s and the stepping loop (7 targets, trigger, ping,
  7 reads), beside the same bare echo and two-message lockstep servers as the `legacy` lane;
* blocking calls per communication cycle: the official client sends what it has once per cycle
  of its thread (``simxStart``'s last argument, 5 ms here), so a server that answers each
  message at once completes one blocking call per cycle (a cycle: the 5 ms sleep plus one round
  trip); CoppeliaSim answers at its next simulation pass or idle loop, which costs at least two.
  The ratio is calls per cycle: just under 1 when every cycle completes a call (the baseline is
  that ideal with a bare echo's round trip, so it is an upper bound), at most 0.5 when a call
  takes two cycles as in CoppeliaSim; the goal (0.9) tells the two apart.

Usage inside the namespace: ``python -m tether.bench.official DIR REPEATS SECONDS PLACEMENT...``
prints the results as JSON.

``tether bench official --against OTHER`` (:mod:`tether.bench.against`) runs each side's child in
a namespace of its own the same way (:func:`isolated`) and measures the first two loops there.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from contextlib import contextmanager
from typing import Any, Iterator

from tether.bench.placement import Placement, available
from tether.bench.results import Measure, Progress, Result, Unavailable

ENV = "TETHER_OFFICIAL_REMOTEAPI_DIR"
FILES = ("sim.py", "simConst.py", "remoteApi.so")
CYCLE_MS = 5
#: Why the official client's call and step rates make no ratio against a bare server.
PACED = (f"the official client sends once per {CYCLE_MS} ms cycle of its thread, so its rate is that cycle's, "
         "whatever the server: see the per-cycle line")
# One call per cycle (ratio ~0.99) versus CoppeliaSim's two cycles per call (<= 0.5).
PER_CYCLE_GOAL = 0.9

NAMES = (
    "official sim.py blocking simxGetObjectPosition/s",
    "official sim.py stepping loop (7 targets, trigger, ping, 7 reads)",
    "official sim.py blocking calls per 5 ms communication cycle",
)


def _skipped(why: str) -> list[Result]:
    return [Result("official", n, "calls/s", [], "", [], skipped=why) for n in NAMES]


def unavailable() -> str | None:
    """Why the official client cannot run here (None: it can): no library given, no namespaces."""
    folder = os.environ.get(ENV)
    if not folder or not all(os.path.isfile(os.path.join(folder, f)) for f in FILES):
        return f"set {ENV} to a folder with the official {', '.join(FILES)}"
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return "needs `unshare --net` and `ip` (util-linux, iproute2)"
    return None


def isolated(command: list[str]) -> list[str]:
    """``command`` inside ``unshare --net`` with its loopback up (module docs)."""
    return ["unshare", "--net", "sh", "-c", 'ip link set lo up && exec "$@"', "sh", *command]


def binding(folder: str) -> Any:
    """The official ``sim`` module from ``folder``."""
    sys.path.insert(0, folder)
    import sim as official  # noqa: PLC0415  (the official binding, from the folder given)

    return official


def run(repeats: int, seconds: float, progress: Progress, placements: list[Placement] | None = None) -> list[Result]:
    why = unavailable()
    if why is not None:
        return _skipped(why)
    placements = placements if placements is not None else available()
    command = [sys.executable, "-m", "tether.bench.official", os.environ[ENV], str(repeats), str(seconds),
               *(p.name for p in placements)]
    progress(f"  official client inside unshare --net: {repeats} repeats x {len(placements)} placements")
    done = subprocess.run(isolated(command), capture_output=True, text=True,
                          timeout=120 + repeats * len(placements) * seconds * 12)
    if done.returncode != 0:
        tail = done.stderr.strip().splitlines()[-1:] or ["no output"]
        return _skipped(f"the official client run failed: {tail[0]}")
    return [Result(**item) for item in json.loads(done.stdout)]


#: The loops ``tether bench official --against OTHER`` measures on each side (:mod:`tether.bench.against`),
#: each side in a network namespace of its own.
AGAINST = {NAMES[0]: "calls/s", NAMES[1]: "steps/s"}


@contextmanager
def against_loop(name: str, placement: Placement) -> Iterator[Measure]:
    """The official client's loop ``name`` (:data:`AGAINST`) against a tether server of the
    built-in scene on the placement's server CPU, as the lane runs it (a 5 ms cycle)."""
    from tether.bench import legacy
    from tether.bench.processes import serving, tether_server

    why = unavailable()
    if why is not None:
        raise Unavailable(why)
    official = binding(os.environ[ENV])
    loop = {NAMES[0]: lambda port: legacy.blocking_calls(port, official, CYCLE_MS),
            NAMES[1]: lambda port: legacy.simpy_stepping(port, official)}[name]
    with serving(tether_server("legacy", placement.server_cpu, wait=False)) as (server,):
        with loop(server.port) as step:
            yield lambda seconds: legacy.rate_alone(step, seconds)


def _measure(folder: str, repeats: int, seconds: float, placement_names: list[str]) -> list[dict[str, Any]]:
    official = binding(folder)

    from tether.bench import legacy

    by_name = {p.name: p for p in available()}
    results: list[dict[str, Any]] = []
    for name in placement_names:
        placement = by_name[name]
        blocking, echo, stepping, lockstep, per_cycle = [], [], [], [], []
        for i in range(repeats):
            (c, b), (step, bare_step), (n, _) = legacy.measure_repeat(placement, seconds, [
                (lambda port: legacy.blocking_calls(port, official), legacy.ECHO),
                (lambda port: legacy.simpy_stepping(port, official), legacy.TWO_MESSAGES),
                (lambda port: legacy.blocking_calls(port, official, CYCLE_MS), None),
            ])
            blocking.append(c)
            echo.append(b)
            stepping.append(step)
            lockstep.append(bare_step)
            per_cycle.append(n)
            print(f"  official {name} repeat {i + 1}/{repeats}: blocking {blocking[-1]:.0f}/s, "
                  f"stepping {stepping[-1]:.0f}/s, {per_cycle[-1] * CYCLE_MS / 1000:.2f} calls per cycle",
                  file=sys.stderr, flush=True)
        common = {"lane": "official", "placement": name}
        results += [
            dict(common, name=NAMES[0], unit="calls/s vs round trips/s", samples=blocking,
                 baseline_name=f"bare blocking TCP echo between two processes ({legacy.WAITS})",
                 baseline_samples=echo, goal=None, notes=[], no_ratio=PACED),
            dict(common, name=NAMES[1], unit="steps/s", samples=stepping,
                 baseline_name=legacy.TWO_MESSAGE_BASELINE,
                 baseline_samples=lockstep, goal=None, notes=[], no_ratio=PACED),
            # The client's thread sleeps a cycle after each exchange: one cycle lasts the sleep
            # plus one round trip (the bare echo's, measured in the same repeat).
            dict(common, name=NAMES[2], unit="calls/s vs one call per cycle", samples=per_cycle,
                 baseline_name=f"one blocking call per client cycle ({CYCLE_MS} ms sleep + one bare round trip)",
                 baseline_samples=[1 / (CYCLE_MS / 1000 + 1 / e) for e in echo], goal=PER_CYCLE_GOAL,
                 notes=["CoppeliaSim answers at its next pass or idle loop: at least two cycles per call "
                        "(ratio <= 0.5); one call per cycle is a ratio just under 1 (the baseline is that "
                        "ideal with a bare echo's round trip, which tether's cannot beat)"]),
        ]
    return results


if __name__ == "__main__":
    folder_arg, repeats_arg, seconds_arg, *placement_args = sys.argv[1:]
    print(json.dumps(_measure(folder_arg, int(repeats_arg), float(seconds_arg), placement_args)))
