"""CoppeliaSim's clients/python/simpleMovement.py, in tether's words: three stepping clients in
threads move two 7-joint arms with sim.moveToConfig and a target with sim.moveToPose, while the
simulation runs (each call spans many passes: the server answers it when the motion ends)."""

from __future__ import annotations

import math
import threading
import time

import pytest
from zmq_fixtures import SCENES

CALL_TIMEOUT = 120.0


def _arm(served, color: str, accel: float, jerk: float, reached: dict, aliases: bool = False) -> None:  # noqa: ANN001
    sim = served.client().require("sim")
    sim.setStepping(True)
    if aliases:  # CoppeliaSim's scene: every joint's alias is "joint", found by index
        joints = [sim.getObject(f"/{color}Robot/joint", {"index": i}) for i in range(7)]
    else:
        joints = [sim.getObject(f"/{color}Robot_joint{i + 1}") for i in range(7)]
    vel = 110 * math.pi / 180
    targets = [
        [90, 90, 170, -90, 90, 90, 0],
        [-90, 90, 180, -90, 90, 90, 0],
        [0, 0, 0, 0, 0, 0, 0],
    ]
    for degrees in targets:
        target = [d * math.pi / 180 for d in degrees]
        result = sim.moveToConfig({"joints": joints, "targetPos": target, "maxVel": [vel] * 7,
                                   "maxAccel": [accel * math.pi / 180] * 7, "maxJerk": [jerk * math.pi / 180] * 7})
        assert result["pos"] == pytest.approx(target, abs=1e-9)
        reached.setdefault(color, []).append(([sim.getJointTargetPosition(j) for j in joints],
                                              sim.getSimulationTime()))
    sim.setStepping(False)


def _green(served, reached: dict) -> None:  # noqa: ANN001
    sim = served.client().require("sim")
    sim.setStepping(True)
    target = sim.getObject("/greenRobot/target")
    init = sim.getObjectPose(target)
    params = {"object": target, "maxVel": [0.5] * 4, "maxAccel": [0.1, 0.1, 0.1, 1.0], "maxJerk": [3] * 4}
    goal = list(init)
    goal[2] += 0.2
    params["targetPose"] = goal
    sim.moveToPose(params)
    up = sim.getObjectPose(target)
    goal[2] -= 0.2
    params["targetPose"] = goal
    sim.moveToPose(params)
    start = sim.getObjectPose(target)
    goal = sim.rotateAroundAxis(goal, [1, 0, 0], start[:3], math.pi / 2)
    params["targetPose"] = goal
    sim.moveToPose(params)
    turned = sim.getObjectPose(target)
    params["targetPose"] = init
    sim.moveToPose(params)
    reached["green"] = (init, up, turned, goal, sim.getObjectPose(target), sim.getSimulationTime())
    sim.setStepping(False)


def _suffixed_names(xml: str) -> str:
    """The scene as CoppeliaSim 4.2 names duplicates: ``joint``, then ``joint#0``, ``joint#1``...
    across the scene (so are the links)."""
    for alias in ("joint", "link"):
        parts = xml.split(f"<alias>{alias}</alias>")
        xml = parts[0] + "".join(f"<alias>{alias}{'' if k == 0 else f'#{k - 1}'}</alias>{part}"
                                 for k, part in enumerate(parts[1:]))
    return xml


@pytest.mark.parametrize("scene", ["tether", "coppelia", "coppelia-4.2"])
def test_simple_movement_program(serve, scene: str, tmp_path) -> None:  # noqa: ANN001
    """On tether's MJCF port (unique MuJoCo names), on a CoppeliaSim XML scene whose joints all
    have the alias "joint" (simpleMovement.py's own paths; needs CoppeliaSim XML scenes), and on
    the same scene named as CoppeliaSim 4.2 names duplicates (joint#0...#12: each answers to
    "joint", as CoppeliaSim 4.3+ resolves them)."""
    if scene.startswith("coppelia"):
        pytest.importorskip("tether.core.importers.coppeliasim")
        root = SCENES / "coppelia"
        if scene == "coppelia-4.2":
            xml = (root / "messaging" / "movementViaRemoteApi.simscene.xml").read_text()
            (tmp_path / "messaging").mkdir()
            (tmp_path / "messaging" / "movementViaRemoteApi.simscene.xml").write_text(_suffixed_names(xml))
            root = tmp_path
        served = serve(root / "messaging" / "movementViaRemoteApi.simscene.xml", file_root=root)
    else:
        root = SCENES
        served = serve(SCENES / "messaging" / "movementViaRemoteApi.toml", file_root=SCENES)
    sim = served.client().require("sim")
    sim.loadScene(sim.getStringParam(sim.stringparam_scenedefaultdir) + "/messaging/movementViaRemoteApi.ttt")
    reached: dict = {}
    errors: list[BaseException] = []

    def guarded(target, *args):  # noqa: ANN001, ANN002, ANN202
        def run() -> None:
            try:
                target(served, *args)
            except BaseException as exc:  # reported by the test
                errors.append(exc)
        return run

    aliases = scene.startswith("coppelia")
    threads = [threading.Thread(target=guarded(_arm, "blue", 40, 80, reached, aliases), daemon=True),
               threading.Thread(target=guarded(_arm, "red", 100, 200, reached, aliases), daemon=True),
               threading.Thread(target=guarded(_green, reached), daemon=True)]
    for t in threads:
        t.start()
    sim.startSimulation()
    deadline = time.monotonic() + CALL_TIMEOUT
    for t in threads:
        t.join(max(0.0, deadline - time.monotonic()))
    assert not any(t.is_alive() for t in threads), "a robot's client did not finish in time"
    assert not errors, errors
    if scene == "coppelia-4.2":  # the 4.2 names were the ones driven: blue's joint..joint#5, red's joint#6...
        handles = [sim.getObject("/redRobot/joint", {"index": i}) for i in range(7)]
        names = served.host.call(lambda: [served.simulation.api.getObjectName(h) for h in handles])
        assert names == [f"joint#{k}" for k in range(6, 13)]
    sim.stopSimulation()
    # each move ended at its target, one after the other in simulated time
    for color in ("blue", "red"):
        (t1, time1), (t2, time2), (t3, time3) = reached[color]
        assert t1 == pytest.approx([d * math.pi / 180 for d in (90, 90, 170, -90, 90, 90, 0)])
        assert t3 == pytest.approx([0.0] * 7, abs=1e-9)
        assert 0 < time1 < time2 < time3
    # the slower blue arm (lower acceleration and jerk) takes longer than the red one
    assert reached["blue"][2][1] > reached["red"][2][1]
    init, up, turned, goal, final, _ = reached["green"]
    assert up[2] == pytest.approx(init[2] + 0.2, abs=1e-6)
    assert turned == pytest.approx(goal, abs=1e-6) or turned[:3] == pytest.approx(goal[:3], abs=1e-6)
    assert final[:3] == pytest.approx(init[:3], abs=1e-6)


def test_move_to_config_without_stepping_waits_for_the_free_running_passes(serve) -> None:  # noqa: ANN001
    served = serve(SCENES / "messaging" / "movementViaRemoteApi.toml", file_root=SCENES)
    sim = served.client().require("sim")
    joint = sim.getObject("/blueRobot_joint1")
    sim.startSimulation()
    t0 = sim.getSimulationTime()
    result = sim.moveToConfig({"joints": [joint], "targetPos": [0.5], "maxVel": [1], "maxAccel": [1], "maxJerk": [5]})
    elapsed = sim.getSimulationTime() - t0
    sim.stopSimulation()
    assert result["pos"] == pytest.approx([0.5]) and result["timeLeft"] == 0
    assert elapsed > 1.0  # 0.5 rad at 1 rad/s² takes over a second of simulated time
