"""Micro-benchmark: the legacy server's CPU per message, without any transport.

A real ``ServerConnection`` of a real shared-memory server (its host thread not started) is fed
whole message bodies with ``receive_data`` and emptied with ``data_to_send`` on this thread, so
only the server's own work is timed: no socket, no wake-up, no client. The scene is the peer
lane's KUKA iiwa (``pybullet_data``; ``--builtin``: tether's built-in scene and its arm).

Messages (the fast path's, ``LockstepClient.step``):

* ``empty``: a message without commands (the per-message floor);
* ``ping``: one blocking joint read;
* ``nostep`` / ``varynostep``: 7 oneshot joint targets (the same values every time / new values
  in every message) + 7 blocking joint reads;
* ``trig``: the trigger alone (its pass runs inline);
* ``step`` / ``varystep``: targets, trigger, reads (15 commands, one pass);
* ``pass``: the simulation's pass alone, back to back (for subtraction).

Figures: medians (and minimums) over repeats of wall-clock µs per message (``--clock cpu``: the
process's CPU time, which leaves out the time a loaded machine gives other processes). Pin it to
one core::

    taskset -c 1 python tools/probes/legacy_server_cpu.py [--repeats 7] [--count 3000] [--builtin] [--clock cpu]
"""

from __future__ import annotations

import argparse
import random
import statistics
import struct
import tempfile
import time
from pathlib import Path

from tether.core import Simulation
from tether.host import SimulationHost
from tether.remoteapi import commands as C
from tether.remoteapi.protocol import OPMODE_BLOCKING, OPMODE_ONESHOT, Command, MessageHeader, encode_command
from tether.remoteapi.shm_server import ShmLegacyServer

TARGETS = [0.1, -0.2, 0.15, -0.3, 0.05, 0.25, -0.1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--count", type=int, default=3000)
    ap.add_argument("--builtin", action="store_true", help="the built-in scene instead of the KUKA iiwa")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="what a message's time is")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.builtin:
            sim, names = Simulation(), [f"Arm_joint{i}" for i in range(1, 8)]
        else:
            from tether.bench.peer import KUKA_JOINTS, kuka_manifest

            sim, names = Simulation(str(kuka_manifest(Path(tmp)))), KUKA_JOINTS
        host = SimulationHost(sim)
        server = ShmLegacyServer(host, -random.randint(30000, 99999))
        try:
            run(sim, server, names, args.repeats, args.count, args.clock)
        finally:
            server.close()


def run(sim: Simulation, server: ShmLegacyServer, names: list[str], repeats: int, count: int,
        clock_name: str = "wall") -> None:
    conn = server._open()  # what poll() does when a client posts its first message

    def message(commands: list[Command]) -> bytes:
        return MessageHeader(1).pack() + b"".join(encode_command(c) for c in commands)

    def call(cmd: Command) -> bytes:
        conn.receive_data(message([cmd]))
        return conn.data_to_send()

    handles = []
    for name in names:
        reply = call(Command.build(C.GET_OBJECT_HANDLE, OPMODE_BLOCKING, strings=(name,)))
        handles.append(struct.unpack_from("<i", reply, len(reply) - 4)[0])
    call(Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING))
    call(Command.build(C.START_PAUSE_STOP_SIMULATION, OPMODE_BLOCKING, ints=(0,)))

    def targets(values: list[float]) -> list[Command]:
        return [Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(h,), pure_data=struct.pack("<f", v))
                for h, v in zip(handles, values)]

    def varied(i: int) -> list[Command]:
        return targets([t + 1e-4 * ((i * 7 + j) % 1000) for j, t in enumerate(TARGETS)])

    reads = [Command.build(C.GET_JOINT_POSITION, OPMODE_BLOCKING, ints=(h,)) for h in handles]
    trigger = Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING, status=1)
    sequences = {
        "empty": [message([])] * count,
        "ping": [message(reads[:1])] * count,
        "nostep": [message(targets(TARGETS) + reads)] * count,
        "varynostep": [message(varied(i) + reads) for i in range(count)],
        "trig": [message([trigger])] * count,
        "step": [message(targets(TARGETS) + [trigger] + reads)] * count,
        "varystep": [message(varied(i) + [trigger] + reads) for i in range(count)],
    }
    results: dict[str, list[float]] = {k: [] for k in [*sequences, "pass"]}
    clock = time.perf_counter if clock_name == "wall" else time.process_time
    for sequence in sequences.values():  # warm up
        for body in sequence[:300]:
            conn.receive_data(body)
            conn.data_to_send()
    for _ in range(repeats):
        for name, sequence in sequences.items():
            t0 = clock()
            for body in sequence:
                conn.receive_data(body)
                conn.data_to_send()
            results[name].append((clock() - t0) / count * 1e6)
        t0 = clock()
        run_pass = sim.loop.run_pass if hasattr(sim, "loop") else sim._run_pass  # older commits: _run_pass
        with sim.lock:
            for _ in range(count):
                run_pass()
        results["pass"].append((clock() - t0) / count * 1e6)
    for name, samples in results.items():
        print(f"{name:10s} {statistics.median(samples):7.2f} us   (min {min(samples):.2f})")


if __name__ == "__main__":
    main()
