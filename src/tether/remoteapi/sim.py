"""Drop-in replacement for the official legacy remote API binding ``sim.py``.

``from tether.remoteapi import sim`` then ``sim.simxStart(...)``: same function names,
signatures and return tuples as the official binding, implemented in pure Python on
:mod:`tether.remoteapi.client` (no ``remoteApi.so``).  As in the official library, output
values are only filled in when the return code is exactly 0; otherwise they keep their
defaults (0, 0.0, zero lists, empty lists).

The plain simx functions are generated from the command table
(:mod:`tether.remoteapi.table`): each row names its function, the parameters that form the
command data and those that fill the request's pure data, and the reply layout that gives the
return values.  The functions below it are the ones whose arguments need more than that
(a choice of command, a local file, optional colours); they use the same table rows.

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
from typing import Any, Callable

from tether.remoteapi import commands as C
from tether.remoteapi.client import (
    RETURN_ILLEGAL_OPMODE,
    RETURN_INITIALIZE_ERROR,
    RETURN_LOCAL_ERROR,
    finish_client,
    get_client,
    start_client,
)
from tether.remoteapi.simConst import *  # noqa: F403  (the official sim.py does the same)
from tether.remoteapi.simConst import (
    simx_opmode_blocking,
    simx_opmode_buffer,
    simx_opmode_discontinue,
    simx_opmode_oneshot,
    simx_opmode_streaming,
)
from tether.remoteapi.simx_calls import TableCall
from tether.remoteapi.table import TABLE, Signature


#: raw id -> its callable row
_CALLS: dict[int, TableCall] = {raw: TableCall(sig) for raw, sig in TABLE.items()}


def _define(sig: Signature) -> Callable[..., Any]:
    """Generate the simx function of a table row, with the official parameter names.

    Generated source (as ``collections.namedtuple`` and ``dataclasses`` do) so that the
    function has its exact official signature and costs one call into its :class:`TableCall`.
    """
    args, values = sig.args, sig.request.names
    params = ", ".join(("clientID", *args, *values, "operationMode"))
    data = f"({', '.join(args)},)" if args else repr(tuple(sig.data))
    pure = f"({', '.join(values)},)" if values else "()"
    source = (
        f"def {sig.simx}({params}):\n"
        f"    return _call(clientID, operationMode, {data}, {pure})\n"
    )
    namespace: dict[str, Any] = {"_call": _CALLS[sig.command_id].__call__}  # bound: a quicker call
    exec(source, namespace)  # noqa: S102  (source built from the table's identifiers only)
    func = namespace[sig.simx]
    func.__doc__ = sig.doc
    func.__module__ = __name__
    return func


for _sig in TABLE.values():
    if _sig.simx:
        globals()[_sig.simx] = _define(_sig)
del _sig

simxJointGetForce = simxGetJointForce  # noqa: F405
simxSetJointForce = simxSetJointMaxForce  # noqa: F405
simxGetObjectFloatParam = simxGetObjectFloatParameter  # noqa: F405
simxSetObjectFloatParam = simxSetObjectFloatParameter  # noqa: F405
simxGetObjectInt32Param = simxGetObjectIntParameter  # noqa: F405
simxSetObjectInt32Param = simxSetObjectIntParameter  # noqa: F405
simxGetBoolParam = simxGetBooleanParameter  # noqa: F405
simxSetBoolParam = simxSetBooleanParameter  # noqa: F405
simxGetInt32Param = simxGetIntegerParameter  # noqa: F405
simxSetInt32Param = simxSetIntegerParameter  # noqa: F405
simxGetFloatParam = simxGetFloatingParameter  # noqa: F405
simxSetFloatParam = simxSetFloatingParameter  # noqa: F405
simxGetArrayParam = simxGetArrayParameter  # noqa: F405
simxSetArrayParam = simxSetArrayParameter  # noqa: F405
simxGetStringParam = simxGetStringParameter  # noqa: F405
simxWriteStringStream = simxAppendStringSignal  # noqa: F405
simxGetIntegerSignal = simxGetInt32Signal  # noqa: F405
simxSetIntegerSignal = simxSetInt32Signal  # noqa: F405
simxClearIntegerSignal = simxClearInt32Signal  # noqa: F405


# --- functions whose arguments need more than a table row ------------------------------------
def simxGetVisionSensorImage(clientID, sensorHandle, options, operationMode):
    """(ret, [resX, resY], pixel values as signed bytes like the official binding)."""
    command = C.GET_VISION_SENSOR_IMAGE_BW if options & 1 else C.GET_VISION_SENSOR_IMAGE_RGB
    return _CALLS[command](clientID, operationMode, (sensorHandle,))


def simxSetVisionSensorImage(clientID, sensorHandle, image, options, operationMode):
    """Set a vision sensor's image (pixel values, any sign): ret."""
    command = C.SET_VISION_SENSOR_IMAGE_BW if options & 1 else C.SET_VISION_SENSOR_IMAGE_RGB
    return _CALLS[command](clientID, operationMode, (sensorHandle,), (image,))


def simxStartSimulation(clientID, operationMode):
    """Start the simulation: ret."""
    return _CALLS[C.START_PAUSE_STOP_SIMULATION](clientID, operationMode, (0,))


def simxPauseSimulation(clientID, operationMode):
    """Pause the simulation: ret."""
    return _CALLS[C.START_PAUSE_STOP_SIMULATION](clientID, operationMode, (1,))


def simxStopSimulation(clientID, operationMode):
    """Stop the simulation: ret."""
    return _CALLS[C.START_PAUSE_STOP_SIMULATION](clientID, operationMode, (2,))


def simxSynchronous(clientID, enable):
    """Enable/disable stepping (synchronous) mode (always blocking): ret."""
    command = C.SYNCHRONOUS_ENABLE if enable else C.SYNCHRONOUS_DISABLE
    return _CALLS[command](clientID, simx_opmode_blocking)


def simxSynchronousTrigger(clientID):
    """Trigger the next simulation step in stepping mode (always blocking): ret."""
    return _CALLS[C.SYNCHRONOUS_NEXT](clientID, simx_opmode_blocking)


def simxCreateDummy(clientID, size, color, operationMode):
    """(ret, handle) of a new dummy; ``color``: 12 bytes (0-255) or None."""
    colors = [int(c) & 0xFF for c in list(color)[:12]] if color is not None else [0] * 12
    return _CALLS[C.CREATE_DUMMY](clientID, operationMode, (), (size, int(color is not None), colors))


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
    ret = _CALLS[C.TRANSFER_FILE](clientID, simx_opmode_blocking, (name,), (data,))
    return ret, name


def _load(clientID, command, path, options, operationMode, extension):
    call = _CALLS[command]
    if options & 1:
        ret, name = _upload_temp(clientID, path, extension)
        if ret != 0:
            return call.failed(ret)
        result = call(clientID, operationMode, (name,))
        simxEraseFile(clientID, name, simx_opmode_oneshot)  # noqa: F405
        return result
    return call(clientID, operationMode, (path,))


def simxLoadScene(clientID, scenePathAndName, options, operationMode):
    """Load a scene (options bit 0: the path is local, upload it first): ret."""
    return _load(clientID, C.LOAD_SCENE, scenePathAndName, options, operationMode, "ttt")


def simxLoadModel(clientID, modelPathAndName, options, operationMode):
    """(ret, baseHandle) of a loaded model (options bit 0: upload the local file first)."""
    return _load(clientID, C.LOAD_MODEL, modelPathAndName, options, operationMode, "ttm")


def simxLoadUI(clientID, uiPathAndName, options, operationMode):
    """(ret, [UI handles])."""
    return _load(clientID, C.LOAD_UI, uiPathAndName, options, operationMode, "ttb")


def simxTransferFile(clientID, filePathAndName, fileName_serverSide, timeOut, operationMode):
    """Send a local file to the server's temp folder; ``timeOut`` (ms) bounds the reply wait."""
    data = _read_local(filePathAndName)
    if data is None:
        return RETURN_LOCAL_ERROR if get_client(clientID) else RETURN_INITIALIZE_ERROR
    return _CALLS[C.TRANSFER_FILE](clientID, operationMode, (fileName_serverSide,), (data,),
                                   max(timeOut, 0) / 1000.0)


def simxReadStringStream(clientID, signalName, operationMode):
    """(ret, bytearray of the data appended since the last read); blocking is illegal."""
    if operationMode & 0xFFFF0000 == simx_opmode_blocking:
        if get_client(clientID) is None:
            return RETURN_INITIALIZE_ERROR, bytearray()
        return RETURN_ILLEGAL_OPMODE, bytearray()
    return _CALLS[C.READ_STRING_STREAM](clientID, operationMode, (signalName,))


def simxQuery(clientID, signalName, signalValue, retSignalName, timeOutInMs):
    """Send a string signal and wait for a reply signal: (ret, bytearray)."""
    if get_client(clientID) is None:
        return RETURN_INITIALIZE_ERROR, bytearray()
    simxClearStringSignal(clientID, retSignalName, simx_opmode_oneshot)  # noqa: F405
    simxGetAndClearStringSignal(clientID, retSignalName, simx_opmode_streaming)  # noqa: F405
    ret = simxSetStringSignal(clientID, signalName, signalValue, simx_opmode_blocking)  # noqa: F405
    if ret == 0:
        deadline = time.monotonic() + timeOutInMs / 1000.0
        while True:
            ret, value = simxGetAndClearStringSignal(clientID, retSignalName, simx_opmode_buffer)  # noqa: F405
            if ret == 0 or time.monotonic() >= deadline:
                break
            time.sleep(0.001)
    simxGetAndClearStringSignal(clientID, retSignalName, simx_opmode_discontinue)  # noqa: F405
    return ret, (value if ret == 0 else bytearray())


def simxCallScriptFunction(clientID, scriptDescription, options, functionName, inputInts,
                           inputFloats, inputStrings, inputBuffer, operationMode):
    """Call a script function: (ret, outInts, outFloats, outStrings, outBuffer)."""
    return _CALLS[C.CALL_SCRIPT_FUNCTION](
        clientID, operationMode, (options, scriptDescription, functionName),
        (inputInts, inputFloats, inputStrings, inputBuffer))


def simxAuxiliaryConsoleOpen(clientID, title, maxLines, mode, position, size, textColor,
                             backgroundColor, operationMode):
    """(ret, consoleHandle); None for position, size or a colour: the server's default."""
    pos = position if position is not None else [98765, 0]
    siz = size if size is not None else [98765, 0]
    text = textColor if textColor is not None else [-10.0, 0.0, 0.0]
    back = backgroundColor if backgroundColor is not None else [-10.0, 0.0, 0.0]
    return _CALLS[C.AUX_CONSOLE_OPEN](clientID, operationMode, (title,),
                                      (maxLines, mode, pos, siz, text, back))


def simxAuxiliaryConsolePrint(clientID, consoleHandle, txt, operationMode):
    """ret; ``txt=None`` clears the console."""
    pure = b"" if txt is None else (txt.encode("utf-8") if isinstance(txt, str) else bytes(txt)) + b"\0"
    return _CALLS[C.AUX_CONSOLE_PRINT](clientID, operationMode, (consoleHandle,), (pure,))


def simxDisplayDialog(clientID, titleText, mainText, dialogType, initialText, titleColors,
                      dialogColors, operationMode):
    """(ret, dialogHandle, uiHandle)."""
    tc = titleColors if titleColors is not None else [-10.0] + [0.0] * 5
    dc = dialogColors if dialogColors is not None else [-10.0] + [0.0] * 5
    return _CALLS[C.DISPLAY_DIALOG](clientID, operationMode, (titleText,),
                                    (mainText, dialogType, initialText, tc, dc))


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
