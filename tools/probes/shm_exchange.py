"""Where the microseconds of one fast-path exchange over shared memory go, across two processes.

The peer lane's loop (``tether bench peer``: ``LockstepClient.step`` with 7 targets, one step and
7 reads on the KUKA iiwa of ``pybullet_data``, or ``--builtin``: tether's built-in scene and its
arm) runs between this process (the client, pinned to ``--client-cpu``) and a tether serving the
legacy shared-memory port in another process (pinned to ``--server-cpu``). Both sides note the
moment each chunk is posted and the moment the other side's poll sees it, on the system-wide
monotonic clock (``time.perf_counter``), so each exchange splits into:

* client posts -> server sees: the server's detection latency (its loop's turn);
* server sees -> server posts: the server's work (decode, targets, the pass, reads, reply);
* server posts -> client sees: the client's detection latency;
* client sees -> client posts the next request: the client's work (read the reply, build the
  next request) and the benchmark loop.

Printed: medians per exchange, and the rate without the probes (the probes cost about a
microsecond per exchange). Needs ``pybullet`` for the KUKA (``pip install "tether[bench]"``).
Usage::

    python tools/probes/shm_exchange.py [--seconds 2] [--builtin] [--client-cpu 0 --server-cpu 1]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import textwrap
import time
from pathlib import Path

import numpy as np

from tether.bench import legacy, peer
from tether.bench.placement import pinned
from tether.bench.processes import ServerProcess

try:
    from tether.bench.results import count_for
except ImportError:  # a tree from before bench.results (PYTHONPATH=OLD/src): the same loop
    def count_for(step, seconds, batch=1):  # type: ignore[no-redef]
        count, start = 0, time.perf_counter()
        while True:
            step()
            count += batch
            now = time.perf_counter()
            if now >= start + seconds:
                return count, now - start
from tether.remoteapi import shm

# The server: tether on a shared-memory port, its channel probed; on a line on stdin it prints
# what it noted as JSON and goes on serving.
SERVER = textwrap.dedent("""
    import json, os, random, sys, time
    from tether.core import Simulation
    from tether.host import SimulationHost
    from tether.remoteapi import shm
    from tether.remoteapi.shm_server import ShmLegacyServer

    clock = time.perf_counter
    seen, posted = [], []
    receive, post = shm.Channel.receive, shm.Channel._post

    def probed_receive(self, now=0.0):
        if self.server and self._mm[shm.OFF_TURN] == shm.CLIENT_POSTED:
            seen.append(clock())
        return receive(self, now)

    def probed_post(self, chunk, length, total):
        post(self, chunk, length, total)
        if self.server:
            posted.append(clock())

    if sys.argv[2] == "probe":
        shm.Channel.receive, shm.Channel._post = probed_receive, probed_post
    port = 0
    while not port or os.path.exists("/dev/shm/LocalSIM_REMOTE_API%05d" % -port):
        port = -random.randint(30000, 99999)
    host = SimulationHost(Simulation(sys.argv[1] or None))
    host.start()
    server = host.call(lambda: ShmLegacyServer(host, port))
    print(f"ready:{server.port}", flush=True)
    for _ in sys.stdin:
        print(json.dumps([seen, posted]), flush=True)
        seen.clear(), posted.clear()
    host.stop()
""")


def _exchanges(scene: str, names: list[str], targets: list[float], seconds: float, probe: bool,
               client_cpu: int, server_cpu: int) -> tuple[float, dict[str, tuple[float, float, float]] | None]:
    """Steps/s, and with ``probe`` the split of an exchange: (median, mean, 99th percentile) µs per part."""
    clock = time.perf_counter
    posted: list[float] = []
    seen: list[float] = []
    receive, post = shm.Channel.receive, shm.Channel._post

    def probed_receive(self: shm.Channel, now: float = 0.0) -> bytes | None:
        if not self.server and self._mm[shm.OFF_TURN] == shm.SERVER_POSTED:
            seen.append(clock())
        return receive(self, now)

    def probed_post(self: shm.Channel, chunk: bytes | memoryview, length: int, total: int) -> None:
        if not self.server:
            posted.append(clock())
        post(self, chunk, length, total)

    with pinned(client_cpu):
        server = ServerProcess(SERVER, scene, "probe" if probe else "plain", cpu=server_cpu)
        if probe:
            shm.Channel.receive, shm.Channel._post = probed_receive, probed_post  # type: ignore[method-assign]
        try:
            # older commits name it _fast_stepping
            fast_stepping = legacy.fast_stepping if hasattr(legacy, "fast_stepping") else legacy._fast_stepping
            with fast_stepping(server.port, 1, names, targets) as (once, _):
                count_for(once, 0.3)
                posted.clear(), seen.clear()
                assert server.proc.stdin is not None and server.proc.stdout is not None
                server.proc.stdin.write("\n")  # the warm-up's probes: dropped
                server.proc.stdin.flush()
                server.proc.stdout.readline()
                n, dt = count_for(once, seconds)
                server.proc.stdin.write("\n")
                server.proc.stdin.flush()
                server_seen, server_posted = (np.array(a) for a in json.loads(server.proc.stdout.readline()))
        finally:
            shm.Channel.receive, shm.Channel._post = receive, post  # type: ignore[method-assign]
            server.close()
    if not probe:
        return n / dt, None
    c_post, c_seen = np.array(posted), np.array(seen)
    # follow each request: the server's first sight of it after it was posted, the server's
    # next post, the client's sight of that, the client's next post (requests whose trail leaves
    # the probed window are dropped)
    trail = [c_post]
    for times in (server_seen, server_posted, c_seen, c_post):
        at = np.searchsorted(times, trail[-1])
        keep = at < len(times)
        trail = [t[keep] for t in trail] + [times[at[keep]]]
    names = ["client posts -> server sees", "server sees -> server posts (server work)",
             "server posts -> client sees", "client sees -> client posts (client work)"]
    split = {name: trail[i + 1] - trail[i] for i, name in enumerate(names)}
    return n / dt, {k: (float(np.median(v)) * 1e6, float(np.mean(v)) * 1e6, float(np.percentile(v, 99)) * 1e6)
                    for k, v in split.items()}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--builtin", action="store_true", help="tether's built-in scene and its arm, not the KUKA")
    ap.add_argument("--client-cpu", type=int, default=0)
    ap.add_argument("--server-cpu", type=int, default=1)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.builtin:
            scene, names, targets = "", legacy.JOINTS, legacy.TARGETS
        else:
            scene, names, targets = str(peer.kuka_manifest(Path(tmp))), peer.KUKA_JOINTS, peer.TARGETS
        rate, _ = _exchanges(scene, names, targets, args.seconds, False, args.client_cpu, args.server_cpu)
        probed, split = _exchanges(scene, names, targets, args.seconds, True, args.client_cpu, args.server_cpu)
    print(f"{rate:,.0f} steps/s ({1e6 / rate:.1f} us per exchange); probed: {probed:,.0f} steps/s")
    assert split is not None
    print(f"  {'':45s} {'median':>8s} {'mean':>8s} {'99th %':>8s}")
    for part, (median, mean, p99) in split.items():
        print(f"  {part:45s} {median:8.1f} {mean:8.1f} {p99:8.1f} us")
    print(f"  {'sum':45s} {sum(v[0] for v in split.values()):8.1f} {sum(v[1] for v in split.values()):8.1f}")


if __name__ == "__main__":
    main()
