"""Micro-benchmark: the legacy server's cost of one exchange, in-process, on a real socket.

One process holds a real SimulationHost (its thread not started), a real LegacyServer on a
loopback port and a client socket. Each exchange: the client ``sendall``s a message, the
server connection's readable handler runs on this thread (as the host thread would run it),
and the client reads the whole reply. No thread hand-off or wake-up is timed, only the
server's work plus two loopback send/recv pairs, so the figure is stable enough to compare
commits: it runs on any commit that has ``LegacyServer(host, port)``, ``server.connections``
and ``Connection._on_readable`` (before and after the sans-IO rewrite of issue 9).

Messages (the fast path's, LockstepClient.step on the built-in arm):

* ``step``: 7 oneshot joint targets, a trigger (the pass runs inline: one gate), 7 blocking
  joint reads (15 commands);
* ``nostep``: the same without the trigger (14 commands, no pass);
* ``vary``: ``nostep`` with new target values in every message (as a real controller sends:
  the target commands' bytes are never seen before);
* ``ping``: one blocking joint read, the per-exchange floor;
* ``simpy``: the sim.py stepping loop's two messages per step (7 targets + trigger, then
  simxGetPingTime's get_integer_parameter) with the 7 joint reads streaming from the store,
  measured on a second connection (per step: two exchanges and one pass);
* ``pass``: Simulation's pass alone (``_run_pass`` under the lock), for subtraction.

Figures are this thread's CPU time per exchange (``--wall``: wall-clock), medians of repeats.
Usage (pin it to one core)::

    taskset -c 1 python tools/probes/legacy_exchange.py [--repeats 7] [--count 3000]
    PYTHONPATH=/tmp/base/src taskset -c 1 python tools/probes/legacy_exchange.py  # another commit
"""

from __future__ import annotations

import argparse
import json
import select
import socket
import statistics
import struct
import time

from tether.core import Simulation
from tether.host import SimulationHost
from tether.remoteapi import commands as C
from tether.remoteapi.protocol import OPMODE_BLOCKING, OPMODE_ONESHOT, OPMODE_STREAMING, Command, encode_command
from tether.remoteapi.server import LegacyServer

JOINTS = [f"Arm_joint{i}" for i in range(1, 8)]
_HEADER = struct.Struct("<HBiiiHB")
_PACKET = struct.Struct("<HHH")
_SUB = struct.Struct("<iiHiiHiBB")


def message(message_id: int, commands: list[bytes]) -> bytes:
    """One single-packet client message."""
    body = _HEADER.pack(0, 11, message_id, 0, 0, 0, 0) + b"".join(commands)
    return _PACKET.pack(1, len(body), 0) + body


class Bench:
    def __init__(self) -> None:
        self.host = SimulationHost(Simulation())
        self.server = LegacyServer(self.host, 0)
        self.client = socket.create_connection(("127.0.0.1", self.server.port))
        self.client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        select.select([self.server._sock], [], [], 5)
        self.server._accept()
        (self.conn,) = self.server.connections
        self.next_id = 0

    def exchange(self, wire: bytes) -> bytes:
        """Send one message, run the server's handler, return the reply body."""
        self.client.sendall(wire)
        return self.finish()

    def finish(self) -> bytes:
        conn, client = self.conn, self.client
        buf = b""
        while True:
            conn._on_readable()
            try:
                buf += client.recv(65536, socket.MSG_DONTWAIT)
            except BlockingIOError:
                continue
            if len(buf) >= 6:
                n = _PACKET.unpack_from(buf)[1]
                if len(buf) >= 6 + n:
                    return buf[6:]

    def call(self, cmd: Command) -> bytes:
        """The pure data of the reply to one blocking command."""
        self.next_id += 1
        body = self.exchange(message(self.next_id, [encode_command(cmd)]))
        mem, _f, cd, _o, _w, _a, _t, status, _r = _SUB.unpack_from(body, 18)
        assert not status & 1, f"command 0x{cmd.command_id:x} failed"
        return body[18 + 26 + cd: 18 + mem]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--count", type=int, default=3000)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--wall", action="store_true", help="wall-clock time instead of this thread's CPU time")
    args = ap.parse_args()
    # This thread's CPU time (user + system: the socket calls count) by default: time the
    # scheduler gives other processes on a shared machine is not counted.
    clock = time.perf_counter if args.wall else time.thread_time
    b = Bench()
    handles = [
        struct.unpack("<i", b.call(Command.build(C.GET_OBJECT_HANDLE, OPMODE_BLOCKING, strings=(n,))))[0]
        for n in JOINTS
    ]
    b.call(Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING))
    b.call(Command.build(C.START_PAUSE_STOP_SIMULATION, OPMODE_BLOCKING, ints=(0,)))
    targets = [
        encode_command(Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(h,),
                                     pure_data=struct.pack("<f", 0.1)))
        for h in handles
    ]
    reads = [encode_command(Command.build(C.GET_JOINT_POSITION, OPMODE_BLOCKING, ints=(h,))) for h in handles]
    trigger = encode_command(Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING, status=1))
    messages = {
        "step": targets + [trigger] + reads,
        "nostep": targets + reads,
        "ping": reads[:1],
    }
    # A fixed message id: the bytes (and the decode cache's hits) are those of a real loop.
    wires: dict[str, bytes | list[bytes]] = {k: message(1, v) for k, v in messages.items()}
    # fresh target values in every message (built beforehand: only the server's work is timed)
    vary = []
    for i in range(args.count):
        values = [0.1 + 1e-5 * ((i * 7 + j) % 20000) for j in range(7)]
        vary.append(message(1, [
            encode_command(Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(h,),
                                         pure_data=struct.pack("<f", v)))
            for h, v in zip(handles, values)
        ] + reads))
    wires["vary"] = vary
    # the sim.py loop on a connection of its own (its streams stay in that connection's store)
    s = Bench.__new__(Bench)
    s.host, s.server, s.next_id = b.host, b.server, 0
    s.client = socket.create_connection(("127.0.0.1", b.server.port))
    s.client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    select.select([b.server._sock], [], [], 5)
    b.server._accept()
    (s.conn,) = [c for c in b.server.connections if c is not b.conn]
    streams = [encode_command(Command.build(C.GET_JOINT_POSITION, OPMODE_STREAMING, ints=(h,))) for h in handles]
    s.exchange(message(1, streams))
    simpy = (message(2, targets + [trigger]),
             message(3, [encode_command(Command.build(C.GET_INTEGER_PARAMETER, OPMODE_BLOCKING, ints=(1,)))]))
    b.call(Command.build(C.SYNCHRONOUS_DISABLE, OPMODE_BLOCKING))  # one stepping client at a time
    s.call(Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING))

    def simpy_step() -> None:
        s.exchange(simpy[0])
        s.exchange(simpy[1])

    for _ in range(300):
        simpy_step()
    s.call(Command.build(C.SYNCHRONOUS_DISABLE, OPMODE_BLOCKING))
    b.call(Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING))
    sim = b.host.simulation
    results: dict[str, list[float]] = {k: [] for k in [*wires, "pass", "simpy"]}
    for name, wire in wires.items():  # warm up
        for i in range(300):
            b.exchange(wire[i] if isinstance(wire, list) else wire)
    for _ in range(args.repeats):
        for name, wire in wires.items():
            sequence = wire if isinstance(wire, list) else [wire] * args.count
            t0 = clock()
            for w in sequence:
                b.exchange(w)
            results[name].append((clock() - t0) / args.count * 1e6)
        t0 = clock()
        run_pass = sim.loop.run_pass if hasattr(sim, "loop") else sim._run_pass  # older commits: _run_pass
        with sim.lock:
            for _ in range(args.count):
                run_pass()
        results["pass"].append((clock() - t0) / args.count * 1e6)
        b.call(Command.build(C.SYNCHRONOUS_DISABLE, OPMODE_BLOCKING))
        s.call(Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING))
        t0 = clock()
        for _ in range(args.count):
            simpy_step()
        results["simpy"].append((clock() - t0) / args.count * 1e6)
        s.call(Command.build(C.SYNCHRONOUS_DISABLE, OPMODE_BLOCKING))
        b.call(Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING))
    med = {k: statistics.median(v) for k, v in results.items()}
    if args.json:
        print(json.dumps({"median_us": med, "samples_us": results}))
    else:
        for k, v in med.items():
            print(f"{k:7s} {v:8.2f} us   (samples: {' '.join(f'{x:.1f}' for x in results[k])})")
        print(f"step - pass = {med['step'] - med['pass']:.2f} us")


if __name__ == "__main__":
    main()
