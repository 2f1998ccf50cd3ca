"""A tiny *test-only* legacy remote API server built on tether's codec.

Not tether's server: it answers on 127.0.0.1 with a scripted handler so that client tests can
exercise return codes, timeouts, inbox/outbox rules, streaming, split transfers and
reconnection.  By default it executes immediately (spec §4.7): the reply to message k
carries the results of message k's commands, tagged with id k.  ``lag=True`` holds results
back by one exchange like the reference plugin.
"""

from __future__ import annotations

import socket
import struct
import threading
import time
from typing import Callable

from tether.remoteapi import commands as C
from tether.remoteapi.protocol import (
    OPMODE_DISCONTINUE,
    OPMODE_ONESHOT_SPLIT,
    OPMODE_STREAMING,
    OPMODE_STREAMING_SPLIT,
    Command,
    CommandKey,
    Message,
    MessageHeader,
    PacketAssembler,
    SplitReassembler,
    chunk_at,
    decode_message,
    encode_message,
)

Handler = Callable[[Command], "Command | None"]


class FakeScene:
    """Default handler: a few objects, signals and parameters."""

    def __init__(self) -> None:
        self.handles = {b"Floor": 10, b"joint": 20, b"cam": 30}
        self.int_signals: dict[bytes, int] = {}
        self.float_signals: dict[bytes, float] = {}
        self.string_signals: dict[bytes, bytes] = {}
        self.joint = 0.25
        self.sim_time = 0
        self.image = bytes(range(256)) * 3  # 16 x 16 RGB
        self.executed: list[Command] = []

    def __call__(self, cmd: Command) -> Command | None:
        self.executed.append(cmd)
        cid = cmd.command_id
        name = cmd.strings[0] if cmd.strings else b""
        ok = lambda pd=b"": cmd.reply(pd, sim_time=self.sim_time)  # noqa: E731
        fail = lambda pd=b"": cmd.reply(pd, failed=True, sim_time=self.sim_time)  # noqa: E731
        if cid == C.GET_OBJECT_HANDLE:
            h = self.handles.get(name)
            return ok(struct.pack("<i", h)) if h is not None else fail(struct.pack("<i", -1))
        if cid == C.GET_JOINT_POSITION:
            self.joint += 0.01
            return ok(struct.pack("<f", self.joint))
        if cid == C.SET_INTEGER_SIGNAL:
            self.int_signals[name] = struct.unpack("<i", cmd.pure_data)[0]
            return ok()
        if cid == C.GET_INTEGER_SIGNAL:
            v = self.int_signals.get(name)
            return fail() if v is None else ok(struct.pack("<i", v))
        if cid == C.SET_FLOAT_SIGNAL:
            self.float_signals[name] = struct.unpack("<f", cmd.pure_data)[0]
            return ok()
        if cid == C.GET_FLOAT_SIGNAL:
            v = self.float_signals.get(name)
            return fail() if v is None else ok(struct.pack("<f", v))
        if cid == C.SET_STRING_SIGNAL:
            self.string_signals[name] = cmd.pure_data
            return ok()
        if cid == C.APPEND_STRING_SIGNAL:
            self.string_signals[name] = self.string_signals.get(name, b"") + cmd.pure_data
            return ok()
        if cid == C.GET_STRING_SIGNAL:
            v = self.string_signals.get(name)
            return fail() if v is None else ok(v)
        if cid == C.READ_STRING_STREAM:
            return ok(self.string_signals.pop(name, b""))
        if cid == C.CLEAR_INTEGER_SIGNAL:
            self.int_signals.pop(name, None)
            return ok()
        if cid == C.GET_INTEGER_PARAMETER:
            return ok(struct.pack("<i", 40500 if cmd.ints[0] == 1 else 0))
        if cid == C.START_PAUSE_STOP_SIMULATION:
            return ok()
        if cid == C.GET_VISION_SENSOR_IMAGE_RGB:
            return ok(struct.pack("<ii", 16, 16) + self.image)
        if cid == C.CALL_SCRIPT_FUNCTION:
            return ok(cmd.pure_data)  # echo the arguments as results
        if cid == C.GET_LAST_ERRORS:
            return ok(struct.pack("<i", 2) + b"first\0second\0")
        if cid in (C.SET_JOINT_POSITION, C.SET_JOINT_TARGET_VELOCITY, C.SYNCHRONOUS_ENABLE):
            return ok()
        return cmd.reply(cmd.pure_data, failed=True)  # unknown: echo PD, status 1 (§3.4)


class ScriptedPeer:
    """One-client-at-a-time TCP server on 127.0.0.1 answering with ``handler``."""

    def __init__(
        self,
        handler: Handler | None = None,
        *,
        lag: bool = False,
        max_packet_size: int = 1300,
        port: int = 0,
    ) -> None:
        self.handler: Handler = handler if handler is not None else FakeScene()
        self.lag = lag
        self.max_packet_size = max_packet_size
        self.silent = False  # stop answering (client timeouts)
        self.received: list[Message] = []
        self.raw_received: list[bytes] = []  # packet-framed bytes per message
        self.accepted = 0
        self.closed_by_kill = threading.Event()
        self._lock = threading.Lock()
        self._listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._listener.bind(("127.0.0.1", port))
        self._listener.listen(10)
        self._listener.settimeout(0.1)
        self.port = self._listener.getsockname()[1]
        self._conn: socket.socket | None = None
        self._stop = False
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    # -- control --
    def close(self) -> None:
        self._stop = True
        self.drop()
        self._thread.join(timeout=5)
        self._listener.close()

    def drop(self) -> None:
        """Close the current connection (simulates a server-side disconnect)."""
        if not self._stop:
            self.wait_for(lambda: self._conn is not None and bool(self.received), 2.0)
        conn = self._conn
        if conn is not None:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def commands_received(self) -> list[Command]:
        with self._lock:
            return [c for m in self.received for c in m.commands]

    def wait_for(self, predicate: Callable[[], bool], timeout: float = 3.0) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate():
                return True
            time.sleep(0.002)
        return predicate()

    def __enter__(self) -> "ScriptedPeer":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- server loop --
    def _serve(self) -> None:
        while not self._stop:
            try:
                conn, _ = self._listener.accept()
            except (socket.timeout, OSError):
                continue
            self.accepted += 1
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self._conn = conn
            try:
                self._serve_connection(conn)
            except OSError:
                pass
            finally:
                self._conn = None
                conn.close()

    def _serve_connection(self, conn: socket.socket) -> None:
        assembler = PacketAssembler()
        splits_in = SplitReassembler()
        streams: dict[CommandKey, Command] = {}
        split_out: dict[CommandKey, tuple[Command, int, int, bool]] = {}
        held: list[Command] = []  # lag mode: results waiting for the next exchange
        held_id = -1
        pending = b""
        while not self._stop:
            data = conn.recv(65536)
            if not data:
                return
            pending += data
            for body in assembler.feed(data):
                raw, pending = pending, b""
                message = decode_message(body)
                with self._lock:
                    self.received.append(message)
                    self.raw_received.append(raw)
                if self.silent:
                    continue
                results: list[Command] = []
                for cmd in message.commands:
                    done = splits_in.feed(cmd)
                    if done is None:
                        continue
                    cmd = done
                    key = cmd.key
                    if cmd.command_id == C.KILL_CONNECTION:
                        continue
                    if cmd.op_mode == OPMODE_DISCONTINUE:
                        streams.pop(key, None)
                        split_out.pop(key, None)
                        results.append(cmd.reply())
                        continue
                    if cmd.op_mode in (OPMODE_STREAMING, OPMODE_STREAMING_SPLIT):
                        streams[key] = cmd
                        continue
                    streams.pop(key, None)  # oneshot/blocking replaces a stream (§4.2)
                    reply = self.handler(cmd)
                    if reply is None:
                        continue
                    if cmd.op_mode == OPMODE_ONESHOT_SPLIT and cmd.arg:
                        split_out.setdefault(key, (reply, 0, cmd.arg, False))
                    else:
                        results.append(reply)
                for key, cmd in list(streams.items()):
                    reply = self.handler(cmd)
                    if reply is None:
                        continue
                    if cmd.op_mode == OPMODE_STREAMING_SPLIT:
                        if key not in split_out:
                            split_out[key] = (reply, 0, max(cmd.arg, 50), True)
                    else:
                        results.append(reply)
                chunks = []
                for key, (reply, offset, size, _stream) in list(split_out.items()):
                    if not reply.pure_data:
                        del split_out[key]
                        continue
                    chunks.append(chunk_at(reply, offset, size))
                    if offset + size >= len(reply.pure_data):
                        del split_out[key]
                    else:
                        split_out[key] = (reply, offset + size, size, _stream)
                if self.lag:
                    out, out_id = held, held_id
                    held, held_id = results, (message.header.message_id if results else -1)
                else:
                    out, out_id = results, (message.header.message_id if results else -1)
                header = MessageHeader(out_id, message.header.client_time, 1234, 0x1234, 1)
                conn.sendall(encode_message(header, out + chunks, self.max_packet_size))
                if message.commands and message.commands[-1].command_id == C.KILL_CONNECTION:
                    self.closed_by_kill.set()
                    return
