"""Shapes' colours: the one rule that writes MuJoCo geom colours, for every API call that sets one.

CoppeliaSim's colour components (``sim.colorcomponent_*``): ambient/diffuse 0, diffuse 1,
specular 2, emission 3, transparency 4, auxiliary 5. A MuJoCo geom has one RGBA: components 0,
1 and 5 are its RGB, 4 its opacity; specular and emission are intensities of a material, shared
by geoms, so they are not set per geom.
"""

from __future__ import annotations

from typing import Any, Iterable

import mujoco

from tether.core.errors import SimError
from tether.core.simapi.args import number, vector

__all__ = ["RGB_COMPONENTS", "TRANSPARENCY", "MATERIAL_COMPONENTS", "paint_geoms"]

RGB_COMPONENTS = (0, 1, 5)
TRANSPARENCY = 4
MATERIAL_COMPONENTS = (2, 3)


def paint_geoms(model: mujoco.MjModel, geoms: Iterable[int], component: int, values: Any) -> None:
    """Write one colour component into ``geoms``: RGB from the first three ``values``, or the
    opacity from the first value (clamped to 0..1); material components leave the geoms as they
    are. Any other component raises :class:`SimError`."""
    if component in RGB_COMPONENTS:
        rgb = vector(list(values)[:3], 3, "colour")
        for g in geoms:
            model.geom_rgba[g, :3] = rgb
    elif component == TRANSPARENCY:
        alpha = min(max(number(list(values)[0], "transparency"), 0.0), 1.0)
        for g in geoms:
            model.geom_rgba[g, 3] = alpha
    elif component not in MATERIAL_COMPONENTS:
        raise SimError(f"colour component {component} is not one of sim.colorcomponent_*")
