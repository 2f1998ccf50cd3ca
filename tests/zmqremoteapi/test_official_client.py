"""CoppeliaSim's official Python client (coppeliasim-zmqremoteapi-client 2.0.4) against tether."""

from __future__ import annotations

import asyncio
import math
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest
import zmq

from zmq_fixtures import Served, kill, stepping_client_process

CALL_TIMEOUT = 30.0  # seconds any threaded client in these tests may take before the test fails


def _run_threads(*targets) -> list[BaseException]:  # noqa: ANN002
    """Run targets in threads, bounded in time; return their errors."""
    errors: list[BaseException] = []

    def wrap(target):  # noqa: ANN001, ANN202
        def run() -> None:
            try:
                target()
            except BaseException as exc:  # reported to the test
                errors.append(exc)
        return run

    threads = [threading.Thread(target=wrap(t), daemon=True) for t in targets]
    for t in threads:
        t.start()
    deadline = time.monotonic() + CALL_TIMEOUT
    for t in threads:
        t.join(max(0.0, deadline - time.monotonic()))
    assert not any(t.is_alive() for t in threads), "a client thread did not finish in time"
    return errors


def test_blocking_calls_types_and_errors(served: Served) -> None:
    sim = served.client().require("sim")
    joint = sim.getObject("/Arm_joint1")
    assert isinstance(joint, int) and sim.getObjectAlias(joint) == "Arm_joint1"
    assert sim.getObjectType(joint) == sim.object_joint_type
    pos = sim.getObjectPosition(joint, sim.handle_world)
    assert len(pos) == 3 and all(isinstance(v, float) for v in pos)
    sim.setJointTargetPosition(joint, 0.3)
    assert sim.getJointTargetPosition(joint) == pytest.approx(0.3)
    camera = sim.getObject("/VisionSensor")
    img, res = sim.getVisionSensorImg(camera)
    assert isinstance(img, bytes) and len(img) == res[0] * res[1] * 3
    assert sim.getObject("/NotThere", {"noError": True}) == -1
    with pytest.raises(Exception, match=r"object does not exist.*sim\.getObject"):
        sim.getObject("/NotThere")
    with pytest.raises(Exception, match="not implemented by tether"):
        sim.moduleEntry(-1)  # CoppeliaSim modules: not part of tether
    with pytest.raises(AttributeError):  # not in CoppeliaSim's catalogue: the client refuses before sending
        sim.noSuchFunction()
    sim.setInt32Signal("answer", 42)
    assert sim.getInt32Signal("answer") == 42
    assert sim.getInt32Signal("nothing") is None
    assert sim.getSimulationState() == sim.simulation_stopped


def test_catalogue_constants_equal_coppeliasims(served: Served) -> None:
    sim = served.client().require("sim")
    assert (sim.handle_world, sim.handleflag_wxyzquat, sim.jointfloatparam_velocity, sim.jointfloatparam_maxvel,
            sim.verbosity_errors, sim.verbosity_scriptinfos, sim.stringparam_scenedefaultdir) == \
        (-1, 0x01000000, 2012, 2036, 200, 450, 132)
    assert sim.getFloatParam(sim.floatparam_simulation_time_step) == pytest.approx(served.simulation.physics.time_step)
    sim.addLog(sim.verbosity_scriptinfos, "from a ZeroMQ client")  # CoppeliaSim's 450, translated by name
    # the client's own helpers (overridden locally by the client) agree with tether's
    assert sim.unpackFloatTable(sim.packFloatTable([1.5, -2.0])) == [1.5, -2.0]


def test_stepping_client_lockstep_and_set_stepping_levels(served: Served) -> None:
    sim = served.client().require("sim")
    joint = sim.getObject("/Arm_joint2")
    assert sim.setStepping(True) == 0
    sim.startSimulation()
    dt = sim.getSimulationTimeStep()
    for k in range(1, 21):
        sim.setJointTargetPosition(joint, 0.01 * k)
        sim.step()
        assert sim.getSimulationTime() == pytest.approx(k * dt)  # exactly one pass per step
    assert sim.setStepping(False) == 1
    sim.stopSimulation()
    assert sim.getSimulationState() == sim.simulation_stopped


def test_two_stepping_clients_in_threads_advance_together(served: Served) -> None:
    steps = 40
    barrier = threading.Barrier(3, timeout=CALL_TIMEOUT)
    seen: dict[str, list[float]] = {"a": [], "b": []}

    def stepper(name: str):  # noqa: ANN202
        def run() -> None:
            sim = served.client().require("sim")
            sim.setStepping(True)
            barrier.wait()  # both stepping before the simulation starts
            barrier.wait()
            for _ in range(steps):
                sim.step()
                seen[name].append(sim.getSimulationTime())
            sim.setStepping(False)
        return run

    def starter() -> None:
        sim = served.client().require("sim")
        barrier.wait()
        sim.startSimulation()
        barrier.wait()

    assert _run_threads(stepper("a"), stepper("b"), starter) == []
    dt = served.simulation.physics.time_step
    for name in "ab":  # each client saw exactly its k-th pass after its k-th step: neither ran ahead
        assert seen[name] == pytest.approx([k * dt for k in range(1, steps + 1)])


def test_a_killed_stepping_client_releases_the_other(serve) -> None:  # noqa: ANN001
    served = serve(idle_timeout=1.0)
    with stepping_client_process(served.port) as victim:
        sim = served.client().require("sim")
        sim.setStepping(True)
        sim.startSimulation()
        kill(victim)
        done = []
        assert _run_threads(lambda: (sim.step(), sim.step(), done.append(sim.getSimulationTime()))) == []
        assert done and done[0] == pytest.approx(2 * served.simulation.physics.time_step)
        assert [c.stepping for c in served.host.call(served.host.clients)] == [True]  # the killed one is gone
        sim.stopSimulation()


def test_a_non_stepping_step_waits_for_the_next_pass(served: Served) -> None:
    sim = served.client().require("sim")
    sim.startSimulation()
    t0 = sim.getSimulationTime()
    sim.step()
    assert sim.getSimulationTime() > t0
    sim.stopSimulation()


def test_asyncio_client_concurrent_calls_share_one_uuid(served: Served) -> None:
    from coppeliasim_zmqremoteapi_client.asyncio import RemoteAPIClient

    async def main() -> tuple[list, float, int]:  # type: ignore[type-arg]
        async with RemoteAPIClient("127.0.0.1", served.port) as client:
            sim = await client.require("sim")
            names = [f"/Arm_joint{i}" for i in range(1, 8)]
            handles = await asyncio.gather(*[sim.getObject(n) for n in names])
            positions = await asyncio.gather(*[sim.getObjectPosition(h, -1) for h in handles])
            await sim.setStepping(True)
            await sim.startSimulation()
            for _ in range(5):
                await sim.step()
            t = await sim.getSimulationTime()
            await sim.stopSimulation()
            return positions, t, len(client.sockets)

    positions, t, sockets = asyncio.run(asyncio.wait_for(main(), CALL_TIMEOUT))
    assert len(positions) == 7 and all(len(p) == 3 for p in positions)
    assert t == pytest.approx(5 * served.simulation.physics.time_step)
    assert sockets >= 2  # several REQ sockets (routes) under one client uuid


def test_protocol_1_client_gets_the_version_mismatch_text(served: Served) -> None:
    import cbor2

    ctx = zmq.Context.instance()
    sock = ctx.socket(zmq.REQ)
    sock.setsockopt(zmq.LINGER, 0)
    sock.setsockopt(zmq.RCVTIMEO, 10000)
    sock.connect(f"tcp://127.0.0.1:{served.port}")
    try:
        sock.send(cbor2.dumps({"func": "sim.getObject", "args": ["/Floor"]}))
        assert cbor2.loads(sock.recv())["error"] == \
            "The client ZeroMQ remote API version does not match CoppeliaSim's version"
    finally:
        sock.close()


def test_oversized_and_garbage_frames_close_or_answer_that_client_only(serve) -> None:  # noqa: ANN001
    import cbor2

    served = serve(max_message_size=1 << 16)
    ctx = zmq.Context.instance()
    garbage, big = ctx.socket(zmq.REQ), ctx.socket(zmq.REQ)
    for s in (garbage, big):
        s.setsockopt(zmq.LINGER, 0)
        s.setsockopt(zmq.RCVTIMEO, 10000)
        s.connect(f"tcp://127.0.0.1:{served.port}")
    try:
        garbage.send(b"\xff\xfe not cbor")
        assert "not valid CBOR" in cbor2.loads(garbage.recv())["err"]
        big.send(cbor2.dumps({"func": "sim.addLog", "args": [450, "x" * (1 << 17)], "uuid": "big"}))
        sim = served.client().require("sim")  # others are served on
        assert sim.getObject("/Floor") >= 0
        big.setsockopt(zmq.RCVTIMEO, 300)
        with pytest.raises(zmq.Again):  # ZMQ_MAXMSGSIZE dropped that connection: no answer
            big.recv()
    finally:
        garbage.close()
        big.close()


def test_pcontroller_program_runs_on_its_ported_scene(serve) -> None:  # noqa: ANN001
    """The calls of CoppeliaSim's clients/python/pController.py, in order, on the ported scene
    (loaded by its CoppeliaSim name, resolved to the .toml beside it)."""
    from zmq_fixtures import SCENES

    served = serve(SCENES / "messaging" / "pControllerViaRemoteApi.toml", file_root=SCENES)
    sim = served.client().require("sim")
    sim.loadScene(sim.getStringParam(sim.stringparam_scenedefaultdir) + "/messaging/pControllerViaRemoteApi.ttt")
    max_force = 100
    joint = sim.getObject("/Cuboid[0]/joint")
    angle = sim.getJointPosition(joint)
    sim.setJointTargetVelocity(joint, 360 * math.pi / 180)
    sim.setStepping(True)
    sim.startSimulation()

    def move_to(target: float) -> None:
        nonlocal angle
        for _ in range(4000):  # bounded: the program itself loops until it gets there
            if abs(angle - target) <= 0.1 * math.pi / 180:
                return
            error = math.atan2(math.sin(target - angle), math.cos(target - angle))
            velocity = max(-2 * math.pi, min(2 * math.pi, error * 0.1 / 0.005))
            sim.setJointTargetVelocity(joint, velocity)
            sim.setJointTargetForce(joint, max_force, False)
            sim.step()
            angle = sim.getJointPosition(joint)
        raise AssertionError(f"joint did not reach {target}: at {angle}")

    for degrees in (45, 90, -89, 0):
        move_to(degrees * math.pi / 180)
    sim.stopSimulation()
    with pytest.raises(Exception, match="outside the server's file folder"):
        sim.loadScene("/etc/passwd")


def test_a_cpp_style_client(served: Served) -> None:
    """The C++ client's wire habits: ver and lang on every request, no timeout, half- and
    single-precision floats, and ``_*end*_`` (answered with an empty map) when it is destroyed."""
    import cbor2

    ctx = zmq.Context.instance()
    sock = ctx.socket(zmq.REQ)
    sock.setsockopt(zmq.LINGER, 0)
    sock.setsockopt(zmq.RCVTIMEO, 10000)
    sock.connect(f"tcp://127.0.0.1:{served.port}")

    def request(func: str, args: list, canonical: bool = False) -> dict:  # type: ignore[type-arg]
        sock.send(cbor2.dumps({"func": func, "args": args, "uuid": "cpp-1", "ver": 2, "lang": "cpp",
                               "argsL": len(args)}, canonical=canonical))
        return cbor2.loads(sock.recv())

    try:
        joint = request("sim.getObject", ["/Arm_joint3"])["ret"][0]
        # canonical CBOR writes 0.5 as a half-precision float, 0.1 as a double
        assert request("sim.setJointTargetPosition", [joint, 0.5], canonical=True) == {"ret": []}
        assert request("sim.getJointTargetPosition", [joint])["ret"] == [0.5]
        assert request("sim.setStepping", [True]) == {"ret": [0]}  # an integer, as the typed client reads
        assert served.simulation.loop.gates
        assert request("_*end*_", []) == {}
        assert not served.simulation.loop.gates  # its stepping ended with it
    finally:
        sock.close()
