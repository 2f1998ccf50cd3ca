"""Following a walk through variable-length codes with numpy: where each code starts.

Both the Huffman body and the packed ``In2`` indices are chains of codes whose lengths are only
known once the previous code is read: a walk ``p -> p + length(p)``. A plain loop costs one
Python step per code. Here the range is cut into chunks and one *lane* per chunk walks from the
chunk's first position as if a code started there, all lanes in step (one numpy operation per
step for all of them). Such codes resynchronise within a few codes, so a lane soon joins the
true walk once that walk enters its chunk; a scalar pass then follows the true walk from chunk
to chunk, decoding only the few codes between where it enters a chunk and the first position
that chunk's lane visited, and dropping the lane's positions before that. A code that never
resynchronises (a crafted file) makes the scalar pass decode the whole chunk: slower, still
linear and bounded.
"""

from __future__ import annotations

from typing import Callable

import numpy as np

__all__ = ["true_walk"]


def true_walk(lengths: Callable[[np.ndarray], np.ndarray], length: Callable[[int], int],
              entry: int, lo: int, hi: int, chunk: int) -> tuple[np.ndarray, int]:
    """The positions in [lo, hi) of the walk starting at ``entry`` (lo <= entry), ascending, and
    the walk's first position at or past ``hi``. ``lengths`` gives the code lengths (all >= 1)
    at an array of positions, ``length`` at one position."""
    span = hi - lo
    if entry >= hi:
        return np.zeros(0, dtype=np.int64), entry
    firsts = np.arange(lo, hi, chunk, dtype=np.int64)
    limits = np.minimum(firsts + chunk, hi)
    starts = firsts.copy()
    starts[0] = entry
    cross = limits.copy()
    visited = np.zeros(span, dtype=bool)
    ids = np.flatnonzero(starts < limits)
    pos = starts[ids]
    lim = limits[ids]
    while ids.size:
        visited[pos - lo] = True
        pos = pos + lengths(pos)
        alive = pos < lim
        if not alive.all():
            dead = ~alive
            cross[ids[dead]] = pos[dead]
            ids, pos, lim = ids[alive], pos[alive], lim[alive]
    true_entry = int(cross[0]) if starts[0] < limits[0] else entry
    cross_list = cross.tolist()
    limit_list = limits.tolist()
    first_list = firsts.tolist()
    for i in range(1, len(first_list)):
        first, limit = first_list[i], limit_list[i]
        if true_entry == first:
            true_entry = cross_list[i]
            continue
        p = true_entry
        prefix: list[int] = []
        while p < limit and not visited[p - lo]:
            prefix.append(p)
            p += length(p)
        if p < limit:  # met the lane: its walk is the true one from here
            visited[first - lo:p - lo] = False
            true_entry = cross_list[i]
        else:  # never met it: none of the lane's positions are on the true walk
            visited[first - lo:limit - lo] = False
            true_entry = p
        if prefix:
            visited[np.array(prefix, dtype=np.int64) - lo] = True
    return np.flatnonzero(visited) + lo, true_entry
