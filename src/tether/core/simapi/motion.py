"""Motion: CoppeliaSim's Ruckig functions and ``moveToConfig``/``moveToPose`` on the ``ruckig``
package (the same online trajectory generator CoppeliaSim embeds).

``moveToConfig(params)`` and ``moveToPose(params)`` (CoppeliaSim 4.6+'s table form) block their
caller until the motion ends, one Ruckig step of the simulation's time step per pass, as
CoppeliaSim's implementations loop ``ruckigStep`` / apply / ``sim.step``:

- a threaded script waits pass by pass (``switchThread``);
- while the simulation is not running, the whole motion runs at once (each step still one
  time step of the trajectory: CoppeliaSim's ``sim.step`` returns at once then);
- a remote client (no script) gets an :class:`Ongoing` while the simulation runs: the ZeroMQ
  front end answers the call when :meth:`Ongoing.advance`, called after each pass, says it is
  done, and counts the waiting client as stepping meanwhile;
- a non-threaded script cannot wait: an error says so.

Joints in position control follow through their target position (the motor tracks it);
other joints are set directly. moveToConfig answers ``{pos, vel, accel, timeLeft}``,
moveToPose ``{pose (or matrix), vel, accel, timeLeft}``.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

import numpy as np
from ruckig import ControlInterface, InputParameter, OutputParameter, Result, Ruckig, Synchronization, Trajectory

from tether.core.engine.errors import SimError
from tether.core.engine.motors import MotorMode
from tether.core.scripting.scripts import ChildScript, ThreadedScript
from tether.core.simapi.args import buffer, integer, number, table, vector
from tether.core.simapi.base import Part
from tether.core.simapi.geometry import (
    from_transform, quat_from_rotation, rotation_from_quat, slerp, to_transform,
)
from tether.core.engine.states import ObjectType

__all__ = ["MotionAPI", "Ongoing", "RuckigMotion"]

MAX_DOFS = 64
MAX_INSTANT_STEPS = 10_000_000  # a motion run at once (simulation stopped) stops there
MAX_MOTIONS = 4096  # live ruckigPos/ruckigVel objects per simulation (bounded memory)
_SYNC = {0: Synchronization.Phase, 1: Synchronization.Time, 3: Synchronization.No}


class Ongoing:
    """A call that spans passes: :meth:`advance` after each pass until it returns True, then
    :attr:`result` is the call's answer."""

    result: Any = None

    def advance(self) -> bool:  # pragma: no cover - subclasses define it
        raise NotImplementedError


class RuckigMotion:
    """One Ruckig trajectory generator (what a ruckigPos/ruckigVel handle stands for)."""

    def __init__(self, dofs: int, base_cycle: float, flags: int, current: Sequence[float],
                 limits: Sequence[float], selection: Sequence[int] | None, target: Sequence[float],
                 velocity_control: bool = False) -> None:
        if not 1 <= dofs <= MAX_DOFS:
            raise SimError(f"dofs must be between 1 and {MAX_DOFS}, got {dofs}")
        if base_cycle <= 0:
            raise SimError(f"base cycle time must be positive, got {base_cycle}")
        self.dofs, self.base_cycle = dofs, base_cycle
        cur = vector(current, 3 * dofs, "currentPosVelAccel")
        n_limits = (2 if velocity_control else 3) * dofs
        lim = vector(limits, None, "limits")
        if len(lim) < n_limits:
            raise SimError(f"limits need {n_limits} values (max {'accel, jerk' if velocity_control else 'vel, accel, jerk'} "
                           f"per DoF), got {len(lim)}")
        tgt = vector(target, 2 * dofs if not velocity_control else dofs, "target")
        self.otg = Ruckig(dofs, base_cycle)
        inp = InputParameter(dofs)
        inp.current_position, inp.current_velocity, inp.current_acceleration = (
            cur[:dofs], cur[dofs:2 * dofs], cur[2 * dofs:])
        if velocity_control:
            inp.control_interface = ControlInterface.Velocity
            inp.max_acceleration, inp.max_jerk = lim[:dofs], lim[dofs:2 * dofs]
            inp.max_velocity = [1e9] * dofs
            inp.target_velocity = tgt
        else:
            inp.max_velocity, inp.max_acceleration, inp.max_jerk = lim[:dofs], lim[dofs:2 * dofs], lim[2 * dofs:3 * dofs]
            inp.target_position, inp.target_velocity = tgt[:dofs], tgt[dofs:]
        if any(v <= 0 for v in (*inp.max_acceleration, *inp.max_jerk)) or \
                (not velocity_control and any(v <= 0 for v in inp.max_velocity)):
            raise SimError("maximum velocities, accelerations and jerks must be positive")
        if selection is not None:
            inp.enabled = [bool(v) for v in vector(selection, dofs, "selection")]
        inp.synchronization = _SYNC.get(flags & 3, Synchronization.Time)
        self.inp, self.out = inp, OutputParameter(dofs)
        self.finished = False

    def step(self, cycle_time: float) -> tuple[int, list[float], float]:
        """(result: 0 working, 1 finished, negative on error; pos+vel+accel; duration)."""
        cycles = max(1, round(cycle_time / self.base_cycle))
        result = Result.Finished if self.finished else Result.Working
        for _ in range(cycles):
            if self.finished:
                break
            result = self.otg.update(self.inp, self.out)
            if result not in (Result.Working, Result.Finished):
                return _code(result), [], 0.0
            self.out.pass_to_input(self.inp)
            self.finished = result == Result.Finished
        state = [*self.inp.current_position, *self.inp.current_velocity, *self.inp.current_acceleration]
        return (1 if self.finished else 0), [float(v) for v in state], float(self.out.trajectory.duration)


class _Stepped(Ongoing):
    """A motion advanced one Ruckig step per pass, applied by ``apply``."""

    def __init__(self, motion: RuckigMotion, dt: float, apply: Callable[[list[float], bool], Any]) -> None:
        self.motion, self.dt, self.apply = motion, dt, apply
        self.state: list[float] = []
        self.time_left = 0.0

    def advance(self) -> bool:
        code, state, duration = self.motion.step(self.dt)
        if code < 0:
            raise SimError(f"the trajectory generator failed (Ruckig result {code})")
        self.state = state
        self.time_left = max(0.0, duration - self.motion.out.time) if code == 0 else 0.0
        self.result = self.apply(state, code == 1)
        return code == 1


class MotionAPI(Part):
    """Ruckig handles, moveToConfig, moveToPose."""

    ruckig_phasesync = 0
    ruckig_timesync = 1
    ruckig_nosync = 3
    ruckig_minvel = 256
    ruckig_minaccel = 512

    # -- Ruckig ------------------------------------------------------------------------------
    def _new_ruckig(self, motion: RuckigMotion) -> int:
        extra = self._extra
        if len(extra.motions) >= MAX_MOTIONS:
            raise SimError(f"too many Ruckig objects ({MAX_MOTIONS}): remove some with sim.ruckigRemove")
        handle = extra.next_motion
        extra.next_motion += 1
        extra.motions[handle] = motion
        return handle

    def ruckigPos(self, dofs: int, base_cycle_time: float, flags: int, current_pos_vel_accel: Sequence[float],
                  max_vel_accel_jerk: Sequence[float], selection: Sequence[int], target_pos_vel: Sequence[float]) -> int:
        """A position-control trajectory generator; returns its handle (see ruckigStep)."""
        return self._new_ruckig(RuckigMotion(integer(dofs, "dofs"), number(base_cycle_time, "base cycle time"),
                                             integer(flags, "flags"), current_pos_vel_accel, max_vel_accel_jerk,
                                             selection, target_pos_vel))

    def ruckigVel(self, dofs: int, base_cycle_time: float, flags: int, current_pos_vel_accel: Sequence[float],
                  max_accel_jerk: Sequence[float], selection: Sequence[int], target_vel: Sequence[float]) -> int:
        """A velocity-control trajectory generator; returns its handle (see ruckigStep)."""
        return self._new_ruckig(RuckigMotion(integer(dofs, "dofs"), number(base_cycle_time, "base cycle time"),
                                             integer(flags, "flags"), current_pos_vel_accel, max_accel_jerk,
                                             selection, target_vel, velocity_control=True))

    def ruckigStep(self, handle: int, cycle_time: float) -> tuple[int, list[float], float]:
        """Advance by ``cycle_time`` (a multiple of the base cycle time): (result 0 working /
        1 finished / negative error, new pos+vel+accel, trajectory duration)."""
        motion = self._extra.motions.get(integer(handle, "Ruckig handle"))
        if motion is None:
            raise SimError(f"no Ruckig object with handle {handle}")
        return motion.step(number(cycle_time, "cycle time"))

    def ruckigRemove(self, handle: int) -> None:
        if self._extra.motions.pop(integer(handle, "Ruckig handle"), None) is None:
            raise SimError(f"no Ruckig object with handle {handle}")

    # -- blocking motions ---------------------------------------------------------------------
    def _run(self, ongoing: _Stepped) -> Any:
        script = self._script
        if isinstance(script, ThreadedScript):
            while not ongoing.advance():
                self.switchThread()
            return ongoing.result
        if script is not None and self._sim.state.advancing:
            raise SimError("this motion takes many passes: call it from a threaded script (or a remote client)")
        if not self._sim.state.advancing:
            for _ in range(MAX_INSTANT_STEPS):
                if ongoing.advance():
                    return ongoing.result
            raise SimError(f"the motion takes more than {MAX_INSTANT_STEPS} steps")
        if ongoing.advance():
            return ongoing.result
        return ongoing

    def _joint_setter(self, handles: list[int]) -> Callable[[list[float]], None]:
        motors = self._sim.scene.motors
        jids = []
        for h in handles:
            obj = self._object(h)
            if obj.type != ObjectType.JOINT:
                raise SimError(f"object {obj.name!r} is not a joint")
            jids.append(obj.mj_id)

        def apply(positions: list[float]) -> None:
            for h, j, q in zip(handles, jids, positions):
                motor = motors.get(j)
                if motor is not None and motor.mode is MotorMode.POSITION:
                    self.setJointTargetPosition(h, q)
                else:
                    self.setJointPosition(h, q)
        return apply

    def _config_motion(self, params: Any) -> _Stepped:
        p = table(params, "params")
        handles = [integer(h, "joint handle") for h in p.get("joints") or []]
        target = vector(p.get("targetPos"), None, "targetPos")
        n = len(target)
        if handles and len(handles) != n:
            raise SimError(f"params.joints has {len(handles)} handles but targetPos {n} values")
        if n == 0:
            raise SimError("params.targetPos must hold one value per joint")
        pos = vector(p["pos"], n, "pos") if p.get("pos") is not None else (
            [self.getJointPosition(h) for h in handles] if handles else None)
        if pos is None:
            raise SimError("params needs joints (handles) or pos (the current configuration)")
        vel = vector(p.get("vel") or [0.0] * n, n, "vel")
        accel = vector(p.get("accel") or [0.0] * n, n, "accel")
        limits = (_per_dof(p.get("maxVel"), n, "maxVel") + _per_dof(p.get("maxAccel"), n, "maxAccel")
                  + _per_dof(p.get("maxJerk"), n, "maxJerk"))
        target_vel = vector(p.get("targetVel") or [0.0] * n, n, "targetVel")
        dt = number(p.get("timeStep") or self._sim.physics.time_step, "timeStep")
        motion = RuckigMotion(n, dt, integer(p.get("flags", -1), "flags") & 3 if p.get("flags", -1) != -1 else 1,
                              pos + vel + accel, limits, None, target + target_vel)
        setter = self._joint_setter(handles) if handles else None
        callback = p.get("callback") if callable(p.get("callback")) else None

        def apply(state: list[float], done: bool) -> dict[str, Any]:
            q = state[:n]
            if setter is not None:
                setter(q)
            if callback is not None:
                callback({"pos": q, "vel": state[n:2 * n], "accel": state[2 * n:]})
            return {"pos": q, "vel": state[n:2 * n], "accel": state[2 * n:], "timeLeft": ongoing.time_left}
        ongoing = _Stepped(motion, dt, apply)
        return ongoing

    def moveToConfig(self, params: Any, *legacy: Any) -> Any:
        """Move joints to ``params.targetPos`` within ``maxVel``/``maxAccel``/``maxJerk`` (see the
        module docstring); returns ``{pos, vel, accel, timeLeft}``. CoppeliaSim 4.5's positional
        form ``(flags, currentPos, currentVel, currentAccel, maxVel, maxAccel, maxJerk,
        targetPos, targetVel, callback, auxData)`` is accepted from scripts (the callback moves
        the joints) and answers (pos, vel, accel, timeLeft)."""
        if not isinstance(params, dict):
            return self._legacy_move_to_config(params, *legacy)
        return self._run(self._config_motion(params))

    def _legacy_move_to_config(self, flags: Any, *args: Any) -> Any:
        names = ["pos", "vel", "accel", "maxVel", "maxAccel", "maxJerk", "targetPos", "targetVel", "callback",
                 "auxData", "cyclicJoints", "timeStep"]
        p = dict(zip(names, args))
        p["flags"] = flags
        callback, aux = p.pop("callback", None), p.pop("auxData", None)
        if callable(callback):
            p["callback"] = lambda c: callback(c["pos"], c["vel"], c["accel"], aux)
        result = self._run(self._config_motion(p))
        if isinstance(result, Ongoing):
            return result
        return result["pos"], result["vel"], result["accel"], result["timeLeft"]

    def moveToConfig_init(self, params: Any) -> dict[str, Any]:
        """Start a moveToConfig to advance with moveToConfig_step; returns its data."""
        ongoing = self._config_motion(params)
        handle = self._new_ruckig(ongoing)  # type: ignore[arg-type]
        return {"id": handle, "pos": [], "vel": [], "accel": [], "timeLeft": 0.0}

    def moveToConfig_step(self, data: Any) -> tuple[int, dict[str, Any]]:
        """One step of a started motion: (1 finished / 0 not yet, data with pos, vel, accel)."""
        d = table(data, "data")
        ongoing = self._extra.motions.get(integer(d.get("id", -1), "data.id"))
        if not isinstance(ongoing, _Stepped):
            raise SimError("not the data of a started motion (moveToConfig_init / moveToPose_init)")
        done = ongoing.advance()
        return int(done), {"id": d["id"], **ongoing.result}

    def moveToConfig_cleanup(self, data: Any) -> None:
        self._extra.motions.pop(integer(table(data, "data").get("id", -1), "data.id"), None)

    def _pose_motion(self, params: Any) -> _Stepped:
        p = table(params, "params")
        handle = integer(p.get("object", -1), "params.object")
        relative = integer(p.get("relObject", -1), "params.relObject")
        form = 12 if p.get("targetMatrix") is not None else 7
        goal = p.get("targetMatrix") if form == 12 else p.get("targetPose")
        if goal is None:
            raise SimError("params needs targetPose (or targetMatrix)")
        (goal_rot, goal_pos), _ = to_transform(goal, "target pose")
        start: Any
        if handle != -1:
            self._object(handle)
            start = self.getObjectPose(handle, relative)
        elif p.get("pose") is not None or p.get("matrix") is not None:
            start = p.get("pose") if p.get("pose") is not None else p.get("matrix")
        else:
            raise SimError("params needs object (a handle) or pose (the current pose)")
        (start_rot, start_pos), _ = to_transform(start, "current pose")
        q0, q1 = quat_from_rotation(start_rot), quat_from_rotation(goal_rot)
        dq = float(abs(np.dot(q0, q1)))
        angle = 2 * math.acos(min(1.0, dq))
        metric = p.get("metric")
        delta = list(goal_pos - start_pos) + [angle]
        if metric is not None:
            weights = vector(metric, 4, "metric")
            dofs, target = 1, [math.sqrt(sum((w * d) ** 2 for w, d in zip(weights, delta)))]
        else:
            dofs, target = 4, delta
        limits = (_per_dof(p.get("maxVel"), dofs, "maxVel") + _per_dof(p.get("maxAccel"), dofs, "maxAccel")
                  + _per_dof(p.get("maxJerk"), dofs, "maxJerk"))
        dt = number(p.get("timeStep") or self._sim.physics.time_step, "timeStep")
        motion = RuckigMotion(dofs, dt, 1, [0.0] * (3 * dofs), limits, None, target + [0.0] * dofs)
        callback = p.get("callback") if callable(p.get("callback")) else None

        def apply(state: list[float], done: bool) -> dict[str, Any]:
            if dofs == 1:
                t = 1.0 if done or target[0] == 0 else state[0] / target[0]
                fractions = [t] * 4
            else:
                fractions = [1.0 if done or d == 0 else s / d for s, d in zip(state[:4], delta)]
            pos = start_pos + np.array(fractions[:3]) * (goal_pos - start_pos)
            rot = rotation_from_quat(slerp(q0, q1, fractions[3]))
            pose = from_transform((rot, pos), form)
            if handle != -1:
                self.setObjectPose(handle, relative, from_transform((rot, pos), 7))
            if callback is not None:
                callback(pose)
            key = "matrix" if form == 12 else "pose"
            return {key: pose, "vel": state[dofs:2 * dofs], "accel": state[2 * dofs:], "timeLeft": ongoing.time_left}
        ongoing = _Stepped(motion, dt, apply)
        return ongoing

    def generateTimeOptimalTrajectory(self, path: Sequence[float], path_lengths: Sequence[float],
                                      min_max_vel: Sequence[float], min_max_accel: Sequence[float],
                                      traj_pt_samples: int = 1000, boundary_condition: str = "not-a-knot",
                                      timeout: float = 5.0) -> tuple[list[float], list[float]]:
        """(configurations, times): the path traversed as fast as every DoF's velocity and
        acceleration limits (``min_max_*``: a [min, max] pair per DoF) allow along its length,
        from rest to rest, sampled at ``traj_pt_samples`` even times (tether's profile: the
        tightest limit over the path, a Ruckig profile along the path length)."""
        lengths = vector(path_lengths, None, "pathLengths")
        values = vector(path, None, "path")
        if len(lengths) < 2 or len(values) % len(lengths):
            raise SimError("path and pathLengths do not match (at least two configurations)")
        dof = len(values) // len(lengths)
        configs = np.array(values).reshape(-1, dof)
        vel = np.array(vector(min_max_vel, 2 * dof, "minMaxVel")).reshape(-1, 2)
        acc = np.array(vector(min_max_accel, 2 * dof, "minMaxAccel")).reshape(-1, 2)
        vmax_dof = np.minimum(np.abs(vel[:, 0]), np.abs(vel[:, 1]))
        amax_dof = np.minimum(np.abs(acc[:, 0]), np.abs(acc[:, 1]))
        if np.any(vmax_dof <= 0) or np.any(amax_dof <= 0):
            raise SimError("velocity and acceleration limits must be non-zero")
        slopes = np.abs(np.diff(configs, axis=0)) / np.maximum(np.diff(lengths), 1e-12)[:, None]
        steepest = slopes.max(axis=0)
        with np.errstate(divide="ignore"):
            vmax = float(np.min(np.where(steepest > 0, vmax_dof / steepest, np.inf)))
            amax = float(np.min(np.where(steepest > 0, amax_dof / steepest, np.inf)))
        total = lengths[-1] - lengths[0]
        samples = max(2, min(integer(traj_pt_samples, "samples"), 100_000))
        if total <= 0 or not math.isfinite(vmax):
            return [float(v) for c in [configs[0]] * samples for v in c], [0.0] * samples
        otg = Ruckig(1)
        inp, traj = InputParameter(1), Trajectory(1)
        inp.current_position, inp.target_position = [0.0], [total]
        inp.max_velocity, inp.max_acceleration, inp.max_jerk = [vmax], [amax], [amax * 1e4]
        otg.calculate(inp, traj)
        duration = float(traj.duration)
        from tether.core.simapi.paths import interpolate_config

        out: list[float] = []
        times = [duration * k / (samples - 1) for k in range(samples)]
        for t in times:
            s_at = traj.at_time(t)[0][0]
            out.extend(interpolate_config(configs, lengths, lengths[0] + s_at))
        return out, times

    def moveToPose(self, params: Any, *legacy: Any) -> Any:
        """Move ``params.object`` (or just compute, from ``params.pose``) to ``targetPose``
        (or ``targetMatrix``) with Ruckig on x, y, z and the rotation angle (one combined DoF
        with ``metric``), see the module docstring; returns ``{pose, vel, accel, timeLeft}``."""
        if not isinstance(params, dict):
            raise SimError("sim.moveToPose: tether takes CoppeliaSim 4.6's table form, moveToPose({object = h, "
                           "targetPose = ..., maxVel = ..., maxAccel = ..., maxJerk = ...})")
        return self._run(self._pose_motion(params))

    def getScriptFunctions(self, script_handle: int) -> Any:
        """An object whose attributes call the script's functions (``f = sim.getScriptFunctions(h);
        f.myFunc(1, 2)``); for scripts (a remote client calls sim.callScriptFunction)."""
        if self._script is None:
            raise SimError("getScriptFunctions answers a proxy for scripts only; remote clients use "
                           "sim.callScriptFunction")
        return _ScriptFunctions(self, integer(script_handle, "script handle"))

    def createScript(self, script_type: int, script_string: str, options: int = 0, lang: str = "") -> int:
        """A script object: a dummy carrying a Python child script of this source (threaded if
        it defines sysCall_thread); returns the script's handle. Lua scripts come through the
        manifest."""
        source = buffer(script_string, "script text").decode("utf-8", "replace")
        if isinstance(lang, str) and lang.lower() == "lua":
            raise SimError("createScript: tether creates Python scripts; Lua scripts come through the manifest")
        holder = self.createDummy(0.01)
        return self.addScript(holder, source, "def sysCall_thread" in source)

    def initScript(self, script_handle: int) -> None:
        """Run a child script's cleanup, then initialise it afresh (module body and sysCall_init)
        now; threaded scripts are refused (they restart when the simulation does)."""
        script = self._scripts.script_by_handle(integer(script_handle, "script handle"))
        if not isinstance(script, ChildScript):
            raise SimError("initScript: only non-threaded child scripts can be initialised again")
        if script is self._script:
            raise SimError("initScript: a script cannot initialise itself again")
        script.cleanup()
        script.ensure_initialized()

    def moveToPose_init(self, params: Any) -> dict[str, Any]:
        """Start a moveToPose to advance with moveToPose_step; returns its data."""
        ongoing = self._pose_motion(params)
        return {"id": self._new_ruckig(ongoing), "timeLeft": 0.0}  # type: ignore[arg-type]

    def moveToPose_step(self, data: Any) -> tuple[int, dict[str, Any]]:
        return self.moveToConfig_step(data)

    def moveToPose_cleanup(self, data: Any) -> None:
        self.moveToConfig_cleanup(data)


class _ScriptFunctions:
    """What getScriptFunctions answers: ``functions.name(*args)`` calls the script's function."""

    def __init__(self, api: Any, script_handle: int) -> None:
        self._api, self._handle = api, script_handle

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return lambda *args: self._api.callScriptFunction(name, self._handle, *args)


def _code(result: Any) -> int:
    """Ruckig's error result as CoppeliaSim's negative code."""
    try:
        code = int(result.value) if hasattr(result, "value") else int(result)
    except (TypeError, ValueError):
        return -1
    return code if code < 0 else -1


def _per_dof(values: Any, n: int, what: str) -> list[float]:
    """One limit per DoF (a single number, or a list of at least n: extra values ignored)."""
    if values is None:
        raise SimError(f"params.{what} is missing")
    if isinstance(values, (int, float)) and not isinstance(values, bool):
        return [float(values)] * n
    found = vector(values, None, what)
    if len(found) < n:
        raise SimError(f"params.{what} needs {n} values, got {len(found)}")
    return found[:n]
