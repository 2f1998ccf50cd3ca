"""Frames: snapshots of the scene for viewers, produced every `passes_per_frame` passes.

The simulation thread only copies a few arrays into a Frame and publishes it; everything a viewer
does with it (encoding, sending, drawing) happens on the viewer's own thread, so viewing never
slows simulating (CoppeliaSim's threaded rendering).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Frame:
    index: int
    pass_count: int
    sim_time: float
    state: int
    geom_xpos: np.ndarray  # (ngeom, 3)
    geom_xmat: np.ndarray  # (ngeom, 9)
    scene_version: int = 0  # bumped when objects are created, removed or loaded (re-read /scene.json)


class FrameHub:
    """Holds the latest frame; viewers wait for newer ones. Costs nothing with no viewer."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._latest: Frame | None = None
        self.subscribers = 0

    @property
    def latest(self) -> Frame | None:
        return self._latest

    def publish(self, frame: Frame) -> None:
        with self._cond:
            self._latest = frame
            self._cond.notify_all()

    def wait_newer(self, index: int, timeout: float | None = None) -> Frame | None:
        """The first frame with an index above ``index`` (None on timeout)."""
        with self._cond:
            self._cond.wait_for(lambda: self._latest is not None and self._latest.index > index, timeout)
            frame = self._latest
            return frame if frame is not None and frame.index > index else None

    def subscribe(self) -> None:
        with self._cond:
            self.subscribers += 1

    def unsubscribe(self) -> None:
        with self._cond:
            self.subscribers = max(0, self.subscribers - 1)
