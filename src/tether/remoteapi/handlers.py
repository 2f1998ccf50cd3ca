"""What each legacy remote API command does on the server: command id -> SimAPI call.

Wire layouts live in the command table (:mod:`tether.remoteapi.table`), not here.  Each
implementation below takes the executing connection's context and the request's values as
the table decodes them (command-data ints and strings, then the request's pure-data fields)
and returns the reply's values (one value, or a tuple when the reply has several fields).
:func:`bind` wraps it into a :class:`Handler`: ``handler(ctx, cmd) -> bytes`` validates the
request strictly against the table, runs the implementation and packs its reply, so an
implementation never sees bytes of the wrong shape; the server's plans use its three steps
apart (values once per distinct request, the call at every run, the packing of each result).

Failure is signalled by raising:

* :class:`~tether.core.engine.errors.SimError` (or :class:`CommandFailed`): the command failed; the
  reply gets status bit 0 (the client's remote-error flag) and the text goes to the
  connection's last errors (simxGetLastErrors).  A request that does not have its command's
  layout fails this way too (:class:`MalformedCommand`), logged at most once per peer per
  second; the connection goes on.

``HANDLERS`` maps every raw id of the table to its handler; ids without an implementation
map to a handler that validates, then refuses with a clear text (``REFUSED`` lists them).
``READ_ONLY`` lists the commands that change nothing, so the server knows when streamed
values may have changed.

Adding a command: its row in the table, then one ``@serves(C.NEW_ID)`` function here.
"""

from __future__ import annotations

import logging
import math
import os
import struct
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Protocol

from tether.core.engine.errors import SimError
from tether.core.importers.scene_switch import close_scene, load_scene_file
from tether.core.engine.states import ObjectType
from tether.util.logging_limits import RateLimitedLog
from tether.remoteapi import commands as C
from tether.remoteapi.layouts import Fields, LayoutError
from tether.remoteapi.protocol import Command
from tether.remoteapi.table import READ_ONLY, TABLE, Signature

if TYPE_CHECKING:
    from tether.core.simapi.api import SimAPI
    from tether.core.simulation import Simulation

__all__ = [
    "CommandFailed", "NotFound", "MalformedCommand", "Context", "HANDLERS",
    "READ_ONLY", "REFUSED", "Handler", "serves", "bind", "unsupported",
]

#: One warning per peer per second for requests that do not have their command's layout.
bad_input_log = RateLimitedLog(logging.getLogger("tether.remoteapi"))


class CommandFailed(SimError):
    """A command that cannot succeed here (unsupported, refused); same handling as SimError."""


class NotFound(CommandFailed):
    """A lookup that found nothing (e.g. a missing signal): the reply fails, as in CoppeliaSim,
    but it is no error worth recording in the last-errors list (streams would flood it)."""


class MalformedCommand(CommandFailed):
    """The request does not have its command's layout (wrong length, missing terminator...)."""


class Context(Protocol):
    """What a handler needs from the connection executing it."""

    api: SimAPI
    simulation: Simulation
    file_root: Path | None
    peer: str

    def take_last_errors(self) -> list[str]: ...
    def enable_stepping(self) -> None: ...
    def disable_stepping(self) -> None: ...
    def trigger(self) -> None: ...


#: raw id -> implementation (ctx, *values) -> reply values; filled by @serves.
IMPLEMENTATIONS: dict[int, Callable[..., Any]] = {}


def serves(*ids: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the decorated function as the implementation of these command ids."""

    def register(func: Callable[..., Any]) -> Callable[..., Any]:
        for raw in ids:
            IMPLEMENTATIONS[raw] = func
        return func

    return register


def _refuse(ctx: Context, *values: Any) -> None:
    raise CommandFailed("not supported by tether")


class Handler:
    """One table row's server side: validate the request, run the implementation, pack its reply.

    ``handler(ctx, cmd) -> bytes`` does all three (the reference path); a server that decodes
    each distinct request once splits it: :meth:`call_of` gives the call for a context (the
    SimAPI method itself for a plain pass-through), :meth:`values` the validated request
    values, :meth:`pack` the reply's pure data of the call's result.
    """

    __slots__ = ("row", "name", "impl", "method", "result_code", "_decode", "_fixed", "_pack", "_pack_one",
                 "_pack_flat", "_n_reply")

    def __init__(self, row: Signature, impl: Callable[..., Any] | None) -> None:
        self.row = row
        self.name = row.name
        self.impl = impl if impl is not None else _refuse
        #: the SimAPI method a plain pass-through calls (None: the implementation runs)
        self.method: str | None = getattr(impl, "sim_api_method", None)
        self._decode = row.decode_request
        # The common shape (ints as command data, flat fixed request fields) is validated by
        # its two lengths and decoded by one struct; anything else by the table's general path.
        self._fixed = row.fixed_request or (-1, -1, None)
        reply = row.reply
        self._pack = reply.pack
        self._pack_one = reply.pack_one
        # A one-field reply of plain numbers is one struct.pack (pack_one clamps a huge float).
        self._pack_flat = reply.pack_value if isinstance(reply, Fields) else None
        self._n_reply = len(reply.names)
        #: the struct code packing the call's result as the reply's pure data ("": no reply
        #: values), or None when :meth:`pack` does more than one struct.pack of the result
        self.result_code: str | None = (
            "" if not self._n_reply else reply.format[1:] if self._pack_flat is not None and reply.flat else None
        )

    def values(self, peer: str, data: bytes, pure: bytes) -> tuple:
        """The request's values (command data, then pure data), strictly validated; a request
        without this command's layout raises :class:`MalformedCommand` (logged for ``peer``)."""
        data_size, pure_size, unpack = self._fixed
        if len(data) == data_size and len(pure) == pure_size:
            return unpack(data + pure) if unpack is not None else ()
        try:
            return self._decode(data, pure)
        except LayoutError as exc:
            bad_input_log.warning(peer, f"legacy remote API: {self.name}: {exc}")
            raise MalformedCommand(f"{exc}; the request does not have this command's layout") from None

    def call_of(self, ctx: Context) -> tuple[Callable[..., Any], tuple]:
        """(function, leading arguments): the command runs as ``function(*lead, *values)``."""
        if self.method is not None:
            return getattr(ctx.api, self.method), ()
        return self.impl, (ctx,)

    def pack(self, result: Any) -> bytes:
        """The reply's pure data of an implementation's ``result``."""
        flat = self._pack_flat
        if flat is not None:
            try:
                return flat(result)
            except (struct.error, OverflowError, TypeError):
                return self._pack_one(result)
        n_reply = self._n_reply
        if n_reply == 0:
            return b""
        return self._pack_one(result) if n_reply == 1 else self._pack(result)

    def __call__(self, ctx: Context, cmd: Command) -> bytes:
        values = self.values(getattr(ctx, "peer", "?"), cmd.command_data, cmd.pure_data)
        call, lead = self.call_of(ctx)
        return self.pack(call(*lead, *values))

    def __repr__(self) -> str:
        return f"<Handler {self.name}>"


def bind(sig: Signature, impl: Callable[..., Any] | None) -> Handler:
    """The handler of one table row (see :class:`Handler`)."""
    return Handler(sig, impl)


def unsupported(ctx: Context, cmd: Command) -> bytes:
    """Fallback for every command id tether does not know."""
    raise CommandFailed(f"{C.command_name(cmd.command_id)} is not supported by tether")


# -- commands that are one SimAPI call with the request's values, the result as the reply ------
_SIM_API_CALLS: dict[int, str] = {
    C.GET_OBJECT_HANDLE: "getObject",
    C.SET_OBJECT_PARENT: "setObjectParent",
    C.GET_OBJECT_POSITION: "getObjectPosition",
    C.GET_OBJECT_POSITION_LEGACY: "getObjectPosition",
    C.GET_OBJECT_ORIENTATION: "getObjectOrientation",
    C.GET_OBJECT_ORIENTATION_LEGACY: "getObjectOrientation",
    C.GET_OBJECT_QUATERNION: "getObjectQuaternion",
    C.SET_OBJECT_POSITION: "setObjectPosition",
    C.SET_OBJECT_ORIENTATION: "setObjectOrientation",
    C.SET_OBJECT_QUATERNION: "setObjectQuaternion",
    C.GET_OBJECT_VELOCITY: "getObjectVelocity",
    C.GET_JOINT_POSITION: "getJointPosition",
    C.SET_JOINT_POSITION: "setJointPosition",
    C.SET_JOINT_TARGET_POSITION: "setJointTargetPosition",
    C.SET_JOINT_TARGET_VELOCITY: "setJointTargetVelocity",
    C.GET_JOINT_FORCE: "getJointForce",
    C.SET_JOINT_FORCE: "setJointMaxForce",
    C.GET_JOINT_MAX_FORCE: "getJointMaxForce",
    C.READ_VISION_SENSOR: "readVisionSensor",
    C.ADD_STATUSBAR_MESSAGE: "addStatusbarMessage",
    C.SET_BOOLEAN_PARAMETER: "setBoolParam",
    C.GET_INTEGER_PARAMETER: "getInt32Param",
    C.SET_INTEGER_PARAMETER: "setInt32Param",
    C.GET_FLOATING_PARAMETER: "getFloatParam",
    C.GET_STRING_PARAMETER: "getStringParam",
    C.GET_ARRAY_PARAMETER: "getArrayParam",
    C.SET_ARRAY_PARAMETER: "setArrayParam",
    C.SET_FLOATING_PARAMETER: "setFloatParam",
    C.GET_OBJECT_FLOAT_PARAMETER: "getObjectFloatParam",
    C.SET_OBJECT_FLOAT_PARAMETER: "setObjectFloatParam",
    C.GET_OBJECT_INT_PARAMETER: "getObjectInt32Param",
    C.SET_OBJECT_INT_PARAMETER: "setObjectInt32Param",
    C.SET_INTEGER_SIGNAL: "setInt32Signal",
    C.SET_FLOAT_SIGNAL: "setFloatSignal",
    C.SET_STRING_SIGNAL: "setStringSignal",
}


def _calls(method: str) -> Callable[..., Any]:
    def call(ctx: Context, *values: Any) -> Any:
        return getattr(ctx.api, method)(*values)

    call.__name__ = method
    call.sim_api_method = method  # type: ignore[attr-defined]  # Handler.call_of calls it directly
    return call


for _raw, _method in _SIM_API_CALLS.items():
    serves(_raw)(_calls(_method))


# -- objects ---------------------------------------------------------------------------------
@serves(C.GET_OBJECTS)
def get_objects(ctx: Context, object_type: int) -> list[int]:
    return ctx.api.getObjectsInTree(-2, object_type)


@serves(C.GET_OBJECT_PARENT)
def get_object_parent(ctx: Context, handle: int) -> int:
    try:
        return ctx.api.getObjectParent(handle)
    except SimError:
        return -1  # "always succeeds" (spec §7.1 #18)


@serves(C.GET_OBJECT_CHILD)
def get_object_child(ctx: Context, handle: int, index: int) -> int:
    try:
        return ctx.api.getObjectChild(handle, index)
    except SimError:
        return -1


@serves(C.GET_OBJECT_SELECTION)
def get_object_selection(ctx: Context) -> list[int]:
    return []  # headless: nothing is ever selected


@serves(C.SET_OBJECT_SELECTION)
def set_object_selection(ctx: Context, _zero: int, handles: list[int]) -> None:
    pass  # headless: accepted and ignored, as the reference "always ok"


# -- joints ----------------------------------------------------------------------------------
@serves(C.GET_JOINT_MATRIX)
def get_joint_matrix(ctx: Context, handle: int) -> list[float]:
    # The joint's intrinsic transform: a rotation about (revolute) or a shift along
    # (prismatic) its z axis by the joint position, as CoppeliaSim's sim.getJointMatrix.
    q = ctx.api.getJointPosition(handle)
    if ctx.api.getJointType(handle) == 11:  # prismatic
        return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, q]
    c, s = math.cos(q), math.sin(q)
    return [c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0]


# -- sensors ---------------------------------------------------------------------------------
@serves(C.READ_PROXIMITY_SENSOR)
def read_proximity_sensor(ctx: Context, handle: int) -> tuple:
    state, _dist, point, obj, normal = ctx.api.readProximitySensor(handle)
    return state, point, obj, normal


@serves(C.READ_FORCE_SENSOR)
def read_force_sensor(ctx: Context, handle: int) -> tuple:
    state, force, torque = ctx.api.readForceSensor(handle)
    return state & 0xFF, force, torque


@serves(C.GET_VISION_SENSOR_IMAGE_RGB)
def get_vision_sensor_image_rgb(ctx: Context, handle: int) -> tuple[int, int, bytes]:
    image, (width, height) = ctx.api.getVisionSensorImg(handle, 0)
    return width, height, image


@serves(C.GET_VISION_SENSOR_IMAGE_BW)
def get_vision_sensor_image_grey(ctx: Context, handle: int) -> tuple[int, int, bytes]:
    image, (width, height) = ctx.api.getVisionSensorImg(handle, 1)
    return width, height, image


@serves(C.GET_VISION_SENSOR_DEPTH_BUFFER)
def get_vision_sensor_depth_buffer(ctx: Context, handle: int) -> tuple[int, int, bytes]:
    depth, (width, height) = ctx.api.getVisionSensorDepth(handle)
    return width, height, depth


# -- collision and distance ------------------------------------------------------------------
@serves(C.CHECK_COLLISION)
def check_collision(ctx: Context, entity1: int, entity2: int) -> int:
    return ctx.api.checkCollision(entity1, entity2)[0]


@serves(C.CHECK_DISTANCE)
def check_distance(ctx: Context, entity1: int, entity2: int) -> float:
    result, data = ctx.api.checkDistance(entity1, entity2, 0.0)
    if not result:
        raise CommandFailed("no distance between these entities (no geometry to measure)")
    return data[6]


# -- simulation ------------------------------------------------------------------------------
@serves(C.START_PAUSE_STOP_SIMULATION)
def start_pause_stop(ctx: Context, action: int) -> None:
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


@serves(C.SYNCHRONOUS_ENABLE)
def synchronous_enable(ctx: Context) -> None:
    ctx.enable_stepping()


@serves(C.SYNCHRONOUS_DISABLE)
def synchronous_disable(ctx: Context) -> None:
    ctx.disable_stepping()


@serves(C.SYNCHRONOUS_NEXT)
def synchronous_next(ctx: Context) -> None:
    ctx.trigger()


@serves(C.GET_LAST_ERRORS)
def get_last_errors(ctx: Context) -> list[str]:
    return ctx.take_last_errors()


# -- parameters ------------------------------------------------------------------------------
@serves(C.GET_BOOLEAN_PARAMETER)
def get_bool_param(ctx: Context, param: int) -> bool:
    return bool(ctx.api.getBoolParam(param))


# -- signals ---------------------------------------------------------------------------------
def _require(value: Any, kind: str, name: str) -> Any:
    if value is None:
        raise NotFound(f"{kind} signal {name!r} does not exist")
    return value


@serves(C.GET_INTEGER_SIGNAL)
def get_int_signal(ctx: Context, name: str) -> int:
    return _require(ctx.api.getInt32Signal(name), "integer", name)


@serves(C.GET_FLOAT_SIGNAL)
def get_float_signal(ctx: Context, name: str) -> float:
    return _require(ctx.api.getFloatSignal(name), "float", name)


@serves(C.GET_STRING_SIGNAL)
def get_string_signal(ctx: Context, name: str) -> bytes:
    return _require(ctx.api.getStringSignal(name), "string", name)


@serves(C.APPEND_STRING_SIGNAL)
def append_string_signal(ctx: Context, name: str, value: bytes) -> None:
    ctx.api.setStringSignal(name, (ctx.api.getStringSignal(name) or b"") + value)


@serves(C.CLEAR_INTEGER_SIGNAL)
def clear_int_signal(ctx: Context, name: str) -> None:
    ctx.api.clearInt32Signal(name or None)  # empty name: clear all


@serves(C.CLEAR_FLOAT_SIGNAL)
def clear_float_signal(ctx: Context, name: str) -> None:
    ctx.api.clearFloatSignal(name or None)


@serves(C.CLEAR_STRING_SIGNAL)
def clear_string_signal(ctx: Context, name: str) -> None:
    ctx.api.clearStringSignal(name or None)


def _take_string_signal(ctx: Context, name: str, missing_ok: bool) -> bytes:
    """Read and clear a string signal (get_and_clear_string_signal, read_string_stream)."""
    value = ctx.api.getStringSignal(name)
    if value is None:
        if missing_ok:
            return b""  # read_string_stream: success with nothing new (spec §4.6)
        raise NotFound(f"string signal {name!r} does not exist")
    ctx.api.clearStringSignal(name)
    return value


serves(C.GET_AND_CLEAR_STRING_SIGNAL)(lambda ctx, name: _take_string_signal(ctx, name, False))
serves(C.READ_STRING_STREAM)(lambda ctx, name: _take_string_signal(ctx, name, True))


@serves(C.GET_COLLECTION_HANDLE)
def get_collection_handle(ctx: Context, name: str) -> int:
    # tether has no collections; the reference falls back to an integer signal of that name
    value = ctx.api.getInt32Signal(name)
    if value is None:
        raise CommandFailed(f"collection {name!r} does not exist (tether has no collections)")
    return value


# -- object group data (spec §7.3) ------------------------------------------------------------
@serves(C.GET_OBJECT_GROUP_DATA)
def get_object_group_data(ctx: Context, object_type: int, data_type: int) -> tuple:
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
    return handles, ints, floats, strings


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
@serves(C.CALL_SCRIPT_FUNCTION)
def call_script_function(
    ctx: Context, script_type: int, description: str, function: str,
    ints: list[int], floats: list[float], strings: list[str], buffer: bytearray,
) -> tuple:
    api = ctx.api
    if "@" in function:  # "name@object" form
        function, description = function.split("@", 1)
    if script_type == 0:  # sim_scripttype_mainscript
        script = ctx.simulation.scripts.main_script.handle
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
    return _script_result(function, result)


def _script_result(function: str, result: Any) -> tuple:
    """The script's 4 return values, checked and converted for the reply layout."""
    expected = (
        f"function {function!r} did not produce the expected return values "
        "(int list, float list, string list, buffer)"
    )
    if not isinstance(result, (tuple, list)) or len(result) != 4:
        raise CommandFailed(f"{expected}; it returned {_short(result)}")
    ints, floats, strings, buffer = result
    try:
        ints = [int(v) for v in ints]
        floats = [float(v) for v in floats]
        strings = [s if isinstance(s, (bytes, bytearray)) else str(s) for s in strings]
        if isinstance(buffer, str):
            buffer = buffer.encode("utf-8")
        buffer = bytes(buffer)
        if any(not -2**31 <= v < 2**31 for v in ints) or any(b"\0" in _text(s) for s in strings):
            raise ValueError("out of range")
    except (TypeError, ValueError, OverflowError):
        raise CommandFailed(f"{expected}; it returned {_short(result)}") from None
    return ints, floats, strings, buffer


def _text(value: str | bytes | bytearray) -> bytes:
    return value.encode("utf-8") if isinstance(value, str) else bytes(value)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 120 else text[:117] + "..."


# -- files (refused unless the server has a file root) ---------------------------------------
#: Longest file name (bytes of UTF-8) a remote client may give, and longest path component.
MAX_FILE_NAME = 1024
MAX_NAME_COMPONENT = 255


def _confined(ctx: Context, name: str) -> Path:
    """The file ``name`` inside the server's file folder; refuses anything else cleanly."""
    root = ctx.file_root
    if root is None:
        raise CommandFailed(
            "file access is disabled on this server (start tether serve with --allow-files DIR)"
        )
    shown = _short(name)
    parts = name.replace("\\", "/").split("/")
    if (
        not name
        or len(name.encode("utf-8", "replace")) > MAX_FILE_NAME
        or any(len(p.encode("utf-8", "replace")) > MAX_NAME_COMPONENT for p in parts)
    ):
        raise CommandFailed(
            f"file name {shown} is empty or too long (at most {MAX_FILE_NAME} bytes, "
            f"{MAX_NAME_COMPONENT} per folder or file name)"
        )
    if any(not ch.isprintable() for ch in name) or "\ufffd" in name:
        raise CommandFailed(f"file name {shown} holds control characters or invalid UTF-8")
    if os.path.isabs(name) or name.startswith(("/", "\\")) or any(p in ("", ".", "..") for p in parts):
        raise CommandFailed(
            f"file name {shown} may reach outside the server's file folder: give a relative "
            "path without a leading '/' and without '.', '..' or empty parts"
        )
    try:
        root = root.resolve()
        path = (root / name).resolve()
    except (OSError, RuntimeError) as exc:
        raise CommandFailed(f"file name {shown} cannot be resolved: {exc.strerror or exc}") from None
    if path == root or root not in path.parents:
        raise CommandFailed(f"path {shown} is outside the server's file folder")
    if path.is_dir():
        raise CommandFailed(f"{shown} is a folder, not a file")
    return path


def _file_error(action: str, name: str, exc: OSError) -> CommandFailed:
    return CommandFailed(f"cannot {action} file {_short(name)}: {exc.strerror or exc}")


@serves(C.TRANSFER_FILE)
def transfer_file(ctx: Context, name: str, data: bytes) -> None:
    path = _confined(ctx, name)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    except OSError as exc:
        raise _file_error("write", name, exc) from None


@serves(C.ERASE_FILE)
def erase_file(ctx: Context, name: str) -> None:
    path = _confined(ctx, name)
    try:
        path.unlink()
    except FileNotFoundError:
        raise CommandFailed(f"file {_short(name)} does not exist") from None
    except OSError as exc:
        raise _file_error("erase", name, exc) from None


def _load(what: str) -> Callable[..., Any]:
    def load(ctx: Context, name: str) -> Any:
        path = _confined(ctx, name)
        if what == "model":  # any model file tether opens, into the running scene (sim.loadModel)
            return ctx.api.loadModel(str(path))
        if what == "scene":  # replaces the scene: tether.core.importers.scene_switch
            load_scene_file(ctx.simulation, path)
            return None
        raise CommandFailed(f"loading a {what} at run time is not supported by tether yet")

    return load


serves(C.LOAD_SCENE)(_load("scene"))
serves(C.LOAD_MODEL)(_load("model"))
serves(C.LOAD_UI)(_load("UI"))


@serves(C.CLOSE_SCENE)
def close(ctx: Context) -> None:
    close_scene(ctx.simulation)  # an empty scene replaces it (stopped only)


# -- scene editing (sim.createDummy, sim.removeObjects) ----------------------------------------
@serves(C.CREATE_DUMMY)
def create_dummy(ctx: Context, size: float, has_color: int, color: tuple[int, ...]) -> int:
    rgb = [c / 255.0 for c in color[:3]] if has_color else None
    return ctx.api.createDummy(size, rgb)


@serves(C.REMOVE_OBJECT, C.REMOVE_MODEL)
def remove_object(ctx: Context, handle: int) -> None:
    ctx.api.removeObjects([handle])


# -- the table's handlers ------------------------------------------------------------------------
HANDLERS: dict[int, Handler] = {raw: bind(sig, IMPLEMENTATIONS.get(raw)) for raw, sig in TABLE.items()}
#: Table commands tether refuses (no implementation): they fail with a clear last error.
REFUSED: frozenset[int] = frozenset(
    raw for raw in TABLE if raw not in IMPLEMENTATIONS and raw != C.KILL_CONNECTION  # never executed
)
assert set(IMPLEMENTATIONS) <= set(TABLE), "an implemented command has no row in the command table"
