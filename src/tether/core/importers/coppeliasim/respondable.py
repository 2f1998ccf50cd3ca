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

import mujoco
import numpy as np

from tether.core.importers.coppeliasim.model import SceneDocument, Shape

__all__ = ["LOCAL_MASK", "GLOBAL_MASK", "exclude_masked_pairs", "masked_pairs"]

LOCAL_MASK = 0x00FF
GLOBAL_MASK = 0xFF00


def masked_pairs(masks: np.ndarray, trees: np.ndarray, static: np.ndarray) -> list[tuple[int, int]]:
    """Index pairs (i < j) of respondable shapes that must not collide, from each shape's mask,
    tree (its top-level ancestor) and whether it is static."""
    masks, trees, static = np.asarray(masks, dtype=np.int64), np.asarray(trees), np.asarray(static, dtype=bool)
    i, j = np.triu_indices(len(masks), k=1)
    shared = masks[i] & masks[j] & np.where(trees[i] == trees[j], LOCAL_MASK, GLOBAL_MASK)
    apart = (shared == 0) & ~(static[i] & static[j])
    return list(zip(i[apart].tolist(), j[apart].tolist()))


def exclude_masked_pairs(spec: mujoco.MjSpec, doc: SceneDocument, body_of: dict[int, str]) -> int:
    """Add an exclusion for each pair of respondable shapes of ``doc`` whose masks keep them
    apart; ``body_of`` maps ``id(shape)`` to its MuJoCo body's name. Returns how many."""
    names: list[str] = []
    masks: list[int] = []
    trees: list[int] = []
    static: list[bool] = []
    for tree, root in enumerate(doc.roots):
        for obj in root.walk():
            if isinstance(obj, Shape) and obj.respondable and id(obj) in body_of:
                names.append(body_of[id(obj)])
                masks.append(obj.collision_mask & 0xFFFF)
                trees.append(tree)
                static.append(obj.static)
    pairs = masked_pairs(np.array(masks, dtype=np.int64), np.array(trees), np.array(static, dtype=bool)) if names else []
    for i, j in pairs:
        spec.add_exclude(bodyname1=names[i], bodyname2=names[j])
    return len(pairs)
