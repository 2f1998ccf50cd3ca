"""Fixtures for the legacy remote API client tests (a scripted peer on 127.0.0.1)."""

from __future__ import annotations

import pytest

from scripted_peer import ScriptedPeer
from tether.remoteapi import sim


@pytest.fixture
def peer():
    with ScriptedPeer() as p:
        yield p
    sim.simxFinish(-1)


@pytest.fixture
def lag_peer():
    with ScriptedPeer(lag=True) as p:
        yield p
    sim.simxFinish(-1)


@pytest.fixture
def client(peer):
    cid = sim.simxStart("127.0.0.1", peer.port, True, True, 2000, 5)
    assert cid >= 0
    yield cid
    sim.simxFinish(cid)
