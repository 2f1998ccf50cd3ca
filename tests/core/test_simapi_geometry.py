"""sim's pose, matrix, quaternion and Euler functions (tether.core.simapi.geometry)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tether.core.engine.errors import SimError
from tether.core.simapi.geometry import GeometryAPI

sim = GeometryAPI()
angle = st.floats(-math.pi, math.pi, allow_nan=False)
coord = st.floats(-10, 10, allow_nan=False)
euler = st.tuples(angle, st.floats(-1.5, 1.5), angle).map(list)
position = st.tuples(coord, coord, coord).map(list)


def close(a, b, tol=1e-9):
    return np.allclose(np.asarray(a, dtype=float), np.asarray(b, dtype=float), atol=tol)


def same_rotation_pose(a, b, tol=1e-9):
    """Poses equal up to the quaternion's sign."""
    return close(a[:3], b[:3], tol) and (close(a[3:], b[3:], tol) or close(a[3:], [-v for v in b[3:]], tol))


def test_build_matrix_known_values():
    # Rx(pi/2): y goes to z
    m = sim.buildMatrix([1, 2, 3], [math.pi / 2, 0, 0])
    assert close(m, [1, 0, 0, 1, 0, 0, -1, 2, 0, 1, 0, 3])
    # alpha then beta then gamma about the moving axes: Rx(a) @ Ry(b) @ Rz(g)
    m = sim.buildMatrix([0, 0, 0], [0.1, 0.2, 0.3])
    rot = np.array(m).reshape(3, 4)[:, :3]
    a, b, g = 0.1, 0.2, 0.3
    rx = np.array([[1, 0, 0], [0, math.cos(a), -math.sin(a)], [0, math.sin(a), math.cos(a)]])
    ry = np.array([[math.cos(b), 0, math.sin(b)], [0, 1, 0], [-math.sin(b), 0, math.cos(b)]])
    rz = np.array([[math.cos(g), -math.sin(g), 0], [math.sin(g), math.cos(g), 0], [0, 0, 1]])
    assert close(rot, rx @ ry @ rz)
    assert sim.buildIdentityMatrix() == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0]


def test_build_pose_quaternion_and_axes():
    pose = sim.buildPose([1, 2, 3], [0, 0, math.pi / 2])
    assert close(pose, [1, 2, 3, 0, 0, math.sin(math.pi / 4), math.cos(math.pi / 4)])
    # mode 3: the given vector is the frame's z axis
    pose = sim.buildPose([0, 0, 0], [1, 0, 0], 3)
    z_axis = np.array(sim.poseToMatrix(pose)).reshape(3, 4)[:, 2]
    assert close(z_axis, [1, 0, 0])
    pose = sim.buildPose([0, 0, 0], [0, 0, 2], 1, [0, 1, 0])  # x along z, y in the (z, y) plane
    rot = np.array(sim.poseToMatrix(pose)).reshape(3, 4)[:, :3]
    assert close(rot[:, 0], [0, 0, 1]) and close(rot[:, 1], [0, 1, 0])
    with pytest.raises(SimError, match="mode"):
        sim.buildPose([0, 0, 0], [0, 0, 1], 9)


def test_multiply_and_invert():
    a = sim.buildPose([1, 0, 0], [0, 0, math.pi / 2])
    b = sim.buildPose([1, 0, 0], [0, 0, 0])
    # b's origin, seen in a: a's x is the world's y
    assert close(sim.multiplyPoses(a, b)[:3], [1, 1, 0])
    assert same_rotation_pose(sim.multiplyPoses(a, sim.getPoseInverse(a)), [0, 0, 0, 0, 0, 0, 1])
    m = sim.poseToMatrix(a)
    assert close(sim.multiplyMatrices(m, sim.getMatrixInverse(m)), sim.buildIdentityMatrix())
    assert close(sim.multiplyVector(a, [1, 0, 0, 0, 0, 1]), [1, 1, 0, 1, 0, 1])
    assert close(sim.multiplyVector(m, [1, 0, 0]), [1, 1, 0])
    assert close(sim.getQuaternionInverse([0, 0, 1, 1]), [0, 0, -math.sqrt(0.5), math.sqrt(0.5)])


def test_euler_and_yaw_pitch_roll_known_values():
    assert close(sim.getEulerAnglesFromMatrix(sim.buildMatrix([0, 0, 0], [0.1, -0.2, 0.3])), [0.1, -0.2, 0.3])
    # yaw alone is a rotation about z: the same as gamma alone
    assert close(sim.yawPitchRollToAlphaBetaGamma(0.5, 0, 0), [0, 0, 0.5])
    # roll alone is a rotation about x: alpha
    assert close(sim.yawPitchRollToAlphaBetaGamma(0, 0, 0.4), [0.4, 0, 0])
    assert close(sim.alphaBetaGammaToYawPitchRoll(0, 0, 0.5), [0.5, 0, 0])


def test_interpolation_and_axis_rotation():
    a = sim.buildPose([0, 0, 0], [0, 0, 0])
    b = sim.buildPose([2, 0, 0], [0, 0, math.pi / 2])
    half = sim.interpolatePoses(a, b, 0.5)
    assert close(half, sim.buildPose([1, 0, 0], [0, 0, math.pi / 4]))
    mid = sim.interpolateMatrices(sim.poseToMatrix(a), sim.poseToMatrix(b), 0.5)
    assert close(mid, sim.poseToMatrix(half))
    # a quarter turn about z through (1, 0, 0) takes the origin to (1, -1, 0)
    turned = sim.rotateAroundAxis(a, [0, 0, 1], [1, 0, 0], math.pi / 2)
    assert same_rotation_pose(turned, sim.buildPose([1, -1, 0], [0, 0, math.pi / 2]))
    axis, ang = sim.getRotationAxis(a, b)
    assert close(axis, [0, 0, 1]) and ang == pytest.approx(math.pi / 2)


def test_bad_arguments_are_one_line_errors():
    with pytest.raises(SimError, match="7 values .pose. or 12"):
        sim.multiplyVector([1, 2, 3], [0, 0, 0])
    with pytest.raises(SimError, match="must have 12 values"):
        sim.getMatrixInverse([0] * 7)
    with pytest.raises(SimError, match="finite"):
        sim.buildMatrix([0, 0, math.nan], [0, 0, 0])
    with pytest.raises(SimError, match="quaternion must not be zero"):
        sim.poseToMatrix([0, 0, 0, 0, 0, 0, 0])


def test_get_random_is_seeded():
    first = [sim.getRandom(42)] + [sim.getRandom() for _ in range(3)]
    again = [sim.getRandom(42)] + [sim.getRandom() for _ in range(3)]
    assert first == again and all(0 <= v < 1 for v in first)


@settings(max_examples=150, deadline=None)
@given(position, euler)
def test_matrix_pose_euler_round_trips(pos, angles):
    m = sim.buildMatrix(pos, angles)
    assert close(sim.getEulerAnglesFromMatrix(m), angles, 1e-7)
    pose = sim.matrixToPose(m)
    assert close(sim.poseToMatrix(pose), m, 1e-9)
    assert close(sim.buildPose(pos, angles), pose, 1e-9)


@settings(max_examples=150, deadline=None)
@given(position, euler, position, euler, st.floats(0, 1))
def test_composition_round_trips(p1, e1, p2, e2, t):
    a, b = sim.buildPose(p1, e1), sim.buildPose(p2, e2)
    ab = sim.multiplyPoses(a, b)
    assert same_rotation_pose(sim.multiplyPoses(sim.getPoseInverse(a), ab), b, 1e-7)
    assert close(sim.poseToMatrix(ab), sim.multiplyMatrices(sim.poseToMatrix(a), sim.poseToMatrix(b)), 1e-9)
    axis, ang = sim.getRotationAxis(a, b)
    turned = sim.rotateAroundAxis(a, axis, [0, 0, 0], ang)
    assert close(sim.poseToMatrix(turned)[:3], sim.poseToMatrix(b)[:3], 1e-7)
    mid = sim.interpolatePoses(a, b, t)
    assert close(mid[:3], np.add(p1, np.multiply(t, np.subtract(p2, p1))), 1e-9)


@settings(max_examples=150, deadline=None)
@given(st.floats(-3, 3), st.floats(-1.5, 1.5), st.floats(-3, 3))
def test_yaw_pitch_roll_round_trip(yaw, pitch, roll):
    abg = sim.yawPitchRollToAlphaBetaGamma(yaw, pitch, roll)
    assert close(sim.alphaBetaGammaToYawPitchRoll(*abg), [yaw, pitch, roll], 1e-7)
