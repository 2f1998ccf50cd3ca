"""Logging that a hostile or broken peer cannot flood: at most one line per key per interval."""

from __future__ import annotations

import logging
import time
from collections.abc import Hashable

__all__ = ["RateLimitedLog"]

#: Keys remembered at most; the oldest are forgotten first (a flood of peers costs bounded memory).
MAX_KEYS = 1024


class RateLimitedLog:
    """Log one line per key (e.g. a peer) per ``interval`` seconds; drop the rest, counting them.

    The next line logged for a key says how many were dropped since the last one.
    """

    def __init__(self, logger: logging.Logger, interval: float = 1.0) -> None:
        self.logger = logger
        self.interval = interval
        self._last: dict[Hashable, tuple[float, int]] = {}  # key -> (time logged, dropped since)

    def log(self, level: int, key: Hashable, text: str) -> bool:
        """Log ``text`` at ``level`` unless ``key`` logged within the interval; True if logged."""
        now = time.monotonic()
        last = self._last.get(key)
        if last is not None and now - last[0] < self.interval:
            self._last[key] = (last[0], last[1] + 1)
            return False
        if len(self._last) >= MAX_KEYS and key not in self._last:
            self._last.pop(next(iter(self._last)))
        self._last[key] = (now, 0)
        if last is not None and last[1]:
            text += f" ({last[1]} similar suppressed)"
        self.logger.log(level, "%s", text)
        return True

    def warning(self, key: Hashable, text: str) -> bool:
        """:meth:`log` at WARNING level."""
        return self.log(logging.WARNING, key, text)
