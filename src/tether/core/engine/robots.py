"""Robot discovery: the robots a scene offers to controllers, with their controls and sensors.

One definition for every place that drives robots: the Click server describes them in its
handshake (``tether.click.robots`` translates them into Click's wire types), ``tether.gym`` builds
its action and observation spaces from them. These are the core's own types: the core imports no
protocol.

Robots are declared in the manifest (``[[click.robot]]`` tables, see ``tether.click.server``) or,
without declarations, found automatically: every top-level body tree with actuated joints (a motor
in position, velocity or force mode) is a robot named after its root body, with those joints in
tree order and the force sensors inside the tree. A scene in which no joint is actuated (e.g. a
bare URDF) offers all its motorised joints under position control instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Protocol, Sequence

import numpy as np

from tether.core.engine.motors import MotorMode

if TYPE_CHECKING:
    from tether.core.engine.physics import Physics
    from tether.core.engine.scene import Scene

__all__ = ["ReportedObject", "Robot", "RobotConfigError", "RobotLayout", "robot_layout", "robots_from_scene"]


class Scenery(Protocol):
    """What finding a scene's robots reads (a simulation gives it): the scene (its object tree
    and motors) and the physics of the open scene (the current model)."""

    scene: Scene
    physics: Physics

# The words a ``[[click.robot]]`` table's "control" may use (Click's value type names included).
_CONTROL_WORDS = {
    "position": MotorMode.POSITION,
    "angle": MotorMode.POSITION,
    "velocity": MotorMode.VELOCITY,
    "angularvelocity1d": MotorMode.VELOCITY,
    "force": MotorMode.FORCE,
    "torque": MotorMode.FORCE,
    "torque1d": MotorMode.FORCE,
}
_DRIVEN = (MotorMode.POSITION, MotorMode.VELOCITY, MotorMode.FORCE)


class RobotConfigError(ValueError):
    """A ``[[click.robot]]`` declaration that does not fit the scene."""


@dataclass(frozen=True)
class Robot:
    """A robot as controllers drive it: its controlled joints, how each is driven, and what it
    reports (its joints' values always; its root's pose and its force sensors when present)."""

    name: str
    joints: tuple[str, ...]  # controlled joints' names, in control order
    controls: tuple[MotorMode, ...]  # how each joint is driven: POSITION, VELOCITY or FORCE
    joint_handles: tuple[int, ...]  # one per control, control order
    root_handle: int | None = None  # its pose is reported when set
    force_sensors: tuple[tuple[str, int], ...] = ()  # (sensor name, handle)
    control_events: tuple[str, ...] = ()  # named on/off events a controller may send

    def __post_init__(self) -> None:
        if not len(self.joints) == len(self.controls) == len(self.joint_handles):
            raise ValueError(f"robot {self.name!r}: joints, controls and handles differ in number")
        if any(c not in _DRIVEN for c in self.controls):
            raise ValueError(f"robot {self.name!r}: a control is not position, velocity or force")


@dataclass(frozen=True)
class ReportedObject:
    """An extra object whose pose is reported (no controls)."""

    name: str
    handle: int


# --------------------------------------------------------------------------- scene → robots


def _motor_control_type(sim: Scenery, joint_id: int) -> MotorMode | None:
    motor = sim.scene.motors.get(joint_id)
    if motor is None or motor.mode not in _DRIVEN:
        return None
    return motor.mode


def _make_robot(
    name: str,
    joints: Sequence[tuple[str, int]],
    types: Sequence[MotorMode],
    root: int | None,
    force_sensors: Sequence[tuple[str, int]],
    events: Sequence[str] = (),
) -> Robot:
    return Robot(
        name=name,
        joints=tuple(j for j, _ in joints),
        controls=tuple(types),
        joint_handles=tuple(h for _, h in joints),
        root_handle=root,
        force_sensors=tuple(force_sensors),
        control_events=tuple(events),
    )


def _auto_robots(sim: Scenery) -> list[Robot]:
    from tether.core.engine.objects import MjKind
    from tether.core.engine.states import ObjectType

    model = sim.physics.model
    found: list[tuple[str, int, list[tuple[str, int, MotorMode | None]], list[tuple[str, int]]]] = []
    for obj in sim.scene.tree:
        if obj.kind is not MjKind.BODY or int(model.body_parentid[obj.mj_id]) != 0:
            continue
        # The top-level body's subtree: its own joints sit above it in the object tree
        # (between the world and the body, as in CoppeliaSim), the rest below.
        members = [o for o in _joints_above(obj)] + list(obj.walk())
        joints = [
            (o.name, o.handle, _motor_control_type(sim, o.mj_id))
            for o in members
            if o.type == ObjectType.JOINT and o.mj_id in sim.scene.motors
        ]
        sensors = [(o.name, o.handle) for o in members if o.type == ObjectType.FORCE_SENSOR]
        found.append((obj.name, obj.handle, joints, sensors))
    any_actuated = any(t is not None for _, _, joints, _ in found for *_, t in joints)
    robots = []
    for name, root, joints, sensors in found:
        if any_actuated:
            chosen = [(j, h, t) for j, h, t in joints if t is not None]
        else:  # nothing actuated anywhere: offer every motorised joint under position control
            chosen = [(j, h, MotorMode.POSITION) for j, h, _ in joints]
        if chosen:
            robots.append(
                _make_robot(name, [(j, h) for j, h, _ in chosen], [t for *_, t in chosen], root, sensors)  # type: ignore[misc]
            )
    return robots


def _joints_above(body_obj: Any) -> list[Any]:
    from tether.core.engine.states import ObjectType

    out = []
    node = body_obj.parent
    while node is not None and node.type == ObjectType.JOINT:
        out.append(node)
        node = node.parent
    return list(reversed(out))


def _declared_robots(sim: Scenery, entries: list[Any]) -> tuple[list[Robot], list[ReportedObject]]:
    from tether.core.engine.objects import MjKind
    from tether.core.engine.states import ObjectType

    tree = sim.scene.tree
    robots: list[Robot] = []
    objects: list[ReportedObject] = []
    allowed = {"name", "joints", "control", "root", "sensors", "control_events", "objects"}

    def lookup(ctx: str, name: Any, *types: ObjectType) -> Any:
        if not isinstance(name, str):
            raise RobotConfigError(f"{ctx}: object names must be strings, got {name!r}")
        try:
            obj = tree.lookup(name)
        except Exception:
            raise RobotConfigError(f"{ctx}: no object {name!r} in the scene") from None
        if types and obj.type not in types:
            raise RobotConfigError(f"{ctx}: {name!r} is a {obj.type.name.lower()}, not a {types[0].name.lower()}")
        return obj

    def str_list(ctx: str, entry: Mapping[str, Any], key: str) -> list[str]:
        value = entry.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise RobotConfigError(f'{ctx}: "{key}" must be a list of strings, got {value!r}')
        return value

    for i, entry in enumerate(entries):
        ctx = f"[[click.robot]] #{i + 1}"
        if not isinstance(entry, dict):
            raise RobotConfigError(f"{ctx}: must be a table")
        unknown = set(entry) - allowed
        if unknown:
            raise RobotConfigError(f"{ctx}: unknown key(s) {sorted(unknown)}; allowed: {sorted(allowed)}")
        name = entry.get("name")
        if not isinstance(name, str) or not name:
            raise RobotConfigError(f'{ctx}: "name" (the robot name in the handshake) is required')
        ctx = f"[[click.robot]] {name!r}"
        joint_objs = [lookup(ctx, j, ObjectType.JOINT) for j in str_list(ctx, entry, "joints")]
        for j in joint_objs:
            if j.mj_id not in sim.scene.motors:
                raise RobotConfigError(f"{ctx}: joint {j.name!r} has no motor (only hinge and slide joints do)")
        control = entry.get("control")
        if control is None:
            types = [_motor_control_type(sim, j.mj_id) or MotorMode.POSITION for j in joint_objs]
        else:
            words = [control] * len(joint_objs) if isinstance(control, str) else control
            if not isinstance(words, list) or len(words) != len(joint_objs):
                raise RobotConfigError(f'{ctx}: "control" must be one string or one per joint ({len(joint_objs)})')
            try:
                types = [_CONTROL_WORDS[str(w).lower()] for w in words]
            except KeyError as exc:
                raise RobotConfigError(
                    f"{ctx}: unknown control {exc.args[0]!r}; use position, velocity or force"
                ) from None
        if "root" in entry:
            root = lookup(ctx, entry["root"]).handle
        elif joint_objs:
            body = joint_objs[0].parent
            while body is not None and body.kind is not MjKind.BODY:
                body = body.parent
            root = body.handle if body is not None else None
        else:
            root = None
        sensors = [(s, lookup(ctx, s, ObjectType.FORCE_SENSOR).handle) for s in str_list(ctx, entry, "sensors")]
        events = str_list(ctx, entry, "control_events")
        robots.append(_make_robot(name, [(j.name, j.handle) for j in joint_objs], types, root, sensors, events))
        for o in str_list(ctx, entry, "objects"):
            objects.append(ReportedObject(o, lookup(ctx, o).handle))
    names = [r.name for r in robots] + [o.name for o in objects]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise RobotConfigError(f"[[click.robot]]: names used twice: {dupes}")
    return robots, objects


def robots_from_scene(sim: Scenery) -> tuple[list[Robot], list[ReportedObject]]:
    """The robots (and extra objects) a simulation offers to controllers: from the manifest's
    ``[[click.robot]]`` tables if there are any, else found automatically."""
    click = sim.scene.manifest.raw.get("click", {})
    if not isinstance(click, dict):
        raise RobotConfigError("[click] must be a table")
    entries = click.get("robot", [])
    if not isinstance(entries, list):
        raise RobotConfigError("[[click.robot]] must be an array of tables")
    if entries:
        return _declared_robots(sim, entries)
    return _auto_robots(sim), []


# --------------------------------------------------------------------------- robots → arrays


@dataclass(frozen=True)
class RobotLayout:
    """A robot's controls as MuJoCo arrays, for code that reads and commands it in bulk
    (``tether.gym``): one entry per control, in the robot's control order."""

    name: str
    joints: tuple[str, ...]
    joint_ids: np.ndarray  # MuJoCo joint ids
    qpos_adr: np.ndarray  # index into data.qpos
    dof_adr: np.ndarray  # index into data.qvel / qfrc_*
    modes: tuple[str, ...]  # "position" | "velocity" | "force", from the control types
    low: np.ndarray  # bounds of each control's value (joint range, velocity limit, max force)
    high: np.ndarray
    force_sensors: tuple[tuple[str, int], ...]  # (name, handle)


DEFAULT_VELOCITY_LIMIT = math.pi  # rad/s (or m/s) bound of a velocity control: MJCF has no velocity limit


def robot_layout(sim: Scenery, robot: Robot, velocity_limit: float = DEFAULT_VELOCITY_LIMIT) -> RobotLayout:
    """The arrays of ``robot``'s controls: position controls are bounded by the joint's range
    (±π for an unlimited hinge), velocity controls by ``velocity_limit``, force controls by the
    motor's max force."""
    model = sim.physics.model
    ids, modes, low, high = [], [], [], []
    for handle, kind in zip(robot.joint_handles, robot.controls):
        jid = sim.scene.tree.get(handle).mj_id
        mode = kind.value
        if mode == "position":
            lo, hi = (model.jnt_range[jid] if model.jnt_limited[jid] else (-math.pi, math.pi))
        elif mode == "velocity":
            lo, hi = -velocity_limit, velocity_limit
        else:
            f = sim.scene.motors[jid].max_force(model)
            lo, hi = -f, f
        ids.append(jid)
        modes.append(mode)
        low.append(float(lo))
        high.append(float(hi))
    as_ids = np.asarray(ids, dtype=np.intp)
    return RobotLayout(
        name=robot.name,
        joints=robot.joints,
        joint_ids=as_ids,
        qpos_adr=np.asarray(model.jnt_qposadr[as_ids], dtype=np.intp),
        dof_adr=np.asarray(model.jnt_dofadr[as_ids], dtype=np.intp),
        modes=tuple(modes),
        low=np.asarray(low, dtype=np.float64),
        high=np.asarray(high, dtype=np.float64),
        force_sensors=tuple(robot.force_sensors),
    )
