"""Poses, matrices, quaternions and Euler angles with CoppeliaSim's conventions (pure math).

CoppeliaSim's forms: a *pose* is 7 values ``x, y, z, qx, qy, qz, qw``; a *matrix* is 12 values,
the first three rows of a 4x4 homogeneous transform, row-major (``r11 r12 r13 x r21 ... z``);
Euler angles ``alpha, beta, gamma`` mean ``R = Rx(alpha) @ Ry(beta) @ Rz(gamma)`` (rotations about
the moving frame's x, then y, then z); yaw, pitch, roll mean ``R = Rz(yaw) @ Ry(pitch) @ Rx(roll)``.
Functions that take "a pose or a matrix" answer in the form they were given (by length: 7 or 12).

:class:`GeometryAPI` exposes them as ``sim`` methods; none needs a simulation.
"""

from __future__ import annotations

import math
import random
from typing import Any, Sequence

import numpy as np

from tether.core.engine.errors import SimError
from tether.core.simapi.args import integer, matrix12, number, pose7, quaternion, vector

__all__ = [
    "GeometryAPI", "rotation_from_euler", "euler_from_rotation", "rotation_from_quat", "quat_from_rotation",
    "to_transform", "from_transform", "slerp",
]

Transform = tuple[np.ndarray, np.ndarray]  # (3x3 rotation, position)


def _rx(a: float) -> np.ndarray:
    c, s = math.cos(a), math.sin(a)
    return np.array([[1.0, 0.0, 0.0], [0.0, c, -s], [0.0, s, c]])


def _ry(a: float) -> np.ndarray:
    c, s = math.cos(a), math.sin(a)
    return np.array([[c, 0.0, s], [0.0, 1.0, 0.0], [-s, 0.0, c]])


def _rz(a: float) -> np.ndarray:
    c, s = math.cos(a), math.sin(a)
    return np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])


def rotation_from_euler(angles: Sequence[float]) -> np.ndarray:
    """CoppeliaSim's alpha, beta, gamma: ``Rx(alpha) @ Ry(beta) @ Rz(gamma)``."""
    a, b, g = angles
    return _rx(a) @ _ry(b) @ _rz(g)


def euler_from_rotation(r: np.ndarray) -> list[float]:
    """Inverse of :func:`rotation_from_euler`; at gimbal lock (beta = +-pi/2) gamma is 0."""
    s = max(-1.0, min(1.0, float(r[0, 2])))
    beta = math.asin(s)
    if abs(s) < 1.0 - 1e-10:
        alpha = math.atan2(-r[1, 2], r[2, 2])
        gamma = math.atan2(-r[0, 1], r[0, 0])
    else:  # Rx(alpha) Ry(+-pi/2) Rz(gamma) only depends on alpha +- gamma: put it all in alpha
        alpha = math.atan2(r[2, 1], r[1, 1])
        gamma = 0.0
    return [alpha, beta, gamma]


def quat_from_rotation(r: np.ndarray) -> list[float]:
    """Unit quaternion x, y, z, w (w >= 0) of a rotation matrix."""
    m = r
    trace = m[0, 0] + m[1, 1] + m[2, 2]
    if trace > 0:
        s = 2.0 * math.sqrt(trace + 1.0)
        w, x, y, z = 0.25 * s, (m[2, 1] - m[1, 2]) / s, (m[0, 2] - m[2, 0]) / s, (m[1, 0] - m[0, 1]) / s
    elif m[0, 0] > m[1, 1] and m[0, 0] > m[2, 2]:
        s = 2.0 * math.sqrt(1.0 + m[0, 0] - m[1, 1] - m[2, 2])
        w, x, y, z = (m[2, 1] - m[1, 2]) / s, 0.25 * s, (m[0, 1] + m[1, 0]) / s, (m[0, 2] + m[2, 0]) / s
    elif m[1, 1] > m[2, 2]:
        s = 2.0 * math.sqrt(1.0 + m[1, 1] - m[0, 0] - m[2, 2])
        w, x, y, z = (m[0, 2] - m[2, 0]) / s, (m[0, 1] + m[1, 0]) / s, 0.25 * s, (m[1, 2] + m[2, 1]) / s
    else:
        s = 2.0 * math.sqrt(1.0 + m[2, 2] - m[0, 0] - m[1, 1])
        w, x, y, z = (m[1, 0] - m[0, 1]) / s, (m[0, 2] + m[2, 0]) / s, (m[1, 2] + m[2, 1]) / s, 0.25 * s
    q = np.array([x, y, z, w])
    q /= np.linalg.norm(q)
    if q[3] < 0:
        q = -q
    return [float(v) for v in q]


def rotation_from_quat(q: Sequence[float]) -> np.ndarray:
    """Rotation matrix of a quaternion x, y, z, w (normalised first)."""
    x, y, z, w = np.asarray(q, dtype=float) / np.linalg.norm(q)
    return np.array([
        [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
        [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
        [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
    ])


def to_transform(value: Any, what: str = "pose or matrix") -> tuple[Transform, int]:
    """(rotation, position) of a pose (7 values) or a matrix (12 values), and which it was."""
    values = vector(value, None, what)
    if len(values) == 7:
        q = values[3:]
        if not any(q):
            raise SimError(f"{what}: the quaternion must not be zero")
        return (rotation_from_quat(q), np.array(values[:3])), 7
    if len(values) == 12:
        m = np.array(values).reshape(3, 4)
        return (m[:, :3].copy(), m[:, 3].copy()), 12
    raise SimError(f"{what} must have 7 values (pose) or 12 (matrix), got {len(values)}")


def from_transform(t: Transform, form: int) -> list[float]:
    """A pose (form 7) or a matrix (form 12) of (rotation, position)."""
    rot, pos = t
    if form == 7:
        return [float(v) for v in pos] + quat_from_rotation(rot)
    return [float(v) for v in np.hstack([rot, np.asarray(pos).reshape(3, 1)]).reshape(12)]


def _compose(a: Transform, b: Transform) -> Transform:
    return a[0] @ b[0], a[0] @ b[1] + a[1]


def _invert(t: Transform) -> Transform:
    rot_t = t[0].T
    return rot_t, -rot_t @ t[1]


def slerp(q1: Sequence[float], q2: Sequence[float], t: float) -> list[float]:
    """Spherical interpolation of quaternions x, y, z, w along the shorter arc."""
    a = np.asarray(q1, dtype=float) / np.linalg.norm(q1)
    b = np.asarray(q2, dtype=float) / np.linalg.norm(q2)
    dot = float(a @ b)
    if dot < 0:
        b, dot = -b, -dot
    if dot > 0.9995:
        q = a + t * (b - a)
    else:
        theta = math.acos(min(1.0, dot))
        q = (math.sin((1 - t) * theta) * a + math.sin(t * theta) * b) / math.sin(theta)
    q /= np.linalg.norm(q)
    return [float(v) for v in q]


def _axis_angle(rot: np.ndarray) -> tuple[list[float], float]:
    """Unit axis and angle in [0, pi] of a rotation (axis z for the identity)."""
    x, y, z, w = quat_from_rotation(rot)
    s = math.sqrt(x * x + y * y + z * z)
    if s < 1e-12:
        return [0.0, 0.0, 1.0], 0.0
    return [x / s, y / s, z / s], 2.0 * math.atan2(s, w)


def _axis_rotation(axis: Sequence[float], angle: float) -> np.ndarray:
    """Rotation of ``angle`` about a unit ``axis`` (Rodrigues)."""
    k = np.asarray(axis, dtype=float)
    norm = np.linalg.norm(k)
    if norm == 0:
        raise SimError("rotation axis must not be zero")
    k = k / norm
    kx = np.array([[0.0, -k[2], k[1]], [k[2], 0.0, -k[0]], [-k[1], k[0], 0.0]])
    return np.eye(3) + math.sin(angle) * kx + (1 - math.cos(angle)) * (kx @ kx)


def _frame_from_axes(first: np.ndarray, second: np.ndarray | None, which: int) -> np.ndarray:
    """A rotation whose axis ``which`` (0 x, 1 y, 2 z) is ``first``; the next axis (cyclically)
    lies in the plane of ``first`` and ``second`` (any perpendicular when ``second`` is None)."""
    a = first / np.linalg.norm(first)
    if second is None or np.linalg.norm(np.cross(a, second)) < 1e-12:
        helper = np.array([1.0, 0.0, 0.0]) if abs(a[0]) < 0.9 else np.array([0.0, 1.0, 0.0])
        second = helper
    b = np.asarray(second, dtype=float) - (np.asarray(second, dtype=float) @ a) * a
    b /= np.linalg.norm(b)
    c = np.cross(a, b)
    axes = [np.zeros(3)] * 3
    axes[which], axes[(which + 1) % 3], axes[(which + 2) % 3] = a, b, c
    return np.column_stack(axes)


class GeometryAPI:
    """``sim`` functions of pure geometry (no simulation state but the random generator)."""

    def buildIdentityMatrix(self) -> list[float]:
        """The identity transformation matrix (12 values)."""
        return [1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0]

    def buildMatrix(self, position: Sequence[float], euler_angles: Sequence[float]) -> list[float]:
        """Matrix of a position and Euler angles (alpha, beta, gamma)."""
        rot = rotation_from_euler(vector(euler_angles, 3, "Euler angles"))
        return from_transform((rot, np.array(vector(position, 3, "position"))), 12)

    def buildPose(self, position: Sequence[float], euler_or_axis: Sequence[float], mode: int = 0,
                  axis2: Sequence[float] | None = None) -> list[float]:
        """Pose of a position and, by ``mode``: 0 Euler angles; 1, 2, 3 the frame's x, y or z
        axis (then ``axis2``, if given, fixes the next axis's plane: y, z or x)."""
        pos = np.array(vector(position, 3, "position"))
        values = vector(euler_or_axis, 3, "Euler angles or axis")
        mode = integer(mode, "mode")
        if mode == 0:
            rot = rotation_from_euler(values)
        elif mode in (1, 2, 3):
            if not any(values):
                raise SimError("buildPose: the axis must not be zero")
            second = np.array(vector(axis2, 3, "axis2")) if axis2 is not None else None
            rot = _frame_from_axes(np.array(values), second, mode - 1)
        else:
            raise SimError(f"buildPose: mode must be 0 (Euler angles) or 1..3 (x, y or z axis), got {mode}")
        return from_transform((rot, pos), 7)

    def getEulerAnglesFromMatrix(self, matrix: Sequence[float]) -> list[float]:
        """Euler angles (alpha, beta, gamma) of a matrix's rotation."""
        (rot, _), _ = to_transform(matrix12(matrix), "matrix")
        return euler_from_rotation(rot)

    def multiplyMatrices(self, matrix_in1: Sequence[float], matrix_in2: Sequence[float]) -> list[float]:
        """``matrix_in1 @ matrix_in2`` (transforms composed)."""
        a, _ = to_transform(matrix12(matrix_in1, "matrix 1"))
        b, _ = to_transform(matrix12(matrix_in2, "matrix 2"))
        return from_transform(_compose(a, b), 12)

    def multiplyPoses(self, pose_in1: Sequence[float], pose_in2: Sequence[float]) -> list[float]:
        """``pose_in1 * pose_in2`` (transforms composed)."""
        a, _ = to_transform(pose7(pose_in1, "pose 1"))
        b, _ = to_transform(pose7(pose_in2, "pose 2"))
        return from_transform(_compose(a, b), 7)

    def getMatrixInverse(self, matrix: Sequence[float]) -> list[float]:
        """Inverse of a transformation matrix."""
        t, _ = to_transform(matrix12(matrix))
        return from_transform(_invert(t), 12)

    def getPoseInverse(self, pose: Sequence[float]) -> list[float]:
        """Inverse of a pose."""
        t, _ = to_transform(pose7(pose))
        return from_transform(_invert(t), 7)

    def getQuaternionInverse(self, quat: Sequence[float]) -> list[float]:
        """Inverse (conjugate of the normalised) quaternion x, y, z, w."""
        q = np.array(quaternion(quat))
        q /= np.linalg.norm(q)
        return [float(-q[0]), float(-q[1]), float(-q[2]), float(q[3])]

    def poseToMatrix(self, pose: Sequence[float]) -> list[float]:
        """The matrix of a pose."""
        t, _ = to_transform(pose7(pose))
        return from_transform(t, 12)

    def matrixToPose(self, matrix: Sequence[float]) -> list[float]:
        """The pose of a matrix."""
        t, _ = to_transform(matrix12(matrix))
        return from_transform(t, 7)

    def interpolateMatrices(self, matrix_in1: Sequence[float], matrix_in2: Sequence[float],
                            interpol_factor: float) -> list[float]:
        """Matrix between two (factor 0: the first, 1: the second): positions linearly, rotations
        along the shorter arc."""
        return self._interpolate(matrix12(matrix_in1, "matrix 1"), matrix12(matrix_in2, "matrix 2"),
                                 interpol_factor, 12)

    def interpolatePoses(self, pose_in1: Sequence[float], pose_in2: Sequence[float],
                         interpol_factor: float) -> list[float]:
        """Pose between two (factor 0: the first, 1: the second), as interpolateMatrices."""
        return self._interpolate(pose7(pose_in1, "pose 1"), pose7(pose_in2, "pose 2"), interpol_factor, 7)

    @staticmethod
    def _interpolate(first: list[float], second: list[float], factor: Any, form: int) -> list[float]:
        t = number(factor, "interpolation factor")
        (r1, p1), _ = to_transform(first)
        (r2, p2), _ = to_transform(second)
        q = slerp(quat_from_rotation(r1), quat_from_rotation(r2), t)
        return from_transform((rotation_from_quat(q), p1 + t * (p2 - p1)), form)

    def multiplyVector(self, matrix: Sequence[float], vect: Sequence[float]) -> list[float]:
        """Points (3 values each, any number of them) transformed by a pose or a matrix."""
        (rot, pos), _ = to_transform(matrix)
        values = vector(vect, None, "vector")
        if not values or len(values) % 3:
            raise SimError(f"vector must hold 3 values per point, got {len(values)}")
        points = np.array(values).reshape(-1, 3) @ rot.T + pos
        return [float(v) for v in points.reshape(-1)]

    def rotateAroundAxis(self, matrix_in: Sequence[float], axis: Sequence[float], axis_pos: Sequence[float],
                         angle: float) -> list[float]:
        """A pose or matrix rotated by ``angle`` about an axis through ``axis_pos`` (both in the
        world frame); answers in the form it was given."""
        t, form = to_transform(matrix_in, "matrix or pose")
        rot = _axis_rotation(vector(axis, 3, "axis"), number(angle, "angle"))
        center = np.array(vector(axis_pos, 3, "axis position"))
        about: Transform = (rot, center - rot @ center)
        return from_transform(_compose(about, t), form)

    def getRotationAxis(self, matrix_start: Sequence[float], matrix_goal: Sequence[float]) -> tuple[list[float], float]:
        """(axis in the world frame, angle) of the rotation taking one pose or matrix onto the
        other (positions are ignored): rotateAroundAxis(start, axis, pos, angle) gives goal's
        orientation."""
        (r1, _), _ = to_transform(matrix_start, "start")
        (r2, _), _ = to_transform(matrix_goal, "goal")
        return _axis_angle(r2 @ r1.T)

    def yawPitchRollToAlphaBetaGamma(self, yaw: float, pitch: float, roll: float) -> tuple[float, float, float]:
        """Euler angles of ``Rz(yaw) @ Ry(pitch) @ Rx(roll)``."""
        rot = _rz(number(yaw, "yaw")) @ _ry(number(pitch, "pitch")) @ _rx(number(roll, "roll"))
        a, b, g = euler_from_rotation(rot)
        return a, b, g

    def alphaBetaGammaToYawPitchRoll(self, alpha: float, beta: float, gamma: float) -> tuple[float, float, float]:
        """Yaw, pitch, roll of Euler angles (inverse of yawPitchRollToAlphaBetaGamma; at
        pitch = +-pi/2 roll is 0)."""
        r = rotation_from_euler([number(alpha, "alpha"), number(beta, "beta"), number(gamma, "gamma")])
        s = max(-1.0, min(1.0, float(-r[2, 0])))
        pitch = math.asin(s)
        if abs(s) < 1.0 - 1e-10:
            yaw = math.atan2(r[1, 0], r[0, 0])
            roll = math.atan2(r[2, 1], r[2, 2])
        else:
            yaw = math.atan2(-r[0, 1], r[1, 1])
            roll = 0.0
        return yaw, pitch, roll

    def getRandom(self, seed: int | None = None) -> float:
        """A random number in [0, 1); a seed restarts this API's generator at that seed."""
        rng: random.Random | None = self.__dict__.get("_random")
        if seed is not None:
            rng = random.Random(integer(seed, "seed"))
        elif rng is None:
            rng = random.Random()
        self.__dict__["_random"] = rng
        return rng.random()
