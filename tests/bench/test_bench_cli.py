"""`tether bench`: lanes report rates beside same-run baselines, as a table or JSON."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tether.cli", "bench", *args], capture_output=True, text=True, timeout=300)


def test_core_lane_json() -> None:
    done = bench("core", "--json", "--repeats", "2", "--seconds", "0.05")
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    assert [r["name"] for r in results] == [
        "built-in scene passes/s (scripts, sensors)", "same model, loop only (no scripts, sensors)"
    ]
    for r in results:
        assert r["lane"] == "core" and len(r["samples"]) == 2 and len(r["baseline_samples"]) == 2
        assert r["rate"] > 0 and r["baseline"] > 0
        assert r["ratio"] == pytest.approx(r["rate"] / r["baseline"])
        lo, hi = r["ratio_range"]
        assert lo <= hi and r["goal"] == 0.5 and r["goal_met"] == (r["ratio"] >= 0.5)
    assert "repeat 2/2" in done.stderr  # progress goes to stderr, results to stdout


def test_table_and_bad_lane() -> None:
    done = bench("core", "--repeats", "1", "--seconds", "0.05")
    assert done.returncode == 0, done.stderr
    assert "baseline: raw mj_step/s, same model" in done.stdout
    assert "ratio" in done.stdout.splitlines()[0]
    wrong = bench("warp")
    assert wrong.returncode == 2 and "unknown lane(s) ['warp']" in wrong.stderr


def test_legacy_lane_runs_every_benchmark_beside_its_baseline() -> None:
    done = bench("legacy", "--json", "--repeats", "1", "--seconds", "0.2")
    assert done.returncode == 0, done.stderr
    results = {r["name"]: r for r in json.loads(done.stdout)}
    assert set(results) == {
        "sim.py blocking simxGetObjectPosition/s",
        "sim.py stepping loop (7 targets, trigger, ping, 7 reads)",
        "fast path LockstepClient.step (one exchange)",
        "fast path, 10 steps per exchange",
    }
    assert "bare blocking TCP echo" in results["sim.py blocking simxGetObjectPosition/s"]["baseline_name"]
    for r in results.values():
        assert r["rate"] > 0 and r["baseline"] > 0 and r["ratio"] == pytest.approx(r["rate"] / r["baseline"])
