"""Sans-IO codec for Algoryx Click messages.

Everything here works on bytes and protobuf objects only; no sockets. The client
(:mod:`tether.click.client`) and the server (:mod:`tether.click.server`) share it so that
both sides agree on what is valid.

Wire format (identical to the ``pclick`` package): one serialized protobuf message per
ZeroMQ frame, protobuf package ``click.protobuf``. Every message carries its
``messageType`` in field 1, so :func:`parse` first reads the frame as the header
``Message`` and then parses it again as the concrete message class.

Main entry points:

* :func:`parse` / :func:`encode` — bytes <-> protobuf message, :class:`ClickProtocolError`
  on garbage.
* builders — :func:`handshake_init`, :func:`handshake`, :func:`sensor_request`,
  :func:`control`, :func:`sensor`, :func:`reset`, :func:`error`.
* :class:`RobotDescription` and :func:`robots_from_handshake` — the typed view of a
  handshake.
* validation — :func:`handshake_init_errors`, :func:`control_errors` and
  :func:`decode_control` (what a server applies), each with readable error texts.
* :func:`decode_sensors` — a SensorMessage as :class:`SensorData` with values by joint name.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, NamedTuple, Sequence, Union

from google.protobuf.message import DecodeError

from tether.click import click_pb2 as pb

__all__ = [
    "ClickException",
    "ClickProtocolError",
    "ClickValidationError",
    "MessageType",
    "ValueType",
    "ErrorType",
    "CURRENT_VERSION",
    "AnyMessage",
    "parse",
    "encode",
    "message_type",
    "handshake_init",
    "handshake",
    "sensor_request",
    "control",
    "sensor",
    "reset",
    "error",
    "RobotDescription",
    "robots_from_handshake",
    "scene_control_type",
    "handshake_init_errors",
    "control_errors",
    "decode_control",
    "RobotControl",
    "SensorValue",
    "RobotSensors",
    "SensorData",
    "decode_sensors",
    "JOINT_CONTROL_TYPES",
    "DEPRECATED_CONTROL_FIELDS",
]


def _proto_enum(name: str, wrapper: Any, suffix: str = "", doc: str = "") -> Any:
    """``click.protobuf.<name>`` as an IntEnum whose members the generated module lists (one
    source: click.proto); ``suffix`` is cut from the proto's names (``ControlMessageType`` is
    ``MessageType.Control``)."""
    members = {key.removesuffix(suffix): value for key, value in wrapper.items()}
    made = enum.IntEnum(name, members, module=__name__)  # type: ignore[misc]
    made.__doc__ = doc or f"``click.protobuf.{name}``."
    return made


MessageType = _proto_enum("MessageType", pb.MessageType, "MessageType")
ValueType = _proto_enum("ValueType", pb.ValueType, doc="``click.protobuf.ValueType``: the kind of a control or sensor value.")
ErrorType = _proto_enum("ErrorType", pb.ErrorType, doc="``click.protobuf.ErrorType``. The protocol defines a single value.")


#: The protocol version tether speaks (``click.protobuf.Version.CURRENT_VERSION``).
CURRENT_VERSION: int = pb.CURRENT_VERSION

#: Control types a joint can have.
JOINT_CONTROL_TYPES: frozenset[ValueType] = frozenset(
    {ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D}
)

#: Deprecated ControlMessage fields and the control type all their values must have.
DEPRECATED_CONTROL_FIELDS: Mapping[str, ValueType] = {
    "angles": ValueType.Angle,
    "angularVelocities": ValueType.AngularVelocity1D,
    "torques": ValueType.Torque1D,
}

AnyMessage = Union[
    pb.HandshakeInitMessage,
    pb.HandshakeMessage,
    pb.SensorRequestMessage,
    pb.ControlMessage,
    pb.SensorMessage,
    pb.ResetMessage,
    pb.ErrorMessage,
]

_CLASSES: dict[int, type] = {
    pb.HandshakeInitMessageType: pb.HandshakeInitMessage,
    pb.HandshakeMessageType: pb.HandshakeMessage,
    pb.SensorRequestMessageType: pb.SensorRequestMessage,
    pb.ControlMessageType: pb.ControlMessage,
    pb.SensorMessageType: pb.SensorMessage,
    pb.ResetMessageType: pb.ResetMessage,
    pb.ErrorMessageType: pb.ErrorMessage,
}


class ClickException(Exception):
    """Base class of every Click error raised by tether."""


class ClickProtocolError(ClickException):
    """Bytes that are not a Click message, or a message that breaks the protocol."""


class ClickValidationError(ClickProtocolError):
    """A well-formed message whose content does not fit the handshake (wrong robot,
    wrong number of values, ...). ``problems`` lists every problem found."""

    def __init__(self, problems: Sequence[str]) -> None:
        self.problems: tuple[str, ...] = tuple(problems)
        super().__init__("; ".join(self.problems))


# --------------------------------------------------------------------------- bytes


def parse(data: bytes) -> AnyMessage:
    """Parse one frame into the concrete Click message it holds.

    Raises :class:`ClickProtocolError` when the bytes are not valid protobuf or name a
    message type this protocol does not have. Unknown *fields* are tolerated (a newer
    peer may add some), as protobuf itself does.

    Note that an empty frame is a valid HandshakeInitMessage with an undefined version:
    ``HandshakeInitMessageType`` is 0, protobuf's default. :func:`handshake_init_errors`
    rejects it for its version.
    """
    try:
        kind = pb.Message.FromString(data).messageType
    except DecodeError as exc:
        raise ClickProtocolError(f"not a Click message ({len(data)} bytes): {exc}") from None
    except TypeError:
        raise ClickProtocolError(f"expected bytes, got {type(data).__name__}") from None
    cls = _CLASSES.get(kind)
    if cls is None:
        raise ClickProtocolError(f"unknown Click message type {kind} ({len(data)} bytes)")
    try:
        return cls.FromString(data)  # type: ignore[no-any-return]
    except DecodeError as exc:
        raise ClickProtocolError(f"malformed {cls.__name__} ({len(data)} bytes): {exc}") from None


def encode(message: AnyMessage) -> bytes:
    """Serialize a message for one frame."""
    return message.SerializeToString()  # type: ignore[no-any-return]


def message_type(message: AnyMessage) -> MessageType:
    """The :class:`MessageType` of a parsed or built message."""
    return MessageType(message.messageType)


# --------------------------------------------------------------------------- descriptions


@dataclass(frozen=True)
class RobotDescription:
    """What a handshake says about one robot (a handshake ``objects`` entry).

    ``controls`` are joint names in the order ControlMessage values are given;
    ``control_types`` holds the type of each (Angle: position, AngularVelocity1D:
    velocity, Torque1D: force/torque). ``joint_sensors`` names the joints whose values
    SensorMessages report, in order, for each kind in ``joint_sensor_types``.
    ``sensors`` maps a named sensor to the value types it reports, in order;
    ``object_sensors`` lists the types reported for the robot as an object (e.g.
    Position, RPY).
    """

    name: str
    controls: tuple[str, ...] = ()
    control_types: tuple[ValueType, ...] = ()
    joint_sensors: tuple[str, ...] = ()
    joint_sensor_types: tuple[ValueType, ...] = ()
    control_events: Mapping[str, ValueType] = field(default_factory=dict)
    sensors: Mapping[str, tuple[ValueType, ...]] = field(default_factory=dict)
    object_sensors: tuple[ValueType, ...] = ()

    def __post_init__(self) -> None:
        if len(self.controls) != len(self.control_types):
            raise ValueError(
                f"robot {self.name!r}: {len(self.controls)} controls but "
                f"{len(self.control_types)} control types"
            )
        # Control types are not restricted to JOINT_CONTROL_TYPES: another Click server
        # may control e.g. a linear actuator with Force1D, and a client must still be
        # able to talk to it.

    def control_index(self, joint: str) -> int:
        """Position of ``joint`` in :attr:`controls` (``KeyError`` if not controlled)."""
        try:
            return self.controls.index(joint)
        except ValueError:
            raise KeyError(f"robot {self.name!r} has no control {joint!r}") from None


def _vt_name(value: int) -> str:
    try:
        return ValueType(value).name
    except ValueError:
        return f"ValueType({value})"


def scene_control_type(robots: Iterable[RobotDescription]) -> ValueType:
    """The deprecated scene-level ``controlType``: the one type every joint shares, or
    ``Multiple``."""
    kinds = {t for r in robots for t in r.control_types}
    return next(iter(kinds)) if len(kinds) == 1 else ValueType.Multiple


def robots_from_handshake(message: pb.HandshakeMessage) -> dict[str, RobotDescription]:
    """Typed robot descriptions from a HandshakeMessage, keyed by robot name.

    A handshake from an old server may carry only the deprecated scene-level
    ``controlType``; then every joint gets that type. Raises :class:`ClickProtocolError`
    when the handshake contradicts itself.
    """
    if message.messageType != pb.HandshakeMessageType:
        raise ClickProtocolError(f"expected a HandshakeMessage, got {_mt_name(message.messageType)}")
    robots: dict[str, RobotDescription] = {}
    for name, obj in message.objects.items():
        controls = tuple(obj.controlsInOrder)
        types = tuple(_value_type(t) for t in obj.controlTypesInOrder)
        if not types and controls:
            if message.controlType not in JOINT_CONTROL_TYPES:
                raise ClickProtocolError(
                    f"handshake robot {name!r}: no controlTypesInOrder and scene controlType "
                    f"{_vt_name(message.controlType)} does not say how to control its joints"
                )
            types = (ValueType(message.controlType),) * len(controls)
        try:
            robots[name] = RobotDescription(
                name=name,
                controls=controls,
                control_types=types,
                joint_sensors=tuple(obj.jointSensorsInOrder),
                joint_sensor_types=tuple(_value_type(t) for t in obj.jointSensors),
                control_events={k: _value_type(v) for k, v in obj.controlEvents.items()},
                sensors={k: tuple(_value_type(t) for t in v.types) for k, v in obj.sensors.items()},
                object_sensors=tuple(_value_type(t) for t in obj.objectSensors),
            )
        except ValueError as exc:
            raise ClickProtocolError(f"invalid handshake: {exc}") from None
    return robots


def _value_type(value: int) -> ValueType:
    try:
        return ValueType(value)
    except ValueError:
        raise ClickProtocolError(f"unknown ValueType {value} in handshake") from None


def _mt_name(value: int) -> str:
    try:
        return MessageType(value).name + "Message"
    except ValueError:
        return f"MessageType({value})"


# --------------------------------------------------------------------------- builders


def handshake_init(version: int = CURRENT_VERSION) -> pb.HandshakeInitMessage:
    """The first message a controller sends."""
    return pb.HandshakeInitMessage(messageType=pb.HandshakeInitMessageType, version=version)


def handshake(
    robots: Iterable[RobotDescription],
    time_step: float | None = None,
    control_type: ValueType | None = None,
) -> pb.HandshakeMessage:
    """The server's answer to HandshakeInit.

    ``control_type`` is the deprecated scene-level type; by default it is computed with
    :func:`scene_control_type` (the shared type, or ``Multiple``).
    """
    robots = list(robots)
    msg = pb.HandshakeMessage(messageType=pb.HandshakeMessageType, version=CURRENT_VERSION)
    msg.controlType = scene_control_type(robots) if control_type is None else control_type
    for r in robots:
        obj = msg.objects[r.name]
        obj.controlsInOrder.extend(r.controls)
        obj.controlTypesInOrder.extend(r.control_types)
        obj.jointSensorsInOrder.extend(r.joint_sensors)
        obj.jointSensors.extend(r.joint_sensor_types)
        for k, v in r.control_events.items():
            obj.controlEvents[k] = v
        for k, types in r.sensors.items():
            obj.sensors[k].types.extend(types)
        obj.objectSensors.extend(r.object_sensors)
    if time_step is not None:
        msg.simSettings.timeStep = time_step
    return msg


def sensor_request() -> pb.SensorRequestMessage:
    """Ask for sensor values without stepping."""
    return pb.SensorRequestMessage(messageType=pb.SensorRequestMessageType)


def control(
    values: Mapping[str, Sequence[float]],
    events: Mapping[str, Mapping[str, bool]] | None = None,
    field_name: str = "values",
) -> pb.ControlMessage:
    """A ControlMessage: ``values`` maps robot name to one value per control, in
    handshake order; ``events`` maps robot name to control events.

    ``field_name`` picks the repeated field: ``"values"`` (each value of its joint's
    type, preferred) or one of the deprecated ``"angles"``, ``"angularVelocities"``,
    ``"torques"``.
    """
    if field_name != "values" and field_name not in DEPRECATED_CONTROL_FIELDS:
        raise ValueError(f"unknown ControlMessage field {field_name!r}")
    msg = pb.ControlMessage(messageType=pb.ControlMessageType)
    for robot, vals in values.items():
        getattr(msg.objects[robot], field_name).extend(vals)
    for robot, evs in (events or {}).items():
        obj = msg.objects[robot]
        for k, v in evs.items():
            obj.controlEvents[k] = v
    return msg


SensorScalar = Union[float, bool, Sequence[float]]

_ONEOF_FIELD: dict[ValueType, str] = {
    ValueType.Angle: "angle",
    ValueType.AngularVelocity1D: "angularVelocity1d",
    ValueType.Torque1D: "torque1d",
    ValueType.Position: "position",
    ValueType.RPY: "rpy",
    ValueType.Activated: "activated",
    ValueType.Acceleration3D: "acceleration3d",
    ValueType.Force3D: "force3d",
    ValueType.Torque3D: "torque3d",
    ValueType.AngularAcceleration3D: "angularAcceleration3d",
    ValueType.Velocity3D: "velocity3d",
    ValueType.AngularVelocity3D: "angularVelocity3d",
    ValueType.Force1D: "force1d",
}
ONEOF_TYPE: dict[str, ValueType] = {v: k for k, v in _ONEOF_FIELD.items()}
_VEC3_TYPES = frozenset(
    {
        ValueType.Position,
        ValueType.RPY,
        ValueType.Acceleration3D,
        ValueType.Force3D,
        ValueType.Torque3D,
        ValueType.AngularAcceleration3D,
        ValueType.Velocity3D,
        ValueType.AngularVelocity3D,
    }
)


class SensorValue(NamedTuple):
    """One typed sensor reading: a float, a bool (Activated) or a 3-vector.

    A NamedTuple rather than a dataclass because SensorMessages are decoded once per
    step and frozen dataclasses are several times slower to create."""

    type: ValueType
    value: SensorScalar


def _fill_sensor(target: pb.SensorMessage.Sensor, sv: SensorValue) -> None:
    name = _ONEOF_FIELD[ValueType(sv.type)]
    if sv.type in _VEC3_TYPES:
        getattr(target, name).arr.extend(sv.value)  # type: ignore[arg-type]
    else:
        setattr(target, name, sv.value)


# oneof field name -> (its ValueType, whether it is a Vec3): one dict lookup per decoded
# sensor instead of an enum-keyed set lookup (decode_sensors runs once per step).
_ONEOF_READ: dict[str, tuple[ValueType, bool]] = {name: (vt, vt in _VEC3_TYPES) for vt, name in _ONEOF_FIELD.items()}


def _read_sensor(s: pb.SensorMessage.Sensor) -> SensorValue | None:
    which = s.WhichOneof("value")
    if which is None:
        return None
    vt, vec3 = _ONEOF_READ[which]
    v = getattr(s, which)
    return SensorValue(vt, tuple(v.arr) if vec3 else v)


@dataclass
class RobotSensors:
    """Sensor values of one object in a SensorMessage.

    ``angles``/``angular_velocities``/``torques`` are raw, in handshake
    ``jointSensorsInOrder`` order; ``angle``/``angular_velocity``/``torque`` hold the
    same values by joint name when the handshake describes this robot (empty dicts
    otherwise, e.g. for an object the handshake did not mention).
    """

    name: str
    angles: tuple[float, ...] = ()
    angular_velocities: tuple[float, ...] = ()
    torques: tuple[float, ...] = ()
    sensors: dict[str, tuple[SensorValue, ...]] = field(default_factory=dict)
    object_sensors: tuple[SensorValue, ...] = ()
    force_sensors: tuple[tuple[float, ...], ...] = ()
    angle: dict[str, float] = field(default_factory=dict)
    angular_velocity: dict[str, float] = field(default_factory=dict)
    torque: dict[str, float] = field(default_factory=dict)

    @property
    def position(self) -> tuple[float, ...] | None:
        """The first Position object sensor, if reported."""
        return self._object_sensor(ValueType.Position)

    @property
    def rpy(self) -> tuple[float, ...] | None:
        """The first RPY object sensor, if reported."""
        return self._object_sensor(ValueType.RPY)

    def _object_sensor(self, vt: ValueType) -> tuple[float, ...] | None:
        for sv in self.object_sensors:
            if sv.type == vt:
                return sv.value  # type: ignore[return-value]
        return None


@dataclass
class SensorData:
    """A decoded SensorMessage: ``robots`` by object name, and the simulated time."""

    robots: dict[str, RobotSensors]
    simulated_time: float

    def __getitem__(self, robot: str) -> RobotSensors:
        return self.robots[robot]

    def __contains__(self, robot: object) -> bool:
        return robot in self.robots


def sensor(robots: Iterable[RobotSensors], simulated_time: float | None = None) -> pb.SensorMessage:
    """A SensorMessage from per-object sensor values (only raw fields are used)."""
    msg = pb.SensorMessage(messageType=pb.SensorMessageType)
    for r in robots:
        obj = msg.objects[r.name]
        obj.angleSensors.extend(r.angles)
        obj.angularVelocitySensors.extend(r.angular_velocities)
        obj.torqueSensors.extend(r.torques)
        for vec in r.force_sensors:
            obj.forceSensors.add().arr.extend(vec)
        for sv in r.object_sensors:
            _fill_sensor(obj.objectSensors.add(), sv)
        for name, values in r.sensors.items():
            target = obj.sensors[name]
            for sv in values:
                _fill_sensor(target.sensor.add(), sv)
    if simulated_time is not None:
        msg.simVars.simulatedTime = simulated_time
    return msg


def name_joint_values(rs: RobotSensors, joints: Sequence[str]) -> None:
    """Fill ``rs``'s by-name dicts from its raw joint values, for the handshake's ``joints``.

    A count that differs means the server disagrees with its own handshake: that kind keeps
    only its raw values rather than guess which joint a value belongs to."""
    n = len(joints)
    if len(rs.angles) == n:
        rs.angle = dict(zip(joints, rs.angles))
    if len(rs.angular_velocities) == n:
        rs.angular_velocity = dict(zip(joints, rs.angular_velocities))
    if len(rs.torques) == n:
        rs.torque = dict(zip(joints, rs.torques))


def decode_sensors(
    message: pb.SensorMessage, robots: Mapping[str, RobotDescription] | None = None
) -> SensorData:
    """Decode a SensorMessage; with the handshake's ``robots`` joint values are also
    given by joint name (only where the counts match the handshake)."""
    out: dict[str, RobotSensors] = {}
    robots = robots or {}
    read = _read_sensor
    for name, obj in message.objects.items():
        # Empty repeated fields and maps are skipped without building anything: most objects
        # carry only some kinds of values. List comprehensions: cheaper than generators here.
        sensors = obj.sensors
        object_sensors = obj.objectSensors
        force_sensors = obj.forceSensors
        rs = RobotSensors(
            name,
            tuple(obj.angleSensors),
            tuple(obj.angularVelocitySensors),
            tuple(obj.torqueSensors),
            {k: tuple([sv for sv in map(read, v.sensor) if sv is not None]) for k, v in sensors.items()}
            if sensors else {},
            tuple([sv for sv in map(read, object_sensors) if sv is not None]) if object_sensors else (),
            tuple([tuple(v.arr) for v in force_sensors]) if force_sensors else (),
        )
        desc = robots.get(name)
        if desc is not None:
            name_joint_values(rs, desc.joint_sensors)
        out[name] = rs
    return SensorData(out, message.simVars.simulatedTime)


def reset() -> pb.ResetMessage:
    """A ResetMessage (request from the controller, or the server's answer)."""
    return pb.ResetMessage(messageType=pb.ResetMessageType)


def error(text: str = "", error_type: ErrorType = ErrorType.VersionNotSupported) -> pb.ErrorMessage:
    """An ErrorMessage. ``error_type`` defaults to the only value the protocol has (0);
    the human-readable explanation goes in ``text``."""
    return pb.ErrorMessage(messageType=pb.ErrorMessageType, error=error_type, errormessage=text)


# --------------------------------------------------------------------------- validation


def handshake_init_errors(message: pb.HandshakeInitMessage) -> list[str]:
    """Problems with a HandshakeInitMessage (empty when acceptable)."""
    if message.version != CURRENT_VERSION:
        try:
            got = pb.Version.Name(message.version)
        except ValueError:
            got = str(message.version)
        return [
            f"unsupported Click protocol version {got} ({message.version}); this server "
            f"speaks CURRENT_VERSION ({CURRENT_VERSION})"
        ]
    return []


@dataclass(frozen=True)
class RobotControl:
    """A validated control for one robot: one value per control in handshake order,
    the control type each value has, and the control events sent."""

    name: str
    values: tuple[float, ...]
    types: tuple[ValueType, ...]
    events: Mapping[str, bool] = field(default_factory=dict)


def _robot_control(
    name: str, obj: pb.ControlMessage.Object, robots: Mapping[str, RobotDescription], problems: list[str]
) -> RobotControl | None:
    desc = robots.get(name)
    if desc is None:
        known = ", ".join(repr(n) for n in robots) or "none"
        problems.append(f"unknown robot {name!r} (robots in the handshake: {known})")
        return None
    used = [f for f in ("values", "angles", "angularVelocities", "torques") if len(getattr(obj, f))]
    if len(used) > 1:
        problems.append(
            f"robot {name!r}: {' and '.join(used)} given at once; values and the deprecated "
            f"angles/angularVelocities/torques are mutually exclusive"
        )
        return None
    n_before = len(problems)
    fname = used[0] if used else "values"
    vals = tuple(getattr(obj, fname))
    expected = len(desc.controls)
    if len(vals) != expected:
        problems.append(
            f"robot {name!r}: wrong number of {fname}: got {len(vals)}, expected {expected} "
            f"({', '.join(desc.controls) or 'no controls'})"
        )
    if fname in DEPRECATED_CONTROL_FIELDS:
        want = DEPRECATED_CONTROL_FIELDS[fname]
        other = [j for j, t in zip(desc.controls, desc.control_types) if t != want]
        if other:
            problems.append(
                f"robot {name!r}: deprecated field {fname} means every control is "
                f"{want.name}, but {', '.join(other)} "
                f"{'is' if len(other) == 1 else 'are'} not; send values instead"
            )
    bad = [j for j, v in zip(desc.controls, vals) if not math.isfinite(v)]
    if bad:
        problems.append(f"robot {name!r}: non-finite value for {', '.join(bad)}")
    unknown_events = [k for k in obj.controlEvents if k not in desc.control_events]
    if unknown_events:
        problems.append(
            f"robot {name!r}: unknown control event(s) {', '.join(sorted(unknown_events))}"
            f" (known: {', '.join(desc.control_events) or 'none'})"
        )
    if len(problems) != n_before:
        return None
    return RobotControl(name, vals, desc.control_types, dict(obj.controlEvents))


def control_errors(message: pb.ControlMessage, robots: Mapping[str, RobotDescription]) -> list[str]:
    """Every problem with a ControlMessage against the handshake's ``robots``: unknown
    robot, several value kinds at once, wrong number of values, deprecated field that
    does not match the joints' control types, non-finite values, unknown control events.
    Robots that the message leaves out are not an error (their controls stay as they
    were)."""
    problems: list[str] = []
    for name, obj in message.objects.items():
        _robot_control(name, obj, robots, problems)
    return problems


def decode_control(message: pb.ControlMessage, robots: Mapping[str, RobotDescription]) -> dict[str, RobotControl]:
    """Validate and decode a ControlMessage; raises :class:`ClickValidationError` with
    every problem found, so that a server can reject the whole message unapplied."""
    problems: list[str] = []
    out: dict[str, RobotControl] = {}
    for name, obj in message.objects.items():
        rc = _robot_control(name, obj, robots, problems)
        if rc is not None:
            out[name] = rc
    if problems:
        raise ClickValidationError(problems)
    return out
