"""Sensing: collections, proximity sensor checks against an entity, vision sensor extras
(resolution, depth buffer, char images, handle/check), image and buffer transforms.

Collections are sets of objects built as CoppeliaSim builds them (single objects, trees,
chains, everything, each added or subtracted in order); collision and distance checks accept
them as entities. They live in memory until destroyed (CoppeliaSim saves them with the scene).
"""

from __future__ import annotations

import base64
import math
import struct
from typing import Any, Sequence

import mujoco
import numpy as np

from tether.core.engine.errors import SimError
from tether.core.engine.objects import MjKind, ObjectTree, SceneObject
from tether.core.engine.rays import cone_directions, ray_geom
from tether.core.simapi.args import buffer, integer, integers, number, vector
from tether.core.simapi.base import Part
from tether.core.engine.states import ObjectType

__all__ = ["SensingAPI", "collection_geoms"]

_HANDLE_ALL, _HANDLE_TREE, _HANDLE_CHAIN, _HANDLE_SINGLE = -2, -6, -7, -8
_HANDLE_ALL_EXCEPT_EXPLICIT = -3
_FIRST_COLLECTION = 2_000_000
MAX_COLLECTIONS = 10_000
_DEPTH_METERS = 8388608  # sim.handleflag_depthbuffermeters
_BUFFER_FORMATS = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "d"}


def collection_geoms(m: mujoco.MjModel, tree: ObjectTree, members: Sequence[int]) -> list[int]:
    """MuJoCo geoms of a collection's shapes (a body's geoms, or a world geom)."""
    geoms: list[int] = []
    for handle in members:
        obj = tree.by_handle.get(handle)
        if obj is None:
            continue
        if obj.kind is MjKind.GEOM:
            geoms.append(obj.mj_id)
        elif obj.kind is MjKind.BODY:
            geoms.extend(range(m.body_geomadr[obj.mj_id], m.body_geomadr[obj.mj_id] + m.body_geomnum[obj.mj_id]))
    return geoms


class SensingAPI(Part):
    """Collections, proximity checks, vision extras, image and buffer transforms."""

    # -- collections ---------------------------------------------------------------------------
    def createCollection(self, options: int = 0) -> int:
        """A new, empty collection; returns its handle."""
        extra = self._extra
        if len(extra.collections) >= MAX_COLLECTIONS:
            raise SimError(f"too many collections ({MAX_COLLECTIONS}): destroy some")
        handle = extra.next_collection
        extra.next_collection += 1
        extra.collections[handle] = []
        return handle

    def _collection(self, handle: Any) -> list[tuple[int, int, int]]:
        items = self._extra.collections.get(integer(handle, "collection handle"))
        if items is None:
            raise SimError(f"no collection with handle {handle}")
        return items

    def addItemToCollection(self, collection_handle: int, what: int, object_handle: int, options: int = 0) -> None:
        """Add (options bit 0: subtract) an item: sim.handle_single (the object), handle_tree
        (it and its descendants; bit 1: without it), handle_chain (it and its ancestors; bit 1:
        without it) or handle_all (every object)."""
        items = self._collection(collection_handle)
        what = integer(what, "item type")
        if what not in (_HANDLE_ALL, _HANDLE_TREE, _HANDLE_CHAIN, _HANDLE_SINGLE):
            raise SimError(f"item type must be sim.handle_single, handle_tree, handle_chain or handle_all, got {what}")
        handle = -1 if what == _HANDLE_ALL else self._object(object_handle).handle
        items.append((what, handle, integer(options, "options")))

    def destroyCollection(self, collection_handle: int) -> None:
        self._collection(collection_handle)
        del self._extra.collections[integer(collection_handle, "collection handle")]

    def getCollectionObjects(self, collection_handle: int) -> list[int]:
        """The collection's objects now (trees and chains follow the scene as it changes)."""
        return self._collection_members(self._collection(collection_handle))

    def _collection_members(self, items: list[tuple[int, int, int]]) -> list[int]:
        tree = self._sim.scene.tree
        members: dict[int, None] = {}
        for what, handle, options in items:
            obj = tree.by_handle.get(handle)
            if what == _HANDLE_ALL:
                found = [o.handle for o in tree]
            elif obj is None:
                continue
            elif what == _HANDLE_SINGLE:
                found = [handle]
            elif what == _HANDLE_TREE:
                found = [o.handle for o in obj.walk()][1 if options & 2 else 0:]
            else:
                chain: list[int] = []
                node: SceneObject | None = obj if not options & 2 else obj.parent
                while node is not None:
                    chain.append(node.handle)
                    node = node.parent
                found = chain
            if options & 1:
                for h in found:
                    members.pop(h, None)
            else:
                members.update(dict.fromkeys(found))
        return list(members)

    def collection_geoms(self, handle: int) -> list[int] | None:
        """MuJoCo geoms of a collection (None if ``handle`` is not one): for collision checks."""
        items = self._extra.collections.get(handle) if isinstance(handle, int) else None
        if items is None:
            return None
        sim = self._sim
        return collection_geoms(sim.physics.model, sim.scene.tree, self._collection_members(items))

    def checkCollisionEx(self, entity1_handle: int, entity2_handle: int) -> tuple[int, list[float]]:
        """(number of touching geom pairs, a segment per pair: the two surfaces' deepest points,
        6 values each) of two entities (shapes, collections, sim.handle_all)."""
        sim = self._sim
        physics = sim.physics
        physics.ensure_kinematics()
        m, d = physics.model, physics.data
        first, second = self._entity_geom_set(entity1_handle), self._entity_geom_set(entity2_handle)
        fromto = np.zeros(6)
        segments: list[float] = []
        pairs = set()
        for g1 in first:
            for g2 in second:
                if g1 == g2 or (g2, g1) in pairs or m.geom_bodyid[g1] == m.geom_bodyid[g2]:
                    continue
                if mujoco.mj_geomDistance(m, d, g1, g2, 1e-6, fromto) <= 0.0:
                    pairs.add((g1, g2))
                    segments.extend(float(v) for v in fromto)
        return len(pairs), segments

    # -- proximity sensors ----------------------------------------------------------------------
    def _entity_geom_set(self, entity: Any) -> list[int]:
        handle = integer(entity, "entity handle")
        m = self._sim.physics.model
        if handle == _HANDLE_ALL:
            return list(range(m.ngeom))
        geoms = self.collection_geoms(handle)
        if geoms is not None:
            return geoms
        sim = self._sim
        return collection_geoms(sim.physics.model, sim.scene.tree, [o.handle for o in self._object(handle).walk()])

    def checkProximitySensor(self, sensor_handle: int, entity_handle: int) -> tuple[int, float, list[float], int, list[float]]:
        """Whether the sensor detects this entity (a shape and its children, a collection, or
        sim.handle_all), ignoring everything else: (result, distance, point and normal in the
        sensor frame, detected object)."""
        return self._check_proximity(sensor_handle, entity_handle, math.inf)

    def checkProximitySensorEx(self, sensor_handle: int, entity_handle: int, mode: int = 0,
                               threshold: float = 0.0, max_angle: float = 0.0) -> tuple[int, float, list[float], int, list[float]]:
        """checkProximitySensor with a maximum surface angle (``max_angle`` > 0: surfaces seen
        more obliquely are not detected); ``mode`` and ``threshold`` are not used."""
        return self._check_proximity(sensor_handle, entity_handle, number(max_angle, "max angle") or math.inf)

    def _check_proximity(self, sensor_handle: Any, entity: Any, max_angle: float) -> tuple[int, float, list[float], int, list[float]]:
        obj = self._object(sensor_handle)
        sensor = self._sim.scene.proximity_sensors.get(obj.handle)
        if sensor is None:
            raise SimError(f"object {obj.name!r} is not a proximity sensor")
        sim = self._sim
        physics = sim.physics
        physics.ensure_kinematics()
        m, d = physics.model, physics.data
        geoms = [g for g in self._entity_geom_set(entity) if m.geom_bodyid[g] != m.site_bodyid[sensor.site_id]]
        origin = d.site_xpos[sensor.site_id].copy()
        rot = d.site_xmat[sensor.site_id].reshape(3, 3)
        best = (math.inf, -1, np.zeros(3))
        for direction in cone_directions(sensor.angle, sensor.rays):
            world = rot @ direction
            for g in geoms:
                dist = ray_geom(m, d, g, origin, world)
                if 0 <= dist <= sensor.range and dist < best[0]:
                    best = (dist, g, direction)
        dist, geom, direction = best
        if geom < 0:
            return 0, 0.0, [0.0, 0.0, 0.0], -1, [0.0, 0.0, 0.0]
        normal = self._surface_normal(geom, origin + rot @ direction * dist, rot @ direction)
        local_normal = rot.T @ normal
        if math.acos(max(-1.0, min(1.0, float(-local_normal @ direction)))) > max_angle:
            return 0, 0.0, [0.0, 0.0, 0.0], -1, [0.0, 0.0, 0.0]
        return (1, float(dist), [float(v) for v in direction * dist], self._geom_owner(geom),
                [float(v) for v in local_normal])

    def _surface_normal(self, geom: int, point: np.ndarray, ray: np.ndarray) -> np.ndarray:
        """The surface normal at a hit point, from a ray cast by MuJoCo at just that geom's body."""
        physics = self._sim.physics
        m, d = physics.model, physics.data
        geomid = np.zeros(1, dtype=np.int32)
        normal = np.zeros(3)
        start = point - ray * 1e-4
        mujoco.mj_ray(m, d, start, ray, None, 1, -1, geomid, normal)
        if geomid[0] != geom or not np.any(normal):
            return -ray
        return normal

    def checkProximitySensorEx2(self, sensor_handle: int, vertices: Sequence[float], item_type: int, item_count: int,
                                mode: int = 0, threshold: float = 0.0, max_angle: float = 0.0) -> tuple[int, float, list[float], list[float]]:
        """Detection of points (item type 0; segments and triangles are not supported): the
        nearest point inside the sensor's range and cone. (result, distance, point, normal)."""
        physics = self._sim.physics
        if integer(item_type, "item type") != 0:
            raise SimError("checkProximitySensorEx2: tether checks points (item type 0) only")
        obj = self._object(sensor_handle)
        sensor = self._sim.scene.proximity_sensors.get(obj.handle)
        if sensor is None:
            raise SimError(f"object {obj.name!r} is not a proximity sensor")
        physics.ensure_kinematics()
        d = physics.data
        points = np.array(vector(vertices, 3 * integer(item_count, "item count"), "vertices")).reshape(-1, 3)
        origin, rot = d.site_xpos[sensor.site_id], d.site_xmat[sensor.site_id].reshape(3, 3)
        local = (points - origin) @ rot
        half = sensor.angle / 2 if sensor.rays > 1 else 1e-3
        best = None
        for p in local:
            dist = float(np.linalg.norm(p))
            if 0 < dist <= sensor.range and math.acos(max(-1.0, min(1.0, p[2] / dist))) <= half:
                if best is None or dist < best[0]:
                    best = (dist, p)
        if best is None:
            return 0, 0.0, [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]
        return 1, best[0], [float(v) for v in best[1]], [float(v) for v in -best[1] / best[0]]

    # -- vision sensors ------------------------------------------------------------------------
    def getVisionSensorRes(self, sensor_handle: int) -> list[int]:
        """[width, height] of a vision sensor."""
        return self.getVisionSensorResolution(sensor_handle)

    def getVisionSensorDepthBuffer(self, sensor_handle: int, pos: Sequence[int] = (0, 0),
                                   size: Sequence[int] = (0, 0)) -> list[float]:
        """Depth values (bottom row first) in [0, 1] between the clipping planes, or in metres
        when the handle carries sim.handleflag_depthbuffermeters; a window with pos/size."""
        handle = integer(sensor_handle, "sensor handle")
        meters = handle >= _DEPTH_METERS and bool(handle & _DEPTH_METERS)
        if meters:
            handle &= ~_DEPTH_METERS
        data, (width, height) = self.getVisionSensorDepth(handle)
        depth = np.frombuffer(data, dtype=np.float32).reshape(height, width)
        x, y = (integer(v, "pos") for v in pos)
        w, h = (integer(v, "size") for v in size)
        if w or h:
            depth = depth[y:y + h, x:x + w]
        if meters:
            m = self._sim.physics.model
            near, far = m.vis.map.znear * m.stat.extent, m.vis.map.zfar * m.stat.extent
            depth = near + depth * (far - near)
        return [float(v) for v in depth.reshape(-1)]

    def getVisionSensorCharImage(self, sensor_handle: int, pos: Sequence[int] = (0, 0),
                                 size: Sequence[int] = (0, 0)) -> tuple[bytes, int, int]:
        """(RGB bytes, width, height), as CoppeliaSim 4.x's older form of getVisionSensorImg."""
        image, (width, height) = self.getVisionSensorImg(sensor_handle)
        return image, width, height

    def setVisionSensorCharImage(self, sensor_handle: int, image: bytes) -> None:
        """Write an RGB image (see setVisionSensorImg)."""
        self.setVisionSensorImg(sensor_handle, image)

    def handleVisionSensor(self, sensor_handle: int) -> tuple[int, list[float]]:
        """Render one vision sensor now: (detection count, the default packet of
        readVisionSensor). ``sim.handle_all`` and ``sim.handle_all_except_explicit`` (what a main
        script calls every pass) answer ``(0, [])`` without rendering: tether renders a sensor
        when it is read, from the state of that moment, so an image is never older than a pass
        and nobody pays for images no one reads."""
        handle = integer(sensor_handle, "sensor handle")
        if handle in (_HANDLE_ALL, _HANDLE_ALL_EXCEPT_EXPLICIT):
            return 0, []
        return self.readVisionSensor(handle)

    def resetVisionSensor(self, sensor_handle: int) -> None:
        """Forget images written with setVisionSensorImg (tether renders on demand);
        ``sim.handle_all``/``sim.handle_all_except_explicit`` forget every sensor's."""
        handle = integer(sensor_handle, "sensor handle")
        images = self._sim.sensors.written_images
        if handle in (_HANDLE_ALL, _HANDLE_ALL_EXCEPT_EXPLICIT):
            if images:
                images.clear()
            return
        self._object(handle)
        if images:
            images.pop(handle, None)

    def checkVisionSensor(self, sensor_handle: int, entity_handle: int) -> tuple[int, list[float]]:
        """(1 if any of the entity's shapes is inside the sensor's view frustum within its far
        plane, else 0; readVisionSensor's default packet of the full image: tether cannot
        render one entity alone)."""
        obj = self._object(sensor_handle)
        if obj.type != ObjectType.VISION_SENSOR:
            raise SimError(f"object {obj.name!r} is not a vision sensor")
        sim = self._sim
        physics = sim.physics
        physics.ensure_kinematics()
        m, d = physics.model, physics.data
        cam = obj.mj_id
        pos, rot = d.cam_xpos[cam], d.cam_xmat[cam].reshape(3, 3)
        width, height = self.getVisionSensorResolution(sensor_handle)
        tan_y = math.tan(math.radians(m.cam_fovy[cam]) / 2)
        tan_x = tan_y * width / height
        far = m.vis.map.zfar * m.stat.extent
        seen = 0
        for g in self._entity_geom_set(entity_handle):
            local = rot.T @ (d.geom_xpos[g] - pos)
            depth = -local[2]  # MuJoCo cameras look along -z
            if 0 < depth <= far and abs(local[0]) <= tan_x * depth + m.geom_rbound[g] \
                    and abs(local[1]) <= tan_y * depth + m.geom_rbound[g]:
                seen = 1
                break
        return seen, self.readVisionSensor(sensor_handle)[1]

    def checkVisionSensorEx(self, sensor_handle: int, entity_handle: int, return_image: bool) -> bytes | list[float]:
        """The sensor's image (RGB bytes) or depth values, rendered with the whole scene."""
        if return_image:
            return self.getVisionSensorImg(sensor_handle)[0]
        return self.getVisionSensorDepthBuffer(sensor_handle)

    # -- explicit handling -----------------------------------------------------------------------
    def getExplicitHandling(self, object_handle: int) -> int:
        """1 if the object is handled explicitly (its script calls sim.handle*), else 0."""
        obj = self._object(object_handle)
        explicit = self._explicit_set() if obj.type == ObjectType.PROXIMITY_SENSOR else None
        if explicit is not None:
            return int(obj.handle in explicit)
        return self._extra.flags.get(("explicit", obj.handle), 0)

    def setExplicitHandling(self, object_handle: int, explicit_flags: int) -> None:
        """Flag bit 0: handled explicitly. A proximity sensor so flagged is no longer computed by
        the main script's pass, only by sim.handleProximitySensor (vision sensors render on
        demand in tether: the flag is remembered and answered)."""
        obj = self._object(object_handle)
        on = bool(integer(explicit_flags, "flags") & 1)
        if obj.type == ObjectType.PROXIMITY_SENSOR:
            explicit = self._explicit_set()
            if explicit is None:
                raise SimError("explicit handling of proximity sensors needs the Simulation's Sensors part")
            (explicit.add if on else explicit.discard)(obj.handle)
            return
        self._extra.flags[("explicit", obj.handle)] = int(on)

    def _explicit_set(self) -> set[int] | None:
        """The proximity sensors the main script's pass leaves alone (the Sensors part's set)."""
        return self._sim.sensors.explicit_handling

    # -- images and buffers ---------------------------------------------------------------------
    def transformImage(self, image: bytes, resolution: Sequence[int], options: int) -> bytes:
        """An RGB image transformed, bit-coded (tether's reading of CoppeliaSim's options):
        bit 0 (1): the image is RGBA; bit 1 (2): flip vertically (about x); bit 2 (4): flip
        horizontally (about y); bit 3 (8): swap red and blue. Returns the transformed bytes."""
        width, height = integers(resolution, 2, "resolution")
        options = integer(options, "options")
        channels = 4 if options & 1 else 3
        data = np.frombuffer(buffer(image, "image"), dtype=np.uint8)
        if data.size != width * height * channels:
            raise SimError(f"image must be {width}x{height}x{channels} bytes, got {data.size}")
        pixels = data.reshape(height, width, channels)
        if options & 2:
            pixels = pixels[::-1]
        if options & 4:
            pixels = pixels[:, ::-1]
        if options & 8:
            pixels = pixels[:, :, [2, 1, 0, 3][:channels]]
        return np.ascontiguousarray(pixels).tobytes()

    def combineRgbImages(self, img1: bytes, img1_res: Sequence[int], img2: bytes, img2_res: Sequence[int],
                         operation: int) -> bytes:
        """Two RGB images side by side (sim.imgcomb_horizontal, 1) or stacked (imgcomb_vertical, 0)."""
        w1, h1 = integers(img1_res, 2, "img1 resolution")
        w2, h2 = integers(img2_res, 2, "img2 resolution")
        a = np.frombuffer(buffer(img1, "img1"), dtype=np.uint8)
        b = np.frombuffer(buffer(img2, "img2"), dtype=np.uint8)
        if a.size != w1 * h1 * 3 or b.size != w2 * h2 * 3:
            raise SimError("images must be RGB (3 bytes per pixel) of their resolutions")
        a, b = a.reshape(h1, w1, 3), b.reshape(h2, w2, 3)
        if integer(operation, "operation") == 1:
            if h1 != h2:
                raise SimError("images side by side need the same height")
            return np.hstack([a, b]).tobytes()
        if w1 != w2:
            raise SimError("stacked images need the same width")
        return np.vstack([a, b]).tobytes()

    def getScaledImage(self, image_in: bytes, resolution_in: Sequence[int], desired_resolution_out: Sequence[int],
                       options: int = 0) -> tuple[bytes, list[int]]:
        """An RGB image resized (nearest pixel); returns (image, resolution)."""
        w, h = integers(resolution_in, 2, "input resolution")
        w2, h2 = integers(desired_resolution_out, 2, "output resolution")
        data = np.frombuffer(buffer(image_in, "image"), dtype=np.uint8)
        if data.size != w * h * 3 or w2 <= 0 or h2 <= 0:
            raise SimError("image must be RGB of its resolution, and the new resolution positive")
        pixels = data.reshape(h, w, 3)
        rows = (np.arange(h2) * h // h2).clip(0, h - 1)
        cols = (np.arange(w2) * w // w2).clip(0, w - 1)
        return pixels[rows][:, cols].tobytes(), [w2, h2]

    def transformBuffer(self, in_buffer: bytes, in_format: int, multiplier: float, offset: float,
                        out_format: int) -> bytes:
        """Numbers in a buffer converted between formats (sim.buffer_uint8 ... buffer_double),
        as ``value * multiplier + offset``; sim.buffer_base64 encodes/decodes base64."""
        fmt_in, fmt_out = integer(in_format, "input format"), integer(out_format, "output format")
        clamp = bool(fmt_out & 256)
        fmt_out &= ~256
        raw = buffer(in_buffer, "buffer") if not isinstance(in_buffer, str) else in_buffer.encode("latin-1")
        if fmt_in == 12:
            return base64.b64decode(raw)
        if fmt_out == 12:
            return base64.b64encode(raw)
        if fmt_in not in _BUFFER_FORMATS or fmt_out not in _BUFFER_FORMATS:
            raise SimError(f"buffer formats must be sim.buffer_uint8 .. buffer_double or buffer_base64, "
                           f"got {fmt_in} -> {fmt_out}")
        size = struct.calcsize(_BUFFER_FORMATS[fmt_in])
        values = np.frombuffer(raw[: len(raw) - len(raw) % size], dtype=np.dtype(_BUFFER_FORMATS[fmt_in]).newbyteorder("<"))
        out = values.astype(float) * number(multiplier, "multiplier") + number(offset, "offset")
        dtype = np.dtype(_BUFFER_FORMATS[fmt_out]).newbyteorder("<")
        if dtype.kind in "iu":
            info = np.iinfo(dtype)
            out = np.clip(np.rint(out), info.min, info.max) if clamp else np.rint(out)
        return out.astype(dtype).tobytes()
