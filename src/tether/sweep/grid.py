"""The runs of a sweep: every combination of the grid's parameters, ``runs`` times each.

A grid file is TOML; a list is a parameter's values, anything else is passed as is::

    gain = [0.5, 1.0, 2.0]     # 3 values
    speed = [0.1, 0.2]         # x 2 values = 6 combinations
    label = "baseline"         # the same in every run

    [sweep]                    # optional: defaults of the command's options
    runs = 2                   # seeds 0 and 1 for every combination (--runs)
    steps = 400                # passes per episode (--steps)
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from tether.core.engine.errors import TetherError

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

from tether.sweep.episode import RunSpec

__all__ = ["GridError", "load_grid", "make_runs"]


class GridError(TetherError):
    """A grid file that cannot be read or expanded."""


def load_grid(path: str | Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """(parameters, [sweep] options) of a grid file."""
    try:
        raw = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise GridError(f"grid file {str(path)!r} not found") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise GridError(f"grid file {str(path)!r} is not valid TOML: {exc}") from None
    options = raw.pop("sweep", {})
    if not isinstance(options, dict):
        raise GridError("[sweep] in the grid file must be a table (runs, steps)")
    unknown = set(options) - {"runs", "steps"}
    if unknown:
        raise GridError(f"[sweep]: unknown key(s) {sorted(unknown)}; allowed: runs, steps")
    for key, value in raw.items():
        if isinstance(value, list) and not value:
            raise GridError(f"grid parameter {key!r} has no values: give at least one")
        if isinstance(value, dict):
            raise GridError(f"grid parameter {key!r} is a table: give a value or a list of values")
    return raw, options


def make_runs(
    params: dict[str, Any], runs: int, controller: str, scene: str | None, steps: int
) -> list[RunSpec]:
    """One RunSpec per grid combination and seed (0..runs-1), numbered from 0."""
    if runs < 1:
        raise GridError(f"--runs must be >= 1, got {runs}")
    if steps < 1:
        raise GridError(f"--steps must be >= 1, got {steps}")
    names = sorted(params)
    values = [params[n] if isinstance(params[n], list) else [params[n]] for n in names]
    specs = []
    for combo in itertools.product(*values):
        for seed in range(runs):
            specs.append(RunSpec(len(specs), dict(zip(names, combo)), seed, controller, scene, steps))
    return specs
