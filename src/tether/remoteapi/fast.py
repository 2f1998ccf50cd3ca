"""A lockstep fast path over the legacy remote API: targets, trigger(s) and reads in ONE exchange.

The sim.py-compatible client needs two exchanges per step ("trigger, then ping") and streams
for the reads. :class:`LockstepClient` is a small synchronous client (no communication
thread) for controllers that step the simulation themselves::

    from tether.remoteapi.fast import LockstepClient

    with LockstepClient("127.0.0.1", 19997) as c:
        joints = [c.handle(f"Arm_joint{i}") for i in range(1, 8)]
        c.enable_stepping()
        c.start()
        for _ in range(1000):
            q = c.step(targets=dict(zip(joints, command)), read=joints)  # one round trip
        q = c.step(read=joints, steps=10)  # advance 10 steps, then read, still one exchange
        c.stop()

Each :meth:`LockstepClient.step` sends one message: the joint targets (oneshot), ``steps``
synchronous triggers (with the no-overwrite bit, so the server keeps them all), then one
blocking get_joint_position per joint to read. tether's server executes them in order and,
because a trigger runs its pass before the next command executes (or holds the rest of the
message until the pass ran, when other stepping clients must trigger too), the values read
are those *after* the last step. The wire format is the standard one; the guarantee that
commands after a trigger see the finished step is tether's (CoppeliaSim answers them
before the step), so use this client with tether.

Failures raise :class:`RemoteApiError` with the server's last-error text.

A negative port (``LockstepClient("127.0.0.1", -19997)``) talks to the server through shared
memory instead of TCP, as ``simxStart`` does (:mod:`tether.remoteapi.shm`: spin, then nap,
while waiting for a reply); the address is then ignored. The server releases a shared-memory
client silent for its idle timeout (10 s by default): this client has no heartbeat thread.
"""

from __future__ import annotations

import select
import socket
import struct
import time
from typing import Iterable, Mapping, Sequence

from tether.remoteapi import commands as C
from tether.remoteapi.connection import LegacyConnection
from tether.remoteapi.limits import CLIENT_LIMITS
from tether.remoteapi.protocol import (
    CLIENT_MAX_PACKET_SIZE,
    MESSAGE_HEADER,
    OPMODE_BLOCKING,
    OPMODE_ONESHOT,
    PACKET_HEADER,
    SIMX_VERSION,
    STATUS_NO_OVERWRITE,
    SUBHEADER,
    Command,
    client_time_ms,
    decode_message,
    encode_command,
)
from tether.remoteapi.shm import Channel, is_shm_port
from tether.remoteapi.spinning import SPIN_S, recv_spinning

__all__ = ["LockstepClient", "RemoteApiError"]

_SUB = SUBHEADER
_F = struct.Struct("<f")
_I = struct.Struct("<i")
_TARGET_IDS = {"position": C.SET_JOINT_TARGET_POSITION, "velocity": C.SET_JOINT_TARGET_VELOCITY}


class RemoteApiError(RuntimeError):
    """A command failed on the server (its last-error text is the message when available)."""


def _template(raw_id: int, op_mode: int, data: bytes, pure_len: int, status: int = 0) -> bytes:
    """Sub-header + command data of a command whose pure data has ``pure_len`` bytes."""
    mem = 26 + len(data) + pure_len
    return _SUB.pack(mem, mem, len(data), 0, raw_id | op_mode, 0, 0, status, 0) + data


class _Shape:
    """One step message shape (mode, target joints, steps, joints read), compiled once: the whole
    message (packet and message headers, every command) is one struct of the message id, the
    client time and the target values; a successful reply has one length, and two structs read
    its (size, word, status) triples and its positions."""

    __slots__ = ("key", "framed", "message", "args", "reply_size", "meta", "expected", "values")

    def __init__(self, key: tuple, raw: int, framed: bool) -> None:
        mode, targets, steps, read = key
        self.key = key
        fixed = [_template(raw, OPMODE_ONESHOT, _I.pack(h), 4) for h in targets]  # the bytes before each value
        rest = _template(C.SYNCHRONOUS_NEXT, OPMODE_BLOCKING, b"", 0, STATUS_NO_OVERWRITE) * steps + b"".join(
            _template(C.GET_JOINT_POSITION, OPMODE_BLOCKING, _I.pack(h), 0) for h in read)
        size = 18 + sum(len(p) + 4 for p in fixed) + len(rest)
        # framed: the packet header is part of the struct (one packet); a longer TCP message
        # is cut into packets by the general path, and shared memory has no packets
        self.framed = framed = framed and 6 + size <= CLIENT_MAX_PACKET_SIZE
        # the headers' layouts are protocol's (without their byte-order mark)
        fmt = ["<", PACKET_HEADER.format[1:] if framed else "", MESSAGE_HEADER.format[1:], *(f"{len(p)}sf" for p in fixed)]
        if rest:
            fmt.append(f"{len(rest)}s")
        self.message = struct.Struct("".join(fmt))
        head = [1, size, 0] if framed else []
        # the packed values: [packet header], message header (id, time at 3 and 4 of it), then
        # prefix and value per target, then the rest
        self.args = [*head, 0, SIMX_VERSION, 0, 0, 0, 0, 0]
        for prefix in fixed:
            self.args += [prefix, 0.0]
        if rest:
            self.args.append(rest)
        # the reply when every command succeeded: targets and triggers echo their command data
        # and carry no values, each read carries its float
        word_t, word_n, word_r = raw | OPMODE_ONESHOT, C.SYNCHRONOUS_NEXT | OPMODE_BLOCKING, C.GET_JOINT_POSITION | OPMODE_BLOCKING
        layout = [(30, word_t)] * len(targets) + [(26, word_n)] * steps + [(34, word_r)] * len(read)
        self.reply_size = 18 + sum(m for m, _ in layout)
        self.meta = struct.Struct("<" + "".join("i10xi6xB" + "x" * (m - 25) for m, _ in layout))
        self.expected = tuple(v for m, w in layout for v in (m, w - 0x100000000 if w >= 0x80000000 else w, 0))
        self.values = struct.Struct("<" + "".join("30xf" if m == 34 else f"{m}x" for m, _ in layout))


class LockstepClient:
    """One synchronous legacy remote API connection with a one-exchange step (module docs)."""

    # Slots: the pure module's twin of fast.pxd's fields (compiled, a step's attribute reads are C
    # field loads; a tenth of a step's instructions went to instance-dict lookups).
    __slots__ = ("timeout", "_shm", "_sock", "_poll", "_link", "_next_id", "_shape")

    def __init__(self, address: str = "127.0.0.1", port: int = 19997, timeout: float = 5.0) -> None:
        self.timeout = timeout
        self._shm: Channel | None = None
        self._sock: socket.socket | None = None
        self._poll: select.poll | None = None
        if is_shm_port(port):
            self._shm = Channel.connect(port, CLIENT_LIMITS.max_message)
            self._link = LegacyConnection(f"shm {self._shm.name}", CLIENT_LIMITS, framed=False)
        else:
            self._sock = socket.create_connection((address, int(port)), timeout=timeout)
            self._sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self._sock.setblocking(False)
            self._poll = select.poll()
            self._poll.register(self._sock, select.POLLIN)
            self._link = LegacyConnection(f"{address}:{port}", CLIENT_LIMITS)
        self._next_id = 0
        self._shape: _Shape | None = None  # the last step's message shape

    # -- generic exchange --------------------------------------------------------------------
    def call(self, commands: Iterable[Command]) -> list[Command]:
        """Send the commands in one message; return the reply's commands (raises on failure)."""
        replies = self._exchange(b"".join(encode_command(c) for c in commands))
        failed = [r for r in replies if r.failed]
        if failed:
            self._raise(failed)
        return replies

    def _raise(self, failed: Sequence[Command]) -> None:
        names = ", ".join(C.command_name(r.command_id) for r in failed)
        try:
            reply = self._exchange(encode_command(Command.build(C.GET_LAST_ERRORS, OPMODE_BLOCKING)))
            pd = reply[0].pure_data if reply else b""
            texts = [t.decode("utf-8", "replace") for t in pd[4:].split(b"\0") if t]
        except (OSError, RemoteApiError):
            texts = []
        raise RemoteApiError(f"{names} failed" + (": " + "; ".join(texts) if texts else ""))

    def _exchange(self, commands: bytes) -> list[Command]:
        return list(decode_message(self._send_receive(commands)).commands)

    def _send_receive(self, commands: bytes) -> bytes:
        message_id = self._next_id
        self._next_id += 1
        data = self._link.frame(message_id, client_time_ms(time.monotonic()), [commands])
        if self._shm is not None:
            return self._shm.request(data, self.timeout)
        if len(data) <= CLIENT_MAX_PACKET_SIZE:  # one packet: the common case
            self._sock.sendall(data)
        else:
            self._sock.setblocking(True)
            try:
                self._sock.sendall(data)
            finally:
                self._sock.setblocking(False)
        return self._receive()

    def _receive(self) -> bytes:
        sock = self._sock
        link = self._link
        now = time.monotonic()
        deadline = now + self.timeout
        spin_until = now + SPIN_S
        while True:
            data = recv_spinning(sock, self._poll, spin_until, deadline)
            if data is None:
                raise TimeoutError("the server did not answer in time")
            if not data:
                raise ConnectionError("the server closed the connection")
            # the usual case, the reply whole in one packet, skips the packet assembler's queue
            # (a quarter of a step's client instructions went to queueing and taking it)
            body = link.whole_message(data)
            if body is not None:
                return body
            link.receive_data(data)
            body = None
            while (more := link.next_message()) is not None:
                body = more  # only the newest reply matters (one exchange at a time)
            if body is not None:
                return body

    # -- conveniences ------------------------------------------------------------------------
    def handle(self, name: str) -> int:
        """Object handle of ``name``."""
        (reply,) = self.call([Command.build(C.GET_OBJECT_HANDLE, OPMODE_BLOCKING, strings=(name,))])
        return _I.unpack(reply.pure_data)[0]

    def enable_stepping(self, enable: bool = True) -> None:
        """simxSynchronous: the simulation then advances only through :meth:`step`."""
        raw = C.SYNCHRONOUS_ENABLE if enable else C.SYNCHRONOUS_DISABLE
        self.call([Command.build(raw, OPMODE_BLOCKING)])

    def start(self) -> None:
        self.call([Command.build(C.START_PAUSE_STOP_SIMULATION, OPMODE_BLOCKING, ints=(0,))])

    def stop(self) -> None:
        self.call([Command.build(C.START_PAUSE_STOP_SIMULATION, OPMODE_BLOCKING, ints=(2,))])

    def step(
        self,
        targets: Mapping[int, float] | None = None,
        read: Sequence[int] = (),
        steps: int = 1,
        mode: str = "position",
    ) -> list[float]:
        """Apply joint targets, advance ``steps`` steps, return the positions of ``read``.

        One message, one reply. ``mode`` is "position" or "velocity" (the targets' kind).
        """
        if steps < 0:
            raise ValueError("steps must be >= 0")
        raw = _TARGET_IDS.get(mode)
        if raw is None:
            raise ValueError(f"mode must be 'position' or 'velocity', got {mode!r}")
        targets = targets or {}
        key = (mode, tuple(targets), steps, tuple(read))
        shape = self._shape
        if shape is None or shape.key != key:
            shape = self._shape = _Shape(key, raw, self._shm is None)
        args = shape.args
        base = 3 if shape.framed else 0  # the packet header's 3 fields
        if targets:
            args[base + 8 : base + 8 + 2 * len(targets) : 2] = targets.values()
        if self._shm is None and not shape.framed:  # several packets: the general path
            body = self._send_receive(shape.message.pack(*args)[18:])
        else:
            args[base + 2] = self._next_id
            self._next_id += 1
            args[base + 3] = client_time_ms(time.monotonic())
            data = shape.message.pack(*args)
            if base:
                self._sock.sendall(data)
                body = self._receive()
            else:
                body = self._shm.request(data, self.timeout)
        if len(body) == shape.reply_size and shape.meta.unpack_from(body, 18) == shape.expected:
            return list(shape.values.unpack_from(body, 18))
        # Walk the reply by hand (cheaper than decoding Command objects): a failure, or a
        # reply of another layout.
        values = []
        failed = False
        off, end = 18, len(body)
        unpack = _SUB.unpack_from
        while off < end:
            mem, _f, _o0, _o1, word, _a, _t, status, _r = unpack(body, off)
            if status & 1:
                failed = True
            elif word & 0xFFFF == C.GET_JOINT_POSITION:
                values.append(_F.unpack_from(body, off + 30)[0])
            off += mem
        if failed:
            self._raise([r for r in decode_message(body).commands if r.failed])
        return values

    def close(self, goodbye: bool = True) -> None:
        """Say goodbye (the kill command, as simxFinish) and close the socket. ``goodbye=False``
        skips the goodbye: for a peer that broke the protocol, which would not answer it."""
        try:
            if goodbye:
                kill = Command(C.KILL_CONNECTION, OPMODE_ONESHOT, 0, b"", b"\0\0\0\0", declared_data_size=4)
                self._exchange(encode_command(kill))
        except (OSError, ConnectionError, TimeoutError):
            pass
        if self._shm is not None:
            self._shm.close()
        else:
            self._sock.close()

    def __enter__(self) -> "LockstepClient":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
