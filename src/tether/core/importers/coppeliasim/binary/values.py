"""Leaf payloads as numbers, strings, poses and bits.

Reals are float32 in the legacy tags and float64 in the tags CoppeliaSim 4.5 renamed with a
leading ``_`` (``Cfq`` → ``_fq``); a few tags kept their name when they became doubles (``Imx``,
``Com``), so when the count of values is known the payload's size decides.
"""

from __future__ import annotations

import struct

import numpy as np

from tether.core.importers.coppeliasim.binary.chunks import Chunk
from tether.core.importers.coppeliasim.model import Pose, normalized_quat

__all__ = ["bits", "int32s", "pose_qx", "pose_xq", "reals", "string", "uint16"]


def reals(chunk: Chunk | None, count: int | None = None) -> list[float] | None:
    """The chunk's reals (``count`` of them, or all); None when absent or too short."""
    if chunk is None:
        return None
    size = chunk.size
    if count is not None and size in (4 * count, 8 * count):
        width = size // count
    else:
        width = 8 if chunk.tag.startswith("_") else 4
    n = size // width if count is None else count
    if n * width > size:
        return None
    values = np.frombuffer(chunk.data[:n * width], dtype="<f8" if width == 8 else "<f4").astype(float)
    if not np.all(np.isfinite(values)):
        values = np.nan_to_num(values, nan=0.0, posinf=0.0, neginf=0.0)
    return values.tolist()


def int32s(chunk: Chunk | None, count: int) -> list[int] | None:
    """``count`` int32 values from the payload's start; None when absent or too short."""
    if chunk is None or chunk.size < 4 * count:
        return None
    return list(struct.unpack_from(f"<{count}i", chunk.data))


def uint16(chunk: Chunk | None) -> int | None:
    if chunk is None or chunk.size < 2:
        return None
    return struct.unpack_from("<H", chunk.data)[0]


def bits(chunk: Chunk | None) -> int | None:
    """The first payload byte (CoppeliaSim's bit fields)."""
    if chunk is None or chunk.size < 1:
        return None
    return chunk.data[0]


def string(chunk: Chunk | None) -> str | None:
    """A string: int32 byte count then the bytes (or, in a few old tags, the bare bytes)."""
    if chunk is None:
        return None
    raw = bytes(chunk.data)
    if len(raw) >= 4:
        (n,) = struct.unpack_from("<i", raw)
        if n == len(raw) - 4:
            raw = raw[4:]
    return raw.decode("utf-8", "replace")


def pose_qx(chunk: Chunk | None) -> Pose | None:
    """An object's local pose (``Cfq``/``_fq``): qw, qx, qy, qz, x, y, z."""
    values = reals(chunk, 7)
    if values is None:
        return None
    return Pose(np.array(values[4:7]), normalized_quat(values[0:4]))


def pose_xq(chunk: Chunk | None) -> Pose | None:
    """The other poses (``Ppf``/``_pf``, ``Ine``/``_ne``...): x, y, z, qw, qx, qy, qz."""
    values = reals(chunk, 7)
    if values is None:
        return None
    return Pose(np.array(values[0:3]), normalized_quat(values[3:7]))
