"""The ZeroMQ remote API server's protocol state, without sockets.

:class:`Session` takes request frames with an opaque *route* (the server's ROUTER envelope: one
per client socket) and gives back reply frames, or :data:`DEFERRED` for a ``sim.step`` that is
answered after a simulation pass (:meth:`Session.ready` hands those replies out). It keeps one
:class:`Client` per uuid (the asyncio client opens several sockets under one uuid) with its
stepping level, as CoppeliaSim's Lua server does, and a step gate while that level is above zero.

Calls go to :class:`~tether.core.simapi.api.SimAPI` (the API scripts see) through :mod:`.calls`.
Everything runs on the simulation host's thread.
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Hashable

import cbor2

from tether.core.engine.errors import SimError
from tether.core.simapi.motion import Ongoing
from tether.zmqremoteapi import protocol as p
from tether.zmqremoteapi.calls import Calls, CallError

if TYPE_CHECKING:
    from tether.core.simulation import Simulation, StepGate

logger = logging.getLogger("tether.zmqremoteapi")
_monotonic = time.monotonic
_loads = cbor2.loads
_ret = p.ret

__all__ = ["Session", "Client", "DEFERRED", "MAX_CLIENTS"]

DEFERRED = object()  # handle(): the reply comes later, from ready()
MAX_CLIENTS = 1024  # uuids remembered at once; the least recently heard non-stepping one goes first
#: A client that never sends ``_*end*_`` (the Python clients do not) is forgotten after this long
#: without a request unless it holds a step (CoppeliaSim: the client's timeout, default 10 min).
FORGET_AFTER = 600.0


@dataclass(eq=False)
class Client:
    """One ZeroMQ remote API client (one uuid)."""

    uuid: str
    lang: str = ""
    level: int = 0  # sim.setStepping level (CoppeliaSim's steppingLevel)
    gate: StepGate | None = None
    last_seen: float = field(default_factory=time.monotonic)
    calls: int = 0
    routes: set[Hashable] = field(default_factory=set)  # its sockets (the asyncio client has several)


@dataclass(frozen=True, slots=True)
class _Pending:
    uuid: str
    target: int  # answer once simulation.loop.pass_count reaches this
    stop_count: int  # ... or once the simulation stopped
    ongoing: Ongoing | None = None  # a call spanning passes (moveToConfig...): answered when it ends


class Session:
    """All clients of one ZeroMQ remote API server (see the module docstring)."""

    def __init__(self, simulation: Simulation, file_root: Path | None = None, name: str = "ZeroMQ") -> None:
        self.simulation = simulation
        self.name = name
        self.clients: dict[str, Client] = {}
        self.pending: dict[Hashable, _Pending] = {}
        self.calls = Calls(simulation, file_root)
        # sim functions called before, resolved (never the ones handled here: step, setStepping...)
        self._entries = self.calls.entries
        self.on_release: Callable[[Client, str], None] | None = None  # the server drops its routes
        #: a frame that is no request -> the error text for another protocol's client, or None
        self.other_protocol: Callable[[bytes], str | None] | None = None
        self.requests = 0
        self.errors = 0
        self._logged: set[str] = set()  # error kinds already logged (one line each, no flood)
        #: runs a function on the host thread soon (the server sets it): triggers the step gate
        #: of a client waiting in a call that spans passes, outside the pass that just ran
        self.schedule: Callable[[Callable[[], None]], None] | None = None
        #: uuid -> what its next request is answered: stepping clients released (bounded, oldest go)
        self.released: OrderedDict[str, str] = OrderedDict()

    # -- requests ------------------------------------------------------------------------------
    def handle(self, frame: bytes, route: Hashable) -> bytes | object:
        """Answer one request frame from ``route``: reply bytes, or DEFERRED."""
        self.requests += 1
        try:
            message = _loads(frame)
        except Exception as exc:  # cbor2 raises several types (CBORDecodeError, ValueError, RecursionError)
            return self._bad_request(frame, str(p.not_cbor(exc)))
        # The common request, a known client calling a function it called before with argsL
        # matching its arguments, goes straight to that function: nothing else to check or adapt.
        if type(message) is dict and len(message) == 4:
            get = message.get
            func, args, uuid = get("func"), get("args"), get("uuid")
            if type(func) is str and type(uuid) is str and type(args) is list \
                    and get("argsL") == len(args) <= p.MAX_ARGS:
                entry = self._entries.get(func)
                client = self.clients.get(uuid)
                if entry is not None and client is not None:
                    if route not in client.routes:
                        client.routes.add(route)
                    client.last_seen = _monotonic()
                    client.calls += 1
                    if client.gate is not None:
                        client.gate.touch()
                    return self._run(func, entry, args, route, client)
        try:
            req = p.parse_request(message)
        except p.ProtocolError as exc:
            return self._bad_request(frame, str(exc))
        if req.uuid is None:  # a protocol-1 client (CoppeliaSim <= 4.5.1)
            return p.VERSION_MISMATCH_REPLY
        if req.func == p.END:
            self.forget(req.uuid)
            return p.EMPTY
        if req.uuid in self.released:  # released while stepping: tell it once, then serve it as new
            return self._error(self.released.pop(req.uuid))
        client = self._client(req)
        if route not in client.routes:
            client.routes.add(route)
        func = req.func
        if func == p.EXECUTED:  # the answer to a _*wait*_ (tether never sends one) or a callback
            return p.RET_NONE
        if func == "sim.step" or func == "sim.switchThread" or func == "sim.yield":
            return self._step(client, route)
        if func == "sim.setStepping":
            return self._set_stepping(client, req.args)
        try:
            entry = self.calls.entry(func)
        except CallError as exc:
            return self._error(str(exc))
        return self._run(func, entry, req.args, route, client)

    def _bad_request(self, frame: bytes, why: str) -> bytes:
        """A frame that is no request: another protocol's client gets where it belongs (the
        server's ``other_protocol`` hook knows the ports), anything else what is wrong."""
        if self.other_protocol is not None:
            text = self.other_protocol(frame)
            if text is not None:
                self.errors += 1
                return p.err(text)
        return self._error(f"bad request: {why}")

    def _run(self, func: str, entry: Callable[[list[Any]], Any], args: list[Any], route: Hashable = None,
             client: Client | None = None) -> bytes | object:
        try:
            result = entry(args)
            if isinstance(result, Ongoing):
                return self._wait_for(result, route, client)
            return _ret(result)
        except CallError as exc:
            return self._error(str(exc))
        except Exception as exc:
            return self._crashed(func, exc)

    def _wait_for(self, ongoing: Ongoing, route: Hashable, client: Client | None) -> object:
        """A call that spans passes: answered from ready() once it ends; meanwhile the client
        counts as stepping (CoppeliaSim's server runs such a call in a coroutine that steps)."""
        sim = self.simulation
        self.pending[route] = _Pending(client.uuid if client else "", sim.loop.pass_count + 1, sim.loop.stop_count, ongoing)
        if client is not None and client.gate is not None and not client.gate.triggered:
            try:
                client.gate.trigger()  # the last trigger runs the pass right here (ready() answers)
            except SimError:
                pass
        return DEFERRED

    def _advance(self, route: Hashable, waiting: _Pending) -> bytes | None:
        """After a pass: advance a call spanning passes; its reply once it ended, else None."""
        ongoing = waiting.ongoing
        assert ongoing is not None
        sim = self.simulation
        if sim.loop.stop_count != waiting.stop_count:
            return _ret(ongoing.result)
        try:
            if ongoing.advance():
                return _ret(ongoing.result)
        except SimError as exc:
            return self._error(str(exc))
        except Exception as exc:
            return self._crashed("a call spanning passes", exc)
        self.pending[route] = _Pending(waiting.uuid, sim.loop.pass_count + 1, waiting.stop_count, ongoing)
        client = self.clients.get(waiting.uuid)
        if client is not None and client.gate is not None and self.schedule is not None:
            gate = client.gate

            def trigger() -> None:
                if gate in sim.loop.gates and not gate.triggered and sim.state.advancing:
                    gate.trigger()
            self.schedule(trigger)
        return None

    def _crashed(self, func: str, exc: Exception) -> bytes:
        """A bug must not take the server down: the client gets the text, the log one traceback."""
        if self._first(f"crash {func}"):
            logger.error("%s remote API: %s failed (logged once)", self.name, func, exc_info=exc)
        return self._error(f"internal error in tether while running {func}: {type(exc).__name__}: {exc}")

    def _client(self, req: p.Request) -> Client:
        client = self.clients.get(req.uuid)  # type: ignore[arg-type]
        now = _monotonic()
        if client is None:
            if len(self.clients) >= MAX_CLIENTS:
                self._evict()
            client = Client(req.uuid, req.lang or "")  # type: ignore[arg-type]
            self.clients[client.uuid] = client
        client.last_seen = now
        client.calls += 1
        if client.gate is not None:
            client.gate.touch()
        return client

    def _evict(self) -> None:
        idle = [c for c in self.clients.values() if c.gate is None]
        victim = min(idle or self.clients.values(), key=lambda c: c.last_seen)
        self.release(victim, "too many clients: the least recently heard one is forgotten")

    def _error(self, text: str) -> bytes:
        self.errors += 1
        if self._first(text[:48]):
            logger.info("%s remote API: %s (each kind of error is logged once)", self.name, text)
        return p.err(text)

    def _first(self, kind: str) -> bool:
        """True the first time an error kind is seen (bounded: at most 256 kinds remembered)."""
        if kind in self._logged or len(self._logged) >= 256:
            return False
        self._logged.add(kind)
        return True

    # -- stepping -----------------------------------------------------------------------------
    def _set_stepping(self, client: Client, args: list[Any]) -> bytes:
        """CoppeliaSim's per-client level: True raises it, False lowers it; returns the old one."""
        previous = client.level
        enable = args[0] if args else True
        if enable:
            client.level += 1
            if client.gate is None:
                gate = self.simulation.loop.add_gate(f"{self.name} client {client.uuid[:8]} ({client.lang or '?'})")
                gate.on_expire = lambda reason, c=client: self.release(c, reason)
                client.gate = gate
        elif client.level > 0:
            client.level -= 1
            if client.level == 0:
                self._drop_gate(client)
        return p.ret(previous)

    def _step(self, client: Client, route: Hashable) -> bytes | object:
        """``sim.step``: answered once the next pass ran (at once while stopped or paused)."""
        sim = self.simulation
        if not sim.state.advancing:
            return p.RET_NONE
        stop_count = sim.loop.stop_count
        if client.gate is not None:
            try:
                target = client.gate.trigger()  # the last trigger runs the pass right here
            except SimError:
                return p.RET_NONE
        else:
            target = sim.loop.pass_count + 1  # not stepping: just wait for the next pass
        if sim.loop.pass_count >= target or sim.loop.stop_count != stop_count:
            return p.RET_NONE
        self.pending[route] = _Pending(client.uuid, target, stop_count)
        return DEFERRED

    def ready(self) -> list[tuple[Hashable, bytes]]:
        """Deferred replies now due (after a pass or a stop): (route, frame) pairs."""
        if not self.pending:
            return []
        sim = self.simulation
        due = [route for route, w in self.pending.items()
               if sim.loop.pass_count >= w.target or sim.loop.stop_count != w.stop_count]
        replies = []
        for route in due:
            waiting = self.pending.pop(route, None)
            if waiting is None:
                continue
            if waiting.ongoing is None:
                replies.append((route, p.RET_NONE))
            else:
                reply = self._advance(route, waiting)
                if reply is not None:
                    replies.append((route, reply))
        return replies

    def on_stop(self) -> None:
        """CoppeliaSim's stopSimulation resets every client's stepping level."""
        for client in self.clients.values():
            client.level = 0
            self._drop_gate(client)

    def _drop_gate(self, client: Client) -> None:
        if client.gate is not None:
            gate, client.gate = client.gate, None
            gate.on_expire = None
            gate.close()

    # -- clients ------------------------------------------------------------------------------
    def release(self, client: Client, reason: str) -> None:
        """Forget a client: its step no longer holds the simulation (idle timeout, eviction)."""
        if self.clients.get(client.uuid) is not client:
            return
        logger.warning("%s remote API: releasing client %s: %s", self.name, client.uuid, reason)
        if client.gate is not None:  # it believes it steps in lockstep: its next call is told otherwise
            self.released[client.uuid] = (
                f"this client was released from stepping ({reason}): the simulation ran on without it; "
                "call sim.setStepping(True) to step in lockstep again")
            while len(self.released) > MAX_CLIENTS:
                self.released.popitem(last=False)
        self.forget(client.uuid)
        if self.on_release is not None:
            self.on_release(client, reason)

    def forget(self, uuid: str) -> None:
        """The client left (``_*end*_``) or was released: drop its state and its step gate."""
        client = self.clients.pop(uuid, None)
        if client is None:
            return
        client.level = 0
        for route in [r for r, w in self.pending.items() if w.uuid == uuid]:
            del self.pending[route]
        self._drop_gate(client)

    def connection_closed(self, identities: set[bytes]) -> None:
        """Sockets closed (their routing ids: a route's first frame): a client with no socket
        left is gone (its program ended, with or without ``_*end*_``): a stepping one is
        released, any other forgotten, so it leaves the client lists; replies owed on the closed
        sockets are dropped."""
        for route in [r for r in self.pending if r[0] in identities]:  # type: ignore[index]
            del self.pending[route]
        for client in list(self.clients.values()):
            closed = {r for r in client.routes if r[0] in identities}  # type: ignore[index]
            if closed:
                client.routes -= closed
                if client.routes:
                    continue
                if client.gate is not None:
                    self.release(client, "its connection closed")
                else:
                    self.forget(client.uuid)

    def forget_idle(self, now: float | None = None, after: float = FORGET_AFTER) -> int:
        """Forget clients without a step gate silent for ``after`` seconds (bounded memory)."""
        now = time.monotonic() if now is None else now
        waiting = {w.uuid for w in self.pending.values()}
        stale = [c for c in self.clients.values()
                 if c.gate is None and now - c.last_seen > after and c.uuid not in waiting]
        for client in stale:
            self.forget(client.uuid)
        return len(stale)

    def close(self) -> None:
        for uuid in list(self.clients):
            self.forget(uuid)
