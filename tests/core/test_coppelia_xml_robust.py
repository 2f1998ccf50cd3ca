"""Partial and damaged CoppeliaSim files: every variant of the fixtures with one element removed,
or one value replaced by ``-nan``, loads or fails with one SceneError line, never anything else."""

from __future__ import annotations

import copy
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tether.core import load_scene
from tether.core.engine.errors import SceneError

FIXTURES = Path(__file__).parent / "coppelia"


def _variants(name: str, how: str):  # noqa: ANN202 - yields (label, tree)
    tree = ET.parse(FIXTURES / name)
    count = sum(1 for _ in tree.getroot().iter())
    for index in range(1, count):
        damaged = copy.deepcopy(tree)
        nodes = list(damaged.getroot().iter())
        target = nodes[index]
        if how == "remove":
            parent = next(p for p in damaged.getroot().iter() if target in list(p))
            parent.remove(target)
        elif target.text and target.text.strip() and len(target) == 0:
            target.text = "-nan"
        else:
            continue
        yield f"{how} <{target.tag}> #{index}", damaged


@pytest.mark.parametrize(("name", "how"), [("rover.simscene.xml", "remove"), ("arm.simscene.xml", "nan"),
                                           ("crate.simmodel.xml", "remove")])
def test_damaged_files_load_or_fail_with_one_line(tmp_path: Path, name: str, how: str) -> None:
    loaded = failed = 0
    for label, tree in _variants(name, how):
        path = tmp_path / name
        tree.write(path, encoding="unicode")
        try:
            load_scene(path)
            loaded += 1
        except SceneError as exc:
            assert "\n" not in str(exc), label
            failed += 1
    assert loaded > 0
