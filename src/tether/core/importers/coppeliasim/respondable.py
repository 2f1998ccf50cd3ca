"""CoppeliaSim's respondable masks as MuJoCo contact exclusions.

In CoppeliaSim two respondable shapes collide when their 16-bit respondable masks share a bit:
one of the low eight (the *local* mask) when both hang in the same tree (the same top-level
ancestor), one of the high eight (the *global* mask) otherwise. A robot's parts use the local
mask to pass through each other (the youBot's wheels sit inside its chassis). MuJoCo's
contype/conaffinity cannot say "the same tree", so each pair of shape bodies that must not touch
gets a ``<contact><exclude>``; pairs of static shapes are left alone (MuJoCo never collides two
bodies welded to the world).
"""

from __future__ import annotations

from typing import Protocol

import mujoco
import numpy as np

from tether.core.importers.coppeliasim.model import SceneDocument, SceneObject, Shape

__all__ = ["GLOBAL_MASK", "LOCAL_MASK", "MAX_EXCLUSIONS", "exclude_masked_pairs", "masked_pairs"]

LOCAL_MASK = 0x00FF
GLOBAL_MASK = 0xFF00
#: Exclusions one scene may add (each is a few bytes in MuJoCo; a scene of thousands of shapes
#: with disjoint masks would need millions).
MAX_EXCLUSIONS = 100_000


class BodyNames(Protocol):
    """The MuJoCo name of each object's element (the builder's ``ElementNames``)."""

    def has(self, obj: SceneObject) -> bool: ...

    def of(self, obj: SceneObject) -> str: ...


def masked_pairs(masks: np.ndarray, trees: np.ndarray, static: np.ndarray, limit: int | None = None) -> list[tuple[int, int]]:
    """Index pairs (i < j) of respondable shapes that must not collide, from each shape's mask,
    tree (its top-level ancestor) and whether it is static; at most ``limit`` of them (memory
    stays one row of pairs at a time)."""
    masks, trees, static = np.asarray(masks, dtype=np.int64), np.asarray(trees), np.asarray(static, dtype=bool)
    pairs: list[tuple[int, int]] = []
    for i in range(len(masks) - 1):
        rest = slice(i + 1, None)
        bits = np.where(trees[rest] == trees[i], LOCAL_MASK, GLOBAL_MASK)
        apart = ((masks[rest] & masks[i] & bits) == 0) & ~(static[rest] & static[i])
        pairs += [(i, int(j)) for j in (np.flatnonzero(apart) + i + 1)]
        if limit is not None and len(pairs) >= limit:
            return pairs[:limit]
    return pairs


def exclude_masked_pairs(spec: mujoco.MjSpec, doc: SceneDocument, bodies: BodyNames, where: str) -> list[str]:
    """Add an exclusion for each pair of respondable shapes of ``doc`` whose masks keep them
    apart; ``bodies`` names each shape's MuJoCo body. Returns the lines to tell
    (none, or one when the scene needs more exclusions than :data:`MAX_EXCLUSIONS`)."""
    names: list[str] = []
    masks: list[int] = []
    trees: list[int] = []
    static: list[bool] = []
    for tree, root in enumerate(doc.roots):
        for obj in root.walk():
            if isinstance(obj, Shape) and obj.respondable and bodies.has(obj):
                names.append(bodies.of(obj))
                masks.append(obj.collision_mask & 0xFFFF)
                trees.append(tree)
                static.append(obj.static)
    pairs = masked_pairs(np.array(masks, dtype=np.int64), np.array(trees), np.array(static, dtype=bool),
                         MAX_EXCLUSIONS + 1)
    for i, j in pairs[:MAX_EXCLUSIONS]:
        spec.add_exclude(bodyname1=names[i], bodyname2=names[j])
    if len(pairs) > MAX_EXCLUSIONS:
        return [f"{where}: the respondable masks keep more than {MAX_EXCLUSIONS} pairs of shapes apart: the first "
                f"{MAX_EXCLUSIONS} are honoured, the others may collide"]
    return []
