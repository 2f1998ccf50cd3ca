"""Refresh the docs' benchmark summary from a report: ``python -m tether.bench.readme DIR``.

``tether bench --report DIR`` writes ``DIR/results.json`` (the run: date, machine, build, speed
line, results) and ``DIR/stepping.png``; this copies the plot to ``docs/bench-stepping.png`` and
puts the run's summary between ``docs/benchmarks.md``'s ``<!-- bench-summary:begin -->`` and
``<!-- bench-summary:end -->`` markers, so the figures a reader sees are always one run's, with
its date, machine and build. When ``DIR/pure`` holds a report too (``tether bench --report DIR
--pure LANES``, or ``TETHER_PURE_PYTHON=1 tether bench LANES --report DIR/pure``), its rates and
ratios are a column of the same table. The end of a session, in two commands::

    tether bench --repeats 5 --report bench-report --pure legacy,peer,click
    python -m tether.bench.readme bench-report
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from tether.bench.report import PURE, RESULTS, STEPPING_PLOT, read_run, summary

BEGIN = "<!-- bench-summary:begin -->"
END = "<!-- bench-summary:end -->"
IMAGE = Path("bench-stepping.png")  # beside the page

__all__ = ["refresh", "main"]


def refresh(report_dir: Path, readme: Path, image: Path = IMAGE) -> None:
    """Replace the page's summary section with ``report_dir``'s (and its pure-Python run's, if
    ``report_dir/pure`` has one); raise ValueError if impossible."""
    run = read_run(report_dir)
    pure = read_run(report_dir / PURE) if (report_dir / PURE / RESULTS).exists() else None
    text = readme.read_text()
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise ValueError(f"{readme} has no {BEGIN} ... {END} section: add the two markers where the summary goes")
    body = [summary(run, pure).strip()]
    plot = report_dir / STEPPING_PLOT
    if plot.exists():
        target = readme.parent / image
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(plot, target)
        body.append(f"![tether bench: stepping lanes]({image.as_posix()})")
    readme.write_text(text[: start + len(BEGIN)] + "\n" + "\n\n".join(body) + "\n" + text[end:])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(allow_abbrev=False, prog="python -m tether.bench.readme", description=__doc__.splitlines()[0])
    parser.add_argument("report", type=Path, help="the folder `tether bench --report` wrote")
    parser.add_argument("--readme", type=Path, default=Path("docs/benchmarks.md"),
                        help="the page to refresh (default: docs/benchmarks.md)")
    args = parser.parse_args(argv)
    try:
        refresh(args.report, args.readme)
    except (OSError, ValueError, KeyError) as exc:  # no report there, or not one this writes
        print(f"tether.bench.readme: {exc}", file=sys.stderr)
        return 1
    print(f"{args.readme}: benchmark summary refreshed from {args.report}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
