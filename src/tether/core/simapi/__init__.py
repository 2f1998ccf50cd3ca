"""The breadth of the ``sim`` API, one module per kind of function, as mixins of SimAPI.

:class:`tether.core.simapi.api.SimAPI` inherits :class:`SimAPIParts`; each mixin's methods use only
what SimAPI itself provides (the simulation, the calling script, object lookup). Where SimAPI
defines a method of the same name, SimAPI's wins (it comes first in the method order).
"""

from __future__ import annotations

from tether.core.simapi.building import BuildingAPI
from tether.core.simapi.constants import ConstantsAPI
from tether.core.simapi.constraints import ConstraintsAPI
from tether.core.simapi.creating import CreatingAPI
from tether.core.simapi.data import DataAPI
from tether.core.simapi.events import EventsAPI
from tether.core.simapi.geometry import GeometryAPI
from tether.core.simapi.gui import GuiAPI
from tether.core.simapi.images import ImagesAPI
from tether.core.simapi.motion import MotionAPI
from tether.core.simapi.particles import ParticlesAPI
from tether.core.simapi.paths import PathsAPI
from tether.core.simapi.physics import PhysicsAPI
from tether.core.simapi.properties import PropertiesAPI
from tether.core.simapi.saving import SavingAPI
from tether.core.simapi.script_objects import ScriptObjectsAPI
from tether.core.simapi.sensing import SensingAPI
from tether.core.simapi.sensors_created import CreatedSensorsAPI
from tether.core.simapi.stand_ins import StandInsAPI
from tether.core.simapi.volumes import VolumesAPI
from tether.core.simapi.vrep import VrepAPI

__all__ = ["SimAPIParts"]


class SimAPIParts(GeometryAPI, DataAPI, GuiAPI, PhysicsAPI, MotionAPI, SensingAPI, BuildingAPI, PropertiesAPI, VolumesAPI, PathsAPI, CreatingAPI, EventsAPI, ConstraintsAPI, ImagesAPI, SavingAPI, ParticlesAPI, CreatedSensorsAPI, ConstantsAPI, ScriptObjectsAPI, StandInsAPI, VrepAPI):
    """All the mixins, in one base class (so SimAPI's class line names one thing)."""
