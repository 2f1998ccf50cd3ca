"""`tether bench --report DIR`: a Markdown report with a summary table and one plot per benchmark.

Each plot shows, per repeat, the candidate's rate and its same-run baseline's (left axis) and
their ratio beside the goal (right axis), so a reader sees at once whether a ratio is steady or
one lucky repeat. matplotlib is imported only here (``pip install "tether[bench]"``).

The folder also gets ``results.json`` (:class:`Run`: the results with the run's date, machine,
build and speed line), from which the summary is rendered: :mod:`tether.bench.readme` renders it
again with the pure-Python run's ratios beside the compiled run's when ``DIR/pure`` holds one.
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import re
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from tether.bench.results import Result

__all__ = ["Run", "write_report", "read_run", "summary", "summary_table", "machine_line", "SUMMARY",
           "STEPPING_PLOT", "RESULTS", "PURE"]

SUMMARY = "summary.md"  # docs/benchmarks.md's summary, as written by the last report
STEPPING_PLOT = "stepping.png"  # every steps/s benchmark in one chart
RESULTS = "results.json"  # the run itself (:class:`Run`), which the summary is rendered from
PURE = "pure"  # DIR/pure: the same lanes measured with the pure-Python build (TETHER_PURE_PYTHON=1)


@dataclass
class Run:
    """One ``tether bench`` run: its results and what they depend on (when, where, which build)."""

    results: list[Result]
    repeats: int
    seconds: float
    when: str = field(default_factory=lambda: datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"))
    machine: str = field(default_factory=lambda: machine_line())
    build: str = ""  # tether.build_info() of the measuring process: compiled or pure modules
    speed: str | None = None  # the machine speed line (:mod:`.steadiness`)

    @property
    def heading(self) -> str:
        """The sentence saying when, where, with which build and how long each measurement was."""
        build = f" with the build \"{self.build}\"" if self.build else ""
        return f"Measured {self.when}{build}; {self.machine}; {self.repeats} repeats x {self.seconds:g} s per measurement."

    def to_json(self) -> dict[str, Any]:
        return {"when": self.when, "machine": self.machine, "build": self.build, "speed": self.speed,
                "repeats": self.repeats, "seconds": self.seconds, "results": [r.to_json() for r in self.results]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Run":
        return cls(results=[Result.from_json(r) for r in data["results"]], repeats=data["repeats"],
                   seconds=data["seconds"], when=data["when"], machine=data["machine"],
                   build=data.get("build", ""), speed=data.get("speed"))


def read_run(folder: Path) -> Run:
    """The run a report folder holds (its ``results.json``)."""
    return Run.from_json(json.loads((Path(folder) / RESULTS).read_text()))


def machine_line() -> str:
    """One line naming the machine the figures come from."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        import mujoco

        engine = f", MuJoCo {mujoco.__version__}"
    except ImportError:  # pragma: no cover - mujoco is a dependency
        engine = ""
    return (f"{platform.system()} {platform.release()} {platform.machine()}, {os.cpu_count()} CPUs ({cpu}), "
            f"Python {platform.python_version()}{engine}")


def _goal(r: Result) -> str:
    if r.goal is None:
        return ""
    if r.skipped is not None or r.no_ratio is not None:
        return f">= {r.goal:g} (not measured)"
    return f">= {r.goal:g} " + ("met" if r.ratio >= r.goal else "**not met**")


def _ratio(r: Result) -> str:
    if r.skipped is not None:
        return f"skipped: {r.skipped}"
    if r.no_ratio is not None:
        return f"none: {r.no_ratio}"
    lo, hi = r.ratio_range
    return f"{r.ratio:.2f} ({lo:.2f}-{hi:.2f})"


def _pure_cell(twin: Result | None) -> str:
    """The pure-Python run's rate and ratio of a benchmark (empty: that run left it out)."""
    if twin is None:
        return ""
    if twin.skipped is not None or not twin.samples:
        return _ratio(twin)
    return f"{twin.rate:,.0f}/s, " + (f"{twin.ratio:.2f}" if twin.no_ratio is None else "no ratio")


def summary_table(results: Sequence[Result], pure: Sequence[Result] | None = None) -> str:
    """The Markdown summary table (one row per benchmark); with ``pure`` (the same benchmarks
    measured with the pure-Python build), a column of those ratios beside each row's goal."""
    by_key = {(r.lane, r.name, r.placement): r for r in pure or ()}
    extra = ("", "") if pure is None else (" pure Python: rate, ratio |", "---|")
    rows = [
        f"| lane | benchmark | placement | rate | baseline | ratio (spread) | goal |{extra[0]}",
        f"|---|---|---|---:|---:|---|---|{extra[1]}",
    ]
    for r in results:
        cells = [r.lane, r.name, r.placement or ""]
        if r.skipped is not None:
            cells += ["", "", _ratio(r), _goal(r)]
        else:
            cells += [f"{r.rate:,.0f}/s", f"{r.baseline:,.0f}/s ({r.baseline_name})", _ratio(r), _goal(r)]
        if pure is not None:
            cells.append(_pure_cell(by_key.get((r.lane, r.name, r.placement))))
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def summary(run: Run, pure: Run | None = None) -> str:
    """docs/benchmarks.md's summary: the run's heading, build, machine speed and table; with
    ``pure``, that run's rates and ratios as a column and a line saying when and how it ran."""
    lines = [run.heading, ""]
    if run.speed:
        lines += [run.speed, ""]
    lines += [summary_table(run.results, None if pure is None else pure.results), ""]
    if pure is not None:
        lines += [f"The pure Python column: the same benchmarks measured with the build \"{pure.build or 'pure Python'}\" "
                  f"(`TETHER_PURE_PYTHON=1`), {pure.when}; {pure.repeats} repeats x {pure.seconds:g} s"
                  + (f". {pure.speed}" if pure.speed else "."), ""]
    return "\n".join(lines)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:80]


def _plot(result: Result, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")  # files only, no display
    import matplotlib.pyplot as plt

    repeats = list(range(1, len(result.samples) + 1))
    fig, rates = plt.subplots(figsize=(6.4, 3.4), dpi=100)
    rates.plot(repeats, result.samples, "o-", label="tether", color="#1f77b4")
    rates.plot(repeats, result.baseline_samples, "s--", label="baseline", color="#7f7f7f")
    rates.set_xlabel("repeat")
    rates.set_ylabel(result.unit.split(" vs ")[0] if result.unit else "per second")
    rates.set_ylim(bottom=0)
    rates.set_xticks(repeats)
    handles = rates.get_legend_handles_labels()[0]
    if result.no_ratio is None:
        ratio_axis = rates.twinx()
        ratios = [s / b if b else float("nan") for s, b in zip(result.samples, result.baseline_samples)]
        ratio_axis.plot(repeats, ratios, "^:", color="#d62728", label="ratio")
        if result.goal is not None:
            ratio_axis.axhline(result.goal, color="#2ca02c", linewidth=1, label=f"goal {result.goal:g}")
        ratio_axis.set_ylabel("ratio")
        ratio_axis.set_ylim(bottom=0, top=max([*ratios, result.goal or 0, 1.0]) * 1.2)
        handles += ratio_axis.get_legend_handles_labels()[0]
    rates.legend(handles=handles, loc="lower left", fontsize="small")
    rates.set_title(result.title, fontsize="small")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def _is_stepping(result: Result) -> bool:
    return result.skipped is None and bool(result.samples) and result.unit.startswith("steps/s")


def _plot_stepping(results: Sequence[Result], path: Path, subtitle: str) -> bool:
    """One horizontal bar chart of every stepping benchmark: tether's median beside its baseline's."""
    stepping = [r for r in results if _is_stepping(r)]
    if not stepping:
        return False
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    labels = [f"{r.lane}: {r.title}" for r in stepping]
    fig, ax = plt.subplots(figsize=(11.0, 0.55 * len(stepping) + 1.6), dpi=100)
    rows = list(range(len(stepping)))[::-1]
    ax.barh([y + 0.2 for y in rows], [r.rate for r in stepping], height=0.38, label="tether", color="#1f77b4")
    ax.barh([y - 0.2 for y in rows], [r.baseline for r in stepping], height=0.38, label="same-run baseline",
            color="#bbbbbb")
    for y, r in zip(rows, stepping):
        shown = f" ({r.ratio:.2f}x)" if r.no_ratio is None else " (no ratio)"
        ax.text(r.rate, y + 0.2, f" {r.rate:,.0f}/s{shown}", va="center", fontsize="x-small")
    ax.set_yticks(rows)
    ax.set_yticklabels([textwrap.fill(label, 60) for label in labels], fontsize="x-small")
    ax.set_xlim(right=max(max(r.rate, r.baseline) for r in stepping) * 1.25)  # room for the labels
    ax.set_xlabel("steps/s (median of repeats)")
    ax.set_title("tether bench: stepping lanes\n" + textwrap.fill(subtitle, 110), fontsize="small")
    ax.legend(loc="lower right", fontsize="small")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return True


def write_report(results: Sequence[Result] | Run, folder: Path, repeats: int = 0, seconds: float = 0.0,
                 speed: str | None = None, build: str = "") -> Path:
    """Write ``report.md``, ``summary.md``, ``results.json`` and one PNG per measured benchmark
    into ``folder``; return the report. ``results``: a :class:`Run`, or its results with
    ``repeats``, ``seconds``, ``speed`` (the machine speed line of :mod:`.steadiness`) and
    ``build`` (:func:`tether.build_info`) to make one now."""
    run = results if isinstance(results, Run) else Run(list(results), repeats, seconds, build=build, speed=speed)
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / RESULTS).write_text(json.dumps(run.to_json(), indent=1))
    (folder / SUMMARY).write_text(summary(run))
    has_plot = _plot_stepping(run.results, folder / STEPPING_PLOT, f"{run.when}, {run.machine}")
    lines = [
        "# tether bench",
        "",
        run.heading,
        "Ratios are tether's rate over a baseline measured in the same run; the spread is the",
        "range of the per-repeat ratios. Two-process benchmarks pin client and server (placement).",
        "",
        *([run.speed, ""] if run.speed else []),
        summary_table(run.results),
        "",
        *([f"![stepping lanes]({STEPPING_PLOT})", ""] if has_plot else []),
    ]
    for r in run.results:
        if r.skipped is not None or not r.samples:
            continue
        image = f"{r.lane}-{_slug(r.title)}.png"
        _plot(r, folder / image)
        lines += [f"## {r.lane}: {r.title}", "", f"Baseline: {r.baseline_name}.", ""]
        lines += [f"- {note}" for note in r.notes]
        if r.no_ratio is not None:
            lines.append(f"- No ratio: {r.no_ratio}.")
        lines += ["", f"![{r.title}]({image})", ""]
    path = folder / "report.md"
    path.write_text("\n".join(lines))
    return path
