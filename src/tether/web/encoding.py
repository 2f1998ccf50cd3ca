"""What the viewer sends to browsers: the static scene description and encoded frames.

Kept apart from the HTTP server so it can be tested (and timed) on its own. Everything here
runs on viewer threads: the simulation thread only copies arrays into a `Frame`.
"""

from __future__ import annotations

import json
from typing import Any

import mujoco
import numpy as np

from tether.core.frames import Frame
from tether.core.objects import MjKind, ObjectTree
from tether.core.states import SimulationState as S

# MuJoCo geom types the browser draws natively; the others are drawn as their bounding box.
_NATIVE_TYPES = {
    int(mujoco.mjtGeom.mjGEOM_PLANE): "plane",
    int(mujoco.mjtGeom.mjGEOM_SPHERE): "sphere",
    int(mujoco.mjtGeom.mjGEOM_CAPSULE): "capsule",
    int(mujoco.mjtGeom.mjGEOM_ELLIPSOID): "ellipsoid",
    int(mujoco.mjtGeom.mjGEOM_CYLINDER): "cylinder",
    int(mujoco.mjtGeom.mjGEOM_BOX): "box",
}
PRECISION = 5  # decimals sent for positions and rotations: 10 µm is far below a pixel


def state_name(state: int) -> str:
    """A short word for a CoppeliaSim state code, as the overlay shows it."""
    if state == S.STOPPED:
        return "stopped"
    if state == S.PAUSED:
        return "paused"
    if state == S.ADVANCING_LASTBEFOREPAUSE:
        return "pausing"
    if state in (S.ADVANCING_ABOUTTOSTOP, S.ADVANCING_LASTBEFORESTOP):
        return "stopping"
    if state & S.ADVANCING:
        return "running"
    return f"state 0x{state:02x}"


def describe_scene(model: mujoco.MjModel, tree: ObjectTree, name: str, version: int = 0) -> dict[str, Any]:
    """The static geometry of a model, as `/scene.json` serves it.

    Per geom: MuJoCo's name, its body, the scene object it belongs to (a world-level geom is an
    object of its own, any other geom belongs to its body's object), the drawn type, MuJoCo's
    size triple (or half extents for a bounding box), rgba, visibility group, and for bounding
    boxes the box centre in the geom's frame.
    """
    geoms = []
    for gid in range(model.ngeom):
        body_id = int(model.geom_bodyid[gid])
        obj = tree.find(MjKind.GEOM, gid) or tree.find(MjKind.BODY, body_id)
        gtype = int(model.geom_type[gid])
        entry: dict[str, Any] = {
            "id": gid,
            "name": model.geom(gid).name,
            "body": model.body(body_id).name,
            "object": obj.name if obj is not None else "",
            "type": _NATIVE_TYPES.get(gtype, "box"),
            "size": _rounded(model.geom_size[gid]),
            "rgba": _rounded(model.geom_rgba[gid], 3),
            "group": int(model.geom_group[gid]),
        }
        if gtype not in _NATIVE_TYPES:  # meshes, height fields, SDFs: their bounding box
            aabb = model.geom_aabb[gid]
            entry["mujocoType"] = mujoco.mjtGeom(gtype).name.removeprefix("mjGEOM_").lower()
            entry["offset"] = _rounded(aabb[:3])
            entry["size"] = _rounded(aabb[3:])
        geoms.append(entry)
    return {"name": name, "version": version, "ngeom": int(model.ngeom), "geoms": geoms}


def encode_frame(frame: Frame) -> str:
    """One frame as compact JSON: time, state, pass count and per geom position + row-major matrix."""
    return json.dumps(
        {
            "index": frame.index,
            "time": round(frame.sim_time, 9),
            "pass": frame.pass_count,
            "state": frame.state,
            "scene": frame.scene_version,
            "stateName": state_name(frame.state),
            "pos": np.round(frame.geom_xpos, PRECISION).ravel().tolist(),
            "mat": np.round(frame.geom_xmat, PRECISION).ravel().tolist(),
        },
        separators=(",", ":"),
    )


def _rounded(values: np.ndarray, decimals: int = PRECISION) -> list[float]:
    return [round(float(v), decimals) for v in values]
