"""The body's shared mesh pool (``VIN``): vertex, index and normal arrays that meshes point into.

CoppeliaSim stores each distinct array once; a mesh names its arrays by their rank among the
pool's chunks of the same kind (``Vev``, ``Inv``, ``Nov``). Forms by version:

- ``Ver``: float32 x, y, z per vertex (every version);
- ``In2`` (serialization ≤ 23): an int32 count, then each index as a delta from the previous one
  in 1 to 4 bytes, the first byte's top two bits giving the extra bytes, minus a bias per width;
- ``Ind`` (serialization 25): int32 indices;
- ``No2`` (≤ 23): one uint16 per triangle corner, three 5-bit components (value − 15), to be
  normalised; ``Nor`` (25): float32 x, y, z per corner.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

import numpy as np

from tether.core.importers.coppeliasim.binary.chunks import Chunk, Section
from tether.core.importers.coppeliasim.binary.lanes import true_walk
from tether.core.engine.errors import SceneError

__all__ = ["MeshPool", "read_pool", "unpack_indices", "unpack_normals"]

_CHUNK = 512  # bytes per lane (see lanes.py)
_BIASES = np.array([31, 8191, 2097151, 536870911], dtype=np.int64)


@dataclass
class MeshPool:
    """The pool's arrays, in file order per kind."""

    vertices: list[np.ndarray] = field(default_factory=list)  # (n, 3) float
    indices: list[np.ndarray] = field(default_factory=list)  # (m,) int
    normals: list[np.ndarray] = field(default_factory=list)  # (m, 3) float


def unpack_indices(data: bytes | memoryview, where: str, offset: int) -> np.ndarray:
    """``In2``: the delta-coded indices (vectorised: the byte widths are found in one pass per width)."""
    raw = np.frombuffer(data, dtype=np.uint8)
    if len(raw) < 4:
        raise SceneError(f"{where}: corrupt body at byte offset {offset}: an In2 index array without its count")
    (count,) = struct.unpack_from("<i", data)
    packed = raw[4:].astype(np.int64)
    if count < 0 or count > len(packed):
        raise SceneError(f"{where}: corrupt body at byte offset {offset}: In2 declares {count} indices "
                         f"in {len(packed)} bytes")
    width = (packed >> 6) + 1  # bytes of the value starting at each byte, if one starts there
    starts = _starts(width, count)
    if len(starts) < count or (count and starts[-1] + width[starts[-1]] > len(packed)):
        raise SceneError(f"{where}: corrupt body at byte offset {offset}: In2 holds fewer than its {count} indices")
    extra = width[starts] - 1
    value = packed[starts] & 0x3F
    for k in (1, 2, 3):
        has = extra >= k
        value[has] += packed[starts[has] + k] << (6 + 8 * (k - 1))
    value -= _BIASES[extra]
    return np.cumsum(value)


def _starts(width: np.ndarray, count: int) -> np.ndarray:
    """Where the first ``count`` values start: the walk ``p -> p + width[p]`` from byte 0."""
    n = len(width)
    widths = width.tolist()
    positions, _ = true_walk(lambda pos: width[pos], lambda pos: widths[pos], 0, 0, n, _CHUNK)
    return positions[:count]


def unpack_normals(data: bytes | memoryview) -> np.ndarray:
    """``No2``: 5-bit components to unit normals, one per corner."""
    words = np.frombuffer(data[:len(data) // 2 * 2], dtype="<u2").astype(np.int64)
    n = np.stack([(words & 0x1F) - 15, ((words >> 5) & 0x1F) - 15, ((words >> 10) & 0x1F) - 15], axis=1).astype(float)
    norm = np.linalg.norm(n, axis=1, keepdims=True)
    return np.divide(n, norm, out=np.zeros_like(n), where=norm > 0)


def read_pool(section: Section, where: str) -> MeshPool:
    """The arrays of a ``VIN`` section."""
    pool = MeshPool()
    for chunk in section:
        data = chunk.data
        if chunk.tag == "Ver":
            values = np.frombuffer(data[:len(data) // 12 * 12], dtype="<f4").astype(float)
            pool.vertices.append(values.reshape(-1, 3))
        elif chunk.tag == "Ind":
            pool.indices.append(np.frombuffer(data[:len(data) // 4 * 4], dtype="<i4").astype(np.int64))
        elif chunk.tag == "In2":
            pool.indices.append(unpack_indices(data, where, chunk.offset))
        elif chunk.tag == "Nor":
            values = np.frombuffer(data[:len(data) // 12 * 12], dtype="<f4").astype(float)
            pool.normals.append(values.reshape(-1, 3))
        elif chunk.tag == "No2":
            pool.normals.append(unpack_normals(data))
    return pool


def pick(arrays: list[np.ndarray], chunk: Chunk | None) -> np.ndarray | None:
    """The pool array a mesh's ``Vev``/``Inv``/``Nov`` names; None when absent or out of range."""
    if chunk is None or chunk.size < 4:
        return None
    (index,) = struct.unpack_from("<i", chunk.data)
    return arrays[index] if 0 <= index < len(arrays) else None
