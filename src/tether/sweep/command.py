"""The ``tether sweep`` command line (see :mod:`tether.sweep`)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

__all__ = ["add_sweep_arguments", "cmd_sweep"]

DEFAULT_STEPS = 500


def add_sweep_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--controller", required=True, metavar="MODULE:FUNCTION",
                        help="called before every pass with the run (tether.sweep.SweepRun); returns a reward")
    parser.add_argument("--grid", metavar="PARAMS.TOML", help="parameters: lists are swept, other values fixed")
    parser.add_argument("--runs", type=int, help="seeds per parameter combination (default: the grid's, else 1)")
    parser.add_argument("--steps", type=int, help=f"passes per episode (default: the grid's, else {DEFAULT_STEPS})")
    parser.add_argument("--address", help="Ray cluster to join (ray://host:10001 or host:6379); default: local Ray")
    parser.add_argument("--workers", type=int, help="local Ray workers (default: the CPU count)")
    parser.add_argument("--out", default="results.parquet", help="results table: .parquet or .csv (default: results.parquet)")
    parser.add_argument("--serial", action="store_true", help="run in this process, one after the other (no Ray)")
    parser.add_argument("--no-progress", action="store_true",
                        help="do not show the progress bar (shown only when stderr is a terminal)")


def cmd_sweep(args: argparse.Namespace) -> int:
    from tether.sweep.episode import load_controller
    from tether.sweep.grid import load_grid, make_runs
    from tether.sweep.runner import run_on_ray, run_serial
    from tether.sweep.table import write_table

    out = Path(args.out)
    if out.suffix.lower() not in (".parquet", ".csv"):
        print(f"tether: error: --out must end in .parquet or .csv, got {args.out!r}", file=sys.stderr)
        return 2
    if args.workers is not None and args.workers < 1:
        print("tether: error: --workers must be >= 1", file=sys.stderr)
        return 2
    sys.path.insert(0, str(Path.cwd()))  # controllers next to the user, as `python -m` finds them
    try:
        load_controller(args.controller)  # fail here, once, rather than in every run
    except ValueError as exc:
        print(f"tether: error: {exc}", file=sys.stderr)
        return 2
    params, options = load_grid(args.grid) if args.grid else ({}, {})
    runs = args.runs if args.runs is not None else int(options.get("runs", 1))
    steps = args.steps if args.steps is not None else int(options.get("steps", DEFAULT_STEPS))
    scene = str(Path(args.scene).resolve()) if args.scene else None
    from tether.core.importers.loading import load_scene

    load_scene(scene)  # a scene that does not load fails here, once (SceneError), not in every run
    specs = make_runs(params, runs, args.controller, scene, steps)
    show_progress = not args.no_progress and sys.stderr.isatty()  # a bar in a log is line after line
    started = time.perf_counter()
    if args.serial:
        rows = run_serial(specs, progress=show_progress)
    else:
        try:
            rows = run_on_ray(specs, address=args.address, workers=args.workers, progress=show_progress)
        except RuntimeError as exc:
            print(f"tether: error: {exc}", file=sys.stderr)
            return 1
    elapsed = time.perf_counter() - started
    try:
        write_table(rows, out)
    except ValueError as exc:
        print(f"tether: error: {exc}", file=sys.stderr)
        return 1
    failed = [r for r in rows if r.get("error")]
    print(f"runs:    {len(rows)} ({len(failed)} with errors) in {elapsed:.2f} s ({len(rows) / elapsed:.1f} runs/s)")
    print(f"table:   {out}")
    for row in failed[:5]:
        print(f"  run {row['run']}: {row['error']}")
    from tether.sweep.summary import best_lines

    for line in best_lines(rows):
        print(line)
    return 1 if failed else 0
