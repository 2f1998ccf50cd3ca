"""The simulation's message log: what scripts print with sim.addLog / sim.addStatusbarMessage."""

from __future__ import annotations

import builtins
import logging
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable

logger = logging.getLogger("tether.sim")

# CoppeliaSim's verbosity levels (sim.verbosity_*)
VERBOSITY_ERRORS = 200
VERBOSITY_WARNINGS = 300
VERBOSITY_INFOS = 500
VERBOSITY_SCRIPTERRORS = 420
VERBOSITY_SCRIPTINFOS = 450

_LEVELS = {
    VERBOSITY_ERRORS: logging.ERROR,
    VERBOSITY_WARNINGS: logging.WARNING,
    VERBOSITY_SCRIPTERRORS: logging.ERROR,
}


@dataclass(frozen=True)
class LogLine:
    wall_time: float
    sim_time: float
    verbosity: int
    text: str
    detail: str = ""  # a script error's traceback: for the viewer's log, not the terminal (tether -v)


class MessageLog:
    """A bounded, thread-safe log of script messages, mirrored to Python logging."""

    def __init__(self, maxlen: int = 10_000) -> None:
        self._lines: deque[LogLine] = deque(maxlen=maxlen)
        self._lock = threading.Lock()
        self.total = 0

    def add(self, text: str, sim_time: float, verbosity: int = VERBOSITY_SCRIPTINFOS, detail: str = "") -> None:
        with self._lock:
            self._lines.append(LogLine(time.time(), sim_time, verbosity, text, detail))
            self.total += 1
        logger.log(_LEVELS.get(verbosity, logging.INFO), "[t=%.3f] %s", sim_time, text)

    def lines(self) -> list[LogLine]:
        with self._lock:
            return list(self._lines)

    def since(self, count: int) -> tuple[list[LogLine], int, int]:
        """The lines added after the first ``count`` ever added: ``(lines, total, lost)``, where
        ``lost`` counts lines that had already left the bounded log."""
        with self._lock:
            new = max(0, self.total - count)
            kept = min(new, len(self._lines))
            lines = [self._lines[i] for i in range(len(self._lines) - kept, len(self._lines))]
            return lines, self.total, new - kept

    def texts(self) -> list[str]:
        return [line.text for line in self.lines()]


def script_print(log: MessageLog, clock: Callable[[], float]) -> Callable[..., None]:
    """A ``print`` for scripts: what goes to stdout becomes a script log line (CoppeliaSim shows a
    script's print in its status bar); ``print(..., file=f)`` to anything else prints as usual."""

    def print_(*values: Any, sep: str | None = " ", end: str | None = "\n", file: Any = None,
               flush: bool = False) -> None:
        if file is not None and file is not sys.stdout:
            builtins.print(*values, sep=sep, end=end, file=file, flush=flush)
            return
        text = (" " if sep is None else sep).join(str(v) for v in values)
        log.add(text.rstrip("\n"), clock(), VERBOSITY_SCRIPTINFOS)

    return print_
