"""Calls on objects tether does not simulate: lights, graphs' user streams, camera parameters.

A CoppeliaSim scene's lights, graphs and cameras become stand-ins (objects with their name and
place) or MuJoCo cameras; scripts written for CoppeliaSim still talk to them. Here those calls
act on what tether has, or keep what they are given and answer it back, so the scripts run:

- ``sim.setLightParameters(light, state, reserved, diffusePart, specularPart)`` keeps the values
  of a light (the stand-in of a scene's ``<light>``; any other object is an error, as in
  CoppeliaSim); ``sim.getLightParameters(light)`` answers them (``state, {0,0,0}, diffuse, specular``,
  V-REP's ambient part in the second place if a script set it; a light never set answers
  :data:`DEFAULT_LIGHT`). tether's renderer lights scenes its own way.
- V-REP's ``simSetGraphUserData(graph, streamName, value)`` records the value in the graph's
  stream of that name (made on first use), as ``sim.setGraphStreamValue`` does.
- Light (``sim.lightintparam_*``, ``lightfloatparam_*``, 8000..8099) and camera parameters
  (``sim.cameraintparam_*``, ``camerafloatparam_*``, 9000..9099) of
  ``sim.get/setObjectInt32Param`` / ``FloatParam`` are kept per object and answered back; a
  MuJoCo camera's ``camerafloatparam_perspective_angle`` is its field of view (``cam_fovy``).
"""

from __future__ import annotations

import math
from typing import Any

from tether.core.engine.errors import SimError
from tether.core.engine.objects import MjKind, SceneObject
from tether.core.simapi.args import integer, number, text, vector
from tether.core.simapi.base import Part
from tether.core.engine.states import ObjectType

__all__ = ["StandInsAPI", "DEFAULT_LIGHT", "KEPT_PARAMS"]

#: What getLightParameters answers for a light nobody set: on, CoppeliaSim's default light parts.
DEFAULT_LIGHT: tuple[int, list[float], list[float], list[float]] = (1, [0.0, 0.0, 0.0], [0.5, 0.5, 0.5],
                                                                    [0.5, 0.5, 0.5])
#: Object parameter ranges kept per object: light (8000..8099) and camera (9000..9099) parameters.
KEPT_PARAMS = (range(8000, 8100), range(9000, 9100))
_PERSPECTIVE_ANGLE = 9001  # sim.camerafloatparam_perspective_angle
_DEFAULT_PARAMS = {_PERSPECTIVE_ANGLE: math.radians(60.0), 9002: 1.0}  # CoppeliaSim's new-camera values


def _kept(param: int) -> bool:
    return any(param in r for r in KEPT_PARAMS)


class StandInsAPI(Part):
    """Light parameters, V-REP's graph user data, kept light and camera parameters."""

    def setLightParameters(self, light_handle: Any, state: Any, reserved: Any = None, diffuse_part: Any = None,
                           specular_part: Any = None) -> int:
        """Keep a light's state (1 on, 0 off) and its diffuse/specular parts (None: unchanged);
        ``reserved`` is V-REP's ambient part, kept too (CoppeliaSim 4 scripts pass nil)."""
        obj = self._light(light_handle, "sim.setLightParameters")
        old = self._extra.lights.get(obj.handle, DEFAULT_LIGHT)
        on = integer(state, "sim.setLightParameters: state")
        ambient = old[1] if reserved is None else vector(reserved, 3, "simSetLightParameters: ambientPart")
        diffuse = old[2] if diffuse_part is None else vector(diffuse_part, 3, "sim.setLightParameters: diffusePart")
        specular = old[3] if specular_part is None else vector(specular_part, 3, "sim.setLightParameters: specularPart")
        self._extra.lights[obj.handle] = (1 if on & 1 else 0, list(ambient), list(diffuse), list(specular))
        return 1

    def getLightParameters(self, light_handle: Any) -> tuple[int, list[float], list[float], list[float]]:
        """``(state, ambientPart, diffusePart, specularPart)`` of a light, as last set (the ambient
        part stays ``[0, 0, 0]`` unless a V-REP script set it)."""
        obj = self._light(light_handle, "sim.getLightParameters")
        state, zero, diffuse, specular = self._extra.lights.get(obj.handle, DEFAULT_LIGHT)
        return state, list(zero), list(diffuse), list(specular)

    def setGraphUserData(self, graph_handle: Any, stream_name: Any, data: Any) -> int:
        """V-REP's user-defined graph stream: record ``data`` now in the graph's stream of that
        name (made on first use)."""
        graph = integer(graph_handle, "simSetGraphUserData: graph handle")
        name = text(stream_name, "simSetGraphUserData: data stream name")
        value = number(data, "simSetGraphUserData: data")
        drawings = self._sim.drawings
        found = next((s.stream_id for s in list(drawings.streams.values())
                      if s.graph == graph and s.name == name and not s.curve), None)
        if found is None:
            found = self.addGraphStream(graph, name)  # type: ignore[attr-defined]  # DrawingAPI's
        drawings.set_value(graph, found, value, self._sim.loop.sim_time)
        return 1

    def _light(self, handle: Any, call: str) -> SceneObject:
        obj = self._object(integer(handle, f"{call}: light handle"))
        if obj.type != ObjectType.LIGHT:
            raise SimError(f"{call}: object {obj.name!r} (handle {obj.handle}) is not a light; "
                           "lights come from CoppeliaSim scenes (stand-ins of their <light> objects)")
        return obj

    # -- kept object parameters (SimAPI's get/setObject*Param fall back to these) ----------------
    def _kept_param(self, obj: SceneObject, param: int, kind: str) -> Any:
        """A kept light/camera parameter of ``obj``; a SimError for any other parameter."""
        if not _kept(param):
            raise SimError(f"object {kind} parameter {param} is not supported for {obj.name!r}")
        if param == _PERSPECTIVE_ANGLE and obj.kind is MjKind.CAMERA:
            return math.radians(float(self._sim.physics.model.cam_fovy[obj.mj_id]))
        value = self._extra.kept_params.get((obj.handle, param))
        if value is None:
            value = _DEFAULT_PARAMS.get(param, 0.0 if kind == "float" else 0)
        return float(value) if kind == "float" else int(value)

    def _keep_param(self, obj: SceneObject, param: int, value: Any, kind: str) -> None:
        """Keep a light/camera parameter of ``obj``; a SimError for any other parameter."""
        if not _kept(param):
            raise SimError(f"object {kind} parameter {param} cannot be set on {obj.name!r}")
        what = f"object {kind} parameter {param} of {obj.name!r}"
        kept = number(value, what) if kind == "float" else integer(value, what)
        if param == _PERSPECTIVE_ANGLE and obj.kind is MjKind.CAMERA:
            if not 0.0 < kept < math.pi:
                raise SimError(f"{what}: a perspective angle is between 0 and pi radians, got {value!r}")
            self._sim.physics.model.cam_fovy[obj.mj_id] = math.degrees(kept)
            return
        self._extra.kept_params[(obj.handle, param)] = kept
