"""Scene editing at run time: create dummies and primitive shapes, remove them, re-parent bodies,
load model files into the running scene.

Every edit changes the scene's MjSpec and recompiles it with ``MjSpec.recompile``, which carries
MjData (positions, velocities, time...) over by name. Edits only *append* MuJoCo elements (new
bodies go last under the world, a re-parented body gets a weld constraint appended), so every
existing element keeps its MuJoCo id and every scene object its handle; run-time changes to the
old model (gains, colours, masses...) are copied over row by row (ModelSnapshot.carry_changes).

Re-parenting a body: MuJoCo compiles the kinematic tree, and moving a body in it would renumber
bodies; instead a free body (dynamic shape) is welded to its new parent (a stiff MuJoCo weld at the
current relative pose), and a static body at world level becomes a mocap body that tether places
relative to its parent before every step (Physics.followers), so either moves with its new
parent as in CoppeliaSim; re-parenting to the world ends that. Joint-driven bodies are refused. Stop restores the scene as it was at start (SceneEditor.restore_initial_state).
"""

from __future__ import annotations

import itertools
from contextlib import AbstractContextManager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence

import mujoco
import numpy as np

from tether.core.importers.coppeliasim import Imported, is_coppelia_file, read_coppelia_file
from tether.core.engine.errors import SceneError, SimError
from tether.core.simapi.args import colour, number, vector
from tether.core.engine.motors import MOTOR_PREFIX, REFERENCE_PREFIX
from tether.core.engine.objects import MjKind, SceneObject
from tether.core.engine.snapshot import ModelSnapshot
from tether.core.engine.states import SimulationState
from tether.core.engine.states import ObjectType
from tether.core.engine.suggest import missing_file

if TYPE_CHECKING:
    from tether.core.engine.physics import Physics
    from tether.core.engine.sensing import Sensors

CREATED_PREFIX = "tether_created:"  # MuJoCo names of created bodies (aliases are CoppeliaSim's)
WELD_PREFIX = "tether_parent:"  # the weld that re-parents a body
# sim.primitiveshape_* → (MuJoCo geom type, alias)
PRIMITIVES = {
    1: (mujoco.mjtGeom.mjGEOM_BOX, "Plane"),
    2: (mujoco.mjtGeom.mjGEOM_CYLINDER, "Disc"),
    3: (mujoco.mjtGeom.mjGEOM_BOX, "Cuboid"),
    4: (mujoco.mjtGeom.mjGEOM_ELLIPSOID, "Sphere"),
    5: (mujoco.mjtGeom.mjGEOM_CYLINDER, "Cylinder"),
    8: (mujoco.mjtGeom.mjGEOM_CAPSULE, "Capsule"),
}
DEFAULT_DENSITY = 1000.0  # kg/m³, CoppeliaSim's default shape density


class Reparenting(Protocol):
    """The sim API call the editor leaves a removed body's scene children to (SimAPI's)."""

    def setObjectParent(self, handle: int, parent: int, keep_in_place: bool = True) -> None: ...


class ScriptOwners(Protocol):
    """What the editor asks of the script runner (tether.core.scripting.script_runner.ScriptRunner)."""

    def drop_scripts_of_removed_objects(self) -> None: ...

    def add_script(self, obj: SceneObject, source: str, filename: str = "<script>", threaded: bool = False) -> Any: ...


class EditOwner(Protocol):
    """What the editor reaches of the composition that builds it (tether.core.simulation), when an
    edit needs it: the scripts (built after the editor), the ``sim`` call a removed body's
    children are left to (the API, above the editor) and the run state."""

    scripts: ScriptOwners
    api: Reparenting

    @property
    def state(self) -> SimulationState: ...


class SceneEditor:
    """Run-time edits of one simulation's scene (see the module docstring)."""

    def __init__(self, owner: EditOwner, lock: AbstractContextManager[Any], physics: Physics, sensors: Sensors) -> None:
        """``lock``: the simulation's (held while a loaded model's scripts are added)."""
        self._owner = owner
        self._lock = lock
        self._physics = physics
        self._scene = physics.scene
        self._sensors = sensors
        self._names = itertools.count(1)
        self.edited = False  # True once the compiled model differs from the one loaded

    # -- the model switch and the initial state ----------------------------------------------
    def adopt_model(self, model: mujoco.MjModel, data: mujoco.MjData) -> None:
        """Switch to a recompiled model (a scene edit) or back to the loaded one: drop every
        cache bound to the old model (renderers, sensors' bindings, the physics' caches)."""
        self._sensors.release_renderers()
        self._physics.adopt_model(model, data)
        self._sensors.rebind()

    def capture_initial_state(self) -> None:
        """Record what stop restores: the scene as loaded, or as edited while stopped (objects
        created, loaded or re-parented then stay after stop, as in CoppeliaSim)."""
        self._physics.capture_initial_state()
        self._scene.tree.remember_parents()
        self.edited = False

    def restore_initial_state(self) -> None:
        """Put data, model parameters, motors and the scene (objects created, removed or
        re-parented at run time) back exactly as loaded."""
        self._scene.forget_sensors(self._scene.tree.in_initial_scene)  # of models loaded while running
        edited = self.edited
        if edited:  # back to the loaded model: renderers of the edited one go
            self._sensors.release_renderers()
            self.edited = False
        self._physics.restore_initial_state(edited)
        self._owner.scripts.drop_scripts_of_removed_objects()
        self._sensors.rebind()

    # -- creating --------------------------------------------------------------------------
    def create_dummy(self, size: float, color: Sequence[float] | None = None) -> int:
        """A dummy at the world origin (a MuJoCo mocap body without geoms: it can be placed and
        can carry children). Returns its handle."""
        name = self._new_name()
        body = self._scene.spec.worldbody.add_body(name=name, mocap=True)
        body.add_site(name=name, size=[max(number(size, "size"), 1e-4) / 2] * 3, group=4,
                      rgba=_rgba(color, (1.0, 0.85, 0.1, 1.0)))
        self._recompile()
        return self._add_body_object(name, "Dummy", ObjectType.DUMMY)

    def set_dynamic(self, obj: SceneObject, dynamic: bool) -> None:
        """Turn a created shape dynamic (a free body) or static (a mocap body), where it is now."""
        if not obj.name_in_mujoco().startswith(CREATED_PREFIX) or obj.kind is not MjKind.BODY:
            raise SimError(
                f"object {obj.name!r} was not created at run time: its static/dynamic state is fixed by the model"
            )
        m = self._physics.model
        is_dynamic = m.body_jntnum[obj.mj_id] > 0
        if is_dynamic == dynamic:
            return
        self._physics.ensure_kinematics()
        body = self._scene.spec.body(obj.name_in_mujoco())
        body.pos = self._physics.data.xpos[obj.mj_id].copy()
        body.quat = self._physics.data.xquat[obj.mj_id].copy()
        if dynamic:
            body.mocap = False
            body.add_freejoint(name=obj.name_in_mujoco())
        else:
            for joint in list(body.joints):
                self._scene.spec.delete(joint)
            body.mocap = True
        self._recompile(renumbered=True)

    def create_primitive_shape(self, primitive: int, sizes: Sequence[float], dynamic: bool = True,
                               mass: float | None = None, color: Sequence[float] | None = None) -> int:
        """A primitive shape (sim.primitiveshape_*) of these x, y, z extents at the world origin:
        dynamic (a free body that falls and collides) or static (a mocap body that collides but
        does not move unless placed)."""
        if primitive not in PRIMITIVES:
            raise SimError(
                f"primitive shape type {primitive!r} is not supported; use sim.primitiveshape_cuboid, "
                "_spheroid, _cylinder, _capsule, _disc or _plane"
            )
        x, y, z = (abs(v) for v in vector(sizes, 3, "sizes (x, y, z extents)"))
        if min(x, y) <= 0:
            raise SimError(f"sizes must be positive and finite, got {sizes!r}")
        geom_type, alias = PRIMITIVES[primitive]
        if primitive == 1:  # a plane: a thin box
            half = [x / 2, y / 2, 5e-4]
        elif geom_type == mujoco.mjtGeom.mjGEOM_BOX:
            half = [x / 2, y / 2, max(z, 1e-4) / 2]
        elif geom_type == mujoco.mjtGeom.mjGEOM_ELLIPSOID:
            half = [x / 2, y / 2, max(z, 1e-4) / 2]
        elif geom_type == mujoco.mjtGeom.mjGEOM_CYLINDER:
            half = [max(x, y) / 2, max(z, 1e-4 if primitive == 2 else 1e-4) / 2, 0]
        else:  # capsule: radius from x/y, z = total length
            radius = max(x, y) / 2
            half = [radius, max(z / 2 - radius, 1e-4), 0]
        name = self._new_name()
        body = self._scene.spec.worldbody.add_body(name=name, mocap=not dynamic)
        if dynamic:
            body.add_freejoint(name=name)
        geom = body.add_geom(name=name, type=geom_type, size=half, rgba=_rgba(color, (0.85, 0.85, 0.85, 1.0)))
        if mass is not None:
            geom.mass = number(mass, "mass")
        else:
            geom.density = DEFAULT_DENSITY
        self._recompile()
        return self._add_body_object(name, alias, ObjectType.SHAPE)

    def load_model(self, path: str | Path) -> int:
        """Load an MJCF/URDF file or a CoppeliaSim XML model into the running scene, its bodies
        under the world; returns the handle of its first top-level object."""
        path = Path(path)
        if not path.is_file():
            raise SimError(missing_file(path, "model file"))
        imported = None
        try:
            if is_coppelia_file(path):
                imported = read_coppelia_file(path)
                child = imported.spec
            else:
                child = mujoco.MjSpec.from_file(str(path))
        except SceneError as exc:
            raise SimError(str(exc)) from None
        except Exception as exc:
            raise SimError(f"{path.name}: cannot parse model: {' '.join(str(exc).split())}") from None
        m = self._physics.model
        counts = (m.nbody, m.nsite, m.ncam, m.ngeom)
        prefix = f"{path.stem}{next(self._names)}:"
        from tether.core.engine.scene import add_motors_to_spec, bind_motors

        joints = [replace(j, name=prefix + j.name) for j in imported.manifest.joints] if imported else []
        spec = self._scene.spec
        frame = spec.worldbody.add_frame()
        try:
            spec.attach(child, prefix=prefix, frame=frame)
            motor_specs = [ms for ms in add_motors_to_spec(spec, float(m.opt.timestep), joints)
                           if ms.joint.startswith(prefix)]
            self._recompile()
        except SimError:
            raise
        except Exception as exc:
            raise SimError(f"{path.name}: cannot add the model to the scene: {' '.join(str(exc).split())}") from None
        new_motors = bind_motors(self._scene, motor_specs)
        if self._scene.drive is not None:
            self._scene.drive.add(new_motors)
        first = self._add_loaded_objects(counts, prefix)
        if first is None:
            raise SimError(f"{path.name}: the model has no bodies")
        if imported is not None:
            self._adopt_coppelia_model(imported, prefix, new_motors, counts)
        return first

    def _adopt_coppelia_model(self, imported: Imported, prefix: str, motors: list, counts: tuple) -> None:
        """A CoppeliaSim model's aliases, joint targets and child scripts, once it is in."""
        added = [obj for obj in self._scene.tree if obj.loaded and obj.mj_name.startswith(prefix)]
        for obj in added:
            alias = imported.aliases.get(obj.mj_name[len(prefix):])
            if alias is not None and alias != obj.name:
                self._scene.tree.rename(obj, alias)
        imported.type_stand_ins(added, prefix)
        for motor in motors:
            name = (mujoco.mj_id2name(self._physics.model, mujoco.mjtObj.mjOBJ_JOINT, motor.joint_id) or "")[len(prefix):]
            if name in imported.targets:
                motor.target_position, motor.target_velocity = imported.targets[name]
        by_mj_name = {obj.mj_name: obj for obj in added}
        self._adopt_sensors(imported, prefix, by_mj_name)
        for spec in imported.manifest.scripts:
            owner = by_mj_name.get(prefix + spec.object)
            if owner is not None:
                with self._lock:
                    script = self._owner.scripts.add_script(owner, spec.source, str(spec.file), threaded=spec.threaded)
                script.script_object = spec.script_object

    def _adopt_sensors(self, imported: Imported, prefix: str, by_mj_name: dict[str, SceneObject]) -> None:
        """A loaded CoppeliaSim model's proximity, force and vision sensors: sensors of the scene
        (proximity rays are cast in Python, as for a rangefinder of an MJCF model)."""
        from tether.core.engine.specs import VisionSensorSpec
        from tether.core.engine.scene import ForceSensor, ProximitySensor, detectable_geoms

        m, scene = self._physics.model, self._scene
        for prox in imported.manifest.proximity_sensors:
            obj = by_mj_name.get(prefix + prox.site)
            if obj is not None and obj.kind is MjKind.SITE:
                obj.type = ObjectType.PROXIMITY_SENSOR
                entity = by_mj_name.get(prefix + prox.detect) if prox.detect else None
                geoms = detectable_geoms(m, entity, obj.mj_id) if entity is not None else None
                scene.proximity_sensors[obj.handle] = ProximitySensor(obj.mj_id, prox.range, prox.angle, prox.rays,
                                                                      geoms=geoms)
        for vision in imported.manifest.vision_sensors:
            obj = by_mj_name.get(prefix + vision.camera)
            if obj is not None and obj.kind is MjKind.CAMERA:
                obj.type = ObjectType.VISION_SENSOR
                scene.vision_sensors[obj.handle] = VisionSensorSpec(obj.mj_name, vision.resolution)
        for obj in by_mj_name.values():
            if obj.kind is not MjKind.SITE:
                continue
            adr = [mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_SENSOR, f"{obj.mj_name}:{kind}") for kind in ("force", "torque")]
            if min(adr) >= 0:
                obj.type = ObjectType.FORCE_SENSOR
                scene.force_sensors[obj.handle] = ForceSensor(obj.mj_id, int(m.sensor_adr[adr[0]]), int(m.sensor_adr[adr[1]]))
        self._sensors.rebind()

    # -- removing ----------------------------------------------------------------------------
    def remove(self, handles: Sequence[int]) -> None:
        """Remove objects created at run time (with their subtrees)."""
        objects = [self._scene.tree.get(h) for h in handles]
        running = self._owner.state != SimulationState.STOPPED
        for obj in objects:
            if not self._removable(obj):
                raise SimError(
                    f"object {obj.name!r} belongs to the loaded scene: tether removes only objects created "
                    "or loaded at run time (MuJoCo compiles the rest into the model)"
                )
            if running and self._scene.tree.in_initial_scene(obj.handle):
                raise SimError(
                    f"object {obj.name!r} was created before the simulation started, so stop restores it: "
                    "remove it while the simulation is stopped"
                )
        spec = self._scene.spec
        for obj in objects:
            if obj.handle not in self._scene.tree.by_handle:
                continue  # already removed with its parent
            for child in list(obj.walk())[1:]:
                if not self._removable(child) and child.parent is not None and self._removable(child.parent):
                    self._owner.api.setObjectParent(child.handle, -1, True)  # scene objects stay, at the world
            removed = {node.name_in_mujoco() for node in obj.walk() if node.kind is MjKind.BODY}
            removed_ids = {node.mj_id for node in obj.walk() if node.kind is MjKind.BODY}
            for body, (parent, *_) in list(self._physics.followers.items()):
                if body in removed_ids or parent in removed_ids:
                    del self._physics.followers[body]
            for eq in list(spec.equalities):  # welds of or to the removed bodies
                if eq.name1 in removed or eq.name2 in removed:
                    spec.delete(eq)
            body = spec.body(obj.name_in_mujoco())
            if body is not None:
                spec.delete(body)
            self._scene.tree.remove(obj)
        self._scene.forget_sensors(lambda handle: handle in self._scene.tree.by_handle)
        self._owner.scripts.drop_scripts_of_removed_objects()
        self._recompile(renumbered=True)

    @staticmethod
    def _removable(obj: SceneObject) -> bool:
        return obj.name_in_mujoco().startswith(CREATED_PREFIX) or obj.loaded

    # -- re-parenting bodies -------------------------------------------------------------------
    def set_body_parent(self, obj: SceneObject, parent: SceneObject | None, keep_in_place: bool) -> None:
        """Make a body follow ``parent``: a free body (dynamic shape) through a weld at the current
        relative pose; a static body at world level (made a MuJoCo mocap body if it is not one)
        kinematically, placed relative to its parent before every step. ``parent`` None: the
        world (the weld or the following ends)."""
        m, d = self._physics.model, self._physics.data
        b = obj.mj_id
        free = m.body_jntnum[b] == 1 and m.jnt_type[m.body_jntadr[b]] == mujoco.mjtJoint.mjJNT_FREE
        static = m.body_jntnum[b] == 0 and m.body_parentid[b] == 0
        if not free and not static:
            raise SimError(
                f"object {obj.name!r} is moved by its joints in MuJoCo's compiled kinematic tree and cannot be "
                "re-parented; free bodies (dynamic shapes), static shapes at world level, created objects, "
                "dummies, sensors and cameras can"
            )
        if parent is not None and parent.kind is not MjKind.BODY:
            raise SimError(f"object {parent.name!r} cannot be a parent: use a body (shape or dummy) or -1")
        if parent is not None and any(node is obj for node in _ancestors(parent)):
            raise SimError(f"object {parent.name!r} is inside {obj.name!r}: it cannot become its parent")
        self._physics.ensure_kinematics()
        old_parent = obj.parent
        if not keep_in_place:
            # keep the pose relative to the parent: place the body where that pose puts it
            pose = _relative(d, old_parent.mj_id if old_parent is not None else 0, b)
            world = (np.zeros(3), np.array([1.0, 0, 0, 0]))
            new_frame = (d.xpos[parent.mj_id], d.xquat[parent.mj_id]) if parent is not None else world
            pos, quat = _compose(new_frame, pose)
            _place(m, d, b, pos, quat)
            mujoco.mj_kinematics(m, d)
        if static:
            self._follow(obj, parent)
            return
        self.unweld(obj, recompile=False)
        if parent is not None:
            weld = self._scene.spec.add_equality(name=WELD_PREFIX + obj.name_in_mujoco())
            weld.type = mujoco.mjtEq.mjEQ_WELD
            weld.objtype = mujoco.mjtObj.mjOBJ_BODY
            weld.name1 = parent.name_in_mujoco()
            weld.name2 = obj.name_in_mujoco()
            rel = _relative(d, parent.mj_id, b)  # relpose: the body's pose in the parent's frame, now
            data = np.zeros(len(weld.data))
            data[3:6], data[6:10], data[10] = rel[0], rel[1], 1.0  # anchor 0, relpose, torque scale 1
            weld.data = data
            weld.solref = [2 * float(m.opt.timestep), 1.0]
            weld.solimp = [0.99, 0.999, 0.001, 0.5, 2.0]
        self._recompile(renumbered=True)
        self._scene.tree.set_parent(obj, parent)

    def _follow(self, obj: SceneObject, parent: SceneObject | None) -> None:
        """A static body follows its parent kinematically (Physics.followers)."""
        if self._physics.model.body_mocapid[obj.mj_id] < 0:  # make it placeable: a mocap body, where it is now
            self._physics.ensure_kinematics()
            body = self._scene.spec.body(obj.name_in_mujoco())
            body.pos = self._physics.data.xpos[obj.mj_id].copy()
            body.quat = self._physics.data.xquat[obj.mj_id].copy()
            body.mocap = True
            self._recompile()
        self._physics.followers.pop(obj.mj_id, None)
        if parent is not None:
            self._physics.ensure_kinematics()
            self._physics.followers[obj.mj_id] = (parent.mj_id, *_relative(self._physics.data, parent.mj_id, obj.mj_id))
        self._scene.tree.set_parent(obj, parent)
        self._physics.mark_kinematics_dirty()

    def unweld(self, obj: SceneObject, recompile: bool = False) -> None:
        spec = self._scene.spec
        name = WELD_PREFIX + obj.name_in_mujoco()
        for eq in list(spec.equalities):
            if eq.name == name:
                spec.delete(eq)
        if recompile:
            self._recompile(renumbered=True)

    # -- building blocks of the sim API's constructors (tether.core.simapi.creating) ---------------
    def add_body(self, alias: str, type_: ObjectType, build: Callable[[Any, str], None], dynamic: bool = False) -> int:
        """A new body under the world (a free body when ``dynamic``, else a static mocap body)
        that ``build(body, name)`` fills (geoms, sites; ``name`` is free for its elements),
        compiled in; returns its object's handle."""
        name = self._new_name()
        body = self._scene.spec.worldbody.add_body(name=name, mocap=not dynamic)
        if dynamic:
            body.add_freejoint(name=name)
        try:
            build(body, name)
        except SimError:
            self._scene.spec.delete(body)
            raise
        self._recompile()
        return self._add_body_object(name, alias, type_)

    def edit(self, change: Callable[[Any], None]) -> None:
        """Apply ``change(spec)`` (appending elements only: equalities, meshes...) and compile it
        in, keeping the simulation's state."""
        change(self._scene.spec)
        self._recompile()

    def copy_body(self, obj: SceneObject) -> int:
        """A copy of a body object's subtree under the world, at the original's model pose, its
        joints motorised as loaded ones; the copies keep the originals' aliases. Returns the
        copy's handle."""
        if obj.kind is not MjKind.BODY:
            raise SimError(f"object {obj.name!r} is not a body (shape or dummy): it cannot be copied alone")
        spec = self._scene.spec
        m = self._physics.model
        counts = (m.nbody, m.nsite, m.ncam, m.ngeom)
        prefix = f"tether_copy{next(self._names)}:"
        from tether.core.engine.scene import add_motors_to_spec, bind_motors

        spec.copy_during_attach = True
        try:
            frame = spec.worldbody.add_frame()
            frame.attach_body(spec.body(obj.name_in_mujoco()), prefix, "")
            # the originals' motor parts came along: the copy gets motors of its own below
            # (names first, then one fresh lookup per deletion: a deletion can move the others)
            helpers = (prefix + REFERENCE_PREFIX, prefix + MOTOR_PREFIX)
            for kind, elements in (("actuator", spec.actuators), ("tendon", spec.tendons), ("body", spec.bodies)):
                for name in [e.name for e in elements if e.name.startswith(helpers)]:
                    element = getattr(spec, kind)(name)
                    if element is not None:
                        spec.delete(element)
            motor_specs = [ms for ms in add_motors_to_spec(spec, float(m.opt.timestep)) if ms.joint.startswith(prefix)]
            self._recompile()
        except SimError:
            raise
        except Exception as exc:
            raise SimError(f"cannot copy {obj.name!r}: {' '.join(str(exc).split())}") from None
        finally:
            spec.copy_during_attach = False
        new_motors = bind_motors(self._scene, motor_specs)
        model, data = self._physics.model, self._physics.data
        originals = {mujoco.mj_id2name(model, mujoco.mjtObj.mjOBJ_JOINT, j): motor
                     for j, motor in self._scene.motors.items()}
        for motor in new_motors:  # a copy's motors work as the original's (mode, gains, limits)
            original = originals.get((mujoco.mj_id2name(model, mujoco.mjtObj.mjOBJ_JOINT, motor.joint_id) or "")[len(prefix):])
            if original is not None and motor.owned and original.owned:
                motor.pid, motor.max_velocity = original.pid, original.max_velocity
                motor.set_max_force(model, original.max_force(model))
                motor.apply_mode(model, data, original.mode)
                motor.write_ctrl(data)
        if self._scene.drive is not None:
            self._scene.drive.add(new_motors)
        first = self._add_loaded_objects(counts, prefix)
        aliases = {o.name_in_mujoco(): o.name for o in self._scene.tree}
        for new in self._scene.tree:
            original = new.mj_name[len(prefix):] if new.mj_name.startswith(prefix) else None
            if original is not None and original in aliases:
                self._scene.tree.rename(new, aliases[original])
        if first is None:
            raise SimError(f"cannot copy {obj.name!r}: nothing was copied")
        return first

    # -- internals ---------------------------------------------------------------------------
    def _new_name(self) -> str:
        return f"{CREATED_PREFIX}{next(self._names)}"

    def _recompile(self, renumbered: bool = False) -> None:
        """Recompile the edited spec, keep MjData's state and the old model's run-time changes."""
        old_model, old_data = self._physics.model, self._physics.data
        try:
            model, data = self._scene.spec.recompile(old_model, old_data)
        except Exception as exc:
            raise SimError(f"the edited scene does not compile: {' '.join(str(exc).split())}") from None
        fresh = ModelSnapshot(model)
        if self._scene.compiled is not None:
            self._scene.compiled.carry_changes(old_model, model)
        self._scene.compiled = fresh
        self.edited = True
        self.adopt_model(model, data)
        if renumbered:
            self._renumber()

    def _renumber(self) -> None:
        """After a removal, created objects after it moved down: look their ids up by name."""
        for obj in self._scene.tree:
            if obj.kind is MjKind.BODY and obj.mj_name:
                obj.mj_id = mujoco.mj_name2id(self._physics.model, mujoco.mjtObj.mjOBJ_BODY, obj.mj_name)

    def _add_body_object(self, name: str, alias: str, type_: ObjectType) -> int:
        body = mujoco.mj_name2id(self._physics.model, mujoco.mjtObj.mjOBJ_BODY, name)
        obj = self._scene.tree.add(alias, type_, MjKind.BODY, body, None)
        obj.mj_name = name
        return obj.handle

    def _add_loaded_objects(self, counts: tuple[int, int, int, int], prefix: str) -> int | None:
        """Scene objects for the bodies (with joints), sites and cameras a loaded model added."""
        m, tree = self._physics.model, self._scene.tree
        nbody, nsite, ncam, _ = counts
        body_objects: dict[int, SceneObject | None] = {0: None}
        first: int | None = None
        for b in range(nbody, m.nbody):
            if (mujoco.mj_id2name(m, mujoco.mjtObj.mjOBJ_BODY, b) or "").startswith(REFERENCE_PREFIX):
                continue  # a motor's reference joint (tether.core.engine.motors)
            parent = body_objects.get(int(m.body_parentid[b]))
            for j in range(m.body_jntadr[b], m.body_jntadr[b] + m.body_jntnum[b]):
                if m.jnt_type[j] == mujoco.mjtJoint.mjJNT_FREE:
                    continue
                jname = mujoco.mj_id2name(m, mujoco.mjtObj.mjOBJ_JOINT, j) or f"{prefix}joint{j}"
                parent = tree.add(_alias(jname, prefix), ObjectType.JOINT, MjKind.JOINT, j, parent)
                parent.mj_name, parent.loaded = jname, True
            bname = mujoco.mj_id2name(m, mujoco.mjtObj.mjOBJ_BODY, b) or ""
            type_ = ObjectType.SHAPE if m.body_geomnum[b] > 0 else ObjectType.DUMMY
            obj = tree.add(_alias(bname, prefix) or f"body{b}", type_, MjKind.BODY, b, parent)
            obj.mj_name, obj.loaded = bname, True
            body_objects[b] = obj
            if first is None:
                first = obj.handle
        # named sites (dummies) and cameras, under the body that carries them
        for first_new, count, owners, mj_type, type_, kind in (
                (nsite, m.nsite, m.site_bodyid, mujoco.mjtObj.mjOBJ_SITE, ObjectType.DUMMY, MjKind.SITE),
                (ncam, m.ncam, m.cam_bodyid, mujoco.mjtObj.mjOBJ_CAMERA, ObjectType.CAMERA, MjKind.CAMERA)):
            for i in range(first_new, count):
                name = mujoco.mj_id2name(m, mj_type, i)
                if name:
                    o = tree.add(_alias(name, prefix), type_, kind, i, body_objects.get(int(owners[i])))
                    o.mj_name, o.loaded = name, True
        return first


def _alias(name: str, prefix: str) -> str:
    return name[len(prefix):] if name.startswith(prefix) else name


def _rgba(color: Sequence[float] | None, default: tuple[float, float, float, float]) -> list[float]:
    return list(default) if color is None else [*colour(color, "color"), 1.0]


def _ancestors(obj: SceneObject | None):  # noqa: ANN202 - a generator of SceneObject
    while obj is not None:
        yield obj
        obj = obj.parent


def _relative(d: mujoco.MjData, frame_body: int, body: int) -> tuple[np.ndarray, np.ndarray]:
    """Pose (pos, quat) of ``body`` in the frame of ``frame_body``."""
    inv = np.zeros(4)
    mujoco.mju_negQuat(inv, d.xquat[frame_body])
    pos = np.zeros(3)
    mujoco.mju_rotVecQuat(pos, d.xpos[body] - d.xpos[frame_body], inv)
    quat = np.zeros(4)
    mujoco.mju_mulQuat(quat, inv, d.xquat[body])
    return pos, quat


Pose = tuple[np.ndarray, np.ndarray]  # position, MuJoCo quaternion (w, x, y, z)


def _compose(frame: Pose, pose: Pose) -> Pose:
    pos = np.zeros(3)
    mujoco.mju_rotVecQuat(pos, pose[0], frame[1])
    quat = np.zeros(4)
    mujoco.mju_mulQuat(quat, frame[1], pose[1])
    return frame[0] + pos, quat


def _place(m: mujoco.MjModel, d: mujoco.MjData, body: int, pos: np.ndarray, quat: np.ndarray) -> None:
    mocap = m.body_mocapid[body]
    if mocap >= 0:
        d.mocap_pos[mocap], d.mocap_quat[mocap] = pos, quat
        return
    j = m.body_jntadr[body]
    qa, va = m.jnt_qposadr[j], m.jnt_dofadr[j]
    d.qpos[qa : qa + 3], d.qpos[qa + 3 : qa + 7] = pos, quat
    d.qvel[va : va + 6] = 0.0
