"""Interop with a real third-party client: DQ_VrepInterface (pip dqrobotics-interface-coppeliasim-vrep),
which embeds CoppeliaSim's official C client, against tether's legacy server on the built-in scene.

DQ runs in a child process (see dq_worker.py); the server and the simulation run here, so the
tests compare what DQ reads with the simulation's own state."""

from __future__ import annotations

import math
import os

import numpy as np
import pytest

from tether.remoteapi import sim

if os.environ.get("TETHER_REQUIRE_DQROBOTICS") == "1":  # CI: the interop tests must run
    import dqrobotics.interfaces.vrep  # noqa: F401
else:
    pytest.importorskip(
        "dqrobotics.interfaces.vrep",
        reason="DQ_VrepInterface (pip dqrobotics-interface-coppeliasim-vrep) is not installed",
    )
from dq_worker import DQClient  # noqa: E402

ARM_JOINTS = [f"Arm_joint{i}" for i in range(1, 8)]


@pytest.fixture
def dq(served):
    client = DQClient()
    try:
        # 100 ms blocking timeout, as DQ users do: no "Timeout in VREP communication" allowed
        assert client.connect("127.0.0.1", served.port, 100, 10)
        yield client
        client.disconnect()
    finally:
        client.close()


def truth(served, fn):
    api = served.simulation.api
    return served.call(lambda: fn(api))


def test_stepping_free_fall_and_stop(dq, served):
    dq.set_synchronous(True)
    dq.start_simulation()
    assert dq.is_simulation_running()
    z0 = dq.translation("Sphere")[2]
    dt = served.simulation.physics.time_step
    steps = round(0.25 / dt)
    for _ in range(steps):
        dq.trigger_next_simulation_step()
        dq.wait_for_simulation_step_to_end()
    assert served.simulation.loop.pass_count == steps  # no step without a trigger, none lost
    z = dq.translation("Sphere")[2]
    t = steps * dt
    assert abs((z0 - z) - 0.5 * 9.81 * t * t) < 0.01
    dq.stop_simulation()
    assert served.call(lambda: int(served.simulation.state)) == 0
    assert served.call(lambda: served.simulation.loop.gates) == []  # a stop switches stepping off
    assert not dq.is_simulation_running() or dq.translation("Sphere")  # still connected


def test_arm_targets_poses_and_joint_values(dq, served):
    dq.set_synchronous(True)
    dq.start_simulation()
    targets = [0.3, -0.2, 0.25, -0.4, 0.2, 0.3, -0.1]
    dq.set_joint_target_positions(ARM_JOINTS, targets)
    for _ in range(100):
        for _ in range(10):
            dq.trigger_next_simulation_step()
            dq.wait_for_simulation_step_to_end()
        q = np.asarray(dq.get_joint_positions(ARM_JOINTS))
        if np.max(np.abs(q - targets)) < 0.01:
            break
    q = np.asarray(dq.get_joint_positions(ARM_JOINTS))
    assert np.max(np.abs(q - targets)) < 0.02
    real = truth(served, lambda api: [api.getJointPosition(api.getObject(n)) for n in ARM_JOINTS])
    assert np.allclose(q, real, atol=1e-5)  # after trigger + wait, streamed values are current

    qd = np.asarray(dq.get_joint_velocities(ARM_JOINTS))
    assert qd.shape == (7,) and np.all(np.abs(qd) < 1.0)
    tau = np.asarray(dq.get_joint_torques(ARM_JOINTS))
    real_tau = truth(served, lambda api: [-api.getJointForce(api.getObject(n)) for n in ARM_JOINTS])
    assert np.allclose(tau, real_tau, atol=1e-3)  # DQ negates CoppeliaSim's reaction sign

    pose = np.asarray(dq.get_object_pose("Arm_tip"))
    assert math.isclose(np.linalg.norm(pose[:4]), 1.0, abs_tol=1e-5)
    tip = dq.translation("Arm_tip")
    real_tip = truth(served, lambda api: api.getObjectPosition(api.getObject("Arm_tip"), -1))
    assert np.allclose(tip, real_tip, atol=1e-5)

    # move the free sphere: r = 1, t = (0.5, 0.25, 2.0) -> pose = 1 + 0.5 e t
    dq.set_object_pose_vec8("Sphere", [1, 0, 0, 0, 0, 0.25, 0.125, 1.0])
    dq.trigger_next_simulation_step()
    dq.wait_for_simulation_step_to_end()
    sphere = truth(served, lambda api: api.getObjectPosition(api.getObject("Sphere"), -1))
    assert np.allclose(sphere[:2], [0.5, 0.25], atol=1e-3) and abs(sphere[2] - 2.0) < 0.01
    dq.stop_simulation()


def test_mass_center_of_mass_and_inertia(dq, served):
    mass = dq.get_mass("Arm_link3")
    assert mass == pytest.approx(truth(served, lambda api: api.getShapeMass(api.getObject("Arm_link3"))), rel=1e-5)
    com = np.asarray(dq.get_center_of_mass("Arm_link3"), dtype=float).reshape(-1)
    assert com.size in (3, 4, 8) and np.all(np.isfinite(com))
    inertia = np.asarray(dq.get_inertia_matrix("Arm_link3"), dtype=float)
    assert inertia.shape == (3, 3)
    assert np.allclose(inertia, inertia.T, atol=1e-6) and np.all(np.linalg.eigvalsh(inertia) > 0)


def test_reconnects_then_other_clients_still_served(served):
    client = DQClient()
    try:
        for _ in range(3):
            assert client.connect("127.0.0.1", served.port, 100, 10)
            client.start_simulation()
            assert client.is_simulation_running()
            client.stop_simulation()
            client.disconnect()
    finally:
        client.close()
    cid = served.connect()
    assert sim.simxGetObjectHandle(cid, "Floor", sim.simx_opmode_blocking)[0] == 0
