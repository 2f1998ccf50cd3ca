"""One sandboxed Lua 5.4 state per script, through lupa.

The state is made so that a scene downloaded from anywhere cannot reach the machine:
lupa's ``python`` table is removed and its eval and builtins are never registered, every
attribute of a Python object is denied to Lua (the functions tether hands over are called, never
inspected), ``os``/``io``/``package``/``debug`` are cut down in ``prelude.lua``, files are read only
from the scene's folder, memory is capped by lupa's allocator, and a count hook stops a callback
that runs past the time limit.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any, Callable

import lupa.lua54 as lupa  # type: ignore[import-untyped]

from tether.core.engine.errors import SimError
from tether.core.scripting.lua.watchdog import Stopwatch, available, watch

logger = logging.getLogger(__name__)

MAX_MEMORY = 256 * 1024 * 1024  # bytes per script state: a memory bomb fails, the host lives
TIME_LIMIT = 5.0  # seconds a non-threaded callback (or a thread between switches) may run
TIME_LIMIT_VARIABLE = "TETHER_LUA_TIME_LIMIT"  # environment variable: another limit, in seconds
AUTO_SWITCH_SECONDS = 0.002  # CoppeliaSim's 1-2 ms slice of a threaded script

LuaError = lupa.LuaError
LuaMemoryError = lupa.LuaMemoryError
LuaSyntaxError = lupa.LuaSyntaxError

_PRELUDE = (Path(__file__).with_name("prelude.lua")).read_text(encoding="utf-8")


def _deny(obj: Any, name: Any, is_setting: bool) -> Any:
    """lupa's attribute filter: Lua never reads or writes an attribute of a Python object."""
    raise AttributeError("Lua scripts have no access to Python objects")


def _reader(folder: Path) -> Callable[[Any], bytes]:
    """``read_file`` for the prelude: the text of a file inside ``folder``, else an error."""
    root = folder.resolve()

    def read_file(path: Any) -> bytes:
        name = path.decode("utf-8", "replace") if isinstance(path, bytes) else str(path)
        target = (root / name).resolve()
        if target != root and root not in target.parents:
            raise PermissionError(f"{name!r} is outside the scene's folder")
        try:
            return target.read_bytes()
        except OSError as exc:
            raise FileNotFoundError(f"cannot read {name!r}: {exc.strerror}") from None

    return read_file


class LuaState:
    """A Lua runtime for one script, with the prelude's helpers (``self.api``)."""

    def __init__(self, filename: str, folder: Path, print_line: Callable[[str], None]) -> None:
        self.runtime = lupa.LuaRuntime(
            encoding=None,  # Lua strings are bytes (buffers, packed tables); bridge.py decodes text
            register_eval=False,
            register_builtins=False,
            attribute_filter=_deny,
            unpack_returned_tuples=True,
            max_memory=MAX_MEMORY,
        )
        self.table_type = type(self.runtime.table())
        limit = time_limit()
        self.stopwatch = Stopwatch(self.runtime, 0, limit)

        def lua_print(*values: Any) -> None:
            print_line("\t".join(_text(v) for v in values))

        host = self.runtime.table_from({
            b"folder": str(folder).encode(),
            b"filename": filename.encode(),
            b"read_file": _reader(folder),
            b"print": lua_print,
            b"time_limit": limit,
            b"watchdog": available(),
            b"overdue": self.stopwatch.overdue,
            b"slice": float(AUTO_SWITCH_SECONDS),
            b"pack": _pack,
        })
        self.api = self.runtime.execute(_PRELUDE, host, name="=tether prelude", mode="t")
        self.globals = self.runtime.globals()
        self.stopwatch.threads[0] = int(self.api.main_thread, 16)
        watch(self.stopwatch)

    def table(self, values: Any) -> Any:
        return self.runtime.table_from(values)


def time_limit() -> float:
    """Seconds a callback may run: ``TETHER_LUA_TIME_LIMIT`` if set, else :data:`TIME_LIMIT`."""
    text = os.environ.get(TIME_LIMIT_VARIABLE, "").strip()
    if not text:
        return float(TIME_LIMIT)
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0.0 or value == float("inf"):
        raise SimError(f"{TIME_LIMIT_VARIABLE}={text!r}: not a number of seconds > 0 "
                       f"(unset it for the default, {TIME_LIMIT:g} s)")
    return value


def _pack(*items: Any) -> list:
    """Lua's arrays of numbers, as Python lists (the prelude's list_args)."""
    return list(items)


def _text(value: Any) -> str:
    """How Lua's ``print`` shows a value (strings come from Lua as bytes)."""
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if value is None:
        return "nil"
    if value is True or value is False:
        return "true" if value else "false"
    if lupa.lua_type(value) is not None:
        return f"{lupa.lua_type(value)}"
    return str(value)


def decode_error(text: Any) -> tuple[str, str, str, bool]:
    """Split the prelude's ``where\\0message\\0traceback\\0stopped`` error text: the last
    part says whether the time limit stopped the script."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    parts = str(text).split("\0")
    while len(parts) < 4:
        parts.append("")
    return parts[0], parts[1], parts[2], parts[3] == "stopped"


class LuaScriptError(SimError):
    """A Lua script failed to load: ``FILE:LINE: message`` in one line."""
