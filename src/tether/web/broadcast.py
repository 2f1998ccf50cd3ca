"""Fan-out of live data to every page: each message encoded once, the newest one wins.

Runs on the viewer's event loop (never on the host thread). Every tick (at most ``max_fps`` a
second, and only while a page watches) it asks the host for a copy of the geom poses: the host's
whole cost per frame is that one copy, however fast it steps and however many pages watch. A few
times a second it asks for telemetry the same way. Each message is
encoded once, framed once (`tether.web.direct`) and written to every page's socket; a page whose
socket still holds `MAX_BUFFERED_BYTES` unsent skips messages instead of queueing them, and is
dropped after `SEND_TIMEOUT_SECONDS` of that.

The loop budgets itself: it measures its thread's CPU time and stretches the tick so the viewers
take at most `MAX_CPU_SHARE` of a core. Hundreds of pages then get fewer frames each; the
simulation's passes per second do not drop with the number of pages.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from tether.core.engine.frames import Frame
from tether.web.direct import shared_frame
from tether.web.encoding import encode_frame

logger = logging.getLogger("tether.web")

MAX_CPU_SHARE = 0.02  # of one core, for everything the viewer thread does
MAX_BUFFERED_BYTES = 256 * 1024  # unsent bytes a page may have before it skips frames
MAX_TICK_SECONDS = 1.0  # however crowded, every page gets a frame a second
SEND_TIMEOUT_SECONDS = 10.0  # a page that takes nothing for this long is dropped


class Channel(Protocol):
    """Where a page's frames go (`tether.web.direct.DirectWebSocketProtocol`)."""

    def write_frame(self, frame: bytes) -> bool: ...

    def buffered(self) -> int: ...

    def abort(self) -> None: ...


@dataclass(eq=False)
class Viewer:
    """One connected page: its socket, and whether it keeps up."""

    channel: Channel
    peer: str
    sent: int = 0
    skipped: int = 0
    stalled_since: float | None = None

    def offer(self, frame: bytes, now: float) -> bool:
        """Send ``frame`` unless the page is behind (then skip it); False: drop this page."""
        if self.channel.buffered() > MAX_BUFFERED_BYTES:
            self.skipped += 1
            if self.stalled_since is None:
                self.stalled_since = now
            return now - self.stalled_since < SEND_TIMEOUT_SECONDS
        self.stalled_since = None
        if not self.channel.write_frame(frame):
            return False
        self.sent += 1
        return True


class Broadcaster:
    """Ticks on the viewer loop: poses at up to ``max_fps``, telemetry at ``telemetry_hz``.

    ``request_poses`` and ``request_telemetry`` ask the host thread for a copy; the answers come
    back through `poses_arrived` and `telemetry_arrived` (on this loop).
    """

    def __init__(self, request_poses: Callable[[], None], request_telemetry: Callable[[], None],
                 max_fps: float = 30.0, telemetry_hz: float = 10.0) -> None:
        self.request_poses = request_poses
        self.request_telemetry = request_telemetry
        self.frame_interval = 1.0 / max_fps
        self.telemetry_interval = 1.0 / telemetry_hz
        self.viewers: set[Viewer] = set()
        self.latest_telemetry: bytes | None = None  # WebSocket frames, built once for every page
        self.latest_pose: bytes | None = None
        self.frames_encoded = 0
        self.ticks = 0
        self.held = False  # True: send nothing (pages stay connected); the load test compares both
        self._last_poses: tuple[int, int, bytes] | None = None
        self._poses_pending = False
        self._telemetry_pending = False
        self._last_telemetry_request = 0.0

    def add(self, viewer: Viewer) -> None:
        """A new page: it gets the newest messages at once."""
        self.viewers.add(viewer)
        for frame in (self.latest_telemetry, self.latest_pose):
            if frame is not None:
                viewer.offer(frame, time.monotonic())

    def remove(self, viewer: Viewer) -> None:
        self.viewers.discard(viewer)

    @property
    def last_pass(self) -> int:
        """The pass count of the newest frame sent (-1: none yet)."""
        return self._last_poses[0] if self._last_poses is not None else -1

    def poses_arrived(self, frame: Frame | None) -> None:
        """A copy the host made (None: not a frame yet, see passes per frame): encoded once and
        offered to every page, unless nothing moved."""
        self._poses_pending = False
        if frame is None:
            return
        key = (frame.pass_count, frame.state, frame.geom_xpos.tobytes() + frame.geom_xmat.tobytes())
        if key == self._last_poses and self.latest_pose is not None:
            return  # paused or stopped and untouched: nothing new to draw
        self._last_poses = key
        self.frames_encoded += 1
        self.latest_pose = shared_frame(encode_frame(Frame(
            self.frames_encoded, frame.pass_count, frame.sim_time, frame.state, frame.geom_xpos, frame.geom_xmat)))
        self._fan_out(self.latest_pose)

    def telemetry_arrived(self, snapshot: dict[str, Any]) -> None:
        """A snapshot the host read: encoded once, offered to every page."""
        self._telemetry_pending = False
        self.latest_telemetry = shared_frame(json.dumps(snapshot, separators=(",", ":"), default=_jsonable))
        self._fan_out(self.latest_telemetry)

    def _fan_out(self, frame: bytes) -> None:
        now = time.monotonic()
        for viewer in list(self.viewers):
            if not viewer.offer(frame, now):
                self.remove(viewer)
                logger.info("viewer %s took nothing for %.0f s: dropped", viewer.peer, SEND_TIMEOUT_SECONDS)
                viewer.channel.abort()

    def request_failed(self) -> None:
        self._telemetry_pending = self._poses_pending = False

    def tick(self) -> None:
        """One round: ask the host for poses (and telemetry when due), if anyone watches."""
        self.ticks += 1
        if not self.viewers or self.held:
            return
        if not self._poses_pending:
            self._poses_pending = True
            self.request_poses()
        now = time.monotonic()
        if not self._telemetry_pending and now - self._last_telemetry_request >= self.telemetry_interval:
            self._telemetry_pending = True
            self._last_telemetry_request = now
            self.request_telemetry()

    async def run(self, stopping: asyncio.Event) -> None:
        """Tick until ``stopping`` is set, within the CPU budget (see the module docstring)."""
        cpu_mark = time.thread_time()
        while not stopping.is_set():
            self.tick()
            cpu_now = time.thread_time()
            used, cpu_mark = cpu_now - cpu_mark, cpu_now
            delay = max(self.frame_interval, used / MAX_CPU_SHARE)
            try:
                await asyncio.wait_for(stopping.wait(), min(delay, MAX_TICK_SECONDS))
            except asyncio.TimeoutError:
                pass


def _jsonable(value: Any) -> Any:
    if isinstance(value, np.ndarray):
        return np.round(value, 4).tolist()
    if isinstance(value, (np.floating, np.integer)):
        return value.item()
    raise TypeError(f"cannot encode {type(value).__name__}")
