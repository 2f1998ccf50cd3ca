"""Messages that repeat byte for byte but for a few values: recognised and read in one struct call.

A controller in a loop sends (and a server answers) one message shape over and over: the same
bytes except a few numbers (joint targets, sensor values). Every protocol tether speaks has such
loops, and each learns a shape once (by decoding one message the normal way) and then reads the
next messages of that shape with :class:`FixedBytes`: same length, every byte outside the
varying ranges equal to the template's, then one ``struct`` read of the fields. Anything else is
"not this shape" (None) and goes through the protocol's general decoder.
"""

from __future__ import annotations

import operator
import struct
from typing import Any, Callable, Sequence

__all__ = ["FixedBytes", "LayoutError", "tuple_picker"]


class LayoutError(ValueError):
    """Fields or varying ranges that overlap or run past the template."""


class FixedBytes:
    """Bytes laid out like ``template`` but for the ``varying`` (start, stop) ranges; ``fields``
    are (offset, struct codes) read from such bytes, their values returned in ``fields`` order.
    Fields may cover fixed bytes too (a command's handle before its new value)."""

    __slots__ = ("length", "spans", "unpack", "reorder")

    def __init__(self, template: bytes, fields: Sequence[tuple[int, str]],
                 varying: Sequence[tuple[int, int]]) -> None:
        self.length = len(template)
        spans: list[tuple[int, int, bytes]] = []  # the bytes that must repeat
        at = 0
        for start, stop in sorted(varying):
            if start < at or stop > len(template) or start > stop:
                raise LayoutError("varying ranges overlap or run past the template")
            if start > at:
                spans.append((at, start, template[at:start]))
            at = stop
        if at < len(template):
            spans.append((at, len(template), template[at:]))
        self.spans = tuple(spans)
        # one struct over the fields in byte order (pad bytes skip what lies between them)
        by_offset = sorted(range(len(fields)), key=lambda k: fields[k][0])
        fmt = ["<"]
        counts: list[int] = []
        at = 0
        for k in by_offset:
            offset, codes = fields[k]
            layout = struct.Struct("<" + codes)
            if offset < at or offset + layout.size > len(template):
                raise LayoutError("fields overlap or run past the template")
            fmt.append(f"{offset - at}x{codes}" if offset > at else codes)
            counts.append(len(layout.unpack(bytes(layout.size))))
            at = offset + layout.size
        self.unpack: Callable[[bytes], tuple] = struct.Struct("".join(fmt)).unpack_from
        # the values come in byte order: put them back in ``fields`` order when that differs
        self.reorder: Callable[[tuple], tuple] | None = None
        if by_offset != sorted(by_offset):
            starts = [sum(counts[:i]) for i in range(len(counts))]
            order = [i for k in range(len(fields)) for i in _range_of(starts, counts, by_offset.index(k))]
            self.reorder = tuple_picker(order)

    def read(self, data: bytes) -> tuple[Any, ...] | None:
        """The fields' values of ``data`` if it has this layout (its length, every byte outside
        the varying ranges equal to the template's), else None."""
        if len(data) != self.length:
            return None
        for start, stop, expected in self.spans:
            if data[start:stop] != expected:
                return None
        values = self.unpack(data)
        return values if self.reorder is None else self.reorder(values)


def _range_of(starts: list[int], counts: list[int], i: int) -> range:
    return range(starts[i], starts[i] + counts[i])


def tuple_picker(order: Sequence[int]) -> Callable[[tuple], tuple]:
    """A C-speed picker of ``order`` that always returns a tuple (itemgetter of one does not)."""
    if len(order) == 1:
        index = order[0]
        return lambda values: (values[index],)
    return operator.itemgetter(*order)
