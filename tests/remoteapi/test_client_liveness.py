"""tether's legacy client fails at once on a connection it knows is gone, instead of waiting the
reply timeout (simxSynchronousTrigger, simxGetPingTime), and logs why."""

from __future__ import annotations

import logging
import threading
import time

from tether.core import Simulation
from tether.remoteapi import sim as simx
from tether.cli.serve import Service

LONG_REPLY_TIMEOUT_MS = 600_000  # far longer than the test may wait: an answer must not come from it


def test_calls_on_a_closed_connection_return_at_once(caplog) -> None:  # noqa: ANN001
    caplog.set_level(logging.WARNING)
    service = Service(Simulation(None))
    service.start()
    try:
        server = service.add_legacy(0)
        client = simx.simxStart("127.0.0.1", server.port, True, True, -LONG_REPLY_TIMEOUT_MS, 5)
        assert client >= 0
        assert simx.simxSynchronous(client, True) == 0
        assert simx.simxStartSimulation(client, simx.simx_opmode_blocking) == 0
        assert simx.simxSynchronousTrigger(client) == 0
        service.host.call(server.close)  # the server drops the connection (as when it releases a client)
        deadline = time.monotonic() + 20
        while simx.simxGetConnectionId(client) != -1:
            assert time.monotonic() < deadline, "the client never noticed the closed connection"
            time.sleep(0.01)
        results: dict[str, object] = {}
        done = threading.Event()

        def calls() -> None:
            results["trigger"] = simx.simxSynchronousTrigger(client)
            results["ping"] = simx.simxGetPingTime(client)
            done.set()

        threading.Thread(target=calls, daemon=True).start()
        assert done.wait(30), "the calls waited for a reply on a connection known to be gone"
        assert results["trigger"] != 0 and results["ping"][0] != 0
        assert any("ended (the server closed it)" in r.getMessage() for r in caplog.records)
        simx.simxFinish(client)
    finally:
        service.close()
