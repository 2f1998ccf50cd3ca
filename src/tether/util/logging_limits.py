"""Rate-limited logging: a hostile or broken peer cannot flood the log.

A server that meets bad input logs it with :meth:`RateLimitedLog.warning`, naming the peer:
the first line per peer per interval is written, later ones are counted and the count is
added to the next line that gets through ("... (12 similar suppressed)").  Lines are single
lines (no tracebacks) and memory stays bounded however many peers there are.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Callable

__all__ = ["RateLimitedLog"]


class RateLimitedLog:
    """At most one line per peer per ``interval`` seconds to ``logger``.

    Args:
        logger: where the lines go.
        interval: seconds between two lines about the same peer.
        max_peers: peers remembered at once; beyond it the oldest are forgotten (so a flood
            of new peers costs bounded memory and, at worst, a line each).
        clock: monotonic time source (tests pass their own).
    """

    def __init__(
        self,
        logger: logging.Logger,
        interval: float = 1.0,
        max_peers: int = 1024,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.logger = logger
        self.interval = interval
        self.max_peers = max_peers
        self._clock = clock
        self._lock = threading.Lock()
        # peer -> (time of its last written line, lines suppressed since)
        self._peers: dict[str, tuple[float, int]] = {}

    def warning(self, peer: str, text: str) -> bool:
        """Log ``text`` about ``peer`` at WARNING level unless it was done within the interval.

        Returns True when the line was written.
        """
        return self.log(logging.WARNING, peer, text)

    def log(self, level: int, peer: str, text: str) -> bool:
        """Like :meth:`warning` at any level."""
        now = self._clock()
        with self._lock:
            last, suppressed = self._peers.get(peer, (None, 0))
            if last is not None and now - last < self.interval:
                self._peers[peer] = (last, suppressed + 1)
                return False
            self._peers.pop(peer, None)  # re-insert: the dict stays ordered by last line
            self._peers[peer] = (now, 0)
            while len(self._peers) > self.max_peers:
                del self._peers[next(iter(self._peers))]
        line = " ".join(str(text).split())  # one line, whatever the text holds
        more = f"; {suppressed} similar suppressed" if suppressed else ""
        self.logger.log(level, "%s (from %s%s)", line, peer, more)
        return True
