"""sim.loadScene, sim.closeScene and sim.loadModel at run time over the ZeroMQ remote API, with
two official clients connected (one of them stepping): both see the new scene's objects."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from zmq_fixtures import Served

COPPELIA = Path(__file__).parents[1] / "core" / "coppelia"


@pytest.fixture
def scenes(tmp_path: Path) -> Path:
    """A --allow-files folder holding the CoppeliaSim XML fixtures, as a user would export them."""
    for name in ("rover.simscene.xml", "arm.simscene.xml", "crate.simmodel.xml"):
        shutil.copy(COPPELIA / name, tmp_path / name)
    return tmp_path


def test_load_scene_by_its_coppeliasim_name_with_two_clients(serve, scenes: Path) -> None:  # noqa: ANN001
    served: Served = serve(None, file_root=scenes)
    loader = served.client().require("sim")
    stepper_client = served.client()
    stepper = stepper_client.require("sim")
    stepper.setStepping(True)
    assert loader.getObject("/Floor") >= 0  # the built-in scene
    folder = loader.getStringParam(loader.stringparam_scenedefaultdir)
    assert loader.loadScene(folder + "/rover.ttt") == 1  # finds rover.simscene.xml
    rover = stepper.getObject("/Rover")  # the other client sees the new scene at once
    assert stepper.getObject("/Rover/leftMotor/wheel") >= 0
    with pytest.raises(Exception, match="does not exist"):
        stepper.getObject("/DoorMotor")
    stepper.startSimulation()
    for _ in range(20):  # the stepping client survived the switch: it still drives time
        stepper.step()
    assert stepper.getSimulationTime() == pytest.approx(20 * 0.05)
    assert stepper.getObjectPosition(rover, -1)[0] > 0.05  # the rover's script drives it
    with pytest.raises(Exception, match="must be stopped"):
        loader.loadScene("arm.simscene.xml")  # another scene: only when stopped
    assert loader.getObject("/Rover") == rover  # ...and the old scene still runs
    stepper.stopSimulation()
    loader.loadScene("arm.simscene.xml")  # a relative name resolves in the folder
    assert len(stepper.getObjectsInTree(stepper.handle_scene)) > 0
    assert stepper.getObject("/ArmBase/joint/link") >= 0


def test_failed_load_keeps_the_old_scene(serve, scenes: Path) -> None:  # noqa: ANN001
    (scenes / "broken.simscene.xml").write_text("<CoppeliaSim>\n<filetype>simpleScene</filetype>\n<shape>\n")
    (scenes / "binary.ttt").write_bytes(b"\x00\x01binary")
    served: Served = serve(None, file_root=scenes)
    sim = served.client().require("sim")
    with pytest.raises(Exception, match=r"broken.simscene.xml:4: not well-formed XML"):
        sim.loadScene("broken.simscene.xml")
    with pytest.raises(Exception, match=r"binary.ttt: not a CoppeliaSim binary scene or model \(byte offset 0"):
        sim.loadScene("binary.ttt")
    with pytest.raises(Exception, match="outside the server's file folder"):
        sim.loadScene("/etc/passwd")
    assert sim.getObject("/Floor") >= 0  # still the built-in scene


def test_close_scene_then_load_model(serve, scenes: Path) -> None:  # noqa: ANN001
    served: Served = serve(None, file_root=scenes)
    first, second = served.client().require("sim"), served.client().require("sim")
    assert first.closeScene() == 1
    with pytest.raises(Exception, match="does not exist"):
        second.getObject("/Floor")
    crate = second.loadModel("crate.ttm")  # finds crate.simmodel.xml
    assert first.getObject("/Crate") == crate
    assert first.getObject("/Crate/lidHinge/Lid/handle") >= 0
