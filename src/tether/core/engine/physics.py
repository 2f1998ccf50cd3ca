"""The physics of one simulation: the MuJoCo model and data, stepping, and the state stop restores.

This part knows nothing of passes, scripts or sensors' readings (dm_control's ``Physics`` beside
its ``Task``): it steps MuJoCo (motors and static bodies that follow a parent included), keeps
kinematics and position-stage sensors fresh lazily (once per change), holds the caches bound to
the model, and records and restores the initial state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
import mujoco
import numpy as np

from tether.core.engine.errors import SimError
from tether.core.engine.motors import MotorMode
from tether.core.engine.scene import Scene, set_motor_time_step
from tether.core.engine.snapshot import ModelSnapshot

_mj_step = mujoco.mj_step


@dataclass
class ModelCaches:
    """What callers computed from the model and keep until it changes (emptied on every model
    switch: a scene edit, its undoing, or another scene, whose physics takes these over)."""

    body_motion: dict[int, tuple] = field(default_factory=dict)  # how each body can be placed (API)
    scalar_joint_ids: dict[int, int] = field(default_factory=dict)  # hinge/slide joint handle -> MuJoCo id
    geom_objects: dict[int, int] = field(default_factory=dict)  # MuJoCo geom -> scene object handle
    joint_frames: dict[int, tuple] = field(default_factory=dict)  # joint -> its frame in its body (poses)

    def clear(self) -> None:
        """Forget everything (the model changed)."""
        self.body_motion.clear()
        self.scalar_joint_ids.clear()
        self.geom_objects.clear()
        self.joint_frames.clear()


class Physics:
    """The MuJoCo model and data of a scene, how one pass steps them, and their initial state."""

    def __init__(self, scene: Scene, caches: ModelCaches | None = None) -> None:
        """``caches``: those of the scene this one replaces, emptied and kept (whoever bound one
        of its tables keeps a valid one, as across a scene edit)."""
        self.scene = scene
        self.model: mujoco.MjModel = scene.model
        self.data = mujoco.MjData(self.model)
        self.time_step = scene.time_step  # one pass's simulated time
        self.dynamics_substeps = scene.manifest.dynamics_substeps  # MuJoCo steps per pass
        self.dynamics_enabled = True
        self.scene_version = 0  # bumped by every scene edit (tether.core.simapi.editing) and its undoing
        self.reset_count = 0  # bumped on every restore of the initial state
        if caches is None:
            caches = ModelCaches()
        caches.clear()
        self.caches = caches
        # static (mocap) bodies re-parented under a body: mocap body id -> (parent body, pos, quat
        # relative to the parent); placed before every step and whenever kinematics are refreshed
        self.followers: dict[int, tuple[int, np.ndarray, np.ndarray]] = {}
        self._kinematics_dirty = True
        self._position_sensors_stale = True
        for motor in scene.motors.values():
            motor.write_ctrl(self.data)
        mujoco.mj_forward(self.model, self.data)
        self._kinematics_dirty = False

    # -- stepping -------------------------------------------------------------------------------
    def step(self) -> None:
        """One pass's dynamics: ``dynamics_substeps`` MuJoCo steps (motors driven before each)."""
        if self.dynamics_enabled:
            drive = self.scene.drive
            model, data = self.model, self.data
            for _ in range(self.dynamics_substeps):
                if drive is not None:
                    drive.before_step(model, data)
                if self.followers:
                    self._place_followers()
                _mj_step(model, data)
        self._kinematics_dirty = True
        self._position_sensors_stale = True

    def command_motor(self, joint_id: int, mode: MotorMode, value: float) -> None:
        """Give a joint's motor a new mode and target."""
        motor = self.scene.motors.get(joint_id)
        if motor is None:
            raise SimError("joint has no motor (only hinge and slide joints are motorised)")
        motor.set_target(self.model, self.data, mode, float(value))

    def set_time_step(self, step: float) -> None:
        """A new pass time step: MuJoCo's step and every motor tether owns are re-timed with it."""
        self.time_step = step
        dt = step / self.dynamics_substeps
        self.model.opt.timestep = dt
        for motor in self.scene.motors.values():
            if motor.owned:
                set_motor_time_step(self.model, motor, dt)
        if self.scene.drive is not None:
            self.scene.drive.changed()  # its gains are scaled for the time step

    # -- kinematics freshness -------------------------------------------------------------------
    def ensure_kinematics(self) -> None:
        """Bring positions/orientations of everything up to date with qpos (lazy, once per change)."""
        if self._kinematics_dirty:
            if self.followers:
                self._place_followers()
            else:
                mujoco.mj_kinematics(self.model, self.data)
            self._kinematics_dirty = False

    def ensure_position_sensors(self) -> None:
        """MuJoCo evaluates rangefinders at the start of mj_step, on the state before the step;
        evaluate the position-stage sensors again (in C) on the state after it, once per change,
        so detection does not lag a step."""
        if self._position_sensors_stale:
            self.ensure_kinematics()
            mujoco.mj_sensorPos(self.model, self.data)
            self._position_sensors_stale = False

    def mark_kinematics_dirty(self) -> None:
        """qpos (or a body's placement) changed outside a step: recompute what depends on it."""
        self._kinematics_dirty = True
        self._position_sensors_stale = True

    def _place_followers(self) -> None:
        """Put every following static body at its pose relative to its parent (parents first: a
        follower of a follower takes one more round), then update kinematics."""
        m, d = self.model, self.data
        offset = np.zeros(3)
        for _ in range(2):
            mujoco.mj_kinematics(m, d)
            for body, (parent, pos, quat) in self.followers.items():
                mocap = m.body_mocapid[body]
                mujoco.mju_rotVecQuat(offset, pos, d.xquat[parent])
                d.mocap_pos[mocap] = d.xpos[parent] + offset
                mujoco.mju_mulQuat(d.mocap_quat[mocap], d.xquat[parent], quat)
        mujoco.mj_kinematics(m, d)

    def set_follower_pose(self, body: int, pos: np.ndarray, quat: np.ndarray) -> None:
        """A following body was placed: keep the new pose relative to its parent."""
        parent = self.followers[body][0]
        self.ensure_kinematics()
        d = self.data
        inverse = np.zeros(4)
        mujoco.mju_negQuat(inverse, d.xquat[parent])
        rel_pos, rel_quat = np.zeros(3), np.zeros(4)
        mujoco.mju_rotVecQuat(rel_pos, np.asarray(pos, dtype=float) - d.xpos[parent], inverse)
        mujoco.mju_mulQuat(rel_quat, inverse, np.asarray(quat, dtype=float))
        self.followers[body] = (parent, rel_pos, rel_quat)
        self.mark_kinematics_dirty()

    # -- the model and the initial state --------------------------------------------------------
    def adopt_model(self, model: mujoco.MjModel, data: mujoco.MjData) -> None:
        """Switch to a recompiled model (a scene edit) or back to the loaded one: drop every
        cache bound to the old model."""
        self.scene_version += 1  # viewers re-read the scene's geometry
        self.model = self.scene.model = model
        self.data = data
        self.caches.clear()
        self.mark_kinematics_dirty()

    def capture_initial_state(self) -> None:
        """Record what :meth:`restore_initial_state` restores: the scene as it is now."""
        scene = self.scene
        self._initial_data = mujoco.MjData(self.model)
        mujoco.mj_copyData(self._initial_data, self.model, self.data)
        self._initial_model = ModelSnapshot(self.model)
        self._loaded = (self.model, self.data, scene.spec.copy() if scene.spec is not None else None, scene.compiled)
        self._initial_time_step = self.time_step
        self._initial_motors = [
            (m, m.mode, m.target_position, m.target_velocity, m.target_force, m.pid, m.max_velocity)
            for m in scene.motors.values()
        ]

    def restore_initial_state(self, edited: bool) -> None:
        """Put data, model parameters, motors and the object tree back exactly as captured;
        ``edited``: the scene was edited since, so the captured model, spec and motors come back
        too (a model switch: whoever renders or binds to the model lets go of it first)."""
        scene = self.scene
        if edited:
            model, data, spec, compiled = self._loaded
            self.adopt_model(model, data)
            scene.spec = spec.copy()
            scene.compiled = compiled
            loaded_motors = [motor for motor, *_ in self._initial_motors]
            scene.motors = {motor.joint_id: motor for motor in loaded_motors}
            if scene.drive is not None:
                scene.drive.keep_only(loaded_motors)
        self.followers.clear()
        mujoco.mj_copyData(self.data, self.model, self._initial_data)
        self._initial_model.restore(self.model)
        self.caches.joint_frames.clear()  # placing a driven body moved joint frames in the model
        self.time_step = self._initial_time_step
        for motor, mode, pos, vel, force, pid, vmax in self._initial_motors:
            motor.mode, motor.target_position, motor.target_velocity, motor.target_force = mode, pos, vel, force
            motor.pid, motor.max_velocity = pid, vmax
            motor.write_ctrl(self.data)
        if scene.drive is not None:
            scene.drive.forget()
        scene.tree.restore_parents()
        mujoco.mj_kinematics(self.model, self.data)  # site/camera frames of re-parented objects
        self._kinematics_dirty = False
        self._position_sensors_stale = True
        self.reset_count += 1
