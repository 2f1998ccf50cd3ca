"""Image files and textures.

``loadImage``/``saveImage`` read and write image files through Pillow (PNG, JPEG, BMP...): RGB
(or RGBA with options bit 0), rows from the bottom as vision sensors answer them. Textures are
images kept in memory under an id (files: see tether.core.simapi.files): ``createTexture`` makes a textured plane (a static shape of
the texture's aspect) and answers its texture id; ``readTexture``/``writeTexture`` read and write
the texture's pixels. tether's renderers draw shapes in their colour, so textures are not seen
in vision sensor images or the viewer.
"""

from __future__ import annotations

import itertools
from typing import Any, Sequence

import numpy as np

from tether.core.engine.errors import SimError
from tether.core.simapi.args import integer, integers, number, text, vector
from tether.core.simapi.base import Part
from tether.core.simapi.files import checked_path

__all__ = ["ImagesAPI", "MAX_PIXELS"]

MAX_PIXELS = 64 * 1024 * 1024
_texture_ids = itertools.count(1)


def _pixels(image: Any, width: int, height: int, channels: int) -> np.ndarray:
    data = np.frombuffer(bytes(image), dtype=np.uint8)
    if data.size != width * height * channels:
        raise SimError(f"image must be {width}x{height}x{channels} bytes, got {data.size}")
    return data.reshape(height, width, channels)


class ImagesAPI(Part):
    """loadImage, saveImage, createTexture, readTexture, writeTexture."""

    def loadImage(self, options: int, filename: str) -> tuple[bytes, list[int]]:
        """(pixels, [width, height]) of an image file: RGB, RGBA with options bit 0; bottom row first."""
        from PIL import Image

        path = checked_path(self._sim, text(filename, "file name"))
        if not path.is_file():
            raise SimError(f"image file not found: {path}")
        try:
            with Image.open(path) as img:
                rgba = integer(options, "options") & 1
                pixels = np.asarray(img.convert("RGBA" if rgba else "RGB"))
        except SimError:
            raise
        except Exception as exc:
            raise SimError(f"{path.name}: cannot read the image: {' '.join(str(exc).split())[:200]}") from None
        if pixels.shape[0] * pixels.shape[1] > MAX_PIXELS:
            raise SimError(f"{path.name}: the image is larger than {MAX_PIXELS} pixels")
        return pixels[::-1].tobytes(), [int(pixels.shape[1]), int(pixels.shape[0])]

    def saveImage(self, image: bytes, resolution: Sequence[int], options: int, filename: str, quality: int = -1) -> None:
        """Write RGB (RGBA with options bit 0) pixels, bottom row first, to an image file (the
        format from its suffix; ``quality`` 0-100 for JPEG)."""
        from PIL import Image

        width, height = integers(resolution, 2, "resolution")
        channels = 4 if integer(options, "options") & 1 else 3
        pixels = _pixels(image, width, height, channels)[::-1]
        path = checked_path(self._sim, text(filename, "file name"), writing=True)
        kwargs = {"quality": integer(quality, "quality")} if integer(quality, "quality") >= 0 else {}
        try:
            Image.fromarray(np.ascontiguousarray(pixels), "RGBA" if channels == 4 else "RGB").save(path, **kwargs)
        except Exception as exc:
            raise SimError(f"cannot write {path.name}: {' '.join(str(exc).split())[:200]}") from None

    def _textures(self) -> dict[int, np.ndarray]:
        return self._extra.textures

    def createTexture(self, file_name: str, options: int = 0, plane_sizes: Sequence[float] | None = None,
                      scaling_uv: Any = None, xy_g: Any = None, fixed_resolution: int = 0,
                      resolution: Sequence[int] | None = None) -> tuple[int, int, list[int]]:
        """(plane shape handle, texture id, [width, height]): a texture from an image file, or
        blank (white) of ``resolution`` when the file name is empty."""
        name = text(file_name, "file name")
        if name:
            data, (width, height) = self.loadImage(0, name)
            pixels = _pixels(data, width, height, 3).copy()
        else:
            width, height = (integer(v, "resolution") for v in (resolution or [64, 64]))
            if width <= 0 or height <= 0 or width * height > MAX_PIXELS:
                raise SimError("texture resolution must be positive and at most 64 M pixels")
            pixels = np.full((height, width, 3), 255, dtype=np.uint8)
        sizes = vector(plane_sizes, 2, "plane sizes") if plane_sizes is not None else [1.0, height / width]
        shape = self._sim.editor.create_primitive_shape(1, [sizes[0], sizes[1], 0.0], dynamic=False)
        texture = next(_texture_ids)
        self._textures()[texture] = pixels
        return shape, texture, [width, height]

    def _texture(self, texture_id: Any) -> np.ndarray:
        found = self._textures().get(integer(texture_id, "texture id"))
        if found is None:
            raise SimError(f"no texture with id {texture_id}")
        return found

    def readTexture(self, texture_id: int, options: int = 0, pos_x: int = 0, pos_y: int = 0, size_x: int = 0,
                    size_y: int = 0) -> bytes:
        """RGB pixels of a texture (a window at pos with size; 0 sizes: the whole texture)."""
        pixels = self._texture(texture_id)
        x, y = integer(pos_x, "x"), integer(pos_y, "y")
        w = integer(size_x, "width") or pixels.shape[1] - x
        h = integer(size_y, "height") or pixels.shape[0] - y
        return np.ascontiguousarray(pixels[y:y + h, x:x + w]).tobytes()

    def writeTexture(self, texture_handle: int, options: int, texture_data: bytes, pos_x: int = 0, pos_y: int = 0,
                     size_x: int = 0, size_y: int = 0, interpol: float = 0.0) -> None:
        """Write RGB pixels into a texture (at pos, of size; 0 sizes: the whole texture);
        ``interpol`` in [0, 1] blends the new pixels over the old ones (0: replace)."""
        pixels = self._texture(texture_handle)
        x, y = integer(pos_x, "x"), integer(pos_y, "y")
        w = integer(size_x, "width") or pixels.shape[1] - x
        h = integer(size_y, "height") or pixels.shape[0] - y
        if x < 0 or y < 0 or x + w > pixels.shape[1] or y + h > pixels.shape[0]:
            raise SimError("the window lies outside the texture")
        new = _pixels(texture_data, w, h, 3).astype(float)
        blend = min(max(number(interpol, "interpolation"), 0.0), 1.0)
        old = pixels[y:y + h, x:x + w].astype(float)
        pixels[y:y + h, x:x + w] = np.rint(old * blend + new * (1 - blend)).astype(np.uint8)
