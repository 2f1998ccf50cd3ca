"""TetherEnv: a Gymnasium environment over a tether scene, in-process, scripts included.

Action: one value per control of the task's robot (position, velocity or force, as the robot's
controls say; see :mod:`tether.core.engine.robots`), bounded by the joint's range, the task's velocity
limit or the motor's max force; each step applies them as the ``sim.setJointTarget*`` calls
would, then runs ``frame_skip`` passes (scripts, dynamics, sensors). Observation: a ``Dict`` of
``joint_pos``, ``joint_vel``, each proximity sensor (``proximity/NAME``: detected 0/1, distance),
each force sensor of the robot (``force/NAME``: force, torque), when the task asks for them each
vision sensor's RGB image (``vision/NAME``, top row first), and the task's own entries.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import gymnasium as gym
import mujoco
import numpy as np
from gymnasium import spaces

from tether.core.engine.errors import SimError
from tether.core.engine.motors import MotorMode
from tether.core.engine.robots import RobotLayout, robot_layout
from tether.core.session import SimulationSession
from tether.gym.tasks import Task, task_by_name

__all__ = ["TetherEnv"]

_MODES = {"position": MotorMode.POSITION, "velocity": MotorMode.VELOCITY, "force": MotorMode.FORCE}


def resolve_task(task: Task | str | None) -> Task:
    if task is None:
        return Task()
    if isinstance(task, str):
        return task_by_name(task)
    if isinstance(task, type) and issubclass(task, Task):
        return task()
    return task


class TetherEnv(gym.Env[dict[str, np.ndarray], np.ndarray]):
    """A Gymnasium ``Env`` over one tether simulation (module docs).

    ``scene``: MJCF/URDF/manifest path (default: the task's scene, else the built-in scene);
    ``task``: a :class:`~tether.gym.tasks.Task` or its name ("reach", "door"); ``frame_skip``:
    passes per step (default: the task's); ``render_mode``: None or "rgb_array".
    """

    metadata = {"render_modes": ["rgb_array"], "render_fps": 50}

    def __init__(
        self,
        scene: str | Path | None = None,
        task: Task | str | None = None,
        *,
        frame_skip: int | None = None,
        render_mode: str | None = None,
        width: int = 320,
        height: int = 240,
    ) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None or 'rgb_array', got {render_mode!r}")
        self.task = resolve_task(task)
        self.frame_skip = int(frame_skip if frame_skip is not None else self.task.frame_skip)
        if self.frame_skip < 1:
            raise ValueError(f"frame_skip must be >= 1, got {self.frame_skip}")
        self.session = SimulationSession(scene if scene is not None else self.task.scene)
        try:
            self._setup(render_mode, width, height)
        except BaseException:
            self.session.close()  # no half-made env keeps a simulation
            raise

    def _setup(self, render_mode: str | None, width: int, height: int) -> None:
        self.render_mode = render_mode
        self._size = (int(width), int(height))
        self._renderer: mujoco.Renderer | None = None
        self.metadata = {**self.metadata, "render_fps": round(1.0 / (self.frame_skip * self.session.time_step))}
        sim = self.session.simulation
        self.layout: RobotLayout = robot_layout(sim, self._pick_robot(), self.task.velocity_limit)
        self._modes = [_MODES[m] for m in self.layout.modes]
        self._joint_ids = [int(j) for j in self.layout.joint_ids]
        self._setters = [partial(sim.physics.command_motor, j) for j in self._joint_ids]
        self._bind_direct_targets()
        self._proximity = (
            [(sim.scene.tree.get(h).name, h, s.range) for h, s in sim.scene.proximity_sensors.items()]
            if self.task.proximity_sensors else []
        )
        self._forces = []
        if self.task.force_sensors:
            for name, handle in self.layout.force_sensors:
                spec = sim.scene.force_sensors[handle]
                self._forces.append((name, spec.force_adr, spec.torque_adr))
        self._cameras = (
            [(sim.scene.tree.get(h).name, sim.scene.tree.get(h).mj_id, tuple(v.resolution)) for h, v in sim.scene.vision_sensors.items()]
            if self.task.vision_sensors else []
        )
        self.task.bind(self.session)
        self.action_space = spaces.Box(
            self.layout.low.astype(np.float32), self.layout.high.astype(np.float32), dtype=np.float32
        )
        n = len(self.layout.joints)
        inf = spaces.Box(-np.inf, np.inf, shape=(n,), dtype=np.float64)
        obs: dict[str, spaces.Space] = {"joint_pos": inf, "joint_vel": inf}
        for name, _, rng in self._proximity:
            obs[f"proximity/{name}"] = spaces.Box(np.zeros(2), np.array([1.0, rng]), dtype=np.float64)
        for name, *_ in self._forces:
            obs[f"force/{name}"] = spaces.Box(-np.inf, np.inf, shape=(6,), dtype=np.float64)
        for name, _, (width, height) in self._cameras:
            obs[f"vision/{name}"] = spaces.Box(0, 255, shape=(height, width, 3), dtype=np.uint8)
        obs.update(self.task.observation_space())
        self.observation_space = spaces.Dict(obs)

    def _pick_robot(self) -> Any:
        robots = self.session.robots
        if not robots:
            raise SimError("the scene has no robot: declare [[click.robot]] in the manifest or motorise joints ([[joint]])")
        name = self.task.robot
        if name is None:
            return next(iter(robots.values()))
        if name not in robots:
            raise SimError(f"the task wants robot {name!r}; the scene offers {sorted(robots)}")
        return robots[name]

    # -- Gymnasium API ------------------------------------------------------------------------
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        self.session.reset()  # the initial state, exactly
        self.task.reset(self.session, self.np_random)
        obs = self.observe()
        return obs, self.task.info(self.session, obs)

    def step(self, action: np.ndarray) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        action = np.asarray(action, dtype=np.float64)
        if action.size != len(self._setters):
            raise ValueError(
                f"action must have {len(self._setters)} values, one per control of {self.layout.name!r} "
                f"({', '.join(self.layout.joints)}); got shape {action.shape}"
            )
        action = action.reshape(self.action_space.shape)
        if not np.isfinite(action).all():
            raise ValueError(f"action must be finite, got {action}")
        values = np.minimum(np.maximum(action, self.layout.low), self.layout.high)
        self._apply_targets(values)
        self.session.step(self.frame_skip)
        obs = self.observe()
        task, session = self.task, self.session
        reward = float(task.reward(session, obs, action))
        return obs, reward, bool(task.terminated(session, obs)), bool(task.truncated(session, obs)), task.info(session, obs)

    def _bind_direct_targets(self) -> None:
        """When every control is an MJCF actuator (a user motor: its target is its ``ctrl``),
        note the actuators, so a step writes all targets at once (see :meth:`_apply_targets`)."""
        sim = self.session.simulation
        self._direct_version = sim.physics.scene_version
        motors = [sim.scene.motors.get(j) for j in self._joint_ids]
        self._direct: tuple[list[Any], np.ndarray, list[str]] | None = None
        if all(m is not None and not m.owned for m in motors):
            attrs = [f"target_{mode.name.lower()}" for mode in self._modes]
            self._direct = (motors, np.array([m.actuator_id for m in motors], dtype=np.intp), attrs)

    def _apply_targets(self, values: np.ndarray) -> None:
        """Command the robot's motors as ``sim.setJointTarget*`` would once they validated: one
        write of ``data.ctrl`` for MJCF actuators already in the controlled mode, else motor by
        motor (a mode switch, tether's own motors)."""
        if self.session.simulation.physics.scene_version != self._direct_version:  # a scene edit: motors may differ
            self._bind_direct_targets()
        direct, modes = self._direct, self._modes
        if direct is not None and all(m.mode is mode for m, mode in zip(direct[0], modes)):
            motors, actuators, attrs = direct
            self.session.data.ctrl[actuators] = values
            for motor, attr, value in zip(motors, attrs, values.tolist()):
                setattr(motor, attr, value)  # what getJointTarget* read back
            return
        for set_target, mode, value in zip(self._setters, modes, values.tolist()):
            set_target(mode, value)

    def observe(self) -> dict[str, np.ndarray]:
        """The observation of the current state (what reset and step return)."""
        data = self.session.data
        obs = {"joint_pos": data.qpos[self.layout.qpos_adr].copy(), "joint_vel": data.qvel[self.layout.dof_adr].copy()}
        read = self.session.sim.readProximitySensor
        for name, handle, rng in self._proximity:
            detected, distance, *_ = read(handle)
            obs[f"proximity/{name}"] = np.array([1.0, distance] if detected > 0 else [0.0, rng])
        for name, force_adr, torque_adr in self._forces:
            value = np.zeros(6)
            if force_adr >= 0:
                value[:3] = data.sensordata[force_adr : force_adr + 3]
            if torque_adr >= 0:
                value[3:] = data.sensordata[torque_adr : torque_adr + 3]
            obs[f"force/{name}"] = value
        for name, camera, resolution in self._cameras:  # tether renders bottom row first; Gymnasium: top first
            obs[f"vision/{name}"] = self.session.simulation.sensors.render_vision_sensor(camera, resolution)[::-1].copy()
        obs.update(self.task.observe(self.session))
        return obs

    def render(self) -> np.ndarray | None:
        """An RGB image (height, width, 3) of the task's camera, the first vision sensor or the
        free camera, drawn by MuJoCo's renderer (offscreen: MUJOCO_GL=egl)."""
        if self.render_mode is None:
            gym.logger.warn("render() called without render_mode; create the env with render_mode='rgb_array'")
            return None
        if self._renderer is None:
            width, height = self._size
            try:
                self._renderer = mujoco.Renderer(self.session.model, height, width)
            except Exception as exc:
                raise SimError(
                    f"rendering needs OpenGL ({type(exc).__name__}: {exc}); install EGL "
                    "(Debian: libegl1 libgl1-mesa-dri) and set MUJOCO_GL=egl"
                ) from None
        self.session.simulation.physics.ensure_kinematics()
        self._renderer.update_scene(self.session.data, camera=self._camera_id())
        return self._renderer.render().copy()

    def _camera_id(self) -> int:
        model = self.session.model
        if self.task.camera is not None:
            cam = mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_CAMERA, self.task.camera)
            if cam >= 0:
                return cam
        sim = self.session.simulation
        for handle in sim.scene.vision_sensors:
            return sim.scene.tree.get(handle).mj_id
        return -1  # MuJoCo's free camera

    def close(self) -> None:
        if self._renderer is not None:
            self._renderer.close()
            self._renderer = None
        self.session.close()
        super().close()

    # -- remote -------------------------------------------------------------------------------
    @staticmethod
    def connect(address: str, **kwargs: Any) -> gym.Env:
        """An env driving a ``tether serve`` at ``tcp://host:port`` over the legacy remote API's
        one-exchange lockstep path (see :class:`tether.gym.remote.RemoteTetherEnv`)."""
        from tether.gym.remote import RemoteTetherEnv

        return RemoteTetherEnv(address, **kwargs)
