"""MuJoCo names for the file's objects."""

from __future__ import annotations

from tether.core.importers.coppeliasim.model import SceneObject


class ElementNames:
    """The MuJoCo name of each object's element: its label (``/`` made ``_``), unique across the
    model (a repeated one gets ``__2``, ``__3``... appended), remembered in ``aliases`` with the
    label the object tree shows."""

    def __init__(self, aliases: dict[str, str]) -> None:
        self.aliases = aliases  # MuJoCo name -> CoppeliaSim alias
        self._used: set[str] = set()
        self._of: dict[int, str] = {}  # id(SceneObject) -> the MuJoCo name of its element

    def give(self, obj: SceneObject) -> str:
        """A new unique name for ``obj``'s element (an object has one element)."""
        base = obj.label.replace("/", "_")
        candidate, k = base, 1
        while candidate in self._used:
            k += 1
            candidate = f"{base}__{k}"
        self._used.add(candidate)
        self.aliases[candidate] = obj.label
        self._of[id(obj)] = candidate
        return candidate

    def of(self, obj: SceneObject) -> str:
        """The name given to ``obj``'s element (KeyError if it has none)."""
        return self._of[id(obj)]

    def has(self, obj: SceneObject) -> bool:
        """``obj`` has an element in the model (a name was given to it)."""
        return id(obj) in self._of
