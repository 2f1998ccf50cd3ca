"""Saving scenes and models to files tether opens again: MJCF plus a manifest.

``saveScene(file)`` writes the scene as it is now (run-time edits included) as MJCF ``NAME.xml``
and a manifest ``NAME.toml`` beside it (the file's own suffix is replaced: a CoppeliaSim program
saving ``scene.ttt`` gets ``scene.xml`` + ``scene.toml``, and loading ``scene.ttt`` back finds the
ported scene, see tether.zmqremoteapi.calls). tether's own motor elements are left out of the
MJCF and described in the manifest instead (joint modes and forces), so the saved scene loads as
the original did. ``saveModel(base, file)`` writes one object's subtree as MJCF (``loadModel``
takes it back).
"""

from __future__ import annotations

import warnings
import mujoco

from tether.core.engine.errors import SimError
from tether.core.engine.motors import MOTOR_PREFIX, REFERENCE_PREFIX
from tether.core.engine.objects import MjKind
from tether.core.engine.scene import RAY_SITE_PREFIX
from tether.core.simapi.args import text
from tether.core.simapi.base import Part
from tether.core.simapi.files import checked_path

__all__ = ["SavingAPI"]

_HELPERS = (MOTOR_PREFIX, REFERENCE_PREFIX, RAY_SITE_PREFIX)


def _strip_helpers(spec: mujoco.MjSpec) -> None:
    """Delete tether's motor and ray elements (names first, one fresh lookup per deletion)."""
    for kind, elements in (("actuator", spec.actuators), ("tendon", spec.tendons), ("sensor", spec.sensors),
                           ("body", spec.bodies)):
        for name in [e.name for e in elements if e.name.startswith(_HELPERS)]:
            element = getattr(spec, kind)(name)
            if element is not None:
                spec.delete(element)
    for name in [s.name for s in spec.sites if s.name.startswith(RAY_SITE_PREFIX)]:
        site = spec.site(name)
        if site is not None:
            spec.delete(site)


class SavingAPI(Part):
    """saveScene, saveModel."""

    def saveScene(self, filename: str) -> None:
        """Write the scene as ``NAME.xml`` + ``NAME.toml`` (see the module docstring)."""
        target = checked_path(self._sim, text(filename, "file name"), writing=True).with_suffix("")
        spec = self._sim.scene.spec.copy()
        _strip_helpers(spec)
        try:
            xml = spec.to_xml()
        except Exception as exc:
            raise SimError(f"cannot write the scene as MJCF: {' '.join(str(exc).split())[:200]}") from None
        lines = [f"# saved by tether (sim.saveScene) from {self._sim.scene.name!r}",
                 f"name = {target.name!r}", f'model = "{target.name}.xml"', f"time_step = {self._sim.time_step!r}", ""]
        m = self._sim.model
        for jid, motor in sorted(self._sim.scene.motors.items()):
            if not motor.owned:
                continue
            name = mujoco.mj_id2name(m, mujoco.mjtObj.mjOBJ_JOINT, jid)
            lines += ["[[joint]]", f"name = {name!r}", f'mode = "{motor.mode.value}"',
                      f"max_force = {motor.max_force(m)!r}", ""]
        for handle, sensor in sorted(self._sim.scene.proximity_sensors.items()):
            site = mujoco.mj_id2name(m, mujoco.mjtObj.mjOBJ_SITE, sensor.site_id)
            lines += ["[[proximity_sensor]]", f"site = {site!r}", f"range = {sensor.range!r}",
                      f"angle = {sensor.angle!r}", f"rays = {sensor.rays}", ""]
        for handle, vision in sorted(self._sim.scene.vision_sensors.items()):
            lines += ["[[vision_sensor]]", f"camera = {vision.camera!r}",
                      f"resolution = [{vision.resolution[0]}, {vision.resolution[1]}]", ""]
        try:
            target.with_suffix(".xml").write_text(xml, encoding="utf-8")
            target.with_suffix(".toml").write_text("\n".join(lines), encoding="utf-8")
        except OSError as exc:
            raise SimError(f"cannot write {target}: {exc.strerror}") from None

    def saveModel(self, model_base_handle: int, filename: str) -> None:
        """Write an object's subtree (a body: shape or dummy) as MJCF."""
        obj = self._object(model_base_handle)
        if obj.kind is not MjKind.BODY:
            raise SimError(f"object {obj.name!r} is not a body (shape or dummy): save its body instead")
        source = self._sim.scene.spec.copy()
        _strip_helpers(source)
        out = mujoco.MjSpec()
        out.modelname = obj.name
        out.option.timestep, out.option.integrator = source.option.timestep, source.option.integrator
        try:
            with warnings.catch_warnings():  # MuJoCo warns of the empty prefix: names stay as they are
                warnings.simplefilter("ignore", UserWarning)
                frame = out.worldbody.add_frame()
                frame.attach_body(source.body(obj.name_in_mujoco()), "", "")
                xml = out.to_xml()
        except Exception as exc:
            raise SimError(f"cannot write {obj.name!r} as MJCF: {' '.join(str(exc).split())[:200]}") from None
        path = checked_path(self._sim, text(filename, "file name"), writing=True)
        try:
            path.with_suffix(".xml").write_text(xml, encoding="utf-8")
        except OSError as exc:
            raise SimError(f"cannot write {path}: {exc.strerror}") from None
