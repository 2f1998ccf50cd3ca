"""The ``sim`` namespace as ZeroMQ remote API clients discover it (``zmqRemoteApi.info``).

CoppeliaSim's clients build their ``sim`` object from this map and raise AttributeError for any
name missing from it before sending anything, so it lists CoppeliaSim's whole ``sim`` surface
(functions and constants, with CoppeliaSim's numeric values) even where tether answers a call
with an error. The data comes from CoppeliaSim's C++ client headers (see gen_catalogue.py).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tether.core.engine.catalogue_data import CONSTANTS, FUNCTIONS

__all__ = ["CONSTANTS", "FUNCTIONS", "NAMESPACES", "info", "constant_names"]

#: Namespaces tether serves (``client.require(name)``).
NAMESPACES = ("sim",)


@lru_cache(maxsize=None)
def _sim_info(extra: frozenset[str]) -> dict[str, Any]:
    info: dict[str, Any] = {name: {"const": value} for name, value in CONSTANTS.items()}
    for name in set(FUNCTIONS) | extra:
        info[name] = {"func": {}}
    return info


def info(namespace: str, extra_functions: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The ``zmqRemoteApi.info`` reply for a namespace (KeyError if tether does not serve it)."""
    if namespace != "sim":
        raise KeyError(namespace)
    return _sim_info(extra_functions)


@lru_cache(maxsize=None)
def constant_names(value: int, prefix: str) -> tuple[str, ...]:
    """CoppeliaSim's constant names with this value and prefix (to translate parameter ids)."""
    return tuple(n for n, v in CONSTANTS.items() if v == value and n.startswith(prefix))
