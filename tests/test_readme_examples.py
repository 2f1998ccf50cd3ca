"""The README's quick starts run as written and print what the README says: one per door (your
CoppeliaSim scene, a ZeroMQ client, a legacy client, Click, a Gymnasium env, a sweep). The client
examples of the user guide run too, against the same `tether serve` on its default ports."""

from __future__ import annotations

import json
import queue
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from tests.readme_pages import GUIDE, README, ROOT, blocks, indented_commands, is_client, output_after, printing
from tests.readme_ports import readme_ports

TETHER = [sys.executable, "-m", "tether.cli"]


def _port_open(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture(scope="module")
def default_server():
    with readme_ports():  # one holder of the default ports at a time (readme_ports.py)
        for port in (19997, 23000, 5555):
            if _port_open(port):
                pytest.skip(f"something already listens on 127.0.0.1:{port} (the README's ports)")
        # The viewer on a free port (its address is read from the start-up lines): the status API.
        proc = subprocess.Popen([*TETHER, "serve", "--web-port", "0"], stdout=subprocess.PIPE, text=True)
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


def _run(source: str, cwd: Path | None = None) -> str:
    done = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True, timeout=120, cwd=cwd)
    assert done.returncode == 0, done.stderr
    return done.stdout


# -- the README's shape --------------------------------------------------------------------------
def test_the_readme_is_a_front_door_with_a_quick_start_per_door() -> None:
    text = README.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert len(lines) <= 300, f"README.md has {len(lines)} lines; the front door stays short (the rest: docs/)"
    # the two commands come first, in the form .ci/run reads
    first = "\n".join(lines[:24])  # a terminal's first screen
    assert "Install and run the tests:\n\n    python3 -m venv .venv" in first and "&& tether run --duration 10" in first
    assert "tether run my_scene.ttt" in first  # the first screen: bring your CoppeliaSim scene
    clients = [source for source, _ in printing(README) if is_client(source)]
    for word in ("RemoteAPIClient", "simxStart", "tether.click"):
        assert sum(word in source for source in clients) == 1, word
    assert any("gymnasium" in source for source, _ in printing(README))
    assert indented_commands(README, "tether run my_scene.ttt") and indented_commands(README, "tether sweep")


def test_the_readmes_links_reach_files_of_the_repository() -> None:
    """MkDocs checks the docs' links (tools/docs/build); the README is outside the site, so here."""
    text = README.read_text(encoding="utf-8")
    targets = [t for t in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text) if "://" not in t]
    assert targets
    missing = [t for t in targets if not (ROOT / t).exists()]
    assert not missing, f"README.md links to files that do not exist: {missing}"


# -- the clients, against one server -------------------------------------------------------------
CLIENTS = [(page.name, source) for page in (README, *GUIDE) for source in blocks(page, "python") if is_client(source)]


@pytest.mark.parametrize("page, source", CLIENTS, ids=[f"{page}-{i}" for i, (page, _) in enumerate(CLIENTS)])
def test_every_client_example_runs(default_server, page: str, source: str) -> None:
    _run(source)


def test_each_client_example_prints_what_its_page_says_in_any_order(default_server) -> None:
    shown = [pair for page in (README, *GUIDE) for pair in printing(page) if is_client(pair[0])]
    assert len(shown) >= 3
    for source, printed in [*shown, *reversed(shown)]:
        assert _run(source) == printed, source


def _status(proc: subprocess.Popen) -> dict:
    with urllib.request.urlopen(proc.viewer + "api/status", timeout=10) as reply:  # type: ignore[attr-defined]
        return json.loads(reply.read())


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
    click = next(e for e in blocks(README, "python") if "tether.click" in e)
    legacy = next(e for e in blocks(README, "python") if "simxStart" in e)
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


# -- the doors without a server ------------------------------------------------------------------
def test_the_gymnasium_quick_start_prints_what_the_readme_says() -> None:
    pytest.importorskip("gymnasium")
    source, printed = next((s, p) for s, p in printing(README) if "gymnasium" in s)
    assert _run(source) == printed


#: Guide examples that are not programs to run here: scripts (run inside a scene), a controller
#: module (run by `tether sweep`: tests/gym/test_guide_many.py), RLlib (not a tether dependency).
_NOT_PROGRAMS = ("def sysCall_", "def door(run)", "ray.rllib")
PROGRAMS = [(page.name, source) for page in GUIDE for source in blocks(page, "python")
            if not is_client(source) and not any(word in source for word in _NOT_PROGRAMS)]


@pytest.mark.parametrize("page, source", PROGRAMS, ids=[f"{page}-{i}" for i, (page, _) in enumerate(PROGRAMS)])
def test_the_guides_programs_run_and_print_what_they_say(page: str, source: str) -> None:
    """Every standalone program of the user guide (SimulationSession, Gymnasium...)."""
    if "gymnasium" in source:
        pytest.importorskip("gymnasium")
    printed = _run(source)
    shown = dict(printing(next(p for p in GUIDE if p.name == page)))
    if source in shown:
        assert printed == shown[source]


def _normalised(text: str) -> str:
    """Output with its wall-clock figures (which differ from run to run) blanked."""
    text = re.sub(r"wall time: +[0-9.]+ s \([0-9.]+ steps/s\)", "wall time: T", text)
    return re.sub(r"in [0-9.]+ s \([0-9.]+ runs/s\)", "in T", text)


def test_the_scene_quick_start_prints_what_the_readme_says(tmp_path: Path) -> None:
    """`tether run my_scene.ttt`: a CoppeliaSim scene, here its XML export (the same scene opens
    from either form; the fixture is one of the importer's test scenes)."""
    command = indented_commands(README, "tether run my_scene.ttt --duration")[0]
    shutil.copyfile(ROOT / "tests/core/coppelia/rover.simscene.xml", tmp_path / "my_scene.simscene.xml")
    args = command.split()[1:]
    args[args.index("my_scene.ttt")] = "my_scene.simscene.xml"
    done = subprocess.run([*TETHER, *args], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert _normalised(done.stdout) == _normalised(output_after(README, command))


def test_the_first_screens_scene_commands_run(tmp_path: Path) -> None:
    """The first screen's `tether run my_scene.ttt` and `tether serve my_scene.ttt` (on free ports)."""
    from tests.test_ports import _free_run
    from tests.test_serve import _read_until

    shutil.copyfile(ROOT / "tests/core/coppelia/rover.simscene.xml", tmp_path / "my_scene.simscene.xml")
    run = [c for c in indented_commands(README, "tether run my_scene.ttt") if c == "tether run my_scene.ttt"]
    serve = indented_commands(README, "tether serve my_scene.ttt")
    assert run and serve == ["tether serve my_scene.ttt"]
    done = subprocess.run([*TETHER, "run", "my_scene.simscene.xml"], capture_output=True, text=True, timeout=120,
                          cwd=tmp_path)
    assert done.returncode == 0 and "scene:           my_scene" in done.stdout, done.stderr
    proc = subprocess.Popen([*TETHER, "serve", "my_scene.simscene.xml", "--port-base", str(_free_run())],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    try:
        printed = _read_until(proc, "press Ctrl-C to stop")
    finally:
        proc.kill()
        proc.communicate(timeout=30)
    assert printed[0].startswith("serving scene my_scene (11 objects)"), printed


def test_the_sweep_quick_start_prints_what_the_readme_says(tmp_path: Path) -> None:
    pytest.importorskip("ray")
    controllers = next(b for b in blocks(README, "python") if b.startswith("# my_controllers.py"))
    grid = next(b for b in blocks(README, "toml") if b.startswith("# grid.toml"))
    (tmp_path / "my_controllers.py").write_text(controllers)
    (tmp_path / "grid.toml").write_text(grid)
    command = indented_commands(README, "tether sweep")[0]
    done = subprocess.run([*TETHER, *command.split()[1:]], capture_output=True, text=True, timeout=300,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert _normalised(done.stdout) == _normalised(output_after(README, command))
    assert (tmp_path / "results.csv").read_text().count("\n") == 1 + 6  # a header and six runs
