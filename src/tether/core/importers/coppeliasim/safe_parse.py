"""Reading an XML file with bounded cost: a size cap, a nesting cap, and no DTD at all.

CoppeliaSim's XML files never carry a document type declaration, so one is refused outright:
that rules out entity expansion (the "billion laughs") whatever the parser would do with it.
Expat, which ElementTree uses, never fetches external entities. Errors are one SceneError line
naming the file and, for a syntax error, its line number.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from tether.core.engine.errors import SceneError

MAX_FILE_BYTES = 64 * 1024 * 1024  # an exported scene with inline meshes; more is refused
MAX_DEPTH = 200  # element nesting (an object tree 60 deep nests about 3 elements per level)
_CHUNK = 1 << 16
_DECLARATION = re.compile(rb"<!\s*(DOCTYPE|ENTITY)", re.IGNORECASE)


def parse_bounded(path: Path, max_bytes: int = MAX_FILE_BYTES, max_depth: int = MAX_DEPTH) -> ET.Element:
    """The root element of the XML file at ``path``; SceneError (one line) if the file is too
    big, nests too deep, declares a DTD or entities, or is not well-formed."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SceneError(f"cannot read {path}: {exc.strerror or exc}") from None
    if size > max_bytes:
        raise SceneError(f"{path}: file is {size} bytes, more than the {max_bytes} tether reads")
    data = path.read_bytes()
    match = _DECLARATION.search(data)
    if match is not None:
        line = data.count(b"\n", 0, match.start()) + 1
        raise SceneError(f"{path}:{line}: document type or entity declarations are not accepted")
    parser: ET.XMLPullParser = ET.XMLPullParser(events=("start", "end"))
    depth = 0
    root: ET.Element | None = None
    try:
        for begin in range(0, len(data), _CHUNK):
            parser.feed(data[begin:begin + _CHUNK])
            for event, element in parser.read_events():  # type: ignore[misc]  # typeshed's events type
                if event == "start":
                    depth += 1
                    if root is None and isinstance(element, ET.Element):
                        root = element
                    if depth > max_depth:
                        raise SceneError(f"{path}: elements nest more than {max_depth} deep")
                else:
                    depth -= 1
        parser.close()
    except ET.ParseError as exc:
        position = getattr(exc, "position", None)
        where = str(position[0]) if position else "?"
        reason = str(exc).split(":")[0]
        raise SceneError(f"{path}:{where}: not well-formed XML ({reason})") from None
    if root is None:
        raise SceneError(f"{path}: the file is empty")
    return root
