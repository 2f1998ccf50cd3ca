"""Script text as CoppeliaSim stores it: lightly scrambled, and tagged with its language.

The writer keeps the first and last bytes clear and shifts each byte in between by amounts
computed from its index and those two bytes (as signed chars, C's division truncating toward
zero), modulo 256. Undoing it is one vectorised pass.
"""

from __future__ import annotations

import numpy as np

__all__ = ["descramble", "split_language"]


def descramble(raw: bytes) -> bytes:
    """The clear text of a scrambled script (``Ste``)."""
    n = len(raw)
    if n < 3:
        return raw
    first = raw[0] - 256 if raw[0] > 127 else raw[0]
    last = raw[-1] - 256 if raw[-1] > 127 else raw[-1]
    start = int(first / 2)  # C's int division truncates toward zero
    end = last * 3
    i = np.arange(1, n - 1, dtype=np.int64)
    shift = np.where(i & 1, i + start + end, 0) - np.where(i & 2, 3 * i + start, 0) + np.where(i & 4, i // 2 + end, 0)
    middle = (np.frombuffer(raw, dtype=np.uint8)[1:-1].astype(np.int64) + shift) % 256
    text = raw[:1] + middle.astype(np.uint8).tobytes() + raw[-1:]
    return text.rstrip(b"\x00")  # an old writer left trailing zeros


def split_language(text: str) -> tuple[str, str | None]:
    """(text, language) with CoppeliaSim's first-line language tag ("--lua", "#python") removed;
    language None when the text has no tag."""
    for tag, lang in (("--lua", "lua"), ("#python", "python")):
        if text.startswith(tag):
            rest = text[len(tag):]
            if rest.startswith("\r\n"):
                return rest[2:], lang
            if rest.startswith("\n") or not rest:
                return rest[1:], lang
    return text, None
