"""tether.gym: the env checker, seed determinism, Gymnasium registration and vector envs."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from gymnasium.wrappers import FlattenObservation

import tether.gym  # noqa: F401  (registers the envs)
from tether.gym import TetherEnv
from tether.core.engine.motors import MotorMode
from tether.gym.tasks import Task

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")  # the checker's advice on unbounded boxes


@pytest.mark.parametrize("env_id", ["tether/Reach-v0", "tether/Door-v0"])
def test_env_checker_passes(env_id: str) -> None:
    env = gym.make(env_id, render_mode="rgb_array")
    try:
        check_env(env.unwrapped, skip_render_check=False)
    finally:
        env.close()


def _rollout(env: gym.Env, seed: int, steps: int) -> list[np.ndarray]:
    obs, _ = env.reset(seed=seed)
    env.action_space.seed(seed)
    out = [np.concatenate([np.ravel(v) for v in obs.values()])]
    for _ in range(steps):
        obs, reward, *_ = env.step(env.action_space.sample())
        out.append(np.concatenate([np.ravel(v) for v in obs.values()] + [[reward]]))
    return out


@pytest.mark.parametrize("env_id", ["tether/Reach-v0", "tether/Door-v0"])
def test_same_seed_same_trajectory(env_id: str) -> None:
    a, b = gym.make(env_id), gym.make(env_id)
    try:
        first = _rollout(a, 3, 40)
        again = _rollout(a, 3, 40)  # the same env, reset: the same episode
        other = _rollout(b, 3, 40)  # another env, same seed
        different = _rollout(b, 4, 40)
    finally:
        a.close()
        b.close()
    for x, y, z in zip(first, again, other):
        assert np.array_equal(x, y) and np.array_equal(x, z)
    assert not all(np.array_equal(x, y) for x, y in zip(first, different))


def test_reach_targets_are_random_and_reachable() -> None:
    env = TetherEnv(task="reach")
    try:
        targets = [env.reset(seed=s)[0]["target"] for s in range(5)]
        assert len({tuple(t) for t in targets}) == 5
        env.reset(seed=0)
        task, session = env.task, env.session
        # A target is where the tip is in a sampled configuration: drive the arm there.
        target = task.sample_target(session, np.random.default_rng(9))
        q = task._scratch.qpos[task._qpos_adr].copy()  # the configuration it came from
        session.data.mocap_pos[task._target_mocap] = target
        for _ in range(100):
            obs, reward, terminated, truncated, info = env.step(q.astype(np.float32))
        assert np.array_equal(obs["target"], target)
        assert reward == pytest.approx(-np.linalg.norm(obs["tip"] - obs["target"]))
        assert reward > -0.02 and info["is_success"]
        assert not terminated and not truncated
    finally:
        env.close()


def test_gym_make_spec_and_flatten() -> None:
    env = FlattenObservation(gym.make("tether/Reach-v0"))
    try:
        obs, _ = env.reset(seed=0)
        assert obs.shape == (7 + 7 + 3 + 3,)
        assert env.spec is not None and env.spec.max_episode_steps == 100
        steps = 0
        truncated = False
        while not truncated and steps < 101:  # bounded: the time limit ends it at 100
            *_, truncated, _ = env.step(env.action_space.sample())
            steps += 1
        assert truncated and steps == 100
    finally:
        env.close()
    # Without `import tether.gym`: the module prefix imports and registers.
    env = gym.make("tether.gym:tether/Door-v0")
    env.close()


def test_door_task_uses_scripts_and_sensors() -> None:
    env = TetherEnv(task="door")
    try:
        obs, _ = env.reset(seed=1)
        assert set(obs) == {"joint_pos", "joint_vel", "proximity/DoorSensorFront", "proximity/DoorSensorBack"}
        assert env.session.simulation.scripts.child_scripts  # the walker's threaded script
        seen = 0
        for _ in range(400):
            obs, reward, *_ = env.step(np.array([0.0], dtype=np.float32))
            seen += obs["proximity/DoorSensorFront"][0] > 0 or obs["proximity/DoorSensorBack"][0] > 0
            assert reward <= 0.0
        assert seen > 0  # the walker passed a sensor
    finally:
        env.close()


def test_render_rgb_array() -> None:
    env = TetherEnv(task="reach", render_mode="rgb_array", width=64, height=48)
    try:
        env.reset(seed=0)
        image = env.render()
        assert image is not None and image.shape == (48, 64, 3) and image.dtype == np.uint8
        assert image.std() > 0  # a picture, not a blank
    finally:
        env.close()


def test_bad_arguments_are_clear() -> None:
    with pytest.raises(ValueError, match="unknown task"):
        TetherEnv(task="fly")
    with pytest.raises(ValueError, match="render_mode"):
        TetherEnv(task="reach", render_mode="human")

    class Wants(Task):
        robot = "Nobody"

    with pytest.raises(Exception, match="offers"):
        TetherEnv(task=Wants())
    env = TetherEnv(task="reach")
    try:
        env.reset(seed=0)
        with pytest.raises(ValueError, match="finite"):
            env.step(np.full(7, np.nan, dtype=np.float32))
        with pytest.raises(ValueError, match="finite"):
            env.step(np.array([np.inf, 0, 0, 0, 0, 0, 0]))
        env.step(np.full(7, 1e308))  # huge but finite: clipped to the joint ranges
        with pytest.raises(ValueError, match="7 values, one per control of 'Arm'"):
            env.step(np.zeros(3))
    finally:
        env.close()


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_make_vec_sync_and_async(mode: str) -> None:
    envs = gym.make_vec("tether/Reach-v0", num_envs=2, vectorization_mode=mode)
    try:
        obs, _ = envs.reset(seed=5)
        assert obs["joint_pos"].shape == (2, 7)
        single = TetherEnv(task="reach")
        first, _ = single.reset(seed=6)  # world 1 got seed 5 + 1
        assert np.array_equal(obs["target"][1], first["target"])
        single.close()
        for _ in range(5):
            obs, reward, terminated, truncated, _ = envs.step(envs.action_space.sample())
        assert reward.shape == (2,) and np.all(reward < 0)
    finally:
        envs.close()


def test_vision_sensor_observations() -> None:
    from tether.gym.tasks import DoorTask

    class SeeingDoor(DoorTask):
        vision_sensors = True

    env = TetherEnv(task=SeeingDoor())
    try:
        check_env(env, skip_render_check=True)
        obs, _ = env.reset(seed=0)
        image = obs["vision/VisionSensor"]
        assert image.shape == (48, 64, 3) and image.dtype == np.uint8 and image.std() > 0
        raw = env.session.sim.getVisionSensorImg(env.session.sim.getObject("VisionSensor"))[0]
        assert np.array_equal(image[::-1].reshape(-1), np.frombuffer(raw, dtype=np.uint8))  # the sim's image
    finally:
        env.close()


def test_targets_written_at_once_equal_the_sim_api_calls() -> None:
    """Reach-v0's controls are MJCF actuators: a step writes all targets in one go. The
    trajectory equals the one commanded through sim.setJointTargetPosition, the API reads the
    targets back, and a control switched to another mode at run time takes the general path."""
    from tether.gym import TetherEnv

    fast, slow = TetherEnv(task="reach"), TetherEnv(task="reach")
    try:
        fast.reset(seed=3)
        slow.reset(seed=3)
        assert fast._direct is not None
        sim = slow.session.sim
        handles = [sim.getObject(f"/{name}") for name in slow.layout.joints]
        rng = np.random.default_rng(1)
        for _ in range(30):
            action = rng.uniform(fast.layout.low, fast.layout.high)
            obs, *_ = fast.step(action)
            for h, value in zip(handles, action):
                sim.setJointTargetPosition(h, float(value))
            slow.session.step(slow.frame_skip)
            assert np.array_equal(obs["joint_pos"], slow.observe()["joint_pos"])
        fast_sim = fast.session.sim
        first = fast_sim.getObject(f"/{fast.layout.joints[0]}")
        assert fast_sim.getJointTargetPosition(first) == pytest.approx(float(action[0]))
        motor = fast.session.simulation.scene.motors[fast._joint_ids[0]]
        motor.mode = MotorMode.VELOCITY  # as a script switching the joint's control mode would
        fast.step(action)
        assert motor.mode is MotorMode.POSITION  # the general path switched it back to the controlled mode
    finally:
        fast.close()
        slow.close()
