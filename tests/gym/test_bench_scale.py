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
    assert results["TetherVectorEnv N=64 world-steps/s"]["goal"] == 3.0
    assert results["tether sweep runs/s, Ray 2 workers vs serial"]["goal"] == 1.6
    assert "Gymnasium Pusher-v5" in results["tether/Reach-v0 env steps/s vs Pusher-v5"]["baseline_name"]
