"""Stepping (synchronous) mode and many clients on one port, with tether's sim.py client."""

from __future__ import annotations

import threading

import pytest

from legacy_fixtures import loopback, start_served, wait_until
from tether.remoteapi import sim

B = sim.simx_opmode_blocking
BUF = sim.simx_opmode_buffer

ITERATION_SCRIPT = '''
def sysCall_init():
    global iteration
    iteration = 1

def sysCall_sensing():
    global iteration
    sim.setInt32Signal("iteration", iteration)
    iteration += 1

def sysCall_cleanup():
    sim.clearInt32Signal("iteration")
'''


@pytest.fixture
def client(served_client: int) -> int:
    """This module's ``client``: a sim.py client of the served server (conftest.py)."""
    return served_client


def test_trigger_then_ping_means_step_done(served, client):
    assert sim.simxSynchronousTrigger(client) == sim.simx_return_remote_error_flag  # sync is off
    assert sim.simxSynchronous(client, True) == 0
    assert sim.simxSynchronousTrigger(client) == sim.simx_return_remote_error_flag  # stopped
    assert sim.simxStartSimulation(client, B) == 0
    step_ms = round(served.simulation.physics.time_step * 1000)
    times = []
    for _ in range(20):
        assert sim.simxSynchronousTrigger(client) == 0
        assert sim.simxGetPingTime(client)[0] == 0
        times.append(sim.simxGetLastCmdTime(client))
    assert times == [step_ms * (i + 1) for i in range(20)]  # exactly one step per trigger
    assert served.simulation.loop.pass_count == 20
    assert sim.simxStopSimulation(client, B) == 0
    assert served.call(lambda: served.simulation.loop.gates) == []


def test_stepping_refused_when_not_allowed():
    s = start_served(stepping_allowed=False)
    try:
        cid = s.connect()
        assert sim.simxSynchronous(cid, True) == sim.simx_return_remote_error_flag
        assert "not allowed" in sim.simxGetLastErrors(cid, B)[1][0]
    finally:
        sim.simxFinish(-1)
        s.host.stop()


def _stepping_client(port: int, index: int, rounds: int, seen: list[int], errors: list[str], name: str,
                     ready: threading.Barrier) -> None:
    cid = sim.simxStart(loopback(index), port, True, True, 3000, 1)
    try:
        assert cid >= 0
        assert sim.simxSynchronous(cid, True) == 0
        ready.wait(10)  # both step from the first pass (else one may step alone before the other joins)
        assert sim.simxStartSimulation(cid, B) == 0
        sim.simxGetInt32Signal(cid, "anyValue", sim.simx_opmode_streaming)
        sim.simxGetInt32Signal(cid, "iteration", sim.simx_opmode_streaming)
        for _ in range(rounds):
            res, it1 = sim.simxGetInt32Signal(cid, "iteration", BUF)
            if res != 0:
                it1 = -1
            assert sim.simxSynchronousTrigger(cid) == 0
            it2 = it1
            deadline = 0
            while it2 == it1:  # the seed's loop: wait until the counter changed
                res, it2 = sim.simxGetInt32Signal(cid, "iteration", BUF)
                if res != 0:
                    it2 = -1
                deadline += 1
                threading.Event().wait(0.0002)
                assert deadline < 50_000, f"{name}: iteration never changed"
            seen.append(it2)
    except AssertionError as exc:
        errors.append(f"{name}: {exc}")
    finally:
        sim.simxFinish(cid)


def test_two_clients_step_together_with_the_iteration_signal(served):
    simulation = served.simulation
    served.call(lambda: simulation.scripts.add_script(simulation.scene.tree.lookup("Floor"), ITERATION_SCRIPT))
    rounds = 30
    seen: dict[str, list[int]] = {"a": [], "b": []}
    errors: list[str] = []
    ready = threading.Barrier(len(seen))
    threads = [
        threading.Thread(target=_stepping_client, args=(served.port, i, rounds, seen[n], errors, n, ready))
        for i, n in enumerate(seen)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors, errors
    for name, values in seen.items():
        assert len(values) == rounds, name
        assert all(b == a + 1 for a, b in zip(values, values[1:])), (name, values)  # one step each round
    assert seen["a"] == seen["b"]  # a step needed both triggers: both saw every step


def test_waiting_client_times_out_then_is_released_by_the_other_leaving(served):
    fast = sim.simxStart("127.0.0.1", served.port, True, True, -300, 1)  # 300 ms blocking timeout
    slow = served.connect(index=1)
    assert sim.simxSynchronous(fast, True) == 0 and sim.simxSynchronous(slow, True) == 0
    assert sim.simxStartSimulation(fast, B) == 0
    assert sim.simxSynchronousTrigger(fast) == 0
    # the step waits for `slow`: a blocking call of `fast` cannot complete before it
    ret, _ = sim.simxGetPingTime(fast)
    assert ret == sim.simx_return_timeout_flag | sim.simx_return_novalue_flag
    assert served.simulation.loop.pass_count == 0
    sim.simxFinish(slow)  # leaving releases the wait: the step runs
    assert wait_until(lambda: served.simulation.loop.pass_count == 1)
    assert wait_until(lambda: sim.simxGetPingTime(fast)[0] == 0)
    assert sim.simxSynchronousTrigger(fast) == 0 and sim.simxGetPingTime(fast)[0] == 0
    assert served.simulation.loop.pass_count == 2
    assert sim.simxSynchronous(fast, False) == 0  # back to free running
    assert wait_until(lambda: served.simulation.loop.pass_count > 50)
    assert sim.simxStopSimulation(fast, B) == 0


def test_stop_always_works_while_others_wait(served):
    a = served.connect()
    b = served.connect(index=1)
    assert sim.simxSynchronous(a, True) == 0 and sim.simxSynchronous(b, True) == 0
    assert sim.simxStartSimulation(a, B) == 0
    assert sim.simxSynchronousTrigger(a) == 0
    assert sim.simxStopSimulation(b, B) == 0
    assert served.call(lambda: int(served.simulation.state)) == 0
    assert sim.simxGetPingTime(a)[0] == 0  # released by the stop


def test_sixteen_clients_each_stream_their_own_values(served):
    ids = [served.connect(cycle_ms=5, index=i) for i in range(16)]
    assert sim.simxStartSimulation(ids[0], B) == 0
    for i, cid in enumerate(ids):
        assert sim.simxSetInt32Signal(cid, f"own{i}", i * 10, B) == 0
        sim.simxGetInt32Signal(cid, f"own{i}", sim.simx_opmode_streaming)
    for i, cid in enumerate(ids):
        assert wait_until(lambda: sim.simxGetInt32Signal(cid, f"own{i}", BUF) == (0, i * 10))
    for i, cid in enumerate(ids):
        sim.simxSetInt32Signal(cid, f"own{i}", i * 10 + 1, sim.simx_opmode_oneshot)
    for i, cid in enumerate(ids):
        assert wait_until(lambda: sim.simxGetInt32Signal(cid, f"own{i}", BUF) == (0, i * 10 + 1))
        other = (i + 1) % 16
        assert sim.simxGetInt32Signal(cid, f"own{other}", BUF)[0] == sim.simx_return_novalue_flag
    assert len(served.server.connections) == 16
    assert sim.simxStopSimulation(ids[0], B) == 0
