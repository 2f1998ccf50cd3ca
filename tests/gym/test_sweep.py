"""tether sweep: the grid, serial runs, the CLI, and runs on a local Ray (equal to serial, and
complete when a worker dies)."""

from __future__ import annotations

import csv
import math
from pathlib import Path
from typing import Iterator

import pytest

from tether.cli import main
from tether.sweep import make_runs
from tether.sweep.grid import GridError, load_grid
from tether.sweep.runner import run_on_ray, run_serial

HERE = Path(__file__).resolve().parent


def test_grid_expands_parameters_times_seeds(tmp_path: Path) -> None:
    grid = tmp_path / "grid.toml"
    grid.write_text('gain = [1, 2, 3]\nmode = ["a", "b"]\nlabel = "x"\n[sweep]\nruns = 2\nsteps = 10\n')
    params, options = load_grid(grid)
    assert options == {"runs": 2, "steps": 10}
    specs = make_runs(params, options["runs"], "m:f", None, options["steps"])
    assert len(specs) == 3 * 2 * 2 and [s.run for s in specs] == list(range(12))
    assert {(s.params["gain"], s.params["mode"], s.seed) for s in specs} == {
        (g, m, seed) for g in (1, 2, 3) for m in "ab" for seed in (0, 1)
    }
    assert all(s.params["label"] == "x" for s in specs)
    (tmp_path / "bad.toml").write_text("gain = []\n")
    with pytest.raises(GridError, match="no values"):
        load_grid(tmp_path / "bad.toml")
    (tmp_path / "bad2.toml").write_text("[sweep]\nrepeat = 3\n")
    with pytest.raises(GridError, match="unknown key"):
        load_grid(tmp_path / "bad2.toml")
    with pytest.raises(GridError, match="not found"):
        load_grid(tmp_path / "missing.toml")


def test_serial_runs_are_seeded_and_record_errors() -> None:
    specs = make_runs({"target": [0.2, 0.8]}, 2, "sweep_controllers:broken", None, 30)
    rows = run_serial(specs)
    assert [r["run"] for r in rows] == [0, 1, 2, 3]
    ok, failed = rows[:2], rows[2:]
    assert all(r["error"] == "" and r["steps"] == 30 and r["return"] < 0 for r in ok)
    assert ok[0]["metric.goal"] != ok[1]["metric.goal"]  # seeds 0 and 1 differ
    assert rows == run_serial(specs)  # deterministic, errors included
    assert all("controller bug" in r["error"] for r in failed)
    assert abs(ok[0]["final.Arm_joint1"] - ok[0]["metric.goal"]) < 0.05


def test_cli_serial_to_csv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(HERE)
    grid = tmp_path / "grid.toml"
    grid.write_text("target = [0.1, 0.3]\n[sweep]\nsteps = 20\n")
    out = tmp_path / "results.csv"
    code = main(["sweep", "--controller", "sweep_controllers:arm", "--grid", str(grid), "--runs", "2",
                 "--serial", "--no-progress", "--out", str(out)])
    assert code == 0
    with out.open() as f:
        rows = list(csv.DictReader(f))
    assert [int(r["run"]) for r in rows] == [0, 1, 2, 3]
    assert {r["param.target"] for r in rows} == {"0.1", "0.3"} and all(r["steps"] == "20" for r in rows)
    printed = capsys.readouterr().out
    assert "4 (0 with errors)" in printed
    # it ends with its result: the best parameters (mean over seeds), then the best runs
    best = printed[printed.index("best parameters"):].splitlines()
    by_run = {int(r["run"]): float(r["return"]) for r in rows}
    means = {t: sum(float(r["return"]) for r in rows if r["param.target"] == t) / 2 for t in ("0.1", "0.3")}
    winner = max(means, key=means.__getitem__)
    assert best[1].startswith(f"  target={winner}: ") and "(2 run(s))" in best[1]
    top = max(by_run, key=by_run.__getitem__)
    assert best[best.index("best runs:") + 1].startswith(f"  run {top} (seed ")
    assert main(["sweep", "--controller", "sweep_controllers:arm", "--address", "127.0.0.1:1", "--out", str(out)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["tether: error: cannot reach the Ray cluster at 127.0.0.1:1: connection refused (is the cluster "
                   "up, and its port open to this machine? --serial runs without Ray)"]
    assert main(["sweep", "--controller", "nowhere:f", "--serial", "--out", str(out)]) == 2
    assert "cannot import controller module" in capsys.readouterr().err
    assert main(["sweep", "--controller", "sweep_controllers:arm", "--out", "x.json"]) == 2
    assert main(["sweep", str(tmp_path / "none.toml"), "--controller", "sweep_controllers:arm", "--serial"]) == 1
    assert "none.toml" in capsys.readouterr().err


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """A local Ray on 127.0.0.1 (init_ray sets it up before ray is first imported)."""
    from tether.sweep.runner import init_ray

    init_ray(workers=2)
    import ray

    try:
        assert ray.util.get_node_ip_address() == "127.0.0.1"
        yield
    finally:
        ray.shutdown()


def _same(a: dict, b: dict) -> bool:
    return a.keys() == b.keys() and all(
        (math.isnan(a[k]) and math.isnan(b[k])) if isinstance(a[k], float) and math.isnan(a[k]) else a[k] == b[k]
        for k in a
    )


def test_ray_sweep_equals_serial_and_writes_parquet(local_ray: None, tmp_path: Path) -> None:
    import pyarrow.parquet as pq

    from tether.sweep.table import write_table

    specs = make_runs({"target": [0.1, 0.4, 0.7]}, 3, "sweep_controllers:arm", None, 40)
    on_ray = run_on_ray(specs, timeout=120)
    serial = run_serial(specs)
    assert len(on_ray) == 9 and all(_same(a, b) for a, b in zip(on_ray, serial))
    table = pq.read_table(write_table(on_ray, tmp_path / "results.parquet"))
    assert table.num_rows == 9 and table.column("run").to_pylist() == list(range(9))
    assert table.column("return").to_pylist() == [r["return"] for r in serial]


@pytest.mark.parametrize("batch", [1, 4])  # a task per run; batches of 4 (the dead batch runs again whole)
def test_killed_worker_runs_are_retried_and_the_table_is_complete(local_ray: None, tmp_path: Path, batch: int) -> None:
    params = {"target": [0.1, 0.2, 0.3, 0.4, 0.5, 0.6], "victims": [[0.3]], "marker_dir": str(tmp_path)}
    specs = make_runs(params, 2, "sweep_controllers:arm_dies_once", None, 30)
    rows = run_on_ray(specs, max_retries=2, timeout=120, batch=batch)
    died = sorted(p.name for p in tmp_path.glob("died-*"))
    assert died == ["died-0.3"]  # a worker was killed in the middle of a run
    assert [r["run"] for r in rows] == list(range(12))  # every run once: none lost, none twice
    assert all(r["error"] == "" and r["steps"] == 30 for r in rows)
    again = run_serial(specs)  # the markers exist now: nobody dies; the same results
    assert all(_same(a, b) for a, b in zip(rows, again))


def test_a_hanging_sweep_times_out(local_ray: None) -> None:
    import time

    specs = make_runs({}, 1, "sweep_controllers:sleepy", None, 5)
    started = time.monotonic()
    with pytest.raises(TimeoutError, match="did not finish in 1 s"):
        run_on_ray(specs, timeout=1.0)
    assert time.monotonic() - started < 10
