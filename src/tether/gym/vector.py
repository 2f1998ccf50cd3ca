"""TetherVectorEnv: N worlds of one scene stepped together by MuJoCo's rollout (C thread pool).

``gymnasium.make_vec(id, n, vectorization_mode="sync"|"async")`` runs N :class:`TetherEnv`, one
Python step each (async: one process each). This env instead keeps the N worlds' states in
arrays and advances all of them in one call of :mod:`mujoco.rollout`, on a pool of C threads,
so a step costs one Python call whatever N is.

What it can run: scenes without Python scripts whose robot's controls are in the modes their
motors were loaded in (then a tether pass is exactly ``dynamics_substeps`` MuJoCo steps with the
motors' controls), and tasks that define the ``*_batch`` hooks. Every world then equals a single
:class:`TetherEnv` step by step: world ``i`` reset with ``seed + i`` is the single env reset with
that seed (tested), contacts included when the scene disables the solver's warm start (as
Reach-v0 does): the rollout starts each call's solver cold, where a single env would start it from
its previous step, so with warm starts on, worlds in contact match single envs only to solver
tolerance. Anything else raises a ``ValueError`` that names the sync/async modes.

Sensor observations (e.g. Reach-v0's tip ``framepos``) are the rollout's sensor data of the last
MuJoCo step: what ``data.sensordata`` holds after ``mj_step`` in a single env (MuJoCo computes
sensors before it integrates, so they describe the state at the start of that step).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import mujoco
import numpy as np
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space
from mujoco import rollout

from tether.gym.env import TetherEnv
from tether.gym.tasks import Task

__all__ = ["TetherVectorEnv"]

_STATE = int(mujoco.mjtState.mjSTATE_FULLPHYSICS)
_CONTROL = int(mujoco.mjtState.mjSTATE_CTRL) | int(mujoco.mjtState.mjSTATE_MOCAP_POS)


def _state_offset(model: mujoco.MjModel, spec: int, element: int) -> int:
    """Where ``element`` starts in a state vector of ``spec`` (elements are in bit order)."""
    offset, bit = 0, 1
    while bit < element:
        if spec & bit:
            offset += mujoco.mj_stateSize(model, bit)
        bit <<= 1
    return offset


class TetherVectorEnv(VectorEnv):
    """``num_envs`` worlds of a scriptless scene in one MuJoCo rollout per step (module docs).

    Takes :class:`TetherEnv`'s arguments, plus ``max_episode_steps`` (truncation, as
    Gymnasium's TimeLimit) and ``nthread`` (rollout threads; default: the CPU count).
    Autoreset: next step (Gymnasium's default).
    """

    metadata = {"render_modes": [], "autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(
        self,
        num_envs: int,
        scene: str | Path | None = None,
        task: Task | str | None = "reach",
        *,
        frame_skip: int | None = None,
        max_episode_steps: int | None = None,
        nthread: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        if num_envs < 1:
            raise ValueError(f"num_envs must be >= 1, got {num_envs}")
        if render_mode is not None:
            raise ValueError("TetherVectorEnv does not render; use vectorization_mode='sync' to render")
        self.num_envs = int(num_envs)
        self.template = env = TetherEnv(scene, task, frame_skip=frame_skip)
        try:
            self._check_supported(env)
        except ValueError:
            env.close()
            raise
        self.task = env.task
        sim = env.session.simulation
        self.model = model = sim.physics.model
        self.single_observation_space = env.observation_space
        self.single_action_space = env.action_space
        self.observation_space = batch_space(env.observation_space, self.num_envs)
        self.action_space = batch_space(env.action_space, self.num_envs)
        self._action_size = int(np.prod(self.action_space.shape))
        self.max_episode_steps = max_episode_steps
        self.render_mode = None
        self.nstep = env.frame_skip * sim.physics.dynamics_substeps
        layout = env.layout
        self._actuators = np.array([sim.scene.motors[int(j)].actuator_id for j in layout.joint_ids], dtype=np.intp)
        self._low, self._high = layout.low, layout.high
        qpos0 = _state_offset(model, _STATE, int(mujoco.mjtState.mjSTATE_QPOS))
        qvel0 = _state_offset(model, _STATE, int(mujoco.mjtState.mjSTATE_QVEL))
        self._qpos_cols = qpos0 + layout.qpos_adr
        self._qvel_cols = qvel0 + layout.dof_adr
        n, nu, nmocap = self.num_envs, model.nu, model.nmocap
        self._state = np.zeros((n, mujoco.mj_stateSize(model, _STATE)))
        self._control = np.zeros((n, 1, nu + 3 * nmocap))  # [ctrl, mocap_pos], held over the step
        self._ctrl = self._control[:, 0, :nu]
        self._mocap = self._control[:, 0, nu:].reshape(n, nmocap, 3)
        self._rngs: list[np.random.Generator | None] = [None] * n
        self._elapsed = np.zeros(n, dtype=np.int64)
        self._needs_reset = np.zeros(n, dtype=bool)
        self._obs: dict[str, np.ndarray] = {k: np.zeros((n, *s.shape)) for k, s in env.observation_space.spaces.items()}
        self._models = [model] * n
        self._control_steps = np.zeros((n, self.nstep, self._control.shape[2]))
        self._state_out = np.zeros((n, self.nstep, self._state.shape[1]))
        self._sensordata_out = np.zeros((n, self.nstep, model.nsensordata))
        threads = nthread if nthread is not None else (os.cpu_count() or 1)
        threads = max(1, min(threads, n))  # one world needs no pool (its hand-off costs more than it saves)
        self.threads = threads  # MuJoCo rollout threads stepping the worlds
        self._datas = [mujoco.MjData(model) for _ in range(threads)]
        self._fresh = mujoco.MjData(model)  # the restored initial data, copied per world at autoreset
        self._rollout = rollout.Rollout(nthread=threads if threads > 1 else 0)
        # Two chunks per thread: rollout's default (ten per thread) hands off more often than a
        # few-microsecond world step repays; one per thread leaves a thread idle when worlds differ
        # (measured on 64 Reach-v0 worlds, 2 threads: 8.2 us per world-step by default, 7.0 here).
        self._chunk = max(1, -(-n // (2 * threads)))

    @staticmethod
    def _check_supported(env: TetherEnv) -> None:
        sim = env.session.simulation
        hint = "; use gymnasium.make_vec(..., vectorization_mode='sync' or 'async') instead"
        if sim.scripts.child_scripts or sim.scene.manifest.main_script is not None:
            raise ValueError("TetherVectorEnv runs scenes without Python scripts, and this one has some" + hint)
        if any(k.startswith(("proximity/", "force/", "vision/")) for k in env.observation_space.spaces):
            raise ValueError("TetherVectorEnv does not observe proximity, force or vision sensors" + hint)
        for name in ("observe_batch", "reward_batch", "terminated_batch"):
            if not callable(getattr(env.task, name, None)):
                raise ValueError(f"task {type(env.task).__name__} has no {name}() hook" + hint)
        for jid, mode in zip(env.layout.joint_ids, env.layout.modes):
            motor = sim.scene.motors[int(jid)]
            if motor.mode.value != mode:
                raise ValueError(
                    f"joint {env.layout.joints[list(env.layout.joint_ids).index(jid)]!r} is loaded in "
                    f"{motor.mode.value} mode but controlled in {mode} mode: set its mode in the manifest" + hint
                )

    # -- reset -------------------------------------------------------------------------------
    def _reset_world(self, i: int, seed: int | None) -> None:
        """World i from the template env: its reset (task randomisation included), captured."""
        env = self.template
        if seed is None and self._rngs[i] is not None:
            env._np_random = self._rngs[i]  # continue world i's own random stream
            env.reset()
        else:
            env.reset(seed=seed)
        self._rngs[i] = env.np_random
        self._capture(i)

    def _autoreset(self, worlds: np.ndarray) -> None:
        """Reset the worlds whose episode ended, each continuing its own random stream.

        A task whose reset changes only the data (``Task.resets_data_only``) needs the full
        restore once: every further world starts from a copy of the restored data, exactly what
        the restore would give, at a fraction of its cost (the model's ~200 arrays, motors,
        scene tree)."""
        env = self.template
        if not self.task.resets_data_only or any(self._rngs[int(i)] is None for i in worlds):
            for i in worlds:
                self._reset_world(int(i), None)
            return
        session = env.session
        session.reset()  # the initial state, exactly: model, motors, scene tree and data
        data, model = session.data, self.model
        fresh = self._fresh
        mujoco.mj_copyData(fresh, model, data)
        for n, i in enumerate(worlds):
            i = int(i)
            if n:
                mujoco.mj_copyData(data, model, fresh)
            env._np_random = self._rngs[i]
            self.task.reset(session, env.np_random)
            self._capture(i)

    def _capture(self, i: int) -> None:
        """World i's state, controls and observations from the template's data."""
        env = self.template
        data = env.session.data
        mujoco.mj_getState(self.model, data, self._state[i], _STATE)
        self._ctrl[i] = data.ctrl
        self._mocap[i] = data.mocap_pos
        for key, value in env.observe().items():
            self._obs[key][i] = value
        self._elapsed[i] = 0
        self._needs_reset[i] = False

    def reset(
        self, *, seed: int | list[int | None] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """Reset every world; an int ``seed`` gives world i the seed ``seed + i`` (as Gymnasium's
        sync vector env does)."""
        if seed is None or isinstance(seed, int):
            seeds = [None if seed is None else seed + i for i in range(self.num_envs)]
        else:
            if len(seed) != self.num_envs:
                raise ValueError(f"give one seed per world ({self.num_envs}), got {len(seed)}")
            seeds = list(seed)
        for i, s in enumerate(seeds):
            self._reset_world(i, s)
        return self._copy_obs(), {}

    # -- step --------------------------------------------------------------------------------
    def step(
        self, actions: np.ndarray
    ) -> tuple[dict[str, np.ndarray], np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        actions = np.asarray(actions, dtype=np.float64)
        shape = self.action_space.shape
        if actions.shape != shape:
            if actions.size != self._action_size:
                raise ValueError(f"actions must have shape {shape} (worlds x controls), got {actions.shape}")
            actions = actions.reshape(shape)
        if not np.isfinite(actions).all():
            raise ValueError("actions must be finite")
        task, n = self.task, self.num_envs
        if not self._needs_reset.any():  # the common case: every world steps
            self._advance(None, actions)
            rewards = np.asarray(task.reward_batch(self._obs, actions), dtype=np.float64)  # type: ignore[attr-defined]
            terminated = np.asarray(task.terminated_batch(self._obs), dtype=bool)  # type: ignore[attr-defined]
            self._elapsed += 1
            truncated = (
                self._elapsed >= self.max_episode_steps if self.max_episode_steps is not None else np.zeros(n, dtype=bool)
            )
        else:  # next-step autoreset: the worlds that ended reset instead of stepping
            resetting = np.flatnonzero(self._needs_reset)
            active = np.flatnonzero(~self._needs_reset)
            self._autoreset(resetting)
            rewards = np.zeros(n)
            terminated = np.zeros(n, dtype=bool)
            truncated = np.zeros(n, dtype=bool)
            if len(active):
                self._advance(active, actions)
                obs = {k: v[active] for k, v in self._obs.items()}
                rewards[active] = task.reward_batch(obs, actions[active])  # type: ignore[attr-defined]
                terminated[active] = task.terminated_batch(obs)  # type: ignore[attr-defined]
                self._elapsed[active] += 1
                if self.max_episode_steps is not None:
                    truncated[active] = self._elapsed[active] >= self.max_episode_steps
        self._needs_reset = terminated | truncated
        return self._copy_obs(), rewards, terminated, truncated, {}

    def _advance(self, worlds: np.ndarray | None, actions: np.ndarray) -> None:
        """Apply the actions of ``worlds`` (None: all) and advance them by one env step in one
        rollout."""
        k = self.nstep
        if worlds is None:  # preallocated, shape-checked once, no tiling, no fancy indexing
            self._ctrl[:, self._actuators] = np.clip(actions, self._low, self._high)
            self._control_steps[:] = self._control
            states, sensordata = self._state_out, self._sensordata_out
            self._rollout.rollout(
                self._models, self._datas, self._state, self._control_steps, control_spec=_CONTROL, nstep=k,
                state=states, sensordata=sensordata, skip_checks=True, chunk_size=self._chunk,
            )
            new_state = states[:, k - 1]  # after the k steps
            self._state[:] = new_state
            self._obs["joint_pos"][:] = new_state[:, self._qpos_cols]
            self._obs["joint_vel"][:] = new_state[:, self._qvel_cols]
            extra = self.task.observe_batch(self._mocap, sensordata[:, k - 1])  # type: ignore[attr-defined]
            for key, value in extra.items():
                self._obs[key][:] = value
            return
        self._ctrl[worlds[:, None], self._actuators] = np.clip(actions[worlds], self._low, self._high)
        states, sensordata = self._rollout.rollout(
            self.model, self._datas, self._state[worlds], self._control[worlds], control_spec=_CONTROL, nstep=k,
            chunk_size=max(1, -(-len(worlds) // (2 * len(self._datas)))),
        )
        new_state = states[:, k - 1]
        self._state[worlds] = new_state
        self._obs["joint_pos"][worlds] = new_state[:, self._qpos_cols]
        self._obs["joint_vel"][worlds] = new_state[:, self._qvel_cols]
        extra = self.task.observe_batch(self._mocap[worlds], sensordata[:, k - 1])  # type: ignore[attr-defined]
        for key, value in extra.items():
            self._obs[key][worlds] = value

    def _copy_obs(self) -> dict[str, np.ndarray]:
        return {k: v.copy() for k, v in self._obs.items()}

    def close_extras(self, **kwargs: Any) -> None:
        self._rollout.close()
        self.template.close()
