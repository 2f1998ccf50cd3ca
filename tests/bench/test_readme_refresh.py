"""`python -m tether.bench.readme`: a report's summary and plot replace the README's section."""

from __future__ import annotations

from pathlib import Path

import pytest

from tether.bench.readme import BEGIN, END, IMAGE, main, refresh
from tether.bench.report import write_report
from tether.bench.runner import Result, format_table


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
