"""The legacy server's behaviour written as the simplest straight-line code, for differential tests.

Every message is decoded afresh (no cache), every command goes through the store's rules
(spec §4.2: replace in place by key unless no-overwrite, streams stay), and every stored
command runs at every message (streams refreshed every time: the test sets the server's
``STREAM_REFRESH_S`` to 0 so it does the same) through the table's own handler
(``HANDLERS[raw](ctx, cmd)``: validate, call, pack). Each reply is stamped with the simulation
time read right after its command ran. No plans, no shape cache, no store-free list, no
one-struct replies: what the server does to go faster must not change any of this.

Only what the differential test sends is modelled: oneshot, blocking, streaming and
discontinue modes, one client (a trigger's pass runs at once), no split transfers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tether.core import Simulation
from tether.core.engine.errors import SimError
from tether.remoteapi import commands as C
from tether.remoteapi.handlers import HANDLERS, CommandFailed, NotFound, unsupported
from tether.remoteapi.protocol import (
    OPMODE_DISCONTINUE,
    OPMODE_STREAMING,
    Command,
    decode_message,
)
from tether.remoteapi.table import TABLE


class ReferenceServer:
    """One client's legacy server end, straight-line (see the module docs)."""

    peer = "reference"
    file_root: Path | None = None

    def __init__(self, simulation: Simulation) -> None:
        self.simulation = simulation
        self.api = simulation.api
        self.stored: list[Command] = []
        self.errors: list[str] = []
        self.gate: Any = None

    # -- the handlers' context ----------------------------------------------------------------
    def take_last_errors(self) -> list[str]:
        errors, self.errors = self.errors, []
        return errors

    def enable_stepping(self) -> None:
        if self.gate is None:
            self.gate = self.simulation.loop.add_gate("reference")

    def disable_stepping(self) -> None:
        self.close()

    def trigger(self) -> None:  # the server connection's texts, word for word
        if self.gate is None:
            raise CommandFailed("synchronous mode is off: call simxSynchronous(clientID, True) first")
        if not self.simulation.state.advancing:
            raise CommandFailed("the simulation is not running: start it before triggering a step")
        self.gate.trigger()

    def close(self) -> None:
        gate, self.gate = self.gate, None
        if gate is not None:
            gate.close()

    # -- a message --------------------------------------------------------------------------------
    def message(self, body: bytes) -> list[Command]:
        """The reply commands to one message body (header included)."""
        for cmd in decode_message(body).commands:
            if cmd.command_id == C.KILL_CONNECTION:
                continue
            keys = [(c.command_id, c.command_data) for c in self.stored]
            key = (cmd.command_id, cmd.command_data)
            if not cmd.status & 1 and key in keys:
                self.stored[keys.index(key)] = cmd
            else:
                self.stored.append(cmd)
        replies = []
        kept = []
        with self.simulation.lock:
            for cmd in self.stored:
                if cmd.op_mode == OPMODE_DISCONTINUE:
                    replies.append(self._reply(cmd, b"", 0))
                    continue
                handler = HANDLERS.get(cmd.command_id, unsupported)
                try:
                    pure, failed = handler(self, cmd), 0
                except NotFound:
                    pure, failed = b"", 1
                except SimError as exc:
                    pure, failed = b"", 1
                    self.errors.append(f"{C.command_name(cmd.command_id)}: {exc}")
                except Exception as exc:  # a bug behind one command: recorded, the client stays
                    pure, failed = b"", 1
                    self.errors.append(
                        f"{C.command_name(cmd.command_id)}: internal error: {type(exc).__name__}: {exc}"
                    )
                replies.append(self._reply(cmd, pure, failed))
                row = TABLE.get(cmd.command_id)
                if cmd.op_mode == OPMODE_STREAMING and not (failed == 0 and row is not None and row.read_once):
                    kept.append(cmd)
        self.stored = kept
        return replies

    def _reply(self, cmd: Command, pure: bytes, failed: int) -> Command:
        sim_ms = int(self.simulation.loop.sim_time * 1000.01) & 0x7FFFFFFF
        return Command(cmd.command_id, cmd.op_mode, 0, cmd.command_data, pure, failed, sim_ms)
