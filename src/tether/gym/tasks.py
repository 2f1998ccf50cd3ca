"""Tasks: what an episode of a :class:`~tether.gym.TetherEnv` is about.

A task is a small object with hooks, called with the env's :class:`~tether.core.SimulationSession`
(its ``sim`` API, ``model`` and ``data``), in this order (as dm_control's task hooks)::

    reset(session, rng)                  after the initial state is restored: randomise (env.np_random)
    observe(session) -> dict             extra observations, beside joints and sensors
    reward(session, obs, action) -> float
    terminated(session, obs) -> bool     the episode reached a terminal state
    truncated(session, obs) -> bool      cut short for another reason (time limits: Gymnasium's)
    info(session, obs) -> dict

Class attributes say which scene, robot and control rate the task needs. A task that also
defines the ``*_batch`` hooks can run in :class:`~tether.gym.TetherVectorEnv` (N worlds stepped by
MuJoCo's rollout, without Python per world); they must compute what the per-world hooks compute.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import mujoco
import numpy as np
from gymnasium import spaces

if TYPE_CHECKING:
    from tether.core.session import SimulationSession

__all__ = ["DoorTask", "ReachTask", "Task", "task_by_name"]

SCENES = Path(__file__).resolve().parent / "scenes"


def _distance(a: np.ndarray, b: np.ndarray) -> float:
    # Written out, in the same order as _distances: a batched world's reward equals, to the bit,
    # the single env's (a BLAS dot may sum in another order).
    x, y, z = (a - b).tolist()
    return math.sqrt(x * x + y * y + z * z)


def _distances(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    d = a - b
    return np.sqrt(d[:, 0] * d[:, 0] + d[:, 1] * d[:, 1] + d[:, 2] * d[:, 2])


class Task:
    """The base task: no reward, never ends; observations are the robot's joints and sensors."""

    scene: ClassVar[str | Path | None] = None  # default scene (None: the built-in demo scene)
    robot: ClassVar[str | None] = None  # the robot the agent drives (None: the scene's only/first one)
    frame_skip: ClassVar[int] = 1  # passes per env step
    velocity_limit: ClassVar[float] = math.pi  # bound of velocity actions
    force_sensors: ClassVar[bool] = True  # observe the robot's force sensors
    proximity_sensors: ClassVar[bool] = True  # observe the scene's proximity sensors
    vision_sensors: ClassVar[bool] = False  # observe the scene's vision sensors' RGB images (slower)
    camera: ClassVar[str | None] = None  # render() camera (None: the first vision sensor, else free)
    #: True when reset() changes only ``session.data`` (no model, motor or scene state): then
    #: TetherVectorEnv resets a world by copying the restored initial data, not restoring it all.
    resets_data_only: ClassVar[bool] = False

    def bind(self, session: SimulationSession) -> None:
        """Called once with the env's session before anything else (look handles up here)."""

    def observation_space(self) -> dict[str, spaces.Space]:
        """Spaces of the extra observations :meth:`observe` returns."""
        return {}

    def reset(self, session: SimulationSession, rng: np.random.Generator) -> None:
        """Randomise the episode's start (the initial state is already restored)."""

    def observe(self, session: SimulationSession) -> dict[str, np.ndarray]:
        return {}

    def reward(self, session: SimulationSession, obs: dict[str, np.ndarray], action: np.ndarray) -> float:
        return 0.0

    def terminated(self, session: SimulationSession, obs: dict[str, np.ndarray]) -> bool:
        return False

    def truncated(self, session: SimulationSession, obs: dict[str, np.ndarray]) -> bool:
        return False

    def info(self, session: SimulationSession, obs: dict[str, np.ndarray]) -> dict[str, Any]:
        return {}


class ReachTask(Task):
    """tether/Reach-v0: the built-in 7-joint arm (position control) brings its tip to a target.

    At every reset the target moves to where the tip would be in a random joint configuration
    (within 80 % of each joint's range, touching nothing), so it is always reachable. Reward: minus the distance
    tip-target (m), the tip being the MJCF ``framepos`` sensor of the last MuJoCo step.
    ``info["is_success"]``: within 5 cm. Never terminates (a time limit ends it).
    """

    scene = SCENES / "reach.toml"
    robot = "Arm"
    frame_skip = 2  # 2 x 10 ms = 20 ms per env step, as Gymnasium's Reacher
    force_sensors = False
    camera = "Overview"
    success_distance = 0.05
    resets_data_only = True  # reset() moves the target mocap body, nothing else

    def bind(self, session: SimulationSession) -> None:
        model = session.model
        self._target_mocap = int(model.body_mocapid[mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_BODY, "Target")])
        self._tip_site = mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_SITE, "Arm_tipPoint")
        sensor = mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_SENSOR, "Arm_tipPosition")
        self.tip_sensor_adr = int(model.sensor_adr[sensor])
        arm = session.robots[self.robot]
        jids = [session.simulation.scene.tree.get(h).mj_id for h in arm.joint_handles]
        self._qpos_adr = np.asarray(model.jnt_qposadr[jids], dtype=np.intp)
        lo, hi = model.jnt_range[jids].T
        mid, half = (lo + hi) / 2, (hi - lo) / 2 * 0.8
        self._sample_low, self._sample_high = mid - half, mid + half
        self._scratch = mujoco.MjData(model)  # forward kinematics of sampled configurations

    def observation_space(self) -> dict[str, spaces.Space]:
        box = spaces.Box(-np.inf, np.inf, shape=(3,), dtype=np.float64)
        return {"target": box, "tip": box}

    def sample_target(self, session: SimulationSession, rng: np.random.Generator) -> np.ndarray:
        """A reachable target: the tip's position in a random joint configuration that touches
        nothing (no self-collision, nothing below the floor); at most 100 draws."""
        scratch = self._scratch
        for _ in range(100):
            scratch.qpos[:] = session.data.qpos
            scratch.qpos[self._qpos_adr] = rng.uniform(self._sample_low, self._sample_high)
            mujoco.mj_fwdPosition(session.model, scratch)  # kinematics and contacts
            if scratch.ncon == 0:
                break
        return scratch.site_xpos[self._tip_site].copy()

    def reset(self, session: SimulationSession, rng: np.random.Generator) -> None:
        session.data.mocap_pos[self._target_mocap] = self.sample_target(session, rng)

    def observe(self, session: SimulationSession) -> dict[str, np.ndarray]:
        # The tip is the framepos sensor as MuJoCo computed it in the last step (before that
        # step's integration), as Gymnasium's MuJoCo envs read body positions after mj_step:
        # the batched env then gets it from the rollout's sensor data with no extra step.
        adr = self.tip_sensor_adr
        return {
            "target": session.data.mocap_pos[self._target_mocap].copy(),
            "tip": session.data.sensordata[adr : adr + 3].copy(),
        }

    def reward(self, session: SimulationSession, obs: dict[str, np.ndarray], action: np.ndarray) -> float:
        return -_distance(obs["tip"], obs["target"])

    def info(self, session: SimulationSession, obs: dict[str, np.ndarray]) -> dict[str, Any]:
        return {"is_success": _distance(obs["tip"], obs["target"]) < self.success_distance}

    # -- batched (TetherVectorEnv): the same quantities from N worlds' arrays ------------------
    def observe_batch(self, mocap_pos: np.ndarray, sensordata: np.ndarray) -> dict[str, np.ndarray]:
        """``mocap_pos`` (N, nmocap, 3) and ``sensordata`` (N, nsensordata) of the worlds' last
        MuJoCo step (what ``data.sensordata`` holds after it in a single env)."""
        adr = self.tip_sensor_adr
        return {"target": mocap_pos[:, self._target_mocap].copy(), "tip": sensordata[:, adr : adr + 3].copy()}

    def reward_batch(self, obs: dict[str, np.ndarray], action: np.ndarray) -> np.ndarray:
        return -_distances(obs["tip"], obs["target"])

    def terminated_batch(self, obs: dict[str, np.ndarray]) -> np.ndarray:
        return np.zeros(len(obs["tip"]), dtype=bool)


class DoorTask(Task):
    """tether/Door-v0: be the automatic revolving door of seed 004.

    The scene is the built-in one with the walker's threaded script and the two proximity
    sensors, but without the door's own script: the agent commands the door motor's velocity.
    The door should turn (0.2 rad/s) while either sensor detects someone and stand still
    otherwise; reward: minus the gap between the door's velocity and that. At every reset the
    walker starts at a random place on its path (its script picks up from there).
    """

    scene = SCENES / "door.toml"
    robot = "DoorFrame"
    frame_skip = 5  # 25 ms per env step
    velocity_limit = 1.0
    camera = "VisionSensor"
    turning_speed = 0.2

    def bind(self, session: SimulationSession) -> None:
        self._walker = session.sim.getObject("/Walker")
        self._walker_start = session.sim.getObjectPosition(self._walker, -1)

    def reset(self, session: SimulationSession, rng: np.random.Generator) -> None:
        x, y, z = self._walker_start
        session.sim.setObjectPosition(self._walker, -1, [float(rng.uniform(0.0, 6.0)), y, z])

    def reward(self, session: SimulationSession, obs: dict[str, np.ndarray], action: np.ndarray) -> float:
        someone = obs["proximity/DoorSensorFront"][0] > 0 or obs["proximity/DoorSensorBack"][0] > 0
        wanted = self.turning_speed if someone else 0.0
        return -abs(float(obs["joint_vel"][0]) - wanted)


_TASKS: dict[str, type[Task]] = {"reach": ReachTask, "door": DoorTask, "none": Task}


def task_by_name(name: str) -> Task:
    """A task instance from its short name (reach, door, none)."""
    try:
        return _TASKS[name.lower()]()
    except KeyError:
        raise ValueError(f"unknown task {name!r}; use one of {sorted(_TASKS)} or pass a Task object") from None
