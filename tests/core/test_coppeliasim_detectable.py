"""A proximity sensor's detectable entity (issue 34): the sensor detects that object only, through
whatever else stands in front of it, in both XML variants and in a TOML manifest; what tether
cannot honour (a collection) is one line. The fixtures are written here."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from tether.core import Simulation
from tether.core.engine.errors import SceneError


def _simple(detect: str) -> str:
    return f"""<CoppeliaSim><filetype>simpleScene</filetype>
    <dummy><common><alias>Eye*3</alias><localFrame><position>0 0 0.5</position><euler>0 90 0</euler></localFrame>
        </common>
        <proximitySensor><common><alias>sensor*4</alias></common><type>ray</type>
            <volume><range>3</range></volume>{detect}</proximitySensor></dummy>
    <shape><common><alias>Blocker*6</alias><localFrame><position>1 0 0.5</position></localFrame></common>
        <primitive><type>cuboid</type><size>0.1 1 1</size></primitive>
        <dynamics><switches><static>true</static><respondable>true</respondable></switches></dynamics></shape>
    <shape><common><alias>Target*7</alias><localFrame><position>2 0 0.5</position></localFrame></common>
        <primitive><type>cuboid</type><size>0.2 1 1</size></primitive>
        <dynamics><switches><static>true</static><respondable>true</respondable></switches></dynamics></shape>
    </CoppeliaSim>"""


def _exhaustive(entity: int) -> str:
    def shape(alias: str, handle: int, x: float, thick: float) -> str:
        return (f"<sceneObject><shape><common><alias>{alias}</alias><handle>{handle}</handle><parentHandle>-1</parentHandle>"
                f"<localFrame><position>{x} 0 0.5</position><quaternion>1 0 0 0</quaternion></localFrame></common>"
                f"<meshProxy><mesh><primitive><type>cuboid</type><sizes>{thick} 1 1</sizes></primitive></mesh></meshProxy>"
                "<dynamics><switches><static>true</static><respondable>true</respondable></switches></dynamics>"
                "</shape></sceneObject>")
    return ("<CoppeliaSim><filetype>exhaustiveScene</filetype>"
            "<sceneObject><proximitySensor><common><alias>sensor</alias><handle>4</handle><parentHandle>-1</parentHandle>"
            "<localFrame><position>0 0 0.5</position><quaternion>0.70710678 0 0.70710678 0</quaternion></localFrame>"
            f"</common><type>ray</type><volume><range>3</range></volume><detectableEntity>{entity}</detectableEntity>"
            "</proximitySensor></sceneObject>"
            + shape("Blocker", 6, 1.0, 0.1) + shape("Target", 7, 2.0, 0.2) + "</CoppeliaSim>")


def _write(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


def _read(sim: Simulation, path: str) -> tuple[int, float, str]:
    sim.step()
    state, distance, _, detected, _ = sim.api.readProximitySensor(sim.api.getObject(path))
    return state, distance, sim.scene.tree.get(detected).name if state else ""


@pytest.mark.parametrize(("name", "body", "sensor"), [
    ("simple", _simple("<detectableEntity>Target</detectableEntity><detectableObjectAlias>Target*7</detectableObjectAlias>"),
     "/Eye/sensor"),
    ("simple, by its old name only", _simple("<detectableEntity>Target</detectableEntity>"), "/Eye/sensor"),
    ("exhaustive", _exhaustive(7), "/sensor"),
])
def test_the_sensor_detects_its_entity_through_other_objects(tmp_path: Path, name: str, body: str, sensor: str) -> None:
    sim = Simulation(_write(tmp_path, "eye.simscene.xml", body))
    state, distance, detected = _read(sim, sensor)
    assert (state, detected) == (1, "Target")
    assert distance == pytest.approx(1.9, abs=1e-6)  # the target's near face; the blocker does not block


@pytest.mark.parametrize(("body", "sensor"), [(_simple(""), "/Eye/sensor"), (_exhaustive(-1), "/sensor")])
def test_without_an_entity_the_sensor_detects_the_nearest_object(tmp_path: Path, body: str, sensor: str) -> None:
    sim = Simulation(_write(tmp_path, "eye.simscene.xml", body))
    state, distance, detected = _read(sim, sensor)
    assert (state, detected) == (1, "Blocker") and distance == pytest.approx(0.95, abs=1e-6)


def test_a_collection_entity_is_one_line_and_detects_everything(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    body = _simple("<detectableEntity>@collection@obstacles</detectableEntity>")
    with caplog.at_level(logging.WARNING, logger="tether.scene"):
        sim = Simulation(_write(tmp_path, "eye.simscene.xml", body))
    lines = [r.getMessage() for r in caplog.records if "collection" in r.getMessage()]
    assert len(lines) == 1 and "detects collection 'obstacles'" in lines[0] and "detects every object" in lines[0]
    assert _read(sim, "/Eye/sensor")[2] == "Blocker"


def test_an_unknown_exhaustive_entity_is_one_line(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="tether.scene"):
        sim = Simulation(_write(tmp_path, "eye.simscene.xml", _exhaustive(2000001)))
    assert sum("which is no object of the file" in r.getMessage() for r in caplog.records) == 1
    assert _read(sim, "/sensor")[2] == "Blocker"


def test_a_manifest_sensor_detects_one_object(tmp_path: Path) -> None:
    (tmp_path / "eye.xml").write_text("""<mujoco><worldbody>
        <site name="eye" pos="0 0 0.5" quat="0.70710678 0 0.70710678 0"/>
        <body name="Blocker" pos="1 0 0.5"><geom type="box" size="0.05 0.5 0.5"/></body>
        <body name="Target" pos="2 0 0.5"><geom type="box" size="0.1 0.5 0.5"/></body>
        </worldbody></mujoco>""")
    manifest = _write(tmp_path, "eye.toml", 'model = "eye.xml"\n[[proximity_sensor]]\nsite = "eye"\nrange = 3\n'
                      'detect = "Target"\n')
    sim = Simulation(manifest)
    assert _read(sim, "/eye")[1:] == (pytest.approx(1.9, abs=1e-6), "Target")
    manifest.write_text(manifest.read_text().replace('"Target"', '"Nowhere"'))
    with pytest.raises(SceneError, match=r'\[\[proximity_sensor\]\] #1: "detect" names \'Nowhere\', which is not an object'):
        Simulation(manifest)
