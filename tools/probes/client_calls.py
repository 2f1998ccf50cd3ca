"""Where a legacy client's time goes: its own CPU per call, beside the rate, against a real server.

The three legacy lanes' client loops (``tether bench legacy``) run in this process, pinned to
``--client-cpu``, against a tether legacy server in a process of its own pinned to
``--server-cpu``:

* ``blocking``: ``sim.simxGetObjectPosition(..., simx_opmode_blocking)`` (the drop-in);
* ``stepping``: the drop-in stepping loop (7 oneshot targets, trigger, ping, 7 buffered reads);
* ``fast``: ``LockstepClient.step`` (7 targets, one step, 7 reads in one exchange);
* ``fast-shm``: the same over the shared-memory transport (``--shm``).

For each: calls per second (wall clock), the calling thread's CPU time per call
(``time.thread_time``: user + system, so the socket calls count) and that CPU time without the
waiting for replies (the client's own work: the time spent inside the waiting functions,
``spinning.recv_spinning`` and ``shm.Channel.wait_reply``, which spin while the server works, is
taken out; their first receive is in it). On a loaded machine the CPU time is the steadier figure:
time the scheduler gives other processes is not counted. Compare two
commits by running this with each one's ``src`` first on ``PYTHONPATH``, alternated::

    PYTHONPATH=/tmp/base/src python tools/probes/client_calls.py [--seconds 1] [--repeats 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any, Callable

from tether.bench import legacy
from tether.bench.placement import pinned
from tether.bench.processes import tether_server
from tether.remoteapi import client as client_module
from tether.remoteapi import fast as fast_module
from tether.remoteapi import shm

_waited = [0.0]  # CPU seconds spent in the waiting functions


def _timed(wait: Callable[..., object]) -> Callable[..., object]:
    def timed(*args: object, **kwargs: object) -> object:
        c0 = time.thread_time()
        try:
            return wait(*args, **kwargs)
        finally:
            _waited[0] += time.thread_time() - c0
    return timed


def _probe_waits() -> None:
    """Count the CPU time of the waiting functions (this probe's process only)."""
    for module in (client_module, fast_module):
        if hasattr(module, "recv_spinning"):
            module.recv_spinning = _timed(module.recv_spinning)  # type: ignore[attr-defined]
    shm.Channel.wait_reply = _timed(shm.Channel.wait_reply)  # type: ignore[method-assign,assignment]


def measure(once: Callable[[], object], seconds: float) -> tuple[float, float, float]:
    """(calls/s, µs of this thread's CPU per call, the same without waiting) of calling ``once``
    for about ``seconds``."""
    n = 0
    _waited[0] = 0.0
    t0, c0 = time.perf_counter(), time.thread_time()
    end = t0 + seconds
    while True:
        for _ in range(20):
            once()
        n += 20
        if time.perf_counter() >= end:
            break
    wall, cpu = time.perf_counter() - t0, time.thread_time() - c0
    return n / wall, cpu / n * 1e6, (cpu - _waited[0]) / n * 1e6


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=1.0)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--client-cpu", type=int, default=0)
    ap.add_argument("--server-cpu", type=int, default=1)
    ap.add_argument("--shm", action="store_true", help="also the fast path over shared memory")
    ap.add_argument("--only", nargs="*", default=None, help="loops to run (blocking stepping fast fast-shm)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    loops: dict[str, tuple[str, Callable[..., Any]]] = {
        "blocking": ("legacy", legacy.blocking_calls),
        "stepping": ("legacy", legacy.simpy_stepping),
        "fast": ("legacy", legacy.fast_stepping),
    }
    if args.shm:
        loops["fast-shm"] = ("shm", legacy.fast_stepping)
    if args.only:
        loops = {k: v for k, v in loops.items() if k in args.only}
    _probe_waits()
    results: dict[str, dict[str, float]] = {}
    with pinned(args.client_cpu):
        for name, (kind, loop) in loops.items():
            server = tether_server(kind, args.server_cpu)
            try:
                with loop(server.port) as (once, _):
                    measure(once, 0.2)  # warm up
                    samples = [measure(once, args.seconds) for _ in range(args.repeats)]
            finally:
                server.close()
            results[name] = {
                "rate": statistics.median(r for r, _, _ in samples),
                "cpu_us": statistics.median(c for _, c, _ in samples),
                "work_us": statistics.median(w for _, _, w in samples),
                "work_min_us": min(w for _, _, w in samples),
            }
    if args.json:
        print(json.dumps(results))
        return
    for name, r in results.items():
        print(f"{name:9s} {r['rate']:8.0f}/s   client CPU {r['cpu_us']:7.2f} us/call, without waiting "
              f"{r['work_us']:6.2f} (min {r['work_min_us']:.2f})")


if __name__ == "__main__":
    main()
