"""Errors that point the way: unimplemented sim functions, object names and file paths."""

from __future__ import annotations

from pathlib import Path

import pytest

from tether.core import Simulation
from tether.core.engine.errors import SceneError, SimError
from tether.core.engine.suggest import close_names, did_you_mean, missing_file, not_implemented


def test_close_names_and_the_sentence() -> None:
    assert close_names("Arm_jiont1", ["Arm_joint1", "Arm_joint2", "Floor"])[0] == "Arm_joint1"
    assert close_names("floor", ["Floor", "Box"]) == ["Floor"]  # case does not hide a match
    assert did_you_mean("Zebra", ["Floor", "Arm"]) == ""
    assert did_you_mean("Flor", ["Floor"]) == "; did you mean 'Floor'?"
    assert did_you_mean("ab", ["abc", "abd", "abe"]).count("'") == 6  # three, as 'X', 'Y' or 'Z'
    assert not_implemented("setObjectColor") == "sim.setObjectColor is not implemented by tether (see the API table in docs/reference/sim-api.md)"


def test_an_unimplemented_sim_function_says_so() -> None:
    sim = Simulation()
    with pytest.raises(AttributeError, match=r"^sim\.moduleEntry is not implemented by tether \(see the API table"):
        sim.api.moduleEntry  # noqa: B018  (CoppeliaSim's modules: tether will not have them)
    with pytest.raises(AttributeError, match=r"; did you mean sim\.getObjectPosition[,?]"):
        sim.api.getObjectPositon  # noqa: B018
    assert not hasattr(sim.api, "moduleEntry") and hasattr(sim.api, "getObject")
    assert getattr(sim.api, "nothingLikeThis", None) is None


def test_a_script_calling_an_unimplemented_function_logs_the_clear_text(write_scene) -> None:  # noqa: ANN001
    path = write_scene(
        manifest='[[script]]\nobject = "Object0"\nfile = "s.py"\n',
        scripts={"s.py": "def sysCall_init():\n    sim.moduleEntry(0)\n"},
    )
    sim = Simulation(path)
    sim.loop.run(steps=1)
    assert any("sim.moduleEntry is not implemented by tether" in line for line in sim.scripts.script_error_lines)


def test_get_object_suggests_close_names() -> None:
    sim = Simulation()
    with pytest.raises(SimError, match=r"object does not exist: 'Arm_jiont1'; did you mean 'Arm_joint1'"):
        sim.api.getObject("Arm_jiont1")
    with pytest.raises(SimError, match=r"object does not exist: 'flor'; did you mean 'Floor'\?"):
        sim.api.getObject("flor")
    with pytest.raises(SimError, match=r"object does not exist: 'Nothing'$"):
        sim.api.getObject("Nothing")


def test_missing_files_suggest_close_names(tmp_path: Path) -> None:
    (tmp_path / "robot.urdf").write_text("<robot name='r'/>")
    assert missing_file(tmp_path / "robto.urdf").endswith("; did you mean 'robot.urdf'?")
    assert "folder" in missing_file(tmp_path / "nowhere" / "x.xml") and "does not exist" in missing_file(tmp_path / "nowhere" / "x.xml")
    with pytest.raises(SceneError, match=r"scene file not found: .*robto\.urdf; did you mean 'robot\.urdf'\?"):
        Simulation(tmp_path / "robto.urdf")
    sim = Simulation()
    with pytest.raises(SimError, match=r"model file not found: .*robot\.xml; did you mean 'robot\.urdf'\?"):
        sim.api.loadModel(str(tmp_path / "robot.xml"))
