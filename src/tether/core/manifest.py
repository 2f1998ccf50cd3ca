"""The TOML scene manifest: names a model file and adds what MJCF cannot say.

```toml
model = "arm.xml"            # MJCF or URDF, relative to the manifest
time_step = 0.005            # seconds per simulation step (default: the model's timestep)
dynamics_substeps = 1        # MuJoCo steps per simulation step
real_time = false
passes_per_frame = 1
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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tether.core.errors import SceneError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib

JOINT_MODES = ("passive", "position", "velocity", "force")
EXECUTION_ORDERS = ("first", "normal", "last")


@dataclass(frozen=True)
class ScriptSpec:
    """A child script to attach to a scene object."""

    object: str
    file: Path
    threaded: bool = False
    execution_order: str = "normal"

    @property
    def source(self) -> str:
        return self.file.read_text(encoding="utf-8")


@dataclass(frozen=True)
class JointSpec:
    """Motor settings for the joints whose names match ``name`` (a glob pattern)."""

    name: str
    mode: str = "passive"
    max_force: float | None = None
    max_velocity: float | None = None  # upper velocity limit of position control (rad/s or m/s)
    pid_p: float | None = None  # position controller gains (CoppeliaSim's: 0.1, 0, 0)
    pid_i: float | None = None
    pid_d: float | None = None


@dataclass(frozen=True)
class ProximitySensorSpec:
    site: str
    range: float = 1.0
    angle: float = 0.0
    rays: int = 1


@dataclass(frozen=True)
class VisionSensorSpec:
    camera: str
    resolution: tuple[int, int] = (64, 48)


@dataclass
class Manifest:
    """Everything a scene says beyond its model file."""

    model: Path
    time_step: float | None = None
    dynamics_substeps: int = 1
    real_time: bool = False
    passes_per_frame: int = 1
    scripts: list[ScriptSpec] = field(default_factory=list)
    main_script: Path | None = None
    joints: list[JointSpec] = field(default_factory=list)
    proximity_sensors: list[ProximitySensorSpec] = field(default_factory=list)
    vision_sensors: list[VisionSensorSpec] = field(default_factory=list)
    raw: dict[str, Any] = field(default_factory=dict)  # for other layers ([click], ...)
    source: Path | None = None


_TOP_KEYS = {
    "model", "time_step", "dynamics_substeps", "real_time", "passes_per_frame", "script",
    "main_script", "joint", "proximity_sensor", "vision_sensor", "click", "name", "description",
}


def read_manifest(path: Path) -> Manifest:
    """Parse and validate a manifest file; every problem is a SceneError naming file and key."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SceneError(f"scene file not found: {path}") from None
    except tomllib.TOMLDecodeError as exc:
        raise SceneError(f"{path}: invalid TOML: {exc}") from None
    return parse_manifest(data, path)


def parse_manifest(data: dict[str, Any], path: Path) -> Manifest:
    where = str(path)
    base = path.parent
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise SceneError(f"{where}: unknown key(s) {sorted(unknown)}; allowed: {sorted(_TOP_KEYS)}")
    if "model" not in data:
        raise SceneError(f'{where}: missing key "model" (the MJCF or URDF file of the scene)')
    manifest = Manifest(model=base / _typed(data, "model", str, where), raw=data, source=path)
    if "time_step" in data:
        manifest.time_step = _positive(data, "time_step", where)
    if "dynamics_substeps" in data:
        manifest.dynamics_substeps = int(_positive(data, "dynamics_substeps", where, integer=True))
    if "passes_per_frame" in data:
        manifest.passes_per_frame = int(_positive(data, "passes_per_frame", where, integer=True))
    if "real_time" in data:
        manifest.real_time = _typed(data, "real_time", bool, where)
    for i, entry in enumerate(_tables(data, "script", where)):
        ctx = f"{where}: [[script]] #{i + 1}"
        order = entry.get("execution_order", "normal")
        if order not in EXECUTION_ORDERS:
            raise SceneError(f"{ctx}: execution_order must be one of {EXECUTION_ORDERS}, got {order!r}")
        file = base / _typed(entry, "file", str, ctx)
        if not file.is_file():
            raise SceneError(f"{ctx}: script file not found: {file}")
        manifest.scripts.append(
            ScriptSpec(
                object=_typed(entry, "object", str, ctx),
                file=file,
                threaded=bool(entry.get("threaded", False)),
                execution_order=order,
            )
        )
    if "main_script" in data:
        main = data["main_script"]
        if not isinstance(main, dict):
            raise SceneError(f'{where}: [main_script] must be a table with a "file" key')
        manifest.main_script = base / _typed(main, "file", str, f"{where}: [main_script]")
        if not manifest.main_script.is_file():
            raise SceneError(f"{where}: main script file not found: {manifest.main_script}")
    for i, entry in enumerate(_tables(data, "joint", where)):
        ctx = f"{where}: [[joint]] #{i + 1}"
        mode = entry.get("mode", "passive")
        if mode not in JOINT_MODES:
            raise SceneError(f"{ctx}: mode must be one of {JOINT_MODES}, got {mode!r}")
        manifest.joints.append(
            JointSpec(
                name=_typed(entry, "name", str, ctx),
                mode=mode,
                max_force=_optional_positive(entry, "max_force", ctx),
                max_velocity=_optional_positive(entry, "max_velocity", ctx),
                pid_p=_optional_non_negative(entry, "pid_p", ctx),
                pid_i=_optional_non_negative(entry, "pid_i", ctx),
                pid_d=_optional_non_negative(entry, "pid_d", ctx),
            )
        )
    for i, entry in enumerate(_tables(data, "proximity_sensor", where)):
        ctx = f"{where}: [[proximity_sensor]] #{i + 1}"
        manifest.proximity_sensors.append(
            ProximitySensorSpec(
                site=_typed(entry, "site", str, ctx),
                range=_optional_positive(entry, "range", ctx) or 1.0,
                angle=float(entry.get("angle", 0.0)),
                rays=int(entry.get("rays", 1)),
            )
        )
    for i, entry in enumerate(_tables(data, "vision_sensor", where)):
        ctx = f"{where}: [[vision_sensor]] #{i + 1}"
        res = entry.get("resolution", [64, 48])
        if not (isinstance(res, list) and len(res) == 2 and all(isinstance(v, int) and v > 0 for v in res)):
            raise SceneError(f"{ctx}: resolution must be two positive integers, got {res!r}")
        manifest.vision_sensors.append(
            VisionSensorSpec(camera=_typed(entry, "camera", str, ctx), resolution=(res[0], res[1]))
        )
    return manifest


def _typed(table: dict[str, Any], key: str, type_: type, ctx: str) -> Any:
    if key not in table:
        raise SceneError(f'{ctx}: missing key "{key}"')
    value = table[key]
    if not isinstance(value, type_):
        raise SceneError(f'{ctx}: "{key}" must be a {type_.__name__}, got {value!r}')
    return value


def _positive(table: dict[str, Any], key: str, ctx: str, integer: bool = False) -> float:
    value = table[key]
    ok_type = int if integer else (int, float)
    if isinstance(value, bool) or not isinstance(value, ok_type) or value <= 0:
        kind = "positive integer" if integer else "positive number"
        raise SceneError(f'{ctx}: "{key}" must be a {kind}, got {value!r}')
    return float(value)


def _optional_positive(table: dict[str, Any], key: str, ctx: str) -> float | None:
    return _positive(table, key, ctx) if key in table else None


def _optional_non_negative(table: dict[str, Any], key: str, ctx: str) -> float | None:
    if key not in table:
        return None
    value = table[key]
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
        raise SceneError(f'{ctx}: "{key}" must be a number >= 0, got {value!r}')
    return float(value)


def _tables(data: dict[str, Any], key: str, ctx: str) -> list[dict[str, Any]]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise SceneError(f"{ctx}: [[{key}]] must be an array of tables")
    return value
