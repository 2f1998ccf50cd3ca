"""Physics on MuJoCo: forces and torques, contacts, velocities, mass and inertia, engine
parameters, joint modes and intervals, gravity.

Forces (``addForce``, ``addForceAndTorque``) add up and act during the next pass's dynamics, then
vanish, as in CoppeliaSim: they go to MuJoCo's ``xfrc_applied`` (world frame, at the body's centre
of mass) and are cleared after that pass. Engine parameters are CoppeliaSim's ``sim.mujoco_*``
ones (CoppeliaSim also simulates with MuJoCo): :data:`ENGINE_PARAMS` maps each onto MuJoCo's
options, a joint's degree of freedom or a body's geoms. Parameters of the other engines
(Bullet, ODE, Vortex, Newton) are refused with that reason.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import mujoco
import numpy as np

from tether.core.engine.errors import SimError
from tether.core.engine.objects import MjKind, SceneObject
from tether.core.simapi.args import integer, number, vector
from tether.core.simapi.base import Part
from tether.core.engine.states import ObjectType

__all__ = ["PhysicsAPI", "ENGINE_PARAMS", "EngineParam"]

_EXTENDED = 4194304  # sim.handleflag_extended
_JOINTMODE_DYNAMIC = 5
_HINGE, _SLIDE = int(mujoco.mjtJoint.mjJNT_HINGE), int(mujoco.mjtJoint.mjJNT_SLIDE)


@dataclass(frozen=True)
class EngineParam:
    """One CoppeliaSim ``sim.mujoco_*`` parameter: where it lives in MuJoCo."""

    name: str
    kind: str  # "float", "int" or "bool"
    scope: str  # "global", "joint" or "body"
    get: Callable[[mujoco.MjModel, int], Any]
    set: Callable[[mujoco.MjModel, int, Any], None] | None  # None: fixed once compiled


def _opt(field: str) -> tuple[Callable[[mujoco.MjModel, int], Any], Callable[[mujoco.MjModel, int, Any], None]]:
    return (lambda m, i: getattr(m.opt, field)), (lambda m, i, v: setattr(m.opt, field, v))


def _flag(bit: int, enable: bool = True) -> tuple[Callable[..., Any], Callable[..., None]]:
    attr = "enableflags" if enable else "disableflags"

    def get(m: mujoco.MjModel, i: int) -> bool:
        return bool(getattr(m.opt, attr) & bit)

    def put(m: mujoco.MjModel, i: int, v: Any) -> None:
        flags = getattr(m.opt, attr)
        setattr(m.opt, attr, (flags | bit) if v else (flags & ~bit))
    return get, put


def _multiccd() -> tuple[Callable[..., Any], Callable[..., None]]:
    """Multi-point CCD: an enable flag before MuJoCo 3.3, on by default (a disable flag) since."""
    bit = getattr(mujoco.mjtEnableBit, "mjENBL_MULTICCD", None)
    if bit is not None:
        return _flag(int(bit))
    get, put = _flag(int(mujoco.mjtDisableBit.mjDSBL_MULTICCD), enable=False)
    return (lambda m, i: not get(m, i)), (lambda m, i, v: put(m, i, not v))


def _dof(field: str) -> tuple[Callable[..., Any], Callable[..., None]]:
    def get(m: mujoco.MjModel, j: int) -> float:
        return float(getattr(m, field)[m.jnt_dofadr[j]])

    def put(m: mujoco.MjModel, j: int, v: Any) -> None:
        getattr(m, field)[m.jnt_dofadr[j]] = v
    return get, put


def _jnt(field: str) -> tuple[Callable[..., Any], Callable[..., None]]:
    return (lambda m, j: float(getattr(m, field)[j])), (lambda m, j, v: getattr(m, field).__setitem__(j, v))


def _geoms(field: str) -> tuple[Callable[..., Any], Callable[..., None]]:
    def ids(m: mujoco.MjModel, b: int) -> range:
        return range(m.body_geomadr[b], m.body_geomadr[b] + m.body_geomnum[b]) if m.body_geomnum[b] else range(0)

    def get(m: mujoco.MjModel, b: int) -> Any:
        values = [getattr(m, field)[g] for g in ids(m, b)]
        return values[0].item() if values else 0

    def put(m: mujoco.MjModel, b: int, v: Any) -> None:
        for g in ids(m, b):
            getattr(m, field)[g] = v
    return get, put


def _fixed(value: Callable[[mujoco.MjModel], Any]) -> tuple[Callable[..., Any], None]:
    return (lambda m, i: value(m)), None


#: CoppeliaSim's parameter id -> where it lives in MuJoCo.
ENGINE_PARAMS: dict[int, EngineParam] = {
    37002: EngineParam("mujoco_global_impratio", "float", "global", *_opt("impratio")),
    37006: EngineParam("mujoco_global_density", "float", "global", *_opt("density")),
    37007: EngineParam("mujoco_global_viscosity", "float", "global", *_opt("viscosity")),
    37008: EngineParam("mujoco_global_boundmass", "float", "global", *_fixed(lambda m: 0.0)),
    37009: EngineParam("mujoco_global_boundinertia", "float", "global", *_fixed(lambda m: 0.0)),
    37010: EngineParam("mujoco_global_overridemargin", "float", "global", *_opt("o_margin")),
    38002: EngineParam("mujoco_global_iterations", "int", "global", *_opt("iterations")),
    38003: EngineParam("mujoco_global_integrator", "int", "global", *_opt("integrator")),
    38004: EngineParam("mujoco_global_solver", "int", "global", *_opt("solver")),
    38005: EngineParam("mujoco_global_njmax", "int", "global", *_fixed(lambda m: int(m.njmax))),
    38006: EngineParam("mujoco_global_nconmax", "int", "global", *_fixed(lambda m: int(m.nconmax))),
    38007: EngineParam("mujoco_global_cone", "int", "global", *_opt("cone")),
    38009: EngineParam("mujoco_global_nstack", "int", "global", *_fixed(lambda m: -1)),
    39001: EngineParam("mujoco_global_computeinertias", "bool", "global", *_fixed(lambda m: False)),
    39002: EngineParam("mujoco_global_multithreaded", "bool", "global", *_fixed(lambda m: False)),
    39003: EngineParam("mujoco_global_multiccd", "bool", "global",
                       *_multiccd()),
    39004: EngineParam("mujoco_global_balanceinertias", "bool", "global", *_fixed(lambda m: False)),
    39005: EngineParam("mujoco_global_overridecontacts", "bool", "global",
                       *_flag(int(mujoco.mjtEnableBit.mjENBL_OVERRIDE))),
    40008: EngineParam("mujoco_joint_frictionloss", "float", "joint", *_dof("dof_frictionloss")),
    40016: EngineParam("mujoco_joint_stiffness", "float", "joint", *_jnt("jnt_stiffness")),
    40017: EngineParam("mujoco_joint_damping", "float", "joint", *_dof("dof_damping")),
    40018: EngineParam("mujoco_joint_springref", "float", "joint",
                       lambda m, j: float(m.qpos_spring[m.jnt_qposadr[j]]),
                       lambda m, j, v: m.qpos_spring.__setitem__(m.jnt_qposadr[j], v)),
    40021: EngineParam("mujoco_joint_armature", "float", "joint", *_dof("dof_armature")),
    40022: EngineParam("mujoco_joint_margin", "float", "joint", *_jnt("jnt_margin")),
    43011: EngineParam("mujoco_body_solmix", "float", "body", *_geoms("geom_solmix")),
    43012: EngineParam("mujoco_body_margin", "float", "body", *_geoms("geom_margin")),
    44001: EngineParam("mujoco_body_condim", "int", "body", *_geoms("geom_condim")),
    44002: EngineParam("mujoco_body_priority", "int", "body", *_geoms("geom_priority")),
}
_BY_NAME = {p.name: pid for pid, p in ENGINE_PARAMS.items()}


class PhysicsAPI(Part):
    """Forces, contacts, velocities, mass properties, engine parameters, joint modes."""

    # CoppeliaSim 4.x flags these functions take (values of CoppeliaSim's simConst.h)
    handleflag_extended = _EXTENDED
    handleflag_resetforce = 4194304
    handleflag_resettorque = 8388608
    handleflag_resetforcetorque = 12582912

    # -- bodies ---------------------------------------------------------------------------------
    def _dynamic_body(self, handle: Any) -> tuple[SceneObject, int]:
        obj = self._object(handle)
        m = self._sim.physics.model
        if obj.kind is MjKind.BODY:
            body = obj.mj_id
        elif obj.kind is MjKind.GEOM:
            body = int(m.geom_bodyid[obj.mj_id])
        else:
            raise SimError(f"object {obj.name!r} is not a shape")
        return obj, body

    def _apply(self, body: int, force: np.ndarray, torque: np.ndarray) -> None:
        sim = self._sim
        physics = sim.physics
        extra = self._extra
        if not extra.applied and self._clear_forces not in sim.loop.after_pass:
            sim.loop.after_pass.append(self._clear_forces)
        physics.data.xfrc_applied[body, :3] += force
        physics.data.xfrc_applied[body, 3:] += torque
        extra.applied[body] = True

    def _clear_forces(self) -> None:
        physics = self._sim.physics
        extra = self._extra
        for body in extra.applied:
            if body < physics.model.nbody:
                physics.data.xfrc_applied[body] = 0.0
        extra.applied.clear()

    def addForce(self, shape_handle: int, position: Sequence[float], force: Sequence[float]) -> None:
        """Add a force (world frame) acting at a point given in the shape's frame, for the next
        pass: the force at the centre of mass plus the torque of its lever arm."""
        physics = self._sim.physics
        obj, body = self._dynamic_body(shape_handle)
        f = np.array(vector(force, 3, "force"))
        local = np.array(vector(position, 3, "position"))
        physics.ensure_kinematics()
        d = physics.data
        frame_pos, frame_rot = self._shape_frame(obj, body)
        point = frame_pos + frame_rot @ local
        self._apply(body, f, np.cross(point - d.xipos[body], f))

    def addForceAndTorque(self, shape_handle: int, force: Sequence[float] | None = None,
                          torque: Sequence[float] | None = None) -> None:
        """Add a force and a torque (world frame, at the centre of mass) for the next pass.
        The handle may carry sim.handleflag_resetforce/resettorque (CoppeliaSim: clear what
        was added before in this pass)."""
        physics = self._sim.physics
        handle = integer(shape_handle, "shape handle")
        reset = handle & 12582912
        _, body = self._dynamic_body(handle & ~12582912 if reset and handle > 0 else handle)
        if reset and handle > 0:
            if reset & 4194304:
                physics.data.xfrc_applied[body, :3] = 0.0
            if reset & 8388608:
                physics.data.xfrc_applied[body, 3:] = 0.0
        f = np.array(vector(force, 3, "force")) if force is not None else np.zeros(3)
        t = np.array(vector(torque, 3, "torque")) if torque is not None else np.zeros(3)
        self._apply(body, f, t)

    def _shape_frame(self, obj: SceneObject, body: int) -> tuple[np.ndarray, np.ndarray]:
        d = self._sim.physics.data
        if obj.kind is MjKind.GEOM:
            return d.geom_xpos[obj.mj_id].copy(), d.geom_xmat[obj.mj_id].reshape(3, 3).copy()
        return d.xpos[body].copy(), d.xmat[body].reshape(3, 3).copy()

    def getVelocity(self, shape_handle: int) -> tuple[list[float], list[float]]:
        """(linear, angular) velocity of a shape's body, world frame."""
        self._dynamic_body(shape_handle)
        return self.getObjectVelocity(shape_handle)

    def getContactInfo(self, dynamic_pass: int, object_handle: int, index: int) -> tuple[list[Any], ...]:
        """Contact ``index`` of the last dynamics step that involves an object (sim.handle_all:
        any): (colliding object handles, contact point, force the second object exerts on the
        first, [normal if index carries sim.handleflag_extended]); empty lists past the end."""
        index = integer(index, "index")
        extended = bool(index & _EXTENDED)
        index &= ~_EXTENDED
        sim = self._sim
        physics = sim.physics
        m, d = physics.model, physics.data
        handle = integer(object_handle, "object handle")
        if handle == -2:  # sim.handle_all
            wanted = None
        else:
            obj = self._object(handle)
            wanted = {g for g in range(m.ngeom) if self._geom_owner(g) == obj.handle}
        found = -1
        for i in range(d.ncon):
            c = d.contact[i]
            if wanted is not None and c.geom1 not in wanted and c.geom2 not in wanted:
                continue
            found += 1
            if found < index:
                continue
            objects = [self._geom_owner(c.geom1), self._geom_owner(c.geom2)]
            frame = np.asarray(c.frame).reshape(3, 3)
            local = np.zeros(6)
            mujoco.mj_contactForce(m, d, i, local)
            force = frame.T @ local[:3]  # the contact frame's rows are its axes (normal first)
            result = (objects, [float(v) for v in c.pos], [float(v) for v in force])
            return (*result, [float(v) for v in frame[0]]) if extended else result
        empty: tuple[list[Any], ...] = ([], [], [])
        return (*empty, []) if extended else empty

    # -- mass and inertia ------------------------------------------------------------------------
    def setShapeMass(self, shape_handle: int, mass: float) -> None:
        """A shape's mass; the inertia scales with it (the same shape, denser)."""
        _, body = self._dynamic_body(shape_handle)
        value = number(mass, "mass")
        if value <= 0:
            raise SimError(f"mass must be positive, got {mass!r}")
        m = self._sim.physics.model
        old = float(m.body_mass[body])
        if old > 0:
            m.body_inertia[body] *= value / old
        m.body_mass[body] = value

    def setShapeInertia(self, shape_handle: int, inertia_matrix: Sequence[float],
                        transformation_matrix: Sequence[float]) -> None:
        """A shape's inertia: the 3x3 matrix per unit of mass (as getShapeInertia answers) in the
        frame ``transformation_matrix`` (12 values, relative to the shape) places at the centre
        of mass."""
        physics = self._sim.physics
        _, body = self._dynamic_body(shape_handle)
        inertia = np.array(vector(inertia_matrix, 9, "inertia matrix")).reshape(3, 3)
        frame = np.array(vector(transformation_matrix, 12, "transformation matrix")).reshape(3, 4)
        if not np.allclose(inertia, inertia.T, atol=1e-9):
            raise SimError("inertia matrix must be symmetric")
        in_shape = frame[:, :3] @ inertia @ frame[:, :3].T
        values, vectors = np.linalg.eigh(in_shape)
        if values.min() <= 0:
            raise SimError("inertia matrix must be positive definite")
        if np.linalg.det(vectors) < 0:
            vectors[:, 0] = -vectors[:, 0]
        m = physics.model
        quat = np.zeros(4)
        mujoco.mju_mat2Quat(quat, np.ascontiguousarray(vectors).reshape(9))
        m.body_inertia[body] = values * float(m.body_mass[body])
        m.body_iquat[body] = quat
        m.body_ipos[body] = frame[:, 3]
        physics.mark_kinematics_dirty()

    def computeMassAndInertia(self, shape_handle: int, density: float) -> int:
        """Mass (and inertia, scaled alike) of a shape from its primitive geoms' volume times
        ``density``; 1 on success, 0 for shapes with meshes (their volume is not kept)."""
        _, body = self._dynamic_body(shape_handle)
        rho = number(density, "density")
        m = self._sim.physics.model
        volume = 0.0
        for g in range(m.body_geomadr[body], m.body_geomadr[body] + m.body_geomnum[body]):
            size, kind = m.geom_size[g], m.geom_type[g]
            if kind == mujoco.mjtGeom.mjGEOM_BOX:
                volume += 8 * size[0] * size[1] * size[2]
            elif kind == mujoco.mjtGeom.mjGEOM_SPHERE:
                volume += 4 / 3 * math.pi * size[0] ** 3
            elif kind == mujoco.mjtGeom.mjGEOM_ELLIPSOID:
                volume += 4 / 3 * math.pi * size[0] * size[1] * size[2]
            elif kind == mujoco.mjtGeom.mjGEOM_CYLINDER:
                volume += math.pi * size[0] ** 2 * 2 * size[1]
            elif kind == mujoco.mjtGeom.mjGEOM_CAPSULE:
                volume += math.pi * size[0] ** 2 * (2 * size[1] + 4 / 3 * size[0])
            else:
                return 0
        if volume <= 0:
            return 0
        self.setShapeMass(shape_handle, rho * volume)
        return 1

    def isDynamicallyEnabled(self, object_handle: int) -> bool:
        """True for a shape whose body moves under physics (it has degrees of freedom) or a joint."""
        obj = self._object(object_handle)
        m = self._sim.physics.model
        if obj.type == ObjectType.JOINT:
            return True
        if obj.kind is MjKind.BODY:
            return bool(m.body_dofnum[obj.mj_id]) or bool(m.body_dofnum[m.body_rootid[obj.mj_id]])
        if obj.kind is MjKind.GEOM:
            return bool(m.body_dofnum[m.geom_bodyid[obj.mj_id]])
        return False

    # -- engine parameters --------------------------------------------------------------------
    def _engine_param(self, param: Any, kind: str, object_handle: Any) -> tuple[EngineParam, int]:
        pid = integer(param, "parameter id")
        spec = ENGINE_PARAMS.get(pid)
        if spec is None:
            raise SimError(f"engine parameter {pid} is not one of MuJoCo's (sim.mujoco_*): tether simulates "
                           "with MuJoCo only")
        if spec.kind != kind:
            raise SimError(f"sim.{spec.name} is a {spec.kind} parameter, not a {kind} one")
        handle = integer(object_handle if object_handle is not None else -1, "object handle")
        if spec.scope == "global":
            return spec, -1
        obj = self._object(handle)
        if spec.scope == "joint":
            if obj.type != ObjectType.JOINT:
                raise SimError(f"sim.{spec.name} applies to joints; {obj.name!r} is not one")
            return spec, obj.mj_id
        return spec, self._dynamic_body(handle)[1]

    def _get_engine(self, param: Any, kind: str, object_handle: Any) -> Any:
        spec, i = self._engine_param(param, kind, object_handle)
        value = spec.get(self._sim.physics.model, i)
        return {"float": float, "int": int, "bool": bool}[kind](value)

    def _set_engine(self, param: Any, kind: str, object_handle: Any, value: Any) -> None:
        spec, i = self._engine_param(param, kind, object_handle)
        if spec.set is None:
            raise SimError(f"sim.{spec.name} is fixed when tether compiles the scene")
        converted = number(value, spec.name) if kind == "float" else (
            bool(value) if kind == "bool" else integer(value, spec.name))
        spec.set(self._sim.physics.model, i, converted)

    def getEngineFloatParam(self, param_id: int, object_handle: int = -1) -> float:
        return self._get_engine(param_id, "float", object_handle)

    def getEngineInt32Param(self, param_id: int, object_handle: int = -1) -> int:
        return self._get_engine(param_id, "int", object_handle)

    def getEngineBoolParam(self, param_id: int, object_handle: int = -1) -> bool:
        return self._get_engine(param_id, "bool", object_handle)

    def setEngineFloatParam(self, param_id: int, object_handle: int, value: float) -> None:
        self._set_engine(param_id, "float", object_handle, value)

    def setEngineInt32Param(self, param_id: int, object_handle: int, value: int) -> None:
        self._set_engine(param_id, "int", object_handle, value)

    def setEngineBoolParam(self, param_id: int, object_handle: int, value: bool) -> None:
        self._set_engine(param_id, "bool", object_handle, value)

    # -- scene-wide arrays ---------------------------------------------------------------------
    def getArrayParam(self, param: int) -> list[float]:
        """sim.arrayparam_gravity (0): MuJoCo's gravity; other arrays (fog, lights...) are the
        GUI's: zeros."""
        if integer(param, "parameter id") == 0:
            return [float(v) for v in self._sim.physics.model.opt.gravity]
        return [0.0, 0.0, 0.0]

    def setArrayParam(self, param: int, values: Sequence[float]) -> None:
        """sim.arrayparam_gravity sets MuJoCo's gravity; the GUI's arrays are ignored."""
        if integer(param, "parameter id") == 0:
            self._sim.physics.model.opt.gravity[:] = vector(values, 3, "gravity")

    # -- joints -------------------------------------------------------------------------------
    def _scalar_joint(self, handle: Any) -> int:
        obj = self._object(handle)
        if obj.type != ObjectType.JOINT:
            raise SimError(f"object {obj.name!r} is not a joint")
        if int(self._sim.physics.model.jnt_type[obj.mj_id]) not in (_HINGE, _SLIDE):
            raise SimError(f"joint {obj.name!r} is spherical: it has no interval")
        return obj.mj_id

    def setJointInterval(self, object_handle: int, cyclic: bool, interval: Sequence[float]) -> None:
        """A joint's limits: ``interval`` is (minimum, range); cyclic (revolute only) removes them."""
        j = self._scalar_joint(object_handle)
        m = self._sim.physics.model
        if cyclic:
            if int(m.jnt_type[j]) != _HINGE:
                raise SimError("only revolute joints can be cyclic")
            m.jnt_limited[j] = 0
            return
        low, span = vector(interval, 2, "interval")
        if span < 0:
            raise SimError(f"interval range must not be negative, got {span}")
        m.jnt_range[j] = [low, low + span]
        m.jnt_limited[j] = 1

    def setJointMode(self, joint_handle: int, joint_mode: int, options: int = 0) -> None:
        """tether's joints are dynamic (simulated by MuJoCo with CoppeliaSim's motor): the dynamic
        mode is accepted; kinematic and dependent modes are refused with that reason."""
        self._scalar_joint(joint_handle)
        if integer(joint_mode, "joint mode") != _JOINTMODE_DYNAMIC:
            raise SimError("tether simulates every joint dynamically (sim.jointmode_dynamic): kinematic and "
                           "dependent joint modes are not supported")



# the constants scripts use with the engine parameter functions (CoppeliaSim's values)
for _name, _pid in _BY_NAME.items():
    setattr(PhysicsAPI, _name, _pid)
del _name, _pid
