"""Command ids of the legacy remote API and the rule that gives each its command-data class.

The raw command id (bits 0-15 of the command word) alone decides how many bytes of *command
data* follow the 26-byte command sub-header (spec §3.2).  Command data is the identifying
part of a command: together with the raw id it forms the command key used for replacement,
discontinue, split reassembly and inbox lookup.  Numeric ids are the client library's enum
(spec Appendix A).
"""

from __future__ import annotations

import enum

__all__ = [
    "DataClass",
    "data_class",
    "NO_OVERWRITE_COMMANDS",
    "command_name",
]


class DataClass(enum.Enum):
    """Shape of the command data that follows the sub-header."""

    NULL = "none"  # no command data
    INT = "int"  # i32
    INT_INT = "int,int"  # i32, i32
    STRING = "string"  # cstr
    INT_STRING_STRING = "int,string,string"  # i32, cstr, cstr
    UNKNOWN = "unknown"  # outside every class: length taken from pdata_offset0


def data_class(raw_id: int) -> DataClass:
    """Return the command-data class of a raw command id (exclusive range bounds, spec §3.2)."""
    if 0x0000 < raw_id < 0x1000:
        return DataClass.NULL
    if 0x1000 < raw_id < 0x2000:
        return DataClass.INT
    if 0x2000 < raw_id < 0x3000:
        return DataClass.INT_INT
    if 0x3000 < raw_id < 0x3400:
        return DataClass.STRING
    if 0x3400 < raw_id < 0x3500:
        return DataClass.INT_STRING_STRING
    return DataClass.UNKNOWN


# --- null class -------------------------------------------------------------------------
SYNCHRONOUS_ENABLE = 0x0001
SYNCHRONOUS_DISABLE = 0x0002
SYNCHRONOUS_NEXT = 0x0003
GET_LAST_ERRORS = 0x0004
CLOSE_SCENE = 0x0005
GET_OBJECT_SELECTION = 0x0006
RESERVED1 = 0x0007
RESERVED2 = 0x0008
CREATE_DUMMY = 0x0009
KILL_CONNECTION = 0x000A

# --- int class ---------------------------------------------------------------------------
GET_JOINT_POSITION = 0x1001
SET_JOINT_POSITION = 0x1002
GET_VISION_SENSOR_IMAGE_BW = 0x1003
GET_VISION_SENSOR_IMAGE_RGB = 0x1004
SET_VISION_SENSOR_IMAGE_BW = 0x1005
SET_VISION_SENSOR_IMAGE_RGB = 0x1006
START_PAUSE_STOP_SIMULATION = 0x1007
SET_JOINT_TARGET_VELOCITY = 0x1008
READ_PROXIMITY_SENSOR = 0x1009
GET_JOINT_MATRIX = 0x100A
SET_SPHERICAL_JOINT_MATRIX = 0x100B
SET_JOINT_TARGET_POSITION = 0x100C
GET_JOINT_FORCE = 0x100D
SET_JOINT_FORCE = 0x100E  # sets the joint's maximum force/torque
READ_FORCE_SENSOR = 0x100F
BREAK_FORCE_SENSOR = 0x1010
READ_VISION_SENSOR = 0x1011
GET_OBJECT_PARENT = 0x1012
AUX_CONSOLE_CLOSE = 0x1014
AUX_CONSOLE_PRINT = 0x1015
AUX_CONSOLE_SHOW = 0x1016
GET_VISION_SENSOR_DEPTH_BUFFER = 0x1017
GET_OBJECT_ORIENTATION_LEGACY = 0x1018
GET_OBJECT_POSITION_LEGACY = 0x1019
SET_OBJECT_ORIENTATION = 0x101A
SET_OBJECT_POSITION = 0x101B
SET_OBJECT_PARENT = 0x101C
GET_ARRAY_PARAMETER = 0x101D
SET_ARRAY_PARAMETER = 0x101E
GET_BOOLEAN_PARAMETER = 0x101F
SET_BOOLEAN_PARAMETER = 0x1020
GET_INTEGER_PARAMETER = 0x1021
SET_INTEGER_PARAMETER = 0x1022
GET_FLOATING_PARAMETER = 0x1023
SET_FLOATING_PARAMETER = 0x1024
GET_STRING_PARAMETER = 0x1025
READ_COLLISION = 0x1026
READ_DISTANCE = 0x1027
REMOVE_OBJECT = 0x1028
REMOVE_UI = 0x1029
GET_OBJECTS = 0x102A
END_DIALOG = 0x102B
GET_DIALOG_INPUT = 0x102C
GET_DIALOG_RESULT = 0x102D
COPY_PASTE_OBJECTS = 0x102E
SET_OBJECT_SELECTION = 0x102F
GET_MODEL_PROPERTY = 0x1034
SET_MODEL_PROPERTY = 0x1035
GET_OBJECT_VELOCITY = 0x1036
REMOVE_MODEL = 0x1037
GET_JOINT_MAX_FORCE = 0x1038
SET_OBJECT_QUATERNION = 0x1801

# --- int,int class -----------------------------------------------------------------------
GET_UI_SLIDER = 0x2001
SET_UI_SLIDER = 0x2002
GET_UI_EVENT_BUTTON = 0x2003
GET_UI_BUTTON_PROPERTY = 0x2004
SET_UI_BUTTON_PROPERTY = 0x2005
SET_UI_BUTTON_LABEL = 0x2006
GET_OBJECT_FLOAT_PARAMETER = 0x2007
GET_OBJECT_INT_PARAMETER = 0x2008
SET_OBJECT_FLOAT_PARAMETER = 0x2009
SET_OBJECT_INT_PARAMETER = 0x200A
GET_OBJECT_CHILD = 0x200B
GET_OBJECT_GROUP_DATA = 0x200C
GET_OBJECT_ORIENTATION = 0x200D
GET_OBJECT_POSITION = 0x200E
CHECK_COLLISION = 0x200F
CHECK_DISTANCE = 0x2010
GET_OBJECT_QUATERNION = 0x2801

# --- string class ------------------------------------------------------------------------
GET_OBJECT_HANDLE = 0x3001
LOAD_SCENE = 0x3002
LOAD_MODEL = 0x3003
TRANSFER_FILE = 0x3004
LOAD_UI = 0x3005
ERASE_FILE = 0x3006
GET_UI_HANDLE = 0x3007
ADD_STATUSBAR_MESSAGE = 0x3008
AUX_CONSOLE_OPEN = 0x3009
GET_COLLISION_HANDLE = 0x300A
GET_DISTANCE_HANDLE = 0x300B
DISPLAY_DIALOG = 0x300C
CLEAR_FLOAT_SIGNAL = 0x300D
CLEAR_INTEGER_SIGNAL = 0x300E
CLEAR_STRING_SIGNAL = 0x300F
GET_FLOAT_SIGNAL = 0x3010
GET_INTEGER_SIGNAL = 0x3011
GET_STRING_SIGNAL = 0x3012
SET_FLOAT_SIGNAL = 0x3013
SET_INTEGER_SIGNAL = 0x3014
SET_STRING_SIGNAL = 0x3015
APPEND_STRING_SIGNAL = 0x3016  # = write_string_stream
GET_AND_CLEAR_STRING_SIGNAL = 0x3017
READ_STRING_STREAM = 0x3018
GET_COLLECTION_HANDLE = 0x3019

# --- int,string,string class -------------------------------------------------------------
CALL_SCRIPT_FUNCTION = 0x3401

# --- range markers -----------------------------------------------------------------------
NULL_START = 0x0000
NULL_CUSTOM_START = 0x0800
INT_START = 0x1000
INT_CUSTOM_START = 0x1800
INT_INT_START = 0x2000
INT_INT_CUSTOM_START = 0x2800
STRING_START = 0x3000
INT_STRING_STRING_START = 0x3400
INT_STRING_STRING_END = 0x3500
STRING_CUSTOM_START = 0x3800
RESERVED_START = 0x4000
RAW_ID_MASK = 0xFFFF

#: Commands the client sends with status bit 0 ("do not overwrite a similar command", §4.2).
NO_OVERWRITE_COMMANDS: frozenset[int] = frozenset(
    {
        ADD_STATUSBAR_MESSAGE,
        CREATE_DUMMY,
        CALL_SCRIPT_FUNCTION,
        AUX_CONSOLE_PRINT,
        APPEND_STRING_SIGNAL,
        COPY_PASTE_OBJECTS,
    }
)

_NAMES: dict[int, str] = {
    value: name.lower()
    for name, value in dict(globals()).items()
    if name.isupper()
    and isinstance(value, int)
    and not name.endswith(("_START", "_END", "_MASK"))
}


def command_name(raw_id: int) -> str:
    """Human-readable name of a raw command id (for logs and error messages)."""
    return _NAMES.get(raw_id, f"unknown_0x{raw_id:04x}")
