"""Acceptance: BubbleRob, the robot of V-REP's and CoppeliaSim's first tutorial, drives with its
tutorial child script, unmodified, in a scene the test writes.

The scripts below are the tutorial's code (its comments left out) in the three forms users have:
V-REP 3.1's whole-chunk script with V-REP's flat names and its custom UI; CoppeliaSim 4.0/4.1's
sysCall_* script with ``sim.getObjectAssociatedWithScript(sim.handle_self)`` and simUI; and
CoppeliaSim 4.2's, with ``sim.getObjectHandle(sim.handle_self)``, a collection, a minimum
distance, drawing objects and a graph stream. Each drives BubbleRob towards an obstacle until its
nose sensor sees it, then backs up in a curve.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from coppelia_writer import child_script, common, motor, primitive, proximity_sensor, shape, write_scene

from tether.core import Simulation

# V-REP 3.1's tutorial script (V-REP's flat names, sim_call_type, the old custom UI)
VREP31 = """
if (sim_call_type==sim_childscriptcall_initialization) then
    bubbleRobBase=simGetObjectAssociatedWithScript(sim_handle_self)
    ctrl=simGetUIHandle("bubbleCtrl")
    simSetUIButtonLabel(ctrl,0,simGetObjectName(bubbleRobBase).." speed")
    leftMotor=simGetObjectHandle("leftMotor")
    rightMotor=simGetObjectHandle("rightMotor")
    noseSensor=simGetObjectHandle("sensingNose")
    minMaxSpeed={50*math.pi/180,300*math.pi/180}
    backUntilTime=-1
end

if (sim_call_type==sim_childscriptcall_cleanup) then

end

if (sim_call_type==sim_childscriptcall_sensing) then

end

if (sim_call_type==sim_childscriptcall_actuation) then
    speed=minMaxSpeed[1]+(minMaxSpeed[2]-minMaxSpeed[1])*simGetUISlider(ctrl,3)/1000
    result=simReadProximitySensor(noseSensor)
    if (result>0) then backUntilTime=simGetSimulationTime()+4 end

    if (backUntilTime<simGetSimulationTime()) then
        simSetJointTargetVelocity(leftMotor,speed)
        simSetJointTargetVelocity(rightMotor,speed)
    else
        simSetJointTargetVelocity(leftMotor,-speed/2)
        simSetJointTargetVelocity(rightMotor,-speed/8)
    end
end
"""

# CoppeliaSim 4.0/4.1's tutorial script (sysCall_* functions, simUI)
COPPELIASIM41 = """
function speedChange_callback(ui,id,newVal)
    speed=minMaxSpeed[1]+(minMaxSpeed[2]-minMaxSpeed[1])*newVal/100
end

function sysCall_init()
    bubbleRobBase=sim.getObjectAssociatedWithScript(sim.handle_self)
    leftMotor=sim.getObjectHandle("bubbleRob_leftMotor")
    rightMotor=sim.getObjectHandle("bubbleRob_rightMotor")
    noseSensor=sim.getObjectHandle("bubbleRob_sensingNose")
    minMaxSpeed={50*math.pi/180,300*math.pi/180}
    backUntilTime=-1
        xml = '<ui title="'..sim.getObjectName(bubbleRobBase)..' speed" closeable="false" resizeable="false" activate="false">'..[[
        <hslider minimum="0" maximum="100" onchange="speedChange_callback" id="1"/>
        <label text="" style="* {margin-left: 300px;}"/>
        </ui>
        ]]
    ui=simUI.create(xml)
    speed=(minMaxSpeed[1]+minMaxSpeed[2])*0.5
    simUI.setSliderValue(ui,1,100*(speed-minMaxSpeed[1])/(minMaxSpeed[2]-minMaxSpeed[1]))
end

function sysCall_actuation()
    result=sim.readProximitySensor(noseSensor)
    if (result>0) then backUntilTime=sim.getSimulationTime()+4 end

    if (backUntilTime<sim.getSimulationTime()) then
        sim.setJointTargetVelocity(leftMotor,speed)
        sim.setJointTargetVelocity(rightMotor,speed)
    else
        sim.setJointTargetVelocity(leftMotor,-speed/2)
        sim.setJointTargetVelocity(rightMotor,-speed/8)
    end
end

function sysCall_cleanup()
\tsimUI.destroy(ui)
end
"""

# CoppeliaSim 4.2's tutorial script (sim.getObjectHandle(sim.handle_self), distance, drawing, graph)
COPPELIASIM42 = """
function sysCall_init()
    bubbleRob=sim.getObjectHandle(sim.handle_self)
    leftMotor=sim.getObjectHandle("bubbleRob_leftMotor")
    rightMotor=sim.getObjectHandle("bubbleRob_rightMotor")
    noseSensor=sim.getObjectHandle("bubbleRob_sensingNose")
    minMaxSpeed={50*math.pi/180,300*math.pi/180}
    backUntilTime=-1
    robotCollection=sim.createCollection(0)
    sim.addItemToCollection(robotCollection,sim.handle_tree,bubbleRob,0)
    distanceSegment=sim.addDrawingObject(sim.drawing_lines,4,0,-1,1,{0,1,0})
    robotTrace=sim.addDrawingObject(sim.drawing_linestrip+sim.drawing_cyclic,2,0,-1,200,{1,1,0},nil,nil,{1,1,0})
    graph=sim.getObjectHandle('bubbleRob_graph')
    distStream=sim.addGraphStream(graph,'bubbleRob clearance','m',0,{1,0,0})
    xml = '<ui title="'..sim.getObjectName(bubbleRob)..' speed" closeable="false" resizeable="false" activate="false">'..[[
                <hslider minimum="0" maximum="100" on-change="speedChange_callback" id="1"/>
            <label text="" style="* {margin-left: 300px;}"/>
        </ui>
        ]]
    ui=simUI.create(xml)
    speed=(minMaxSpeed[1]+minMaxSpeed[2])*0.5
    simUI.setSliderValue(ui,1,100*(speed-minMaxSpeed[1])/(minMaxSpeed[2]-minMaxSpeed[1]))
end

function sysCall_sensing()
    local result,distData=sim.checkDistance(robotCollection,sim.handle_all)
    if result>0 then
        sim.addDrawingObjectItem(distanceSegment,nil)
        sim.addDrawingObjectItem(distanceSegment,distData)
        sim.setGraphStreamValue(graph,distStream,distData[7])
    end
    local p=sim.getObjectPosition(bubbleRob,-1)
    sim.addDrawingObjectItem(robotTrace,p)
end

function speedChange_callback(ui,id,newVal)
    speed=minMaxSpeed[1]+(minMaxSpeed[2]-minMaxSpeed[1])*newVal/100
end

function sysCall_actuation()
    result=sim.readProximitySensor(noseSensor)
    if (result>0) then backUntilTime=sim.getSimulationTime()+4 end

    if (backUntilTime<sim.getSimulationTime()) then
        sim.setJointTargetVelocity(leftMotor,speed)
        sim.setJointTargetVelocity(rightMotor,speed)
    else
        sim.setJointTargetVelocity(leftMotor,-speed/2)
        sim.setJointTargetVelocity(rightMotor,-speed/8)
    end
end

function sysCall_cleanup()
    simUI.destroy(ui)
end
"""

OBSTACLE_X = 0.6  # the obstacle's centre, ahead of BubbleRob on the x axis
PASSES = 240  # 12 s of the simple format's 50 ms passes


def bubble_rob(script: str, prefix: str = "bubbleRob_", suffix: str = "", y: float = 0.0, graph: bool = True) -> str:
    """BubbleRob as the tutorial builds it: a sphere body on two motor-driven wheels, a caster
    sphere, a cone proximity sensor ahead ("sensingNose") and a graph (a stand-in in tether),
    with the tutorial's child script. ``suffix``: CoppeliaSim's duplicate suffix of a pasted copy."""
    wheel = lambda side, sign: motor(  # noqa: E731
        f"{prefix}{side}Motor{suffix}", (0, sign * 0.11, -0.08), (-90, 0, 0),
        children=shape(f"{prefix}{side}Wheel{suffix}", "cylinder", (0.08, 0.08, 0.02), mass=0.1))
    parts = (wheel("left", 1) + wheel("right", -1)
             + proximity_sensor(f"{prefix}sensingNose{suffix}", (0.1, 0, 0), (0, 90, 0), range_=0.3)
             + (f"<graph>{common(f'{prefix}graph{suffix}')}</graph>" if graph else "")
             + child_script(script))
    return shape(f"bubbleRob{suffix}", "sphere", (0.2, 0.2, 0.2), (0, y, 0.12), mass=1.0, children=parts,
                 more=primitive("sphere", (0.05, 0.05, 0.05), (-0.07, 0, -0.095)))


def arena(y: float = 0.0) -> str:
    return (shape("Floor", "cuboid", (5, 5, 0.1), (0, 0, -0.05))
            + shape(f"obstacle{y:+.0f}", "cylinder", (0.1, 0.1, 0.2), (OBSTACLE_X, y, 0.1)))


def drive(sim: Simulation, robot: str) -> list[float]:
    """Run PASSES passes; BubbleRob's x at each."""
    api = sim.api
    handle = api.getObject(robot)
    xs = []
    for _ in range(PASSES):
        sim.step()
        xs.append(api.getObjectPosition(handle, -1)[0])
    return xs


def assert_avoids_the_obstacle(xs: list[float]) -> None:
    """Forward until the nose sees the obstacle (0.3 m ahead), then backing away from it."""
    peak = max(xs)
    assert 0.1 < peak < OBSTACLE_X - 0.15, f"BubbleRob went no further than x={peak:.3f}"
    assert xs[-1] < peak - 0.05 or min(xs[xs.index(peak):]) < peak - 0.05, "BubbleRob never backed up"


@pytest.mark.parametrize("script, prefix", [(COPPELIASIM41, "bubbleRob_"), (COPPELIASIM42, "bubbleRob_")],
                         ids=["coppeliasim-4.1", "coppeliasim-4.2"])
def test_the_tutorial_script_drives_bubblerob_around_an_obstacle(tmp_path: Path, script: str, prefix: str) -> None:
    sim = Simulation(write_scene(tmp_path / "bubbleRob.simscene.xml", arena(), bubble_rob(script, prefix)))
    xs = drive(sim, "/bubbleRob")
    assert sim.scripts.script_error_lines == []
    assert_avoids_the_obstacle(xs)
    if script is COPPELIASIM42:  # its trace, its distance segment and its clearance graph
        objects = list(sim.drawings.objects.values())
        trace = next(o for o in objects if o.kind == "linestrip")
        segment = next(o for o in objects if o.kind == "lines")
        assert len(trace.items) == 200 and len(segment.items) == 1  # cyclic: the newest 200 positions
        stream = next(s for s in sim.drawings.streams.values() if s.name == "bubbleRob clearance")
        graph = sim.api.getObject("/bubbleRob/bubbleRob_graph")
        assert stream.graph == graph and stream.unit == "m" and sim.api.getObjectType(graph) == sim.api.object_graph_type
        # one clearance value a pass (tether measures to the floor too: it has no "measurable" flag)
        assert len(stream.values) == PASSES and stream.times[-1] == pytest.approx((PASSES - 1) * 0.05)
    sim.stop()
    assert sim.scripts.script_error_lines == []  # the cleanup (simUI.destroy) included


def test_vrep_tutorial_script_drives_the_original_and_its_pasted_copy(tmp_path: Path) -> None:
    """V-REP 3.1's script, on BubbleRob and on a pasted copy (every name ``#0``-suffixed): each
    script's simGetObjectHandle("leftMotor") finds its own robot's motor (V-REP's name adjustment)."""
    scene = write_scene(tmp_path / "bubbleRobs.simscene.xml", arena(0.0), shape("obstacle2", "cylinder", (0.1, 0.1, 0.2),
                                                                                (OBSTACLE_X, 1.0, 0.1)),
                        bubble_rob(VREP31, prefix=""), bubble_rob(VREP31, prefix="", suffix="#0", y=1.0))
    sim = Simulation(scene)
    api = sim.api
    original, copy = api.getObject("bubbleRob"), api.getObject("bubbleRob#0")
    original_xs, copy_xs = [], []
    for _ in range(PASSES):
        sim.step()
        original_xs.append(api.getObjectPosition(original, -1)[0])
        copy_xs.append(api.getObjectPosition(copy, -1)[0])
    assert sim.scripts.script_error_lines == []
    assert_avoids_the_obstacle(original_xs)
    assert_avoids_the_obstacle(copy_xs)
    assert api.getJointTargetVelocity(api.getObject("leftMotor#0")) != 0.0  # the copy drives its own motors
    sim.stop()
