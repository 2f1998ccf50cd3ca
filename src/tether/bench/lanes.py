"""The lanes of `tether bench`: each name's module, and whether it runs servers of their own.

Kept apart from the runner so that `--against` (which the runner calls) reads the same table
without importing the runner back.
"""

from __future__ import annotations

import inspect

__all__ = ["LANES", "two_process"]

LANES = {
    "core": "tether.bench.core",
    "legacy": "tether.bench.legacy",
    "click": "tether.bench.click",
    "peer": "tether.bench.peer",
    "official": "tether.bench.official",
    "scale": "tether.bench.scale",
    "zmq": "tether.bench.zmq",
}


def two_process(module: object) -> bool:
    """Whether a lane runs servers in processes of their own: its ``run`` takes ``placements``."""
    return "placements" in inspect.signature(module.run).parameters  # type: ignore[attr-defined]
