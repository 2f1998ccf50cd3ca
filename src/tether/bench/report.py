"""`tether bench --report DIR`: a Markdown report with a summary table and one plot per benchmark.

Each plot shows, per repeat, the candidate's rate and its same-run baseline's (left axis) and
their ratio beside the goal (right axis), so a reader sees at once whether a ratio is steady or
one lucky repeat. matplotlib is imported only here (``pip install "tether[bench]"``).
"""

from __future__ import annotations

import datetime
import os
import platform
import re
import textwrap
from pathlib import Path
from typing import Sequence

from tether.bench.runner import Result

__all__ = ["write_report", "summary_table", "machine_line", "SUMMARY", "STEPPING_PLOT"]

SUMMARY = "summary.md"  # the README's bench section, as written by the last report
STEPPING_PLOT = "stepping.png"  # every steps/s benchmark in one chart


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


def summary_table(results: Sequence[Result]) -> str:
    """The Markdown summary table (one row per benchmark)."""
    rows = [
        "| lane | benchmark | placement | rate | baseline | ratio (spread) | goal |",
        "|---|---|---|---:|---:|---|---|",
    ]
    for r in results:
        if r.skipped is not None:
            rows.append(f"| {r.lane} | {r.name} | {r.placement or ''} | | | skipped: {r.skipped} | |")
            continue
        lo, hi = r.ratio_range
        goal = "" if r.goal is None else f">= {r.goal:g} " + ("met" if r.ratio >= r.goal else "**not met**")
        ratio = f"{r.ratio:.2f} ({lo:.2f}-{hi:.2f})" if r.no_ratio is None else f"none: {r.no_ratio}"
        rows.append(
            f"| {r.lane} | {r.name} | {r.placement or ''} | {r.rate:,.0f}/s | {r.baseline:,.0f}/s "
            f"({r.baseline_name}) | {ratio} | {goal} |"
        )
    return "\n".join(rows)


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


def write_report(results: Sequence[Result], folder: Path, repeats: int, seconds: float,
                 speed: str | None = None) -> Path:
    """Write ``report.md`` and one PNG per measured benchmark into ``folder``; return the report.
    ``speed``: a line on the machine's speed before and after the lanes (:mod:`.steadiness`)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    when = f"{now}; {machine_line()}; {repeats} repeats x {seconds:g} s per measurement."
    steadiness = [speed, ""] if speed else []
    (folder / SUMMARY).write_text("\n".join([f"Measured {when}", "", *steadiness, summary_table(results), ""]))
    has_plot = _plot_stepping(results, folder / STEPPING_PLOT, f"{now}, {machine_line()}")
    lines = [
        "# tether bench",
        "",
        when,
        "Ratios are tether's rate over a baseline measured in the same run; the spread is the",
        "range of the per-repeat ratios. Two-process benchmarks pin client and server (placement).",
        "",
        *steadiness,
        summary_table(results),
        "",
        *([f"![stepping lanes]({STEPPING_PLOT})", ""] if has_plot else []),
    ]
    for r in results:
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
