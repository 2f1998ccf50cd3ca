"""Find prose in the README and docs/ that the program contradicts.

    python tools/docs/contradictions.py     # one line per contradiction; exit 1 if any

The generated sections cannot disagree with the program (tools/docs/generate.py writes them); the
prose around them can. This reads every sentence outside code blocks and generated sections and
checks what it claims against the program's own facts:

- a `sim.NAME` or `simxNAME` a sentence calls not implemented (or unsupported, or lacking) must
  be one tether lacks; one a sentence names without any such word must be one tether has, unless
  the sentence says it is refused, a no-op, or the like;
- a sentence may not say that scripts are Python only (Lua scripts run), nor Lua only;
- a `tether` command line shown anywhere (prose, code, samples) uses only flags tether has.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Words by which a sentence says a function is missing from tether.
_MISSING = re.compile(r"not implement|does not implement|doesn't implement|\blacks?\b|not supported|unsupported|"
                      r"not available|is missing", re.I)
#: Words by which a sentence qualifies what it names (refused, a no-op, conditional...): such a
#: sentence does not claim the names it holds simply work.
_QUALIFIED = re.compile(r"\bnot?\b|n't|refuse|no-op|cannot|unless|without|skip|ignore|instead|error|fail|"
                        r"never|except|only with|lack|missing|not yet|reject", re.I)
_SIM_NAME = re.compile(r"`sim\.([A-Za-z_][A-Za-z0-9_]*)\b[^`]*`")
_SIMX_NAME = re.compile(r"`(simx[A-Z][A-Za-z0-9_]*)\b[^`]*`")
#: Claims about the scripts' language the program contradicts while it runs both languages.
_LANGUAGE_CLAIMS = (
    re.compile(r"\bscripts (?:are|must be) (?:only )?(?:in |written in )?(?:Python|Lua)\b(?!,? (?:or|and) )", re.I),
    re.compile(r"\bPython,? not Lua\b|\bLua,? not Python\b", re.I),
    re.compile(r"(?:Lua|Python) scripts? (?:is|are) not (?:supported|run)|scripts? in (?:Python|Lua) only", re.I),
)


@dataclass(frozen=True)
class Contradiction:
    page: Path
    line: int
    text: str
    why: str

    def __str__(self) -> str:
        return f"{self.page}:{self.line}: {self.why}: {self.text!r}"


# -- the program's facts -------------------------------------------------------------------------
@lru_cache(maxsize=1)
def sim_functions() -> tuple[frozenset[str], frozenset[str]]:
    """(names of `sim` functions tether has, names it lacks) from the catalogue's status, the
    script API and the Lua bridge (V-REP's old names included)."""
    from tether.core.simapi.api import SimAPI
    from tether.core.scripting.lua import bridge
    from tether.zmqremoteapi.catalogue_status import catalogue_status

    has = {name for name, s in catalogue_status().items() if s.status in ("implemented", "no-op")}
    has |= {new[len("sim."):] for new, _ in bridge.supported_functions(SimAPI)}
    has |= {name for name in dir(SimAPI) if not name.startswith("_") and callable(getattr(SimAPI, name))}
    lacks = {name for name, s in catalogue_status().items() if s.status in ("not yet", "refused")} - has
    return frozenset(has), frozenset(lacks)


@lru_cache(maxsize=1)
def simx_functions() -> tuple[frozenset[str], frozenset[str]]:
    """(simx functions tether's server serves, those it refuses), from the generated table's source."""
    sys.path.insert(0, str(ROOT))
    from tools.docs.generate import simx_status

    status = simx_status()
    return (frozenset(n for n, (s, _) in status.items() if s != "refused"),
            frozenset(n for n, (s, _) in status.items() if s == "refused"))


@lru_cache(maxsize=1)
def tether_flags() -> frozenset[str]:
    """Every flag of the `tether` command and its subcommands, from the parsers."""
    import argparse

    from tether.cli.commands import build_parser

    parser = build_parser()
    parsers = [parser]
    for action in parser._actions:  # argparse keeps no public list of a parser's arguments
        if isinstance(action, argparse._SubParsersAction):
            parsers += list(action.choices.values())
    return frozenset(o for p in parsers for a in p._actions for o in a.option_strings if o.startswith("--"))


#: A `tether` command line: in a code span, a code block or an indented sample.
_COMMAND = re.compile(r"(?:^|[`$] ?|^ {4,})tether(?: [a-z]+)?(?: [^`\n#|]*)", re.M)


def unknown_flags(page: Path, text: str) -> list[Contradiction]:
    """Flags of tether command lines that no parser of tether has."""
    text = re.sub(r"<!-- generated: ([a-z0-9-]+) -->.*?<!-- end: \1 -->",
                  lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    found = []
    for match in _COMMAND.finditer(text):
        for flag in re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", match.group(0)):
            if flag not in tether_flags():
                line = text.count("\n", 0, match.start()) + 1
                found.append(Contradiction(page, line, match.group(0).strip(), f"tether has no flag {flag}"))
    return found


def lua_scripts_run() -> bool:
    """Whether tether runs Lua scripts (its Lua bridge, lupa's Lua 5.4)."""
    try:
        from tether.core.scripting.lua import bridge  # noqa: F401
    except ImportError:
        return False
    return True


# -- reading the pages ---------------------------------------------------------------------------
def pages(root: Path = ROOT) -> list[Path]:
    return [root / "README.md", *sorted((root / "docs").rglob("*.md"))]


def sentences(text: str) -> list[tuple[int, str]]:
    """(line number, sentence) of the prose: fenced and indented code, generated sections and
    headings left out; a list item and a table cell are units of their own, a sentence may span
    lines."""
    text = re.sub(r"<!-- generated: ([a-z0-9-]+) -->.*?<!-- end: \1 -->",
                  lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    text = re.sub(r"```.*?```", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    units: list[tuple[int, list[str]]] = []  # (first line, lines) of each paragraph, item or row
    in_list = False
    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.strip()
        if not stripped or line.startswith("#"):
            in_list = False
            units.append((number, []))
        elif line.startswith("    ") and not in_list:
            units.append((number, []))  # an indented code block
        elif stripped.startswith(("- ", "* ", "|")):
            in_list = not stripped.startswith("|")
            units.append((number, [stripped.lstrip("-* ")]))
        elif units and units[-1][1]:
            units[-1][1].append(stripped)
        else:
            units.append((number, [stripped]))
    found: list[tuple[int, str]] = []
    for number, lines in units:
        for part in re.split(r"(?<!e\.g\.)(?<!i\.e\.)(?<!etc\.)(?<!vs\.)(?<=[.;!?])\s+|\s*\|\s*", " ".join(lines)):
            if part.strip():
                found.append((number, part.strip()))
    return found


def check_text(page: Path, text: str) -> list[Contradiction]:
    """Every contradiction between ``text`` (a page's Markdown) and the program."""
    has, lacks = sim_functions()
    simx_has, simx_refused = simx_functions()
    lua = lua_scripts_run()
    found: list[Contradiction] = []
    for line, sentence in sentences(text):
        missing = bool(_MISSING.search(sentence))
        qualified = bool(_QUALIFIED.search(sentence))
        for name in _SIM_NAME.findall(sentence):
            if missing and name in has:
                found.append(Contradiction(page, line, sentence, f"says sim.{name} is missing; tether implements it"))
            elif not qualified and name in lacks:
                found.append(Contradiction(page, line, sentence, f"names sim.{name} as working; tether lacks it"))
        for name in _SIMX_NAME.findall(sentence):
            if missing and name in simx_has:
                found.append(Contradiction(page, line, sentence, f"says {name} is missing; tether's server serves it"))
            elif not qualified and name in simx_refused:
                found.append(Contradiction(page, line, sentence, f"names {name} as working; tether refuses it"))
        if lua and any(claim.search(sentence) for claim in _LANGUAGE_CLAIMS):
            found.append(Contradiction(page, line, sentence, "says scripts run in one language; Lua and Python scripts both run"))
    return found + unknown_flags(page, text)


def check(root: Path = ROOT) -> list[Contradiction]:
    found: list[Contradiction] = []
    for page in pages(root):
        if page.is_file():
            found += check_text(page.relative_to(root), page.read_text(encoding="utf-8"))
    return found


def main() -> int:
    found = check()
    for contradiction in found:
        print(f"tools/docs/contradictions.py: {contradiction}", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
