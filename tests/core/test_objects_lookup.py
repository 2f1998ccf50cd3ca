"""Object tree and name/path lookup."""

from __future__ import annotations

import pytest

from tether.core import SimError, Simulation
from tether.core.engine.states import ObjectType

TREE_MJCF = """
<mujoco>
  <worldbody>
    <body name="Base" pos="0 0 0.1">
      <geom type="box" size="0.1 0.1 0.1"/>
      <body name="Link" pos="0 0 0.2">
        <joint name="j1" type="hinge" axis="0 0 1"/>
        <geom type="box" size="0.05 0.05 0.1"/>
        <body name="Link2" pos="0 0 0.2">
          <joint name="j2" type="hinge" axis="0 1 0"/>
          <geom type="box" size="0.05 0.05 0.1"/>
          <site name="tip"/>
        </body>
      </body>
    </body>
    <body name="Cuboid" pos="1 0 0.5">
      <body name="Rotor" pos="0 0 0.1">
        <joint name="joint" type="hinge"/>
        <geom type="box" size="0.1 0.1 0.1"/>
      </body>
    </body>
    <body name="Cuboid2" pos="2 0 0.5">
      <geom type="sphere" size="0.1"/>
    </body>
    <camera name="Cam" pos="0 -2 1"/>
  </worldbody>
</mujoco>
"""


@pytest.fixture
def sim(write_scene) -> Simulation:
    return Simulation(write_scene(model=TREE_MJCF))


def test_joint_sits_between_parent_and_body(sim: Simulation) -> None:
    api = sim.api
    rotor = api.getObject("Rotor")
    assert api.getObjectParent(rotor) == api.getObject("joint")
    assert api.getObjectParent(api.getObject("joint")) == api.getObject("Cuboid")
    assert api.getObjectPath(rotor) == "/Cuboid/joint/Rotor"
    assert api.getObjectParent(api.getObject("Cuboid")) == -1
    assert api.getObjectType(api.getObject("Cuboid")) == ObjectType.DUMMY  # no geoms of its own
    assert api.getObjectType(api.getObject("tip")) == ObjectType.DUMMY
    assert api.getObjectType(api.getObject("Cam")) == ObjectType.CAMERA


@pytest.mark.parametrize(
    "query, name",
    [
        ("j2", "j2"),
        ("/Base/j1/Link/j2", "j2"),
        ("/Base/j1/Link/j2/Link2/tip", "tip"),
        ("/Cuboid[0]/joint", "joint"),
        ("/Cuboid/joint/Rotor", "Rotor"),
        ("/Rotor", "Rotor"),  # an absolute alias not at root level is searched everywhere
        ("Rotor#", "Rotor"),
        ("Rotor#0", "Rotor"),
        ("Cuboid2", "Cuboid2"),
        ("/Base/Link", "Link"),  # a path element finds an object anywhere below the previous one
        ("/Base/tip", "tip"),
        ("/Base/Link/tip", "tip"),
    ],
)
def test_lookup_forms(sim: Simulation, query: str, name: str) -> None:
    assert sim.api.getObjectName(sim.api.getObject(query)) == name


@pytest.mark.parametrize("query", ["Nope", "/Base/Rotor", "/Cuboid[1]", "Rotor#1", "/Base/j1/Nope", ""])
def test_unknown_names_are_clear_errors(sim: Simulation, query: str) -> None:
    with pytest.raises(SimError):
        sim.api.getObject(query)


def test_relative_paths_from_a_script(write_scene) -> None:
    script = """
def sysCall_init():
    found.append(sim.getObjectName(sim.getObject("./j2")))
    found.append(sim.getObjectName(sim.getObject("../Link")))
    found.append(sim.getObjectName(sim.getObject(":/j1")))
    found.append(sim.getObjectName(sim.getObject("./j2/Link2/tip")))
    found.append(sim.getObjectName(sim.handle_self))
    found.append(sim.getObjectName(sim.getObject("./tip")))  # a grandchild: anywhere below
"""
    sim = Simulation(write_scene(model=TREE_MJCF, manifest='[[script]]\nobject = "/Base/j1/Link"\nfile = "s.py"\n', scripts={"s.py": script}))
    found: list[str] = []
    sim.scripts.script_globals["found"] = found
    sim.step()
    assert found == ["j2", "Link", "j1", "tip", "Link", "tip"]


def test_handles_are_stable_across_stop_and_reload(write_scene) -> None:
    path = write_scene(model=TREE_MJCF)
    first = Simulation(path)
    handles = {o.name: o.handle for o in first.scene.tree}
    first.step()
    first.stop()
    assert {o.name: o.handle for o in first.scene.tree} == handles
    assert {o.name: o.handle for o in Simulation(path).scene.tree} == handles


def test_get_objects_and_children(sim: Simulation) -> None:
    api = sim.api
    everything = api.getObjectsInTree(api.handle_scene)
    assert len(everything) == len(sim.scene.tree)
    base = api.getObject("Base")
    assert api.getObjectsInTree(base, -1, 2) == [base, api.getObject("j1")]
    assert api.getObjectsInTree(base, ObjectType.JOINT) == [api.getObject("j1"), api.getObject("j2")]
    assert api.getObjectChild(base, 0) == api.getObject("j1")
    assert api.getObjectChild(base, 1) == -1
    assert [api.getObjects(i, ObjectType.JOINT) for i in range(4)] == [
        api.getObject("j1"), api.getObject("j2"), api.getObject("joint"), -1
    ]


def test_reparent_a_dummy_keeping_it_in_place_and_restore_at_stop(sim: Simulation) -> None:
    api = sim.api
    tip, cuboid = api.getObject("tip"), api.getObject("Cuboid2")
    where = api.getObjectPosition(tip)
    api.setObjectParent(tip, cuboid, True)
    assert api.getObjectParent(tip) == cuboid
    assert api.getObjectPath(tip) == "/Cuboid2/tip"
    assert api.getObjectPosition(tip) == pytest.approx(where)  # kept in place
    api.setObjectPosition(cuboid, -1, [2, 1, 0.5])  # now it moves with its new parent
    assert api.getObjectPosition(tip) == pytest.approx([where[0], where[1] + 1, where[2]])
    api.setObjectParent(tip, -1, False)  # to the world, keeping its local pose
    assert api.getObjectParent(tip) == -1
    sim.step()
    sim.stop()
    assert api.getObjectPath(tip) == "/Base/j1/Link/j2/Link2/tip"
    assert api.getObjectPosition(tip) == pytest.approx(where)


def test_joint_driven_bodies_cannot_be_reparented(sim: Simulation) -> None:
    # (free and static bodies can: tests/core/test_scene_editing.py)
    with pytest.raises(SimError, match="cannot be re-parented"):
        sim.api.setObjectParent(sim.api.getObject("Link2"), -1)
