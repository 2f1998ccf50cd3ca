"""sim's scene building: shapes from meshes, pure shapes, copies, groups, mesh files."""

from __future__ import annotations

import math

import pytest

from tether.core import SimError, Simulation
from tether.core.simapi.files import allow_files

# a unit tetrahedron
VERTICES = [0, 0, 0, 0.2, 0, 0, 0, 0.2, 0, 0, 0, 0.2]
INDICES = [0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3]


def test_create_shape_from_a_mesh(builtin: Simulation) -> None:
    api = builtin.api
    builtin.step()  # running: what is created now goes away at stop
    shape = api.createShape(0, 0.0, VERTICES, INDICES)
    assert api.getObjectType(shape) == api.object_shape_type
    vertices, indices, _ = api.getShapeMesh(shape)
    assert len(vertices) == 12 and len(indices) == 12
    assert sorted(vertices) == pytest.approx(sorted(VERTICES), abs=1e-6)  # in the shape's frame
    api.setObjectPosition(shape, -1, [0, 3, 1])
    assert api.getObjectPosition(shape) == pytest.approx([0, 3, 1])
    with pytest.raises(SimError, match="indices"):
        api.createShape(0, 0.0, VERTICES, [0, 1, 9])
    builtin.step()
    builtin.stop()
    assert not api.isHandle(shape)


def test_pure_shapes_copies_and_groups(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    cube = api.createPureShape(0, 8, [0.1, 0.1, 0.1], 0.5)  # dynamic, respondable
    api.setObjectPosition(cube, -1, [0, 3, 0.5])
    assert api.getShapeMass(cube) == pytest.approx(0.5)
    sphere = api.getObject("Sphere")
    api.setObjectPosition(sphere, -1, [1, 1, 2])
    copy, cube_copy = api.copyPasteObjects([sphere, cube])
    assert api.getObjectAlias(copy) == "Sphere" and copy != sphere
    assert api.getObjectPosition(copy) == pytest.approx([1, 1, 2])
    assert api.getShapeMass(cube_copy) == pytest.approx(0.5)
    arm_copy = api.copyPasteObjects([api.getObject("Arm")])[0]
    api.setObjectPosition(arm_copy, -1, [-3, 3, 0])  # away from the original: they would collide
    joints = [h for h in api.getObjectsInTree(arm_copy, api.object_joint_type)]
    assert len(joints) == 7
    api.setJointTargetPosition(joints[0], 0.5)
    for _ in range(800):
        sim.step()
    assert api.getJointPosition(joints[0]) == pytest.approx(0.5, abs=0.02)  # the copy's motors work
    group = api.groupShapes([cube, cube_copy])
    assert group == cube and api.getObjectParent(cube_copy) == cube
    assert api.ungroupShape(cube) == [cube, cube_copy] and api.getObjectParent(cube_copy) == -1
    sim.stop()  # copied while stopped: they stay, and can be removed while stopped
    api.removeObjects([copy])
    assert not api.isHandle(copy) and api.isHandle(arm_copy)


def test_mesh_files_and_swept_shapes(builtin: Simulation, tmp_path) -> None:  # noqa: ANN001
    api = builtin.api
    allow_files(builtin, tmp_path)
    file = str(tmp_path / "tetra.stl")
    api.exportMesh(4, file, 0, 1.0, [VERTICES], [INDICES])
    vertices, indices = api.importMesh(4, file, 0, 0.0, 2.0)
    assert len(indices[0]) == 12 and max(vertices[0]) == pytest.approx(0.4)
    shape = api.importShape(4, file, 0, 0.0, 1.0)
    assert max(api.getShapeMesh(shape)[0]) == pytest.approx(0.2, abs=1e-6)
    with pytest.raises(SimError, match="not found"):
        api.importShape(4, str(tmp_path / "missing.stl"))
    path = [0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1]
    section = [0.1 * v for a in (0, 2, 4) for v in (math.cos(a), math.sin(a))]
    tube = api.generateShapeFromPath(path, section, 1)
    points = api.getShapeMesh(tube)[0]
    assert max(points[2::3]) - min(points[2::3]) == pytest.approx(1.0, abs=1e-6)


def test_get_object_index_is_the_nth_match_in_the_scene(builtin: Simulation) -> None:
    api = builtin.api
    arm = api.getObject("Arm")
    copy = api.copyPasteObjects([arm])[0]
    assert api.getObject("/Arm_joint3", {"index": 0}) == api.getObject("/Arm/Arm_joint1/Arm_link1/Arm_joint2/Arm_link2/Arm_joint3")
    second = api.getObject("/Arm_joint3", {"index": 1})  # the copy's, deep in its tree
    assert second in api.getObjectsInTree(copy) and second != api.getObject("/Arm_joint3", {"index": 0})
    # below a named object: its tree only, however deep
    links = [api.getObject("/Arm/Arm_link5", {"index": 0})]
    assert links[0] in api.getObjectsInTree(arm)
    with pytest.raises(SimError, match="does not exist"):
        api.getObject("/Arm/Arm_link5", {"index": 1})
