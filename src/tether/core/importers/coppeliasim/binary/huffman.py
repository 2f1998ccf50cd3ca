"""Huffman decoding of a CoppeliaSim body (the Basic Compression Library's scheme), vectorised.

The stream is the code tree in pre-order (bit 1: a leaf and its 8-bit symbol; bit 0: an inner
node, its "0" subtree, then its "1" subtree), then the codes, MSB first, with no end symbol: the
decoder emits exactly the header's length.

Huffman decoding is sequential (where a code starts depends on every code before it), so a
plain loop decodes about 0.7 MB/s in Python; :func:`~tether.core.importers.coppeliasim.binary.lanes.true_walk`
finds where the codes start with numpy instead, and one vectorised lookup then reads them.

Lookups use tables of ``2**T`` entries (T = the longest code, at most 16): an entry holds a
symbol and its code length, or, for a longer code, the table that continues it.
"""

from __future__ import annotations

import numpy as np

from tether.core.importers.coppeliasim.binary.lanes import true_walk
from tether.core.engine.errors import SceneError

__all__ = ["CHUNK_BITS", "decode"]

CHUNK_BITS = 8192  # bits per lane: fewer numpy steps against more chunks for the scalar pass
SEGMENT_BITS = 1 << 23  # bits per pass: bounds the per-bit work arrays (2 to 3 bytes per bit)
PHASES = 2  # lanes per chunk when one per chunk left the scalar pass much to do (see lanes.py)
MAX_NODES = 511  # the coder's own limit: 256 leaves and 255 inner nodes
_MAX_T = 16
_PAD_BYTES = 40  # zeros after the stream: a window may read past its end (codes up to 255 bits)


class _Tables:
    """The code tree as lookup tables of ``2**bits`` entries each (table 0 starts at the root):
    the code length at each window (0: the code is longer, ``sub`` names the table going on
    from there) and its symbol."""

    def __init__(self, lengths: np.ndarray, symbols: np.ndarray, sub: np.ndarray, bits: int, min_len: int) -> None:
        self.lengths = lengths
        self.symbols = symbols
        self.sub = sub
        self.bits = bits
        self.multi = len(lengths) > (1 << bits)
        self.min_len = min_len
        self.phases = 1  # lanes per chunk (see _decode_segment)
        self.lengths_list = lengths.tolist() if not self.multi else None


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
    lengths: list[np.ndarray] = []
    symbols: list[np.ndarray] = []
    nexts: list[np.ndarray] = []
    while queue:
        start = queue.pop(0)
        length_table = np.zeros(size, dtype=np.uint8)
        symbol_table = np.zeros(size, dtype=np.uint8)
        next_table = np.zeros(size, dtype=np.uint8)
        walk = [(start, 0, 0)]  # node, code so far, its length
        while walk:
            node, code, length = walk.pop()
            if symbol[node] >= 0:
                span = bits - length
                length_table[code << span:(code + 1) << span] = length
                symbol_table[code << span:(code + 1) << span] = symbol[node]
            elif length == bits:
                if node not in subs:
                    subs[node] = len(subs)
                    queue.append(node)
                next_table[code] = subs[node]
            else:
                walk.append((zero[node], code << 1, length + 1))
                walk.append((one[node], code << 1 | 1, length + 1))
        lengths.append(length_table)
        symbols.append(symbol_table)
        nexts.append(next_table)
    return _Tables(np.concatenate(lengths), np.concatenate(symbols), np.concatenate(nexts), bits, shortest)


def _windows(tables: _Tables, words: np.ndarray, pos: np.ndarray) -> np.ndarray:
    return (words[pos >> 3] >> ((32 - tables.bits) - (pos & 7))) & ((1 << tables.bits) - 1)


def _deep(tables: _Tables, words: np.ndarray, pos: np.ndarray, index: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Table index and bits consumed before it, for codes longer than one table (index holds
    each code's first-table index; only entries of length 0 move on)."""
    consumed = np.zeros(len(pos), dtype=np.int64)
    deep = np.flatnonzero(tables.lengths[index] == 0)
    while deep.size:
        consumed[deep] += tables.bits
        index[deep] = (tables.sub[index[deep]].astype(np.int64) << tables.bits) | _windows(
            tables, words, pos[deep] + consumed[deep])
        deep = deep[tables.lengths[index[deep]] == 0]
    return index, consumed


def _lengths(tables: _Tables, words: np.ndarray, pos: np.ndarray) -> np.ndarray:
    """Code lengths of the codes starting at bit positions ``pos`` (vectorised)."""
    index = _windows(tables, words, pos)
    if not tables.multi:
        return tables.lengths[index]
    index, consumed = _deep(tables, words, pos, index)
    return tables.lengths[index] + consumed


def _symbols(tables: _Tables, words: np.ndarray, pos: np.ndarray) -> np.ndarray:
    """Symbols of the codes starting at bit positions ``pos`` (vectorised)."""
    index = _windows(tables, words, pos)
    if tables.multi:
        index, _ = _deep(tables, words, pos, index)
    return tables.symbols[index]


def _length_one(tables: _Tables, words: np.ndarray, pos: int) -> int:
    bits = tables.bits
    mask = (1 << bits) - 1
    q = pos
    window = (int(words[q >> 3]) >> (32 - bits - (q & 7))) & mask
    if tables.lengths_list is not None:
        return tables.lengths_list[window]
    index = window
    while int(tables.lengths[index]) == 0:
        q += bits
        index = int(tables.sub[index]) << bits | ((int(words[q >> 3]) >> (32 - bits - (q & 7))) & mask)
    return q - pos + int(tables.lengths[index])


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
    padded = np.concatenate([raw, np.zeros(_PAD_BYTES, dtype=np.uint8)]).astype(np.int64)
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
    last_len = _length_one(tables, words, last_pos)
    if last_pos + last_len > end:
        raise SceneError(f"{where}: truncated body: the last code runs past the end of the file "
                         f"(byte offset {offset + len(raw)})")
    return np.concatenate(out)[:length].tobytes()


def _decode_segment(tables: _Tables, words: np.ndarray, seg: int, entry: int,
                    seg_end: int) -> tuple[np.ndarray, int, np.ndarray]:
    """Decode the codes that start in [seg, seg_end) on the walk entering at ``entry``: their
    symbols, where the walk leaves the segment, and the codes' bit positions. Once a segment
    needed a lane per phase, the next ones start with them (a file's data stays alike)."""
    def many(pos: np.ndarray) -> np.ndarray:
        return _lengths(tables, words, pos)

    def one(pos: int) -> int:
        return _length_one(tables, words, pos)

    walked = None
    if tables.phases == 1:
        walked = true_walk(many, one, entry, seg, seg_end, CHUNK_BITS, budget=max(4096, (seg_end - seg) // 256))
    if walked is None:  # lanes out of phase with the codes: walk again with more
        tables.phases = PHASES
        walked = true_walk(many, one, entry, seg, seg_end, CHUNK_BITS, PHASES)
    positions, leave = walked
    return _symbols(tables, words, positions), leave, positions
