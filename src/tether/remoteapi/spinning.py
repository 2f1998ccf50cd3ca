"""Receiving a reply without a thread wake-up when it comes quickly: spin, then sleep.

On a small machine the wake-up of a blocked receiver is the dominant cost of a round trip, so a
client first polls its socket without blocking for a few hundred microseconds (yielding the CPU
between polls, so a server sharing the core gets to answer), and only then sleeps in poll().
"""

from __future__ import annotations

import os
import socket
import time
from typing import Protocol

SPIN_S = 0.0003  # poll the socket this long before sleeping (a wake-up costs more than a spin)
#: Bytes asked of one recv. Python allocates this much for every recv before shrinking it to what
#: came: 256 KiB went through mmap/munmap (glibc's threshold is 128 KiB) and cost ~15 us per
#: reply; 64 KiB comes from the heap (a small reply costs a small recv).
RECV_SIZE = 65536

_sched_yield = getattr(os, "sched_yield", lambda: None)
_DONTWAIT = socket.MSG_DONTWAIT  # looked up once: the loop below reads it on every turn


class _Poller(Protocol):
    def poll(self, timeout: int) -> object: ...


def recv_spinning(sock: socket.socket, poller: _Poller, spin_until: float, deadline: float) -> bytes | None:
    """What has arrived on ``sock``: ``b""`` when the peer closed, None at ``deadline``
    (``time.monotonic()`` values); spins until ``spin_until``, then waits in ``poller``."""
    while True:
        try:
            return sock.recv(RECV_SIZE, _DONTWAIT)
        except BlockingIOError:
            now = time.monotonic()
            if now < spin_until:
                # Let a peer that shares this core run (the server, on a busy 2-core machine):
                # two spinners on one core would otherwise alternate only per time slice.
                _sched_yield()
                continue
            if now >= deadline:
                return None
            poller.poll(max(1, int((deadline - now) * 1000) + 1))
        except InterruptedError:
            continue
