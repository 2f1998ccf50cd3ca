"""Programs making the calls of CoppeliaSim's example clients (clients/python/*.py), in order,
with the official client, against tether; plus the rest of the sim.* surface they rely on."""

from __future__ import annotations

import threading

import pytest

from zmq_fixtures import SCENES, Served
from tether.core.simapi.api import SimAPI

SCENE_EDITING = hasattr(SimAPI, "createDummy")  # the scene editing API (another branch) is merged


def test_simple_test_program(served: Served) -> None:
    """clients/python/simpleTest.py: dummies, a non-stepping run, a stepping run, cleanup."""
    sim = served.client().require("sim")
    if SCENE_EDITING:
        handles = [sim.createDummy(0.01, 12 * [0]) for _ in range(50)]
        for i, h in enumerate(handles):
            sim.setObjectPosition(h, -1, [0.01 * i, 0.01 * i, 0.01 * i])
    else:
        with pytest.raises(Exception, match="createDummy"):
            sim.createDummy(0.01, 12 * [0])
        handles = []
    sim.startSimulation()
    seen = 0
    while (t := sim.getSimulationTime()) < 0.5:  # the program runs 3 s; the calls are the same
        sim.addLog(sim.verbosity_scriptinfos, f"Simulation time: {t:.2f} [s] (non-stepping)")
        seen += 1
        assert seen < 1_000_000
    sim.stopSimulation()
    for _ in range(1000):
        if sim.getSimulationState() == sim.simulation_stopped:
            break
    assert sim.getSimulationState() == sim.simulation_stopped
    sim.setStepping(True)
    sim.startSimulation()
    steps = 0
    while (t := sim.getSimulationTime()) < 0.5:
        sim.addLog(sim.verbosity_scriptinfos, f"Simulation time: {t:.2f} [s] (stepping)")
        sim.step()
        steps += 1
    assert steps == round(0.5 / served.simulation.physics.time_step)  # one pass per step, none in between
    sim.stopSimulation()
    for h in handles:
        sim.removeObject(h)


def test_synchronous_image_transmission_program(serve) -> None:  # noqa: ANN001
    """clients/python/synchronousImageTransmission.py on its ported scene."""
    served = serve(SCENES / "messaging" / "synchronousImageTransmissionViaRemoteApi.toml", file_root=SCENES)
    sim = served.client().require("sim")
    sim.loadScene(sim.getStringParam(sim.stringparam_scenedefaultdir)
                  + "/messaging/synchronousImageTransmissionViaRemoteApi.ttt")
    camera = sim.getObject("/VisionSensor")
    passive = sim.getObject("/PassiveVisionSensor")
    sim.setStepping(True)
    sim.startSimulation()
    start = sim.getSimulationTime()
    frames = 0
    while sim.getSimulationTime() - start < 2:  # the program: 15 s
        img, res = sim.getVisionSensorImg(camera)
        sim.setVisionSensorImg(passive, img)
        assert sim.getVisionSensorImg(passive) == (img, res)  # written until the next pass
        sim.step()
        frames += 1
    sim.stopSimulation()
    assert frames == 40 and isinstance(img, bytes) and res == [32, 24] and len(set(img)) > 1
    with pytest.raises(Exception, match="must be 32x24x3 bytes"):
        sim.setVisionSensorImg(passive, b"\0" * 10)


def test_threads_each_with_its_client_step_one_simulation(served: Served) -> None:
    """clients/python/simpleMovement.py's structure: one client per thread, each stepping its
    own robot's joints (found with getObject(path, {index})) while a main client runs it."""
    errors: list[BaseException] = []
    ready = threading.Barrier(3, timeout=30)
    started = threading.Event()  # a step while stopped is answered at once, without a pass
    done = threading.Event()

    def robot(joint_index: int) -> None:
        try:
            sim = served.client().require("sim")
            sim.setStepping(True)
            joint = sim.getObject(f"/Arm_joint{joint_index}", {"index": 0})
            ready.wait()
            assert started.wait(30), "the main client did not start the simulation"
            for k in range(30):
                sim.setJointTargetPosition(joint, 0.01 * k)
                sim.step()
            sim.setStepping(False)
        except BaseException as exc:  # reported below
            errors.append(exc)
            ready.abort()

    threads = [threading.Thread(target=robot, args=(i,), daemon=True) for i in (1, 4)]
    for t in threads:
        t.start()
    sim = served.client().require("sim")
    try:
        ready.wait()
    except threading.BrokenBarrierError:
        pytest.fail(f"a robot thread failed: {errors}")
    sim.startSimulation()
    started.set()
    for t in threads:
        t.join(30)
    done.set()
    assert not any(t.is_alive() for t in threads) and errors == []
    t = sim.getSimulationTime()
    sim.stopSimulation()
    assert t >= 30 * served.simulation.physics.time_step


def test_signals_properties_shapes_and_params(served: Served) -> None:
    sim = served.client().require("sim")
    sim.setIntProperty(sim.handle_scene, "signal.count", 7)
    assert sim.getIntProperty(sim.handle_scene, "signal.count") == 7
    assert sim.getInt32Signal("count") == 7  # the same signal
    sim.setBufferProperty(sim.handle_scene, "signal.blob", b"\x00\x01")
    assert sim.getBufferProperty(sim.handle_scene, "signal.blob") == b"\x00\x01"
    sim.setStringProperty(sim.handle_scene, "signal.text", "hello")
    assert sim.getStringProperty(sim.handle_scene, "signal.text") == "hello"
    sim.removeProperty(sim.handle_scene, "signal.count")
    assert sim.getIntProperty(sim.handle_scene, "signal.count", {"noError": True}) is None
    with pytest.raises(Exception, match="does not exist"):
        sim.getIntProperty(sim.handle_scene, "signal.count")
    with pytest.raises(Exception, match="property 'visible' does not exist for the scene"):
        sim.getIntProperty(sim.handle_scene, "visible")
    floor = sim.getObject("/Floor")
    door = sim.getObject("/Door")
    size = sim.getShapeBB(door)
    assert len(size) == 3 and all(v > 0 for v in size)
    sim.setShapeColor(door, None, sim.colorcomponent_ambient_diffuse, [1, 0, 0])
    assert sim.getShapeMass(door) > 0 and floor >= 0
    assert sim.getObjectParent(sim.getObject("/Arm_link1")) == sim.getObject("/Arm_joint1")
    tree = sim.getObjectsInTree(sim.getObject("/Arm"), sim.object_joint_type)
    assert len(tree) == 7
    assert sim.getBoolParam(sim.boolparam_realtime_simulation) is served.simulation.loop.real_time


def test_call_script_function_into_a_python_child_script(serve, write_scene) -> None:  # noqa: ANN001
    scene = write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "s.py"\n', scripts={"s.py": """
        def sysCall_init():
            pass

        def greet(name, n):
            return f"Hello {name}", n * 2
        """})
    served = serve(scene)
    sim = served.client().require("sim")
    script = sim.getScript(sim.scripttype_childscript, sim.getObject("/Object0"))
    assert sim.callScriptFunction("greet", script, "Paul", 21) == ("Hello Paul", 42)
    with pytest.raises(Exception, match="not defined"):
        sim.callScriptFunction("nope", script)


def test_legacy_and_zmq_clients_on_one_simulation(served: Served) -> None:
    from tether.remoteapi import sim as simx
    from tether.remoteapi.server import LegacyServer

    legacy = served.host.call(lambda: LegacyServer(served.host, 0, stepping_allowed=True))
    client_id = simx.simxStart("127.0.0.1", legacy.port, True, True, 5000, 5)
    assert client_id >= 0
    try:
        sim = served.client().require("sim")
        sim.setInt32Signal("from_zmq", 5)
        code, value = simx.simxGetIntegerSignal(client_id, "from_zmq", simx.simx_opmode_blocking)
        assert (code, value) == (0, 5)
        # both in stepping mode: the simulation advances only when both stepped
        assert simx.simxSynchronous(client_id, True) == 0
        sim.setStepping(True)
        sim.startSimulation()
        dt = served.simulation.physics.time_step
        for k in range(1, 6):
            assert simx.simxSynchronousTrigger(client_id) == 0
            assert served.simulation.loop.pass_count == k - 1  # waits for the ZeroMQ client
            sim.step()
            assert sim.getSimulationTime() == pytest.approx(k * dt)
        sim.stopSimulation()
    finally:
        simx.simxFinish(client_id)
