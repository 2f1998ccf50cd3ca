"""`python -m tether.bench.readme`: a report's summary and plot replace the README's section."""

from __future__ import annotations

from pathlib import Path

import pytest

from tether.bench.readme import BEGIN, END, IMAGE, main, refresh
from tether.bench.report import PURE, Run, read_run, summary_table, write_report
from tether.bench.runner import format_table
from tether.bench.results import Result


def _results() -> list[Result]:
    return [
        Result("legacy", "fast path", "steps/s", [900.0, 1100.0, 1000.0], "bare lockstep", [2000.0, 2000.0, 2000.0],
               goal=1.0, placement="cross-core"),
        Result("core", "passes", "passes/s", [5.0], "raw mj_step", [10.0], goal=0.5),
    ]


def test_report_writes_summary_and_stepping_plot(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    write_report(_results(), tmp_path, repeats=3, seconds=0.1)
    summary = (tmp_path / "summary.md").read_text()
    assert summary.startswith("Measured ") and "MuJoCo" in summary
    assert "| legacy | fast path | cross-core | 1,000/s | 2,000/s" in summary and "0.50" in summary
    assert (tmp_path / "stepping.png").read_bytes()[:4] == b"\x89PNG"
    assert "](stepping.png)" in (tmp_path / "report.md").read_text()


def test_the_machine_speed_line_heads_the_summary(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    write_report(_results(), tmp_path, repeats=3, seconds=0.1, speed="Machine speed: steady.")
    summary = (tmp_path / "summary.md").read_text().splitlines()
    assert summary[0].startswith("Measured ") and summary[1:4] == ["", "Machine speed: steady.", ""]
    assert "Machine speed: steady." in (tmp_path / "report.md").read_text()


def test_a_result_without_a_ratio_shows_why_instead(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    starved = Result("peer", "fast path", "steps/s", [17000.0], "PyBullet", [40.0], placement="same-core",
                     no_ratio="its server starves a controller on its core")
    write_report([starved], tmp_path, repeats=1, seconds=0.1)
    summary = (tmp_path / "summary.md").read_text()
    assert "| 17,000/s | 40/s (PyBullet) | none: its server starves a controller on its core |" in summary
    assert "425" not in summary  # no ratio of the two
    assert "- No ratio: its server starves" in (tmp_path / "report.md").read_text()
    assert "no ratio: its server starves" in format_table([starved]) and "425" not in format_table([starved])
    assert starved.to_json()["ratio"] is None and starved.to_json()["goal_met"] is None


def test_refresh_replaces_only_the_marked_section(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    report = tmp_path / "report"
    write_report(_results(), report, repeats=3, seconds=0.1)
    readme = tmp_path / "README.md"
    readme.write_text(f"# x\n\nbefore\n\n{BEGIN}\nold figures\n{END}\n\nafter\n")
    assert main([str(report), "--readme", str(readme)]) == 0
    text = readme.read_text()
    assert "old figures" not in text and text.startswith("# x\n\nbefore\n") and text.endswith(f"{END}\n\nafter\n")
    assert "| core | passes |" in text and f"]({IMAGE.as_posix()})" in text
    assert (tmp_path / IMAGE).read_bytes()[:4] == b"\x89PNG"
    refresh(report, readme)  # twice: still one section
    assert readme.read_text().count(BEGIN) == 1 and readme.read_text().count("| core | passes |") == 1


def test_refresh_without_markers_says_what_to_do(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib")
    write_report(_results(), tmp_path / "r", repeats=1, seconds=0.1)
    readme = tmp_path / "README.md"
    readme.write_text("# no markers\n")
    assert main([str(tmp_path / "r"), "--readme", str(readme)]) == 1
    assert "add the two markers" in capsys.readouterr().err
    assert readme.read_text() == "# no markers\n"


def test_the_summary_says_which_build_it_measured_and_keeps_the_run(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    write_report(_results(), tmp_path, repeats=3, seconds=0.1, speed="Machine speed: steady.",
                 build="compiled with Cython: 9 modules")
    summary = (tmp_path / "summary.md").read_text()
    assert summary.startswith('Measured ') and 'with the build "compiled with Cython: 9 modules"' in summary
    run = read_run(tmp_path)
    assert run.build == "compiled with Cython: 9 modules" and run.speed == "Machine speed: steady."
    assert (run.repeats, run.seconds) == (3, 0.1)
    assert [r.to_json() for r in run.results] == [r.to_json() for r in _results()]


def test_every_goal_shows_even_where_nothing_was_measured() -> None:
    skipped = Result("click", "demo client", "cycles/s", [], "demo pair", [], goal=0.8, skipped="no pclick")
    table = summary_table([skipped, *_results()])
    assert "| click | demo client |  |  |  | skipped: no pclick | >= 0.8 (not measured) |" in table
    assert "| >= 1 **not met** |" in table and "| >= 0.5 met |" in table


def test_refresh_puts_the_pure_runs_figures_beside_the_compiled_ones(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    report = tmp_path / "report"
    write_report(_results(), report, repeats=3, seconds=0.1, build="compiled with Cython: 9 modules")
    pure = [Result("legacy", "fast path", "steps/s", [500.0, 500.0], "bare lockstep", [2000.0, 2000.0],
                   goal=1.0, placement="cross-core")]  # the core lane not measured again
    write_report(Run(pure, repeats=2, seconds=0.1, build="pure Python (TETHER_PURE_PYTHON=1)"), report / PURE)
    readme = tmp_path / "README.md"
    readme.write_text(f"{BEGIN}\n{END}\n")
    assert main([str(report), "--readme", str(readme)]) == 0
    text = readme.read_text()
    assert "| goal | pure Python: rate, ratio |" in text
    assert "| 0.50 (0.45-0.55) | >= 1 **not met** | 500/s, 0.25 |" in text  # compiled, then pure
    assert "| >= 0.5 met |  |" in text  # a benchmark the pure run left out: an empty cell
    assert 'with the build "compiled with Cython: 9 modules"' in text
    assert 'measured with the build "pure Python (TETHER_PURE_PYTHON=1)"' in text and "2 repeats x 0.1 s" in text


def test_refresh_without_a_report_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    readme = tmp_path / "README.md"
    readme.write_text(f"{BEGIN}\n{END}\n")
    assert main([str(tmp_path / "nothing"), "--readme", str(readme)]) == 1
    assert "results.json" in capsys.readouterr().err and readme.read_text() == f"{BEGIN}\n{END}\n"
