"""The results table of a sweep: one row per run, written as Parquet (pyarrow) or CSV."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

__all__ = ["columns", "write_table"]


def columns(rows: list[dict[str, Any]]) -> list[str]:
    """Every column any row has, in first-seen order (runs that failed have fewer)."""
    seen: dict[str, None] = {}
    for row in rows:
        for key in row:
            seen.setdefault(key, None)
    return list(seen)


def write_table(rows: list[dict[str, Any]], path: str | Path) -> Path:
    """Write ``rows`` to ``path``: ``.parquet`` (needs pyarrow: ``pip install "tether[scale]"``)
    or ``.csv``."""
    path = Path(path)
    names = columns(rows)
    suffix = path.suffix.lower()
    if suffix == ".csv":
        with path.open("w", newline="", encoding="utf-8") as f:
            writer = csv.DictWriter(f, fieldnames=names)
            writer.writeheader()
            writer.writerows(rows)
        return path
    if suffix != ".parquet":
        raise ValueError(f"--out must end in .parquet or .csv, got {str(path)!r}")
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise ValueError('writing Parquet needs pyarrow: pip install "tether[scale]" (or use --out results.csv)') from None
    table = pa.table({name: [row.get(name) for row in rows] for name in names})
    pq.write_table(table, path)
    return path
