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
"""

from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

__all__ = ["DoubleTemplate", "TemplateError"]

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
        self._bytes = np.frombuffer(data, dtype=np.uint8).copy()
        # Byte i of slot k lives at offsets[k] + i; one fancy assignment writes every slot.
        self._index = (np.asarray(offsets, dtype=np.intp)[:, None] + np.arange(8, dtype=np.intp)).reshape(-1)
        self._check(encode, rng)

    def _check(self, encode: Encoder, rng: np.random.Generator) -> None:
        """Refuse shapes whose encoding depends on the values (beyond the doubles' bytes)."""
        for values in (rng.normal(size=self.size), np.full(self.size, 1.0), rng.uniform(-1e-300, 1e300, self.size)):
            values[values == 0.0] = 1.0  # singular doubles equal to 0.0 are omitted (see module doc)
            if self.render(values) != encode(values.tolist()):
                raise TemplateError("the serialized message does not have a fixed layout")

    def render(self, values: np.ndarray) -> bytes:
        """The serialized message with ``values`` (float64, one per slot) filled in."""
        out = self._bytes.copy()
        out[self._index] = np.ascontiguousarray(values, dtype="<f8").view(np.uint8)
        return out.tobytes()


def _find_once(data: bytes, value: float) -> int:
    pattern = np.float64(value).astype("<f8").tobytes()
    first = data.find(pattern)
    if first < 0 or data.find(pattern, first + 1) >= 0:
        return -1
    return first
