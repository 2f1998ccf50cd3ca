"""The few names of Cython's pure-Python mode that tether's compiled modules use, as no-ops.

The modules in :data:`tether.util.compiled.COMPILED` declare C types for their hot loops with
``@cython.locals(...)``; compiled, Cython turns those into C variables, and run as plain Python
they must mean nothing. Cython's own ``cython`` module does that when Cython is installed; this
module does it when it is not (a pure-Python install needs no Cython at run time)::

    try:
        import cython
    except ImportError:
        from tether.util import cython_shim as cython
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

__all__ = ["compiled", "locals", "Py_ssize_t", "long", "bint"]

_F = TypeVar("_F", bound=Callable[..., Any])

#: False: this is plain Python (Cython's module says True in compiled code)
compiled = False

# C types as the Python types they hold
Py_ssize_t = int
long = int
bint = bool


def locals(**types: Any) -> Callable[[_F], _F]:  # noqa: A001  (Cython's name)
    """``@cython.locals(name=type, ...)``: the function unchanged."""

    def keep(function: _F) -> _F:
        return function

    return keep
