"""The README stays true: its generated tables match the code, and its Python examples print
what it says they print, in any order, against one `tether serve`."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from readme_ports import readme_ports

from tether.cli import docs

README = Path(__file__).resolve().parents[1] / "README.md"
# A ```python example directly followed (after one line of prose) by the ```text it prints.
PRINTING = re.findall(r"```python\n((?:(?!```).)*)```\n\n[^\n]*\n\n```text\n((?:(?!```).)*)```", README.read_text(), flags=re.S)


def test_the_generated_tables_match_the_code() -> None:
    assert docs.main(["--check"]) == 0, "run `python -m tether.cli.docs` and commit README.md"


def test_the_tables_cover_every_flag_key_and_simx_function() -> None:
    from tether.core.manifest_schema import TABLES
    from tether.remoteapi import sim

    text = README.read_text()
    for flag in ("--real-time", "--no-real-time", "--no-legacy", "--no-progress", "--keep-going", "--idle-timeout",
                 "--allow-files"):
        assert f"`{flag}`" in text
    for table, keys in TABLES.items():
        for key in keys:
            assert f"| `{key}` |" in text, (table, key)
    for name in dir(sim):
        if name.startswith("simx") and callable(getattr(sim, name)):
            assert f"| `{name}` |" in text, name
    assert "| `simxLoadModel` | with --allow-files | an MJCF/URDF/CoppeliaSim XML file" in text
    assert "| `simxCreateDummy` | supported |" in text and "| `simxLoadUI` | refused |" in text
    assert "| `simxLoadScene` | with --allow-files | replaces the scene" in text
    assert "| `simxGetJointPosition` | supported |" in text


def test_a_stale_table_is_detected(tmp_path: Path) -> None:
    stale = tmp_path / "README.md"
    stale.write_text(README.read_text().replace("| `--keep-going` |", "| `--keep-going-old` |"))
    assert docs.main(["--check", "--readme", str(stale)]) == 1
    assert docs.main(["--readme", str(stale)]) == 0 and stale.read_text() == README.read_text()


def _port_open(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture(scope="module")
def default_server():
    with readme_ports():  # one holder of the default ports at a time (readme_ports.py)
        if _port_open(19997) or _port_open(5555) or _port_open(23000):
            pytest.skip("something already listens on 127.0.0.1:19997, :5555 or :23000 (the README's ports)")
        proc = subprocess.Popen([sys.executable, "-m", "tether.cli", "serve", "--no-web"], stdout=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 60
            while not (_port_open(19997) and _port_open(5555)):
                assert proc.poll() is None and time.monotonic() < deadline, "tether serve did not start"
                time.sleep(0.1)
            yield proc
        finally:
            proc.terminate()
            proc.wait(30)


def test_the_readme_has_printing_examples() -> None:
    assert len(PRINTING) == 2 and "simxStart" in PRINTING[0][0] and "tether.click" in PRINTING[1][0]


def test_each_example_prints_what_the_readme_says_in_any_order(default_server) -> None:
    for source, printed in [*PRINTING, *reversed(PRINTING)]:
        done = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert done.stdout == printed
