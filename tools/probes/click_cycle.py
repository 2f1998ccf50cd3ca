"""Micro-benchmark: the Click server's cost of one cycle, in-process, without transport.

One process holds a ClickServer on the built-in scene (its host thread not started) and feeds
``ClickServer.handle`` the ControlMessage bytes of the ``tether bench click`` lane (the arm's 7
targets, the door's and the rover's motors); each call applies the controls, runs one pass and
returns the SensorMessage bytes, as the socket loop does for a peer. No ZeroMQ, no thread
hand-off or wake-up is timed, so the figure is stable enough to compare commits: it runs on any
commit that has ``ClickServer(host, address)`` and ``ClickServer.handle``.

Messages:

* ``same``: the lane's message, the same bytes every cycle (what the pclick demo client sends);
* ``vary``: new arm targets in every message (a real controller), cycling through 1000.

Printed per mode: the wall-clock median of ``--repeats`` runs of ``--count`` cycles, and the
mean per cycle of the parts, timed inside the running loop (what each costs between the
others, which is more than alone): the pass, the SensorMessage, and applying the controls with
their decoding (``decode`` + ``apply_controls``; on older commits ``apply_control`` + ``parse``,
or ``read_control`` + ``apply_read`` where ControlMessages were read from a learned layout).
Usage (pin it to one core)::

    taskset -c 1 python tools/probes/click_cycle.py [--repeats 7] [--count 5000]
    PYTHONPATH=/tmp/base/src taskset -c 1 python tools/probes/click_cycle.py  # another commit
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any, Callable

from tether.bench.click import ARM_TARGETS, control_values
from tether.click import messages as m
from tether.click.server import ClickServer
from tether.core import Simulation
from tether.host import SimulationHost


def _messages(server: ClickServer, vary: bool) -> list[bytes]:
    values = control_values(server.descriptions)
    if not vary:
        return [m.encode(m.control(values))]
    out = []
    for i in range(1000):
        arm = [t + 0.001 * ((i * (k + 1)) % 50) for k, t in enumerate(ARM_TARGETS)]
        out.append(m.encode(m.control({**values, "Arm": arm})))
    return out


def _timed(marks: list[int], f: Callable[..., Any]) -> Callable[..., Any]:
    def call(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter_ns()
        try:
            return f(*args, **kwargs)
        finally:
            marks.append(time.perf_counter_ns() - start)

    return call


def run(vary: bool, repeats: int, count: int) -> None:
    server = ClickServer(SimulationHost(Simulation()), "tcp://127.0.0.1:*")
    try:
        server.handle(m.encode(m.handshake_init()))
        messages = _messages(server, vary)
        n = len(messages)
        for i in range(3000):  # warm up: the simulation starts, layouts are learned
            server.handle(messages[i % n])
        per_cycle = []
        for _ in range(repeats):
            start = time.perf_counter_ns()
            for i in range(count):
                server.handle(messages[i % n])
            per_cycle.append((time.perf_counter_ns() - start) / count / 1000)
        parts: dict[str, list[int]] = {"pass": [], "SensorMessage": [], "controls (decode + apply)": []}
        sim = server.sim
        if hasattr(sim, "loop"):
            sim.loop.run_pass = _timed(parts["pass"], sim.loop.run_pass)  # type: ignore[method-assign]
        else:  # older commits: the pass is the simulation's _run_pass
            sim._run_pass = _timed(parts["pass"], sim._run_pass)  # type: ignore[method-assign]
        server.sensor_bytes = _timed(parts["SensorMessage"], server.sensor_bytes)  # type: ignore[method-assign]
        controls = parts["controls (decode + apply)"]
        if hasattr(server, "decode"):  # one decoder (with its shape cache), one apply
            server.decode = _timed(controls, server.decode)  # type: ignore[method-assign]
            server.apply_controls = _timed(controls, server.apply_controls)  # type: ignore[method-assign]
        elif hasattr(server, "read_control"):
            server.read_control = _timed(controls, server.read_control)  # type: ignore[method-assign]
            server.apply_read = _timed(controls, server.apply_read)  # type: ignore[method-assign]
        else:  # older commits: every message is parsed, then applied
            import tether.click.session as session

            server.apply_control = _timed(controls, server.apply_control)  # type: ignore[method-assign]
            session.m.parse = _timed(controls, m.parse)  # type: ignore[attr-defined]
        for i in range(count):
            server.handle(messages[i % n])
        cycles = len(parts["pass"])
        print(f"{'vary' if vary else 'same'}: {statistics.median(per_cycle):.1f} us per cycle "
              f"(median of {repeats}; min {min(per_cycle):.1f}, max {max(per_cycle):.1f}); in the loop, mean per cycle: "
              + ", ".join(f"{k} {sum(v) / 1000 / cycles:.1f} us" for k, v in parts.items()))
    finally:
        server._close_on_host()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--count", type=int, default=5000)
    args = parser.parse_args()
    for vary in (False, True):
        run(vary, args.repeats, args.count)


if __name__ == "__main__":
    main()
