"""Clients pointed at the wrong port: each server recognises the other protocols' first bytes and
says where the client belongs, once, instead of failing on every byte (real servers and clients)."""

from __future__ import annotations

import logging
import socket
import time
from typing import Callable, Iterator

import pytest
import zmq

from tether.core import Simulation
from tether.remoteapi import sim as simx
from tether.cli.serve import Service
from tether.util.sniff import Protocol, classify, classify_frame, wrong_port_message

ZMTP_GREETING = b"\xff" + b"\0" * 8 + b"\x7f" + b"\x03\x00NULL" + b"\0" * 16
LEGACY_PACKET = b"\x01\x00\x12\x00\x00\x00" + b"\x00\x00\x0b" + b"\0" * 15


def test_classifier_verdicts() -> None:
    assert classify(ZMTP_GREETING) is Protocol.ZMTP
    assert classify(ZMTP_GREETING[:5]) is Protocol.INCOMPLETE
    assert classify(LEGACY_PACKET) is Protocol.LEGACY
    assert classify(b"\x01") is Protocol.INCOMPLETE
    assert classify(b"GET / HTTP/1.1\r\n") is Protocol.HTTP and classify(b"GE") is Protocol.INCOMPLETE
    assert classify(b"HTTP/1.1 400 Bad Request") is Protocol.HTTP
    assert classify(b"\x02garbage!!") is Protocol.UNKNOWN and classify(b"") is Protocol.INCOMPLETE
    import cbor2

    request = cbor2.dumps({"func": "sim.getObject", "args": ["/Floor"], "uuid": "x", "ver": 2})
    assert classify_frame(request) is Protocol.ZMQ_REMOTE_API
    assert classify_frame(cbor2.dumps({"ret": [1]})) is Protocol.UNKNOWN
    assert classify_frame(b"\x0a\x03abc") is Protocol.UNKNOWN  # a protobuf message (Click)
    assert classify_frame(LEGACY_PACKET[4:]) is Protocol.LEGACY  # as libzmq frames a legacy packet
    assert wrong_port_message("legacy", Protocol.ZMTP) == (
        "this is the legacy remote API port; ZeroMQ remote API clients use port 23000 (tether serve --zmq-port), "
        "Click controllers tcp://127.0.0.1:5555 (tether serve --click-addr)")


@pytest.fixture
def service() -> Iterator[Service]:
    svc = Service(Simulation(None))
    svc.start()
    yield svc
    svc.close()


def _records(caplog: pytest.LogCaptureFixture, words: str) -> list[logging.LogRecord]:
    return [r for r in caplog.records if words in r.getMessage()]


def _wait_for(condition: Callable[[], object], timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("the condition never became true")
        time.sleep(0.02)


def test_zeromq_client_on_the_legacy_port_is_closed_and_logged_once(service: Service, caplog) -> None:  # noqa: ANN001
    caplog.set_level(logging.WARNING)
    legacy = service.add_legacy(0)
    context = zmq.Context.instance()
    req = context.socket(zmq.REQ)
    req.setsockopt(zmq.LINGER, 0)
    monitor = req.get_monitor_socket(zmq.EVENT_DISCONNECTED)
    req.connect(f"tcp://127.0.0.1:{legacy.port}")
    req.send(b"{}")
    try:
        disconnects = 0
        while disconnects < 5:  # libzmq reconnects every 100 ms; the server closes each one
            assert monitor.poll(20000), "the server did not close the ZeroMQ client's connection"
            monitor.recv_multipart()
            disconnects += 1
    finally:
        req.close()
        monitor.close()
    lines = _records(caplog, "speaks ZeroMQ")
    assert len(lines) == 1, [r.getMessage() for r in caplog.records]  # once, not once per reconnect
    assert "this is the legacy remote API port; ZeroMQ remote API clients use port 23000" in lines[0].getMessage()
    assert service.host.call(lambda: len(legacy.connections)) == 0


def test_a_browser_on_the_legacy_port_gets_a_readable_answer(service: Service) -> None:
    legacy = service.add_legacy(0)
    with socket.create_connection(("127.0.0.1", legacy.port), timeout=10) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
        answer = b""
        while chunk := sock.recv(4096):
            answer += chunk
    assert answer.startswith(b"HTTP/1.0 400")
    assert b"this is the legacy remote API port; the viewer is at http://127.0.0.1:8080/" in answer


def test_legacy_client_on_the_zeromq_port_is_explained_on_both_sides(service: Service, caplog) -> None:  # noqa: ANN001
    caplog.set_level(logging.WARNING)
    server = service.add_zmq(0)
    for _ in range(5):  # every time, not by timing luck: simxStart waits for a legacy reply
        assert simx.simxStart("127.0.0.1", server.port, True, True, 3000, 5) == -1
    _wait_for(lambda: _records(caplog, "a legacy remote API client connected"))
    server_lines = _records(caplog, "a legacy remote API client connected")
    assert len(server_lines) == 1
    assert "legacy remote API clients (simxStart) use port 19997" in server_lines[0].getMessage()
    client_lines = _records(caplog, "is a ZeroMQ server")
    assert client_lines and client_lines[0].name == "tether.remoteapi.client"


def test_simxstart_on_the_click_port_fails_every_time(service: Service, caplog) -> None:  # noqa: ANN001
    caplog.set_level(logging.WARNING)
    click = service.add_click("tcp://127.0.0.1:*")
    port = int(click.address.rsplit(":", 1)[1])
    for _ in range(5):
        assert simx.simxStart("127.0.0.1", port, True, True, 3000, 5) == -1
    lines = _records(caplog, f"127.0.0.1:{port} is a ZeroMQ server")
    assert lines and "tether's legacy remote API is on port 19997" in lines[0].getMessage()


def test_the_viewer_port_fails_simxstart_and_tells_zeromq_clients_once(service: Service, caplog) -> None:  # noqa: ANN001
    caplog.set_level(logging.WARNING)
    legacy = service.add_legacy(0)
    viewer = service.add_web(0)
    try:
        for _ in range(5):
            assert simx.simxStart("127.0.0.1", viewer.port, True, True, 3000, 5) == -1
        client_lines = _records(caplog, f"127.0.0.1:{viewer.port} is a web server, not the legacy remote API")
        assert client_lines, [r.getMessage() for r in caplog.records]
        req = zmq.Context.instance().socket(zmq.REQ)
        req.setsockopt(zmq.LINGER, 0)
        monitor = req.get_monitor_socket(zmq.EVENT_DISCONNECTED)
        req.connect(f"tcp://127.0.0.1:{viewer.port}")
        req.send(b"{}")
        try:
            for _ in range(5):  # libzmq reconnects every 100 ms; the viewer closes each one
                assert monitor.poll(20000), "the viewer did not close the ZeroMQ client's connection"
                monitor.recv_multipart()
        finally:
            req.close()
            monitor.close()
        legacy_lines = _records(caplog, "viewer: a legacy remote API client connected")
        zmq_lines = _records(caplog, "viewer: a ZeroMQ client connected")
        assert len(legacy_lines) == 1 and len(zmq_lines) == 1, [r.getMessage() for r in caplog.records]
        assert f"this is the viewer's port; legacy remote API clients (simxStart) use port {legacy.port}" in \
            legacy_lines[0].getMessage()
        assert "ZeroMQ remote API clients use port 23000" in zmq_lines[0].getMessage()
        with socket.create_connection(("127.0.0.1", viewer.port), timeout=10) as sock:  # a browser still works
            sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert sock.recv(12) == b"HTTP/1.1 200"
    finally:
        viewer.close()


def test_zeromq_remote_api_client_on_the_click_port_raises_the_explanation(service: Service) -> None:
    from coppeliasim_zmqremoteapi_client import RemoteAPIClient

    click = service.add_click("tcp://127.0.0.1:*")
    port = int(click.address.rsplit(":", 1)[1])
    client = RemoteAPIClient("127.0.0.1", port)
    with pytest.raises(Exception, match="this is the Click port; ZeroMQ remote API clients use port 23000"):
        client.require("sim")
    assert service.host.call(lambda: click.sessions()) == []  # no Click session for it


def test_simxstart_says_why_it_failed(caplog) -> None:  # noqa: ANN001
    caplog.set_level(logging.WARNING)
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    assert simx.simxStart("127.0.0.1", port, True, True, 1000, 5) == -1
    line = _records(caplog, f"cannot connect to 127.0.0.1:{port}")
    assert line and "refused" in line[0].getMessage() and "is tether serve or CoppeliaSim running" in line[0].getMessage()


def test_the_explanation_names_the_ports_this_service_uses(service: Service) -> None:
    from coppeliasim_zmqremoteapi_client import RemoteAPIClient

    zmq_server = service.add_zmq(0)
    click = service.add_click("tcp://127.0.0.1:*")
    port = int(click.address.rsplit(":", 1)[1])
    with pytest.raises(Exception, match=f"ZeroMQ remote API clients use port {zmq_server.port}$"):
        RemoteAPIClient("127.0.0.1", port).require("sim")


def test_click_client_says_nothing_listens_within_its_connect_timeout() -> None:
    from tether.click import ClickConnectionError, Client

    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with pytest.raises(ClickConnectionError, match=f"no Click server at tcp://127.0.0.1:{port}: nothing accepted"):
        Client(f"tcp://127.0.0.1:{port}", connect_timeout=0.5, timeout=600)  # the request timeout is not waited


def test_click_client_on_the_legacy_port_fails_at_once(service: Service) -> None:
    from tether.click import ClickConnectionError, Client

    legacy = service.add_legacy(0)
    with pytest.raises(ClickConnectionError, match="closed the connection without answering: it is not a Click server"):
        Client(f"tcp://127.0.0.1:{legacy.port}", connect_timeout=20, timeout=600)


def test_click_client_on_the_zeromq_port_is_told_where_click_is(service: Service, caplog) -> None:  # noqa: ANN001
    from tether.click import Client
    from tether.click.messages import ClickProtocolError

    caplog.set_level(logging.WARNING)
    server = service.add_zmq(0)
    for _ in range(2):
        with pytest.raises(ClickProtocolError, match="is not a Click server .*: this is the ZeroMQ remote API port; "
                                                     "Click controllers use tcp://127.0.0.1:5555"):
            Client(f"tcp://127.0.0.1:{server.port}", timeout=20)
    assert len(_records(caplog, "a Click controller connected")) == 1


def test_remote_env_on_a_zeromq_port_and_legacy_client_on_the_click_port(service: Service, caplog) -> None:  # noqa: ANN001
    from tether.gym import TetherEnv

    caplog.set_level(logging.WARNING)
    server = service.add_zmq(0)
    with pytest.raises(ConnectionError, match=r"does not speak the legacy remote API .*port 19997 by default"):
        TetherEnv.connect(f"tcp://127.0.0.1:{server.port}", timeout=20)
    click = service.add_click("tcp://127.0.0.1:*")
    port = int(click.address.rsplit(":", 1)[1])
    for _ in range(2):
        with pytest.raises(ConnectionError):
            TetherEnv.connect(f"tcp://127.0.0.1:{port}", timeout=20)
    _wait_for(lambda: _records(caplog, "Click: a legacy remote API client connected"))
    assert len(_records(caplog, "Click: a legacy remote API client connected")) == 1
    assert not [r for r in caplog.records if r.exc_info]  # no traceback for it
