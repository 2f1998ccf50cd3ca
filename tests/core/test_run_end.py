"""Simulation.end_request: which script paused or stopped the run, and when (what `tether run`
reports; docs/guide/running.md)."""

from __future__ import annotations

import pytest

from tether.core import Simulation
from tether.core.engine.states import SimulationState

THREADED_STOP = """
function sysCall_thread()
    sim.wait(0.05)
    sim.stopSimulation()
end
"""
PAUSE_THEN_STOP = """
def sysCall_actuation():
    t = sim.getSimulationTime()
    if abs(t - 0.03) < 1e-9:
        sim.pauseSimulation()
    if abs(t - 0.06) < 1e-9:
        sim.pauseSimulation()
        sim.stopSimulation()
"""


def test_a_threaded_scripts_stop_names_the_script_and_its_time(write_scene) -> None:
    path = write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "t.lua"\nthreaded = true\n',
                       scripts={"t.lua": THREADED_STOP})
    sim = Simulation(path)
    done = sim.loop.run(steps=100)
    request = sim.end_request
    assert done < 100 and sim.state == SimulationState.STOPPED and request is not None
    assert request.kind == "stop" and request.sim_time == pytest.approx(0.05)
    assert request.line() == "stopped by threaded child script of /Object0 (t.lua) at simulation time 0.050 s"
    sim.start()  # a new run: the old stop no longer describes it
    assert sim.end_request is None
    sim.stop()


def test_a_resumed_pause_is_forgotten_and_a_stop_outranks_a_pause(write_scene) -> None:
    path = write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "p.py"\n', scripts={"p.py": PAUSE_THEN_STOP})
    sim = Simulation(path)
    sim.loop.run(steps=100)
    assert sim.state == SimulationState.PAUSED
    assert sim.end_request is not None and sim.end_request.kind == "pause"
    assert sim.end_request.sim_time == pytest.approx(0.03)
    sim.start()  # resumed: that pause ended nothing
    assert sim.end_request is None
    sim.loop.run(steps=100)
    request = sim.end_request
    assert request is not None and request.kind == "stop" and request.sim_time == pytest.approx(0.06)
    assert request.by == "child script of /Object0 (p.py)"


def test_a_client_stop_is_not_a_script_ending_the_run() -> None:
    sim = Simulation()
    sim.start()
    sim.step()
    assert sim.api.stopSimulation() == 1  # sim.api: a client's view, no script
    assert sim.end_request is None
