"""What a benchmark measures and records: rates over a time slice, and one :class:`Result`.

Every lane measures with :func:`measure_rate` / :func:`count_for` and returns :class:`Result`s;
the runner prints them and the report draws them.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import asdict, dataclass, field, fields
from typing import Callable

Progress = Callable[[str], None]
#: One side's measurement under ``tether bench --against`` (:mod:`tether.bench.against`):
#: operations per second over about the seconds given (any warm-up included).
Measure = Callable[[float], float]


class Unavailable(Exception):
    """A loop this tether cannot run here (a client library not installed, a scene its tree
    does not have): the reason, shown in the table instead of a rate."""


@dataclass
class Result:
    """One benchmark: candidate rate samples beside baseline rate samples (one per repeat)."""

    lane: str
    name: str
    unit: str
    samples: list[float]
    baseline_name: str
    baseline_samples: list[float]
    goal: float | None = None  # the ratio we aim for
    notes: list[str] = field(default_factory=list)
    skipped: str | None = None  # why the lane could not measure (then samples are empty)
    placement: str | None = None  # same-core / cross-core for two-process lanes (see placement.py)
    #: why tether's rate over this baseline's means nothing here (then no ratio is shown): e.g. a
    #: baseline starved by its own server in this placement
    no_ratio: str | None = None

    @property
    def title(self) -> str:
        return f"{self.name} [{self.placement}]" if self.placement else self.name

    @property
    def rate(self) -> float:
        return statistics.median(self.samples) if self.samples else 0.0

    @property
    def baseline(self) -> float:
        return statistics.median(self.baseline_samples) if self.baseline_samples else 0.0

    @property
    def ratio(self) -> float:
        return self.rate / self.baseline if self.baseline and self.no_ratio is None else float("nan")

    @property
    def ratio_range(self) -> tuple[float, float]:
        ratios = [s / b for s, b in zip(self.samples, self.baseline_samples) if b]
        return (min(ratios), max(ratios)) if ratios and self.no_ratio is None else (float("nan"), float("nan"))

    def to_json(self) -> dict:
        data = asdict(self)
        shown = self.no_ratio is None
        data.update(rate=self.rate, baseline=self.baseline, ratio=self.ratio if shown else None,
                    ratio_range=list(self.ratio_range) if shown else None,
                    goal_met=None if self.goal is None or self.skipped or not shown else self.ratio >= self.goal)
        return data

    @classmethod
    def from_json(cls, data: dict) -> "Result":
        """The result :meth:`to_json` wrote (its derived figures are computed again)."""
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


def count_for(step: Callable[[], object], seconds: float, batch: int = 1) -> tuple[int, float]:
    """(operations, elapsed seconds) of calling ``step`` (``batch`` operations a call) for
    about ``seconds``."""
    count = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        step()
        count += batch
        now = time.perf_counter()
        if now >= deadline:
            return count, now - start


def measure_rate(step: Callable[[], object], seconds: float, batch: int = 1) -> float:
    """Calls of ``step`` per second (each call counts ``batch`` operations) over ``seconds``."""
    count, elapsed = count_for(step, seconds, batch)
    return count / elapsed
