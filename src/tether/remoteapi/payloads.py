"""Pure-data layouts of the legacy remote API that both sides build and parse (spec §7).

Only the composite layouts live here (script-function arguments, object group data, cstr
lists); fixed layouts are single ``struct`` formats written where they are used.
"""

from __future__ import annotations

import struct
from typing import Sequence

from tether.remoteapi.protocol import MalformedMessageError

__all__ = [
    "pack_strings",
    "unpack_strings",
    "pack_script_data",
    "unpack_script_data",
    "pack_group_data",
    "unpack_group_data",
    "pack_handles",
    "unpack_handles",
]

_COUNTS4 = struct.Struct("<iiii")
_I32 = struct.Struct("<i")


def _encode(value: str | bytes) -> bytes:
    return value.encode("utf-8") if isinstance(value, str) else bytes(value)


def pack_strings(strings: Sequence[str | bytes]) -> bytes:
    """Concatenated cstrs."""
    return b"".join(_encode(s) + b"\0" for s in strings)


def unpack_strings(data: bytes, count: int, offset: int = 0) -> tuple[list[str], int]:
    """Read ``count`` cstrs from ``data[offset:]``; return (strings, offset after them)."""
    out = []
    for _ in range(count):
        end = data.find(b"\0", offset)
        if end < 0:
            raise MalformedMessageError("string list is missing a NUL terminator")
        out.append(data[offset:end].decode("utf-8", "replace"))
        offset = end + 1
    return out, offset


def pack_handles(handles: Sequence[int]) -> bytes:
    """i32 count followed by the i32 handles (get_objects, selection, copy-paste replies)."""
    return struct.pack(f"<i{len(handles)}i", len(handles), *handles)


def unpack_handles(data: bytes) -> list[int]:
    """Inverse of :func:`pack_handles`."""
    if len(data) < 4:
        raise MalformedMessageError("handle list shorter than its count")
    (n,) = _I32.unpack_from(data)
    if n < 0 or len(data) < 4 + 4 * n:
        raise MalformedMessageError(f"handle list of {n} does not fit in {len(data)} bytes")
    return list(struct.unpack_from(f"<{n}i", data, 4))


def _counts(data: bytes, what: str, numbers: int) -> tuple[tuple[int, ...], int]:
    """The 4 counts that open ``data``, checked, and the offset after the i32/f32 values the
    first ``numbers`` of them announce."""
    if len(data) < _COUNTS4.size:
        raise MalformedMessageError(f"{what} shorter than its 4 counts")
    counts = _COUNTS4.unpack_from(data)
    if min(counts) < 0:
        raise MalformedMessageError(f"negative count in {what}")
    need = _COUNTS4.size + 4 * sum(counts[:numbers])
    if len(data) < need:
        raise MalformedMessageError(f"{what} truncated")
    return counts, need


def pack_script_data(
    ints: Sequence[int], floats: Sequence[float], strings: Sequence[str | bytes], buffer: bytes
) -> bytes:
    """call_script_function arguments/results: 4 counts, ints, floats, cstrs, raw buffer."""
    head = _COUNTS4.pack(len(ints), len(floats), len(strings), len(buffer))
    return (
        head
        + struct.pack(f"<{len(ints)}i{len(floats)}f", *ints, *floats)
        + pack_strings(strings)
        + bytes(buffer)
    )


def unpack_script_data(
    data: bytes, *, exact: bool = False
) -> tuple[list[int], list[float], list[str], bytearray]:
    """Inverse of :func:`pack_script_data` (``exact``: refuse bytes after the buffer)."""
    (n_ints, n_floats, n_strings, n_buffer), need = _counts(data, "script data", 2)
    values = struct.unpack_from(f"<{n_ints}i{n_floats}f", data, _COUNTS4.size)
    strings, off = unpack_strings(data, n_strings, need)
    if len(data) < off + n_buffer:
        raise MalformedMessageError("script data buffer truncated")
    if exact and len(data) != off + n_buffer:
        raise MalformedMessageError(f"{len(data) - off - n_buffer} bytes after the script data")
    return (
        list(values[:n_ints]),
        list(values[n_ints:]),
        strings,
        bytearray(data[off : off + n_buffer]),
    )


def pack_group_data(
    handles: Sequence[int],
    ints: Sequence[int],
    floats: Sequence[float],
    strings: Sequence[str | bytes],
) -> bytes:
    """get_object_group_data reply: 4 counts, handles, ints, floats, cstrs."""
    head = _COUNTS4.pack(len(handles), len(ints), len(floats), len(strings))
    return (
        head
        + struct.pack(f"<{len(handles)}i{len(ints)}i{len(floats)}f", *handles, *ints, *floats)
        + pack_strings(strings)
    )


def unpack_group_data(data: bytes) -> tuple[list[int], list[int], list[float], list[str]]:
    """Inverse of :func:`pack_group_data`."""
    (n_h, n_i, n_f, n_s), need = _counts(data, "group data", 3)
    values = struct.unpack_from(f"<{n_h + n_i}i{n_f}f", data, _COUNTS4.size)
    strings, _ = unpack_strings(data, n_s, need)
    return (
        list(values[:n_h]),
        list(values[n_h : n_h + n_i]),
        list(values[n_h + n_i :]),
        strings,
    )
