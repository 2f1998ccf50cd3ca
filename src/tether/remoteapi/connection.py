"""Sans-IO legacy remote API connections: bytes in, messages and replies out, no sockets.

:class:`LegacyConnection` is one end of a legacy connection, client or server: it reassembles
packets into messages (bounded by :class:`~tether.remoteapi.limits.Limits`, counted on bytes
actually received), queues complete messages, notices a partial message that stalls, and
frames outgoing messages.  :class:`~tether.remoteapi.server_connection.ServerConnection` adds the server's rules on top; the
socket loops (``server.py``: the host thread; ``client.py``: its communication thread) only
move bytes and keep time.

Errors: a peer that breaks the protocol or a budget raises :class:`RemoteProtocolError`
(:class:`LimitExceeded` for budgets) from :meth:`LegacyConnection.receive_data`; the server
connection turns that into its ``close(reason)``.
"""

from __future__ import annotations

import collections

from tether.remoteapi.limits import Budget, Limits
from tether.remoteapi.protocol import (
    CLIENT_MAX_PACKET_SIZE,
    MESSAGE_HEADER_SIZE,
    MalformedMessageError,
    PacketAssembler,
    RemoteProtocolError,
    frame_parts,
    pack_header,
)

__all__ = ["LegacyConnection", "LimitExceeded"]


class LimitExceeded(RemoteProtocolError):
    """The peer went over one of its budgets (the text names the limit and its flag)."""


class LegacyConnection:
    """One end of a legacy remote API connection, without its socket (either role).

    Feed received bytes to :meth:`receive_data`; take complete message bodies with
    :meth:`next_message`; build outgoing messages with :meth:`frame`.  Input held (the partial
    message plus queued messages, plus whatever a subclass adds in :meth:`held`) is charged to
    the per-connection limit and to the shared ``budget``; :meth:`release` refunds it.

    ``framed`` (default True) is the TCP form: packets in, packets out. A transport that
    delimits messages itself (shared memory, :mod:`tether.remoteapi.shm`) passes False: each
    :meth:`receive_data` is then one whole message, and :meth:`frame` returns the bare message.
    """

    # the compiled build declares the same fields in connection.pxd (C fields, not a dictionary)
    __slots__ = ("peer", "framed", "limits", "budget", "max_packet_size", "_assembler", "_messages", "_queued",
                 "_charged", "partial_since", "__weakref__")

    def __init__(
        self,
        peer: str = "peer",
        limits: Limits | None = None,
        budget: Budget | None = None,
        max_packet_size: int = CLIENT_MAX_PACKET_SIZE,
        *,
        framed: bool = True,
    ) -> None:
        self.peer = peer
        self.framed = framed
        self.limits = limits = limits or Limits()
        self.budget = budget
        self.max_packet_size = max_packet_size
        self._assembler = PacketAssembler(max_message_size=limits.max_message)
        self._messages: collections.deque[bytes] = collections.deque()
        self._queued = 0  # bytes of the complete messages in _messages
        self._charged = 0  # bytes charged to the budget
        #: when the partial message now held started arriving (None: no partial message)
        self.partial_since: float | None = None

    # -- input ------------------------------------------------------------------------------------
    def receive_data(self, data: bytes, now: float = 0.0) -> None:
        """Add received bytes; raises RemoteProtocolError (LimitExceeded) when the peer broke a rule."""
        if not self.framed:  # one whole message (its transport bounded it by max_message)
            if len(data) < MESSAGE_HEADER_SIZE:
                raise MalformedMessageError(f"message of {len(data)} bytes is shorter than its header")
            self._messages.append(data)
            self._queued += len(data)
            self.account()
            return
        bodies = self._assembler.feed(data)
        for body in bodies:
            self._messages.append(body)
            self._queued += len(body)
        if not self._assembler.pending:
            self.partial_since = None
        elif self.partial_since is None or bodies:
            self.partial_since = now  # a new partial message started
        self.account()

    def whole_message(self, data: bytes) -> bytes | None:
        """``data`` as one complete message body when :meth:`receive_data` would only queue it
        (nothing pending or queued, one whole message, within every budget), else None. A caller
        that then handles the body at once skips the queue; the budgets are as if it had queued
        and taken it."""
        if self._messages:
            return None
        if self.framed:
            body = self._assembler.single_packet_body(data)
            if body is None:
                return None
        elif len(data) < MESSAGE_HEADER_SIZE:
            return None
        else:
            body = data
        n = len(body) + self._charged  # what account() would see held
        if n > self.limits.connection_input:
            return None
        budget = self.budget
        if budget is not None and budget.used + len(body) > budget.limit:
            return None
        return body

    def next_message(self) -> bytes | None:
        """The oldest complete message body not taken yet, or None."""
        if not self._messages:
            return None
        body = self._messages.popleft()
        self._queued -= len(body)
        return body

    @property
    def queued_messages(self) -> int:
        return len(self._messages)

    @property
    def in_message(self) -> bool:
        """True while part of a message has arrived but not its end."""
        return bool(self._assembler.pending)

    def held(self) -> int:
        """Input bytes this connection holds now."""
        return self._assembler.pending + self._queued

    def account(self) -> None:
        """Charge what is held now to the budgets; raise LimitExceeded when over one."""
        held = self.held()
        delta = held - self._charged
        self._charged = held
        budget = self.budget
        if budget is not None:
            budget.used += delta
        if delta <= 0:
            return
        limits = self.limits
        if held > limits.connection_input:
            raise LimitExceeded(
                f"holds {held} bytes of unprocessed input, over the per-connection limit of "
                f"{limits.connection_input} (--legacy-connection-input)"
            )
        if budget is not None and budget.used > budget.limit:
            raise LimitExceeded(
                f"pushed the server's unprocessed input to {budget.used} bytes, over the limit of "
                f"{budget.limit} for all connections (--legacy-server-input)"
            )

    def release(self) -> None:
        """Forget all input and refund the budget (the connection is gone)."""
        self._assembler.reset()
        self._messages.clear()
        self._queued = 0
        self.partial_since = None
        if self.budget is not None:
            self.budget.used -= self._charged
        self._charged = 0

    def stalled(self, now: float) -> str | None:
        """Why the peer should be dropped for slowness (a partial message held too long), or None."""
        since = self.partial_since
        if since is not None and now - since > self.limits.read_timeout:
            return (
                f"sent part of a message and nothing more for over {self.limits.read_timeout:g} s "
                "(--legacy-read-timeout)"
            )
        return None

    # -- output -----------------------------------------------------------------------------------
    def frame(
        self, message_id: int, client_time: int, parts: list[bytes],
        server_time: int = 0, scene_id: int = 0, state: int = 0,
    ) -> bytes:
        """A message (header fields + encoded commands ``parts``, modified) cut into packets."""
        if not self.framed:
            parts.insert(0, pack_header(message_id, client_time, server_time, scene_id, state))
            return b"".join(parts)
        return frame_parts(message_id, client_time, server_time, scene_id, state, parts, self.max_packet_size)
