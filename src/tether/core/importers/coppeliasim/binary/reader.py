"""A CoppeliaSim binary scene or model (.ttt, .ttm) read into the scene model (:mod:`..model`).

Steps: the header (:mod:`.header`), the Huffman body (:mod:`.huffman`), the chunk tree
(:mod:`.chunks`), the mesh pool (:mod:`.meshpool`), then each top-level object chunk into a model
object, linked to its parent by handle (older files list children before their parents).

Tag forms by version: reals are float32 in the legacy tags (``Cfq``, ``Mas``, ``Pmr``...) and
float64 in their ser-25 forms (``_fq``, ``_as``, ``_mr``...); an object's pose ``Cfq``/``_fq`` is
qw, qx, qy, qz, x, y, z, every other pose x, y, z, qw, qx, qy, qz. Scripts are top-level ``LST``
chunks up to serialization 23 and script objects (``SCT`` holding ``Soo``) in 25, where the main
script stays an ``LST``.
"""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np

import tether.core.importers.coppeliasim.model as m
from tether.core.importers.coppeliasim.binary.chunks import Chunk, Section, walk_body
from tether.core.importers.coppeliasim.binary.header import HEADER_SIZE, NEWEST_KNOWN, Header, parse_header
from tether.core.importers.coppeliasim.binary.huffman import decode
from tether.core.importers.coppeliasim.binary.meshpool import MeshPool, pick, read_pool
from tether.core.importers.coppeliasim.binary.schema import OBJECT_TAGS, TOP_SECTIONS
from tether.core.importers.coppeliasim.binary.script_text import descramble, split_language
from tether.core.importers.coppeliasim.binary.values import bits, int32s, pose_qx, pose_xq, reals, string, uint16
from tether.core.engine.errors import SceneError

__all__ = ["MAX_BODY_BYTES", "MAX_FILE_BYTES", "read_binary", "read_binary_bytes"]

MAX_FILE_BYTES = 1 << 30  # a bigger file is refused before it is read (the largest public one: 4 MB)
MAX_BODY_BYTES = 1 << 29  # a bigger declared body is refused before it is decoded (the largest: 8 MB)
_PRIMITIVES = {1: "plane", 2: "disc", 3: "cuboid", 4: "spheroid", 5: "cylinder", 6: "cone", 8: "capsule"}
_JOINT_TYPES = {10: "revolute", 11: "prismatic", 12: "spherical"}
_JOINT_MODES = {0: "kinematic", 1: "kinematic", 2: "ik", 3: "dependent", 4: "dependent", 5: "dynamic"}
_SENSOR_TYPES = {30: "pyramid", 31: "cylinder", 32: "disc", 33: "cone", 34: "ray"}
_SCRIPT_KINDS = {0: "main", 1: "child", 6: "customization"}
_MAX_HEIGHTS = 4_000_000


def read_binary(path: Path) -> m.SceneDocument:
    """Read a .ttt/.ttm file (SceneError, one line naming the file and the byte offset, when it
    cannot be read)."""
    where = str(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SceneError(f"{where}: cannot read: {exc.strerror or exc}") from None
    if size > MAX_FILE_BYTES:
        raise SceneError(f"{where}: {size} bytes, more than the {MAX_FILE_BYTES >> 20} MB tether reads "
                         "from a CoppeliaSim file")
    return read_binary_bytes(path.read_bytes(), where, is_model_name=path.name.lower().endswith(".ttm"))


def read_binary_bytes(data: bytes, where: str, is_model_name: bool = False) -> m.SceneDocument:
    """Read a .ttt/.ttm file's bytes (``where`` names it in errors)."""
    header = parse_header(data, where)
    if header.body_length > MAX_BODY_BYTES:
        raise SceneError(f"{where}: the header declares a {header.body_length}-byte body (byte offset 13), more than "
                         f"the {MAX_BODY_BYTES >> 20} MB tether decodes: a corrupt file")
    payload = data[HEADER_SIZE:]
    if header.compression == 1:
        body = decode(payload, header.body_length, where, HEADER_SIZE)
    else:
        if len(payload) < header.body_length:
            raise SceneError(f"{where}: truncated body: {len(payload)} of {header.body_length} bytes "
                             f"(byte offset {len(data)})")
        body = payload[:header.body_length]
    top = walk_body(body, where)
    is_scene = header.file_type == 1 or (header.file_type == 0 and not is_model_name)
    doc = m.SceneDocument(is_scene=is_scene, format="binary", writer=header.program,
                        serialization=header.serialization)
    if header.serialization > NEWEST_KNOWN:
        doc.notes.append(f"{where}: written with serialization version {header.serialization}, newer than the "
                         f"{NEWEST_KNOWN} tether knows: what it does not know is skipped")
    _Reader(doc, header, where).read(top)
    return doc


class _Reader:
    def __init__(self, doc: m.SceneDocument, header: Header, where: str) -> None:
        self.doc = doc
        self.header = header
        self.where = where
        self.pool = MeshPool()

    def note(self, line: str) -> None:
        self.doc.notes.append(f"{self.where}: {line}")

    # -- the top level ---------------------------------------------------------------------------
    def read(self, top: Section) -> None:
        for chunk in top:
            if chunk.tag == "VIN" and chunk.sections is not None:
                self.pool = read_pool(chunk.sections[0], self.where)
        objects: list[tuple[m.SceneObject, int]] = []
        by_handle: dict[int, m.SceneObject] = {}
        attached: list[tuple[int, m.Script]] = []
        for chunk in top:
            if chunk.tag in OBJECT_TAGS:
                if chunk.sections is None:
                    self.doc.skip(f"unreadable {chunk.tag} object")
                    continue
                obj, parent = self.read_object(chunk)
                if obj.handle is not None and obj.handle in by_handle:
                    self.note(f"object {obj.label!r} repeats handle {obj.handle}: kept at the top level")
                    obj.handle = None
                    parent = -1
                if obj.handle is not None:
                    by_handle[obj.handle] = obj
                objects.append((obj, parent))
            elif chunk.tag == "LST":
                if chunk.sections is None:
                    self.doc.skip("unreadable script")
                    continue
                owner, script = self.read_script(chunk.sections[0])
                if script is not None:
                    attached.append((owner, script))
            elif chunk.tag in TOP_SECTIONS:
                if chunk.tag != "VIN":
                    self.doc.skip(TOP_SECTIONS[chunk.tag])
            else:
                self.doc.skip(f"unknown section {chunk.tag}")
        self.link(objects)
        for owner, script in attached:
            target = by_handle.get(owner)
            if script.kind == "main" or target is None:
                self.doc.loose_scripts.append(script)
            else:
                target.scripts.append(script)

    def link(self, objects: list[tuple[m.SceneObject, int]]) -> None:
        """Parents by handle, whatever the order (the model's link); an object whose parent is
        missing or makes a loop stays at the top level, with a line."""
        self.doc.link([obj for obj, _ in objects],
                      {obj.handle: parent for obj, parent in objects if obj.handle is not None})
        for obj, parent in objects:
            if parent >= 0 and obj.parent is None:
                self.note(f"object {obj.label!r} names parent handle {parent}, which is not in the file or "
                          "makes a loop: kept at the top level")

    # -- objects ------------------------------------------------------------------------------------
    def read_object(self, chunk: Chunk) -> tuple[m.SceneObject, int]:
        common, own = chunk.sections[0], chunk.sections[1]
        kind = OBJECT_TAGS[chunk.tag]
        reader = {
            "shape": self.read_shape, "joint": self.read_joint, "dummy": self.read_dummy,
            "proximity_sensor": self.read_proximity_sensor, "vision_sensor": self.read_vision_sensor,
            "force_sensor": self.read_force_sensor, "camera": self.read_camera, "script": self.read_script_object,
        }.get(kind)
        obj = reader(own) if reader is not None else m.StandIn(of_kind=kind, source_type=chunk.tag)
        ids = int32s(common.first("Ids"), 2)
        parent = -1
        if ids is not None:
            obj.handle, parent = ids
        name = string(common.first("Nme")) or ""
        alias = string(common.first("Ali")) or ""
        obj.alias = alias or name or m.KINDS.get(kind, "Object")
        obj.name = name if name and name != obj.alias else ""
        obj.pose = pose_qx(common.first("_fq", "Cfq")) or m.Pose()
        return obj, parent

    def read_shape(self, own: Section) -> m.Shape:
        shape = m.Shape()
        flags = bits(own.first("Sss"))
        if flags is not None:
            shape.static = not flags & 0x80
        respond = bits(own.first("Ss3", "Ss2"))
        if respond is not None:
            shape.respondable = bool(respond & 1)
        mask = uint16(own.first("Dc2"))
        if mask is not None:
            shape.collision_mask = mask
        holder = own.first("Ge2")
        geometry = holder.sections[0].first("Gst", "Gsg") if holder is not None and holder.sections else None
        if geometry is None or geometry.sections is None:
            return shape
        wrapper = geometry.sections[0]
        self.dynamics(wrapper, shape)
        if geometry.tag == "Gst":
            item = self.mesh_item(geometry.sections[1])
            if item is not None:
                shape.items.append(item)
                if item.rgba is not None:
                    shape.rgba = item.rgba
        else:
            parts = self.compound_items(wrapper, 0)
            if parts:
                shape.items.append(m.Compound(items=parts))
                first = next((p.rgba for p in parts if p.rgba is not None), None)
                if first is not None:
                    shape.rgba = first
        return shape

    def compound_items(self, section: Section, depth: int) -> list[m.GeometryItem]:
        """A compound's parts, each placed relative to the shape (their vertex frames already are)."""
        items: list[m.GeometryItem] = []
        for chunk in section:
            if chunk.sections is None:
                continue
            if chunk.tag == "Geo":
                item = self.mesh_item(chunk.sections[1])
                if item is not None:
                    items.append(item)
            elif chunk.tag == "Wrp":
                items += self.compound_items(chunk.sections[0], depth + 1)
        return items

    def dynamics(self, wrapper: Section, shape: m.Shape) -> None:
        mass = reals(wrapper.first("_as", "Mas"), 1)
        if mass is not None and mass[0] > 0:
            shape.mass = mass[0]
        matrix = reals(wrapper.first("Imx"), 9)
        if matrix is not None:
            com = reals(wrapper.first("Com"), 3) or [0.0, 0.0, 0.0]
            shape.inertia = m.Inertia(m.Pose(np.array(com), np.array([1.0, 0.0, 0.0, 0.0])),
                                    np.array(matrix).reshape(3, 3))
            return
        old = wrapper.first("_ne", "Ine")
        values = reals(old, 10)
        if values is not None:
            shape.inertia = m.Inertia.principal(pose_xq(old) or m.Pose(), values[7:10])

    def mesh_item(self, data: Section) -> m.GeometryItem | None:
        frame = pose_xq(data.first("_pf", "Ppf")) or m.Pose()
        kind, sizes = _primitive(data.first("_pr", "Ppr"))
        item: m.GeometryItem | None
        if kind in _PRIMITIVES:
            item = m.Primitive(type=_PRIMITIVES[kind], sizes=np.abs(np.array(sizes)))
        elif kind == 7:
            item = self.heightfield(data.first("_fd", "Hfd"), sizes)
        else:
            item = self.mesh(data)
        if item is None:
            return None
        item.frame = frame
        item.rgba = _colour(data.first("Cl0", "Cl1"))
        return item

    def mesh(self, data: Section) -> m.Mesh | None:
        vertices = pick(self.pool.vertices, data.first("Vev"))
        indices = pick(self.pool.indices, data.first("Inv"))
        if vertices is None or indices is None:
            self.doc.skip("meshes without pool data")
            return None
        n = len(vertices)
        if len(indices) < 3 or n < 3 or indices.min() < 0 or indices.max() >= n:
            self.doc.skip("meshes with out-of-range indices")
            return None
        return m.Mesh(vertices=vertices.copy(), indices=indices[:len(indices) // 3 * 3].astype(np.int32).reshape(-1, 3))

    def heightfield(self, chunk: Chunk | None, sizes: list[float]) -> m.Heightfield | None:
        if chunk is None or chunk.size < 8:
            return None
        nx, ny = struct.unpack_from("<ii", chunk.data)
        width = 8 if chunk.tag.startswith("_") else 4
        if nx < 2 or ny < 2 or nx * ny > _MAX_HEIGHTS or chunk.size < 8 + nx * ny * width:
            self.doc.skip("unreadable heightfields")
            return None
        heights = np.frombuffer(chunk.data[8:8 + nx * ny * width], dtype="<f8" if width == 8 else "<f4")
        step = abs(sizes[0]) / (nx - 1) if sizes[0] else 0.1
        return m.Heightfield(heights=heights.astype(float).reshape(ny, nx), step=min(max(step, 1e-5), 10.0))

    def read_joint(self, own: Section) -> m.Joint:
        joint_type = _JOINT_TYPES.get((int32s(own.first("Jtt"), 1) or [10])[0], "revolute")
        prismatic = joint_type == "prismatic"
        joint = m.Joint(joint_type=joint_type)
        limits = reals(own.first("_mr", "Pmr"), 2)
        if limits is not None:
            joint.minimum, joint.span = limits
        position = reals(own.first("_rt", "Prt"), 1)
        if position is not None:
            joint.position = position[0]
        flags = bits(own.first("Va9"))
        if flags is not None:
            joint.cyclic = bool(flags & 1) and not prismatic
            joint.motor_enabled = bool(flags & 0x10)
            joint.control_loop_enabled = bool(flags & 0x20)
        else:
            joint.cyclic = not prismatic and joint.cyclic
        mode = int32s(own.first("Jmd"), 1)
        if mode is not None:
            joint.mode = _JOINT_MODES.get(mode[0], "dynamic")
        ctrl = int32s(own.first("Dcm"), 1)
        if ctrl is not None:
            joint.ctrl_mode = ctrl[0]
        motor = reals(own.first("_mp", "Dmp"), 2)
        if motor is not None:
            joint.target_velocity, force = motor
            joint.max_force = abs(force)
        else:
            joint.max_force = 50.0 if prismatic else 2.5
        pid = reals(own.first("Dp2"), 3)
        if pid is not None:
            joint.pid = (pid[0], pid[1], pid[2])
        spring = reals(own.first("_pp", "Spp"), 2)
        if spring is not None:
            joint.spring = (spring[0], spring[1])
        target = reals(own.first("_tp", "Dtp"), 1)
        joint.target_position = target[0] if target is not None else joint.position
        limits3 = reals(own.first("_uc"), 3)
        if limits3 is not None and limits3[0] > 0:
            joint.max_velocity = limits3[0]
        dependency = own.first("_dt", "Jdt")
        if dependency is not None and joint.mode == "dependent" and dependency.size >= 4:
            (master,) = struct.unpack_from("<i", dependency.data)
            width = 8 if dependency.tag.startswith("_") else 4
            mult, offset = 1.0, 0.0
            if dependency.size >= 4 + 2 * width:
                mult, offset = struct.unpack_from("<dd" if width == 8 else "<ff", dependency.data, 4)
            joint.dependency = m.Dependency(master_handle=master if master >= 0 else None, offset=offset, multiplier=mult)
        return joint

    def read_dummy(self, own: Section) -> m.Dummy:
        size = reals(own.first("_y2", "Dy2"), 1)
        return m.Dummy(size=size[0]) if size is not None and size[0] > 0 else m.Dummy()

    def read_proximity_sensor(self, own: Section) -> m.ProximitySensor:
        sensor = m.ProximitySensor()
        kind = int32s(own.first("Snt"), 1)
        if kind is not None:
            sensor.sensor_type = _SENSOR_TYPES.get(kind[0], "cone")
        size = reals(own.first("_ns", "Sns"), 1)
        if size is not None and size[0] > 0:
            sensor.size = size[0]
        volume = own.first("Vod")
        if volume is not None and volume.sections is not None:
            values = reals(volume.sections[0].first("_s3", "Ss3"), 9)
            if values is not None:
                sensor.offset, sensor.range = values[0], values[1]
                sensor.xy_size_far = (values[4], values[5])
                sensor.radius = (values[6], values[7])
                sensor.angle = values[8]
        detectable = int32s(own.first("Sox"), 1)
        if detectable is not None:
            sensor.detectable_handle = detectable[0]
        return sensor

    def read_vision_sensor(self, own: Section) -> m.VisionSensor:
        sensor = m.VisionSensor()
        res = int32s(own.first("Res"), 2)
        if res is not None:
            sensor.resolution = (max(1, min(res[0], 4096)), max(1, min(res[1], 4096)))
        clip = reals(own.first("_cp", "Ccp"), 4)
        if clip is not None:
            sensor.ortho_size, sensor.view_angle, sensor.near, sensor.far = clip
        flags = bits(own.first("Va3"))
        if flags is not None:
            sensor.perspective = bool(flags & 1)
        return sensor

    def read_camera(self, own: Section) -> m.Camera:
        camera = m.Camera()
        view = reals(own.first("_p3", "Cp3"), 2)
        if view is not None:
            camera.ortho_size, camera.view_angle = view
        clip = reals(own.first("_cp", "Ccp"), 2)
        if clip is not None:
            camera.near, camera.far = clip
        flags = bits(own.first("Ca3"))
        if flags is not None:
            camera.perspective = bool(flags & 2)
        return camera

    def read_force_sensor(self, own: Section) -> m.ForceSensor:
        sensor = m.ForceSensor()
        size = reals(own.first("_iz", "Isz"), 1)
        if size is not None and size[0] > 0:
            sensor.size = size[0]
        flags = bits(own.first("Vab")) or 0
        thresholds = reals(own.first("_ri", "Tri", "Tre"), 2)
        if thresholds is not None:
            if flags & 1:
                sensor.force_threshold = thresholds[0]
            if flags & 2:
                sensor.torque_threshold = thresholds[1]
        return sensor

    def read_script_object(self, own: Section) -> m.ScriptObject:
        holder = own.first("Soo")
        obj = m.ScriptObject()
        if holder is not None and holder.sections is not None:
            _, script = self.read_script(holder.sections[0])
            if script is not None:
                obj.scripts.append(script)
        return obj

    def read_script(self, section: Section) -> tuple[int, m.Script | None]:
        """A script's owner handle (-1: none) and the script."""
        info = int32s(section.first("Si2"), 3)
        owner, raw_type = (info[1], info[2]) if info is not None else (-1, 1)
        coc = int32s(section.first("Coc"), 1)
        if owner < 0 and coc is not None:
            owner = coc[0]
        kind = _SCRIPT_KINDS.get(raw_type & 0x0F)
        if kind is None:
            self.doc.skip(f"scripts of type {raw_type}")
            return -1, None
        ste = section.first("Ste")
        raw = descramble(bytes(ste.data)) if ste is not None else b""
        text, tagged = split_language(raw.decode("utf-8", "replace"))
        lang = (string(section.first("Lne")) or tagged or "lua").lower()
        flags = bits(section.first("Va2")) or 0
        threaded = bool(raw_type & 0xF0) or bool(flags & 1) or "sysCall_thread" in text
        return owner, m.Script(kind, text, "python" if lang == "python" else "lua", threaded, enabled=not flags & 2)


def _primitive(chunk: Chunk | None) -> tuple[int, list[float]]:
    """(type, x, y, z sizes) of ``Ppr``/``_pr``: int32 then three reals; (0, zeros) when absent."""
    if chunk is None or chunk.size < 4:
        return 0, [0.0, 0.0, 0.0]
    (kind,) = struct.unpack_from("<i", chunk.data)
    width = 8 if chunk.tag.startswith("_") else 4
    if chunk.size < 4 + 3 * width:
        return kind, [0.1, 0.1, 0.1]
    sizes = struct.unpack_from("<3d" if width == 8 else "<3f", chunk.data, 4)
    return kind, [float(v) if np.isfinite(v) else 0.1 for v in sizes]


def _colour(chunk: Chunk | None) -> tuple[float, float, float, float] | None:
    """The ambient-diffuse colour of a colour container (``Cl3``: 15 floats, RGB first)."""
    if chunk is None or chunk.sections is None:
        return None
    section = chunk.sections[0]
    values = reals(section.first("Cl3"), 15) or reals(section.first("Cl2"), 15) or reals(section.first("Cls"), 12)
    if values is None:
        return None
    rgb = [min(max(v, 0.0), 1.0) for v in values[:3]]
    alpha = 1.0
    flags = bits(section.first("Var"))
    opacity = reals(section.first("Trf"), 1)
    if flags is not None and not flags & 4 and opacity is not None:  # bit 2 clear: translucent
        alpha = min(max(opacity[0], 0.0), 1.0)
    return (rgb[0], rgb[1], rgb[2], alpha)
