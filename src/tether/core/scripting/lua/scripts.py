"""Lua child, threaded and main scripts: the life cycle of tether's Python scripts
(tether.core.scripting.scripts), the code run in a Lua state (tether.core.scripting.lua.state).

Dialects, told apart by what the chunk defines once it ran:

- CoppeliaSim 4.x (and V-REP 3.5+): ``sysCall_init/actuation/sensing/cleanup`` functions;
- V-REP up to 3.4: no ``sysCall_*`` function; the whole chunk runs again in each phase with the
  global ``sim_call_type`` set to ``sim_childscriptcall_initialization/actuation/sensing/cleanup``
  (main script: ``sim_mainscriptcall_initialization/regular/cleanup``);
- threaded (``threaded = true`` in the manifest, or a chunk defining ``sysCall_thread`` or
  ``sysCall_threadmain``): the chunk, then ``sysCall_init``, then ``sysCall_thread`` or
  ``sysCall_threadmain``, in a Lua coroutine. The coroutine yields in ``sim.switchThread``,
  ``sim.step``, ``sim.wait`` (Lua functions) and, with automatic switching on, in any ``sim``
  call after ~2 ms; the pass that resumed it then goes on. The pass resumes the coroutine
  itself (no greenlet, unlike a Python threaded script), so no Lua frame is ever suspended on
  a greenlet.
"""

from __future__ import annotations

import os
import re
import traceback
from pathlib import Path
from typing import Any, Callable


from tether.core.engine.errors import SimError
from tether.core.engine.log import VERBOSITY_SCRIPTINFOS
from tether.core.scripting.lua.bridge import CHILDSCRIPTCALL, MAINSCRIPTCALL, Converter, build_sim
from tether.core.scripting.lua.state import LuaError, LuaState, decode_error
from tether.core.scripting.lua.watchdog import next_serial
from tether.core.scripting.scripts import ChildScript, MainScript, ScriptHost, ScriptSyntaxError, ThreadedScript

CALLBACK_NAMES = ("sysCall_init", "sysCall_actuation", "sysCall_sensing", "sysCall_cleanup",
                  "sysCall_thread", "sysCall_threadmain")
SKIPPABLE = frozenset({"sysCall_actuation", "sysCall_sensing"})  # empty ones are not called
_THREAD_FUNCTION = re.compile(r"\bfunction\s+sysCall_thread(main)?\s*\(|\bsysCall_thread(main)?\s*=\s*function\b")


def is_lua(filename: str | Path) -> bool:
    """A script file in Lua (the language follows the extension)."""
    return str(filename).lower().endswith(".lua")


def defines_thread(source: str) -> bool:
    """The chunk defines ``sysCall_thread``/``sysCall_threadmain``: a threaded script."""
    return _THREAD_FUNCTION.search(source) is not None


class LuaFunctionError(SimError):
    """A Lua function failed: where (``FILE:LINE``), the message, and Lua's traceback."""

    def __init__(self, where: str, message: str, detail: str = "", halts: bool = False) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message
        self.detail = detail
        self.halts = halts  # stopped by the time limit or out of memory: the script is halted


class LuaNamespace:
    """What tether's loop and ``sim.callScriptFunction`` read as a script's namespace: the
    script's Lua functions, as Python callables."""

    def __init__(self, script: LuaScript) -> None:
        self.script = script

    def get(self, name: str, default: Any = None) -> Any:
        found = self.script.function(name)
        return default if found is None else found

    def __contains__(self, name: str) -> bool:
        if name in ("sysCall_thread", "sysCall_threadmain"):
            return False  # a threaded Lua script runs these itself, in its coroutine
        return self.script.function(name) is not None


class LuaScript:
    """What the three Lua script classes share (a mixin before the Python script class)."""

    # provided by tether.core.scripting.scripts.Script
    simulation: ScriptHost
    source: str
    filename: str
    label: str
    namespace: Any
    CALL_TYPES: dict[str, int] = {}  # V-REP dialect: callback -> sim_call_type
    python_thread = False  # a Lua thread switches in Lua (tether.core.scripting.lua.bridge)

    def compile(self) -> None:
        """Check the syntax now (a scene with a broken script does not load) and keep that
        state for the first run."""
        path = Path(self.filename)
        self._chunkname = path.name
        self._lua_reported: set[tuple[str, str]] = set()
        self.state: LuaState | None = None
        self.chunk: Any = None
        self._vrep_dialect = False
        self.halted = False  # stopped by a limit in this run: never called again
        self._spare: tuple[LuaState, Any] | None = self.new_state()

    def new_state(self) -> tuple[LuaState, Any]:
        state = LuaState(self._chunkname, Path(self.filename).parent, self.print_line)
        compiled = state.api.compile(self.source.encode("utf-8"))
        chunk, error = compiled if isinstance(compiled, tuple) else (compiled, None)
        if chunk is None:
            where, message = self.split_message(error)
            raise ScriptSyntaxError(f"{where}: syntax error: {message}")
        return state, chunk

    def print_line(self, text: str) -> None:
        self.simulation.log.add(text, self.simulation.loop.sim_time, VERBOSITY_SCRIPTINFOS)

    def fresh_namespace(self, sim_api: Any) -> None:
        """A fresh Lua state with ``sim`` bound to this script (each simulation run starts
        from scratch, as in CoppeliaSim): the Lua functions of ``sim_api``, the plain ``sim``
        object of this script (a Lua thread switches in Lua)."""
        if self._spare is not None:
            state, chunk = self._spare
            self._spare = None
        else:
            state, chunk = self.new_state()
        simulation = self.simulation
        loop = simulation.loop

        def now() -> tuple[int, float, float]:
            return int(loop.state), loop.sim_time, sim_api.getSimulationTimeStep()

        build_sim(state, sim_api, now, simulation.api_state.simui, self.print_line,
                  threaded=getattr(self, "threaded", False), main=isinstance(self, MainScript))
        self.state, self.chunk = state, chunk
        self.halted = False
        self.stopwatch = state.stopwatch  # what the entries below tell the time limit's watchdog
        self.converter = Converter(state)
        self.run = state.api.run
        self.namespace = LuaNamespace(self)

    def drop_state(self) -> None:
        self.state = self.chunk = None

    # -- calling Lua --------------------------------------------------------------------------
    def invoke(self, func: Any, *args: Any) -> Any:
        """Run a Lua function under the time limit; its results in Python, or LuaFunctionError."""
        loop = self.simulation.loop
        stopwatch = self.stopwatch
        outer = stopwatch.serial
        stopwatch.serial = next_serial()
        try:
            res = self.run(func, int(loop.state), loop.sim_time, *args)
        except LuaError as exc:  # outside the protected call (e.g. out of memory converting)
            raise self.failure(_one_line(exc) or type(exc).__name__) from None
        finally:
            stopwatch.serial = outer
        return self.outcome(res)

    def outcome(self, res: Any) -> Any:
        """The prelude's ``run`` result: Python values, or LuaFunctionError."""
        if res is True:
            return None
        if type(res) is tuple and res[0] is True:
            values = tuple(self.converter.from_lua(v) for v in res[1:])
            return values[0] if len(values) == 1 else values
        raise self.failure(res[1] if type(res) is tuple else res)

    def failure(self, text: Any) -> LuaFunctionError:
        where, message, detail, stopped = decode_error(text)
        if not message and not detail:  # not from the prelude's handler (out of memory)
            message, where = where or "error", self.filename
            if message == "not enough memory":
                message = "not enough memory (the script's Lua state is limited to its memory cap)"
                stopped = True
        return LuaFunctionError(self.path_of(where), message, detail, halts=stopped)

    def split_message(self, text: Any) -> tuple[str, str]:
        """``chunk:LINE: message`` of a Lua compile error -> (FILE:LINE, message)."""
        if isinstance(text, bytes):
            text = text.decode("utf-8", "replace")
        match = re.match(r"^(.*?):(\d+): (.*)$", str(text), re.S)
        if match is None:
            return self.filename, str(text)
        return self.path_of(f"{match.group(1)}:{match.group(2)}"), match.group(3)

    def path_of(self, where: str) -> str:
        """The chunk names of errors (the file's name: Lua shortens long ones) as paths."""
        file, sep, line = where.rpartition(":")
        if not sep or not line.isdigit():
            return where
        if file == self._chunkname:
            return f"{self.filename}:{line}"
        if file and not os.path.isabs(file) and not file.startswith(("[", "=")):
            return f"{os.path.join(os.path.dirname(self.filename), file)}:{line}"
        return where

    def function(self, name: str) -> Callable[..., Any] | None:
        """A Python callable for the script's function ``name`` (None if it has none)."""
        if self.state is None or self.halted:
            return None
        if self._vrep_dialect:
            call_type = self.CALL_TYPES.get(name)
            if call_type is None or name == "sysCall_init":
                return None
            return lambda: self.rerun(call_type)
        func = self.state.globals[name.encode("utf-8")]
        if not self.state.api.is_function(func):
            return None
        if name in SKIPPABLE and self.state.api.does_nothing(func):
            return None  # an empty callback: nothing to call
        run, to_lua, invoke = self.state.api.run_callback, self.converter.to_lua, self.invoke
        loop, stopwatch = self.simulation.loop, self.stopwatch

        def call(*args: Any) -> Any:
            try:
                if args:
                    return invoke(func, *(to_lua(a) for a in args))
                outer = stopwatch.serial  # the entry, for the time limit's watchdog
                stopwatch.serial = next_serial()
                try:  # the loop's callbacks (the simulation's state, an IntEnum, goes as an integer)
                    res = run(func, loop.state, loop.sim_time)
                except LuaError as exc:  # outside the protected call (e.g. out of memory converting)
                    raise self.failure(_one_line(exc) or type(exc).__name__) from None
                finally:
                    stopwatch.serial = outer
                return None if res is True else self.outcome(res)
            except LuaFunctionError as exc:
                if exc.halts:  # this script's own line, whoever called it (sim.callScriptFunction too)
                    self.report_error(name, exc)
                raise

        return call

    def live_state(self) -> LuaState:
        """The state of the current run (the script was initialised)."""
        if self.state is None:
            raise SimError(f"the {self.label} is not running")
        return self.state

    def rerun(self, call_type: int) -> None:
        """V-REP's dialect: the whole chunk again, with ``sim_call_type`` set."""
        self.live_state().globals[b"sim_call_type"] = call_type
        self.invoke(self.chunk)

    def run_body(self) -> None:
        """Run the chunk (its initialization); then tell the dialect."""
        state = self.live_state()
        state.globals[b"sim_call_type"] = 0  # sim_child/mainscriptcall_initialization
        self.invoke(self.chunk)
        g = state.globals
        defines = any(state.api.is_function(g[n.encode()]) for n in CALLBACK_NAMES)
        self._vrep_dialect = not defines and "sim_call_type" in self.source

    def call(self, name: str, *args: Any) -> Any:
        """Call a function of the script if it defines it; errors are reported, never raised."""
        func = self.function(name)
        if func is None:
            return None
        try:
            return func(*args)
        except SimError as exc:
            self.report_error(name, exc)
            return None

    def report_error(self, where: str, exc: BaseException) -> None:
        """One line per distinct error: ``FILE:LINE: error in script of 'X', callback: message``."""
        if isinstance(exc, LuaFunctionError):
            line = f"{exc.where}: error in {self.label}, {where}: {exc.message}"
            detail = exc.detail
            if exc.halts:
                if self.halted:
                    return  # reported when it was halted
                self.halt()
                line += "; the script is halted (not called again in this run)"
        else:
            line = f"{self.filename}: error in {self.label}, {where}: {type(exc).__name__}: {exc}"
            detail = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        key = (where, line)
        if key in self._lua_reported:
            return
        self._lua_reported.add(key)
        self.simulation.scripts.report_script_error(line, detail)

    def halt(self) -> None:
        """Stopped by the time or memory limit: the script is not called again in this run
        (another pass would hang or fail the same way); the rest of the scene runs on."""
        self.halted = True
        self.simulation.scripts.scripts_changed()  # the loop collects its callbacks again


class LuaChildScript(LuaScript, ChildScript):
    """A non-threaded Lua child script."""

    CALL_TYPES = {"sysCall_init": CHILDSCRIPTCALL["initialization"], "sysCall_cleanup": CHILDSCRIPTCALL["cleanup"],
                  "sysCall_actuation": CHILDSCRIPTCALL["actuation"], "sysCall_sensing": CHILDSCRIPTCALL["sensing"]}

    def cleanup(self) -> None:
        super().cleanup()
        self.drop_state()


class LuaThreadedScript(LuaScript, ThreadedScript):
    """A threaded Lua child script: a Lua coroutine, resumed by the pass itself.

    A Lua thread yields in Lua (``sim.switchThread`` and the other thread functions are Lua
    wrappers), so it needs no greenlet: ``resume`` resumes the coroutine until it yields or
    ends, and the pass goes on (ThreadedScript's state fields keep their meaning for the
    runner: ``running``, ``finished``, ``resume_location``...).
    """

    def _reset_thread_state(self) -> None:
        super()._reset_thread_state()
        self.started = False  # the coroutine exists (launched, not yet ended by end())
        self.in_resume = False  # the coroutine is running now (inside resume)
        self.thread_address = 0  # its lua_State, for the time limit's watchdog

    @property
    def running(self) -> bool:
        return self.started and not self.finished

    def is_current(self, current: Any) -> bool:
        """The script's coroutine is running now (it cannot end itself)."""
        return self.in_resume

    def launch(self) -> None:
        """Start the script; it runs until its first switch, during this call."""
        if self.started:
            return
        self.initialized = True
        self.fresh_namespace(self.simulation.scripts.api_for(self))
        state = self.live_state()
        helpers = state.api
        state.globals[b"sim_call_type"] = CHILDSCRIPTCALL["threaded"]
        self.thread_address = int(helpers.spawn(helpers.thread_body(self.chunk)), 16)
        self.stopwatch.add_thread(self.thread_address)
        self.resume_lua = helpers.resume
        self.started = True
        self.resume()

    def resume(self) -> None:
        """Let the script run until it switches or ends (called by the pass)."""
        if not self.started or self.finished:
            return
        self.resumptions += 1
        loop = self.simulation.loop
        stopwatch = self.stopwatch
        outer = stopwatch.serial  # the slice, for the time limit's watchdog
        stopwatch.serial = next_serial()
        self.in_resume = True
        try:
            ended = self.resume_lua(int(loop.state), loop.sim_time)
        except LuaError as exc:  # outside the coroutine's protected body (e.g. out of memory)
            self.report_error("thread", self.failure(_one_line(exc) or type(exc).__name__))
            ended = ("dead", None)
        except Exception as exc:
            self.report_error("thread", exc)
            ended = ("dead", None)
        finally:
            stopwatch.serial = outer
            self.in_resume = False
        if ended is not None:  # ("dead", error or None)
            if ended[1] is not None:
                self.report_error("thread", self.failure(ended[1]))
            self.finish()

    def finish(self) -> None:
        """The thread ended (or is ended at stop): close its coroutine, then sysCall_cleanup."""
        self.finished = True
        state = self.state
        if state is None:
            return
        state.stopwatch.remove_thread(self.thread_address)  # before the coroutine can be collected
        state.api.close()
        if self.state is state:
            self.call("sysCall_cleanup")  # not if halted (function() answers None)
            self.drop_state()

    def switch(self) -> None:
        """A Lua thread switches in Lua (its coroutine yields); nothing to do from Python."""

    def end(self) -> None:
        """End the script at simulation stop (it was already resumed in about-to-stop)."""
        if not self.started:
            return
        if not self.finished:
            self.finish()
        self._reset_thread_state()
        self.initialized = False
        self.simulation.scripts.scripts_changed()  # it is launched again at the next start


class LuaMainScript(LuaScript, MainScript):
    """A main script in Lua (CoppeliaSim's, or V-REP's ``sim_mainscriptcall_*`` chunk)."""

    def halt(self) -> None:
        super().halt()
        self.actuation = self.sensing = _nothing

    CALL_TYPES = {"sysCall_init": MAINSCRIPTCALL["initialization"], "sysCall_cleanup": MAINSCRIPTCALL["cleanup"],
                  "sysCall_actuation": MAINSCRIPTCALL["regular"]}

    def initialize(self) -> None:
        self.fresh_namespace(self.simulation.scripts.api_for(self))
        try:
            self.run_body()
        except SimError as exc:
            self.report_error("initialization", exc)
        self.actuation = self.namespace.get("sysCall_actuation") or _nothing
        self.sensing = self.namespace.get("sysCall_sensing") or _nothing
        self.initialized = True
        self.call("sysCall_init")


def _nothing() -> None:
    pass


def _one_line(exc: BaseException) -> str:
    text = str(exc)
    return text.splitlines()[0] if text else ""


def child_script_class(source: str, threaded: bool) -> type:
    """The class of a Lua child script: threaded if the manifest says so or it defines
    ``sysCall_thread``/``sysCall_threadmain``."""
    return LuaThreadedScript if threaded or defines_thread(source) else LuaChildScript


__all__ = ["LuaChildScript", "LuaMainScript", "LuaThreadedScript", "child_script_class", "is_lua"]
