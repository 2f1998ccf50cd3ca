"""The core's rooms by trade keep their order (issue 38): an AST scan of ``src/tether/core``.

The rooms, lowest first: ``engine`` (the physics world and the Scene value); ``importers`` (scene
files to a Scene) and ``scripting`` (the script runtimes), both above the engine and blind to each
other; ``simapi`` (the ``sim`` API) above those; the composition (``simulation``, ``session``,
``__init__``) on top. An import, at load time, in a function or under ``TYPE_CHECKING``, may run
only within a room or downward. The composition hands the lower rooms what they need from above
(the script runner's ``sim`` objects, for instance); the lower rooms declare narrow protocols.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "tether"
CORE = SRC / "core"

#: Each room and the rooms it may import from (its own besides).
ROOMS: dict[str, set[str]] = {
    "engine": set(),
    "importers": {"engine"},
    "scripting": {"engine"},
    "simapi": {"engine", "importers", "scripting"},
    "top": {"engine", "importers", "scripting", "simapi"},
}
#: Modules of the core's top (the composition); everything else lives in a room.
TOP = {"__init__", "simulation", "session"}


def room_of_module(module: str) -> str | None:
    """The room of ``tether.core.X...`` (None: not a module of the core, or the core package)."""
    parts = module.split(".")
    if parts[:2] != ["tether", "core"] or len(parts) < 3:
        return None
    return parts[2] if parts[2] in ROOMS and parts[2] != "top" else "top"


def room_of_file(path: Path) -> str:
    rel = path.relative_to(CORE).parts
    return rel[0] if len(rel) > 1 else "top"


def _resolve(path: Path, node: ast.ImportFrom) -> str:
    """The absolute module an ``ImportFrom`` names (relative imports resolved against ``path``)."""
    if not node.level:
        return node.module or ""
    package = list(path.relative_to(SRC.parent).with_suffix("").parts)
    package = package[: len(package) - node.level]
    return ".".join(package + ([node.module] if node.module else []))


def imports_of(path: Path, tree: ast.Module) -> list[tuple[int, str]]:
    """Every module ``path`` imports (anywhere in it: top level, functions, TYPE_CHECKING), with
    the names of ``from tether.core import X`` counted as modules ``tether.core.X``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = _resolve(path, node)
            found.append((node.lineno, module))
            found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names
                      if (CORE.parent / Path(*f"{module}.{alias.name}".split(".")[1:])).with_suffix(".py").exists()
                      or (CORE.parent / Path(*f"{module}.{alias.name}".split(".")[1:])).is_dir()]
    return found


def upward_imports() -> list[str]:
    found = []
    for path in sorted(CORE.rglob("*.py")):
        source = room_of_file(path)
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for line, module in imports_of(path, tree):
            target = room_of_module(module)
            if target is None or target == source:
                continue
            if target not in ROOMS[source]:
                found.append(f"{path.relative_to(SRC)}:{line}: {source} imports {module} ({target})")
    return found


def test_every_module_of_the_core_lives_in_a_room() -> None:
    loose = [p.name for p in CORE.iterdir() if p.suffix == ".py" and p.stem not in TOP]
    loose += [p.name for p in CORE.iterdir() if p.is_dir() and p.name != "__pycache__" and p.name not in ROOMS]
    assert loose == []


def test_imports_run_only_downward_between_rooms() -> None:
    assert upward_imports() == []


def test_the_scan_finds_an_upward_import() -> None:
    """On samples: a type-only import from the engine up to the API, a late import from the
    scripts to the importers and ``from tether.core import simulation`` are found; a
    downward import is not."""
    sample = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "from tether.core.engine.errors import SimError\n"
        "if TYPE_CHECKING:\n"
        "    from tether.core.simapi.api import SimAPI\n"
        "def late():\n"
        "    from tether.core.importers import loading\n"
        "from tether.core import simulation\n"
    )
    path = CORE / "engine" / "x.py"
    rooms = [room_of_module(m) for _, m in imports_of(path, sample)]
    assert rooms.count("simapi") == 1 and rooms.count("importers") == 2 and "top" in rooms
    assert ROOMS["engine"] == set() and "importers" not in ROOMS["scripting"]
    assert "scripting" not in ROOMS["importers"]
