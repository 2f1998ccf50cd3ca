"""Polling helper shared by the tests (import it as ``from waiting import wait_until``)."""

from __future__ import annotations

import time
from typing import Callable


def wait_until(predicate: Callable[[], object], timeout: float = 5.0, interval: float = 0.002) -> bool:
    """Poll ``predicate`` until it holds (True) or ``timeout`` seconds pass (then its last value)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return bool(predicate())
