"""What a scene asks for beyond its model file: the manifest's values (model, time step, scripts,
motor settings, sensors), as the importers read them (a TOML manifest:
:mod:`tether.core.importers.manifest`; a CoppeliaSim file: :mod:`tether.core.importers.coppeliasim`) and the engine
binds them (:mod:`tether.core.engine.scene`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tether.core.engine.errors import SceneError

__all__ = ["JointSpec", "Manifest", "ProximitySensorSpec", "ScriptSpec", "VisionSensorSpec", "manifest_error"]


@dataclass(frozen=True)
class ScriptSpec:
    """A child script to attach to a scene object."""

    object: str
    file: Path
    threaded: bool = False
    execution_order: str = "normal"
    text: str | None = None  # the script itself when a scene file embeds it (``file`` names it)
    script_object: bool = False  # a CoppeliaSim 4.6+ script object: relative paths start at the script, below ``object``

    @property
    def source(self) -> str:
        return self.text if self.text is not None else self.file.read_text(encoding="utf-8")


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
    detect: str = ""  # the one object (and what hangs below it) the sensor detects; "": every object


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
    fixed_base: bool | None = None  # URDF only; None: as the URDF says
    floor: bool = False  # add a floor unless the model has ground (manifests: on unless floor = false)
    scripts: list[ScriptSpec] = field(default_factory=list)
    main_script: Path | None = None
    joints: list[JointSpec] = field(default_factory=list)
    proximity_sensors: list[ProximitySensorSpec] = field(default_factory=list)
    vision_sensors: list[VisionSensorSpec] = field(default_factory=list)
    raw: dict[str, Any] = field(default_factory=dict)  # for other layers ([click], ...)
    source: Path | None = None


def manifest_error(manifest: Manifest, table: str, index: int, key: str, message: str) -> SceneError:
    """A one-line error about a value the scene could not use: ``FILE: [[table]] #i: "key" ...``."""
    where = str(manifest.source) if manifest.source is not None else str(manifest.model)
    return SceneError(f'{where}: [[{table}]] #{index + 1}: "{key}" {message}')
