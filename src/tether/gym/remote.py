"""RemoteTetherEnv: a Gymnasium env whose simulation runs in a ``tether serve`` elsewhere.

Each step is ONE exchange over the legacy remote API (``tether.remoteapi.fast.LockstepClient``):
the joint targets, ``frame_skip`` triggers and the joint position reads go in one message, so an
agent on another machine pays one round trip per step. The server runs its scene's scripts as
usual; reset stops the simulation there (which restores its initial state) and starts it again.

Observation: ``{"joint_pos": ...}`` of the driven joints (what one exchange reads); reward: the
optional ``reward(obs, action)`` function, else 0.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from tether.remoteapi.fast import LockstepClient
from tether.remoteapi.protocol import RemoteProtocolError

__all__ = ["RemoteTetherEnv", "parse_address"]

BUILTIN_ARM = tuple(f"Arm_joint{i}" for i in range(1, 8))


def parse_address(address: str) -> tuple[str, int]:
    """``tcp://host:port`` -> (host, port), with a clear error for anything else."""
    rest = address[len("tcp://"):] if address.startswith("tcp://") else None
    host, sep, port = (rest or "").rpartition(":")
    if not rest or not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"address must look like tcp://127.0.0.1:19997 (a tether serve legacy port), got {address!r}")
    return host.strip("[]"), int(port)


class RemoteTetherEnv(gym.Env[dict[str, np.ndarray], np.ndarray]):
    """Drives the ``joints`` of a remote tether simulation (default: the built-in arm's seven)
    with ``mode`` targets ("position" or "velocity") bounded by ``low``/``high`` (default ±π)."""

    metadata = {"render_modes": []}

    def __init__(
        self,
        address: str,
        joints: Sequence[str] = BUILTIN_ARM,
        *,
        mode: str = "position",
        low: float | Sequence[float] = -math.pi,
        high: float | Sequence[float] = math.pi,
        frame_skip: int = 1,
        reward: Callable[[dict[str, np.ndarray], np.ndarray], float] | None = None,
        timeout: float = 5.0,
    ) -> None:
        if mode not in ("position", "velocity"):
            raise ValueError(f"mode must be 'position' or 'velocity' (what one exchange can set), got {mode!r}")
        if frame_skip < 1:
            raise ValueError(f"frame_skip must be >= 1, got {frame_skip}")
        if not joints:
            raise ValueError("give at least one joint name")
        host, port = parse_address(address)
        self.address = address
        self.mode = mode
        self.frame_skip = int(frame_skip)
        self._reward = reward
        try:
            self._client = LockstepClient(host, port, timeout=timeout)
        except OSError as exc:  # refused, timed out, unreachable: one error that says where and what to check
            why = "timed out" if isinstance(exc, TimeoutError) else (exc.strerror or str(exc)).lower()
            raise ConnectionError(
                f"cannot connect to tether serve at {address}: {why}; is `tether serve` running there? "
                "(its legacy remote API listens on port 19997 by default)") from None
        try:
            self._handles = [self._client.handle(name) for name in joints]
        except RemoteProtocolError as exc:  # the bytes that came back are no legacy remote API reply
            self._client.close(goodbye=False)  # it would not answer the goodbye either
            raise ConnectionError(
                f"{address} does not speak the legacy remote API ({type(exc).__name__}: {exc}): is it another "
                "endpoint of tether serve (ZeroMQ remote API, Click, viewer)? Its legacy remote API listens on "
                "port 19997 by default") from None
        except Exception:
            self._client.close()
            raise
        self.joints = tuple(joints)
        n = len(self._handles)
        self.action_space = spaces.Box(
            np.broadcast_to(np.asarray(low, dtype=np.float32), (n,)).copy(),
            np.broadcast_to(np.asarray(high, dtype=np.float32), (n,)).copy(),
            dtype=np.float32,
        )
        self.observation_space = spaces.Dict({"joint_pos": spaces.Box(-np.inf, np.inf, shape=(n,), dtype=np.float64)})
        self._started = False

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        if self._started:
            self._client.stop()  # the server restores the scene's initial state
        self._client.enable_stepping()  # a stop ends stepping mode, as in CoppeliaSim
        self._client.start()
        self._started = True
        return self._obs(self._client.step(read=self._handles, steps=0)), {}

    def step(self, action: np.ndarray) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        action = np.asarray(action, dtype=np.float64).reshape(self.action_space.shape)
        if not np.isfinite(action).all():
            raise ValueError(f"action must be finite, got {action}")
        values = np.clip(action, self.action_space.low, self.action_space.high).tolist()
        q = self._client.step(dict(zip(self._handles, values)), self._handles, steps=self.frame_skip, mode=self.mode)
        obs = self._obs(q)
        reward = float(self._reward(obs, action)) if self._reward is not None else 0.0
        return obs, reward, False, False, {}

    def _obs(self, q: Sequence[float]) -> dict[str, np.ndarray]:
        return {"joint_pos": np.asarray(q, dtype=np.float64)}

    def close(self) -> None:
        if self._client is not None:
            try:
                if self._started:
                    self._client.stop()
            except (OSError, RuntimeError, TimeoutError):
                pass  # the server is gone: nothing left to stop
            self._client.close()
            self._client = None  # type: ignore[assignment]
        super().close()
