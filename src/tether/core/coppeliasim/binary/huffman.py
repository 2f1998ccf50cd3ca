"""Huffman decoding of a CoppeliaSim body (the Basic Compression Library's scheme), vectorised.

The stream is the code tree in pre-order (bit 1: a leaf and its 8-bit symbol; bit 0: an inner
node, its "0" subtree, then its "1" subtree), then the codes, MSB first, with no end symbol: the
decoder emits exactly the header's length.

Huffman decoding is sequential (where a code starts depends on every code before it), so a
plain loop decodes about 0.7 MB/s in Python. This decoder instead walks many *lanes* at once
with numpy: the stream is cut into chunks of ``CHUNK_BITS``, and a lane decodes each chunk from
its first bit, as if a code started there. Huffman codes resynchronise within a few codes, so
a lane's walk joins the true one soon after the true walk enters its chunk. A short scalar
pass then follows the true walk from chunk to chunk: it decodes the few codes from where the
true walk enters a chunk until it meets a position the lane visited (from there on both walks
are the same) and drops the lane's positions before it. A code that never resynchronises (a
crafted file) costs the scalar pass the whole chunk: slower, still linear and bounded.

Lookups use tables of ``2**T`` entries (T = the longest code, at most 16): an entry holds a
symbol and its code length, or, for a longer code, the table that continues it.
"""

from __future__ import annotations

import numpy as np

from tether.core.errors import SceneError

__all__ = ["CHUNK_BITS", "decode"]

CHUNK_BITS = 8192  # bits per lane: fewer numpy steps against fewer, longer lanes
SEGMENT_BITS = 1 << 24  # bits per pass: bounds the per-bit work arrays (2 bytes per bit)
MAX_NODES = 511  # the coder's own limit: 256 leaves and 255 inner nodes
_MAX_T = 16
_SUB = 0x8000  # a table entry continuing into another table
_PAD_BYTES = 40  # zeros after the stream: a window may read past its end (codes up to 255 bits)


class _Tables:
    """The code tree as lookup tables (see the module's docstring)."""

    def __init__(self, table: np.ndarray, bits: int, multi: bool, min_len: int) -> None:
        self.table = table
        self.bits = bits
        self.multi = multi
        self.min_len = min_len


def _read_tree(bits: np.ndarray, where: str, offset: int) -> tuple[list[int], list[int], list[int], int]:
    """(symbol or -1, child 0, child 1) per node, and the bits the tree used."""
    symbol: list[int] = []
    zero: list[int] = []
    one: list[int] = []
    stack: list[list[int]] = []  # inner nodes waiting for children: [node, children so far]
    pos = 0
    total = len(bits)
    while True:
        if pos >= total:
            raise SceneError(f"{where}: corrupt code tree: the stream ends inside it (byte offset {offset + pos // 8})")
        if len(symbol) >= MAX_NODES:
            raise SceneError(f"{where}: corrupt code tree: more than {MAX_NODES} nodes (byte offset {offset + pos // 8})")
        node = len(symbol)
        if bits[pos]:
            if pos + 9 > total:
                raise SceneError(f"{where}: corrupt code tree: the stream ends inside it "
                                 f"(byte offset {offset + pos // 8})")
            value = 0
            for b in bits[pos + 1:pos + 9]:
                value = value << 1 | int(b)
            symbol.append(value)
            pos += 9
        else:
            symbol.append(-1)
            pos += 1
        zero.append(-1)
        one.append(-1)
        if stack:
            top = stack[-1]
            (zero if top[1] == 0 else one)[top[0]] = node
            top[1] += 1
        if symbol[node] < 0:
            stack.append([node, 0])
        while stack and stack[-1][1] == 2:
            stack.pop()
        if not stack:
            return symbol, zero, one, pos


def _build_tables(symbol: list[int], zero: list[int], one: list[int], where: str, offset: int) -> _Tables:
    depth = [0] * len(symbol)
    longest, shortest = 0, 1 << 30
    for node in range(len(symbol)):  # pre-order: a parent comes before its children
        for child in (zero[node], one[node]):
            if child >= 0:
                depth[child] = depth[node] + 1
        if symbol[node] >= 0:
            longest = max(longest, depth[node])
            shortest = min(shortest, depth[node])
    if symbol[0] >= 0:
        raise SceneError(f"{where}: corrupt code tree: a single symbol and no codes (byte offset {offset})")
    bits = min(longest, _MAX_T)
    size = 1 << bits
    subs = {0: 0}  # tree node -> its table
    queue = [0]
    parts: list[np.ndarray] = []
    while queue:
        start = queue.pop(0)
        table = np.zeros(size, dtype=np.uint16)
        walk = [(start, 0, 0)]  # node, code so far, its length
        while walk:
            node, code, length = walk.pop()
            if symbol[node] >= 0:
                span = bits - length
                table[code << span:(code + 1) << span] = symbol[node] | (length << 8)
            elif length == bits:
                if node not in subs:
                    subs[node] = len(subs)
                    queue.append(node)
                table[code] = _SUB | subs[node]
            else:
                walk.append((zero[node], code << 1, length + 1))
                walk.append((one[node], code << 1 | 1, length + 1))
        parts.append(table)
    return _Tables(np.concatenate(parts), bits, len(parts) > 1, shortest)


def _lookup(tables: _Tables, words: np.ndarray, pos: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Symbol and code length of the codes starting at bit positions ``pos`` (vectorised)."""
    bits = tables.bits
    shift = np.uint32(32 - bits)
    mask = np.uint32((1 << bits) - 1)
    window = (words[pos >> 3] >> (shift - (pos & 7).astype(np.uint32))) & mask
    entry = tables.table[window]
    sym = (entry & 0xFF).astype(np.uint8)
    length = ((entry >> 8) & 0x1F).astype(np.int64)
    if tables.multi:
        deep = np.flatnonzero(entry >= _SUB)
        consumed = bits
        while deep.size:
            q = pos[deep] + consumed
            window = (words[q >> 3] >> (shift - (q & 7).astype(np.uint32))) & mask
            sub_entry = tables.table[(entry[deep].astype(np.int64) & 0xFF) << bits | window]
            done = sub_entry < _SUB
            sym[deep[done]] = sub_entry[done] & 0xFF
            length[deep[done]] = consumed + ((sub_entry[done] >> 8) & 0x1F)
            entry[deep] = sub_entry
            deep = deep[~done]
            consumed += bits
    return sym, length


def _lookup_one(tables: _Tables, words: np.ndarray, pos: int) -> tuple[int, int]:
    bits = tables.bits
    consumed = 0
    sub = 0
    while True:
        q = pos + consumed
        window = (int(words[q >> 3]) >> (32 - bits - (q & 7))) & ((1 << bits) - 1)
        entry = int(tables.table[sub << bits | window])
        if entry < _SUB:
            return entry & 0xFF, consumed + ((entry >> 8) & 0x1F)
        sub = entry & 0xFF
        consumed += bits


def decode(stream: bytes, length: int, where: str, offset: int) -> bytes:
    """The ``length`` bytes coded in ``stream`` (SceneError naming ``where`` and the byte offset,
    counted from ``offset``, when the tree is corrupt or the stream ends too soon)."""
    if length == 0:
        return b""
    raw = np.frombuffer(stream, dtype=np.uint8)
    tree_bits = np.unpackbits(raw[:min(len(raw), (MAX_NODES * 9 + 7) // 8 + 1)])
    symbol, zero, one, start = _read_tree(tree_bits, where, offset)
    tables = _build_tables(symbol, zero, one, where, offset)
    end = len(raw) * 8
    if length > (end - start) // max(tables.min_len, 1):
        raise SceneError(f"{where}: the header declares a {length}-byte body but the {len(raw)}-byte compressed "
                         f"stream can hold at most {(end - start) // tables.min_len} (byte offset 13): "
                         "a truncated or corrupt file")
    padded = np.concatenate([raw, np.zeros(_PAD_BYTES, dtype=np.uint8)]).astype(np.uint32)
    words = padded[:-3] << 24 | padded[1:-2] << 16 | padded[2:-1] << 8 | padded[3:]
    out: list[np.ndarray] = []
    count = 0
    entry = start
    last_positions = np.zeros(0, dtype=np.int64)
    before_last = 0
    seg = start
    while count < length and entry < end:
        seg_end = min(seg + SEGMENT_BITS, end)
        got, entry, positions = _decode_segment(tables, words, seg, max(entry, seg), seg_end)
        if got.size:
            last_positions, before_last = positions, count
        out.append(got)
        count += got.size
        seg = seg_end
    if count < length:
        raise SceneError(f"{where}: truncated body: the compressed stream ends after {count} of {length} bytes "
                         f"(byte offset {offset + len(raw)})")
    last_pos = int(last_positions[length - 1 - before_last])
    _, last_len = _lookup_one(tables, words, last_pos)
    if last_pos + last_len > end:
        raise SceneError(f"{where}: truncated body: the last code runs past the end of the file "
                         f"(byte offset {offset + len(raw)})")
    return np.concatenate(out)[:length].tobytes()


def _decode_segment(tables: _Tables, words: np.ndarray, seg: int, entry: int,
                    seg_end: int) -> tuple[np.ndarray, int, np.ndarray]:
    """Decode the codes that start in [seg, seg_end) on the walk entering at ``entry``: their
    symbols, where the walk leaves the segment, and the codes' bit positions."""
    span = seg_end - seg
    starts = np.arange(seg, seg_end, CHUNK_BITS, dtype=np.int64)
    starts[0] = entry
    limits = np.minimum(np.arange(seg, seg_end, CHUNK_BITS, dtype=np.int64) + CHUNK_BITS, seg_end)
    cross = limits.copy()
    visited = np.zeros(span, dtype=bool)
    symbols = np.zeros(span, dtype=np.uint8)
    ids = np.flatnonzero(starts < limits)
    pos = starts[ids]
    lim = limits[ids]
    while ids.size:
        sym, length = _lookup(tables, words, pos)
        rel = pos - seg
        visited[rel] = True
        symbols[rel] = sym
        pos = pos + length
        alive = pos < lim
        if not alive.all():
            dead = ~alive
            cross[ids[dead]] = pos[dead]
            ids, pos, lim = ids[alive], pos[alive], lim[alive]
    # follow the true walk from chunk to chunk
    chunk_starts = np.arange(seg, seg_end, CHUNK_BITS, dtype=np.int64)
    true_entry = entry
    cross_list = cross.tolist()
    for i, (first, limit) in enumerate(zip(chunk_starts.tolist(), limits.tolist())):
        if i == 0 or true_entry == first:
            true_entry = cross_list[i]
            continue
        p = true_entry
        prefix: list[tuple[int, int]] = []
        while p < limit and not visited[p - seg]:
            sym_one, len_one = _lookup_one(tables, words, p)
            prefix.append((p, sym_one))
            p += len_one
        if p < limit:  # met the lane's walk: it is the true one from here
            visited[first - seg:p - seg] = False
            true_entry = cross_list[i]
        else:  # never met it: the lane's positions are all wrong
            visited[first - seg:limit - seg] = False
            true_entry = p
        for where_bit, sym_one in prefix:
            visited[where_bit - seg] = True
            symbols[where_bit - seg] = sym_one
    at = np.flatnonzero(visited)
    return symbols[at], true_entry, at + seg
