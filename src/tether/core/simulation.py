"""The simulation: CoppeliaSim's state machine and simulation loop over one MuJoCo model.

States (sim.simulation_*): stopped 0x00 → first pass 0x10 → running 0x11; a pause request makes
the next pass "last before pause" 0x13, then paused 0x08; resuming gives "first after pause" 0x14;
a stop request runs "about to stop" 0x15 (threaded scripts see it and end) and "last before stop"
0x16 (cleanup callbacks), then restores the initial state exactly and is stopped again.

One pass = one call of the main script: actuation (threaded scripts resumed, non-threaded
child scripts' actuation in cascade order, MuJoCo dynamics for `dynamics_substeps` steps) then
sensing (proximity sensors, child scripts' sensing). Simulation time advances by exactly one
time step per pass.

Threading: see docs/architecture.md. Run every pass of one simulation on one thread (threaded
scripts are greenlets of it); ``tether serve`` runs them on the SimulationHost thread. ``lock``
is held around passes, for the rare caller that steps from elsewhere.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path
from typing import Any, Callable

import greenlet
import mujoco
import numpy as np

from tether.core.errors import SimError
from tether.core.frames import Frame, FrameHub
from tether.core.log import VERBOSITY_SCRIPTERRORS, VERBOSITY_WARNINGS, MessageLog
from tether.core.motors import MotorMode
from tether.core.objects import MjKind, SceneObject
from tether.core.scene import Scene, load_scene
from tether.core.scripts import (
    RESUME_ALL_NOT_YET_RESUMED,
    ChildScript,
    DefaultMainScript,
    MainScript,
    Script,
    ThreadedScript,
)
from tether.core.sensors import NOT_DETECTED, ProximityReading, ProximitySensing
from tether.core.signals import Signals
from tether.core.snapshot import ModelSnapshot
from tether.core.states import SimulationState as S

logger = logging.getLogger("tether.sim")
_mj_step = mujoco.mj_step
# states the pass compares against (module constants: an enum member lookup costs more)
_RUNNING = S.ADVANCING_RUNNING
_LAST_BEFORE_PAUSE = S.ADVANCING_LASTBEFOREPAUSE
_PAUSED = S.PAUSED


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


class StepGate:
    """A participant in lockstep stepping: no pass runs until every registered gate has triggered.

    Liveness: the client's endpoint calls :meth:`touch` whenever it hears from the client and
    sets ``on_expire`` (called with a one-line reason) to what releases the client; a host's
    watchdog calls it when the client stays silent too long while the simulation waits for it.
    """

    __slots__ = ("simulation", "name", "triggered", "last_seen", "on_expire")

    def __init__(self, simulation: Simulation, name: str) -> None:
        self.simulation = simulation
        self.name = name
        self.triggered = False
        self.last_seen = time.monotonic()
        self.on_expire: Callable[[str], None] | None = None

    def trigger(self) -> int:
        """Allow the next pass; returns the pass count that pass will reach."""
        self.last_seen = time.monotonic()
        return self.simulation._trigger(self)

    def touch(self) -> None:
        """The client was heard from (any message): it is alive."""
        self.last_seen = time.monotonic()

    @property
    def waited_for(self) -> bool:
        """The simulation is advancing and waits for this gate's trigger."""
        return not self.triggered and self.simulation.state.advancing

    def close(self) -> None:
        self.simulation.remove_gate(self)


class Simulation:
    """One simulated scene: the MuJoCo model and data, scripts, signals and the loop state."""

    def __init__(self, scene: Scene | str | Path | None = None) -> None:
        if not isinstance(scene, Scene):
            scene = load_scene(scene)
        self.scene = scene
        self.model: mujoco.MjModel = scene.model
        self.data = mujoco.MjData(self.model)
        self.tree = scene.tree
        self.lock = threading.RLock()
        self.signals = Signals()
        self.log = MessageLog()
        self.frames = FrameHub()
        self.time_step = scene.time_step
        self.dynamics_substeps = scene.manifest.dynamics_substeps
        self.real_time = scene.manifest.real_time
        self.passes_per_frame = scene.manifest.passes_per_frame
        self.dynamics_enabled = True
        self.state = S.STOPPED
        self.pass_count = 0  # passes since the simulation started (0 when stopped)
        self.total_passes = 0  # passes since this object was created
        self.stop_count = 0  # how many times the simulation stopped (clients watch it)
        self.scene_version = 0  # bumped by every scene edit (tether.core.editing) and its undoing
        self.reset_count = 0  # bumped on every restore of the initial state
        self.script_errors = 0
        self.script_error_lines: list[str] = []  # the first 100 script errors, one line each
        self.realtime_lag_warnings = 0
        self.script_globals: dict[str, Any] = {}
        self.on_stop: list[Callable[[], None]] = []  # called (lock held) after a stop completes
        self.after_pass: list[Callable[[], None]] = []  # called (lock held) after every pass
        self.on_scene_change: list[Callable[[], None]] = []  # called (lock held) after replace_scene
        self._pause_requested = False
        self._stop_requested = False
        self._in_pass = False
        self._gates: list[StepGate] = []
        self._frame_index = 0
        self._kinematics_dirty = True
        self._rangefinders_stale = True
        self._proximity: dict[int, ProximitySensing] = {}
        self._proximity_readings: dict[int, ProximityReading] = {}
        self._explicit_handling: set[int] = set()
        self.rebind_sensors()
        self._geom_objects: dict[int, int] = {}
        self._vision = None
        self.body_motion: dict[int, tuple] = {}  # API cache: how each body can be placed
        self.scalar_joint_ids: dict[int, int] = {}  # hinge/slide joint handle -> MuJoCo id (API cache)
        # static (mocap) bodies re-parented under a body: mocap body id -> (parent body, pos, quat
        # relative to the parent); placed before every step and whenever kinematics are refreshed
        self.followers: dict[int, tuple[int, np.ndarray, np.ndarray]] = {}
        for motor in scene.motors.values():
            motor.write_ctrl(self.data)
        mujoco.mj_forward(self.model, self.data)
        self._kinematics_dirty = False
        self._capture_initial_state()
        from tether.core.api import SimAPI  # late import: api depends on this module's types

        self._api_class = SimAPI
        self.api = SimAPI(self)
        from tether.core.editing import SceneEditor

        self.editor = SceneEditor(self)
        self.main_script = self._load_main_script()
        self.child_scripts: list[ChildScript | ThreadedScript] = []
        self._threaded_scripts: list[ThreadedScript] = []
        self._callbacks: dict[str, list[tuple[ChildScript, Callable[[], Any]]]] | None = None
        self._scripts_version = 0
        self._launched_version = -1  # _scripts_version when launch_threaded_scripts last looked
        self._resumed_in_pass = -1  # total_passes value when resume_threads last counted
        self._threads_left_this_pass = 0
        for obj, spec in scene.scripts:
            self.add_script(obj, spec.source, str(spec.file), threaded=spec.threaded)

    # -- scripts ------------------------------------------------------------------------------
    def _load_main_script(self) -> MainScript:
        path = self.scene.manifest.main_script
        if path is None:
            return DefaultMainScript(self)
        source = Path(path).read_text(encoding="utf-8")
        if str(path).endswith(".lua"):  # the language follows the extension (tether.core.lua)
            from tether.core.lua import LuaMainScript

            return LuaMainScript(self, source, str(path), None)
        return MainScript(self, source, str(path), None)

    def api_for(self, script: Script) -> Any:
        """The `sim` object a script sees (bound to the script, for relative paths and handles)."""
        if isinstance(script, ThreadedScript):
            from tether.core.api import threaded_api

            return threaded_api(self, script)
        return self._api_class(self, script)

    def add_script(self, obj: SceneObject, source: str, filename: str = "<script>", threaded: bool = False) -> Script:
        """Attach a child script to an object; during a simulation it starts at the next pass."""
        with self.lock:
            cls = ThreadedScript if threaded else ChildScript
            if filename.endswith(".lua"):  # the language follows the extension (tether.core.lua)
                from tether.core.lua import child_script_class

                cls = child_script_class(source, threaded)
            script = cls(self, source, filename, obj)
            self.child_scripts.append(script)
            self._sort_scripts()
            self.scripts_changed()
            return script

    def _sort_scripts(self) -> None:
        order = {obj.handle: i for i, obj in enumerate(self.tree.cascade())}
        self.child_scripts.sort(key=lambda s: order.get(s.object.handle if s.object else -1, -1))
        self._threaded_scripts = [s for s in self.child_scripts if s.threaded]

    def drop_scripts_of_removed_objects(self) -> None:
        """Scripts attached to objects that left the scene (removed at run time, or created and
        gone at stop): cleaned up or ended, then dropped, as CoppeliaSim removes them with
        their objects."""
        gone = [s for s in self.child_scripts if s.object is not None and s.object.handle not in self.tree.by_handle]
        if not gone:
            return
        current = greenlet.getcurrent()
        for script in gone:
            self.child_scripts.remove(script)
            if script.threaded:
                if script._glet is not None and script._glet is not current:
                    script.end()
            elif script.initialized:
                script.cleanup()
        self._sort_scripts()
        self.scripts_changed()

    def script_by_handle(self, handle: int) -> Script:
        if handle == self.main_script.handle:
            return self.main_script
        for script in self.child_scripts:
            if script.handle == handle:
                return script
        raise SimError(f"script handle {handle!r} does not exist")

    def script_of(self, obj: SceneObject, threaded: bool | None = None) -> Script | None:
        for script in self.child_scripts:
            if script.object is obj and (threaded is None or script.threaded == threaded):
                return script
        return None

    def report_script_error(self, text: str, detail: str = "") -> None:
        """Count and log a script error: ``text`` is one line (``FILE:LINE: ...``); ``detail``
        (the traceback) goes to Python logging at debug level only (``tether -v``)."""
        self.script_errors += 1
        if len(self.script_error_lines) < 100:  # bounded: each distinct error is reported once anyway
            self.script_error_lines.append(text)
        self.log.add(text, self.sim_time, VERBOSITY_SCRIPTERRORS, detail)
        if detail:
            logger.debug("%s", detail)

    # building blocks the main script calls ----------------------------------------------------
    def handle_child_scripts(self, callback: str) -> None:
        """Run one callback of every non-threaded child script, in cascade order."""
        if callback == "sysCall_cleanup":
            for script in list(self.child_scripts):
                if not script.threaded:
                    script.cleanup()
            self.scripts_changed()
            return
        callbacks = self._callbacks
        if callbacks is None:
            callbacks = self._collect_callbacks()
        for script, func in callbacks.get(callback, ()):
            try:
                func()
            except Exception as exc:  # reported, never raised: the simulation goes on
                script.report_error(callback, exc)

    def _collect_callbacks(self) -> dict[str, list[tuple[ChildScript, Callable[[], Any]]]]:
        """Initialise scripts that need it and list each callback's functions in cascade order
        (kept until a script is added, initialised or cleaned up)."""
        while True:
            version = self._scripts_version
            for script in list(self.child_scripts):
                if not script.threaded:
                    script.ensure_initialized()
            if version == self._scripts_version or all(s.initialized for s in self.child_scripts if not s.threaded):
                break
        callbacks: dict[str, list[tuple[ChildScript, Callable[[], Any]]]] = {}
        for script in self.child_scripts:
            if script.threaded or not script.initialized:
                continue
            for name in ("sysCall_actuation", "sysCall_sensing"):
                func = script.namespace.get(name)
                if callable(func) and not _does_nothing(func):
                    callbacks.setdefault(name, []).append((script, func))
        self._callbacks = callbacks
        return callbacks

    def scripts_changed(self) -> None:
        """Forget the collected callbacks (a script was added, initialised or cleaned up)."""
        self._scripts_version += 1
        self._callbacks = None

    def launch_threaded_scripts(self) -> None:
        """Launch the threaded scripts not running yet (added, or the simulation started)."""
        if self._launched_version == self._scripts_version:
            return  # no script added or ended since the last launch: nothing to do
        version = self._scripts_version
        for script in list(self.child_scripts):
            if script.threaded and not script.initialized:
                script.launch()
                script.resumed_in_pass = self.total_passes
        self._launched_version = version

    def resume_threads(self, location: int) -> None:
        """Resume the threaded scripts whose resume location is ``location`` (once per pass)."""
        total = self.total_passes
        if self._resumed_in_pass != total:  # the pass's first call: count the running scripts
            self._resumed_in_pass = total
            left = 0
            for script in self._threaded_scripts:
                if script._glet is not None and not script.finished:
                    left += 1
            self._threads_left_this_pass = left
        if not self._threads_left_this_pass:
            return  # the common case: everything already resumed in this pass
        for script in self._threaded_scripts:
            if script.resumed_in_pass == total or script._glet is None or script.finished:
                continue
            if location == RESUME_ALL_NOT_YET_RESUMED or script.resume_location == location:
                script.resumed_in_pass = total
                self._threads_left_this_pass -= 1
                script._hand_over()

    def handle_dynamics(self) -> None:
        if self.dynamics_enabled:
            drive = self.scene.drive
            model, data = self.model, self.data
            for _ in range(self.dynamics_substeps):
                if drive is not None:
                    drive.before_step(model, data)
                if self.followers:
                    self._place_followers()
                _mj_step(model, data)
        self._kinematics_dirty = True
        self._rangefinders_stale = True

    def handle_proximity_sensors(self, explicit: bool = False, handle: int | None = None) -> None:
        """Compute proximity sensor readings (all non-explicit ones, or one handle)."""
        if handle is not None:
            self._proximity_readings[handle] = self._read_proximity(handle)
            return
        readings = self._proximity_readings
        explicit_handling = self._explicit_handling
        values = None
        for h, sensing, lo, hi, limit in self._proximity_plan:
            if explicit_handling and h in explicit_handling:
                continue
            if lo < 0:  # rays cast here, not by MuJoCo
                readings[h] = self._read_proximity(h)
                continue
            if values is None:  # every rangefinder's distance, in one list
                if self._rangefinders_stale:
                    self._refresh_rangefinders()
                values = self._rangefinder_span.tolist()
            own = values[lo:hi]
            for value in own:  # the common case, nothing in range: one short scan
                if 0.0 <= value <= limit:
                    readings[h] = sensing.read_rangefinders(self.model, self.data, self.ensure_kinematics, own)
                    break
            else:
                readings[h] = NOT_DETECTED

    def _read_proximity(self, handle: int) -> ProximityReading:
        sensing = self._proximity[handle]
        if sensing.in_mujoco:
            self._refresh_rangefinders()
            return sensing.read_rangefinders(self.model, self.data, self.ensure_kinematics)
        self.ensure_kinematics()
        return sensing.read(self.model, self.data)

    def geom_object_handle(self, geom: int) -> int:
        """The scene object a MuJoCo geom belongs to (the geom itself, or its body); -1 if none."""
        handle = self._geom_objects.get(geom)
        if handle is None:
            found = self.tree.find(MjKind.GEOM, geom) or self.tree.find(MjKind.BODY, int(self.model.geom_bodyid[geom]))
            handle = self._geom_objects[geom] = found.handle if found is not None else -1
        return handle

    def render_vision_sensor(self, camera_id: int, resolution: tuple[int, int], depth: bool = False) -> np.ndarray:
        """Render a camera now: RGB, or normalised depth (lazily creating the offscreen renderer
        on this thread)."""
        if self._vision is None:
            from tether.core.vision import VisionRenderer

            self._vision = VisionRenderer(self.model)
        self.ensure_kinematics()
        mujoco.mj_camlight(self.model, self.data)
        if depth:
            return self._vision.render_depth(self.data, camera_id, resolution)
        return self._vision.render(self.data, camera_id, resolution)

    def sync_proximity_rays(self, site_id: int) -> None:
        """After a proximity sensor's site moved or changed parent, put its rangefinder sites
        (see ProximitySensor) back on it."""
        m = self.model
        for sensor in self.scene.proximity_sensors.values():
            if sensor.site_id != site_id:
                continue
            for ray, rel in zip(sensor.ray_sites, sensor.ray_quats):
                m.site_bodyid[ray] = m.site_bodyid[site_id]
                m.site_pos[ray] = m.site_pos[site_id]
                mujoco.mju_mulQuat(m.site_quat[ray], m.site_quat[site_id], np.array(rel))
                m.site_sameframe[ray] = 0
        self.rebind_sensors()

    def rebind_sensors(self) -> None:
        """Sensors cache their site's body (to exclude it from rays): refresh after re-parenting."""
        self._proximity = {h: ProximitySensing(self.model, s) for h, s in self.scene.proximity_sensors.items()}
        # what handle_proximity_sensors walks: (handle, sensing, its distances' slice of
        # _rangefinder_span, range), or (handle, sensing, -1, -1, range) when not in MuJoCo
        in_mujoco = [s for s in self._proximity.values() if s.in_mujoco]
        first = min((s.sensor.sensor_adr for s in in_mujoco), default=0)
        end = max((s.sensor.sensor_adr + s.nray for s in in_mujoco), default=0)
        self._rangefinder_span = self.data.sensordata[first:end]  # a view: data's memory is fixed
        self._proximity_plan = [
            (h, s, s.sensor.sensor_adr - first, s.sensor.sensor_adr - first + s.nray, s.sensor.range)
            if s.in_mujoco else (h, s, -1, -1, s.sensor.range)
            for h, s in self._proximity.items()
        ]
        self._proximity_readings.clear()

    def release_renderers(self) -> None:
        """Free the offscreen renderers; call it on the thread that rendered (GL contexts are
        bound to it)."""
        if self._vision is not None:
            self._vision.close()
            self._vision = None

    def reset_proximity_sensors(self) -> None:
        self._proximity_readings.clear()

    def proximity_reading(self, handle: int) -> ProximityReading:
        reading = self._proximity_readings.get(handle)
        if reading is None:  # never handled yet (e.g. read while stopped): compute now
            self.ensure_kinematics()
            reading = self._proximity[handle].read(self.model, self.data)
        return reading

    def _refresh_rangefinders(self) -> None:
        """MuJoCo evaluates rangefinders at the start of mj_step, on the state before the step;
        evaluate the position-stage sensors again (in C) on the state after it, once per change,
        so detection does not lag a step."""
        if self._rangefinders_stale:
            self.ensure_kinematics()
            mujoco.mj_sensorPos(self.model, self.data)
            self._rangefinders_stale = False

    def ensure_kinematics(self) -> None:
        """Bring positions/orientations of everything up to date with qpos (lazy, once per change)."""
        if self._kinematics_dirty:
            if self.followers:
                self._place_followers()
            else:
                mujoco.mj_kinematics(self.model, self.data)
            self._kinematics_dirty = False

    def _place_followers(self) -> None:
        """Put every following static body at its pose relative to its parent (parents first: a
        follower of a follower takes one more round), then update kinematics."""
        m, d = self.model, self.data
        offset = np.zeros(3)
        for _ in range(2):
            mujoco.mj_kinematics(m, d)
            for body, (parent, pos, quat) in self.followers.items():
                mocap = m.body_mocapid[body]
                mujoco.mju_rotVecQuat(offset, pos, d.xquat[parent])
                d.mocap_pos[mocap] = d.xpos[parent] + offset
                mujoco.mju_mulQuat(d.mocap_quat[mocap], d.xquat[parent], quat)
        mujoco.mj_kinematics(m, d)

    def set_follower_pose(self, body: int, pos: np.ndarray, quat: np.ndarray) -> None:
        """A following body was placed: keep the new pose relative to its parent."""
        parent = self.followers[body][0]
        self.ensure_kinematics()
        d = self.data
        inverse = np.zeros(4)
        mujoco.mju_negQuat(inverse, d.xquat[parent])
        rel_pos, rel_quat = np.zeros(3), np.zeros(4)
        mujoco.mju_rotVecQuat(rel_pos, np.asarray(pos, dtype=float) - d.xpos[parent], inverse)
        mujoco.mju_mulQuat(rel_quat, inverse, np.asarray(quat, dtype=float))
        self.followers[body] = (parent, rel_pos, rel_quat)
        self.mark_kinematics_dirty()

    def mark_kinematics_dirty(self) -> None:
        self._kinematics_dirty = True
        self._rangefinders_stale = True

    # -- time and state -----------------------------------------------------------------------
    @property
    def sim_time(self) -> float:
        return self.pass_count * self.time_step

    def start(self) -> bool:
        """Start (or resume) the simulation; returns False if it was already running."""
        with self.lock:
            if self.state == S.STOPPED:
                if self.editor.edited:  # edited while stopped: that is the scene stop returns to
                    self._capture_initial_state()
                self.state = S.ADVANCING_FIRSTPASS
            elif self.state == S.PAUSED:
                self.state = S.ADVANCING_FIRSTAFTERPAUSE
            elif self._pause_requested:
                self._pause_requested = False
            else:
                return False
            return True

    def pause(self) -> bool:
        """Request a pause: the next pass is the last before pause. False if not running."""
        with self.lock:
            if not self.state.advancing or self._stop_requested:
                return False
            self._pause_requested = True  # the next pass (free-running or triggered) is the last
            return True

    def pause_between_passes(self) -> bool:
        """Pause now, between two passes, without the last pass :meth:`pause` lets run: for a
        lockstep client that drove time and left (its time must not advance without it).
        False if not advancing or inside a pass."""
        with self.lock:
            if not self.state.advancing or self._stop_requested or self._in_pass:
                return False
            self.state = S.PAUSED
            self._pause_requested = False
            return True

    def stop(self) -> bool:
        """Stop the simulation (from a script: at the end of the current pass). False if stopped."""
        with self.lock:
            if self.state == S.STOPPED:
                return False
            self._stop_requested = True
            if not self._in_pass:
                self._do_stop()
            return True

    def _do_stop(self) -> None:
        self._stop_requested = False
        self._pause_requested = False
        self.state = S.ADVANCING_ABOUTTOSTOP
        for script in list(self.child_scripts):  # a last resumption, so loops see "about to stop"
            if script.threaded and script.running:
                script.resume()
        for script in list(self.child_scripts):
            if script.threaded:
                script.end()
        self.state = S.ADVANCING_LASTBEFORESTOP
        self._call_main("sysCall_cleanup")
        self.handle_child_scripts("sysCall_cleanup")
        self.restore_initial_state()
        self.signals.clear_script_signals()
        self.state = S.STOPPED
        self.pass_count = 0
        self.stop_count += 1
        for gate in self._gates:
            gate.triggered = False
        for callback in list(self.on_stop):
            try:
                callback()
            except Exception:  # a listener must not break stopping
                logger.exception("stop listener failed")
        self.main_script.initialized = False
        self._publish_frame(force=True)

    #: What a scene replacement keeps (see tether.core.scene_switch): what clients, viewers and
    #: the host hold on to, and the counters they watch. Everything else is the new scene's.
    SURVIVES_SCENE_SWITCH = (
        "lock", "signals", "log", "frames", "on_stop", "after_pass", "on_scene_change", "api", "_gates",
        "total_passes", "stop_count", "script_errors", "script_error_lines", "realtime_lag_warnings",
        "_frame_index",
    )

    def replace_scene(self, scene: Scene) -> None:
        """Make ``scene`` this simulation's scene (stopped only; tether.core.scene_switch checks
        and loads): the same object, so clients, gates and viewers stay connected, as in
        CoppeliaSim where connections outlive scenes."""
        with self.lock:
            if self.state != S.STOPPED:
                raise SimError("the simulation must be stopped to replace its scene")
            self.release_renderers()
            old = dict(self.__dict__)
            self.__init__(scene)  # type: ignore[misc]  # the new scene's state, built as at load
            for name, value in old.items():  # attributes other layers added stay too
                if name in self.SURVIVES_SCENE_SWITCH or name not in self.__dict__:
                    self.__dict__[name] = value
            self.scene_version = old["scene_version"] + 1  # viewers re-read the scene
            self.reset_count = old["reset_count"] + 1  # clients' caches of handles and addresses
            self._publish_frame(force=True)
            for callback in list(self.on_scene_change):
                try:
                    callback()
                except Exception:  # a listener must not break the switch
                    logger.exception("scene change listener failed")

    def adopt_model(self, model: mujoco.MjModel, data: mujoco.MjData) -> None:
        """Switch to a recompiled model (a scene edit) or back to the loaded one: drop every
        cache bound to the old model."""
        self.release_renderers()
        self.scene_version += 1  # viewers re-read the scene's geometry
        self.model = self.scene.model = model
        self.data = data
        self.body_motion.clear()
        self.scalar_joint_ids.clear()
        self._geom_objects.clear()
        self.rebind_sensors()
        self.mark_kinematics_dirty()

    def _capture_initial_state(self) -> None:
        """Record what stop restores: the scene as loaded, or as edited while stopped (objects
        created, loaded or re-parented then stay after stop, as in CoppeliaSim)."""
        scene = self.scene
        self._initial_data = mujoco.MjData(self.model)
        mujoco.mj_copyData(self._initial_data, self.model, self.data)
        self._initial_model = ModelSnapshot(self.model)
        self._loaded = (self.model, self.data, scene.spec.copy() if scene.spec is not None else None, scene.compiled)
        self._initial_time_step = self.time_step
        self._initial_motors = [
            (m, m.mode, m.target_position, m.target_velocity, m.target_force, m.pid, m.max_velocity)
            for m in scene.motors.values()
        ]
        self._initial_max_force = {jid: m.max_force(self.model) for jid, m in scene.motors.items()}
        if getattr(self, "editor", None) is not None:  # not at load: the tree remembered itself then
            self.tree.remember_parents()
            self.editor.edited = False

    def restore_initial_state(self) -> None:
        """Put data, model parameters, motors and the scene (objects created, removed or
        re-parented at run time) back exactly as loaded."""
        self.scene.forget_sensors(self.tree.in_initial_scene)  # of models loaded while running
        if self.editor.edited:
            model, data, spec, compiled = self._loaded
            self.scene.spec = spec.copy()
            self.scene.compiled = compiled
            self.adopt_model(model, data)
            self.editor.edited = False
            loaded_motors = [motor for motor, *_ in self._initial_motors]
            self.scene.motors = {motor.joint_id: motor for motor in loaded_motors}
            if self.scene.drive is not None:
                self.scene.drive.keep_only(loaded_motors)
        self.followers.clear()
        mujoco.mj_copyData(self.data, self.model, self._initial_data)
        self._initial_model.restore(self.model)
        self.time_step = self._initial_time_step
        for motor, mode, pos, vel, force, pid, vmax in self._initial_motors:
            motor.mode, motor.target_position, motor.target_velocity, motor.target_force = mode, pos, vel, force
            motor.pid, motor.max_velocity = pid, vmax
            motor.write_ctrl(self.data)
        if self.scene.drive is not None:
            self.scene.drive.forget()
        self.tree.restore_parents()
        self.drop_scripts_of_removed_objects()
        self.rebind_sensors()
        mujoco.mj_kinematics(self.model, self.data)  # site/camera frames of re-parented objects
        self._kinematics_dirty = False
        self._rangefinders_stale = True
        self.reset_count += 1

    def _call_main(self, name: str) -> None:
        if self.main_script.initialized:
            self.main_script.call(name)

    # -- passes -------------------------------------------------------------------------------
    def step(self) -> bool:
        """Run one simulation pass now (starting the simulation if stopped). False if paused."""
        with self.lock:
            if self.state == S.STOPPED:
                self.start()
            if self.state == S.PAUSED:
                return False
            self._run_pass()
            return True

    def _run_pass(self) -> None:
        """One pass of the main script. Caller holds the lock and the state is advancing."""
        if self._pause_requested:
            self.state = _LAST_BEFORE_PAUSE
        self._in_pass = True
        try:
            main = self.main_script
            if not main.initialized:
                main.initialize()
            try:
                main.actuation()
                main.sensing()
            except Exception as exc:
                main.report_error("main script pass", exc)
        finally:
            self._in_pass = False
        self.pass_count += 1
        self.total_passes += 1
        if self._gates:
            for gate in self._gates:
                gate.triggered = False
        state = self.state
        if state == _LAST_BEFORE_PAUSE:
            self.state = _PAUSED
            self._pause_requested = False
        elif state is not _RUNNING:
            self.state = _RUNNING
        if self._stop_requested:
            self._do_stop()
        elif self.frames.subscribers and self.pass_count % self.passes_per_frame == 0:
            self._publish_frame()
        if self.after_pass:
            for callback in self.after_pass:
                callback()

    def _publish_frame(self, force: bool = False) -> None:
        if not (self.frames.subscribers or force):
            return
        self.ensure_kinematics()
        self._frame_index += 1
        self.frames.publish(
            Frame(
                self._frame_index, self.pass_count, self.sim_time, int(self.state),
                self.data.geom_xpos.copy(), self.data.geom_xmat.copy(), self.scene_version,
            )
        )

    # -- motors (used by the API) ----------------------------------------------------------
    def command_motor(self, joint_id: int, mode: MotorMode, value: float) -> None:
        motor = self.scene.motors.get(joint_id)
        if motor is None:
            raise SimError("joint has no motor (only hinge and slide joints are motorised)")
        motor.set_target(self.model, self.data, mode, float(value))

    # -- stepping gates -------------------------------------------------------------------------
    def add_gate(self, name: str) -> StepGate:
        """Register a lockstep participant (see StepGate)."""
        with self.lock:
            gate = StepGate(self, name)
            self._gates.append(gate)
            return gate

    def remove_gate(self, gate: StepGate) -> None:
        """Unregister a gate; if the others all triggered already, their pass runs now."""
        with self.lock:
            if gate in self._gates:
                self._gates.remove(gate)
            if self._gates and all(g.triggered for g in self._gates) and self.state.advancing:
                self._run_pass()

    @property
    def gates(self) -> list[StepGate]:
        return list(self._gates)

    def _gates_block(self) -> bool:
        return bool(self._gates) and not all(g.triggered for g in self._gates)

    def _trigger(self, gate: StepGate) -> int:
        with self.lock:
            if not self.state.advancing:
                raise SimError("simulation is not running: start it before triggering a step")
            target = self.pass_count + 1
            gate.triggered = True
            for other in self._gates:
                if not other.triggered:
                    return target
            self._run_pass()  # the last trigger runs the pass on its own thread
            return target

    # -- running ------------------------------------------------------------------------------
    def run(
        self,
        steps: int | None = None,
        duration: float | None = None,
        on_pass: Callable[[int], None] | None = None,
    ) -> int:
        """Run passes on the calling thread (starting the simulation), then leave it running.

        Stops after ``steps`` passes or ``duration`` simulated seconds; honours real-time mode.
        Returns the number of passes run.
        """
        if steps is None and duration is None:
            raise ValueError("give steps or duration")
        if steps is None:
            steps = max(0, round(duration / self.time_step))
        self.start()
        wall_start = time.perf_counter()
        sim_start = self.sim_time
        done = 0
        while done < steps:
            with self.lock:
                if not self.state.advancing:
                    break
                self._run_pass()
            done += 1
            if on_pass is not None:
                on_pass(done)
            if self.real_time:
                self._pace(wall_start, sim_start)
        return done

    def _pace(self, wall_start: float, sim_start: float) -> None:
        ahead = (self.sim_time - sim_start) - (time.perf_counter() - wall_start)
        if ahead > 0:
            time.sleep(ahead)
        elif ahead < -max(0.1, 10 * self.time_step):
            self.realtime_lag_warnings += 1
            if self.realtime_lag_warnings in (1, 10, 100) or self.realtime_lag_warnings % 1000 == 0:
                self.log.add(
                    f"real-time mode: simulation is {-ahead:.3f} s behind the wall clock",
                    self.sim_time,
                    VERBOSITY_WARNINGS,
                )

    # -- lifetime -------------------------------------------------------------------------------
    def close(self) -> None:
        """Stop the simulation (scripts clean up) and free its renderers; call it on the thread
        that ran the passes. The object stays usable: starting again simply simulates anew."""
        if self.state != S.STOPPED:
            self.stop()
        self.release_renderers()

    def __enter__(self) -> Simulation:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
