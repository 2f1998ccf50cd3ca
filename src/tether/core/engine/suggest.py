"""Error texts that point the way: close names for a name that does not exist ("did you mean"),
close file names for a missing file, and the one text for a ``sim`` function tether lacks.

Pure functions over strings and the file system (no simulation state), shared by object lookups,
scene and model loading, and :class:`~tether.core.simapi.api.SimAPI`'s attribute errors.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path
from typing import Iterable

__all__ = ["close_names", "did_you_mean", "missing_file", "not_implemented", "SimFunctionMissing"]

#: How alike a suggestion must be (difflib's ratio): loose enough for a typo or a wrong case,
#: strict enough not to suggest an unrelated name.
CUTOFF = 0.6
MAX_SUGGESTIONS = 3
#: Folders with more entries than this are not searched for a missing file's close names.
MAX_FOLDER_ENTRIES = 10000


def close_names(word: str, candidates: Iterable[str], n: int = MAX_SUGGESTIONS) -> list[str]:
    """Up to ``n`` candidates close to ``word``, best first (case-insensitive comparison)."""
    unique = list(dict.fromkeys(c for c in candidates if c and c != word))
    by_lower: dict[str, str] = {}
    for candidate in unique:
        by_lower.setdefault(candidate.lower(), candidate)
    found = difflib.get_close_matches(word.lower(), list(by_lower), n=n, cutoff=CUTOFF)
    return [by_lower[f] for f in found]


def did_you_mean(word: str, candidates: Iterable[str], quote: str = "'", prefix: str = "") -> str:
    """``"; did you mean 'X'?"`` (or 'X', 'Y' or 'Z'), or ``""`` when nothing is close; each
    name is shown as ``quote + prefix + name + quote``."""
    found = [f"{quote}{prefix}{c}{quote}" for c in close_names(word, candidates)]
    if not found:
        return ""
    listed = found[0] if len(found) == 1 else ", ".join(found[:-1]) + " or " + found[-1]
    return f"; did you mean {listed}?"


def missing_file(path: str | os.PathLike[str], what: str = "file") -> str:
    """``"<what> not found: PATH"`` with close file names of its folder, or a word about the folder."""
    path = Path(path)
    text = f"{what} not found: {path}"
    folder = path.parent
    if not folder.is_dir():
        return f"{text} (folder {folder} does not exist)"
    try:
        with os.scandir(folder) as entries:
            names = []
            for entry in entries:
                names.append(entry.name)
                if len(names) > MAX_FOLDER_ENTRIES:
                    return text
    except OSError:
        return text
    return text + did_you_mean(path.name, names)


def not_implemented(name: str, known: Iterable[str] = ()) -> str:
    """The one text for a ``sim`` function tether does not have (``name`` without ``sim.``),
    with close names among ``known`` (a typo of a function tether has)."""
    return (f"sim.{name} is not implemented by tether (see the API table in docs/reference/sim-api.md)"
            + did_you_mean(name, known, quote="", prefix="sim."))


class SimFunctionMissing(AttributeError):
    """A ``sim.*`` function tether does not implement (an AttributeError, so ``hasattr`` and
    ``getattr(..., default)`` keep working)."""
