"""Shapes' colours: the one rule that writes MuJoCo geom colours, for every API call that sets one.

CoppeliaSim's colour components (``sim.colorcomponent_*``): ambient/diffuse 0, diffuse 1,
specular 2, emission 3, transparency 4, auxiliary 5. A MuJoCo geom has one RGBA: components 0,
1 and 5 are its RGB, 4 its opacity; specular and emission are intensities of a material, shared
by geoms, so they are not set per geom.
"""

from __future__ import annotations

from typing import Any, Iterable

import mujoco

from tether.core.engine.errors import SimError
from tether.core.simapi.args import colour, number

__all__ = ["RGB_COMPONENTS", "TRANSPARENCY", "MATERIAL_COMPONENTS", "paint_geoms", "paint_rgba"]

RGB_COMPONENTS = (0, 1, 5)
TRANSPARENCY = 4
MATERIAL_COMPONENTS = (2, 3)


def paint_geoms(model: mujoco.MjModel, geoms: Iterable[int], component: int, values: Any) -> None:
    """Write one colour component into ``geoms``: RGB from the first three ``values``, or the
    opacity from the first value (clamped to 0..1); material components leave the geoms as they
    are. Any other component raises :class:`SimError`."""
    if component in RGB_COMPONENTS:
        rgb = colour(values)
        for g in geoms:
            model.geom_rgba[g, :3] = rgb
    elif component == TRANSPARENCY:
        try:
            first = list(values)[0]
        except (TypeError, IndexError):
            raise SimError(f"transparency must be a list holding one number, got {values!r}"[:200]) from None
        alpha = min(max(number(first, "transparency"), 0.0), 1.0)
        for g in geoms:
            model.geom_rgba[g, 3] = alpha
    elif component not in MATERIAL_COMPONENTS:
        raise SimError(f"colour component {component} is not one of sim.colorcomponent_*")


def paint_rgba(model: mujoco.MjModel, geom: int, rgba: Any) -> None:
    """Write a whole RGBA (a colour saved earlier) into one geom, through :func:`paint_geoms`."""
    try:
        values = list(rgba) if not isinstance(rgba, (str, bytes, dict)) else []
    except TypeError:
        values = []
    if len(values) != 4:
        raise SimError(f"rgba must be four numbers, got {rgba!r}"[:200])
    paint_geoms(model, (geom,), RGB_COMPONENTS[0], values[:3])
    paint_geoms(model, (geom,), TRANSPARENCY, values[3:])
