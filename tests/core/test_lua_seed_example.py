"""examples/lua_door: seed 004's Lua scripts, verbatim, run by V-REP's default main script.

The non-threaded door (V-REP's sim_call_type dialect) and the threaded door (a whole-chunk
V-REP thread with simSwitchThread) must move the door exactly as the built-in scene's Python
door does; the threaded counter prints once per pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tether.core import Simulation

EXAMPLE = Path(__file__).parents[2] / "examples" / "lua_door"
SECONDS = 8.0


def _timeline(sim: Simulation) -> list[tuple[float, float, float]]:
    """(walker x, door angle, door velocity) after each pass."""
    api = sim.api
    door, walker = api.getObject("DoorMotor"), api.getObject("Walker")
    rows = []
    for _ in range(int(SECONDS / sim.physics.time_step)):
        sim.step()
        rows.append((api.getObjectPosition(walker)[0], api.getJointPosition(door), api.getJointVelocity(door)))
    return rows


@pytest.fixture(scope="module")
def python_door() -> list[tuple[float, float, float]]:
    sim = Simulation()  # the built-in scene: door.py and walker.py
    sim.loop.real_time = False
    return _timeline(sim)


@pytest.mark.parametrize("manifest", ["scene.toml", "scene_threaded.toml"])
def test_the_seed_door_moves_as_the_python_door(manifest: str, python_door) -> None:
    sim = Simulation(EXAMPLE / manifest)
    rows = _timeline(sim)
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    angles = [r[1] for r in rows]
    assert angles == pytest.approx([r[1] for r in python_door], abs=1e-9)
    # the door turned at 0.2 rad/s while the walker was near, and stood still otherwise
    assert max(r[2] for r in rows) == pytest.approx(0.2, abs=0.02)
    assert abs(rows[0][2]) < 0.01 and abs(rows[-1][2]) < 0.02
    assert angles[-1] - angles[0] > 0.3
    assert max(r[0] for r in rows) > 5.0  # the walker went through


def test_the_seed_counter_prints_once_per_pass() -> None:
    sim = Simulation(EXAMPLE / "scene.toml")
    for _ in range(50):
        sim.step()
    counted = [line for line in sim.log.texts() if line.isdigit()]
    assert counted == [str(i) for i in range(50)]
    sim.stop()  # the thread sees "about to stop" and ends; the next run counts from 0 again
    sim.step()
    assert [line for line in sim.log.texts() if line.isdigit()][-1] == "0"


def test_the_example_scripts_are_the_seeds() -> None:
    """Seed 004's text, line breaks restored (the seed lost them): the same tokens."""
    door = (EXAMPLE / "door.lua").read_text()
    assert "resF=simReadProximitySensor(sensorHandleFront)" in door
    assert "simSetJointTargetVelocity(motorHandle, 0.2)" in door
    threaded = (EXAMPLE / "door_threaded.lua").read_text()
    assert "res,err = pcall(threadFunction) -- pcall to trap errors in a lua function call" in threaded
    counter = (EXAMPLE / "counter.lua").read_text()
    assert 'str = string.format("%d", index)' in counter
