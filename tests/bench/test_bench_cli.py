"""`tether bench`: lanes report rates beside same-run baselines, as a table or JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


def bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tether.cli", "bench", *args], capture_output=True, text=True, timeout=300)


def test_core_lane_json() -> None:
    done = bench("core", "--json", "--repeats", "2", "--seconds", "0.05")
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    assert [r["name"] for r in results] == [
        "built-in scene passes/s (scripts, sensors)", "same model, loop only (no scripts, sensors)",
        "built-in scene passes/s, door and walker in Lua",
    ]
    for r, goal in zip(results, (0.6, 0.6, 0.9)):
        assert r["lane"] == "core" and len(r["samples"]) == 2 and len(r["baseline_samples"]) == 2
        assert r["rate"] > 0 and r["baseline"] > 0
        assert r["ratio"] == pytest.approx(r["rate"] / r["baseline"])
        lo, hi = r["ratio_range"]
        assert lo <= hi and r["goal"] == goal and r["goal_met"] == (r["ratio"] >= goal)
    assert "repeat 2/2" in done.stderr  # progress goes to stderr, results to stdout
    assert "Machine speed (raw mj_step/s of the built-in model, before -> after the lanes): CPU " in done.stderr


def test_table_and_bad_lane() -> None:
    done = bench("core", "--repeats", "1", "--seconds", "0.05")
    assert done.returncode == 0, done.stderr
    assert "baseline: raw mj_step/s, same model" in done.stdout
    assert "ratio" in done.stdout.splitlines()[0]
    assert done.stdout.splitlines()[-1].startswith("Machine speed")
    wrong = bench("warp")
    assert wrong.returncode == 2 and "unknown lane(s) ['warp']" in wrong.stderr


def test_legacy_lane_runs_every_benchmark_beside_its_baseline_in_each_placement() -> None:
    done = bench("legacy", "--json", "--repeats", "1", "--seconds", "0.2")
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    names = {
        "sim.py blocking simxGetObjectPosition/s",
        "sim.py stepping loop (7 targets, trigger, ping, 7 reads)",
        "fast path LockstepClient.step (one exchange)",
        "fast path, 10 steps per exchange",
    }
    placements = ["same-core", "cross-core"] if len(os.sched_getaffinity(0)) > 1 else ["same-core"]
    assert sorted((r["name"], r["placement"]) for r in results) == sorted((n, p) for n in names for p in placements)
    for r in results:
        assert r["rate"] > 0 and r["baseline"] > 0 and r["ratio"] == pytest.approx(r["rate"] / r["baseline"])
        assert "spins 300 us" in r["baseline_name"]  # the baseline says how it waits
    echo = [r for r in results if r["name"] == "sim.py blocking simxGetObjectPosition/s"]
    assert all("bare blocking TCP echo" in r["baseline_name"] for r in echo)


def test_placement_flag_and_report(tmp_path: Path) -> None:
    done = bench("core", "legacy", "--repeats", "1", "--seconds", "0.1", "--placement", "same-core",
                 "--report", str(tmp_path / "report"))
    assert done.returncode == 0, done.stderr
    assert "[same-core]" in done.stdout and "[cross-core]" not in done.stdout
    report = (tmp_path / "report" / "report.md").read_text()
    assert "| lane | benchmark | placement |" in report
    rows = [line for line in report.splitlines() if line.startswith("| core ") or line.startswith("| legacy ")]
    assert len(rows) == 3 + 4  # core: passes, scripts in Python, scripts in Lua; legacy: four
    images = sorted((tmp_path / "report").glob("*.png"))
    assert len(images) == 7 + 1  # one per benchmark, and the stepping lanes in one chart
    assert (tmp_path / "report" / "stepping.png") in images
    for image in images:
        assert image.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and f"]({image.name})" in report


def test_peer_lane_measures_pybullet_and_tether_on_the_same_robot() -> None:
    pytest.importorskip("pybullet")
    done = bench("peer", "--json", "--repeats", "1", "--seconds", "0.1", "--placement", "cross-core")
    assert done.returncode == 0, done.stderr
    results = {r["name"]: r for r in json.loads(done.stdout)}
    fast = results["fast path over shared memory vs PyBullet remote loop (KUKA iiwa)"]
    assert fast["goal"] == 1.0 and fast["rate"] > 0 and fast["baseline"] > 0
    assert "idle server CPU: PyBullet" in fast["notes"][0]
    assert "tether (shared memory, client connected and silent)" in fast["notes"][0]
    tcp = results["fast path over TCP vs PyBullet remote loop (KUKA iiwa)"]
    assert tcp["goal"] is None and tcp["rate"] > 0


def test_peer_lane_sets_no_goal_and_no_ratio_on_one_core() -> None:
    """PyBullet's server spins the core it runs on: a controller sharing it is starved, so the
    same-core placement reports rates without a goal or a ratio (hundreds of times "faster" than
    a starved PyBullet says nothing about speed)."""
    pytest.importorskip("pybullet")
    done = bench("peer", "--json", "--repeats", "1", "--seconds", "0.1", "--placement", "same-core")
    assert done.returncode == 0, done.stderr
    fast = {r["name"]: r for r in json.loads(done.stdout)}["fast path over shared memory vs PyBullet remote loop (KUKA iiwa)"]
    assert fast["placement"] == "same-core" and fast["goal"] is None and fast["goal_met"] is None
    assert fast["ratio"] is None and fast["ratio_range"] is None and "starving" in fast["no_ratio"]
    assert fast["rate"] > 0 and fast["baseline"] > 0


def test_official_lane_says_what_it_needs_or_measures_calls_per_cycle() -> None:
    done = bench("official", "--json", "--repeats", "1", "--seconds", "0.2", "--placement", "cross-core")
    assert done.returncode == 0, done.stderr
    results = {r["name"]: r for r in json.loads(done.stdout)}
    per_cycle = results["official sim.py blocking calls per 5 ms communication cycle"]
    if not os.environ.get("TETHER_OFFICIAL_REMOTEAPI_DIR"):
        assert "TETHER_OFFICIAL_REMOTEAPI_DIR" in per_cycle["skipped"]
        return
    assert per_cycle["skipped"] is None and per_cycle["goal"] == 0.9
    assert 0.5 < per_cycle["ratio"] < 1.5  # about one blocking call per client cycle
    # the client's call rate is its own cycle's: no ratio against a bare echo
    blocking = results["official sim.py blocking simxGetObjectPosition/s"]
    assert blocking["rate"] > 0 and blocking["ratio"] is None and "cycle" in blocking["no_ratio"]


def test_the_build_shows_in_the_json_and_the_report_and_pure_reruns_lanes(tmp_path: Path) -> None:
    from tether.util.compiled import build_info

    report = tmp_path / "report"
    done = bench("core", "--json", "--repeats", "1", "--seconds", "0.05", "--report", str(report), "--pure", "core")
    assert done.returncode == 0, done.stderr
    build = build_info()
    assert {r["build"] for r in json.loads(done.stdout)} == {build} and f"build: {build}" in done.stderr
    assert f'with the build "{build}"' in (report / "summary.md").read_text()
    if build.startswith("pure Python"):  # nothing compiled to compare with: no second run
        assert "no second run" in done.stderr and not (report / "pure").exists()
    else:
        pure = json.loads((report / "pure" / "results.json").read_text())
        assert pure["build"] == "pure Python (TETHER_PURE_PYTHON=1)"
        assert [r["lane"] for r in pure["results"]] == ["core"] * 3


def test_pure_needs_a_report_and_known_lanes() -> None:
    alone = bench("core", "--pure", "core")
    assert alone.returncode == 2 and "needs --report DIR" in alone.stderr
    wrong = bench("core", "--pure", "warp", "--report", "/nonexistent")
    assert wrong.returncode == 2 and "unknown lane(s) in --pure ['warp']" in wrong.stderr
