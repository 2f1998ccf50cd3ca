"""What the viewer sends to browsers: the scene description, binary pose frames and PNG images.

Kept apart from the server so it can be tested (and timed) on its own. `describe_scene` runs once
on the host thread (the model is the host's); everything else runs on the viewer's thread: the
simulation thread only copies arrays into a `Frame`.

Pose frame (one binary WebSocket message, little-endian, built once and sent to every viewer)::

    u32 frame index | u32 pass count | f64 simulation time | u32 state | u32 geom count
    then per geom 12 x float32: position (3) and row-major rotation matrix (9)
"""

from __future__ import annotations

import base64
import struct
import zlib
from typing import Any

import mujoco
import numpy as np

from tether.core.engine.frames import Frame
from tether.core.engine.objects import MjKind, ObjectTree
from tether.core.engine.scene import Scene
from tether.core.engine.states import ObjectType
from tether.core.engine.states import SimulationState

FRAME_HEADER = struct.Struct("<IIdII")  # 24 bytes: the float32 poses that follow stay 4-aligned
FLOATS_PER_GEOM = 12

# CoppeliaSim's names for object types (sim.object_*_type), as the scene tree shows them.
TYPE_NAMES = {
    ObjectType.SHAPE: "shape",
    ObjectType.JOINT: "joint",
    ObjectType.GRAPH: "graph",
    ObjectType.CAMERA: "camera",
    ObjectType.DUMMY: "dummy",
    ObjectType.PROXIMITY_SENSOR: "proximitySensor",
    ObjectType.VISION_SENSOR: "visionSensor",
    ObjectType.FORCE_SENSOR: "forceSensor",
    ObjectType.PATH: "path",
    ObjectType.MILL: "mill",
    ObjectType.LIGHT: "light",
    ObjectType.MIRROR: "mirror",
    ObjectType.OCTREE: "octree",
    ObjectType.POINT_CLOUD: "pointCloud",
}
_GEOM_TYPES = {
    int(value): name.removeprefix("mjGEOM_").lower()
    for name, value in mujoco.mjtGeom.__members__.items()
    if not name.startswith("mjNGEOM")
}
_JOINT_TYPES = {0: "free", 1: "ball", 2: "prismatic", 3: "revolute"}


def state_name(state: int) -> str:
    """A short word for a CoppeliaSim state code, as the toolbar shows it."""
    if state == SimulationState.STOPPED:
        return "stopped"
    if state == SimulationState.PAUSED:
        return "paused"
    if state == SimulationState.ADVANCING_LASTBEFOREPAUSE:
        return "pausing"
    if state in (SimulationState.ADVANCING_ABOUTTOSTOP, SimulationState.ADVANCING_LASTBEFORESTOP):
        return "stopping"
    if state & SimulationState.ADVANCING:
        return "running"
    return f"state 0x{state:02x}"


def describe_scene(scene: Scene, time_step: float) -> dict[str, Any]:
    """The static scene, as ``GET /api/scene`` serves it: objects, geoms (with mesh and height
    field data), joints and sensors. Geometry does not change while loaded; read it once."""
    model, tree = scene.model, scene.tree
    meshes: dict[int, dict[str, str]] = {}
    hfields: dict[int, dict[str, Any]] = {}
    geoms = []
    for gid in range(model.ngeom):
        body_id = int(model.geom_bodyid[gid])
        obj = tree.find(MjKind.GEOM, gid) or _body_object(tree, model, body_id)
        gtype = int(model.geom_type[gid])
        kind = _GEOM_TYPES.get(gtype, "box")
        entry: dict[str, Any] = {
            "id": gid,
            "name": model.geom(gid).name,
            "object": obj.handle if obj is not None else -1,
            "type": kind,
            "size": _floats(model.geom_size[gid]),
            "rgba": _floats(_geom_rgba(model, gid)),
            "group": int(model.geom_group[gid]),
        }
        data_id = int(model.geom_dataid[gid])
        if kind in ("mesh", "sdf") and data_id >= 0:
            entry["mesh"] = data_id
            meshes.setdefault(data_id, _mesh(model, data_id))
        elif kind == "hfield" and data_id >= 0:
            entry["hfield"] = data_id
            hfields.setdefault(data_id, _hfield(model, data_id))
        elif kind not in ("plane", "sphere", "capsule", "ellipsoid", "cylinder", "box"):
            aabb = model.geom_aabb[gid]  # anything else: its bounding box
            entry.update(type="box", mujocoType=kind, offset=_floats(aabb[:3]), size=_floats(aabb[3:]))
        geoms.append(entry)
    objects = [
        {
            "handle": obj.handle,
            "name": obj.name,
            "path": obj.path,
            "type": TYPE_NAMES.get(obj.type, str(int(obj.type))),
            "kind": obj.kind.value,
            "mjId": obj.mj_id,
            "parent": obj.parent_handle,
            "children": [c.handle for c in obj.children],
        }
        for obj in tree
    ]
    joints = []
    for obj in tree:
        if obj.type != ObjectType.JOINT:
            continue
        j = obj.mj_id
        jtype = int(model.jnt_type[j])
        joints.append({
            "handle": obj.handle,
            "name": obj.name,
            "jointType": _JOINT_TYPES.get(jtype, str(jtype)),
            "scalar": jtype in (2, 3),
            "motor": j in scene.motors,
            "limited": bool(model.jnt_limited[j]),
            "range": _floats(model.jnt_range[j]),
        })
    sensors = {
        "proximity": [
            {"handle": h, "site": s.site_id, "range": s.range, "angle": s.angle, "rays": s.rays,
             "raySites": list(s.ray_sites)}
            for h, s in scene.proximity_sensors.items()
        ],
        "force": [{"handle": h, "site": s.site_id} for h, s in scene.force_sensors.items()],
        "vision": [{"handle": h, "resolution": list(v.resolution)} for h, v in scene.vision_sensors.items()],
    }
    return {
        "name": scene.name,
        "timeStep": time_step,
        "ngeom": int(model.ngeom),
        "geoms": geoms,
        "meshes": {str(k): v for k, v in meshes.items()},
        "hfields": {str(k): v for k, v in hfields.items()},
        "objects": objects,
        "roots": [obj.handle for obj in tree.roots],
        "joints": joints,
        "sensors": sensors,
    }


def encode_frame(frame: Frame) -> bytes:
    """One frame as the binary pose message (see the module docstring)."""
    n = len(frame.geom_xpos)
    poses = np.empty((n, FLOATS_PER_GEOM), dtype="<f4")
    poses[:, :3] = frame.geom_xpos
    poses[:, 3:] = frame.geom_xmat
    header = FRAME_HEADER.pack(frame.index & 0xFFFFFFFF, frame.pass_count & 0xFFFFFFFF, frame.sim_time, frame.state, n)
    return header + poses.tobytes()


def decode_frame(message: bytes) -> tuple[int, int, float, int, np.ndarray]:
    """(index, pass count, time, state, poses (n, 12)): the inverse of `encode_frame` (for tests)."""
    index, pass_count, sim_time, state, n = FRAME_HEADER.unpack_from(message)
    poses = np.frombuffer(message, dtype="<f4", offset=FRAME_HEADER.size, count=n * FLOATS_PER_GEOM)
    return index, pass_count, sim_time, state, poses.reshape(n, FLOATS_PER_GEOM)


def encode_png(image: np.ndarray) -> bytes:
    """An RGB (h, w, 3) or grey (h, w) uint8 image, top row first, as a PNG file."""
    image = np.ascontiguousarray(image, dtype=np.uint8)
    height, width = image.shape[:2]
    colour = 2 if image.ndim == 3 else 0
    rows = np.zeros((height, 1 + image[0].size), dtype=np.uint8)  # filter byte 0 per row
    rows[:, 1:] = image.reshape(height, -1)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, colour, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows.tobytes(), 6)) + chunk(b"IEND", b"")


def _body_object(tree: ObjectTree, model: mujoco.MjModel, body_id: int) -> Any:
    """The scene object a body's geoms belong to: the body, or its nearest named ancestor."""
    while body_id > 0:
        obj = tree.find(MjKind.BODY, body_id)
        if obj is not None:
            return obj
        body_id = int(model.body_parentid[body_id])
    return None


def _geom_rgba(model: mujoco.MjModel, gid: int) -> np.ndarray:
    mat = int(model.geom_matid[gid])
    # MuJoCo draws a geom in its material's colour unless the geom sets its own rgba.
    default = np.array([0.5, 0.5, 0.5, 1.0])
    if mat >= 0 and np.allclose(model.geom_rgba[gid], default):
        return model.mat_rgba[mat]
    return model.geom_rgba[gid]


def _mesh(model: mujoco.MjModel, mesh_id: int) -> dict[str, str]:
    vstart, vcount = int(model.mesh_vertadr[mesh_id]), int(model.mesh_vertnum[mesh_id])
    fstart, fcount = int(model.mesh_faceadr[mesh_id]), int(model.mesh_facenum[mesh_id])
    vertices = np.asarray(model.mesh_vert[vstart:vstart + vcount], dtype="<f4")
    faces = np.asarray(model.mesh_face[fstart:fstart + fcount], dtype="<u4")
    return {"vertices": _b64(vertices), "faces": _b64(faces)}


def _hfield(model: mujoco.MjModel, hfield_id: int) -> dict[str, Any]:
    nrow, ncol = int(model.hfield_nrow[hfield_id]), int(model.hfield_ncol[hfield_id])
    start = int(model.hfield_adr[hfield_id])
    heights = np.asarray(model.hfield_data[start:start + nrow * ncol], dtype="<f4")
    return {"size": _floats(model.hfield_size[hfield_id]), "nrow": nrow, "ncol": ncol, "data": _b64(heights)}


def _b64(array: np.ndarray) -> str:
    return base64.b64encode(np.ascontiguousarray(array).tobytes()).decode()


def _floats(values: Any, decimals: int = 6) -> list[float]:
    return [round(float(v), decimals) for v in values]
