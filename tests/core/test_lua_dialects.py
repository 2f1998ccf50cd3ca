"""Lua scripts of every dialect drive a two-wheeled rover around an obstacle.

The same controller is written in each dialect users have (V-REP's whole-chunk scripts with
sim_call_type, sysCall_* functions, V-REP 3 threads with simSwitchThread, sysCall_threadmain,
4.2-4.5 coroutines with sim.switchThread, 4.6 sysCall_thread with sim.setStepping/sim.step) and
in Python: each must run without error, pass the obstacle without touching it, and follow the
Python script's trajectory exactly (same decisions, same passes).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tether.core import Simulation

ROVER = Path(__file__).parent / "lua_scenes" / "rover"
PASSES = 1800


def _rover(tmp_path: Path, script: str, threaded: bool) -> Simulation:
    for file in ROVER.iterdir():
        shutil.copy(file, tmp_path)
    manifest = tmp_path / "rover.toml"
    manifest.write_text(
        manifest.read_text()
        + f'\n[[script]]\nobject = "Rover"\nfile = "{script}"\nthreaded = {str(threaded).lower()}\n'
    )
    return Simulation(manifest)


def _drive(sim: Simulation) -> list[list[float]]:
    api = sim.api
    rover, obstacle = api.getObject("/Rover"), api.getObject("/Obstacle")
    path = []
    for _ in range(PASSES):
        sim.step()
        assert api.checkCollision(rover, obstacle)[0] == 0, "the rover touched the obstacle"
        path.append(api.getObjectPosition(rover, -1))
    sim.stop()
    return path


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> list[list[float]]:
    sim = _rover(tmp_path_factory.mktemp("python"), "drive.py", False)
    path = _drive(sim)
    assert sim.scripts.script_errors == 0
    return path


@pytest.mark.parametrize(
    "script, threaded",
    [
        ("vrep.lua", False),
        ("syscall.lua", False),
        ("vrep_threaded.lua", True),
        ("threadmain.lua", True),  # threaded by the manifest
        ("coroutine.lua", False),
        ("stepping.lua", False),  # threaded because it defines sysCall_thread
    ],
)
def test_each_dialect_drives_around_the_obstacle(tmp_path: Path, reference, script: str, threaded: bool) -> None:
    sim = _rover(tmp_path, script, threaded)
    path = _drive(sim)
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    beside = [p for p in path if 1.0 <= p[0] <= 1.4]  # abreast of the obstacle (x 1.1 to 1.3)
    assert beside and min(p[1] for p in beside) > 0.2 + 0.11  # went round it, on its left
    assert path[-1][0] > 2.0  # and drove on past it
    flat = [v for p in path for v in p]
    assert flat == pytest.approx([v for p in reference for v in p], abs=1e-9)  # the Python script's decisions


def test_the_reference_really_turns(reference) -> None:
    assert max(p[1] for p in reference) > 0.3 and abs(reference[100][1]) < 0.05
