"""simxLoadScene, simxCloseScene and simxLoadModel at run time over the legacy remote API, with
two sim.py clients connected: both see the new scene's objects; a failed load changes nothing."""

from __future__ import annotations

import shutil
from pathlib import Path

from legacy_fixtures import start_served, wait_until
from tether.remoteapi import sim

B = sim.simx_opmode_blocking
COPPELIA = Path(__file__).parents[1] / "core" / "coppelia"


def _folder(tmp_path: Path) -> Path:
    root = tmp_path / "files"
    root.mkdir()
    for name in ("rover.simscene.xml", "arm.simscene.xml", "crate.simmodel.xml"):
        shutil.copy(COPPELIA / name, root / name)
    return root


def test_load_and_close_scene_with_two_clients(tmp_path: Path) -> None:
    served = start_served(file_root=_folder(tmp_path))
    try:
        first, second = served.connect(index=0), served.connect(index=1)
        assert sim.simxGetObjectHandle(second, "DoorMotor", B)[0] == sim.simx_return_ok
        old_scene = sim.simxGetInMessageInfo(second, sim.simx_headeroffset_scene_id)
        assert sim.simxLoadScene(first, "rover.ttt", 0, B) == sim.simx_return_ok
        sim.simxGetPingTime(second)
        # the headers carry the new scene's id, as CoppeliaSim's do after a scene switch
        assert sim.simxGetInMessageInfo(second, sim.simx_headeroffset_scene_id) != old_scene
        ret, rover = sim.simxGetObjectHandle(second, "Rover", B)
        assert ret == sim.simx_return_ok
        assert sim.simxGetObjectHandle(second, "DoorMotor", B)[0] == sim.simx_return_remote_error_flag
        ret, position = sim.simxGetObjectPosition(second, rover, -1, B)
        assert ret == 0 and abs(position[2] - 0.1) < 1e-6
        # another scene while running is refused, and the rover scene stays
        assert sim.simxStartSimulation(first, B) == sim.simx_return_ok
        assert sim.simxLoadScene(first, "arm.simscene.xml", 0, B) == sim.simx_return_remote_error_flag
        assert "must be stopped" in sim.simxGetLastErrors(first, B)[1][0]
        assert sim.simxGetObjectHandle(second, "Rover", B)[0] == sim.simx_return_ok
        assert sim.simxStopSimulation(first, B) == sim.simx_return_ok
        assert wait_until(lambda: served.call(lambda: int(served.simulation.state)) == 0)
        assert sim.simxCloseScene(second, B) == sim.simx_return_ok
        assert sim.simxGetObjectHandle(first, "Rover", B)[0] == sim.simx_return_remote_error_flag
    finally:
        sim.simxFinish(-1)
        served.host.stop()


def test_uploaded_scene_and_model(tmp_path: Path) -> None:
    root = _folder(tmp_path)
    served = start_served(file_root=root)
    try:
        cid = served.connect()
        # options bit 0: the client's own file, uploaded first (under a .ttt name)
        assert sim.simxLoadScene(cid, str(COPPELIA / "arm.simscene.xml"), 1, B) == sim.simx_return_ok
        assert sim.simxGetObjectHandle(cid, "ArmBase", B)[0] == sim.simx_return_ok
        ret, crate = sim.simxLoadModel(cid, "crate.ttm", 0, B)
        assert ret == sim.simx_return_ok and crate == sim.simxGetObjectHandle(cid, "Crate", B)[1]
        (root / "broken.simscene.xml").write_text("<CoppeliaSim><shape></CoppeliaSim>")
        assert sim.simxLoadScene(cid, "broken.simscene.xml", 0, B) == sim.simx_return_remote_error_flag
        assert "not well-formed XML" in sim.simxGetLastErrors(cid, B)[1][0]
        assert sim.simxGetObjectHandle(cid, "ArmBase", B)[0] == sim.simx_return_ok  # the old scene stays
        assert sim.simxCloseScene(cid, B) == sim.simx_return_ok
        assert sim.simxGetObjectHandle(cid, "ArmBase", B)[0] == sim.simx_return_remote_error_flag
    finally:
        sim.simxFinish(-1)
        served.host.stop()
