"""After a scene switch, the viewer describes the new scene (its version tells pages to redraw)."""

from __future__ import annotations

from pathlib import Path

from web_fixtures import request, serve, shut

from tether.core.importers.scene_switch import load_scene_file

ROVER = Path(__file__).parents[1] / "core" / "coppelia" / "rover.simscene.xml"


def test_the_viewer_describes_the_new_scene() -> None:
    served = serve()
    try:
        port = served.viewer.port
        _, before = request(port, "GET", "/api/scene")
        served.host.call(lambda: load_scene_file(served.sim, ROVER))
        _, after = request(port, "GET", "/api/scene")
        assert after["version"] > before["version"]
        assert after["name"] == "rover" and after["ngeom"] != before["ngeom"]
        names = {obj["name"] for obj in after["objects"]}
        assert {"Rover", "leftMotor", "frontSensor"} <= names and "DoorMotor" not in names
        telemetry = served.host.call(lambda: served.viewer.telemetry.read([]))  # reads the new scene's objects
        joints = {served.sim.scene.tree.get(h).name for h in telemetry["joints"]}
        assert joints == {"leftMotor", "rightMotor"} and telemetry["sceneVersion"] == after["version"]
    finally:
        shut(served)
