"""Walking protobuf's wire format by hand, to find where a message's doubles sit in its bytes.

A Click peer keeps its decode of a message shape (:mod:`tether.click.shapes`; the client:
SensorMessages, :mod:`tether.click.sensor_decoder`; the server: ControlMessages,
:mod:`tether.click.request_decoder`) with where the doubles lie in the frame, and gives a later
frame of that shape the kept decode with the frame's doubles. This module is the walk both use:
fields, varints and map entries; anything it does not follow raises :class:`WireError` (the
caller then parses the message normally).
"""

from __future__ import annotations

__all__ = ["VARINT", "I64", "LEN", "WireError", "varint", "fields", "map_entry"]

VARINT, I64, LEN = 0, 1, 2  # wire types


class WireError(ValueError):
    """The bytes are not a message this walker can lay out."""


def varint(data: bytes, i: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if i >= len(data) or shift > 63:
            raise WireError("truncated varint")
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, i
        shift += 7


def fields(data: bytes, start: int, end: int) -> list[tuple[int, int, int, int]]:
    """(field number, wire type, payload start, payload end) of each field in data[start:end]."""
    out = []
    i = start
    while i < end:
        key, i = varint(data, i)
        number, wire = key >> 3, key & 7
        if wire == VARINT:
            _, j = varint(data, i)
        elif wire == I64:
            j = i + 8
        elif wire == LEN:
            length, i = varint(data, i)
            j = i + length
        elif wire == 5:
            j = i + 4
        else:
            raise WireError(f"wire type {wire}")
        if j > end:
            raise WireError("field runs past its message")
        out.append((number, wire, i, j))
        i = j
    return out


def map_entry(data: bytes, start: int, end: int) -> tuple[str, int, int]:
    key, value = "", (end, end)
    for number, wire, s, e in fields(data, start, end):
        if number == 1 and wire == LEN:
            key = data[s:e].decode("utf-8")
        elif number == 2 and wire == LEN:
            value = (s, e)
        else:
            raise WireError("unexpected field in a map entry")
    return key, value[0], value[1]
