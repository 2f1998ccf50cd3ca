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
from pathlib import Path
from typing import Sequence

from tether.bench.runner import Result

__all__ = ["write_report", "summary_table", "machine_line"]


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
    return f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs ({cpu}), Python {platform.python_version()}"


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
        rows.append(
            f"| {r.lane} | {r.name} | {r.placement or ''} | {r.rate:,.0f}/s | {r.baseline:,.0f}/s "
            f"({r.baseline_name}) | {r.ratio:.2f} ({lo:.2f}-{hi:.2f}) | {goal} |"
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
    ratio_axis = rates.twinx()
    ratios = [s / b if b else float("nan") for s, b in zip(result.samples, result.baseline_samples)]
    ratio_axis.plot(repeats, ratios, "^:", color="#d62728", label="ratio")
    if result.goal is not None:
        ratio_axis.axhline(result.goal, color="#2ca02c", linewidth=1, label=f"goal {result.goal:g}")
    ratio_axis.set_ylabel("ratio")
    ratio_axis.set_ylim(bottom=0, top=max([*ratios, result.goal or 0, 1.0]) * 1.2)
    handles = rates.get_legend_handles_labels()[0] + ratio_axis.get_legend_handles_labels()[0]
    rates.legend(handles=handles, loc="lower left", fontsize="small")
    rates.set_title(result.title, fontsize="small")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def write_report(results: Sequence[Result], folder: Path, repeats: int, seconds: float) -> Path:
    """Write ``report.md`` and one PNG per measured benchmark into ``folder``; return the report."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        "# tether bench",
        "",
        f"{now}; {machine_line()}; {repeats} repeats x {seconds:g} s per measurement.",
        "Ratios are tether's rate over a baseline measured in the same run; the spread is the",
        "range of the per-repeat ratios. Two-process benchmarks pin client and server (placement).",
        "",
        summary_table(results),
        "",
    ]
    for r in results:
        if r.skipped is not None or not r.samples:
            continue
        image = f"{r.lane}-{_slug(r.title)}.png"
        _plot(r, folder / image)
        lines += [f"## {r.lane}: {r.title}", "", f"Baseline: {r.baseline_name}.", ""]
        lines += [f"- {note}" for note in r.notes]
        lines += ["", f"![{r.title}]({image})", ""]
    path = folder / "report.md"
    path.write_text("\n".join(lines))
    return path
