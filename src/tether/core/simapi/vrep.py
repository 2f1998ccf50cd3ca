"""V-REP-era functions and constants that scripts saved in V-REP 3.x and CoppeliaSim 4.0-4.2
still call, on tether's one SimAPI.

CoppeliaSim kept them for old scripts (most under ``sim_old``/deprecated names): 16- and 32-bit
boolean helpers, custom data blocks under their first names, V-REP's matrix helpers, tubes
(message pipes between scripts), plugin enumeration, and the constants of banners, V-REP's custom
UIs and customization scripts (values from V-REP's ``v_repConst.h``). Tubes live in the
simulation's :class:`~tether.core.simapi.state.ExtraState`, so every script of a scene shares them.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Sequence

import mujoco
import numpy as np

from tether.core.engine.errors import SimError
from tether.core.engine.states import ObjectType
from tether.core.simapi.args import integer, matrix12, text
from tether.core.simapi.base import Part

__all__ = ["VREP_CONSTANTS", "VrepAPI"]

# fmt: off
VREP_CONSTANTS: dict[str, int] = {
    # banners (simAddBanner's options)
    "banner_left": 1, "banner_right": 2, "banner_nobackground": 4, "banner_overlay": 8,
    "banner_followparentvisibility": 16, "banner_clickselectsparent": 32, "banner_clicktriggersevent": 64,
    "banner_facingcamera": 128, "banner_fullyfacingcamera": 256, "banner_backfaceculling": 512,
    "banner_keepsamesize": 1024, "banner_bitmapfont": 2048,
    # V-REP's custom UIs (simCreateUI, simSetUIProperty, simSetUIButtonProperty)
    "ui_menu_title": 1, "ui_menu_minimize": 2, "ui_menu_close": 4, "ui_menu_systemblock": 8,
    "ui_property_visible": 0x0001, "ui_property_visibleduringsimulationonly": 0x0002,
    "ui_property_moveable": 0x0004, "ui_property_relativetoleftborder": 0x0008,
    "ui_property_relativetotopborder": 0x0010, "ui_property_fixedwidthfont": 0x0020,
    "ui_property_systemblock": 0x0040, "ui_property_settocenter": 0x0080, "ui_property_rolledup": 0x0100,
    "ui_property_selectassociatedobject": 0x0200, "ui_property_visiblewhenobjectselected": 0x0400,
    "ui_property_systemblockcanmovetofront": 0x0800, "ui_property_pauseactive": 0x1000,
    "buttonproperty_button": 0x0000, "buttonproperty_label": 0x0001, "buttonproperty_slider": 0x0002,
    "buttonproperty_editbox": 0x0003, "buttonproperty_staydown": 0x0008, "buttonproperty_enabled": 0x0010,
    "buttonproperty_borderless": 0x0020, "buttonproperty_horizontallycentered": 0x0040,
    "buttonproperty_ignoremouse": 0x0080, "buttonproperty_isdown": 0x0100,
    "buttonproperty_transparent": 0x0200, "buttonproperty_nobackgroundcolor": 0x0400,
    "buttonproperty_rollupaction": 0x0800, "buttonproperty_closeaction": 0x1000,
    "buttonproperty_verticallycentered": 0x2000, "buttonproperty_downupevent": 0x4000,
    # customization scripts' call types and script attributes
    "customizationscriptcall_initialization": 0, "customizationscriptcall_cleanup": 1,
    "customizationscriptcall_nonsimulation": 2, "customizationscriptcall_lastbeforesimulation": 3,
    "customizationscriptcall_firstaftersimulation": 4, "customizationscriptcall_simulationactuation": 5,
    "customizationscriptcall_simulationsensing": 6, "customizationscriptcall_simulationpause": 7,
    "customizationscriptcall_simulationpausefirst": 8, "customizationscriptcall_simulationpauselast": 9,
    "customizationscriptcall_lastbeforeinstanceswitch": 10,
    "customizationscriptcall_firstafterinstanceswitch": 11,
    "customizationscriptattribute_activeduringsimulation": 0, "scriptattribute_executionorder": 1,
    "scriptattribute_executioncount": 2, "childscriptattribute_automaticcascadingcalls": 3,
    "childscriptattribute_enabled": 4,
    # tubes (simTubeStatus)
    "tubestatus_notconnected": 0, "tubestatus_connected": 1,
}
# fmt: on

_TUBE_BUFFER = 1000  # messages kept per direction when the opener gives no size (bounded memory)


def _bits(value: Any, what: str, width: int) -> int:
    return integer(value, what) & ((1 << width) - 1)


class _Tube:
    """Two ends sharing a header and a name; each end reads what the other wrote."""

    def __init__(self, header: int, name: str, size: int) -> None:
        self.key = (header, name)
        self.ends: list[int] = []
        self.inbox: dict[int, deque[bytes]] = {}
        self.size = size


class VrepAPI(Part):
    """Booleans, custom data blocks, matrices, tubes, modules: V-REP's names on tether."""

    # -- booleans (V-REP had no bit operators before Lua 5.3) --------------------------------
    def boolOr16(self, value1: int, value2: int) -> int:
        """Bitwise or of two 16-bit values."""
        return _bits(value1, "value1", 16) | _bits(value2, "value2", 16)

    def boolAnd16(self, value1: int, value2: int) -> int:
        """Bitwise and of two 16-bit values."""
        return _bits(value1, "value1", 16) & _bits(value2, "value2", 16)

    def boolXor16(self, value1: int, value2: int) -> int:
        """Bitwise exclusive or of two 16-bit values."""
        return _bits(value1, "value1", 16) ^ _bits(value2, "value2", 16)

    def boolOr32(self, value1: int, value2: int) -> int:
        """Bitwise or of two 32-bit values."""
        return _bits(value1, "value1", 32) | _bits(value2, "value2", 32)

    def boolAnd32(self, value1: int, value2: int) -> int:
        """Bitwise and of two 32-bit values."""
        return _bits(value1, "value1", 32) & _bits(value2, "value2", 32)

    def boolXor32(self, value1: int, value2: int) -> int:
        """Bitwise exclusive or of two 32-bit values."""
        return _bits(value1, "value1", 32) ^ _bits(value2, "value2", 32)

    # -- custom data blocks under their first names ------------------------------------------
    def writeCustomDataBlock(self, object_handle: int, tag_name: str, data: bytes | str | None) -> None:
        """Store a block under a tag on an object (sim.handle_scene / -1: the scene); empty data
        or None removes it."""
        self.writeCustomBufferData(object_handle, tag_name, data)  # type: ignore[attr-defined]

    def readCustomDataBlock(self, object_handle: int, tag_name: str) -> bytes | None:
        """The block under a tag, None (nil) if there is none."""
        return self.readCustomBufferData(object_handle, tag_name)  # type: ignore[attr-defined,no-any-return]

    def readCustomDataBlockTags(self, object_handle: int) -> list[str]:
        """The tags of an object's blocks."""
        return self.readCustomDataTags(object_handle)  # type: ignore[attr-defined,no-any-return]

    # -- V-REP's matrix helpers (12 numbers: a 3x4 matrix, row after row) ----------------------
    def getInvertedMatrix(self, matrix: Sequence[float]) -> list[float]:
        """The inverse of a 3x4 transformation matrix."""
        return self.getMatrixInverse(matrix12(matrix))  # type: ignore[attr-defined,no-any-return]

    def copyMatrix(self, matrix: Sequence[float]) -> list[float]:
        """A copy of a 3x4 matrix."""
        return list(matrix12(matrix))

    # -- spherical joints -----------------------------------------------------------------------
    def _ball(self, handle: int, function: str) -> int:
        obj = self._object(handle)
        model = self._sim.physics.model
        if obj.type != ObjectType.JOINT or model.jnt_type[obj.mj_id] != mujoco.mjtJoint.mjJNT_BALL:
            raise SimError(f"sim.{function}: object {obj.name!r} is not a spherical joint")
        return int(model.jnt_qposadr[obj.mj_id])

    def setSphericalJointMatrix(self, handle: int, matrix: Sequence[float]) -> None:
        """Turn a spherical joint to the rotation of a 3x4 matrix (its translation is ignored)."""
        m = matrix12(matrix, "matrix")
        adr = self._ball(handle, "setSphericalJointMatrix")
        quat = np.zeros(4)
        mujoco.mju_mat2Quat(quat, np.array([m[0], m[1], m[2], m[4], m[5], m[6], m[8], m[9], m[10]], dtype=float))
        sim = self._sim
        physics = sim.physics
        physics.data.qpos[adr:adr + 4] = quat
        obj = self._object(handle)
        dof = int(physics.model.jnt_dofadr[obj.mj_id])
        physics.data.qvel[dof:dof + 3] = 0.0
        physics.mark_kinematics_dirty()

    def getSphericalJointMatrix(self, handle: int) -> list[float]:
        """A spherical joint's rotation as a 3x4 matrix (zero translation)."""
        adr = self._ball(handle, "getSphericalJointMatrix")
        r = np.zeros(9)
        mujoco.mju_quat2Mat(r, np.array(self._sim.physics.data.qpos[adr:adr + 4], dtype=float))
        return [float(r[0]), float(r[1]), float(r[2]), 0.0, float(r[3]), float(r[4]), float(r[5]), 0.0,
                float(r[6]), float(r[7]), float(r[8]), 0.0]

    # -- plugins ---------------------------------------------------------------------------
    def getModuleName(self, index: int) -> None:
        """The index-th loaded plugin: tether loads none, so nil (the end of the list) for every
        index, as CoppeliaSim answers past its last plugin."""
        integer(index, "index")
        return None

    def setThreadSwitchTiming(self, delay_ms: int) -> None:
        """A threaded script's time slice: tether's threads switch on their own schedule
        (see sim.setAutoYieldDelay); the value is checked and ignored."""
        integer(delay_ms, "delay in ms")

    # -- tubes: message pipes between two scripts (or a script and itself) --------------------
    def _tubes(self) -> tuple[dict[int, _Tube], dict[tuple[int, str], _Tube]]:
        extra = self._extra  # type: ignore[attr-defined]
        return extra.tubes, extra.tube_names

    def tubeOpen(self, data_header: int, data_name: str, read_buffer_size: int = 0) -> int:
        """Open one end of the tube named by (header, name): the first two opens are its ends,
        the third is refused. Returns the end's handle."""
        header, name = integer(data_header, "data header"), text(data_name, "data name")
        size = integer(read_buffer_size, "read buffer size")
        extra = self._extra  # type: ignore[attr-defined]
        with extra.lock:
            ends, names = self._tubes()
            tube = names.get((header, name))
            if tube is None:
                tube = names[(header, name)] = _Tube(header, name, size if size > 0 else _TUBE_BUFFER)
            if len(tube.ends) >= 2:
                raise SimError(f"tube ({header}, {name!r}) already has two open ends")
            handle = extra.new_handle()
            tube.ends.append(handle)
            tube.inbox[handle] = deque(maxlen=tube.size)
            ends[handle] = tube
            return handle

    def _end(self, tube_handle: int) -> _Tube:
        handle = integer(tube_handle, "tube handle")
        tube = self._tubes()[0].get(handle)
        if tube is None:
            raise SimError(f"no open tube end with handle {handle}")
        return tube

    def tubeClose(self, tube_handle: int) -> int:
        """Close one end (what was sent to it is dropped)."""
        tube = self._end(tube_handle)
        handle = integer(tube_handle, "tube handle")
        ends, names = self._tubes()
        with self._extra.lock:  # type: ignore[attr-defined]
            ends.pop(handle, None)
            tube.ends.remove(handle)
            tube.inbox.pop(handle, None)
            if not tube.ends:
                names.pop(tube.key, None)
        return 1

    def tubeWrite(self, tube_handle: int, data: bytes | str) -> int:
        """Send data to the other end: 1, or 0 while nobody is connected (then nothing is kept,
        as in CoppeliaSim)."""
        tube = self._end(tube_handle)
        handle = integer(tube_handle, "tube handle")
        if isinstance(data, str):
            data = data.encode("utf-8")
        elif not isinstance(data, bytes):
            raise SimError(f"data must be a string, got {type(data).__name__}")
        others = [end for end in tube.ends if end != handle]
        if not others:
            return 0
        tube.inbox[others[0]].append(data)
        return 1

    def tubeRead(self, tube_handle: int, blocking_operation: bool = False) -> bytes | None:
        """The oldest message sent to this end, nil if none. A blocking read does not wait in
        tether: it answers nil too, and the script reads again on its next pass."""
        tube = self._end(tube_handle)
        box = tube.inbox[integer(tube_handle, "tube handle")]
        return box.popleft() if box else None

    def tubeStatus(self, tube_handle: int) -> tuple[int, int, int]:
        """(status, messages waiting to be read here, messages waiting at the other end):
        status 1 when both ends are open, 0 when only this one is."""
        tube = self._end(tube_handle)
        handle = integer(tube_handle, "tube handle")
        others = [end for end in tube.ends if end != handle]
        waiting_there = len(tube.inbox[others[0]]) if others else 0
        return (1 if others else 0), len(tube.inbox[handle]), waiting_there


for _name, _value in VREP_CONSTANTS.items():
    setattr(VrepAPI, _name, _value)
del _name, _value
