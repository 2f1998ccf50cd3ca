"""What an import makes: the MjSpec and the entries the manifest and the object tree need beside it."""

from __future__ import annotations

from dataclasses import dataclass, field

import mujoco

from tether.core.engine.specs import JointSpec, ProximitySensorSpec, VisionSensorSpec
from tether.core.importers.coppeliasim.model import Script


@dataclass
class Built:
    """What the import made: the spec and what the manifest and the object tree need."""

    spec: mujoco.MjSpec
    joints: list[JointSpec] = field(default_factory=list)
    proximity_sensors: list[ProximitySensorSpec] = field(default_factory=list)
    vision_sensors: list[VisionSensorSpec] = field(default_factory=list)
    aliases: dict[str, str] = field(default_factory=dict)  # MuJoCo name -> CoppeliaSim alias
    scripts: list[tuple[str, Script, str, bool]] = field(default_factory=list)  # (MuJoCo name, script, label, is a script object)
    targets: dict[str, tuple[float, float]] = field(default_factory=dict)  # joint -> (position, velocity)
    # objects tether does not simulate, kept as dummies: MuJoCo name -> the model's kind
    stand_ins: dict[str, str] = field(default_factory=dict)
    # free bodies MuJoCo needs at world level whose CoppeliaSim parent is another object:
    # (MuJoCo name, the parent's MuJoCo name), re-parented in the object tree only
    tree_parents: list[tuple[str, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
