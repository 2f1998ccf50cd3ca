"""The user guide's "Many simulations" sweep: its controller and grid through `tether sweep --serial`
(no Ray). The page's other programs run in tests/test_readme_examples.py, as every guide program."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from tests.readme_pages import DOCS, blocks

PAGE = DOCS / "guide/many-simulations.md"


def test_sweep_example_runs(tmp_path: Path) -> None:
    """The controller and grid of the page, through `tether sweep --serial` (no Ray)."""
    controller = next(e for e in blocks(PAGE, "python") if "def door" in e)
    grid = blocks(PAGE, "toml")[0]
    (tmp_path / "my_controllers.py").write_text(controller)
    (tmp_path / "grid.toml").write_text(grid.replace("runs = 5", "runs = 2").replace("steps = 400", "steps = 50"))
    done = subprocess.run(
        [sys.executable, "-m", "tether.cli", "sweep", "--controller", "my_controllers:door", "--grid", "grid.toml",
         "--serial", "--no-progress", "--out", "results.csv"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert re.search(r"^runs: +6 \(0 with errors\)", done.stdout, re.M), done.stdout
    rows = (tmp_path / "results.csv").read_text().splitlines()
    assert len(rows) == 7 and "metric.angle" in rows[0]
