"""The Click peers' one "same shape, new doubles" cache of a decoder's output.

A Click peer receives the same message shape over and over: the server, a controller's
ControlMessages (:mod:`tether.click.request_decoder`); a controller, the server's SensorMessages
(:mod:`tether.click.sensor_decoder`). Protobuf writes a double as its 8 raw bytes, so two frames
of the same length whose every byte outside those doubles is equal decode to the same output
with other values. Each decoder decodes a frame the one way (protobuf's parse and its own
reading of the parsed message), finds where the output's doubles lie in the frame (walking the
wire format, :mod:`tether.click.wire`) and hands both to a :class:`ShapeCache`. A later frame of
that shape gets the kept output back with its own doubles, read in one ``struct`` call
(:class:`~tether.click.template.DoubleReader`); the decoder puts them in place of the kept
output's. The cache checks what it keeps when it learns it: the doubles read back from the
learning frame must equal the decoded output's, bit for bit.
"""

from __future__ import annotations

import struct
from typing import Any, Sequence

from tether.click.template import DoubleReader, TemplateError

__all__ = ["MAX_SHAPES", "ShapeCache"]

#: message shapes (by frame length) a cache keeps, at most
MAX_SHAPES = 8


class ShapeCache:
    """Kept decoder outputs by message shape, at most ``most`` shapes (frame lengths)."""

    def __init__(self, most: int = MAX_SHAPES) -> None:
        self.most = most
        # by frame length: (the doubles' reader, the kept output); None: that length is not kept
        self._shapes: dict[int, tuple[DoubleReader, Any] | None] = {}

    def read(self, data: bytes) -> tuple[Any, tuple[float, ...]] | None:
        """The kept output of ``data``'s shape and ``data``'s doubles (in the order the
        output was learned with); None if no shape kept is ``data``'s."""
        shape = self._shapes.get(len(data))
        if shape is None:
            return None
        values = shape[0].read(data)
        if values is None:
            return None
        return shape[1], values

    @property
    def kept(self) -> int:
        """How many shapes are kept."""
        return sum(shape is not None for shape in self._shapes.values())

    def wants(self, data: bytes) -> bool:
        """Whether :meth:`learn` would consider ``data``'s length (not tried yet, room left)."""
        return len(data) not in self._shapes and len(self._shapes) < self.most

    def learn(self, data: bytes, offsets: Sequence[int] | None, kept: Any, values: Sequence[float]) -> bool:
        """Keep ``kept``, the output decoded from ``data``, whose doubles ``values`` lie at
        ``offsets`` in ``data`` (None: the decoder could not find them). Whether it is kept:
        not if the doubles read at ``offsets`` are not ``values`` to the bit; a length is tried
        once (a refused one is always decoded the one way)."""
        if not self.wants(data):
            return False
        shape = None
        if offsets is not None:
            try:
                reader = DoubleReader(data, offsets)
            except TemplateError:
                reader = None
            if reader is not None:
                got = reader.read(data)
                if got is not None and _bits(got) == _bits(values):
                    shape = (reader, kept)
        self._shapes[len(data)] = shape
        return shape is not None


def _bits(values: Sequence[float]) -> bytes:
    return struct.pack(f"<{len(values)}d", *values)  # -0.0 and NaN payloads compared exactly
