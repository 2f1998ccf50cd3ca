"""Serialize protobuf messages of a fixed shape by writing doubles into prepared bytes.

A Click server answers every ControlMessage with a SensorMessage of the same shape: the same
objects, the same number of joint values, the same sensors; only the doubles change. Protobuf
encodes a double as its 8 raw little-endian bytes (packed repeated doubles too) and every
length prefix in such a message depends only on the shape, so the serialization is a fixed
byte string with the doubles at fixed offsets. Building and serializing the protobuf object
costs tens of microseconds per message (one Python call per field); writing the doubles into
a copy of the bytes costs about one.

:class:`DoubleTemplate` learns the offsets from the real encoder: it builds the message once
with a distinct sentinel in every slot, serializes it and finds each sentinel's bytes. It then
checks itself against the encoder with other values, so a shape it cannot handle (a sentinel
that is not found exactly once, a slot whose encoding depends on its value) is refused with
:class:`TemplateError` and the caller keeps using the encoder.

One caveat the caller handles: proto3 omits a *singular* double field equal to 0.0, so a
template is only valid for values that are non-zero in such slots (``zero_sensitive``).

The same layout reads messages back (:meth:`DoubleTemplate.read`): bytes of the template's
length whose every byte outside the double slots equals the template's have the same fields,
tags and lengths, so they are that message with the doubles found at the slots.
"""

from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from tether.util.fixed_bytes import FixedBytes, LayoutError

__all__ = ["DoubleReader", "DoubleTemplate", "TemplateError"]

#: Builds the serialized message from one value per slot (the reference encoder).
Encoder = Callable[[Sequence[float]], bytes]


class TemplateError(ValueError):
    """The message shape cannot be served from a template."""


class DoubleTemplate:
    """Serialized bytes of a fixed-shape message with ``size`` double slots to fill.

    ``encode(values)`` must build and serialize the message with ``values[i]`` in slot ``i``
    (in any field order the builder likes). :meth:`render` then returns exactly the bytes
    ``encode`` would for the same values, provided singular-double slots are non-zero.
    """

    def __init__(self, encode: Encoder, size: int, *, seed: int = 0x7E7E) -> None:
        self.size = size
        rng = np.random.default_rng(seed)
        for _ in range(4):  # a sentinel that happens to occur twice: try other sentinels
            # Distinct, non-zero, not-round values: their 8-byte patterns are (practically)
            # unique and do not occur in tags, lengths or names.
            sentinels = rng.uniform(1.0e6, 1.0e9, size) * rng.choice((-1.0, 1.0), size)
            if len(set(sentinels.tolist())) != size:
                continue
            data = encode(sentinels.tolist())
            offsets = [_find_once(data, s) for s in sentinels.tolist()]
            if all(o >= 0 for o in offsets):
                break
        else:
            raise TemplateError("could not locate every double slot in the serialized message")
        length = len(data)
        # One buffer holds the message's bytes and, 8-aligned after them, the slots' doubles
        # (``buffer``); rendering is one gather of the message's bytes from it (``_gather``: byte
        # i of slot k, at offsets[k] + i in the message, comes from the buffer's slot k).
        start = -(-length // 8) * 8
        self._combined = np.zeros(start + 8 * size, dtype=np.uint8)
        self._combined[:length] = np.frombuffer(data, dtype=np.uint8)
        #: The slots' values (float64, little-endian); fill it in place and call :meth:`render_buffer`.
        self.buffer: np.ndarray = self._combined[start:].view("<f8")
        gather = np.arange(length, dtype=np.intp)
        for k, offset in enumerate(offsets):
            gather[offset : offset + 8] = np.arange(start + 8 * k, start + 8 * k + 8)
        self._gather = gather
        self._out = np.empty(length, dtype=np.uint8)
        self._reader = DoubleReader(data, offsets)
        self._check(encode, rng)

    def _check(self, encode: Encoder, rng: np.random.Generator) -> None:
        """Refuse shapes whose encoding depends on the values (beyond the doubles' bytes)."""
        for values in (rng.normal(size=self.size), np.full(self.size, 1.0), rng.uniform(-1e-300, 1e300, self.size)):
            values[values == 0.0] = 1.0  # singular doubles equal to 0.0 are omitted (see module doc)
            expected = values.tolist()
            data = encode(expected)
            if self.render(values) != data or self.read(data) != tuple(expected):
                raise TemplateError("the serialized message does not have a fixed layout")

    def render(self, values: np.ndarray | Sequence[float]) -> bytes:
        """The serialized message with ``values`` (one per slot) filled in (via :attr:`buffer`)."""
        if values is not self.buffer:
            self.buffer[:] = values
        return self.render_buffer()

    def render_buffer(self) -> bytes:
        """The serialized message with the values now in :attr:`buffer`."""
        # mode="clip": with ``out`` and the default "raise", numpy gathers through a temporary
        self._combined.take(self._gather, out=self._out, mode="clip")
        return self._out.tobytes()

    def read(self, data: bytes) -> tuple[float, ...] | None:
        """The slots' values of ``data`` if it has this template's layout (its length, and every
        byte outside the slots equal to the template's), in slot order; None otherwise."""
        return self._reader.read(data)


class DoubleReader(FixedBytes):
    """Reads the doubles of bytes laid out like ``template``, whose slot k is the 8 bytes at
    ``offsets[k]``: :meth:`read` gives them in slot order for bytes of the same length whose
    every other byte equals the template's, None for any other bytes."""

    def __init__(self, template: bytes, offsets: Sequence[int]) -> None:
        try:
            super().__init__(template, [(offset, "d") for offset in offsets],
                             [(offset, offset + 8) for offset in offsets])
        except LayoutError:
            raise TemplateError("double slots overlap or run past the message") from None


def _find_once(data: bytes, value: float) -> int:
    pattern = np.float64(value).astype("<f8").tobytes()
    first = data.find(pattern)
    if first < 0 or data.find(pattern, first + 1) >= 0:
        return -1
    return first
