"""The regular API: the ``sim`` object, named and shaped like CoppeliaSim's.

Scripts see it as the global ``sim``; the remote API servers and Click call the same methods.
Handles are integers, ``-1`` is the world. Failing calls raise ``SimError`` with a clear text
(the remote servers turn it into an error code and a last-error string).

Callers outside scripts must call it on the thread that runs the simulation's passes (with
``tether serve``: through ``SimulationHost.call``).
Deprecated aliases used by the seeds (getObjectHandle, setJointForce, getIntegerSignal...) are
kept next to their current names.
"""

from __future__ import annotations

import math
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

import mujoco
import numpy as np

from tether.core.scripting import scripts as _scripts
from tether.core.engine.constants import SIM_CONSTANTS
from tether.core.engine import handle_flags
from tether.core.engine.errors import SimError
from tether.core.engine.generations import Generation, target_force_is_max_force
from tether.core.engine.log import VERBOSITY_SCRIPTINFOS
from tether.core.engine.motors import MotorMode
from tether.core.engine.objects import MjKind, SceneObject, alias_of
from tether.core.engine.poses import move_body_origin, reference_frame, set_world_pose, world_pose
from tether.core.scripting.run_end import script_description
from tether.core.simapi import SimAPIParts
from tether.core.importers.scene_switch import find_scene_file
from tether.core.simapi.args import buffer, integer, number, sequence, text, vector, vector3
from tether.core.simapi.colours import TRANSPARENCY, paint_geoms
from tether.core.simapi.lookup import nth_object
from tether.core.simapi.drawing import DrawingAPI
from tether.core.engine.states import JointType, ObjectType, SimulationState
from tether.core.engine.suggest import SimFunctionMissing, not_implemented
from tether.core.engine import joint_types

if TYPE_CHECKING:
    from tether.core.simapi.host import Host

# -- geometry helpers -----------------------------------------------------------------------------


def euler_from_matrix(r: np.ndarray) -> list[float]:
    """CoppeliaSim Euler angles (alpha, beta, gamma): R = Rx(alpha) @ Ry(beta) @ Rz(gamma)."""
    beta = math.asin(max(-1.0, min(1.0, r[0, 2])))
    if abs(r[0, 2]) < 1.0 - 1e-12:
        alpha = math.atan2(-r[1, 2], r[2, 2])
        gamma = math.atan2(-r[0, 1], r[0, 0])
    else:  # gimbal lock: put everything in alpha
        alpha = math.atan2(r[2, 1], r[1, 1])
        gamma = 0.0
    return [alpha, beta, gamma]


def matrix_from_euler(angles: Sequence[float]) -> np.ndarray:
    a, b, g = (float(v) for v in angles)
    ca, sa, cb, sb, cg, sg = math.cos(a), math.sin(a), math.cos(b), math.sin(b), math.cos(g), math.sin(g)
    rx = np.array([[1, 0, 0], [0, ca, -sa], [0, sa, ca]])
    ry = np.array([[cb, 0, sb], [0, 1, 0], [-sb, 0, cb]])
    rz = np.array([[cg, -sg, 0], [sg, cg, 0], [0, 0, 1]])
    return rx @ ry @ rz


def quat_from_matrix(r: np.ndarray) -> list[float]:
    """Quaternion (x, y, z, w), CoppeliaSim's order."""
    q = np.zeros(4)
    mujoco.mju_mat2Quat(q, np.ascontiguousarray(r, dtype=float).reshape(9))
    return [float(q[1]), float(q[2]), float(q[3]), float(q[0])]


def matrix_from_quat(xyzw: Sequence[float]) -> np.ndarray:
    q = np.array([xyzw[3], xyzw[0], xyzw[1], xyzw[2]], dtype=float)
    norm = np.linalg.norm(q)
    if not np.isfinite(norm) or norm == 0.0:
        raise SimError(f"invalid quaternion {list(xyzw)!r}")
    r = np.zeros(9)
    mujoco.mju_quat2Mat(r, q / norm)
    return r.reshape(3, 3)


def _from_script_object(path: str) -> str:
    """A path relative to a CoppeliaSim 4.6+ script object, relative to its object instead:
    '..' is the object itself ('.'), '../x' its child x, '../../x' its sibling."""
    if path == "..":
        return "."
    if path.startswith("../"):
        return "./" + path[3:] if not path.startswith("../../") else path[3:]
    return path


class _Constants:
    """CoppeliaSim constants available as attributes of ``sim`` (tether.core.engine.constants)."""

    handle_world = -1
    # tether's name for the first pass's state (CoppeliaSim: simulation_advancing_firstafterstop)
    simulation_advancing_firstpass = SimulationState.ADVANCING_FIRSTPASS.value


for _name, _value in SIM_CONSTANTS.items():
    setattr(_Constants, _name, _value)
del _name, _value


# enum members used on hot paths (a member lookup costs more than a module global)
_POSITION, _VELOCITY = MotorMode.POSITION, MotorMode.VELOCITY
_BODY = MjKind.BODY
_DOFS = {joint_types.FREE: 6, joint_types.BALL: 3, joint_types.SLIDE: 1, joint_types.HINGE: 1}  # velocities per joint

PROGRAM_VERSION = 40500  # CoppeliaSim 4.5.0: what legacy clients expect the server to report


class SimAPI(SimAPIParts, _Constants, DrawingAPI):
    """The regular API bound to one simulation (and, for scripts, to the calling script).

    ``generation``: which CoppeliaSim API the caller speaks, where a name's meaning differs
    (tether.core.engine.generations); by default a script's own, else V-REP's."""

    def __init__(self, simulation: Host, script: _scripts.Script | None = None,
                 generation: Generation | None = None) -> None:
        self._sim = simulation
        self._script = script
        # the joints validated so far (emptied when the model changes; the table outlives scenes)
        self._joint_ids = simulation.physics.caches.scalar_joint_ids
        if generation is None:
            generation = script.generation if script is not None else Generation.VREP
        self._generation = generation

    def __getattr__(self, name: str) -> Any:
        # Only for names the class lacks: "sim.setObjectColor is not implemented by tether", not
        # "'SimAPI' object has no attribute" (an AttributeError still: hasattr keeps working).
        if name.startswith("_"):
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        raise SimFunctionMissing(not_implemented(name, (n for n in dir(type(self)) if not n.startswith("_"))))

    # -- objects ------------------------------------------------------------------------------
    def _object(self, handle: Any) -> SceneObject:
        try:
            found = self._sim.scene.tree.by_handle.get(handle)  # the hot path: a valid int handle
        except TypeError:  # unhashable: reported below
            found = None
        if found is not None and type(handle) is not bool:
            return found
        if isinstance(handle, bool) or not isinstance(handle, (int, np.integer)):
            raise SimError(f"object handle must be an integer, got {handle!r}")
        if handle == self.handle_self:
            if self._script is None or self._script.object is None:
                raise SimError("sim.handle_self is only valid in a child script")
            return self._script.object
        return self._sim.scene.tree.get(int(handle))

    def _typed_object(self, handle: Any, *types: ObjectType) -> SceneObject:
        obj = self._object(handle)
        if obj.type not in types:
            wanted = " or ".join(t.name.lower().replace("_", " ") for t in types)
            raise SimError(f"object {obj.name!r} (handle {obj.handle}) is not a {wanted}")
        return obj

    def getObject(self, path: str, options: dict | None = None) -> int:
        """Handle of the object with this name or path (relative paths: from the calling script);
        ``{noError = true}``: -1 instead of an error when nothing matches."""
        if not isinstance(path, str):
            raise SimError(f"sim.getObject: object path must be a string, got {path!r}")
        origin = self._script.object if self._script is not None else None
        if self._script is not None and self._script.script_object and isinstance(path, str):
            path = _from_script_object(path)
        index = (options or {}).get("index") if isinstance(options, dict) else None
        if index is not None:  # the index-th match in the scene (tether.core.simapi.lookup)
            found = nth_object(self._sim.scene.tree, path, integer(index, "options.index"), origin)
            if found is not None:
                return found.handle
            path = f"{path}[{integer(index, 'options.index')}]"  # no match: the lookup below reports it
        if isinstance(options, dict) and options.get("noError"):
            found = self._sim.scene.tree.lookup_or_none(path, origin)
            return found.handle if found is not None else -1
        return self._sim.scene.tree.lookup(path, origin).handle

    # getObjectHandle (V-REP's name adjustment, sim.handle_self): tether.core.simapi.script_objects

    def getObjectAlias(self, handle: int, options: int = -1) -> str:
        """The alias (``joint#0`` of an older scene: ``joint``, as CoppeliaSim 4.3+), or with
        options 1..5 the object's path."""
        obj = self._object(handle)
        return obj.path if options in (1, 2, 3, 4, 5) else alias_of(obj.name)

    def getObjectName(self, handle: int) -> str:
        return self._object(handle).name

    def getObjectPath(self, handle: int) -> str:
        return self._object(handle).path

    def getObjectType(self, handle: int) -> int:
        return int(self._object(handle).type)

    def getJointType(self, handle: int) -> int:
        obj = self._typed_object(handle, ObjectType.JOINT)
        jt = self._sim.physics.model.jnt_type[obj.mj_id]
        if jt == joint_types.SLIDE:
            return JointType.PRISMATIC.value
        if jt == joint_types.BALL:
            return JointType.SPHERICAL.value
        return JointType.REVOLUTE.value

    def getObjectParent(self, handle: int) -> int:
        return self._object(handle).parent_handle

    def setObjectParent(self, handle: int, parent: int, keep_in_place: bool = True) -> None:
        """Re-parent an object under a shape or dummy (a body) or the world (-1). Dummies,
        sensors and cameras (MJCF sites and cameras) move to the new body; free bodies (dynamic
        shapes) and created objects are welded to it (tether.core.simapi.editing). ``keep_in_place``:
        keep the world pose (else keep the pose relative to the parent)."""
        obj = self._object(handle)
        new_parent = None if parent == -1 else self._object(parent)
        if obj.kind is MjKind.BODY:  # a weld to the new parent (tether.core.simapi.editing)
            self._sim.editor.set_body_parent(obj, new_parent, bool(keep_in_place))
            return
        if obj.kind not in (MjKind.SITE, MjKind.CAMERA):
            raise SimError(
                f"object {obj.name!r} is a {obj.type.name.lower().replace('_', ' ')} of MuJoCo's compiled "
                "kinematic tree and cannot be re-parented; re-parent its body instead"
            )
        if new_parent is not None and new_parent.kind is not MjKind.BODY:
            raise SimError(f"object {new_parent.name!r} cannot be a parent: use a body (shape or dummy) or -1")
        sim = self._sim
        physics = sim.physics
        m = physics.model
        pos, rot = self._world_pose(obj)
        prefix = "site" if obj.kind is MjKind.SITE else "cam"
        body = new_parent.mj_id if new_parent is not None else 0
        if not keep_in_place:
            local_pos = getattr(m, f"{prefix}_pos")[obj.mj_id].copy()
            local_quat = getattr(m, f"{prefix}_quat")[obj.mj_id].copy()
        getattr(m, f"{prefix}_bodyid")[obj.mj_id] = body
        sim.scene.tree.set_parent(obj, new_parent)
        if keep_in_place:
            self._set_world_pose(obj, pos, rot)
        else:
            getattr(m, f"{prefix}_pos")[obj.mj_id] = local_pos
            getattr(m, f"{prefix}_quat")[obj.mj_id] = local_quat
            if prefix == "site":
                m.site_sameframe[obj.mj_id] = 0
        if obj.type == ObjectType.PROXIMITY_SENSOR:
            sim.sensors.sync_proximity_rays(obj.mj_id)
        sim.sensors.rebind()
        physics.mark_kinematics_dirty()

    def getObjectChild(self, handle: int, index: int) -> int:
        children = self._object(handle).children if handle != -1 else self._sim.scene.tree.roots
        return children[index].handle if 0 <= index < len(children) else -1

    def getObjects(self, index: int, object_type: int = -1) -> int:
        """The index-th object of a type (sim.handle_all: any type), -1 past the end."""
        index, object_type = integer(index, "index"), integer(object_type, "object type")
        objs = [o for o in self._sim.scene.tree if object_type in (-1, self.handle_all) or o.type == object_type]
        return objs[index].handle if 0 <= index < len(objs) else -1

    def getObjectsInTree(self, tree_base: int = -2, object_type: int = -2, options: int = 0) -> list[int]:
        """Handles in a tree (sim.handle_scene / handle_all: the whole scene). options bit 1: exclude base."""
        if tree_base in (self.handle_scene, self.handle_all, -1):
            objs = list(self._sim.scene.tree)
        else:
            base = self._object(tree_base)
            objs = [base, *base.children] if options & 2 else list(base.walk())
            if options & 1:
                objs = objs[1:]
        return [o.handle for o in objs if object_type in (-1, -2) or o.type == object_type]

    def getObjectsByType(self, object_type: int) -> list[int]:
        return [o.handle for o in self._sim.scene.tree if o.type == object_type]

    # -- scene editing ----------------------------------------------------------------------
    def createDummy(self, size: float = 0.01, color: Sequence[float] | None = None) -> int:
        """A new dummy at the world origin; returns its handle (stop removes it)."""
        return self._sim.editor.create_dummy(number(size, "dummy size"), color)

    def createPrimitiveShape(self, primitive_type: int, sizes: Sequence[float], options: int = 0) -> int:
        """A new primitive shape (sim.primitiveshape_*) of these x, y, z sizes at the world
        origin, static and not respondable as in CoppeliaSim (make it dynamic with
        setObjectInt32Param(h, sim.shapeintparam_static, 0)); returns its handle."""
        primitive = integer(primitive_type, "primitive type")
        handle = self._sim.editor.create_primitive_shape(primitive, sizes, dynamic=False)
        self._set_respondable(handle, False)
        return handle

    def removeObjects(self, handles: Sequence[int], delayed_removal: bool = False) -> None:
        """Remove objects created or loaded at run time (and their children)."""
        self._sim.editor.remove([self._object(h).handle for h in sequence(handles, "object handles")])

    def removeObject(self, handle: int, delayed_removal: bool = False) -> None:
        """Remove one object created or loaded at run time (and its children)."""
        self.removeObjects([handle], delayed_removal)

    def removeModel(self, handle: int) -> int:
        self.removeObjects([handle])
        return 1

    def loadModel(self, path: str) -> int:
        """Load a model file into the running scene; returns its base object's handle. A
        CoppeliaSim ``.ttm`` name opens a model tether reads of the same stem (scene_switch); the
        remote doors confine the name to their ``--allow-files`` folder first."""
        file = Path(text(path, "model file name"))
        if file.suffix.lower() == ".ttm":
            file = find_scene_file(file, model=True)
        return self._sim.editor.load_model(file)

    def _set_respondable(self, handle: int, respondable: bool) -> None:
        m = self._sim.physics.model
        body = self._body_of(handle)
        for g in range(m.body_geomadr[body], m.body_geomadr[body] + m.body_geomnum[body]):
            m.geom_contype[g] = m.geom_conaffinity[g] = 1 if respondable else 0

    def resetDynamicObject(self, handle: int) -> None:
        """CoppeliaSim takes the object out of the physics engine and adds it back at rest where
        it is: the velocities of the degrees of freedom that move it in MuJoCo's tree (a free
        body's, the joints of the body it is, or the joint it is) become zero; with
        sim.handleflag_model, every object of its tree's; sim.handle_all: every object's. Its
        placement needs no reset: tether's pose changes take effect at once."""
        base, flags = handle_flags.split(handle)
        if base == self.handle_all:
            objects = list(self._sim.scene.tree)
        else:
            obj = self._object(base)
            objects = list(obj.walk()) if flags & self.handleflag_model else [obj]
        m, qvel = self._sim.physics.model, self._sim.physics.data.qvel
        for obj in objects:
            if obj.kind is MjKind.BODY:
                joints = range(m.body_jntadr[obj.mj_id], m.body_jntadr[obj.mj_id] + m.body_jntnum[obj.mj_id])
            elif obj.kind is MjKind.JOINT:
                joints = range(obj.mj_id, obj.mj_id + 1)
            else:
                continue
            for j in joints:
                dof = m.jnt_dofadr[j]
                qvel[dof:dof + _DOFS[int(m.jnt_type[j])]] = 0.0

    # -- poses --------------------------------------------------------------------------------
    # A joint's own pose is its base frame; poses relative to a joint are in its moving frame,
    # or its base frame with sim.handleflag_reljointbaseframe (tether.core.engine.joint_frames).
    def _world_pose(self, obj: SceneObject) -> tuple[np.ndarray, np.ndarray]:
        return world_pose(self._sim.physics, obj)

    def _frame(self, obj: SceneObject, relative_to: int, joint_base: bool = False) -> tuple[np.ndarray, np.ndarray] | None:
        """The reference frame for relative poses; None means the world."""
        if relative_to == -1:
            return None
        if relative_to == self.handle_parent:
            if obj.parent is None:
                return None
            return reference_frame(self._sim.physics, obj.parent, joint_base)
        return reference_frame(self._sim.physics, self._object(relative_to), joint_base)

    def _world_position(self, obj: SceneObject) -> np.ndarray:
        """The world position alone (a hinge's anchor needs no frame rotation). A hinge's is a
        view into MjData (read it before anything runs kinematics or a step)."""
        physics = self._sim.physics
        if obj.kind is MjKind.JOINT and physics.model.jnt_type[obj.mj_id] == joint_types.HINGE:
            physics.ensure_kinematics()
            return physics.data.xanchor[obj.mj_id]
        return world_pose(physics, obj)[0]  # (_world_pose's work, one call less on this hot path)

    def getObjectPosition(self, handle: int, relative_to: int = -1) -> list[float]:
        joint_base = False
        if handle_flags.flagged(handle, relative_to):
            handle, relative_to, _, joint_base = handle_flags.pose_args(handle, relative_to)
        obj = self._object(handle)
        pos = self._world_position(obj)
        if relative_to == -1:  # the world (most calls): no frame to look up
            return pos.tolist()  # Python floats
        frame = self._frame(obj, relative_to, joint_base)  # kinematics are up to date: pos stays valid
        if frame is not None:
            pos = frame[1].T @ (pos - frame[0])
        return pos.tolist()

    def getObjectMatrix(self, handle: int, relative_to: int = -1) -> list[float]:
        """12 numbers: the 3x4 matrix [R | p], row-major, as CoppeliaSim."""
        handle, relative_to, _, joint_base = handle_flags.pose_args(handle, relative_to)
        pos, rot = self._relative_pose(self._object(handle), relative_to, joint_base)
        return [float(v) for v in np.hstack([rot, pos.reshape(3, 1)]).reshape(12)]

    def _relative_pose(self, obj: SceneObject, relative_to: int, joint_base: bool) -> tuple[np.ndarray, np.ndarray]:
        pos, rot = self._world_pose(obj)
        frame = self._frame(obj, relative_to, joint_base)
        if frame is not None:
            pos, rot = frame[1].T @ (pos - frame[0]), frame[1].T @ rot
        return pos, rot

    def getObjectOrientation(self, handle: int, relative_to: int = -1) -> list[float]:
        handle, relative_to, _, joint_base = handle_flags.pose_args(handle, relative_to)
        return euler_from_matrix(self._relative_pose(self._object(handle), relative_to, joint_base)[1])

    def getObjectQuaternion(self, handle: int, relative_to: int = -1) -> list[float]:
        """(x, y, z, w); (w, x, y, z) with sim.handleflag_wxyzquat on either handle."""
        handle, relative_to, wxyz, joint_base = handle_flags.pose_args(handle, relative_to)
        quat = quat_from_matrix(self._relative_pose(self._object(handle), relative_to, joint_base)[1])
        return handle_flags.to_wxyz(quat, 0) if wxyz else quat

    def getObjectPose(self, handle: int, relative_to: int = -1) -> list[float]:
        """Position then quaternion (x, y, z, w): 7 numbers ((w, x, y, z) with
        sim.handleflag_wxyzquat on either handle)."""
        handle, relative_to, wxyz, joint_base = handle_flags.pose_args(handle, relative_to)
        pos, rot = self._relative_pose(self._object(handle), relative_to, joint_base)
        pose = [float(v) for v in pos] + quat_from_matrix(rot)
        return handle_flags.to_wxyz(pose, 3) if wxyz else pose

    def setObjectPosition(self, handle: int, relative_to: int, position: Sequence[float] | None = None) -> None:
        if position is None:  # CoppeliaSim 4.6 form: setObjectPosition(handle, position, relTo)
            relative_to, position = -1, relative_to  # type: ignore[assignment]
        joint_base = False
        if handle_flags.flagged(handle, relative_to):
            handle, relative_to, _, joint_base = handle_flags.pose_args(handle, relative_to)
        obj = self._object(handle)
        values = vector3(position, "position")
        if relative_to == -1 and obj.kind is _BODY and move_body_origin(self._sim.physics, obj.mj_id, values):
            return
        pos = np.array(values)
        _, rot = self._world_pose(obj)
        frame = self._frame(obj, relative_to, joint_base)
        if frame is not None:
            pos = frame[0] + frame[1] @ pos
        self._set_world_pose(obj, pos, rot)

    def setObjectOrientation(self, handle: int, relative_to: int, euler: Sequence[float] | None = None) -> None:
        if euler is None:
            relative_to, euler = -1, relative_to  # type: ignore[assignment]
        handle, relative_to, _, joint_base = handle_flags.pose_args(handle, relative_to)
        self._set_rotation(handle, relative_to, joint_base, matrix_from_euler(vector(euler, 3, "orientation")))

    def setObjectQuaternion(self, handle: int, relative_to: int, quaternion: Sequence[float] | None = None) -> None:
        if quaternion is None:
            relative_to, quaternion = -1, relative_to  # type: ignore[assignment]
        handle, relative_to, wxyz, joint_base = handle_flags.pose_args(handle, relative_to)
        values = vector(quaternion, 4, "quaternion")
        self._set_rotation(handle, relative_to, joint_base,
                           matrix_from_quat(handle_flags.from_wxyz(values, 0) if wxyz else values))

    def setObjectPose(self, handle: int, relative_to: int, pose: Sequence[float] | None = None) -> None:
        if pose is None:
            relative_to, pose = -1, relative_to  # type: ignore[assignment]
        handle, relative_to, wxyz, joint_base = handle_flags.pose_args(handle, relative_to)
        values = vector(pose, 7, "pose")
        if wxyz:
            values = handle_flags.from_wxyz(values, 3)
        obj = self._object(handle)
        pos, rot = np.array(values[:3]), matrix_from_quat(values[3:])
        frame = self._frame(obj, relative_to, joint_base)
        if frame is not None:
            pos, rot = frame[0] + frame[1] @ pos, frame[1] @ rot
        self._set_world_pose(obj, pos, rot)

    def _set_rotation(self, handle: int, relative_to: int, joint_base: bool, rot: np.ndarray) -> None:
        obj = self._object(handle)
        pos, _ = self._world_pose(obj)
        frame = self._frame(obj, relative_to, joint_base)
        if frame is not None:
            rot = frame[1] @ rot
        self._set_world_pose(obj, pos, rot)

    def _set_world_pose(self, obj: SceneObject, pos: np.ndarray, rot: np.ndarray) -> None:
        set_world_pose(self._sim.physics, self._sim.sensors, obj, pos, rot)

    def getObjectVelocity(self, handle: int) -> tuple[list[float], list[float]]:
        """Linear and angular velocity (world frame) of an object's body."""
        obj = self._object(handle)
        sim = self._sim
        m, d = sim.physics.model, sim.physics.data
        body = {
            MjKind.BODY: lambda i: i,
            MjKind.GEOM: lambda i: m.geom_bodyid[i],
            MjKind.SITE: lambda i: m.site_bodyid[i],
            MjKind.CAMERA: lambda i: m.cam_bodyid[i],
            MjKind.JOINT: lambda i: m.jnt_bodyid[i],
        }[obj.kind](obj.mj_id)
        sim.physics.ensure_kinematics()
        mujoco.mj_comPos(m, d)
        mujoco.mj_comVel(m, d)
        res = np.zeros(6)
        mujoco.mj_objectVelocity(m, d, mujoco.mjtObj.mjOBJ_BODY, int(body), res, 0)
        return [float(v) for v in res[3:]], [float(v) for v in res[:3]]

    # -- joints -------------------------------------------------------------------------------
    def _joint(self, handle: int) -> int:
        """MuJoCo id of a hinge/slide joint handle (validated once, then cached)."""
        cache = self._joint_ids
        try:
            jid = cache.get(handle)
        except TypeError:  # unhashable: _typed_object says what is wrong
            jid = None
        if jid is not None:
            return jid
        obj = self._typed_object(handle, ObjectType.JOINT)
        if self._sim.physics.model.jnt_type[obj.mj_id] == joint_types.BALL:
            raise SimError(f"joint {obj.name!r} is spherical: it has no scalar position")
        cache[obj.handle] = obj.mj_id
        return obj.mj_id

    def getJointPosition(self, handle: int) -> float:
        physics = self._sim.physics
        j = self._joint(handle)
        return float(physics.data.qpos[physics.model.jnt_qposadr[j]])

    def setJointPosition(self, handle: int, position: float) -> None:
        """Set a joint's position directly (teleport), also moving a position motor's target."""
        j = self._joint(handle)
        value = number(position, "joint position")
        sim = self._sim
        physics = sim.physics
        physics.data.qpos[physics.model.jnt_qposadr[j]] = value
        physics.data.qvel[physics.model.jnt_dofadr[j]] = 0.0
        motor = sim.scene.motors.get(j)
        if motor is not None and motor.mode is MotorMode.POSITION:
            motor.set_target(physics.model, physics.data, MotorMode.POSITION, value)
        physics.mark_kinematics_dirty()

    def getJointVelocity(self, handle: int) -> float:
        physics = self._sim.physics
        j = self._joint(handle)
        return float(physics.data.qvel[physics.model.jnt_dofadr[j]])

    def setJointTargetPosition(self, handle: int, position: float) -> None:
        self._sim.physics.command_motor(self._joint(handle), _POSITION, number(position, "target position"))

    def getJointTargetPosition(self, handle: int) -> float:
        return self._motor(handle).target_position

    def setJointTargetVelocity(self, handle: int, velocity: float) -> None:
        self._sim.physics.command_motor(self._joint(handle), _VELOCITY, number(velocity, "target velocity"))

    def getJointTargetVelocity(self, handle: int) -> float:
        return self._motor(handle).target_velocity

    def setJointTargetForce(self, handle: int, force: float, signed_value: bool = True) -> None:
        """Force/torque control: the motor applies exactly this force (within max force). For a
        CoppeliaSim 4.x caller, a joint in position or velocity control takes it as its maximum
        force instead (the rule and its generations: tether.core.engine.generations)."""
        physics = self._sim.physics
        joint = self._joint(handle)
        value = number(force, "target force")
        motor = self._sim.scene.motors.get(joint)
        if motor is not None and target_force_is_max_force(self._generation, motor.mode):
            if signed_value and value < 0 and motor.mode is MotorMode.VELOCITY:
                self.setJointTargetVelocity(handle, -motor.target_velocity)
            motor.set_max_force(physics.model, abs(value))
            return
        physics.command_motor(joint, MotorMode.FORCE, value)

    def getJointTargetForce(self, handle: int) -> float:
        return self._motor(handle).target_force

    def _motor(self, handle: int):  # noqa: ANN202 - Motor, kept private
        j = self._joint(handle)
        motor = self._sim.scene.motors.get(j)
        if motor is None:
            raise SimError(f"joint handle {handle} has no motor")
        return motor

    def getJointMaxForce(self, handle: int) -> float:
        return self._motor(handle).max_force(self._sim.physics.model)

    def setJointMaxForce(self, handle: int, force: float) -> None:
        self._motor(handle).set_max_force(self._sim.physics.model, number(force, "max force"))

    setJointForce = setJointMaxForce  # V-REP's name for the max force of the motor

    def getJointForce(self, handle: int) -> float:
        """Force/torque the joint's motor applied in the last step, with CoppeliaSim's sign (the
        reaction: DQ_VrepInterface negates it back). Joints without a motor: MuJoCo's actuator
        force on the joint."""
        j = self._joint(handle)
        sim = self._sim
        physics = sim.physics
        motor = sim.scene.motors.get(j)
        if motor is None:
            return -float(physics.data.qfrc_actuator[physics.model.jnt_dofadr[j]])
        return -motor.applied_force(physics.model, physics.data)

    def getJointMode(self, handle: int) -> tuple[int, int]:
        self._motor(handle)  # validates the handle: a motorised joint
        return (self.jointmode_dynamic, 0)

    def getJointInterval(self, handle: int) -> tuple[bool, list[float]]:
        j = self._joint(handle)
        m = self._sim.physics.model
        if not m.jnt_limited[j]:
            return True, [-math.pi, 2 * math.pi]
        lo, hi = (float(v) for v in m.jnt_range[j])
        return False, [lo, hi - lo]

    # -- sensors ------------------------------------------------------------------------------
    def handleProximitySensor(self, handle: int) -> int:
        """Compute proximity sensors now (sim.handle_all_except_explicit: all non-explicit)."""
        if handle in (self.handle_all, self.handle_all_except_explicit):
            self._sim.sensors.handle_proximity_sensors()
            return self._sim.sensors.detected_count()
        obj = self._typed_object(handle, ObjectType.PROXIMITY_SENSOR)
        self._sim.sensors.handle_proximity_sensors(obj.handle)
        return int(self._sim.sensors.proximity_reading(obj.handle).detected)

    def resetProximitySensor(self, handle: int) -> None:
        if handle in (self.handle_all, self.handle_all_except_explicit):
            self._sim.sensors.reset_proximity_sensors()
        else:
            self._sim.sensors.reset_proximity_sensors(self._typed_object(handle, ObjectType.PROXIMITY_SENSOR).handle)

    def readProximitySensor(self, handle: int) -> tuple[int, float, list[float], int, list[float]]:
        """(detectionState, distance, detectedPoint, detectedObjectHandle, surfaceNormal),
        point and normal in the sensor frame."""
        sim = self._sim
        if type(handle) is not int or handle not in sim.scene.proximity_sensors:
            handle = self._typed_object(handle, ObjectType.PROXIMITY_SENSOR).handle  # or the right error
        r = sim.sensors.proximity_reading(handle)
        if not r.detected:
            return 0, 0.0, [0.0, 0.0, 0.0], -1, [0.0, 0.0, 0.0]
        return 1, r.distance, list(r.point), self._geom_object(r.object_geom), list(r.normal)

    def _geom_object(self, geom: int) -> int:
        return self._sim.sensors.geom_object_handle(geom)

    def readForceSensor(self, handle: int) -> tuple[int, list[float], list[float]]:
        """(result, force, torque): result bit 0 set when values are available."""
        from tether.core.engine.sensors import read_force_sensor

        obj = self._typed_object(handle, ObjectType.FORCE_SENSOR)
        force, torque = read_force_sensor(self._sim.physics.data, self._sim.scene.force_sensors[obj.handle])
        return (1 if self._sim.loop.pass_count > 0 else 0), force, torque

    def getVisionSensorImg(self, handle: int, options: int = 0) -> tuple[bytes, list[int]]:
        """(image bytes, [width, height]): RGB, or grey with options bit 0; bottom row first."""
        obj = self._typed_object(handle, ObjectType.VISION_SENSOR)
        spec = self._sim.scene.vision_sensors[obj.handle]
        written = self._written_images().get(obj.handle)
        if written is not None and written[0] == self._sim.loop.total_passes:
            image = written[1]
        else:
            image = self._sim.sensors.render_vision_sensor(obj.mj_id, spec.resolution)
        if options & 1:  # grey: the integer mean of R, G and B, as CoppeliaSim computes it
            image = (image.astype(np.uint16).sum(axis=2) // 3).astype(np.uint8)
        return image.tobytes(), list(spec.resolution)

    def getVisionSensorDepth(self, handle: int) -> tuple[bytes, list[int]]:
        """(float32 depth values in [0, 1] between the clipping planes, [width, height])."""
        obj = self._typed_object(handle, ObjectType.VISION_SENSOR)
        spec = self._sim.scene.vision_sensors[obj.handle]
        depth = self._sim.sensors.render_vision_sensor(obj.mj_id, spec.resolution, depth=True)
        return depth.tobytes(), list(spec.resolution)

    def readVisionSensor(self, handle: int) -> tuple[int, list[float]]:
        """(detection state, CoppeliaSim's default packet of 15 values: minimum, maximum and
        average of intensity, red, green, blue and depth, each in [0, 1])."""
        obj = self._typed_object(handle, ObjectType.VISION_SENSOR)
        spec = self._sim.scene.vision_sensors[obj.handle]
        rgb = self._sim.sensors.render_vision_sensor(obj.mj_id, spec.resolution).reshape(-1, 3) / 255.0
        depth = self._sim.sensors.render_vision_sensor(obj.mj_id, spec.resolution, depth=True).reshape(-1, 1)
        channels = np.hstack([rgb.mean(axis=1, keepdims=True), rgb, depth])
        packet = np.concatenate([channels.min(axis=0), channels.max(axis=0), channels.mean(axis=0)])
        return 0, [float(v) for v in packet]

    def getVisionSensorImage(self, handle: int) -> list[float]:
        """V-REP's form: RGB values as floats in [0, 1]."""
        data, _ = self.getVisionSensorImg(handle)
        return (np.frombuffer(data, dtype=np.uint8) / 255.0).tolist()

    def getVisionSensorResolution(self, handle: int) -> list[int]:
        obj = self._typed_object(handle, ObjectType.VISION_SENSOR)
        return list(self._sim.scene.vision_sensors[obj.handle].resolution)

    def _written_images(self) -> dict[int, tuple[int, np.ndarray]]:
        """Images written with setVisionSensorImg: handle -> (pass it was written in, image)."""
        return self._sim.sensors.written_images

    def setVisionSensorImg(self, handle: int, image: bytes, options: int = 0,
                           pos: Sequence[int] = (0, 0), size: Sequence[int] = (0, 0)) -> None:
        """Write an RGB image (grey with options bit 0) into a vision sensor: getVisionSensorImg
        returns it until the next pass renders the sensor again. Whole images only."""
        obj = self._typed_object(handle, ObjectType.VISION_SENSOR)
        width, height = self._sim.scene.vision_sensors[obj.handle].resolution
        if list(pos or (0, 0)) != [0, 0] or list(size or (0, 0)) not in ([0, 0], [width, height]):
            raise SimError("setVisionSensorImg: tether writes whole images only (pos [0, 0], size [0, 0])")
        data = np.frombuffer(bytes(image), dtype=np.uint8)
        channels = 1 if options & 1 else 3
        if data.size != width * height * channels:
            raise SimError(f"image must be {width}x{height}x{channels} bytes ({width * height * channels}), "
                           f"got {data.size}")
        pixels = data.reshape(height, width, channels)
        if channels == 1:
            pixels = np.repeat(pixels, 3, axis=2)
        self._written_images()[obj.handle] = (self._sim.loop.total_passes, pixels.copy())

    # -- collision and distance -------------------------------------------------------------
    def _entity_geoms(self, handle: int) -> list[int]:
        """MuJoCo geoms of a collision entity: a shape (its body's geoms, or a world geom), or
        sim.handle_all for every geom."""
        m = self._sim.physics.model
        if handle == self.handle_all:
            return list(range(m.ngeom))
        collection = self.collection_geoms(handle)  # tether.core.simapi.sensing
        if collection is not None:
            return collection
        obj = self._object(handle)
        if obj.kind is MjKind.GEOM:
            return [obj.mj_id]
        if obj.kind is MjKind.BODY:
            return [g for g in range(m.ngeom) if m.geom_bodyid[g] == obj.mj_id]
        raise SimError(f"object {obj.name!r} is not a shape: it cannot collide")

    def checkDistance(self, entity1: int, entity2: int, threshold: float = 0.0) -> tuple[int, list[float]]:
        """(result, [x1, y1, z1, x2, y2, z2, distance]): the closest points of two entities.
        ``threshold`` > 0: result 0 when they are farther apart than that."""
        sim = self._sim
        physics = sim.physics
        physics.ensure_kinematics()
        m, d = physics.model, physics.data
        geoms1, geoms2 = self._entity_geoms(entity1), self._entity_geoms(entity2)
        distmax = number(threshold, "threshold")
        distmax = distmax if distmax > 0 else 1e6
        best, best_fromto = math.inf, np.zeros(6)
        fromto = np.zeros(6)
        for g1 in geoms1:
            for g2 in geoms2:
                if g1 == g2:
                    continue
                dist = mujoco.mj_geomDistance(m, d, g1, g2, distmax, fromto)
                if dist < best and dist < distmax:  # distmax means "farther than distmax"
                    best, best_fromto = dist, fromto.copy()
        if not math.isfinite(best) or (threshold > 0 and best > threshold):
            return 0, []
        return 1, [float(v) for v in best_fromto] + [float(best)]

    def checkCollision(self, entity1: int, entity2: int) -> tuple[int, list[int]]:
        """(1 if the entities touch or overlap, else 0; the colliding handles)."""
        result, data = self.checkDistance(entity1, entity2, 1e-9)
        touching = bool(result) and data[6] <= 0.0
        return (1, [entity1, entity2]) if touching else (0, [])

    # -- shapes (mass properties) ---------------------------------------------------------------
    def _body_of(self, handle: int) -> int:
        obj = self._object(handle)
        m = self._sim.physics.model
        if obj.kind is MjKind.BODY:
            return obj.mj_id
        if obj.kind is MjKind.GEOM:
            return int(m.geom_bodyid[obj.mj_id])
        raise SimError(f"object {obj.name!r} is not a shape")

    def getShapeMass(self, handle: int) -> float:
        return float(self._sim.physics.model.body_mass[self._body_of(handle)])

    def getShapeInertia(self, handle: int) -> tuple[list[float], list[float]]:
        """(inertia matrix 9 values, 12-value COM matrix) in the shape's frame, per unit mass as
        CoppeliaSim returns them."""
        m = self._sim.physics.model
        b = self._body_of(handle)
        rot = np.zeros(9)
        mujoco.mju_quat2Mat(rot, m.body_iquat[b])
        rot = rot.reshape(3, 3)
        mass = float(m.body_mass[b]) or 1.0
        inertia = rot @ np.diag(m.body_inertia[b]) @ rot.T / mass
        com = np.hstack([np.eye(3), m.body_ipos[b].reshape(3, 1)])
        return [float(v) for v in inertia.reshape(9)], [float(v) for v in com.reshape(12)]

    def getShapeBB(self, handle: int) -> list[float]:
        """Sizes (x, y, z) of the shape's bounding box in its own frame."""
        obj = self._object(handle)
        geoms = self._entity_geoms(handle)
        sim = self._sim
        physics = sim.physics
        physics.ensure_kinematics()
        m, d = physics.model, physics.data
        origin, rot = self._world_pose(obj)
        corners = []
        signs = np.array([[x, y, z] for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)], dtype=float)
        for g in geoms:
            center, half = m.geom_aabb[g, :3], m.geom_aabb[g, 3:]
            local = center + signs * half  # the geom's box corners, geom frame
            world = d.geom_xpos[g] + local @ d.geom_xmat[g].reshape(3, 3).T
            corners.append((world - origin) @ rot)  # into the shape's frame
        if not corners:
            return [0.0, 0.0, 0.0]
        points = np.vstack(corners)
        return (points.max(axis=0) - points.min(axis=0)).tolist()

    def setShapeColor(self, handle: int, color_name: str | None, component: int, rgb: Sequence[float]) -> None:
        """Colour of a shape's geoms: sim.colorcomponent_ambient_diffuse (0) sets RGB,
        sim.colorcomponent_transparency (4) sets the opacity from its first value (clamped to
        0..1, as sim.setObjectColor does: both write through :func:`~tether.core.simapi.colours.paint_geoms`)."""
        if component not in (0, TRANSPARENCY):
            raise SimError(f"colour component {component} is not supported (0: ambient/diffuse, 4: transparency)")
        paint_geoms(self._sim.physics.model, self._entity_geoms(handle), component, rgb)

    # -- signals ------------------------------------------------------------------------------
    def _from_script(self) -> bool:
        return self._script is not None

    def setInt32Signal(self, name: str, value: int) -> None:
        self._sim.signals.int.set(_signal_name(name), int(number(value, "signal value")), self._from_script())

    def getInt32Signal(self, name: str) -> int | None:
        return self._sim.signals.int.get(_signal_name(name))

    def clearInt32Signal(self, name: str | None = None) -> int:
        return self._sim.signals.int.clear(None if name is None else _signal_name(name))

    setIntegerSignal, getIntegerSignal, clearIntegerSignal = setInt32Signal, getInt32Signal, clearInt32Signal

    def setFloatSignal(self, name: str, value: float) -> None:
        value = number(value, "signal value", finite=False)
        self._sim.signals.float.set(_signal_name(name), value, self._from_script())

    def getFloatSignal(self, name: str) -> float | None:
        return self._sim.signals.float.get(_signal_name(name))

    def clearFloatSignal(self, name: str | None = None) -> int:
        return self._sim.signals.float.clear(None if name is None else _signal_name(name))

    def setStringSignal(self, name: str, value: str | bytes) -> None:
        self._sim.signals.string.set(_signal_name(name), buffer(value, "signal value"), self._from_script())

    def getStringSignal(self, name: str) -> bytes | None:
        return self._sim.signals.string.get(_signal_name(name))

    def clearStringSignal(self, name: str | None = None) -> int:
        return self._sim.signals.string.clear(None if name is None else _signal_name(name))

    setBufferSignal, getBufferSignal, clearBufferSignal = setStringSignal, getStringSignal, clearStringSignal

    # signal.NAME properties of sim.handle_scene: tether.core.simapi.properties

    # -- simulation ---------------------------------------------------------------------------
    def getSimulationTime(self) -> float:
        return self._sim.loop.sim_time

    def getSimulationTimeStep(self) -> float:
        return self._sim.physics.time_step

    def getSimulationState(self) -> int:
        return int(self._sim.loop.state)

    def startSimulation(self) -> int:
        return 1 if self._sim.start() else -1

    def pauseSimulation(self) -> int:
        """Pause after this pass; a script's pause is recorded (``tether run`` reports it)."""
        return 1 if self._sim.pause(self._requester()) else -1

    def stopSimulation(self) -> int:
        """Stop at the end of this pass; a script's stop is recorded (``tether run`` reports it)."""
        return 1 if self._sim.stop(self._requester()) else -1

    def _requester(self) -> str | None:
        return script_description(self._script) if self._script is not None else None

    def getRealTimeSimulation(self) -> bool:
        return self._sim.loop.real_time

    def getInt32Param(self, param: int) -> int:
        if param == self.intparam_program_version:
            return PROGRAM_VERSION
        if param == self.intparam_scene_unique_id:
            return id(self._sim.scene) & 0x7FFFFFFF
        if param == self.intparam_dynamic_engine:
            return 4  # an engine id outside CoppeliaSim's (0-3): MuJoCo is 4 there too
        raise SimError(f"unknown or unsupported integer parameter {param}")

    getIntegerParameter = getInt32Parameter = getInt32Param

    def setInt32Param(self, param: int, value: int) -> None:
        raise SimError(f"integer parameter {param} cannot be set")

    setIntegerParameter = setInt32Parameter = setInt32Param

    def getBoolParam(self, param: int) -> bool:
        if param == self.boolparam_realtime_simulation:
            return self._sim.loop.real_time
        if param == self.boolparam_dynamics_handling_enabled:
            return self._sim.physics.dynamics_enabled
        if param == self.boolparam_waiting_for_trigger:
            return bool(self._sim.state.advancing and self._sim.loop.waiting_for_gates())
        raise SimError(f"unknown or unsupported boolean parameter {param}")

    getBooleanParameter = getBoolParam

    def setBoolParam(self, param: int, value: bool) -> None:
        if param == self.boolparam_realtime_simulation:
            self._sim.loop.real_time = bool(value)
        elif param == self.boolparam_dynamics_handling_enabled:
            self._sim.physics.dynamics_enabled = bool(value)
        else:
            raise SimError(f"unknown or read-only boolean parameter {param}")

    setBooleanParameter = setBoolParam

    def getFloatParam(self, param: int) -> float:
        if param == self.floatparam_simulation_time_step:
            return self._sim.physics.time_step
        raise SimError(f"unknown or unsupported float parameter {param}")

    getFloatParameter = getFloatParam

    def setFloatParam(self, param: int, value: float) -> None:
        if param != self.floatparam_simulation_time_step:
            raise SimError(f"unknown or read-only float parameter {param}")
        if self._sim.state != SimulationState.STOPPED:
            raise SimError("the time step can only be changed while the simulation is stopped")
        step = number(value, "time step")
        if step <= 0:
            raise SimError(f"time step must be positive, got {value!r}")
        self._sim.physics.set_time_step(step)

    setFloatParameter = setFloatParam

    _DYNCTRL_MODES = {
        SIM_CONSTANTS["jointdynctrl_free"]: MotorMode.PASSIVE,
        SIM_CONSTANTS["jointdynctrl_force"]: MotorMode.FORCE,
        SIM_CONSTANTS["jointdynctrl_velocity"]: MotorMode.VELOCITY,
        SIM_CONSTANTS["jointdynctrl_position"]: MotorMode.POSITION,
    }

    def getObjectInt32Param(self, handle: int, param: int) -> int:
        physics = self._sim.physics
        obj = self._object(handle)
        if obj.type == ObjectType.JOINT and param in (
            self.jointintparam_motor_enabled, self.jointintparam_ctrl_enabled, self.jointintparam_dynctrlmode
        ):
            motor = self._motor(handle)
            if param == self.jointintparam_motor_enabled:
                return int(motor.mode is not MotorMode.PASSIVE)
            if param == self.jointintparam_dynctrlmode:
                return next(k for k, v in self._DYNCTRL_MODES.items() if v is motor.mode)
            return int(motor.mode is MotorMode.POSITION)
        if obj.type == ObjectType.VISION_SENSOR and param in (self.visionintparam_resolution_x, self.visionintparam_resolution_y):
            res = self.getVisionSensorResolution(handle)
            return res[0] if param == self.visionintparam_resolution_x else res[1]
        if obj.type == ObjectType.SHAPE and param == self.shapeintparam_static:
            m = physics.model
            body = self._body_of(handle)
            return int(body == 0 or m.body_jntnum[body] == 0 and m.body_parentid[body] == 0)
        if obj.type == ObjectType.SHAPE and param == self.shapeintparam_respondable:
            m = physics.model
            body = self._body_of(handle)
            geoms = range(m.body_geomadr[body], m.body_geomadr[body] + m.body_geomnum[body])
            return int(any(m.geom_contype[g] or m.geom_conaffinity[g] for g in geoms))
        return self._kept_param(obj, param, "integer")  # light/camera parameters (simapi.stand_ins)

    def setObjectInt32Param(self, handle: int, param: int, value: int) -> None:
        obj = self._object(handle)
        if obj.type == ObjectType.SHAPE and param == self.shapeintparam_static:
            self._sim.editor.set_dynamic(obj, not value)
            return
        if obj.type == ObjectType.SHAPE and param == self.shapeintparam_respondable:
            self._set_respondable(handle, bool(value))
            return
        joint_params = (
            self.jointintparam_motor_enabled, self.jointintparam_ctrl_enabled, self.jointintparam_dynctrlmode
        )
        if obj.type != ObjectType.JOINT or param not in joint_params:
            self._keep_param(obj, param, value, "integer")  # light/camera parameters, else an error
            return
        motor = self._motor(handle)
        sim = self._sim
        physics = sim.physics
        if param == self.jointintparam_dynctrlmode:
            mode = self._DYNCTRL_MODES.get(value)
            if mode is None:
                raise SimError(
                    f"joint control mode {value!r} is not supported; "
                    "use sim.jointdynctrl_free, _force, _velocity or _position"
                )
        elif param == self.jointintparam_motor_enabled:
            kept = MotorMode.POSITION if motor.mode is MotorMode.POSITION else MotorMode.VELOCITY
            mode = kept if value else MotorMode.PASSIVE
        else:
            mode = MotorMode.POSITION if value else MotorMode.VELOCITY
        motor.apply_mode(physics.model, physics.data, mode)

    _PID = {
        SIM_CONSTANTS["jointfloatparam_pid_p"]: 0,
        SIM_CONSTANTS["jointfloatparam_pid_i"]: 1,
        SIM_CONSTANTS["jointfloatparam_pid_d"]: 2,
    }
    _MAXVEL = (SIM_CONSTANTS["jointfloatparam_maxvel"], SIM_CONSTANTS["jointfloatparam_upper_limit"])

    def getObjectFloatParam(self, handle: int, param: int) -> float:
        obj = self._object(handle)
        if obj.type == ObjectType.JOINT and param == self.jointfloatparam_velocity:
            return self.getJointVelocity(handle)
        if obj.type == ObjectType.JOINT and param in self._PID:
            return float(self._motor(handle).pid[self._PID[param]])
        if obj.type == ObjectType.JOINT and param in self._MAXVEL:
            return float(self._motor(handle).max_velocity)
        if param == self.shapefloatparam_mass and obj.type == ObjectType.SHAPE:
            return self.getShapeMass(handle)
        return self._kept_param(obj, param, "float")  # light/camera parameters (simapi.stand_ins)

    def setObjectFloatParam(self, handle: int, param: int, value: float) -> None:
        obj = self._object(handle)
        if param == self.shapefloatparam_mass and obj.type == ObjectType.SHAPE and obj.kind is MjKind.BODY:
            self._sim.physics.model.body_mass[obj.mj_id] = number(value, "mass")
            return
        if obj.type == ObjectType.JOINT and param in self._PID:
            gain = number(value, "PID gain")
            if gain < 0:
                raise SimError(f"PID gain must be >= 0, got {value!r}")
            self._motor(handle).set_pid_gain(self._PID[param], gain)
            return
        if obj.type == ObjectType.JOINT and param in self._MAXVEL:
            limit = number(value, "maximum velocity")
            if limit <= 0:
                raise SimError(f"maximum velocity must be positive, got {value!r}")
            self._motor(handle).set_max_velocity(limit)
            return
        self._keep_param(obj, param, value, "float")  # light/camera parameters, else an error

    getObjectIntParameter, setObjectIntParameter = getObjectInt32Param, setObjectInt32Param
    getObjectInt32Parameter, setObjectInt32Parameter = getObjectInt32Param, setObjectInt32Param
    getObjectFloatParameter, setObjectFloatParameter = getObjectFloatParam, setObjectFloatParam

    # -- messages -----------------------------------------------------------------------------
    def addLog(self, verbosity: int, message: str) -> None:
        self._sim.log.add(str(message), self._sim.loop.sim_time, integer(verbosity, "verbosity"))

    def addStatusbarMessage(self, message: str) -> None:
        self._sim.log.add(str(message), self._sim.loop.sim_time, VERBOSITY_SCRIPTINFOS)

    # -- scripts ------------------------------------------------------------------------------
    def getScriptHandle(self, target: int | str = -1) -> int:
        """The calling script's handle (no argument), or the child script of an object."""
        if target in (-1, self.handle_self) and self._script is not None:
            return self._script.handle
        if target == self.handle_main_script:
            return self._sim.scripts.main_script.handle
        handle = self.getObject(target) if isinstance(target, str) else target
        script = self._sim.scripts.script_of(self._object(handle))
        if script is None:
            raise SimError(f"object {self._object(handle).name!r} has no child script")
        return script.handle

    def getScript(self, script_type: int, target: int | str = -1) -> int:
        if script_type == self.scripttype_mainscript:
            return self._sim.scripts.main_script.handle
        return self.getScriptHandle(target)

    def callScriptFunction(self, function_name: str, script_handle: int | str, *args: Any) -> Any:
        """Call a function defined in a script (``name@object`` form accepted)."""
        function_name = text(function_name, "function name")
        if "@" in function_name:
            function_name, obj_name = function_name.split("@", 1)
            script_handle = self.getScriptHandle(obj_name)
        if isinstance(script_handle, str):
            script_handle = self.getScriptHandle(script_handle)
        script = self._sim.scripts.script_by_handle(integer(script_handle, "script handle"))
        if isinstance(script, _scripts.ChildScript):
            script.ensure_initialized()
        func = script.namespace.get(function_name)
        if not callable(func):
            raise SimError(f"function {function_name!r} is not defined in the {script.label}")
        return func(*args)

    def addScript(self, object_handle: int, source: str, threaded: bool = False) -> int:
        obj = self._object(object_handle)
        with self._sim.lock:  # a client's thread may add one between two passes of the host's
            return self._sim.scripts.add_script(obj, source, threaded=threaded).handle

    # threads
    def switchThread(self) -> None:
        """Give control back to the simulation loop; resume at the next pass."""
        script = self._script
        if not isinstance(script, _scripts.ThreadedScript):
            return  # a no-op outside threaded scripts, as in CoppeliaSim
        script.switch()

    def setThreadAutomaticSwitch(self, enabled: bool | int) -> int:
        script = self._script
        if isinstance(script, _scripts.ThreadedScript):
            script.auto_switch = bool(enabled)
        return 1

    def getThreadAutomaticSwitch(self) -> bool:
        script = self._script
        return bool(getattr(script, "auto_switch", False))

    def setThreadResumeLocation(self, location: int, order: int = 0) -> int:
        script = self._script
        if isinstance(script, _scripts.ThreadedScript):
            script.resume_location = int(location)
        return 1

    def wait(self, seconds: float, simulation_time: bool = True) -> float:
        """Threaded scripts: switch until ``seconds`` of simulation time have passed."""
        end = self._sim.loop.sim_time + float(seconds)
        while self._sim.loop.sim_time < end - 1e-12 and self._sim.state.advancing:
            self.switchThread()
        return 0.0

    # main script building blocks --------------------------------------------------------------
    _CALLBACKS = {
        SIM_CONSTANTS["syscb_init"]: "sysCall_init",
        SIM_CONSTANTS["syscb_cleanup"]: "sysCall_cleanup",
        SIM_CONSTANTS["syscb_actuation"]: "sysCall_actuation",
        SIM_CONSTANTS["syscb_sensing"]: "sysCall_sensing",
    }

    def handleChildScripts(self, callback: int | str) -> int:
        name = self._CALLBACKS.get(callback, callback) if isinstance(callback, int) else callback
        if name not in _scripts.CALLBACKS:
            raise SimError(f"unknown child script callback {callback!r}")
        self._sim.scripts.handle_child_scripts(name)
        return 0

    handleSimulationScripts = handleChildScripts

    def launchThreadedChildScripts(self) -> int:
        self._sim.scripts.launch_threaded_scripts()
        return 0

    def resumeThreads(self, location: int) -> int:
        self._sim.scripts.resume_threads(integer(location, "location"))
        return 0

    def handleDynamics(self, dt: float | None = None) -> int:
        self._sim.physics.step()
        return 1


def _signal_name(name: Any) -> str:
    if isinstance(name, bytes):
        name = name.decode("utf-8", "replace")
    if not isinstance(name, str) or not name:
        raise SimError(f"signal name must be a non-empty string, got {name!r}")
    return name


_NO_AUTO_SWITCH = frozenset({"switchThread", "setThreadAutomaticSwitch", "getThreadAutomaticSwitch", "wait"})


def _auto_switching(func: Any) -> Any:
    """Wrap a public API method: a threaded script that has run for ~2 ms switches first."""
    perf_counter = time.perf_counter

    def call(self: SimAPI, *args: Any, **kwargs: Any) -> Any:
        script = self._script
        if script.auto_switch and perf_counter() - script.resumed_at > _scripts.AUTO_SWITCH_SECONDS:
            script.switch()
        return func(self, *args, **kwargs)

    call.__name__ = func.__name__
    call.__doc__ = func.__doc__
    return call


class _ThreadControl:
    """The thread calls of a threaded script's ``sim`` (its script is always a ThreadedScript)."""

    _script: _scripts.ThreadedScript

    def switchThread(self) -> None:
        """Give control back to the simulation loop; resume at the next pass."""
        self._script.switch()

    def setThreadAutomaticSwitch(self, enabled: bool | int) -> int:
        """Automatic switching on or off; the object changes class so that, while it is off,
        calls go straight to the API (no per-call clock check)."""
        self._script.auto_switch = bool(enabled)
        self.__class__ = ThreadedSimAPI if enabled else ManualSwitchingSimAPI  # type: ignore[assignment]
        return 1


class ThreadedSimAPI(_ThreadControl, SimAPI):
    """``sim`` as a threaded script sees it: every public call may switch threads after ~2 ms
    (the wrappers are made once, here, so internal calls and constants cost nothing extra)."""

    for _name, _value in list(vars(SimAPI).items()):
        if not _name.startswith("_") and callable(_value) and _name not in _NO_AUTO_SWITCH:
            locals()[_name] = _auto_switching(_value)
    del _name, _value


class ManualSwitchingSimAPI(_ThreadControl, SimAPI):
    """``sim`` of a threaded script that turned automatic switching off: the plain API (it
    switches only in switchThread and wait)."""


def threaded_api(simulation: Host, script: _scripts.ThreadedScript) -> SimAPI:
    """The ``sim`` object of a threaded script, for its current automatic-switch setting."""
    cls = ThreadedSimAPI if script.auto_switch else ManualSwitchingSimAPI
    return cls(simulation, script)


def script_api(simulation: Host, script: _scripts.Script) -> SimAPI:
    """The ``sim`` object a script sees (bound to the script, for relative paths and handles):
    what the composition hands the script runner. A thread of Python gets the ``sim`` object
    that switches for it; a Lua thread switches in Lua."""
    if isinstance(script, _scripts.ThreadedScript) and script.python_thread:
        return threaded_api(simulation, script)
    return SimAPI(simulation, script)
