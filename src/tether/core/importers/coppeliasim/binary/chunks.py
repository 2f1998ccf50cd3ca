"""The decoded body as a tree of chunks, walked by :mod:`~tether.core.importers.coppeliasim.binary.schema`.

Every chunk's length is checked against its container's end before anything is read, nesting is
capped at :data:`MAX_DEPTH`, and a framing error is one :class:`SceneError` line naming the file
and the byte offset in the decoded body. A chunk the schema calls a container but whose payload
does not end with ``EOO`` (another version's leaf under the same tag) is kept as a leaf.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from typing import Iterator

from tether.core.importers.coppeliasim.binary.schema import EOF, EOO, LAYOUTS, MARKERS, NXT, SCHEMA
from tether.core.engine.errors import SceneError

__all__ = ["MAX_DEPTH", "Chunk", "Section", "walk_body"]

MAX_DEPTH = 48  # compounds nest compounds; real files nest at most 6 levels
_TAG = re.compile(rb"[A-Za-z0-9_]{3}")
_INT = struct.Struct("<i")


@dataclass(eq=False)
class Chunk:
    """One chunk: its tag, its payload's place in the body, and for a container its sections."""

    tag: str
    offset: int  # the payload's first byte in the decoded body
    end: int  # one past its last byte
    body: memoryview
    sections: list[Section] | None = None  # None: a leaf

    @property
    def data(self) -> memoryview:
        """The payload's bytes."""
        return self.body[self.offset:self.end]

    @property
    def size(self) -> int:
        return self.end - self.offset


class Section(list):
    """The chunks of one sequence, in file order."""

    def first(self, *tags: str) -> Chunk | None:
        """The first chunk with one of ``tags`` (the first tag found wins: pass the newer form first)."""
        for tag in tags:
            for chunk in self:
                if chunk.tag == tag:
                    return chunk
        return None

    def all(self, tag: str) -> Iterator[Chunk]:
        """Every chunk with ``tag``."""
        return (chunk for chunk in self if chunk.tag == tag)


@dataclass
class _Walk:
    body: memoryview
    where: str

    def fail(self, pos: int, what: str) -> SceneError:
        return SceneError(f"{self.where}: corrupt body at byte offset {pos} of the decoded body: {what}")

    def sequence(self, pos: int, end: int, context: str, depth: int) -> tuple[Section, int, bytes]:
        """Chunks from ``pos`` up to a marker: (chunks, the position after it, the marker)."""
        if depth > MAX_DEPTH:
            raise self.fail(pos, f"containers nested more than {MAX_DEPTH} deep")
        body = self.body
        containers = SCHEMA.get(context, {})
        items = Section()
        while True:
            if pos + 3 > end:
                raise self.fail(pos, "a sequence runs to the end of its container without an EOO/EOF marker")
            raw = bytes(body[pos:pos + 3])
            if raw in MARKERS:
                return items, pos + 3, raw
            if not _TAG.fullmatch(raw):
                raise self.fail(pos, f"expected a chunk tag, found bytes {raw.hex(' ')}")
            if pos + 7 > end:
                raise self.fail(pos, f"chunk {raw.decode()} has no room for its length")
            (size,) = _INT.unpack_from(body, pos + 3)
            start = pos + 7
            if size < 0 or start + size > end:
                raise self.fail(pos, f"chunk {raw.decode()} declares {size} bytes, past the end of its container "
                                     f"(byte offset {end})")
            tag = raw.decode()
            stop = start + size
            chunk = Chunk(tag, start, stop, body)
            inner = containers.get(tag)
            if inner is not None and size >= 3 and bytes(body[stop - 3:stop]) == EOO:
                chunk.sections = self.container(start, stop, inner, tag, depth + 1)
            items.append(chunk)
            pos = stop

    def container(self, start: int, stop: int, inner: str, tag: str, depth: int) -> list[Section]:
        layout = LAYOUTS.get(inner, "seq")
        if layout == "object":
            common, pos, marker = self.sequence(start, stop, "common", depth)
            if marker != NXT:
                raise self.fail(pos - 3, f"object {tag}: its common section ends with {marker.decode()}, not NXT")
            own, pos, marker = self.sequence(pos, stop, tag, depth)
            sections = [common, own]
        elif layout == "mesh":
            wrapper, pos, marker = self.sequence(start, stop, "wrapper", depth)
            if marker != EOO:
                raise self.fail(pos - 3, f"mesh {tag}: its wrapper data ends with {marker.decode()}, not EOO")
            mesh, pos, marker = self.sequence(pos, stop, "mesh_data", depth)
            sections = [wrapper, mesh]
        else:
            only, pos, marker = self.sequence(start, stop, inner, depth)
            sections = [only]
        if marker != EOO or pos != stop:
            raise self.fail(pos - 3, f"container {tag} ends with {marker.decode()} at {pos - 3}, "
                                     f"its length says {stop - 3}")
        return sections


def walk_body(body: bytes, where: str) -> Section:
    """The body's top-level chunks (containers opened as :data:`SCHEMA` says)."""
    walk = _Walk(memoryview(body), where)
    top, pos, marker = walk.sequence(0, len(body), "top", 0)
    if marker != EOF:
        raise walk.fail(pos - 3, f"the body's top level ends with {marker.decode()}, not EOF")
    return top
