"""``sim.getObject(path, {index = n})``: the n-th object of the scene that the path matches.

CoppeliaSim reads the index option as ``path{n}``: among every object whose alias is the path's
last element and that lies anywhere below the object the rest of the path names (the whole scene
for ``/alias``), in scene order (depth first), the n-th. So ``/blueRobot/joint`` with index 3 is
the fourth joint of blueRobot's tree however deep it sits, as CoppeliaSim's simpleMovement.py
example expects. Names with CoppeliaSim's duplicate suffix count under their base alias
(``joint#0`` is a ``joint``: tether.core.engine.objects.alias_of).
"""

from __future__ import annotations

import re

from tether.core.engine.errors import SimError
from tether.core.engine.objects import ObjectTree, SceneObject, answers_to

__all__ = ["nth_object"]

_INDEXED = re.compile(r"^(?P<name>.*?)(?:\[\d+\]|\{\d+\})?$")


def nth_object(tree: ObjectTree, path: str, index: int, origin: SceneObject | None = None) -> SceneObject | None:
    """The ``index``-th match of ``path`` in scene order (see the module docstring), or None."""
    if not isinstance(path, str) or not path or index < 0:
        return None
    head, slash, last = path.rpartition("/")
    match = _INDEXED.match(last)
    name = match.group("name") if match else last
    if not slash:  # a bare alias: anywhere in the scene
        candidates = list(tree)
    elif head in ("", ":"):
        candidates = list(tree) if head == "" else (list(origin.walk())[1:] if origin is not None else list(tree))
    else:
        try:
            base = tree.lookup(head, origin) if head != "." else origin
        except SimError:
            return None
        if base is None:
            return None
        candidates = list(base.walk())[1:]
    matches = [obj for obj in candidates if answers_to(obj, name)]  # joint finds joint#0 too
    return matches[index] if index < len(matches) else None
