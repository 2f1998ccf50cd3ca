"""After a scene switch, Click's handshake offers the new scene's robots."""

from __future__ import annotations

from pathlib import Path

from tether.click import Client
from tether.click.server import ClickServer
from tether.core import Simulation
from tether.core.importers.scene_switch import load_scene_file

ROVER = Path(__file__).parents[1] / "core" / "coppelia" / "rover.simscene.xml"


def test_handshake_offers_the_robots_of_the_new_scene() -> None:
    sim = Simulation()
    with ClickServer(sim, "tcp://127.0.0.1:0") as srv:
        with Client(srv.address, timeout=10) as before:
            assert "DoorFrame" in before.robots  # the built-in scene's
        srv.host.call(lambda: load_scene_file(sim, ROVER))
        with Client(srv.address, timeout=10) as after:
            assert set(after.robots) == {"Rover"}
            assert set(after.robots["Rover"].controls) == {"leftMotor", "rightMotor"}
            after.step({"Rover": [2.0, 2.0]})  # velocity control of both wheels
