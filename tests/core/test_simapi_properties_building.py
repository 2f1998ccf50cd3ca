"""sim's property API (table-driven) and the object functions of tether.core.simapi.building."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tether.core import SimError, Simulation
from tether.core.simapi.properties import PROPERTIES, TYPE_NAMES


def test_properties_read_and_write_through_the_api(builtin: Simulation) -> None:
    api = builtin.api
    joint, door = api.getObject("Arm_joint2"), api.getObject("Door")
    api.setFloatProperty(joint, "targetPos", 0.4)
    assert api.getJointTargetPosition(joint) == pytest.approx(0.4)
    assert api.getFloatProperty(joint, "targetPos") == pytest.approx(0.4)
    api.setProperty(door, "mass", 5.0)
    assert api.getShapeMass(door) == 5.0
    api.setVector3Property(api.handle_scene, "gravity", [0, 0, -3])
    assert api.getArrayParam(api.arrayparam_gravity) == [0, 0, -3]
    sphere = api.getObject("Sphere")
    api.setPoseProperty(sphere, "absPose", [3, 0, 0.5, 0, 0, 0, 1])
    assert api.getObjectPosition(sphere) == pytest.approx([3, 0, 0.5])
    api.setStringProperty(door, "alias", "BigDoor")
    assert api.getObject("BigDoor") == door and api.getStringProperty(door, "alias") == "BigDoor"
    assert api.getVector2Property(joint, "interval") == pytest.approx([-1.8, 1.8])
    with pytest.raises(SimError, match="read-only"):
        api.setIntProperty(door, "objectType", 3)
    with pytest.raises(SimError, match="is a float, not a int"):
        api.getIntProperty(joint, "targetPos")
    with pytest.raises(SimError, match="does not exist"):
        api.getFloatProperty(door, "noSuchThing")
    assert api.getFloatProperty(door, "noSuchThing", {"noError": True}) is None
    props = api.getProperties(joint)
    assert props["jointType"] == api.joint_revolute_subtype and "mass" not in props


def test_signal_and_custom_namespaces(builtin: Simulation) -> None:
    api = builtin.api
    api.setIntProperty(api.handle_scene, "signal.count", 7)
    assert api.getInt32Signal("count") == 7 and api.getProperty(api.handle_scene, "signal.count") == 7
    api.setStringProperty(api.handle_scene, "signal.text", "hi")
    assert api.getStringProperty(api.handle_scene, "signal.text") == "hi"
    api.removeProperty(api.handle_scene, "signal.count")
    assert api.getInt32Signal("count") is None
    door = api.getObject("Door")
    api.setFloatArrayProperty(door, "customData.weights", [1, 2.5])
    api.setProperty(door, "customData.note", "x")
    assert api.getFloatArrayProperty(door, "customData.weights") == [1.0, 2.5]
    assert api.getPropertyInfo(door, "customData.note")[0] == api.propertytype_string
    assert api.getObjectsWithTag("note") == [door]
    names = [api.getPropertyName(door, i) for i in range(200)]
    names = [n for n in names if n is not None]
    assert ("customData.weights", "customData") in names and ("mass", "shape") in names
    assert api.getPropertyName(door, 0, {"prefix": "customData."})[0] == "customData.note"
    infos = api.getPropertiesInfos(door)
    assert infos["objectType"]["flags"] & api.propertyinfo_notwritable
    api.removeProperty(door, "customData.note")
    with pytest.raises(SimError, match="built in"):
        api.removeProperty(door, "mass")
    assert api.getPropertyTypeString(api.propertytype_pose) == "pose"
    assert api.convertPropertyValue("2.5", api.propertytype_string, api.propertytype_float) == 2.5
    assert len(api.convertPropertyValue([0, 0, 0, 0, 0, 0, 1], api.propertytype_pose, api.propertytype_matrix4x4)) == 12
    api.setProperties(door, {"customData.a": 1, "customData.b": True})
    assert api.getBoolProperty(door, "customData.b") is True and api.getLongProperty(door, "objectUid") == door


def test_every_table_property_reads_on_some_object(builtin: Simulation) -> None:
    api = builtin.api
    builtin.step()
    seen = set()
    for target in [api.handle_scene, api.handle_app, *api.getObjectsInTree(api.handle_scene)]:
        seen.update(api.getProperties(target))
    assert {p.name for p in PROPERTIES} <= seen
    assert set(TYPE_NAMES) == {getattr(api, n) for n in dir(api) if n.startswith("propertytype_")}


def test_aliases_uids_tree_order_and_visits(builtin: Simulation) -> None:
    api = builtin.api
    arm = api.getObject("Arm")
    with pytest.raises(SimError, match="alias"):
        api.setObjectAlias(arm, "bad/name")
    assert api.getObjectFromUid(api.getObjectUid(arm)) == arm
    assert api.getObjectFromUid(99999, {"noError": True}) == -1
    tip = api.getObject("Arm_tip")
    assert api.getObjectAliasRelative(tip, arm).startswith("./Arm_joint1/")
    visited = []
    api.visitTree(arm, lambda h: visited.append(h) or api.getObjectType(h) != api.object_joint_type)
    assert visited[0] == arm and visited[1] == api.getObject("Arm_joint1") and len(visited) == 2
    order, count = api.getObjectHierarchyOrder(arm)
    api.setObjectHierarchyOrder(arm, 0)
    assert api.getObjectHierarchyOrder(arm) == (0, count)


def test_colours_flags_and_shapes(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    sphere, floor = api.getObject("Sphere"), api.getObject("Floor")
    api.setObjectColor(sphere, 0, api.colorcomponent_ambient_diffuse, [0, 1, 0])
    assert api.getObjectColor(sphere, 0, 0) == pytest.approx([0, 1, 0])
    assert api.getShapeColor(sphere, None, 0)[1] == pytest.approx([0, 1, 0])
    saved = api.changeEntityColor(sphere, [1, 0, 0])
    assert api.getObjectColor(sphere, 0, 0) == pytest.approx([1, 0, 0])
    api.restoreEntityColor(saved)
    assert api.getObjectColor(sphere, 0, 0) == pytest.approx([0, 1, 0])
    assert api.getShapeGeomInfo(sphere)[1] == api.primitiveshape_spheroid
    vertices, indices, normals = api.getShapeMesh(sphere)
    radii = np.linalg.norm(np.array(vertices).reshape(-1, 3), axis=1)
    assert radii == pytest.approx(np.full(len(radii), 0.1), rel=1e-6) and len(indices) % 3 == 0
    assert api.getShapeViz(sphere, 0)["indices"] == indices
    api.scaleObject(sphere, 2, 2, 2)
    assert api.getShapeBB(sphere) == pytest.approx([0.4, 0.4, 0.4]) and api.getObjectSizeFactor(sphere) == 2
    api.setShapeBB(sphere, [0.1, 0.1, 0.1])
    assert api.getShapeBB(sphere) == pytest.approx([0.1, 0.1, 0.1])
    # a shape that is not collidable falls through the floor
    api.setObjectSpecialProperty(sphere, 0)
    for _ in range(round(1.5 / sim.physics.time_step)):
        sim.step()
    assert api.getObjectPosition(sphere)[2] < -0.2  # below the floor
    assert api.getModelProperty(sphere) == api.modelproperty_not_model
    low, high = api.getModelBB(api.getObject("Arm"))
    assert high[2] - low[2] > 1.0


def test_joint_child_pose_and_matrix(builtin: Simulation) -> None:
    api = builtin.api
    joint = api.getObject("Arm_joint1")
    api.setObjectChildPose(joint, api.buildPose([0, 0, 0], [0, 0, 0.5]))
    assert api.getJointPosition(joint) == pytest.approx(0.5)
    assert api.getObjectChildPose(joint) == pytest.approx(api.buildPose([0, 0, 0], [0, 0, 0.5]))
    dummy = api.createDummy(0.01)
    api.setObjectMatrix(dummy, -1, api.buildMatrix([1, 2, 3], [0, 0, math.pi / 2]))
    assert api.getObjectMatrix(dummy) == pytest.approx(api.buildMatrix([1, 2, 3], [0, 0, math.pi / 2]))


def test_both_colour_calls_paint_geoms_by_one_rule(builtin: Simulation) -> None:
    """sim.setShapeColor and sim.setObjectColor write geom colours through one rule: the same
    RGB, the opacity clamped to 0..1; each keeps the components it documents."""
    api = builtin.api
    sphere = api.getObject("Sphere")
    api.setShapeColor(sphere, None, api.colorcomponent_ambient_diffuse, [0.2, 0.3, 0.4])
    assert api.getObjectColor(sphere, 0, 0) == pytest.approx([0.2, 0.3, 0.4])
    api.setShapeColor(sphere, None, api.colorcomponent_transparency, [1.7])
    assert api.getObjectColor(sphere, 0, api.colorcomponent_transparency) == [1.0]
    api.setObjectColor(sphere, -1, api.colorcomponent_transparency, [-0.5])
    assert api.getObjectColor(sphere, 0, api.colorcomponent_transparency) == [0.0]
    api.setObjectColor(sphere, 0, api.colorcomponent_specular, [0.9, 0.9, 0.9])  # a material's: kept
    assert api.getObjectColor(sphere, 0, 0) == pytest.approx([0.2, 0.3, 0.4])
    with pytest.raises(SimError, match="not supported"):
        api.setShapeColor(sphere, None, api.colorcomponent_specular, [0.9, 0.9, 0.9])
    with pytest.raises(SimError, match="not one of"):
        api.setObjectColor(sphere, 0, 9, [0, 0, 0])
    with pytest.raises(SimError, match="must be a number"):
        api.setShapeColor(sphere, None, api.colorcomponent_transparency, [True])


def test_numbers_refuse_bools_in_every_call(builtin: Simulation) -> None:
    """One argument check for numbers: a bool is no number for SimAPI's own calls either."""
    api = builtin.api
    joint = api.getObject("Arm_joint2")
    with pytest.raises(SimError, match="target position must be a number"):
        api.setJointTargetPosition(joint, True)
    api.setJointTargetPosition(joint, 1)  # an int is
    assert api.getJointTargetPosition(joint) == 1.0
