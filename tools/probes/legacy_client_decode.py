"""Micro-benchmark: the legacy client's CPU per reply message, without any transport.

A ``ClientConnection`` is fed the replies of a lockstep loop (what a server sends back to
``LockstepClient.step`` or sim.py's stepping loop) through ``decode_shaped`` and ``merge``, and
its reads are looked up with ``lookup_pure``, as ``client.py`` does. Every reply carries a new
simulation time stamp and new joint positions, so a byte-keyed cache never hits.

Replies:

* ``stepreply``: 7 joint target replies, the trigger's, 7 blocking joint reads (one exchange);
* ``streams``: 7 streamed joint reads (sim.py's loop reading its streams after a step);
* ``same``: ``stepreply`` with the same time stamp and values every time (a stopped simulation).

Figures: medians (and minimums) over repeats of µs per reply message (``--clock cpu``: the
process's CPU time). Pin it to one core::

    taskset -c 1 python tools/probes/legacy_client_decode.py [--repeats 7] [--count 3000] [--clock cpu]
"""

from __future__ import annotations

import argparse
import statistics
import struct
import time

from tether.remoteapi import commands as C
from tether.remoteapi.client_connection import ClientConnection
from tether.remoteapi.protocol import (
    OPMODE_BLOCKING,
    OPMODE_ONESHOT,
    OPMODE_STREAMING,
    Command,
    MessageHeader,
    encode_command,
)

HANDLES = list(range(16, 30, 2))


def _body(message_id: int, commands: list[Command]) -> bytes:
    return MessageHeader(message_id).pack() + b"".join(encode_command(c) for c in commands)


def step_reply(i: int, varying: bool = True) -> bytes:
    """The reply to targets + trigger + reads at step ``i``."""
    t = 5 * i if varying else 0
    targets = [Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(h,)).reply(sim_time=t)
               for h in HANDLES]
    trigger = Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING).reply(sim_time=t + 5)
    reads = [Command.build(C.GET_JOINT_POSITION, OPMODE_BLOCKING, ints=(h,))
             .reply(struct.pack("<f", (0.001 * i if varying else 0.0) + k), sim_time=t + 5)
             for k, h in enumerate(HANDLES)]
    return _body(i, targets + [trigger] + reads)


def stream_reply(i: int) -> bytes:
    """Streamed joint reads at step ``i``."""
    return _body(i, [Command.build(C.GET_JOINT_POSITION, OPMODE_STREAMING, ints=(h,))
                     .reply(struct.pack("<f", 0.001 * i + k), sim_time=5 * i) for k, h in enumerate(HANDLES)])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--count", type=int, default=3000)
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="what a message's time is")
    args = ap.parse_args()
    sequences = {
        "stepreply": [step_reply(i) for i in range(args.count)],
        "streams": [stream_reply(i) for i in range(args.count)],
        "same": [step_reply(0, varying=False)] * args.count,
    }
    keys = [(C.GET_JOINT_POSITION, struct.pack("<i", h)) for h in HANDLES]
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    results: dict[str, list[float]] = {name: [] for name in sequences}
    for repeat in range(args.repeats + 1):  # the first round warms up
        for name, sequence in sequences.items():
            conn = ClientConnection()
            t0 = clock()
            for body in sequence:
                conn.merge(body, *conn.decode_shaped(body))
                for key in keys:
                    conn.lookup_pure(key)
            if repeat:
                results[name].append((clock() - t0) / len(sequence) * 1e6)
    for name, samples in results.items():
        print(f"{name:10s} {statistics.median(samples):7.2f} us   (min {min(samples):.2f})")


if __name__ == "__main__":
    main()
