"""sim.saveScene / sim.saveModel write files tether opens again (tether.core.simapi.saving)."""

from __future__ import annotations

import pytest

from tether.core import SimError, Simulation
from tether.core.simapi.files import allow_files


def test_saved_scene_loads_with_the_same_objects_and_motors(builtin: Simulation, tmp_path) -> None:  # noqa: ANN001
    api = builtin.api
    allow_files(builtin, tmp_path)
    joint = api.getObject("Arm_joint2")
    api.setJointMaxForce(joint, 42.0)
    api.saveScene(str(tmp_path / "copy.ttt"))
    assert (tmp_path / "copy.xml").is_file() and (tmp_path / "copy.toml").is_file()
    again = Simulation(tmp_path / "copy.toml")
    assert {o.name for o in again.tree} == {o.name for o in builtin.tree}
    assert again.model.nu == builtin.model.nu  # tether's motors once, not twice
    assert again.api.getJointMaxForce(again.api.getObject("Arm_joint2")) == pytest.approx(42.0)
    assert len(again.scene.proximity_sensors) == len(builtin.scene.proximity_sensors)


def test_saved_model_loads_into_a_scene(builtin: Simulation, tmp_path) -> None:  # noqa: ANN001
    api = builtin.api
    allow_files(builtin, tmp_path)
    api.saveModel(api.getObject("Arm"), str(tmp_path / "arm.ttm"))
    other = Simulation()
    allow_files(other, tmp_path)
    base = other.api.loadModel(str(tmp_path / "arm.xml"))
    assert other.api.getObjectAlias(base) == "Arm"
    assert len(other.api.getObjectsInTree(base, other.api.object_joint_type)) == 7
    with pytest.raises(SimError, match="not a body"):
        api.saveModel(api.getObject("Arm_joint1"), str(tmp_path / "joint.ttm"))


def test_file_functions_stay_in_the_allowed_folders(builtin: Simulation, tmp_path) -> None:  # noqa: ANN001
    api = builtin.api
    with pytest.raises(SimError, match="outside the scene's folder"):
        api.saveScene(str(tmp_path / "x.ttt"))
    with pytest.raises(SimError, match="outside the scene's folder"):
        api.loadImage(0, "/etc/hostname")
    with pytest.raises(SimError, match="outside the scene's folder"):
        api.exportMesh(4, "../../../escape.stl", 0, 1.0, [[0, 0, 0, 1, 0, 0, 0, 1, 0]], [[0, 1, 2]])


def test_nothing_is_written_into_tethers_own_folder(builtin: Simulation) -> None:
    """The built-in scene's folder is inside the installed package: relative names land there,
    and a save, an image or a mesh written there would be left in the package."""
    from tether.core.simapi.files import PACKAGE_FOLDER

    api = builtin.api
    before = sorted(p.name for p in PACKAGE_FOLDER.rglob("x.*"))
    with pytest.raises(SimError, match="tether's own folder"):
        api.saveScene("x.ttt")
    with pytest.raises(SimError, match="tether's own folder"):
        api.exportMesh(4, "x.stl", 0, 1.0, [[0, 0, 0, 1, 0, 0, 0, 1, 0]], [[0, 1, 2]])
    with pytest.raises(SimError, match="tether's own folder"):
        api.saveImage(bytes(12), [2, 2], 0, "x.png", -1)
    assert sorted(p.name for p in PACKAGE_FOLDER.rglob("x.*")) == before
