"""Drawing objects and graph streams through the script API (tether.core.engine.drawings,
tether.core.simapi.drawing), with CoppeliaSim's argument forms and constants."""

from __future__ import annotations

import pytest

from tether.core import Simulation
from tether.core.engine.errors import SimError


@pytest.fixture
def sim() -> Simulation:
    s = Simulation()
    yield s
    s.stop()


def test_constants_have_coppeliasims_values(sim: Simulation) -> None:
    api = sim.api
    assert (api.drawing_points, api.drawing_lines, api.drawing_triangles, api.drawing_spherepts) == (0, 1, 2, 7)
    assert (api.drawing_cubepts, api.drawing_cyclic, api.drawing_itemcolors, api.drawing_persistent) == (
        12, 4096, 32, 1048576)
    assert api.handleflag_setmultiple == 4194304


def test_items_one_at_a_time_several_at_once_and_cleared(sim: Simulation) -> None:
    api = sim.api
    h = api.addDrawingObject(api.drawing_points, 4, 0, -1, 10, [1, 0, 0])
    assert api.addDrawingObjectItem(h, [0, 0, 1]) == 1
    assert api.addDrawingObjectItem(h | api.handleflag_setmultiple, [1, 1, 1, 2, 2, 2]) == 1
    (obj,) = sim.drawings.drawings()["objects"]
    assert obj["kind"] == "points" and obj["color"] == [1.0, 0.0, 0.0]
    assert obj["items"] == [0, 0, 1, 1, 1, 1, 2, 2, 2]
    api.addDrawingObjectItem(h, None)
    assert sim.drawings.drawings()["objects"][0]["items"] == []
    with pytest.raises(SimError, match="not a whole number of items of 3"):
        api.addDrawingObjectItem(h | api.handleflag_setmultiple, [1, 2])


def test_full_objects_stop_taking_items_unless_cyclic(sim: Simulation) -> None:
    api = sim.api
    full = api.addDrawingObject(api.drawing_lines, 1, 0, -1, 1)
    assert api.addDrawingObjectItem(full, [0, 0, 0, 1, 0, 0]) == 1
    assert api.addDrawingObjectItem(full, [0, 0, 1, 1, 0, 1]) == 0
    ring = api.addDrawingObject(api.drawing_lines + api.drawing_cyclic, 1, 0, -1, 1)
    api.addDrawingObjectItem(ring, [0, 0, 0, 1, 0, 0])
    assert api.addDrawingObjectItem(ring, [0, 0, 1, 1, 0, 1]) == 1
    assert sim.drawings.get(ring).items[0] == [0, 0, 1, 1, 0, 1]


def test_item_colours_local_items_and_bad_input(sim: Simulation) -> None:
    api = sim.api
    arm = api.getObject("/Arm")
    h = api.addDrawingObject(api.drawing_spherepts | api.drawing_itemcolors | api.drawing_local, 0.1, 0, arm, 0)
    api.addDrawingObjectItem(h, [0, 0, 1, 0, 1, 0])
    obj = sim.drawings.get(h)
    assert list(obj.item_colors[0]) == [0, 1, 0]
    assert obj.items[0] == [0, 0, 1]  # drawing_local: in the parent's frame as given
    world = api.addDrawingObject(api.drawing_points, 1, 0, arm, 0)  # attached, items given in world coordinates
    api.addDrawingObjectItem(world, [x + y for x, y in zip(api.getObjectPosition(arm, -1), [0, 0, 1])])
    assert sim.drawings.get(world).items[0] == pytest.approx([0, 0, 1])  # kept in the parent's frame
    assert sim.drawings.parents() == [arm]
    with pytest.raises(SimError, match="unknown drawing object type 31"):
        api.addDrawingObject(31, 1, 0, -1, 0)
    with pytest.raises(SimError, match="object"):
        api.addDrawingObject(api.drawing_points, 1, 0, 987654, 0)
    with pytest.raises(SimError, match="no drawing object with handle 999"):
        api.addDrawingObjectItem(999, [0, 0, 0])
    with pytest.raises(SimError, match="finite"):
        api.addDrawingObjectItem(h, [0, float("nan"), 0, 1, 1, 1])


def test_stop_removes_all_but_persistent_drawing_objects(sim: Simulation) -> None:
    api = sim.api
    sim.start()
    keep = api.addDrawingObject(api.drawing_points | api.drawing_persistent, 1, 0, -1, 0)
    api.addDrawingObject(api.drawing_points, 1, 0, -1, 0)
    version = sim.drawings.drawings_version
    sim.stop()
    assert list(sim.drawings.objects) == [keep] and sim.drawings.drawings_version > version
    api.removeDrawingObject(api.handle_all)
    assert sim.drawings.objects == {}


def test_graph_streams_record_values_over_simulation_time(sim: Simulation) -> None:
    api = sim.api
    s = api.addGraphStream(-1, "speed", "m/s", 0, [0, 0, 1])
    sim.start()
    for k in range(3):
        api.setGraphStreamValue(-1, s, float(k))
        api.setGraphStreamValue(-1, s, float(k) + 0.5)  # the last value of a pass wins
        api.handleGraph(-1, sim.loop.sim_time)
        sim.step()
    (stream,) = sim.drawings.graphs()["streams"]
    assert stream["name"] == "speed" and stream["unit"] == "m/s" and stream["color"] == [0, 0, 1]
    assert stream["values"] == [0.5, 1.5, 2.5] and stream["times"] == pytest.approx([0, 0.005, 0.01])
    curve = api.addGraphCurve(-1, "xy", 2, [s, s], [0, 0], "m")
    assert curve != s and len(sim.drawings.graphs()["streams"]) == 1  # curves are kept, not plotted
    api.resetGraph(-1)
    assert sim.drawings.graphs()["streams"][0]["values"] == []
    assert api.addGraphStream(-1, "speed", "m/s") == s  # the same name again: the same stream, afresh
    api.destroyGraphCurve(-1, curve)
    api.destroyGraphCurve(-1, s)
    assert sim.drawings.graphs()["streams"] == []
    with pytest.raises(SimError, match="graph -1 has no stream 42"):
        api.setGraphStreamValue(-1, 42, 1.0)


def test_a_python_script_draws_and_plots(write_scene) -> None:
    path = write_scene(manifest='[[script]]\nobject = "Object1"\nfile = "s.py"\n', scripts={"s.py": """
        def sysCall_init():
            global d, g
            d = sim.addDrawingObject(sim.drawing_lines, 2, 0, -1, 100, [1, 1, 0])
            g = sim.addGraphStream(-1, "t", "s")

        def sysCall_sensing():
            t = sim.getSimulationTime()
            sim.addDrawingObjectItem(d, [0, 0, t, 1, 0, t])
            sim.setGraphStreamValue(-1, g, t)
        """})
    sim = Simulation(path)
    for _ in range(5):
        sim.step()
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    assert len(sim.drawings.objects[1].items) == 5
    assert len(sim.drawings.graphs()["streams"][0]["values"]) == 5


def test_a_lua_script_draws_and_plots(write_scene) -> None:
    path = write_scene(manifest='[[script]]\nobject = "Object1"\nfile = "s.lua"\n', scripts={"s.lua": """
        function sysCall_init()
            d = sim.addDrawingObject(sim.drawing_points, 3, 0, -1, 10, {1, 0, 0})
            g = sim.addGraphStream(-1, 'x', 'm')
        end
        function sysCall_sensing()
            sim.addDrawingObjectItem(d, {0, 0, sim.getSimulationTime()})
            sim.setGraphStreamValue(-1, g, 2)
        end
        """})
    sim = Simulation(path)
    for _ in range(3):
        sim.step()
    assert sim.scripts.script_errors == 0, sim.scripts.script_error_lines
    (drawing,) = sim.drawings.drawings()["objects"]
    assert drawing["color"] == [1, 0, 0] and len(drawing["items"]) == 9
    assert sim.drawings.graphs()["streams"][0]["values"] == [2, 2, 2]
