"""The simulation core: scenes on MuJoCo, the CoppeliaSim simulation loop, scripts and the regular API."""

from tether.core.errors import SceneError, SimError
from tether.core.scene import Scene, load_scene
from tether.core.session import SimulationSession
from tether.core.simulation import Simulation
from tether.core.states import SimulationState

__all__ = ["Scene", "SceneError", "SimError", "Simulation", "SimulationSession", "SimulationState", "load_scene"]
