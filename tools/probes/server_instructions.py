"""The legacy server's work per message, in instructions (callgrind): steady on a loaded machine.

One process holds :mod:`legacy_exchange`'s setup (a real SimulationHost, its thread not
started, a real LegacyServer on a loopback port, a client socket). Per exchange the client
``sendall``s a message (not counted), then one turn of the host's dispatch runs (counted: the
``zmq_poll`` that sees the socket readable, ``Connection._on_readable``, decode, execution,
reply packing, framing and the ``send``), then the client reads the reply (not counted).
Collection is on only inside ``builtin_sum``, which wraps that one host turn.

Messages as in :mod:`legacy_exchange` (``ping``, ``nostep``, ``vary``, ``step``); ``pass`` is the
simulation pass alone, to subtract from ``step``. Compare commits by running each one's copy
with its ``src`` first on ``PYTHONPATH``::

    python tools/probes/server_instructions.py ping nostep vary step pass
    TETHER_PURE_PYTHON=1 python tools/probes/server_instructions.py ping

Needs ``valgrind``.
"""

from __future__ import annotations

import argparse
import os
import socket
import struct
import subprocess
import sys
import tempfile

WHICH = ("ping", "nostep", "vary", "step", "pass")
_PACKET = struct.Struct("<HHH")


def _measured(which: str, count: int) -> None:
    """The loop valgrind runs."""
    sys.path.insert(0, os.path.dirname(__file__))
    import legacy_exchange as lx  # type: ignore[import-not-found]  # noqa: PLC0415 - beside this file

    from tether.remoteapi import commands as C
    from tether.remoteapi.protocol import OPMODE_BLOCKING, OPMODE_ONESHOT, Command, encode_command

    b = lx.Bench()
    handles = [
        struct.unpack("<i", b.call(Command.build(C.GET_OBJECT_HANDLE, OPMODE_BLOCKING, strings=(n,))))[0]
        for n in lx.JOINTS
    ]
    b.call(Command.build(C.SYNCHRONOUS_ENABLE, OPMODE_BLOCKING))
    b.call(Command.build(C.START_PAUSE_STOP_SIMULATION, OPMODE_BLOCKING, ints=(0,)))

    def targets(i: int) -> list[bytes]:
        return [
            encode_command(Command.build(C.SET_JOINT_TARGET_POSITION, OPMODE_ONESHOT, ints=(h,),
                                         pure_data=struct.pack("<f", 0.1 + 1e-5 * ((i * 7 + j) % 20000))))
            for j, h in enumerate(handles)
        ]

    reads = [encode_command(Command.build(C.GET_JOINT_POSITION, OPMODE_BLOCKING, ints=(h,))) for h in handles]
    trigger = encode_command(Command.build(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING, status=1))
    fixed = targets(0)
    if which == "vary":
        wires = [lx.message(1, targets(i) + reads) for i in range(count + 100)]
    else:
        body = {"step": fixed + [trigger] + reads, "nostep": fixed + reads, "ping": reads[:1], "pass": reads[:1]}[which]
        wires = [lx.message(1, body)] * (count + 100)
    host, client = b.host, b.client
    sim = host.simulation

    def turn(_: int) -> int:
        host._dispatch(0)
        return 0

    def exchange(wire: bytes, counted: bool = True) -> None:
        client.sendall(wire)
        if counted:
            sum(map(turn, (0,)))  # collected: builtin_sum
        else:
            turn(0)
        buf = b""
        while True:
            buf += client.recv(65536)
            if len(buf) >= 6 and len(buf) >= 6 + _PACKET.unpack_from(buf)[1]:
                return

    for w in wires[:100]:  # warm up (caches, shapes, first-call imports), not counted
        exchange(w, False)
    if which == "pass":
        def one_pass(_: int) -> int:
            sim.loop.run_pass()
            return 0

        with sim.lock:
            for _ in range(count):
                sum(map(one_pass, (0,)))
        return
    for w in wires[100:]:
        exchange(w)


def count(which: str, n: int) -> int:
    """Instructions per message of kind ``which`` (runs this file under callgrind)."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--collect-atstart=no",
             "--toggle-collect=builtin_sum*", sys.executable, __file__, "--measured", which, str(n)],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        with open(out) as f:
            for line in f:
                if line.startswith("summary:") or line.startswith("totals:"):
                    return int(line.split()[1]) // n
    raise RuntimeError("callgrind wrote no totals")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("which", nargs="*", help=f"any of {', '.join(WHICH)} (default: all)")
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--measured", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.measured:
        _measured(args.measured[0], int(args.measured[1]))
        return
    for which in args.which or WHICH:
        if which not in WHICH:
            ap.error(f"unknown message {which!r}")
        print(f"{which:7s} {count(which, args.count):>10,d} instructions per message")


if __name__ == "__main__":
    main()
