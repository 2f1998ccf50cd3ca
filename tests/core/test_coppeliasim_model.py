"""The XML reader fills the neutral scene model (tether.core.importers.coppeliasim.model): SI units, modes in
today's words, handles, scripts, stand-ins; the builder reads nothing else. Fixtures written here."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from tether.core import Simulation
from tether.core.importers.coppeliasim import model as cm
from tether.core.importers.coppeliasim.safe_parse import parse_bounded
from tether.core.importers.coppeliasim.xml_reader import read_document

_SIMPLE = """<CoppeliaSim><filetype>simpleModel</filetype><prgVer>30600</prgVer><prgRev>2</prgRev>
<shape><common><alias>Base*10</alias></common><primitive><type>cuboid</type><size>0.2 0.2 0.1</size></primitive>
    <dynamics><switches><static>true</static><respondable>true</respondable></switches></dynamics>
    <joint><common><alias>arm*11</alias><localFrame><position>0 0 0.1</position></localFrame></common>
        <type>revolute</type><mode>passive</mode><position>30</position><minPosition>-90</minPosition><range>180</range>
        <switches><cyclic>false</cyclic></switches>
        <dynamics><maxForce>7</maxForce><pidValues>0.2 0.01 0</pidValues><kcValues>5 0.5</kcValues>
            <switches><motorEnabled>true</motorEnabled><controlLoopEnabled>true</controlLoopEnabled></switches></dynamics>
        <shape><common><alias>link*12</alias></common><primitive><type>cuboid</type><size>0.05 0.05 0.3</size></primitive>
            <dynamics><mass>0.5</mass><switches><static>false</static><respondable>true</respondable></switches></dynamics>
        </shape>
    </joint>
    <joint><common><alias>follower*13</alias></common><type>prismatic</type><mode>dependent</mode>
        <dependency><dependentJointAlias>arm*11</dependentJointAlias><offset_m_or_rad>0.1</offset_m_or_rad>
            <mult_m_or_rad>0.5</mult_m_or_rad></dependency></joint>
    <graph><common><alias>plot*14</alias></common></graph>
    <childScript><scriptText><![CDATA[function sysCall_thread() end]]></scriptText></childScript>
</shape>
<mainScript><scriptText>-- main</scriptText></mainScript>
<collections/>
</CoppeliaSim>"""


def _doc(tmp_path: Path, text: str) -> cm.SceneDocument:
    path = tmp_path / "m.simmodel.xml"
    path.write_text(text, encoding="utf-8")
    return read_document(parse_bounded(path), str(path))


def test_the_reader_fills_the_model_in_si_units_and_todays_words(tmp_path: Path) -> None:
    doc = _doc(tmp_path, _SIMPLE)
    assert not doc.is_scene and doc.format == "xml simple" and doc.writer == "V-REP 3.6.0 rev2"
    assert doc.skipped == {"collections": 1}
    assert [s.kind for s in doc.loose_scripts] == ["main"]
    base = doc.roots[0]
    assert isinstance(base, cm.Shape) and (base.alias, base.handle, base.static) == ("Base", 10, True)
    arm, follower, plot = base.children
    assert isinstance(arm, cm.Joint) and arm.mode == "kinematic"  # V-REP's "passive" mode
    assert arm.position == pytest.approx(math.radians(30)) and not arm.cyclic
    assert (arm.minimum, arm.span) == pytest.approx((-math.pi / 2, math.pi))
    assert arm.motor_enabled and arm.control_loop_enabled and arm.max_force == 7
    assert arm.pid == pytest.approx((0.2, 0.01, 0.0)) and arm.spring == pytest.approx((5.0, 0.5))
    assert isinstance(follower, cm.Joint) and follower.joint_type == "prismatic" and follower.mode == "dependent"
    assert follower.dependency == cm.Dependency(None, "arm", 0.1, 0.5)
    assert isinstance(plot, cm.StandIn) and cm.kind_of(plot) == "graph" and plot.handle == 14
    assert base.scripts[0].kind == "child" and base.scripts[0].threaded and base.scripts[0].lang == "lua"
    link = arm.children[0]
    assert isinstance(link, cm.Shape) and link.parent is arm and link.mass == 0.5
    assert [o.alias for o in doc.objects()] == ["Base", "arm", "link", "follower", "plot"]


def test_the_model_s_modes_drive_the_builder(tmp_path: Path) -> None:
    path = tmp_path / "m.simmodel.xml"
    path.write_text(_SIMPLE, encoding="utf-8")
    sim = Simulation(path)
    arm = sim.api.getObject("/Base/arm")
    assert sim.api.getJointPosition(arm) == pytest.approx(math.radians(30))
    for _ in range(20):
        sim.step()
    assert sim.api.getJointPosition(arm) == pytest.approx(math.radians(30), abs=1e-3)  # kinematic: held
    follower = sim.api.getObject("/Base/follower")
    # q = offset + mult * q_master, absolute as in CoppeliaSim (MuJoCo equalities are soft: a few mm)
    assert sim.api.getJointPosition(follower) == pytest.approx(0.1 + 0.5 * math.radians(30), abs=3e-3)


def test_poses_compose_as_coppeliasim_s() -> None:
    a = cm.Pose(np.array([1.0, 0.0, 0.0]), cm.quat_from_euler(0, 0, math.pi / 2))
    b = cm.Pose(np.array([1.0, 0.0, 0.0]))
    assert a.compose(b).pos == pytest.approx([1.0, 1.0, 0.0])
    assert a.compose(a.inverse()).pos == pytest.approx([0.0, 0.0, 0.0], abs=1e-12)
    assert cm.joint_mode("force") == "dynamic" and cm.JOINT_MODES[4] == "dependent" and cm.JOINT_TYPES[11] == "prismatic"


def test_link_builds_the_tree_whatever_the_order() -> None:
    doc = cm.SceneDocument(is_scene=True)
    child, parent, loop_a, loop_b = (cm.Dummy(alias=a, handle=h) for a, h in
                                     (("child", 2), ("parent", 1), ("a", 5), ("b", 6)))
    doc.link([child, parent, loop_a, loop_b], {2: 1, 1: -1, 5: 6, 6: 5})  # a child first; a loop
    assert child.parent is parent and parent.children == [child]
    assert [o.alias for o in doc.objects()] == ["parent", "child", "b", "a"]  # the loop broken once
