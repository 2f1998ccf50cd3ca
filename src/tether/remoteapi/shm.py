"""The legacy remote API's shared-memory transport (a negative port in ``simxStart``): one channel.

CoppeliaSim's remote API serves ``simxStart(address, -N, ...)`` through a POSIX shared memory
object instead of TCP port N (spec Appendix B). This module is that object, for both sides
(tether's server and tether's clients), and nothing else: the message bytes are the usual
legacy messages without packet framing, handled by the sans-IO
:class:`~tether.remoteapi.connection.LegacyConnection` (``framed=False``).

Layout of ``/LocalSIM_REMOTE_API%05d`` (|port|), ``size + 20`` bytes, written by the server::

    0      u8   connected: 0 free, 1 a client is connected (the client sets it, clears it on leaving)
    1..4   i32  buffer size (the largest chunk; the server writes it once)
    5      u8   turn: 0 free, 1 the client posted a chunk, 2 the server posted a chunk
    6..9   i32  chunk length
    10..13 i32  chunk offset (always 20)
    14..17 i32  total length of the message the chunk belongs to
    20..        chunk data

A side writes only while the turn is 0: data and lengths first, the turn byte last (the
reference C code relies on stores staying in order, as x86-64 keeps them; so does this one).
The reader copies the chunk and sets the turn back to 0. A message longer than the buffer goes
as several chunks, each waiting for the previous one to be taken. A client connects by opening
the object, checking byte 0 is 0, then setting the turn to 0 and byte 0 to 1.

Quirks of the official client this module copes with: it spins without sleeping for a reply
and gives up (disconnects) after 1 s, and a client that finds the object busy (byte 0 = 1)
*unlinks its name* (``destroy_shared_memory``), so the server re-creates the name
(:meth:`Channel.relinked`) once the current client has left. The server holds an ``flock``
on the object while it serves it: a second server on the same port is refused, a stale
object left by a crashed server is replaced. The server builds the object under a private name
and renames it into place, so a client never maps a half-made object.

Waiting: :func:`wait_for` spins (yielding the CPU, so a peer on the same core can answer)
for :data:`SPIN_S`, then sleeps with a doubling back-off. Shared memory has no readiness
event to block on (and the official client signals nothing but the turn byte), so the
back-off is what keeps an idle waiter near 0 % CPU.
"""

from __future__ import annotations

import errno
import fcntl
import mmap
import os
import random
import struct
import time
from typing import Callable

import _posixshmem

from tether.remoteapi.protocol import MESSAGE_HEADER_SIZE, RemoteProtocolError

__all__ = [
    "Channel", "ShmLayoutError", "shm_name", "wait_for", "is_shm_port",
    "DEFAULT_SIZE", "MIN_SIZE", "MAX_SIZE", "HEADER_SIZE", "SPIN_S",
]

NAME_FORMAT = "/LocalSIM_REMOTE_API%05d"
SHM_DIR = "/dev/shm"  # where Linux keeps POSIX shared memory objects (for stat by name)
HEADER_SIZE = 20
OFF_CONNECTED, OFF_SIZE, OFF_TURN, OFF_CHUNK = 0, 1, 5, 6
FREE, CLIENT_POSTED, SERVER_POSTED = 0, 1, 2
#: The reference's buffer size (maxPacketSize of a shared-memory port) and its clamp.
DEFAULT_SIZE = 3_200_000
MIN_SIZE, MAX_SIZE = 1000, 32_000_000
_I32 = struct.Struct("<i")
_CHUNK = struct.Struct("<iii")  # length, offset, total length

#: After an exchange a waiter polls the turn byte this long before it starts sleeping: a
#: lockstep peer answers within tens of µs, while a sleep costs the 50 µs timer slack plus a
#: wake-up (~70 µs across cores here).
SPIN_S = 0.0005
#: First sleep of the back-off and its ceiling (while waiting for a reply).
NAP_FIRST_S = 0.00005
NAP_MAX_S = 0.001

_sched_yield = getattr(os, "sched_yield", lambda: None)


class ShmLayoutError(RemoteProtocolError):
    """The shared memory object or a chunk in it does not follow the layout."""


def is_shm_port(port: int) -> bool:
    """A negative legacy port selects the shared-memory transport (as in ``simxStart``)."""
    return int(port) < 0


def shm_name(port: int) -> str:
    """The object name of a port (``-19997`` and ``19997`` both give ``/LocalSIM_REMOTE_API19997``)."""
    return NAME_FORMAT % abs(int(port))


def wait_for(ready: Callable[[], bool], deadline: float, spin_s: float = SPIN_S,
             nap_max_s: float = NAP_MAX_S) -> bool:
    """Wait until ``ready()`` (False at ``deadline``, a ``time.monotonic()`` value): spin with
    ``sched_yield`` for ``spin_s``, then sleep, doubling the nap up to ``nap_max_s``."""
    if ready():
        return True
    now = time.monotonic()
    spin_until = now + spin_s
    while now < spin_until:
        _sched_yield()
        if ready():
            return True
        now = time.monotonic()
    nap = NAP_FIRST_S
    while now < deadline:
        time.sleep(min(nap, deadline - now))
        if ready():
            return True
        nap = min(nap * 2, nap_max_s)
        now = time.monotonic()
    return ready()


class Channel:
    """One side of a mapped shared-memory channel: chunked messages in, chunked messages out.

    Non-blocking: :meth:`receive` takes a chunk the peer posted (returning the message once it
    is whole), :meth:`pump` posts the next chunk of queued output when the turn is free.
    Build with :meth:`serve` (server) or :meth:`connect` (client).
    """

    def __init__(self, port: int, fd: int, mm: mmap.mmap, size: int, server: bool,
                 max_message: int) -> None:
        self.port = abs(int(port))
        self.name = shm_name(port)
        self._fd = fd
        self._mm = mm
        self.size = size
        self.server = server
        self.max_message = max_message
        self._mine = SERVER_POSTED if server else CLIENT_POSTED
        self._theirs = CLIENT_POSTED if server else SERVER_POSTED
        self._partial: bytearray | None = None  # message being received, chunk by chunk
        self._partial_total = 0
        #: when the partial message started arriving (None: none)
        self.partial_since: float | None = None
        self._out: list[bytes] = []  # messages to send, oldest first
        self._out_offset = 0  # bytes of _out[0] already posted
        self.out_bytes = 0  # bytes queued and not posted yet
        self.closed = False
        self._kicked = False  # client side: the server cleared byte 0

    # -- opening ---------------------------------------------------------------------------------
    @classmethod
    def serve(cls, port: int, size: int = DEFAULT_SIZE, max_message: int = 64 * 1024 * 1024) -> Channel:
        """Create (or take over a stale) object for ``port`` and serve it; OSError(EADDRINUSE)
        when another server holds it."""
        size = int(size)
        if not MIN_SIZE <= size <= MAX_SIZE:
            raise ValueError(f"shared memory buffer size must be {MIN_SIZE}..{MAX_SIZE}, not {size}")
        name = shm_name(port)
        try:  # a served object is locked by its server; an unlocked one is stale
            old = _posixshmem.shm_open(name, os.O_RDWR, mode=0o600)
        except FileNotFoundError:
            pass
        else:
            try:
                fcntl.flock(old, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise OSError(errno.EADDRINUSE, f"{name} is served by another tether") from None
            finally:
                os.close(old)
        # Build the object under a private name and rename it into place (atomic on /dev/shm's
        # tmpfs), so no client ever maps it before its size and header are written.
        draft = f"{name}.{os.getpid()}.{random.getrandbits(32):08x}"
        fd = _posixshmem.shm_open(draft, os.O_RDWR | os.O_CREAT | os.O_EXCL, mode=0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            os.ftruncate(fd, size + HEADER_SIZE)
            mm = mmap.mmap(fd, size + HEADER_SIZE)
            mm[OFF_CONNECTED] = 0
            _I32.pack_into(mm, OFF_SIZE, size)
            mm[OFF_TURN] = FREE
            os.rename(SHM_DIR + draft, SHM_DIR + name)
        except BaseException:
            try:
                _posixshmem.shm_unlink(draft)
            except FileNotFoundError:
                pass
            os.close(fd)
            raise
        return cls(port, fd, mm, size, True, max_message)

    @classmethod
    def connect(cls, port: int, max_message: int = 64 * 1024 * 1024) -> Channel:
        """Open a served object as its client. FileNotFoundError: nobody serves ``port``;
        ConnectionRefusedError: another client is connected, or the object is stale (no server
        holds its lock); ShmLayoutError: not the layout."""
        name = shm_name(port)
        fd = _posixshmem.shm_open(name, os.O_RDWR, mode=0o600)
        try:
            try:  # a live server holds an exclusive flock on it
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
            except BlockingIOError:
                pass
            else:
                raise ConnectionRefusedError(f"{name} is left over from a server that stopped: nobody serves it")
            length = os.fstat(fd).st_size
            if length < HEADER_SIZE + MIN_SIZE:
                raise ShmLayoutError(f"{name} is {length} bytes, too small for a remote API buffer")
            mm = mmap.mmap(fd, length)
            size = _I32.unpack_from(mm, OFF_SIZE)[0]
            if not MIN_SIZE <= size <= MAX_SIZE or size + HEADER_SIZE > length:
                mm.close()
                raise ShmLayoutError(f"{name} announces a buffer of {size} bytes in an object of {length}")
            if mm[OFF_CONNECTED] != 0:
                mm.close()
                raise ConnectionRefusedError(f"{name}: another client is connected")
        except BaseException:
            os.close(fd)
            raise
        mm[OFF_TURN] = FREE
        mm[OFF_CONNECTED] = 1
        return cls(port, fd, mm, size, False, max_message)

    # -- state -----------------------------------------------------------------------------------
    @property
    def connected(self) -> bool:
        """Byte 0: a client is connected."""
        return self._mm[OFF_CONNECTED] == 1

    @property
    def incoming(self) -> bool:
        """The peer posted a chunk not taken yet (one byte read: cheap to poll)."""
        return self._mm[OFF_TURN] == self._theirs

    def idle(self) -> bool:
        """Nothing to move on this side now: a client is connected, the peer posted nothing, no
        output waits (what a server's poll finds on almost every turn, in two byte reads)."""
        mm = self._mm
        return mm[OFF_CONNECTED] == 1 and mm[OFF_TURN] != self._theirs and not self._out

    @property
    def in_message(self) -> bool:
        """Part of a message arrived, not its end."""
        return self._partial is not None

    @property
    def sending(self) -> bool:
        """Output is queued, or our last chunk was not taken yet."""
        return bool(self._out) or self._mm[OFF_TURN] == self._mine

    # -- input -----------------------------------------------------------------------------------
    def receive(self, now: float = 0.0) -> bytes | None:
        """Take the chunk the peer posted, if any; the whole message once its last chunk came.

        Raises ShmLayoutError for a chunk that breaks the layout or the size bound.
        """
        mm = self._mm
        if mm[OFF_TURN] != self._theirs:
            return None
        length, offset, total = _CHUNK.unpack_from(mm, OFF_CHUNK)
        if offset != HEADER_SIZE or not 0 < length <= self.size or not length <= total:
            raise ShmLayoutError(
                f"bad chunk in {self.name}: length {length}, offset {offset}, message length {total} "
                f"(buffer {self.size})")
        if total > self.max_message:
            raise ShmLayoutError(f"message of {total} bytes exceeds the maximum size of {self.max_message} bytes")
        partial = self._partial
        if partial is None:
            if length == total:  # the common case: the message in one chunk
                data = mm[HEADER_SIZE:HEADER_SIZE + length]
                mm[OFF_TURN] = FREE
                return data
            self._partial = partial = bytearray()
            self._partial_total = total
            self.partial_since = now
        elif total != self._partial_total or len(partial) + length > total:
            raise ShmLayoutError(
                f"chunk of {length} bytes does not continue the {self._partial_total}-byte message "
                f"({len(partial)} bytes so far, this chunk says {total})")
        partial += mm[HEADER_SIZE:HEADER_SIZE + length]
        mm[OFF_TURN] = FREE
        if len(partial) < total:
            return None
        self._partial = None
        self.partial_since = None
        return bytes(partial)

    @property
    def pending(self) -> int:
        """Bytes of the partial message held."""
        return len(self._partial) if self._partial is not None else 0

    # -- output ----------------------------------------------------------------------------------
    def send(self, message: bytes) -> None:
        """Queue a message and post its first chunk if the turn is free."""
        size = len(message)
        if size < MESSAGE_HEADER_SIZE:
            raise ValueError("a legacy message is at least its 18-byte header")
        if not self._out and size <= self.size and self._mm[OFF_TURN] == FREE:
            # the lockstep case: nothing queued, one chunk, the turn free: post it at once
            self._post(message, size, size)
            return
        self._out.append(message)
        self.out_bytes += size
        self.pump()

    def pump(self) -> bool:
        """Post the next chunk of queued output if the turn is free; True when one was posted."""
        out = self._out
        if not out:
            return False
        if self._mm[OFF_TURN] != FREE:
            return False
        message = out[0]
        start = self._out_offset
        total = len(message)
        length = min(total - start, self.size)
        if start == 0 and length == total:
            self._post(message, length, total)
        else:
            self._post(memoryview(message)[start:start + length], length, total)
        self.out_bytes -= length
        if start + length >= total:
            out.pop(0)
            self._out_offset = 0
        else:
            self._out_offset = start + length
        return True

    def _post(self, chunk: bytes | memoryview, length: int, total: int) -> None:
        """Write one chunk of a ``total``-byte message and hand the turn to the peer."""
        mm = self._mm
        mm[HEADER_SIZE:HEADER_SIZE + length] = chunk
        _CHUNK.pack_into(mm, OFF_CHUNK, length, HEADER_SIZE, total)
        mm[OFF_TURN] = self._mine  # last: the peer reads nothing before this byte says so

    # -- a client's exchange --------------------------------------------------------------------
    def wait_reply(self, deadline: float, spin_s: float = SPIN_S) -> bytes | None:
        """Post the rest of queued output and wait for one whole message from the peer (spin,
        then nap; see :func:`wait_for`). None at ``deadline``; ConnectionError when the server
        kicked this client or went away (byte 0 cleared)."""
        mm = self._mm
        theirs = self._theirs
        out = self._out

        def ready() -> bool:
            turn = mm[OFF_TURN]
            return turn == theirs or (turn == FREE and bool(out)) or mm[OFF_CONNECTED] != 1

        while True:
            if not wait_for(ready, deadline, spin_s):
                return None
            if mm[OFF_CONNECTED] != 1:
                self._kicked = True  # byte 0 is no longer ours: a new client may set it
                raise ConnectionError(f"the server closed the shared-memory connection {self.name}")
            if out and mm[OFF_TURN] == FREE:
                self.pump()
                continue
            body = self.receive(time.monotonic())
            if body is not None:
                return body

    def request(self, message: bytes, timeout: float) -> bytes:
        """Client side: send ``message``, return the reply (TimeoutError after ``timeout`` s)."""
        self.send(message)
        body = self.wait_reply(time.monotonic() + timeout)
        if body is None:
            raise TimeoutError("the server did not answer in time")
        return body

    # -- ending ----------------------------------------------------------------------------------
    def reset(self, disconnect: bool) -> None:
        """Forget partial input and queued output; the server also frees the turn and, with
        ``disconnect``, clears byte 0 (kicking the client: its next send fails)."""
        self._partial = None
        self.partial_since = None
        self._out.clear()
        self._out_offset = 0
        self.out_bytes = 0
        if self.closed:
            return
        if disconnect:
            self._mm[OFF_CONNECTED] = 0
        self._mm[OFF_TURN] = FREE

    def linked(self) -> bool:
        """True while the object's name still refers to this mapping (server side)."""
        try:
            return os.stat(SHM_DIR + self.name).st_ino == os.fstat(self._fd).st_ino
        except OSError:
            return False

    def relinked(self) -> Channel:
        """This channel, or (server side, after an official client unlinked the name) a fresh
        object under the same name; the old one is then closed."""
        if self.linked():
            return self
        fresh = Channel.serve(self.port, self.size, self.max_message)
        self.close()
        return fresh

    def close(self) -> None:
        """Unmap; a client clears byte 0 first (it leaves), a server unlinks its name."""
        if self.closed:
            return
        self.closed = True
        try:
            if self.server:
                if self.linked():
                    try:
                        _posixshmem.shm_unlink(self.name)
                    except FileNotFoundError:
                        pass
            elif not self._kicked:
                self._mm[OFF_CONNECTED] = 0
        finally:
            self._mm.close()
            os.close(self._fd)
