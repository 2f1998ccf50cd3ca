"""URDF root links are scene objects (the model base), fixed or floating as the URDF and the
manifest's ``fixed_base`` say (MuJoCo alone would merge the root link into the world)."""

from __future__ import annotations

from pathlib import Path

import pybullet_data
import pytest

from tether.core import Simulation
from tether.core.engine.states import ObjectType

DATA = Path(pybullet_data.getDataPath())
KUKA = DATA / "kuka_iiwa" / "model.urdf"
R2D2 = DATA / "r2d2.urdf"


def _height_after(sim: Simulation, handle: int, steps: int = 100) -> tuple[float, float]:
    z0 = sim.api.getObjectPosition(handle)[2]
    for _ in range(steps):
        sim.step()
    return z0, sim.api.getObjectPosition(handle)[2]


def test_kuka_iiwa_exposes_its_root_link_as_a_fixed_base() -> None:
    sim = Simulation(KUKA)
    api = sim.api
    base = api.getObject("lbr_iiwa_link_0")
    assert sim.scene.tree.get(base).parent is None and sim.scene.tree.get(base).type is ObjectType.SHAPE
    assert api.getObjectParent(api.getObject("lbr_iiwa_joint_1")) == base
    assert api.getObject("/lbr_iiwa_link_0/lbr_iiwa_joint_1/lbr_iiwa_link_1") >= 0
    z0, z1 = _height_after(sim, base)
    assert z1 == pytest.approx(z0, abs=1e-9)  # a massless root link is static (Bullet's convention)


def test_r2d2_exposes_base_link_and_floats() -> None:
    sim = Simulation(R2D2)
    api = sim.api
    base = api.getObject("base_link")
    assert sim.scene.tree.get(base).parent is None
    assert api.getObject("right_leg") >= 0  # links on fixed joints stay objects, as in CoppeliaSim
    assert api.getObjectParent(api.getObject("head_swivel")) == base
    z0, z1 = _height_after(sim, base)
    assert z1 < z0 - 0.1  # no ground in the file: the free robot falls


def test_fixed_base_in_the_manifest_overrides_the_urdf(tmp_path: Path) -> None:
    (tmp_path / "r2d2.toml").write_text(f'model = "{R2D2.as_posix()}"\nfixed_base = true\n')
    sim = Simulation(tmp_path / "r2d2.toml")
    z0, z1 = _height_after(sim, sim.api.getObject("base_link"))
    assert z1 == pytest.approx(z0, abs=1e-9)


WORLD_ANCHORED = """<?xml version="1.0"?>
<robot name="anchored">
  <link name="world"/>
  <link name="pedestal"><inertial><mass value="2"/><inertia ixx="0.1" iyy="0.1" izz="0.1" ixy="0" ixz="0" iyz="0"/></inertial>
    <collision><geometry><box size="0.2 0.2 0.2"/></geometry></collision></link>
  <joint name="bolt" type="fixed"><parent link="world"/><child link="pedestal"/><origin xyz="0 0 1"/></joint>
</robot>
"""


def test_a_urdf_anchored_to_a_world_link_is_fixed_unless_the_manifest_frees_it(tmp_path: Path) -> None:
    (tmp_path / "anchored.urdf").write_text(WORLD_ANCHORED)
    sim = Simulation(tmp_path / "anchored.urdf")
    z0, z1 = _height_after(sim, sim.api.getObject("pedestal"))
    assert z0 == pytest.approx(1.0) and z1 == pytest.approx(1.0, abs=1e-9)
    (tmp_path / "free.toml").write_text('model = "anchored.urdf"\nfixed_base = false\n')
    sim = Simulation(tmp_path / "free.toml")
    z0, z1 = _height_after(sim, sim.api.getObject("pedestal"))
    assert z1 < z0 - 0.01


def _contact_bodies(sim: Simulation) -> set[tuple[str, str]]:
    m, d = sim.physics.model, sim.physics.data
    return {
        tuple(sorted((m.body(m.geom_bodyid[c.geom1]).name, m.body(m.geom_bodyid[c.geom2]).name)))
        for c in d.contact[: d.ncon]
    }


def test_links_joined_by_a_joint_do_not_collide_as_in_ros_pybullet_and_coppeliasim() -> None:
    # The KUKA's base and first link meshes overlap at rest; MuJoCo alone would push them apart
    # (its parent filter skips bodies welded to the world), fighting joint 1's motor.
    sim = Simulation(KUKA)
    sim.loop.run(steps=5)
    assert ("lbr_iiwa_link_0", "lbr_iiwa_link_1") not in _contact_bodies(sim)
    assert sim.physics.data.ncon == 0


FOLDED = """<?xml version="1.0"?>
<robot name="folded">
  <link name="base"><collision><geometry><box size="0.4 0.4 0.2"/></geometry></collision></link>
  <link name="upper"><inertial><mass value="1"/><inertia ixx="0.01" iyy="0.01" izz="0.01" ixy="0" ixz="0" iyz="0"/></inertial>
    <collision><origin xyz="0 0 0.15"/><geometry><box size="0.1 0.1 0.3"/></geometry></collision></link>
  <link name="lower"><inertial><mass value="1"/><inertia ixx="0.01" iyy="0.01" izz="0.01" ixy="0" ixz="0" iyz="0"/></inertial>
    <collision><origin xyz="0 0 -0.15"/><geometry><box size="0.1 0.1 0.3"/></geometry></collision></link>
  <joint name="shoulder" type="revolute"><parent link="base"/><child link="upper"/><origin xyz="0 0 0.05"/>
    <axis xyz="0 1 0"/><limit lower="-3" upper="3" effort="10" velocity="1"/></joint>
  <joint name="elbow" type="revolute"><parent link="upper"/><child link="lower"/><origin xyz="0 0 0.3"/>
    <axis xyz="0 1 0"/><limit lower="-3" upper="3" effort="10" velocity="1"/></joint>
</robot>
"""


def test_links_not_joined_to_each_other_still_collide(tmp_path: Path) -> None:
    # The lower link hangs back down onto the base it is not joined to: that contact stays, the
    # base/upper and upper/lower overlaps (joined) do not count.
    (tmp_path / "folded.urdf").write_text(FOLDED)
    sim = Simulation(tmp_path / "folded.urdf")
    sim.loop.run(steps=2)
    pairs = _contact_bodies(sim)
    assert ("base", "lower") in pairs
    assert ("base", "upper") not in pairs and ("lower", "upper") not in pairs
