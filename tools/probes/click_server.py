"""Probe: where a cycle's time goes in the RUNNING Click server, driven by pclick's demo client.

``click_cycle.py`` times the server's work in-process, back to back, with no socket. This probe
runs the server as ``tether bench click`` does (its host thread, a ROUTER socket on tcp://,
ZeroMQ's I/O thread) in this process, pinned to one CPU, and drives it with the real
``python -m pclick.demo.client`` pinned to another; it reports per cycle:

* the demo client's cycle time (``1 / rate``);
* the CPU time (``thread_time``) of the parts of the host thread's handler, medians over the
  cycles: the whole handler (``ClickServer``'s socket reader: recv, session, send), the pass,
  the SensorMessage, the decode, applying the controls, the send of the reply;
* the CPU time of each of the process's threads per cycle (``/proc``: the host thread, which
  also spins between requests, and ZeroMQ's I/O thread, which does the TCP work of both the
  request and the reply, mostly in the kernel).

The parts are timed where they run, between the socket's and the other parts' work, so each
costs more than alone (caches); the wrappers add about a microsecond each. Needs the pclick
venv (:mod:`tether.click.pclick_venv`). Usage::

    python tools/probes/click_server.py [--server-cpu 1] [--client-cpu 0] [--count 2000] [--repeats 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from typing import Any, Callable

import tether.click.server as click_server
from tether.bench.click import WARMUP_MESSAGES, control_arg, control_values, demo_client
from tether.click.pclick_venv import PclickEnv
from tether.click.server import ClickServer
from tether.core import Simulation
from tether.host import SimulationHost


def _thread_ticks() -> dict[str, int]:
    """CPU clock ticks (user + system) of each thread of this process, by "name/tid"."""
    out = {}
    for tid in os.listdir("/proc/self/task"):
        with open(f"/proc/self/task/{tid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        with open(f"/proc/self/task/{tid}/comm") as f:
            name = f.read().strip()
        out[f"{name}/{tid}"] = int(fields[11]) + int(fields[12])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server-cpu", type=int, default=1)
    parser.add_argument("--client-cpu", type=int, default=0)
    parser.add_argument("--count", type=int, default=2000, help="cycles per repeat")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    os.sched_setaffinity(0, {args.server_cpu})  # ZeroMQ's I/O thread starts here too
    env = PclickEnv.ensure()
    host = SimulationHost(Simulation())
    host.start()
    server = host.call(lambda: ClickServer(host, "tcp://127.0.0.1:*"))
    parts: dict[str, list[int]] = {}
    clock = time.thread_time_ns

    def timed(name: str, f: Callable[..., Any]) -> Callable[..., Any]:
        marks = parts.setdefault(name, [])

        def call(*a: Any) -> Any:
            start = clock()
            try:
                return f(*a)
            finally:
                marks.append(clock() - start)

        return call

    def instrument() -> None:  # on the host thread, between requests
        sim = server.sim
        sim.loop.run_pass = timed("pass", sim.loop.run_pass)  # type: ignore[method-assign]
        server.sensor_bytes = timed("SensorMessage", server.sensor_bytes)  # type: ignore[method-assign]
        server.decode = timed("decode", server.decode)  # type: ignore[method-assign]
        server.apply_controls = timed("apply", server.apply_controls)  # type: ignore[method-assign]
        click_server._send = timed("send", click_server._send)  # type: ignore[attr-defined]
        sock = server._sock
        host.remove_reader(sock)
        host.add_reader(sock, timed("handler", server._on_readable))

    try:
        host.call(instrument)
        control = control_arg(control_values(server.descriptions))
        demo_client(env, server.address, WARMUP_MESSAGES, control, cpu=args.client_cpu)
        for _ in range(args.repeats):
            for marks in parts.values():
                marks.clear()
            before = _thread_ticks()
            run = demo_client(env, server.address, args.count, control, cpu=args.client_cpu)
            after = _thread_ticks()
            tick_us = 1e6 / os.sysconf("SC_CLK_TCK")
            threads = {k: (v - before.get(k, 0)) * tick_us / args.count for k, v in after.items()}
            print(f"cycle {1e6 / run.rate:.0f} us; handler parts, CPU median us: "
                  + ", ".join(f"{k} {statistics.median(v) / 1000:.1f}" for k, v in parts.items() if v)
                  + "; threads, CPU us per cycle: "
                  + ", ".join(f"{k} {v:.0f}" for k, v in threads.items() if v >= 1))
    finally:
        host.stop()


if __name__ == "__main__":
    main()
