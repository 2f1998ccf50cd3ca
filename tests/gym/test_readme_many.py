"""The README's "Many simulations" Python examples run as written (all but the RLlib one)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"
SECTION = README.read_text().split("## Many simulations", 1)[1].split("\n## ", 1)[0]
EXAMPLES = [e for e in re.findall(r"```python\n(.*?)```", SECTION, flags=re.S) if "rllib" not in e and "def door" not in e]


def test_the_section_has_the_examples() -> None:
    assert len(EXAMPLES) == 2


@pytest.mark.parametrize("source", EXAMPLES)
def test_example_runs(source: str) -> None:
    done = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr


def test_sweep_example_runs(tmp_path: Path) -> None:
    """The controller and grid of the README, through `tether sweep --serial` (no Ray)."""
    controller = next(e for e in re.findall(r"```python\n(.*?)```", SECTION, flags=re.S) if "def door" in e)
    grid = re.findall(r"```toml\n(.*?)```", SECTION, flags=re.S)[0]
    (tmp_path / "my_controllers.py").write_text(controller)
    (tmp_path / "grid.toml").write_text(grid.replace("runs = 5", "runs = 2").replace("steps = 400", "steps = 50"))
    done = subprocess.run(
        [sys.executable, "-m", "tether.cli", "sweep", "--controller", "my_controllers:door", "--grid", "grid.toml",
         "--serial", "--no-progress", "--out", "results.csv"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "runs:    6 (0 with errors)" in done.stdout
    rows = (tmp_path / "results.csv").read_text().splitlines()
    assert len(rows) == 7 and "metric.angle" in rows[0]
