"""The command table, in memory (no sockets): every command both ways, and fuzzed server decoding.

Round trip per command: the drop-in sim.py's encoding of a request -> the codec -> the
server's table-driven handler (validation + decoding) -> a reply -> the codec -> sim.py's
reading of the reply.  Then random command data and pure data for every command: the
server's handler always answers (a reply or a clean failure), never another exception.
"""

from __future__ import annotations

import contextlib
import math
import struct
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tether.core import Simulation
from tether.core.engine.errors import SimError
from tether.remoteapi import commands as C
from tether.remoteapi import handlers as H
from tether.remoteapi import layouts as L
from tether.remoteapi import client as client_module
from tether.remoteapi import sim
from tether.remoteapi.fast import _template
from tether.remoteapi.protocol import (
    OPMODE_BLOCKING,
    OPMODE_ONESHOT,
    Command,
    MessageHeader,
    decode_message,
    encode_command,
    encode_command_data,
    encode_message_body,
)
from tether.remoteapi.table import READ_ONLY, TABLE

I32 = st.integers(-(2**31), 2**31 - 1)
F32 = st.floats(width=32, allow_nan=False)
TEXT = st.text(st.characters(blacklist_characters="\0", blacklist_categories=("Cs",)), max_size=12)


# --- value strategies per layout ---------------------------------------------------------------
def _field(kind: str) -> st.SearchStrategy:
    return {"f": F32, "i": I32, "B": st.integers(0, 255), "bool": st.booleans(), "bool32": st.booleans()}[kind]


def values_for(layout: L.Layout, *, reply: bool = False) -> st.SearchStrategy[tuple]:
    """Values a layout packs (the client's request arguments, or a server implementation's result)."""
    if isinstance(layout, L.Fields):
        parts = [
            st.lists(_field(kind), min_size=n, max_size=n) if n else _field(kind)
            for n, kind in layout._parts
        ]
        return st.tuples(*parts)
    if isinstance(layout, L.Blob):
        return st.tuples(st.binary(max_size=40))
    if isinstance(layout, (L.Ints, L.Handles)):
        return st.tuples(st.lists(I32, max_size=6))
    if isinstance(layout, L.ScriptData):
        return st.tuples(st.lists(I32, max_size=4), st.lists(F32, max_size=4), st.lists(TEXT, max_size=3),
                         st.binary(max_size=10))
    if isinstance(layout, L.GroupData):
        return st.tuples(st.lists(I32, max_size=4), st.lists(I32, max_size=4), st.lists(F32, max_size=4),
                         st.lists(TEXT, max_size=3))
    if isinstance(layout, L.ErrorList):
        return st.tuples(st.lists(TEXT, max_size=3))
    if isinstance(layout, L.CStr):
        return st.tuples(TEXT)
    if isinstance(layout, L.Concat):
        return st.tuples(*(values_for(p) for p in layout.parts)).map(lambda parts: sum(parts, ()))
    if isinstance(layout, L.Image):
        return st.tuples(st.integers(0, 4), st.integers(0, 4)).flatmap(
            lambda wh: st.tuples(st.just(wh[0]), st.just(wh[1]),
                                 st.binary(min_size=wh[0] * wh[1] * layout.channels,
                                           max_size=wh[0] * wh[1] * layout.channels)))
    if isinstance(layout, L.Depth):
        return st.tuples(st.integers(0, 3), st.integers(0, 3)).flatmap(
            lambda wh: st.tuples(st.just(wh[0]), st.just(wh[1]),
                                 st.lists(F32, min_size=wh[0] * wh[1], max_size=wh[0] * wh[1])
                                 .map(lambda v: struct.pack(f"<{len(v)}f", *v))))
    if isinstance(layout, L.VisionPackets):
        return st.tuples(st.integers(0, 1), st.lists(F32, max_size=5))
    raise AssertionError(f"no strategy for {layout!r}")


def client_view(layout: L.Layout, values: tuple) -> tuple:
    """What sim.py's reading of a reply packed from ``values`` must give."""
    if isinstance(layout, L.Fields):
        out = []
        for (n, kind), v in zip(layout._parts, values):
            conv = bool if kind in ("bool", "bool32") else (lambda x: x)
            out.append([conv(x) for x in v] if n else conv(v))
        return tuple(out)
    if isinstance(layout, L.Blob):
        return (bytearray(values[0]),)
    if isinstance(layout, L.ScriptData):
        ints, floats, strings, buffer = values
        return list(ints), list(floats), list(strings), bytearray(buffer)
    if isinstance(layout, L.Image):
        w, h, pixels = values
        return [w, h], list(struct.unpack(f"{len(pixels)}b", pixels))
    if isinstance(layout, L.Depth):
        w, h, data = values
        return [w, h], list(struct.unpack(f"<{len(data) // 4}f", data))
    if isinstance(layout, L.VisionPackets):
        state, packet = values
        return bool(state), [list(packet)]
    return tuple(list(v) if isinstance(v, (list, tuple)) else v for v in values)


def args_for(raw: int) -> st.SearchStrategy[tuple]:
    sig = TABLE[raw]
    if sig.data:
        return st.just(tuple(sig.data))
    return st.tuples(*([I32] * sig.n_ints + [TEXT] * sig.n_strings))


def through_codec(cmd: Command) -> Command:
    (decoded,) = decode_message(encode_message_body(MessageHeader(), [cmd])).commands
    return decoded


class FakeContext:
    """Only what the round trip needs: an implementation records its arguments instead."""

    peer = "test"


class StubClient:
    """Stands in for a RemoteApiClient under a client id: hands each request to ``respond``."""

    _running = True

    def __init__(self, respond: Callable[[Command], Command]) -> None:
        self.respond = respond
        self.sent: list[Command] = []

    def command_data(self, raw: int, ints: tuple, strings: tuple = ()) -> bytes:
        return encode_command_data(raw, tuple(ints), tuple(strings))

    def call(self, raw, op_mode, data, pure=b"", payload=None, timeout_s=None, lookup_key=None,  # noqa: ANN001, ANN201
             pure_reply=False):
        request = Command(raw, op_mode & 0xFFFF0000, op_mode & 0xFFFF, data, pure)
        self.sent.append(request)
        reply = self.respond(request)
        return 0, (reply.pure_data if pure_reply else reply)


STUB_ID = client_module.MAX_CLIENTS - 1


@contextlib.contextmanager
def stub_client(respond: Callable[[Command], Command]) -> Iterator[StubClient]:
    stub = StubClient(respond)
    client_module._slots[STUB_ID] = stub  # type: ignore[assignment]
    try:
        yield stub
    finally:
        client_module._slots[STUB_ID] = None


@pytest.mark.parametrize("raw", sorted(TABLE), ids=lambda raw: C.command_name(raw))
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_every_command_round_trips_through_the_table(raw, data):
    sig = TABLE[raw]
    args = data.draw(args_for(raw), "args")
    request = data.draw(values_for(sig.request), "request")
    result = data.draw(values_for(sig.reply, reply=True), "reply")
    seen: list[tuple] = []

    def impl(ctx: Any, *values: Any) -> Any:  # the server's implementation records its values
        seen.append(values)
        return result[0] if len(sig.reply.names) == 1 else result

    def server(request_cmd: Command) -> Command:
        # the client's request through the codec, the table-driven handler, and back
        cmd = through_codec(request_cmd)
        return through_codec(cmd.reply(H.bind(sig, impl)(FakeContext(), cmd)))

    with stub_client(server) as stub:
        got = sim._CALLS[raw](STUB_ID, OPMODE_BLOCKING, args, request)  # what every simx call runs

    # the server saw the client's values, decoded and validated by the table
    assert len(seen) == 1
    n_args = sig.n_ints + sig.n_strings
    assert seen[0][:n_args] == tuple(args)
    assert client_view(sig.request, seen[0][n_args:]) == client_view(sig.request, request)
    # the client read the server's results as the official binding returns them
    if sig.reply.names:
        assert got == (0, *client_view(sig.reply, result))
    else:
        assert got == 0
    (sent,) = stub.sent
    assert sent.command_id == raw


def test_generated_functions_keep_the_official_signatures():
    import inspect

    expected = {
        "simxGetJointPosition": "(clientID, jointHandle, operationMode)",
        "simxSetObjectPosition": "(clientID, objectHandle, relativeToObjectHandle, position, operationMode)",
        "simxGetObjectGroupData": "(clientID, objectType, dataType, operationMode)",
        "simxSetObjectSelection": "(clientID, objectHandles, operationMode)",
        "simxSetUIButtonLabel": "(clientID, uiHandle, uiButtonID, upStateLabel, downStateLabel, operationMode)",
        "simxGetUIEventButton": "(clientID, uiHandle, operationMode)",
        "simxSetStringSignal": "(clientID, signalName, signalValue, operationMode)",
    }
    for name, params in expected.items():
        assert str(inspect.signature(getattr(sim, name))) == params
    # without a connection every function answers with the initialize-error code and defaults
    assert sim.simxReadProximitySensor(-5, 1, sim.simx_opmode_blocking) == (64, False, [0.0] * 3, 0, [0.0] * 3)
    assert sim.simxGetObjectGroupData(-5, 1, 0, sim.simx_opmode_blocking) == (64, [], [], [], [])
    assert sim.simxSetJointPosition(-5, 1, 0.5, sim.simx_opmode_oneshot) == 64


def test_read_only_and_refused_sets_come_from_the_table():
    assert H.READ_ONLY is READ_ONLY
    assert {C.GET_JOINT_POSITION, C.GET_OBJECT_POSITION, C.GET_STRING_SIGNAL} <= READ_ONLY
    assert not {C.SET_JOINT_POSITION, C.SYNCHRONOUS_NEXT, C.GET_AND_CLEAR_STRING_SIGNAL} & READ_ONLY
    # refused = no implementation; never a command tether implements (the old list named
    # set_object_parent, check_collision and check_distance)
    assert not H.REFUSED & set(H.IMPLEMENTATIONS)
    assert {C.SET_OBJECT_PARENT, C.CHECK_COLLISION, C.CHECK_DISTANCE}.isdisjoint(H.REFUSED)
    assert {C.CREATE_DUMMY, C.REMOVE_OBJECT, C.LOAD_MODEL}.isdisjoint(H.REFUSED)  # scene editing
    assert {C.COPY_PASTE_OBJECTS, C.GET_UI_SLIDER, C.DISPLAY_DIALOG} <= H.REFUSED
    assert set(H.HANDLERS) == set(TABLE)


@settings(max_examples=200, deadline=None)
@given(
    raw=st.sampled_from([C.SET_JOINT_TARGET_POSITION, C.SET_JOINT_TARGET_VELOCITY]),
    handle=I32,
    value=F32,
)
def test_fast_path_target_commands_equal_the_table_encoding(raw, handle, value):
    # LockstepClient builds its target commands from a cached sub-header + command data
    # template and a packed f32: the bytes must be the table's encoding of the same call.
    with stub_client(lambda cmd: cmd.reply()) as stub:
        sim._CALLS[raw](STUB_ID, OPMODE_ONESHOT, (handle,), (value,))
    general = encode_command(stub.sent[0])
    fast = _template(raw, OPMODE_ONESHOT, struct.pack("<i", handle), 4) + struct.pack("<f", value)
    assert fast == general


# --- fuzzing the server side against a real simulation -------------------------------------------
class SimContext:
    """A handler context on a real simulation (stepping requests are refused)."""

    def __init__(self, simulation: Simulation, file_root: Path) -> None:
        self.simulation = simulation
        self.api = simulation.api
        self.file_root = file_root
        self.peer = "fuzz"

    def take_last_errors(self) -> list[str]:
        return ["e"]

    def enable_stepping(self) -> None:
        raise H.CommandFailed("no stepping here")

    disable_stepping = trigger = enable_stepping


@pytest.fixture(scope="module")
def sim_context(tmp_path_factory):
    simulation = Simulation()
    return SimContext(simulation, tmp_path_factory.mktemp("files"))


def _payloads(raw: int) -> st.SearchStrategy[tuple[bytes, bytes]]:
    sig = TABLE[raw]
    data = st.one_of(
        st.binary(max_size=12),
        args_for(raw).map(lambda a: encode_command_data(raw, a[: sig.n_ints], a[sig.n_ints :])),
    )
    pure = st.one_of(
        st.binary(max_size=64),
        values_for(sig.request).map(lambda v: sig.request.pack(v) if v else b""),
    )
    return st.tuples(data, pure)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_server_decoding_of_random_payloads_answers_cleanly(sim_context, data, caplog):
    raw = data.draw(st.sampled_from(sorted(TABLE)), "command")
    command_data, pure = data.draw(_payloads(raw), "payload")
    cmd = Command(raw, OPMODE_BLOCKING, 0, command_data, pure)
    try:
        reply = H.HANDLERS[raw](sim_context, cmd)
    except SimError:
        pass  # a clean failure: the remote-error flag and a last-error text
    else:
        assert isinstance(reply, bytes)
    gravity = sim_context.simulation.physics.model.opt.gravity
    assert all(math.isfinite(g) for g in gravity)
    assert not [r for r in caplog.records if r.exc_info]


@settings(max_examples=100, deadline=None)
@given(handle=I32, position=F32)
def test_fast_path_reads_equal_the_table(handle, position):
    # LockstepClient's read request is a cached template, and it reads a get_joint_position
    # reply's value at byte 30 of the command (26-byte sub-header + 4-byte handle): both must
    # agree with the table's request encoding and reply layout.
    raw = C.GET_JOINT_POSITION
    reply_pure = TABLE[raw].reply.pack_one(position)
    with stub_client(lambda cmd: cmd.reply(reply_pure)) as stub:
        got = sim.simxGetJointPosition(STUB_ID, handle, sim.simx_opmode_blocking)
    assert _template(raw, OPMODE_BLOCKING, struct.pack("<i", handle), 0) == encode_command(stub.sent[0])
    reply = encode_command(stub.sent[0].reply(reply_pure))
    assert got == (0, struct.unpack_from("<f", reply, 30)[0])
