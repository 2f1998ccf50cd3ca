"""sim's image files and in-memory textures (tether.core.simapi.images)."""

from __future__ import annotations

import pytest

from tether.core import SimError, Simulation
from tether.core.simapi.files import allow_files


def test_image_files_round_trip(builtin: Simulation, tmp_path) -> None:  # noqa: ANN001
    api = builtin.api
    allow_files(builtin, tmp_path)
    image = bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])  # 2x2 RGB, bottom row first
    file = str(tmp_path / "img.png")
    api.saveImage(image, [2, 2], 0, file)
    data, resolution = api.loadImage(0, file)
    assert data == image and resolution == [2, 2]
    rgba, _ = api.loadImage(1, file)
    assert len(rgba) == 16 and rgba[3] == 255
    with pytest.raises(SimError, match="not found"):
        api.loadImage(0, str(tmp_path / "missing.png"))


def test_textures_read_and_write(builtin: Simulation, tmp_path) -> None:  # noqa: ANN001
    api = builtin.api
    allow_files(builtin, tmp_path)
    shape, texture, resolution = api.createTexture("", 0, [0.5, 0.5], None, None, 0, [4, 2])
    assert resolution == [4, 2] and api.getObjectType(shape) == api.object_shape_type
    assert api.readTexture(texture) == bytes([255]) * 24
    api.writeTexture(texture, 0, bytes([10, 20, 30]) * 2, 1, 0, 2, 1)
    assert api.readTexture(texture, 0, 1, 0, 2, 1) == bytes([10, 20, 30]) * 2
    api.writeTexture(texture, 0, bytes([0, 0, 0]), 0, 1, 1, 1, 0.5)
    assert api.readTexture(texture, 0, 0, 1, 1, 1) == bytes([128, 128, 128])
    file = str(tmp_path / "tex.png")
    api.saveImage(bytes(range(12)), [2, 2], 0, file)
    _, texture2, res2 = api.createTexture(file)
    assert res2 == [2, 2] and api.readTexture(texture2) == bytes(range(12))
    with pytest.raises(SimError, match="outside"):
        api.writeTexture(texture, 0, bytes(3), 10, 10, 1, 1)
