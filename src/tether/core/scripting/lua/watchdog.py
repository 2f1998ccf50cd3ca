"""The Lua time limit: one watchdog thread for all scripts, and a hook armed only on overrun.

A count hook costs on every VM instruction while it is set (Lua 5.4 traps each instruction
into C whatever the count), so no hook is set while scripts behave. Each entry into a script's
Lua state (a callback, a thread's slice) writes a serial number in the state's
:class:`Stopwatch`; the watchdog thread looks at every stopwatch a few times per time limit, and
when one shows the same entry for longer than the limit it sets a count hook of 1 instruction
on that state's Lua threads with ``lua_sethook``, which Lua documents as callable
asynchronously (the stand-alone ``lua`` interpreter's Ctrl-C handler does the same). The hook
is the one of Lua's own debug library (``debug.sethook``'s C function, whose address the
watchdog reads once with ``lua_gethook``), so it calls the prelude's Lua function registered for
that thread: that function disarms the hook, asks :meth:`Stopwatch.overdue` whether the entry
the watchdog saw is still running (a callback that returned just in time is not stopped) and
raises the time-limit error if so.

The Lua C API is reached with ctypes in lupa's own extension module (the Lua that runs the
scripts: lupa links Lua statically and exports its symbols). Where it does not export them,
:func:`available` is False and the prelude falls back to an always-set count hook.
"""

from __future__ import annotations

import ctypes
import itertools
import threading
import time
import weakref
from typing import Any

import lupa.lua54 as lupa  # type: ignore[import-untyped]

LUA_MASKCOUNT = 1 << 3  # lua.h
TICKS_PER_LIMIT = 8  # the watchdog looks this often per time limit: stops within ~1.125 limits
MIN_TICK, MAX_TICK = 0.005, 0.25  # seconds between looks

_serials = itertools.count(1)
next_serial = _serials.__next__  # an entry's serial: later entries have larger ones


class _LuaC:
    """``lua_sethook`` of lupa's Lua, and the C hook of Lua's debug library."""

    def __init__(self) -> None:
        lib = ctypes.CDLL(lupa.__file__)  # the module already loaded: the same Lua, not a second one
        self.sethook = lib.lua_sethook
        self.sethook.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        self.sethook.restype = None
        gethook = lib.lua_gethook
        gethook.argtypes = [ctypes.c_void_p]
        gethook.restype = ctypes.c_void_p
        # debug.sethook installs its C hook (ldblib.c's hookf) on the thread: read its address
        probe = lupa.LuaRuntime(register_eval=False, register_builtins=False)
        address = probe.execute(
            "debug.sethook(function() end, '', 1000000000) return string.format('%p', coroutine.running())")
        self.hook = gethook(int(address, 16))
        probe.execute("debug.sethook()")
        if not self.hook:
            raise OSError("lua_gethook found no hook after debug.sethook")


def _load() -> _LuaC | None:
    try:
        return _LuaC()
    except (OSError, AttributeError, ValueError, TypeError):
        return None  # no exported Lua C API (e.g. a Windows build of lupa)


_lua_c = _load()


def available() -> bool:
    """The watchdog can arm hooks (lupa's module exports the Lua C API)."""
    return _lua_c is not None


class Stopwatch:
    """The entries of one Lua state into its script, as the watchdog sees them.

    ``serial`` is 0 while no Lua code of the state runs, else the serial of the innermost
    entry (:func:`next_serial`): the code that enters the state writes it and puts the previous
    value back when the entry ends (entries may nest: a script calling another through
    ``sim.callScriptFunction``)."""

    __slots__ = ("serial", "limit", "threads", "lock", "runtime", "seen_serial", "seen_at", "armed_serial",
                 "__weakref__")

    def __init__(self, runtime: Any, main_thread: int, limit: float) -> None:
        self.serial = 0
        self.limit = limit
        self.threads = [main_thread]  # lua_State addresses of the state's threads tether runs
        self.lock = threading.Lock()  # arming vs a thread leaving the stopwatch
        self.runtime = runtime  # kept alive while the watchdog may arm it
        self.seen_serial = 0
        self.seen_at = 0.0
        self.armed_serial = 0

    def overdue(self) -> bool:
        """Asked by the armed hook: the entry the watchdog found too long is still running."""
        return self.serial != 0 and self.serial == self.armed_serial

    def add_thread(self, address: int) -> None:
        """A Lua thread (coroutine) of the state that tether resumes (a threaded script)."""
        with self.lock:
            self.threads.append(address)

    def remove_thread(self, address: int) -> None:
        """Before the coroutine can be collected: the watchdog never touches it again."""
        with self.lock:
            if address in self.threads:
                self.threads.remove(address)


class Watchdog:
    """The one watchdog thread of the process and the stopwatches it looks at (weakly: a Lua
    state that is garbage leaves by itself). Started by the first :meth:`watch`."""

    def __init__(self, lua_c: _LuaC | None) -> None:
        self.lua_c = lua_c
        self.watched: weakref.WeakSet[Stopwatch] = weakref.WeakSet()
        self.wake = threading.Event()
        self.thread: threading.Thread | None = None
        self.starting = threading.Lock()

    def watch(self, stopwatch: Stopwatch) -> None:
        """Watch the stopwatch from now on (until it is garbage)."""
        with self.starting:
            self.watched.add(stopwatch)
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self._run, name="tether-lua-watchdog", daemon=True)
                self.thread.start()
        self.wake.set()  # a shorter limit may need a shorter tick

    def _tick(self) -> float:
        limits = [sw.limit for sw in list(self.watched)]
        if not limits:
            return MAX_TICK
        return min(MAX_TICK, max(MIN_TICK, min(limits) / TICKS_PER_LIMIT))

    def _run(self) -> None:
        while True:
            self.wake.wait(self._tick())
            self.wake.clear()
            self.look(time.monotonic())

    def look(self, now: float) -> None:
        """One look at every stopwatch: arm the newest entry if it ran past its limit.

        Only the newest entry running is armed: an older one is (most likely) waiting for it, in
        a call into another script (``sim.callScriptFunction``), so it gets its time afresh
        rather than being stopped once the newer one returns; a runaway in another simulation's
        thread is armed at a look where it is the newest entry running."""
        busy: list[Stopwatch] = []
        for sw in list(self.watched):
            serial = sw.serial
            if serial == 0:
                continue
            if serial != sw.seen_serial:
                sw.seen_serial, sw.seen_at = serial, now
            busy.append(sw)
        if not busy:
            return
        newest = max(busy, key=lambda sw: sw.seen_serial)
        for sw in busy:
            if sw is not newest and now - sw.seen_at >= sw.limit:
                sw.seen_at = now
        if now - newest.seen_at >= newest.limit and newest.armed_serial != newest.seen_serial:
            self._arm(newest)

    def _arm(self, sw: Stopwatch) -> None:
        lua_c = self.lua_c
        if lua_c is None:
            return
        with sw.lock:
            sw.armed_serial = sw.seen_serial
            for address in sw.threads:
                lua_c.sethook(address, lua_c.hook, LUA_MASKCOUNT, 1)


#: the process's watchdog (one thread for every Lua state of every simulation)
WATCHDOG = Watchdog(_lua_c)
watch = WATCHDOG.watch
