"""What a shared-memory wake-up costs on this machine: spin, futex or eventfd, across two processes.

A lockstep exchange over shared memory waits twice: the server for the request, the client for
the reply. This probe measures only that: two processes (pinned, ``--cpus 0 1`` by default)
pass a turn byte back and forth through one shared page, ``--count`` round trips per round, and
wait for it in one of three ways:

* ``spin``: read the byte, ``sched_yield`` between reads (what ``tether.remoteapi.shm`` and the
  host loop do while an exchange is likely);
* ``futex``: ``FUTEX_WAIT`` on the word until the other side's ``FUTEX_WAKE`` (a system call each
  way, the waiter sleeps);
* ``eventfd``: a blocking ``read`` of an eventfd the other side ``write`` s (the same, through a
  file descriptor a poller could also watch).

Rounds alternate the three kinds, so drift hits each alike. Printed per kind: the median round
trip (µs) and the CPU both processes used per round trip (µs: what waiting costs the machine).
Usage::

    python tools/probes/shm_wakeup.py [--rounds 5] [--count 5000] [--cpus 0 1]
"""

from __future__ import annotations

import argparse
import ctypes
import mmap
import os
import statistics
import struct
import time

KINDS = ("spin", "futex", "eventfd")
_SYS_FUTEX = 202  # x86-64
_FUTEX_WAIT, _FUTEX_WAKE = 0, 1
_libc = ctypes.CDLL(None, use_errno=True)
_libc.syscall.restype = ctypes.c_long


def _futex(address: int, op: int, value: int) -> None:
    _libc.syscall(_SYS_FUTEX, ctypes.c_void_p(address), op, value, None, None, 0)


def _side(kind: str, me: int, page: mmap.mmap, fds: tuple[int, int], count: int) -> None:
    """Play ``count`` turns: wait until the word says ``me``, hand it to the other side."""
    other = 1 - me
    word = ctypes.c_int32.from_buffer(page)
    address = ctypes.addressof(word)
    mine, theirs = fds[me], fds[other]
    one = struct.pack("<Q", 1)
    yield_ = os.sched_yield
    for _ in range(count):
        if kind == "spin":
            while word.value != me:
                yield_()
            word.value = other
        elif kind == "futex":
            while word.value != me:
                _futex(address, _FUTEX_WAIT, other)
            word.value = other
            _futex(address, _FUTEX_WAKE, 1)
        else:
            os.read(mine, 8)
            word.value = other
            os.write(theirs, one)
    del word


def _round(kind: str, count: int, cpus: tuple[int, int]) -> tuple[float, float]:
    """One round of ``count`` round trips: (µs per round trip, CPU µs of both per round trip)."""
    page = mmap.mmap(-1, mmap.PAGESIZE)
    fds = (os.eventfd(0), os.eventfd(0))
    start_usage = os.times()
    pid = os.fork()
    if pid == 0:  # the server side: answers each turn
        os.sched_setaffinity(0, {cpus[1]})
        try:
            _side(kind, 1, page, fds, count)
        finally:
            os._exit(0)
    os.sched_setaffinity(0, {cpus[0]})
    time.sleep(0.05)  # the child pinned and waiting
    start = time.perf_counter()
    struct.pack_into("<i", page, 0, 0)
    if kind == "eventfd":
        os.write(fds[0], struct.pack("<Q", 1))
    _side(kind, 0, page, fds, count)
    elapsed = time.perf_counter() - start
    os.waitpid(pid, 0)
    end_usage = os.times()
    cpu = sum(end_usage[:4]) - sum(start_usage[:4])
    for fd in fds:
        os.close(fd)
    page.close()
    return elapsed / count * 1e6, cpu / count * 1e6


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--count", type=int, default=5000)
    ap.add_argument("--cpus", type=int, nargs=2, default=[0, 1])
    args = ap.parse_args()
    times: dict[str, list[float]] = {k: [] for k in KINDS}
    cpu: dict[str, list[float]] = {k: [] for k in KINDS}
    for r in range(args.rounds):
        for kind in KINDS if r % 2 == 0 else KINDS[::-1]:
            t, c = _round(kind, args.count, (args.cpus[0], args.cpus[1]))
            times[kind].append(t)
            cpu[kind].append(c)
    for kind in KINDS:
        print(f"{kind:8s} round trip {statistics.median(times[kind]):7.2f} µs (rounds {min(times[kind]):.2f}.."
              f"{max(times[kind]):.2f}), CPU of both {statistics.median(cpu[kind]):7.2f} µs per round trip")


if __name__ == "__main__":
    main()
