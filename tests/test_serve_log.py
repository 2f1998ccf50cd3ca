"""`tether serve` prints what scripts log and print, as CoppeliaSim's status bar shows it; `--quiet` keeps
only warnings and errors (tether.cli.log_echo), run through the real CLI."""

from __future__ import annotations

import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

SCRIPT = """
def sysCall_init():
    sim.addLog(sim.verbosity_scriptinfos, "hello from init")
    sim.addStatusbarMessage("status bar says hi")
    print("printed", 42)

def sysCall_actuation():
    if sim.getSimulationTime() == 0:
        for i in range(200):
            sim.addStatusbarMessage(f"burst {i}")
        sim.addLog(sim.verbosity_scripterrors, "the last line")
"""
MODEL = '<mujoco><worldbody><body name="Box"><geom type="box" size="0.1 0.1 0.1"/></body></worldbody></mujoco>'


def _scene(tmp_path: Path) -> Path:
    (tmp_path / "m.xml").write_text(MODEL)
    (tmp_path / "talk.py").write_text(SCRIPT)
    (tmp_path / "s.toml").write_text('model = "m.xml"\n[[script]]\nobject = "Box"\nfile = "talk.py"\n')
    return tmp_path / "s.toml"


def _serve_until(scene: Path, *flags: str, until: str, timeout: float = 120.0) -> tuple[str, str]:
    """Run `tether serve SCENE --run` until ``until`` shows on stderr, stop it; return (stdout, stderr)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "tether.cli", "serve", str(scene), "--run", "--no-real-time", "--no-legacy",
         "--no-click", "--no-zmq", "--no-web", *flags],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    lines: queue.Queue[tuple[str, str]] = queue.Queue()
    readers = [threading.Thread(target=lambda s=s, n=n: [lines.put((n, line)) for line in s], daemon=True)
               for n, s in (("out", proc.stdout), ("err", proc.stderr))]
    for reader in readers:
        reader.start()
    got: dict[str, list[str]] = {"out": [], "err": []}
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            try:
                name, line = lines.get(timeout=1.0)
            except queue.Empty:
                continue
            got[name].append(line)
            if name == "err" and until in line:
                break
        proc.send_signal(signal.SIGINT)
        proc.wait(30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    for reader in readers:
        reader.join(10)
    while not lines.empty():
        name, line = lines.get()
        got[name].append(line)
    return "".join(got["out"]), "".join(got["err"])


def test_serve_prints_script_log_lines_rate_limited(tmp_path: Path) -> None:
    out, err = _serve_until(_scene(tmp_path), until="not shown")
    assert "[t=0.000] hello from init\n" in out and "[t=0.000] status bar says hi\n" in out
    assert "[t=0.000] printed 42\n" in out  # a script's print is a log line, as in CoppeliaSim's status bar
    assert "burst 0\n" in out and "burst 199\n" not in out  # 200 lines in one pass: the burst allowance shows
    assert "[t=0.000] script error: the last line" in err
    dropped = [line for line in err.splitlines() if "script log line(s) not shown" in line]
    assert dropped and "the viewer's log has them" in dropped[0], err
    assert "WARNING" not in err and "ERROR tether.sim" not in err  # printed once, not again by logging


def test_quiet_keeps_only_warnings_and_errors(tmp_path: Path) -> None:
    out, err = _serve_until(_scene(tmp_path), "--quiet", until="the last line")
    assert "hello from init" not in out and "printed" not in out and "burst" not in out and "burst" not in err
    assert "[t=0.000] script error: the last line" in err
