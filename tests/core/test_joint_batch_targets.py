"""JointBatch.set_targets: each joint's motor commanded in its own mode, as the SimAPI's setters do."""

from __future__ import annotations

import math
import struct

import pytest

from tether.core import Simulation
from tether.core.simapi.joint_batch import JointBatch, NotBatchable
from tether.core.engine.motors import MotorMode

P, V, F = MotorMode.POSITION, MotorMode.VELOCITY, MotorMode.FORCE


def motors(sim: Simulation) -> list[tuple[object, bytes]]:
    return [(mo.mode, struct.pack("<3d", mo.target_position, mo.target_velocity, mo.target_force))
            for mo in sim.scene.motors.values()] + [(None, sim.physics.data.ctrl.tobytes())]


def test_mixed_modes_equal_the_simapi_setters() -> None:
    sim, twin = Simulation(), Simulation()
    handles = tuple(sim.api.getObjectHandle(f"Arm_joint{i}") for i in range(1, 8))
    batch = JointBatch(sim)
    setters = {P: twin.api.setJointTargetPosition, V: twin.api.setJointTargetVelocity, F: twin.api.setJointTargetForce}
    for modes, values in [((P, V, F, P, V, F, P), [0.1, -0.2, 1.5, 0.3, 0.0, -2.0, 0.05]),
                          ((V, V, P, P, F, F, V), [-0.0, 0.4, 0.2, 0.1, 3.0, 0.0, 1.0])]:  # mode changes too
        batch.set_targets(handles, modes, values)
        for h, mode, v in zip(handles, modes, values):
            setters[mode](h, v)
        assert motors(sim) == motors(twin)
    sim.api.startSimulation()
    twin.api.startSimulation()
    for _ in range(10):
        sim.step()
        twin.step()
    assert batch.positions(handles) == [twin.api.getJointPosition(h) for h in handles]


def test_nothing_is_done_when_one_call_would_go_differently() -> None:
    sim = Simulation()
    handles = tuple(sim.api.getObjectHandle(f"Arm_joint{i}") for i in range(1, 3))
    floor = sim.api.getObjectHandle("Floor")
    batch = JointBatch(sim)
    before = motors(sim)
    with pytest.raises(NotBatchable):
        batch.set_targets((*handles, floor), (P, V, P), [0.1, 0.2, 0.3])
    with pytest.raises(NotBatchable):
        batch.set_targets(handles, (P, V), [0.1, math.inf])
    assert motors(sim) == before
