"""Legacy remote API clients and Click controllers on one simulation at the same time."""

from __future__ import annotations

import threading
from typing import Iterator

import pytest

from tether.click import Client
from tether.click.server import ClickServer
from tether.core import Simulation
from tether.host import SimulationHost
from tether.remoteapi import sim as simx
from tether.remoteapi.server import LegacyServer


@pytest.fixture
def served() -> Iterator[tuple[SimulationHost, LegacyServer, ClickServer]]:
    host = SimulationHost(Simulation())
    host.start()
    legacy = host.call(lambda: LegacyServer(host, 0, "127.0.0.1", stepping_allowed=True))
    click = host.call(lambda: ClickServer(host, "tcp://127.0.0.1:*"))
    try:
        yield host, legacy, click
    finally:
        host.stop()


@pytest.fixture
def legacy_client(served) -> Iterator[int]:
    _, legacy, _ = served
    client = simx.simxStart("127.0.0.1", legacy.port, True, True, 5000, 5)
    assert client >= 0
    yield client
    simx.simxFinish(client)


def test_legacy_client_watches_a_click_controlled_arm(served, legacy_client: int) -> None:
    host, _, click = served
    code, joint = simx.simxGetObjectHandle(legacy_client, "Arm_joint1", simx.simx_opmode_blocking)
    assert code == 0
    assert simx.simxGetJointPosition(legacy_client, joint, simx.simx_opmode_streaming)[0] == simx.simx_return_novalue_flag
    seen = []
    with Client(click.address, timeout=10) as controller:
        targets = [0.8, 0, 0, 0, 0, 0, 0]
        for _ in range(600):
            sensors = controller.step({"Arm": targets})
            # a blocking call after each step makes the streamed value current
            simx.simxGetPingTime(legacy_client)
            code, value = simx.simxGetJointPosition(legacy_client, joint, simx.simx_opmode_buffer)
            if code == simx.simx_return_ok:
                seen.append(value)
        assert sensors.simulated_time == pytest.approx(600 * 0.005)
        assert sensors["Arm"].angle["Arm_joint1"] == pytest.approx(0.8, abs=0.02)
    assert len(set(seen)) > 50  # the stream followed the arm as Click moved it
    assert seen[-1] == pytest.approx(0.8, abs=0.02)


def test_legacy_stepping_and_click_lockstep_do_not_deadlock(served, legacy_client: int) -> None:
    host, _, click = served
    sim = host.simulation
    assert simx.simxSynchronous(legacy_client, True) == 0
    assert simx.simxStartSimulation(legacy_client, simx.simx_opmode_blocking) == 0
    times: list[float] = []
    with Client(click.address, timeout=10) as controller:
        for n in range(1, 21):
            # The Click step waits for the legacy client's trigger: run it on a thread.
            answer: dict = {}
            worker = threading.Thread(target=lambda: answer.update(s=controller.step({"Arm": [0.1] * 7})))
            worker.start()
            worker.join(0.2)
            assert worker.is_alive()  # no step without the legacy trigger
            assert host.call(lambda: sim.loop.pass_count) == n - 1
            assert simx.simxSynchronousTrigger(legacy_client) == 0
            simx.simxGetPingTime(legacy_client)  # trigger, then a blocking call: the step is done
            worker.join(10)
            assert not worker.is_alive()
            times.append(answer["s"].simulated_time)
            assert host.call(lambda: sim.loop.pass_count) == n
        assert times == pytest.approx([n * 0.005 for n in range(1, 21)])
        # The legacy client leaves stepping mode: Click alone drives the simulation again.
        assert simx.simxSynchronous(legacy_client, False) == 0
        assert controller.step({"Arm": [0.1] * 7}).simulated_time == pytest.approx(21 * 0.005)
