"""The README's Python examples run as written against `tether serve` on its default ports."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
EXAMPLES = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)


def _port_open(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture(scope="module")
def default_server():
    for port in (19997, 23000):
        if _port_open(port):
            pytest.skip(f"something already listens on 127.0.0.1:{port}")
    proc = subprocess.Popen([sys.executable, "-m", "tether.cli", "serve", "--no-web"], stdout=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not (_port_open(19997) and _port_open(23000)):
            assert proc.poll() is None and time.monotonic() < deadline, "tether serve did not start"
            time.sleep(0.1)
        yield proc
    finally:
        proc.terminate()
        proc.wait(30)


@pytest.mark.parametrize("source", [e for e in EXAMPLES if "simxStart" in e or "tether.click" in e or "RemoteAPIClient" in e])
def test_readme_example_runs(default_server, source: str) -> None:
    done = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_readme_has_the_examples() -> None:
    assert any("simxStart" in e for e in EXAMPLES) and any("tether.click" in e for e in EXAMPLES)
    assert any("RemoteAPIClient" in e for e in EXAMPLES)
