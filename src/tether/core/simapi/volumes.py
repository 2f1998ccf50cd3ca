"""Point clouds and octrees: CoppeliaSim's voxel objects, kept by tether in memory.

A point cloud or an octree is a dummy in the scene (so it has a pose, a parent and can be
removed) carrying its points or voxels in its own frame. Octree voxels are the cells of a grid of
the given voxel size that hold something; point clouds keep points (at most
``maxPtCntPerVoxel`` per cell of ``maxVoxelSize``). Points passed in are in the world frame
unless options bit 0 says they are in the object's frame; points answered are in the object's
frame. Inserting a shape samples its surface (its mesh's vertices and triangle centres);
subtracting one removes what lies inside its geoms' bounding boxes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np

from tether.core.engine.errors import SimError
from tether.core.simapi.args import integer, number, vector
from tether.core.simapi.base import Part
from tether.core.simapi.geometry import to_transform

__all__ = ["VolumesAPI", "MAX_POINTS"]

MAX_POINTS = 5_000_000  # per cloud or octree (bounded memory)


@dataclass
class _Cloud:
    voxel: float
    per_voxel: int
    options: int
    point_size: float
    points: np.ndarray = field(default_factory=lambda: np.zeros((0, 3)))
    colors: np.ndarray = field(default_factory=lambda: np.zeros((0, 3)))


@dataclass
class _Octree:
    voxel: float
    options: int
    point_size: float
    cells: dict[tuple[int, int, int], tuple[tuple[float, float, float], int]] = field(default_factory=dict)


def _points(values: Any) -> np.ndarray:
    flat = vector(values, None, "points")
    if len(flat) % 3:
        raise SimError(f"points need 3 values each, got {len(flat)}")
    return np.array(flat).reshape(-1, 3)


class VolumesAPI(Part):
    """Point clouds and octrees (see the module docstring)."""

    def _volumes(self) -> dict[int, Any]:
        return self._extra.volumes

    def _volume(self, handle: Any, kind: type) -> Any:
        found = self._volumes().get(integer(handle, "handle"))
        if not isinstance(found, kind) or integer(handle, "handle") not in self._sim.scene.tree.by_handle:
            raise SimError(f"object {handle} is not a {'point cloud' if kind is _Cloud else 'octree'}")
        return found

    def _to_local(self, handle: int, points: np.ndarray, options: int) -> np.ndarray:
        if options & 1:
            return points
        (rot, pos), _ = to_transform(self.getObjectPose(handle, -1))
        return (points - pos) @ rot

    def _shape_points(self, handle: int, object_handle: Any) -> np.ndarray:
        """Surface samples of a shape (world frame), then in the volume's frame."""
        vertices, indices, _ = self.getShapeMesh(object_handle)
        if not vertices:
            return np.zeros((0, 3))
        v = np.array(vertices).reshape(-1, 3)
        f = np.array(indices).reshape(-1, 3)
        samples = np.vstack([v, v[f].mean(axis=1)])
        (rot, pos), _ = to_transform(self.getObjectPose(integer(object_handle, "object handle"), -1))
        return self._to_local(handle, samples @ rot.T + pos, 0)

    def _inside_shape(self, handle: int, object_handle: Any, local: np.ndarray, margin: float) -> np.ndarray:
        """Which points (volume frame) lie inside the shape's geoms' bounding boxes."""
        obj = self._object(object_handle)
        sim = self._sim
        physics = sim.physics
        physics.ensure_kinematics()
        m, d = physics.model, physics.data
        (rot, pos), _ = to_transform(self.getObjectPose(handle, -1))
        world = local @ rot.T + pos
        inside = np.zeros(len(local), dtype=bool)
        geoms = [g for node in obj.walk() for g in range(m.ngeom)
                 if self._geom_owner(g) == node.handle]
        for g in geoms:
            in_geom = (world - d.geom_xpos[g]) @ d.geom_xmat[g].reshape(3, 3)
            box = m.geom_aabb[g]
            inside |= np.all(np.abs(in_geom - box[:3]) <= box[3:] + margin, axis=1)
        return inside

    # -- point clouds --------------------------------------------------------------------------------
    def createPointCloud(self, max_voxel_size: float, max_pt_cnt_per_voxel: int, options: int,
                         point_size: float) -> int:
        """A new, empty point cloud (a dummy carrying points); returns its handle."""
        size = number(max_voxel_size, "max voxel size")
        if size <= 0:
            raise SimError("max voxel size must be positive")
        handle = self._sim.editor.create_dummy(0.01)
        self._volumes()[handle] = _Cloud(size, max(1, integer(max_pt_cnt_per_voxel, "points per voxel")),
                                         integer(options, "options"), number(point_size, "point size"))
        return handle

    def getPointCloudOptions(self, point_cloud_handle: int) -> tuple[float, int, int, float]:
        """(max voxel size, max points per voxel, options, point size)."""
        c = self._volume(point_cloud_handle, _Cloud)
        return c.voxel, c.per_voxel, c.options, c.point_size

    def setPointCloudOptions(self, point_cloud_handle: int, max_voxel_size: float, max_pt_cnt_per_voxel: int,
                             options: int, point_size: float) -> None:
        c = self._volume(point_cloud_handle, _Cloud)
        c.voxel, c.per_voxel = number(max_voxel_size, "max voxel size"), integer(max_pt_cnt_per_voxel, "count")
        c.options, c.point_size = integer(options, "options"), number(point_size, "point size")

    def insertPointsIntoPointCloud(self, point_cloud_handle: int, options: int, points: Sequence[float],
                                   color: Sequence[float] | None = None, duplicate_tolerance: float | None = None) -> int:
        """Add points (options bit 0: in the cloud's frame); points closer than
        ``duplicate_tolerance`` to one already there, or beyond a voxel's quota, are dropped.
        Returns the cloud's point count."""
        handle = integer(point_cloud_handle, "handle")
        c = self._volume(handle, _Cloud)
        new = self._to_local(handle, _points(points), integer(options, "options"))
        rgb = np.array(vector(color, 3, "color")) if color is not None else np.array([1.0, 1.0, 1.0])
        tolerance = number(duplicate_tolerance, "tolerance") if duplicate_tolerance is not None else 0.0
        counts: dict[tuple[int, ...], int] = {}
        for p in c.points:
            key = tuple(np.floor(p / c.voxel).astype(int))
            counts[key] = counts.get(key, 0) + 1
        kept: list[np.ndarray] = []
        for p in new:
            if tolerance > 0 and len(c.points) and np.min(np.linalg.norm(c.points - p, axis=1)) < tolerance:
                continue
            if tolerance > 0 and kept and np.min(np.linalg.norm(np.array(kept) - p, axis=1)) < tolerance:
                continue
            key = tuple(np.floor(p / c.voxel).astype(int))
            if counts.get(key, 0) >= c.per_voxel:
                continue
            counts[key] = counts.get(key, 0) + 1
            kept.append(p)
        if len(c.points) + len(kept) > MAX_POINTS:
            raise SimError(f"a point cloud holds at most {MAX_POINTS} points")
        if kept:
            c.points = np.vstack([c.points, np.array(kept)])
            c.colors = np.vstack([c.colors, np.tile(rgb, (len(kept), 1))])
        return len(c.points)

    def removePointsFromPointCloud(self, point_cloud_handle: int, options: int, points: Sequence[float] | None,
                                   tolerance: float) -> int:
        """Remove the cloud's points within ``tolerance`` of given points (None: all); returns
        the point count left."""
        handle = integer(point_cloud_handle, "handle")
        c = self._volume(handle, _Cloud)
        if points is None:
            c.points, c.colors = np.zeros((0, 3)), np.zeros((0, 3))
            return 0
        targets = self._to_local(handle, _points(points), integer(options, "options"))
        tol = number(tolerance, "tolerance")
        if len(c.points) and len(targets):
            dist = np.linalg.norm(c.points[:, None, :] - targets[None, :, :], axis=2).min(axis=1)
            keep = dist > tol
            c.points, c.colors = c.points[keep], c.colors[keep]
        return len(c.points)

    def intersectPointsWithPointCloud(self, point_cloud_handle: int, options: int, points: Sequence[float],
                                      tolerance: float) -> int:
        """Keep only the cloud's points within ``tolerance`` of given points; returns the count."""
        handle = integer(point_cloud_handle, "handle")
        c = self._volume(handle, _Cloud)
        targets = self._to_local(handle, _points(points), integer(options, "options"))
        if len(c.points):
            dist = np.linalg.norm(c.points[:, None, :] - targets[None, :, :], axis=2).min(axis=1) if len(targets) \
                else np.full(len(c.points), np.inf)
            keep = dist <= number(tolerance, "tolerance")
            c.points, c.colors = c.points[keep], c.colors[keep]
        return len(c.points)

    def getPointCloudPoints(self, point_cloud_handle: int) -> list[float]:
        """The cloud's points (x, y, z each) in its frame."""
        return [float(v) for v in self._volume(point_cloud_handle, _Cloud).points.reshape(-1)]

    def insertObjectIntoPointCloud(self, point_cloud_handle: int, object_handle: int, options: int,
                                   grid_size: float, color: Sequence[float] | None = None,
                                   duplicate_tolerance: float | None = None) -> int:
        """Add samples of a shape's surface; returns the cloud's point count."""
        handle = integer(point_cloud_handle, "handle")
        self._volume(handle, _Cloud)
        samples = self._shape_points(handle, object_handle)
        return self.insertPointsIntoPointCloud(handle, 1, samples.reshape(-1).tolist(), color, duplicate_tolerance)

    def subtractObjectFromPointCloud(self, point_cloud_handle: int, object_handle: int, options: int,
                                     tolerance: float) -> int:
        """Remove the points inside a shape; returns the count left."""
        handle = integer(point_cloud_handle, "handle")
        c = self._volume(handle, _Cloud)
        inside = self._inside_shape(handle, object_handle, c.points, number(tolerance, "tolerance"))
        c.points, c.colors = c.points[~inside], c.colors[~inside]
        return len(c.points)

    # -- octrees -------------------------------------------------------------------------------------
    def createOctree(self, voxel_size: float, options: int, point_size: float) -> int:
        """A new, empty octree (a dummy carrying voxels); returns its handle."""
        size = number(voxel_size, "voxel size")
        if size <= 0:
            raise SimError("voxel size must be positive")
        handle = self._sim.editor.create_dummy(0.01)
        self._volumes()[handle] = _Octree(size, integer(options, "options"), number(point_size, "point size"))
        return handle

    def _cell(self, tree: _Octree, p: np.ndarray) -> tuple[int, int, int]:
        i, j, k = np.floor(p / tree.voxel).astype(int)
        return int(i), int(j), int(k)

    def insertVoxelsIntoOctree(self, octree_handle: int, options: int, points: Sequence[float],
                               color: Sequence[float] | None = None, tag: Sequence[int] | int | None = None) -> int:
        """Fill the voxels holding these points; returns the octree's voxel count."""
        handle = integer(octree_handle, "handle")
        tree = self._volume(handle, _Octree)
        local = self._to_local(handle, _points(points), integer(options, "options"))
        rgb = tuple(vector(color, 3, "color")) if color is not None else (1.0, 1.0, 1.0)
        tags = tag if isinstance(tag, (list, tuple)) else [tag if tag is not None else 0] * len(local)
        for p, t in zip(local, tags):
            tree.cells[self._cell(tree, p)] = (rgb, integer(t, "tag"))  # type: ignore[assignment]
        if len(tree.cells) > MAX_POINTS:
            raise SimError(f"an octree holds at most {MAX_POINTS} voxels")
        return len(tree.cells)

    def removeVoxelsFromOctree(self, octree_handle: int, options: int, points: Sequence[float] | None) -> int:
        """Empty the voxels holding these points (None: all); returns the voxel count left."""
        handle = integer(octree_handle, "handle")
        tree = self._volume(handle, _Octree)
        if points is None:
            tree.cells.clear()
            return 0
        for p in self._to_local(handle, _points(points), integer(options, "options")):
            tree.cells.pop(self._cell(tree, p), None)
        return len(tree.cells)

    def getOctreeVoxels(self, octree_handle: int) -> list[float]:
        """Centres of the filled voxels (x, y, z each) in the octree's frame."""
        tree = self._volume(octree_handle, _Octree)
        return [float((c + 0.5) * tree.voxel) for cell in sorted(tree.cells) for c in cell]

    def checkOctreePointOccupancy(self, octree_handle: int, options: int, points: Sequence[float]) -> tuple[int, int, int, int]:
        """(1 if a point is in a filled voxel, else 0; that voxel's tag; its cell index as two
        32-bit halves (low, high))."""
        handle = integer(octree_handle, "handle")
        tree = self._volume(handle, _Octree)
        for p in self._to_local(handle, _points(points), integer(options, "options")):
            cell = self._cell(tree, p)
            if cell in tree.cells:
                index = (cell[0] & 0x1FFFFF) | ((cell[1] & 0x1FFFFF) << 21) | ((cell[2] & 0x1FFFFF) << 42)
                return 1, tree.cells[cell][1], index & 0xFFFFFFFF, index >> 32
        return 0, 0, 0, 0

    def insertObjectIntoOctree(self, octree_handle: int, object_handle: int, options: int,
                               color: Sequence[float] | None = None, tag: int = 0) -> int:
        """Fill the voxels a shape's surface passes through; returns the voxel count."""
        handle = integer(octree_handle, "handle")
        self._volume(handle, _Octree)
        samples = self._shape_points(handle, object_handle)
        return self.insertVoxelsIntoOctree(handle, 1, samples.reshape(-1).tolist(), color, integer(tag, "tag"))

    def subtractObjectFromOctree(self, octree_handle: int, object_handle: int, options: int) -> int:
        """Empty the voxels whose centres lie inside a shape; returns the voxel count left."""
        handle = integer(octree_handle, "handle")
        tree = self._volume(handle, _Octree)
        cells = sorted(tree.cells)
        centres = (np.array(cells, dtype=float) + 0.5) * tree.voxel if cells else np.zeros((0, 3))
        inside = self._inside_shape(handle, object_handle, centres, 0.0)
        for cell, gone in zip(cells, inside):
            if gone:
                del tree.cells[cell]
        return len(tree.cells)
