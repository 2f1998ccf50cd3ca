"""Script log lines on the terminal of `tether serve`, as CoppeliaSim's status bar shows them.

What scripts say with ``sim.addLog`` and ``sim.addStatusbarMessage`` (and script errors) is
printed as it happens: informations on stdout, warnings and errors on stderr, one line each.
A thread reads the simulation's log a few times a second, so a script that logs every pass never
waits for the terminal; past ``rate`` lines a second (with a burst allowance) lines are counted
instead of printed, and one line says how many were left out (the viewer's log has them all).
With ``--quiet`` only warnings and errors are printed.
"""

from __future__ import annotations

import sys
import threading
import time
from typing import TextIO

from tether.core.engine.log import LogLine, MessageLog

VERBOSITY_SCRIPTWARNINGS = 430  # sim.verbosity_scriptwarnings: warnings and worse go to stderr
POLL_SECONDS = 0.1
DEFAULT_RATE = 20.0  # lines per second printed at most, on average
DEFAULT_BURST = 50  # lines printed at once before the rate applies
_LABELS = {200: "error", 300: "warning", 420: "script error", 430: "script warning"}


def format_line(line: LogLine) -> str:
    """One terminal line: ``[t=1.250] text``, with the level for warnings and errors."""
    label = _LABELS.get(line.verbosity)
    level = f" {label}:" if label else ""
    return f"[t={line.sim_time:.3f}]{level} {line.text}"


class _Bucket:
    """A token bucket: ``rate`` lines a second on average, ``burst`` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens = float(burst)
        self.refilled = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.refilled) * self.rate)
        self.refilled = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class LogEcho:
    """Prints a MessageLog's new lines from a daemon thread until closed. Informations and
    warnings/errors have a rate limit each, so a flood of prints never hides an error."""

    def __init__(
        self,
        log: MessageLog,
        quiet: bool = False,
        rate: float = DEFAULT_RATE,
        burst: int = DEFAULT_BURST,
        out: TextIO | None = None,
        err: TextIO | None = None,
    ) -> None:
        self.log = log
        self.quiet = quiet
        self.rate = rate
        self._buckets = {False: _Bucket(rate, burst), True: _Bucket(rate, burst)}
        self._out = out
        self._err = err
        self._dropped = 0
        self._seen = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tether-log-echo", daemon=True)

    def start(self) -> LogEcho:
        self._thread.start()
        return self

    def close(self) -> None:
        """Print what is left and stop the thread."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(5)

    def _run(self) -> None:
        while not self._stop.wait(POLL_SECONDS):
            self.flush()
        self.flush(last=True)

    def flush(self, last: bool = False) -> None:
        """Print the lines logged since the last call (within the rate limits)."""
        lines, self._seen, lost = self.log.since(self._seen)
        self._dropped += lost
        for line in lines:
            severe = line.verbosity <= VERBOSITY_SCRIPTWARNINGS
            if self.quiet and not severe:
                continue
            if not self._buckets[severe].take():
                self._dropped += 1
                continue
            self._write(format_line(line), severe)
        if self._dropped and (last or self._buckets[True].take()):
            self._write(f"tether: {self._dropped} script log line(s) not shown (more than {self.rate:g} a second); "
                        "the viewer's log has them", True)
            self._dropped = 0

    def _write(self, text: str, to_err: bool) -> None:
        stream = (self._err or sys.stderr) if to_err else (self._out or sys.stdout)
        try:
            print(text, file=stream, flush=True)
        except (OSError, ValueError):  # a closed pipe or terminal: nothing left to show
            self._stop.set()
