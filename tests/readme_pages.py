"""The README's and the docs' pages as the tests read them: code blocks, and the blocks that show
what a program prints (a code block, one line of prose, then a ```text block)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
GUIDE = sorted((DOCS / "guide").glob("*.md"))

#: Words that mark an example as a client of `tether serve` (legacy, Click, ZeroMQ).
CLIENT_WORDS = ("simxStart", "tether.click", "RemoteAPIClient")


def blocks(path: Path, language: str) -> list[str]:
    """Every fenced code block of ``language`` in the page, in order."""
    return re.findall(rf"```{language}\n(.*?)```", path.read_text(encoding="utf-8"), flags=re.S)


def printing(path: Path, language: str = "python") -> list[tuple[str, str]]:
    """(source, printed) pairs: a ``language`` block directly followed, after one line of prose,
    by the ```text block it prints."""
    pattern = rf"```{language}\n((?:(?!```).)*)```\n\n[^\n]*\n\n```text\n((?:(?!```).)*)```"
    return re.findall(pattern, path.read_text(encoding="utf-8"), flags=re.S)


def is_client(source: str) -> bool:
    return any(word in source for word in CLIENT_WORDS)


def indented_commands(path: Path, prefix: str) -> list[str]:
    """The page's 4-space-indented command lines that start with ``prefix`` (e.g. ``tether sweep``)."""
    return [line[4:].split("  #")[0].strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.startswith("    " + prefix)]


def output_after(path: Path, command: str) -> str:
    """The first ```text block after the indented ``command`` line: what the page says it prints."""
    text = path.read_text(encoding="utf-8")
    at = text.index("    " + command + "\n")
    found = re.search(r"```text\n(.*?)```", text[at:], flags=re.S)
    assert found is not None, f"{path.name}: no ```text block after {command!r}"
    return found.group(1)
