"""How fast this machine is right now: raw ``mj_step``/s of the built-in model on each CPU.

A shared VM's speed drifts: the same ``mj_step`` can take half as long again for minutes, on one
vCPU and not the other. Ratios against same-run baselines absorb most of that, but not a slow
spell that starts in the middle of a lane. ``tether bench`` therefore measures this before and
after its lanes and prints both with the results, so a reader can tell a steady run from one to
measure again.
"""

from __future__ import annotations

import gc
import statistics
from dataclasses import dataclass

import mujoco

from tether.bench.placement import pinned
from tether.bench.results import measure_rate
from tether.core.importers.loading import builtin_scene_path

__all__ = ["Speed", "measure_speed", "speed_line"]

PROBE_S = 0.3  # per CPU
BATCH = 100


@dataclass(frozen=True)
class Speed:
    """Raw ``mj_step``/s of the built-in model, per CPU (in CPU order)."""

    cpus: tuple[int, ...]
    rates: tuple[float, ...]


def measure_speed(cpus: list[int], seconds: float = PROBE_S) -> Speed:
    """Raw ``mj_step``/s of the built-in model with this thread pinned to each of ``cpus``."""
    gc.collect()  # the lanes' simulations are freed now, not in the middle of the probe
    model = mujoco.MjModel.from_xml_path(str(builtin_scene_path().parent / "scene.xml"))
    data = mujoco.MjData(model)
    step = mujoco.mj_step

    def steps() -> None:
        for _ in range(BATCH):
            step(model, data)

    rates = []
    for cpu in cpus:
        with pinned(cpu):
            measure_rate(steps, seconds / 4, batch=BATCH)  # warm up on this CPU
            # the median of three: one hiccup of the host does not make a slow CPU
            rates.append(statistics.median(measure_rate(steps, seconds / 3, batch=BATCH) for _ in range(3)))
    return Speed(tuple(cpus), tuple(rates))


def speed_line(before: Speed, after: Speed) -> str:
    """One line: each CPU's raw mj_step/s before and after the lanes, and the largest change."""
    parts = [f"CPU {cpu} {a:,.0f} -> {b:,.0f}/s" for cpu, a, b in zip(before.cpus, before.rates, after.rates)]
    change = max((abs(b / a - 1) for a, b in zip(before.rates, after.rates) if a > 0), default=0.0)
    return (f"Machine speed (raw mj_step/s of the built-in model, before -> after the lanes): {', '.join(parts)}"
            f"; largest change {change:.0%}.")
