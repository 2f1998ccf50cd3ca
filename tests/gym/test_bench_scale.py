"""`tether bench scale`: every line beside its same-run baseline (rates are not asserted)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def test_scale_lane_json() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tether.cli", "bench", "scale", "--json", "--repeats", "1", "--seconds", "0.05"],
        capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    results = {r["name"]: r for r in json.loads(done.stdout)}
    assert set(results) == {
        "tether/Reach-v0 env steps/s vs Pusher-v5",
        "tether/Reach-v0 env steps/s vs Reacher-v5",
        "TetherVectorEnv N=1 world-steps/s",
        "TetherVectorEnv N=8 world-steps/s",
        "TetherVectorEnv N=64 world-steps/s",
        "tether sweep runs/s, Ray 2 workers vs serial",
    }
    for r in results.values():
        assert r["skipped"] is None, r["skipped"]
        assert r["lane"] == "scale" and len(r["samples"]) == 1 and len(r["baseline_samples"]) == 1
        assert r["rate"] > 0 and r["baseline"] > 0 and r["ratio"] == pytest.approx(r["rate"] / r["baseline"])
    assert results["tether/Reach-v0 env steps/s vs Pusher-v5"]["goal"] == 1.0
    assert results["tether/Reach-v0 env steps/s vs Reacher-v5"]["goal"] is None
    assert results["TetherVectorEnv N=64 world-steps/s"]["goal"] == 3.0
    assert results["tether sweep runs/s, Ray 2 workers vs serial"]["goal"] == 1.6
    assert "Gymnasium Pusher-v5" in results["tether/Reach-v0 env steps/s vs Pusher-v5"]["baseline_name"]


def test_batch_and_single_env_consume_one_action_stream() -> None:
    """The vector lane's batch of N takes N consecutive rows of the stream per step, and the
    single env one row per step: over the same number of world-steps both see the same actions."""
    import numpy as np
    from gymnasium import spaces

    from tether.bench.scale import ACTION_STREAM, _batch_stepper, _stepper, action_stream

    space = spaces.Box(-1.0, 1.0, shape=(7,), dtype=np.float32)
    stream = action_stream(space)
    assert stream.shape == (ACTION_STREAM, 7) and space.contains(stream[0])
    assert np.array_equal(stream, action_stream(space))  # seeded
    assert len(np.unique(stream[:, 0])) == ACTION_STREAM  # no repeats within the stream

    class Recorder:  # stands in for an env: it records the actions it is given
        def __init__(self, num_envs: int) -> None:
            self.num_envs, self.action_space, self.seen = num_envs, space, []

        def reset(self, seed: int | None = None) -> None:
            pass

        def step(self, action: np.ndarray) -> tuple:
            self.seen.append(np.array(action, copy=True))
            return None, 0.0, False, False, {}

    n, steps = 8, 70  # 560 world-steps: more than twice around the stream
    batch, single = Recorder(n), Recorder(1)
    step_batch, step_single = _batch_stepper(batch, stream), _stepper(single, stream)
    for _ in range(steps):
        step_batch()
    for _ in range(steps * n):
        step_single()
    assert np.array_equal(np.concatenate(batch.seen), np.stack(single.seen))
