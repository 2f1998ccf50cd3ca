"""The parts of a Simulation (physics, loop, scripts, sensors) and what Simulation keeps of them."""

from __future__ import annotations

from tether.core import Simulation
from tether.core.engine.states import SimulationState


def test_model_and_data_follow_every_model_switch(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    loaded_model, loaded_data = sim.physics.model, sim.physics.data
    assert (sim.physics.model, sim.physics.data) == (sim.physics.model, sim.physics.data)
    sim.step()
    api.createDummy(0.05)  # a scene edit: the spec recompiles into a new model
    assert sim.physics.model is sim.physics.model and sim.physics.data is sim.physics.data
    assert sim.physics.model is not loaded_model
    sim.stop()  # back to the loaded model and data
    assert sim.physics.model is sim.physics.model is loaded_model
    assert sim.physics.data is sim.physics.data is loaded_data


def test_setting_the_time_step_retimes_the_physics(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    substeps = sim.physics.dynamics_substeps
    api.setFloatParam(api.floatparam_simulation_time_step, 0.01)
    assert sim.physics.time_step == sim.physics.time_step == 0.01
    assert sim.physics.model.opt.timestep == 0.01 / substeps
    sim.step()
    sim.stop()  # stop restores the time step the scene was loaded with
    assert sim.physics.time_step != 0.01


def test_a_proximity_reading_is_forgotten_alone(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    front, back = api.getObjectHandle("DoorSensorFront"), api.getObjectHandle("DoorSensorBack")
    sim.step()
    readings = sim.sensors
    assert readings.detected_count() == api.handleProximitySensor(api.handle_all)
    before = readings.proximity_reading(back)
    api.resetProximitySensor(front)
    assert readings.proximity_reading(back) is before  # the other sensor's reading stays


def test_the_loop_counts_passes_and_runs_listeners(builtin: Simulation) -> None:
    sim = builtin
    heard: list[int] = []
    sim.loop.after_pass.append(lambda: heard.append(sim.loop.pass_count))
    with sim.lock:
        sim.start()
        assert sim.loop.run_passes(3) == 3
    assert heard == [1, 2, 3] and sim.loop.total_passes == 3
    assert sim.pause()
    assert sim.loop.pause_requested
    sim.step()  # the last pass before the pause
    assert sim.state == SimulationState.PAUSED and not sim.loop.pause_requested
    with sim.lock:
        assert sim.loop.run_passes(5) == 0  # paused: nothing runs


def test_script_errors_are_counted_by_the_runner(write_scene) -> None:
    sim = Simulation(write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "s.py"\n',
                                 scripts={"s.py": "def sysCall_actuation():\n    raise ValueError('boom')\n"}))
    sim.step()
    sim.step()
    assert sim.scripts.script_errors == sim.scripts.script_errors == 1  # each distinct error is reported once
    assert "boom" in sim.scripts.script_error_lines[0]
    sim.stop()
