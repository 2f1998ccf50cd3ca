"""The live side: the WebSocket's frames and telemetry, the toolbar's actions, joints, signals, log."""

from __future__ import annotations

import json
import socket
import time

import pytest
from web_fixtures import request, serve, shut, wait_until
from websockets.sync.client import connect

from tether.core.engine.states import SimulationState as S
from tether.web.encoding import decode_frame


class Page:
    """A WebSocket client as the page is: frames (binary) and telemetry (JSON)."""

    def __init__(self, served) -> None:
        self._opened = connect(f"ws://127.0.0.1:{served.viewer.port}/ws?token={served.viewer.guard.token}",
                               origin=served.origin, open_timeout=10)
        self.ws = self._opened.__enter__()
        self.frames: list[tuple] = []
        self.telemetry: list[dict] = []

    def read(self, until, timeout: float = 10.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                message = self.ws.recv(timeout=0.5)
            except TimeoutError:
                continue
            if isinstance(message, bytes):
                self.frames.append(decode_frame(message))
            else:
                self.telemetry.append(json.loads(message))
            value = until(self)
            if value:
                return value
        raise AssertionError("the page did not get what it waited for")

    def close(self) -> None:
        self._opened.__exit__(None, None, None)


@pytest.fixture
def page(served):
    p = Page(served)
    yield p
    p.close()


def test_a_page_gets_poses_and_telemetry_and_is_listed(served, page) -> None:
    page.read(lambda p: p.frames and p.telemetry)  # stopped: the join snapshot and telemetry still come
    _, _, _, state, poses = page.frames[0]
    assert state == S.STOPPED and poses.shape == (served.sim.physics.model.ngeom, 12)
    served.post("/api/start")
    page.read(lambda p: p.frames[-1][2] > 0.2 and p.frames[-1][3] & S.ADVANCING)
    t = page.read(lambda p: p.telemetry[-1]["stateName"] == "running" and p.telemetry[-1])
    door = served.sim.scene.tree.lookup("DoorMotor").handle
    assert {"position", "velocity", "force", "mode", "targetVelocity"} <= set(t["joints"][str(door)])
    front = served.sim.scene.tree.lookup("DoorSensorFront").handle
    assert "detected" in t["sensors"][str(front)]
    assert [c["protocol"] for c in t["clients"]] == ["viewer"]
    assert served.viewer.clients()[0].protocol == "viewer"


def test_step_advances_exactly_one_pass_while_paused(served, page) -> None:
    sim = served.sim
    served.post("/api/start")
    wait_until(lambda: sim.loop.pass_count > 10, what="passes")
    served.post("/api/pause")
    wait_until(lambda: served.host.call(lambda: sim.state) == S.PAUSED, what="paused")
    before = served.host.call(lambda: sim.loop.pass_count)
    for n in range(1, 4):
        status, body = served.post("/api/step")
        assert status == 200 and body["changed"]
        wait_until(lambda n=n: served.host.call(lambda: (sim.state, sim.loop.pass_count)) == (S.PAUSED, before + n),
                   what="one pass")
    time.sleep(0.2)
    assert served.host.call(lambda: (sim.state, sim.loop.pass_count)) == (S.PAUSED, before + 3)
    served.post("/api/start")
    assert served.post("/api/step")[1]["changed"] is False  # running: pause first


def test_real_time_and_speed_controls(served) -> None:
    sim = served.sim
    assert served.post("/api/realtime", {"enabled": True})[1]["realTime"] is True
    served.post("/api/start")
    t0, w0 = served.host.call(lambda: sim.loop.sim_time), time.monotonic()
    time.sleep(1.0)
    t1, w1 = served.host.call(lambda: sim.loop.sim_time), time.monotonic()
    assert 0.6 < (t1 - t0) / (w1 - w0) < 1.3  # real time
    served.post("/api/realtime", {"enabled": False})
    t0, w0 = served.host.call(lambda: sim.loop.sim_time), time.monotonic()
    time.sleep(0.5)
    t1, w1 = served.host.call(lambda: sim.loop.sim_time), time.monotonic()
    assert (t1 - t0) / (w1 - w0) > 3  # as fast as it goes
    # In real time (200 passes/s), passes per frame sets how often a frame comes, as in CoppeliaSim.
    served.post("/api/realtime", {"enabled": True})
    fast = frames_per_second(served)
    served.post("/api/speed", {"passesPerFrame": 50})
    slow = frames_per_second(served)
    assert fast > 12 and 2 <= slow <= 6, (fast, slow)  # ~30 (max fps) vs 200 / 50 = 4
    served.post("/api/speed", {"passesPerFrame": 1})
    served.post("/api/realtime", {"enabled": False})
    assert served.post("/api/speed", {"change": 1})[1]["passesPerFrame"] == 2
    assert served.post("/api/speed", {"change": 1})[1]["passesPerFrame"] == 4
    assert served.post("/api/speed", {"change": -1})[1]["passesPerFrame"] == 2
    assert sim.loop.passes_per_frame == 2
    status, body = served.post("/api/speed", {"passesPerFrame": 0})
    assert status == 400 and "between 1 and 1000" in body["error"]
    assert served.post("/api/realtime", {"enabled": "yes"})[0] == 400


def frames_per_second(served, seconds: float = 1.5) -> float:
    page = Page(served)
    try:
        page.read(lambda p: p.frames)
        start, t0 = len(page.frames), time.monotonic()
        deadline = t0 + seconds
        page.read(lambda p: time.monotonic() > deadline, timeout=seconds + 5)
        passes = [f[1] for f in page.frames[start:]]
        assert all(b >= a for a, b in zip(passes, passes[1:]))
        return (len(page.frames) - start) / (time.monotonic() - t0)
    finally:
        page.close()


def test_joint_target_moves_the_joint(served) -> None:
    sim = served.sim
    handle = sim.scene.tree.lookup("Arm_joint2").handle
    served.post("/api/start")
    status, body = served.post(f"/api/joint/{handle}/target", {"value": 0.6})
    assert (status, body["mode"]) == (200, "position")
    wait_until(lambda: abs(served.host.call(lambda: sim.api.getJointPosition(handle)) - 0.6) < 0.05, what="arm moved")
    assert served.post(f"/api/joint/{handle}/target", {"value": "far"})[0] == 400
    status, body = served.post("/api/joint/999999/target", {"value": 1})
    assert status == 400 and body["error"]


def test_signals_are_live_and_editable(served, page) -> None:
    assert served.post("/api/signal", {"kind": "float", "name": "gain", "value": "2.5"})[0] == 200
    assert served.post("/api/signal", {"kind": "string", "name": "mode", "value": "auto"})[0] == 200
    assert served.sim.signals.float.get("gain") == 2.5 and served.sim.signals.string.get("mode") == b"auto"
    served.host.call(lambda: served.sim.signals.int.set("count", 3))
    t = page.read(lambda p: p.telemetry and len(p.telemetry[-1]["signals"]) == 3 and p.telemetry[-1])
    assert {(s["kind"], s["name"], s["value"]) for s in t["signals"]} == {("float", "gain", 2.5), ("string", "mode", "auto"), ("int", "count", 3)}
    assert served.post("/api/signal", {"kind": "blob", "name": "x", "value": 1})[0] == 400


def test_script_errors_and_messages_reach_the_log(write_scene) -> None:
    scene = write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "bad.py"\n', scripts={"bad.py": """
        def sysCall_init():
            sim.addStatusbarMessage("hello from the script")

        def sysCall_actuation():
            if sim.getSimulationTime() > 0.05:
                raise RuntimeError("wheel fell off")
    """})
    from tether.core import Simulation

    s = serve(Simulation(scene))
    p = Page(s)
    try:
        s.post("/api/start")
        t = p.read(lambda p: any("wheel fell off" in line["text"] for t in p.telemetry for line in t["log"]["lines"]))
        lines = [line for t in p.telemetry for line in t["log"]["lines"]]
        error = next(line for line in lines if "wheel fell off" in line["text"])
        assert error["error"] and "Traceback" in error["text"] and "bad.py" in error["text"]
        assert any(line["text"] == "hello from the script" and not line["error"] for line in lines)
        _, log = request(s.viewer.port, "GET", "/api/log")
        assert [line["seq"] for line in log["lines"]] == list(range(1, log["total"] + 1)) and t
    finally:
        p.close()
        shut(s)


def test_object_details_and_vision_image(served) -> None:
    port = served.viewer.port
    door = served.sim.scene.tree.lookup("Door").handle
    status, info = request(port, "GET", f"/api/object/{door}")
    assert status == 200 and info["path"] == "/DoorFrame/DoorMotor/Door"
    assert info["worldPose"][:3] == pytest.approx([3, 0, 0]) and info["parentPose"][:3] == pytest.approx([0, 0, 0])
    assert request(port, "GET", "/api/object/424242")[0] == 400
    camera = served.sim.scene.tree.lookup("VisionSensor").handle
    status, png = request(port, "GET", f"/api/vision/{camera}.png")
    assert status == 200 and png[:8] == b"\x89PNG\r\n\x1a\n"


def test_half_open_connections_time_out_and_the_cap_holds() -> None:
    s = serve(read_timeout=0.5, max_connections=20)
    try:
        port = s.viewer.port
        half = socket.create_connection(("127.0.0.1", port), timeout=5)
        half.sendall(b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # and never the end
        assert half.recv(100) == b""  # closed by the server after the read timeout
        half.close()
        held = [socket.create_connection(("127.0.0.1", port), timeout=5) for _ in range(20)]
        extra = socket.create_connection(("127.0.0.1", port), timeout=5)
        extra.sendall(b"GET /api/scene HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        try:
            answer = extra.recv(100)
        except ConnectionResetError:
            answer = b""
        assert answer == b"" or b" 503 " in answer  # over the cap: refused
        for sock in held + [extra]:
            sock.close()
        wait_until(lambda: request(port, "GET", "/api/scene")[0] == 200, what="served again")
    finally:
        shut(s)


def test_clients_panel_takes_endpoint_client_records(served) -> None:
    """Endpoints report clients as dicts or as records with as_dict() (the endpoint interface)."""
    from dataclasses import asdict, dataclass

    from tether.web.telemetry import connected_clients

    @dataclass
    class Record:
        protocol: str
        peer: str
        stepping: bool
        waiting: bool
        detail: str

        def as_dict(self) -> dict:
            return asdict(self)

    class Endpoint:
        def clients(self) -> list:
            return [Record("legacy", "127.0.0.1:5001", True, False, "3 streams"),
                    {"protocol": "click", "peer": "tcp://x", "stepping": False, "waiting": False}]

    class Broken:
        def clients(self) -> list:
            raise RuntimeError("bug")

    listed = connected_clients(served.sim, [Endpoint(), Broken(), served.viewer])
    assert [c["protocol"] for c in listed] == ["legacy", "click"]
    assert listed[0]["detail"] == "3 streams"
    gate = served.sim.loop.add_gate("stepper")
    try:  # no protocol endpoint reports: the step gates stand in
        assert connected_clients(served.sim, [served.viewer]) == [
            {"protocol": "step gate", "peer": "stepper", "stepping": True, "waiting": True}]
    finally:
        served.sim.loop.remove_gate(gate)


def test_scene_edits_reach_the_page(served, page) -> None:
    """A created object: /api/scene describes it, and telemetry tells the page to redraw."""
    port = served.viewer.port
    _, before = request(port, "GET", "/api/scene")
    page.read(lambda p: p.telemetry)
    assert page.telemetry[-1]["sceneVersion"] == before["version"]
    api = served.sim.api
    served.post("/api/start")  # created while running: stop removes it
    box = served.host.call(lambda: api.createPrimitiveShape(api.primitiveshape_cuboid, [0.3, 0.3, 0.3]))
    _, after = request(port, "GET", "/api/scene")
    assert after["version"] > before["version"] and after["ngeom"] == before["ngeom"] + 1
    page.read(lambda p: p.telemetry[-1]["sceneVersion"] == after["version"])
    page.read(lambda p: p.frames and p.frames[-1][4].shape[0] == after["ngeom"])
    served.post("/api/stop")
    wait_until(lambda: served.host.call(lambda: box not in served.sim.scene.tree.by_handle), what="stop removed it")
    _, restored = request(port, "GET", "/api/scene")
    assert restored["ngeom"] == before["ngeom"]
