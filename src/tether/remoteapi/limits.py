"""What one legacy remote API peer, and all of them together, may cost the server.

Every budget is counted on bytes actually received or produced, never on a size a peer
announces: a header claiming 60 MiB costs nothing until 60 MiB arrive.  A peer that goes over
a budget is closed with one logged line naming it and the limit (see
:class:`~tether.remoteapi.connection.LimitExceeded`).  The defaults are docs/guide/legacy-remote-api.md's "Budgets"
table; ``tether serve`` sets them with ``--legacy-...`` flags.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, replace

__all__ = ["CLIENT_LIMITS", "Budget", "Limits", "MiB", "add_limit_arguments", "limits_from_args"]

MiB = 1024 * 1024


@dataclass(frozen=True, slots=True)
class Limits:
    """Budgets of a legacy remote API port (sizes in bytes, times in seconds)."""

    #: One message, and one split command once reassembled (a 2048x2048 RGB image is 12 MiB).
    max_message: int = 24 * MiB
    #: Input one connection holds: its partial message, split uploads and queued messages.
    connection_input: int = 32 * MiB
    #: Reply bytes one connection has not read yet; a client over it is dropped.
    connection_output: int = 32 * MiB
    #: Input all connections of the server hold together.
    server_input: int = 40 * MiB
    #: Unsent reply bytes of all connections of the server together.
    server_output: int = 128 * MiB
    #: A partial message (or unread output) may stall this long before the peer is dropped.
    read_timeout: float = 5.0
    #: Connections one port accepts at once (the reference allows 255 clients).
    max_connections: int = 256

    def __post_init__(self) -> None:
        # each field is set by the flag of the same name: --legacy-max-message, ...
        for name in ("max_message", "connection_input", "connection_output", "server_input", "server_output",
                     "max_connections"):
            if getattr(self, name) < 1:
                raise ValueError(f"--legacy-{name.replace('_', '-')} must be positive, not {getattr(self, name)}")
        if self.read_timeout <= 0:
            raise ValueError(f"--legacy-read-timeout must be positive, not {self.read_timeout}")
        if self.max_message < 64:
            raise ValueError("--legacy-max-message must allow at least 64 bytes")


#: What tether's clients accept from a server: replies may be big (images, files), and a
#: client reads them as they come (64 MiB is the codec's default message bound).
CLIENT_LIMITS = Limits(max_message=64 * MiB, connection_input=128 * MiB, server_input=128 * MiB)


class Budget:
    """Bytes held by all connections of one server (each connection charges and refunds it)."""

    __slots__ = ("limit", "used")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.used = 0


# -- command line (``tether serve``) -------------------------------------------------------------
_SIZE_FLAGS = {  # flag -> (field, help)
    "--legacy-max-message": ("max_message", "largest legacy message or split command"),
    "--legacy-connection-input": ("connection_input", "unprocessed input one legacy connection may hold"),
    "--legacy-connection-output": ("connection_output", "unread replies one legacy client may leave"),
    "--legacy-server-input": ("server_input", "unprocessed input of all legacy connections of a port"),
    "--legacy-server-output": ("server_output", "unread replies of all legacy clients of a port"),
}


def add_limit_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``--legacy-...`` budget flags (sizes in MiB)."""
    defaults = Limits()
    for flag, (name, text) in _SIZE_FLAGS.items():
        parser.add_argument(
            flag, type=float, default=None, metavar="MIB",
            help=f"{text}, in MiB (default: {getattr(defaults, name) / MiB:g})",
        )
    parser.add_argument(
        "--legacy-read-timeout", type=float, default=None, metavar="SECONDS",
        help="drop a legacy client that leaves a message half sent or its replies unread this long "
             f"(default: {defaults.read_timeout:g})",
    )
    parser.add_argument(
        "--legacy-max-connections", type=int, default=None, metavar="N",
        help=f"legacy connections one port accepts at once (default: {defaults.max_connections})",
    )


def limits_from_args(args: argparse.Namespace) -> Limits:
    """The Limits the ``--legacy-...`` flags ask for; ValueError names a bad one."""
    changes: dict[str, float | int] = {}
    for flag, (name, _) in _SIZE_FLAGS.items():
        value = getattr(args, flag[2:].replace("-", "_"), None)
        if value is not None:
            changes[name] = int(value * MiB)
    if getattr(args, "legacy_read_timeout", None) is not None:
        changes["read_timeout"] = args.legacy_read_timeout
    if getattr(args, "legacy_max_connections", None) is not None:
        changes["max_connections"] = args.legacy_max_connections
    return replace(Limits(), **changes)
