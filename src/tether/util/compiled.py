"""Which of tether's modules are compiled, and whether the compiled or the pure ones run.

The modules in :data:`COMPILED` are plain Python that ``setup.py`` also compiles with Cython
(pure-Python mode) when the build is asked to (``TETHER_COMPILE=1 pip install .``). Python imports an extension module in preference to the
``.py`` file beside it; this module decides otherwise in two cases, by putting a finder ahead
of the others:

* ``TETHER_PURE_PYTHON=1`` at run time: the pure modules run (and a build ignores Cython);
* a compiled module older than its ``.py`` file in a source tree (an editable install edited
  after its build): the source runs, as an editable install promises. Installed copies (under
  site-packages) always run what was built.

:func:`build_info` says which is active; ``tether --version`` and ``tether bench`` print it.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from types import ModuleType

__all__ = ["COMPILED", "COMPILE_ENV", "PURE_ENV", "build_info", "install"]

#: set to 1 to run (or build) the pure-Python modules only
PURE_ENV = "TETHER_PURE_PYTHON"

#: set to 1 when building (``TETHER_COMPILE=1 pip install .``) to compile :data:`COMPILED`
COMPILE_ENV = "TETHER_COMPILE"

#: the hot modules of the legacy pipeline, its clients and transports, the host loop that serves
#: them and Click's cycle, compiled where possible
COMPILED: tuple[str, ...] = (
    "tether.remoteapi.protocol",
    "tether.remoteapi.connection",
    "tether.remoteapi.layouts",
    "tether.remoteapi.store",
    "tether.remoteapi.handlers",
    "tether.remoteapi.server_connection",
    "tether.remoteapi.client_connection",
    "tether.remoteapi.fast",
    # the legacy clients' calls and waiting, the TCP server, the host loop. The shared-memory
    # transport (shm, shm_server) stays pure: its code runs after the pass in a stepping message,
    # where compiled code is cold in the instruction cache (docs/performance.md, Session 26)
    "tether.remoteapi.spinning",
    "tether.remoteapi.client",
    "tether.remoteapi.simx_calls",
    "tether.remoteapi.server",
    "tether.host.simulation_host",
    # Click's cycle: the session, both decoders and their shape cache, the server's scene side and socket loop
    "tether.click.session",
    "tether.click.request_decoder",
    "tether.click.shapes",
    "tether.click.sensor_decoder",
    "tether.click.template",
    "tether.click.server",
    "tether.util.fixed_bytes",
)


def _forced_pure() -> bool:
    return os.environ.get(PURE_ENV, "") not in ("", "0")


def _source_and_binary(name: str, path: list[str] | None) -> tuple[str | None, str | None]:
    leaf = name.rpartition(".")[2]
    for folder in path or ():
        source = os.path.join(folder, leaf + ".py")
        if not os.path.isfile(source):
            continue
        binary = None
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            candidate = os.path.join(folder, leaf + suffix)
            if os.path.isfile(candidate):
                binary = candidate
                break
        return source, binary
    return None, None


class _PureFinder(importlib.abc.MetaPathFinder):
    """Finds a compiled module's ``.py`` file when the pure one must run (see the module docs)."""

    def find_spec(self, name: str, path: object = None, target: ModuleType | None = None) -> object:
        if name not in COMPILED:
            return None
        folders = list(path) if path is not None else None  # type: ignore[call-overload]
        source, binary = _source_and_binary(name, folders)
        if source is None or binary is None:
            return None  # nothing compiled: the ordinary finders find the source
        if _forced_pure() or _stale(binary, source):
            return importlib.util.spec_from_file_location(name, source)
        return None


def _stale(binary: str, source: str) -> bool:
    """Whether a source tree's compiled module predates an edit of its source. An installed copy
    (under site-packages) is never stale: pip writes its files in the wheel's order, so a ``.py``
    may land a few milliseconds after the extension built from it."""
    parts = set(os.path.normpath(binary).split(os.sep))
    if parts & {"site-packages", "dist-packages"}:
        return False
    return os.path.getmtime(binary) < os.path.getmtime(source)


def install() -> None:
    """Put the finder first on ``sys.meta_path`` (once; ``import tether`` does it)."""
    if not any(isinstance(f, _PureFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _PureFinder())


def build_info() -> str:
    """One line: whether the compiled or the pure-Python modules run, and why (nothing is
    imported: the finders say which file each module would load from)."""
    origins = [getattr(importlib.util.find_spec(name), "origin", None) or "" for name in COMPILED]
    compiled = [o for o in origins if not o.endswith(".py")]
    if len(compiled) == len(origins):
        return f"compiled with Cython: {len(compiled)} modules"
    if compiled:
        return f"partly compiled: {len(compiled)} of {len(origins)} modules (the rest are stale or failed to build)"
    why = f"{PURE_ENV}=1" if _forced_pure() else f"the default; {COMPILE_ENV}=1 compiles"
    return f"pure Python ({why})"
