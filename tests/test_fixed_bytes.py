"""FixedBytes: a message shape recognised by its fixed bytes and read with one struct."""

from __future__ import annotations

import struct

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tether.util.fixed_bytes import FixedBytes, LayoutError, tuple_picker


def test_fields_in_their_order_fixed_bytes_checked_varying_ones_not() -> None:
    # header (varies) | handle (fixed) + value (varies) | tag (fixed) | double (varies)
    template = b"HH" + struct.pack("<if", 7, 0.5) + b"T" + struct.pack("<d", 1.0)
    layout = FixedBytes(template, [(11, "d"), (2, "if")], [(0, 2), (6, 10), (11, 19)])
    data = b"hh" + struct.pack("<if", 7, -2.0) + b"T" + struct.pack("<d", 3.0)
    assert layout.read(data) == (3.0, 7, -2.0)  # in fields order, the handle read too
    assert layout.read(data[:2] + struct.pack("<i", 8) + data[6:]) is None  # a fixed byte differs
    assert layout.read(data[:10] + b"X" + data[11:]) is None
    assert layout.read(data + b"!") is None and layout.read(data[:-1]) is None
    with pytest.raises(LayoutError):
        FixedBytes(template, [(2, "d"), (6, "i")], [])  # fields overlap
    with pytest.raises(LayoutError):
        FixedBytes(template, [], [(0, 4), (3, 6)])  # varying ranges overlap
    with pytest.raises(LayoutError):
        FixedBytes(template, [(15, "d")], [])  # past the end


@given(st.lists(st.floats(allow_nan=False), min_size=1, max_size=8), st.randoms())
def test_doubles_come_back_as_written(values: list[float], rnd) -> None:
    offsets = [3 + 9 * i for i in range(len(values))]
    order = list(range(len(values)))
    rnd.shuffle(order)
    template = bytearray(b"#" * (3 + 9 * len(values)))
    layout = FixedBytes(bytes(template), [(offsets[k], "d") for k in order], [(o, o + 8) for o in offsets])
    for o, v in zip(offsets, values):
        template[o:o + 8] = struct.pack("<d", v)
    assert layout.read(bytes(template)) == tuple(values[k] for k in order)


def test_tuple_picker_always_gives_a_tuple() -> None:
    assert tuple_picker([2])(("a", "b", "c")) == ("c",)
    assert tuple_picker([2, 0])(("a", "b", "c")) == ("c", "a")
