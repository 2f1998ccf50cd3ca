"""The `tether` command: run, info, serve, sweep and bench."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from tether.cli.real_time import add_real_time_argument, apply_real_time
from tether.cli.strict_parser import StrictParser
from tether.core.engine.errors import TetherError

if TYPE_CHECKING:
    from tether.core.scripting.run_end import EndRequest

# `tether run`'s exit codes (docs/guide/running.md): CI tells a full run from one a script ended
EXIT_OK = 0  # every step ran, no script error
EXIT_ERROR = 1  # a script error (unless --keep-going), or the scene did not load
EXIT_USAGE = 2  # bad command line
EXIT_STOPPED_BY_SCRIPT = 3  # a script called sim.stopSimulation before the last step
EXIT_PAUSED_BY_SCRIPT = 4  # a script called sim.pauseSimulation before the last step


def _scene_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "scene", nargs="?", default=None,
        help="MJCF (.xml), URDF (.urdf), manifest (.toml) or CoppeliaSim scene or model (.ttt, .ttm, .simscene.xml); "
        "default: the built-in demo scene",
    )


class _PrintVersion(argparse.Action):
    """``--version``: the version line as it is (argparse's own action re-wraps a long build note)."""

    def __init__(self, option_strings: list[str], dest: str, version: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, **kwargs)
        self.version = version

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        print(self.version)
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = StrictParser(
        prog="tether",
        description="A headless MuJoCo robot simulator driven over CoppeliaSim's legacy and ZeroMQ remote APIs "
        "and Click. "
        "Without a command, serves the built-in demo scene (tether serve).",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug messages and script tracebacks")
    from tether import version_line

    parser.add_argument("--version", action=_PrintVersion, nargs=0, version=version_line(),
                        help="print the version and exit")
    add_real_time_argument(parser, dest="default_real_time")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    run = sub.add_parser("run", help="simulate headless and print a summary")
    _scene_arg(run)
    length = run.add_mutually_exclusive_group()
    length.add_argument("--steps", type=int, help="number of simulation steps (default: 2000)")
    length.add_argument("--duration", type=float, help="simulated seconds")
    add_real_time_argument(run)
    run.add_argument("--no-progress", action="store_true",
                     help="do not show the progress bar (shown only when stderr is a terminal)")
    run.add_argument(
        "--keep-going", action="store_true",
        help="exit 0 even if a script raised an error (default: exit 1, so CI notices)",
    )

    info = sub.add_parser("info", help="print the scene's object tree")
    _scene_arg(info)

    serve = sub.add_parser("serve", help="serve a scene to legacy and ZeroMQ remote API clients, Click controllers "
                                         "and the browser viewer")
    _scene_arg(serve)
    from tether.cli.serve import add_serve_arguments

    add_serve_arguments(serve)

    sweep = sub.add_parser("sweep", help="run many episodes (a parameter grid x seeds) on Ray into one table")
    _scene_arg(sweep)
    from tether.sweep.command import add_sweep_arguments

    add_sweep_arguments(sweep)

    bench = sub.add_parser("bench", help="run benchmarks and print rates beside their baselines")
    from tether.bench.lanes import LANES

    bench.add_argument("lanes", nargs="*", help="lanes to run (default: all): " + ", ".join(LANES))
    bench.add_argument("--json", action="store_true", help="print the results as JSON")
    bench.add_argument("--repeats", type=int, default=5, help="repeats per measurement (default: 5)")
    bench.add_argument("--seconds", type=float, default=1.0, help="seconds per repeat (default: 1.0)")
    bench.add_argument(
        "--placement", choices=["same-core", "cross-core", "both"], default="both",
        help="pin client and server of two-process lanes to one core, two cores, or measure both (default)",
    )
    bench.add_argument("--report", type=Path, default=None, metavar="DIR",
                       help="also write a Markdown report with one plot per benchmark into DIR")
    bench.add_argument("--pure", default="", metavar="LANE,...",
                       help="with --report DIR: measure these lanes again with the pure-Python modules "
                            "(TETHER_PURE_PYTHON=1) into DIR/pure, which `python -m tether.bench.readme DIR` "
                            "shows beside the compiled figures")
    bench.add_argument("--against", default=None, metavar="OTHER",
                       help="measure the lanes' loops (core, legacy, click, zmq, peer, official) on this tree and "
                            "on another tether in the same run, alternated: a git revision (a temporary worktree, "
                            "pure Python), a source tree or an environment folder; the ratio is this tree over it")
    return parser


def bare_tether_argv(args: argparse.Namespace) -> list[str]:
    """What plain `tether` runs: serve the built-in scene, with its --real-time/--no-real-time."""
    override = {True: ["--real-time"], False: ["--no-real-time"], None: []}[args.default_real_time]
    return ["serve", *override]


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    if args.command is None:
        args = parser.parse_args(bare_tether_argv(args))
    try:
        if args.command == "run":
            return cmd_run(args)
        if args.command == "info":
            return cmd_info(args)
        if args.command == "serve":
            from tether.cli.serve import cmd_serve

            return cmd_serve(args)
        if args.command == "sweep":
            from tether.sweep.command import cmd_sweep

            return cmd_sweep(args)
        if args.command == "bench":
            from tether.bench.runner import cmd_bench

            return cmd_bench(args)
    except TetherError as exc:
        print(f"tether: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        print("tether: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # output piped into e.g. `head`, which stopped reading: not an error
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so the interpreter's final flush stays quiet
        return 0
    parser.print_help()
    return EXIT_USAGE


def cmd_run(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from tether.core import Simulation
    from tether.core.engine.log import VERBOSITY_SCRIPTERRORS

    sim = Simulation(args.scene)
    real_time_line = apply_real_time(sim, args.real_time)
    steps = args.steps if args.steps is not None else (
        max(0, round(args.duration / sim.time_step)) if args.duration is not None else 2000
    )
    if steps <= 0:
        print("tether: error: --steps and --duration must be positive", file=sys.stderr)
        return EXIT_USAGE
    if not args.verbose:
        # Every script log line and error is in the summary below; don't print them twice.
        logging.getLogger("tether.sim").setLevel(logging.CRITICAL)
    print(f"running scene {sim.scene.name} for {steps} steps; {real_time_line}", flush=True)
    # A progress bar is for a person watching: into a log or a pipe it would write line after line.
    show_bar = not args.no_progress and sys.stderr.isatty()
    bar = tqdm(total=steps, unit="step", disable=not show_bar, mininterval=0.25, file=sys.stderr, desc=sim.scene.name)
    update_every = max(1, steps // 200)

    def on_pass(done: int) -> None:
        if done % update_every == 0 or done == steps:
            bar.update(done - bar.n)  # tqdm throttles redraws itself (mininterval)

    start = time.perf_counter()
    try:
        done = sim.loop.run(steps=steps, on_pass=on_pass)
    finally:
        elapsed = time.perf_counter() - start
        bar.close()
    sim_time = sim.sim_time
    ended = sim.end_request if done < steps else None  # a script's pause or stop ended the run
    if ended is not None:
        sim_time = ended.sim_time
    sim.stop()  # cleanup runs here: its log lines and errors belong in the summary
    log_lines = sim.log.texts()
    print(f"scene:           {sim.scene.name}")
    print(f"simulation time: {sim_time:.3f} s")
    print(f"steps:           {done} (time step {sim.time_step * 1000:g} ms)")
    print(f"wall time:       {elapsed:.3f} s ({done / elapsed if elapsed > 0 else 0:.0f} steps/s)")
    if sim.real_time:
        print(f"real-time lag warnings: {sim.loop.realtime_lag_warnings}")
    failed = sim.script_errors > 0 and not args.keep_going
    code = EXIT_ERROR if failed else _end_code(ended)
    if ended is not None:
        print(f"ended early:     {ended.line()}; exit code {code}")
    hint = " (so tether exits 1; --keep-going: exit 0; tether -v run ...: tracebacks)" if failed else ""
    first = next((line for line in sim.log.lines() if line.verbosity == VERBOSITY_SCRIPTERRORS), None)
    when = f"; the first at simulation time {first.sim_time:.3f} s" if first is not None else ""
    print(f"script errors:   {sim.script_errors}{hint}{when}")
    print(f"script log:      {len(log_lines)} line(s)")
    for line in log_lines:
        print(f"  {line}")
    sys.stdout.flush()
    for line in sim.script_error_lines:
        print(f"tether: error: {line}", file=sys.stderr)
    if ended is not None:
        print(f"tether: run {ended.line()}", file=sys.stderr)
    return code


def _end_code(ended: EndRequest | None) -> int:
    """The exit code of a run without a failing script error: full, or ended by a script."""
    if ended is None:
        return EXIT_OK
    return EXIT_PAUSED_BY_SCRIPT if ended.kind == "pause" else EXIT_STOPPED_BY_SCRIPT


def cmd_info(args: argparse.Namespace) -> int:
    from tether.core import load_scene

    scene = load_scene(args.scene)
    print(f"scene {scene.name}: {len(scene.tree)} objects, time step {scene.time_step * 1000:g} ms")
    for line in scene.origin:
        print(line)
    print(f"{'handle':>6}  {'type':<17} {'name':<28} path")
    for obj in scene.tree:
        print(f"{obj.handle:>6}  {obj.type.name.lower():<17} {obj.name:<28} {obj.path}")
    for obj, spec in scene.scripts:
        kind = "threaded" if spec.threaded else "non-threaded"
        print(f"script  {spec.file.name} ({kind}, {spec.execution_order}) on {obj.path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
