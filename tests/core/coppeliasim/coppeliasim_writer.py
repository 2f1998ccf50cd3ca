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


# -- scenes -----------------------------------------------------------------------------------------


class SceneWriter:
    """Builds a scene body in the tags of one serialization version: float32 legacy tags up to
    23, float64 ``_`` tags from 24; In2/No2 mesh pools up to 23, Ind/Nor from 24; scripts as
    top-level LST chunks up to 23, as SCT script objects in 25 (the main script stays LST);
    aliases (``Ali``) from 23. Objects are written in the order they are added."""

    def __init__(self, version: int) -> None:
        self.version = version
        self.double = version >= 24
        self.objects: list[bytes] = []
        self.scripts: list[bytes] = []
        self.vertices: list[bytes] = []
        self.indices: list[bytes] = []
        self.normals: list[bytes] = []
        self.extra_top: list[bytes] = []
        self.next_script_handle = 1000

    def tag(self, legacy: str, new: str) -> str:
        return new if self.double else legacy

    def real_leaf(self, legacy: str, new: str, *values: float) -> bytes:
        return reals(self.tag(legacy, new), *values)

    def common(self, handle: int, parent: int, name: str, alias: str | None,
               pos: tuple[float, float, float], quat: tuple[float, float, float, float]) -> list[bytes]:
        items = [leaf("3do", bytes([57, 58, 59])),
                 self.real_leaf("Cfq", "_fq", *quat, *pos),  # qw qx qy qz x y z
                 ints("Ids", handle, parent)]
        if self.double:
            items.append(reals("_mr", 0.1, 0.2, 0.3))  # the common section's own _mr (manipulation steps)
        if alias is not None and self.version >= 23:
            items.append(leaf("Ali", string(alias)))
        items.append(leaf("Nme", string(name)))
        items.append(leaf("Zzz", b"\x01\x02"))  # a tag no reader knows: skipped by its length
        return items

    def add(self, tag: str, common: list[bytes], specific: list[bytes]) -> None:
        self.objects.append(scene_object(tag, common, specific))

    def pool_mesh(self, vertices: np.ndarray, indices: list[int]) -> tuple[int, int, int]:
        """Adds a mesh's arrays to the pool; their ranks."""
        self.vertices.append(leaf("Ver", np.asarray(vertices, dtype="<f4").tobytes()))
        normals = np.tile([[0.0, 0.0, 1.0]], (len(indices), 1))
        if self.double:
            self.indices.append(leaf("Ind", np.asarray(indices, dtype="<i4").tobytes()))
            self.normals.append(leaf("Nor", normals.astype("<f4").tobytes()))
        else:
            self.indices.append(leaf("In2", pack_indices(list(indices))))
            self.normals.append(leaf("No2", pack_normals(normals)))
        return len(self.vertices) - 1, len(self.indices) - 1, len(self.normals) - 1

    def colour(self, rgb: tuple[float, float, float], tag: str = "Cl0") -> bytes:
        return container(tag, reals("Cl3", *rgb, *([0.5] * 12)), reals("Trf", 0.5), byte("Var", 4))

    def mesh_data(self, primitive: int, sizes: tuple[float, float, float], frame: tuple[float, ...],
                  ranks: tuple[int, int, int] | None, rgb: tuple[float, float, float]) -> list[bytes]:
        width = "d" if self.double else "f"
        items = [self.colour(rgb, "Cl0" if self.version >= 25 else "Cl1"),
                 leaf(self.tag("Ppr", "_pr"), struct.pack(f"<i3{width}", primitive, *sizes)),
                 self.real_leaf("Ppf", "_pf", *frame)]
        if ranks is not None:
            items += [ints("Vev", ranks[0]), ints("Inv", ranks[1]), ints("Nov", ranks[2])]
        return items

    def wrapper_data(self, name: str, mass: float, moments: tuple[float, float, float],
                     inertia_frame: tuple[float, ...]) -> list[bytes]:
        items = [leaf("Nme", string(name)), self.real_leaf("Mas", "_as", mass),
                 self.real_leaf("Ine", "_ne", *inertia_frame, *moments)]
        if self.double:  # 4.5+: the full matrix per unit mass, and the centre of mass
            items += [reals("_mx", 0.0), leaf("Imx", struct.pack("<9d", moments[0], 0, 0, 0, moments[1], 0, 0, 0, moments[2])),
                      leaf("Com", struct.pack("<3d", *inertia_frame[:3]))]
        return items

    def shape(self, handle: int, parent: int, name: str, *, alias: str | None = None,
              pos=(0.0, 0.0, 0.0), quat=(1.0, 0.0, 0.0, 0.0), primitive: int = 3,
              sizes=(0.1, 0.2, 0.3), mesh: tuple[np.ndarray, list[int]] | None = None,
              parts: list[tuple[int, tuple[float, float, float], tuple[float, ...]]] | None = None,
              mass: float = 1.0, moments=(0.01, 0.02, 0.03), inertia_frame=(0.0, 0.0, 0.01, 1.0, 0.0, 0.0, 0.0),
              static: bool = False, respondable: bool = True, mask: int = 0xFF00,
              rgb=(0.2, 0.4, 0.6), vertex_frame=(0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0)) -> None:
        wrapper = self.wrapper_data(name, mass, moments, inertia_frame)
        if parts:
            children = [two_sequences("Geo", [leaf("Nme", string(f"{name}_{i}"))],
                                      self.mesh_data(kind, size, frame, None, rgb))
                        for i, (kind, size, frame) in enumerate(parts)]
            nested = leaf("Wrp", b"".join([leaf("Nme", string("inner"))] + children[1:]) + b"EOO")
            geometry = leaf("Gsg", b"".join(wrapper + children[:1] + [nested]) + b"EOO")
        else:
            ranks = self.pool_mesh(*mesh) if mesh is not None else None
            geometry = two_sequences("Gst", wrapper, self.mesh_data(0 if mesh is not None else primitive, sizes,
                                                                    vertex_frame, ranks, rgb))
        specific = [container("Ge2", geometry), leaf("Mat", b"opaque engine data"),
                    leaf("Dc2", struct.pack("<H", mask)),
                    byte("Sss", 0 if static else 0x80), byte("Ss3", 1 if respondable else 0)]
        self.add("SHP", self.common(handle, parent, name, alias, pos, quat), specific)

    def joint(self, handle: int, parent: int, name: str, *, alias: str | None = None, kind: int = 10,
              pos=(0.0, 0.0, 0.0), quat=(1.0, 0.0, 0.0, 0.0), minimum: float = -1.0, span: float = 2.0,
              position: float = 0.25, cyclic: bool = False, motor: bool = True, loop: bool = True,
              mode: int = 5, target_velocity: float = 0.5, max_force: float = 7.0,
              target_position: float = 0.3, dependency: tuple[int, float, float] | None = None) -> None:
        flags = (1 if cyclic else 0) | (0x10 if motor else 0) | (0x20 if loop else 0)
        specific = [ints("Jtt", kind), container("Cl1", reals("Cl3", *([0.1] * 15))),
                    self.real_leaf("Pmr", "_mr", minimum, span), self.real_leaf("Prt", "_rt", position),
                    byte("Va9", flags), ints("Jmd", mode),
                    self.real_leaf("Dmp", "_mp", target_velocity, max_force),
                    self.real_leaf("Dtp", "_tp", target_position),
                    container("Cl2", reals("Cl3", *([0.1] * 15)))]
        if dependency is not None:
            width = "d" if self.double else "f"
            specific.append(leaf(self.tag("Jdt", "_dt"), struct.pack(f"<i2{width}", *dependency)))
        self.add("JNT", self.common(handle, parent, name, alias, pos, quat), specific)

    def dummy(self, handle: int, parent: int, name: str, *, alias: str | None = None,
              pos=(0.0, 0.0, 0.0), quat=(1.0, 0.0, 0.0, 0.0), size: float = 0.02) -> None:
        self.add("DMY", self.common(handle, parent, name, alias, pos, quat),
                 [self.real_leaf("Dy2", "_y2", size), container("Cl0", reals("Cl3", *([0.3] * 15)))])

    def proximity_sensor(self, handle: int, parent: int, name: str, *, alias: str | None = None,
                         subtype: int = 34, rng: float = 0.7, angle: float = 0.5) -> None:
        volume = container("Vod", ints("Snt", subtype),
                           self.real_leaf("Ss3", "_s3", 0.01, rng, 0.1, 0.1, 0.2, 0.2, 0.05, 0.1, angle))
        self.add("SNR", self.common(handle, parent, name, alias, (0, 0, 0), (1, 0, 0, 0)),
                 [ints("Snt", subtype), volume, self.real_leaf("Sns", "_ns", 0.02)])

    def vision_sensor(self, handle: int, parent: int, name: str, *, alias: str | None = None,
                      resolution=(64, 32), clip=(1.0, 0.9, 0.02, 5.0)) -> None:
        self.add("RSN", self.common(handle, parent, name, alias, (0, 0, 0), (1, 0, 0, 0)),
                 [self.real_leaf("Ccp", "_cp", *clip), ints("Res", *resolution), byte("Va3", 1)])

    def force_sensor(self, handle: int, parent: int, name: str, *, alias: str | None = None) -> None:
        thresholds = self.real_leaf("Tre", "_ri", 12.0, 3.0) if not self.double else \
            leaf("_ri", struct.pack("<2di", 12.0, 3.0, 1))
        self.add("FSE", self.common(handle, parent, name, alias, (0, 0, 0), (1, 0, 0, 0)),
                 [byte("Vab", 1), thresholds])

    def light(self, handle: int, parent: int, name: str) -> None:
        self.add("LGT", self.common(handle, parent, name, name, (0, 0, 1), (1, 0, 0, 0)), [leaf("Lty", b"\x00" * 4)])

    def script_chunks(self, owner: int, kind: int, text: str, threaded: bool, lang: str) -> list[bytes]:
        raw = text.encode()
        if self.version >= 25:
            raw = (b"--lua\n" if lang == "lua" else b"#python\n") + raw
        items = [ints("Si2", 0, owner, kind), byte("Va2", 1 if threaded else 0), leaf("Ste", scramble(raw))]
        if self.version >= 25:
            items.append(leaf("Lne", string(lang)))
        if kind == 6 and self.version < 23:
            items.append(ints("Coc", owner))
        return items

    def script(self, owner: int, kind: int, text: str, *, threaded: bool = False, lang: str = "lua") -> None:
        """A script: an LST chunk (ser <= 23, and every version's main script), else an SCT object
        hanging from its owner."""
        chunks = self.script_chunks(owner, kind, text, threaded, lang)
        if self.version >= 25 and kind != 0:
            handle = self.next_script_handle
            self.next_script_handle += 1
            self.add("SCT", self.common(handle, owner, "Script", "Script", (0, 0, 0), (1, 0, 0, 0)),
                     [container("Soo", *chunks)])
        else:
            self.scripts.append(container("LST", *chunks))

    def body_items(self) -> list[bytes]:
        pool = container("VIN", *(self.vertices + self.indices + self.normals))
        return ([leaf("MTC", b"\x00" * 16), pool] + self.extra_top + self.objects + self.scripts
                + [container("TEX", leaf("Img", b"\x00" * 12)), leaf("QQQ", b"unknown")])

    def file(self, *, file_type: int = 1, compress: bool = True) -> bytes:
        return ttt_file(self.body_items(), self.version, file_type=file_type, compress=compress,
                        program={20: 30400, 22: 30602, 23: 40400, 25: 41000}.get(self.version, 41000))
