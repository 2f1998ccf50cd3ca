"""Where scene objects are, and placing them: world poses read from MjData, written to qpos,
mocap bodies or the model.

The engine side of the API's pose functions (``sim.getObjectPosition``, ``setObjectPose``...):
free bodies are placed through their free joint, kinematic (mocap) bodies through mocap (a
static body following a parent keeps its pose relative to it), static bodies, geoms, sites and
cameras through the model; a joint and the body a joint drives through the model too
(:mod:`~tether.core.engine.joint_frames`: a joint's pose is its base frame, poses relative to a
joint are in its moving frame unless CoppeliaSim's ``sim.handleflag_reljointbaseframe`` asks for
the base). Rotations are 3x3 matrices.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import mujoco
import numpy as np

from tether.core.engine.joint_frames import carrier_joint, joint_frames, place_carrier, place_joint
from tether.core.engine.objects import MjKind, SceneObject
from tether.core.engine.states import ObjectType
from tether.core.engine.joint_types import FREE

if TYPE_CHECKING:
    from tether.core.engine.physics import Physics
    from tether.core.engine.sensing import Sensors

__all__ = ["body_motion", "move_body_origin", "mujoco_quat", "reference_frame", "set_world_pose", "world_pose"]


def mujoco_quat(r: np.ndarray) -> np.ndarray:
    """MuJoCo's quaternion (w, x, y, z) of a rotation matrix."""
    q = np.zeros(4)
    mujoco.mju_mat2Quat(q, np.ascontiguousarray(r, dtype=float).reshape(9))
    return q


def world_pose(physics: Physics, obj: SceneObject) -> tuple[np.ndarray, np.ndarray]:
    """An object's world position and rotation matrix (copies); a joint's is its base frame."""
    physics.ensure_kinematics()
    d, m = physics.data, physics.model
    i = obj.mj_id
    if obj.kind is MjKind.BODY:
        return d.xpos[i].copy(), d.xmat[i].reshape(3, 3).copy()
    if obj.kind is MjKind.GEOM:
        return d.geom_xpos[i].copy(), d.geom_xmat[i].reshape(3, 3).copy()
    if obj.kind is MjKind.SITE:
        return d.site_xpos[i].copy(), d.site_xmat[i].reshape(3, 3).copy()
    if obj.kind is MjKind.CAMERA:
        return d.cam_xpos[i].copy(), d.cam_xmat[i].reshape(3, 3).copy()
    return joint_frames(m, d, i, physics.caches.joint_frames)[0]


def reference_frame(physics: Physics, obj: SceneObject, joint_base: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """The world frame poses relative to ``obj`` are given in: a joint's moving frame (its base
    frame with ``joint_base``: CoppeliaSim's ``sim.handleflag_reljointbaseframe``), any other
    object's own frame."""
    if obj.kind is MjKind.JOINT and not joint_base:
        physics.ensure_kinematics()
        return joint_frames(physics.model, physics.data, obj.mj_id, physics.caches.joint_frames)[1]
    return world_pose(physics, obj)


def _body_pose(physics: Physics, body: int) -> tuple[np.ndarray, np.ndarray]:
    physics.ensure_kinematics()
    d = physics.data
    return d.xpos[body].copy(), d.xmat[body].reshape(3, 3).copy()


def set_world_pose(physics: Physics, sensors: Sensors, obj: SceneObject, pos: np.ndarray, rot: np.ndarray) -> None:
    """Move an object: free bodies via qpos, kinematic (mocap) bodies via mocap, static
    objects, joints (their base frame) and the bodies joints drive via the model."""
    m, d = physics.model, physics.data
    i = obj.mj_id
    quat = mujoco_quat(rot)
    if obj.kind is MjKind.BODY:
        mocap = m.body_mocapid[i]
        if mocap >= 0 and i in physics.followers:
            physics.set_follower_pose(i, pos, quat)
        elif mocap >= 0:
            d.mocap_pos[mocap] = pos
            d.mocap_quat[mocap] = quat
        elif m.body_jntnum[i] == 1 and m.jnt_type[m.body_jntadr[i]] == FREE:
            j = m.body_jntadr[i]
            qa, va = m.jnt_qposadr[j], m.jnt_dofadr[j]
            d.qpos[qa : qa + 3] = pos
            d.qpos[qa + 3 : qa + 7] = quat
            d.qvel[va : va + 6] = 0.0
        elif m.body_jntnum[i] == 0:
            ppos, prot = _body_pose(physics, m.body_parentid[i])
            m.body_pos[i] = prot.T @ (pos - ppos)
            m.body_quat[i] = mujoco_quat(prot.T @ rot)
        else:  # hangs from one joint (several: carrier_joint says what to do instead)
            joint = carrier_joint(m, i)
            assert joint is not None  # a free body was placed above
            physics.ensure_kinematics()
            place_carrier(m, d, joint, (np.asarray(pos, dtype=float), np.asarray(rot, dtype=float)))
            physics.caches.joint_frames.pop(joint, None)  # its frame in the body moved
    elif obj.kind in (MjKind.GEOM, MjKind.SITE, MjKind.CAMERA):
        body = {MjKind.GEOM: m.geom_bodyid, MjKind.SITE: m.site_bodyid, MjKind.CAMERA: m.cam_bodyid}[obj.kind][i]
        ppos, prot = _body_pose(physics, body)
        prefix = {MjKind.GEOM: "geom", MjKind.SITE: "site", MjKind.CAMERA: "cam"}[obj.kind]
        getattr(m, f"{prefix}_pos")[i] = prot.T @ (pos - ppos)
        getattr(m, f"{prefix}_quat")[i] = mujoco_quat(prot.T @ rot)
        if obj.kind is not MjKind.CAMERA:
            # MuJoCo skips the local pose of geoms/sites compiled as "same frame as the body"
            getattr(m, f"{prefix}_sameframe")[i] = 0
        if obj.type == ObjectType.PROXIMITY_SENSOR:
            sensors.sync_proximity_rays(i)
    else:  # a joint: its base frame, with what it carries
        physics.ensure_kinematics()
        place_joint(m, d, i, (np.asarray(pos, dtype=float), np.asarray(rot, dtype=float)))
    physics.mark_kinematics_dirty()


def body_motion(m: mujoco.MjModel, d: mujoco.MjData, body: int) -> tuple:
    """How a body can be placed directly: ("mocap", id, its row of d.mocap_pos), ("free",
    qposadr, dofadr) or ("other",). The row is a view of ``d`` (the cache goes with it)."""
    if m.body_mocapid[body] >= 0:
        mocap = int(m.body_mocapid[body])
        return ("mocap", mocap, d.mocap_pos[mocap])
    if m.body_jntnum[body] == 1 and m.jnt_type[m.body_jntadr[body]] == FREE:
        j = m.body_jntadr[body]
        return ("free", int(m.jnt_qposadr[j]), int(m.jnt_dofadr[j]))
    return ("other",)


def move_body_origin(physics: Physics, body: int, pos: Sequence[float]) -> bool:
    """Fast path: place a kinematic (mocap) or free body keeping its orientation; False when
    the body needs the general path (:func:`set_world_pose`)."""
    if body in physics.followers:
        return False  # placed relative to its parent: the general path
    motions = physics.caches.body_motion
    kind = motions.get(body)
    if kind is None:
        kind = motions[body] = body_motion(physics.model, physics.data, body)
    d = physics.data
    if kind[0] == "mocap":
        row = kind[2]
        row[0], row[1], row[2] = pos  # three scalar writes: cheaper than converting a list
    elif kind[0] == "free":
        qa, va = kind[1], kind[2]
        d.qpos[qa : qa + 3] = pos
        d.qvel[va : va + 6] = 0.0
    else:
        return False
    physics.mark_kinematics_dirty()
    return True
