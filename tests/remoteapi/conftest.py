"""Fixtures for the legacy remote API tests: a scripted peer on 127.0.0.1 for the client tests
(``peer``, ``client``), a real server for the server tests (``served``, ``served_client``)."""

from __future__ import annotations

from typing import Iterator

import pytest

from legacy_fixtures import Served, served_client_fixture, served_fixture
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


@pytest.fixture
def served() -> Iterator[Served]:
    """A running host with the built-in scene and a legacy server on an ephemeral port."""
    yield from served_fixture()


@pytest.fixture
def served_client(served: Served) -> Iterator[int]:
    """A sim.py client id connected to ``served``."""
    yield from served_client_fixture(served)
