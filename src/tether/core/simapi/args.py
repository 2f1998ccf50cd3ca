"""Argument checks shared by the SimAPI mixins: one clear ``SimError`` line per bad argument."""

from __future__ import annotations

import math
from typing import Any

from tether.core.engine.errors import SimError

__all__ = ["number", "integer", "vector", "vector3", "colour", "matrix12", "pose7", "quaternion", "text", "table",
           "sequence", "integers", "buffer", "all_finite"]


def number(value: Any, what: str, finite: bool = True) -> float:
    """A finite float (bools are refused: they are never a number in CoppeliaSim's API);
    ``finite=False``: infinities and NaN too (a signal's value may be any double)."""
    if isinstance(value, bool):
        raise SimError(f"{what} must be a number, got {value!r}")
    try:
        result = float(value)
    except (TypeError, ValueError):
        raise SimError(f"{what} must be a number, got {_shown(value)}") from None
    if finite and not math.isfinite(result):
        raise SimError(f"{what} must be finite, got {value!r}")
    return result


def _shown(value: Any) -> str:
    """A wrong value as the caller wrote it: a Lua string (bytes on the wire) shown as a string."""
    if isinstance(value, (bytes, bytearray)):
        value = bytes(value).decode("utf-8", "replace")
    return repr(value)[:120]


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
    raise SimError(f"{what} must be an integer, got {_shown(value)}")


def vector(value: Any, n: int | None, what: str) -> list[float]:
    """A list of ``n`` finite floats (any length when ``n`` is None)."""
    if isinstance(value, (str, bytes, dict)):
        raise SimError(f"{what} must be a list of numbers, got {value!r}"[:200])
    try:
        values = [float(v) for v in value]
    except (TypeError, ValueError):
        raise SimError(f"{what} must be a list of numbers, got {value!r}"[:200]) from None
    if n is not None and len(values) != n:
        raise SimError(f"{what} must have {n} values (a list of {n} finite numbers), "
                       f"got {len(values)}: {value!r}"[:200])
    if not all(map(math.isfinite, values)):
        raise SimError(f"{what} must hold finite numbers, got {value!r}"[:200])
    return values


def all_finite(values: Any) -> bool:
    """True when every value is a finite number as :func:`number` takes it (no bool), without
    an error: a batch's check before it writes each value as ``float(v)``. One sum instead of a
    check per value: finite iff every value is (one that overflows the sum only answers False;
    the one-by-one calls then accept it)."""
    try:
        finite = math.isfinite(sum(values))
    except TypeError:  # something no number
        return False
    return finite and bool not in map(type, values)  # (in C: no generator per call)


def vector3(value: Any, what: str) -> list[float]:
    """``vector(value, 3, what)``, cheaper for the usual list or tuple of three numbers (a pose
    setter's position, on every call of a controller's loop)."""
    if type(value) is list or type(value) is tuple:
        try:
            x, y, z = map(float, value)
        except (TypeError, ValueError):
            pass  # vector() raises the precise error
        else:
            if _isfinite(x) and _isfinite(y) and _isfinite(z):
                return [x, y, z]
    return vector(value, 3, what)


_isfinite = math.isfinite


def colour(value: Any, what: str = "colour") -> tuple[float, float, float]:
    """Red, green, blue: the first three numbers of ``value`` (CoppeliaSim passes longer colour
    arrays too), each clamped to 0..1."""
    if isinstance(value, (str, bytes, dict)):
        raise SimError(f"{what} must be three numbers (red, green, blue in 0..1), got {value!r}"[:200])
    try:
        first = list(value)[:3]
    except TypeError:
        raise SimError(f"{what} must be three numbers (red, green, blue in 0..1), got {value!r}"[:200]) from None
    r, g, b = vector(first, 3, what)
    return (min(max(r, 0.0), 1.0), min(max(g, 0.0), 1.0), min(max(b, 0.0), 1.0))


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


def sequence(value: Any, what: str) -> list[Any]:
    """A list (a Lua table used as an array): a list, tuple or other iterable that is no string
    nor map."""
    if isinstance(value, (str, bytes, dict)):
        raise SimError(f"{what} must be a list, got {value!r}"[:200])
    try:
        return list(value)
    except TypeError:
        raise SimError(f"{what} must be a list, got {value!r}"[:200]) from None


def integers(value: Any, n: int | None, what: str) -> list[int]:
    """A list of ``n`` integers (any length when ``n`` is None): handles, a resolution..."""
    values = [integer(v, what) for v in sequence(value, what)]
    if n is not None and len(values) != n:
        raise SimError(f"{what} must have {n} values, got {len(values)}")
    return values


def buffer(value: Any, what: str) -> bytes:
    """Bytes (a string is encoded as UTF-8: Lua strings cross the wire as either)."""
    if isinstance(value, str):
        return value.encode("utf-8")
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    raise SimError(f"{what} must be a string or bytes, got {value!r}"[:200])
