"""sim's path helpers, point clouds and octrees (tether.core.simapi.paths, .volumes)."""

from __future__ import annotations

import struct

import pytest

from tether.core import SimError, Simulation


def test_path_lengths_interpolation_resampling_closest(builtin: Simulation) -> None:
    api = builtin.api
    path = [0, 0, 0, 0, 0, 0, 1,
            1, 0, 0, 0, 0, 0, 1,
            1, 2, 0, 0, 0, 1, 0]
    lengths, total = api.getPathLengths(path, 7)
    assert lengths == pytest.approx([0, 1, 3]) and total == pytest.approx(3)
    assert api.getPathInterpolatedConfig(path, lengths, 0.5)[:3] == pytest.approx([0.5, 0, 0])
    mid = api.getPathInterpolatedConfig(path, lengths, 2.0)
    assert mid[:3] == pytest.approx([1, 1, 0]) and sum(v * v for v in mid[3:]) == pytest.approx(1)
    resampled = api.resamplePath(path, lengths, 4)
    assert len(resampled) == 28 and resampled[7:10] == pytest.approx([1, 0, 0])
    assert api.getClosestPosOnPath(path, lengths, [0.3, 0.5, 0]) == pytest.approx(0.3)
    assert api.getClosestPosOnPath(path, lengths, [2, 1.5, 0]) == pytest.approx(2.5)
    joint_path = [0.0, 0.0, 1.0, 1.0]
    assert api.getPathLengths(joint_path, 2)[1] == pytest.approx(2 ** 0.5)
    with pytest.raises(SimError, match="configurations of 7"):
        api.getPathLengths([1, 2, 3], 7)


def test_create_path_stores_its_poses(builtin: Simulation) -> None:
    api = builtin.api
    handle = api.createPath([0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 1], 0, 5)
    data = api.readCustomBufferData(handle, "PATH")
    poses = struct.unpack(f"<{len(data) // 8}d", data)
    assert len(poses) == 35 and poses[7:10] == pytest.approx((0.5, 0, 0))
    assert api.getObjectType(handle) == api.object_dummy_type


def test_point_cloud(builtin: Simulation) -> None:
    api = builtin.api
    cloud = api.createPointCloud(0.1, 2, 0, 2.0)
    api.setObjectPosition(cloud, -1, [1, 0, 0])
    count = api.insertPointsIntoPointCloud(cloud, 0, [1, 0, 0, 1.5, 0, 0, 1.51, 0, 0, 1.52, 0, 0], [1, 0, 0], 0.001)
    assert count == 3  # the fourth point is the third one of its voxel
    assert api.getPointCloudPoints(cloud)[:3] == pytest.approx([0, 0, 0])  # the cloud's frame
    assert api.removePointsFromPointCloud(cloud, 1, [0, 0, 0], 0.01) == 2
    assert api.intersectPointsWithPointCloud(cloud, 0, [1.5, 0, 0], 0.005) == 1
    assert api.getPointCloudOptions(cloud)[:2] == (0.1, 2)
    api.setPointCloudOptions(cloud, 0.2, 1000, 0, 1.0)
    sphere = api.getObject("Sphere")
    api.insertObjectIntoPointCloud(cloud, sphere, 0, 0.01)
    assert len(api.getPointCloudPoints(cloud)) > 100
    left = api.subtractObjectFromPointCloud(cloud, sphere, 0, 1e-6)
    assert left == 1
    with pytest.raises(SimError, match="not a point cloud"):
        api.getPointCloudPoints(sphere)


def test_octree(builtin: Simulation) -> None:
    api = builtin.api
    tree = api.createOctree(0.5, 0, 1.0)
    assert api.insertVoxelsIntoOctree(tree, 0, [0.1, 0.1, 0.1, 0.2, 0.2, 0.2, 1.2, 0, 0], None, 7) == 2
    assert api.getOctreeVoxels(tree) == pytest.approx([0.25, 0.25, 0.25, 1.25, 0.25, 0.25])
    occupied, tag, *_ = api.checkOctreePointOccupancy(tree, 0, [0.4, 0.4, 0.4])
    assert occupied == 1 and tag == 7
    assert api.checkOctreePointOccupancy(tree, 0, [3, 3, 3])[0] == 0
    assert api.removeVoxelsFromOctree(tree, 0, [1.3, 0.1, 0.1]) == 1
    sphere = api.getObject("Sphere")
    api.setObjectPosition(sphere, -1, [0.25, 0.25, 0.25])
    before = api.insertObjectIntoOctree(tree, sphere, 0, None, 1)
    assert before >= 1
    assert api.subtractObjectFromOctree(tree, sphere, 0) < before
