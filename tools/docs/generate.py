"""The docs' reference tables and samples, generated from the code so they stay true.

    python tools/docs/generate.py            # rewrite every generated section and manifest.schema.json
    python tools/docs/generate.py --check    # exit 1 (and say which) when they differ from the code

Sources: the command-line parsers (``tether.cli.build_parser``), the manifest declaration
(``tether.core.importers.manifest_schema.TABLES``) and the legacy remote API: which ``simx*`` function
sends which command (read from ``tether.remoteapi.sim``) and what the server does with it
(``legacy_command_support``, the one function to re-point when the command table changes),
CoppeliaSim's ``sim`` catalogue with what tether does with each function
(``tether.zmqremoteapi.catalogue_status``), the functions of Lua scripts
(``tether.core.scripting.lua.bridge``) and the CoppeliaSim importer's mapping
(``tether.core.importers.coppeliasim.MAPPING``).

Each section sits in one page (README.md or a page under docs/) between
``<!-- generated: NAME -->`` and ``<!-- end: NAME -->``; each NAME appears exactly once, so every
fact has one place. A development tool: it lives outside the package and runs from a checkout.
"""

from __future__ import annotations

import argparse
import inspect
import json
import re
import sys
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[2]
DOCS = "docs"

_HIDDEN_DESTS = {"help", "command"}


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


# -- command line --------------------------------------------------------------------------------
def _flag_rows(parser: argparse.ArgumentParser, command: str) -> list[str]:
    rows = []
    for action in parser._actions:  # argparse keeps no public list of a parser's arguments
        if action.dest in _HIDDEN_DESTS or isinstance(action, argparse._SubParsersAction):
            continue
        if action.option_strings:
            names = ", ".join(f"`{o}`" for o in action.option_strings)
            if action.metavar is not None and action.nargs != 0:
                names += f" `{action.metavar}`"
            elif action.nargs != 0 and not isinstance(action, argparse.BooleanOptionalAction):
                names += f" `{action.dest.upper()}`"
        else:
            names = f"`{action.metavar or action.dest.upper()}`"
        rows.append(f"| `{command}` | {names} | {_cell(action.help or '')} |")
    return rows


def cli_table() -> str:
    """Every flag of every command, from the parsers."""
    from tether.cli.commands import build_parser

    parser = build_parser()
    lines = ["| command | flag | what it does |", "| --- | --- | --- |"]
    lines += _flag_rows(parser, "tether")
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, sub in subparsers.choices.items():
        lines += _flag_rows(sub, f"tether {name}")
    return "\n".join(lines)


#: Flags of `tether serve` that set what one peer, or all together, may cost the server.
_BUDGET_FLAGS = ("--legacy-max-", "--legacy-connection-", "--legacy-server-", "--legacy-read-timeout",
                 "--click-max-", "--idle-timeout")


def budget_table() -> str:
    """The budgets of `tether serve` (legacy remote API, Click, stepping clients), from its parser."""
    from tether.cli.commands import build_parser

    parser = build_parser()
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    lines = ["| flag | the limit (and its default) |", "| --- | --- |"]
    for action in subparsers.choices["serve"]._actions:
        flags = [o for o in action.option_strings if o.startswith(_BUDGET_FLAGS)]
        if flags:
            lines.append(f"| `{flags[0]} {action.metavar}` | {_cell(action.help or '')} |")
    return "\n".join(lines)


# -- manifest ------------------------------------------------------------------------------------
def manifest_table() -> str:
    """Every manifest key of every table, from the declaration."""
    from tether.core.importers.manifest_schema import TABLES, table_title

    lines = ["| table | key | value | default | what |", "| --- | --- | --- | --- | --- |"]
    for table, keys in TABLES.items():
        title = table_title(table)
        for name, key in keys.items():
            if key.required:
                default = "required"
            elif key.default is None:
                default = ""
            else:
                default = f"`{json.dumps(key.default)}`" if not isinstance(key.default, bool) else f"`{str(key.default).lower()}`"
            lines.append(f"| {title} | `{name}` | {_cell(key.describe())} | {default} | {_cell(key.doc)} |")
    return "\n".join(lines)


# -- legacy remote API ---------------------------------------------------------------------------
#: Why the server refuses the commands it has no handler for (by words in the command's name).
_REFUSAL_REASONS: tuple[tuple[str, str], ...] = (
    ("ui", "no user interface: tether is headless"),
    ("dialog", "no user interface: tether is headless"),
    ("aux_console", "no user interface: tether is headless (sim.addLog reaches the log)"),
    ("collision_handle", "no collision objects; use simxCheckCollision"),
    ("distance_handle", "no distance objects; use simxCheckDistance"),
    ("read_collision", "no collision objects; use simxCheckCollision"),
    ("read_distance", "no distance objects; use simxCheckDistance"),
    ("copy_paste", "copy/paste of objects is not supported; create objects with sim.createDummy or "
                   "sim.createPrimitiveShape"),
    ("close_scene", "one scene per server: restart tether serve with another SCENE"),
    ("model_property", "model properties are not simulated"),
    ("vision_sensor_image", "vision sensors render the scene; images cannot be written"),
    ("spherical_joint", "ball joints are driven by scripts, not set remotely yet"),
    ("break_force_sensor", "force sensors do not break in tether"),
    ("string_parameter", "no string parameters"),
    ("reserved", "reserved by the protocol"),
)


def _refusal_reason(name: str) -> str:
    return next((why for word, why in _REFUSAL_REASONS if word in name), "not implemented")


def legacy_command_support() -> dict[int, tuple[str, str]]:
    """Raw command id -> (status, why) as tether's legacy server has it today.

    Status: "supported", "refused" or "with --allow-files"; refused = the command table's ids
    without an implementation (``handlers.REFUSED``).
    """
    from tether.remoteapi import commands as C
    from tether.remoteapi import handlers as H

    support: dict[int, tuple[str, str]] = {}
    for name, raw in _command_ids().items():
        handler = H.HANDLERS.get(raw)
        if raw == C.LOAD_UI:
            support[raw] = ("refused", "loading a UI at run time is not supported")
        elif raw == C.LOAD_SCENE:
            support[raw] = ("with --allow-files", "replaces the scene (stopped) by a file from the folder "
                                                  "`--allow-files DIR` names; `x.ttt` finds `x.simscene.xml` or `x.toml`")
        elif raw == C.LOAD_MODEL:
            support[raw] = ("with --allow-files", "an MJCF/URDF/CoppeliaSim XML file from the folder `--allow-files DIR` "
                                                  "names, into the running scene")
        elif raw in (C.TRANSFER_FILE, C.ERASE_FILE):
            support[raw] = ("with --allow-files", "confined to the folder `tether serve --allow-files DIR` names")
        elif handler is None or handler is H.unsupported or raw in H.REFUSED:
            support[raw] = ("refused", _refusal_reason(name.lower()))
        else:
            support[raw] = ("supported", "")
    return support


def _command_ids() -> dict[str, int]:
    from tether.remoteapi import commands as C

    return {
        name: value
        for name, value in vars(C).items()
        if name.isupper() and isinstance(value, int) and not name.endswith(("_START", "_END", "_MASK"))
    }


def simx_functions() -> dict[str, list[int]]:
    """Every ``simx*`` function of tether's client and the raw command ids it sends."""
    from tether.remoteapi import sim
    from tether.remoteapi.table import TABLE

    ids = _command_ids()
    by_function: dict[str, list[int]] = {}
    for raw, row in TABLE.items():  # functions generated from the command table
        if row.simx:
            by_function.setdefault(row.simx, []).append(raw)
    found: dict[str, list[int]] = {}
    for name, func in inspect.getmembers(sim, inspect.isfunction):
        if not name.startswith("simx") or func.__module__ != sim.__name__:
            continue
        try:  # written by hand: the ids its code names
            used = re.findall(r"\bC\.([A-Z][A-Z0-9_]*)\b", inspect.getsource(func))
        except OSError:  # generated: no source file lines
            used = []
        raws = by_function.get(func.__name__, []) + [ids[u] for u in dict.fromkeys(used) if u in ids]
        found[name] = list(dict.fromkeys(raws))
    return found


def simx_status(support: Callable[[], dict[int, tuple[str, str]]] = legacy_command_support) -> dict[str, tuple[str, str]]:
    """Every simx function -> (what tether does, note): "supported", "refused" or "with
    --allow-files" with the reason, or "same as `OTHER`" for an alias."""
    from tether.remoteapi import sim

    status = support()
    found: dict[str, tuple[str, str]] = {}
    for name, raws in sorted(simx_functions().items()):
        original = getattr(sim, name).__name__
        if original != name:
            found[name] = (f"same as `{original}`", "")
        elif not raws:
            found[name] = ("supported", "in the client (sends no command of its own)")
        else:
            refused = [s for s in (status.get(r, ("refused", "not implemented")) for r in raws) if s[0] != "supported"]
            found[name] = refused[0] if refused else ("supported", "")
    return found


def simx_table(support: Callable[[], dict[int, tuple[str, str]]] = legacy_command_support) -> str:
    """Every simx function: supported, refused (and why), or handled in the client alone."""
    lines = ["| function | tether | note |", "| --- | --- | --- |"]
    for name, (state, note) in simx_status(support).items():
        lines.append(f"| `{name}` | {state} | {_cell(note)} |")
    return "\n".join(lines)


# -- ZeroMQ sim catalogue ---------------------------------------------------------------------------
def sim_api_table() -> str:
    """Every function of CoppeliaSim's ``sim`` catalogue and what tether does with it."""
    from tether.zmqremoteapi.catalogue_status import catalogue_status, counts

    found = counts()
    total = sum(found.values())
    share = 100.0 * found["implemented"] / total
    lines = [f"{found['implemented']} of {total} functions implemented ({share:.1f} %), {found['no-op']} no-ops, "
             f"{found['refused']} refused, {found['not yet']} not yet.", "",
             "| function | tether | why |", "| --- | --- | --- |"]
    for name, status in sorted(catalogue_status().items(), key=lambda item: item[0].lower()):
        lines.append(f"| `sim.{name}` | {status.status} | {_cell(status.why)} |")
    return "\n".join(lines)


# -- samples of the program's output -------------------------------------------------------------
#: Terminal width the --help sample is formatted for (argparse wraps to the terminal's width).
HELP_COLUMNS = 100


def help_sample() -> str:
    """``tether --help`` as a terminal HELP_COLUMNS wide prints it."""
    import os

    from tether.cli.commands import build_parser

    saved = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = str(HELP_COLUMNS)
    try:
        text = build_parser().format_help()
    finally:
        if saved is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = saved
    return f"```text\n$ tether --help\n{text.rstrip()}\n```"


def serve_banner_sample() -> str:
    """What plain ``tether serve`` prints on start-up with every endpoint on its default port."""
    from tether.cli import serve
    from tether.cli.real_time import apply_real_time
    from tether.core import Simulation

    simulation = Simulation(None)
    lines = serve.banner_head(simulation, apply_real_time(simulation, None))
    lines += [
        serve.legacy_line("127.0.0.1", serve.DEFAULT_LEGACY_PORT),
        serve.click_line(serve.DEFAULT_CLICK_ADDRESS),
        serve.zmq_line(f"tcp://127.0.0.1:{serve.DEFAULT_ZMQ_PORT}"),
        serve.web_line(f"http://127.0.0.1:{serve.DEFAULT_WEB_PORT}/"),
        serve.STOP_LINE,
    ]
    return "```text\n" + "\n".join(lines) + "\n```"


# -- Lua scripts ---------------------------------------------------------------------------------
def lua_table() -> str:
    """The functions Lua scripts can call, both names, from tether.core.scripting.lua.bridge."""
    from tether.core.simapi.api import SimAPI
    from tether.core.scripting.lua import bridge

    lines = ["| CoppeliaSim 4.x | V-REP | notes |", "| --- | --- | --- |"]
    for new, old in bridge.supported_functions(SimAPI):
        bare = new[len("sim."):]
        note = ""
        if bare in bridge.THREAD_FUNCTIONS:
            note = "in Lua: yields the script's coroutine"
        elif bare in bridge.MAIN_SCRIPT_NO_OPS:
            note = "main script building block: nothing to do in tether"
        lines.append(f"| `{new}` | `{old}` | {note} |")
    prefixes = ", ".join(f"`{p}*`" for p in bridge.UI_PREFIXES)
    lines.append(f"| `simUI.*`, {prefixes} | `simXxx` forms | no-ops, logged once per script |")
    return "\n".join(lines)


# -- CoppeliaSim importer -------------------------------------------------------------------------
def coppelia_table() -> str:
    """What the CoppeliaSim XML importer makes of each element (tether.core.importers.coppeliasim.MAPPING)."""
    from tether.core.importers.coppeliasim import MAPPING

    lines = ["| in the CoppeliaSim file | in tether |", "| --- | --- |"]
    lines += [f"| {_cell(source)} | {_cell(target)} |" for source, target in MAPPING]
    return "\n".join(lines)


def generated_sections() -> dict[str, str]:
    return {"cli": cli_table(), "manifest": manifest_table(), "simx": simx_table(), "sim-api": sim_api_table(),
            "lua": lua_table(), "budgets": budget_table(), "coppelia": coppelia_table(), "serve-banner": serve_banner_sample(), "help": help_sample()}


def pages(root: Path) -> list[Path]:
    """The pages that may hold generated sections: README.md and every Markdown page of docs/."""
    return [root / "README.md", *sorted((root / DOCS).rglob("*.md"))]


MARKER = re.compile(r"<!-- generated: ([a-z0-9-]+) -->")


def render(text: str, sections: dict[str, str]) -> str:
    """``text`` with each generated section it holds replaced by the section's current body."""
    for name in MARKER.findall(text):
        if name not in sections:
            raise ValueError(f"unknown generated section {name!r}; known: {', '.join(sorted(sections))}")
        pattern = re.compile(rf"(<!-- generated: {name} -->\n).*?(<!-- end: {name} -->)", re.S)
        if not pattern.search(text):
            raise ValueError(f"<!-- generated: {name} --> has no <!-- end: {name} --> after it")
        text = pattern.sub(lambda m, body=sections[name]: m.group(1) + body + "\n" + m.group(2), text)
    return text


def placement(root: Path, names: list[str]) -> dict[str, list[Path]]:
    """Section name -> the pages that hold it (each should hold one, once)."""
    found: dict[str, list[Path]] = {name: [] for name in names}
    for page in pages(root):
        if page.is_file():
            for name in MARKER.findall(page.read_text(encoding="utf-8")):
                found.setdefault(name, []).append(page)
    return found


def schema_text() -> str:
    from tether.core.importers.manifest_schema import json_schema

    return json.dumps(json_schema(), indent=2) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/docs/generate.py", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check; exit 1 if anything is out of date")
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the checkout whose README.md and docs/ to rewrite (default: this one)")
    parser.add_argument("--schema", type=Path, default=None,
                        help="the manifest JSON Schema to rewrite (default: the package's)")
    args = parser.parse_args(argv)
    from tether.core.importers.manifest_schema import SCHEMA_FILE

    schema = args.schema or SCHEMA_FILE
    sections = generated_sections()
    problems: list[str] = []
    for name, where in placement(args.root, list(sections)).items():
        if len(where) != 1:
            places = ", ".join(str(p.relative_to(args.root)) for p in where) or "no page"
            problems.append(f"section {name!r} must be in exactly one page, found in {places}")
    stale: list[tuple[Path, str]] = []
    for page in pages(args.root):
        if not page.is_file():
            continue
        current = page.read_text(encoding="utf-8")
        try:
            wanted = render(current, sections)
        except ValueError as exc:
            problems.append(f"{page.relative_to(args.root)}: {exc}")
            continue
        if wanted != current:
            stale.append((page, wanted))
    if schema.read_text(encoding="utf-8") != schema_text():
        stale.append((schema, schema_text()))
    for problem in problems:
        print(f"tools/docs/generate.py: {problem}", file=sys.stderr)
    if args.check or problems:
        for path, _ in stale:
            print(f"tools/docs/generate.py: {path} is out of date; run `python tools/docs/generate.py`", file=sys.stderr)
        return 1 if stale or problems else 0
    for path, text in stale:
        path.write_text(text, encoding="utf-8")
        print(f"tools/docs/generate.py: rewrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
