"""A Click client's SensorMessage decoding from a learned byte layout (sans-IO).

A server answers every ControlMessage with a SensorMessage of one shape (the server side of
this is :mod:`tether.click.template`): the same objects, joint counts and sensors, only the
doubles change. Walking a parsed protobuf costs a Python call per field, tens of microseconds
per step for the built-in scene. :class:`SensorDecoder` learns the layout of one message: where
each of its doubles sits in the bytes (found by walking the wire format once) and where each
belongs in :class:`~tether.click.messages.SensorData` (from the same message decoded the normal
way). A later message with that layout (same length, every byte outside the doubles equal, so
the same tags, lengths, names and flags) is decoded by reading its doubles in one numpy call and
assembling the SensorData from a plan. Anything else is not recognised (another shape, another
message type, an encoding this walker does not follow) and the caller decodes it the normal way.
The result equals :func:`~tether.click.messages.decode_sensors` of the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence, Union

import numpy as np

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click import wire as pbwire

__all__ = ["SensorDecoder", "RELEARN_EVERY"]

#: After a message the layout did not fit, learn again at most once per this many such messages.
RELEARN_EVERY = 64

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


class _Layout:
    """One message shape: which bytes hold its doubles, and how to assemble SensorData."""

    def __init__(self, message: pb.SensorMessage, data: bytes, robots: Mapping[str, m.RobotDescription]) -> None:
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
        wire_objects, time_offset = _wire_layout(data)
        self.has_time = time_offset is not None
        if len(wire_objects) != len(plans):
            raise pbwire.WireError("object counts differ")
        runs: list[_Run] = []
        for plan in plans:
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
        self.size = len(data)
        index = [np.arange(off, off + 8 * n, dtype=np.intp) for off, n in runs if n]
        self.index = np.concatenate(index) if index else np.zeros(0, dtype=np.intp)
        mask = np.ones(len(data), dtype=bool)
        mask[self.index] = False
        self.fixed = np.flatnonzero(mask)
        raw = np.frombuffer(data, dtype=np.uint8)
        self.fixed_bytes = raw[self.fixed].tobytes()
        # The plan and the offsets must agree on this very message, to the bit.
        if raw[self.index].tobytes() != np.asarray(_doubles(message, self), dtype="<f8").tobytes():
            raise pbwire.WireError("the doubles found in the bytes are not the message's")

    def read(self, data: bytes) -> list[float] | None:
        """The doubles of ``data`` in plan order, if it has this layout; else None."""
        if len(data) != self.size:
            return None
        raw = np.frombuffer(data, dtype=np.uint8)
        if raw[self.fixed].tobytes() != self.fixed_bytes:
            return None
        return raw[self.index].view("<f8").tolist()  # type: ignore[no-any-return]

    def assemble(self, v: list[float]) -> m.SensorData:
        """SensorData from the doubles of a message of this layout."""
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


def _doubles(message: pb.SensorMessage, layout: _Layout) -> list[float]:
    """The doubles of a parsed message in plan order (what :meth:`_Layout.read` must give)."""
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


def _values(steps: Sequence[_SensorStep], v: list[float], i: int) -> tuple[tuple[m.SensorValue, ...], int]:
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
    """Decodes SensorMessages of the shape it learned (see the module docstring).

    ``robots``: the handshake's descriptions (joint values are also given by joint name).
    :meth:`decode` returns None for bytes it does not recognise; the caller then decodes them
    the normal way and passes message and bytes to :meth:`learn`.
    """

    def __init__(self, robots: Mapping[str, m.RobotDescription]) -> None:
        self.robots = robots
        self._layout: _Layout | None = None
        self._misses = 0

    @property
    def learned(self) -> bool:
        """Whether a layout is known."""
        return self._layout is not None

    def decode(self, data: bytes) -> m.SensorData | None:
        layout = self._layout
        if layout is None:
            return None
        values = layout.read(data)
        if values is None:
            return None
        return layout.assemble(values)

    def learn(self, message: pb.SensorMessage, data: bytes) -> None:
        """Learn the layout of ``data`` (the bytes ``message`` was parsed from): on the first
        miss, then once per :data:`RELEARN_EVERY` misses (a shape that keeps changing is not
        worth learning at every step)."""
        misses, self._misses = self._misses, self._misses + 1
        if misses % RELEARN_EVERY:
            return
        try:
            self._layout = _Layout(message, data, self.robots)
        except (pbwire.WireError, KeyError, UnicodeDecodeError):
            self._layout = None
