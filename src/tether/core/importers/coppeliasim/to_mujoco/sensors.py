"""Force sensors (force and torque on a site of the child's body) and proximity sensors (sites
with rays along +z), with the one object a proximity sensor detects."""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

import mujoco

from tether.core.engine.specs import ProximitySensorSpec
from tether.core.importers.coppeliasim.model import ForceSensor, ProximitySensor, SceneObject, Shape, kind_of
from tether.core.importers.coppeliasim.to_mujoco.frames import Bodies
from tether.core.importers.coppeliasim.to_mujoco.names import ElementNames
from tether.core.importers.coppeliasim.to_mujoco.notes import ImportNotes

_COLLECTION = "@collection@"  # how a file names a collection as a detectable entity


@dataclass
class Sensors:
    """Adds force sensors to ``spec`` and proximity sensors' entries to ``proximity``."""

    spec: mujoco.MjSpec
    bodies: Bodies
    names: ElementNames
    notes: ImportNotes
    proximity: list[ProximitySensorSpec]
    # the proximity sensors added, each with its index in ``proximity``
    _proximity_objects: list[tuple[ProximitySensor, int]] = field(default_factory=list, init=False, repr=False)

    def add_force_sensor(self, obj: ForceSensor, carrier: mujoco.MjsBody) -> None:
        """``obj``'s site on ``carrier`` (its child's body) and a force and a torque sensor there."""
        name = self.bodies.site(obj, carrier, obj.size)
        for kind in (mujoco.mjtSensor.mjSENS_FORCE, mujoco.mjtSensor.mjSENS_TORQUE):
            sensor = self.spec.add_sensor()
            sensor.name = f"{name}:{'force' if kind == mujoco.mjtSensor.mjSENS_FORCE else 'torque'}"
            sensor.type = kind
            sensor.objtype = mujoco.mjtObj.mjOBJ_SITE
            sensor.objname = name

    def add_proximity_sensor(self, obj: ProximitySensor, body: mujoco.MjsBody) -> None:
        """``obj``'s site on ``body`` and its entry: rays reaching its offset plus range, spread
        over its opening angle (a cylinder's or disc's: along rays from its centre)."""
        name = self.bodies.site(obj, body, obj.size)
        kind = obj.sensor_type
        reach = obj.offset + obj.range
        angle, rays = 0.0, 1
        if kind == "cone":
            angle, rays = obj.angle, 9
        elif kind == "pyramid":
            angle, rays = 2 * math.atan2(max(obj.xy_size_far) / 2, max(reach, 1e-6)), 9
        elif kind in ("cylinder", "disc"):
            self.notes.note(f"proximity sensor {obj.label!r} ({kind}) senses along rays from its centre")
            angle, rays = 2 * math.atan2(max(obj.radius), max(reach, 1e-6)), 5
        self._proximity_objects.append((obj, len(self.proximity)))
        self.proximity.append(ProximitySensorSpec(site=name, range=reach, angle=angle, rays=rays))

    def name_detected_entities(self, objects: list[SceneObject]) -> None:
        """A proximity sensor that detects one object (CoppeliaSim's detectable entity) names it
        in its entry; a collection, or what ``objects`` (all of the file's, every element made)
        do not hold, is one line each."""
        by_handle = {o.handle: o for o in objects if o.handle is not None}
        for sensor, index in self._proximity_objects:
            handle, alias = sensor.detectable_handle, sensor.detectable_alias
            if (handle is None or handle < 0) and not alias:
                continue  # every object
            if alias.startswith(_COLLECTION):
                self.notes.skip("collection entity", f"proximity sensor {sensor.label!r} detects collection "
                                f"{alias[len(_COLLECTION):]!r}: tether reads no collections from files, it detects every object")
                continue
            entity = by_handle.get(handle) if handle is not None and handle >= 0 else None
            if entity is None and alias:
                entity = next((o for o in objects if alias in (o.alias, o.name)), None)
            if entity is None or not self.names.has(entity):
                self.notes.skip("unknown entity", f"proximity sensor {sensor.label!r} detects entity "
                                f"{alias or handle!r}, which is no object of the file (a collection?): it detects every object")
                continue
            if not any(isinstance(o, Shape) for o in entity.walk()):
                self.notes.skip("entity without shapes", f"proximity sensor {sensor.label!r} detects {entity.label!r}, "
                                f"a {kind_of(entity).replace('_', ' ')} with no shape tether simulates: it detects nothing")
            spec = self.proximity[index]
            self.proximity[index] = replace(spec, detect=self.names.of(entity))
