"""Scene objects: the CoppeliaSim-style object tree built over a MuJoCo model, and name/path lookup.

Every named MJCF body, joint, world-level geom, site, camera, proximity sensor and force sensor is
a scene object with a stable integer handle, an alias (its name), a CoppeliaSim type code and a
parent. A joint sits between its body's parent and its body, as in CoppeliaSim:
``/Cuboid/joint/Rotor``.

Lookup accepts plain names (``DoorMotor``), paths (``/Base/j2``, ``/Cuboid[0]/joint``, ``./child``,
``../sibling``, ``:/part``) and the legacy ``name#`` / ``name#0`` suffixes. An object whose name
carries CoppeliaSim's duplicate suffix (``joint#0``, from scenes of CoppeliaSim 4.2 and earlier)
also answers to its base alias (``joint``), as CoppeliaSim 4.3+ resolves such names: an exact
name always wins, then the base alias (:func:`alias_of`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from typing import Iterable, Iterator

from tether.core.engine.errors import SimError
from tether.core.engine.states import ExecutionOrder, ObjectType
from tether.core.engine.suggest import did_you_mean

FIRST_HANDLE = 10  # handles start here so 0 and small numbers never alias a real object by accident


class MjKind(Enum):
    """Which MuJoCo element backs a scene object."""

    BODY = "body"
    JOINT = "joint"
    GEOM = "geom"
    SITE = "site"
    CAMERA = "camera"


@dataclass(eq=False)
class SceneObject:
    """One object of the scene tree."""

    handle: int
    name: str
    type: ObjectType
    kind: MjKind
    mj_id: int
    parent: SceneObject | None = None
    children: list[SceneObject] = field(default_factory=list)
    execution_order: ExecutionOrder = ExecutionOrder.NORMAL
    mj_name: str = ""  # the MuJoCo element's name when it differs from the alias (created objects)
    loaded: bool = False  # added at run time by sim.loadModel

    def name_in_mujoco(self) -> str:
        return self.mj_name or self.name

    @property
    def parent_handle(self) -> int:
        return self.parent.handle if self.parent is not None else -1

    @property
    def path(self) -> str:
        """The absolute CoppeliaSim path, with ``[n]`` where siblings share the alias."""
        parts: list[str] = []
        node: SceneObject | None = self
        while node is not None:
            siblings = node.parent.children if node.parent else None
            part = node.name
            if siblings is not None:
                same = [s for s in siblings if s.name == node.name]
                if len(same) > 1:
                    part += f"[{same.index(node)}]"
            parts.append(part)
            node = node.parent
        return "/" + "/".join(reversed(parts))

    def walk(self) -> Iterator[SceneObject]:
        """This object and its descendants, depth first, parents before children."""
        yield self
        for child in self.children:
            yield from child.walk()

    def __repr__(self) -> str:
        return f"SceneObject({self.handle}, {self.name!r}, {self.type.name})"


_SEGMENT = re.compile(r"^(?P<name>[^\[\]{}]+)(?:\[(?P<index>\d+)\])?$")
_LEGACY_SUFFIX = re.compile(r"^(?P<name>.*?)#(?P<index>\d*)$")
_DUPLICATE_SUFFIX = re.compile(r"^(?P<alias>.+)#(?P<suffix>\d+)$")


def alias_of(name: str) -> str:
    """The alias CoppeliaSim 4.3+ gives a name with a duplicate suffix: ``joint#3`` -> ``joint``
    (other names are their own alias)."""
    found = _DUPLICATE_SUFFIX.match(name)
    return found.group("alias") if found else name


def name_suffix(name: str) -> int:
    """The duplicate suffix number of a name (``leftMotor#2`` -> 2), -1 without one (V-REP's
    ``simGetNameSuffix``)."""
    found = _DUPLICATE_SUFFIX.match(name)
    return int(found.group("suffix")) if found else -1


def answers_to(obj: SceneObject, name: str) -> bool:
    """``obj`` is called ``name``, exactly or by the base alias of its suffixed name."""
    return obj.name == name or ("#" in obj.name and "#" not in name and alias_of(obj.name) == name)


class ObjectTree:
    """All scene objects, indexed by handle and by name."""

    def __init__(self) -> None:
        self._by_handle: dict[int, SceneObject] = {}
        self.by_handle = self._by_handle  # read-only view for hot paths (no validation)
        self._by_name: dict[str, list[SceneObject]] = {}
        self.roots: list[SceneObject] = []
        self._next_handle = FIRST_HANDLE
        self._suffixed = False  # some name has a duplicate suffix (joint#0): base aliases to try

    def add(
        self, name: str, type_: ObjectType, kind: MjKind, mj_id: int, parent: SceneObject | None
    ) -> SceneObject:
        obj = SceneObject(self._next_handle, name, type_, kind, mj_id, parent)
        self._next_handle += 1
        self._by_handle[obj.handle] = obj
        self._by_name.setdefault(name, []).append(obj)
        self._suffixed = self._suffixed or "#" in name
        (parent.children if parent is not None else self.roots).append(obj)
        return obj

    def remove(self, obj: SceneObject) -> None:
        """Take ``obj`` and its subtree out of the tree (their handles are never reused)."""
        for node in list(obj.walk()):
            self._by_handle.pop(node.handle, None)
            same = self._by_name.get(node.name, [])
            if node in same:
                same.remove(node)
                if not same:
                    del self._by_name[node.name]
        siblings = obj.parent.children if obj.parent is not None else self.roots
        if obj in siblings:
            siblings.remove(obj)

    def rename(self, obj: SceneObject, name: str) -> None:
        """Show ``obj`` under another alias (its MuJoCo element keeps its name: ``mj_name``)."""
        if not obj.mj_name:
            obj.mj_name = obj.name
        same = self._by_name.get(obj.name, [])
        if obj in same:
            same.remove(obj)
            if not same:
                del self._by_name[obj.name]
        obj.name = name
        self._by_name.setdefault(name, []).append(obj)
        self._by_name[name].sort(key=lambda o: o.handle)
        self._suffixed = self._suffixed or "#" in name

    def remember_parents(self) -> None:
        """Record the tree as loaded, for restore_parents()."""
        self._initial_parents = {obj.handle: obj.parent for obj in self._by_handle.values()}
        self._initial_children = {obj.handle: list(obj.children) for obj in self._by_handle.values()}
        self._initial_roots = list(self.roots)

    def in_initial_scene(self, handle: int) -> bool:
        """The object was in the tree remember_parents() recorded (stop brings it back)."""
        return handle in self._initial_parents

    def restore_parents(self) -> None:
        """Undo every set_parent since remember_parents() and remove objects added since."""
        created = [obj for obj in self._by_handle.values() if obj.handle not in self._initial_parents]
        for handle, parent in self._initial_parents.items():
            obj = self._by_handle[handle]
            obj.parent = parent
            obj.children[:] = self._initial_children[handle]
        self.roots[:] = self._initial_roots
        for obj in created:  # their subtrees are created objects too, now detached
            obj.children.clear()
            self.remove(obj)

    def rename(self, obj: SceneObject, name: str) -> None:
        """Give ``obj`` a new alias (its MuJoCo element keeps its name)."""
        if obj.name == name:
            return
        same = self._by_name.get(obj.name, [])
        if obj in same:
            same.remove(obj)
            if not same:
                del self._by_name[obj.name]
        if not obj.mj_name:
            obj.mj_name = obj.name
        obj.name = name
        self._by_name.setdefault(name, []).append(obj)
        self._suffixed = self._suffixed or "#" in name

    def set_parent(self, obj: SceneObject, parent: SceneObject | None) -> None:
        """Move ``obj`` (with its subtree) under ``parent`` (None: the world), last among siblings."""
        (obj.parent.children if obj.parent is not None else self.roots).remove(obj)
        obj.parent = parent
        (parent.children if parent is not None else self.roots).append(obj)

    def __iter__(self) -> Iterator[SceneObject]:
        for root in self.roots:
            yield from root.walk()

    def __len__(self) -> int:
        return len(self._by_handle)

    def handles(self) -> list[int]:
        return [obj.handle for obj in self]

    def get(self, handle: int) -> SceneObject:
        """The object with this handle, or a SimError naming the bad handle."""
        try:
            return self._by_handle[int(handle)]
        except (KeyError, TypeError, ValueError):
            raise SimError(f"object handle {handle!r} does not exist") from None

    def find(self, kind: MjKind, mj_id: int) -> SceneObject | None:
        for obj in self._by_handle.values():
            if obj.kind is kind and obj.mj_id == mj_id:
                return obj
        return None

    def of_type(self, type_: ObjectType) -> list[SceneObject]:
        return [obj for obj in self if obj.type == type_]

    # -- lookup -----------------------------------------------------------------------------
    def lookup(self, query: str, origin: SceneObject | None = None) -> SceneObject:
        """Resolve a name or path to an object; raise SimError if nothing matches.

        ``origin`` is the object of the calling script, for relative paths.
        """
        if not isinstance(query, str) or not query:
            raise SimError(f"object name or path must be a non-empty string, got {query!r}")
        found = self._resolve(query, origin)
        if found is None:
            raise SimError(f"object does not exist: {query!r}"
                           + did_you_mean(query, [o.path if "/" in query else o.name for o in self]))
        return found

    def lookup_or_none(self, query: str, origin: SceneObject | None = None) -> SceneObject | None:
        """:meth:`lookup`, but None when nothing matches (a bad query still raises SimError)."""
        if not isinstance(query, str) or not query:
            raise SimError(f"object name or path must be a non-empty string, got {query!r}")
        return self._resolve(query, origin)

    def _resolve(self, query: str, origin: SceneObject | None) -> SceneObject | None:
        if query.startswith("/"):
            return self._walk_path(None, query[1:].split("/"), anchored=False)
        if query.startswith("./") or query == ".":
            return self._walk_path(origin, query[2:].split("/") if len(query) > 1 else [], True)
        if query.startswith("../"):
            node = origin.parent if origin is not None else None
            rest = query[3:]
            while rest.startswith("../"):
                node = node.parent if node is not None else None
                rest = rest[3:]
            return self._walk_path(node, rest.split("/") if rest else [], True)
        if query.startswith(":/"):
            base = origin
            while base is not None and base.parent is not None:
                base = base.parent
            return self._walk_path(base, query[2:].split("/") if len(query) > 2 else [], True)
        legacy = _LEGACY_SUFFIX.match(query)
        if legacy and legacy.group("name") and "/" not in query:
            exact = self._by_name.get(query)
            if exact:
                return exact[0]
            index = int(legacy.group("index") or 0)
            matches = self._by_name.get(legacy.group("name"), [])
            return matches[index] if index < len(matches) else None
        matches = self._by_name.get(query)
        if matches:
            return matches[0]
        if "/" in query:  # a relative path without "./": relative to the world
            return self._walk_path(None, query.split("/"), anchored=False)
        if self._suffixed:  # joint -> joint#0
            return next((obj for obj in self if answers_to(obj, query)), None)
        return None

    def _walk_path(
        self, start: SceneObject | None, segments: list[str], anchored: bool
    ) -> SceneObject | None:
        """Follow alias segments from ``start`` (None = the world).

        An absolute path whose first alias is not at root level is searched anywhere in the scene,
        as CoppeliaSim does for ``/alias``.
        """
        segments = [s for s in segments if s]
        if not segments:
            return start
        node_children = start.children if start is not None else self.roots
        first, *rest = segments
        parsed = _SEGMENT.match(first)
        if parsed is None:
            return None
        name, index = parsed.group("name"), int(parsed.group("index") or 0)
        candidates = [c for c in node_children if c.name == name]
        if self._suffixed:  # then joint#0, joint#1... under their alias
            candidates += [c for c in node_children if c.name != name and answers_to(c, name)]
        if not candidates and start is None and not anchored:
            candidates = self._by_name.get(name, [])
            if self._suffixed:
                candidates = candidates + [o for o in self if o.name != name and answers_to(o, name)]
        elif not candidates and start is not None:
            # as CoppeliaSim: an element finds an object anywhere below the previous one
            # ("./Door" finds a grandchild), nearest first
            candidates = _descendants_named(start, name, self._suffixed)
        if index >= len(candidates):
            return None
        return self._walk_path(candidates[index], rest, True)

    def cascade(self, with_scripts: Iterable[SceneObject] | None = None) -> list[SceneObject]:
        """Objects in script cascade order: roots first, leaves last; siblings by execution order."""

        def ordered(level: list[SceneObject]) -> list[SceneObject]:
            return sorted(level, key=lambda o: (o.execution_order, o.handle))

        result: list[SceneObject] = []

        def visit(level: list[SceneObject]) -> None:
            for obj in ordered(level):
                result.append(obj)
                visit(obj.children)

        visit(self.roots)
        return result


def _descendants_named(start: SceneObject, name: str, suffixed: bool) -> list[SceneObject]:
    """Objects called ``name`` below ``start`` (not ``start``), breadth first."""
    found: list[SceneObject] = []
    level = list(start.children)
    while level:
        found.extend(o for o in level if o.name == name)
        level = [c for o in level for c in o.children]
    if suffixed:  # then those whose base alias is the name (joint#0 for joint)
        found += [o for o in list(start.walk())[1:] if o.name != name and answers_to(o, name)]
    return found
