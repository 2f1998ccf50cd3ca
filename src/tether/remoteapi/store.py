"""A connection's command store ("input container", spec §4.2) and its split bookkeeping.

Rules:

* Split chunks (client -> server, oneshot_split) are reassembled per command key; only a
  complete command enters the store.
* A complete command with the no-overwrite bit is appended. Otherwise a stored command with
  the same key is replaced *in place* (so a discontinue, a oneshot or a blocking request
  ends a stream of that key), except that a new oneshot_split never replaces a stored
  oneshot_split (the running transfer finishes first). Anything else is appended.
* After execution, everything that is not streaming, streaming_split or oneshot_split leaves
  the store; a oneshot_split leaves once its whole reply has been sent (§4.5).

Each stored entry remembers when and at which simulation "epoch" it last ran, so the server
re-executes streams only when what they report may have changed, honouring their delay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tether.remoteapi.protocol import (
    OPMODE_ONESHOT_SPLIT,
    OPMODE_STREAMING,
    OPMODE_STREAMING_SPLIT,
    Command,
    CommandKey,
    SplitReassembler,
)

__all__ = ["Stored", "CommandStore", "CONTINUOUS", "MIN_REPLY_CHUNK"]

#: Op-modes whose commands stay stored after execution.
CONTINUOUS = frozenset({OPMODE_STREAMING, OPMODE_STREAMING_SPLIT})
#: streaming_split reply chunks are at least this big (reference clamp, §4.1).
MIN_REPLY_CHUNK = 50


@dataclass(slots=True, eq=False)
class Stored:
    """One stored command and its execution bookkeeping."""

    command: Command
    #: (raw id, command data), made once: the store compares keys on every removal
    key: CommandKey
    last_run: float = -1.0  # wall clock (s) of the last execution; < 0: never ran
    epoch: tuple[int, int, int] | None = None  # simulation epoch at the last execution
    result: Command | None = None  # split replies: the whole result still being sent
    sent: int = 0  # split replies: bytes of result.pure_data already sent
    plan: Any = None  # the server's execution plan of ``command``, made at its first run

    def next_chunk(self) -> Command | None:
        """The next slice of a memorised split result (None when nothing is left)."""
        result = self.result
        if result is None:
            return None
        total = len(result.pure_data)
        if self.sent >= total:
            self.result = None
            return None
        size = self.command.arg
        if self.command.op_mode == OPMODE_STREAMING_SPLIT:
            size = max(size, MIN_REPLY_CHUNK)
        size = max(size, 1)
        offset = self.sent
        self.sent = min(total, offset + size)
        if self.sent >= total:
            self.result = None
        if offset == 0 and total <= size:  # fits in one chunk: sent whole (§3.5)
            return result
        return Command(
            result.command_id,
            result.op_mode,
            0,
            result.command_data,
            result.pure_data[offset : offset + size],
            result.status,
            result.sim_time,
            total,
            offset,
        )


class CommandStore:
    """The ordered stored commands of one connection plus partial split uploads."""

    def __init__(self, max_split_size: int) -> None:
        self.items: list[Stored] = []
        self._by_key: dict[CommandKey, Stored] = {}
        self.partials = SplitReassembler(max_size=max_split_size)
        self.version = 0  # bumped whenever the stored commands change (facts about them can be kept)

    def __len__(self) -> int:
        return len(self.items)

    @property
    def by_key(self) -> dict[CommandKey, Stored]:
        """The stored entry of each key (read only: a new command with one of these keys
        replaces that entry in place)."""
        return self._by_key

    def add(self, command: Command) -> Stored | None:
        """Store one received command or chunk; return the entry if a command was stored."""
        if command.is_chunk:
            reassembled = self.partials.feed(command)
            if reassembled is None:
                return None
            command = reassembled
        key = CommandKey(command.command_id, command.command_data)
        if not command.status & 1:
            old = self._by_key.get(key)
            if old is not None:
                if old.command.op_mode == OPMODE_ONESHOT_SPLIT and command.op_mode == OPMODE_ONESHOT_SPLIT:
                    return None  # let the running split transfer finish
                entry = Stored(command, key)
                self.items[self.items.index(old)] = entry
                self._by_key[key] = entry
                self.version += 1
                return entry
        self.version += 1
        entry = Stored(command, key)
        self.items.append(entry)
        self._by_key.setdefault(key, entry)
        return entry

    def remove(self, entries: list[Stored]) -> None:
        """Drop executed entries (identity-based, order of the rest kept)."""
        if not entries:
            return
        self.version += 1
        gone = {id(e) for e in entries}
        self.items = [e for e in self.items if id(e) not in gone]
        for e in entries:
            key = e.key
            if self._by_key.get(key) is e:
                del self._by_key[key]
                for other in self.items:  # a no-overwrite twin may remain
                    if other.key == key:
                        self._by_key[key] = other
                        break

    def clear(self) -> None:
        self.version += 1
        self.items.clear()
        self._by_key.clear()
        self.partials.clear()
