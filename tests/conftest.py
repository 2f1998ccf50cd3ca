"""Shared fixtures: small scenes written to a temporary folder, the built-in simulation."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path
from typing import Callable

import pytest

# A local Ray talks over 127.0.0.1 only when this is set before ray is first imported
# (tether.sweep.runner.init_ray sets it too, but on a test worker another test file may import
# ray first, e.g. through pytest.importorskip("ray")).
os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")

from tether.core import Simulation

CHAIN_MJCF = """
<mujoco>
  <option timestep="0.01"/>
  <worldbody>
    <geom name="Ground" type="plane" size="5 5 0.1"/>
    <body name="Object0" pos="0 0 1">
      <geom type="box" size="0.1 0.1 0.1"/>
      <body name="Object1" pos="0 0 0.3">
        <geom type="box" size="0.1 0.1 0.1"/>
        <body name="Object2" pos="0 0 0.3">
          <geom type="box" size="0.1 0.1 0.1"/>
        </body>
        <body name="Object3" pos="0.3 0 0">
          <geom type="box" size="0.1 0.1 0.1"/>
        </body>
        <body name="Object4" pos="-0.3 0 0">
          <geom type="box" size="0.1 0.1 0.1"/>
        </body>
      </body>
    </body>
  </worldbody>
</mujoco>
"""


@pytest.fixture
def write_scene(tmp_path: Path) -> Callable[..., Path]:
    """Write a model, scripts and a manifest into tmp_path; return the manifest's path."""

    def write(model: str = CHAIN_MJCF, manifest: str = "", scripts: dict[str, str] | None = None, name: str = "scene") -> Path:
        (tmp_path / "model.xml").write_text(textwrap.dedent(model))
        for file, source in (scripts or {}).items():
            (tmp_path / file).write_text(textwrap.dedent(source))
        path = tmp_path / f"{name}.toml"
        path.write_text('model = "model.xml"\n' + textwrap.dedent(manifest))
        return path

    return write


@pytest.fixture
def builtin() -> Simulation:
    sim = Simulation()
    yield sim
    sim.stop()

