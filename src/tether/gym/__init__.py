"""Gymnasium environments over tether scenes (``pip install "tether[gym]"``).

Importing this module registers the tasks with Gymnasium::

    import gymnasium as gym
    import tether.gym  # noqa: F401  (registers tether/Reach-v0 and tether/Door-v0)

    env = gym.make("tether/Reach-v0")
    envs = gym.make_vec("tether/Reach-v0", num_envs=64, vectorization_mode="vector_entry_point")

Gymnasium 1.x has no plugin entry points any more, so without the import use the module
prefix: ``gym.make("tether.gym:tether/Reach-v0")`` imports and registers in one go.
"""

from __future__ import annotations

from gymnasium.envs.registration import register, registry

from tether.gym.env import TetherEnv
from tether.gym.tasks import DoorTask, ReachTask, Task

__all__ = ["DoorTask", "ReachTask", "Task", "TetherEnv", "register_envs"]

ENV_IDS = ("tether/Reach-v0", "tether/Door-v0")


def register_envs() -> None:
    """Register tether's environments with Gymnasium (idempotent; done on import)."""
    if "tether/Reach-v0" not in registry:
        register(
            id="tether/Reach-v0",
            entry_point="tether.gym.env:TetherEnv",
            vector_entry_point="tether.gym.vector:TetherVectorEnv",
            kwargs={"task": "reach"},
            max_episode_steps=100,
        )
    if "tether/Door-v0" not in registry:
        register(
            id="tether/Door-v0",
            entry_point="tether.gym.env:TetherEnv",
            kwargs={"task": "door"},
            max_episode_steps=400,
        )


register_envs()
