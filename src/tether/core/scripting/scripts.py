"""Main and child scripts, written in Python.

Non-threaded child scripts define ``sysCall_init``, ``sysCall_actuation``, ``sysCall_sensing`` and
``sysCall_cleanup``; the main script calls them in cascade order. Threaded child scripts run
``sysCall_thread`` (or their top-level code) as a coroutine of the loop: ``resume()`` hands
control to the script, ``switch()`` hands it back, so a threaded script never runs in parallel
with the loop.
"""

from __future__ import annotations

import sys
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Protocol

import greenlet

from tether.core.engine.errors import SimError
from tether.core.engine.generations import Generation
from tether.core.engine.log import script_print
from tether.core.engine.objects import SceneObject

if TYPE_CHECKING:
    from tether.core.engine.log import MessageLog
    from tether.core.engine.loop import Loop
    from tether.core.engine.physics import Physics
    from tether.core.engine.scene import Scene
    from tether.core.engine.sensing import Sensors
    from tether.core.engine.states import SimulationState

_perf_counter = time.perf_counter  # module-level names: the switch path runs every pass
_getcurrent = greenlet.getcurrent

# tether.core: where the sim API's functions live (the package, whichever room this module is in)
_CORE_FOLDER = Path(str(sys.modules["tether.core"].__file__)).resolve().parent
AUTO_SWITCH_SECONDS = 0.002  # a threaded script yields after about 2 ms unless told otherwise


class ScriptServices(Protocol):
    """What a script uses of the runner that holds it (the runner, above this module in
    tether.core.scripting.script_runner, gives it): the names every namespace starts with, the
    ``sim`` object bound to the script, the notice that the scripts changed, the error report."""

    script_globals: dict[str, Any]

    def api_for(self, script: Script) -> Any: ...

    def scripts_changed(self) -> None: ...

    def report_script_error(self, text: str, detail: str = "") -> None: ...


class ScriptHost(Protocol):
    """What scripts and their runner use of the simulation they run in (the composition,
    tether.core.simulation, gives it): its scene, log, loop, physics, sensors, scripts and its
    ``sim`` object, the state and the clock."""

    scene: Scene
    log: MessageLog
    loop: Loop
    physics: Physics
    sensors: Sensors
    scripts: ScriptServices
    api: Any  # the simulation's own ``sim`` object (the SimAPI facade, above this room)

    @property
    def state(self) -> SimulationState: ...

    @property
    def sim_time(self) -> float: ...

    @property
    def time_step(self) -> float: ...


CALLBACKS = ("sysCall_init", "sysCall_actuation", "sysCall_sensing", "sysCall_cleanup")

# Where a threaded script resumes (sim.scriptthreadresume_*, CoppeliaSim's values)
RESUME_ALL_NOT_YET_RESUMED = -1
RESUME_DEFAULT = 0
RESUME_ACTUATION_FIRST = 1
RESUME_ACTUATION_LAST = 2
RESUME_SENSING_FIRST = 3
RESUME_SENSING_LAST = 4
RESUME_CUSTOM = 5


class ScriptSyntaxError(SimError):
    """A script does not compile; the message is one line: ``FILE:LINE: SyntaxError: ...``."""


class ScriptThreadExit(BaseException):
    """Raised inside a threaded script to end it when the simulation stops.

    A BaseException so that a script's ``except Exception`` does not swallow it.
    """


class Script:
    """A script: its source, its namespace and how errors are reported."""

    #: Scripts, Python's and Lua's, speak CoppeliaSim 4.x's API (tether.core.engine.generations).
    generation = Generation.COPPELIASIM_4
    # a CoppeliaSim 4.6+ script object: the script hangs below its object, so its relative paths
    # ('..' its object, '../leftMotor' a sibling of the script) start one level lower
    script_object = False

    def __init__(self, simulation: ScriptHost, source: str, filename: str, obj: SceneObject | None) -> None:
        self.simulation = simulation
        self.source = source
        self.filename = filename
        self.object = obj
        self.handle = 0  # its simulation's runner numbers it (ScriptRunner: one count per simulation)
        self.namespace: dict[str, Any] = {}
        self.initialized = False
        self._reported: set[tuple[str, str]] = set()
        self.compile()

    def compile(self) -> None:
        """Compile the source; a syntax error raises ScriptSyntaxError (Lua scripts override this)."""
        try:
            self._code = compile(self.source, self.filename, "exec")
        except SyntaxError as exc:
            raise ScriptSyntaxError(f"{self.filename}:{exc.lineno or 0}: SyntaxError: {exc.msg}") from None

    @property
    def label(self) -> str:
        return f"script of {self.object.name!r}" if self.object is not None else "main script"

    def fresh_namespace(self, sim_api: Any) -> None:
        self.namespace = {"__name__": f"tether_script_{self.handle}", "__file__": self.filename}
        self.namespace["print"] = script_print(self.simulation.log, lambda: self.simulation.sim_time)
        self.namespace.update(self.simulation.scripts.script_globals)
        self.namespace["sim"] = sim_api

    def run_body(self) -> None:
        exec(self._code, self.namespace)

    def call(self, name: str, *args: Any) -> Any:
        """Call a function of the script if it defines it; errors are reported, never raised."""
        func = self.namespace.get(name)
        if func is None:
            return None
        try:
            return func(*args)
        except ScriptThreadExit:
            raise
        except Exception as exc:
            self.report_error(name, exc)
            return None

    def report_error(self, where: str, exc: BaseException) -> None:
        """Log a script error with its object name and traceback (once per distinct error)."""
        key = (where, f"{type(exc).__name__}: {exc}")
        if key in self._reported:
            return
        self._reported.add(key)
        tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        called = self._sim_function(exc)
        text = key[1] if called is None or f"sim.{called}" in key[1] else f"{key[1]} (in sim.{called})"
        self.simulation.scripts.report_script_error(f"{self._location(exc)}: error in {self.label}, {where}: {text}", tb)

    def _sim_function(self, exc: BaseException) -> str | None:
        """The ``sim`` function the script called when the error happened (the frame right
        below the script's innermost one, when it is a public function of tether's core), as
        the ZeroMQ and Lua doors name it in their error texts."""
        frames = traceback.extract_tb(exc.__traceback__)
        own = [i for i, f in enumerate(frames) if f.filename == self.filename]
        if not own or own[-1] + 1 >= len(frames):
            return None
        callee = frames[own[-1] + 1]
        if callee.name.startswith("_") or _CORE_FOLDER not in Path(callee.filename).resolve().parents:
            return None
        return callee.name

    def _location(self, exc: BaseException) -> str:
        """``FILE:LINE`` of the error: the innermost frame in this script's file (else the innermost)."""
        frames = traceback.extract_tb(exc.__traceback__)
        own = [f for f in frames if f.filename == self.filename]
        frame = own[-1] if own else (frames[-1] if frames else None)
        if frame is None:
            return self.filename
        return f"{frame.filename}:{frame.lineno}"


class ChildScript(Script):
    """A non-threaded child script attached to a scene object."""

    threaded = False

    def ensure_initialized(self) -> None:
        if self.initialized:
            return
        self.initialized = True
        self.simulation.scripts.scripts_changed()
        self.fresh_namespace(self.simulation.scripts.api_for(self))
        try:
            self.run_body()
        except Exception as exc:
            self.report_error("module body", exc)
            return
        self.call("sysCall_init")

    def cleanup(self) -> None:
        if self.initialized:
            self.call("sysCall_cleanup")
        self.initialized = False
        self.simulation.scripts.scripts_changed()


class ThreadedScript(Script):
    """A threaded child script: a coroutine (greenlet) of the simulation loop.

    CoppeliaSim runs threaded scripts on threads that take turns with the main script; a greenlet
    gives exactly that behaviour (never in parallel with the loop) at the cost of a function call
    per switch instead of two thread wake-ups. The greenlet lives on the thread that runs the
    simulation's passes, so all passes of one simulation run on one thread.
    """

    threaded = True

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.auto_switch = True
        self.resume_location = RESUME_DEFAULT
        self.resumed_in_pass = -1
        self._reset_thread_state()

    def _reset_thread_state(self) -> None:
        self._glet: greenlet.greenlet | None = None
        self.finished = False
        self._stopping = False
        self.resumed_at = 0.0
        self.resumptions = 0

    @property
    def running(self) -> bool:
        return self._glet is not None and not self.finished

    def is_current(self, current: greenlet.greenlet) -> bool:
        """This script's coroutine is ``current`` (the one running now): it cannot end itself."""
        return self._glet is not None and self._glet is current

    def launch(self) -> None:
        """Start the script; it runs until its first switch, during this call."""
        if self._glet is not None:
            return
        self.initialized = True
        self.fresh_namespace(self.simulation.scripts.api_for(self))
        self._glet = greenlet.greenlet(self._main)
        self._hand_over()

    def resume(self) -> None:
        """Let the script run until it switches or ends (called by the thread running the pass)."""
        if self._glet is None or self.finished:
            return
        self._hand_over()

    def _hand_over(self) -> None:
        self.resumptions += 1
        self.resumed_at = _perf_counter()
        try:
            self._glet.switch()
        except greenlet.error as exc:
            raise RuntimeError(
                f"{self.label}: a threaded script must be resumed on the thread that runs the "
                "simulation's passes (run every pass of one simulation on one thread)"
            ) from exc

    def switch(self) -> None:
        """Called from inside the script: give control back until the next pass."""
        glet = self._glet
        if glet is None or _getcurrent() is not glet:
            return  # not inside this script's coroutine: nothing to switch
        glet.parent.switch()
        self.resumed_at = _perf_counter()
        if self._stopping:
            raise ScriptThreadExit

    def _main(self) -> None:
        try:
            self.run_body()
            if "sysCall_thread" in self.namespace:
                self.namespace["sysCall_thread"]()
        except ScriptThreadExit:
            pass
        except Exception as exc:
            self.report_error("thread", exc)
        finally:
            self.finished = True

    def end(self) -> None:
        """End the script cleanly at simulation stop (it was already resumed in about-to-stop)."""
        if self._glet is None:
            return
        if not self.finished:
            self._stopping = True
            self._hand_over()  # raises ScriptThreadExit at its switch point
            if not self.finished:
                self.simulation.scripts.report_script_error(f"{self.label}: ignored the stop request; abandoned")
                self._glet.throw(ScriptThreadExit)
        self._reset_thread_state()
        self.initialized = False
        self.simulation.scripts.scripts_changed()  # it is launched again at the next start


class MainScript(Script):
    """The main script: runs the simulation loop's phases by calling the building blocks."""

    def initialize(self) -> None:
        self.fresh_namespace(self.simulation.scripts.api_for(self))
        self.run_body()
        self.actuation: Callable[[], Any] = self.namespace.get("sysCall_actuation") or (lambda: None)
        self.sensing: Callable[[], Any] = self.namespace.get("sysCall_sensing") or (lambda: None)
        self.initialized = True
        self.call("sysCall_init")
