"""SimulationSession: the small in-process interface (load, reset(seed), step(n), close, robots)."""

from __future__ import annotations

import numpy as np
import pytest

import tether
from tether.core.engine.robots import robot_layout, robots_from_scene
from tether.core.session import SimulationSession


def test_step_reset_restores_and_reseeds() -> None:
    with SimulationSession.load() as session:
        joint = session.sim.getObject("Arm_joint1")
        session.sim.setJointTargetPosition(joint, 0.8)
        assert session.step(200) == 200
        assert session.time == pytest.approx(200 * session.time_step)
        moved = session.sim.getJointPosition(joint)
        assert moved > 0.3
        session.reset(seed=7)
        assert session.time == 0.0
        assert session.sim.getJointPosition(joint) == pytest.approx(0.0)
        first = session.np_random.random()
        session.data.qpos[0] = 1.0  # changed while stopped: reset restores it all the same
        session.reset()
        assert session.data.qpos[0] == 0.0
        session.reset(seed=7)
        assert session.np_random.random() == first
        # Same commands after a reset: the same state, to the bit.
        session.sim.setJointTargetPosition(joint, 0.8)
        session.step(200)
        assert session.sim.getJointPosition(joint) == moved


def test_close_is_final_and_idempotent() -> None:
    session = tether.SimulationSession()
    session.step(3)
    session.close()
    session.close()
    assert session.closed
    with pytest.raises(RuntimeError, match="closed"):
        session.step(1)
    with pytest.raises(ValueError, match="n must be"):
        SimulationSession().step(-1)


def test_robots_are_the_ones_click_offers() -> None:
    with SimulationSession() as session:
        robots, _ = robots_from_scene(session.simulation)
        assert list(session.robots) == [r.name for r in robots]
        arm = session.robots["Arm"]
        layout = robot_layout(session.simulation, arm)
        assert layout.joints == tuple(f"Arm_joint{i}" for i in range(1, 8))
        assert layout.modes == ("position",) * 7
        # Bounded by the MJCF ranges (Arm_joint4: -3.0 .. 0.1).
        assert layout.low[3] == pytest.approx(-3.0) and layout.high[3] == pytest.approx(0.1)
        door = robot_layout(session.simulation, session.robots["DoorFrame"])
        assert door.modes == ("velocity",)
        assert np.all(door.high > 0)


def test_session_passes_equal_the_engine_passes(write_scene) -> None:
    """``session.step(n)`` runs the loop's passes, the ones ``Simulation.step`` runs one at a
    time: on a scene without scripts or sensors the result is the same, bit for bit."""
    from tether.core import Simulation
    from tether.gym.tasks import SCENES

    scene = SCENES / "reach.toml"
    engine = Simulation(scene)
    with SimulationSession(scene) as session:
        assert session.step(1) == 1
        engine.step()
        for handle in (session.sim.getObject("Arm_joint2"), session.sim.getObject("Arm_joint4")):
            session.sim.setJointTargetPosition(handle, -0.7)
            engine.api.setJointTargetPosition(handle, -0.7)
        assert session.step(37) == 37
        for _ in range(37):
            engine.step()
        assert session.simulation.loop.pass_count == engine.loop.pass_count == 38
        assert np.array_equal(session.data.qpos, engine.physics.data.qpos)
        assert np.array_equal(session.data.qvel, engine.physics.data.qvel)
        assert session.time == engine.loop.sim_time


def test_session_passes_run_the_scripts_and_sensors() -> None:
    """On the built-in scene (a door script reading proximity sensors, a threaded walker)
    ``session.step(n)`` gives the state of ``n`` engine passes."""
    from tether.core import Simulation

    engine = Simulation()
    with SimulationSession() as session:
        assert session.step(400) == 400
        for _ in range(400):
            engine.step()
        assert np.array_equal(session.data.qpos, engine.physics.data.qpos)
        assert np.array_equal(session.data.mocap_pos, engine.physics.data.mocap_pos)  # the walker walked
        assert session.data.mocap_pos.any()
