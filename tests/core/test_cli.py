"""The `tether` command line: run, info and clear errors (run as a real subprocess)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def tether(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tether.cli", *args], capture_output=True, text=True, timeout=120, cwd=cwd
    )


def test_run_builtin_scene_prints_a_summary() -> None:
    done = tether("run", "--steps", "400", "--no-progress")
    assert done.returncode == 0, done.stderr
    assert "scene:           tether built-in demo" in done.stdout
    assert "simulation time: 2.000 s" in done.stdout
    assert "steps:           400 (time step 5 ms)" in done.stdout
    assert "steps/s" in done.stdout and "script errors:   0" in done.stdout


def test_run_shows_progress_on_a_terminal_only() -> None:
    import fcntl
    import os
    import pty
    import struct
    import termios

    main, terminal = pty.openpty()  # stderr a terminal, as when a person runs it
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # 100 columns wide
    try:
        done = subprocess.run([sys.executable, "-m", "tether.cli", "run", "--duration", "0.5"],
                              stdout=subprocess.PIPE, stderr=terminal, text=True, timeout=120)
        os.close(terminal)
        seen = b""
        while True:
            try:
                chunk = os.read(main, 65536)
            except OSError:  # EIO: the terminal's other side is closed and drained
                break
            if not chunk:
                break
            seen += chunk
    finally:
        os.close(main)
    assert done.returncode == 0
    assert "steps:           100" in done.stdout
    assert b"100/100" in seen  # the progress bar reached the end
    piped = tether("run", "--duration", "0.5")  # stderr a pipe, as in a log or CI
    assert piped.returncode == 0 and "steps:           100" in piped.stdout
    assert "100/100" not in piped.stderr and "step/s" not in piped.stderr


def test_version() -> None:
    import tether as package

    done = tether("--version")
    assert done.returncode == 0 and done.stdout.strip() == package.version_line()
    assert package.__version__ in done.stdout


def test_run_prints_script_log_lines(write_scene) -> None:
    path = write_scene(
        manifest='[[script]]\nobject = "Object0"\nfile = "s.py"\n',
        scripts={"s.py": "def sysCall_init():\n    sim.addStatusbarMessage('hello from Object0')\n"},
    )
    done = tether("run", str(path), "--steps", "5", "--no-progress")
    assert done.returncode == 0, done.stderr
    assert "script log:      1 line(s)" in done.stdout and "hello from Object0" in done.stdout


def test_info_lists_the_tree() -> None:
    done = tether("info")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert any(line.split()[1:] == ["joint", "Arm_joint1", "/Arm/Arm_joint1"] for line in lines)
    assert any("proximity_sensor" in line and "DoorSensorFront" in line for line in lines)
    assert any(line.startswith("script  walker.py (threaded") for line in lines)


def test_errors_are_one_clear_line(tmp_path: Path, write_scene) -> None:
    missing = tether("run", str(tmp_path / "absent.toml"))
    assert missing.returncode == 1
    assert missing.stderr.strip().splitlines() == [f"tether: error: scene file not found: {tmp_path / 'absent.toml'}"]
    bad = write_scene(manifest='[[script]]\nobject = "Ghost"\nfile = "s.py"\n', scripts={"s.py": ""})
    unknown = tether("info", str(bad))
    assert unknown.returncode == 1
    assert len(unknown.stderr.strip().splitlines()) == 1 and '"Ghost" is not in the scene' in unknown.stderr
    (tmp_path / "bad.toml").write_text("model = [")
    assert "invalid TOML" in tether("run", str(tmp_path / "bad.toml")).stderr
    (tmp_path / "bad.xml").write_text("<mujoco><nonsense/></mujoco>")
    broken = tether("run", str(tmp_path / "bad.xml"))
    assert broken.returncode == 1 and "bad.xml" in broken.stderr and "Traceback" not in broken.stderr


def test_a_syntax_error_is_one_line_and_exit_1(write_scene) -> None:
    path = write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "s.py"\n', scripts={"s.py": "def sysCall_init():\n    x = (1\n"})
    done = tether("run", str(path), "--steps", "3", "--no-progress")
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [f"tether: error: {path.parent / 's.py'}:2: SyntaxError: '(' was never closed"]


RAISING = """
def sysCall_actuation():
    sim.addLog(450, "acting")
    raise RuntimeError("motor on fire")

def sysCall_cleanup():
    sim.addLog(450, "cleaned up")
"""


def test_a_raising_script_makes_run_exit_1_with_one_line(write_scene) -> None:
    path = write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "s.py"\n', scripts={"s.py": RAISING})
    done = tether("run", str(path), "--steps", "3", "--no-progress")
    assert done.returncode == 1
    error = f"{path.parent / 's.py'}:4: error in script of 'Object0', sysCall_actuation: RuntimeError: motor on fire"
    assert done.stderr.strip().splitlines() == [f"tether: error: {error}"]
    assert "script errors:   1 (so tether exits 1" in done.stdout
    assert "; the first at simulation time 0.000 s" in done.stdout  # the first pass's actuation
    assert f"  {error}" in done.stdout.splitlines()
    assert done.stdout.splitlines()[-1] == "  cleaned up"  # sysCall_cleanup's lines reach the summary
    assert done.stdout.count("  acting") == 3  # every line, not the last few
    kept = tether("run", str(path), "--steps", "3", "--no-progress", "--keep-going")
    assert kept.returncode == 0 and "motor on fire" in kept.stderr
    verbose = tether("-v", "run", str(path), "--steps", "3", "--no-progress")
    assert verbose.returncode == 1 and "Traceback (most recent call last)" in verbose.stderr


def test_real_time_is_a_scene_setting_that_flags_override(write_scene) -> None:
    builtin = tether("run", "--steps", "20", "--no-progress")
    assert "real time: on (the scene's setting; --no-real-time runs as fast as possible)" in builtin.stdout
    fast = tether("run", "--steps", "20", "--no-progress", "--no-real-time")
    assert "real time: off, as fast as possible (--no-real-time)" in fast.stdout
    assert "real-time lag warnings" not in fast.stdout
    plain = tether("run", str(write_scene()), "--steps", "5", "--no-progress")
    assert "real time: off, as fast as possible (the scene's setting; --real-time keeps pace" in plain.stdout
    forced = tether("run", str(write_scene()), "--steps", "5", "--no-progress", "--real-time")
    assert "real time: on (--real-time)" in forced.stdout


# -- how a run ended: exit codes 3 (a script stopped it) and 4 (a script paused it) ----------------
ENDING_PY = """
def sysCall_actuation():
    if sim.getSimulationTime() >= 0.2:
        sim.{call}()
"""
ENDING_LUA = """
function sysCall_actuation()
    if sim.getSimulationTime() >= 0.3 then sim.{call}() end
end
"""


def _ending_scene(write_scene, file: str, call: str, extra: str = "") -> Path:  # noqa: ANN001
    source = (ENDING_PY if file.endswith(".py") else ENDING_LUA).replace("{call}", call) + extra
    return write_scene(manifest=f'[[script]]\nobject = "Object0"\nfile = "{file}"\n', scripts={file: source})


def test_a_script_that_stops_the_run_is_named_with_its_time_and_exit_3(write_scene) -> None:
    path = _ending_scene(write_scene, "stopper.py", "stopSimulation")
    done = tether("run", str(path), "--steps", "100", "--no-progress")
    assert done.returncode == 3, done.stderr
    said = "stopped by child script of /Object0 (stopper.py) at simulation time 0.200 s"
    assert f"ended early:     {said}; exit code 3" in done.stdout.splitlines()
    assert "simulation time: 0.200 s" in done.stdout and "steps:           21 " in done.stdout
    assert done.stderr.strip().splitlines() == [f"tether: run {said}"]


def test_a_script_that_pauses_the_run_exits_4(write_scene) -> None:
    path = _ending_scene(write_scene, "pauser.lua", "pauseSimulation")
    done = tether("run", str(path), "--steps", "100", "--no-progress")
    assert done.returncode == 4, done.stderr
    assert "ended early:     paused by child script of /Object0 (pauser.lua) at simulation time 0.300 s; " \
           "exit code 4" in done.stdout


def test_a_script_error_outranks_a_stop_unless_keep_going(write_scene) -> None:
    extra = "\ndef sysCall_init():\n    raise ValueError('bad start')\n"
    path = _ending_scene(write_scene, "both.py", "stopSimulation", extra)
    failed = tether("run", str(path), "--steps", "100", "--no-progress")
    assert failed.returncode == 1 and "bad start" in failed.stderr and "tether: run stopped by" in failed.stderr
    kept = tether("run", str(path), "--steps", "100", "--no-progress", "--keep-going")
    assert kept.returncode == 3 and "ended early:     stopped by child script of /Object0 (both.py)" in kept.stdout


def test_a_full_run_says_nothing_about_ending(write_scene) -> None:
    path = _ending_scene(write_scene, "late.py", "stopSimulation")
    done = tether("run", str(path), "--steps", "10", "--no-progress")  # 0.1 s: before the script's stop
    assert done.returncode == 0 and "ended early" not in done.stdout and done.stderr == ""
