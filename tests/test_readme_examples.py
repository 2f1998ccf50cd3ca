"""The README's Python examples run as written against `tether serve` on its default ports."""

from __future__ import annotations

import json
import queue
import re
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest
from readme_ports import readme_ports

README = Path(__file__).resolve().parents[1] / "README.md"
EXAMPLES = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)


def _port_open(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture(scope="module")
def default_server():
    with readme_ports():  # one holder of the default ports at a time (readme_ports.py)
        for port in (19997, 23000):
            if _port_open(port):
                pytest.skip(f"something already listens on 127.0.0.1:{port}")
        # The viewer on a free port (its address is read from the start-up lines): the status API.
        proc = subprocess.Popen([sys.executable, "-m", "tether.cli", "serve", "--web-port", "0"],
                                stdout=subprocess.PIPE, text=True)
        try:
            deadline = time.monotonic() + 60
            assert proc.stdout is not None
            lines: queue.Queue[str] = queue.Queue()
            threading.Thread(target=lambda: [lines.put(x.strip()) for x in proc.stdout], daemon=True).start()
            seen: list[str] = []
            while not seen or seen[-1] != "press Ctrl-C to stop":
                assert time.monotonic() < deadline and proc.poll() is None, f"tether serve did not start: {seen}"
                try:
                    seen.append(lines.get(timeout=0.5))
                except queue.Empty:
                    pass
            proc.viewer = next(line.split(" ", 1)[1] for line in seen if line.startswith("viewer: "))  # type: ignore[attr-defined]
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


def _status(proc: subprocess.Popen) -> dict:
    with urllib.request.urlopen(proc.viewer + "api/status", timeout=10) as reply:  # type: ignore[attr-defined]
        return json.loads(reply.read())


def _run(source: str) -> None:
    done = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


HOLD_AND_VANISH = """
import sys, zmq
from tether.click import messages as m

sock = zmq.Context.instance().socket(zmq.REQ)
sock.setsockopt(zmq.LINGER, 0)
sock.connect("tcp://127.0.0.1:5555")
sock.send(m.encode(m.handshake_init()))
sock.recv()
print("holding", flush=True)
sys.stdin.readline()
"""


def test_readme_examples_in_sequence(default_server) -> None:
    """Issue 15: the Click example (it steps, resets and exits), then the legacy one, then the
    Click one again, against one server; and a controller that leaves without a reset."""
    click = next(e for e in EXAMPLES if "tether.click" in e)
    legacy = next(e for e in EXAMPLES if "simxStart" in e)
    for source in (click, legacy, click, legacy):
        _run(source)
        status = _status(default_server)
        # clients that left hold nothing
        assert status["waitingFor"] == [] and not any(p["stepping"] for p in status["peers"]), status
    # A controller that handshakes and holds the simulation: the status says so ...
    holder = subprocess.Popen([sys.executable, "-c", HOLD_AND_VANISH], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
        with urllib.request.urlopen(default_server.viewer, timeout=10) as page:  # the page carries the run's token
            token = re.search(r'name="tether-token" content="([^"]+)"', page.read().decode()).group(1)
        request = urllib.request.Request(default_server.viewer + "api/start", data=b"{}", method="POST",
                                         headers={"Content-Type": "application/json", "X-Tether-Token": token})
        urllib.request.urlopen(request, timeout=10).close()
        status = _status(default_server)
        click_peers = [p for p in status["peers"] if p["protocol"] == "click"]
        assert len(click_peers) == 1 and click_peers[0]["waiting"], status
        assert status["waitingFor"] == [f"Click controller {click_peers[0]['peer']}"]
    finally:
        holder.kill()  # ... and leaves without a reset: the legacy example still runs
        holder.wait(10)
    _run(legacy)
    assert _status(default_server)["waitingFor"] == []
