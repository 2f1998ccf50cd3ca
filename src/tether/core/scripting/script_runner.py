"""The script runner of one simulation: the main script, the child scripts and their threads.

It attaches scripts to objects, keeps them in cascade order, runs one callback of every
non-threaded child script (collecting the callbacks once per change of the scripts), launches
and resumes threaded scripts (greenlets of the thread that runs the passes), ends them at stop
and counts script errors. The script classes themselves live in :mod:`tether.core.scripting.scripts` (Python)
and :mod:`tether.core.scripting.lua` (Lua, for ``.lua`` files: the language follows the extension);
the default main script, run natively, lives here: it calls this runner's building blocks.
"""

from __future__ import annotations

import itertools
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, TypeVar

import greenlet

from tether.core.engine.errors import SimError
from tether.core.engine.log import VERBOSITY_SCRIPTERRORS
from tether.core.engine.objects import SceneObject
from tether.core.scripting.scripts import (
    RESUME_ACTUATION_FIRST,
    RESUME_ACTUATION_LAST,
    RESUME_ALL_NOT_YET_RESUMED,
    RESUME_DEFAULT,
    RESUME_SENSING_FIRST,
    RESUME_SENSING_LAST,
    ChildScript,
    MainScript,
    Script,
    ThreadedScript,
)

if TYPE_CHECKING:
    from tether.core.scripting.scripts import ScriptHost

logger = logging.getLogger("tether.sim")

Callbacks = dict[str, list[tuple[ChildScript, Callable[[], Any]]]]


def _empty() -> None:
    pass


def _does_nothing(func: Callable[[], Any]) -> bool:
    """A plain function whose body is ``pass`` and that takes no arguments (like a script's
    ``def sysCall_sensing(): pass``): calling it has no effect, so the pass skips it."""
    code = getattr(func, "__code__", None)
    return (
        type(func) is type(_empty)
        and code is not None
        and code.co_code == _empty.__code__.co_code
        and code.co_consts == _empty.__code__.co_consts
        and code.co_flags == _empty.__code__.co_flags
        and code.co_argcount == 0
        and code.co_kwonlyargcount == 0
    )


ScriptT = TypeVar("ScriptT", bound=Script)

class ScriptRunner:
    """The scripts of a simulation and the building blocks the main script calls on them.

    ``threads_left`` (threaded scripts not yet resumed in this pass), ``callbacks`` (the
    collected callbacks; None: to collect) and ``launch_pending`` are read by the default main
    script to skip calls that would return at once.
    """

    def __init__(self, simulation: ScriptHost, api_for: Callable[[ScriptHost, Script], Any],
                 previous: ScriptRunner | None = None) -> None:
        """``api_for(simulation, script)``: the ``sim`` object a script sees (the composition hands it
        in: the API lives above the scripts). ``previous``: the runner of the scene this one replaces: its error counts and the
        names every script starts with carry over."""
        self._sim = simulation
        self._loop = simulation.loop  # its pass count tells one pass from the next
        self._api_for = api_for
        self.script_globals: dict[str, Any] = {}  # names every script's namespace starts with
        self.script_errors = 0
        self.script_error_lines: list[str] = []  # the first 100 script errors, one line each
        self.child_scripts: list[ChildScript | ThreadedScript] = []
        self._threaded: list[ThreadedScript] = []
        self.callbacks: Callbacks | None = None
        self.launch_pending = True  # a script was added or ended since the last launch
        self._version = 0  # bumped by every change of the scripts
        self._resumed_in_pass = -1  # total_passes value when resume_threads last counted
        self.threads_left = 0
        # script handles count per simulation, on across scene switches (a stale handle never
        # names a new script), not per process: two equal simulations number their scripts alike
        self._handles = itertools.count(1)
        if previous is not None:
            self.script_globals = previous.script_globals
            self.script_errors, self.script_error_lines = previous.script_errors, previous.script_error_lines
            self._handles = previous._handles
        self.main_script = self._numbered(self._load_main_script())

    def _numbered(self, script: ScriptT) -> ScriptT:
        script.handle = next(self._handles)
        return script

    def _load_main_script(self) -> MainScript:
        path = self._sim.scene.manifest.main_script
        if path is None:
            return DefaultMainScript(self._sim, self)
        source = Path(path).read_text(encoding="utf-8")
        if str(path).endswith(".lua"):  # the language follows the extension (tether.core.scripting.lua)
            from tether.core.scripting.lua import LuaMainScript

            return LuaMainScript(self._sim, source, str(path), None)
        return MainScript(self._sim, source, str(path), None)

    def api_for(self, script: Script) -> Any:
        """The `sim` object a script sees (bound to the script, for relative paths and handles)."""
        return self._api_for(self._sim, script)

    # -- the scripts --------------------------------------------------------------------------------
    def add_script(self, obj: SceneObject, source: str, filename: str = "<script>", threaded: bool = False) -> Script:
        """Attach a child script to an object; during a simulation it starts at the next pass."""
        cls = ThreadedScript if threaded else ChildScript
        if filename.endswith(".lua"):  # the language follows the extension (tether.core.scripting.lua)
            from tether.core.scripting.lua import child_script_class

            cls = child_script_class(source, threaded)
        script = self._numbered(cls(self._sim, source, filename, obj))
        self.child_scripts.append(script)
        self._sort()
        self.scripts_changed()
        return script

    def _sort(self) -> None:
        order = {obj.handle: i for i, obj in enumerate(self._sim.scene.tree.cascade())}
        self.child_scripts.sort(key=lambda s: order.get(s.object.handle if s.object else -1, -1))
        self._threaded = [s for s in self.child_scripts if s.threaded]

    def drop_scripts_of_removed_objects(self) -> None:
        """Scripts attached to objects that left the scene (removed at run time, or created and
        gone at stop): cleaned up or ended, then dropped, as CoppeliaSim removes them with
        their objects."""
        present = self._sim.scene.tree.by_handle
        gone = [s for s in self.child_scripts if s.object is not None and s.object.handle not in present]
        if not gone:
            return
        current = greenlet.getcurrent()
        for script in gone:
            self.child_scripts.remove(script)
            if script.threaded:
                if not script.is_current(current):
                    script.end()
            elif script.initialized:
                script.cleanup()
        self._sort()
        self.scripts_changed()

    def script_by_handle(self, handle: int) -> Script:
        """The main or child script with this script handle."""
        if handle == self.main_script.handle:
            return self.main_script
        for script in self.child_scripts:
            if script.handle == handle:
                return script
        raise SimError(f"script handle {handle!r} does not exist")

    def script_of(self, obj: SceneObject, threaded: bool | None = None) -> Script | None:
        """The child script attached to ``obj`` (of that kind when ``threaded`` is given)."""
        for script in self.child_scripts:
            if script.object is obj and (threaded is None or script.threaded == threaded):
                return script
        return None

    def scripts_changed(self) -> None:
        """Forget the collected callbacks (a script was added, initialised or cleaned up)."""
        self._version += 1
        self.callbacks = None
        self.launch_pending = True

    def report_script_error(self, text: str, detail: str = "") -> None:
        """Count and log a script error: ``text`` is one line (``FILE:LINE: ...``); ``detail``
        (the traceback) goes to Python logging at debug level only (``tether -v``)."""
        self.script_errors += 1
        if len(self.script_error_lines) < 100:  # bounded: each distinct error is reported once anyway
            self.script_error_lines.append(text)
        self._sim.log.add(text, self._sim.sim_time, VERBOSITY_SCRIPTERRORS, detail)
        if detail:
            logger.debug("%s", detail)

    # -- building blocks the main script calls ------------------------------------------------------
    def handle_child_scripts(self, callback: str) -> None:
        """Run one callback of every non-threaded child script, in cascade order."""
        if callback == "sysCall_cleanup":
            for script in list(self.child_scripts):
                if not script.threaded:
                    script.cleanup()
            self.scripts_changed()
            return
        callbacks = self.callbacks
        if callbacks is None:
            callbacks = self._collect_callbacks()
        for script, func in callbacks.get(callback, ()):
            try:
                func()
            except Exception as exc:  # reported, never raised: the simulation goes on
                script.report_error(callback, exc)

    def _collect_callbacks(self) -> Callbacks:
        """Initialise scripts that need it and list each callback's functions in cascade order
        (kept until a script is added, initialised or cleaned up)."""
        while True:
            version = self._version
            for script in list(self.child_scripts):
                if not script.threaded:
                    script.ensure_initialized()
            if version == self._version or all(s.initialized for s in self.child_scripts if not s.threaded):
                break
        callbacks: Callbacks = {}
        for script in self.child_scripts:
            if script.threaded or not script.initialized:
                continue
            for name in ("sysCall_actuation", "sysCall_sensing"):
                func = script.namespace.get(name)
                if callable(func) and not _does_nothing(func):
                    callbacks.setdefault(name, []).append((script, func))
        self.callbacks = callbacks
        return callbacks

    def launch_threaded_scripts(self) -> None:
        """Launch the threaded scripts not running yet (added, or the simulation started)."""
        if not self.launch_pending:
            return  # no script added or ended since the last launch: nothing to do
        self.launch_pending = False  # a script added or ended during the launch sets it again
        total = self._loop.total_passes
        for script in list(self.child_scripts):
            if script.threaded and not script.initialized:
                script.launch()
                script.resumed_in_pass = total

    def resume_threads(self, location: int) -> None:
        """Resume the threaded scripts whose resume location is ``location`` (once per pass)."""
        total = self._loop.total_passes
        if self._resumed_in_pass != total:  # the pass's first call: count the running scripts
            self._resumed_in_pass = total
            left = 0
            for script in self._threaded:
                if script.running:
                    left += 1
            self.threads_left = left
        if not self.threads_left:
            return  # the common case: everything already resumed in this pass
        for script in self._threaded:
            if script.resumed_in_pass == total or not script.running:
                continue
            if location == RESUME_ALL_NOT_YET_RESUMED or script.resume_location == location:
                script.resumed_in_pass = total
                self.threads_left -= 1
                script.resume()

    # -- the simulation's start and stop ------------------------------------------------------------
    def call_main(self, name: str) -> None:
        """Call a callback of the main script if it is initialised."""
        if self.main_script.initialized:
            self.main_script.call(name)

    def end_threads(self) -> None:
        """At stop: resume every running threaded script a last time (its loop sees "about to
        stop"), then end them all."""
        for script in list(self.child_scripts):
            if script.threaded and script.running:
                script.resume()
        for script in list(self.child_scripts):
            if script.threaded:
                script.end()


class DefaultMainScript(MainScript):
    """The default main script, run natively: exactly the building blocks that
    ``default_main_script.py`` calls, without the cost of going through ``sim`` for each
    (a test checks that both produce the same simulation)."""

    def __init__(self, simulation: ScriptHost, runner: ScriptRunner) -> None:
        super().__init__(simulation, "", "<default main script>", None)
        self._runner = runner  # the runner that holds it: the pass calls its building blocks

    def initialize(self) -> None:
        self.namespace = {}
        self.initialized = True
        self.actuation = self._actuation
        self.sensing = self._sensing
        sim = self.simulation  # the parts the pass calls, looked up once per start
        self._dynamics = sim.physics.step
        self._sensors = sim.sensors
        self._proximity = sim.sensors.handle_proximity_sensors

    # After the pass's first resume_threads, a call to it does something only while threads
    # are left to resume in this pass, launch_threaded_scripts only when scripts changed and
    # handle_child_scripts only when the collected callbacks (None: to collect) have some for
    # its phase: the checks below skip the calls that would return at once. Without any child
    # script, every one of them would return at once: a pass is then the dynamics and the
    # proximity sensors, if the scene has any.
    def _actuation(self) -> None:
        runner = self._runner
        if runner.child_scripts:
            runner.resume_threads(RESUME_DEFAULT)
            if runner.threads_left:
                runner.resume_threads(RESUME_ACTUATION_FIRST)
            if runner.launch_pending:
                runner.launch_threaded_scripts()
            callbacks = runner.callbacks
            if callbacks is None or "sysCall_actuation" in callbacks:
                runner.handle_child_scripts("sysCall_actuation")
            if runner.threads_left:
                runner.resume_threads(RESUME_ACTUATION_LAST)
        self._dynamics()

    def _sensing(self) -> None:
        if self._sensors.any_proximity:
            self._proximity()
        runner = self._runner
        if not runner.child_scripts:
            return
        if runner.threads_left:
            runner.resume_threads(RESUME_SENSING_FIRST)
        callbacks = runner.callbacks
        if callbacks is None or "sysCall_sensing" in callbacks:
            runner.handle_child_scripts("sysCall_sensing")
        if runner.threads_left:
            runner.resume_threads(RESUME_SENSING_LAST)
        if runner.threads_left:
            runner.resume_threads(RESUME_ALL_NOT_YET_RESUMED)

    def call(self, name: str, *args: Any) -> Any:
        if name == "sysCall_cleanup":
            self.simulation.sensors.reset_proximity_sensors()
        return None
