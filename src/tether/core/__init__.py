"""The simulation core: scenes on MuJoCo, the CoppeliaSim simulation loop, scripts and the regular API.

The names below load on first use, so a light module of the core (``tether.core.engine.errors``,
``tether.core.engine.legacy_constants``) can be imported without MuJoCo: the legacy remote API's client
re-exports the core's constants and must stay light.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tether.core.engine.errors import SceneError, SimError
    from tether.core.importers.loading import load_scene
    from tether.core.engine.scene import Scene
    from tether.core.session import SimulationSession
    from tether.core.simulation import Simulation
    from tether.core.engine.states import SimulationState

_HOMES = {
    "SceneError": "tether.core.engine.errors",
    "SimError": "tether.core.engine.errors",
    "Scene": "tether.core.engine.scene",
    "load_scene": "tether.core.importers.loading",
    "SimulationSession": "tether.core.session",
    "Simulation": "tether.core.simulation",
    "SimulationState": "tether.core.engine.states",
}

__all__ = ["Scene", "SceneError", "SimError", "Simulation", "SimulationSession", "SimulationState", "load_scene"]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'tether.core' has no attribute {name!r}")
    value = getattr(import_module(home), name)
    globals()[name] = value  # later look-ups skip this function
    return value
