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
from tether.core.sensors import ProximityReading, ProximitySensing
from tether.core.signals import Signals
from tether.core.states import SimulationState as S

logger = logging.getLogger("tether.sim")

_MODEL_ARRAYS = (
    "body_pos", "body_quat", "geom_pos", "geom_quat", "site_pos", "site_quat", "cam_pos", "cam_quat",
    "site_bodyid", "cam_bodyid", "site_sameframe", "geom_sameframe", "body_mass", "actuator_gainprm", "actuator_biasprm", "actuator_forcerange", "actuator_forcelimited",
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
        self.reset_count = 0  # bumped on every restore of the initial state
        self.script_errors = 0
        self.realtime_lag_warnings = 0
        self.script_globals: dict[str, Any] = {}
        self.on_stop: list[Callable[[], None]] = []  # called (lock held) after a stop completes
        self.after_pass: list[Callable[[], None]] = []  # called (lock held) after every pass
        self._pause_requested = False
        self._stop_requested = False
        self._in_pass = False
        self._gates: list[StepGate] = []
        self._frame_index = 0
        self._kinematics_dirty = True
        self._proximity = {h: ProximitySensing(self.model, s) for h, s in scene.proximity_sensors.items()}
        self._proximity_readings: dict[int, ProximityReading] = {}
        self._explicit_handling: set[int] = set()
        self._geom_objects: dict[int, int] = {}
        self._vision = None
        self.body_motion: dict[int, tuple] = {}  # API cache: how each body can be placed
        self.scalar_joint_ids: dict[int, int] = {}  # hinge/slide joint handle -> MuJoCo id (API cache)
        for motor in scene.motors.values():
            motor.write_ctrl(self.data)
        mujoco.mj_forward(self.model, self.data)
        self._kinematics_dirty = False
        self._initial_data = mujoco.MjData(self.model)
        mujoco.mj_copyData(self._initial_data, self.model, self.data)
        self._initial_model = {name: getattr(self.model, name).copy() for name in _MODEL_ARRAYS}
        self._initial_motors = [(m, m.mode, m.target_position, m.target_velocity, m.target_force) for m in scene.motors.values()]
        self._initial_max_force = {jid: m.max_force(self.model) for jid, m in scene.motors.items()}
        from tether.core.api import SimAPI  # late import: api depends on this module's types

        self._api_class = SimAPI
        self.api = SimAPI(self)
        self.main_script = self._load_main_script()
        self.child_scripts: list[ChildScript | ThreadedScript] = []
        self._threaded_scripts: list[ThreadedScript] = []
        self._callbacks: dict[str, list[tuple[ChildScript, Callable[[], Any]]]] | None = None
        self._scripts_version = 0
        self._resumed_in_pass = -1  # total_passes value when resume_threads last counted
        self._threads_left_this_pass = 0
        for obj, spec in scene.scripts:
            self.add_script(obj, spec.source, str(spec.file), threaded=spec.threaded)

    # -- scripts ------------------------------------------------------------------------------
    def _load_main_script(self) -> MainScript:
        path = self.scene.manifest.main_script
        if path is None:
            return DefaultMainScript(self)
        return MainScript(self, Path(path).read_text(encoding="utf-8"), str(path), None)

    def api_for(self, script: Script) -> Any:
        """The `sim` object a script sees (bound to the script, for relative paths and handles)."""
        if isinstance(script, ThreadedScript):
            from tether.core.api import ThreadedSimAPI

            return ThreadedSimAPI(self, script)
        return self._api_class(self, script)

    def add_script(self, obj: SceneObject, source: str, filename: str = "<script>", threaded: bool = False) -> Script:
        """Attach a child script to an object; during a simulation it starts at the next pass."""
        with self.lock:
            cls = ThreadedScript if threaded else ChildScript
            script = cls(self, source, filename, obj)
            self.child_scripts.append(script)
            self._sort_scripts()
            self.scripts_changed()
            return script

    def _sort_scripts(self) -> None:
        order = {obj.handle: i for i, obj in enumerate(self.tree.cascade())}
        self.child_scripts.sort(key=lambda s: order.get(s.object.handle if s.object else -1, -1))
        self._threaded_scripts = [s for s in self.child_scripts if s.threaded]

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

    def report_script_error(self, text: str) -> None:
        self.script_errors += 1
        self.log.add(text, self.sim_time, VERBOSITY_SCRIPTERRORS)

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
                if callable(func):
                    callbacks.setdefault(name, []).append((script, func))
        self._callbacks = callbacks
        return callbacks

    def scripts_changed(self) -> None:
        """Forget the collected callbacks (a script was added, initialised or cleaned up)."""
        self._scripts_version += 1
        self._callbacks = None

    def launch_threaded_scripts(self) -> None:
        for script in list(self.child_scripts):
            if script.threaded and not script.initialized:
                script.launch()
                script.resumed_in_pass = self.total_passes

    def resume_threads(self, location: int) -> None:
        """Resume the threaded scripts whose resume location is ``location`` (once per pass)."""
        if self._resumed_in_pass == self.total_passes and not self._threads_left_this_pass:
            return  # the common case: everything already resumed in this pass
        if self._resumed_in_pass != self.total_passes:
            self._resumed_in_pass = self.total_passes
            self._threads_left_this_pass = sum(1 for s in self._threaded_scripts if s.running)
        for script in self._threaded_scripts:
            if not script.running or script.resumed_in_pass == self.total_passes:
                continue
            if location == RESUME_ALL_NOT_YET_RESUMED or script.resume_location == location:
                script.resumed_in_pass = self.total_passes
                self._threads_left_this_pass -= 1
                script.resume()

    def handle_dynamics(self) -> None:
        if self.dynamics_enabled:
            for _ in range(self.dynamics_substeps):
                mujoco.mj_step(self.model, self.data)
        self._kinematics_dirty = True

    def handle_proximity_sensors(self, explicit: bool = False, handle: int | None = None) -> None:
        """Compute proximity sensor readings (all non-explicit ones, or one handle)."""
        targets = [handle] if handle is not None else [h for h in self._proximity if h not in self._explicit_handling]
        for h in targets:
            self._proximity_readings[h] = self._read_proximity(h)

    def _read_proximity(self, handle: int) -> ProximityReading:
        sensing = self._proximity[handle]
        if sensing.in_mujoco and self.pass_count > 0:  # MuJoCo's rangefinders ran in the last step
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

    def ensure_kinematics(self) -> None:
        """Bring positions/orientations of everything up to date with qpos (lazy, once per change)."""
        if self._kinematics_dirty:
            mujoco.mj_kinematics(self.model, self.data)
            self._kinematics_dirty = False

    def mark_kinematics_dirty(self) -> None:
        self._kinematics_dirty = True

    # -- time and state -----------------------------------------------------------------------
    @property
    def sim_time(self) -> float:
        return self.pass_count * self.time_step

    def start(self) -> bool:
        """Start (or resume) the simulation; returns False if it was already running."""
        with self.lock:
            if self.state == S.STOPPED:
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

    def restore_initial_state(self) -> None:
        """Put data, modified model parameters and motors back exactly as loaded."""
        mujoco.mj_copyData(self.data, self.model, self._initial_data)
        for name, value in self._initial_model.items():
            np.copyto(getattr(self.model, name), value)
        for motor, mode, pos, vel, force in self._initial_motors:
            motor.mode, motor.target_position, motor.target_velocity, motor.target_force = mode, pos, vel, force
            motor.write_ctrl(self.data)
        self.tree.restore_parents()
        self.rebind_sensors()
        mujoco.mj_kinematics(self.model, self.data)  # site/camera frames of re-parented objects
        self._kinematics_dirty = False
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
            self.state = S.ADVANCING_LASTBEFOREPAUSE
        self._in_pass = True
        try:
            if not self.main_script.initialized:
                self.main_script.initialize()
            try:
                self.main_script.actuation()
                self.main_script.sensing()
            except Exception as exc:
                self.main_script.report_error("main script pass", exc)
        finally:
            self._in_pass = False
        self.pass_count += 1
        self.total_passes += 1
        for gate in self._gates:
            gate.triggered = False
        if self.state == S.ADVANCING_LASTBEFOREPAUSE:
            self.state = S.PAUSED
            self._pause_requested = False
        elif self.state != S.ADVANCING_RUNNING:
            self.state = S.ADVANCING_RUNNING
        if self._stop_requested:
            self._do_stop()
        elif self.frames.subscribers and self.pass_count % self.passes_per_frame == 0:
            self._publish_frame()
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
                self.data.geom_xpos.copy(), self.data.geom_xmat.copy(),
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
            if all(g.triggered for g in self._gates):
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
