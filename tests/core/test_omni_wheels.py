"""An omni-wheel base as CoppeliaSim's KUKA youBot builds one: per wheel a motor (the rolling
joint) carries a passive slipping joint at 45 degrees that carries a round wheel, and the same
child script re-poses the slipping joint and the wheel every step relative to the rolling joint's
base frame (``sim.handleflag_reljointbaseframe``), so the rollers' axis stays fixed on the chassis
while the wheel turns. The chassis and the wheels overlap and keep apart by their respondable
masks, as the youBot's do. A scene the test writes (docs/guide/coppeliasim-scenes.md)."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from coppelia_writer import child_script, motor, passive_joint, shape, write_scene

from tether.core import Simulation
from tether.core.simapi.geometry import rotation_from_euler

RADIUS = 0.05
OMNI_WHEEL = """
function sysCall_init()
    rolling = sim.getObject('.')
    slipping = sim.getObject('./Slip')
    wheel = sim.getObject('./Wheel')
    -- the rollers' tilt as the file has it, in the rolling joint's base frame
    tilt = sim.getObjectOrientation(slipping + sim.handleflag_reljointbaseframe, rolling)
end

function sysCall_actuation()
    sim.resetDynamicObject(wheel)
    sim.setObjectPosition(slipping + sim.handleflag_reljointbaseframe, rolling, {0, 0, 0})
    sim.setObjectOrientation(slipping + sim.handleflag_reljointbaseframe, rolling, tilt)
    sim.setObjectPosition(wheel + sim.handleflag_reljointbaseframe, rolling, {0, 0, 0})
    sim.setObjectOrientation(wheel + sim.handleflag_reljointbaseframe, rolling, {0, 0, 0})
end
"""
#: wheel -> (x, y) on the chassis and the rollers' tilt (degrees about the rolling joint's x): an
#: X pattern, so that +,-,-,+ drives sideways
WHEELS = {"fl": ((0.15, 0.15), 45), "fr": ((0.15, -0.15), -45), "rl": ((-0.15, 0.15), -45), "rr": ((-0.15, -0.15), 45)}
BASE_Z = 0.08
#: the rolling joint's frame: z along the chassis's y (the axle), x down (the rollers tilt about it)
AXLE = (-90, 0, 90)


def _wheel(name: str, xy: tuple[float, float], tilt: float) -> str:
    wheel = shape("Wheel", "spheroid", (2 * RADIUS,) * 3, euler=(-tilt, 0, 0), mass=0.5, mask=0xFFF0)
    slip = passive_joint("Slip", euler=(tilt, 0, 0), children=wheel)
    return motor(f"Roll_{name}", (xy[0], xy[1], RADIUS - BASE_Z), AXLE, max_force=5.0,
                 children=slip + child_script(OMNI_WHEEL))


@pytest.fixture
def omni_base(tmp_path: Path) -> Simulation:
    wheels = "".join(_wheel(name, xy, tilt) for name, (xy, tilt) in WHEELS.items())
    scene = write_scene(tmp_path / "omni.simscene.xml",
                        shape("Floor", "cuboid", (4, 4, 0.1), (0, 0, -0.05)),
                        shape("Base", "cuboid", (0.4, 0.3, 0.06), (0, 0, BASE_Z), mass=4.0, mask=0xFF0F,
                              children=wheels))
    return Simulation(scene)


def _drive(sim: Simulation, pattern: tuple[float, float, float, float], seconds: float) -> list[float]:
    """Turn the wheels (fl, fr, rl, rr) at these speeds; the base's displacement (x, y) and yaw change."""
    api = sim.api
    base = api.getObject("/Base")
    for _ in range(4):  # settle on the floor
        sim.step()
    start, yaw = api.getObjectPosition(base), api.getObjectOrientation(base)[2]
    for name, speed in zip(WHEELS, pattern):
        api.setJointTargetVelocity(api.getObject(f"/Roll_{name}"), speed)
    for _ in range(round(seconds / sim.time_step)):
        sim.step()
    assert sim.script_error_lines == []
    end = api.getObjectPosition(base)
    return [end[0] - start[0], end[1] - start[1], api.getObjectOrientation(base)[2] - yaw]


def test_the_sideways_pattern_drives_the_base_sideways(omni_base: Simulation) -> None:
    dx, dy, dyaw = _drive(omni_base, (2.0, -2.0, -2.0, 2.0), 2.0)
    assert dy > 0.12  # 2 rad/s on 5 cm wheels: 0.1 m/s for 2 s, less the start
    assert abs(dx) < 0.02 and abs(dyaw) < 0.05


def test_all_wheels_forward_drive_the_base_along_x(omni_base: Simulation) -> None:
    dx, dy, dyaw = _drive(omni_base, (2.0, 2.0, 2.0, 2.0), 2.0)
    assert dx > 0.12
    assert abs(dy) < 0.02 and abs(dyaw) < 0.05


def test_the_rollers_axis_stays_fixed_on_the_chassis_while_the_wheel_turns(omni_base: Simulation) -> None:
    api = omni_base.api
    roll, slip = api.getObject("/Roll_fl"), api.getObject("/Roll_fl/Slip")
    _drive(omni_base, (2.0, 2.0, 2.0, 2.0), 1.0)
    assert abs(api.getJointPosition(roll)) > 1.0  # the wheel turned
    # the rollers' frame in the chassis-fixed base frame of the axle: as the file has it, give or
    # take the last step's turn (0.1 rad; the scripts re-pose it before each step) ...
    flagged = api.getObjectOrientation(slip + api.handleflag_reljointbaseframe, roll)
    assert flagged == pytest.approx([math.pi / 4, 0.0, 0.0], abs=0.1)
    # ... and turned back by the wheel's angle in the axle's moving frame (the default relative to a joint)
    q = api.getJointPosition(roll)
    turn_back = np.array([[math.cos(q), math.sin(q), 0.0], [-math.sin(q), math.cos(q), 0.0], [0.0, 0.0, 1.0]])
    moving = rotation_from_euler(api.getObjectOrientation(slip, roll))
    assert moving == pytest.approx(turn_back @ rotation_from_euler(flagged), abs=1e-6)
