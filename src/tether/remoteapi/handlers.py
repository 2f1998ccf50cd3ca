"""What each legacy remote API command does on the server: command id -> SimAPI call.

A handler takes the executing connection's context and the request, and returns the reply's
pure data (spec §7). It signals failure by raising:

* :class:`~tether.core.errors.SimError` (or :class:`CommandFailed`): the command failed; the
  reply gets status bit 0 (the client's remote-error flag) and the text goes to the
  connection's last errors (simxGetLastErrors);
* :class:`BadCommand`: the request itself breaks the protocol (pure data of the wrong size);
  the server drops that connection.

``HANDLERS`` maps every raw id tether knows to its handler; ids it cannot serve map to a
handler that fails with a clear text. ``READ_ONLY`` lists the commands that change nothing,
so the server knows when streamed values may have changed.
"""

from __future__ import annotations

import math
import os
import struct
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Protocol

from tether.core.errors import SimError
from tether.core.states import ObjectType
from tether.remoteapi import commands as C
from tether.remoteapi.payloads import pack_group_data, pack_handles, pack_script_data, unpack_script_data
from tether.remoteapi.protocol import Command, MalformedMessageError

if TYPE_CHECKING:
    from tether.core.api import SimAPI
    from tether.core.simulation import Simulation

__all__ = ["CommandFailed", "NotFound", "BadCommand", "Context", "HANDLERS", "READ_ONLY", "Handler"]


class CommandFailed(SimError):
    """A command that cannot succeed here (unsupported, refused); same handling as SimError."""


class NotFound(CommandFailed):
    """A lookup that found nothing (e.g. a missing signal): the reply fails, as in CoppeliaSim,
    but it is no error worth recording in the last-errors list (streams would flood it)."""


class BadCommand(Exception):
    """The request's pure data does not have the layout its command requires."""


class Context(Protocol):
    """What a handler needs from the connection executing it."""

    api: SimAPI
    simulation: Simulation
    file_root: Path | None

    def take_last_errors(self) -> list[str]: ...
    def enable_stepping(self) -> None: ...
    def disable_stepping(self) -> None: ...
    def trigger(self) -> None: ...


Handler = Callable[[Context, Command], bytes]

_I = struct.Struct("<i")
_F = struct.Struct("<f")
_3F = struct.Struct("<3f")
_4F = struct.Struct("<4f")
_6F = struct.Struct("<6f")
_12F = struct.Struct("<12f")
_I3F = struct.Struct("<i3f")
_I4F = struct.Struct("<i4f")
_IB = struct.Struct("<iB")
_PROX = struct.Struct("<B3fi3f")  # 29 bytes
_FORCE = struct.Struct("<B3f3f")  # 25 bytes

HANDLERS: dict[int, Handler] = {}
#: Commands that only read: executing them cannot change what a stream would report.
READ_ONLY: set[int] = set()


def _handles(*ids: int, read_only: bool = False) -> Callable[[Handler], Handler]:
    def register(func: Handler) -> Handler:
        for raw in ids:
            HANDLERS[raw] = func
            if read_only:
                READ_ONLY.add(raw)
        return func

    return register


def _unpack(fmt: struct.Struct, cmd: Command) -> tuple:
    if len(cmd.pure_data) != fmt.size:
        raise BadCommand(
            f"{C.command_name(cmd.command_id)}: pure data of {len(cmd.pure_data)} bytes, expected {fmt.size}"
        )
    return fmt.unpack(cmd.pure_data)


def _name(cmd: Command) -> str:
    return cmd.command_data[:-1].decode("utf-8", "replace")


def _handle(cmd: Command) -> int:
    return _I.unpack_from(cmd.command_data)[0]


def _f32(value: float) -> float:
    """Clamp a double into the f32 range so struct.pack never fails on huge values."""
    if math.isfinite(value) and abs(value) > 3.4e38:
        return math.copysign(3.4e38, value)
    return value


# -- objects ---------------------------------------------------------------------------------
@_handles(C.GET_OBJECT_HANDLE, read_only=True)
def get_object_handle(ctx: Context, cmd: Command) -> bytes:
    return _I.pack(ctx.api.getObject(_name(cmd)))


@_handles(C.GET_OBJECTS, read_only=True)
def get_objects(ctx: Context, cmd: Command) -> bytes:
    return pack_handles(ctx.api.getObjectsInTree(-2, _handle(cmd)))


@_handles(C.GET_OBJECT_PARENT, read_only=True)
def get_object_parent(ctx: Context, cmd: Command) -> bytes:
    handle = _handle(cmd)
    try:
        return _I.pack(ctx.api.getObjectParent(handle))
    except SimError:
        return _I.pack(-1)  # "always succeeds" (spec §7.1 #18)


@_handles(C.SET_OBJECT_PARENT)
def set_object_parent(ctx: Context, cmd: Command) -> bytes:
    parent, keep_in_place = _unpack(_IB, cmd)
    ctx.api.setObjectParent(_handle(cmd), parent, bool(keep_in_place))
    return b""


@_handles(C.GET_OBJECT_CHILD, read_only=True)
def get_object_child(ctx: Context, cmd: Command) -> bytes:
    handle, index = struct.unpack("<ii", cmd.command_data)
    try:
        return _I.pack(ctx.api.getObjectChild(handle, index))
    except SimError:
        return _I.pack(-1)


@_handles(C.GET_OBJECT_POSITION, read_only=True)
def get_object_position(ctx: Context, cmd: Command) -> bytes:
    handle, rel = struct.unpack("<ii", cmd.command_data)
    return _3F.pack(*ctx.api.getObjectPosition(handle, rel))


@_handles(C.GET_OBJECT_ORIENTATION, read_only=True)
def get_object_orientation(ctx: Context, cmd: Command) -> bytes:
    handle, rel = struct.unpack("<ii", cmd.command_data)
    return _3F.pack(*ctx.api.getObjectOrientation(handle, rel))


@_handles(C.GET_OBJECT_QUATERNION, read_only=True)
def get_object_quaternion(ctx: Context, cmd: Command) -> bytes:
    handle, rel = struct.unpack("<ii", cmd.command_data)
    return _4F.pack(*ctx.api.getObjectQuaternion(handle, rel))


@_handles(C.GET_OBJECT_POSITION_LEGACY, read_only=True)
def get_object_position_legacy(ctx: Context, cmd: Command) -> bytes:
    (rel,) = _unpack(_I, cmd)
    return _3F.pack(*ctx.api.getObjectPosition(_handle(cmd), rel))


@_handles(C.GET_OBJECT_ORIENTATION_LEGACY, read_only=True)
def get_object_orientation_legacy(ctx: Context, cmd: Command) -> bytes:
    (rel,) = _unpack(_I, cmd)
    return _3F.pack(*ctx.api.getObjectOrientation(_handle(cmd), rel))


@_handles(C.SET_OBJECT_POSITION)
def set_object_position(ctx: Context, cmd: Command) -> bytes:
    rel, *xyz = _unpack(_I3F, cmd)
    ctx.api.setObjectPosition(_handle(cmd), rel, xyz)
    return b""


@_handles(C.SET_OBJECT_ORIENTATION)
def set_object_orientation(ctx: Context, cmd: Command) -> bytes:
    rel, *euler = _unpack(_I3F, cmd)
    ctx.api.setObjectOrientation(_handle(cmd), rel, euler)
    return b""


@_handles(C.SET_OBJECT_QUATERNION)
def set_object_quaternion(ctx: Context, cmd: Command) -> bytes:
    rel, *xyzw = _unpack(_I4F, cmd)
    ctx.api.setObjectQuaternion(_handle(cmd), rel, xyzw)
    return b""


@_handles(C.GET_OBJECT_VELOCITY, read_only=True)
def get_object_velocity(ctx: Context, cmd: Command) -> bytes:
    lin, ang = ctx.api.getObjectVelocity(_handle(cmd))
    return _6F.pack(*lin, *ang)


@_handles(C.GET_OBJECT_SELECTION, read_only=True)
def get_object_selection(ctx: Context, cmd: Command) -> bytes:
    return pack_handles([])  # headless: nothing is ever selected


@_handles(C.SET_OBJECT_SELECTION)
def set_object_selection(ctx: Context, cmd: Command) -> bytes:
    return b""  # headless: accepted and ignored, as the reference "always ok"


# -- joints ----------------------------------------------------------------------------------
@_handles(C.GET_JOINT_POSITION, read_only=True)
def get_joint_position(ctx: Context, cmd: Command) -> bytes:
    return _F.pack(ctx.api.getJointPosition(_handle(cmd)))


@_handles(C.SET_JOINT_POSITION)
def set_joint_position(ctx: Context, cmd: Command) -> bytes:
    ctx.api.setJointPosition(_handle(cmd), _unpack(_F, cmd)[0])
    return b""


@_handles(C.SET_JOINT_TARGET_POSITION)
def set_joint_target_position(ctx: Context, cmd: Command) -> bytes:
    ctx.api.setJointTargetPosition(_handle(cmd), _unpack(_F, cmd)[0])
    return b""


@_handles(C.SET_JOINT_TARGET_VELOCITY)
def set_joint_target_velocity(ctx: Context, cmd: Command) -> bytes:
    ctx.api.setJointTargetVelocity(_handle(cmd), _unpack(_F, cmd)[0])
    return b""


@_handles(C.GET_JOINT_FORCE, read_only=True)
def get_joint_force(ctx: Context, cmd: Command) -> bytes:
    return _F.pack(_f32(ctx.api.getJointForce(_handle(cmd))))


@_handles(C.SET_JOINT_FORCE)
def set_joint_max_force(ctx: Context, cmd: Command) -> bytes:
    ctx.api.setJointMaxForce(_handle(cmd), _unpack(_F, cmd)[0])
    return b""


@_handles(C.GET_JOINT_MAX_FORCE, read_only=True)
def get_joint_max_force(ctx: Context, cmd: Command) -> bytes:
    return _F.pack(_f32(ctx.api.getJointMaxForce(_handle(cmd))))


@_handles(C.GET_JOINT_MATRIX, read_only=True)
def get_joint_matrix(ctx: Context, cmd: Command) -> bytes:
    # The joint's intrinsic transform: a rotation about (revolute) or a shift along
    # (prismatic) its z axis by the joint position, as CoppeliaSim's sim.getJointMatrix.
    handle = _handle(cmd)
    q = ctx.api.getJointPosition(handle)
    if ctx.api.getJointType(handle) == 11:  # prismatic
        return _12F.pack(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, q)
    c, s = math.cos(q), math.sin(q)
    return _12F.pack(c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0)


# -- sensors ---------------------------------------------------------------------------------
@_handles(C.READ_PROXIMITY_SENSOR, read_only=True)
def read_proximity_sensor(ctx: Context, cmd: Command) -> bytes:
    state, _dist, point, obj, normal = ctx.api.readProximitySensor(_handle(cmd))
    return _PROX.pack(state, *point, obj, *normal)


@_handles(C.READ_FORCE_SENSOR, read_only=True)
def read_force_sensor(ctx: Context, cmd: Command) -> bytes:
    state, force, torque = ctx.api.readForceSensor(_handle(cmd))
    return _FORCE.pack(state & 0xFF, *(_f32(v) for v in force), *(_f32(v) for v in torque))


_II = struct.Struct("<ii")


@_handles(C.GET_VISION_SENSOR_IMAGE_RGB, C.GET_VISION_SENSOR_IMAGE_BW, read_only=True)
def get_vision_sensor_image(ctx: Context, cmd: Command) -> bytes:
    grey = cmd.command_id == C.GET_VISION_SENSOR_IMAGE_BW
    image, (width, height) = ctx.api.getVisionSensorImg(_handle(cmd), 1 if grey else 0)
    return _II.pack(width, height) + image


@_handles(C.GET_VISION_SENSOR_DEPTH_BUFFER, read_only=True)
def get_vision_sensor_depth_buffer(ctx: Context, cmd: Command) -> bytes:
    depth, (width, height) = ctx.api.getVisionSensorDepth(_handle(cmd))
    return _II.pack(width, height) + depth


@_handles(C.READ_VISION_SENSOR, read_only=True)
def read_vision_sensor(ctx: Context, cmd: Command) -> bytes:
    state, packet = ctx.api.readVisionSensor(_handle(cmd))
    return struct.pack(f"<Bii{len(packet)}f", state, 1, len(packet), *packet)


# -- collision and distance ------------------------------------------------------------------
@_handles(C.CHECK_COLLISION, read_only=True)
def check_collision(ctx: Context, cmd: Command) -> bytes:
    entity1, entity2 = struct.unpack("<ii", cmd.command_data)
    return _I.pack(ctx.api.checkCollision(entity1, entity2)[0])


@_handles(C.CHECK_DISTANCE, read_only=True)
def check_distance(ctx: Context, cmd: Command) -> bytes:
    entity1, entity2 = struct.unpack("<ii", cmd.command_data)
    result, data = ctx.api.checkDistance(entity1, entity2, 0.0)
    if not result:
        raise CommandFailed("no distance between these entities (no geometry to measure)")
    return _F.pack(_f32(data[6]))


# -- simulation ------------------------------------------------------------------------------
@_handles(C.START_PAUSE_STOP_SIMULATION)
def start_pause_stop(ctx: Context, cmd: Command) -> bytes:
    action = _handle(cmd)
    # CoppeliaSim's start/pause/stop return 0 (not an error) when there is nothing to do,
    # so "already running" / "already stopped" succeed here too.
    if action == 0:
        ctx.api.startSimulation()
    elif action == 1:
        ctx.api.pauseSimulation()
    elif action == 2:
        ctx.api.stopSimulation()
    else:
        raise CommandFailed(f"unknown simulation action {action} (0 start, 1 pause, 2 stop)")
    return b""


@_handles(C.SYNCHRONOUS_ENABLE)
def synchronous_enable(ctx: Context, cmd: Command) -> bytes:
    ctx.enable_stepping()
    return b""


@_handles(C.SYNCHRONOUS_DISABLE)
def synchronous_disable(ctx: Context, cmd: Command) -> bytes:
    ctx.disable_stepping()
    return b""


@_handles(C.SYNCHRONOUS_NEXT)
def synchronous_next(ctx: Context, cmd: Command) -> bytes:
    ctx.trigger()
    return b""


@_handles(C.GET_LAST_ERRORS, read_only=True)
def get_last_errors(ctx: Context, cmd: Command) -> bytes:
    errors = ctx.take_last_errors()
    return _I.pack(len(errors)) + b"".join(e.encode("utf-8", "replace").replace(b"\0", b" ") + b"\0" for e in errors)


@_handles(C.ADD_STATUSBAR_MESSAGE)
def add_statusbar_message(ctx: Context, cmd: Command) -> bytes:
    ctx.api.addStatusbarMessage(_name(cmd))
    return b""


# -- parameters ------------------------------------------------------------------------------
@_handles(C.GET_BOOLEAN_PARAMETER, read_only=True)
def get_bool_param(ctx: Context, cmd: Command) -> bytes:
    return _I.pack(int(bool(ctx.api.getBoolParam(_handle(cmd)))))


@_handles(C.SET_BOOLEAN_PARAMETER)
def set_bool_param(ctx: Context, cmd: Command) -> bytes:
    ctx.api.setBoolParam(_handle(cmd), bool(_unpack(_I, cmd)[0]))
    return b""


@_handles(C.GET_INTEGER_PARAMETER, read_only=True)
def get_int_param(ctx: Context, cmd: Command) -> bytes:
    return _I.pack(ctx.api.getInt32Param(_handle(cmd)))


@_handles(C.SET_INTEGER_PARAMETER)
def set_int_param(ctx: Context, cmd: Command) -> bytes:
    ctx.api.setInt32Param(_handle(cmd), _unpack(_I, cmd)[0])
    return b""


@_handles(C.GET_FLOATING_PARAMETER, read_only=True)
def get_float_param(ctx: Context, cmd: Command) -> bytes:
    return _F.pack(ctx.api.getFloatParam(_handle(cmd)))


@_handles(C.SET_FLOATING_PARAMETER)
def set_float_param(ctx: Context, cmd: Command) -> bytes:
    ctx.api.setFloatParam(_handle(cmd), _unpack(_F, cmd)[0])
    return b""


_GRAVITY = 0  # sim_arrayparam_gravity


@_handles(C.GET_ARRAY_PARAMETER, read_only=True)
def get_array_param(ctx: Context, cmd: Command) -> bytes:
    if _handle(cmd) != _GRAVITY:
        raise CommandFailed(f"array parameter {_handle(cmd)} is not supported (only 0, gravity)")
    return _3F.pack(*(float(v) for v in ctx.simulation.model.opt.gravity))


@_handles(C.SET_ARRAY_PARAMETER)
def set_array_param(ctx: Context, cmd: Command) -> bytes:
    values = _unpack(_3F, cmd)
    if _handle(cmd) != _GRAVITY:
        raise CommandFailed(f"array parameter {_handle(cmd)} is not supported (only 0, gravity)")
    if not all(math.isfinite(v) for v in values):
        raise CommandFailed(f"gravity must be 3 finite numbers, got {values}")
    ctx.simulation.model.opt.gravity[:] = values
    return b""


@_handles(C.GET_OBJECT_FLOAT_PARAMETER, read_only=True)
def get_object_float_param(ctx: Context, cmd: Command) -> bytes:
    handle, param = struct.unpack("<ii", cmd.command_data)
    return _F.pack(_f32(ctx.api.getObjectFloatParam(handle, param)))


@_handles(C.SET_OBJECT_FLOAT_PARAMETER)
def set_object_float_param(ctx: Context, cmd: Command) -> bytes:
    handle, param = struct.unpack("<ii", cmd.command_data)
    ctx.api.setObjectFloatParam(handle, param, _unpack(_F, cmd)[0])
    return b""


@_handles(C.GET_OBJECT_INT_PARAMETER, read_only=True)
def get_object_int_param(ctx: Context, cmd: Command) -> bytes:
    handle, param = struct.unpack("<ii", cmd.command_data)
    return _I.pack(ctx.api.getObjectInt32Param(handle, param))


@_handles(C.SET_OBJECT_INT_PARAMETER)
def set_object_int_param(ctx: Context, cmd: Command) -> bytes:
    handle, param = struct.unpack("<ii", cmd.command_data)
    ctx.api.setObjectInt32Param(handle, param, _unpack(_I, cmd)[0])
    return b""


# -- signals ---------------------------------------------------------------------------------
def _require(value: Any, kind: str, name: str) -> Any:
    if value is None:
        raise NotFound(f"{kind} signal {name!r} does not exist")
    return value


@_handles(C.GET_INTEGER_SIGNAL, read_only=True)
def get_int_signal(ctx: Context, cmd: Command) -> bytes:
    name = _name(cmd)
    return _I.pack(_require(ctx.api.getInt32Signal(name), "integer", name))


@_handles(C.GET_FLOAT_SIGNAL, read_only=True)
def get_float_signal(ctx: Context, cmd: Command) -> bytes:
    name = _name(cmd)
    return _F.pack(_f32(_require(ctx.api.getFloatSignal(name), "float", name)))


@_handles(C.GET_STRING_SIGNAL, read_only=True)
def get_string_signal(ctx: Context, cmd: Command) -> bytes:
    name = _name(cmd)
    return bytes(_require(ctx.api.getStringSignal(name), "string", name))


@_handles(C.SET_INTEGER_SIGNAL)
def set_int_signal(ctx: Context, cmd: Command) -> bytes:
    ctx.api.setInt32Signal(_name(cmd), _unpack(_I, cmd)[0])
    return b""


@_handles(C.SET_FLOAT_SIGNAL)
def set_float_signal(ctx: Context, cmd: Command) -> bytes:
    ctx.api.setFloatSignal(_name(cmd), _unpack(_F, cmd)[0])
    return b""


@_handles(C.SET_STRING_SIGNAL)
def set_string_signal(ctx: Context, cmd: Command) -> bytes:
    ctx.api.setStringSignal(_name(cmd), cmd.pure_data)
    return b""


@_handles(C.APPEND_STRING_SIGNAL)
def append_string_signal(ctx: Context, cmd: Command) -> bytes:
    name = _name(cmd)
    ctx.api.setStringSignal(name, (ctx.api.getStringSignal(name) or b"") + cmd.pure_data)
    return b""


def _clear(kind: str) -> Handler:
    def clear(ctx: Context, cmd: Command) -> bytes:
        name = _name(cmd)
        getattr(ctx.api, f"clear{kind}Signal")(name or None)  # empty name: clear all
        return b""

    return clear


_handles(C.CLEAR_INTEGER_SIGNAL)(_clear("Int32"))
_handles(C.CLEAR_FLOAT_SIGNAL)(_clear("Float"))
_handles(C.CLEAR_STRING_SIGNAL)(_clear("String"))


@_handles(C.GET_AND_CLEAR_STRING_SIGNAL)
def get_and_clear_string_signal(ctx: Context, cmd: Command) -> bytes:
    name = _name(cmd)
    value = _require(ctx.api.getStringSignal(name), "string", name)
    ctx.api.clearStringSignal(name)
    return bytes(value)


@_handles(C.READ_STRING_STREAM)
def read_string_stream(ctx: Context, cmd: Command) -> bytes:
    name = _name(cmd)
    value = ctx.api.getStringSignal(name)
    if value is None:
        return b""  # success with nothing new (spec §4.6)
    ctx.api.clearStringSignal(name)
    return bytes(value)


@_handles(C.GET_COLLECTION_HANDLE, read_only=True)
def get_collection_handle(ctx: Context, cmd: Command) -> bytes:
    # tether has no collections; the reference falls back to an integer signal of that name
    name = _name(cmd)
    value = ctx.api.getInt32Signal(name)
    if value is None:
        raise CommandFailed(f"collection {name!r} does not exist (tether has no collections)")
    return _I.pack(value)


# -- object group data (spec §7.3) ------------------------------------------------------------
@_handles(C.GET_OBJECT_GROUP_DATA, read_only=True)
def get_object_group_data(ctx: Context, cmd: Command) -> bytes:
    object_type, data_type = struct.unpack("<ii", cmd.command_data)
    api = ctx.api
    if object_type == 109:  # sim_appobj_object_type: every object
        handles = api.getObjectsInTree(-2, -2)
    elif object_type in {t.value for t in ObjectType}:
        handles = api.getObjectsInTree(-2, object_type)
    else:
        raise CommandFailed(f"object type or collection {object_type} does not exist")
    ints: list[int] = []
    floats: list[float] = []
    strings: list[str] = []
    for h in handles:
        _group_entry(api, h, data_type, ints, floats, strings)
    return pack_group_data(handles, ints, [_f32(v) for v in floats], strings)


def _group_entry(api: SimAPI, h: int, data_type: int, ints: list, floats: list, strings: list) -> None:
    joint = api.getObjectType(h) == ObjectType.JOINT.value
    if data_type == 0:
        strings.append(api.getObjectName(h))
    elif data_type == 1:
        ints.append(api.getObjectType(h))
    elif data_type == 2:
        ints.append(api.getObjectParent(h))
    elif data_type in (3, 4):
        floats.extend(api.getObjectPosition(h, -1 if data_type == 3 else -11))
    elif data_type in (5, 6):
        floats.extend(api.getObjectOrientation(h, -1 if data_type == 5 else -11))
    elif data_type in (7, 8):
        floats.extend(api.getObjectQuaternion(h, -1 if data_type == 7 else -11))
    elif data_type in (9, 10):
        rel = -1 if data_type == 9 else -11
        floats.extend(api.getObjectPosition(h, rel) + api.getObjectOrientation(h, rel))
    elif data_type in (11, 12):  # tether sends the real quaternion (the reference had a bug)
        rel = -1 if data_type == 11 else -11
        floats.extend(api.getObjectPosition(h, rel) + api.getObjectQuaternion(h, rel))
    elif data_type == 13:
        if api.getObjectType(h) == ObjectType.PROXIMITY_SENSOR.value:
            state, _d, point, obj, normal = api.readProximitySensor(h)
            ints.extend((state, obj))
            floats.extend(list(point) + list(normal))
        else:
            ints.extend((-1, -1))
            floats.extend([0.0] * 6)
    elif data_type == 14:
        if api.getObjectType(h) == ObjectType.FORCE_SENSOR.value:
            state, force, torque = api.readForceSensor(h)
            ints.append(state)
            floats.extend(list(force) + list(torque))
        else:
            ints.append(-1)
            floats.extend([0.0] * 6)
    elif data_type == 15:
        floats.extend((api.getJointPosition(h), api.getJointForce(h)) if joint else (0.0, 0.0))
    elif data_type == 16:
        if joint:
            ints.extend((api.getJointType(h), api.getJointMode(h)[0]))
            cyclic, interval = api.getJointInterval(h)
            floats.extend((interval[0], -1.0 if cyclic else interval[1]))
        else:
            ints.extend((-1, -1))
            floats.extend((0.0, 0.0))
    elif data_type in (17, 18, 19):
        lin, ang = api.getObjectVelocity(h)
        floats.extend(lin if data_type == 17 else ang if data_type == 18 else list(lin) + list(ang))
    elif data_type == 20:
        strings.append(api.getObjectName(h))
    elif data_type == 21:
        strings.append(api.getObjectPath(h))
    else:
        raise CommandFailed(f"object group data type {data_type} is not supported")


# -- scripts ---------------------------------------------------------------------------------
@_handles(C.CALL_SCRIPT_FUNCTION)
def call_script_function(ctx: Context, cmd: Command) -> bytes:
    script_type = _handle(cmd)
    description, function = (s.decode("utf-8", "replace") for s in cmd.strings)
    try:
        ints, floats, strings, buffer = unpack_script_data(cmd.pure_data)
    except MalformedMessageError as exc:
        raise BadCommand(f"call_script_function: {exc}") from None
    api = ctx.api
    if "@" in function:  # "name@object" form
        function, description = function.split("@", 1)
    if script_type == 0:  # sim_scripttype_mainscript
        script = ctx.simulation.main_script.handle
    elif description:
        script = api.getScriptHandle(description)
    else:
        script = script_type  # a script handle
    try:
        result = api.callScriptFunction(function, script, ints, floats, strings, bytes(buffer))
    except SimError:
        raise
    except Exception as exc:  # the script's own error, reported like CoppeliaSim does
        raise CommandFailed(f"error in script function {function!r}: {type(exc).__name__}: {exc}") from None
    return _pack_script_result(function, result)


def _pack_script_result(function: str, result: Any) -> bytes:
    expected = (
        f"function {function!r} did not produce the expected return values "
        "(int list, float list, string list, buffer)"
    )
    if not isinstance(result, (tuple, list)) or len(result) != 4:
        raise CommandFailed(f"{expected}; it returned {_short(result)}")
    ints, floats, strings, buffer = result
    try:
        ints = [int(v) for v in ints]
        floats = [_f32(float(v)) for v in floats]
        strings = [s if isinstance(s, (bytes, bytearray)) else str(s) for s in strings]
        if isinstance(buffer, str):
            buffer = buffer.encode("utf-8")
        buffer = bytes(buffer)
        return pack_script_data(ints, floats, strings, buffer)
    except (TypeError, ValueError, struct.error, OverflowError):
        raise CommandFailed(f"{expected}; it returned {_short(result)}") from None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 120 else text[:117] + "..."


# -- files (refused unless the server has a file root) ---------------------------------------
def _confined(ctx: Context, name: str) -> Path:
    root = ctx.file_root
    if root is None:
        raise CommandFailed(
            "file access is disabled on this server (start tether serve with --allow-files DIR)"
        )
    root = root.resolve()
    path = (root / name).resolve()
    if not name or os.path.isabs(name) or (path != root and root not in path.parents):
        raise CommandFailed(f"path {name!r} is outside the server's file folder")
    return path


@_handles(C.TRANSFER_FILE)
def transfer_file(ctx: Context, cmd: Command) -> bytes:
    path = _confined(ctx, _name(cmd))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(cmd.pure_data)
    return b""


@_handles(C.ERASE_FILE)
def erase_file(ctx: Context, cmd: Command) -> bytes:
    path = _confined(ctx, _name(cmd))
    try:
        path.unlink()
    except FileNotFoundError:
        raise CommandFailed(f"file {_name(cmd)!r} does not exist") from None
    return b""


def _load(what: str) -> Handler:
    def load(ctx: Context, cmd: Command) -> bytes:
        path = _confined(ctx, _name(cmd))
        if not path.exists():
            raise CommandFailed(f"{what} file {_name(cmd)!r} does not exist")
        if what == "model":  # an MJCF/URDF file, into the running scene (sim.loadModel)
            return _I.pack(ctx.api.loadModel(str(path)))
        raise CommandFailed(f"loading a {what} at run time is not supported by tether yet")

    return load


_handles(C.LOAD_SCENE)(_load("scene"))
_handles(C.LOAD_MODEL)(_load("model"))
_handles(C.LOAD_UI)(_load("UI"))


# -- scene editing (sim.createDummy, sim.removeObjects) ----------------------------------------
_DUMMY = struct.Struct("<fB12B")  # size, colour given, 12 colour bytes (ambient, diffuse, specular, emission)


@_handles(C.CREATE_DUMMY)
def create_dummy(ctx: Context, cmd: Command) -> bytes:
    size, has_color, *color = _unpack(_DUMMY, cmd)
    rgb = [c / 255.0 for c in color[:3]] if has_color else None
    return _I.pack(ctx.api.createDummy(size, rgb))


@_handles(C.REMOVE_OBJECT)
def remove_object(ctx: Context, cmd: Command) -> bytes:
    ctx.api.removeObjects([_handle(cmd)])
    return b""


@_handles(C.REMOVE_MODEL)
def remove_model(ctx: Context, cmd: Command) -> bytes:
    ctx.api.removeObjects([_handle(cmd)])
    return b""


# -- everything else: a clear refusal -----------------------------------------------------------
def unsupported(ctx: Context, cmd: Command) -> bytes:
    """Fallback for every command tether does not implement."""
    raise CommandFailed(f"{C.command_name(cmd.command_id)} is not supported by tether")


for _raw in (
    C.CLOSE_SCENE, C.RESERVED1, C.RESERVED2, C.SET_SPHERICAL_JOINT_MATRIX,
    C.SET_VISION_SENSOR_IMAGE_BW, C.SET_VISION_SENSOR_IMAGE_RGB, C.BREAK_FORCE_SENSOR,
    C.SET_OBJECT_PARENT, C.GET_STRING_PARAMETER, C.READ_COLLISION, C.READ_DISTANCE,
    C.CHECK_COLLISION, C.CHECK_DISTANCE, C.GET_COLLISION_HANDLE, C.GET_DISTANCE_HANDLE,
    C.COPY_PASTE_OBJECTS, C.GET_MODEL_PROPERTY,
    C.SET_MODEL_PROPERTY, C.AUX_CONSOLE_OPEN, C.AUX_CONSOLE_CLOSE, C.AUX_CONSOLE_PRINT,
    C.AUX_CONSOLE_SHOW, C.DISPLAY_DIALOG, C.END_DIALOG, C.GET_DIALOG_INPUT, C.GET_DIALOG_RESULT,
    C.GET_UI_HANDLE, C.GET_UI_SLIDER, C.SET_UI_SLIDER, C.GET_UI_EVENT_BUTTON,
    C.GET_UI_BUTTON_PROPERTY, C.SET_UI_BUTTON_PROPERTY, C.SET_UI_BUTTON_LABEL, C.REMOVE_UI,
):
    HANDLERS.setdefault(_raw, unsupported)
