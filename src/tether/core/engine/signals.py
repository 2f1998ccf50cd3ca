"""Integer, float and string signals: named values shared by scripts and remote clients."""

from __future__ import annotations

from typing import Generic, TypeVar

T = TypeVar("T")


class SignalTable(Generic[T]):
    """One kind of signal. Signals set by scripts during a simulation are cleared when it stops;
    those set from outside (remote clients) persist, as in CoppeliaSim."""

    def __init__(self) -> None:
        self._values: dict[str, T] = {}
        self._from_scripts: set[str] = set()

    def set(self, name: str, value: T, from_script: bool = False) -> None:
        self._values[name] = value
        if from_script:
            self._from_scripts.add(name)
        else:
            self._from_scripts.discard(name)

    def get(self, name: str) -> T | None:
        return self._values.get(name)

    def clear(self, name: str | None = None) -> int:
        """Clear one signal (or all with None); returns how many were cleared."""
        if name is None:
            count = len(self._values)
            self._values.clear()
            self._from_scripts.clear()
            return count
        self._from_scripts.discard(name)
        return 1 if self._values.pop(name, None) is not None else 0

    def clear_script_signals(self) -> None:
        for name in list(self._from_scripts):
            self._values.pop(name, None)
        self._from_scripts.clear()

    def names(self) -> list[str]:
        return list(self._values)


class Signals:
    """The three signal tables of a simulation."""

    def __init__(self) -> None:
        self.int = SignalTable[int]()
        self.float = SignalTable[float]()
        self.string = SignalTable[bytes]()

    def clear_script_signals(self) -> None:
        for table in (self.int, self.float, self.string):
            table.clear_script_signals()
