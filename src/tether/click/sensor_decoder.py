"""A Click client's one decode of SensorMessages, with a shape cache (sans-IO).

Every answer a controller gets is decoded by :meth:`SensorDecoder.decode`: protobuf's parse
(:func:`tether.click.messages.parse`) and, for a SensorMessage,
:func:`~tether.click.messages.decode_sensors`. That is the only decoder. A server answers every
ControlMessage with a SensorMessage of one shape (the server side of this is
:mod:`tether.click.template`): the same objects, joint counts and sensors, only the doubles
change. So, as the server does for ControlMessages (:mod:`tether.click.request_decoder`), the
decoder keeps the decode's output by shape in Click's one shape cache
(:class:`~tether.click.shapes.ShapeCache`): after decoding a SensorMessage it finds where each
of its doubles lies in the frame (walking the wire format once, :mod:`tether.click.wire`) and
where each belongs in :class:`~tether.click.messages.SensorData` (from the decode's message).
A later frame of that shape gets the kept shape with its own doubles, put in place; any other
frame (another shape, another message type, an encoding the walk does not follow) is parsed.
The result equals :func:`~tether.click.messages.decode_sensors` of the same bytes (a
differential property test).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Mapping, Sequence, Union

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click import wire as pbwire
from tether.click.shapes import MAX_SHAPES, ShapeCache

__all__ = ["SensorDecoder", "MAX_SHAPES"]

# -- where the doubles are: one walk over the wire format ---------------------------------------

_SCALAR_FIELDS = frozenset({1, 2, 3, 14})  # Sensor's double oneof members
_VEC3_FIELDS = frozenset({4, 5, 7, 8, 9, 10, 12, 13})  # Sensor's Vec3 oneof members
_BOOL_FIELDS = frozenset({6})  # activated
_Run = tuple[int, int]  # (byte offset, number of doubles)
_WireSensor = Union[None, str, int, _Run]  # unset, "const", a scalar's offset, a vector's run


@dataclass
class _WireObject:
    joints: dict[int, _Run] = field(default_factory=dict)  # field 1, 2, 3: angles, velocities, torques
    object_sensors: list[_WireSensor] = field(default_factory=list)
    sensors: dict[str, list[_WireSensor]] = field(default_factory=dict)
    forces: list[_Run] = field(default_factory=list)


def _packed(wire: int, start: int, end: int) -> _Run:
    if wire != pbwire.LEN or (end - start) % 8:
        raise pbwire.WireError("a repeated double field that is not packed")
    return (start, (end - start) // 8)


def _vec3(data: bytes, start: int, end: int) -> _Run:
    run: _Run = (start, 0)
    for number, wire, s, e in pbwire.fields(data, start, end):
        if number != 1:
            raise pbwire.WireError("unexpected field in a Vec3")
        run = _packed(wire, s, e)
    return run


def _sensor(data: bytes, start: int, end: int) -> _WireSensor:
    fields = pbwire.fields(data, start, end)
    if not fields:
        return None
    if len(fields) > 1:
        raise pbwire.WireError("a Sensor with more than one value")
    number, wire, s, e = fields[0]
    if number in _SCALAR_FIELDS and wire == pbwire.I64:
        return s
    if number in _VEC3_FIELDS and wire == pbwire.LEN:
        return _vec3(data, s, e)
    if number in _BOOL_FIELDS and wire == pbwire.VARINT:
        return "const"
    raise pbwire.WireError(f"unexpected Sensor field {number}")


def _object(data: bytes, start: int, end: int) -> _WireObject:
    obj = _WireObject()
    for number, wire, s, e in pbwire.fields(data, start, end):
        if number in (1, 2, 3):
            if number in obj.joints:
                raise pbwire.WireError("a joint value field in several pieces")
            obj.joints[number] = _packed(wire, s, e)
        elif number == 4 and wire == pbwire.LEN:
            obj.object_sensors.append(_sensor(data, s, e))
        elif number == 5 and wire == pbwire.LEN:
            obj.forces.append(_vec3(data, s, e))
        elif number == 6 and wire == pbwire.LEN:
            key, vs, ve = pbwire.map_entry(data, s, e)
            if key in obj.sensors:
                raise pbwire.WireError("a sensor group named twice")
            group = obj.sensors[key] = []
            for n2, w2, s2, e2 in pbwire.fields(data, vs, ve):
                if n2 != 1 or w2 != pbwire.LEN:
                    raise pbwire.WireError("unexpected field in Sensors")
                group.append(_sensor(data, s2, e2))
        else:
            raise pbwire.WireError(f"unexpected Object field {number}")
    return obj


def _wire_layout(data: bytes) -> tuple[dict[str, _WireObject], int | None]:
    """Every object of a serialized SensorMessage, and the simulated time's offset (None: absent)."""
    objects: dict[str, _WireObject] = {}
    time: int | None = None
    for number, wire, s, e in pbwire.fields(data, 0, len(data)):
        if number == 3 and wire == pbwire.LEN:
            name, vs, ve = pbwire.map_entry(data, s, e)
            if name in objects:
                raise pbwire.WireError("an object named twice")
            objects[name] = _object(data, vs, ve)
        elif number == 4 and wire == pbwire.LEN:
            for n2, w2, s2, _e2 in pbwire.fields(data, s, e):
                if n2 != 1 or w2 != pbwire.I64 or time is not None:
                    raise pbwire.WireError("unexpected simVars field")
                time = s2
        elif number != 1 or wire != pbwire.VARINT:  # 1: the message type
            raise pbwire.WireError(f"unexpected SensorMessage field {number}")
    return objects, time


# -- the plan: where each double goes in SensorData ---------------------------------------------

# A sensor in the plan: a value that lives outside the doubles (a flag: the same in every
# message of the layout), a scalar double, or a vector of n doubles.
_SensorStep = Union[tuple[str, m.SensorValue], tuple[str, m.ValueType], tuple[str, m.ValueType, int]]


@dataclass(frozen=True)
class _ObjectPlan:
    name: str
    joints: int  # the angle, velocity and torque counts
    velocities: int
    torques: int
    object_sensors: tuple[_SensorStep, ...]
    sensors: tuple[tuple[str, tuple[_SensorStep, ...]], ...]
    force_sensors: tuple[int, ...]
    joint_names: tuple[str, ...] | None  # the handshake's joint sensors, if it describes the object


def _sensor_step(s: pb.SensorMessage.Sensor) -> _SensorStep | None:
    which = s.WhichOneof("value")
    if which is None:
        return None  # decode_sensors leaves unset sensors out
    vt = m.ONEOF_TYPE[which]
    value = getattr(s, which)
    if isinstance(value, bool):
        return ("const", m.SensorValue(vt, value))
    if isinstance(value, float):
        return ("scalar", vt)
    return ("vector", vt, len(value.arr))


def _sensor_runs(steps: Sequence[_SensorStep], wire: Sequence[_WireSensor]) -> list[_Run]:
    """The double runs of a list of sensors, checking the wire agrees with the plan."""
    present = [w for w in wire if w is not None]
    if len(present) != len(steps):
        raise pbwire.WireError("sensor counts differ")
    runs: list[_Run] = []
    for step, w in zip(steps, present):
        kind = step[0]
        if kind == "const" and w == "const":
            continue
        if kind == "scalar" and isinstance(w, int) and not isinstance(w, bool):
            runs.append((w, 1))
        elif kind == "vector" and isinstance(w, tuple) and w[1] == step[2]:  # type: ignore[misc]
            runs.append(w)
        else:
            raise pbwire.WireError("sensor kinds differ")
    return runs


class _SensorShape:
    """One SensorMessage shape as decoded: what each object holds, and how the doubles of a
    frame of that shape (in the order :func:`_doubles` lists them) make its SensorData."""

    def __init__(self, message: pb.SensorMessage, robots: Mapping[str, m.RobotDescription]) -> None:
        plans: list[_ObjectPlan] = []
        for name, obj in message.objects.items():
            desc = robots.get(name)
            plans.append(_ObjectPlan(
                name,
                len(obj.angleSensors), len(obj.angularVelocitySensors), len(obj.torqueSensors),
                tuple(step for step in map(_sensor_step, obj.objectSensors) if step is not None),
                tuple((key, tuple(step for step in map(_sensor_step, group.sensor) if step is not None))
                      for key, group in obj.sensors.items()),
                tuple(len(v.arr) for v in obj.forceSensors),
                desc.joint_sensors if desc is not None else None,
            ))
        self.plans = tuple(plans)
        self.time = message.simVars.simulatedTime  # proto3 leaves out 0.0: then it is fixed bytes
        # whether the frame holds the time (proto3 writes a double whose bits are not all 0)
        self.has_time = self.time != 0.0 or math.copysign(1.0, self.time) < 0

    def offsets(self, data: bytes) -> list[int]:
        """Where each double of ``data`` (the frame this shape was decoded from) lies in it, in
        :func:`_doubles` order; :class:`~tether.click.wire.WireError` if the walk does not
        find them where the decode put them."""
        wire_objects, time_offset = _wire_layout(data)
        if len(wire_objects) != len(self.plans) or (time_offset is not None) != self.has_time:
            raise pbwire.WireError("object counts or the time differ")
        runs: list[_Run] = []
        for plan in self.plans:
            w = wire_objects[plan.name]
            for number, count in ((1, plan.joints), (2, plan.velocities), (3, plan.torques)):
                run = w.joints.get(number, (0, 0))
                if run[1] != count:
                    raise pbwire.WireError("joint value counts differ")
                runs.append(run)
            runs += _sensor_runs(plan.object_sensors, w.object_sensors)
            if {k for k, _ in plan.sensors} != set(w.sensors):  # a map: the order is the parser's
                raise pbwire.WireError("sensor groups differ")
            for key, steps in plan.sensors:
                runs += _sensor_runs(steps, w.sensors[key])
            if [n for _, n in w.forces] != list(plan.force_sensors):
                raise pbwire.WireError("force sensors differ")
            runs += w.forces
        if time_offset is not None:
            runs.append((time_offset, 1))
        return [off + 8 * k for off, n in runs for k in range(n)]

    def assemble(self, v: Sequence[float]) -> m.SensorData:
        """SensorData from the doubles of a message of this shape."""
        robots: dict[str, m.RobotSensors] = {}
        i = 0
        for plan in self.plans:
            k = plan.joints
            angles = tuple(v[i:i + k])
            i += k
            k = plan.velocities
            velocities = tuple(v[i:i + k])
            i += k
            k = plan.torques
            torques = tuple(v[i:i + k])
            i += k
            object_sensors, i = _values(plan.object_sensors, v, i)
            sensors = {}
            for key, steps in plan.sensors:
                sensors[key], i = _values(steps, v, i)
            forces = []
            for n in plan.force_sensors:
                forces.append(tuple(v[i:i + n]))
                i += n
            rs = m.RobotSensors(plan.name, angles, velocities, torques, sensors, object_sensors, tuple(forces))
            if plan.joint_names is not None:
                m.name_joint_values(rs, plan.joint_names)
            robots[plan.name] = rs
        return m.SensorData(robots, v[i] if self.has_time else self.time)


def _doubles(message: pb.SensorMessage, layout: _SensorShape) -> list[float]:
    """The doubles of a parsed message in the order its shape assembles them."""
    out: list[float] = []
    for plan in layout.plans:
        obj = message.objects[plan.name]
        out += obj.angleSensors
        out += obj.angularVelocitySensors
        out += obj.torqueSensors
        groups = [obj.objectSensors] + [obj.sensors[key].sensor for key, _ in plan.sensors]
        for sensors in groups:
            for s in sensors:
                which = s.WhichOneof("value")
                if which is None:
                    continue
                value = getattr(s, which)
                if isinstance(value, float):
                    out.append(value)
                elif not isinstance(value, bool):
                    out += value.arr
        for vec in obj.forceSensors:
            out += vec.arr
    if layout.has_time:
        out.append(message.simVars.simulatedTime)
    return out


def _values(steps: Sequence[_SensorStep], v: Sequence[float], i: int) -> tuple[tuple[m.SensorValue, ...], int]:
    out = []
    for step in steps:
        kind = step[0]
        if kind == "const":
            out.append(step[1])  # type: ignore[arg-type]
        elif kind == "scalar":
            out.append(m.SensorValue(step[1], v[i]))  # type: ignore[arg-type]
            i += 1
        else:
            n = step[2]  # type: ignore[misc]
            out.append(m.SensorValue(step[1], tuple(v[i:i + n])))  # type: ignore[arg-type]
            i += n
    return tuple(out), i


class SensorDecoder:
    """Decodes a Click server's answers (see the module docstring).

    ``robots``: the handshake's descriptions (joint values are also given by joint name).
    """

    def __init__(self, robots: Mapping[str, m.RobotDescription]) -> None:
        self.robots = robots
        self._shapes = ShapeCache()  # kept _SensorShapes, their doubles in _doubles order

    @property
    def learned(self) -> bool:
        """Whether a shape is kept."""
        return self._shapes.kept > 0

    def knows(self, data: bytes) -> bool:
        """Whether ``data`` has a kept shape (its decode is the kept one's, with its doubles)."""
        return self._shapes.read(data) is not None

    def decode(self, data: bytes) -> m.SensorData | m.AnyMessage:
        """A SensorMessage's SensorData; any other message as protobuf parses it;
        :class:`~tether.click.messages.ClickProtocolError` if ``data`` is not a Click message."""
        hit = self._shapes.read(data)
        if hit is not None:
            return hit[0].assemble(hit[1])  # type: ignore[no-any-return]
        message = m.parse(data)
        if message.messageType != pb.SensorMessageType:
            return message
        decoded = m.decode_sensors(message, self.robots)  # type: ignore[arg-type]
        if self._shapes.wants(data):
            self._learn(message, data)  # type: ignore[arg-type]
        return decoded

    def _learn(self, message: pb.SensorMessage, data: bytes) -> None:
        shape = _SensorShape(message, self.robots)
        try:
            offsets: list[int] | None = shape.offsets(data)
        except (pbwire.WireError, KeyError, UnicodeDecodeError):
            offsets = None
        self._shapes.learn(data, offsets, shape, _doubles(message, shape))
