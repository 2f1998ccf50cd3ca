"""The server's one pipeline against the straight-line reference (reference_pipeline.py).

Random valid messages drawn from every row of the command table (oneshot, blocking, streaming
and discontinue modes, no-overwrite bits, stepping triggers), sent again as they were (the
decode cache's shapes) and with new values of the same length (rebound plans), go to a real
``ServerConnection`` on one simulation and to the reference on another. After every message
the replies (id, mode, command data, pure data, status, time stamp), the last-error lists and
the simulations' states must be equal. The client's side of the same traffic: every reply, read
through a client's decode cache (message shapes whose time stamps and values vary) and merged into
its inbox, equals the general decoder's commands and merge.
"""

from __future__ import annotations

import struct

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reference_pipeline import ReferenceServer
from server_side import Side
from test_command_table import F32, I32, TEXT, values_for
from tether.core import Simulation
from tether.remoteapi import commands as C
from tether.remoteapi import server_connection
from tether.remoteapi.client_connection import ClientConnection, materialize
from tether.remoteapi.connection import LegacyConnection
from tether.remoteapi.protocol import (
    OPMODE_BLOCKING,
    OPMODE_DISCONTINUE,
    OPMODE_ONESHOT,
    OPMODE_STREAMING,
    Command,
    MessageHeader,
    decode_message,
    encode_command,
    encode_command_data,
)
from tether.remoteapi.server_connection import ServerConnection
from tether.remoteapi.table import TABLE

#: never drawn at random: it ends the connection (both sides skip it; sent last in its own test)
_ROWS = sorted(raw for raw in TABLE if raw != C.KILL_CONNECTION)
_MODES = st.sampled_from([OPMODE_ONESHOT, OPMODE_BLOCKING, OPMODE_STREAMING, OPMODE_DISCONTINUE])
#: handles of the built-in scene (joints, sensors, bodies), parameter ids, and anything else
_INTS = st.one_of(st.sampled_from([-1, 0, 1, 2, 16, 18, 20, 24, 36, 38, 40, 41, 2012, 109]), I32)
_NAMES = st.one_of(st.sampled_from(["Arm_joint1", "Floor", "a", "b", ""]), TEXT)


@st.composite
def commands(draw: st.DrawFn, raw: int | None = None) -> Command:
    raw = draw(st.sampled_from(_ROWS)) if raw is None else raw
    row = TABLE[raw]
    if row.data:
        ints, strings = tuple(row.data), ()
    else:
        ints = tuple(draw(_INTS) for _ in range(row.n_ints))
        strings = tuple(draw(_NAMES) for _ in range(row.n_strings))
    values = draw(values_for(row.request))
    pure = row.request.pack(values) if values else b""
    return Command(raw, draw(_MODES), 0, encode_command_data(raw, ints, strings), pure, draw(st.sampled_from([0, 1])))


def _revalued(draw: st.DrawFn, cmd: Command) -> Command:
    """``cmd`` with new request values of the same length (a controller's new targets)."""
    row = TABLE[cmd.command_id]
    layout = row.request
    if not cmd.pure_data or getattr(layout, "size", None) != len(cmd.pure_data):
        return cmd
    pure = layout.pack(draw(values_for(layout)))
    return Command(cmd.command_id, cmd.op_mode, 0, cmd.command_data, pure, cmd.status)


#: joint handles of the built-in arm, and handles that are no scalar joint
_JOINTS = st.sampled_from([16, 18, 20, 22, 24, 26, 28, 15, 36, -1])


@st.composite
def joint_runs(draw: st.DrawFn) -> list[Command]:
    """A lockstep controller's message: a run of joint targets, maybe a trigger, a run of reads."""
    handles = draw(st.lists(_JOINTS, min_size=1, max_size=7))
    value = st.one_of(F32, st.sampled_from([float("nan"), float("inf")]))
    message = [Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(h,),
                             pure_data=struct.pack("<f", draw(value))) for h in handles]
    if draw(st.booleans()):
        message.append(Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING, status=1))
    message += [Command.build(C.GET_JOINT_POSITION, draw(_MODES), ints=(h,)) for h in handles]
    return message


@st.composite
def sessions(draw: st.DrawFn) -> list[list[Command]]:
    """Messages: new ones, repeats, and repeats with new values, some carrying a trigger."""
    messages: list[list[Command]] = []
    for _ in range(draw(st.integers(2, 7))):
        what = draw(st.sampled_from(["new", "again", "revalued"])) if messages else "new"
        if what == "new" and draw(st.booleans()):
            message = draw(joint_runs())
        elif what == "new":
            message = draw(st.lists(commands(), max_size=6))
            if draw(st.booleans()):
                trigger = Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING, status=1)
                message.insert(draw(st.integers(0, len(message))), trigger)
        else:
            message = draw(st.sampled_from(messages))
            if what == "revalued":
                message = [_revalued(draw, c) for c in message]
        messages.append(message)
    return messages


class _Pipeline:
    """A real ServerConnection, fed whole messages in memory; its replies also go through a
    client's cached decode and merge, checked against the general ones."""

    def __init__(self, simulation: Simulation) -> None:
        self.client = LegacyConnection("client")
        self.server = ServerConnection(Side(simulation), "127.0.0.1:1")
        self.closed: list[str | None] = []
        self.server.on_close = self.closed.append
        self.shaped, self.general = ClientConnection(), ClientConnection()

    def message(self, body: bytes) -> list[Command]:
        header = MessageHeader.unpack(body)
        self.server.receive_data(self.client.frame(header.message_id, header.client_time, [body[18:]]))
        self.client.receive_data(self.server.data_to_send())
        out: list[Command] = []
        while (reply := self.client.next_message()) is not None:
            commands = list(decode_message(reply).commands)
            out.extend(commands)
            self._client_side(reply, commands)
        return out

    def _client_side(self, reply: bytes, commands: list[Command]) -> None:
        decoded = self.shaped.decode_shaped(reply)
        if decoded is None:
            assert not commands
            return
        assert [materialize(r) if type(r) is tuple else r for r in decoded[0]] == commands
        self.shaped.merge(reply, *decoded)
        self.general.merge(reply, self.general.decode(reply))
        assert _inbox(self.shaped) == _inbox(self.general)
        assert (self.shaped.header_bytes, self.shaped.last_received_id) == (
            self.general.header_bytes, self.general.last_received_id)


def _inbox(client: ClientConnection) -> dict:
    return {key: [materialize(r) if type(r) is tuple else r for r in replies] for key, replies in client.inbox.items()}


def _body(commands: list[Command], message_id: int) -> bytes:
    return MessageHeader(message_id).pack() + b"".join(encode_command(c) for c in commands)


#: replies that differ between two simulations by design: the scene's unique id (its object's id)
_PER_SIMULATION = {(C.GET_INTEGER_PARAMETER, struct.pack("<i", 20))}


def _seen(replies: list[Command]) -> list[tuple]:
    return [(c.command_id, c.op_mode, c.command_data,
             b"(per simulation)" if (c.command_id, c.command_data) in _PER_SIMULATION else c.pure_data,
             c.status, c.sim_time) for c in replies]


def _state(sim: Simulation) -> tuple:
    api = sim.api
    return (
        sim.loop.sim_time, int(sim.state), sim.loop.total_passes, sim.physics.data.qpos.tobytes(), sim.physics.data.ctrl.tobytes(),
        tuple(np.asarray(sim.physics.model.opt.gravity).tolist()),
        api.getInt32Signal("a"), api.getFloatSignal("a"), api.getStringSignal("a"),
        api.getInt32Signal("b"), api.getFloatSignal("b"), api.getStringSignal("b"),
        len(api.getObjectsInTree(-2, -2)),
    )


@pytest.fixture(scope="module")
def simulations() -> tuple[Simulation, Simulation]:
    """One simulation for the pipeline, one for the reference: both get the same commands, so
    they stay equal from example to example (creating two per example would take seconds)."""
    return Simulation(), Simulation()


def _close_and_stop(pipeline: _Pipeline, reference: ReferenceServer, ours: Simulation, theirs: Simulation) -> None:
    """Close both servers and stop both simulations (the next test gets them stopped)."""
    pipeline.server.close()
    reference.close()
    stop = _body([Command.build(C.START_PAUSE_STOP_SIMULATION, OPMODE_BLOCKING, ints=(2,))], 9999)
    _Pipeline(ours).message(stop)
    ReferenceServer(theirs).message(stop)


@pytest.fixture(autouse=True)
def _refresh_streams_every_message(monkeypatch: pytest.MonkeyPatch) -> None:
    # the reference re-runs every stream at every message; wall time must not decide
    monkeypatch.setattr(server_connection, "STREAM_REFRESH_S", 0.0)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow, HealthCheck.data_too_large])
@given(session=sessions(), stepping=st.booleans())
def test_pipeline_equals_the_reference(simulations, session, stepping) -> None:
    ours, theirs = simulations
    pipeline, reference = _Pipeline(ours), ReferenceServer(theirs)
    start = [Command.build(C.START_PAUSE_STOP_SIMULATION, OPMODE_BLOCKING, ints=(0,))]
    if stepping:
        start.insert(0, Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING))
    try:
        for k, message in enumerate([start, *session], 1):
            body = _body(message, k)
            got, want = pipeline.message(body), reference.message(body)
            assert pipeline.closed == []
            assert _seen(got) == _seen(want), f"message {k}: {message}"
            assert _state(ours) == _state(theirs), f"message {k}: {message}"
            errors = Command.build(C.GET_LAST_ERRORS, OPMODE_BLOCKING)
            body = _body([errors], 1000 + k)
            assert _seen(pipeline.message(body)) == _seen(reference.message(body))
    finally:
        _close_and_stop(pipeline, reference, ours, theirs)


@pytest.mark.parametrize("raw", _ROWS, ids=[C.command_name(r) for r in _ROWS])
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                HealthCheck.too_slow])
@given(data=st.data())
def test_every_row_alone_equals_the_reference(simulations, raw, data) -> None:
    """Each row at least a few times: in all four modes, sent twice and revalued."""
    ours, theirs = simulations
    pipeline, reference = _Pipeline(ours), ReferenceServer(theirs)
    cmd = data.draw(commands(raw))
    again = _revalued(data.draw, cmd)
    try:
        for k, message in enumerate([[cmd], [cmd], [again], [cmd, again]], 1):
            body = _body(message, k)
            assert _seen(pipeline.message(body)) == _seen(reference.message(body)), f"message {k}: {message}"
            assert _state(ours) == _state(theirs)
    finally:
        pipeline.server.close()
        reference.close()


def test_kill_connection_is_answered_by_neither() -> None:
    sim = Simulation()
    kill = Command(C.KILL_CONNECTION, OPMODE_ONESHOT, 0, b"", b"\0\0\0\0", declared_data_size=4)
    ask = Command.build(C.GET_INTEGER_SIGNAL, OPMODE_BLOCKING, strings=("a",))
    body = _body([ask, kill], 1)
    pipeline = _Pipeline(sim)
    assert _seen(pipeline.message(body)) == _seen(ReferenceServer(sim).message(body))
    assert pipeline.closed == [None]



def test_an_overwriting_command_replaces_an_earlier_no_overwrite_one_of_its_key(simulations) -> None:
    """Found by the differential test: the store replaces a no-overwrite command in place when a
    later command of the same key may overwrite, so the message's list must not skip the store."""
    ours, theirs = simulations
    read = Command.build(C.GET_JOINT_POSITION, OPMODE_ONESHOT, ints=(16,), status=1)
    again = Command.build(C.GET_JOINT_POSITION, OPMODE_ONESHOT, ints=(16,))
    body = _body([read, again], 1)
    pipeline = _Pipeline(ours)
    try:
        got = pipeline.message(body)
        assert _seen(got) == _seen(ReferenceServer(theirs).message(body))
        assert len(got) == 1
    finally:
        pipeline.server.close()


def test_new_targets_read_by_their_run_equal_the_reference(simulations) -> None:
    """A controller's new targets each message: a message shape's run of target writes reads
    them with one struct and its plans keep older values (deferred holes). Every way such a plan
    is needed again gets the message's own values: a run the batch refuses (NaN: one by one), and
    the store's path (a stream stored beside the message)."""
    ours, theirs = simulations
    pipeline, reference = _Pipeline(ours), ReferenceServer(theirs)
    handles = [16, 18, 20, 22, 24, 26, 28]

    def controller(values: list[float], read_mode: int = OPMODE_BLOCKING) -> list[Command]:
        targets = [Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(h,), pure_data=struct.pack("<f", v))
                   for h, v in zip(handles, values)]
        trigger = [Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING, status=1)]  # the pass moves the joints
        return targets + trigger + [Command.build(C.GET_JOINT_POSITION, read_mode, ints=(h,)) for h in handles]

    stream = [Command.build(C.GET_JOINT_POSITION, OPMODE_STREAMING, ints=(16,))]
    stop_stream = [Command.build(C.GET_JOINT_POSITION, OPMODE_DISCONTINUE, ints=(16,))]
    start = [Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING),
             Command.build(C.START_PAUSE_STOP_SIMULATION, OPMODE_BLOCKING, ints=(0,))]
    session = [start] + [controller([0.1 * k + 0.01 * j for j in range(7)]) for k in range(4)]
    session += [controller([0.2, float("nan"), 0.3, 0.1, 0.0, -0.1, 0.5]), controller([0.25] * 7)]
    session += [stream, controller([0.3] * 7), controller([-0.3] * 7), stop_stream, controller([0.1] * 7)]
    session += [controller([0.4, 0.3, 0.2, 0.1, 0.0, -0.1, -0.2]), controller([0.4, 0.3, 0.2, 0.1, 0.0, -0.1, -0.2])]
    try:
        for k, message in enumerate(session, 1):
            body = _body(message, k)
            assert _seen(pipeline.message(body)) == _seen(reference.message(body)), f"message {k}: {message}"
            assert _state(ours) == _state(theirs), f"message {k}"
        shape = pipeline.server._decode_cache.current
        assert shape is not None and shape.memo[2] == frozenset(range(7))  # the run read its values itself
    finally:
        _close_and_stop(pipeline, reference, ours, theirs)
