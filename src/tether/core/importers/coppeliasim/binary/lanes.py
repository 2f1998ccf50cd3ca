"""Following a walk through variable-length codes with numpy: where each code starts.

Both the Huffman body and the packed ``In2`` indices are chains of codes whose lengths are only
known once the previous code is read: a walk ``p -> p + length(p)``. A plain loop costs one
Python step per code. Here the range is cut into chunks and *lanes* walk each chunk from its
first positions as if a code started there, all lanes in step (one numpy operation per step for
all of them). Such codes resynchronise within a few codes, so a lane soon joins the true walk
once that walk enters its chunk; a scalar pass then follows the true walk from chunk to chunk,
decoding only the few codes between where it enters a chunk and the first position a lane of
that chunk visited.

A run of codes whose lengths share a factor (a long run of one 2-bit code: zeros in a mesh or
an image) keeps a lane out of phase with the true walk for the whole run. So a caller whose
scalar pass decoded many codes walks again with a lane per *phase* (starting 0, 1... bits into
each chunk): in such a run one of them is in phase. Lanes of
one chunk that meet stop but one (the walk is the same from there), so in ordinary data the
extra lanes cost a few codes each. A walk that meets no lane (a crafted file) makes the scalar
pass decode the chunk: slower, still linear and bounded.
"""

from __future__ import annotations

from typing import Callable

import numpy as np

__all__ = ["true_walk"]


def true_walk(lengths: Callable[[np.ndarray], np.ndarray], length: Callable[[int], int],
              entry: int, lo: int, hi: int, chunk: int, phases: int = 1,
              budget: int | None = None) -> tuple[np.ndarray, int] | None:
    """The positions in [lo, hi) of the walk starting at ``entry`` (lo <= entry), ascending, and
    the walk's first position at or past ``hi``. ``lengths`` gives the code lengths (all >= 1) at
    an array of positions, ``length`` at one position; ``phases`` lanes per chunk. None when the
    scalar pass would decode more than ``budget`` codes (lanes out of phase: try more phases)."""
    if entry >= hi:
        return np.zeros(0, dtype=np.int64), entry
    span = hi - lo
    firsts = np.arange(lo, hi, chunk, dtype=np.int64)
    count = len(firsts)
    limits = np.minimum(firsts + chunk, hi)
    # lane k * count + i: chunk i, phase k
    starts = (firsts[None, :] + np.arange(phases, dtype=np.int64)[:, None]).ravel()
    starts[0] = entry  # the true walk itself
    lane_limit = np.tile(limits, phases)
    lane_phase = np.repeat(np.arange(phases, dtype=np.int64), count)
    visited = np.zeros((phases, span), dtype=bool)
    stop = lane_limit.copy()  # where a lane stopped: on meeting another phase's lane, else past its limit
    into = np.full(phases * count, -1, dtype=np.int64)  # the phase it met (-1: none)
    ids = np.flatnonzero(starts < lane_limit)
    pos = starts[ids]
    while ids.size:
        rel = pos - lo
        phase = lane_phase[ids]
        if phases > 1:  # met a lane of another phase that was here first: its walk from here is ours
            seen = visited[:, rel]
            seen[phase, np.arange(len(ids))] = False
            met = seen.any(axis=0)
            if met.any():
                stop[ids[met]] = pos[met]
                into[ids[met]] = seen[:, met].argmax(axis=0)
                keep = ~met
                ids, pos, rel, phase = ids[keep], pos[keep], rel[keep], phase[keep]
        visited[phase, rel] = True
        if phases > 1:  # two phases arriving at one position together: the lower one goes on
            lower = np.zeros(len(ids), dtype=bool)
            for k in range(phases - 1):
                lower |= visited[k, rel] & (k < phase)
            if lower.any():
                stop[ids[lower]] = pos[lower]
                into[ids[lower]] = visited[:, rel[lower]].argmax(axis=0)
                keep = ~lower
                ids, pos, rel = ids[keep], pos[keep], rel[keep]
        pos = pos + lengths(pos)
        alive = pos < lane_limit[ids]
        if not alive.all():
            stop[ids[~alive]] = pos[~alive]
            ids, pos = ids[alive], pos[alive]
    return _follow(visited, stop.tolist(), into.tolist(), firsts.tolist(), limits.tolist(), entry, lo, length,
                   budget)


def _follow(visited: np.ndarray, stop: list[int], into: list[int], firsts: list[int], limits: list[int],
            entry: int, lo: int, length: Callable[[int], int], budget: int | None) -> tuple[np.ndarray, int] | None:
    """The scalar pass: the true walk from chunk to chunk, through the lanes it meets."""
    phases, span = visited.shape
    count = len(firsts)
    on_walk = np.zeros(span, dtype=bool)
    true_entry = entry
    scalar = 0
    for i in range(count):
        first, limit = firsts[i], limits[i]
        p = true_entry
        met = -1
        prefix: list[int] = []
        while p < limit:
            for k in range(phases):
                if visited[k, p - lo]:
                    met = k
                    break
            if met >= 0:
                break
            prefix.append(p)
            p += length(p)
            if budget is not None and scalar + len(prefix) > budget:
                return None
        if prefix:
            scalar += len(prefix)
            on_walk[np.array(prefix, dtype=np.int64) - lo] = True
        if met < 0:  # met no lane: the scalar walk was the whole chunk
            true_entry = p
            continue
        lane = met * count + i
        for _ in range(phases):  # the lanes it met, each from where the previous one stopped
            end = min(stop[lane], limit)
            on_walk[p - lo:end - lo] |= visited[met, p - lo:end - lo]
            if into[lane] < 0:
                break
            p, met = stop[lane], into[lane]
            lane = met * count + i
        true_entry = stop[lane]
    return np.flatnonzero(on_walk) + lo, true_entry
