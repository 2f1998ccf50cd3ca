"""`tether serve` as a user runs it, and remote API services opened by child scripts."""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
import time

import pytest

from tether.click import Client
from tether.core import Simulation
from tether.host import SimulationHost
from tether.remoteapi import sim as simx
from tether.remoteapi.script_api import install_script_api


def _read_until(proc: subprocess.Popen[str], marker: str, timeout: float = 30.0) -> list[str]:
    lines: list[str] = []
    deadline = time.monotonic() + timeout
    assert proc.stdout is not None
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if marker in line:
            return lines
    raise AssertionError(f"{marker!r} not printed; got {lines}")


def test_serve_prints_endpoints_serves_clients_and_stops_on_ctrl_c() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "tether.cli", "serve", "--legacy-port", "0", "--legacy-port", "0",
         "--click-addr", "tcp://127.0.0.1:*", "--zmq-port", "0", "--no-web"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        lines = _read_until(proc, "press Ctrl-C to stop")
        ports = [int(m.group(1)) for line in lines if (m := re.search(r"legacy remote API: 127\.0\.0\.1:(\d+)", line))]
        assert len(ports) == 2 and ports[0] != ports[1]  # one line per endpoint
        click_addr = next(line.split("Click: ")[1] for line in lines if line.startswith("Click: "))
        assert lines[0].startswith("serving scene tether built-in demo")
        assert any(re.match(r"ZeroMQ remote API: tcp://127\.0\.0\.1:\d+$", line) for line in lines)

        client = simx.simxStart("127.0.0.1", ports[1], True, True, 3000, 5)
        assert client >= 0
        try:
            code, floor = simx.simxGetObjectHandle(client, "Floor", simx.simx_opmode_blocking)
            assert code == 0 and floor >= 0
            assert simx.simxStartSimulation(client, simx.simx_opmode_blocking) == 0
        finally:
            simx.simxFinish(client)
        with Client(click_addr, timeout=10) as controller:
            assert "Arm" in controller.robots

        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
        assert proc.returncode == 0, err
        assert "shutting down" in out
        with pytest.raises(OSError):  # the port is closed again
            socket.create_connection(("127.0.0.1", ports[0]), timeout=1).close()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_serve_reports_a_port_in_use() -> None:
    blocker = socket.socket()
    blocker.bind(("127.0.0.1", 0))
    blocker.listen()
    port = blocker.getsockname()[1]
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tether.cli", "serve", "--legacy-port", str(port), "--no-click", "--no-zmq", "--no-web"],
            capture_output=True, text=True, timeout=60,
        )
        assert done.returncode == 2
        assert f"{port}" in done.stderr and "choose another port with --legacy-port" in done.stderr
    finally:
        blocker.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_child_script_opens_a_remote_api_service_for_the_simulation(write_scene) -> None:
    port = _free_port()
    script = f"""
def sysCall_init():
    sim.setInt32Signal("started", simRemoteApi.start({port}))
"""
    sim = Simulation(write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "s.py"\n', scripts={"s.py": script}))
    host = SimulationHost(sim)
    install_script_api(host)
    host.start()
    try:
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", port), timeout=1).close()  # not before the simulation runs
        host.call(sim.start)
        deadline = time.monotonic() + 10
        while host.call(lambda: sim.api.getInt32Signal("started")) is None and time.monotonic() < deadline:
            time.sleep(0.01)
        client = simx.simxStart("127.0.0.1", port, True, True, 3000, 5)
        assert client >= 0
        try:
            code, handle = simx.simxGetObjectHandle(client, "Object2", simx.simx_opmode_blocking)
            assert code == 0 and handle == host.call(lambda: sim.api.getObject("Object2"))
        finally:
            simx.simxFinish(client)
        host.call(sim.stop)  # services opened by scripts close with the simulation
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
    finally:
        host.stop()


def test_serve_click_limits() -> None:
    import zmq

    from tether.click import ClickError

    proc = subprocess.Popen(
        [sys.executable, "-m", "tether.cli", "serve", "--no-legacy", "--no-zmq", "--no-web", "--click-addr", "tcp://127.0.0.1:*",
         "--click-max-controllers", "1", "--click-max-message", "1000"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        lines = _read_until(proc, "press Ctrl-C to stop")
        click_addr = next(line.split("Click: ")[1] for line in lines if line.startswith("Click: "))
        with Client(click_addr, timeout=10):
            with pytest.raises(ClickError, match="limit 1"):
                Client(click_addr, timeout=10)
            # a frame over the size limit: ZeroMQ closes that peer's connection
            sock = zmq.Context.instance().socket(zmq.REQ)
            sock.setsockopt(zmq.LINGER, 0)
            monitor = sock.get_monitor_socket(zmq.EVENT_DISCONNECTED)
            sock.connect(click_addr)
            sock.send(b"x" * 2000)
            assert monitor.poll(10000), "the oversized frame did not close the connection"
            sock.close()
    finally:
        proc.kill()
        proc.wait(30)
    done = subprocess.run([sys.executable, "-m", "tether.cli", "serve", "--click-max-message", "0"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "--click-max-message: must be a positive whole number" in done.stderr
