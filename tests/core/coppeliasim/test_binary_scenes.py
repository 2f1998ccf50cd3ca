"""CoppeliaSim binary scenes and models, written by the tests' own writer, open wherever tether
takes a scene: `tether info`, `Simulation(FILE.ttt)`, `sim.loadModel(FILE.ttm)`, `sim.loadScene`,
and their embedded child scripts run as tether's Lua scripts do."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from coppeliasim_writer import SceneWriter
from test_binary_format import CUBE, CUBE_FACES, arm

from tether.core import Simulation
from tether.core.importers.coppeliasim import lua_available
from tether.core.engine.errors import SimError
from tether.core.importers.scene_switch import load_scene_file
from tether.core.engine.states import ObjectType


@pytest.mark.parametrize("version", (20, 25))
def test_tether_info_names_the_writer_and_what_was_skipped(tmp_path: Path, version: int) -> None:
    path = tmp_path / "arm.ttt"
    path.write_bytes(arm(version).file())
    done = subprocess.run([sys.executable, "-m", "tether.cli", "info", str(path)], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    writer = {20: "V-REP 3.4.0 (rev 0), serialization version 20",
              25: "CoppeliaSim 4.10.0 (rev 0), serialization version 25"}[version]
    assert f"CoppeliaSim binary scene written by {writer}" in done.stdout
    assert "kept in the tree, not simulated: light objects (1)" in done.stdout
    assert "skipped: textures (1)" in done.stdout and "skipped: unknown section QQQ (1)" in done.stdout
    link = "/base/joint/link" if version >= 23 else "/base/joint#0/Shape#0"
    assert link in done.stdout and f"{link}/tip" in done.stdout


def test_a_binary_scene_simulates(tmp_path: Path) -> None:
    path = tmp_path / "arm.ttt"
    path.write_bytes(arm(25).file())
    sim = Simulation(path)
    types = {obj.path: obj.type for obj in sim.scene.tree}
    assert types["/base"] == ObjectType.SHAPE and types["/base/joint"] == ObjectType.JOINT
    assert types["/base/prox"] == ObjectType.PROXIMITY_SENSOR and types["/base/cam"] == ObjectType.VISION_SENSOR
    base = sim.api.getObject("/base")
    assert sim.api.getObjectPosition(base, -1) == pytest.approx([1.0, 2.0, 0.05])
    # the base's quaternion (0, 0, 0, 1) in qw qx qy qz order: half a turn about z
    assert sim.api.getObjectOrientation(base, -1)[2] == pytest.approx(math.pi, abs=1e-6) or \
        sim.api.getObjectOrientation(base, -1)[2] == pytest.approx(-math.pi, abs=1e-6)
    joint = sim.api.getObject("/base/joint")
    assert sim.api.getJointPosition(joint) == pytest.approx(0.25, abs=1e-6)
    sim.start()
    for _ in range(10):
        sim.step()
    assert np.all(np.isfinite(sim.api.getObjectPosition(sim.api.getObject("/base/joint/link"), -1)))


@pytest.mark.skipif(not lua_available(), reason="the Lua package is not installed")
def test_an_embedded_child_script_runs(tmp_path: Path) -> None:
    w = SceneWriter(22)
    w.shape(2, 1, "box", pos=(0.0, 0.0, 0.5))  # listed before its parent, as older writers do
    w.dummy(1, -1, "holder")
    w.script(2, 1, "function sysCall_init()\n  sim.setFloatSignal('seen', 42)\nend\n")
    path = tmp_path / "script.ttt"
    path.write_bytes(w.file())
    sim = Simulation(path)
    assert [o.path for o in sim.scene.tree if o.path.endswith("box")] == ["/holder/box"]
    sim.start()
    sim.step()
    assert sim.api.getFloatSignal("seen") == 42


def test_models_load_into_a_running_scene_and_scenes_switch(tmp_path: Path) -> None:
    w = SceneWriter(23)
    w.shape(7, -1, "crate", alias="Crate", mesh=(CUBE, CUBE_FACES), pos=(0.0, 0.0, 1.0))
    w.dummy(8, 7, "mark", alias="mark")
    model = tmp_path / "crate.ttm"
    model.write_bytes(w.file(file_type=2))
    sim = Simulation()
    handle = sim.api.loadModel(str(model))
    assert sim.scene.tree.get(handle).type == ObjectType.SHAPE
    assert sim.api.getObject("/Crate/mark") >= 0
    scene = tmp_path / "arm.ttt"
    scene.write_bytes(arm(23).file())
    load_scene_file(sim, scene)
    assert sim.api.getObject("/base/joint/link/tip") >= 0
    broken = tmp_path / "page.ttt"
    broken.write_text("<!DOCTYPE html><html><body>404</body></html>")
    with pytest.raises(SimError, match=r"page.ttt: not a CoppeliaSim binary scene or model .*found an HTML page"):
        load_scene_file(sim, broken)
    assert sim.api.getObject("/base/joint/link/tip") >= 0  # the old scene stays
