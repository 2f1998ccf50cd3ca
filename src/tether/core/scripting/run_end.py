"""Who ended a run early: a script's ``sim.pauseSimulation`` / ``sim.stopSimulation``, recorded
by the loop with the script and the simulation time, so ``tether run`` can say how a run ended
(and exit with a code CI can tell apart from a full run)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from tether.core.engine.states import SimulationState

if TYPE_CHECKING:
    from tether.core.engine.loop import Loop
    from tether.core.scripting.scripts import Script

__all__ = ["EndRequest", "current_request", "script_description"]


@dataclass(frozen=True)
class EndRequest:
    """A request that ends the run: ``kind`` is "pause" or "stop"."""

    kind: str
    by: str  # who asked, e.g. "child script of /bubbleRob (bubbleRob.lua)"
    sim_time: float  # simulated seconds when it asked
    pass_count: int  # passes completed when it asked (the pass that asked is the next)
    stop_count: int  # the loop's stop count when it asked: tells this run from later ones

    def line(self) -> str:
        """One line for a person: what happened, who did it, when."""
        verb = "paused" if self.kind == "pause" else "stopped"
        return f"{verb} by {self.by} at simulation time {self.sim_time:.3f} s"


def current_request(request: EndRequest | None, loop: Loop) -> EndRequest | None:
    """``request`` if it still describes how the current run ended or is ending: a stop until the
    simulation starts again, a pause while it is paused or about to pause."""
    if request is None:
        return None
    if request.kind == "stop":
        stopping = loop.stop_count == request.stop_count and loop.state.advancing  # within the pass
        stopped = loop.stop_count == request.stop_count + 1 and loop.state == SimulationState.STOPPED
        return request if stopping or stopped else None
    pausing = loop.state == SimulationState.PAUSED or (loop.state.advancing and loop.pause_requested)
    return request if loop.stop_count == request.stop_count and pausing else None


def script_description(script: Script) -> str:
    """How a run report names a script: its kind, its object's path and its file."""
    file = Path(script.filename.split("#", 1)[0]).name
    if "#" in script.filename:  # a script embedded in a scene file: scene.xml#object.lua
        file = f"{file}#{script.filename.split('#', 1)[1]}"
    if script.object is None:
        return f"main script ({file})"
    kind = "threaded child script" if script.threaded else "child script"
    return f"{kind} of {script.object.path} ({file})"
