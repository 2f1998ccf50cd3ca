"""The Click session without sockets: any frame gets an answer (or, for ErrorMessage, none),
never an exception or a traceback, and the session stays usable."""

from __future__ import annotations

import logging
import os
from typing import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click.server import DEFERRED, ClickServer
from tether.core import Simulation


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ClickServer]:
    # Fuzzed controls make MuJoCo warn of instability into MUJOCO_LOG.TXT in the working directory.
    here = os.getcwd()
    os.chdir(tmp_path_factory.mktemp("mujoco_log"))
    try:
        with ClickServer(Simulation(), "tcp://127.0.0.1:*") as srv:  # handle() runs on this thread
            yield srv
    finally:
        os.chdir(here)


def _mutated(data: bytes, edits: list[tuple[int, int]]) -> bytes:
    out = bytearray(data)
    for pos, value in edits:
        if out:
            out[pos % len(out)] = value
    return bytes(out)


VALID = [
    m.encode(m.handshake_init()),
    m.encode(pb.SensorRequestMessage(messageType=pb.SensorRequestMessageType)),
    m.encode(m.reset()),
    m.encode(m.control({"Arm": [0.1] * 7, "DoorFrame": [0.0]})),
]

frames = st.one_of(
    st.binary(max_size=200),
    st.builds(_mutated, st.sampled_from(VALID),
              st.lists(st.tuples(st.integers(0, 400), st.integers(0, 255)), max_size=4)),
    st.builds(lambda a, b: a + b, st.sampled_from(VALID), st.binary(max_size=40)),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(frames, min_size=1, max_size=8))
def test_any_frame_is_answered_without_exceptions(server: ClickServer, caplog, batch: list[bytes]) -> None:  # noqa: ANN001
    caplog.set_level(logging.INFO)
    for frame in batch:
        reply = server.handle(frame)
        assert reply is not DEFERRED  # no other lockstep client: a step always runs at once
        if reply is not None:
            m.parse(reply)  # a valid Click message
    assert not any(r.exc_info for r in caplog.records)
    # still serving: a handshake and a step work after any of it
    assert m.parse(server.handle(VALID[0])).messageType == pb.HandshakeMessageType  # type: ignore[arg-type]
    step = m.parse(server.handle(VALID[3]))  # type: ignore[arg-type]
    assert step.messageType in (pb.SensorMessageType, pb.ResetMessageType)
