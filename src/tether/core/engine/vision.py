"""Vision sensors: MJCF cameras rendered offscreen by MuJoCo, on demand.

Images come back as CoppeliaSim returns them: rows from the bottom of the image to its top,
RGB (3 bytes per pixel) or grey (1 byte). Rendering needs OpenGL (MUJOCO_GL=egl or osmesa); a
renderer is created lazily, on the simulation's thread, the first time an image is asked for.
"""

from __future__ import annotations

import mujoco
import numpy as np

from tether.core.engine.errors import SimError


class VisionRenderer:
    """Renders the scene's vision sensors (one MuJoCo Renderer per resolution)."""

    def __init__(self, model: mujoco.MjModel) -> None:
        self.model = model
        self._renderers: dict[tuple[int, int], mujoco.Renderer] = {}

    def render(self, data: mujoco.MjData, camera_id: int, resolution: tuple[int, int]) -> np.ndarray:
        """An (height, width, 3) uint8 image, bottom row first."""
        renderer = self._renderer(resolution)
        renderer.disable_depth_rendering()
        renderer.update_scene(data, camera=camera_id)
        return renderer.render()[::-1]

    def render_depth(self, data: mujoco.MjData, camera_id: int, resolution: tuple[int, int]) -> np.ndarray:
        """An (height, width) float32 depth image normalised to [0, 1] between the near and far
        clipping planes (as CoppeliaSim's depth buffer), bottom row first."""
        renderer = self._renderer(resolution)
        renderer.enable_depth_rendering()
        renderer.update_scene(data, camera=camera_id)
        depth = renderer.render()[::-1]
        renderer.disable_depth_rendering()
        extent = self.model.stat.extent
        near, far = self.model.vis.map.znear * extent, self.model.vis.map.zfar * extent
        return np.clip((depth - near) / (far - near), 0.0, 1.0).astype(np.float32)

    def _renderer(self, resolution: tuple[int, int]) -> mujoco.Renderer:
        width, height = resolution
        renderer = self._renderers.get(resolution)
        if renderer is None:
            try:
                renderer = mujoco.Renderer(self.model, height, width)
            except Exception as exc:
                raise SimError(
                    "vision sensor images need OpenGL for offscreen rendering "
                    f"({type(exc).__name__}: {exc}); install EGL (Debian: libegl1 libgl1-mesa-dri) "
                    "and set MUJOCO_GL=egl, or use MUJOCO_GL=osmesa with libosmesa6"
                ) from None
            self._renderers[resolution] = renderer
        return renderer

    def close(self) -> None:
        for renderer in self._renderers.values():
            renderer.close()
        self._renderers.clear()
