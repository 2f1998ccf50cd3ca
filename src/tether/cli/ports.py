"""Ports and addresses of `tether serve`: checked when the command line is parsed, moved together
by ``--port-base``, and every endpoint that cannot listen reported at once, naming its flag.

- :func:`tcp_port`, :func:`legacy_port` and :func:`zmq_address` are argparse ``type=`` functions:
  a port outside 0-65535 (a legacy port outside -99999..65535; negative ones select shared memory)
  or a Click address that is not a ZeroMQ address is a usage error (one line, exit 2), never a
  traceback from deep inside a bind.
- :func:`ports_from_base` is ``--port-base N``'s layout (:data:`BASE_OFFSETS`).
- :class:`Clashes` tries each endpoint, keeps what went wrong, and turns it into one line per
  endpoint once all of them were tried (a second server learns all its clashes in one go).
"""

from __future__ import annotations

import argparse
import contextlib
import re
from dataclasses import dataclass
from typing import Iterator

import zmq

__all__ = [
    "BASE_OFFSETS", "MAX_PORT", "Clash", "Clashes", "legacy_port", "ports_from_base", "port_base",
    "tcp_port", "zmq_address",
]

MAX_PORT = 65535
MAX_SHM_PORT = 99999
#: ``--port-base N``: each endpoint's offset from N. The order is the docs' (legacy remote API
#: first, the CoppeliaSim protocols before Click and the viewer), so N=19997 keeps the legacy default.
BASE_OFFSETS: dict[str, int] = {"legacy": 0, "zmq": 1, "click": 2, "web": 3}

_ZMQ_TCP = re.compile(r"^tcp://(?P<host>\[[0-9A-Fa-f:.]+\]|[^:/\s\[\]]+):(?P<port>\*|\d+)$")


def _whole_number(text: str) -> int:
    try:
        return int(text, 10)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a port number, got {text!r}") from None


def tcp_port(text: str) -> int:
    """A TCP port, 1-65535 (0: any free port, which the start-up lines then name)."""
    port = _whole_number(text)
    if not 0 <= port <= MAX_PORT:
        raise argparse.ArgumentTypeError(f"must be a port from 1 to {MAX_PORT} (0: any free port), got {text}")
    return port


def legacy_port(text: str) -> int:
    """A legacy remote API port: 1-65535 for TCP (0: any free one), -99999..-1 for shared memory
    (the object's name holds five digits, as in CoppeliaSim)."""
    port = _whole_number(text)
    if not -MAX_SHM_PORT <= port <= MAX_PORT:
        raise argparse.ArgumentTypeError(
            f"must be a port from 1 to {MAX_PORT} (a negative one, down to -{MAX_SHM_PORT}, serves shared "
            f"memory; 0: any free port), got {text}")
    return port


def port_base(text: str) -> int:
    """``--port-base``: the first of four consecutive ports (so at most 65535 - 3)."""
    port = _whole_number(text)
    top = MAX_PORT - max(BASE_OFFSETS.values())
    if not 1 <= port <= top:
        raise argparse.ArgumentTypeError(f"must be a port from 1 to {top} (it and the next three are used), got {text}")
    return port


def zmq_address(text: str) -> str:
    """A ZeroMQ address to bind: ``tcp://HOST:PORT`` (PORT 1-65535, or ``*`` for any free one) or
    ``ipc://PATH``."""
    if text.startswith("ipc://") and len(text) > len("ipc://"):
        return text
    match = _ZMQ_TCP.match(text)
    if match is None:
        raise argparse.ArgumentTypeError(
            f"must be a ZeroMQ address like tcp://127.0.0.1:5555 (or ipc://PATH), got {text!r}")
    port = match.group("port")
    if port != "*" and not 0 <= int(port) <= MAX_PORT:
        raise argparse.ArgumentTypeError(f"port must be from 1 to {MAX_PORT} (or *), got {text!r}")
    return text


def ports_from_base(base: int) -> dict[str, int]:
    """The four ports ``--port-base base`` gives: endpoint name -> port (:data:`BASE_OFFSETS`)."""
    return {name: base + offset for name, offset in BASE_OFFSETS.items()}


@dataclass(frozen=True, slots=True)
class Clash:
    """One endpoint that could not listen."""

    what: str  # "the ZeroMQ remote API on 127.0.0.1:23000"
    flag: str  # the flag that moves it: "--zmq-port"
    leave_out: str  # the flag that leaves it out: "--no-zmq"
    reason: str  # "address already in use"

    def line(self) -> str:
        """The one line `tether serve` prints for it."""
        return (f"tether: error: cannot listen for {self.what}: {self.reason}; choose another port with "
                f"{self.flag} (or --port-base N to move all four, or {self.leave_out}), or stop the other server")


def _reason(exc: BaseException) -> str:
    """The OS's words for a failed bind, without errno numbers or class names."""
    text = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    return text[:1].lower() + text[1:]


class Clashes:
    """Collects the endpoints that failed to listen, so all are tried before any is reported."""

    def __init__(self) -> None:
        self.found: list[Clash] = []

    @contextlib.contextmanager
    def attempt(self, what: str, flag: str, leave_out: str) -> Iterator[None]:
        """Run the ``with`` body (one endpoint's bind); a bind error becomes a :class:`Clash`."""
        try:
            yield
        except (OSError, zmq.ZMQError, OverflowError) as exc:
            self.found.append(Clash(what, flag, leave_out, _reason(exc)))

    def __bool__(self) -> bool:
        return bool(self.found)

    def lines(self) -> list[str]:
        """One line per endpoint that could not listen, in the order they were tried."""
        return [clash.line() for clash in self.found]
