"""sim's collision segments, height fields, scripts created at run time, script function
proxies and time-optimal trajectories."""

from __future__ import annotations

import pytest

from tether.core import SimError, Simulation


def test_collision_segments(builtin: Simulation) -> None:
    api = builtin.api
    sphere, floor = api.getObject("Sphere"), api.getObject("Floor")
    assert api.checkCollisionEx(sphere, floor) == (0, [])
    api.setObjectPosition(sphere, -1, [0, -2.5, 0.05])  # sunk into the floor
    count, segments = api.checkCollisionEx(sphere, floor)
    assert count == 1 and len(segments) == 6


def test_height_field(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    field = api.createHeightfieldShape(0, 0.0, 3, 3, 2.0, [0, 0, 0, 0, 0.5, 0, 0, 0, 0])
    api.setObjectPosition(field, -1, [0, 6, 0])
    sphere = api.getObject("Sphere")
    api.setObjectPosition(sphere, -1, [0, 6, 1.5])
    for _ in range(round(1.5 / sim.physics.time_step)):
        sim.step()
    assert api.getObjectPosition(sphere)[2] > 0.2  # came to rest on the bump, above the floor


def test_created_scripts_and_function_proxies(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    script = api.createScript(1, "def sysCall_init():\n    sim.setInt32Signal('created', 1)\n"
                                 "def twice(x):\n    return 2 * x\n")
    sim.step()
    assert api.getInt32Signal("created") == 1
    api.addScript(api.getObject("Door"), "def sysCall_init():\n"
                                         f"    sim.setInt32Signal('proxy', sim.getScriptFunctions({script}).twice(21))\n")
    sim.step()
    assert api.getInt32Signal("proxy") == 42
    with pytest.raises(SimError, match="scripts only"):
        api.getScriptFunctions(script)
    with pytest.raises(SimError, match="Python"):
        api.createScript(1, "function sysCall_init() end", 0, "lua")


def test_time_optimal_trajectory(builtin: Simulation) -> None:
    api = builtin.api
    path = [0.0, 0.0, 1.0, 2.0]  # two DoFs; the second moves twice as far
    lengths, _ = api.getPathLengths(path, 2)
    configs, times = api.generateTimeOptimalTrajectory(path, lengths, [-1, 1, -1, 1], [-2, 2, -2, 2], 50)
    assert len(times) == 50 and len(configs) == 100
    assert configs[:2] == pytest.approx([0, 0]) and configs[-2:] == pytest.approx([1, 2])
    # the second DoF limits: 2 rad at 1 rad/s (2 rad/s^2) takes at least 2 s
    assert times[-1] >= 2.0
    steps = [(configs[2 * k + 3] - configs[2 * k + 1]) / (times[k + 1] - times[k]) for k in range(49)]
    assert max(abs(v) for v in steps) <= 1.0 + 1e-3


def test_init_script_runs_cleanup_and_init_again(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    script = api.createScript(1, "count = 0\n"
                                 "def sysCall_init():\n    sim.setInt32Signal('inits', (sim.getInt32Signal('inits') or 0) + 1)\n"
                                 "def sysCall_cleanup():\n    sim.setInt32Signal('cleanups', 1)\n")
    sim.step()
    api.initScript(script)
    assert api.getInt32Signal("inits") == 2 and api.getInt32Signal("cleanups") == 1
