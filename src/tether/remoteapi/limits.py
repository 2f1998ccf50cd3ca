"""What one legacy remote API peer, and all of them together, may cost the server.

Every budget is counted on bytes actually received or produced, never on a size a peer
announces: a header claiming 60 MiB costs nothing until 60 MiB arrive.  A peer that goes over
a budget is closed with one logged line naming it and the limit (see
:class:`~tether.remoteapi.connection.LimitExceeded`).  The defaults are the README's "Limits"
table; ``tether serve`` sets them with ``--legacy-...`` flags.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CLIENT_LIMITS", "Budget", "Limits", "MiB"]

MiB = 1024 * 1024


@dataclass(frozen=True, slots=True)
class Limits:
    """Budgets of a legacy remote API port (sizes in bytes, times in seconds)."""

    #: One message, and one split command once reassembled (a 2048x2048 RGB image is 12 MiB).
    max_message: int = 32 * MiB
    #: Input one connection holds: its partial message, split uploads and queued messages.
    connection_input: int = 40 * MiB
    #: Reply bytes one connection has not read yet; a client over it is dropped.
    connection_output: int = 32 * MiB
    #: Input all connections of the server hold together.
    server_input: int = 48 * MiB
    #: Unsent reply bytes of all connections of the server together.
    server_output: int = 128 * MiB
    #: A partial message (or unread output) may stall this long before the peer is dropped.
    read_timeout: float = 5.0
    #: Connections one port accepts at once (the reference allows 255 clients).
    max_connections: int = 256

    def __post_init__(self) -> None:
        for name in ("max_message", "connection_input", "connection_output", "server_input", "server_output",
                     "max_connections"):
            if getattr(self, name) < 1:
                raise ValueError(f"legacy limit {name} must be positive, not {getattr(self, name)}")
        if self.read_timeout <= 0:
            raise ValueError(f"legacy read timeout must be positive, not {self.read_timeout}")
        if self.max_message < 64:
            raise ValueError("legacy max message must be at least 64 bytes")


#: What tether's clients accept from a server: replies may be big (images, files), and a
#: client reads them as they come (64 MiB is the codec's default message bound).
CLIENT_LIMITS = Limits(max_message=64 * MiB, connection_input=128 * MiB, server_input=128 * MiB)


class Budget:
    """Bytes held by all connections of one server (each connection charges and refunds it)."""

    __slots__ = ("limit", "used")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.used = 0
