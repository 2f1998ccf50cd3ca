"""Every `sim` constant carries CoppeliaSim's numeric value."""

from __future__ import annotations

import os
import runpy

import pytest

from tether.core import Simulation
from tether.core.engine.constants import COPPELIASIM_4, LEGACY, SIM_CONSTANTS
from tether.remoteapi import simConst

# Published values (CoppeliaSim 4.x simConst.h / the sim module), copied by hand from the
# reference, one by one: the ones tether used to get wrong, and a sample of the rest.
PUBLISHED = {
    "handle_world": -1, "handle_all": -2, "handle_all_except_explicit": -3, "handle_self": -4,
    "handle_parent": -11, "handle_scene": -12,
    "simulation_stopped": 0x00, "simulation_paused": 0x08, "simulation_advancing_running": 0x11,
    "simulation_advancing_abouttostop": 0x15, "simulation_advancing_lastbeforestop": 0x16,
    "object_shape_type": 0, "object_joint_type": 1, "object_dummy_type": 4,
    "object_proximitysensor_type": 5, "object_visionsensor_type": 9, "object_forcesensor_type": 12,
    "joint_revolute_subtype": 10, "joint_prismatic_subtype": 11, "joint_spherical_subtype": 12,
    "verbosity_none": 100, "verbosity_errors": 200, "verbosity_warnings": 300, "verbosity_loadinfos": 400,
    "verbosity_scripterrors": 420, "verbosity_scriptwarnings": 430, "verbosity_scriptinfos": 450,
    "verbosity_infos": 500, "verbosity_debug": 600,
    "jointmode_kinematic": 0, "jointmode_dynamic": 5,
    "jointdynctrl_free": 0, "jointdynctrl_force": 1, "jointdynctrl_velocity": 4,
    "jointdynctrl_position": 8, "jointdynctrl_spring": 12, "jointdynctrl_callback": 16,
    "jointintparam_motor_enabled": 2000, "jointintparam_ctrl_enabled": 2001,
    "jointfloatparam_pid_p": 2002, "jointfloatparam_pid_i": 2003, "jointfloatparam_pid_d": 2004,
    "jointfloatparam_velocity": 2012, "jointfloatparam_upper_limit": 2017,
    "jointfloatparam_maxvel": 2036, "jointfloatparam_maxaccel": 2037, "jointintparam_dynctrlmode": 2039,
    "shapeintparam_static": 3003, "shapeintparam_respondable": 3004, "shapefloatparam_mass": 3005,
    "proxintparam_ray_invisibility": 4000,
    "visionintparam_resolution_x": 1002, "visionintparam_resolution_y": 1003,
    "syscb_cleanup": 1, "syscb_init": 2, "syscb_actuation": 6, "syscb_sensing": 7,
    "scriptthreadresume_allnotyetresumed": -1, "scriptthreadresume_default": 0,
    "scriptthreadresume_actuation_first": 1, "scriptthreadresume_actuation_last": 2,
    "scriptthreadresume_sensing_first": 3, "scriptthreadresume_sensing_last": 4,
    "scriptthreadresume_custom": 5,
    "scripttype_mainscript": 0, "scripttype_childscript": 1, "scripttype_customizationscript": 6,
    "intparam_program_version": 1, "intparam_dynamic_engine": 8, "intparam_scene_unique_id": 20,
    "intparam_speedmodifier": 36, "floatparam_rand": 0, "floatparam_simulation_time_step": 1,
    "boolparam_dynamics_handling_enabled": 6, "boolparam_realtime_simulation": 25,
    "boolparam_waiting_for_trigger": 45,
    "primitiveshape_plane": 1, "primitiveshape_cuboid": 3, "primitiveshape_spheroid": 4,
    "primitiveshape_cylinder": 5, "primitiveshape_capsule": 8,
    "physics_mujoco": 4,
}


def test_sim_constants_have_coppeliasims_values() -> None:
    api = Simulation().api
    actual = {name: getattr(api, name, None) for name in PUBLISHED}
    wrong = {name: (actual[name], value) for name, value in PUBLISHED.items() if actual[name] != value}
    assert wrong == {}


def test_every_sim_constant_comes_from_the_one_table() -> None:
    api = Simulation().api
    for name, value in SIM_CONSTANTS.items():
        assert getattr(api, name) == value, name
    # the legacy simConst and the sim API agree wherever their names overlap
    for name, value in vars(simConst).items():
        if name.startswith("sim_") and isinstance(value, int):
            assert getattr(api, name[4:]) == value, name


def test_the_4x_list_only_adds_names() -> None:
    assert {n for n in COPPELIASIM_4 if n in LEGACY and LEGACY[n] != COPPELIASIM_4[n]} == set()


OFFICIAL = os.environ.get("TETHER_OFFICIAL_REMOTEAPI_DIR")


@pytest.mark.skipif(
    not OFFICIAL or not os.path.isfile(os.path.join(OFFICIAL, "simConst.py")),
    reason="set TETHER_OFFICIAL_REMOTEAPI_DIR to a folder with the official simConst.py",
)
def test_constants_agree_with_the_official_simconst() -> None:
    official = runpy.run_path(os.path.join(OFFICIAL, "simConst.py"))
    shared = {
        n[4:]: v for n, v in official.items() if n.startswith("sim_") and isinstance(v, int) and n[4:] in SIM_CONSTANTS
    }
    assert len(shared) > 300
    assert {n: (v, SIM_CONSTANTS[n]) for n, v in shared.items() if SIM_CONSTANTS[n] != v} == {}
