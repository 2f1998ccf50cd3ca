"""Micro-benchmark: the built-in scene's door and walker scripts in Lua vs the same in Python.

One process holds both simulations (``scene_lua.toml`` and the built-in ``scene.toml``) and runs
them alternately, ``--batch`` passes at a time, so both see the same machine load. Printed:

* passes: the median CPU time (``time.process_time``: preemption by other processes does not
  count, which matters on a loaded machine) and wall time per pass of each, and their ratio
  (Python / Lua: the ``tether bench core`` Lua line's figure, >= 0.9 is its goal);
* calls: inside those passes, the CPU time of each call of the door's ``sysCall_actuation``
  (as the loop calls it) and of each resume of the walker's thread, p10 / median / mean: what
  a script costs with its caches cold after the physics step, the case the pass lives in.

Usage (pin it to one core)::

    taskset -c 1 python tools/probes/lua_scripts.py [--rounds 30] [--batch 200]
    PYTHONPATH=/tmp/base/src taskset -c 1 python tools/probes/lua_scripts.py  # another commit
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any, Callable

from tether.core import Simulation
from tether.core.importers.loading import builtin_scene_path
from tether.core.scripting.scripts import ThreadedScript


def _timed(samples: list[float], f: Callable[[], Any]) -> Callable[[], Any]:
    clock = time.process_time

    def call() -> Any:
        start = clock()
        try:
            return f()
        finally:
            samples.append(clock() - start)

    return call


def _instrument(sim: Simulation, door: list[float], thread: list[float]) -> None:
    """Time the door's actuation callback (as collected by the runner) and the walker's resume."""
    runner = sim.scripts
    for script in runner.child_scripts:
        if isinstance(script, ThreadedScript):
            script.resume = _timed(thread, script.resume)  # type: ignore[method-assign]
    for name, entries in (runner.callbacks or {}).items():  # collected by the first passes
        for i, (script, func) in enumerate(entries):
            if name == "sysCall_actuation" and "door" in str(script.filename):
                entries[i] = (script, _timed(door, func))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--batch", type=int, default=200)
    args = parser.parse_args()  # rounds x batch passes: the walker loops every 1500 passes
    sims = {"lua": Simulation(builtin_scene_path().parent / "scene_lua.toml"), "python": Simulation()}
    calls: dict[str, tuple[list[float], list[float]]] = {}
    cpu: dict[str, list[float]] = {name: [] for name in sims}
    wall: dict[str, list[float]] = {name: [] for name in sims}
    for name, sim in sims.items():
        sim.loop.real_time = False
        sim.loop.run(steps=10)
        calls[name] = ([], [])
        _instrument(sim, *calls[name])
    for _ in range(args.rounds):
        for name, sim in sims.items():
            step = sim.step
            c0, w0 = time.process_time(), time.perf_counter()
            with sim.lock:
                for _ in range(args.batch):
                    step()
            cpu[name].append((time.process_time() - c0) / args.batch * 1e6)
            wall[name].append((time.perf_counter() - w0) / args.batch * 1e6)
    for sim in sims.values():
        sim.stop()
    for name in sims:
        cpu_us, wall_us = statistics.median(cpu[name]), statistics.median(wall[name])
        print(f"{name:6s} pass: cpu {cpu_us:7.1f} us, wall {wall_us:7.1f} us")
    print(f"ratio Python/Lua: cpu {statistics.median(cpu['python']) / statistics.median(cpu['lua']):.3f}, "
          f"wall {statistics.median(wall['python']) / statistics.median(wall['lua']):.3f}")
    for name, (door, thread) in calls.items():
        for label, values in (("door actuation", door), ("walker resume", thread)):
            values.sort()
            if values:
                print(f"{name:6s} {label:15s} p10 {values[len(values) // 10] * 1e6:6.2f}  "
                      f"median {values[len(values) // 2] * 1e6:6.2f}  mean {sum(values) / len(values) * 1e6:6.2f} us")


if __name__ == "__main__":
    main()
