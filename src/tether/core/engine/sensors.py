"""Sensor readings: proximity sensors (MuJoCo ray casts) and force sensors (MJCF force/torque)."""

from __future__ import annotations

import math
from typing import NamedTuple

import mujoco
import numpy as np

from tether.core.engine.rays import cone_directions, ray_geom
from tether.core.engine.scene import ForceSensor, ProximitySensor


class ProximityReading(NamedTuple):
    """What sim.readProximitySensor returns, in the sensor's frame (as CoppeliaSim does).

    A NamedTuple: one is made every pass a sensor detects something, and a frozen dataclass
    costs several times more to create."""

    detected: bool
    point: tuple[float, float, float] = (0.0, 0.0, 0.0)
    distance: float = 0.0
    object_geom: int = -1  # MuJoCo geom id of the detected surface, -1 if none
    normal: tuple[float, float, float] = (0.0, 0.0, 0.0)


NOT_DETECTED = ProximityReading(False)


class ProximitySensing:
    """Casts a proximity sensor's rays (one MuJoCo multi-ray call) and keeps the nearest hit."""

    def __init__(self, model: mujoco.MjModel, sensor: ProximitySensor) -> None:
        self.sensor = sensor
        self.directions = cone_directions(sensor.angle, sensor.rays)
        self._direction_list = self.directions.tolist()
        self.nray = len(self.directions)
        self.body_exclude = int(model.site_bodyid[sensor.site_id])
        self._world = np.zeros((self.nray, 3))
        self._world_flat = self._world.reshape(-1)  # a view: multiRay reads what np.dot writes
        self._geomid = np.zeros(self.nray, dtype=np.int32)
        self._dist = np.zeros(self.nray)
        self._normals = np.zeros(3 * self.nray)
        self._geom, self._normal = self._geomid[:1], self._normals[:3]  # a single ray's outputs
        # MuJoCo casts the rays (rangefinders) during mj_step, unless the sensor detects one entity
        self.in_mujoco = sensor.sensor_adr >= 0 and sensor.geoms is None
        self._range = sensor.range
        self._data: mujoco.MjData | None = None
        self._values = np.zeros(0)

    def read_rangefinders(
        self, model: mujoco.MjModel, data: mujoco.MjData, values: list[float] | None = None
    ) -> ProximityReading:
        """The nearest ray within range, as MuJoCo's rangefinders measured it on the current
        state (the caller evaluated them after the step: ``Physics.ensure_position_sensors``,
        which also brought kinematics up to date); the hit is then cast again for the detected
        point, surface normal and object. ``values``: the rays' distances, if the caller read
        them already."""
        if data is not self._data:  # MjData's arrays are views of fixed memory: slice once
            self._bind(data)
        limit = self._range
        if values is None:
            values = self._values.tolist()
        best, distance = -1, math.inf
        for i, value in enumerate(values):
            if 0.0 <= value < distance and value <= limit:
                best, distance = i, value
        if best < 0:
            return NOT_DETECTED
        origin, direction = self._rays[best]
        normal = self._normal
        distance = mujoco.mj_ray(model, data, origin, direction, None, 1, self.body_exclude, self._geom, normal)
        geom_id = int(self._geom[0])
        if not 0.0 <= distance <= limit or geom_id < 0:
            return NOT_DETECTED  # it left the range during the step
        dx, dy, dz = self._direction_list[best]
        nx, ny, nz = normal.tolist()
        r = self._rotation.tolist()  # row-major; the local normal is rot.T @ n
        local_normal = (r[0] * nx + r[3] * ny + r[6] * nz, r[1] * nx + r[4] * ny + r[7] * nz, r[2] * nx + r[5] * ny + r[8] * nz)
        return ProximityReading(True, (dx * distance, dy * distance, dz * distance), distance, geom_id, local_normal)

    def _bind(self, data: mujoco.MjData) -> None:
        """Views of ``data`` the readings use: the rays' distances, each ray site's origin and
        z axis (a column of its row-major matrix) and the sensor's rotation."""
        adr = self.sensor.sensor_adr
        self._data, self._values = data, data.sensordata[adr : adr + self.nray]
        self._rays = [(data.site_xpos[site], data.site_xmat[site, 2::3]) for site in self.sensor.ray_sites]
        self._rotation = data.site_xmat[self.sensor.site_id]

    def read(self, model: mujoco.MjModel, data: mujoco.MjData) -> ProximityReading:
        """Cast every ray now (data must hold up-to-date kinematics)."""
        site = self.sensor.site_id
        rot = data.site_xmat[site].reshape(3, 3)
        np.dot(self.directions, rot.T, out=self._world)
        limit = self.sensor.range
        if self.sensor.geoms is not None:
            return self._read_entity(model, data, self.sensor.geoms)
        mujoco.mj_multiRay(
            model, data, data.site_xpos[site], self._world_flat, None, 1, self.body_exclude,
            self._geomid, self._dist, self._normals, self.nray, limit,
        )
        best = -1
        distance = math.inf
        geoms = self._geomid.tolist()
        for i, value in enumerate(self._dist.tolist()):  # a handful of rays: plain Python is fastest
            if 0.0 <= value < distance and value <= limit and geoms[i] >= 0:
                best, distance = i, value
        if best < 0:
            return NOT_DETECTED
        dx, dy, dz = self._direction_list[best]
        nx, ny, nz = self._normals[3 * best : 3 * best + 3].tolist()
        r = data.site_xmat[site].tolist()  # row-major; the local normal is rot.T @ n
        normal = (r[0] * nx + r[3] * ny + r[6] * nz, r[1] * nx + r[4] * ny + r[7] * nz, r[2] * nx + r[5] * ny + r[8] * nz)
        return ProximityReading(True, (dx * distance, dy * distance, dz * distance), distance, geoms[best], normal)


    def _read_entity(self, model: mujoco.MjModel, data: mujoco.MjData, geoms: tuple[int, ...]) -> ProximityReading:
        """The nearest hit on the detectable entity's geoms only: as in CoppeliaSim, other
        objects neither detect nor block (``_world`` holds the rays' world directions)."""
        site = self.sensor.site_id
        origin = data.site_xpos[site]
        limit = self.sensor.range
        best, distance, geom_id = -1, math.inf, -1
        normal = np.zeros(3)
        best_normal = np.zeros(3)
        for i, direction in enumerate(self._world):
            for g in geoms:
                value = ray_geom(model, data, g, origin, direction, normal)
                if 0.0 <= value < distance and value <= limit:
                    best, distance, geom_id = i, value, g
                    best_normal[:] = normal
        if best < 0:
            return NOT_DETECTED
        dx, dy, dz = self._direction_list[best]
        local = data.site_xmat[site].reshape(3, 3).T @ best_normal
        return ProximityReading(True, (dx * distance, dy * distance, dz * distance), distance, geom_id,
                                (float(local[0]), float(local[1]), float(local[2])))


def read_force_sensor(data: mujoco.MjData, sensor: ForceSensor) -> tuple[list[float], list[float]]:
    """Force and torque measured at the sensor site, in the site frame (MuJoCo's convention)."""
    force = list(map(float, data.sensordata[sensor.force_adr : sensor.force_adr + 3])) if sensor.force_adr >= 0 else [0.0] * 3
    torque = list(map(float, data.sensordata[sensor.torque_adr : sensor.torque_adr + 3])) if sensor.torque_adr >= 0 else [0.0] * 3
    return force, torque
