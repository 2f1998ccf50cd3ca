"""Mass and inertia of CoppeliaSim shapes come from the file, never from a visual mesh; thin, open
and degenerate meshes load (issue 34). Every fixture is written here, in both XML variants where
the variants store the data differently."""

from __future__ import annotations

import logging
import math
from pathlib import Path

import mujoco
import numpy as np
import pytest

from tether.core import Simulation, load_scene
from tether.core.importers.coppeliasim.model import Inertia, Pose, Shape, quat_from_euler, quat_to_matrix
from tether.core.importers.coppeliasim.safe_parse import parse_bounded
from tether.core.importers.coppeliasim.xml_reader import read_document


def _write(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


def _exhaustive(*objects: str) -> str:
    return ("<CoppeliaSim><filetype>exhaustiveScene</filetype><prgVer>40200</prgVer>"
            + "".join(f"<sceneObject>{o}</sceneObject>" for o in objects) + "</CoppeliaSim>")


def _common(alias: str, handle: int, parent: int = -1, pos: str = "0 0 0", quat: str = "1 0 0 0") -> str:
    return (f"<common><alias>{alias}</alias><handle>{handle}</handle><parentHandle>{parent}</parentHandle>"
            f"<localFrame><position>{pos}</position><quaternion>{quat}</quaternion></localFrame></common>")


def _mesh(vertices: list[float], indices: list[int]) -> str:
    return (f"<vertices>{' '.join(map(str, vertices))}</vertices>"
            f"<indices>{' '.join(map(str, indices))}</indices>")


# A flat 5 m x 5 m tiled plane: CoppeliaSim's ResizableFloor_5_25 draws one like it (no volume).
_GRID = 6
_FLAT_VERTICES = [v for j in range(_GRID) for i in range(_GRID) for v in (i - 2.5, j - 2.5, 0.0)]
_FLAT_INDICES = [k for j in range(_GRID - 1) for i in range(_GRID - 1)
                 for k in (j * _GRID + i, j * _GRID + i + 1, (j + 1) * _GRID + i + 1,
                           j * _GRID + i, (j + 1) * _GRID + i + 1, (j + 1) * _GRID + i)]
_BALL = ("<shape>" + _common("Ball", 9, pos="0.3 0.2 0.5")
         + "<meshProxy><mesh><primitive><type>spheroid</type><sizes>0.1 0.1 0.1</sizes></primitive>"
         "<dynamics><mass>0.5</mass><centerOfMass>0 0 0</centerOfMass>"
         "<inertia>0.001 0 0 0 0.001 0 0 0 0.001</inertia></dynamics></mesh></meshProxy>"
         "<dynamics><switches><static>false</static><respondable>true</respondable></switches></dynamics></shape>")


def _floor_scene(respondable_mesh: bool) -> str:
    """CoppeliaSim's floor: a static respondable box, and the visible flat mesh as its child."""
    element = ("<shape>" + _common("ResizableFloor_5_25", 1, pos="0 0 -0.05")
               + "<meshProxy><mesh><primitive><type>cuboid</type><sizes>5 5 0.1</sizes></primitive></mesh></meshProxy>"
               "<dynamics><switches><static>true</static><respondable>true</respondable></switches></dynamics></shape>")
    visible = ("<shape>" + _common("ResizableFloor_5_25_visibleElement", 2, parent=1, pos="0 0 0.05")
               + "<meshProxy><mesh>" + _mesh(_FLAT_VERTICES, _FLAT_INDICES)
               + "<dynamics><mass>1</mass><centerOfMass>0 0 0</centerOfMass>"
               "<inertia>0.1 0 0 0 0.1 0 0 0 0.1</inertia></dynamics></mesh></meshProxy>"
               f"<dynamics><switches><static>true</static><respondable>{str(respondable_mesh).lower()}"
               "</respondable></switches></dynamics></shape>")
    if respondable_mesh:  # the flat mesh alone carries the ball
        visible = visible.replace("<parentHandle>1</parentHandle>", "<parentHandle>-1</parentHandle>")
        visible = visible.replace("<position>0 0 0.05</position>", "<position>0 0 0</position>")
        return _exhaustive(visible, _BALL)
    return _exhaustive(element, visible, _BALL)


def _simple_floor_scene() -> str:
    """The same floor in the simple variant, as CoppeliaSim 4.2 writes it (Euler degrees, the
    mesh inline with its frame, the element's inertia per mass in its frame)."""
    vertices = " ".join(map(str, _FLAT_VERTICES))
    indices = " ".join(map(str, _FLAT_INDICES))
    return f"""<CoppeliaSim><filetype>simpleScene</filetype><prgVer>40200</prgVer>
    <shape><common><alias>ResizableFloor_5_25*1</alias><localFrame><position>0 0 -0.05</position>
        <euler>0 0 0</euler></localFrame></common>
        <primitive><type>cuboid</type><size>5 5 0.1</size></primitive>
        <dynamics><mass>1</mass><localInertiaFrame><position>0 0 0</position><euler>0 0 0</euler></localInertiaFrame>
            <principalMomentOfInertia>2.08 2.08 4.17</principalMomentOfInertia>
            <switches><static>true</static><respondable>true</respondable></switches></dynamics>
        <shape><common><alias>ResizableFloor_5_25_visibleElement*2</alias><localFrame><position>0 0 0.05</position>
            <euler>0 0 0</euler></localFrame></common>
            <mesh><vertices>{vertices}</vertices><indices>{indices}</indices>
                <localFrame><position>0 0 0</position><euler>0 0 0</euler></localFrame></mesh>
            <dynamics><mass>1</mass><localInertiaFrame><position>0 0 0</position><euler>0 0 0</euler></localInertiaFrame>
                <principalMomentOfInertia>1 1 2</principalMomentOfInertia>
                <switches><static>true</static><respondable>false</respondable></switches></dynamics>
        </shape>
    </shape>
    <shape><common><alias>Ball*9</alias><localFrame><position>0.3 0.2 0.5</position></localFrame></common>
        <primitive><type>sphere</type><size>0.1 0.1 0.1</size></primitive>
        <dynamics><mass>0.5</mass><switches><static>false</static><respondable>true</respondable></switches></dynamics>
    </shape></CoppeliaSim>"""


@pytest.mark.parametrize("variant", ["exhaustive", "exhaustive, the flat mesh collides", "simple"])
def test_a_thin_floor_mesh_loads_and_carries_what_falls_on_it(tmp_path: Path, variant: str) -> None:
    respondable_mesh = variant == "exhaustive, the flat mesh collides"
    text = _simple_floor_scene() if variant == "simple" else _floor_scene(respondable_mesh)
    sim = Simulation(_write(tmp_path, "floor.simscene.xml", text))
    assert sim.api.getObject("/ResizableFloor_5_25_visibleElement" if respondable_mesh
                             else "/ResizableFloor_5_25/ResizableFloor_5_25_visibleElement") > 0
    ball = sim.api.getObject("/Ball")
    for _ in range(60):
        sim.step()
    assert sim.api.getObjectPosition(ball, -1)[2] == pytest.approx(0.05, abs=0.01)  # resting on the floor


def _figure(tmp_path: Path) -> Path:
    """A standing figure: a body of principal moments in a turned frame, a head whose meshes are
    degenerate (a line, a point) beside a good open one, and an arm that is a single triangle."""
    line = _mesh([0, 0, 1.6, 0, 0, 1.7, 0, 0, 1.8, 0, 0, 1.9], [0, 1, 2, 1, 2, 3])
    point = _mesh([0, 0, 1.7] * 4, [0, 1, 2, 1, 2, 3])
    cap = _mesh([0.1, 0, 1.7, 0, 0.1, 1.7, -0.1, 0, 1.7, 0, -0.1, 1.7, 0, 0, 1.8], [0, 1, 4, 1, 2, 4, 2, 3, 4, 3, 0, 4])
    triangle = _mesh([0.2, 0, 1.2, 0.5, 0, 1.2, 0.2, 0, 1.0], [0, 1, 2])
    body = f"""<CoppeliaSim><filetype>exhaustiveScene</filetype><prgVer>40200</prgVer>
    <sceneObject><shape>{_common("Floor", 1, pos="0 0 -0.05")}
        <meshProxy><mesh><primitive><type>cuboid</type><sizes>4 4 0.1</sizes></primitive></mesh></meshProxy>
        <dynamics><switches><static>true</static><respondable>true</respondable></switches></dynamics></shape></sceneObject>
    <sceneObject><shape>{_common("Bill", 2, pos="0 0 0.01")}
        <meshProxy><compound>
            <dynamics><mass>60</mass><localInertiaFrame><position>0 0 0.9</position>
                <quaternion>0.70710678 0 0 0.70710678</quaternion>
                <principalMomentsOfInertia>0.2 0.25 0.04</principalMomentsOfInertia></localInertiaFrame></dynamics>
            <child><mesh>{line}</mesh></child>
            <child><mesh>{point}</mesh></child>
            <child><mesh>{cap}</mesh></child>
            <child><mesh>{triangle}</mesh></child>
            <child><mesh><primitive><type>cylinder</type><sizes>0.3 0.3 1.5</sizes></primitive>
                <verticesLocalFrame><position>0 0 0.75</position><quaternion>1 0 0 0</quaternion></verticesLocalFrame>
            </mesh></child>
        </compound></meshProxy>
        <dynamics><switches><static>false</static><respondable>true</respondable></switches></dynamics></shape></sceneObject>
    </CoppeliaSim>"""
    return _write(tmp_path, "bill.simscene.xml", body)


def test_a_figure_with_degenerate_meshes_loads_with_one_line_per_kind(tmp_path: Path,
                                                                      caplog: pytest.LogCaptureFixture) -> None:
    path = _figure(tmp_path)
    with caplog.at_level(logging.WARNING, logger="tether.scene"):
        sim = Simulation(path)
    lines = [r.getMessage() for r in caplog.records]
    degenerate = [line for line in lines if "without area" in line]
    assert len(degenerate) == 1 and "'Bill'" in degenerate[0]  # the first one...
    assert any("2 of that kind (degenerate mesh) in all" in line for line in lines)  # ...and how many
    body = sim.scene.tree.get(sim.api.getObject("/Bill")).mj_id
    assert sim.physics.model.body_mass[body] == pytest.approx(60.0)  # the file's, not the meshes'
    assert sim.physics.model.ngeom >= 4  # floor, the cap, the triangle, the cylinder
    for _ in range(20):
        sim.step()
    assert sim.api.getObjectPosition(sim.api.getObject("/Bill"), -1)[2] == pytest.approx(0.01, abs=0.02)  # stands


def _full_inertia(model: mujoco.MjModel, body: int) -> np.ndarray:
    rot = quat_to_matrix(model.body_iquat[body])
    return rot @ np.diag(model.body_inertia[body]) @ rot.T


def _expected(mass: float, moments: list[float], quat: np.ndarray) -> np.ndarray:
    rot = quat_to_matrix(quat)
    return rot @ np.diag(moments) @ rot.T * mass


_FRAME_QUAT = quat_from_euler(0.3, -0.2, 0.9)


def _box(dynamics: str, simple: bool) -> str:
    if simple:
        return f"""<CoppeliaSim><filetype>simpleScene</filetype>
        <shape><common><alias>Box</alias><localFrame><position>0 0 1</position></localFrame></common>
            <primitive><type>cuboid</type><size>0.2 0.4 0.6</size></primitive>
            <dynamics>{dynamics}<switches><static>false</static><respondable>true</respondable></switches></dynamics>
        </shape></CoppeliaSim>"""
    return _exhaustive("<shape>" + _common("Box", 1, pos="0 0 1")
                       + "<meshProxy><mesh><primitive><type>cuboid</type><sizes>0.2 0.4 0.6</sizes></primitive>"
                       + f"<dynamics>{dynamics}</dynamics></mesh></meshProxy>"
                       "<dynamics><switches><static>false</static><respondable>true</respondable></switches></dynamics>"
                       "</shape>")


_Q = " ".join(f"{v:.12f}" for v in _FRAME_QUAT)
_EULER = " ".join(f"{math.degrees(a):.12f}" for a in (0.3, -0.2, 0.9))
_CASES = {  # (file text, mass, per-mass moments, their frame's quaternion, centre of mass)
    "exhaustive 4.2: principal moments in a turned frame": (_box(
        f"<mass>2.5</mass><localInertiaFrame><position>0.01 0.02 0.03</position><quaternion>{_Q}</quaternion>"
        "<principalMomentsOfInertia>0.04 0.03 0.01</principalMomentsOfInertia></localInertiaFrame>", simple=False),
        2.5, [0.04, 0.03, 0.01], _FRAME_QUAT, [0.01, 0.02, 0.03]),
    "simple 4.2: principal moments in a turned frame (Euler degrees)": (_box(
        f"<mass>2.5</mass><localInertiaFrame><position>0.01 0.02 0.03</position><euler>{_EULER}</euler>"
        "</localInertiaFrame><principalMomentOfInertia>0.04 0.03 0.01</principalMomentOfInertia>", simple=True),
        2.5, [0.04, 0.03, 0.01], _FRAME_QUAT, [0.01, 0.02, 0.03]),
    "exhaustive 4.5+: a per-mass matrix": (_box(
        "<mass>4</mass><centerOfMass>0 0 0.05</centerOfMass><inertia>0.02 0 0 0 0.03 0 0 0 0.05</inertia>",
        simple=False), 4.0, [0.02, 0.03, 0.05], np.array([1.0, 0, 0, 0]), [0, 0, 0.05]),
    "simple 4.5+: the full matrix": (_box(
        "<mass>4</mass><centerOfMass>0 0 0.05</centerOfMass><inertiaMatrix>0.08 0 0 0 0.12 0 0 0 0.2</inertiaMatrix>",
        simple=True), 4.0, [0.02, 0.03, 0.05], np.array([1.0, 0, 0, 0]), [0, 0, 0.05]),
}


@pytest.mark.parametrize("case", list(_CASES))
def test_mass_and_inertia_are_the_files(tmp_path: Path, case: str) -> None:
    body_text, mass, moments, quat, com = _CASES[case]
    sim = Simulation(_write(tmp_path, "box.simscene.xml", body_text))
    body = sim.scene.tree.get(sim.api.getObject("/Box")).mj_id
    assert sim.physics.model.body_mass[body] == pytest.approx(mass)
    assert sorted(sim.physics.model.body_inertia[body]) == pytest.approx(sorted(m * mass for m in moments))
    assert _full_inertia(sim.physics.model, body) == pytest.approx(_expected(mass, moments, quat), abs=1e-9)
    assert sim.physics.model.body_ipos[body] == pytest.approx(com)


def test_the_model_holds_per_mass_inertia_in_its_frame(tmp_path: Path) -> None:
    text = _CASES["exhaustive 4.2: principal moments in a turned frame"][0]
    doc = read_document(parse_bounded(_write(tmp_path, "box.simscene.xml", text)), "box")
    shape = doc.roots[0]
    assert isinstance(shape, Shape) and shape.mass == pytest.approx(2.5) and not shape.static
    assert isinstance(shape.inertia, Inertia)
    com, matrix = shape.inertia.scaled(2.0)
    assert com == pytest.approx([0.01, 0.02, 0.03])
    assert np.linalg.eigvalsh(matrix) == pytest.approx(sorted([0.08, 0.06, 0.02]))
    assert doc.writer == "CoppeliaSim 4.2.0" and doc.format == "xml exhaustive"
    assert Inertia.principal(Pose(), [1, 2, 3]).scaled(2)[1] == pytest.approx(np.diag([2, 4, 6]))


def test_without_inertia_a_shape_weighs_its_mass_as_a_solid_box(tmp_path: Path) -> None:
    sim = Simulation(_write(tmp_path, "box.simscene.xml", _box("<mass>3</mass>", simple=True)))
    body = sim.scene.tree.get(sim.api.getObject("/Box")).mj_id
    assert sim.physics.model.body_mass[body] == pytest.approx(3.0)
    expected = np.array([0.4**2 + 0.6**2, 0.2**2 + 0.6**2, 0.2**2 + 0.4**2]) * 3.0 / 12
    assert sorted(sim.physics.model.body_inertia[body]) == pytest.approx(sorted(expected))


def test_a_static_mesh_shape_needs_no_inertia(tmp_path: Path) -> None:
    text = _floor_scene(False).replace(_BALL, "")  # the floor alone: nothing moves
    scene = load_scene(_write(tmp_path, "floor.simscene.xml", text))
    assert scene.model.nbody >= 2 and scene.model.nv == 0


def test_an_unphysical_inertia_is_one_line_and_a_box(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    text = _box("<mass>2</mass><centerOfMass>0 0 0</centerOfMass><inertia>-1 0 0 0 0.03 0 0 0 0.05</inertia>",
                simple=False)
    with caplog.at_level(logging.WARNING, logger="tether.scene"):
        sim = Simulation(_write(tmp_path, "box.simscene.xml", text))
    assert sum("inertia in the file is not physical" in r.getMessage() for r in caplog.records) == 1
    body = sim.scene.tree.get(sim.api.getObject("/Box")).mj_id
    assert sim.physics.model.body_mass[body] == pytest.approx(2.0)
    assert min(sim.physics.model.body_inertia[body]) > 0


def _carried_part(mass: float, per_mass: float) -> str:
    """A dynamic box carrying a static part of ``mass`` (per-mass moments ``per_mass``), as RLBench's
    screw carries its 1.25e-7 kg visual."""
    box = ("<shape>" + _common("Box", 1, pos="0 0 1")
           + "<meshProxy><mesh><primitive><type>cuboid</type><sizes>0.02 0.02 0.1</sizes></primitive>"
           + "<dynamics><mass>0.1</mass><centerOfMass>0 0 0</centerOfMass>"
           + "<inertia>1e-4 0 0 0 1e-4 0 0 0 5e-5</inertia></dynamics></mesh></meshProxy>"
           + "<dynamics><switches><static>false</static><respondable>true</respondable></switches></dynamics></shape>")
    part = ("<shape>" + _common("Part", 2, parent=1, pos="0 0 0.05")
            + "<meshProxy><mesh><primitive><type>cuboid</type><sizes>0.001 0.001 0.001</sizes></primitive>"
            + f"<dynamics><mass>{mass}</mass><centerOfMass>0 0 0</centerOfMass>"
            + f"<inertia>{per_mass} 0 0 0 {per_mass} 0 0 0 {per_mass}</inertia></dynamics></mesh></meshProxy>"
            + "<dynamics><switches><static>true</static><respondable>false</respondable></switches></dynamics></shape>")
    return _exhaustive(box, part)


@pytest.mark.parametrize("mass, per_mass", [(1.25e-7, 2.5e-8), (1e-20, 0.0)])
def test_a_tiny_part_loads_with_one_line_and_valid_inertia(tmp_path: Path, caplog: pytest.LogCaptureFixture,
                                                           mass: float, per_mass: float) -> None:
    with caplog.at_level(logging.WARNING, logger="tether.scene"):
        sim = Simulation(_write(tmp_path, "screw.simscene.xml", _carried_part(mass, per_mass)))
    assert sum("too small for MuJoCo" in r.getMessage() for r in caplog.records) == 1
    body = sim.scene.tree.get(sim.api.getObject("/Box/Part")).mj_id
    assert sim.physics.model.body_mass[body] >= mass and min(sim.physics.model.body_inertia[body]) >= 1e-12
    carrier = sim.scene.tree.get(sim.api.getObject("/Box")).mj_id
    assert sim.physics.model.body_mass[carrier] == pytest.approx(0.1)  # its own mass stays the file's
    sim.loop.run(steps=20)  # and it simulates
    assert np.all(np.isfinite(sim.physics.data.qpos))
