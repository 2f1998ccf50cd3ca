"""client.pxd (the compiled build's field declarations) and client.py's ``__slots__`` name the same fields.

A field added to one and not the other works in one build and raises AttributeError in the other,
so the two lists are compared here, whichever build runs the tests.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import tether.remoteapi

FOLDER = Path(tether.remoteapi.__file__).parent


def _slots() -> set[str]:
    tree = ast.parse((FOLDER / "client.py").read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "RemoteApiClient":
            for item in node.body:
                if isinstance(item, ast.Assign) and any(getattr(t, "id", None) == "__slots__" for t in item.targets):
                    return set(ast.literal_eval(item.value))
    raise AssertionError("RemoteApiClient.__slots__ not found in client.py")


def _declared() -> set[str]:
    text = (FOLDER / "client.pxd").read_text()
    return set(re.findall(r"^\s+cdef (?:public )?\w+ (\w+)\s*$", text, re.MULTILINE))


def test_pxd_declares_exactly_the_slots() -> None:
    slots, declared = _slots(), _declared()
    assert len(declared) > 30  # the pattern reads the file (not an empty match)
    assert slots == declared, f"only in __slots__: {sorted(slots - declared)}; only in client.pxd: {sorted(declared - slots)}"
