"""TetherVectorEnv: N worlds in one MuJoCo rollout equal N single TetherEnvs, step by step."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import tether.gym  # noqa: F401
from tether.gym.vector import TetherVectorEnv


def test_batched_equals_single_envs_step_by_step() -> None:
    n, steps, limit = 3, 60, 25
    batched = gym.make_vec(
        "tether/Reach-v0", num_envs=n, vectorization_mode="vector_entry_point", max_episode_steps=limit
    )
    assert isinstance(batched, TetherVectorEnv)
    singles = [gym.make("tether/Reach-v0", max_episode_steps=limit) for _ in range(n)]
    try:
        obs, _ = batched.reset(seed=10)
        single_obs = [env.reset(seed=10 + i)[0] for i, env in enumerate(singles)]
        rng = np.random.default_rng(0)
        space = batched.single_action_space
        done = [False] * n
        resets = 0
        for _ in range(steps):
            for key in obs:
                assert np.array_equal(obs[key], np.stack([o[key] for o in single_obs])), key
            actions = rng.uniform(space.low, space.high, size=(n, *space.shape)).astype(np.float32)
            obs, rewards, terminated, truncated, _ = batched.step(actions)
            for i, env in enumerate(singles):
                if done[i]:  # next-step autoreset, as Gymnasium's sync vector env
                    single_obs[i], _ = env.reset()
                    assert rewards[i] == 0.0 and not truncated[i]
                    done[i] = False
                    resets += 1
                    continue
                single_obs[i], reward, term, trunc, _ = env.step(actions[i])
                assert rewards[i] == reward and terminated[i] == term and truncated[i] == trunc
                done[i] = term or trunc
        assert resets == 2 * n  # two episodes ended per world: autoreset streams match too
    finally:
        batched.close()
        for env in singles:
            env.close()


def test_batched_refuses_scripts_with_a_hint() -> None:
    with pytest.raises(ValueError, match="vectorization_mode='sync'"):
        TetherVectorEnv(2, task="door")
    with pytest.raises(ValueError, match="num_envs"):
        TetherVectorEnv(0)
    env = TetherVectorEnv(2)
    try:
        env.reset(seed=0)
        with pytest.raises(ValueError, match=r"shape \(2, 7\)"):
            env.step(np.zeros((3, 7)))
        with pytest.raises(ValueError, match="finite"):
            env.step(np.full((2, 7), np.inf))
    finally:
        env.close()


def test_batched_threads_give_the_same_worlds() -> None:
    one, two = TetherVectorEnv(8, nthread=1), TetherVectorEnv(8, nthread=2)
    try:
        a, _ = one.reset(seed=1)
        b, _ = two.reset(seed=1)
        actions = np.tile(np.linspace(-1.0, 0.1, 7, dtype=np.float32), (8, 1))
        for _ in range(10):
            a, *_ = one.step(actions)
            b, *_ = two.step(actions)
        for key in a:
            assert np.array_equal(a[key], b[key])
    finally:
        one.close()
        two.close()


def test_batched_equals_single_envs_in_contact() -> None:
    """A pose that folds the arm onto itself and the floor: the worlds stay equal to single envs
    to the bit while contacts are active (the solver runs; MuJoCo's rollout starts it cold, and
    the Reach scene disables warm starts so a single env does too)."""
    n, steps = 2, 120
    folded = np.array([-2.67, 1.40, 0.107, -2.82, 0.544, 1.95, 0.228], dtype=np.float32)
    batched = TetherVectorEnv(n, task="reach", max_episode_steps=1000)
    singles = [gym.make("tether/Reach-v0", max_episode_steps=1000) for _ in range(n)]
    try:
        obs, _ = batched.reset(seed=5)
        for i, env in enumerate(singles):
            env.reset(seed=5 + i)
        contacts = 0
        for _ in range(steps):
            obs, *_ = batched.step(np.tile(folded, (n, 1)))
            for i, env in enumerate(singles):
                single, *_ = env.step(folded)
                contacts += env.unwrapped.session.data.ncon
                for key in obs:
                    assert np.array_equal(obs[key][i], single[key]), key
        assert contacts > 0  # the pose does touch: the solver ran
    finally:
        batched.close()
        for env in singles:
            env.close()
