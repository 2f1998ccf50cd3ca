"""remoteapi's .pxd files (the compiled build's field declarations: the client's, the server's and
the shared codec's) and the ``__slots__`` of the classes they declare name the same fields.

A field added to one and not the other works in one build and raises AttributeError in the other,
so the lists are compared here, whichever build runs the tests.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import tether.remoteapi

FOLDER = Path(tether.remoteapi.__file__).parent

#: (module file stem, class, fewest fields) of the classes declared as extension types
DECLARED = [
    ("client", "RemoteApiClient", 30), ("client_connection", "ClientConnection", 10),
    ("connection", "LegacyConnection", 7), ("server_connection", "ServerConnection", 7), ("server", "Connection", 7),
    ("protocol", "MessageShape", 7), ("protocol", "DecodeCache", 7), ("protocol", "PacketAssembler", 7),
]


def _slots(stem: str, name: str) -> set[str]:
    tree = ast.parse((FOLDER / f"{stem}.py").read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == name:
            for item in node.body:
                if isinstance(item, ast.Assign) and any(getattr(t, "id", None) == "__slots__" for t in item.targets):
                    return set(ast.literal_eval(item.value))
    raise AssertionError(f"{name}.__slots__ not found in {stem}.py")


def _declared(stem: str, name: str) -> set[str]:
    text = (FOLDER / f"{stem}.pxd").read_text()
    block = re.search(rf"^cdef class {name}\b.*?:\n((?:[ \t]+.*\n|\n)*)", text, re.MULTILINE)
    assert block is not None, f"cdef class {name} not found in {stem}.pxd"
    return set(re.findall(r"^\s+cdef (?:public )?\w+ (\w+)\s*(?:#.*)?$", block.group(1), re.MULTILINE))


@pytest.mark.parametrize(("stem", "name", "fewest"), DECLARED)
def test_pxd_declares_exactly_the_slots(stem: str, name: str, fewest: int) -> None:
    slots, declared = _slots(stem, name), _declared(stem, name)
    assert len(declared) >= fewest  # the pattern reads the class's block (not an empty match)
    assert slots == declared, f"only in __slots__: {sorted(slots - declared)}; only in {stem}.pxd: {sorted(declared - slots)}"


def test_client_connection_is_slotted() -> None:
    """No instance dictionary in either build: a field missing from the declarations fails loudly."""
    from tether.remoteapi.client_connection import ClientConnection

    conn = ClientConnection()
    assert not hasattr(conn, "__dict__")
    with pytest.raises(AttributeError):
        conn.not_a_field = 1  # type: ignore[attr-defined]
