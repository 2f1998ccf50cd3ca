"""What ``tether sweep`` prints at the end: its result, the best parameters and the best runs.

Rows are the table's (``run``, ``seed``, ``param.*``, ``return``, ``error`` ...). Parameter
combinations are ranked by their mean return over the seeds that ran without error; runs by
their own return. Higher returns are better (a controller returns rewards).
"""

from __future__ import annotations

import math
from collections import defaultdict
from typing import Any, Sequence

__all__ = ["best_lines"]

SHOWN = 3  # combinations and runs listed


def _params(row: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple((key[len("param."):], value) for key, value in row.items() if key.startswith("param."))


def _label(params: tuple[tuple[str, Any], ...]) -> str:
    return ", ".join(f"{name}={value!r}" if isinstance(value, str) else f"{name}={value}" for name, value in params)


def _ok(row: dict[str, Any]) -> bool:
    value = row.get("return")
    return not row.get("error") and isinstance(value, (int, float)) and math.isfinite(value)


def best_lines(rows: Sequence[dict[str, Any]], shown: int = SHOWN) -> list[str]:
    """The summary's lines about the best results (empty when no run finished)."""
    good = [row for row in rows if _ok(row)]
    if not good:
        return []
    lines: list[str] = []
    groups: dict[tuple[tuple[str, Any], ...], list[float]] = defaultdict(list)
    for row in good:
        groups[_params(row)].append(float(row["return"]))
    if len(groups) > 1:
        ranked = sorted(groups.items(), key=lambda item: -sum(item[1]) / len(item[1]))
        lines.append("best parameters (mean return over their seeds):")
        for params, returns in ranked[:shown]:
            lines.append(f"  {_label(params)}: {sum(returns) / len(returns):.6g} ({len(returns)} run(s))")
    lines.append("best runs:")
    for row in sorted(good, key=lambda r: -float(r["return"]))[:shown]:
        label = _label(_params(row))
        lines.append(f"  run {row['run']} (seed {row.get('seed')}{', ' + label if label else ''}): "
                     f"return {float(row['return']):.6g}")
    return lines
