"""CoppeliaSim's joint frames over MuJoCo's joints, and placing a joint or the body it drives.

A CoppeliaSim joint has a *base* frame (where the joint object sits, fixed in its parent) and a
*moving* frame: the base turned about its z axis by a revolute joint's angle, shifted along z by
a prismatic joint's position; the joint's children hang from the moving frame. MuJoCo keeps a
joint inside the body it moves (its carrier): an anchor and an axis in that body's frame, applied
as the displacement ``q - qpos0`` (tether's importer sets ``qpos0`` to the file's joint position
and places the body where the file has it). With ``F`` the joint's frame in the carrier body (at
the anchor, z along the axis), ``L`` the body's pose in its parent body ``P`` and ``D(q)`` the
joint's displacement (ball joints: the rotation of ``qpos``, with ``D(qpos0)`` the identity):

    carrier(q) = P · L · F · D(q - q0) · F⁻¹     base = P · L · F · D(q0)⁻¹     moving = base · D(q) = carrier · F

A body with several joints (MJCF) applies them in turn, each from the frame the previous left.
The turn of ``F`` about the axis is no MuJoCo field: the CoppeliaSim importer records ``F``'s
quaternion in the joint's user data (:data:`FRAME_USER_VALUES` values); other joints get a frame
with z along the axis (:func:`align_z`).

Placing a joint (its base) moves its carrier body in the parent: ``L`` changes. Placing the body
a joint drives keeps the joint's base and position and changes ``F`` and ``L`` together, as
CoppeliaSim changes the shape's pose in the joint's moving frame. Both edit the model (restored at
stop); bodies with several joints refuse, with one line saying what to place instead.
"""

from __future__ import annotations

import math

import mujoco
import numpy as np

from tether.core.engine.errors import SimError
from tether.core.engine.joint_types import BALL, FREE, HINGE, SLIDE

__all__ = ["FRAME_USER_VALUES", "Frame", "align_z", "carrier_joint", "frame_in_body", "joint_frames", "place_carrier", "place_joint"]

Frame = tuple[np.ndarray, np.ndarray]  # (position, 3x3 rotation) in the world or a parent frame
#: How many of a joint's user values hold its frame's quaternion (w, x, y, z) in its body.
FRAME_USER_VALUES = 4


def align_z(axis: np.ndarray) -> np.ndarray:
    """A rotation taking +z onto ``axis`` (identity when they already agree): Rodrigues' turn
    about z x axis, written out in plain floats (this runs on every pose call of a joint)."""
    x, y, z = np.asarray(axis, dtype=float).tolist()
    n = math.sqrt(x * x + y * y + z * z)
    x, y, c = x / n, y / n, z / n
    if c > 1 - 1e-12:
        return np.eye(3)
    if c < -1 + 1e-12:
        return np.diag([1.0, -1.0, -1.0])
    k = 1.0 / (1.0 + c)
    return np.array([[1.0 - x * x * k, -x * y * k, x],
                     [-x * y * k, 1.0 - y * y * k, y],
                     [-x, -y, c]])


def _compose(a: Frame, b: Frame) -> Frame:
    return a[0] + a[1] @ b[0], a[1] @ b[1]


def _inverse(a: Frame) -> Frame:
    return -a[1].T @ a[0], a[1].T


def _quat_matrix(q: np.ndarray) -> np.ndarray:
    r = np.zeros(9)
    mujoco.mju_quat2Mat(r, np.asarray(q, dtype=float))
    return r.reshape(3, 3)


def _matrix_quat(r: np.ndarray) -> np.ndarray:
    q = np.zeros(4)
    mujoco.mju_mat2Quat(q, np.ascontiguousarray(r, dtype=float).reshape(9))
    return q


def _recorded_rotation(m: mujoco.MjModel, j: int) -> np.ndarray | None:
    """The frame rotation the importer recorded for joint ``j``, if its user data holds one
    that agrees with the joint's axis (other user data is someone else's)."""
    if m.nuser_jnt < FRAME_USER_VALUES:
        return None
    w, x, y, z = m.jnt_user[j, :FRAME_USER_VALUES].tolist()  # plain floats: this runs per pose call
    if abs(w * w + x * x + y * y + z * z - 1.0) > 1e-6:
        return None
    if m.jnt_type[j] != BALL:  # MuJoCo keeps no axis for a ball: nothing to agree with
        ax, ay, az = m.jnt_axis[j].tolist()
        if max(abs(2 * (x * z + w * y) - ax), abs(2 * (y * z - w * x) - ay), abs(1 - 2 * (x * x + y * y) - az)) > 1e-6:
            return None
    return np.array([[1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)],
                     [2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)],
                     [2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)]])


def frame_in_body(m: mujoco.MjModel, j: int, known: dict[int, Frame] | None = None) -> Frame:
    """Joint ``j``'s frame in its body: at its anchor, z along its axis. ``known``: frames
    found before for this model, kept by its caller until the model changes (read-only)."""
    if known is not None:
        found = known.get(j)
        if found is None:
            found = known[j] = frame_in_body(m, j)
        return found
    rot = _recorded_rotation(m, j)
    return m.jnt_pos[j].copy(), (align_z(m.jnt_axis[j]) if rot is None else rot)


def _displacement(m: mujoco.MjModel, j: int, q: np.ndarray | float, frame_rot: np.ndarray,
                  inverse: bool = False) -> Frame:
    """``D(q)`` in the joint's frame (``D(q)⁻¹`` with ``inverse``): a turn about z, a shift along
    z, or a ball's rotation."""
    kind = m.jnt_type[j]
    if kind == HINGE:
        angle = -float(q) if inverse else float(q)
        c, s = math.cos(angle), math.sin(angle)
        return np.zeros(3), np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])
    if kind == SLIDE:
        return np.array([0.0, 0.0, -float(q) if inverse else float(q)]), np.eye(3)
    # a ball's qpos turns the body in the body's frame: seen from the joint's frame
    turn = frame_rot.T @ _quat_matrix(q) @ frame_rot
    return np.zeros(3), (turn.T if inverse else turn)


def _position(m: mujoco.MjModel, d: mujoco.MjData, j: int) -> tuple[np.ndarray | float, np.ndarray | float]:
    """(q, q0) of joint ``j`` (a ball's q0 is the identity quaternion: its D(q0) is no turn)."""
    adr = m.jnt_qposadr[j]
    if m.jnt_type[j] == BALL:
        return d.qpos[adr:adr + 4].copy(), np.array([1.0, 0.0, 0.0, 0.0])
    return float(d.qpos[adr]), float(m.qpos0[adr])


def _body_start(m: mujoco.MjModel, d: mujoco.MjData, body: int) -> Frame:
    """``P · L``: the body's frame before its joints move it (kinematics must be current)."""
    parent = m.body_parentid[body]
    ppos, prot = d.xpos[parent], d.xmat[parent].reshape(3, 3)
    return ppos + prot @ m.body_pos[body], prot @ _quat_matrix(m.body_quat[body])


def joint_frames(m: mujoco.MjModel, d: mujoco.MjData, j: int, known: dict[int, Frame] | None = None) -> tuple[Frame, Frame]:
    """(base, moving) world frames of joint ``j`` (kinematics must be current); ``known``: as
    :func:`frame_in_body`'s."""
    body = m.jnt_bodyid[j]
    if j == m.body_jntadr[body] + m.body_jntnum[body] - 1:  # the body's last (most often only) joint
        f = frame_in_body(m, j, known)
        xmat = d.xmat[body].reshape(3, 3)
        moving = (d.xpos[body] + xmat @ f[0], xmat @ f[1])  # moving = carrier · F
        q, _ = _position(m, d, j)
        return _compose(moving, _displacement(m, j, q, f[1], inverse=True)), moving
    frame = _body_start(m, d, body)
    for k in range(m.body_jntadr[body], j + 1):  # the joints before j move j's frame
        f = frame_in_body(m, k, known)
        q, q0 = _position(m, d, k)
        base = _compose(_compose(frame, f), _displacement(m, k, q0, f[1], inverse=True))
        moving = _compose(base, _displacement(m, k, q, f[1]))
        frame = _compose(moving, _inverse(f))
    return base, moving


def carrier_joint(m: mujoco.MjModel, body: int) -> int | None:
    """The one hinge, slide or ball joint that moves ``body`` (None: no joint or a free one);
    SimError when the body has several (then no single CoppeliaSim joint carries it)."""
    count = m.body_jntnum[body]
    if count == 0 or m.jnt_type[m.body_jntadr[body]] == FREE:
        return None
    if count > 1:
        raise SimError(f"body {mujoco.mj_id2name(m, mujoco.mjtObj.mjOBJ_BODY, body)!r} is moved by {count} joints "
                       "in one MuJoCo body: it and its joints cannot be placed; place the object it hangs from")
    return int(m.body_jntadr[body])


def _set_body_in_parent(m: mujoco.MjModel, d: mujoco.MjData, body: int, world: Frame) -> None:
    """Set ``L`` so that the body's start frame (``P · L``) is ``world``."""
    parent = m.body_parentid[body]
    local = _compose(_inverse((d.xpos[parent].copy(), d.xmat[parent].reshape(3, 3).copy())), world)
    m.body_pos[body] = local[0]
    m.body_quat[body] = _matrix_quat(local[1])


def place_joint(m: mujoco.MjModel, d: mujoco.MjData, j: int, base: Frame) -> None:
    """Put joint ``j``'s base frame at ``base`` (world): its carrier body and what hangs from it
    follow, the joint position stays (kinematics must be current; mark them dirty after)."""
    body = int(m.jnt_bodyid[j])
    carrier_joint(m, body)  # several joints in one body: SimError, one line
    f = frame_in_body(m, j)
    _, q0 = _position(m, d, j)
    start = _compose(_compose(base, _displacement(m, j, q0, f[1])), _inverse(f))
    _set_body_in_parent(m, d, body, start)


def place_carrier(m: mujoco.MjModel, d: mujoco.MjData, j: int, pose: Frame) -> None:
    """Put the body joint ``j`` moves at ``pose`` (world), keeping the joint's base frame and
    position: the body's pose in the joint's moving frame changes (kinematics must be current;
    mark them dirty after)."""
    body = int(m.jnt_bodyid[j])
    base, moving = joint_frames(m, d, j)
    old_rot = frame_in_body(m, j)[1]
    recorded = _recorded_rotation(m, j) is not None
    f = _compose(_inverse(pose), moving)  # the joint's frame in the body at its new place
    _, q0 = _position(m, d, j)
    if m.jnt_type[j] == BALL:  # a ball's qpos turns the body in the body's frame: re-express it
        adr = m.jnt_qposadr[j]
        turn = f[1] @ old_rot.T
        d.qpos[adr:adr + 4] = _matrix_quat(turn @ _quat_matrix(d.qpos[adr:adr + 4]) @ turn.T)
    m.jnt_pos[j] = f[0]
    if m.jnt_type[j] != BALL:
        m.jnt_axis[j] = f[1][:, 2]
    if recorded:
        m.jnt_user[j, :FRAME_USER_VALUES] = _matrix_quat(f[1])
    _no_longer_simple(m, body)
    start = _compose(_compose(base, _displacement(m, j, q0, f[1])), _inverse(f))
    _set_body_in_parent(m, d, body, start)


def _no_longer_simple(m: mujoco.MjModel, body: int) -> None:
    """MuJoCo's "simple body" shortcuts assume joints at the body's origin along its axes: a
    moved joint may break that, so the body takes the general path (as the compiler decides)."""
    if not m.body_simple[body]:
        return
    m.body_simple[body] = 0
    run = 0
    for dof in range(m.nv - 1, -1, -1):  # the number of consecutive simple dofs from each dof
        run = run + 1 if m.body_simple[m.dof_bodyid[dof]] else 0
        m.dof_simplenum[dof] = run
