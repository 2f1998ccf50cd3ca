"""The lines an import says about what did not map: each once, prefixed with the file."""

from __future__ import annotations


class ImportNotes:
    """The notes of the import of the file at ``where``, appended to ``lines`` (each line once)."""

    def __init__(self, where: str, lines: list[str]) -> None:
        self.where = where
        self.lines = lines
        self._counts: dict[str, int] = {}  # kind skipped -> how many times

    def note(self, text: str) -> None:
        """Say ``text`` about the file, unless it was said already."""
        line = f"{self.where}: {text}"
        if line not in self.lines:
            self.lines.append(line)

    def skip(self, kind: str, why: str) -> None:
        """Say ``why`` for the first thing of ``kind`` that does not map; :meth:`count_kinds`
        later says how many there were."""
        self._counts[kind] = self._counts.get(kind, 0) + 1
        if self._counts[kind] == 1:
            self.note(why)

    def count_kinds(self) -> None:
        """One line per kind skipped more than once: how many of it there were."""
        for kind, count in self._counts.items():
            if count > 1:
                self.note(f"{count} of that kind ({kind}) in all")
