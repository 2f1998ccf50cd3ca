"""sim's physics functions on MuJoCo (tether.core.simapi.physics)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tether.core import SimError, Simulation


def _vz(api, handle) -> float:
    return api.getVelocity(handle)[0][2]


def test_add_force_acts_for_one_pass(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    sphere = api.getObject("Sphere")
    dt, g = sim.physics.time_step, 9.81
    sim.step()
    v0 = _vz(api, sphere)
    api.addForce(sphere, [0, 0, 0], [0, 0, 50])
    api.addForce(sphere, [0, 0, 0], [0, 0, 50])  # forces add up
    sim.step()
    v1 = _vz(api, sphere)
    assert v1 - v0 == pytest.approx((100 / api.getShapeMass(sphere) - g) * dt, rel=1e-3)
    sim.step()  # gone after that pass
    assert _vz(api, sphere) - v1 == pytest.approx(-g * dt, rel=1e-3)


def test_off_centre_force_and_torque_spin_the_body(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    sphere = api.getObject("Sphere")
    sim.step()
    api.addForce(sphere, [0.1, 0, 0], [0, 0, 10])  # pushed up at +x: turns about -y
    sim.step()
    assert api.getVelocity(sphere)[1][1] < -1e-3
    api.addForceAndTorque(sphere, None, [0, 0, 5])
    sim.step()
    assert api.getVelocity(sphere)[1][2] > 1e-3
    with pytest.raises(SimError, match="not a shape"):
        api.addForce(api.getObject("Arm_joint1"), [0, 0, 0], [0, 0, 1])


def test_contact_info_after_landing(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    sphere, floor = api.getObject("Sphere"), api.getObject("Floor")
    for _ in range(round(1.5 / sim.physics.time_step)):
        sim.step()
    objects, point, force, normal = api.getContactInfo(api.handle_all, sphere, 0 + api.handleflag_extended)
    assert set(objects) == {sphere, floor}
    assert point[2] == pytest.approx(0.0, abs=0.01)
    assert abs(normal[2]) == pytest.approx(1.0, abs=1e-6)
    assert abs(force[2]) == pytest.approx(api.getShapeMass(sphere) * 9.81, rel=0.05)
    assert api.getContactInfo(api.handle_all, sphere, 50) == ([], [], [])


def test_mass_and_inertia(builtin: Simulation) -> None:
    api = builtin.api
    sphere = api.getObject("Sphere")
    inertia, com = api.getShapeInertia(sphere)
    api.setShapeMass(sphere, 4.0)
    assert api.getShapeMass(sphere) == 4.0
    assert np.allclose(api.getShapeInertia(sphere)[0], inertia)  # per unit mass: unchanged
    new = [0.02, 0, 0, 0, 0.03, 0, 0, 0, 0.04]
    frame = api.buildMatrix([0.01, 0, 0], [0, 0, math.pi / 2])
    api.setShapeInertia(sphere, new, frame)
    got, com = api.getShapeInertia(sphere)
    rot = np.array(frame).reshape(3, 4)[:, :3]
    assert np.allclose(np.array(got).reshape(3, 3), rot @ np.diag([0.02, 0.03, 0.04]) @ rot.T)
    assert np.allclose(np.array(com).reshape(3, 4)[:, 3], [0.01, 0, 0])
    with pytest.raises(SimError, match="positive"):
        api.setShapeMass(sphere, -1)
    assert api.computeMassAndInertia(sphere, 1000.0) == 1
    radius = builtin.physics.model.geom_size[builtin.physics.model.body_geomadr[builtin.scene.tree.get(sphere).mj_id]][0]
    assert api.getShapeMass(sphere) == pytest.approx(1000 * 4 / 3 * math.pi * radius**3)


def test_engine_parameters_and_gravity(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    api.setEngineFloatParam(api.mujoco_global_impratio, -1, 3.0)
    assert sim.physics.model.opt.impratio == 3.0 and api.getEngineFloatParam(api.mujoco_global_impratio, -1) == 3.0
    api.setEngineInt32Param(api.mujoco_global_iterations, -1, 17)
    assert api.getEngineInt32Param(api.mujoco_global_iterations, -1) == 17
    joint = api.getObject("Arm_joint2")
    api.setEngineFloatParam(api.mujoco_joint_damping, joint, 0.7)
    assert api.getEngineFloatParam(api.mujoco_joint_damping, joint) == 0.7
    api.setEngineBoolParam(api.mujoco_global_multiccd, -1, False)
    assert api.getEngineBoolParam(api.mujoco_global_multiccd, -1) is False
    with pytest.raises(SimError, match="MuJoCo"):
        api.getEngineFloatParam(1000, -1)  # a Bullet parameter
    with pytest.raises(SimError, match="int parameter"):
        api.getEngineFloatParam(api.mujoco_global_iterations, -1)
    with pytest.raises(SimError, match="fixed"):
        api.setEngineInt32Param(api.mujoco_global_njmax, -1, 5)
    api.setArrayParam(api.arrayparam_gravity, [0, 0, -1.62])
    assert api.getArrayParam(api.arrayparam_gravity) == [0, 0, -1.62]
    sphere = api.getObject("Sphere")
    sim.step()
    v0 = _vz(api, sphere)
    sim.step()
    assert _vz(api, sphere) - v0 == pytest.approx(-1.62 * sim.physics.time_step, rel=1e-3)


def test_joint_interval_and_mode(builtin: Simulation) -> None:
    api = builtin.api
    joint = api.getObject("Arm_joint2")
    api.setJointInterval(joint, False, [-1.0, 1.5])
    assert api.getJointInterval(joint) == (False, [-1.0, 1.5])
    api.setJointInterval(joint, True, [0, 0])
    assert api.getJointInterval(joint)[0] is True
    api.setJointMode(joint, api.jointmode_dynamic, 0)
    assert api.getJointMode(joint)[0] == api.jointmode_dynamic
    with pytest.raises(SimError, match="dynamically"):
        api.setJointMode(joint, api.jointmode_kinematic, 0)
    assert api.getJointDependency(joint) == (-1, 0.0, 1.0)
