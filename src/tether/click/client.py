"""A Click controller client (ZeroMQ REQ socket) for any Click server.

Example::

    from tether.click import Client

    with Client("tcp://127.0.0.1:5555") as c:          # connects and handshakes
        print(c.robots)                                # {name: RobotDescription}
        s = c.sensors()                                # SensorRequest, no stepping
        for _ in range(100):
            s = c.step({"arm": {"joint1": 0.3, "joint2": 0.0}})
            print(s.simulated_time, s["arm"].angle["joint1"])

Errors: :class:`ClickError` when the server answers with an ErrorMessage (its text is
in the exception), :class:`ClickReset` when it answers with a ResetMessage (the
simulation was reset from the simulation side, the request was not applied),
:class:`ClickTimeout` when no answer arrives in time, :class:`ClickProtocolError` for
answers that make no sense.
"""

from __future__ import annotations

import os
import time
from typing import Callable, Mapping, Sequence, Union

import zmq
from zmq.utils.monitor import recv_monitor_message

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click.messages import (
    ClickException,
    ClickProtocolError,
    RobotDescription,
    SensorData,
)
from tether.click.sensor_decoder import SensorDecoder

# Plain ints: a pyzmq flag enum costs an enum operation per use (the spin polls with them).
_EVENTS, _POLLIN = int(zmq.EVENTS), int(zmq.POLLIN)
_HANDSHAKE_FAILED = int(zmq.EVENT_HANDSHAKE_FAILED_NO_DETAIL | zmq.EVENT_HANDSHAKE_FAILED_PROTOCOL
                        | zmq.EVENT_HANDSHAKE_FAILED_AUTH)
_CONNECTION_EVENTS = int(zmq.EVENT_CONNECTED | zmq.EVENT_DISCONNECTED | zmq.EVENT_CLOSED
                         | zmq.EVENT_HANDSHAKE_SUCCEEDED | _HANDSHAKE_FAILED)
DEFAULT_CLICK_ADDRESS = "tcp://127.0.0.1:5555"

__all__ = ["Client", "ClickConnectionError", "ClickError", "ClickReset", "ClickTimeout", "Controls"]

#: Controls for :meth:`Client.step`: robot name to either {joint name: value} or a
#: list of values in the handshake's control order.
Controls = Mapping[str, Union[Mapping[str, float], Sequence[float]]]


class ClickError(ClickException):
    """The server answered with an ErrorMessage. ``text`` is its ``errormessage``,
    ``error_type`` its ``error`` code."""

    def __init__(self, text: str, error_type: int = 0) -> None:
        self.text = text
        self.error_type = error_type
        super().__init__(text or f"Click server sent an ErrorMessage (error type {error_type})")


class ClickReset(ClickException):
    """The server answered with a ResetMessage: the simulation was reset (from the
    simulation side) and is paused until the next ControlMessage. The request that got
    this answer was not applied."""


class ClickTimeout(ClickException, TimeoutError):
    """No answer from the server within the timeout. The socket has been reopened, so
    the client can be used again (a new :meth:`Client.handshake` may be needed)."""


def _zmq_remote_api_error(data: bytes) -> str | None:
    """The text of a ZeroMQ remote API error answer (a CBOR map with "err"), or None."""
    if not data or not 0xA0 <= data[0] <= 0xBB:
        return None
    try:
        import cbor2

        answer = cbor2.loads(data)
    except Exception:  # cbor2 raises several types: it is not that either
        return None
    text = answer.get("err") if isinstance(answer, dict) else None
    return text if isinstance(text, str) else None


class ClickConnectionError(ClickException, ConnectionError):
    """No Click server at the address: nothing accepted the connection within the connect
    timeout, or the peer closed it without answering the handshake (another protocol's port)."""


class Client:
    """Click controller over a ZeroMQ REQ socket.

    ``addr`` (``tcp://host:port`` or ``ipc:///path``), if given, is connected at once
    (see :meth:`connect`). ``timeout`` (seconds, ``None`` = wait forever) bounds every
    request. ``spin`` is how long (seconds) to poll for the answer without sleeping
    before blocking: answers from a local server usually arrive within tens of
    microseconds, and waking from a blocking receive costs more than that; set it to 0
    to never spin. ``connect_timeout`` (seconds) bounds the wait for the server to accept the
    connection when :meth:`connect` handshakes: nothing there raises
    :class:`ClickConnectionError` then, not a :class:`ClickTimeout` after ``timeout``.
    """

    def __init__(
        self,
        addr: str | None = None,
        *,
        timeout: float | None = 10.0,
        spin: float = 0.0001,
        handshake: bool = True,
        context: zmq.Context | None = None,
        connect_timeout: float | None = 3.0,
    ) -> None:
        self._ctx = context or zmq.Context.instance()
        self._sock: zmq.Socket | None = None
        self._addr: str | None = None
        self.timeout = timeout
        self.connect_timeout = connect_timeout
        self.spin = spin
        #: Robot descriptions from the last handshake, by robot name.
        self.robots: dict[str, RobotDescription] = {}
        self._decoder = SensorDecoder({})
        #: The raw last HandshakeMessage (None before the handshake).
        self.handshake_message: pb.HandshakeMessage | None = None
        #: ``simSettings.timeStep`` from the handshake (None if the server sent none).
        self.time_step: float | None = None
        #: True after the server answered with a ResetMessage; cleared by the next
        #: SensorMessage.
        self.was_reset = False
        if addr is not None:
            self.connect(addr, handshake=handshake)

    # ------------------------------------------------------------------ connection

    def connect(self, addr: str, *, handshake: bool = True) -> dict[str, RobotDescription]:
        """Connect to ``addr`` and, unless ``handshake`` is False, do the handshake.
        Returns the robot descriptions (empty without handshake).

        ZeroMQ connects asynchronously: a server that is not up yet is waited for (up to
        the timeout of the first request)."""
        if not (addr.startswith("tcp://") or addr.startswith("ipc://")):
            raise ValueError(f"Click address must start with tcp:// or ipc://, got {addr!r}")
        self.close()
        self._addr = addr
        if handshake:
            self._check_server()
            return self.handshake()
        self._open()
        return {}

    def _check_server(self) -> None:
        """Before the first handshake: fail at once, in one clear error, when nothing accepts
        the connection within ``connect_timeout`` or the peer closes it (it speaks another
        protocol: tether's legacy remote API port closes ZeroMQ peers)."""
        monitor: zmq.Socket | None = None

        def watch(sock: zmq.Socket) -> None:  # before connecting: no event may be missed
            nonlocal monitor
            monitor = sock.get_monitor_socket(_CONNECTION_EVENTS)

        self._open(watch)
        sock = self._sock
        assert sock is not None and monitor is not None
        try:
            problem = self._watch_connection(monitor)
        finally:
            sock.disable_monitor()
            monitor.close(linger=0)
        if problem is not None:
            self.close()
            raise ClickConnectionError(problem)

    def _watch_connection(self, monitor: zmq.Socket) -> str | None:
        """What is wrong with the new connection, from its monitor's events (None: nothing)."""
        deadline = None if self.connect_timeout is None else time.monotonic() + self.connect_timeout

        def left(most: float | None = None) -> int:
            if deadline is None:
                return -1 if most is None else int(most * 1000)
            seconds = deadline - time.monotonic() if most is None else min(most, deadline - time.monotonic())
            return max(0, int(seconds * 1000))

        connected = False
        # After the connection is up, a peer of another protocol closes it (or fails the ZMTP
        # handshake) at once: wait that long for the handshake to succeed, then trust it.
        while monitor.poll(left(0.2) if connected else left()):
            event = recv_monitor_message(monitor)["event"]
            if event == zmq.EVENT_HANDSHAKE_SUCCEEDED:
                return None
            if event == zmq.EVENT_CONNECTED:
                connected = True
            elif event & _HANDSHAKE_FAILED or (connected and event in (zmq.EVENT_DISCONNECTED, zmq.EVENT_CLOSED)):
                return (f"{self._addr} closed the connection without answering: it is not a Click server "
                        f"(tether serve's Click listens on {DEFAULT_CLICK_ADDRESS} by default)")
        if connected:
            return None
        return (f"no Click server at {self._addr}: nothing accepted the connection within {self.connect_timeout:g} s "
                f"(is tether serve running? its Click listens on {DEFAULT_CLICK_ADDRESS} by default)")

    def _open(self, before_connect: Callable[[zmq.Socket], None] | None = None) -> None:
        assert self._addr is not None
        sock = self._ctx.socket(zmq.REQ)
        # Don't let close() wait for unsent requests to a server that is gone.
        sock.setsockopt(zmq.LINGER, 0)
        if before_connect is not None:
            before_connect(sock)
        sock.connect(self._addr)
        self._sock = sock

    def close(self) -> None:
        """Close the socket (the server sees nothing; use :meth:`send_error` to end the
        simulation)."""
        if self._sock is not None:
            self._sock.close(linger=0)
            self._sock = None

    @property
    def connected(self) -> bool:
        """Whether a socket is open."""
        return self._sock is not None

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ transport

    def request(self, message: m.AnyMessage) -> m.AnyMessage:
        """Send one message and return the parsed answer, whatever its type."""
        data = self._request_bytes(message)
        try:
            return m.parse(data)
        except ClickProtocolError:
            text = _zmq_remote_api_error(data)
            if text is None:
                raise
            raise ClickProtocolError(f"{self._addr} is not a Click server (it answers as the ZeroMQ remote "
                                     f"API does): {text}") from None

    def _request_bytes(self, message: m.AnyMessage) -> bytes:
        sock = self._sock
        if sock is None:
            raise ClickException("not connected")
        sock.send(message.SerializeToString())
        return self._recv(sock)

    def _recv(self, sock: zmq.Socket) -> bytes:
        # Spin first: a getsockopt(EVENTS) is far cheaper than a wake-up from a blocking
        # poll, and a local server usually answers within the spin window. Yield between
        # polls: the server, or ZeroMQ's I/O thread that brings the answer, may be waiting
        # for this core.
        if self.spin > 0:
            deadline = time.perf_counter() + self.spin
            while True:
                if sock.getsockopt(_EVENTS) & _POLLIN:
                    return sock.recv(copy=True)  # type: ignore[no-any-return]
                if time.perf_counter() >= deadline:
                    break
                os.sched_yield()
        timeout_ms = -1 if self.timeout is None else max(0, int(self.timeout * 1000))
        if sock.poll(timeout_ms, zmq.POLLIN):
            return sock.recv(copy=True)  # type: ignore[no-any-return]
        # A REQ socket that sent and got nothing cannot send again: reopen it so that
        # the client stays usable (ZeroMQ's "lazy pirate" pattern).
        self.close()
        self._open()
        raise ClickTimeout(f"no answer from Click server {self._addr} within {self.timeout} s")

    def _expect(self, answer: m.AnyMessage, wanted: int) -> m.AnyMessage:
        kind = answer.messageType
        if kind == wanted:
            return answer
        if kind == pb.ErrorMessageType:
            raise ClickError(answer.errormessage, answer.error)  # type: ignore[union-attr]
        if kind == pb.ResetMessageType:
            self.was_reset = True
            raise ClickReset("Click server answered with ResetMessage: the simulation was reset")
        raise ClickProtocolError(
            f"expected {m.MessageType(wanted).name}Message, got {m.MessageType(kind).name}Message"
        )

    # ------------------------------------------------------------------ protocol

    def handshake(self) -> dict[str, RobotDescription]:
        """Send HandshakeInit, validate the HandshakeMessage and store the robot
        descriptions in :attr:`robots`."""
        answer = self._expect(self.request(m.handshake_init()), pb.HandshakeMessageType)
        assert isinstance(answer, pb.HandshakeMessage)
        if answer.version != m.CURRENT_VERSION:
            raise ClickProtocolError(
                f"server speaks Click version {answer.version}, this client {m.CURRENT_VERSION}"
            )
        self.robots = m.robots_from_handshake(answer)
        self._decoder = SensorDecoder(self.robots)
        self.handshake_message = answer
        self.time_step = answer.simSettings.timeStep if answer.HasField("simSettings") else None
        return self.robots

    def control_message(
        self,
        controls: Controls,
        events: Mapping[str, Mapping[str, bool]] | None = None,
        field_name: str = "values",
    ) -> pb.ControlMessage:
        """Build (without sending) the ControlMessage for :meth:`step`. Joint-name
        dicts are put in handshake order and must name every control of the robot."""
        ordered: dict[str, Sequence[float]] = {}
        for robot, vals in controls.items():
            if isinstance(vals, Mapping):
                desc = self.robots.get(robot)
                if desc is None:
                    raise ValueError(
                        f"unknown robot {robot!r}; the handshake has {', '.join(self.robots) or 'none'}"
                    )
                missing = [j for j in desc.controls if j not in vals]
                extra = [j for j in vals if j not in desc.controls]
                if missing or extra:
                    raise ValueError(
                        f"robot {robot!r}: controls must name every joint of "
                        f"{list(desc.controls)}; missing {missing}, unknown {extra}"
                    )
                ordered[robot] = [vals[j] for j in desc.controls]
            else:
                ordered[robot] = vals
        return m.control(ordered, events, field_name)

    def step(
        self,
        controls: Controls | None = None,
        events: Mapping[str, Mapping[str, bool]] | None = None,
        *,
        field_name: str = "values",
    ) -> SensorData:
        """Send a ControlMessage (the server steps once) and return the sensor values.

        ``controls`` maps robot name to {joint: value} or to a list in control order;
        robots left out get no new control. ``field_name`` can select a deprecated
        field (``"angles"``, ``"angularVelocities"``, ``"torques"``).
        Raises :class:`ClickError` / :class:`ClickReset` on those answers."""
        msg = self.control_message(controls or {}, events, field_name)
        return self._sensor_request(msg)

    def step_message(self, message: pb.ControlMessage) -> SensorData:
        """Like :meth:`step` for a ready-made ControlMessage (fastest in loops)."""
        return self._sensor_request(message)

    def sensors(self) -> SensorData:
        """SensorRequest: current sensor values, without stepping."""
        return self._sensor_request(m.sensor_request())

    def _sensor_request(self, message: m.AnyMessage) -> SensorData:
        """Send ``message``, decode the SensorMessage answer (:mod:`tether.click.sensor_decoder`)."""
        decoded = self._decoder.decode(self._request_bytes(message))
        if not isinstance(decoded, SensorData):
            self._expect(decoded, pb.SensorMessageType)  # raises: another message type
        self.was_reset = False
        return decoded  # type: ignore[return-value]

    def reset(self) -> None:
        """Send ResetMessage: the server resets the simulation to its initial state and
        pauses it until the next ControlMessage."""
        self._expect(self.request(m.reset()), pb.ResetMessageType)
        self.was_reset = False

    def send_error(self, text: str = "") -> None:
        """Send an ErrorMessage, which ends the simulation. The protocol has no answer
        to it, so the socket is closed afterwards (give the message 1 s to leave)."""
        sock = self._sock
        if sock is None:
            raise ClickException("not connected")
        sock.send(m.error(text).SerializeToString())
        sock.close(linger=1000)
        self._sock = None
