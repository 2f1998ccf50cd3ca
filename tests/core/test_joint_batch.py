"""tether.core.simapi.joint_batch: a run of joint calls in one call gives what the SimAPI's calls give."""

from __future__ import annotations

import math

import pytest

from tether.core import Simulation
from tether.core.simapi.joint_batch import JointBatch, NotBatchable
from tether.core.engine.motors import MotorMode


@pytest.fixture
def arm() -> tuple[Simulation, tuple[int, ...]]:
    sim = Simulation()
    api = sim.api
    return sim, tuple(api.getObjectHandle(f"Arm_joint{i}") for i in range(1, 8))


def test_targets_and_reads_equal_the_simapi_calls(arm) -> None:
    sim, handles = arm
    twin = Simulation()
    batch = JointBatch(sim)
    values = [0.1 * (k + 1) for k in range(len(handles))]
    batch.set_target_positions(handles, values)
    for h, v in zip(handles, values):
        twin.api.setJointTargetPosition(h, v)
    sim.api.startSimulation()
    twin.api.startSimulation()
    for _ in range(20):
        sim.step()
        twin.step()
    assert batch.positions(handles) == [twin.api.getJointPosition(h) for h in handles]
    assert [sim.api.getJointTargetPosition(h) for h in handles] == values
    batch.set_target_positions(handles, [-v for v in values])  # the remembered run
    assert [sim.api.getJointTargetPosition(h) for h in handles] == [-v for v in values]


def test_a_run_the_simapi_would_treat_differently_is_not_done_at_all(arm) -> None:
    sim, handles = arm
    batch = JointBatch(sim)
    floor = sim.api.getObjectHandle("Floor")
    before = [sim.api.getJointTargetPosition(h) for h in handles]
    with pytest.raises(NotBatchable):
        batch.set_target_positions((*handles, floor), [0.3] * (len(handles) + 1))
    with pytest.raises(NotBatchable):
        batch.set_target_positions(handles, [0.3] * (len(handles) - 1) + [math.nan])
    with pytest.raises(NotBatchable):
        batch.positions((handles[0], 123456))
    for odd in (True, "0.3", None):  # the SimAPI refuses each: so does the batch, as a whole
        with pytest.raises(NotBatchable):
            batch.set_target_positions(handles, [0.3] * (len(handles) - 1) + [odd])
        with pytest.raises(NotBatchable):
            batch.set_targets(handles[:1], [MotorMode.VELOCITY], [odd])
    assert [sim.api.getJointTargetPosition(h) for h in handles] == before


def test_a_scene_edit_forgets_the_remembered_runs(arm) -> None:
    sim, handles = arm
    batch = JointBatch(sim)
    first = batch.positions(handles)
    sim.api.setJointPosition(handles[0], 0.5)
    assert batch.positions(handles)[0] == pytest.approx(0.5)
    version = sim.physics.scene_version
    sim.api.createDummy(0.05)  # a scene edit: a new model and data
    assert sim.physics.scene_version != version
    assert batch.positions(handles) == [sim.api.getJointPosition(h) for h in handles]
    assert batch.positions(handles)[1:] == pytest.approx(first[1:])
