"""The viewer's HTTP side: scene description, frame stream, controls, disconnects and threading."""

from __future__ import annotations

import socket
import struct
import threading
import time

import pytest

from conftest import EventStream, request, wait_until
from tether.core.states import SimulationState as S
from tether.web import server as web_server


def test_page_and_static_files_are_served(served):
    port = served.viewer.port
    status, page = request(port, "GET", "/")
    assert status == 200 and '<script src="/static/viewer.js">' in page and 'id="btn-start"' in page
    for name, marker in (("viewer.js", "EventSource"), ("style.css", "#overlay")):
        status, body = request(port, "GET", f"/static/{name}")
        assert status == 200 and marker in body
    for bad in ("/static/../server.py", "/static/server.py", "/static/.hidden.js", "/nothing"):
        assert request(port, "GET", bad)[0] == 404


def test_scene_json_lists_the_builtin_geoms(served):
    status, scene = request(served.viewer.port, "GET", "/scene.json")
    assert status == 200
    model = served.sim.model
    geoms = scene["geoms"]
    assert scene["ngeom"] == model.ngeom == len(geoms)
    by_name = {g["name"]: g for g in geoms if g["name"]}
    assert by_name["Floor"]["type"] == "plane" and by_name["Floor"]["object"] == "Floor"
    assert by_name["WalkerBody"]["type"] == "capsule" and by_name["WalkerBody"]["body"] == "Walker"
    assert by_name["WalkerBody"]["size"][0] == pytest.approx(0.2)
    assert by_name["DoorPostLeft"]["type"] == "cylinder"
    sphere = [g for g in geoms if g["body"] == "Sphere"]
    assert [g["type"] for g in sphere] == ["sphere"] and sphere[0]["size"][0] == pytest.approx(0.1)
    wings = [g for g in geoms if g["body"] == "Door" and g["type"] == "box"]
    assert len(wings) == 4 and all(w["rgba"][3] == pytest.approx(0.6) for w in wings)
    assert {g["type"] for g in geoms} <= {"plane", "sphere", "capsule", "cylinder", "box", "ellipsoid"}
    assert any(g["body"].startswith("Arm_link") and g["type"] == "capsule" for g in geoms)


def test_events_deliver_frames_with_increasing_time(served):
    served.host.call(served.sim.start)
    stream = EventStream(served.viewer.port)
    try:
        frames = [stream.next_named("frame") for _ in range(8)]
    finally:
        stream.close()
    ngeom = served.sim.model.ngeom
    times = [f["time"] for f in frames]
    assert all(b > a for a, b in zip(times[1:], times[2:])), times  # the first is the join snapshot
    assert times[-1] > times[0]
    for f in frames[1:]:
        assert f["stateName"] == "running" and f["state"] & S.ADVANCING
        assert len(f["pos"]) == 3 * ngeom and len(f["mat"]) == 9 * ngeom
        assert f["pass"] * served.sim.time_step == pytest.approx(f["time"])


def test_objects_move_in_the_stream(served):
    sphere = served.sim.model.body("Sphere").id
    gid = [g for g in range(served.sim.model.ngeom) if served.sim.model.geom_bodyid[g] == sphere][0]
    walker = served.sim.model.geom("WalkerBody").id
    stream = EventStream(served.viewer.port)
    try:
        first = stream.next_named("frame")  # the stopped scene: the sphere 1 m up
        assert first["time"] == 0 and first["pos"][3 * gid + 2] == pytest.approx(1.0)
        served.host.call(served.sim.start)
        later = first
        while later["time"] < first["time"] + 0.5:
            later = stream.next_named("frame")
    finally:
        stream.close()
    assert later["pos"][3 * gid + 2] < first["pos"][3 * gid + 2] - 0.05  # the sphere falls
    assert later["pos"][3 * walker:3 * walker + 2] != first["pos"][3 * walker:3 * walker + 2]  # the walker walks


def test_stream_is_rate_limited(served):
    # The simulation runs thousands of passes a second (one frame each); the stream sends the
    # newest at most ~30 times a second. An upper bound only: a slow machine sends fewer.
    served.host.call(served.sim.start)
    stream = EventStream(served.viewer.port)
    try:
        first = stream.next_named("frame")
        start = time.monotonic()
        count = 0
        while time.monotonic() - start < 1.0:
            last = stream.next_named("frame")
            count += 1
    finally:
        stream.close()
    assert count <= 30 * 1.0 + 5
    assert last["pass"] - first["pass"] > count  # frames in between were dropped, not queued


def test_no_frames_without_viewers_and_subscription_follows_clients(served):
    sim = served.sim
    served.host.call(sim.start)
    wait_until(lambda: sim.pass_count > 200, what="passes")
    assert sim.frames.subscribers == 0
    assert sim.frames.latest is None  # the simulation thread published (copied) nothing
    stream = EventStream(served.viewer.port)
    stream.next_named("frame")
    stream.next_named("frame")
    assert sim.frames.subscribers == 1 and served.viewer.clients == 1
    assert request(served.viewer.port, "GET", "/api/status")[1]["clients"] == 1
    stream.close()
    wait_until(lambda: sim.frames.subscribers == 0, what="unsubscribe after disconnect")
    assert served.viewer.clients == 0
    index = sim.frames.latest.index
    passes = sim.pass_count
    wait_until(lambda: sim.pass_count > passes + 200, what="passes")
    assert sim.frames.latest.index == index  # publishing stopped with the last viewer


def test_frames_are_encoded_off_the_simulation_thread(served, monkeypatch):
    threads: list[int] = []
    real = web_server.encode_frame

    def spy(frame):
        threads.append(threading.get_ident())
        return real(frame)

    monkeypatch.setattr(web_server, "encode_frame", spy)
    served.host.call(served.sim.start)
    stream = EventStream(served.viewer.port)
    try:
        for _ in range(5):
            stream.next_named("frame")
    finally:
        stream.close()
    assert len(threads) >= 5
    assert served.host.thread_ident not in threads


def test_abrupt_disconnect_is_harmless(served):
    sim, port = served.sim, served.viewer.port
    served.host.call(sim.start)
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    sock.sendall(b"GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
    received = b""
    while b"event: frame" not in received:  # mid-stream: frames are flowing
        chunk = sock.recv(65536)
        assert chunk, "stream ended early"
        received += chunk
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # close with RST
    sock.close()
    wait_until(lambda: served.viewer.clients == 0 and sim.frames.subscribers == 0, what="client dropped")
    stream = EventStream(port)  # the viewer still serves
    try:
        a, b = stream.next_named("frame"), stream.next_named("frame")
        assert b["time"] > a["time"]
    finally:
        stream.close()
    status, body = request(port, "GET", "/api/status")
    assert status == 200 and body["stateName"] == "running"


def test_controls_and_status(served):
    sim, port = served.sim, served.viewer.port
    status, body = request(port, "GET", "/api/status")
    assert status == 200
    assert body["stateName"] == "stopped" and body["time"] == 0 and body["objects"] == len(sim.tree) > 5
    assert body["clients"] == 0
    status, body = request(port, "POST", "/api/start")
    assert status == 200 and body["changed"] and sim.state.advancing
    status, body = request(port, "POST", "/api/pause")
    assert status == 200 and body["changed"]
    wait_until(lambda: sim.state == S.PAUSED, what="paused")
    status, body = request(port, "POST", "/api/stop")
    assert status == 200 and body["stateName"] == "stopped" and sim.state == S.STOPPED and sim.pass_count == 0
    assert request(port, "POST", "/api/explode")[0] == 404


def test_cross_origin_post_is_refused(served):
    port = served.viewer.port
    status, body = request(port, "POST", "/api/start", {"Origin": "http://evil.example"})
    assert status == 403 and served.sim.state == S.STOPPED
    status, _ = request(port, "POST", "/api/start", {"Origin": f"http://127.0.0.1:{port}", "Host": f"127.0.0.1:{port}"})
    assert status == 200 and served.sim.state.advancing


def test_stream_reports_pause_without_frames(served):
    sim = served.sim
    served.host.call(sim.start)
    wait_until(lambda: sim.pass_count > 10, what="passes")
    served.host.call(sim.pause)
    wait_until(lambda: sim.state == S.PAUSED, what="paused")
    stream = EventStream(served.viewer.port)
    try:
        snapshot = stream.next_named("frame")  # a newly joined viewer still gets the positions
        assert snapshot["stateName"] == "paused" and len(snapshot["pos"]) == 3 * sim.model.ngeom
        status = stream.next_named("status")  # and then heartbeats while nothing moves
        assert status["stateName"] == "paused" and status["time"] == pytest.approx(sim.sim_time)
    finally:
        stream.close()


def test_close_ends_streams_and_frees_the_port(served):
    viewer = served.viewer
    stream = EventStream(viewer.port)
    stream.next_named("frame")
    viewer.close()
    viewer.close()  # idempotent
    with pytest.raises((EOFError, OSError)):
        for _ in range(10):
            stream.next()
    stream.close()
    wait_until(lambda: served.sim.frames.subscribers == 0, what="unsubscribe on close")
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", viewer.port), timeout=2).close()


def test_serve_adds_the_viewer():
    from tether.core import Simulation
    from tether.serve import Service

    service = Service(Simulation())
    service.start()
    try:
        viewer = service.add_web(0)
        assert viewer in service.host.endpoints
        assert any(line.endswith(f":{viewer.port}/") for line in service.lines)
        assert request(viewer.port, "GET", "/api/status")[0] == 200
    finally:
        service.close()


def test_scene_edits_reach_the_viewer(served):
    port = served.viewer.port
    _, before = request(port, "GET", "/scene.json")
    api = served.sim.api
    box = served.host.call(lambda: api.createPrimitiveShape(api.primitiveshape_cuboid, [0.3, 0.3, 0.3]))
    _, after = request(port, "GET", "/scene.json")
    assert after["version"] > before["version"] and after["ngeom"] == before["ngeom"] + 1
    assert after["geoms"][-1]["type"] == "box" and after["geoms"][-1]["object"] == "Cuboid"
    stream = EventStream(port)
    try:
        served.host.call(served.sim.start)
        frame = stream.next_named("frame")
        while frame["pass"] == 0:
            frame = stream.next_named("frame")
        assert frame["scene"] == after["version"]  # the page re-reads /scene.json when this changes
        assert len(frame["pos"]) == 3 * after["ngeom"]
    finally:
        stream.close()
        served.host.call(served.sim.stop)
    _, restored = request(port, "GET", "/scene.json")
    assert restored["ngeom"] == before["ngeom"]
    assert served.host.call(lambda: box not in served.sim.tree.by_handle)
