"""The ``--real-time`` / ``--no-real-time`` switch that ``tether run`` and ``tether serve`` share."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tether.core import Simulation


def add_real_time_argument(parser: argparse.ArgumentParser, dest: str = "real_time") -> None:
    """``--real-time`` / ``--no-real-time``: override the scene's ``real_time`` setting."""
    parser.add_argument(
        "--real-time", action=argparse.BooleanOptionalAction, default=None, dest=dest,
        help="keep simulation time with the wall clock, or run as fast as possible "
             "(default: the scene's real_time setting; the built-in scene says real time)",
    )


def apply_real_time(sim: Simulation, override: bool | None) -> str:
    """Apply a --real-time/--no-real-time override; return the start-up text that says which."""
    if override is not None:
        sim.loop.real_time = override
        source = "--real-time" if override else "--no-real-time"
    elif sim.loop.real_time:
        source = "the scene's setting; --no-real-time runs as fast as possible"
    else:
        source = "the scene's setting; --real-time keeps pace with the wall clock"
    return f"real time: {'on' if sim.loop.real_time else 'off, as fast as possible'} ({source})"
