"""One Click controller's protocol state, without sockets (sans-IO).

A :class:`ClickSession` takes one request frame and returns what to answer: reply bytes, None
(no answer, after an ErrorMessage) or :data:`DEFERRED` (the step waits for a pass other
lockstep clients must trigger; :meth:`ClickSession.finish_pending` gives the reply once it
ran). It holds what belongs to one controller: its step gate, whether it stepped since the
last (re)start, its deferred step and its last error. What belongs to the scene (the robots,
applying controls, reading sensors, the handshake) is the :class:`ClickScene` it is given,
shared by every session of a server. The socket loop (:mod:`tether.click.server`) maps each
ZeroMQ peer to its own session.

Several controllers may step one simulation together: each holds its own gate, so a pass runs
once every one of them (and every other lockstep client) has sent its ControlMessage. A reset
or an ErrorMessage from one of them stops the simulation for all; the others are answered
with a ResetMessage at their next message, as for a stop from the simulation side.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Protocol

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click.messages import ClickProtocolError

if TYPE_CHECKING:
    from tether.click.request_decoder import DecodedControls, Request
    from tether.core.simulation import Simulation, StepGate

__all__ = ["ClickScene", "ClickSession", "DEFERRED", "RateLimitedLog"]

logger = logging.getLogger("tether.click")

DEFERRED = b"<deferred>"  # receive(): the answer comes after a pass other clients must trigger

_RESET = m.encode(m.reset())
# message types as plain module constants (one lookup each instead of two through click_pb2)
_ERROR, _CONTROL, _HANDSHAKE_INIT = pb.ErrorMessageType, pb.ControlMessageType, pb.HandshakeInitMessageType
_SENSOR_REQUEST, _RESET_TYPE = pb.SensorRequestMessageType, pb.ResetMessageType


class ClickScene(Protocol):
    """What a session needs from the scene it drives (a :class:`~tether.click.server.ClickServer`)."""

    sim: Simulation
    handshake: bytes

    def decode(self, data: bytes) -> Request:
        """The request in a frame (raises :class:`ClickProtocolError` if it is none)."""

    def apply_controls(self, controls: DecodedControls) -> None:
        """Apply a valid ControlMessage's controls."""

    def sensor_bytes(self) -> bytes:
        """The serialized SensorMessage for the current state."""


class RateLimitedLog:
    """Logs a peer's repeated problems at most once per ``interval`` seconds, counting the rest."""

    __slots__ = ("interval", "_next", "_suppressed")

    def __init__(self, interval: float = 1.0) -> None:
        self.interval = interval
        self._next = 0.0
        self._suppressed = 0

    def log(self, level: int, text: str) -> None:
        now = time.monotonic()
        if now < self._next:
            self._suppressed += 1
            return
        if self._suppressed:
            text = f"{text} ({self._suppressed} more like it not logged)"
            self._suppressed = 0
        self._next = now + self.interval
        logger.log(level, "%s", text)


class ClickSession:
    """One controller (one ZeroMQ peer) of a Click server; see the module docstring."""

    def __init__(self, scene: ClickScene, peer: str) -> None:
        self.scene = scene
        self.sim: Simulation = scene.sim
        self.peer = peer  # shown in logs, gate names and the status API
        self.gate: StepGate | None = None
        self.stepped = False  # this controller has stepped since the last (re)start
        self.stop_seen = self.sim.loop.stop_count
        self.messages = 0
        self.last_heard = time.monotonic()
        self.last_error: str | None = None
        self.closed = False
        self._pending: tuple[int, int] | None = None  # deferred step: (target pass, stop count)
        self._problems = RateLimitedLog()

    # -- state the socket loop and the status API read --------------------------------------------
    @property
    def pending(self) -> bool:
        """A ControlMessage waits for its step (answer with :meth:`finish_pending`)."""
        return self._pending is not None

    @property
    def waited_for(self) -> bool:
        return self.gate is not None and self.gate.waited_for

    # -- protocol ---------------------------------------------------------------------------------
    def receive(self, data: bytes) -> bytes | None:
        """Process one request frame; returns the answer frame, None, or :data:`DEFERRED`."""
        self.messages += 1
        self.last_heard = time.monotonic()
        if self.gate is not None:
            self.gate.touch()
        if self._pending is not None:
            return self.error("a request arrived before the previous ControlMessage was answered; "
                              "send one request at a time (REQ socket)")
        try:
            request = self.scene.decode(data)
        except ClickProtocolError as exc:
            return self.error(str(exc))
        kind, msg = request.kind, request.message
        if kind == _ERROR:
            self._end(msg)  # type: ignore[arg-type]
            return None
        sim = self.sim
        if self.stepped and sim.loop.stop_count != self.stop_seen:
            # Stopped from the simulation side (or by another controller) since this one stepped.
            self.stepped = False
            self.stop_seen = sim.loop.stop_count
            return _RESET
        if kind == _CONTROL:  # the lockstep loop's message: tested first
            if request.controls is None:
                return self.error(f"ControlMessage rejected, nothing applied: {request.problem}")
            self.scene.apply_controls(request.controls)
            self._ensure_gate()
            if not sim.state.advancing:
                sim.start()
            stop_count = sim.loop.stop_count
            assert self.gate is not None
            target = self.gate.trigger()  # runs the pass here unless another gate still waits
            self.stepped = True
            self.stop_seen = stop_count
            if sim.loop.stop_count != stop_count:  # the step ended the simulation (a script stopped it)
                self.stepped = False
                self.stop_seen = sim.loop.stop_count
                return _RESET
            if sim.loop.pass_count < target:  # another lockstep client has not triggered yet
                self._pending = (target, stop_count)
                return DEFERRED
            return self.scene.sensor_bytes()
        if kind == _HANDSHAKE_INIT:
            problems = m.handshake_init_errors(msg)  # type: ignore[arg-type]
            if problems:
                return self.error("; ".join(problems))
            self._ensure_gate()
            return self.scene.handshake
        if kind == _SENSOR_REQUEST:
            return self.scene.sensor_bytes()
        if kind == _RESET_TYPE:
            self._reset()
            return _RESET
        return self.error(
            f"unexpected {m.MessageType(kind).name}Message from a controller; expected "
            "HandshakeInit, SensorRequest, Control, Reset or Error"
        )

    def finish_pending(self) -> bytes | None:
        """After a pass or a stop: the answer of a deferred ControlMessage, if it is due."""
        if self._pending is None:
            return None
        target, stop_count = self._pending
        sim = self.sim
        if sim.loop.stop_count != stop_count:
            self.stepped = False
            self.stop_seen = sim.loop.stop_count
            reply = _RESET
        elif sim.loop.pass_count >= target:
            reply = self.scene.sensor_bytes()
        else:
            return None
        self._pending = None
        return reply

    def error(self, text: str) -> bytes:
        """An ErrorMessage answer; the problem is logged (at most once a second per peer)."""
        self.last_error = text
        self._problems.log(logging.INFO, f"Click {self.peer}: {text}")
        return m.encode(m.error(text))

    # -- step gate ----------------------------------------------------------------------------------
    def _ensure_gate(self) -> None:
        # Registered on a controller's first HandshakeInit or ControlMessage; from then on the
        # simulation only advances when this controller sends a ControlMessage.
        # (an existing gate was touched when the message arrived)
        if self.gate is None:
            self.gate = self.sim.loop.add_gate(f"Click controller {self.peer}")
            self.gate.on_expire = self._expire

    def release(self, reason: str | None = None, level: int = logging.WARNING) -> None:
        """Drop this controller's step gate (it holds the simulation no more); log ``reason``.

        A controller that drove time alone and is released for a ``reason`` (gone, silent)
        leaves the simulation paused, not running away under it: Click time only advances on
        ControlMessages, and its next one resumes it."""
        if self.gate is None:
            return
        gate, self.gate = self.gate, None
        gate.on_expire = None
        sim = self.sim
        if (reason and level >= logging.WARNING and self.stepped and sim.loop.gates == [gate]
                and sim.loop.pause_between_passes()):  # before the gate goes: no pass runs without it
            reason += "; the simulation pauses (no other client steps it)"
        gate.close()
        if reason:
            logger.log(level, "Click: released controller %s: %s", self.peer, reason)

    def close(self, reason: str | None = None) -> None:
        """The controller is gone (disconnected, expired, server closing): release it for good."""
        self.closed = True
        self._pending = None
        self.release(reason)

    def _expire(self, reason: str) -> None:  # host watchdog
        self.release(reason)

    def _reset(self) -> None:
        from tether.core.engine.states import SimulationState

        sim = self.sim
        if sim.state != SimulationState.STOPPED:
            sim.stop()  # restores the initial state
        self.stepped = False
        self.stop_seen = sim.loop.stop_count

    def _end(self, msg: pb.ErrorMessage) -> None:
        logger.warning("Click controller %s sent ErrorMessage (%s): ending the simulation",
                       self.peer, msg.errormessage)
        self.last_error = f"controller error: {msg.errormessage}"
        self.release()
        self.sim.stop()
        self.stepped = False
        self.stop_seen = self.sim.loop.stop_count
