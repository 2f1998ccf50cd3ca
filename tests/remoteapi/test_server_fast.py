"""The one-exchange lockstep fast path (tether.remoteapi.fast) against tether's server."""

from __future__ import annotations

import struct
import threading

import pytest

from legacy_fixtures import wait_until
from tether.remoteapi import sim
from tether.remoteapi.fast import LockstepClient, RemoteApiError


def positions(served, joints):
    api = served.simulation.api
    return served.call(lambda: [api.getJointPosition(h) for h in joints])


def test_step_reads_after_the_step_and_advances_n(served):
    with LockstepClient("127.0.0.1", served.port) as c:
        joints = [c.handle(f"Arm_joint{i}") for i in range(1, 8)]
        c.enable_stepping()
        c.start()
        q = c.step({h: 0.3 for h in joints}, joints)
        assert served.simulation.loop.pass_count == 1
        assert q == pytest.approx(positions(served, joints), abs=1e-6)
        assert any(abs(v) > 1e-5 for v in q)  # the targets already acted during that step
        q = c.step(read=joints, steps=10)
        assert served.simulation.loop.pass_count == 11
        assert q == pytest.approx(positions(served, joints), abs=1e-6)
        assert c.step(steps=0) == [] and served.simulation.loop.pass_count == 11
        with pytest.raises(RemoteApiError, match="does not exist"):
            c.step({99999: 1.0})
        c.stop()
    assert wait_until(lambda: len(served.server.connections) == 0)


def test_step_waits_for_the_other_stepping_clients(served):
    other = served.connect()
    assert sim.simxSynchronous(other, True) == 0
    with LockstepClient("127.0.0.1", served.port) as c:
        joints = [c.handle(f"Arm_joint{i}") for i in range(1, 8)]
        c.enable_stepping()
        c.start()
        result: list[list[float]] = []
        t = threading.Thread(target=lambda: result.append(c.step({h: -0.2 for h in joints}, joints)))
        t.start()
        assert wait_until(lambda: served.call(lambda: served.simulation.loop.gates[-1].triggered))
        assert not result and served.simulation.loop.pass_count == 0  # held until `other` triggers
        assert sim.simxSynchronousTrigger(other) == 0
        t.join(5)
        assert served.simulation.loop.pass_count == 1
        assert result[0] == pytest.approx(positions(served, joints), abs=1e-6)  # read after the step
        c.stop()


def test_stepping_refused_error_text(served):
    with LockstepClient("127.0.0.1", served.port) as c:
        with pytest.raises(RemoteApiError, match="synchronous mode is off"):
            c.step(steps=1)


def test_step_shapes_change_freely_and_a_long_message_goes_in_packets(served):
    """Each step compiles its message shape once (targets, mode, steps, reads); a new shape, a
    failing read in the middle and a message longer than one packet all take their paths."""
    with LockstepClient("127.0.0.1", served.port) as c:
        joints = [c.handle(f"Arm_joint{i}") for i in range(1, 8)]
        c.enable_stepping()
        c.start()
        for round_ in range(3):
            for k, mode in ((7, "position"), (3, "velocity"), (0, "position")):
                q = c.step({h: 0.05 * round_ - 0.1 for h in joints[:k]}, joints[::-1], mode=mode)
                assert q == pytest.approx(positions(served, joints[::-1]), abs=1e-6)
        api = served.simulation.api
        assert served.call(lambda: api.getJointTargetVelocity(joints[0])) == pytest.approx(0.0)
        assert served.call(lambda: api.getJointTargetPosition(joints[4])) == pytest.approx(0.0)
        with pytest.raises(RemoteApiError, match="does not exist"):
            c.step({joints[0]: 0.2}, [joints[1], 99999, joints[2]])
        assert served.call(lambda: api.getJointTargetPosition(joints[0])) == pytest.approx(0.2)
        # 60 triggers of 26 bytes: over one 1300-byte packet, reassembled by the server
        passes = served.simulation.loop.pass_count
        q = c.step({joints[1]: 0.1}, joints, steps=60)
        assert served.simulation.loop.pass_count == passes + 60
        assert q == pytest.approx(positions(served, joints), abs=1e-6)
        with pytest.raises((TypeError, struct.error)):
            c.step({joints[1]: "high"}, joints)
        assert len(c.step({joints[1]: 0.1}, joints)) == 7  # the connection goes on
        c.stop()
