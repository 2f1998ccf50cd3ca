"""The 1021-byte header of a CoppeliaSim binary file, and what a file is when it is not one.

Layout (little-endian): ``VREP``, int32 serialization version, int32 oldest version that can
read the file, uint8 compression (1 Huffman, 0 none), int32 body length once decoded, then (from
serialization version 13 on) int32 compilation version, uint16 program version
(major*10000 + minor*100 + patch: 41000 = 4.10.0), uint32 licence field, uint8 revision,
uint8 file type (1 scene, 2 model; 0 in V-REP 3.4 files) and 992 reserved bytes.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from tether.core.engine.errors import SceneError

__all__ = ["HEADER_SIZE", "MAGIC", "Header", "describe_foreign", "parse_header"]

MAGIC = b"VREP"
HEADER_SIZE = 1021
_SHORT_HEADER = 17  # serialization versions up to 12 (never seen: CoppeliaSim reads 18 and later)
#: the oldest serialization version CoppeliaSim itself still reads (2014: the mesh pool)
OLDEST_READABLE = 18
#: the newest serialization version this reader knows; newer files are read with a note
NEWEST_KNOWN = 25
FILE_TYPES = {0: "scene or model", 1: "scene", 2: "model", 3: "model (ttmt)"}


@dataclass(frozen=True)
class Header:
    """What the header says about the file."""

    serialization: int  # the writer's serialization version (20 = V-REP 3.4 ... 25 = CoppeliaSim 4.10)
    min_serialization: int  # the oldest reader version that can read the file
    compression: int  # 1 Huffman, 0 stored as is
    body_length: int  # bytes of the decoded body
    program_version: int  # e.g. 41000 = 4.10.0; 0 when the file does not say
    revision: int
    file_type: int  # 0 unknown (3.4), 1 scene, 2 model

    @property
    def program(self) -> str:
        """The writer's version as CoppeliaSim prints it ("4.10.0 rev 0"), or "unknown"."""
        v = self.program_version
        if v <= 0:
            return "unknown"
        name = "V-REP" if v < 40000 else "CoppeliaSim"
        return f"{name} {v // 10000}.{v // 100 % 100}.{v % 100} (rev {self.revision})"


def parse_header(data: bytes, where: str) -> Header:
    """The header at the start of ``data`` (SceneError, one line naming the file and byte offset,
    when it is not a CoppeliaSim binary file or is cut short)."""
    if data[:4] != MAGIC:
        raise SceneError(f"{where}: not a CoppeliaSim binary scene or model (byte offset 0: expected 'VREP', "
                         f"found {describe_foreign(data)})")
    if len(data) < _SHORT_HEADER:
        raise SceneError(f"{where}: truncated header (file is {len(data)} bytes, byte offset {len(data)}; "
                         f"the header alone is {HEADER_SIZE})")
    version, min_version = struct.unpack_from("<ii", data, 4)
    compression = data[12]
    (length,) = struct.unpack_from("<i", data, 13)
    if version < OLDEST_READABLE:
        raise SceneError(f"{where}: serialization version {version} (byte offset 4) is older than 18 "
                         "(V-REP 3.1, 2014), which no current CoppeliaSim reads either; re-save it with V-REP 3.x")
    if len(data) < HEADER_SIZE:
        raise SceneError(f"{where}: truncated header (file is {len(data)} bytes, byte offset {len(data)}; "
                         f"the header alone is {HEADER_SIZE})")
    if compression not in (0, 1):
        raise SceneError(f"{where}: unknown compression method {compression} (byte offset 12; "
                         "CoppeliaSim writes 1, Huffman)")
    if length < 0:
        raise SceneError(f"{where}: negative body length {length} (byte offset 13)")
    program, _licence, revision, file_type = struct.unpack_from("<HIBB", data, 21)
    return Header(version, min_version, compression, length, program, revision, file_type)


# -- what a file is when it is not ours ---------------------------------------------------------------
_SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"PK\x03\x04", "a ZIP archive"),
    (b"PK\x05\x06", "an empty ZIP archive"),
    (b"\x1f\x8b", "a gzip file"),
    (b"BZh", "a bzip2 file"),
    (b"\xfd7zXZ", "an xz file"),
    (b"7z\xbc\xaf", "a 7-Zip archive"),
    (b"Rar!", "a RAR archive"),
    (b"%PDF", "a PDF document"),
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"\x7fELF", "an executable (ELF)"),
    (b"MZ", "a Windows executable"),
    (b"solid ", "an ASCII STL mesh"),
    (b"version https://git-lfs", "a Git LFS pointer (the real file was never downloaded: git lfs pull)"),
)


def describe_foreign(data: bytes) -> str:
    """What the first bytes of a file look like, for a one-line error ("an HTML page", "a ZIP
    archive", "a CoppeliaSim XML file"...)."""
    if not data:
        return "an empty file"
    for signature, what in _SIGNATURES:
        if data.startswith(signature):
            return what
    head = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if head.startswith(b"<!doctype html") or head.startswith(b"<html") or b"<html" in head[:512]:
        return "an HTML page (a download that saved a web page: fetch the raw file)"
    if b"<coppeliasim" in head:
        return "a CoppeliaSim XML file (open it under a .simscene.xml or .simmodel.xml name)"
    if b"<mujoco" in head:
        return "a MuJoCo MJCF file"
    if b"<robot" in head:
        return "a URDF file"
    if head.startswith(b"<?xml") or head.startswith(b"<"):
        return "an XML file"
    if head.startswith(b"{") or head.startswith(b"["):
        return "a JSON file"
    if all(32 <= c < 127 or c in (9, 10, 13) for c in head[:256]):
        return f"a text file starting {data[:24].decode('ascii', 'replace')!r}"
    return f"binary data starting {data[:8].hex(' ')}"
