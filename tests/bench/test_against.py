"""`tether bench LANE --against OTHER`: each covered lane's loops, on this tree and on another, in turn.

Each run here is real and short: the other side is this same source tree (a folder), so both
children import the same package; the tests check the table's rows, that the ratios are
positive numbers and that the notes name each side's package, never how fast anything is.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import tether
from tether.bench import against, click, core, legacy, official, peer, zmq

SOURCE = Path(tether.__file__).resolve().parent.parent  # the folder holding this tree's package
TREE = SOURCE.parent  # a source tree: holds src/tether


def bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tether.cli", "bench", *args], capture_output=True, text=True,
                          timeout=600)


def against_self(lane: str, repeats: int = 2) -> list[dict]:
    """``lane --against`` this source tree, tiny, one placement; the results as JSON."""
    done = bench(lane, "--against", str(TREE), "--json", "--repeats", str(repeats), "--seconds", "0.1",
                 "--placement", "same-core")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def assert_measured(results: list[dict], lane: str, table: dict[str, str], repeats: int = 2) -> None:
    """Every loop of ``table`` has its row, measured on both sides; the notes name both packages."""
    assert [r["name"] for r in results] == [f"{name} vs --against" for name in table]
    package = str(SOURCE / "tether")
    for r, unit in zip(results, table.values()):
        assert r["lane"] == lane and r["unit"] == unit and r["skipped"] is None
        assert len(r["samples"]) == repeats and len(r["baseline_samples"]) == repeats
        assert r["ratio"] > 0 and math.isfinite(r["ratio"]) and r["ratio"] == pytest.approx(r["rate"] / r["baseline"])
        lo, hi = r["ratio_range"]
        assert 0 < lo <= hi
        assert r["baseline_name"] == f"{TREE}, same loop"
        assert f"this side: {package} | " in r["notes"][0] and f"other side: {package} | " in r["notes"][1]
        assert "this tree's tether.bench on both sides" in r["notes"][2]


def test_core_against_a_source_tree_measures_every_line_in_process() -> None:
    results = against_self("core")
    assert_measured(results, "core", core.AGAINST)
    assert {r["placement"] for r in results} == {None}  # no server: no placement


def test_legacy_against_measures_every_client_loop_of_the_lane() -> None:
    results = against_self("legacy")
    assert list(legacy.AGAINST) == [
        "sim.py blocking simxGetObjectPosition/s",
        "sim.py stepping loop (7 targets, trigger, ping, 7 reads)",
        "fast path LockstepClient.step (one exchange)",
        "fast path, 10 steps per exchange",
    ]
    assert_measured(results, "legacy", legacy.AGAINST)
    assert {r["placement"] for r in results} == {"same-core"}


def test_peer_against_runs_tethers_loops_on_the_kuka() -> None:
    pytest.importorskip("pybullet_data")
    assert_measured(against_self("peer", repeats=1), "peer", peer.AGAINST, repeats=1)


def test_zmq_against_runs_the_official_client_on_both_sides() -> None:
    pytest.importorskip("coppeliasim_zmqremoteapi_client")
    assert_measured(against_self("zmq"), "zmq", zmq.AGAINST)


def test_click_against_runs_both_controllers_against_each_sides_server() -> None:
    from tether.click.pclick_venv import PclickEnv, PclickUnavailable

    try:
        PclickEnv.ensure()
    except PclickUnavailable as exc:
        if os.environ.get("TETHER_REQUIRE_PCLICK") == "1":
            pytest.fail(f"pclick venv required but unavailable: {exc}")
        pytest.skip(f"pclick venv unavailable: {exc}")
    assert_measured(against_self("click"), "click", click.AGAINST)


def test_official_against_runs_the_official_client_or_says_what_it_needs() -> None:
    results = against_self("official", repeats=1)
    if official.unavailable() is not None:
        assert [r["name"] for r in results] == [f"{name} vs --against" for name in official.AGAINST]
        assert all(r["skipped"].startswith("both sides: ") and official.ENV in r["skipped"] for r in results)
        return
    assert_measured(results, "official", official.AGAINST, repeats=1)


def test_a_loop_one_side_cannot_run_is_a_row_naming_that_side(tmp_path: Path) -> None:
    """A tree without the Lua scene (as before it existed) runs the other core lines; the Lua
    line's row says which side cannot run it and why. A lane --against does not cover says so."""
    other = tmp_path / "older"
    shutil.copytree(SOURCE / "tether", other / "src" / "tether", ignore=shutil.ignore_patterns("__pycache__"))
    lua = other / "src" / core.builtin_folder().relative_to(SOURCE) / "scene_lua.toml"
    lua.unlink()
    done = bench("core", "scale", "--against", str(other), "--json", "--repeats", "1", "--seconds", "0.05")
    assert done.returncode == 0, done.stderr
    rows = {r["name"]: r for r in json.loads(done.stdout)}
    assert rows[f"{core.NAMES[0]} vs --against"]["ratio"] > 0
    assert f"other side: {other / 'src' / 'tether'} | " in rows[f"{core.NAMES[0]} vs --against"]["notes"][1]
    assert rows[f"{core.NAMES[2]} vs --against"]["skipped"] == (
        f"{other} cannot run it: this tree has no scene_lua.toml beside its built-in scene")
    assert rows["(this lane)"]["lane"] == "scale" and rows["(this lane)"]["skipped"] == against.NOT_COVERED["scale"]


def test_against_a_revision_measures_its_temporary_worktree() -> None:
    if not (TREE / ".git").exists():
        pytest.skip("not a git checkout")
    done = bench("legacy", "--against", "HEAD", "--json", "--repeats", "1", "--seconds", "0.1",
                 "--placement", "same-core")
    assert done.returncode == 0, done.stderr
    first = json.loads(done.stdout)[0]
    assert "HEAD (" in first["baseline_name"] and "pure Python" in first["baseline_name"]
    assert "tether-against-" in first["notes"][1]  # measured from the temporary worktree
    assert "against legacy same-core repeat 1/1" in done.stderr


def test_against_refuses_what_it_cannot_run(tmp_path: Path) -> None:
    done = bench("legacy", "--against", str(tmp_path), "--repeats", "1", "--seconds", "0.1")
    assert done.returncode == 2
    assert done.stderr.strip().splitlines()[-1] == (
        f"tether: error: --against {tmp_path}: that folder holds neither src/tether, tether nor bin/python")
    done = bench("legacy", "--against", "no-such-revision-xyz", "--repeats", "1", "--seconds", "0.1")
    assert done.returncode == 2 and "neither a folder nor a git revision" in done.stderr
