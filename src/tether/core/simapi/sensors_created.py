"""Sensors created at run time: ``createProximitySensor`` and ``createVisionSensor``.

Each is a carrier dummy (a static body, placed and re-parented like any dummy) holding the
sensor: a site that casts the proximity sensor's rays along its +z axis (one ray for
sim.proximitysensor_ray, else a cone of nine), or a MuJoCo camera rendered like the scene's
vision sensors (it looks along its -z axis, MuJoCo's convention, as tether's other vision
sensors). Their readings go through the usual calls (readProximitySensor, getVisionSensorImg...);
stopping the simulation drops the ones created while it ran, as other created objects.
Parameters: proximity ``floatParams[1]`` is the range and ``floatParams[9]`` the cone angle;
vision ``intParams[0:2]`` the resolution and ``floatParams[2]`` the view angle (tether's
clipping planes are the scene's).
"""

from __future__ import annotations

import math
from typing import Any, Sequence

from tether.core.engine.errors import SimError
from tether.core.engine.specs import VisionSensorSpec
from tether.core.engine.objects import MjKind
from tether.core.engine.scene import ProximitySensor
from tether.core.simapi.args import integer, integers, vector
from tether.core.simapi.base import Part
from tether.core.engine.states import ObjectType

__all__ = ["CreatedSensorsAPI"]

_RAY_TYPE = 34  # sim.proximitysensor_ray
_CONE_RAYS = 9
MAX_RESOLUTION = 4096


class CreatedSensorsAPI(Part):
    """createProximitySensor, createVisionSensor."""

    def createProximitySensor(self, sensor_type: int, sub_type: int, options: int, int_params: Sequence[int],
                              float_params: Sequence[float]) -> int:
        """A proximity sensor at the world origin sensing along +z; returns its handle."""
        kind = integer(sensor_type, "sensor type")
        floats = vector(float_params, None, "float params")
        detect_range = floats[1] if len(floats) > 1 and floats[1] > 0 else 1.0
        angle = floats[9] if len(floats) > 9 and kind != _RAY_TYPE else 0.0
        if not 0 <= angle < math.pi:
            raise SimError(f"the cone angle must be in [0, pi), got {angle}")
        rays = 1 if kind == _RAY_TYPE or angle == 0 else _CONE_RAYS
        names: list[str] = []

        def build(body: Any, name: str) -> None:
            body.add_site(name=name + ":sensor", size=[0.01, 0.01, 0.01], rgba=[0.9, 0.2, 0.9, 1.0], group=4)
            names.append(name + ":sensor")
        carrier = self._sim.editor.add_body("ProximitySensorCarrier", ObjectType.DUMMY, build)
        return self._sensor_object(carrier, names[0], MjKind.SITE, ObjectType.PROXIMITY_SENSOR, "Proximity_sensor",
                                   lambda site: ProximitySensor(site, detect_range, angle, rays), "proximity")

    def createVisionSensor(self, options: int, int_params: Sequence[int], float_params: Sequence[float]) -> int:
        """A vision sensor at the world origin; returns its handle."""
        ints = integers(int_params, None, "int params")
        if len(ints) < 2 or not (1 <= ints[0] <= MAX_RESOLUTION and 1 <= ints[1] <= MAX_RESOLUTION):
            raise SimError(f"int params must start with the resolution (1..{MAX_RESOLUTION} each)")
        width, height = ints[0], ints[1]
        floats = vector(float_params, None, "float params")
        view = floats[2] if len(floats) > 2 and 0 < floats[2] < math.pi else math.radians(60)
        # CoppeliaSim's view angle spans the larger side; MuJoCo's fovy is vertical, in degrees
        fovy = view if height >= width else 2 * math.atan(math.tan(view / 2) * height / width)
        names: list[str] = []

        def build(body: Any, name: str) -> None:
            body.add_camera(name=name + ":camera", fovy=math.degrees(fovy))
            names.append(name + ":camera")
        carrier = self._sim.editor.add_body("VisionSensorCarrier", ObjectType.DUMMY, build)
        return self._sensor_object(carrier, names[0], MjKind.CAMERA, ObjectType.VISION_SENSOR, "Vision_sensor",
                                   lambda cam: VisionSensorSpec(names[0], (width, height)), "vision")

    def _sensor_object(self, carrier: int, mj_name: str, kind: MjKind, type_: ObjectType, alias: str,
                       spec: Any, table: str) -> int:
        import mujoco

        sim = self._sim
        mj_type = mujoco.mjtObj.mjOBJ_SITE if kind is MjKind.SITE else mujoco.mjtObj.mjOBJ_CAMERA
        mj_id = mujoco.mj_name2id(sim.physics.model, mj_type, mj_name)
        obj = sim.scene.tree.add(alias, type_, kind, mj_id, self._object(carrier))
        obj.mj_name = mj_name
        sensors = sim.scene.proximity_sensors if table == "proximity" else sim.scene.vision_sensors
        sensors[obj.handle] = spec(mj_id)
        self._rebind_sensors()
        return obj.handle
