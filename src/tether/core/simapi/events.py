"""Scheduled calls and script messages: ``scheduleExecution``, ``cancelScheduledExecution``,
``broadcastMsg``.

A scheduled function (a function of the calling script) runs after the first pass that reaches
its time point: simulation time, or system time (``time.time()``) when ``simTime`` is false;
stopping the simulation drops the simulation-time ones. ``broadcastMsg`` calls ``sysCall_msg``
(message, origin) in every script that defines it, at once.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from tether.core.engine.errors import SimError
from tether.core.simapi.args import integer, number
from tether.core.simapi.base import Part

__all__ = ["EventsAPI", "MAX_SCHEDULED"]

MAX_SCHEDULED = 10_000
_ids = itertools.count(1)


@dataclass
class _Scheduled:
    func: Callable[..., Any]
    args: Sequence[Any]
    at: float
    sim_time: bool


class EventsAPI(Part):
    """scheduleExecution, cancelScheduledExecution, broadcastMsg."""

    def _schedule(self) -> dict[int, _Scheduled]:
        extra = self._extra
        if extra.scheduled is None:
            scheduled: dict[int, _Scheduled] = {}
            extra.scheduled = scheduled
            sim = self._sim
            sim.loop.after_pass.append(self._run_due)

            def drop_sim_time_calls() -> None:  # stopping resets simulation time
                for key, item in list(scheduled.items()):
                    if item.sim_time:
                        del scheduled[key]
            sim.loop.on_stop.append(drop_sim_time_calls)
        return extra.scheduled

    def _run_due(self) -> None:
        scheduled = self._extra.scheduled or {}
        now_sim, now_wall = self._sim.loop.sim_time, time.time()
        for key, item in sorted(scheduled.items()):
            if (now_sim if item.sim_time else now_wall) >= item.at:
                scheduled.pop(key, None)
                try:
                    item.func(*item.args)
                except Exception as exc:  # a script's error: reported like a script's, the pass goes on
                    self._scripts.report_script_error(f"scheduled function failed: {type(exc).__name__}: {exc}")

    def scheduleExecution(self, func: Callable[..., Any], args: Sequence[Any] | None, time_point: float,
                          sim_time: bool = True) -> int:
        """Run ``func(*args)`` after the pass that reaches ``time_point`` (simulation time, or
        system time); returns an id for cancelScheduledExecution. Scripts only."""
        if not callable(func):
            raise SimError("scheduleExecution needs a function of the calling script")
        scheduled = self._schedule()
        if len(scheduled) >= MAX_SCHEDULED:
            raise SimError(f"too many scheduled calls ({MAX_SCHEDULED})")
        key = next(_ids)
        scheduled[key] = _Scheduled(func, list(args or []), number(time_point, "time point"), bool(sim_time))
        return key

    def cancelScheduledExecution(self, schedule_id: int) -> bool:
        """Cancel a scheduled call: True if it had not run yet."""
        return self._schedule().pop(integer(schedule_id, "id"), None) is not None

    def broadcastMsg(self, message: Any, options: int = 0) -> None:
        """Call ``sysCall_msg(message, origin)`` in every script that defines it (origin: the
        calling script's handle, -1 from outside)."""
        origin = self._script.handle if self._script is not None else -1
        scripts = [self._scripts.main_script, *self._sim.scripts.child_scripts]
        for script in scripts:
            handler = getattr(script, "namespace", {}).get("sysCall_msg")
            if callable(handler):
                handler(message, {"origin": origin})
