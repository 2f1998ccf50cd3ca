"""Custom data blocks, persistent data, named parameters, settings, referenced handles, locks,
``waitForSignal`` and table packing.

Custom data lives in memory per target (an object handle, or ``sim.handle_scene`` / ``-1`` /
``sim.handle_app`` for the scene and the application) and survives stopping the simulation, as in
CoppeliaSim (it is saved with the scene there; tether does not save it). Persistent data is kept
in memory for the life of the simulation process (CoppeliaSim writes it to a file in its user
folder; tether's scripts and clients get the same answers without touching the disk).
Tables are packed with CBOR (what CoppeliaSim 4.6+'s ``sim.packTable`` writes by default).
"""

from __future__ import annotations

import copy
import fnmatch
import struct
import threading
import time
from pathlib import Path
from typing import Any, Sequence

import cbor2

from tether.core.engine.errors import SimError
from tether.core.scripting.scripts import ThreadedScript
from tether.core.simapi.args import integer, number, sequence, text
from tether.core.simapi.files import allowed_folders
from tether.core.simapi.base import Part

__all__ = ["DataAPI", "pack_table", "unpack_table"]

_HANDLE_SCENE = -12  # sim.handle_scene
_HANDLE_APP = -13  # sim.handle_app
MAX_BLOCK = 64 * 1024 * 1024  # one custom data block at most (bounded memory)


_KINDS = {"d": "doubles", "f": "floats", "i": "32-bit integers", "I": "unsigned 32-bit integers",
          "H": "unsigned 16-bit integers", "B": "bytes (0..255)"}


def pack_table(table: Any) -> bytes:
    """A table (list or map) as CBOR bytes."""
    try:
        return cbor2.dumps(table)
    except (TypeError, ValueError, cbor2.CBOREncodeError) as exc:
        raise SimError(f"cannot pack this table: {exc}") from None


def unpack_table(data: Any) -> Any:
    """The table CBOR bytes hold (an empty buffer is an empty table)."""
    if isinstance(data, str):
        data = data.encode("latin-1")
    if not isinstance(data, (bytes, bytearray)):
        raise SimError(f"data must be a packed table (bytes), got {data!r}"[:200])
    if not data:
        return {}
    try:
        return cbor2.loads(bytes(data))
    except Exception as exc:  # cbor2 raises several types for bad input
        raise SimError(f"not a packed table: {exc}") from None


def _as_bytes(value: Any, what: str) -> bytes:
    if isinstance(value, str):
        data = value.encode("utf-8")
    elif isinstance(value, (bytes, bytearray, memoryview)):
        data = bytes(value)
    else:
        raise SimError(f"{what} must be a string or a buffer, got {type(value).__name__}")
    if len(data) > MAX_BLOCK:
        raise SimError(f"{what} is too large ({len(data)} bytes; at most {MAX_BLOCK})")
    return data


def _pack(fmt: str, table: Any, start: int = 0, count: int = 0) -> bytes:
    """Numbers packed little-endian (CoppeliaSim's pack*Table), from ``start``, ``count`` of them
    (0: all)."""
    numbers = sequence(table, "table")
    values = numbers[integer(start, "start"):] if not count else numbers[start:start + integer(count, "count")]
    try:
        return struct.pack(f"<{len(values)}{fmt}", *values)
    except (TypeError, struct.error):
        raise SimError(f"table must hold numbers that fit {_KINDS.get(fmt, fmt)}, got {table!r}"[:200]) from None


def _unpack(fmt: str, data: Any, start: int = 0, count: int = 0, offset: int = 0) -> list[Any]:
    if isinstance(data, str):
        data = data.encode("latin-1")
    if not isinstance(data, (bytes, bytearray)):
        raise SimError(f"data must be a byte string (buffer), got {data!r}"[:200])
    size = struct.calcsize(fmt)
    begin = start * size + offset
    end = len(data) if not count else begin + count * size
    chunk = bytes(data[begin:end])
    chunk = chunk[: len(chunk) - len(chunk) % size]
    return list(struct.unpack(f"<{len(chunk) // size}{fmt}", chunk))


class DataAPI(Part):
    """Custom data, persistent data, named parameters, settings, references, locks."""

    # -- custom data blocks ---------------------------------------------------------------------
    def _target(self, handle: Any) -> int:
        handle = integer(handle, "target handle")
        if handle in (-1, _HANDLE_SCENE, _HANDLE_APP):
            return _HANDLE_SCENE if handle == -1 else handle
        return self._object(handle).handle

    def _blocks(self, handle: Any, create: bool = False) -> dict[str, bytes]:
        target = self._target(handle)
        blocks = self._extra.custom_data.get(target)
        if blocks is None:
            blocks = {}
            if create:
                self._extra.custom_data[target] = blocks
        return blocks

    def writeCustomBufferData(self, object_handle: int, tag_name: str, data: bytes | str | None) -> None:
        """Store a block under a tag (empty or None data removes it)."""
        tag = text(tag_name, "tag")
        blocks = self._blocks(object_handle, create=True)
        if data is None or len(data) == 0:
            blocks.pop(tag, None)
        else:
            blocks[tag] = _as_bytes(data, "data")

    def readCustomBufferData(self, object_handle: int, tag_name: str) -> bytes | None:
        """The block stored under a tag, None if there is none."""
        return self._blocks(object_handle).get(text(tag_name, "tag"))

    def writeCustomStringData(self, object_handle: int, tag_name: str, data: str | bytes | None) -> None:
        """Store a string block (see writeCustomBufferData)."""
        self.writeCustomBufferData(object_handle, tag_name, data)

    def readCustomStringData(self, object_handle: int, tag_name: str) -> str | None:
        """The block under a tag decoded as UTF-8, None if there is none."""
        data = self.readCustomBufferData(object_handle, tag_name)
        return None if data is None else data.decode("utf-8", "replace")

    def writeCustomTableData(self, object_handle: int, tag_name: str, data: Any, options: Any = None) -> None:
        """Store a table (packed, see pack_table); an empty table removes the tag."""
        self.writeCustomBufferData(object_handle, tag_name, pack_table(data) if data else None)

    def readCustomTableData(self, object_handle: int, tag_name: str, options: Any = None) -> Any:
        """The table under a tag (an empty table if there is none)."""
        data = self.readCustomBufferData(object_handle, tag_name)
        return unpack_table(data) if data else {}

    def readCustomDataTags(self, object_handle: int) -> list[str]:
        """The tags of a target's blocks."""
        return sorted(self._blocks(object_handle))

    def writeCustomDataBlockEx(self, object_handle: int, tag_name: str, data: bytes | str, options: Any = None) -> None:
        """writeCustomBufferData (the options, data type hints for CoppeliaSim's GUI, are ignored)."""
        self.writeCustomBufferData(object_handle, tag_name, data)

    def readCustomDataBlockEx(self, object_handle: int, tag_name: str, options: Any = None) -> tuple[bytes | None, str]:
        """(block, type hint): tether stores no type hint, it answers 'buffer'."""
        return self.readCustomBufferData(object_handle, tag_name), "buffer"

    # -- persistent data ---------------------------------------------------------------------
    def persistentDataWrite(self, data_tag: str, data_value: bytes | str | None, options: int = 0) -> None:
        """Persistent data (in memory, see the module docstring); empty data removes the tag."""
        tag = text(data_tag, "tag")
        if data_value is None or len(_as_bytes(data_value, "data")) == 0:
            self._extra.persistent.pop(tag, None)
        else:
            self._extra.persistent[tag] = _as_bytes(data_value, "data")

    def persistentDataRead(self, data_tag: str) -> bytes | None:
        return self._extra.persistent.get(text(data_tag, "tag"))

    def getPersistentDataTags(self) -> list[str]:
        return sorted(self._extra.persistent)

    def getMatchingPersistentDataTags(self, pattern: str) -> list[str]:
        """Tags matching a pattern (Lua's patterns are read as shell wildcards: '*' and '?')."""
        return [t for t in sorted(self._extra.persistent) if fnmatch.fnmatchcase(t, text(pattern, "pattern"))]

    # -- named parameters and settings ---------------------------------------------------------
    def setNamedStringParam(self, name: str, value: str | bytes) -> None:
        self._extra.named[text(name, "parameter name")] = text(value, "value")

    def getNamedStringParam(self, name: str) -> str | None:
        """A named parameter (set by setNamed*Param; CoppeliaSim's command line ones do not exist)."""
        return self._extra.named.get(text(name, "parameter name"))

    def setNamedBoolParam(self, name: str, value: bool) -> None:
        self.setNamedStringParam(name, "true" if value else "false")

    def getNamedBoolParam(self, name: str) -> bool | None:
        value = self.getNamedStringParam(name)
        return None if value is None else value.strip().lower() in ("true", "1", "yes", "on")

    def setNamedFloatParam(self, name: str, value: float) -> None:
        self.setNamedStringParam(name, repr(number(value, "value", finite=False)))

    def getNamedFloatParam(self, name: str) -> float | None:
        value = self.getNamedStringParam(name)
        try:
            return None if value is None else float(value)
        except ValueError:
            return None

    def setNamedInt32Param(self, name: str, value: int) -> None:
        self.setNamedStringParam(name, str(integer(value, "value")))

    def getNamedInt32Param(self, name: str) -> int | None:
        value = self.getNamedFloatParam(name)
        return None if value is None else int(value)

    def getSettingString(self, key: str) -> str | None:
        """CoppeliaSim's user settings (usrset.txt): tether has none; named parameters of the same
        key answer, else None."""
        return self.getNamedStringParam(key)

    def getSettingBool(self, key: str) -> bool | None:
        return self.getNamedBoolParam(key)

    def getSettingFloat(self, key: str) -> float | None:
        return self.getNamedFloatParam(key)

    def getSettingInt32(self, key: str) -> int | None:
        return self.getNamedInt32Param(key)

    # -- referenced handles ----------------------------------------------------------------------
    def _references(self, handle: Any) -> dict[str, list[int]]:
        blocks = self._blocks(handle, create=True)
        refs = unpack_table(blocks["__references__"]) if "__references__" in blocks else {}
        return refs if isinstance(refs, dict) else {}

    def _store_references(self, handle: Any, refs: dict[str, list[int]]) -> None:
        blocks = self._blocks(handle, create=True)
        if refs:
            blocks["__references__"] = pack_table(refs)
        else:
            blocks.pop("__references__", None)

    def setReferencedHandles(self, object_handle: int, referenced: Sequence[int], tag: str = "") -> None:
        """Remember handles an object refers to (under a tag); removed objects drop out."""
        refs = self._references(object_handle)
        refs[text(tag, "tag")] = [self._object(h).handle for h in referenced]
        self._store_references(object_handle, refs)

    def addReferencedHandle(self, object_handle: int, referenced: int, tag: str = "", options: Any = None) -> None:
        refs = self._references(object_handle)
        refs.setdefault(text(tag, "tag"), []).append(self._object(referenced).handle)
        self._store_references(object_handle, refs)

    def getReferencedHandles(self, object_handle: int, tag: str = "") -> list[int]:
        valid = set(self._sim.scene.tree.handles())
        return [h for h in self._references(object_handle).get(text(tag, "tag"), []) if h in valid]

    def getReferencedHandlesTags(self, object_handle: int) -> list[str]:
        return sorted(self._references(object_handle))

    def removeReferencedObjects(self, object_handle: int, tag: str = "") -> None:
        """Remove the objects an object refers to under a tag (those tether may remove)."""
        handles = self.getReferencedHandles(object_handle, tag)
        if handles:
            self._sim.editor.remove(handles)
        refs = self._references(object_handle)
        refs.pop(text(tag, "tag"), None)
        self._store_references(object_handle, refs)

    # -- locks, signals, scripts' environment ------------------------------------------------------
    def acquireLock(self) -> None:
        """CoppeliaSim's lock against thread switches: tether's threaded scripts switch only
        where they yield, so the lock is a counter (balanced by releaseLock)."""
        key = "script" if self._script is None else str(self._script.handle)
        self._extra.locks[key] = self._extra.locks.get(key, 0) + 1

    def releaseLock(self) -> None:
        key = "script" if self._script is None else str(self._script.handle)
        depth = self._extra.locks.get(key, 0)
        if depth <= 1:
            self._extra.locks.pop(key, None)
        else:
            self._extra.locks[key] = depth - 1

    def waitForSignal(self, target: Any, name: Any = None) -> Any:
        """The value of a signal once it is set: ``waitForSignal(name)`` or CoppeliaSim 4.8's
        ``waitForSignal(target, name)``. A threaded script waits (passes go on); elsewhere
        (non-threaded scripts, remote clients) a wait would block the simulation, so an unset
        signal is an error there."""
        signal = text(target if name is None else name, "signal name")
        if signal.startswith("signal."):
            signal = signal[len("signal."):]
        signals = self._sim.signals
        while True:
            for table in (signals.int, signals.float, signals.string):
                value = table.get(signal)
                if value is not None:
                    return value
            if not isinstance(self._script, ThreadedScript):
                raise SimError(f"signal {signal!r} is not set (only threaded scripts can wait for it)")
            self.switchThread()

    def getSignalName(self, signal_index: int, signal_type: int) -> str | None:
        """The name of the index-th signal of a type (0 int, 1 float, 2 string), None past the end."""
        table: Any = {0: self._sim.signals.int, 1: self._sim.signals.float, 2: self._sim.signals.string}.get(
            integer(signal_type, "signal type"))
        if table is None:
            raise SimError("signal type must be 0 (int), 1 (float) or 2 (string)")
        names = table.names()
        i = integer(signal_index, "index")
        return names[i] if 0 <= i < len(names) else None

    def getStringParam(self, param: int) -> str:
        """sim.stringparam_scene_name, scene_path, scene_unique_id, scenedefaultdir (the first
        ``--allow-files`` folder), or a value setStringParam stored."""
        pid = integer(param, "parameter id")
        stored = self._extra.named.get(f"stringparam:{pid}")
        if stored is not None:
            return stored
        manifest = self._sim.scene.manifest
        if pid == 15:  # sim.stringparam_scene_name
            return self._sim.scene.name
        if pid == 14:  # sim.stringparam_scene_path
            return str(Path(manifest.source).parent) if getattr(manifest, "source", None) else ""
        if pid in (118, 126):  # scene unique id, unique id
            return f"tether-{id(self._sim):x}"
        if pid == 132:  # sim.stringparam_scenedefaultdir: the folder the server lets clients load from
            folders = allowed_folders(self._sim)
            if not folders:
                raise SimError("sim.getStringParam: the scene folder is not available: start tether serve with "
                               "--allow-files DIR")
            return str(folders[0])
        raise SimError(f"unknown or unsupported string parameter {pid}")

    def setStringParam(self, param: int, value: str) -> None:
        """Store a string parameter (getStringParam answers it)."""
        self._extra.named[f"stringparam:{integer(param, 'parameter id')}"] = text(value, "value")

    def getSystemTime(self) -> float:
        """Seconds of the system clock."""
        return time.time()

    def getThreadId(self) -> int:
        return threading.get_ident() & 0x7FFFFFFF

    def getLastInfo(self) -> str:
        return ""

    def getStackTraceback(self, script_handle: int | None = None) -> str:
        return ""

    def getUserVariables(self) -> list[str]:
        """Names of the calling script's global variables (not modules or functions)."""
        if self._script is None:
            return []
        namespace = getattr(self._script, "namespace", {})
        return sorted(n for n, v in namespace.items()
                      if not n.startswith("__") and not callable(v) and type(v).__name__ != "module")

    def copyTable(self, table: Any) -> Any:
        """A deep copy of a table."""
        return copy.deepcopy(table)

    def packTable(self, table: Any, scheme: int = 0) -> bytes:
        """A table packed (CBOR, see the module docstring)."""
        return pack_table(table)

    def unpackTable(self, data: Any, scheme: int = 0) -> Any:
        return unpack_table(data)

    def packInt32Table(self, table: Sequence[int], start: int = 0, count: int = 0) -> bytes:
        return _pack("i", table, start, count)

    def packUInt8Table(self, table: Sequence[int], start: int = 0, count: int = 0) -> bytes:
        return _pack("B", table, start, count)

    def packUInt16Table(self, table: Sequence[int], start: int = 0, count: int = 0) -> bytes:
        return _pack("H", table, start, count)

    def packUInt32Table(self, table: Sequence[int], start: int = 0, count: int = 0) -> bytes:
        return _pack("I", table, start, count)

    def packFloatTable(self, table: Sequence[float], start: int = 0, count: int = 0) -> bytes:
        return _pack("f", table, start, count)

    def packDoubleTable(self, table: Sequence[float], start: int = 0, count: int = 0) -> bytes:
        return _pack("d", table, start, count)

    def unpackInt32Table(self, data: bytes, start: int = 0, count: int = 0, offset: int = 0) -> list[int]:
        return _unpack("i", data, start, count, offset)

    def unpackUInt8Table(self, data: bytes, start: int = 0, count: int = 0, offset: int = 0) -> list[int]:
        return _unpack("B", data, start, count, offset)

    def unpackUInt16Table(self, data: bytes, start: int = 0, count: int = 0, offset: int = 0) -> list[int]:
        return _unpack("H", data, start, count, offset)

    def unpackUInt32Table(self, data: bytes, start: int = 0, count: int = 0, offset: int = 0) -> list[int]:
        return _unpack("I", data, start, count, offset)

    def unpackFloatTable(self, data: bytes, start: int = 0, count: int = 0, offset: int = 0) -> list[float]:
        return _unpack("f", data, start, count, offset)

    def unpackDoubleTable(self, data: bytes, start: int = 0, count: int = 0, offset: int = 0) -> list[float]:
        return _unpack("d", data, start, count, offset)

    def getIsRealTimeSimulation(self) -> int:
        return int(bool(self._sim.loop.real_time))

    def getSimulationStopping(self) -> bool:
        """True while a stop was asked for and has not completed."""
        return int(self._sim.state) in (0x15, 0x16)  # advancing_abouttostop, advancing_lastbeforestop

    def isHandle(self, handle: Any) -> bool:
        """True for a handle of an object of the scene."""
        try:
            return integer(handle, "handle") in self._sim.scene.tree.by_handle
        except SimError:
            return False
