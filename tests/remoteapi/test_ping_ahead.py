"""Ping ahead (RemoteApiClient.ping_time): once a client has seen a ping follow a trigger, each
blocking trigger over TCP sends the ping's message right behind its own. The loop must see
exactly what it sees without that: the same return codes and the same post-step values, step by
step; and a trigger followed by another blocking call leaves nothing behind.
"""

from __future__ import annotations

from legacy_fixtures import start_served

from tether.remoteapi import sim
from tether.remoteapi.client import get_client

B, O, S, BUF = sim.simx_opmode_blocking, sim.simx_opmode_oneshot, sim.simx_opmode_streaming, sim.simx_opmode_buffer
JOINTS = [f"Arm_joint{i}" for i in range(1, 8)]


def _stepping_loop(ping_ahead: bool, index: int, steps: int = 40) -> tuple[list, int]:
    """The sim.py stepping loop on a server of its own: (per step: trigger code, ping code,
    reads), pings answered ahead."""
    served = start_served()
    cid = served.connect(index=index)
    try:
        client = get_client(cid)
        client.ping_ahead = ping_ahead
        joints = [sim.simxGetObjectHandle(cid, n, B)[1] for n in JOINTS]
        assert sim.simxSynchronous(cid, True) == 0
        assert sim.simxStartSimulation(cid, B) == 0
        for h in joints:
            sim.simxGetJointPosition(cid, h, S)
        trace = []
        for k in range(steps):
            for i, h in enumerate(joints):
                sim.simxSetJointTargetPosition(cid, h, 0.05 * ((k + i) % 9 - 4), O)
            trigger = sim.simxSynchronousTrigger(cid)
            ping, _ms = sim.simxGetPingTime(cid)
            reads = [sim.simxGetJointPosition(cid, h, BUF) for h in joints]
            trace.append((trigger, ping, reads, sim.simxGetLastCmdTime(cid)))
        return trace, client.pings_ahead
    finally:
        sim.simxFinish(cid)
        served.host.stop()


def test_a_stepping_loop_sees_the_same_with_and_without_ping_ahead():
    ahead, answered = _stepping_loop(True, index=1)
    plain, none = _stepping_loop(False, index=2)
    assert answered == len(ahead) - 1  # every step's ping but the first (which taught it)
    assert none == 0
    assert ahead == plain
    assert all(t == 0 and p == 0 for t, p, _, _ in ahead)
    assert ahead[-1][3] == 5 * 40  # the reads are those after the 40th step (5 ms each)


def test_a_trigger_followed_by_another_blocking_call_leaves_nothing_behind():
    served = start_served()
    cid = served.connect(index=3)
    try:
        client = get_client(cid)
        arm = sim.simxGetObjectHandle(cid, "Arm_joint1", B)[1]
        assert sim.simxSynchronous(cid, True) == 0
        assert sim.simxStartSimulation(cid, B) == 0
        for _ in range(3):  # learns that pings follow triggers
            assert sim.simxSynchronousTrigger(cid) == 0
            assert sim.simxGetPingTime(cid)[0] == 0
        assert client.pings_ahead == 2
        assert sim.simxSynchronousTrigger(cid) == 0  # its ping is sent ahead...
        ret, position = sim.simxGetJointPosition(cid, arm, B)  # ...but another call comes first
        assert ret == 0 and isinstance(position, float)
        # the ping's reply arrived before that call's and was dropped: nothing to read
        assert sim.simxGetIntegerParameter(cid, sim.sim_intparam_program_version, BUF)[0] == sim.simx_return_novalue_flag
        assert sim.simxSynchronousTrigger(cid) == 0  # no ping ahead now...
        assert sim.simxGetPingTime(cid)[0] == 0
        assert client.pings_ahead == 2
        assert sim.simxSynchronousTrigger(cid) == 0  # ...until a ping followed a trigger again
        assert sim.simxGetPingTime(cid)[0] == 0
        assert client.pings_ahead == 3
    finally:
        sim.simxFinish(cid)
        served.host.stop()
