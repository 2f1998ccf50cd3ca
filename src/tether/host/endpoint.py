"""The endpoint interface: what every network service of a :class:`~tether.host.SimulationHost`
implements (legacy remote API ports, Click, the ZeroMQ remote API, the viewer).

An endpoint lives on the host thread. Most wait on sockets (``host.add_reader``); an endpoint
with no file descriptor to wait on (the legacy shared-memory transport) registers a
:class:`Polled` with ``host.add_polled`` instead: the host polls it on every turn of its loop and
never sleeps longer than the endpoint's :meth:`Polled.max_sleep` allows. The host calls it at four moments, all on that thread:

- :meth:`Endpoint.after_pass` after every simulation pass (simulation lock held): answer the
  deferred replies of clients whose step has now run. Endpoints that defer nothing keep the
  base class's method and the host does not call it at all (a pass costs nothing for them).
- :meth:`Endpoint.on_stop` after the simulation stopped: CoppeliaSim switches stepping off then.
- :meth:`Endpoint.clients` whenever someone asks who is connected (status API, viewer).
- :meth:`Endpoint.close` on shutdown or when the endpoint is unregistered.

Step gates are the only way a client holds the simulation back. Each is a
:class:`~tether.core.simulation.StepGate` the endpoint creates with ``simulation.add_gate``;
the endpoint calls ``gate.touch()`` whenever its client is heard from and sets
``gate.on_expire`` to what releases the client (close the connection, drop the gate). The host's
watchdog calls ``on_expire`` once for a gate whose client stayed silent longer than the host's
idle timeout while the simulation was waiting for it (advancing, gate not triggered).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol

__all__ = ["ClientInfo", "Endpoint", "Polled"]


@dataclass(frozen=True, slots=True)
class ClientInfo:
    """One connected client, as status pages and logs show it."""

    protocol: str  # "legacy", "click", "zmq", "viewer"
    peer: str  # address (host:port, ZeroMQ identity, ...)
    stepping: bool = False  # holds a step gate
    waiting: bool = False  # the simulation is waiting for this client's step
    detail: str = ""  # anything else worth showing (streams, last command, ...)

    def as_dict(self) -> dict[str, object]:
        return {
            "protocol": self.protocol, "peer": self.peer, "stepping": self.stepping,
            "waiting": self.waiting, "detail": self.detail,
        }


class Endpoint:
    """Base class of the host's network services (see the module docstring).

    Subclasses keep the host they are given (``self.host``: this module sits below the host,
    which holds endpoints, so it does not name the host's class), call ``host.register(self)``
    once they listen and ``host.unregister(self)`` from :meth:`close` (idempotent); they override
    what they need.
    """

    protocol: ClassVar[str] = ""

    def after_pass(self) -> None:
        """After each pass (host thread, simulation lock held): answer deferred steps."""

    def on_stop(self) -> None:
        """After the simulation stopped (host thread, lock held): drop per-client stepping."""

    def clients(self) -> list[ClientInfo]:
        """The clients connected now."""
        return []

    def close(self) -> None:
        """Stop serving: close every client (releasing its gate) and the listening socket."""


class Polled(Protocol):
    """An fd-free input the host polls (``host.add_polled``): shared memory has no readiness
    event, so the host calls :meth:`poll` on every turn of its loop (right after an exchange it
    spins, yielding the CPU) and, while idle, sleeps at most :meth:`max_sleep`."""

    def poll(self) -> bool:
        """Handle what arrived (host thread); True when something did (the host then spins)."""
        ...

    def max_sleep(self, idle: float) -> float:
        """The longest the host may sleep now (seconds), ``idle`` seconds after the last activity;
        0 keeps it spinning."""
        ...
