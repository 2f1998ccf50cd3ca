"""The SimAPI twins of the lockstep hot path (tether.remoteapi.direct) behave as the SimAPI."""

from __future__ import annotations

import math
from typing import Any

import pytest

from tether.core import Simulation
from tether.core.errors import SimError
from tether.core.motors import MotorMode
from tether.remoteapi.direct import batch_method, direct_method

VALUES = [0.25, -1.5, 0.0, math.nan, math.inf, -math.inf, 3, "0.5", None]


def _outcome(call, *args):
    try:
        return "ok", call(*args)
    except SimError as exc:
        return "error", str(exc)


@pytest.fixture(scope="module")
def sims():
    pair = Simulation(), Simulation()  # one driven through the SimAPI, one through the twins
    yield pair
    for sim in pair:
        sim.close()


def _handles(sim: Simulation) -> list:
    api = sim.api
    joints = [api.getObject(f"/Arm_joint{i}") for i in (1, 4, 7)] + [api.getObject("/DoorMotor")]
    # not a joint, no such object, not an integer
    return joints + [api.getObject("/Rover"), 987654, -1, 2.5, True]


def test_set_joint_target_position_twin(sims):
    plain, direct = sims
    twin = direct_method(direct, "setJointTargetPosition")
    for handle in _handles(plain):
        for value in VALUES:
            assert _outcome(twin, handle, value) == _outcome(plain.api.setJointTargetPosition, handle, value)
    for handle in _handles(plain)[:4]:
        j = plain.api._joint(handle)
        a, b = plain.scene.motors[j], direct.scene.motors[j]
        assert (a.mode, a.target_position) == (b.mode, b.target_position)
        assert b.mode is MotorMode.POSITION
    plain.start()
    direct.start()
    for _ in range(5):
        plain.step()
        direct.step()
    assert plain.data.qpos.tolist() == direct.data.qpos.tolist()


def test_get_joint_position_twin(sims):
    plain, direct = sims
    twin = direct_method(direct, "getJointPosition")
    for handle in _handles(plain):
        assert _outcome(twin, handle) == _outcome(plain.api.getJointPosition, handle)
        assert _outcome(twin, handle) == _outcome(twin, handle)  # validated (cached) the second time


def test_other_methods_are_the_simapi_methods(sims):
    sim = sims[0]
    assert direct_method(sim, "getObjectPosition") == sim.api.getObjectPosition


def test_get_joint_position_twin_after_a_scene_edit():
    """A scene edit recompiles the model (new qpos addresses may follow): the twin follows."""
    sim = Simulation()
    try:
        twin = direct_method(sim, "getJointPosition")
        joints = [sim.api.getObject(f"/Arm_joint{i}") for i in range(1, 8)]
        sim.api.setJointPosition(joints[2], 0.3)
        assert [twin(h) for h in joints] == [sim.api.getJointPosition(h) for h in joints]
        old = sim.model
        sim.api.createPrimitiveShape(sim.api.primitiveshape_cuboid, [0.1, 0.1, 0.1])  # a dynamic shape: a free joint, qpos grows
        assert sim.model is not old
        sim.api.setJointPosition(joints[2], -0.2)
        assert [twin(h) for h in joints] == [sim.api.getJointPosition(h) for h in joints]
        assert twin(joints[2]) == pytest.approx(-0.2)
    finally:
        sim.close()


def _arm_batches(sim: Simulation, joints: int) -> tuple[list[int], Any, Any]:
    """The handles of the built-in arm's first ``joints`` joints and the two batch twins."""
    handles = [sim.api.getObject(f"/Arm_joint{i}") for i in range(1, joints + 1)]
    return handles, batch_method(sim, "setJointTargetPosition"), batch_method(sim, "getJointPosition")


def test_batch_twins_serve_a_run_until_the_first_call_for_the_simapi():
    """The batch twins set and read as the single twins, in order, and stop before the first
    call only the SimAPI may handle (not validated yet, no motor, no finite float)."""
    sim = Simulation()
    try:
        api = sim.api
        joints, set_many, get_many = _arm_batches(sim, 4)
        assert batch_method(sim, "getObjectPosition") is None
        assert set_many((joints[0], 0.5)) == 0  # not validated through the SimAPI yet
        assert get_many(joints) is None
        for h in joints:
            api.setJointTargetPosition(h, 0.0)
        assert set_many((joints[0], 0.25, joints[1], -0.5, joints[2], math.nan, joints[3], 1.0)) == 2
        assert [api.getJointTargetPosition(h) for h in joints] == [0.25, -0.5, 0.0, 0.0]
        assert set_many((joints[3], 3, joints[2], 1.0)) == 0  # an int: the SimAPI converts it
        sim.start()
        sim.step()
        assert get_many(joints) == [api.getJointPosition(h) for h in joints]
        assert get_many([*joints, 987654]) is None
    finally:
        sim.close()


def test_batch_twins_forget_what_they_learned_when_the_scene_changes():
    """The batch twins remember a validated run (its motors, its qpos addresses) until the scene
    changes: after an edit, or the stop that undoes it, the joints are for the SimAPI again
    (validated afresh: the qpos addresses may have moved)."""
    sim = Simulation()
    try:
        api = sim.api
        joints, set_many, get_many = _arm_batches(sim, 7)
        for h in joints:
            api.setJointTargetPosition(h, 0.0)
        pairs = [x for h in joints for x in (h, 0.1)]
        assert set_many(pairs) == 7 and set_many(pairs) == 7  # learned, then served from what it learned
        assert get_many(tuple(joints)) == get_many(tuple(joints)) == [api.getJointPosition(h) for h in joints]
        api.createPrimitiveShape(api.primitiveshape_cuboid, [0.1, 0.1, 0.1])  # recompiles the model
        assert set_many(pairs) == 0 and get_many(tuple(joints)) is None  # not validated in this scene yet
        for h in joints:
            api.setJointTargetPosition(h, 0.2)
        api.setJointPosition(joints[2], -0.3)
        assert get_many(tuple(joints)) == [api.getJointPosition(h) for h in joints]
        assert get_many(tuple(joints))[2] == pytest.approx(-0.3)
        sim.start()
        assert set_many(pairs) == 7
        api.createPrimitiveShape(api.primitiveshape_cuboid, [0.1, 0.1, 0.1])  # while running: undone at stop
        for h in joints:
            api.setJointTargetPosition(h, 0.2)
        assert set_many(pairs) == 7
        sim.stop()  # back to the scene as it was at start: that model again
        assert set_many(pairs) == 0 and get_many(tuple(joints)) is None
    finally:
        sim.close()
