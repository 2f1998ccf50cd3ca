"""The simulation: one scene's physics, loop, scripts and sensors, composed.

:class:`Simulation` is what other layers construct and hold. It composes four parts, each its
own module with a small public surface, as dm_control separates its Physics from its Task:

- ``physics`` (:class:`~tether.core.engine.physics.Physics`): the MuJoCo model and data, stepping,
  kinematics freshness, the caches bound to the model, and the initial state stop restores;
- ``loop`` (:class:`~tether.core.engine.loop.Loop`): CoppeliaSim's state machine, passes, real time,
  step gates and the pass and stop listeners;
- ``scripts`` (:class:`~tether.core.scripting.script_runner.ScriptRunner`): the main script, child
  scripts and their threads;
- ``sensors`` (:class:`~tether.core.engine.sensing.Sensors`): proximity readings and vision rendering.

Beside them: ``signals``, the message ``log``, viewer ``frames``, what scripts draw
(``drawings``), the scene ``editor`` (run-time edits, the model switch and the initial state
stop restores) and the regular API (``api``, with what it remembers in ``api_state``). What a
part does is asked of the part (``sim.physics.model``, ``sim.loop.pass_count``,
``sim.scripts.script_errors``...): the composition itself only builds the parts, switches
scenes and runs the controls that span them (start, pause and stop with who asked, step).

Threading: see docs/architecture.md. Run every pass of one simulation on one thread (threaded
scripts are greenlets of it); ``tether serve`` runs them on the SimulationHost thread. ``lock``
is held around passes, for the rare caller that steps from elsewhere.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Callable, NamedTuple

from tether.core.simapi.api import SimAPI, script_api
from tether.core.engine.drawings import DrawingStore
from tether.core.simapi.editing import SceneEditor
from tether.core.engine.errors import SimError
from tether.core.engine.frames import FrameHub
from tether.core.engine.falls import watch_falls
from tether.core.engine.log import MessageLog
from tether.core.engine.loop import Loop, StepGate
from tether.core.engine.physics import Physics
from tether.core.scripting.run_end import EndRequest, current_request
from tether.core.importers.loading import load_scene
from tether.core.engine.scene import Scene
from tether.core.scripting.script_runner import ScriptRunner
from tether.core.engine.sensing import Sensors
from tether.core.simapi.custom_ui import CustomUIs
from tether.core.simapi.state import ExtraState
from tether.core.engine.signals import Signals
from tether.core.engine.states import SimulationState

__all__ = ["Simulation", "StepGate"]

logger = logging.getLogger("tether.sim")


class _Parts(NamedTuple):
    """The parts of a scene being replaced (what :meth:`Simulation._open` carries over)."""

    physics: Physics
    loop: Loop
    scripts: ScriptRunner


class Simulation:
    """One simulated scene: its physics, loop, scripts and sensors (see the module's docs)."""

    def __init__(self, scene: Scene | str | Path | None = None) -> None:
        if not isinstance(scene, Scene):
            scene = load_scene(scene)
        self.lock = threading.RLock()
        self.signals = Signals()
        self.log = MessageLog()
        self.frames = FrameHub()
        self.on_scene_change: list[Callable[[], None]] = []  # called (lock held) after replace_scene
        #: what the sim API's functions remember (collections, custom data, allowed folders...)
        self.api_state = ExtraState()
        self.api_state.simui = CustomUIs(self.api_state)  # what a script door hands as simUI
        self._end_request: EndRequest | None = None  # a script's pause or stop (end_request)
        self._open(scene, None)
        self.api = SimAPI(self)  # after the parts: it binds the physics' caches, which outlive scenes
        self.loop.on_stop.append(lambda: self.drawings.remove_all(persistent_too=False))

    def _open(self, scene: Scene, previous: _Parts | None) -> None:
        """Build the parts for ``scene``; ``previous``: the parts of the scene it replaces (what
        clients and viewers watch carries over: gates, counters, listeners, script globals).
        Each part is handed the parts it uses; the loop, the editor and the scripts reach the
        parts built after them (and the API above them) through this object, typed by the
        narrow protocol each declares."""
        old_physics, old_loop, old_scripts = (
            (previous.physics, previous.loop, previous.scripts) if previous is not None else (None, None, None)
        )
        self.scene = scene
        self.physics = physics = Physics(scene, old_physics.caches if old_physics is not None else None)
        if old_physics is not None:
            physics.scene_version = old_physics.scene_version + 1  # viewers re-read the scene
            physics.reset_count = old_physics.reset_count + 1  # clients' caches of handles and addresses
        self.sensors = Sensors(physics)
        self.drawings = DrawingStore()  # what scripts draw and plot, for the viewer (tether.core.engine.drawings)
        self.loop = Loop(self, self.lock, physics, self.frames, self.signals, self.log, old_loop)
        self.editor = SceneEditor(self, self.lock, physics, self.sensors)
        self.editor.capture_initial_state()
        self.scripts = ScriptRunner(self, physics, self.sensors, lambda script: script_api(self, script), old_scripts)
        # a one-time warning if a body falls away (tether.core.engine.falls), for this scene
        watch_falls(physics, self.loop, self.loop.after_pass, self.log, scene.manifest)
        for obj, spec in scene.scripts:
            self.scripts.add_script(obj, spec.source, str(spec.file), threaded=spec.threaded).script_object = spec.script_object

    def replace_scene(self, scene: Scene) -> None:
        """Make ``scene`` this simulation's scene (stopped only; tether.core.importers.scene_switch checks
        and loads): the same object, so clients, gates and viewers stay connected, as in
        CoppeliaSim where connections outlive scenes."""
        with self.lock:
            if self.loop.state != SimulationState.STOPPED:
                raise SimError("the simulation must be stopped to replace its scene")
            self.sensors.release_renderers()
            previous = _Parts(self.physics, self.loop, self.scripts)
            self._open(scene, previous)
            for callback in list(self.on_scene_change):
                try:
                    callback()
                except Exception:  # a listener must not break the switch
                    logger.exception("scene change listener failed")

    # -- the run controls (the loop's, with who asked) ------------------------------------------------
    @property
    def state(self) -> SimulationState:
        """The loop's state (``sim.loop.state``): what most callers check before anything else."""
        return self.loop.state

    def start(self) -> bool:
        """Start (or resume) the simulation; returns False if it was already running."""
        return self.loop.start()

    def pause(self, by: str | None = None) -> bool:
        """Request a pause: the next pass is the last before pause. False if not running.
        ``by`` names the script asking (:attr:`end_request`)."""
        request = self._request("pause", by) if by is not None else None
        current = self.end_request
        if not self.loop.pause():
            return False
        if request is not None and current is None:  # the first request is the one that ends
            self._end_request = request
        return True

    def stop(self, by: str | None = None) -> bool:
        """Stop the simulation (from a script: at the end of the current pass). False if stopped.
        ``by`` names the script asking (:attr:`end_request`)."""
        request = self._request("stop", by) if by is not None else None
        current = self.end_request
        if not self.loop.stop():
            return False
        if request is not None and (current is None or current.kind == "pause"):
            self._end_request = request
        return True

    @property
    def end_request(self) -> EndRequest | None:
        """The script's pause or stop that ended (or is ending) the current run, if any."""
        return current_request(self._end_request, self.loop)

    def _request(self, kind: str, by: str) -> EndRequest:
        loop = self.loop
        return EndRequest(kind, by, loop.sim_time, loop.pass_count, loop.stop_count)

    def step(self) -> bool:
        """Run one simulation pass now (starting the simulation if stopped). False if paused."""
        loop = self.loop
        with self.lock:
            if loop.state == SimulationState.STOPPED:
                loop.start()
            if loop.state == SimulationState.PAUSED:
                return False
            loop.run_pass()
            return True

    # -- lifetime -------------------------------------------------------------------------------------
    def close(self) -> None:
        """Stop the simulation (scripts clean up) and free its renderers; call it on the thread
        that ran the passes. The object stays usable: starting again simply simulates anew."""
        if self.loop.state != SimulationState.STOPPED:
            self.loop.stop()
        self.sensors.release_renderers()

    def __enter__(self) -> Simulation:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
