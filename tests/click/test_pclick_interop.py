"""tether's Click client against servers made with the real pclick package.

pclick runs in its own virtualenv (pclick_env.py); every server listens on 127.0.0.1 on
a free port and is stopped at the end of its test.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Iterator

import pytest

from pclick_env import PclickEnv, free_tcp_addr, stop
from tether.click import Client, ClickError, ClickReset, ClickTimeout, RobotDescription, ValueType

HERE = Path(__file__).parent


@pytest.fixture()
def demo_server(pclick: PclickEnv) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """pclick.demo.server on a free port. It busy-polls a core, so keep tests short."""
    addr = free_tcp_addr()
    with pclick.demo_server(addr) as proc:
        yield addr, proc


@pytest.fixture()
def scripted_server(pclick: PclickEnv) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    addr = free_tcp_addr()
    proc = pclick.popen([str(HERE / "pclick_scripted_server.py"), addr])
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready", proc.stderr.read() if proc.stderr else ""
        yield addr, proc
    finally:
        stop(proc)


def test_goldens_are_what_pclick_makes(pclick: PclickEnv, tmp_path: Path) -> None:
    done = pclick.run([str(HERE / "make_golden.py"), str(tmp_path)], timeout=60)
    assert done.returncode == 0, done.stderr
    committed = {p.name: p.read_bytes() for p in (HERE / "golden").glob("*.bin")}
    fresh = {p.name: p.read_bytes() for p in tmp_path.glob("*.bin")}
    assert fresh == committed


def test_client_against_pclick_demo_server(demo_server: tuple[str, subprocess.Popen[str]]) -> None:
    addr, proc = demo_server
    with Client(addr, timeout=20) as c:
        # The demo server's fixed handshake.
        assert set(c.robots) == {"robot"}
        r = c.robots["robot"]
        assert isinstance(r, RobotDescription)
        assert r.controls == ("joint1", "joint2")
        assert r.control_types == (ValueType.Angle, ValueType.Angle)
        assert r.control_events == {"gripper": ValueType.Activated}
        assert r.sensors == {"external_1": (ValueType.Force3D, ValueType.AngularAcceleration3D)}
        assert c.time_step is None  # the demo sends no simSettings

        for i in range(50):
            s = c.step({"robot": {"joint1": 0.1 * i, "joint2": -0.1}})
        # The demo answers every ControlMessage with the same canned SensorMessage, for
        # objects "robot1" and "box" (not the handshake's "robot").
        assert set(s.robots) == {"robot1", "box"}
        assert s["robot1"].angles == (1.0, 1.0)
        assert s["robot1"].torques == (3.0, 3.0)
        assert s["box"].position == (1.0, 2.0, 3.0)
        assert s["box"].rpy == (4.0, 5.0, 6.0)
        ext = s["robot1"].sensors["external_1"]
        assert [v.type for v in ext] == [ValueType.Force3D, ValueType.AngularAcceleration3D]
        assert ext[0].value == (4.0, 4.1, 4.2)
        # Lists in control order work too, and a second handshake is answered.
        c.step({"robot": [0.0, 0.0]})
        assert c.handshake() == c.robots
    assert proc.poll() is None


def test_demo_server_ignores_sensor_request(demo_server: tuple[str, subprocess.Popen[str]]) -> None:
    """pclick.demo.server never answers a SensorRequest: the client times out cleanly
    instead of hanging (and the demo then dies on its REP socket's state error)."""
    addr, proc = demo_server
    with Client(addr, timeout=20) as c:
        c.timeout = 0.5
        with pytest.raises(ClickTimeout):
            c.sensors()
        assert c.connected  # socket reopened, usable again


def test_client_against_scripted_pclick_server(scripted_server: tuple[str, subprocess.Popen[str]]) -> None:
    addr, proc = scripted_server
    c = Client(addr, timeout=20)
    assert c.robots["robot"].control_types == (ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D)
    assert c.time_step == 0.002

    s = c.sensors()
    assert s.simulated_time == 0.0
    assert s["robot"].angle == {"joint1": 0.0, "joint2": 0.0, "joint3": 0.0}

    s = c.step({"robot": {"joint3": 3.0, "joint1": 1.0, "joint2": 2.0}})  # any dict order
    assert s["robot"].angle == {"joint1": 1.0, "joint2": 2.0, "joint3": 3.0}
    assert s["robot"].torque["joint2"] == -2.0
    assert s.simulated_time == pytest.approx(0.002)
    s = c.step({"robot": [4.0, 5.0, 6.0]})
    assert s["robot"].angular_velocity["joint1"] == 2.0  # steps so far
    assert c.sensors().simulated_time == pytest.approx(0.004)  # no step

    # The server's ErrorMessage text reaches the caller; the client stays usable.
    with pytest.raises(ClickError, match="need exactly 3 values for robot"):
        c.step({"robot": [1.0]})

    # Reset from the controller.
    c.reset()
    assert c.sensors().simulated_time == 0.0

    # Reset from the simulation side: this and the next request get ResetMessage.
    with pytest.raises(ClickReset):
        c.step({"robot": [0.0, 0.0, 0.0]}, {"robot": {"reset_me": True}})
    assert c.was_reset
    with pytest.raises(ClickReset):
        c.sensors()
    assert c.step({"robot": [0.5, 0.5, 0.5]}).simulated_time == pytest.approx(0.002)
    assert not c.was_reset

    # Deprecated field is sent as such (the scripted server rejects non-`values`).
    with pytest.raises(ClickError):
        c.step({"robot": [0.1, 0.2, 0.3]}, field_name="angles")

    # ErrorMessage ends the simulation: the pclick server exits.
    c.send_error("controller done")
    assert not c.connected
    assert proc.wait(10) == 0
    assert proc.stdout is not None and "got error: controller done" in proc.stdout.read()


def test_client_local_argument_errors(scripted_server: tuple[str, subprocess.Popen[str]]) -> None:
    addr, _ = scripted_server
    with Client(addr, timeout=20) as c:
        with pytest.raises(ValueError, match=r"missing \['joint3'\], unknown \['elbow'\]"):
            c.step({"robot": {"joint1": 0, "joint2": 0, "elbow": 0}})
        with pytest.raises(ValueError, match="unknown robot 'ghost'"):
            c.step({"ghost": {"a": 1.0}})
        # Nothing was sent, so the REQ socket is still in a state to send.
        assert c.sensors().simulated_time == 0.0
    with pytest.raises(ValueError, match="tcp:// or ipc://"):
        Client("http://127.0.0.1:1")


def test_client_timeout_without_server() -> None:
    c = Client(free_tcp_addr(), timeout=0.2, handshake=False)
    with pytest.raises(ClickTimeout):
        c.handshake()
    c.close()


def test_pclick_demo_client_against_pclick_demo_server(
    pclick: PclickEnv, demo_server: tuple[str, subprocess.Popen[str]]
) -> None:
    """Documents the demo client's output format the benchmark parses."""
    addr, _ = demo_server
    done = pclick.run_module(
        "pclick.demo.client", "--addr", addr, "--range", "20", "--controlmessage", "robot:0.1,0.2", timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert f"Connecting to click server {addr}" in done.stdout
    assert "Sent/received 21 messages in" in done.stdout
    assert done.stdout.rstrip().endswith("Hz")
