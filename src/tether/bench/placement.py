"""Where benchmark processes run: client and server pinned to one core, or to two.

On a small machine a round trip between two processes costs about ten times more when they sit
on different cores (each message wakes a sleeping core) than on one core (the sender yields and
the receiver runs at once), and the scheduler picks either at will: unpinned figures swing about
2x from run to run. So every two-process measurement pins both sides, candidate and baseline
alike, and reports each placement on its own line.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterator

__all__ = ["Placement", "SAME_CORE", "CROSS_CORE", "available", "cpus", "pinned", "pin_child"]


@dataclass(frozen=True)
class Placement:
    """Which CPU the client (this process) and the server process run on."""

    name: str
    client_cpu: int
    server_cpu: int


SAME_CORE = Placement("same-core", 0, 0)
CROSS_CORE = Placement("cross-core", 0, 1)


def cpus() -> list[int]:
    """The CPUs this process may run on, in order."""
    return sorted(os.sched_getaffinity(0))


def available(choice: str = "both") -> list[Placement]:
    """The placements this machine can run (``choice``: same-core, cross-core or both)."""
    mine = cpus()
    same = Placement(SAME_CORE.name, mine[0], mine[0])
    cross = Placement(CROSS_CORE.name, mine[0], mine[1]) if len(mine) > 1 else None
    wanted = {"same-core": [same], "cross-core": [cross], "both": [same, cross]}[choice]
    return [p for p in wanted if p is not None]


@contextmanager
def pinned(cpu: int | None) -> Iterator[None]:
    """Run the calling process on ``cpu`` only, for the duration of the block (None: as is)."""
    if cpu is None:
        yield
        return
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {cpu})
    try:
        yield
    finally:
        os.sched_setaffinity(0, before)


def pin_child(cpu: int | None) -> Callable[[], None] | None:
    """A ``preexec_fn`` for ``subprocess.Popen`` that pins the child (and every thread it will
    start) to ``cpu`` before it runs."""
    if cpu is None:
        return None
    return lambda: os.sched_setaffinity(0, {cpu})
