"""The README's default ports (19997, 23000, 5555) are one resource of the machine: the tests that
serve on them hold this lock meanwhile, so two pytest-xdist workers (CI runs two) or two test runs
on one machine take turns instead of finding the ports taken and skipping."""

from __future__ import annotations

import contextlib
import fcntl
import os
import tempfile
import time
from typing import Iterator

LOCK_PATH = os.path.join(tempfile.gettempdir(), "tether-readme-ports.lock")


@contextlib.contextmanager
def readme_ports(timeout: float = 600.0) -> Iterator[None]:
    """Hold the README ports' lock (waiting up to ``timeout`` seconds for another holder)."""
    with open(LOCK_PATH, "a") as lock:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"another test held the README's ports ({LOCK_PATH}) for {timeout:g} s") from None
                time.sleep(0.1)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
