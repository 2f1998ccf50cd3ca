"""Argument checks shared by the SimAPI mixins: one clear ``SimError`` line per bad argument."""

from __future__ import annotations

import math
from typing import Any

from tether.core.errors import SimError

__all__ = ["number", "integer", "vector", "matrix12", "pose7", "quaternion", "text", "table"]


def number(value: Any, what: str) -> float:
    """A finite float (bools are refused: they are never a number in CoppeliaSim's API)."""
    if isinstance(value, bool):
        raise SimError(f"{what} must be a number, got {value!r}")
    try:
        result = float(value)
    except (TypeError, ValueError):
        raise SimError(f"{what} must be a number, got {value!r}") from None
    if not math.isfinite(result):
        raise SimError(f"{what} must be finite, got {value!r}")
    return result


def integer(value: Any, what: str) -> int:
    """An int (a float with an integral value is accepted: Lua numbers cross the wire as either)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    try:
        import numpy as np

        if isinstance(value, np.integer):
            return int(value)
    except ImportError:  # pragma: no cover - numpy is a dependency
        pass
    raise SimError(f"{what} must be an integer, got {value!r}")


def vector(value: Any, n: int | None, what: str) -> list[float]:
    """A list of ``n`` finite floats (any length when ``n`` is None)."""
    if isinstance(value, (str, bytes, dict)):
        raise SimError(f"{what} must be a list of numbers, got {value!r}"[:200])
    try:
        values = [float(v) for v in value]
    except (TypeError, ValueError):
        raise SimError(f"{what} must be a list of numbers, got {value!r}"[:200]) from None
    if n is not None and len(values) != n:
        raise SimError(f"{what} must have {n} values, got {len(values)}")
    if not all(map(math.isfinite, values)):
        raise SimError(f"{what} must hold finite numbers, got {value!r}"[:200])
    return values


def matrix12(value: Any, what: str = "matrix") -> list[float]:
    """A 3x4 transformation matrix, 12 values row-major (CoppeliaSim's form)."""
    return vector(value, 12, what)


def pose7(value: Any, what: str = "pose") -> list[float]:
    """A pose: position then quaternion x, y, z, w (CoppeliaSim's form)."""
    return vector(value, 7, what)


def quaternion(value: Any, what: str = "quaternion") -> list[float]:
    """A quaternion x, y, z, w, not zero."""
    q = vector(value, 4, what)
    if not any(q):
        raise SimError(f"{what} must not be zero")
    return q


def text(value: Any, what: str) -> str:
    """A string (bytes are decoded as UTF-8: Lua strings cross the ZeroMQ wire as either)."""
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if not isinstance(value, str):
        raise SimError(f"{what} must be a string, got {value!r}"[:200])
    return value


def table(value: Any, what: str) -> dict[str, Any]:
    """A map (Lua table with string keys); None is an empty one."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise SimError(f"{what} must be a map (Lua table), got {value!r}"[:200])
    return value
