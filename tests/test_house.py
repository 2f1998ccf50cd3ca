"""The house's rules that issue 38 asks for and the tree already keeps (an AST scan of
``src/tether``, as tests/test_layers.py does for the layers):

- parts get what they use: the fall watch, the joint batch, the scene editor, the loop, the file rules and the scene switch name no
  ``Simulation``; each declares the narrow protocol (or the parts) it reads;
- no core part holds the whole simulation: outside the composition (``core/simulation.py``), the
  session over it, the package's lazy export and the ``sim`` facade (``core/simapi/api.py``,
  ``core/simapi/base.py``), no module of the core names ``Simulation`` in code or annotations,
  and no parameter or annotated attribute is typed with a protocol as wide as it (declaring more
  than ``NARROW`` of the composition's public names, its own or through its bases) or with
  ``Any`` under the simulation's own names;
- state a simulation owns is declared on it: no module of the core keeps a module-level weak
  table (keyed by simulations or anything else), and no SimAPI mixin adds undeclared fields
  through ``__dict__``;
- one argument-check module: the ``sim`` API's vector, number and colour checks live in
  ``core/simapi/args.py`` alone (no module of the API or the engine defines its own ``_vector``,
  ``_floats``, ``_color``...; the file readers of ``core/importers/coppeliasim`` parse text, not arguments);
- one meaning per ``sim`` name: the ZeroMQ door answers only functions whose wire work is a
  file name (confined to ``--allow-files``); every other ``sim`` function is SimAPI's.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.test_layers import class_public_names

SRC = Path(__file__).resolve().parents[1] / "src" / "tether"
CORE = SRC / "core"

#: Parts handed what they use, instead of the whole Simulation.
NARROW_PARTS = ("core/engine/falls.py", "core/simapi/joint_batch.py", "core/simapi/editing.py", "core/engine/loop.py", "core/simapi/files.py",
                "core/importers/scene_switch.py")
#: Names of argument checkers only core/simapi/args.py may define (with or without a leading _).
#: Folders of the core that read files or run scripts, not ``sim`` arguments.
READERS = {"coppeliasim", "lua", "builtin"}
CHECKER_NAMES = {"vector", "vector3", "floats", "color", "colour", "number", "integer", "integers", "text"}


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def test_small_parts_name_no_simulation() -> None:
    offenders = []
    for name in NARROW_PARTS:
        tree = _tree(SRC / name)
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id == "Simulation":
                offenders.append(f"{name}:{node.lineno}")
            elif isinstance(node, ast.ImportFrom) and any(a.name == "Simulation" for a in node.names):
                offenders.append(f"{name}:{node.lineno}: imports Simulation")
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and "Simulation" in node.value \
                    and ":" not in node.value and "." not in node.value:  # string annotations
                offenders.append(f"{name}:{node.lineno}: {node.value!r}")
    assert offenders == []


def test_no_module_level_side_table_in_the_core() -> None:
    found = []
    for path in sorted(CORE.rglob("*.py")):
        for node in _tree(path).body:
            value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
            if isinstance(value, ast.Call):
                called = ast.unparse(value.func)
                if "Weak" in called:
                    found.append(f"{path.relative_to(SRC)}:{node.lineno}: {called}")
    assert found == []


def test_sim_api_state_is_declared() -> None:
    found = []
    for path in sorted((CORE / "simapi").glob("*.py")):
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.Attribute) and node.attr == "__dict__" and ast.unparse(node.value) != "self":
                found.append(f"{path.relative_to(SRC)}:{node.lineno}: {ast.unparse(node)}")
    assert found == []


def test_one_argument_check_module() -> None:
    found = []
    for path in sorted(CORE.rglob("*.py")):
        if path == CORE / "simapi" / "args.py" or READERS & set(path.relative_to(CORE).parts):
            continue
        for node in ast.walk(_tree(path)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.lstrip("_") in CHECKER_NAMES:
                found.append(f"{path.relative_to(SRC)}:{node.lineno}: def {node.name}")
    assert found == []


def test_the_zeromq_door_answers_only_file_functions() -> None:
    from tether.zmqremoteapi import calls

    assert set(calls.OWN_FUNCTIONS) == {"loadScene", "closeScene", "loadModel", *calls._FILE_ARGS}


#: Where the whole simulation may be held: the composition, the session over it, the package's
#: lazy export, and the ``sim`` facade (SimAPI and the base its mixins share).
WHOLE_SIMULATION_HOLDERS = {"core/simulation.py", "core/session.py", "core/__init__.py", "core/simapi/api.py",
                            "core/simapi/base.py"}
#: How many of the composition's public names a protocol may declare: a part may reach a few of
#: the simulation's parts through it (the scene switch: scene, state, stop, replace_scene); more
#: is the whole simulation under another name (hand the part the parts it uses instead).
NARROW = 4
#: The names a parameter or an attribute holding the simulation goes by (typed ``Any``, the scan
#: could not tell what it holds).
SIMULATION_WORDS = {"simulation", "sim", "_sim", "_simulation"}


def composition_names() -> set[str]:
    """The public names of the composition (``Simulation``, core/simulation.py)."""
    tree = _tree(CORE / "simulation.py")
    return class_public_names(next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Simulation"))


def _protocol_members(cls: ast.ClassDef) -> set[str]:
    """What a protocol class declares: annotated names and methods (properties included)."""
    names = {n.target.id for n in cls.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
    return names | {n.name for n in cls.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}


def wide_protocols(modules: dict[str, ast.Module], composition: set[str], narrow: int = NARROW) -> dict[str, int]:
    """Protocols (``class X(Protocol)`` or deriving from one) whose members, their bases' included,
    name more than ``narrow`` of the composition's names: name -> how many."""
    classes: dict[str, ast.ClassDef] = {}
    for tree in modules.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                classes.setdefault(node.name, node)

    def bases(cls: ast.ClassDef) -> list[str]:
        return [ast.unparse(b).rsplit(".", 1)[-1] for b in cls.bases]

    def members(name: str, seen: frozenset[str] = frozenset()) -> set[str] | None:
        """The protocol's members, None if ``name`` is no protocol."""
        cls = classes.get(name)
        if cls is None or name in seen:
            return None
        inherited = [members(b, seen | {name}) for b in bases(cls) if b != "Protocol"]
        if "Protocol" not in bases(cls) and all(m is None for m in inherited):
            return None
        return _protocol_members(cls).union(*(m for m in inherited if m is not None))

    found = {}
    for name in classes:
        declared = members(name)
        if declared is not None and len(declared & composition) > narrow:
            found[name] = len(declared & composition)
    return found


def _names_in(annotation: ast.expr | None) -> set[str]:
    """The names an annotation mentions, inside string annotations too."""
    if annotation is None:
        return set()
    names = set()
    for node in ast.walk(annotation):
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            try:
                names |= _names_in(ast.parse(node.value, mode="eval").body)
            except SyntaxError:
                pass
    return names


def whole_simulation_holders(rel: str, tree: ast.Module, wide: set[str]) -> list[str]:
    """Where a module names ``Simulation`` in code or annotations (docstrings and comments are
    no code), or types a parameter or an annotated attribute with a protocol in ``wide`` or with
    ``Any`` under a name of the simulation."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "Simulation" or isinstance(node, ast.Attribute) and node.attr == "Simulation":
            found.append(f"{rel}:{node.lineno}: names Simulation")
        elif isinstance(node, ast.ImportFrom) and any(a.name == "Simulation" for a in node.names):
            found.append(f"{rel}:{node.lineno}: imports Simulation")
        typed: list[tuple[str, ast.expr | None, int]] = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            a = node.args
            typed = [(arg.arg, arg.annotation, arg.lineno)
                     for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs, *filter(None, (a.vararg, a.kwarg))]]
            typed.append(("return", node.returns, node.lineno))
        elif isinstance(node, ast.AnnAssign):
            typed = [(ast.unparse(node.target), node.annotation, node.lineno)]
        for name, annotation, line in typed:
            names = _names_in(annotation)
            if "Simulation" in names and not _written_as_code(annotation):
                found.append(f"{rel}:{line}: {name} is a Simulation")
            for protocol in sorted(names & wide):
                found.append(f"{rel}:{line}: {name} is a {protocol}, as wide as the simulation")
            if names == {"Any"} and name.rsplit(".", 1)[-1] in SIMULATION_WORDS:
                found.append(f"{rel}:{line}: {name} is Any: type it with the parts or the narrow protocol it uses")
    return sorted(set(found))


def _written_as_code(annotation: ast.expr | None) -> bool:
    """``Simulation`` appears in the annotation as a name (already reported as one), not only
    inside a string."""
    return annotation is not None and any(
        isinstance(n, ast.Name) and n.id == "Simulation" or isinstance(n, ast.Attribute) and n.attr == "Simulation"
        for n in ast.walk(annotation))


def _core_modules() -> dict[str, ast.Module]:
    return {path.relative_to(SRC).as_posix(): _tree(path) for path in sorted(CORE.rglob("*.py"))}


def test_no_core_part_holds_the_whole_simulation() -> None:
    modules = _core_modules()
    wide = set(wide_protocols(modules, composition_names()))
    found = []
    for rel, tree in modules.items():
        if rel not in WHOLE_SIMULATION_HOLDERS:
            found += whole_simulation_holders(rel, tree, wide)
    assert found == []


def test_the_whole_simulation_scan_finds_a_holder() -> None:
    """The scan on a sample: a part holding the Simulation (named in a string annotation), a part
    taking a protocol that declares five of the composition's names (two through its base) and a
    function taking ``Any`` as its simulation are found; a narrow protocol, a docstring, a name
    that only starts like it and a part taken as ``Any`` under its own name are not."""
    sample = ast.parse(
        "from typing import Any, Protocol\n"
        "class Parts(Protocol):\n"
        "    physics: Any\n"
        "    def stop(self) -> bool: ...\n"
        "class Whole(Parts, Protocol):\n"
        "    scene: Any\n"
        "    loop: Any\n"
        "    scripts: Any\n"
        "class Narrow(Protocol):\n"
        "    scene: Any\n"
        "    loop: Any\n"
        "class Part:\n"
        "    \"\"\"Holds no Simulation, by its docstring.\"\"\"\n"
        "    holder: 'Simulation | None'\n"
        "    def __init__(self, owner: Whole, scene: Narrow, state: SimulationState) -> None: ...\n"
        "def watch(sim: Any, physics: Any) -> None: ...\n"
    )
    composition = {"physics", "stop", "scene", "loop", "scripts", "editor", "state"}
    wide = wide_protocols({"core/x.py": sample}, composition)
    assert wide == {"Whole": 5}
    assert whole_simulation_holders("core/x.py", sample, set(wide)) == [
        "core/x.py:14: holder is a Simulation",
        "core/x.py:15: owner is a Whole, as wide as the simulation",
        "core/x.py:16: sim is Any: type it with the parts or the narrow protocol it uses",
    ]
    imported = ast.parse("from tether.core.simulation import Simulation\ndef run(s: Simulation) -> None: ...\n")
    assert whole_simulation_holders("core/y.py", imported, set()) == [
        "core/y.py:1: imports Simulation", "core/y.py:2: names Simulation",
    ]
    assert composition_names() >= {"physics", "loop", "scripts", "scene"}


#: Classes over 30 public names outside the ``sim`` facade (SimAPI and its mixins), with the count
#: they may not exceed: issue 38 wants none, and none is left (a ratchet: keep it empty).
LARGE_CLASSES_LEFT: dict[str, int] = {}
FACADE = ("core/simapi/api.py", "core/simapi/drawing.py", "core/simapi/")



def test_no_class_grows_over_30_public_names_outside_the_sim_facade() -> None:
    large = {}
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        if rel.startswith(FACADE):
            continue
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.ClassDef) and len(class_public_names(node)) > 30:
                large[f"{rel}:{node.name}"] = len(class_public_names(node))
    over = {name: count for name, count in large.items() if count > LARGE_CLASSES_LEFT.get(name, 30)}
    assert over == {}
