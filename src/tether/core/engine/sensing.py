"""The sensors of one simulation: proximity sensors' readings and vision sensors' renderer.

Readings are computed when the main script handles the sensors (or on demand) from the physics'
state; the part keeps the latest reading of each proximity sensor, which sensors a script
handles explicitly, the plan that reads every MuJoCo rangefinder in one list, and the offscreen
renderer (created lazily on the thread that renders).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import mujoco
import numpy as np

from tether.core.engine.objects import MjKind
from tether.core.engine.sensors import NOT_DETECTED, ProximityReading, ProximitySensing

if TYPE_CHECKING:
    from tether.core.engine.physics import Physics
    from tether.core.engine.vision import VisionRenderer


class Sensors:
    """Proximity readings and vision rendering over a :class:`~tether.core.engine.physics.Physics`."""

    def __init__(self, physics: Physics) -> None:
        self._physics = physics
        self._proximity: dict[int, ProximitySensing] = {}
        self._readings: dict[int, ProximityReading] = {}
        self.explicit_handling: set[int] = set()  # proximity sensors a script handles itself
        self._vision: VisionRenderer | None = None
        # images scripts wrote with setVisionSensorImg: handle -> (total_passes then, image)
        self.written_images: dict[int, tuple[int, np.ndarray]] = {}
        self.rebind()

    # -- proximity sensors ------------------------------------------------------------------------
    def handle_proximity_sensors(self, handle: int | None = None) -> None:
        """Compute proximity sensor readings (all not handled explicitly, or one handle)."""
        if handle is not None:
            self._readings[handle] = self._read_proximity(handle)
            return
        physics = self._physics
        readings = self._readings
        explicit_handling = self.explicit_handling
        values = None
        for h, sensing, lo, hi, limit in self._plan:
            if explicit_handling and h in explicit_handling:
                continue
            if lo < 0:  # rays cast here, not by MuJoCo
                readings[h] = self._read_proximity(h)
                continue
            if values is None:  # every rangefinder's distance, in one list
                physics.ensure_position_sensors()
                values = self._rangefinder_span.tolist()
            own = values[lo:hi]
            for value in own:  # the common case, nothing in range: one short scan
                if 0.0 <= value <= limit:
                    readings[h] = sensing.read_rangefinders(physics.model, physics.data, own)
                    break
            else:
                readings[h] = NOT_DETECTED

    def _read_proximity(self, handle: int) -> ProximityReading:
        physics = self._physics
        sensing = self._proximity[handle]
        if sensing.in_mujoco:
            physics.ensure_position_sensors()
            return sensing.read_rangefinders(physics.model, physics.data)
        physics.ensure_kinematics()
        return sensing.read(physics.model, physics.data)

    def proximity_reading(self, handle: int) -> ProximityReading:
        """The sensor's latest reading; computed now if it was never handled (e.g. while stopped)."""
        reading = self._readings.get(handle)
        if reading is None:
            physics = self._physics
            physics.ensure_kinematics()
            reading = self._proximity[handle].read(physics.model, physics.data)
        return reading

    def detected_count(self) -> int:
        """How many proximity sensors' latest readings detect something."""
        return sum(1 for r in self._readings.values() if r.detected)

    def reset_proximity_sensors(self, handle: int | None = None) -> None:
        """Forget the latest readings (all, or one sensor's)."""
        if handle is None:
            self._readings.clear()
        else:
            self._readings.pop(handle, None)

    def sync_proximity_rays(self, site_id: int) -> None:
        """After a proximity sensor's site moved or changed parent, put its rangefinder sites
        (see ProximitySensor) back on it."""
        m = self._physics.model
        for sensor in self._physics.scene.proximity_sensors.values():
            if sensor.site_id != site_id:
                continue
            for ray, rel in zip(sensor.ray_sites, sensor.ray_quats):
                m.site_bodyid[ray] = m.site_bodyid[site_id]
                m.site_pos[ray] = m.site_pos[site_id]
                mujoco.mju_mulQuat(m.site_quat[ray], m.site_quat[site_id], np.array(rel))
                m.site_sameframe[ray] = 0
        self.rebind()

    def rebind(self) -> None:
        """Sensors cache their site's body (to exclude it from rays) and their slice of MuJoCo's
        sensor data: refresh after re-parenting or a model switch."""
        physics = self._physics
        self._proximity = {h: ProximitySensing(physics.model, s) for h, s in physics.scene.proximity_sensors.items()}
        # what handle_proximity_sensors walks: (handle, sensing, its distances' slice of
        # _rangefinder_span, range), or (handle, sensing, -1, -1, range) when not in MuJoCo
        in_mujoco = [s for s in self._proximity.values() if s.in_mujoco]
        first = min((s.sensor.sensor_adr for s in in_mujoco), default=0)
        end = max((s.sensor.sensor_adr + s.nray for s in in_mujoco), default=0)
        self._rangefinder_span = physics.data.sensordata[first:end]  # a view: data's memory is fixed
        self.any_proximity = bool(self._proximity)  # the main script skips handling none
        self._plan = [
            (h, s, s.sensor.sensor_adr - first, s.sensor.sensor_adr - first + s.nray, s.sensor.range)
            if s.in_mujoco else (h, s, -1, -1, s.sensor.range)
            for h, s in self._proximity.items()
        ]
        self._readings.clear()

    def geom_object_handle(self, geom: int) -> int:
        """The scene object a MuJoCo geom belongs to (the geom itself, or its body); -1 if none."""
        physics = self._physics
        cache = physics.caches.geom_objects
        handle = cache.get(geom)
        if handle is None:
            tree = physics.scene.tree
            found = tree.find(MjKind.GEOM, geom) or tree.find(MjKind.BODY, int(physics.model.geom_bodyid[geom]))
            handle = cache[geom] = found.handle if found is not None else -1
        return handle

    # -- vision sensors ---------------------------------------------------------------------------
    def render_vision_sensor(self, camera_id: int, resolution: tuple[int, int], depth: bool = False) -> np.ndarray:
        """Render a camera now: RGB, or normalised depth (lazily creating the offscreen renderer
        on this thread)."""
        physics = self._physics
        if self._vision is None:
            from tether.core.engine.vision import VisionRenderer

            self._vision = VisionRenderer(physics.model)
        physics.ensure_kinematics()
        mujoco.mj_camlight(physics.model, physics.data)
        if depth:
            return self._vision.render_depth(physics.data, camera_id, resolution)
        return self._vision.render(physics.data, camera_id, resolution)

    def release_renderers(self) -> None:
        """Free the offscreen renderers; call it on the thread that rendered (GL contexts are
        bound to it)."""
        if self._vision is not None:
            self._vision.close()
            self._vision = None
