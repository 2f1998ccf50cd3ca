"""CoppeliaSim's binary scenes (``.ttt``) and models (``.ttm``), read into the scene model.

One module per job: :mod:`.header` (the 1021-byte header; what a foreign file is),
:mod:`.huffman` and :mod:`.lanes` (the body's decoding), :mod:`.schema` and :mod:`.chunks` (the
chunk tree), :mod:`.values` (leaf payloads), :mod:`.meshpool` (the shared vertex/index arrays),
:mod:`.script_text` (script descrambling), :mod:`.reader` (chunks → model objects).
"""

from __future__ import annotations

from pathlib import Path

from tether.core.importers.coppeliasim.binary.header import MAGIC
from tether.core.importers.coppeliasim.binary.reader import read_binary, read_binary_bytes

__all__ = ["SUFFIXES", "is_coppelia_binary", "read_binary", "read_binary_bytes"]

#: the names CoppeliaSim gives its binary scenes and models
SUFFIXES = (".ttt", ".ttm")


def is_coppelia_binary(path: Path) -> bool:
    """The file is CoppeliaSim's binary format by its content (``VREP`` first), or claims to be by
    its name (``.ttt``/``.ttm``: the reader then says what the file really is)."""
    if path.name.lower().endswith(SUFFIXES):
        return True
    try:
        with path.open("rb") as handle:
            return handle.read(4) == MAGIC
    except OSError:
        return False
