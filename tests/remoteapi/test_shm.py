"""The legacy shared-memory transport (negative port): tether's clients against tether's server
over a real POSIX shared memory object (no mocks), plus the refusals of the transport."""

from __future__ import annotations

import logging
import os
import random
import signal
import struct
import subprocess
import sys
import time
from typing import Iterator

import pytest

from legacy_fixtures import wait_until
from tether.core import Simulation
from tether.host import SimulationHost
from tether.remoteapi import sim
from tether.remoteapi.fast import LockstepClient, RemoteApiError
from tether.remoteapi.limits import Limits
from tether.remoteapi.shm import SHM_DIR, Channel, shm_name
from tether.remoteapi.script_api import install_script_api
from tether.remoteapi.shm_server import ShmLegacyServer

B = sim.simx_opmode_blocking


def free_port() -> int:
    """A shared-memory port nobody serves (tests run in parallel with other servers)."""
    for _ in range(100):
        port = random.randint(30000, 99999)
        if not os.path.exists(SHM_DIR + shm_name(port)):
            return port
    raise RuntimeError("no free shared-memory port")


class ShmServed:
    def __init__(self, buffer_size: int = 1_000_000, idle_timeout: float = 10.0,
                 limits: Limits | None = None) -> None:
        self.simulation = Simulation()
        self.simulation.loop.real_time = False
        self.host = SimulationHost(self.simulation, idle_timeout=idle_timeout)
        self.host.start()
        number = free_port()
        self.server: ShmLegacyServer = self.host.call(
            lambda: ShmLegacyServer(self.host, -number, buffer_size=buffer_size, limits=limits))
        self.port = self.server.port
        self.path = SHM_DIR + shm_name(number)

    def call(self, fn):  # noqa: ANN001, ANN201
        return self.host.call(fn)

    def stop(self) -> None:
        sim.simxFinish(-1)
        self.host.stop()


@pytest.fixture
def shm() -> Iterator[ShmServed]:
    served = ShmServed()
    try:
        yield served
    finally:
        served.stop()


def test_fast_path_steps_over_shared_memory(shm: ShmServed) -> None:
    assert shm.port < 0 and os.path.exists(shm.path)
    with LockstepClient("127.0.0.1", shm.port) as c:
        joints = [c.handle(f"Arm_joint{i}") for i in range(1, 8)]
        c.enable_stepping()
        c.start()
        q = c.step({h: 0.3 for h in joints}, joints)
        assert shm.simulation.loop.pass_count == 1
        api = shm.simulation.api
        assert q == pytest.approx(shm.call(lambda: [api.getJointPosition(h) for h in joints]), abs=1e-6)
        c.step(read=joints, steps=10)
        assert shm.simulation.loop.pass_count == 11
        with pytest.raises(RemoteApiError, match="does not exist"):
            c.step({99999: 1.0})
        c.stop()
    assert wait_until(lambda: shm.server.conn is None and not shm.server.channel.connected)


def test_drop_in_client_blocking_streaming_stepping_and_finish(shm: ShmServed) -> None:
    cid = sim.simxStart("127.0.0.1", shm.port, True, True, 3000, 1)
    assert cid >= 0 and sim.simxGetConnectionId(cid) == 1
    ret, h = sim.simxGetObjectHandle(cid, "Arm_joint1", B)
    assert ret == 0 and h > 0
    assert sim.simxGetObjectHandle(cid, "no such object", B)[0] == sim.simx_return_remote_error_flag
    assert sim.simxSynchronous(cid, True) == 0
    assert sim.simxStartSimulation(cid, B) == 0
    sim.simxGetJointPosition(cid, h, sim.simx_opmode_streaming)
    for _ in range(5):
        sim.simxSetJointTargetPosition(cid, h, 0.5, sim.simx_opmode_oneshot)
        assert sim.simxSynchronousTrigger(cid) == 0
        assert sim.simxGetPingTime(cid)[0] == 0
    assert shm.simulation.loop.pass_count == 5
    assert wait_until(lambda: sim.simxGetJointPosition(cid, h, sim.simx_opmode_buffer)[0] == 0)
    assert shm.call(lambda: shm.simulation.loop.gates) != []
    sim.simxFinish(cid)
    # leaving releases the stepping gate (and the simulation free-runs again)
    assert wait_until(lambda: shm.call(lambda: shm.simulation.loop.gates) == [])
    assert wait_until(lambda: not shm.server.channel.connected)


def test_messages_larger_than_the_buffer_go_in_chunks() -> None:
    served = ShmServed(buffer_size=1000)
    try:
        cid = sim.simxStart("127.0.0.1", served.port, True, True, 3000, 1)
        assert cid >= 0
        value = bytes(range(256)) * 20  # 5120 bytes: six chunks each way
        assert sim.simxSetStringSignal(cid, "big", value, B) == 0
        ret, got = sim.simxGetStringSignal(cid, "big", B)
        assert ret == 0 and got == value
    finally:
        served.stop()


def test_one_client_at_a_time_and_one_server_per_port(shm: ShmServed) -> None:
    with LockstepClient("127.0.0.1", shm.port) as c:
        c.handle("Arm_joint1")
        with pytest.raises(ConnectionRefusedError, match="another client"):
            LockstepClient("127.0.0.1", shm.port)
        with pytest.raises(OSError, match="served by another tether"):
            shm.call(lambda: ShmLegacyServer(shm.host, shm.port))
        c.handle("Arm_joint1")  # the refusals left the connected client alone
    with pytest.raises(FileNotFoundError):
        LockstepClient("127.0.0.1", -free_port())


def test_the_object_is_unlinked_when_the_server_closes() -> None:
    served = ShmServed()
    path = served.path
    assert os.path.exists(path)
    served.stop()
    assert not os.path.exists(path)


def test_a_name_unlinked_by_a_busy_client_is_recreated(shm: ShmServed) -> None:
    # the official client unlinks the name when it finds the port busy (destroy_shared_memory)
    with LockstepClient("127.0.0.1", shm.port) as c:
        c.handle("Arm_joint1")
        os.unlink(shm.path)
    assert wait_until(lambda: os.path.exists(shm.path), timeout=3.0)
    with LockstepClient("127.0.0.1", shm.port) as c:
        assert c.handle("Arm_joint1") > 0


def _raw_client(port: int) -> Channel:
    return Channel.connect(port)


def test_a_chunk_breaking_the_layout_is_refused_with_one_line(shm: ShmServed, caplog) -> None:  # noqa: ANN001
    caplog.set_level(logging.WARNING, logger="tether.remoteapi")
    ch = _raw_client(shm.port)
    try:
        mm = ch._mm
        struct.pack_into("<iii", mm, 6, 100, 4000, 100)  # data offset 4000: not the layout
        mm[5] = 1
        assert wait_until(lambda: not ch.connected)  # kicked: byte 0 cleared
        lines = [r.getMessage() for r in caplog.records if "closing shared-memory" in r.getMessage()]
        assert len(lines) == 1 and "bad chunk" in lines[0]
    finally:
        ch.close()
    with LockstepClient("127.0.0.1", shm.port) as c:  # the port serves the next client
        assert c.handle("Arm_joint1") > 0


def test_a_message_over_max_message_is_refused() -> None:
    served = ShmServed(buffer_size=1000, limits=Limits(max_message=4096))
    try:
        ch = _raw_client(served.port)
        struct.pack_into("<iii", ch._mm, 6, 1000, 20, 1_000_000)
        ch._mm[5] = 1
        assert wait_until(lambda: not ch.connected)
        ch.close()
    finally:
        served.stop()


def test_a_client_vanishing_mid_message_or_going_silent_releases_the_simulation() -> None:
    served = ShmServed(buffer_size=1000, idle_timeout=0.5)
    try:
        # a stepping client that stops talking while the simulation waits for it
        c = LockstepClient("127.0.0.1", served.port)
        c.enable_stepping()
        c.start()
        c.step()
        assert served.call(lambda: len(served.simulation.loop.gates)) == 1
        # ... as if its process died: nothing clears byte 0
        assert wait_until(lambda: served.call(lambda: served.simulation.loop.gates) == [], timeout=5.0)
        assert wait_until(lambda: not served.server.channel.connected, timeout=3.0)
        with pytest.raises(ConnectionError):
            c.step()
        c._shm.close()
        # a client that posts part of a message, then leaves
        ch = _raw_client(served.port)
        struct.pack_into("<iii", ch._mm, 6, 1000, 20, 3000)
        ch._mm[5] = 1
        assert wait_until(lambda: ch._mm[5] == 0)  # the server took the first chunk
        assert served.server.channel.in_message
        ch.close()
        assert wait_until(lambda: served.server.conn is None and not served.server.channel.in_message)
    finally:
        served.stop()


def test_the_server_spins_after_an_exchange_then_naps(shm: ShmServed) -> None:
    """No event wakes the host for shared memory: right after an exchange it spins, then it
    naps longer the longer it has been idle, up to a few ms while a client is connected."""
    server = shm.server
    assert server.max_sleep(0.0) > 0.005  # nobody connected: long naps
    with LockstepClient("127.0.0.1", shm.port) as c:
        c.handle("Arm_joint1")
        assert server.max_sleep(0.0) == 0.0
        naps = [server.max_sleep(t) for t in (0.001, 0.002, 0.01, 0.1, 5.0)]
        assert naps == sorted(naps) and 0 < naps[0] < naps[-1] <= 0.025
        assert naps[2] <= 0.01 / 4 and naps[3] <= 0.1 / 4  # at most a quarter of the pause


def test_tether_serve_with_a_negative_legacy_port() -> None:
    number = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "tether.cli", "serve", "--no-click", "--no-zmq", "--no-web",
         "--legacy-port", str(-number)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        lines = []
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line or "Ctrl-C" in line:
                break
            lines.append(line)
        assert any(f"shared memory /LocalSIM_REMOTE_API{number:05d} (port {-number}" in x for x in lines), lines
        cid = sim.simxStart("127.0.0.1", -number, True, True, 3000, 5)
        assert cid >= 0
        assert sim.simxGetObjectHandle(cid, "Arm_joint1", B)[0] == 0
        sim.simxFinish(cid)
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(30)
    assert not os.path.exists(SHM_DIR + shm_name(number))


def test_child_scripts_open_shared_memory_ports(shm: ShmServed) -> None:
    api = shm.call(lambda: install_script_api(shm.host))
    number = free_port()
    assert api.start(-number) == 1
    assert api.start(-number) == -1  # already served
    with LockstepClient("127.0.0.1", -number) as c:
        assert c.handle("Arm_joint1") > 0
    assert api.stop(-number) == 1
    assert not os.path.exists(SHM_DIR + shm_name(number))


def test_an_object_left_by_a_crashed_server_is_refused_then_replaced() -> None:
    number = free_port()
    crashed = Channel.serve(number, 1000)
    crashed._mm.close()
    os.close(crashed._fd)  # as if its process died: the lock goes, the name stays
    try:
        with pytest.raises(ConnectionRefusedError, match="nobody serves it"):
            Channel.connect(number)
        fresh = Channel.serve(number, 2000)  # a new server takes the port over
        try:
            client = Channel.connect(number)
            assert client.size == 2000
            client.close()
        finally:
            fresh.close()
        assert not os.path.exists(SHM_DIR + shm_name(number))
    finally:
        if os.path.exists(SHM_DIR + shm_name(number)):
            os.unlink(SHM_DIR + shm_name(number))


def test_a_failing_polled_endpoint_is_logged_once_a_second_and_the_host_goes_on(caplog) -> None:  # noqa: ANN001
    caplog.set_level(logging.ERROR, logger="tether.host")

    class Broken:
        polls = 0

        def poll(self) -> bool:
            self.polls += 1
            raise ValueError("boom")

        def max_sleep(self, idle: float) -> float:
            return 0.001

    host = SimulationHost(Simulation())
    host.start()
    try:
        broken = Broken()
        host.call(lambda: host.add_polled(broken))
        assert wait_until(lambda: broken.polls > 50)
        assert host.call(lambda: 42) == 42  # still serving
        host.call(lambda: host.remove_polled(broken))
    finally:
        host.stop()
    lines = [r.getMessage() for r in caplog.records if "polled endpoint" in r.getMessage()]
    assert 1 <= len(lines) <= 3 and "ValueError: boom" in lines[0]
