"""Loading a scene: MJCF, URDF or a TOML manifest → a compiled MuJoCo model plus its object tree."""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field
from typing import Callable, Sequence

import mujoco
import numpy as np

from tether.core.engine.errors import SceneError
from tether.core.engine.ground import add_floor, has_ground
from tether.core.engine.motors import (
    DEFAULT_MAX_FORCE,
    DEFAULT_MAX_VELOCITY_PRISMATIC,
    DEFAULT_MAX_VELOCITY_REVOLUTE,
    DEFAULT_PID,
    MOTOR_PREFIX,
    MOTOR_SOLIMP,
    REFERENCE_PREFIX,
    Motor,
    MotorDrive,
    MotorMode,
    reference_armature,
)
from tether.core.engine.objects import MjKind, ObjectTree, SceneObject
from tether.core.engine.snapshot import ModelSnapshot
from tether.core.engine.specs import JointSpec, Manifest, ProximitySensorSpec, ScriptSpec, VisionSensorSpec, manifest_error
from tether.core.engine.states import ExecutionOrder, ObjectType
from tether.core.engine import joint_types

RAY_SITE_PREFIX = "tether_ray:"


@dataclass(frozen=True)
class ProximitySensor:
    """A site that senses along its +z axis (one ray, or a cone of rays).

    Each ray is a MuJoCo rangefinder on a helper site (``ray_sites``, local rotations
    ``ray_quats`` relative to the sensor site), so MuJoCo casts the rays inside mj_step, in C;
    ``sensor_adr`` is where their distances start in sensordata (one value per ray)."""

    site_id: int
    range: float
    angle: float
    rays: int
    ray_sites: tuple[int, ...] = ()
    ray_quats: tuple[tuple[float, float, float, float], ...] = ()
    sensor_adr: int = -1
    geoms: tuple[int, ...] | None = None  # the only geoms it detects (its detectable entity); None: all


@dataclass(frozen=True)
class ForceSensor:
    """A site with MJCF force and/or torque sensors (sensordata addresses, -1 if absent)."""

    site_id: int
    force_adr: int
    torque_adr: int


@dataclass
class Scene:
    """A loaded scene: model, object tree, motors, sensors and scripts (edited at run time only
    through tether.core.simapi.editing)."""

    model: mujoco.MjModel
    tree: ObjectTree
    manifest: Manifest
    motors: dict[int, Motor] = field(default_factory=dict)  # by joint id
    proximity_sensors: dict[int, ProximitySensor] = field(default_factory=dict)  # by handle
    force_sensors: dict[int, ForceSensor] = field(default_factory=dict)  # by handle
    vision_sensors: dict[int, VisionSensorSpec] = field(default_factory=dict)  # by handle
    scripts: list[tuple[SceneObject, ScriptSpec]] = field(default_factory=list)
    drive: MotorDrive | None = None  # writes the motors' reference velocities before each step
    spec: mujoco.MjSpec | None = None  # the scene's MjSpec: scene edits change it and recompile
    compiled: ModelSnapshot | None = None  # the model as the spec compiles it (before run-time changes)
    origin: list[str] = field(default_factory=list)  # where an imported file came from, what was skipped

    @property
    def name(self) -> str:
        named = self.manifest.raw.get("name")
        if isinstance(named, str) and named:
            return named
        return self.manifest.source.stem if self.manifest.source else self.manifest.model.stem

    @property
    def time_step(self) -> float:
        return self.manifest.time_step or self.model.opt.timestep * self.manifest.dynamics_substeps

    def forget_sensors(self, keep: Callable[[int], bool]) -> None:
        """Drop the sensors of objects leaving the scene (``keep(handle)`` False)."""
        for sensors in (self.proximity_sensors, self.force_sensors, self.vision_sensors):
            for handle in [h for h in sensors if not keep(h)]:
                del sensors[handle]


def bind_scene(manifest: Manifest, spec: mujoco.MjSpec) -> Scene:
    """Compile a scene's model (``spec``, as an importer read it) and bind what its manifest asks
    for: motors, a floor, proximity rays, the object tree, sensors and scripts."""
    time_step = manifest.time_step / manifest.dynamics_substeps if manifest.time_step else spec.option.timestep
    motor_specs = _add_motors(spec, manifest.joints, time_step, _manifest_name(manifest))
    try:
        model = spec.compile()
    except Exception as exc:  # MuJoCo raises ValueError with the compiler's message
        raise SceneError(f"{manifest.model}: model does not compile: {_one_line(exc)}") from None
    needs_floor = manifest.floor and not has_ground(model)
    if needs_floor:
        add_floor(spec, model)
    if manifest.proximity_sensors:
        _add_proximity_rays(spec, model, manifest)
    if needs_floor or manifest.proximity_sensors:
        try:
            model = spec.compile()
        except Exception as exc:
            raise SceneError(f"{manifest.model}: model does not compile: {_one_line(exc)}") from None
    compiled = ModelSnapshot(model)  # the spec's values: what run-time changes are measured against
    if manifest.time_step is not None:
        model.opt.timestep = manifest.time_step / manifest.dynamics_substeps
    if model.opt.integrator == mujoco.mjtIntegrator.mjINT_EULER:
        # Joint damping and velocity-dependent forces are integrated implicitly (stable at any gain).
        model.opt.integrator = mujoco.mjtIntegrator.mjINT_IMPLICITFAST
    scene = Scene(model=model, tree=ObjectTree(), manifest=manifest, spec=spec, compiled=compiled)
    _build_tree(scene)
    scene.tree.remember_parents()
    _bind_motors(scene, motor_specs)
    _bind_sensors(scene)
    _bind_scripts(scene)
    return scene


def _add_proximity_rays(spec: mujoco.MjSpec, model: mujoco.MjModel, manifest: Manifest) -> None:
    """Give every manifest proximity sensor one rangefinder per ray, on helper sites that share
    the sensor site's body and position (read back from a first compile)."""
    from tether.core.engine.rays import cone_directions, quat_z_to

    for prox in manifest.proximity_sensors:
        site_id = mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_SITE, prox.site)
        if site_id < 0 or prox.detect:
            continue  # missing: reported when the tree is built; detecting one object: cast in Python
        body_id = int(model.site_bodyid[site_id])
        body = spec.worldbody if body_id == 0 else spec.body(mujoco.mj_id2name(model, mujoco.mjtObj.mjOBJ_BODY, body_id))
        site_quat = model.site_quat[site_id]
        for k, direction in enumerate(cone_directions(prox.angle, prox.rays)):
            quat = np.zeros(4)
            mujoco.mju_mulQuat(quat, site_quat, quat_z_to(direction))
            name = f"{RAY_SITE_PREFIX}{prox.site}:{k}"
            body.add_site(name=name, pos=model.site_pos[site_id].copy(), quat=quat, group=5)
            sensor = spec.add_sensor()
            sensor.name = name
            sensor.type = mujoco.mjtSensor.mjSENS_RANGEFINDER
            sensor.objtype = mujoco.mjtObj.mjOBJ_SITE
            sensor.objname = name
            sensor.intprm = [1 << int(mujoco.mjtRayDataField.mjRAYDATA_DIST), 0, 0]  # distance only


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())


@dataclass
class _MotorSpec:
    joint: str
    actuator: str
    owned: bool
    mode: MotorMode
    pid: tuple[float, float, float]
    max_velocity: float | None


def _joint_settings(name: str, joints: list[JointSpec]) -> JointSpec | None:
    match = None
    for entry in joints:  # the last matching entry wins, so specific entries can follow globs
        if fnmatch.fnmatchcase(name, entry.name):
            match = entry
    return match


def _add_motors(
    spec: mujoco.MjSpec, joints: list[JointSpec], time_step: float, where: str = "manifest"
) -> list[_MotorSpec]:
    """Give every named hinge/slide joint without an actuator a tether motor: a reference
    joint, a fixed tendon (the bounded-force velocity constraint) and a force actuator (see
    tether.core.engine.motors)."""
    for i, a in enumerate(spec.actuators):  # the motor finds its MJCF actuator by name
        if a.trntype == mujoco.mjtTrn.mjTRN_JOINT and a.target and not a.name:
            a.name = f"tether_actuator{i}:{a.target}"
    actuated = {
        a.target: a.name
        for a in spec.actuators
        if a.trntype == mujoco.mjtTrn.mjTRN_JOINT and a.target
    }
    motor_specs: list[_MotorSpec] = []
    used_patterns: set[str] = set()
    for joint in list(spec.joints):
        if joint.type not in (mujoco.mjtJoint.mjJNT_HINGE, mujoco.mjtJoint.mjJNT_SLIDE) or not joint.name:
            continue
        if joint.name.startswith(REFERENCE_PREFIX):
            continue
        settings = _joint_settings(joint.name, joints)
        if settings is not None:
            used_patterns.add(settings.name)
        mode = MotorMode(settings.mode) if settings else MotorMode.PASSIVE
        pid = (
            settings.pid_p if settings and settings.pid_p is not None else DEFAULT_PID[0],
            settings.pid_i if settings and settings.pid_i is not None else DEFAULT_PID[1],
            settings.pid_d if settings and settings.pid_d is not None else DEFAULT_PID[2],
        )
        max_velocity = settings.max_velocity if settings else None
        if joint.name in actuated:
            motor_specs.append(_MotorSpec(joint.name, actuated[joint.name], False, mode, pid, max_velocity))
            continue
        max_force = settings.max_force if settings and settings.max_force else None
        if max_force is None:
            limited = joint.actfrclimited == mujoco.mjtLimited.mjLIMITED_TRUE or (
                joint.actfrclimited == mujoco.mjtLimited.mjLIMITED_AUTO and joint.actfrcrange[1] > joint.actfrcrange[0]
            )  # URDF effort limits arrive as an "auto" actuator force range
            max_force = float(joint.actfrcrange[1]) if limited else DEFAULT_MAX_FORCE
        name = MOTOR_PREFIX + joint.name
        actuator = spec.add_actuator()
        actuator.name = name
        actuator.trntype = mujoco.mjtTrn.mjTRN_JOINT
        actuator.target = joint.name
        actuator.gaintype = mujoco.mjtGain.mjGAIN_FIXED
        actuator.biastype = mujoco.mjtBias.mjBIAS_NONE
        actuator.gainprm = np.zeros(10)
        actuator.biasprm = np.zeros(10)
        actuator.ctrllimited = mujoco.mjtLimited.mjLIMITED_FALSE
        actuator.forcelimited = mujoco.mjtLimited.mjLIMITED_TRUE
        actuator.forcerange = np.array([-max_force, max_force])
        # The reference hangs from the joint's parent body (its velocity is relative to it, as the
        # joint's is): one kinematic tree, which MuJoCo's sparse solver path needs to stay stable.
        parent = joint.parent.parent if joint.parent is not None and joint.parent.parent is not None else spec.worldbody
        reference = parent.add_body(name=REFERENCE_PREFIX + joint.name)
        reference.explicitinertial = True
        reference.mass = 1e-6
        reference.inertia = [1e-9, 1e-9, 1e-9]
        # MuJoCo bakes armature into the compiled model: size it for this max force now.
        reference.add_joint(
            name=REFERENCE_PREFIX + joint.name, type=mujoco.mjtJoint.mjJNT_HINGE, axis=[0, 0, 1],
            armature=reference_armature(max_force, time_step), damping=0.0, frictionloss=0.0, stiffness=0.0,
            limited=mujoco.mjtLimited.mjLIMITED_FALSE, actfrclimited=mujoco.mjtLimited.mjLIMITED_FALSE,
        )
        tendon = spec.add_tendon()
        tendon.name = name
        tendon.wrap_joint(joint.name, 1.0)
        tendon.wrap_joint(REFERENCE_PREFIX + joint.name, -1.0)
        tendon.solimp_friction = list(MOTOR_SOLIMP)
        motor_specs.append(_MotorSpec(joint.name, name, True, mode, pid, max_velocity))
    for i, entry in enumerate(joints):
        if entry.name not in used_patterns:
            names = [j.name for j in spec.joints if j.name and not j.name.startswith(REFERENCE_PREFIX)
                     and j.type in (mujoco.mjtJoint.mjJNT_HINGE, mujoco.mjtJoint.mjJNT_SLIDE)]
            raise SceneError(
                f'{where}: [[joint]] #{i + 1}: "name" pattern "{entry.name}" matches no hinge or slide joint; '
                f"joints: {_listing(names)}"
            )
    return motor_specs


def _bind_motors(scene: Scene, motor_specs: list[_MotorSpec]) -> None:
    bind_motors(scene, motor_specs)
    scene.drive = MotorDrive(list(scene.motors.values()))


def add_motors_to_spec(spec: mujoco.MjSpec, time_step: float, joints: Sequence[JointSpec] = ()) -> list[_MotorSpec]:
    """Give the spec's hinge/slide joints that have none a tether motor (passive, or as
    ``joints`` say): for models loaded into a running scene."""
    return _add_motors(spec, list(joints), time_step)


def bind_motors(scene: Scene, motor_specs: list[_MotorSpec]) -> list[Motor]:
    """Create the Motor objects of these specs in the compiled model (scene.motors)."""
    m = scene.model
    dt = float(m.opt.timestep)
    created = []
    for ms in motor_specs:
        jid = mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_JOINT, ms.joint)
        aid = mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_ACTUATOR, ms.actuator)
        slide = m.jnt_type[jid] == joint_types.SLIDE
        default_vmax = DEFAULT_MAX_VELOCITY_PRISMATIC if slide else DEFAULT_MAX_VELOCITY_REVOLUTE
        motor = Motor(
            jid, aid, ms.owned, qpos_adr=int(m.jnt_qposadr[jid]), dof_adr=int(m.jnt_dofadr[jid]),
            pid=ms.pid, max_velocity=ms.max_velocity or default_vmax,
        )
        if ms.owned:
            motor.tendon_id = mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_TENDON, ms.actuator)
            motor.reference_joint = mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_JOINT, REFERENCE_PREFIX + ms.joint)
            motor.reference_dof = int(m.jnt_dofadr[motor.reference_joint])
            set_motor_time_step(m, motor, dt)
        motor.target_position = float(m.qpos0[m.jnt_qposadr[jid]])
        scene.motors[jid] = motor
        motor.mode = ms.mode if ms.owned else motor.user_mode(m)
        motor.write_gains(m)
        created.append(motor)
    return created


def set_motor_time_step(m: mujoco.MjModel, motor: Motor, dt: float) -> None:
    """Size a motor's constraint for a MuJoCo time step: it removes the velocity error within
    two steps (MuJoCo's shortest safe time constant)."""
    m.tendon_solref_fri[motor.tendon_id] = (2.0 * dt, 1.0)


def _name(model: mujoco.MjModel, objtype: mujoco.mjtObj, i: int) -> str:
    return mujoco.mj_id2name(model, objtype, i) or ""


def _build_tree(scene: Scene) -> None:
    m, tree = scene.model, scene.tree
    manifest = scene.manifest
    prox_sites = {p.site for p in manifest.proximity_sensors}
    rangefinder_sites = {
        int(m.sensor_objid[s])
        for s in range(m.nsensor)
        if m.sensor_type[s] == mujoco.mjtSensor.mjSENS_RANGEFINDER and m.sensor_objtype[s] == mujoco.mjtObj.mjOBJ_SITE
    }
    force_sites = {
        int(m.sensor_objid[s])
        for s in range(m.nsensor)
        if int(m.sensor_type[s]) in (int(mujoco.mjtSensor.mjSENS_FORCE), int(mujoco.mjtSensor.mjSENS_TORQUE))
    }
    vision_cams = {v.camera for v in manifest.vision_sensors}
    body_objects: dict[int, SceneObject | None] = {0: None}
    for b in range(1, m.nbody):
        if _name(m, mujoco.mjtObj.mjOBJ_BODY, b).startswith(REFERENCE_PREFIX):
            continue  # a motor's reference joint (tether.core.engine.motors), not a scene object
        parent = body_objects[int(m.body_parentid[b])]
        for j in range(m.body_jntadr[b], m.body_jntadr[b] + m.body_jntnum[b]):
            if m.jnt_type[j] == joint_types.FREE:
                continue  # a free body is a dynamic shape in CoppeliaSim, not a joint
            name = _name(m, mujoco.mjtObj.mjOBJ_JOINT, j) or f"joint{j}"
            parent = tree.add(name, ObjectType.JOINT, MjKind.JOINT, j, parent)
        name = _name(m, mujoco.mjtObj.mjOBJ_BODY, b) or f"body{b}"
        obj_type = ObjectType.SHAPE if m.body_geomnum[b] > 0 else ObjectType.DUMMY
        body_objects[b] = tree.add(name, obj_type, MjKind.BODY, b, parent)
    for g in range(m.ngeom):
        if m.geom_bodyid[g] == 0 and _name(m, mujoco.mjtObj.mjOBJ_GEOM, g):
            tree.add(_name(m, mujoco.mjtObj.mjOBJ_GEOM, g), ObjectType.SHAPE, MjKind.GEOM, g, None)
    for s in range(m.nsite):
        name = _name(m, mujoco.mjtObj.mjOBJ_SITE, s)
        if not name or name.startswith(RAY_SITE_PREFIX):
            continue
        if name in prox_sites or s in rangefinder_sites:
            obj_type = ObjectType.PROXIMITY_SENSOR
        elif s in force_sites:
            obj_type = ObjectType.FORCE_SENSOR
        else:
            obj_type = ObjectType.DUMMY
        tree.add(name, obj_type, MjKind.SITE, s, body_objects[int(m.site_bodyid[s])])
    for c in range(m.ncam):
        name = _name(m, mujoco.mjtObj.mjOBJ_CAMERA, c)
        if not name:
            continue
        obj_type = ObjectType.VISION_SENSOR if name in vision_cams else ObjectType.CAMERA
        tree.add(name, obj_type, MjKind.CAMERA, c, body_objects[int(m.cam_bodyid[c])])
    where = _manifest_name(manifest)
    # every sensor of the manifest names a site (camera) of the model: else one line listing them
    for table, key, kind, mj_type, count, wanted in (
            ("proximity_sensor", "site", ObjectType.PROXIMITY_SENSOR, mujoco.mjtObj.mjOBJ_SITE, m.nsite,
             [p.site for p in manifest.proximity_sensors]),
            ("vision_sensor", "camera", ObjectType.VISION_SENSOR, mujoco.mjtObj.mjOBJ_CAMERA, m.ncam,
             [v.camera for v in manifest.vision_sensors])):
        found = {o.name for o in tree.of_type(kind)}
        for i, name in enumerate(wanted):
            if name not in found:
                names = [_name(m, mj_type, k) for k in range(count)]
                raise SceneError(f'{where}: [[{table}]] #{i + 1}: "{key}" "{name}" is not in the model; {key}s: '
                                 f"{_listing([n for n in names if n and not n.startswith(RAY_SITE_PREFIX)])}")


def _manifest_name(manifest: Manifest) -> str:
    return str(manifest.source) if manifest.source is not None else str(manifest.model)


def _listing(names: list[str], limit: int = 20) -> str:
    """Names for an error line: at most ``limit``, then how many more."""
    if not names:
        return "none"
    shown = ", ".join(names[:limit])
    return shown if len(names) <= limit else f"{shown} and {len(names) - limit} more"


def detectable_geoms(model: mujoco.MjModel, entity: SceneObject, sensor_site: int) -> tuple[int, ...]:
    """The MuJoCo geoms of an object and of what hangs below it, but the sensor's own body's."""
    own = int(model.site_bodyid[sensor_site])
    geoms: list[int] = []
    for obj in entity.walk():
        if obj.kind is MjKind.GEOM:
            geoms.append(obj.mj_id)
        elif obj.kind is MjKind.BODY and obj.mj_id != own:
            start = int(model.body_geomadr[obj.mj_id])
            geoms.extend(range(start, start + int(model.body_geomnum[obj.mj_id])))
    return tuple(sorted(set(geoms)))


def _detected_geoms(scene: Scene, spec: ProximitySensorSpec, site_id: int) -> tuple[int, ...]:
    entity = scene.tree.lookup_or_none(spec.detect)
    if entity is None:
        index = scene.manifest.proximity_sensors.index(spec)
        raise manifest_error(scene.manifest, "proximity_sensor", index, "detect",
                             f"names {spec.detect!r}, which is not an object of the scene")
    return detectable_geoms(scene.model, entity, site_id)


def _bind_sensors(scene: Scene) -> None:
    m, tree = scene.model, scene.tree
    prox_by_site = {p.site: p for p in scene.manifest.proximity_sensors}
    for obj in tree.of_type(ObjectType.PROXIMITY_SENSOR):
        spec = prox_by_site.get(obj.name)
        if spec is None:  # an MJCF rangefinder: one ray, range = its cutoff
            cutoff = [m.sensor_cutoff[s] for s in range(m.nsensor) if m.sensor_type[s] == mujoco.mjtSensor.mjSENS_RANGEFINDER and m.sensor_objid[s] == obj.mj_id]
            spec = ProximitySensorSpec(site=obj.name, range=float(cutoff[0]) if cutoff and cutoff[0] > 0 else 1.0)
        rays = max(1, spec.rays)
        ray_sites = tuple(
            mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_SITE, f"{RAY_SITE_PREFIX}{obj.name}:{k}") for k in range(rays)
        )
        if spec.detect:
            scene.proximity_sensors[obj.handle] = ProximitySensor(
                obj.mj_id, spec.range, spec.angle, rays, geoms=_detected_geoms(scene, spec, obj.mj_id))
        elif all(r >= 0 for r in ray_sites):
            first_sensor = mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_SENSOR, f"{RAY_SITE_PREFIX}{obj.name}:0")
            quats = []
            for r in ray_sites:  # each ray's rotation relative to the sensor site
                rel = np.zeros(4)
                inv = np.zeros(4)
                mujoco.mju_negQuat(inv, m.site_quat[obj.mj_id])
                mujoco.mju_mulQuat(rel, inv, m.site_quat[r])
                quats.append(tuple(float(v) for v in rel))
            scene.proximity_sensors[obj.handle] = ProximitySensor(
                obj.mj_id, spec.range, spec.angle, rays, ray_sites, tuple(quats), int(m.sensor_adr[first_sensor])
            )
        else:  # an MJCF rangefinder of the user's: cast in Python
            scene.proximity_sensors[obj.handle] = ProximitySensor(obj.mj_id, spec.range, spec.angle, rays)
    for obj in tree.of_type(ObjectType.FORCE_SENSOR):
        force_adr = torque_adr = -1
        for s in range(m.nsensor):
            if m.sensor_objid[s] != obj.mj_id or m.sensor_objtype[s] != mujoco.mjtObj.mjOBJ_SITE:
                continue
            if m.sensor_type[s] == mujoco.mjtSensor.mjSENS_FORCE:
                force_adr = int(m.sensor_adr[s])
            elif m.sensor_type[s] == mujoco.mjtSensor.mjSENS_TORQUE:
                torque_adr = int(m.sensor_adr[s])
        scene.force_sensors[obj.handle] = ForceSensor(obj.mj_id, force_adr, torque_adr)
    vis_by_cam = {v.camera: v for v in scene.manifest.vision_sensors}
    for obj in tree.of_type(ObjectType.VISION_SENSOR):
        scene.vision_sensors[obj.handle] = vis_by_cam[obj.name]


def _bind_scripts(scene: Scene) -> None:
    for i, spec in enumerate(scene.manifest.scripts):
        try:
            obj = scene.tree.lookup(spec.object)
        except Exception:
            raise SceneError(
                f'{_manifest_name(scene.manifest)}: [[script]] #{i + 1}: "object" "{spec.object}" is not in the scene; '
                "run `tether info SCENE` to list the objects"
            ) from None
        obj.execution_order = ExecutionOrder[spec.execution_order.upper()]
        scene.scripts.append((obj, spec))
