"""A small writer of CoppeliaSim binary files (.ttt/.ttm) for tests: Huffman coder, chunk tree,
script scrambling, header. Written from the format notes; it writes what the reader must read,
including the older versions' forms (float tags, In2/No2, LST scripts, children first)."""

from __future__ import annotations

import heapq
import struct
from collections import Counter

import numpy as np

# -- Huffman (the Basic Compression Library's stream layout) ------------------------------------------


def huffman_tree(data: bytes) -> object:
    """A Huffman tree of ``data``'s bytes: a leaf is an int, an inner node a (zero, one) pair."""
    counts = Counter(data)
    heap = [(n, i, sym) for i, (sym, n) in enumerate(sorted(counts.items()))]
    heapq.heapify(heap)
    tick = len(heap)
    while len(heap) > 1:
        a = heapq.heappop(heap)
        b = heapq.heappop(heap)
        heapq.heappush(heap, (a[0] + b[0], tick, (a[2], b[2])))
        tick += 1
    return heap[0][2]


def codes_of(tree: object) -> dict[int, str]:
    """Each symbol's code as a string of '0'/'1'."""
    out: dict[int, str] = {}
    stack = [(tree, "")]
    while stack:
        node, code = stack.pop()
        if isinstance(node, int):
            out[node] = code
        else:
            stack.append((node[0], code + "0"))
            stack.append((node[1], code + "1"))
    return out


def tree_bits(tree: object) -> str:
    """The tree in pre-order: '1' + 8 symbol bits per leaf, '0' then both subtrees per inner node."""
    parts: list[str] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, int):
            parts.append("1" + format(node, "08b"))
        else:
            parts.append("0")
            stack.append(node[1])
            stack.append(node[0])
    return "".join(parts)


def pack_bits(bits: str) -> bytes:
    """MSB-first bytes of a bit string, zero-padded."""
    bits += "0" * (-len(bits) % 8)
    return np.packbits(np.frombuffer(bits.encode(), dtype=np.uint8) - 48).tobytes()


def huffman_encode(data: bytes, tree: object | None = None) -> bytes:
    """``data`` coded as CoppeliaSim stores a body."""
    tree = huffman_tree(data) if tree is None else tree
    table = np.array([""] * 256, dtype=object)
    for sym, code in codes_of(tree).items():
        table[sym] = code
    return pack_bits(tree_bits(tree) + "".join(table[np.frombuffer(data, dtype=np.uint8)]))


# -- chunks ---------------------------------------------------------------------------------------------


def leaf(tag: str, payload: bytes) -> bytes:
    """A chunk: 3-byte tag, int32 length, payload."""
    assert len(tag) == 3
    return tag.encode() + struct.pack("<i", len(payload)) + payload


def container(tag: str, *items: bytes) -> bytes:
    """A container chunk: its items then EOO, the length covering both."""
    return leaf(tag, b"".join(items) + b"EOO")


def two_sequences(tag: str, first: list[bytes], second: list[bytes]) -> bytes:
    """A mesh container (Gst, Geo): wrapper data then mesh data, each ending with EOO."""
    return leaf(tag, b"".join(first) + b"EOO" + b"".join(second) + b"EOO")


def scene_object(tag: str, common: list[bytes], specific: list[bytes]) -> bytes:
    """A scene object (SHP, JNT...): the common section, NXT, its own section, EOO."""
    return leaf(tag, b"".join(common) + b"NXT" + b"".join(specific) + b"EOO")


def string(text: str | bytes) -> bytes:
    """CoppeliaSim's string: int32 byte count then the bytes."""
    raw = text.encode() if isinstance(text, str) else text
    return struct.pack("<i", len(raw)) + raw


def reals(tag: str, *values: float) -> bytes:
    """A real-valued leaf: float64 for tags starting with '_', float32 for the others."""
    fmt = "d" if tag.startswith("_") else "f"
    return leaf(tag, struct.pack(f"<{len(values)}{fmt}", *values))


def ints(tag: str, *values: int) -> bytes:
    return leaf(tag, struct.pack(f"<{len(values)}i", *values))


def byte(tag: str, value: int) -> bytes:
    return leaf(tag, bytes([value]))


# -- scripts and mesh encodings -------------------------------------------------------------------------


def scramble(text: bytes) -> bytes:
    """CoppeliaSim's light script encoding (the reader undoes it): bytes 1..n-2 shifted by
    amounts from their index and the clear first and last bytes (signed chars)."""
    buf = bytearray(text)
    n = len(buf)
    if n < 3:
        return bytes(buf)
    first = buf[0] - 256 if buf[0] > 127 else buf[0]
    last = buf[-1] - 256 if buf[-1] > 127 else buf[-1]
    start = int(first / 2)  # C's division truncates toward zero
    end = last * 3
    for i in range(1, n - 1):
        v = buf[i]
        if i & 1:
            v -= i + start + end
        if i & 2:
            v += 3 * i + start
        if i & 4:
            v -= i // 2 + end
        buf[i] = v % 256
    return bytes(buf)


def pack_indices(indices: list[int]) -> bytes:
    """In2: int32 count, then each index as a biased delta from the previous in 1 to 4 bytes."""
    out = bytearray(struct.pack("<i", len(indices)))
    prev = 0
    for value in indices:
        diff = value - prev
        prev = value
        for extra, bias in enumerate((31, 8191, 2097151, 536870911)):
            stored = diff + bias
            if 0 <= stored < (1 << (6 + 8 * extra)):
                out.append((stored & 0x3F) | (extra << 6))
                for k in range(extra):
                    out.append((stored >> (6 + 8 * k)) & 0xFF)
                break
        else:
            raise ValueError(diff)
    return bytes(out)


def pack_normals(normals: np.ndarray) -> bytes:
    """No2: one uint16 per normal, 3 x 5-bit components (value + 15)."""
    q = np.clip(np.rint(np.asarray(normals, dtype=float) * 15), -15, 15).astype(int) + 15
    words = q[:, 0] | q[:, 1] << 5 | q[:, 2] << 10
    return words.astype("<u2").tobytes()


# -- whole files ----------------------------------------------------------------------------------------


def header(version: int, body_length: int, *, min_version: int | None = None, file_type: int = 1,
           compression: int = 1, program: int = 41000) -> bytes:
    """The 1021-byte header."""
    min_version = (24 if version >= 24 else 18) if min_version is None else min_version
    head = b"VREP" + struct.pack("<iiBi", version, min_version, compression, body_length)
    head += struct.pack("<iHIBB", 0, program, 0x1000, 0, file_type)
    return head + bytes(992)


def ttt_file(body_items: list[bytes], version: int, *, file_type: int = 1, compress: bool = True,
             program: int = 41000) -> bytes:
    """A whole file: header, then the body (items then EOF), Huffman-coded."""
    body = b"".join(body_items) + b"EOF"
    payload = huffman_encode(body) if compress else body
    return header(version, len(body), file_type=file_type, compression=1 if compress else 0,
                  program=program) + payload
