"""The simulation loop of one simulation: CoppeliaSim's state machine, passes, real time and gates.

States (sim.simulation_*): stopped 0x00 → first pass 0x10 → running 0x11; a pause request makes
the next pass "last before pause" 0x13, then paused 0x08; resuming gives "first after pause" 0x14;
a stop request runs "about to stop" 0x15 (threaded scripts see it and end) and "last before stop"
0x16 (cleanup callbacks), then restores the initial state exactly and is stopped again.

One pass = one call of the main script (actuation, then sensing); simulation time advances by
exactly one time step per pass. Lockstep clients register a :class:`StepGate` each: no pass runs
until every gate has triggered. The loop publishes viewer frames and calls the pass and stop
listeners.
"""

from __future__ import annotations

import logging
import time
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Callable, Protocol

from tether.core.engine.errors import SimError
from tether.core.engine.frames import Frame
from tether.core.engine.log import VERBOSITY_WARNINGS
from tether.core.engine.states import SimulationState

if TYPE_CHECKING:
    from tether.core.engine.frames import FrameHub
    from tether.core.engine.log import MessageLog
    from tether.core.engine.physics import Physics
    from tether.core.engine.signals import Signals

logger = logging.getLogger("tether.sim")
# states the pass compares against (module constants: an enum member lookup costs more)
_RUNNING = SimulationState.ADVANCING_RUNNING
_LAST_BEFORE_PAUSE = SimulationState.ADVANCING_LASTBEFOREPAUSE
_PAUSED = SimulationState.PAUSED


class PassScripts(Protocol):
    """What a pass and a stop run of the scripts (tether.core.scripting.script_runner.ScriptRunner)."""

    main_script: Any  # initialize(), actuation(), sensing(), report_error(), initialized

    def end_threads(self) -> None: ...

    def call_main(self, callback: str) -> Any: ...

    def handle_child_scripts(self, callback: str) -> Any: ...


class InitialState(Protocol):
    """The initial state a stop restores, and whether the scene was edited at run time
    (tether.core.simapi.editing.SceneEditor keeps both)."""

    edited: bool

    def capture_initial_state(self) -> None: ...

    def restore_initial_state(self) -> None: ...


class Stage(Protocol):
    """What the loop reaches of the composition that builds it (tether.core.simulation) when a
    pass or a stop runs, not when it is built: the scripts and the editor (built after the loop)
    and the loop of the open scene (a gate outlives a scene switch)."""

    loop: Loop
    scripts: PassScripts
    editor: InitialState


class StepGate:
    """A participant in lockstep stepping: no pass runs until every registered gate has triggered.

    Liveness: the client's endpoint calls :meth:`touch` whenever it hears from the client and
    sets ``on_expire`` (called with a one-line reason) to what releases the client; a host's
    watchdog calls it when the client stays silent too long while the simulation waits for it.
    """

    __slots__ = ("simulation", "name", "triggered", "last_seen", "on_expire")

    def __init__(self, simulation: Stage, name: str) -> None:
        self.simulation = simulation
        self.name = name
        self.triggered = False
        self.last_seen = time.monotonic()
        self.on_expire: Callable[[str], None] | None = None

    def trigger(self) -> int:
        """Allow the next pass; returns the pass count that pass will reach."""
        self.last_seen = time.monotonic()
        return self.simulation.loop._trigger(self)

    def touch(self) -> None:
        """The client was heard from (any message): it is alive."""
        self.last_seen = time.monotonic()

    @property
    def waited_for(self) -> bool:
        """The simulation is advancing and waits for this gate's trigger."""
        return not self.triggered and self.simulation.loop.state.advancing

    def close(self) -> None:
        """Unregister the gate (see :meth:`Loop.remove_gate`)."""
        self.simulation.loop.remove_gate(self)


class Loop:
    """The state machine and the passes of a :class:`~tether.core.simulation.Simulation`.

    Run every pass of one simulation on one thread (threaded scripts are greenlets of it); the
    simulation's ``lock`` is held around passes, for the rare caller that steps from elsewhere.
    """

    def __init__(self, stage: Stage, lock: AbstractContextManager[Any], physics: Physics, frames: FrameHub,
                 signals: Signals, log: MessageLog, previous: Loop | None = None) -> None:
        """``stage``: the scripts and the editor, looked up when a pass or a stop needs them;
        ``lock``: the simulation's (a threading.RLock), held around passes. ``previous``: the
        loop of the scene this one replaces (stopped): its gates, counters, listeners and frame
        numbering carry over, and viewers get a frame of the new scene."""
        self._stage = stage
        self._lock = lock
        self._physics = physics
        self._frames = frames
        self._signals = signals
        self._log = log
        manifest = physics.scene.manifest
        self.real_time = manifest.real_time  # pace passes to the wall clock
        self.passes_per_frame = manifest.passes_per_frame  # a viewer frame every this many passes
        self.state = SimulationState.STOPPED
        self.pass_count = 0  # passes since the simulation started (0 when stopped)
        self.total_passes = 0  # passes since the simulation was created
        self.stop_count = 0  # how many times the simulation stopped (clients watch it)
        self.realtime_lag_warnings = 0
        self.on_stop: list[Callable[[], None]] = []  # called (lock held) after a stop completes
        self.after_pass: list[Callable[[], None]] = []  # called (lock held) after every pass
        self._pause_requested = False
        self._stop_requested = False
        self._in_pass = False
        self._gates: list[StepGate] = []
        self._frame_index = 0
        if previous is not None:  # what clients, viewers and the host hold on to stays
            self.total_passes, self.stop_count = previous.total_passes, previous.stop_count
            self.realtime_lag_warnings = previous.realtime_lag_warnings
            self.on_stop, self.after_pass = previous.on_stop, previous.after_pass
            self._gates, self._frame_index = previous._gates, previous._frame_index
            self._publish_frame(force=True)

    @property
    def sim_time(self) -> float:
        """Simulated seconds since the simulation started."""
        return self.pass_count * self._physics.time_step

    @property
    def pause_requested(self) -> bool:
        """A pause was requested: the next pass is the last before it."""
        return self._pause_requested

    # -- the state machine ------------------------------------------------------------------------
    def start(self) -> bool:
        """Start (or resume) the simulation; returns False if it was already running."""
        with self._lock:
            if self.state == SimulationState.STOPPED:
                editor = self._stage.editor
                if editor.edited:  # edited while stopped: that is the scene stop returns to
                    editor.capture_initial_state()
                self.state = SimulationState.ADVANCING_FIRSTPASS
            elif self.state == SimulationState.PAUSED:
                self.state = SimulationState.ADVANCING_FIRSTAFTERPAUSE
            elif self._pause_requested:
                self._pause_requested = False
            else:
                return False
            return True

    def pause(self) -> bool:
        """Request a pause: the next pass is the last before pause. False if not running."""
        with self._lock:
            if not self.state.advancing or self._stop_requested:
                return False
            self._pause_requested = True  # the next pass (free-running or triggered) is the last
            return True

    def pause_between_passes(self) -> bool:
        """Pause now, between two passes, without the last pass :meth:`pause` lets run: for a
        lockstep client that drove time and left (its time must not advance without it).
        False if not advancing or inside a pass."""
        with self._lock:
            if not self.state.advancing or self._stop_requested or self._in_pass:
                return False
            self.state = SimulationState.PAUSED
            self._pause_requested = False
            return True

    def stop(self) -> bool:
        """Stop the simulation (from a script: at the end of the current pass). False if stopped."""
        with self._lock:
            if self.state == SimulationState.STOPPED:
                return False
            self._stop_requested = True
            if not self._in_pass:
                self._do_stop()
            return True

    def _do_stop(self) -> None:
        stage = self._stage
        scripts = stage.scripts
        self._stop_requested = False
        self._pause_requested = False
        self.state = SimulationState.ADVANCING_ABOUTTOSTOP
        scripts.end_threads()  # a last resumption first, so their loops see "about to stop"
        self.state = SimulationState.ADVANCING_LASTBEFORESTOP
        scripts.call_main("sysCall_cleanup")
        scripts.handle_child_scripts("sysCall_cleanup")
        stage.editor.restore_initial_state()
        self._signals.clear_script_signals()
        self.state = SimulationState.STOPPED
        self.pass_count = 0
        self.stop_count += 1
        for gate in self._gates:
            gate.triggered = False
        for callback in list(self.on_stop):
            try:
                callback()
            except Exception:  # a listener must not break stopping
                logger.exception("stop listener failed")
        scripts.main_script.initialized = False
        self._publish_frame(force=True)

    # -- passes -----------------------------------------------------------------------------------
    def run_pass(self) -> None:
        """One pass of the main script. Caller holds the lock and the state is advancing.

        The one way a pass runs (stepping, triggers, :meth:`run_passes`, the servers): what a
        scene without scripts, sensors, gates or viewers skips is decided inside the default
        main script and by the empty lists below, not by a second loop."""
        if self._pause_requested:
            self.state = _LAST_BEFORE_PAUSE
        self._in_pass = True
        try:
            main = self._stage.scripts.main_script
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
        if state is not _RUNNING:
            if state == _LAST_BEFORE_PAUSE:
                self.state = _PAUSED
                self._pause_requested = False
            else:
                self.state = _RUNNING
        if self._stop_requested:
            self._do_stop()
        elif self._frames.subscribers and self.pass_count % self.passes_per_frame == 0:
            self._publish_frame()
        if self.after_pass:
            for callback in self.after_pass:
                callback()

    def run_passes(self, n: int) -> int:
        """Run up to ``n`` passes now (caller holds the lock); fewer when a script paused or
        stopped the simulation. Returns how many ran."""
        run_pass = self.run_pass
        done = 0
        while done < n:
            state = self.state
            if state is not _RUNNING and not state.advancing:
                break
            run_pass()
            done += 1
        return done

    def _publish_frame(self, force: bool = False) -> None:
        frames = self._frames
        if not (frames.subscribers or force):
            return
        physics = self._physics
        physics.ensure_kinematics()
        self._frame_index += 1
        frames.publish(
            Frame(
                self._frame_index, self.pass_count, self.sim_time, int(self.state),
                physics.data.geom_xpos.copy(), physics.data.geom_xmat.copy(), physics.scene_version,
            )
        )

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
            steps = max(0, round(duration / self._physics.time_step))
        self.start()
        lock = self._lock
        wall_start = time.perf_counter()
        sim_start = self.sim_time
        done = 0
        while done < steps:
            with lock:
                if not self.state.advancing:
                    break
                self.run_pass()
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
        elif ahead < -max(0.1, 10 * self._physics.time_step):
            self.realtime_lag_warnings += 1
            if self.realtime_lag_warnings in (1, 10, 100) or self.realtime_lag_warnings % 1000 == 0:
                self._log.add(
                    f"real-time mode: simulation is {-ahead:.3f} s behind the wall clock",
                    self.sim_time,
                    VERBOSITY_WARNINGS,
                )

    # -- stepping gates -----------------------------------------------------------------------------
    def add_gate(self, name: str) -> StepGate:
        """Register a lockstep participant (see StepGate)."""
        with self._lock:
            gate = StepGate(self._stage, name)
            self._gates.append(gate)
            return gate

    def remove_gate(self, gate: StepGate) -> None:
        """Unregister a gate; if the others all triggered already, their pass runs now."""
        with self._lock:
            if gate in self._gates:
                self._gates.remove(gate)
            if self._gates and all(g.triggered for g in self._gates) and self.state.advancing:
                self.run_pass()

    @property
    def gates(self) -> list[StepGate]:
        """The registered gates (a copy)."""
        return list(self._gates)

    def waiting_for_gates(self) -> bool:
        """Some registered gate has not triggered the next pass yet."""
        return bool(self._gates) and not all(g.triggered for g in self._gates)

    def _trigger(self, gate: StepGate) -> int:
        with self._lock:
            if not self.state.advancing:
                raise SimError("simulation is not running: start it before triggering a step")
            target = self.pass_count + 1
            gate.triggered = True
            for other in self._gates:
                if not other.triggered:
                    return target
            self.run_pass()  # the last trigger runs the pass on its own thread
            return target
