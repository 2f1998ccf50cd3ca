"""The legacy remote API command table: every command's wire shape, written once.

Each :class:`Signature` says, for one raw command id: which simx function sends it and which
of its parameters go into the command data (the identifying part) and into the request's
pure data; the request and reply layouts (:mod:`tether.remoteapi.layouts`); whether it only
reads; and how the client merges it with a similar queued command (spec §5.2).

Both sides read this table and nothing else for layouts:

* ``sim.py`` generates the plain simx functions from it and packs/reads every request and
  reply with its layouts;
* ``handlers.py`` decodes and strictly validates every request with it before the command's
  implementation runs, and packs the implementation's results as its reply layout;
* the read-only set and the list of refused commands (table ids without an implementation)
  follow from it.

Adding a command: add its id to :mod:`~tether.remoteapi.commands`, one row here, and (to serve
it) one ``@serves(...)`` function in ``handlers.py``.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import Callable

from tether.remoteapi import commands as C
from tether.remoteapi.commands import data_class
from tether.remoteapi.layouts import (
    EMPTY,
    Blob,
    Concat,
    CStr,
    Depth,
    ErrorList,
    Fields,
    GroupData,
    Handles,
    Image,
    Ints,
    Layout,
    LayoutError,
    ScriptData,
    VisionPackets,
)
from tether.remoteapi.protocol import CLASS_ARITY as _ARITY
from tether.remoteapi.protocol import IRREGULAR_DATA_LENGTHS

__all__ = ["Signature", "TABLE", "READ_ONLY", "signature"]


@dataclass(frozen=True)
class Signature:
    """One command's row of the table (see the module docs).

    ``simx``: the simx function generated from this row (None: written by hand in sim.py, or
    no function sends it).  ``args``: its parameters that form the command data.  ``data``:
    constant command data when the function has no parameter for it.  ``n_ints`` and
    ``n_strings`` give the command data's shape: the id's class, or the codec's
    :data:`~tether.remoteapi.protocol.IRREGULAR_DATA_LENGTHS` (``irregular`` is then True).
    """

    command_id: int
    simx: str | None = None
    args: tuple[str, ...] = ()
    request: Layout = EMPTY
    reply: Layout = EMPTY
    read_only: bool = False
    payload: str | None = None  # none | value | buffer; default from the request layout
    #: it changes something but never the simulation time (no pass, no reset, no new time
    #: step): the replies after it keep the time stamp already computed
    keeps_time: bool = False
    #: a stream of it stops once it delivered a value (spec §4.6)
    read_once: bool = False
    #: it triggers a step: the rest of its message waits for that pass (spec §6.3)
    trigger: bool = False
    #: a run of it in a message may be served by one call of this
    #: :class:`~tether.core.simapi.joint_batch.JointBatch` method (None: one call per command)
    batch: str | None = None
    data: tuple = ()
    doc: str = ""
    n_ints: int = field(init=False)
    n_strings: int = field(init=False)
    irregular: bool = field(init=False)

    def __post_init__(self) -> None:
        ints, strings = _ARITY[data_class(self.command_id)]
        irregular = self.command_id in IRREGULAR_DATA_LENGTHS
        if irregular:
            ints = IRREGULAR_DATA_LENGTHS[self.command_id] // 4
        object.__setattr__(self, "irregular", irregular)
        object.__setattr__(self, "n_ints", ints)
        object.__setattr__(self, "n_strings", strings)
        fixed = None
        request = self.request
        if not strings and isinstance(request, Fields) and request.flat:
            fmt = "<" + "i" * ints + request.format[1:]
            fixed = (4 * ints, request.size, struct.Struct(fmt).unpack if fmt != "<" else None)
        object.__setattr__(self, "_fixed", fixed)
        if self.payload is None:
            kind = "none" if self.request is EMPTY else "value" if isinstance(self.request, Fields) else "buffer"
            object.__setattr__(self, "payload", kind)

    @property
    def fixed_request(self) -> tuple[int, int, Callable[[bytes], tuple] | None] | None:
        """(command-data size, pure-data size, unpack of both together) when the command data
        is ints only and the request flat fixed fields (the server's fast path), else None."""
        return self._fixed

    def decode_request(self, data: bytes, pure: bytes) -> tuple:
        """Command-data values, then request values; strictly validated (LayoutError)."""
        return (*self.decode_data(data), *self.request.unpack(pure))

    @property
    def mutates(self) -> bool:
        """Executing it may change what a stream reports (it is not read-only)."""
        return not self.read_only

    @property
    def name(self) -> str:
        """The command's name (for logs and error texts)."""
        return C.command_name(self.command_id)

    def decode_data(self, data: bytes) -> tuple:
        """The command data's values (ints, then str), strictly validated; raises LayoutError."""
        n_ints, n_strings = self.n_ints, self.n_strings
        if not n_strings:
            if len(data) != 4 * n_ints:
                raise LayoutError(
                    f"command data of {len(data)} bytes, expected {4 * n_ints} ({n_ints} i32)"
                )
            return struct.unpack(f"<{n_ints}i", data) if n_ints else ()
        if len(data) < 4 * n_ints + n_strings or not data.endswith(b"\0"):
            raise LayoutError("command data string has no NUL terminator")
        ints = struct.unpack_from(f"<{n_ints}i", data) if n_ints else ()
        texts = data[4 * n_ints : -1].split(b"\0")
        if len(texts) != n_strings:
            raise LayoutError(f"command data holds {len(texts)} strings, expected {n_strings}")
        return (*ints, *(t.decode("utf-8", "replace") for t in texts))


def _rows(*rows: Signature) -> dict[int, Signature]:
    table: dict[int, Signature] = {}
    for row in rows:
        assert row.command_id not in table, f"{row.name} appears twice in the command table"
        table[row.command_id] = row
    return table


Row = Signature  # one row of the table below
F = Fields
_f = lambda name: F((name, "f"))  # noqa: E731
_i = lambda name: F((name, "i"))  # noqa: E731
_3f = lambda name: F((name, "3f"))  # noqa: E731
RO = True
KT = True  # keeps_time

#: raw id -> Signature, for every command id tether knows.
TABLE: dict[int, Signature] = _rows(
    # -- null class ------------------------------------------------------------------------
    Row(C.SYNCHRONOUS_ENABLE),
    Row(C.SYNCHRONOUS_DISABLE),
    Row(C.SYNCHRONOUS_NEXT, trigger=True),
    Row(C.GET_LAST_ERRORS, "simxGetLastErrors", reply=ErrorList(), read_only=RO,
      doc="(ret, [error strings]): returns and clears the server's error list."),
    Row(C.CLOSE_SCENE, "simxCloseScene", doc="Close the current scene: ret."),
    Row(C.GET_OBJECT_SELECTION, "simxGetObjectSelection", reply=Handles(), read_only=RO,
      doc="(ret, [selected handles])."),
    Row(C.RESERVED1),
    Row(C.RESERVED2),
    Row(C.CREATE_DUMMY, request=F(("size", "f"), ("hasColor", "B"), ("color", "12B")),
      reply=_i("handle"), payload="buffer"),
    Row(C.KILL_CONNECTION, request=Blob()),
    # -- int class: joints -----------------------------------------------------------------
    Row(C.GET_JOINT_POSITION, "simxGetJointPosition", ("jointHandle",), reply=_f("position"),
      read_only=RO, doc="Joint position (rad or m): (ret, position).", batch="positions"),
    Row(C.SET_JOINT_POSITION, "simxSetJointPosition", ("jointHandle",), _f("position"),
      doc="Set a joint's position: ret.", keeps_time=KT),
    Row(C.SET_JOINT_TARGET_VELOCITY, "simxSetJointTargetVelocity", ("jointHandle",),
      _f("targetVelocity"), doc="Set a joint's target velocity: ret.", keeps_time=KT),
    Row(C.SET_JOINT_TARGET_POSITION, "simxSetJointTargetPosition", ("jointHandle",),
      _f("targetPosition"), doc="Set a joint's target position: ret.", keeps_time=KT,
      batch="set_target_positions"),
    Row(C.GET_JOINT_MATRIX, "simxGetJointMatrix", ("jointHandle",), reply=F(("matrix", "12f")),
      read_only=RO, doc="Joint's intrinsic 3x4 matrix, row-major: (ret, [12 floats])."),
    Row(C.SET_SPHERICAL_JOINT_MATRIX, "simxSetSphericalJointMatrix", ("jointHandle",),
      F(("matrix", "12f")), doc="Set a spherical joint's 3x4 matrix: ret."),
    Row(C.GET_JOINT_FORCE, "simxGetJointForce", ("jointHandle",), reply=_f("force"), read_only=RO,
      doc="Force/torque applied by a joint: (ret, force)."),
    Row(C.SET_JOINT_FORCE, "simxSetJointMaxForce", ("jointHandle",), _f("force"),
      doc="Set a joint's maximum force/torque: ret.", keeps_time=KT),
    Row(C.GET_JOINT_MAX_FORCE, "simxGetJointMaxForce", ("jointHandle",), reply=_f("force"),
      read_only=RO, doc="A joint's maximum force/torque: (ret, force)."),
    # -- int class: sensors ----------------------------------------------------------------
    Row(C.GET_VISION_SENSOR_IMAGE_BW, reply=Image(1), read_only=RO),
    Row(C.GET_VISION_SENSOR_IMAGE_RGB, reply=Image(3), read_only=RO),
    Row(C.SET_VISION_SENSOR_IMAGE_BW, request=Blob("image")),
    Row(C.SET_VISION_SENSOR_IMAGE_RGB, request=Blob("image")),
    Row(C.GET_VISION_SENSOR_DEPTH_BUFFER, "simxGetVisionSensorDepthBuffer", ("sensorHandle",),
      reply=Depth(), read_only=RO, doc="(ret, [resX, resY], normalised depth values)."),
    Row(C.READ_VISION_SENSOR, "simxReadVisionSensor", ("sensorHandle",), reply=VisionPackets(),
      read_only=RO, doc="(ret, detectionState, [aux value packets])."),
    Row(C.READ_PROXIMITY_SENSOR, "simxReadProximitySensor", ("sensorHandle",),
      reply=F(("detectionState", "bool"), ("detectedPoint", "3f"), ("detectedObjectHandle", "i"),
              ("detectedSurfaceNormalVector", "3f")), read_only=RO,
      doc="(ret, detectionState, detectedPoint, detectedObjectHandle, detectedSurfaceNormal)."),
    Row(C.READ_FORCE_SENSOR, "simxReadForceSensor", ("forceSensorHandle",),
      reply=F(("state", "B"), ("forceVector", "3f"), ("torqueVector", "3f")), read_only=RO,
      doc="(ret, state, [fx, fy, fz], [tx, ty, tz])."),
    Row(C.BREAK_FORCE_SENSOR, "simxBreakForceSensor", ("forceSensorHandle",),
      doc="Break a force sensor: ret."),
    # -- int class: simulation, objects ------------------------------------------------------
    Row(C.START_PAUSE_STOP_SIMULATION),
    Row(C.GET_OBJECT_PARENT, "simxGetObjectParent", ("childObjectHandle",),
      reply=_i("parentObjectHandle"), read_only=RO, doc="(ret, parentHandle) (-1: no parent)."),
    Row(C.GET_OBJECT_ORIENTATION_LEGACY, request=_i("relativeToObjectHandle"),
      reply=_3f("eulerAngles"), read_only=RO),
    Row(C.GET_OBJECT_POSITION_LEGACY, request=_i("relativeToObjectHandle"), reply=_3f("position"),
      read_only=RO),
    Row(C.SET_OBJECT_ORIENTATION, "simxSetObjectOrientation", ("objectHandle",),
      F(("relativeToObjectHandle", "i"), ("eulerAngles", "3f")),
      doc="Set an object's Euler angles: ret.", keeps_time=KT),
    Row(C.SET_OBJECT_POSITION, "simxSetObjectPosition", ("objectHandle",),
      F(("relativeToObjectHandle", "i"), ("position", "3f")), doc="Set an object's position: ret.", keeps_time=KT),
    Row(C.SET_OBJECT_QUATERNION, "simxSetObjectQuaternion", ("objectHandle",),
      F(("relativeToObjectHandle", "i"), ("quaternion", "4f")),
      doc="Set an object's quaternion (x, y, z, w): ret.", keeps_time=KT),
    Row(C.SET_OBJECT_PARENT, "simxSetObjectParent", ("objectHandle",),
      F(("parentObject", "i"), ("keepInPlace", "bool")), doc="Re-parent an object: ret."),
    Row(C.GET_OBJECT_VELOCITY, "simxGetObjectVelocity", ("objectHandle",),
      reply=F(("linearVelocity", "3f"), ("angularVelocity", "3f")), read_only=RO,
      doc="(ret, [vx, vy, vz], [wx, wy, wz])."),
    Row(C.GET_OBJECTS, "simxGetObjects", ("objectType",), reply=Handles(), read_only=RO,
      doc="(ret, [handles]) of all objects of a type (sim_handle_all for all)."),
    Row(C.SET_OBJECT_SELECTION, "simxSetObjectSelection", request=Ints("objectHandles"), data=(0,),
      doc="Replace the selection: ret."),
    Row(C.COPY_PASTE_OBJECTS, "simxCopyPasteObjects", request=Ints("objectHandles"), data=(0,),
      reply=Handles(), doc="(ret, [new handles])."),
    Row(C.REMOVE_OBJECT, "simxRemoveObject", ("objectHandle",), doc="Remove an object: ret."),
    Row(C.REMOVE_MODEL, "simxRemoveModel", ("objectHandle",), doc="Remove a model: ret."),
    Row(C.GET_MODEL_PROPERTY, "simxGetModelProperty", ("objectHandle",), reply=_i("prop"),
      read_only=RO, doc="(ret, property flags)."),
    Row(C.SET_MODEL_PROPERTY, "simxSetModelProperty", ("objectHandle",), _i("prop"),
      doc="Set model property flags: ret."),
    Row(C.READ_COLLISION, "simxReadCollision", ("collisionObjectHandle",),
      reply=F(("collisionState", "bool32")), read_only=RO, doc="(ret, collisionState)."),
    Row(C.READ_DISTANCE, "simxReadDistance", ("distanceObjectHandle",),
      reply=_f("minimumDistance"), read_only=RO, doc="(ret, minimumDistance)."),
    # -- int class: parameters ---------------------------------------------------------------
    Row(C.GET_BOOLEAN_PARAMETER, "simxGetBooleanParameter", ("paramIdentifier",),
      reply=F(("paramValue", "bool32")), read_only=RO, doc="(ret, bool)."),
    Row(C.SET_BOOLEAN_PARAMETER, "simxSetBooleanParameter", ("paramIdentifier",),
      F(("paramValue", "bool32")), doc="ret."),
    Row(C.GET_INTEGER_PARAMETER, "simxGetIntegerParameter", ("paramIdentifier",),
      reply=_i("paramValue"), read_only=RO, doc="(ret, int)."),
    Row(C.SET_INTEGER_PARAMETER, "simxSetIntegerParameter", ("paramIdentifier",),
      _i("paramValue"), doc="ret."),
    Row(C.GET_FLOATING_PARAMETER, "simxGetFloatingParameter", ("paramIdentifier",),
      reply=_f("paramValue"), read_only=RO, doc="(ret, float)."),
    Row(C.SET_FLOATING_PARAMETER, "simxSetFloatingParameter", ("paramIdentifier",),
      _f("paramValue"), doc="ret."),
    Row(C.GET_ARRAY_PARAMETER, "simxGetArrayParameter", ("paramIdentifier",),
      reply=_3f("paramValues"), read_only=RO, doc="(ret, [3 floats])."),
    Row(C.SET_ARRAY_PARAMETER, "simxSetArrayParameter", ("paramIdentifier",), _3f("paramValues"),
      doc="ret."),
    Row(C.GET_STRING_PARAMETER, "simxGetStringParameter", ("paramIdentifier",),
      reply=CStr("paramValue"), read_only=RO, doc="(ret, str)."),
    # -- int class: consoles, dialogs, UIs ----------------------------------------------------
    Row(C.AUX_CONSOLE_CLOSE, "simxAuxiliaryConsoleClose", ("consoleHandle",), doc="ret."),
    Row(C.AUX_CONSOLE_PRINT, request=Blob("txt")),
    Row(C.AUX_CONSOLE_SHOW, "simxAuxiliaryConsoleShow", ("consoleHandle",),
      F(("showState", "bool32")), doc="ret."),
    Row(C.END_DIALOG, "simxEndDialog", ("dialogHandle",), doc="ret."),
    Row(C.GET_DIALOG_INPUT, "simxGetDialogInput", ("dialogHandle",), reply=CStr("inputText"),
      read_only=RO, doc="(ret, str)."),
    Row(C.GET_DIALOG_RESULT, "simxGetDialogResult", ("dialogHandle",), reply=_i("result"),
      read_only=RO, doc="(ret, result)."),
    Row(C.REMOVE_UI, "simxRemoveUI", ("uiHandle",), doc="ret."),
    # -- int,int class -----------------------------------------------------------------------
    Row(C.GET_OBJECT_CHILD, "simxGetObjectChild", ("parentObjectHandle", "childIndex"),
      reply=_i("childObjectHandle"), read_only=RO, doc="(ret, childHandle) (-1: no such child)."),
    Row(C.GET_OBJECT_POSITION, "simxGetObjectPosition", ("objectHandle", "relativeToObjectHandle"),
      reply=_3f("position"), read_only=RO, doc="(ret, [x, y, z])."),
    Row(C.GET_OBJECT_ORIENTATION, "simxGetObjectOrientation",
      ("objectHandle", "relativeToObjectHandle"), reply=_3f("eulerAngles"), read_only=RO,
      doc="(ret, [alpha, beta, gamma])."),
    Row(C.GET_OBJECT_QUATERNION, "simxGetObjectQuaternion",
      ("objectHandle", "relativeToObjectHandle"), reply=F(("quaternion", "4f")), read_only=RO,
      doc="(ret, [x, y, z, w])."),
    Row(C.GET_OBJECT_GROUP_DATA, "simxGetObjectGroupData", ("objectType", "dataType"),
      reply=GroupData(), read_only=RO, doc="(ret, handles, intData, floatData, stringData)."),
    Row(C.GET_OBJECT_FLOAT_PARAMETER, "simxGetObjectFloatParameter", ("objectHandle", "parameterID"),
      reply=_f("parameterValue"), read_only=RO, doc="(ret, float) e.g. 2012 = joint velocity."),
    Row(C.SET_OBJECT_FLOAT_PARAMETER, "simxSetObjectFloatParameter", ("objectHandle", "parameterID"),
      _f("parameterValue"), doc="ret."),
    Row(C.GET_OBJECT_INT_PARAMETER, "simxGetObjectIntParameter", ("objectHandle", "parameterID"),
      reply=_i("parameterValue"), read_only=RO, doc="(ret, int)."),
    Row(C.SET_OBJECT_INT_PARAMETER, "simxSetObjectIntParameter", ("objectHandle", "parameterID"),
      _i("parameterValue"), doc="ret."),
    Row(C.CHECK_COLLISION, "simxCheckCollision", ("entity1", "entity2"),
      reply=F(("collisionState", "bool32")), read_only=RO, doc="(ret, collisionState)."),
    Row(C.CHECK_DISTANCE, "simxCheckDistance", ("entity1", "entity2"), reply=_f("minimumDistance"),
      read_only=RO, doc="(ret, minimumDistance)."),
    Row(C.GET_UI_SLIDER, "simxGetUISlider", ("uiHandle", "uiButtonID"), reply=_i("position"),
      read_only=RO, doc="(ret, position)."),
    Row(C.SET_UI_SLIDER, "simxSetUISlider", ("uiHandle", "uiButtonID"), _i("position"), doc="ret."),
    Row(C.GET_UI_EVENT_BUTTON, "simxGetUIEventButton", ("uiHandle",),
      reply=F(("uiEventButtonID", "i"), ("auxValues", "2i")), read_only=RO,
      doc="(ret, buttonId, [aux0, aux1]); sent with one int of command data, as the official client."),
    Row(C.GET_UI_BUTTON_PROPERTY, "simxGetUIButtonProperty", ("uiHandle", "uiButtonID"),
      reply=_i("prop"), read_only=RO, doc="(ret, property)."),
    Row(C.SET_UI_BUTTON_PROPERTY, "simxSetUIButtonProperty", ("uiHandle", "uiButtonID"), _i("prop"),
      doc="ret."),
    Row(C.SET_UI_BUTTON_LABEL, "simxSetUIButtonLabel", ("uiHandle", "uiButtonID"),
      Concat(CStr("upStateLabel"), CStr("downStateLabel")), doc="ret."),
    # -- string class --------------------------------------------------------------------------
    Row(C.GET_OBJECT_HANDLE, "simxGetObjectHandle", ("objectName",), reply=_i("handle"),
      read_only=RO, doc="(ret, handle)."),
    Row(C.GET_COLLISION_HANDLE, "simxGetCollisionHandle", ("collisionObjectName",),
      reply=_i("handle"), read_only=RO, doc="(ret, handle)."),
    Row(C.GET_DISTANCE_HANDLE, "simxGetDistanceHandle", ("distanceObjectName",),
      reply=_i("handle"), read_only=RO, doc="(ret, handle)."),
    Row(C.GET_COLLECTION_HANDLE, "simxGetCollectionHandle", ("collectionName",),
      reply=_i("handle"), read_only=RO, doc="(ret, handle)."),
    Row(C.GET_UI_HANDLE, "simxGetUIHandle", ("uiName",), reply=_i("handle"), read_only=RO,
      doc="(ret, handle)."),
    Row(C.LOAD_SCENE),
    Row(C.LOAD_MODEL, reply=_i("baseHandle")),
    Row(C.LOAD_UI, reply=Handles()),
    Row(C.TRANSFER_FILE, request=Blob("file")),
    Row(C.ERASE_FILE, "simxEraseFile", ("fileName_serverSide",),
      doc="Erase a file in the server's temp folder: ret."),
    Row(C.ADD_STATUSBAR_MESSAGE, "simxAddStatusbarMessage", ("message",), doc="ret."),
    Row(C.AUX_CONSOLE_OPEN,
      request=F(("maxLines", "i"), ("mode", "i"), ("position", "2i"), ("size", "2i"),
                ("textColor", "3f"), ("backgroundColor", "3f")),
      reply=_i("consoleHandle"), payload="buffer"),
    Row(C.DISPLAY_DIALOG,
      request=Concat(CStr("mainText"), _i("dialogType"), CStr("initialText"),
                     F(("titleColors", "6f"), ("dialogColors", "6f"))),
      reply=F(("dialogHandle", "i"), ("uiHandle", "i"))),
    Row(C.CLEAR_FLOAT_SIGNAL, "simxClearFloatSignal", ("signalName",),
      doc="ret (empty name: clear all float signals)."),
    Row(C.CLEAR_INTEGER_SIGNAL, "simxClearInt32Signal", ("signalName",),
      doc="ret (empty name: clear all integer signals)."),
    Row(C.CLEAR_STRING_SIGNAL, "simxClearStringSignal", ("signalName",),
      doc="ret (empty name: clear all string signals)."),
    Row(C.GET_FLOAT_SIGNAL, "simxGetFloatSignal", ("signalName",), reply=_f("signalValue"),
      read_only=RO, doc="(ret, float); fails (8) when the signal does not exist."),
    Row(C.GET_INTEGER_SIGNAL, "simxGetInt32Signal", ("signalName",), reply=_i("signalValue"),
      read_only=RO, doc="(ret, int); fails (8) when the signal does not exist."),
    Row(C.GET_STRING_SIGNAL, "simxGetStringSignal", ("signalName",), reply=Blob("signalValue"),
      read_only=RO, doc="(ret, bytearray value)."),
    Row(C.SET_FLOAT_SIGNAL, "simxSetFloatSignal", ("signalName",), _f("signalValue"), doc="ret.", keeps_time=KT),
    Row(C.SET_INTEGER_SIGNAL, "simxSetInt32Signal", ("signalName",), _i("signalValue"), doc="ret.", keeps_time=KT),
    Row(C.SET_STRING_SIGNAL, "simxSetStringSignal", ("signalName",), Blob("signalValue"),
      doc="ret; the value is raw bytes (str is UTF-8 encoded) and may contain NUL.", keeps_time=KT),
    Row(C.APPEND_STRING_SIGNAL, "simxAppendStringSignal", ("signalName",), Blob("signalValue"),
      doc="ret; appends to a string signal (never merged with a similar queued command)."),
    Row(C.GET_AND_CLEAR_STRING_SIGNAL, "simxGetAndClearStringSignal", ("signalName",),
      reply=Blob("signalValue"), doc="(ret, bytearray value); the server clears the signal once read.", read_once=True),
    Row(C.READ_STRING_STREAM, reply=Blob("signalValue")),
    # -- int,string,string class -----------------------------------------------------------------
    Row(C.CALL_SCRIPT_FUNCTION,
      request=ScriptData("inputInts", "inputFloats", "inputStrings", "inputBuffer"),
      reply=ScriptData("outInts", "outFloats", "outStrings", "outBuffer")),
)

#: Commands that only read: executing them cannot change what a stream would report.
READ_ONLY: frozenset[int] = frozenset(raw for raw, row in TABLE.items() if row.read_only)


def signature(raw_id: int) -> Signature:
    """The row of ``raw_id`` (KeyError for an id the table does not know)."""
    return TABLE[raw_id]
