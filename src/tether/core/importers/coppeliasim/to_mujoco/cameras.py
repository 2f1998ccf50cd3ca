"""Vision sensors and cameras as MuJoCo cameras, turned half a turn about y (CoppeliaSim's look
along +z, MuJoCo's along -z); a vision sensor is rendered offscreen at its resolution."""

from __future__ import annotations

from dataclasses import dataclass
import math

import mujoco
import numpy as np

from tether.core.engine.specs import VisionSensorSpec
from tether.core.importers.coppeliasim.model import Camera, Pose, VisionSensor, quat_mul
from tether.core.importers.coppeliasim.to_mujoco.frames import Bodies
from tether.core.importers.coppeliasim.to_mujoco.names import ElementNames

_HALF_TURN_Y = np.array([0.0, 0.0, 1.0, 0.0])  # CoppeliaSim sensor frame → MuJoCo camera frame


@dataclass
class Cameras:
    """Adds cameras to bodies; vision sensors' entries go to ``vision``."""

    bodies: Bodies
    names: ElementNames
    vision: list[VisionSensorSpec]

    def add_camera(self, obj: Camera | VisionSensor, body: mujoco.MjsBody,
                   resolution: tuple[int, int] | None = None) -> str:
        """``obj``'s camera on ``body`` (perspective or orthographic, its view spanning the larger
        side of ``resolution``); its MuJoCo name."""
        name = self.names.give(obj)
        pose = self.bodies.pose_of(obj)
        turned = Pose(pose.pos, quat_mul(pose.quat, _HALF_TURN_Y))
        rel = self.bodies.relative(body, turned)
        width, height = resolution or (1, 1)
        vertical = height / max(width, height)  # CoppeliaSim's view angle and size span the larger side
        if not obj.perspective:  # MuJoCo's orthographic fovy: the height seen, in m
            size = max(obj.ortho_size, 1e-6)
            body.add_camera(name=name, pos=rel.pos, quat=rel.quat, proj=mujoco.mjtProjection.mjPROJ_ORTHOGRAPHIC,
                            fovy=size * vertical)
            return name
        fovy = 2 * math.atan(math.tan(obj.view_angle / 2) * vertical)
        body.add_camera(name=name, pos=rel.pos, quat=rel.quat, fovy=math.degrees(min(max(fovy, 1e-3), math.pi - 1e-3)))
        return name

    def add_vision_sensor(self, obj: VisionSensor, body: mujoco.MjsBody) -> None:
        """``obj``'s camera on ``body`` and its entry (rendered at its resolution)."""
        name = self.add_camera(obj, body, obj.resolution)
        self.vision.append(VisionSensorSpec(camera=name, resolution=obj.resolution))
