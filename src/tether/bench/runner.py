"""`tether bench`: run lanes, print a table (or JSON) of rates beside same-run baselines.

A lane is a module with ``run(repeats, seconds, progress) -> list[Result]``. Each repeat measures
the candidate and its baseline back to back, so machine noise hits both alike; the table shows
medians, their ratio and the spread (min..max of the per-repeat ratios).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

from tether.bench.lanes import LANES, two_process
from tether.bench.results import Progress, Result


def format_table(results: list[Result]) -> str:
    header = f"{'lane':<7} {'benchmark':<58} {'rate':>12} {'baseline':>12}  {'ratio':>6}  {'spread':>13}  goal"
    lines = [header, "-" * len(header)]
    for r in results:
        if r.skipped is not None:
            goal = "" if r.goal is None else f" (goal >= {r.goal:.2f}, not measured)"
            lines.append(f"{r.lane:<7} {r.title:<58} skipped: {r.skipped}{goal}")
            continue
        lo, hi = r.ratio_range
        goal = "" if r.goal is None else (f">= {r.goal:.2f} " + ("met" if r.ratio >= r.goal else "NOT met"))
        ratio = f"{r.ratio:>6.2f}  {lo:>5.2f}..{hi:<5.2f}" if r.no_ratio is None else f"{'-':>6}  {'':13}"
        lines.append(f"{r.lane:<7} {r.title:<58} {r.rate:>10.0f}/s {r.baseline:>10.0f}/s  {ratio}  {goal}")
        lines.append(f"{'':<7}   baseline: {r.baseline_name} ({r.unit})")
        if r.no_ratio is not None:
            lines.append(f"{'':<7}   no ratio: {r.no_ratio}")
        for note in r.notes:
            lines.append(f"{'':<7}   note: {note}")
    return "\n".join(lines)


def run_lanes(
    names: list[str], repeats: int, seconds: float, progress: Progress, placement: str = "both"
) -> list[Result]:
    """Run each lane; lanes that take ``placements`` (two-process lanes) get the chosen ones."""
    from tether.bench.placement import available

    results: list[Result] = []
    for name in names:
        module = importlib.import_module(LANES[name])
        progress(f"lane {name}: running ({repeats} repeats x {seconds:g} s per measurement)")
        kwargs = {}
        if two_process(module):
            kwargs["placements"] = available(placement)
        results.extend(module.run(repeats=repeats, seconds=seconds, progress=progress, **kwargs))
    return results


def cmd_bench(args: argparse.Namespace) -> int:
    names = args.lanes or list(LANES)
    unknown = [n for n in names if n not in LANES]
    if unknown:
        print(f"tether: error: unknown lane(s) {unknown}; lanes: {', '.join(LANES)}", file=sys.stderr)
        return 2
    if args.repeats < 1 or args.seconds <= 0:
        print("tether: error: --repeats must be >= 1 and --seconds > 0", file=sys.stderr)
        return 2

    def progress(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    from tether.bench.placement import cpus
    from tether.bench.steadiness import measure_speed, speed_line
    from tether.util.compiled import build_info

    if args.pure and args.report is None:
        print("tether: error: --pure writes its run into DIR/pure: it needs --report DIR", file=sys.stderr)
        return 2
    pure = [lane for lane in (args.pure or "").split(",") if lane]
    if [n for n in pure if n not in LANES]:
        print(f"tether: error: unknown lane(s) in --pure {pure}; lanes: {', '.join(LANES)}", file=sys.stderr)
        return 2
    info = build_info()  # compiled or pure modules: the figures depend on it
    build = f"build: {info}"
    progress(build)
    before = measure_speed(cpus())
    against = getattr(args, "against", None)
    if against:
        from tether.bench import against as ab

        try:
            results = ab.run(names, against, args.repeats, args.seconds, progress, args.placement)
        except ValueError as exc:  # OTHER names nothing runnable
            print(f"tether: error: {exc}", file=sys.stderr)
            return 2
        except RuntimeError as exc:  # a side's client or server did not start (its error is above)
            print(f"tether: error: --against {against}: {exc}", file=sys.stderr)
            return 1
    else:
        results = run_lanes(names, args.repeats, args.seconds, progress, args.placement)
    speed = speed_line(before, measure_speed(cpus()))
    if args.report is not None:
        from tether.bench.report import PURE, write_report

        path = write_report(results, args.report, repeats=args.repeats, seconds=args.seconds, speed=speed,
                            build=info)
        progress(f"report written to {path}")
        if pure:
            run_pure(pure, args, args.report / PURE, info, progress)
    if args.json:
        progress(build)
        progress(speed)
        print(json.dumps([dict(r.to_json(), build=info) for r in results], indent=2))
    else:
        print(format_table(results))
        print(build)
        print(speed)
    return 0


def run_pure(lanes: list[str], args: argparse.Namespace, folder: Path, build: str, progress: Progress) -> None:
    """``lanes`` again with the pure-Python modules (``TETHER_PURE_PYTHON=1``, a child process:
    a process runs the modules it imported first), reported into ``folder``. Nothing to do when
    this run's build was pure already."""
    from tether.util.compiled import PURE_ENV

    if build.startswith("pure Python"):
        progress(f"--pure: this run measured the pure-Python modules already ({build}): no second run")
        return
    progress(f"--pure: measuring {', '.join(lanes)} again with {PURE_ENV}=1 into {folder}")
    command = [sys.executable, "-m", "tether.cli", "bench", *lanes, "--repeats", str(args.repeats),
               "--seconds", str(args.seconds), "--placement", args.placement, "--report", str(folder)]
    done = subprocess.run(command, env={**os.environ, PURE_ENV: "1"}, stdout=sys.stderr)
    if done.returncode != 0:
        progress(f"--pure: the pure-Python run failed (exit {done.returncode}); {folder} is not refreshed")
