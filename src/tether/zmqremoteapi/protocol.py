"""The ZeroMQ remote API's wire format, without any I/O.

One CBOR map per ZeroMQ frame. A request carries ``func`` (dotted name), ``args`` (array),
``uuid`` (the client), and on first contact ``ver`` (2), ``lang`` and ``timeout``; ``argsL``
counts the arguments so trailing nulls survive. A reply is ``{"ret": [...]}``, ``{"err": text}``
or ``{"func": "_*wait*_", "args": []}`` (the client answers that with ``_*executed*_``).
Python ``str`` encodes as CBOR text and ``bytes`` as a CBOR byte string, which is how CoppeliaSim
sends strings and buffers (images, packed tables).
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass
from typing import Any

import cbor2
import numpy as np

PROTOCOL_VERSION = 2
EXECUTED = "_*executed*_"
END = "_*end*_"
WAIT = "_*wait*_"
#: What CoppeliaSim's own server answers a protocol-1 client (a request without ``uuid``).
VERSION_MISMATCH = {
    "success": False,
    "error": "The client ZeroMQ remote API version does not match CoppeliaSim's version",
}
MAX_ARGS = 4096  # arguments per call: far above any sim.* function, bounds the work per request


class ProtocolError(ValueError):
    """A frame that is not a valid request (the text says what is wrong)."""


@dataclass(slots=True)
class Request:
    """One decoded request."""

    func: str
    args: list[Any]
    uuid: str | None  # None: a protocol-1 client
    version: int | None = None
    lang: str | None = None
    timeout: float | None = None


_loads = cbor2.loads
_dumps = cbor2.dumps


def _default(encoder: cbor2.CBOREncoder, value: Any) -> None:
    """Encode what cbor2 does not know: numpy scalars and arrays."""
    if isinstance(value, np.ndarray):
        encoder.encode(value.tolist())
    elif isinstance(value, np.generic):
        encoder.encode(value.item())
    else:
        raise cbor2.CBOREncodeTypeError(f"cannot send a {type(value).__name__} over the ZeroMQ remote API")


def encode(message: Any) -> bytes:
    """One CBOR frame."""
    return cbor2.dumps(message, default=_default)


def load(frame: bytes) -> Any:
    """The CBOR item of one frame; raises ProtocolError with a clear text."""
    try:
        return _loads(frame)
    except Exception as exc:  # cbor2 raises several types (CBORDecodeError, ValueError, RecursionError)
        raise not_cbor(exc) from None


def not_cbor(exc: Exception) -> ProtocolError:
    """The error for a frame cbor2.loads refused with ``exc``."""
    return ProtocolError(f"request is not valid CBOR ({type(exc).__name__}: {exc})")


def decode_request(frame: bytes) -> Request:
    """Parse one request frame; raises ProtocolError with a clear text."""
    return parse_request(load(frame))


def parse_request(message: Any) -> Request:
    """Validate one decoded request (see :func:`load`); raises ProtocolError with a clear text."""
    if type(message) is not dict:
        raise ProtocolError(f"request must be a CBOR map, got {type(message).__name__}")
    get = message.get
    func, args, uuid = get("func"), get("args"), get("uuid")
    if type(func) is not str:
        raise ProtocolError(f'request needs "func" (a text string naming the function), got {func!r}')
    if type(args) is not list:
        if args is None:
            args = []
        elif isinstance(args, (list, tuple)):
            args = list(args)
        else:
            raise ProtocolError(f'"args" must be an array, got {type(args).__name__}')
    count = get("argsL")
    if count is not None and count != len(args) and type(count) is int and 0 <= count <= MAX_ARGS:
        args = args[:count] + [None] * (count - len(args))  # Lua's table.unpack(args, 1, argsL)
    if len(args) > MAX_ARGS:
        raise ProtocolError(f"too many arguments ({len(args)}; at most {MAX_ARGS})")
    if uuid is not None and type(uuid) is not str:
        uuid = str(uuid)
    if len(message) <= 4:  # func, args, uuid, argsL: every request but a client's first
        return Request(func, args, uuid)
    version, lang, timeout = get("ver"), get("lang"), get("timeout")
    return Request(
        func, args, uuid,
        version if type(version) is int else None,
        lang if type(lang) is str else None,
        float(timeout) if type(timeout) in (int, float) and math.isfinite(timeout) else None,
    )


def ret(values: Any) -> bytes:
    """The reply carrying a function's return values (None: none; a tuple: several)."""
    # The replies of most calls (positions, joint values, handles, poses) are packed here, the
    # commonest first: byte for byte what cbor2 writes (tests/zmqremoteapi check), several times
    # faster.
    if values is None:  # setters
        return RET_NONE
    kind = type(values)
    if kind is list:
        count = len(values)
        if count == 3:  # positions, orientations, velocities: the most common reply
            x, y, z = values
            if type(x) is float and type(y) is float and type(z) is float and (x - x) + (y - y) + (z - z) == 0.0:
                return _PACK_3(_HEAD_3, 0xFB, x, 0xFB, y, 0xFB, z)
        if count <= _MAX_PACKED:
            for value in values:
                if type(value) is not float or value - value != 0.0:
                    break
            else:
                fields = _MARKERS[count].copy()
                fields[2::2] = values
                return _RET_FLOAT_LIST[count].pack(*fields)
    elif kind is float:
        if values - values == 0.0:  # finite (cbor2 writes inf and nan as half floats)
            return _PACK_FLOAT(_RET_FLOAT_PREFIX, values)
    elif kind is int:
        packed = _RET_SMALL_INT.get(values)
        if packed is not None:
            return packed
    return _dumps({"ret": list(values) if isinstance(values, tuple) else [values]}, default=_default)


def err(text: str) -> bytes:
    return encode({"err": text})


EMPTY = encode({})
RET_NONE = encode({"ret": []})
WAIT_REPLY = encode({"func": WAIT, "args": []})
VERSION_MISMATCH_REPLY = encode(VERSION_MISMATCH)
# ret()'s packed replies, {"ret": [value]}: small ints from a table; a float, or a list of floats,
# with each float as CBOR's 64-bit float (0xfb, then 8 bytes big-endian), which is what cbor2
# writes for every finite float.
_RET_SMALL_INT = {i: encode({"ret": [i]}) for i in range(-32, 1024)}  # handles, counts, flags
_RET_FLOAT_PREFIX = encode({"ret": [0.0]})[:-8]  # up to and with the float's 0xfb
_RET_FLOAT = struct.Struct(f">{len(_RET_FLOAT_PREFIX)}sd")
_MAX_PACKED = 23  # arrays of up to 23 items have a one-byte header


def _float_list_packer(n: int) -> tuple[struct.Struct, list[Any]]:
    """The Struct of {"ret": [[n floats]]} and its fields but the floats (at [2::2])."""
    head = encode({"ret": [[0.0] * n]})[: -9 * n or None]
    return struct.Struct(f">{len(head)}s" + "Bd" * n), [head] + [0xFB, 0.0] * n


_RET_FLOAT_LIST, _MARKERS = zip(*(_float_list_packer(n) for n in range(_MAX_PACKED + 1)))
_PACK_FLOAT = _RET_FLOAT.pack
_PACK_3, _HEAD_3 = _RET_FLOAT_LIST[3].pack, _MARKERS[3][0]
