"""`tether bench click`: parsing pclick's demo client, the controls it is given, CPU
measurement, the skip path, and a tiny run of the whole lane against the real pclick."""

from __future__ import annotations

import os
import time

import pytest

from pclick_env import PclickEnv
from tether.bench import click as lane
from tether.bench.placement import available
from tether.bench.runner import format_table
from tether.click import RobotDescription, ValueType
from tether.click.pclick_venv import PclickUnavailable

# What pclick 0.5.15's demo client prints (its response dump shortened).
DEMO_OUTPUT = """Connecting to click server tcp://127.0.0.1:5555
Sending messageType: ControlMessageType
objects {
  key: "Arm"
  value {
    values: 0.1
  }
}

Received response messageType: SensorMessageType
simVars {
  simulatedTime: 0.002
}

Sent/received 2001 messages in 0.37 seconds, ie 5432 Hz
"""


def test_parse_demo_client_output() -> None:
    run = lane.parse_demo_client_output(DEMO_OUTPUT)
    assert run == lane.DemoRun(messages=2001, seconds=0.37, hz=5432.0)
    assert run.rate == 5432.0  # the Hz come from the unrounded clock
    assert lane.DemoRun(100, 0.5, 0).rate == 200.0


def test_parse_demo_client_output_without_summary() -> None:
    with pytest.raises(ValueError, match="Sent/received"):
        lane.parse_demo_client_output("Connecting to click server tcp://127.0.0.1:5555\nTraceback ...\n")


def test_controls_for_every_robot_with_controls() -> None:
    robots = {
        "DoorFrame": RobotDescription("DoorFrame", ("DoorMotor",), (ValueType.AngularVelocity1D,)),
        "Arm": RobotDescription("Arm", tuple(f"Arm_joint{i}" for i in range(1, 8)), (ValueType.Angle,) * 7),
        "Sphere": RobotDescription("Sphere", object_sensors=(ValueType.Position,)),  # nothing to send
    }
    values = lane.control_values(robots)
    assert values == {"DoorFrame": [0.0], "Arm": list(lane.ARM_TARGETS)}
    arg = lane.control_arg(values)
    # Parsed the way pclick.demo.client parses --controlmessage.
    parsed = {}
    for part in arg.split(";"):
        robot, *rest = part.split(":")
        parsed[robot] = list(map(float, rest[0].split(",")))
    assert parsed == values


def test_cpu_seconds_of_this_process() -> None:
    before = lane.cpu_seconds(os.getpid())
    if before is None:
        pytest.skip("no /proc here")
    deadline = time.process_time() + 0.05
    while time.process_time() < deadline:
        pass
    assert lane.cpu_seconds(os.getpid()) >= before + 0.03
    assert lane.cpu_seconds(2**22 + 12345) is None  # no such process


def test_lane_reports_skipped_without_pclick(monkeypatch: pytest.MonkeyPatch) -> None:
    def unavailable(*args: object, **kwargs: object) -> PclickEnv:
        raise PclickUnavailable("pip install pclick==0.5.15 failed (1):\nno network")

    monkeypatch.setattr(lane.PclickEnv, "ensure", unavailable)
    results = lane.run(repeats=1, seconds=0.1, progress=lambda _: None)
    assert results and all(r.skipped and "no network" not in r.skipped for r in results)
    assert all("pclick venv unavailable" in r.skipped for r in results)
    table = format_table(results)
    assert "skipped: pclick venv unavailable: pip install pclick==0.5.15 failed (1):" in table
    assert all(r.to_json()["goal_met"] is None for r in results)


def test_lane_runs_against_tether_and_the_demo_server(pclick: PclickEnv) -> None:
    lines: list[str] = []
    placements = available("cross-core") or available("same-core")  # one placement: a short test
    results = lane.run(repeats=1, seconds=0.1, progress=lines.append, placements=placements)
    assert [r.skipped for r in results] == [None, None]
    demo_client, tether_client = results
    for r in results:
        assert len(r.samples) == len(r.baseline_samples) == 1
        assert r.rate > 50 and r.baseline > 50
        assert r.placement == placements[0].name
    assert demo_client.goal == 0.8
    assert any("idle CPU" in n for n in demo_client.notes)
    assert any("Arm:0.1,-0.2" in n for n in demo_client.notes)
    assert f"click {placements[0].name} repeat 1/1" in lines[-1]
