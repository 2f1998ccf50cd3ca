"""The machine-speed probe `tether bench` runs before and after its lanes."""

from __future__ import annotations

import os

from tether.bench.steadiness import Speed, measure_speed, speed_line


def test_every_cpu_is_measured_pinned_and_the_thread_is_unpinned_after() -> None:
    cpus = sorted(os.sched_getaffinity(0))
    speed = measure_speed(cpus, seconds=0.06)
    assert speed.cpus == tuple(cpus) and len(speed.rates) == len(cpus)
    assert all(rate > 100 for rate in speed.rates)  # mj_step of a small scene: thousands per second
    assert sorted(os.sched_getaffinity(0)) == cpus


def test_the_line_gives_each_cpu_before_and_after_and_the_largest_change() -> None:
    line = speed_line(Speed((0, 1), (50_000.0, 40_000.0)), Speed((0, 1), (45_000.0, 40_000.0)))
    assert "CPU 0 50,000 -> 45,000/s, CPU 1 40,000 -> 40,000/s" in line
    assert line.endswith("largest change 10%.")
