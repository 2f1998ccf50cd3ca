"""RateLimitedLog: one line per peer per interval, suppressed lines counted, memory bounded."""

from __future__ import annotations

import logging

from tether.util.logging_limits import RateLimitedLog


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_one_line_per_peer_per_interval(caplog):
    clock = Clock()
    log = RateLimitedLog(logging.getLogger("tether.test"), interval=1.0, clock=clock)
    with caplog.at_level(logging.WARNING, logger="tether.test"):
        assert log.warning("a:1", "bad\nthing")
        assert not log.warning("a:1", "bad thing")
        assert not log.warning("a:1", "bad thing")
        assert log.warning("b:2", "other peer")
        clock.now += 1.0
        assert log.warning("a:1", "bad thing again")
    lines = [r.getMessage() for r in caplog.records]
    assert lines == [
        "bad thing (from a:1)",
        "other peer (from b:2)",
        "bad thing again (from a:1; 2 similar suppressed)",
    ]


def test_memory_is_bounded_by_max_peers():
    clock = Clock()
    log = RateLimitedLog(logging.getLogger("tether.test"), max_peers=8, clock=clock)
    for i in range(1000):
        log.warning(f"peer{i}", "x")
    assert len(log._peers) == 8
    assert not log.warning("peer999", "x")  # the most recent peers are remembered
