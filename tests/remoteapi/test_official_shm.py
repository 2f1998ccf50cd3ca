"""Optional: the official legacy client (remoteApi.so) on tether's shared-memory port.

``simxStart('127.0.0.1', -PORT, ...)`` must connect through ``/LocalSIM_REMOTE_API<PORT>`` and
pass a few calls and a synchronous stepping loop. Skipped unless TETHER_OFFICIAL_REMOTEAPI_DIR
points at a folder with the official ``sim.py``, ``simConst.py`` and ``remoteApi.so`` (never part
of this repository) and ``unshare --net`` works; official_shm_check.py runs in that namespace.
"""

from __future__ import annotations

import json
import os
import random
import sys

import pytest
from legacy_fixtures import OFFICIAL_CLIENT_MARKS, OFFICIAL_DIR as OFFICIAL, run_without_network

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "official_shm_check.py")

pytestmark = OFFICIAL_CLIENT_MARKS


def test_official_client_over_shared_memory() -> None:
    port = random.choice([p for p in range(30000, 40000)
                          if not os.path.exists(f"/dev/shm/LocalSIM_REMOTE_API{p:05d}")][:500])
    stdout, stderr = run_without_network(f"exec {sys.executable} {SCRIPT} {OFFICIAL} {port}", 120)
    lines = [json.loads(x) for x in stdout.splitlines() if x.startswith("{")]
    assert lines, f"the check printed nothing; stderr:\n{stderr[-3000:]}"
    result = lines[-1]
    assert result["ok"], result["detail"]
    assert any("shared memory /LocalSIM_REMOTE_API" in x for x in result["detail"]["serve"]), result
    assert result["detail"]["unlinked"], "the server left its shared memory object behind"


# -- every check of the official TCP suite, over shared memory ------------------------------------
SERVER_CHECK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "official_server_check.py")
#: Checks that open a second official client while the first is connected: a shared-memory port
#: serves one client at a time (as CoppeliaSim's), so they cannot pass there.
ONE_CLIENT_AT_A_TIME = {"connect_and_finish", "disconnect_releases_stepping", "idle_polling_1ms",
                        "two_clients_at_once"}


@pytest.fixture(scope="module")
def shm_outcome() -> dict:
    from test_official_client_server import RUN_TIMEOUT_S

    port = random.choice([p for p in range(40000, 50000)
                          if not os.path.exists(f"/dev/shm/LocalSIM_REMOTE_API{p:05d}")
                          and not os.path.exists(f"/dev/shm/LocalSIM_REMOTE_API{p + 1:05d}")][:500])
    try:
        stdout, stderr = run_without_network(
            f"OFFICIAL_PORT={-port} exec {sys.executable} {SERVER_CHECK} {OFFICIAL}", RUN_TIMEOUT_S)
    finally:
        for number in (port, port + 1):  # the helper kills its servers at the end (SIGKILL)
            try:
                os.unlink(f"/dev/shm/LocalSIM_REMOTE_API{number:05d}")
            except FileNotFoundError:
                pass
    lines = [json.loads(x) for x in stdout.splitlines() if x.startswith("{")]
    return {"results": {x["check"]: x for x in lines if "check" in x}, "stderr": stderr[-3000:]}


def _server_checks() -> list:
    from test_official_client_server import CHECKS

    return [pytest.param(n, marks=pytest.mark.skip(reason="a shared-memory port serves one client at a time"))
            if n in ONE_CLIENT_AT_A_TIME else n for n in CHECKS]


@pytest.mark.parametrize("name", _server_checks())
def test_official_suite_over_shared_memory(shm_outcome: dict, name: str) -> None:
    result = shm_outcome["results"].get(name)
    assert result is not None, f"check {name} did not run; helper stderr:\n{shm_outcome['stderr']}"
    assert result["ok"], result["detail"]
