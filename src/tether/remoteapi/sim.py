"""Drop-in replacement for the official legacy remote API binding ``sim.py``.

``from tether.remoteapi import sim`` then ``sim.simxStart(...)``: same function names,
signatures and return tuples as the official binding, implemented in pure Python on
:mod:`tether.remoteapi.client` (no ``remoteApi.so``).  Every request is built as the spec's
command table (§7) says.  As in the official library, output values are only filled in when
the return code is exactly 0; otherwise they keep their defaults (0, 0.0, zero lists, empty
lists).

Differences from the official binding: host names are accepted (``'localhost'``);
``simxGetIntegerSignal``/``simxSetIntegerSignal``/``simxClearIntegerSignal`` return their
result (the official wrappers forget to); ``simxCallScriptFunction(..., simx_opmode_remove)``
removes its own reply (the official library removes the wrong key).
"""

# ruff: noqa: N802, N803, N806  (official camelCase names are the public interface)

from __future__ import annotations

import os
import random
import struct
import time
from typing import Sequence

from tether.remoteapi import commands as C
from tether.remoteapi.client import (
    RETURN_ILLEGAL_OPMODE,
    RETURN_INITIALIZE_ERROR,
    RETURN_LOCAL_ERROR,
    PayloadKind,
    finish_client,
    get_client,
    start_client,
)
from tether.remoteapi.payloads import (
    pack_script_data,
    unpack_group_data,
    unpack_handles,
    unpack_script_data,
    unpack_strings,
)
from tether.remoteapi.protocol import MalformedMessageError
from tether.remoteapi.simConst import *  # noqa: F403  (the official sim.py does the same)
from tether.remoteapi.simConst import (
    simx_opmode_blocking,
    simx_opmode_buffer,
    simx_opmode_discontinue,
    simx_opmode_oneshot,
    simx_opmode_streaming,
)

_F32 = struct.Struct("<f")
_I32 = struct.Struct("<i")
_NONE = PayloadKind.NONE
_VALUE = PayloadKind.VALUE
_BUFFER = PayloadKind.BUFFER


# --- plumbing ----------------------------------------------------------------------------
def _call(
    clientID: int,
    command_id: int,
    operationMode: int,
    ints: tuple[int, ...] = (),
    strings: tuple[str | bytes, ...] = (),
    pure: bytes = b"",
    payload: PayloadKind = _NONE,
    timeout_s: float | None = None,
) -> tuple[int, bytes]:
    """One simx request; returns (code, reply pure data if code is 0 else b'')."""
    client = get_client(clientID)
    if client is None:
        return RETURN_INITIALIZE_ERROR, b""
    ret, reply = client.call(
        command_id,
        int(operationMode),
        client.command_data(command_id, ints, strings),
        pure,
        payload,
        timeout_s,
    )
    return ret, (reply.pure_data if ret == 0 and reply is not None else b"")


def _name(value: str | bytes) -> bytes:
    return value.encode("utf-8") if isinstance(value, str) else bytes(value)


def _raw(value: str | bytes | bytearray | Sequence[int]) -> bytes:
    if isinstance(value, str):
        return value.encode("utf-8")
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    return bytes(v & 0xFF for v in value)


_STRUCTS: dict[str, struct.Struct] = {}


def _unpack(ret: int, pd: bytes, fmt: str, default: tuple) -> tuple:
    """Decode a fixed reply layout, or give the defaults (code != 0 or short reply)."""
    if ret == 0:
        layout = _STRUCTS.get(fmt)
        if layout is None:
            layout = _STRUCTS[fmt] = struct.Struct("<" + fmt)
        try:
            return layout.unpack_from(pd)
        except struct.error:
            pass
    return default


def _int(ret: int, pd: bytes) -> int:
    return _unpack(ret, pd, "i", (0,))[0]


def _float(ret: int, pd: bytes) -> float:
    return _unpack(ret, pd, "f", (0.0,))[0]


def _floats(ret: int, pd: bytes, n: int) -> list[float]:
    return list(_unpack(ret, pd, f"{n}f", (0.0,) * n))


def _handles(ret: int, pd: bytes) -> list[int]:
    if ret != 0:
        return []
    try:
        return unpack_handles(pd)
    except MalformedMessageError:
        return []


def _cstr(ret: int, pd: bytes) -> str:
    if ret != 0:
        return ""
    return pd.split(b"\0", 1)[0].decode("utf-8", "replace")


def _f32(value: float) -> bytes:
    return _F32.pack(value)


def _i32(value: int) -> bytes:
    return _I32.pack(int(value))


# --- joints --------------------------------------------------------------------------------
def simxGetJointPosition(clientID, jointHandle, operationMode):
    """Joint position (rad or m): (ret, position)."""
    ret, pd = _call(clientID, C.GET_JOINT_POSITION, operationMode, (jointHandle,))
    return ret, _float(ret, pd)


def simxSetJointPosition(clientID, jointHandle, position, operationMode):
    """Set a joint's position: ret."""
    return _call(clientID, C.SET_JOINT_POSITION, operationMode, (jointHandle,),
                 pure=_f32(position), payload=_VALUE)[0]


def simxGetJointMatrix(clientID, jointHandle, operationMode):
    """Joint's intrinsic 3x4 matrix, row-major: (ret, [12 floats])."""
    ret, pd = _call(clientID, C.GET_JOINT_MATRIX, operationMode, (jointHandle,))
    return ret, _floats(ret, pd, 12)


def simxSetSphericalJointMatrix(clientID, jointHandle, matrix, operationMode):
    """Set a spherical joint's 3x4 matrix: ret."""
    pure = struct.pack("<12f", *list(matrix)[:12])
    return _call(clientID, C.SET_SPHERICAL_JOINT_MATRIX, operationMode, (jointHandle,),
                 pure=pure, payload=_VALUE)[0]


def simxSetJointTargetVelocity(clientID, jointHandle, targetVelocity, operationMode):
    """Set a joint's target velocity: ret."""
    return _call(clientID, C.SET_JOINT_TARGET_VELOCITY, operationMode, (jointHandle,),
                 pure=_f32(targetVelocity), payload=_VALUE)[0]


def simxSetJointTargetPosition(clientID, jointHandle, targetPosition, operationMode):
    """Set a joint's target position: ret."""
    return _call(clientID, C.SET_JOINT_TARGET_POSITION, operationMode, (jointHandle,),
                 pure=_f32(targetPosition), payload=_VALUE)[0]


def simxGetJointForce(clientID, jointHandle, operationMode):
    """Force/torque applied by a joint: (ret, force)."""
    ret, pd = _call(clientID, C.GET_JOINT_FORCE, operationMode, (jointHandle,))
    return ret, _float(ret, pd)


simxJointGetForce = simxGetJointForce


def simxGetJointMaxForce(clientID, jointHandle, operationMode):
    """A joint's maximum force/torque: (ret, force)."""
    ret, pd = _call(clientID, C.GET_JOINT_MAX_FORCE, operationMode, (jointHandle,))
    return ret, _float(ret, pd)


def simxSetJointMaxForce(clientID, jointHandle, force, operationMode):
    """Set a joint's maximum force/torque: ret."""
    return _call(clientID, C.SET_JOINT_FORCE, operationMode, (jointHandle,),
                 pure=_f32(force), payload=_VALUE)[0]


simxSetJointForce = simxSetJointMaxForce


# --- sensors -------------------------------------------------------------------------------
def simxReadForceSensor(clientID, forceSensorHandle, operationMode):
    """(ret, state, [fx, fy, fz], [tx, ty, tz])."""
    ret, pd = _call(clientID, C.READ_FORCE_SENSOR, operationMode, (forceSensorHandle,))
    v = _unpack(ret, pd, "B6f", (0,) + (0.0,) * 6)
    return ret, v[0], list(v[1:4]), list(v[4:7])


def simxBreakForceSensor(clientID, forceSensorHandle, operationMode):
    """Break a force sensor: ret."""
    return _call(clientID, C.BREAK_FORCE_SENSOR, operationMode, (forceSensorHandle,))[0]


def simxReadVisionSensor(clientID, sensorHandle, operationMode):
    """(ret, detectionState, [aux value packets])."""
    ret, pd = _call(clientID, C.READ_VISION_SENSOR, operationMode, (sensorHandle,))
    packets: list[list[float]] = []
    state = False
    if ret == 0:
        try:
            state = pd[0] != 0
            (count,) = struct.unpack_from("<i", pd, 1)
            sizes = struct.unpack_from(f"<{count}i", pd, 5)
            values = struct.unpack_from(f"<{sum(sizes)}f", pd, 5 + 4 * count)
            start = 0
            for size in sizes:
                packets.append(list(values[start : start + size]))
                start += size
        except (struct.error, IndexError):
            packets = []
    return ret, state, packets


def simxGetVisionSensorImage(clientID, sensorHandle, options, operationMode):
    """(ret, [resX, resY], pixel values as signed bytes like the official binding)."""
    grey = bool(options & 1)
    command = C.GET_VISION_SENSOR_IMAGE_BW if grey else C.GET_VISION_SENSOR_IMAGE_RGB
    ret, pd = _call(clientID, command, operationMode, (sensorHandle,))
    if ret != 0 or len(pd) < 8:
        return ret, [], []
    rx, ry = struct.unpack_from("<ii", pd)
    n = max(rx * ry * (1 if grey else 3), 0)
    pixels = pd[8 : 8 + n]
    return ret, [rx, ry], list(struct.unpack(f"{len(pixels)}b", pixels))


def simxSetVisionSensorImage(clientID, sensorHandle, image, options, operationMode):
    """Set a vision sensor's image (pixel values, any sign): ret."""
    command = C.SET_VISION_SENSOR_IMAGE_BW if options & 1 else C.SET_VISION_SENSOR_IMAGE_RGB
    return _call(clientID, command, operationMode, (sensorHandle,), pure=_raw(image),
                 payload=_BUFFER)[0]


def simxGetVisionSensorDepthBuffer(clientID, sensorHandle, operationMode):
    """(ret, [resX, resY], normalised depth values)."""
    ret, pd = _call(clientID, C.GET_VISION_SENSOR_DEPTH_BUFFER, operationMode, (sensorHandle,))
    if ret != 0 or len(pd) < 8:
        return ret, [], []
    rx, ry = struct.unpack_from("<ii", pd)
    n = min(max(rx * ry, 0), (len(pd) - 8) // 4)
    return ret, [rx, ry], list(struct.unpack_from(f"<{n}f", pd, 8))


def simxReadProximitySensor(clientID, sensorHandle, operationMode):
    """(ret, detectionState, detectedPoint, detectedObjectHandle, detectedSurfaceNormal)."""
    ret, pd = _call(clientID, C.READ_PROXIMITY_SENSOR, operationMode, (sensorHandle,))
    v = _unpack(ret, pd, "B3fi3f", (0, 0.0, 0.0, 0.0, 0, 0.0, 0.0, 0.0))
    return ret, v[0] != 0, list(v[1:4]), v[4], list(v[5:8])


def simxReadCollision(clientID, collisionObjectHandle, operationMode):
    """(ret, collisionState)."""
    ret, pd = _call(clientID, C.READ_COLLISION, operationMode, (collisionObjectHandle,))
    return ret, (_int(ret, pd) & 0xFF) != 0


def simxReadDistance(clientID, distanceObjectHandle, operationMode):
    """(ret, minimumDistance)."""
    ret, pd = _call(clientID, C.READ_DISTANCE, operationMode, (distanceObjectHandle,))
    return ret, _float(ret, pd)


def simxCheckCollision(clientID, entity1, entity2, operationMode):
    """(ret, collisionState)."""
    ret, pd = _call(clientID, C.CHECK_COLLISION, operationMode, (entity1, entity2))
    return ret, (_int(ret, pd) & 0xFF) != 0


def simxCheckDistance(clientID, entity1, entity2, operationMode):
    """(ret, minimumDistance)."""
    ret, pd = _call(clientID, C.CHECK_DISTANCE, operationMode, (entity1, entity2))
    return ret, _float(ret, pd)


# --- objects -------------------------------------------------------------------------------
def simxGetObjectHandle(clientID, objectName, operationMode):
    """(ret, handle)."""
    ret, pd = _call(clientID, C.GET_OBJECT_HANDLE, operationMode, strings=(_name(objectName),))
    return ret, _int(ret, pd)


def simxGetObjectChild(clientID, parentObjectHandle, childIndex, operationMode):
    """(ret, childHandle) (-1: no such child)."""
    ret, pd = _call(clientID, C.GET_OBJECT_CHILD, operationMode, (parentObjectHandle, childIndex))
    return ret, _int(ret, pd)


def simxGetObjectParent(clientID, childObjectHandle, operationMode):
    """(ret, parentHandle) (-1: no parent)."""
    ret, pd = _call(clientID, C.GET_OBJECT_PARENT, operationMode, (childObjectHandle,))
    return ret, _int(ret, pd)


def simxGetObjectPosition(clientID, objectHandle, relativeToObjectHandle, operationMode):
    """(ret, [x, y, z])."""
    ret, pd = _call(clientID, C.GET_OBJECT_POSITION, operationMode,
                    (objectHandle, relativeToObjectHandle))
    return ret, _floats(ret, pd, 3)


def simxGetObjectOrientation(clientID, objectHandle, relativeToObjectHandle, operationMode):
    """(ret, [alpha, beta, gamma])."""
    ret, pd = _call(clientID, C.GET_OBJECT_ORIENTATION, operationMode,
                    (objectHandle, relativeToObjectHandle))
    return ret, _floats(ret, pd, 3)


def simxGetObjectQuaternion(clientID, objectHandle, relativeToObjectHandle, operationMode):
    """(ret, [x, y, z, w])."""
    ret, pd = _call(clientID, C.GET_OBJECT_QUATERNION, operationMode,
                    (objectHandle, relativeToObjectHandle))
    return ret, _floats(ret, pd, 4)


def _set_pose_part(clientID, command, objectHandle, relativeTo, values, n, operationMode):
    pure = struct.pack(f"<i{n}f", relativeTo, *list(values)[:n])
    return _call(clientID, command, operationMode, (objectHandle,), pure=pure, payload=_VALUE)[0]


def simxSetObjectPosition(clientID, objectHandle, relativeToObjectHandle, position, operationMode):
    """Set an object's position: ret."""
    return _set_pose_part(clientID, C.SET_OBJECT_POSITION, objectHandle, relativeToObjectHandle,
                          position, 3, operationMode)


def simxSetObjectOrientation(clientID, objectHandle, relativeToObjectHandle, eulerAngles,
                             operationMode):
    """Set an object's Euler angles: ret."""
    return _set_pose_part(clientID, C.SET_OBJECT_ORIENTATION, objectHandle,
                          relativeToObjectHandle, eulerAngles, 3, operationMode)


def simxSetObjectQuaternion(clientID, objectHandle, relativeToObjectHandle, quaternion,
                            operationMode):
    """Set an object's quaternion (x, y, z, w): ret."""
    return _set_pose_part(clientID, C.SET_OBJECT_QUATERNION, objectHandle,
                          relativeToObjectHandle, quaternion, 4, operationMode)


def simxSetObjectParent(clientID, objectHandle, parentObject, keepInPlace, operationMode):
    """Re-parent an object: ret."""
    pure = struct.pack("<iB", parentObject, 1 if keepInPlace else 0)
    return _call(clientID, C.SET_OBJECT_PARENT, operationMode, (objectHandle,), pure=pure,
                 payload=_VALUE)[0]


def simxGetObjectVelocity(clientID, objectHandle, operationMode):
    """(ret, [vx, vy, vz], [wx, wy, wz])."""
    ret, pd = _call(clientID, C.GET_OBJECT_VELOCITY, operationMode, (objectHandle,))
    v = _floats(ret, pd, 6)
    return ret, v[:3], v[3:]


def simxGetObjects(clientID, objectType, operationMode):
    """(ret, [handles]) of all objects of a type (sim_handle_all for all)."""
    ret, pd = _call(clientID, C.GET_OBJECTS, operationMode, (objectType,))
    return ret, _handles(ret, pd)


def simxGetObjectGroupData(clientID, objectType, dataType, operationMode):
    """(ret, handles, intData, floatData, stringData)."""
    ret, pd = _call(clientID, C.GET_OBJECT_GROUP_DATA, operationMode, (objectType, dataType))
    if ret == 0:
        try:
            return (ret, *unpack_group_data(pd))
        except MalformedMessageError:
            pass
    return ret, [], [], [], []


def simxGetObjectSelection(clientID, operationMode):
    """(ret, [selected handles])."""
    ret, pd = _call(clientID, C.GET_OBJECT_SELECTION, operationMode)
    return ret, _handles(ret, pd)


def simxSetObjectSelection(clientID, objectHandles, operationMode):
    """Replace the selection: ret."""
    pure = struct.pack(f"<{len(objectHandles)}i", *objectHandles)
    return _call(clientID, C.SET_OBJECT_SELECTION, operationMode, (0,), pure=pure,
                 payload=_BUFFER)[0]


def simxCopyPasteObjects(clientID, objectHandles, operationMode):
    """(ret, [new handles])."""
    pure = struct.pack(f"<{len(objectHandles)}i", *objectHandles)
    ret, pd = _call(clientID, C.COPY_PASTE_OBJECTS, operationMode, (0,), pure=pure,
                    payload=_BUFFER)
    return ret, _handles(ret, pd)


def simxRemoveObject(clientID, objectHandle, operationMode):
    """Remove an object: ret."""
    return _call(clientID, C.REMOVE_OBJECT, operationMode, (objectHandle,))[0]


def simxRemoveModel(clientID, objectHandle, operationMode):
    """Remove a model: ret."""
    return _call(clientID, C.REMOVE_MODEL, operationMode, (objectHandle,))[0]


def simxGetModelProperty(clientID, objectHandle, operationMode):
    """(ret, property flags)."""
    ret, pd = _call(clientID, C.GET_MODEL_PROPERTY, operationMode, (objectHandle,))
    return ret, _int(ret, pd)


def simxSetModelProperty(clientID, objectHandle, prop, operationMode):
    """Set model property flags: ret."""
    return _call(clientID, C.SET_MODEL_PROPERTY, operationMode, (objectHandle,), pure=_i32(prop),
                 payload=_VALUE)[0]


def simxCreateDummy(clientID, size, color, operationMode):
    """(ret, handle) of a new dummy; ``color``: 12 bytes (0-255) or None."""
    if color is not None:
        pure = struct.pack("<fB12B", size, 1, *[int(c) & 0xFF for c in list(color)[:12]])
    else:
        pure = struct.pack("<fB12x", size, 0)
    ret, pd = _call(clientID, C.CREATE_DUMMY, operationMode, pure=pure, payload=_BUFFER)
    return ret, _int(ret, pd)


def simxGetCollisionHandle(clientID, collisionObjectName, operationMode):
    """(ret, handle)."""
    ret, pd = _call(clientID, C.GET_COLLISION_HANDLE, operationMode,
                    strings=(_name(collisionObjectName),))
    return ret, _int(ret, pd)


def simxGetDistanceHandle(clientID, distanceObjectName, operationMode):
    """(ret, handle)."""
    ret, pd = _call(clientID, C.GET_DISTANCE_HANDLE, operationMode,
                    strings=(_name(distanceObjectName),))
    return ret, _int(ret, pd)


def simxGetCollectionHandle(clientID, collectionName, operationMode):
    """(ret, handle)."""
    ret, pd = _call(clientID, C.GET_COLLECTION_HANDLE, operationMode,
                    strings=(_name(collectionName),))
    return ret, _int(ret, pd)


# --- simulation, scenes, files ---------------------------------------------------------------
def simxStartSimulation(clientID, operationMode):
    """Start the simulation: ret."""
    return _call(clientID, C.START_PAUSE_STOP_SIMULATION, operationMode, (0,))[0]


def simxPauseSimulation(clientID, operationMode):
    """Pause the simulation: ret."""
    return _call(clientID, C.START_PAUSE_STOP_SIMULATION, operationMode, (1,))[0]


def simxStopSimulation(clientID, operationMode):
    """Stop the simulation: ret."""
    return _call(clientID, C.START_PAUSE_STOP_SIMULATION, operationMode, (2,))[0]


def simxSynchronous(clientID, enable):
    """Enable/disable stepping (synchronous) mode (always blocking): ret."""
    command = C.SYNCHRONOUS_ENABLE if enable else C.SYNCHRONOUS_DISABLE
    return _call(clientID, command, simx_opmode_blocking)[0]


def simxSynchronousTrigger(clientID):
    """Trigger the next simulation step in stepping mode (always blocking): ret."""
    return _call(clientID, C.SYNCHRONOUS_NEXT, simx_opmode_blocking)[0]


def simxCloseScene(clientID, operationMode):
    """Close the current scene: ret."""
    return _call(clientID, C.CLOSE_SCENE, operationMode)[0]


def _read_local(path) -> bytes | None:
    try:
        with open(os.fspath(path), "rb") as f:
            return f.read()
    except (OSError, TypeError, ValueError):
        return None


def _upload_temp(clientID, path, extension: str) -> tuple[int, str]:
    """Upload a local file to the server's temp folder (load option bit 0)."""
    data = _read_local(path)
    if data is None:
        return RETURN_LOCAL_ERROR, ""
    name = f"REMOTE_API_TEMPFILE_{random.randrange(10000):04d}.{extension}"
    ret = _call(clientID, C.TRANSFER_FILE, simx_opmode_blocking, strings=(name,), pure=data,
                payload=_BUFFER)[0]
    return ret, name


def _load(clientID, command, path, options, operationMode, extension):
    if options & 1:
        ret, name = _upload_temp(clientID, path, extension)
        if ret != 0:
            return ret, b""
        result = _call(clientID, command, operationMode, strings=(name,))
        simxEraseFile(clientID, name, simx_opmode_oneshot)
        return result
    return _call(clientID, command, operationMode, strings=(_name(path),))


def simxLoadScene(clientID, scenePathAndName, options, operationMode):
    """Load a scene (options bit 0: the path is local, upload it first): ret."""
    return _load(clientID, C.LOAD_SCENE, scenePathAndName, options, operationMode, "ttt")[0]


def simxLoadModel(clientID, modelPathAndName, options, operationMode):
    """(ret, baseHandle) of a loaded model (options bit 0: upload the local file first)."""
    ret, pd = _load(clientID, C.LOAD_MODEL, modelPathAndName, options, operationMode, "ttm")
    return ret, _int(ret, pd)


def simxLoadUI(clientID, uiPathAndName, options, operationMode):
    """(ret, [UI handles])."""
    ret, pd = _load(clientID, C.LOAD_UI, uiPathAndName, options, operationMode, "ttb")
    return ret, _handles(ret, pd)


def simxTransferFile(clientID, filePathAndName, fileName_serverSide, timeOut, operationMode):
    """Send a local file to the server's temp folder; ``timeOut`` (ms) bounds the reply wait."""
    data = _read_local(filePathAndName)
    if data is None:
        return RETURN_LOCAL_ERROR if get_client(clientID) else RETURN_INITIALIZE_ERROR
    return _call(clientID, C.TRANSFER_FILE, operationMode, strings=(_name(fileName_serverSide),),
                 pure=data, payload=_BUFFER, timeout_s=max(timeOut, 0) / 1000.0)[0]


def simxEraseFile(clientID, fileName_serverSide, operationMode):
    """Erase a file in the server's temp folder: ret."""
    return _call(clientID, C.ERASE_FILE, operationMode, strings=(_name(fileName_serverSide),))[0]


# --- parameters ----------------------------------------------------------------------------
def simxGetBooleanParameter(clientID, paramIdentifier, operationMode):
    """(ret, bool)."""
    ret, pd = _call(clientID, C.GET_BOOLEAN_PARAMETER, operationMode, (paramIdentifier,))
    return ret, _int(ret, pd) != 0


def simxSetBooleanParameter(clientID, paramIdentifier, paramValue, operationMode):
    """ret."""
    return _call(clientID, C.SET_BOOLEAN_PARAMETER, operationMode, (paramIdentifier,),
                 pure=_i32(1 if paramValue else 0), payload=_VALUE)[0]


def simxGetIntegerParameter(clientID, paramIdentifier, operationMode):
    """(ret, int)."""
    ret, pd = _call(clientID, C.GET_INTEGER_PARAMETER, operationMode, (paramIdentifier,))
    return ret, _int(ret, pd)


def simxSetIntegerParameter(clientID, paramIdentifier, paramValue, operationMode):
    """ret."""
    return _call(clientID, C.SET_INTEGER_PARAMETER, operationMode, (paramIdentifier,),
                 pure=_i32(paramValue), payload=_VALUE)[0]


def simxGetFloatingParameter(clientID, paramIdentifier, operationMode):
    """(ret, float)."""
    ret, pd = _call(clientID, C.GET_FLOATING_PARAMETER, operationMode, (paramIdentifier,))
    return ret, _float(ret, pd)


def simxSetFloatingParameter(clientID, paramIdentifier, paramValue, operationMode):
    """ret."""
    return _call(clientID, C.SET_FLOATING_PARAMETER, operationMode, (paramIdentifier,),
                 pure=_f32(paramValue), payload=_VALUE)[0]


def simxGetArrayParameter(clientID, paramIdentifier, operationMode):
    """(ret, [3 floats])."""
    ret, pd = _call(clientID, C.GET_ARRAY_PARAMETER, operationMode, (paramIdentifier,))
    return ret, _floats(ret, pd, 3)


def simxSetArrayParameter(clientID, paramIdentifier, paramValues, operationMode):
    """ret."""
    pure = struct.pack("<3f", *list(paramValues)[:3])
    return _call(clientID, C.SET_ARRAY_PARAMETER, operationMode, (paramIdentifier,), pure=pure,
                 payload=_VALUE)[0]


def simxGetStringParameter(clientID, paramIdentifier, operationMode):
    """(ret, str)."""
    ret, pd = _call(clientID, C.GET_STRING_PARAMETER, operationMode, (paramIdentifier,))
    return ret, _cstr(ret, pd)


simxGetBoolParam = simxGetBooleanParameter
simxSetBoolParam = simxSetBooleanParameter
simxGetInt32Param = simxGetIntegerParameter
simxSetInt32Param = simxSetIntegerParameter
simxGetFloatParam = simxGetFloatingParameter
simxSetFloatParam = simxSetFloatingParameter
simxGetArrayParam = simxGetArrayParameter
simxSetArrayParam = simxSetArrayParameter
simxGetStringParam = simxGetStringParameter


def simxGetObjectFloatParameter(clientID, objectHandle, parameterID, operationMode):
    """(ret, float) e.g. 2012 = joint velocity."""
    ret, pd = _call(clientID, C.GET_OBJECT_FLOAT_PARAMETER, operationMode,
                    (objectHandle, parameterID))
    return ret, _float(ret, pd)


def simxSetObjectFloatParameter(clientID, objectHandle, parameterID, parameterValue,
                                operationMode):
    """ret."""
    return _call(clientID, C.SET_OBJECT_FLOAT_PARAMETER, operationMode,
                 (objectHandle, parameterID), pure=_f32(parameterValue), payload=_VALUE)[0]


def simxGetObjectIntParameter(clientID, objectHandle, parameterID, operationMode):
    """(ret, int)."""
    ret, pd = _call(clientID, C.GET_OBJECT_INT_PARAMETER, operationMode,
                    (objectHandle, parameterID))
    return ret, _int(ret, pd)


def simxSetObjectIntParameter(clientID, objectHandle, parameterID, parameterValue,
                              operationMode):
    """ret."""
    return _call(clientID, C.SET_OBJECT_INT_PARAMETER, operationMode,
                 (objectHandle, parameterID), pure=_i32(parameterValue), payload=_VALUE)[0]


simxGetObjectFloatParam = simxGetObjectFloatParameter
simxSetObjectFloatParam = simxSetObjectFloatParameter
simxGetObjectInt32Param = simxGetObjectIntParameter
simxSetObjectInt32Param = simxSetObjectIntParameter


# --- signals -------------------------------------------------------------------------------
def simxClearFloatSignal(clientID, signalName, operationMode):
    """ret (empty name: clear all float signals)."""
    return _call(clientID, C.CLEAR_FLOAT_SIGNAL, operationMode, strings=(_name(signalName),))[0]


def simxClearInt32Signal(clientID, signalName, operationMode):
    """ret (empty name: clear all integer signals)."""
    return _call(clientID, C.CLEAR_INTEGER_SIGNAL, operationMode, strings=(_name(signalName),))[0]


def simxClearStringSignal(clientID, signalName, operationMode):
    """ret (empty name: clear all string signals)."""
    return _call(clientID, C.CLEAR_STRING_SIGNAL, operationMode, strings=(_name(signalName),))[0]


def simxGetFloatSignal(clientID, signalName, operationMode):
    """(ret, float); fails (8) when the signal does not exist."""
    ret, pd = _call(clientID, C.GET_FLOAT_SIGNAL, operationMode, strings=(_name(signalName),))
    return ret, _float(ret, pd)


def simxGetInt32Signal(clientID, signalName, operationMode):
    """(ret, int); fails (8) when the signal does not exist."""
    ret, pd = _call(clientID, C.GET_INTEGER_SIGNAL, operationMode, strings=(_name(signalName),))
    return ret, _int(ret, pd)


def simxGetStringSignal(clientID, signalName, operationMode):
    """(ret, bytearray value)."""
    ret, pd = _call(clientID, C.GET_STRING_SIGNAL, operationMode, strings=(_name(signalName),))
    return ret, bytearray(pd)


def simxGetAndClearStringSignal(clientID, signalName, operationMode):
    """(ret, bytearray value); the server clears the signal once read."""
    ret, pd = _call(clientID, C.GET_AND_CLEAR_STRING_SIGNAL, operationMode,
                    strings=(_name(signalName),))
    return ret, bytearray(pd)


def simxReadStringStream(clientID, signalName, operationMode):
    """(ret, bytearray of the data appended since the last read); blocking is illegal."""
    if operationMode & 0xFFFF0000 == simx_opmode_blocking:
        if get_client(clientID) is None:
            return RETURN_INITIALIZE_ERROR, bytearray()
        return RETURN_ILLEGAL_OPMODE, bytearray()
    ret, pd = _call(clientID, C.READ_STRING_STREAM, operationMode, strings=(_name(signalName),))
    return ret, bytearray(pd)


def simxSetFloatSignal(clientID, signalName, signalValue, operationMode):
    """ret."""
    return _call(clientID, C.SET_FLOAT_SIGNAL, operationMode, strings=(_name(signalName),),
                 pure=_f32(signalValue), payload=_VALUE)[0]


def simxSetInt32Signal(clientID, signalName, signalValue, operationMode):
    """ret."""
    return _call(clientID, C.SET_INTEGER_SIGNAL, operationMode, strings=(_name(signalName),),
                 pure=_i32(signalValue), payload=_VALUE)[0]


def simxSetStringSignal(clientID, signalName, signalValue, operationMode):
    """ret; the value is raw bytes (str is UTF-8 encoded) and may contain NUL."""
    return _call(clientID, C.SET_STRING_SIGNAL, operationMode, strings=(_name(signalName),),
                 pure=_raw(signalValue), payload=_BUFFER)[0]


def simxAppendStringSignal(clientID, signalName, signalValue, operationMode):
    """ret; appends to a string signal (never merged with a similar queued command)."""
    return _call(clientID, C.APPEND_STRING_SIGNAL, operationMode, strings=(_name(signalName),),
                 pure=_raw(signalValue), payload=_BUFFER)[0]


simxWriteStringStream = simxAppendStringSignal
simxGetIntegerSignal = simxGetInt32Signal
simxSetIntegerSignal = simxSetInt32Signal
simxClearIntegerSignal = simxClearInt32Signal


def simxQuery(clientID, signalName, signalValue, retSignalName, timeOutInMs):
    """Send a string signal and wait for a reply signal: (ret, bytearray)."""
    if get_client(clientID) is None:
        return RETURN_INITIALIZE_ERROR, bytearray()
    simxClearStringSignal(clientID, retSignalName, simx_opmode_oneshot)
    simxGetAndClearStringSignal(clientID, retSignalName, simx_opmode_streaming)
    ret = simxSetStringSignal(clientID, signalName, signalValue, simx_opmode_blocking)
    if ret == 0:
        deadline = time.monotonic() + timeOutInMs / 1000.0
        while True:
            ret, value = simxGetAndClearStringSignal(clientID, retSignalName, simx_opmode_buffer)
            if ret == 0 or time.monotonic() >= deadline:
                break
            time.sleep(0.001)
    simxGetAndClearStringSignal(clientID, retSignalName, simx_opmode_discontinue)
    return ret, (value if ret == 0 else bytearray())


# --- scripts, messages, errors ---------------------------------------------------------------
def simxCallScriptFunction(clientID, scriptDescription, options, functionName, inputInts,
                           inputFloats, inputStrings, inputBuffer, operationMode):
    """Call a script function: (ret, outInts, outFloats, outStrings, outBuffer)."""
    pure = pack_script_data(list(inputInts), list(inputFloats), list(inputStrings),
                            _raw(inputBuffer))
    ret, pd = _call(clientID, C.CALL_SCRIPT_FUNCTION, operationMode, (options,),
                    (_name(scriptDescription), _name(functionName)), pure=pure, payload=_BUFFER)
    if ret == 0:
        try:
            return (ret, *unpack_script_data(pd))
        except MalformedMessageError:
            pass
    return ret, [], [], [], bytearray()


def simxGetLastErrors(clientID, operationMode):
    """(ret, [error strings]) — returns and clears the server's error list."""
    ret, pd = _call(clientID, C.GET_LAST_ERRORS, operationMode)
    if ret == 0 and len(pd) >= 4:
        try:
            return ret, unpack_strings(pd, struct.unpack_from("<i", pd)[0], 4)[0]
        except MalformedMessageError:
            pass
    return ret, []


def simxAddStatusbarMessage(clientID, message, operationMode):
    """ret."""
    return _call(clientID, C.ADD_STATUSBAR_MESSAGE, operationMode, strings=(_name(message),))[0]


# --- dialogs, consoles, UIs (encoded per the spec; tether's server may not support them) ----
def simxAuxiliaryConsoleOpen(clientID, title, maxLines, mode, position, size, textColor,
                             backgroundColor, operationMode):
    """(ret, consoleHandle)."""
    pos = list(position) if position is not None else [98765, 0]
    siz = list(size) if size is not None else [98765, 0]
    text = list(textColor) if textColor is not None else [-10.0, 0.0, 0.0]
    back = list(backgroundColor) if backgroundColor is not None else [-10.0, 0.0, 0.0]
    pure = struct.pack("<6i6f", maxLines, mode, *pos[:2], *siz[:2], *text[:3], *back[:3])
    ret, pd = _call(clientID, C.AUX_CONSOLE_OPEN, operationMode, strings=(_name(title),),
                    pure=pure, payload=_BUFFER)
    return ret, _int(ret, pd)


def simxAuxiliaryConsoleClose(clientID, consoleHandle, operationMode):
    """ret."""
    return _call(clientID, C.AUX_CONSOLE_CLOSE, operationMode, (consoleHandle,))[0]


def simxAuxiliaryConsolePrint(clientID, consoleHandle, txt, operationMode):
    """ret; ``txt=None`` clears the console."""
    pure = b"" if txt is None else _name(txt) + b"\0"
    return _call(clientID, C.AUX_CONSOLE_PRINT, operationMode, (consoleHandle,), pure=pure,
                 payload=_BUFFER)[0]


def simxAuxiliaryConsoleShow(clientID, consoleHandle, showState, operationMode):
    """ret."""
    return _call(clientID, C.AUX_CONSOLE_SHOW, operationMode, (consoleHandle,),
                 pure=_i32(1 if showState else 0), payload=_VALUE)[0]


def simxDisplayDialog(clientID, titleText, mainText, dialogType, initialText, titleColors,
                      dialogColors, operationMode):
    """(ret, dialogHandle, uiHandle)."""
    tc = list(titleColors) if titleColors is not None else [-10.0] + [0.0] * 5
    dc = list(dialogColors) if dialogColors is not None else [-10.0] + [0.0] * 5
    pure = (_name(mainText) + b"\0" + _i32(dialogType) + _name(initialText) + b"\0"
            + struct.pack("<12f", *tc[:6], *dc[:6]))
    ret, pd = _call(clientID, C.DISPLAY_DIALOG, operationMode, strings=(_name(titleText),),
                    pure=pure, payload=_BUFFER)
    v = _unpack(ret, pd, "ii", (0, 0))
    return ret, v[0], v[1]


def simxEndDialog(clientID, dialogHandle, operationMode):
    """ret."""
    return _call(clientID, C.END_DIALOG, operationMode, (dialogHandle,))[0]


def simxGetDialogInput(clientID, dialogHandle, operationMode):
    """(ret, str)."""
    ret, pd = _call(clientID, C.GET_DIALOG_INPUT, operationMode, (dialogHandle,))
    return ret, _cstr(ret, pd)


def simxGetDialogResult(clientID, dialogHandle, operationMode):
    """(ret, result)."""
    ret, pd = _call(clientID, C.GET_DIALOG_RESULT, operationMode, (dialogHandle,))
    return ret, _int(ret, pd)


def simxGetUIHandle(clientID, uiName, operationMode):
    """(ret, handle)."""
    ret, pd = _call(clientID, C.GET_UI_HANDLE, operationMode, strings=(_name(uiName),))
    return ret, _int(ret, pd)


def simxGetUISlider(clientID, uiHandle, uiButtonID, operationMode):
    """(ret, position)."""
    ret, pd = _call(clientID, C.GET_UI_SLIDER, operationMode, (uiHandle, uiButtonID))
    return ret, _int(ret, pd)


def simxSetUISlider(clientID, uiHandle, uiButtonID, position, operationMode):
    """ret."""
    return _call(clientID, C.SET_UI_SLIDER, operationMode, (uiHandle, uiButtonID),
                 pure=_i32(position), payload=_VALUE)[0]


def simxGetUIEventButton(clientID, uiHandle, operationMode):
    """(ret, buttonId, [aux0, aux1]).

    The official client sends this int,int-class command with a single int of command data
    (checked against its bytes); tether does the same.
    """
    client = get_client(clientID)
    if client is None:
        return RETURN_INITIALIZE_ERROR, 0, [0, 0]
    ret, reply = client.request(C.GET_UI_EVENT_BUTTON, int(operationMode),
                                command_data=_i32(uiHandle))
    pd = reply.pure_data if ret == 0 and reply is not None else b""
    v = _unpack(ret, pd, "3i", (0, 0, 0))
    return ret, v[0], [v[1], v[2]]


def simxGetUIButtonProperty(clientID, uiHandle, uiButtonID, operationMode):
    """(ret, property)."""
    ret, pd = _call(clientID, C.GET_UI_BUTTON_PROPERTY, operationMode, (uiHandle, uiButtonID))
    return ret, _int(ret, pd)


def simxSetUIButtonProperty(clientID, uiHandle, uiButtonID, prop, operationMode):
    """ret."""
    return _call(clientID, C.SET_UI_BUTTON_PROPERTY, operationMode, (uiHandle, uiButtonID),
                 pure=_i32(prop), payload=_VALUE)[0]


def simxSetUIButtonLabel(clientID, uiHandle, uiButtonID, upStateLabel, downStateLabel,
                         operationMode):
    """ret."""
    pure = _name(upStateLabel) + b"\0" + _name(downStateLabel) + b"\0"
    return _call(clientID, C.SET_UI_BUTTON_LABEL, operationMode, (uiHandle, uiButtonID),
                 pure=pure, payload=_BUFFER)[0]


def simxRemoveUI(clientID, uiHandle, operationMode):
    """ret."""
    return _call(clientID, C.REMOVE_UI, operationMode, (uiHandle,))[0]


# --- connection and local helpers ------------------------------------------------------------
def simxStart(connectionAddress, connectionPort, waitUntilConnected,
              doNotReconnectOnceDisconnected, timeOutInMs, commThreadCycleInMs):
    """Open a connection; return the client id or -1."""
    return start_client(connectionAddress, connectionPort, waitUntilConnected,
                        doNotReconnectOnceDisconnected, timeOutInMs, commThreadCycleInMs)


def simxFinish(clientID):
    """Close a connection (-1: all connections)."""
    finish_client(clientID)


def simxGetConnectionId(clientID):
    """Connection counter of this client (1, 2 after a reconnection...), -1 if not connected."""
    client = get_client(clientID)
    return -1 if client is None else client.connection_id


def simxGetPingTime(clientID):
    """(ret, ms) of one blocking round trip."""
    client = get_client(clientID)
    if client is None:
        return RETURN_INITIALIZE_ERROR, 0
    return client.ping_time()


def simxGetLastCmdTime(clientID):
    """Simulation time (ms) of the last reply a call found."""
    client = get_client(clientID)
    return 0 if client is None else client.last_cmd_time


def simxPauseCommunication(clientID, enable):
    """Hold back sending (enable=1) so the following calls share one message: ret."""
    client = get_client(clientID)
    return RETURN_INITIALIZE_ERROR if client is None else client.pause_communication(bool(enable))


def simxGetInMessageInfo(clientID, infoType):
    """(ret, value) of the last reply header (ret -1: no value)."""
    client = get_client(clientID)
    return (-1, 0) if client is None else client.in_message_info(infoType)


def simxGetOutMessageInfo(clientID, infoType):
    """(ret, value) about the next outgoing message (ret -1: no value)."""
    client = get_client(clientID)
    return (-1, 0) if client is None else client.out_message_info(infoType)


def simxCreateBuffer(bufferSize):
    """A zeroed buffer (the official returns a ctypes buffer; Python needs none)."""
    return bytearray(bufferSize)


def simxReleaseBuffer(buffer):
    """No-op: buffers are garbage collected."""
    return None


def simxPackInts(intList):
    """Pack ints as little-endian i32 (for string signals)."""
    return bytearray(struct.pack(f"<{len(intList)}i", *intList))


def simxUnpackInts(intsPackedInString):
    """Inverse of simxPackInts."""
    n = len(intsPackedInString) // 4
    return list(struct.unpack_from(f"<{n}i", bytes(intsPackedInString)))


def simxPackFloats(floatList):
    """Pack floats as little-endian f32 (for string signals)."""
    return bytearray(struct.pack(f"<{len(floatList)}f", *floatList))


def simxUnpackFloats(floatsPackedInString):
    """Inverse of simxPackFloats."""
    n = len(floatsPackedInString) // 4
    return list(struct.unpack_from(f"<{n}f", bytes(floatsPackedInString)))
