"""CoppeliaSim's binary format layer: Huffman, chunks, mesh pool encodings, script text, and files
of each serialization version written by the tests' own writer, read back into the scene model."""

from __future__ import annotations

import math
import struct
from pathlib import Path

import numpy as np
import pytest
from coppeliasim_writer import (
    SceneWriter,
    container,
    header,
    huffman_encode,
    leaf,
    pack_indices,
    pack_normals,
    scramble,
    ttt_file,
)

from tether.core.importers.coppeliasim.binary import read_binary
from tether.core.importers.coppeliasim.binary.huffman import decode
from tether.core.importers.coppeliasim.binary.meshpool import unpack_indices, unpack_normals
from tether.core.importers.coppeliasim.binary.script_text import descramble, split_language
from tether.core.importers.coppeliasim.model import Compound, Mesh, Primitive, ScriptObject, StandIn

VERSIONS = (20, 22, 23, 25)


# -- the codings ------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["uniform", "skewed", "three symbols", "long codes", "runs of 2-bit codes",
                                  "never resynchronises"])
def test_huffman_round_trip(kind: str) -> None:
    rng = np.random.default_rng(7)
    if kind == "uniform":
        data = rng.integers(0, 256, 50_000, dtype=np.uint8).tobytes()
    elif kind == "skewed":
        data = (rng.zipf(1.4, 200_000) % 256).astype(np.uint8).tobytes()
    elif kind == "three symbols":
        data = b"EOF" * 3 + b"E"
    elif kind == "long codes":  # Fibonacci counts: codes up to 24 bits, past one lookup table
        counts = [1, 1]
        while len(counts) < 25:
            counts.append(counts[-1] + counts[-2])
        data = b"".join(bytes([i]) * c for i, c in enumerate(counts))
        data = bytes(rng.permutation(np.frombuffer(data, dtype=np.uint8)))
    elif kind == "runs of 2-bit codes":  # long runs keep lanes a bit out of phase: lanes per phase catch them
        parts = [bytes([int(rng.integers(0, 3))]) * int(rng.integers(2000, 40000)) + rng.integers(0, 256, 50, dtype=np.uint8).tobytes()
                 for _ in range(30)]
        data = b"".join(parts)
    else:  # 8 equally likely symbols: every code is 3 bits, so lanes that start off the grid never meet it
        data = rng.integers(0, 8, 60_000, dtype=np.uint8).tobytes()
    stream = huffman_encode(data)
    assert decode(stream, len(data), "x.ttt", 1021) == data


def test_huffman_bad_streams_are_one_line() -> None:
    data = b"EOFEOO" * 100
    stream = huffman_encode(data)
    with pytest.raises(Exception, match=r"^x\.ttt: truncated body: .* after \d+ of 600 bytes \(byte offset \d+\)$"):
        decode(stream[:-3], len(data), "x.ttt", 1021)
    with pytest.raises(Exception, match=r"^x\.ttt: corrupt code tree: the stream ends inside it \(byte offset 1022\)$"):
        decode(b"\x00", 10, "x.ttt", 1021)
    with pytest.raises(Exception, match=r"corrupt code tree: a single symbol"):
        decode(b"\xa0\x80\x00", 10, "x.ttt", 1021)  # a root leaf
    with pytest.raises(Exception, match=r"declares a 2000000000-byte body but .* can hold at most"):
        decode(stream, 2_000_000_000, "x.ttt", 1021)


def test_packed_indices_and_normals() -> None:
    rng = np.random.default_rng(3)
    indices = rng.integers(0, 1 << 20, 5000).tolist() + [0, 1 << 28, 5, 5, 5]
    assert unpack_indices(pack_indices(indices), "x", 0).tolist() == indices
    assert unpack_indices(pack_indices([]), "x", 0).tolist() == []
    with pytest.raises(Exception, match=r"^x: corrupt body at byte offset 9: In2 declares 10 indices in 2 bytes$"):
        unpack_indices(struct.pack("<i", 10) + b"\x01\x02", "x", 9)
    normals = rng.normal(size=(40, 3))
    normals /= np.linalg.norm(normals, axis=1, keepdims=True)
    assert np.abs(unpack_normals(pack_normals(normals)) - normals).max() < 0.1  # 5-bit components


def test_script_text_descrambles_and_loses_its_language_tag() -> None:
    for text in (b"--lua\nfunction sysCall_init()\n  print('h\xc3\xa9')\nend\n", b"ab", b"\xff" + b"x" * 50 + b"\x80"):
        assert descramble(scramble(text)) == text
    assert scramble(b"function f() end") != b"function f() end"
    assert split_language("--lua\nx=1") == ("x=1", "lua")
    assert split_language("#python\r\nimport math") == ("import math", "python")
    assert split_language("print(1)") == ("print(1)", None)


# -- whole files, each version ------------------------------------------------------------------------
CUBE = np.array([[x, y, z] for x in (-0.05, 0.05) for y in (-0.05, 0.05) for z in (-0.05, 0.05)])
CUBE_FACES = [0, 1, 3, 0, 3, 2, 4, 6, 7, 4, 7, 5, 0, 4, 5, 0, 5, 1, 2, 3, 7, 2, 7, 6, 0, 2, 6, 0, 6, 4, 1, 5, 7, 1, 7, 3]


def arm(version: int) -> SceneWriter:
    """A base, a joint, a mesh link, a dummy, sensors, a light, a compound and scripts."""
    w = SceneWriter(version)
    adds = [
        lambda: w.shape(10, -1, "base", alias="base", pos=(1.0, 2.0, 0.05), quat=(0.0, 0.0, 0.0, 1.0),
                        primitive=3, sizes=(0.3, 0.2, 0.1), static=True, respondable=True, mask=0x00FF),
        lambda: w.joint(11, 10, "UR_joint1" if version >= 23 else "joint#0", alias="joint", pos=(0.0, 0.0, 0.1)),
        lambda: w.shape(12, 11, "Shape#0", alias="link", mesh=(CUBE, CUBE_FACES), mass=2.0,
                        vertex_frame=(0.0, 0.0, 0.2, math.cos(0.25), 0.0, 0.0, math.sin(0.25)), rgb=(0.9, 0.1, 0.1)),
        lambda: w.dummy(13, 12, "tip", alias="tip", pos=(0.0, 0.0, 0.3)),
        lambda: w.proximity_sensor(14, 10, "prox", alias="prox", subtype=33, rng=0.7, angle=0.5),
        lambda: w.vision_sensor(15, 10, "cam", alias="cam"),
        lambda: w.force_sensor(16, 10, "fs", alias="fs"),
        lambda: w.light(17, -1, "Light"),
        lambda: w.shape(18, -1, "Shape#1", alias="group", parts=[
            (4, (0.2, 0.2, 0.2), (0.5, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0)),
            (5, (0.1, 0.1, 0.4), (0.0, 0.5, 0.0, 1.0, 0.0, 0.0, 0.0)),
            (3, (0.1, 0.1, 0.1), (0.0, 0.0, 0.5, 1.0, 0.0, 0.0, 0.0))]),
        lambda: w.joint(19, 10, "follower", alias="follower", mode=4, dependency=(11, 2.0, 0.1)),
    ]
    if version < 23:  # older writers list some children before their parents
        adds.reverse()
    for add in adds:
        add()
    w.script(12, 1, "function sysCall_actuation()\n  sim.setJointTargetVelocity(1, 1)\nend\n")
    w.script(11, 1, "function sysCall_thread()\nend\n", threaded=True)
    w.script(10, 6, "function sysCall_init()\nend\n")
    w.script(-1, 0, "-- the main script\n")
    return w


@pytest.mark.parametrize("version", VERSIONS)
def test_each_version_reads_into_the_model(tmp_path: Path, version: int) -> None:
    path = tmp_path / "arm.ttt"
    path.write_bytes(arm(version).file())
    doc = read_binary(path)
    assert doc.format == "binary" and doc.is_scene and doc.serialization == version
    assert doc.writer.startswith({20: "V-REP 3.4.0", 22: "V-REP 3.6.2", 23: "CoppeliaSim 4.4.0", 25: "CoppeliaSim 4.10.0"}[version])
    objects = {o.label: o for o in doc.objects()}
    named = {True: ("base", "joint", "link", "tip", "group"), False: ("base", "joint#0", "Shape#0", "tip", "Shape#1")}
    base, joint, link, tip, group = (objects[n] for n in named[version >= 23])
    assert sorted(o.label for o in doc.roots) == sorted([base.label, "Light", group.label])
    assert joint.parent is base and link.parent is joint and tip.parent is link and objects["prox"].parent is base
    if version >= 23:
        assert joint.name == "UR_joint1" and link.name == "Shape#0"  # the unique names beside the aliases
    # poses: Cfq/_fq is qw qx qy qz x y z
    assert np.allclose(base.pose.pos, [1.0, 2.0, 0.05]) and np.allclose(base.pose.quat, [0, 0, 0, 1])
    # a primitive, its frame, colour, dynamics flags and mass
    (cuboid,) = base.items
    assert isinstance(cuboid, Primitive) and cuboid.type == "cuboid" and np.allclose(cuboid.sizes, [0.3, 0.2, 0.1])
    assert base.static and base.respondable and base.collision_mask == 0x00FF
    assert not link.static and link.respondable and link.mass == pytest.approx(2.0)
    assert base.rgba == pytest.approx((0.2, 0.4, 0.6, 1.0))
    # a mesh from the pool, in its vertex frame (x y z qw qx qy qz)
    (mesh,) = link.items
    assert isinstance(mesh, Mesh) and np.allclose(mesh.vertices, CUBE) and mesh.indices.tolist() == \
        np.array(CUBE_FACES).reshape(-1, 3).tolist()
    assert np.allclose(mesh.frame.pos, [0, 0, 0.2]) and np.allclose(mesh.frame.quat, [math.cos(0.25), 0, 0, math.sin(0.25)])
    assert link.rgba[:3] == pytest.approx((0.9, 0.1, 0.1))
    # inertia per unit mass, in its frame
    com, full = link.inertia.scaled(link.mass)
    assert np.allclose(com, [0, 0, 0.01]) and np.allclose(np.diag(full), [0.02, 0.04, 0.06])
    # a compound keeps its parts (nested wrappers flattened), each placed by its own frame
    (compound,) = group.items
    assert isinstance(compound, Compound)
    assert [p.type for p in compound.items] == ["spheroid", "cylinder", "cuboid"]
    assert np.allclose(compound.items[1].frame.pos, [0.0, 0.5, 0.0])
    # the joint
    assert joint.joint_type == "revolute" and joint.mode == "dynamic" and not joint.cyclic
    assert (joint.minimum, joint.span) == pytest.approx((-1.0, 2.0)) and joint.position == pytest.approx(0.25)
    assert joint.motor_enabled and joint.control_loop_enabled
    assert (joint.target_velocity, joint.max_force, joint.target_position) == pytest.approx((0.5, 7.0, 0.3))
    follower = objects["follower"]
    assert follower.mode == "dependent" and follower.dependency.master_handle == 11
    assert (follower.dependency.multiplier, follower.dependency.offset) == pytest.approx((2.0, 0.1))
    # sensors and a stand-in
    prox = objects["prox"]
    assert prox.sensor_type == "cone" and prox.range == pytest.approx(0.7) and prox.angle == pytest.approx(0.5)
    cam = objects["cam"]
    assert cam.resolution == (64, 32) and cam.view_angle == pytest.approx(0.9) and (cam.near, cam.far) == pytest.approx((0.02, 5.0))
    assert objects["fs"].force_threshold == pytest.approx(12.0) and objects["fs"].torque_threshold is None
    assert isinstance(objects["Light"], StandIn) and objects["Light"].of_kind == "light"
    # scripts: child (threaded or not), customization; the main script stays loose
    def scripts_of(obj):  # noqa: ANN001, ANN202 - ser 25 hangs script objects below their object
        found = list(obj.scripts)
        for child in obj.children:
            if isinstance(child, ScriptObject):
                found += child.scripts
        return found
    (child,) = scripts_of(link)
    assert child.kind == "child" and child.lang == "lua" and not child.threaded
    assert child.text == "function sysCall_actuation()\n  sim.setJointTargetVelocity(1, 1)\nend\n"
    (threaded,) = scripts_of(joint)
    assert threaded.threaded
    assert [s.kind for s in scripts_of(base)] == ["customization"]
    assert [s.kind for s in doc.loose_scripts] == ["main"]
    # what was skipped, counted per kind
    assert doc.skipped["textures"] == 1 and doc.skipped["unknown section QQQ"] == 1
    assert doc.skipped["model thumbnail"] == 1


def test_models_and_uncompressed_bodies(tmp_path: Path) -> None:
    w = SceneWriter(25)
    w.dummy(5, -1, "Model")
    path = tmp_path / "m.ttm"
    path.write_bytes(w.file(file_type=2, compress=False))
    doc = read_binary(path)
    assert not doc.is_scene and [o.label for o in doc.roots] == ["Model"]
    old = tmp_path / "old.ttm"  # V-REP 3.4 wrote file type 0: the name decides
    old.write_bytes(SceneWriter(20).file(file_type=0))
    assert not read_binary(old).is_scene


# -- hostile files: one line each, naming the file and the byte offset -------------------------------------
def body_file(body: bytes, version: int = 25, length: int | None = None) -> bytes:
    stream = huffman_encode(body)
    return header(version, len(body) if length is None else length) + stream


def hostile(tmp_path: Path, data: bytes) -> str:
    path = tmp_path / "bad.ttt"
    path.write_bytes(data)
    with pytest.raises(Exception) as info:
        read_binary(path)
    line = str(info.value)
    assert type(info.value).__name__ == "SceneError" and "\n" not in line and line.startswith(str(path))
    return line


def test_hostile_files_are_one_line_each(tmp_path: Path) -> None:
    assert "found an HTML page" in hostile(tmp_path, b"<!DOCTYPE html><html><body>Not found</body></html>")
    assert "found a ZIP archive" in hostile(tmp_path, b"PK\x03\x04" + bytes(100))
    assert "found a CoppeliaSim XML file (open it under a .simscene.xml" in hostile(
        tmp_path, b"<?xml version='1.0'?>\n<CoppeliaSim><filetype>simpleScene</filetype></CoppeliaSim>")
    assert "found an empty file" in hostile(tmp_path, b"")
    assert "truncated header" in hostile(tmp_path, header(25, 10)[:500])
    good = b"".join(arm(25).body_items()) + b"EOF"
    assert "truncated body" in hostile(tmp_path, body_file(good)[:-50])
    assert "declares a 2000000000-byte body (byte offset 13), more than" in hostile(
        tmp_path, body_file(good, length=2_000_000_000))
    assert "can hold at most" in hostile(tmp_path, body_file(good, length=400_000_000))
    assert "corrupt code tree" in hostile(tmp_path, header(25, 100) + b"\x00" * 40)
    past_end = leaf("Nme", b"x") [:3] + struct.pack("<i", 1_000_000) + b"abc" + b"EOF"
    line = hostile(tmp_path, body_file(past_end))
    assert "corrupt body at byte offset 0" in line and "declares 1000000 bytes, past the end" in line
    negative = b"Nme" + struct.pack("<i", -5) + b"EOF"
    assert "declares -5 bytes" in hostile(tmp_path, body_file(negative))
    assert "expected a chunk tag, found bytes 00 01 02" in hostile(tmp_path, body_file(b"\x00\x01\x02\x03" + b"EOF"))
    assert "without an EOO/EOF marker" in hostile(tmp_path, body_file(leaf("Nme", b"abc")))
    assert "ends with EOO, not EOF" in hostile(tmp_path, body_file(b"EOO"))
    # compounds nest compounds: a crafted file nests them far deeper than any real one
    inner = b""
    for _ in range(200):
        inner = leaf("Wrp", inner + b"EOO")
    deep = container("SHP", leaf("3do", b"9:;")) [:0] + leaf(
        "SHP", leaf("3do", b"9:;") + b"NXT" + container("Ge2", leaf("Gsg", inner + b"EOO")) + b"EOO") + b"EOF"
    assert "nested more than 48 deep" in hostile(tmp_path, body_file(deep))
    assert "older than 18" in hostile(tmp_path, header(12, 10))


def test_bad_values_inside_good_framing_do_not_fail(tmp_path: Path) -> None:
    w = SceneWriter(23)
    w.shape(1, 7, "orphan")  # its parent is not in the file
    w.shape(2, 3, "a")
    w.shape(3, 2, "b")  # a parenthood cycle
    w.objects.append(leaf("SHP", b"garbage, no end marker"))  # a shape chunk that is no container
    path = tmp_path / "odd.ttt"
    path.write_bytes(ttt_file(w.body_items(), 23))
    doc = read_binary(path)
    assert {o.label for o in doc.roots} >= {"orphan"}
    assert len(doc.objects()) == 3
    assert sum("which is not in the file or makes a loop" in n for n in doc.notes) >= 2
    assert doc.skipped["unreadable SHP object"] == 1
