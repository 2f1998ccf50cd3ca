"""Pure-data layouts of the legacy remote API: one object per shape, read by both sides.

A layout turns the values of a request or reply into its pure-data bytes and back.  The
command table (:mod:`tether.remoteapi.table`) gives every command one request layout and one
reply layout; the drop-in ``sim.py`` packs requests and reads replies with them, the server
reads requests and packs replies with the same objects.  So each wire layout is written once.

Values travel *grouped per field*: a layout with the fields ``relativeTo`` (``i``) and
``position`` (``3f``) packs and unpacks ``(rel, [x, y, z])``.  Every layout has:

* ``names``: the fields' names (the simx parameters they come from, in order);
* ``pack(values) -> bytes``;
* ``unpack(data) -> values``: strict, for the server: anything but the exact layout raises
  :class:`LayoutError` with a one-line reason (never ``struct.error``);
* ``read(data) -> values``: lenient, for the client: ``default`` when the bytes do not fit,
  as the official binding leaves its outputs at their defaults.
"""

from __future__ import annotations

import math
import re
import struct
from typing import Any, Callable, Sequence

from tether.remoteapi.payloads import (
    pack_group_data,
    pack_handles,
    pack_script_data,
    pack_strings,
    unpack_group_data,
    unpack_handles,
    unpack_script_data,
    unpack_strings,
)
from tether.remoteapi.protocol import MalformedMessageError

__all__ = [
    "LayoutError",
    "Layout",
    "Fields",
    "EMPTY",
    "Blob",
    "Ints",
    "Handles",
    "ScriptData",
    "GroupData",
    "ErrorList",
    "CStr",
    "Image",
    "Depth",
    "VisionPackets",
    "Concat",
    "raw_bytes",
]

_II = struct.Struct("<ii")
_I = struct.Struct("<i")
_F32_MAX = 3.4028234663852886e38  # the largest finite f32


class LayoutError(ValueError):
    """Bytes that do not have a command's layout (the text says which and why)."""


def raw_bytes(value: Any) -> bytes:
    """A buffer argument as bytes: str as UTF-8, bytes-like as is, int sequences masked to 0..255."""
    if isinstance(value, str):
        return value.encode("utf-8")
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    return bytes(int(v) & 0xFF for v in value)


def _clamp(value: Any) -> Any:
    """A double clamped into the f32 range (server replies must never fail on a huge float)."""
    if isinstance(value, float) and math.isfinite(value) and abs(value) > _F32_MAX:
        return math.copysign(_F32_MAX, value)
    return value


class Layout:
    """Base of every layout (see the module docs)."""

    names: tuple[str, ...] = ()
    default: tuple = ()
    #: Size in bytes when fixed, else None.
    size: int | None = None

    def pack(self, values: Sequence[Any]) -> bytes:
        raise NotImplementedError

    def unpack(self, data: bytes) -> tuple:
        raise NotImplementedError

    def pack_one(self, value: Any) -> bytes:
        """:meth:`pack` of a one-field layout's single value."""
        return self.pack((value,))

    def read(self, data: bytes) -> tuple:
        try:
            return self.unpack(data)
        except LayoutError:
            return self.default

    def describe(self) -> str:
        """A short text for error messages."""
        return type(self).__name__


_FIELD = re.compile(r"(\d*)(f|i|B|bool32|bool)")
_STRUCT_CODE = {"f": "f", "i": "i", "B": "B", "bool": "B", "bool32": "i"}
_DEFAULT = {"f": 0.0, "i": 0, "B": 0, "bool": False, "bool32": False}


class Fields(Layout):
    """A fixed layout: named fields such as ``("position", "3f")``.

    Codes: ``f`` f32, ``i`` i32, ``B`` u8, ``bool`` a u8 flag, ``bool32`` an i32 flag (read
    as its low byte, like the official binding).  A count makes the field a list.
    """

    def __init__(self, *fields: tuple[str, str]) -> None:
        self.names = tuple(name for name, _ in fields)
        self._parts: list[tuple[int, str]] = []
        fmt = "<"
        kinds = ""  # one struct code per packed value
        for name, code in fields:
            m = _FIELD.fullmatch(code)
            if m is None:
                raise ValueError(f"bad field code {code!r} for {name}")
            count = int(m.group(1)) if m.group(1) else 0  # 0: a scalar, n: a list of n
            self._parts.append((count, m.group(2)))
            fmt += f"{max(count, 1)}{_STRUCT_CODE[m.group(2)]}"
            kinds += _STRUCT_CODE[m.group(2)] * max(count, 1)
        self._struct = struct.Struct(fmt)
        self._kinds = kinds
        self.size = self._struct.size
        self._flat = all(count == 0 and kind in ("f", "i", "B") for count, kind in self._parts)
        #: True when the values are the struct's values (scalars only, no flags to convert).
        self.flat = self._flat
        self.format = fmt
        #: For a one-field layout of plain numbers: the quickest packing of its one value
        #: (it may raise struct.error where :meth:`pack_one` clamps or truncates), else None.
        self.pack_value: Callable[[Any], bytes] | None = None
        if len(self._parts) == 1 and self._parts[0][1] in ("f", "i", "B"):
            pack_struct = self._struct.pack
            self.pack_value = pack_struct if self._flat else (lambda value: pack_struct(*value))
        self.default = tuple(
            [_DEFAULT[kind]] * count if count else _DEFAULT[kind] for count, kind in self._parts
        )
        self._code = ",".join(code for _, code in fields) or "nothing"

    def describe(self) -> str:
        return f"{self.size} bytes ({self._code})"

    def _flatten(self, values: Sequence[Any]) -> list[Any]:
        flat: list[Any] = []
        for (count, kind), value in zip(self._parts, values):
            if count:
                items = list(value)[:count]
                flat.extend(int(bool(v)) for v in items) if kind in ("bool", "bool32") else flat.extend(items)
            else:
                flat.append(int(bool(value)) if kind in ("bool", "bool32") else value)
        return flat

    def pack(self, values: Sequence[Any]) -> bytes:
        try:
            if self._flat:
                return self._struct.pack(*values)
            return self._struct.pack(*self._flatten(values))
        except (struct.error, OverflowError):
            # A double beyond the f32 range (a server reading a huge force): clamp; a whole
            # float given for an integer field (3.0): make it an int; then retry once.
            flat = (values if self._flat else self._flatten(values))
            flat = [
                _clamp(v) if kind == "f" else int(v) if isinstance(v, float) and v.is_integer() else v
                for kind, v in zip(self._kinds, flat)
            ]
            return self._struct.pack(*flat)

    def pack_flat(self, *values: Any) -> bytes:
        """:meth:`pack` with the values as arguments (quickest for flat fields)."""
        try:
            return self._struct.pack(*values)
        except (struct.error, OverflowError):
            return self.pack(values)

    def pack_one(self, value: Any) -> bytes:
        """:meth:`pack` of a one-field layout's single value."""
        if self._flat:
            try:
                return self._struct.pack(value)
            except (struct.error, OverflowError):
                return self._struct.pack(_clamp(value))
        return self.pack((value,))

    def _group(self, flat: tuple) -> tuple:
        if self._flat:
            return flat
        out: list[Any] = []
        i = 0
        for count, kind in self._parts:
            if count:
                items = list(flat[i : i + count])
                if kind == "bool32":
                    items = [(v & 0xFF) != 0 for v in items]
                elif kind == "bool":
                    items = [v != 0 for v in items]
                out.append(items)
                i += count
            else:
                v = flat[i]
                out.append((v & 0xFF) != 0 if kind == "bool32" else v != 0 if kind == "bool" else v)
                i += 1
        return tuple(out)

    def unpack(self, data: bytes) -> tuple:
        if len(data) != self.size:
            raise LayoutError(f"pure data of {len(data)} bytes, expected {self.describe()}")
        return self._group(self._struct.unpack(data))

    def read(self, data: bytes) -> tuple:
        if len(data) < self.size:
            return self.default
        if self._flat:
            return self._struct.unpack_from(data)
        return self._group(self._struct.unpack_from(data))


#: No pure data at all.
EMPTY = Fields()


class Blob(Layout):
    """Any bytes (a string signal's value, a file).  The client reads a ``bytearray``."""

    def __init__(self, name: str = "data") -> None:
        self.names = (name,)
        self.default = (bytearray(),)

    def describe(self) -> str:
        return "any bytes"

    def pack(self, values: Sequence[Any]) -> bytes:
        return raw_bytes(values[0])

    def unpack(self, data: bytes) -> tuple:
        return (data,)

    def read(self, data: bytes) -> tuple:
        return (bytearray(data),)


class Ints(Layout):
    """i32 values without a count (the handles of simxSetObjectSelection, simxCopyPasteObjects)."""

    def __init__(self, name: str) -> None:
        self.names = (name,)
        self.default = ([],)

    def describe(self) -> str:
        return "a multiple of 4 bytes (i32 values)"

    def pack(self, values: Sequence[Any]) -> bytes:
        items = list(values[0])
        return struct.pack(f"<{len(items)}i", *items)

    def unpack(self, data: bytes) -> tuple:
        if len(data) % 4:
            raise LayoutError(f"pure data of {len(data)} bytes, expected {self.describe()}")
        return (list(struct.unpack(f"<{len(data) // 4}i", data)),)


class Handles(Layout):
    """An i32 count, then that many i32 handles."""

    names = ("handles",)
    default = ([],)

    def pack(self, values: Sequence[Any]) -> bytes:
        return pack_handles(list(values[0]))

    def unpack(self, data: bytes) -> tuple:
        try:
            handles = unpack_handles(data)
        except MalformedMessageError as exc:
            raise LayoutError(str(exc)) from None
        if len(data) != 4 + 4 * len(handles):
            raise LayoutError(f"handle list of {len(handles)} has {len(data)} bytes")
        return (handles,)

    def read(self, data: bytes) -> tuple:
        try:
            return (unpack_handles(data),)
        except MalformedMessageError:
            return ([],)


class ScriptData(Layout):
    """simxCallScriptFunction's arguments and results: 4 counts, ints, floats, cstrs, buffer."""

    def __init__(self, *names: str) -> None:
        self.names = names
        self.default = ([], [], [], bytearray())

    def pack(self, values: Sequence[Any]) -> bytes:
        ints, floats, strings, buffer = values
        return pack_script_data(
            [int(v) for v in ints], [_clamp(float(v)) for v in floats], list(strings), raw_bytes(buffer)
        )

    def unpack(self, data: bytes) -> tuple:
        try:
            return unpack_script_data(data, exact=True)
        except MalformedMessageError as exc:
            raise LayoutError(f"script data: {exc}") from None


class GroupData(Layout):
    """simxGetObjectGroupData's reply: 4 counts, handles, ints, floats, cstrs."""

    names = ("handles", "intData", "floatData", "stringData")
    default = ([], [], [], [])

    def pack(self, values: Sequence[Any]) -> bytes:
        handles, ints, floats, strings = values
        return pack_group_data(handles, ints, [_clamp(v) for v in floats], strings)

    def unpack(self, data: bytes) -> tuple:
        try:
            return unpack_group_data(data)
        except MalformedMessageError as exc:
            raise LayoutError(f"group data: {exc}") from None


class ErrorList(Layout):
    """simxGetLastErrors's reply: an i32 count, then the texts as cstrs."""

    names = ("errors",)
    default = ([],)

    def pack(self, values: Sequence[Any]) -> bytes:
        texts = [str(e).encode("utf-8", "replace").replace(b"\0", b" ") for e in values[0]]
        return _I.pack(len(texts)) + pack_strings(texts)

    def unpack(self, data: bytes) -> tuple:
        if len(data) < 4:
            raise LayoutError("error list shorter than its count")
        try:
            return (unpack_strings(data, _I.unpack_from(data)[0], 4)[0],)
        except MalformedMessageError as exc:
            raise LayoutError(str(exc)) from None


class CStr(Layout):
    """One NUL-terminated string (the client reads the text before the first NUL)."""

    def __init__(self, name: str) -> None:
        self.names = (name,)
        self.default = ("",)

    def describe(self) -> str:
        return "one NUL-terminated string"

    def pack(self, values: Sequence[Any]) -> bytes:
        return raw_bytes(values[0]) + b"\0"

    def unpack(self, data: bytes) -> tuple:
        if not data.endswith(b"\0") or b"\0" in data[:-1]:
            raise LayoutError(f"pure data of {len(data)} bytes, expected {self.describe()}")
        return (data[:-1].decode("utf-8", "replace"),)

    def read(self, data: bytes) -> tuple:
        return (data.split(b"\0", 1)[0].decode("utf-8", "replace"),)


class Concat(Layout):
    """Fixed fields and strings back to back (simxDisplayDialog, simxSetUIButtonLabel)."""

    def __init__(self, *parts: Layout) -> None:
        self.parts = parts
        self.names = tuple(n for p in parts for n in p.names)
        self.default = tuple(v for p in parts for v in p.default)

    def pack(self, values: Sequence[Any]) -> bytes:
        out, i = [], 0
        for part in self.parts:
            n = len(part.names)
            out.append(part.pack(values[i : i + n]))
            i += n
        return b"".join(out)

    def unpack(self, data: bytes) -> tuple:
        values: list[Any] = []
        off = 0
        for part in self.parts:
            if isinstance(part, CStr):
                end = data.find(b"\0", off)
                if end < 0:
                    raise LayoutError("a string of the pure data has no NUL terminator")
                values.extend(part.unpack(data[off : end + 1]))
                off = end + 1
            else:
                assert part.size is not None, "only fixed parts and strings can follow each other"
                values.extend(part.unpack(data[off : off + part.size]))
                off += part.size
        if off != len(data):
            raise LayoutError(f"{len(data) - off} bytes after the pure data's last field")
        return tuple(values)


class Image(Layout):
    """A vision sensor image: i32 width, i32 height, then the pixel bytes.

    The server packs ``(width, height, pixels)``; the client reads ``([w, h], pixel values as
    signed bytes)`` like the official binding.
    """

    def __init__(self, channels: int) -> None:
        self.channels = channels
        self.names = ("resolution", "image")
        self.default = ([], [])

    def pack(self, values: Sequence[Any]) -> bytes:
        width, height, pixels = values
        return _II.pack(width, height) + (pixels if isinstance(pixels, bytes) else bytes(pixels))

    def unpack(self, data: bytes) -> tuple:
        if len(data) < 8:
            raise LayoutError("image shorter than its resolution")
        rx, ry = _II.unpack_from(data)
        n = max(rx * ry * self.channels, 0)
        if len(data) != 8 + n:
            raise LayoutError(f"image of {rx}x{ry} has {len(data) - 8} pixel bytes")
        return ([rx, ry], list(struct.unpack(f"{n}b", data[8:])))

    def read(self, data: bytes) -> tuple:
        if len(data) < 8:
            return self.default
        rx, ry = _II.unpack_from(data)
        pixels = data[8 : 8 + max(rx * ry * self.channels, 0)]
        return [rx, ry], list(struct.unpack(f"{len(pixels)}b", pixels))


class Depth(Layout):
    """A depth buffer: i32 width, i32 height, then f32 values (client: ``([w, h], values)``)."""

    names = ("resolution", "buffer")
    default = ([], [])

    def pack(self, values: Sequence[Any]) -> bytes:
        width, height, depth = values
        return _II.pack(width, height) + (depth if isinstance(depth, bytes) else bytes(depth))

    def unpack(self, data: bytes) -> tuple:
        if len(data) < 8 or (len(data) - 8) % 4:
            raise LayoutError(f"depth buffer of {len(data)} bytes")
        return self.read(data)

    def read(self, data: bytes) -> tuple:
        if len(data) < 8:
            return self.default
        rx, ry = _II.unpack_from(data)
        n = min(max(rx * ry, 0), (len(data) - 8) // 4)
        return [rx, ry], list(struct.unpack_from(f"<{n}f", data, 8))


class VisionPackets(Layout):
    """simxReadVisionSensor's reply: u8 state, i32 packet count, i32 sizes, then the f32 values.

    The server packs ``(state, values)`` as one packet; the client reads ``(state, packets)``.
    """

    names = ("detectionState", "auxPackets")
    default = (False, [])

    def pack(self, values: Sequence[Any]) -> bytes:
        state, packet = values
        return struct.pack(f"<Bii{len(packet)}f", state, 1, len(packet), *(_clamp(v) for v in packet))

    def unpack(self, data: bytes) -> tuple:
        try:
            state = data[0] != 0
            (count,) = struct.unpack_from("<i", data, 1)
            sizes = struct.unpack_from(f"<{count}i", data, 5)
            values = struct.unpack_from(f"<{sum(sizes)}f", data, 5 + 4 * count)
        except (struct.error, IndexError, ValueError):
            raise LayoutError("vision sensor packets do not fit their counts") from None
        packets, start = [], 0
        for size in sizes:
            packets.append(list(values[start : start + size]))
            start += size
        return state, packets
