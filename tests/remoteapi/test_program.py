"""Message programs (tether.remoteapi.program): a repeated message shape run from its compiled
layouts answers exactly as the general path does.

Two simulations of the built-in scene are driven with the same messages, one through a
ServerConnection that compiles programs and one through a ServerConnection that never keeps
any; their replies (but the server's clock in the header), last errors, stepping waits and
physics must stay identical, message by message: new target values, failing commands (unknown
handles, a joint without a motor, a trigger while the simulation is stopped), a second
stepping client that holds the pass back, start and stop, streams stored beside them.
"""

from __future__ import annotations

import math
import struct

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tether.core import Simulation
from tether.remoteapi import commands as C
from tether.remoteapi.connection import LegacyConnection
from tether.remoteapi.protocol import (
    OPMODE_BLOCKING,
    OPMODE_DISCONTINUE,
    OPMODE_ONESHOT,
    OPMODE_STREAMING,
    Command,
    decode_message,
    encode_command,
)
from tether.remoteapi import server_connection
from tether.remoteapi.server_connection import ServerConnection
from server_side import Side

SERVER_TIME = slice(11, 15)  # the message header's server time (the host's clock)


class Served:
    """One simulation, one server connection, one more stepping client (``other``)."""

    def __init__(self, programs: bool, framed: bool) -> None:
        self.simulation = Simulation()
        self.conn = ServerConnection(Side(self.simulation, scene_id=7), "test", framed=framed)
        if not programs:
            self.conn.PROGRAMS_KEPT = 0  # never keeps one: the general path only
        self.client = LegacyConnection("client", framed=framed)
        self.other = None
        self.next_id = 0

    def send(self, commands: list[Command]) -> list[bytes]:
        self.next_id += 1
        wire = self.client.frame(self.next_id, 1000 + self.next_id, [encode_command(c) for c in commands])
        self.conn.receive_data(wire, 0.0)
        return self.replies()

    def replies(self) -> list[bytes]:
        out = self.conn.data_to_send()
        if not out:
            return []
        self.client.receive_data(out)
        bodies = []
        while (body := self.client.next_message()) is not None:
            body = bytearray(body)
            body[SERVER_TIME] = b"\0\0\0\0"
            bodies.append(bytes(body))
        return bodies

    def state(self) -> tuple:
        sim = self.simulation
        return (sim.data.qpos.tobytes(), sim.sim_time, sim.state, sim.pass_count, list(self.conn._errors),
                self.conn.deferred, self.conn.closed)


def _handles(served: Served) -> dict[str, int]:
    api = served.simulation.api
    return {name: api.getObject(name) for name in [f"Arm_joint{i}" for i in range(1, 4)] + ["Sphere"]}


# command templates: (kind, operand); target values come from each message
_TEMPLATES = st.sampled_from([
    ("target", "Arm_joint1"), ("target", "Arm_joint2"), ("target", "Arm_joint3"),
    ("target", "Sphere"),  # no motor: fails
    ("target", 99999),  # no such object: fails
    ("read", "Arm_joint1"), ("read", "Arm_joint3"), ("read", 99999),
    ("trigger", None),
])
_VALUES = st.one_of(
    st.floats(-3.0, 3.0, width=32), st.sampled_from([0.0, -0.0, float("nan"), float("inf")]),
)


def _command(template: tuple, value: float, handles: dict[str, int]) -> Command:
    kind, operand = template
    handle = handles.get(operand, operand) if isinstance(operand, str) else operand
    if kind == "target":
        return Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(handle,),
                             pure_data=struct.pack("<f", value))
    if kind == "read":
        return Command.build(C.GET_JOINT_POSITION, OPMODE_BLOCKING, ints=(handle,))
    return Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING, status=1)  # no-overwrite: several per message


_ACTIONS = st.sampled_from(["none", "none", "none", "release", "stop", "start", "other joins", "other leaves",
                            "stream", "unstream"])
#: streams stored beside the programs' commands (one with a key of a read in _TEMPLATES)
_STREAMED = st.sampled_from(["Arm_joint1", "Arm_joint2"])


@pytest.mark.parametrize("framed", [True, False], ids=["tcp", "shm"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_programs_answer_as_the_general_path(framed, data):
    # Streams are also refreshed after STREAM_REFRESH_S of wall time; the two servers run at
    # different moments (far apart on a loaded machine), so only refreshes that follow from
    # what happened (passes, writes) may count here.
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(server_connection, "STREAM_REFRESH_S", math.inf)
        _drive_both(framed, data)


def _drive_both(framed, data) -> None:
    shapes = data.draw(st.lists(st.lists(_TEMPLATES, min_size=1, max_size=6), min_size=1, max_size=3))
    compiled, general = Served(True, framed), Served(False, framed)
    handles = _handles(compiled)
    assert handles == _handles(general)
    start = [Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING),
             Command.build(C.START_PAUSE_STOP_SIMULATION, OPMODE_BLOCKING, ints=(0,))]
    assert compiled.send(start) == general.send(start)
    for _ in range(data.draw(st.integers(4, 14))):  # a shape drawn again runs from its program
        shape = shapes[data.draw(st.integers(0, len(shapes) - 1))]
        message = [_command(t, data.draw(_VALUES), handles) for t in shape]
        # over shared memory a client waits for its reply before it sends again (and the
        # unframed replies of several queued messages could not be told apart here)
        if framed or not compiled.conn.deferred:
            assert compiled.send(message) == general.send(message)
            assert compiled.state() == general.state()
        action = data.draw(_ACTIONS)
        if action in ("stream", "unstream") and (framed or not compiled.conn.deferred):
            mode = OPMODE_STREAMING if action == "stream" else OPMODE_DISCONTINUE
            message = [Command.build(C.GET_JOINT_POSITION, mode, ints=(handles[data.draw(_STREAMED)],))]
            assert compiled.send(message) == general.send(message)
        for served in (compiled, general):
            sim = served.simulation
            with sim.lock:
                if action == "release" and served.other is not None and sim.state.advancing:
                    served.other.trigger()
                elif action == "stop":
                    sim.stop()
                elif action == "start":
                    sim.start()
                elif action == "other joins" and served.other is None:
                    served.other = sim.add_gate("other")
                elif action == "other leaves" and served.other is not None:
                    served.other.close()
                    served.other = None
                if served.conn.deferred:
                    served.conn.resume()
        assert compiled.replies() == general.replies()
        assert compiled.state() == general.state()
    assert general.conn.programs_run == 0


def test_a_lockstep_message_runs_from_its_program():
    """The fast path's message (targets, trigger, reads) is compiled after its first run and
    then served from it, new target values included."""
    served = Served(True, framed=True)
    handles = _handles(served)
    served.send([Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING),
                 Command.build(C.START_PAUSE_STOP_SIMULATION, OPMODE_BLOCKING, ints=(0,))])
    joints = [handles[f"Arm_joint{i}"] for i in (1, 2, 3)]

    def step(values: list[float]) -> list[Command]:
        return ([_command(("target", j), v, {}) for j, v in zip(joints, values)]
                + [_command(("trigger", None), 0.0, {})] + [_command(("read", j), 0.0, {}) for j in joints])

    served.send(step([0.1, 0.2, 0.3]))
    passes, runs = served.simulation.pass_count, served.conn.programs_run
    (reply,) = served.send(step([0.4, 0.5, 0.6]))
    assert served.conn.programs_run == runs + 1
    assert served.simulation.pass_count == passes + 1
    commands = decode_message(reply).commands
    assert [c.command_id for c in commands] == [C.SET_JOINT_TARGET_POSITION] * 3 + [C.SYNCHRONOUS_NEXT] + [
        C.GET_JOINT_POSITION] * 3
    assert not any(c.failed for c in commands)
    api = served.simulation.api
    assert [api.getJointTargetPosition(j) for j in joints] == pytest.approx([0.4, 0.5, 0.6])
    read = [struct.unpack("<f", c.pure_data)[0] for c in commands[4:]]
    assert read == pytest.approx([api.getJointPosition(j) for j in joints], abs=1e-6)
    assert commands[4].sim_time == round(served.simulation.sim_time * 1000)
