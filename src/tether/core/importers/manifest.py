"""The TOML scene manifest reader: a manifest names a model file and adds what MJCF cannot say
(the values it reads into: :mod:`tether.core.engine.specs`).

```toml
model = "arm.xml"            # MJCF or URDF, relative to the manifest
time_step = 0.005            # seconds per simulation step (default: the model's timestep)
dynamics_substeps = 1        # MuJoCo steps per simulation step
real_time = false
passes_per_frame = 1
floor = true                 # a floor under the robot unless the model has ground
[[script]]
object = "Base"              # name or path of the object the child script is attached to
file = "watcher.py"
threaded = false
execution_order = "normal"   # first | normal | last
[main_script]
file = "main.py"
[[joint]]                    # optional motor settings; name may be a glob ("Arm_joint*")
name = "Arm_joint*"
mode = "position"            # passive | position | velocity | force
max_force = 100.0
[[proximity_sensor]]         # a site that senses along its +z axis
site = "DoorSensorFront"
range = 1.5
angle = 0.3                  # full cone opening angle in radians (0: one ray)
rays = 5
[[vision_sensor]]            # an MJCF camera exposed as a vision sensor
camera = "VisionSensor"
resolution = [64, 48]
```
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from tether.core.engine.errors import SceneError
from tether.core.importers.manifest_schema import EXECUTION_ORDERS, JOINT_MODES, validate
from tether.core.engine.specs import JointSpec, Manifest, ProximitySensorSpec, ScriptSpec, VisionSensorSpec
from tether.core.engine.suggest import missing_file

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib

__all__ = ["EXECUTION_ORDERS", "JOINT_MODES", "parse_manifest", "read_manifest"]


def read_manifest(path: Path) -> Manifest:
    """Parse and validate a manifest file; every problem is a SceneError naming file and key."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SceneError(missing_file(path, "scene file")) from None
    except tomllib.TOMLDecodeError as exc:
        raise SceneError(f"{path}: invalid TOML: {exc}") from None
    return parse_manifest(data, path)


def parse_manifest(data: dict[str, Any], path: Path) -> Manifest:
    """Validate ``data`` strictly (every table, see manifest_schema.TABLES) and build the Manifest."""
    validate(data, path)
    where = str(path)
    base = path.parent
    manifest = Manifest(model=base / data["model"], raw=data, source=path)
    manifest.time_step = float(data["time_step"]) if "time_step" in data else None
    manifest.dynamics_substeps = data.get("dynamics_substeps", 1)
    manifest.passes_per_frame = data.get("passes_per_frame", 1)
    manifest.real_time = data.get("real_time", False)
    manifest.fixed_base = data.get("fixed_base")
    manifest.floor = data.get("floor", True)
    if manifest.fixed_base is not None and manifest.model.suffix.lower() != ".urdf":
        raise SceneError(f'{where}: "fixed_base" applies to URDF models only, and model is {manifest.model.name}')
    for i, entry in enumerate(data.get("script", [])):
        file = base / entry["file"]
        if not file.is_file():
            raise SceneError(f'{where}: [[script]] #{i + 1}: "file": script file not found: {file}')
        manifest.scripts.append(
            ScriptSpec(
                object=entry["object"],
                file=file,
                threaded=entry.get("threaded", False),
                execution_order=entry.get("execution_order", "normal"),
            )
        )
    if "main_script" in data:
        manifest.main_script = base / data["main_script"]["file"]
        if not manifest.main_script.is_file():
            raise SceneError(f'{where}: [main_script]: "file": main script file not found: {manifest.main_script}')
    for entry in data.get("joint", []):
        manifest.joints.append(
            JointSpec(
                name=entry["name"],
                mode=entry.get("mode", "passive"),
                max_force=_float_or_none(entry.get("max_force")),
                max_velocity=_float_or_none(entry.get("max_velocity")),
                pid_p=_float_or_none(entry.get("pid_p")),
                pid_i=_float_or_none(entry.get("pid_i")),
                pid_d=_float_or_none(entry.get("pid_d")),
            )
        )
    for entry in data.get("proximity_sensor", []):
        manifest.proximity_sensors.append(
            ProximitySensorSpec(
                site=entry["site"],
                range=float(entry.get("range", 1.0)),
                angle=float(entry.get("angle", 0.0)),
                rays=entry.get("rays", 1),
                detect=entry.get("detect", ""),
            )
        )
    for entry in data.get("vision_sensor", []):
        width, height = entry.get("resolution", [64, 48])
        manifest.vision_sensors.append(VisionSensorSpec(camera=entry["camera"], resolution=(width, height)))
    return manifest


def _float_or_none(value: Any) -> float | None:
    return None if value is None else float(value)
