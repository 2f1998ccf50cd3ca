"""CoppeliaSim's handle flags: bits added to an object handle to change what a call does.

CoppeliaSim lets a caller add ``sim.handleflag_*`` values to a handle argument, e.g.
``sim.getObjectQuaternion(h + sim.handleflag_wxyzquat, sim.handle_world)`` for a quaternion in
(w, x, y, z) order. The flags sit in bits 22 and up; handles are small positive numbers, and the
special handles (``sim.handle_world`` -1, ``handle_self`` -4, ``handle_parent`` -11...) small
negative ones, so ``handle + flags`` splits back uniquely. Flags are honoured on the object
handle as well as on the relative-to handle (the dqrobotics ZeroMQ interface puts
``handleflag_wxyzquat`` on the object handle). Every pose getter and setter of
:class:`~tether.core.simapi.api.SimAPI` splits its handles here, so the ZeroMQ API and scripts behave
alike.
"""

from __future__ import annotations

from typing import Any, NamedTuple

#: The flags (CoppeliaSim's values; several names share a bit, each meaning it for its own calls).
HANDLEFLAGS: dict[str, int] = {
    "handleflag_assembly": 0x400000, "handleflag_axis": 0x400000, "handleflag_camera": 0x400000,
    "handleflag_altname": 0x400000, "handleflag_codedstring": 0x400000, "handleflag_extended": 0x400000,
    "handleflag_greyscale": 0x400000, "handleflag_keeporiginal": 0x400000, "handleflag_reljointbaseframe": 0x400000,
    "handleflag_resetforce": 0x400000, "handleflag_setmultiple": 0x400000, "handleflag_togglevisibility": 0x400000,
    "handleflag_abscoords": 0x800000, "handleflag_depthbuffer": 0x800000, "handleflag_depthbuffermeters": 0x800000,
    "handleflag_model": 0x800000, "handleflag_resettorque": 0x800000, "handleflag_resetforcetorque": 0xC00000,
    "handleflag_addmultiple": 0x1000000, "handleflag_rawvalue": 0x1000000, "handleflag_wxyzquat": 0x1000000,
    "handleflag_silenterror": 0x2000000,
}
WXYZ = HANDLEFLAGS["handleflag_wxyzquat"]
JOINT_BASE = HANDLEFLAGS["handleflag_reljointbaseframe"]
_LOW = 0x400000  # the lowest flag bit: handles live below it
_SPECIAL = 0x10000  # special handles (negative) are within this of zero
_FLAGGED = _LOW - _SPECIAL  # an int at least this carries flags


def split(value: Any) -> tuple[Any, int]:
    """``(handle, flags)`` of a handle argument that may carry flags; anything that is not an
    int comes back as it was, with no flags (the call then reports it)."""
    if type(value) is not int or -_SPECIAL < value < _LOW - _SPECIAL:
        return value, 0
    base = value & (_LOW - 1)
    if base >= _LOW - _SPECIAL:  # a negative special handle plus flags
        base -= _LOW
    return base, value - base


def flagged(handle: Any, relative_to: Any) -> bool:
    """Either handle of a pose call carries flags (a cheap test for hot paths: two comparisons,
    no generator)."""
    return (type(handle) is int and handle >= _FLAGGED) or (type(relative_to) is int and relative_to >= _FLAGGED)


class PoseArgs(NamedTuple):
    """A pose call's handles without their flags, whether quaternions are (w, x, y, z), and
    whether a joint as the relative-to object means its base frame (else its moving frame)."""

    handle: Any
    relative_to: Any
    wxyz: bool
    joint_base: bool = False


def pose_args(handle: Any, relative_to: Any) -> PoseArgs:
    """Split both handles of a pose getter or setter; ``handleflag_wxyzquat`` on either one
    asks for quaternions in (w, x, y, z) order, ``handleflag_reljointbaseframe`` (CoppeliaSim
    puts it on the object handle) for poses relative to a joint's base frame."""
    handle, object_flags = split(handle)
    relative_to, relative_flags = split(relative_to)
    flags = object_flags | relative_flags
    return PoseArgs(handle, relative_to, bool(flags & WXYZ), bool(flags & JOINT_BASE))


def to_wxyz(values: list[float], start: int) -> list[float]:
    """``values`` with the quaternion at ``start`` (x, y, z, w) turned to (w, x, y, z)."""
    x, y, z, w = values[start:start + 4]
    return values[:start] + [w, x, y, z] + values[start + 4:]


def from_wxyz(values: list[float], start: int) -> list[float]:
    """``values`` with the quaternion at ``start`` (w, x, y, z) turned to (x, y, z, w)."""
    w, x, y, z = values[start:start + 4]
    return values[:start] + [x, y, z, w] + values[start + 4:]
