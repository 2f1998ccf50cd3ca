"""CoppeliaSim's ``sim`` constants with CoppeliaSim's numeric values, from one table.

Names are those of the regular API (``sim.handle_world``, ``sim.jointdynctrl_velocity``...).
Where a name exists in the legacy remote API's ``simConst`` (as ``sim_<name>``), its value is
taken from there (:mod:`tether.core.legacy_constants`, which ``tether.remoteapi.simConst``
re-exports), so no value is written twice; ``COPPELIASIM_4``
adds the names of CoppeliaSim 4.x's ``sim`` module that the legacy list lacks or that 4.x
introduced (values from CoppeliaSim 4.x's ``simConst.h``). ``tests/core/test_constants.py``
checks both against CoppeliaSim's published values.
"""

from __future__ import annotations

from tether.core import legacy_constants
from tether.core.handle_flags import HANDLEFLAGS

# CoppeliaSim 4.x names missing from the legacy simConst (or new in 4.x).
COPPELIASIM_4: dict[str, int] = {
    **HANDLEFLAGS,  # sim.handleflag_* (tether.core.handle_flags)
    "handle_scene": -12,
    "handle_app": -13,
    "handle_inverse": -14,
    "handle_mainscript": -5,
    # System callbacks (enum sim_syscb_*)
    "syscb_info": 0,
    "syscb_cleanup": 1,
    "syscb_init": 2,
    "syscb_nonsimulation": 3,
    "syscb_beforesimulation": 4,
    "syscb_aftersimulation": 5,
    "syscb_actuation": 6,
    "syscb_sensing": 7,
    "syscb_suspended": 8,
    "syscb_suspend": 9,
    "syscb_resume": 10,
    # Threaded script resume locations (deprecated in 4.x, still exposed)
    "scriptthreadresume_launch": -2,
    "scriptthreadresume_allnotyetresumed": -1,
    "scriptthreadresume_default": 0,
    "scriptthreadresume_actuation_first": 1,
    "scriptthreadresume_actuation_last": 2,
    "scriptthreadresume_sensing_first": 3,
    "scriptthreadresume_sensing_last": 4,
    "scriptthreadresume_custom": 5,
    # Script types (4.x names beside the legacy ones)
    "scripttype_main": 0,
    "scripttype_simulation": 1,
    "scripttype_addon": 2,
    "scripttype_customization": 6,
    "scripttype_sandbox": 8,
    # Verbosity levels
    "verbosity_useglobal": -1,
    "verbosity_none": 100,
    "verbosity_errors": 200,
    "verbosity_warnings": 300,
    "verbosity_loadinfos": 400,
    "verbosity_questions": 410,
    "verbosity_scripterrors": 420,
    "verbosity_scriptwarnings": 430,
    "verbosity_scriptinfos": 450,
    "verbosity_msgs": 450,
    "verbosity_infos": 500,
    "verbosity_debug": 600,
    "verbosity_trace": 700,
    "verbosity_tracelua": 800,
    "verbosity_traceall": 900,
    "verbosity_default": 400,
    # Joint modes and dynamic control modes
    "jointmode_kinematic": 0,
    "jointmode_dynamic": 5,
    "jointdynctrl_free": 0,
    "jointdynctrl_force": 1,
    "jointdynctrl_velocity": 4,
    "jointdynctrl_position": 8,
    "jointdynctrl_spring": 12,
    "jointdynctrl_callback": 16,
    # Joint parameters new in 4.x
    "jointfloatparam_maxvel": 2036,
    "jointfloatparam_maxaccel": 2037,
    "jointfloatparam_maxjerk": 2038,
    "jointintparam_dynctrlmode": 2039,
    "jointintparam_dynvelctrltype": 2040,
    "jointintparam_dynposctrltype": 2041,
    "jointfloatparam_screwlead": 2042,
    # Shape parameters
    "shapeintparam_static": 3003,
    "shapeintparam_respondable": 3004,
    # Primitive shapes (sim.createPrimitiveShape)
    "primitiveshape_none": 0,
    "primitiveshape_plane": 1,
    "primitiveshape_disc": 2,
    "primitiveshape_cuboid": 3,
    "primitiveshape_spheroid": 4,
    "primitiveshape_cylinder": 5,
    "primitiveshape_cone": 6,
    "primitiveshape_heightfield": 7,
    "primitiveshape_capsule": 8,
    # Physics engines
    "physics_bullet": 0,
    "physics_ode": 1,
    "physics_vortex": 2,
    "physics_newton": 3,
    "physics_mujoco": 4,
    "physics_drake": 5,
}


def _legacy_table() -> dict[str, int]:
    return {
        name[len("sim_"):]: value
        for name, value in vars(legacy_constants).items()
        if name.startswith("sim_") and isinstance(value, int) and not isinstance(value, bool)
    }


LEGACY: dict[str, int] = _legacy_table()
SIM_CONSTANTS: dict[str, int] = {**LEGACY, **COPPELIASIM_4}
# A name in both lists must carry one value (the 4.x list only adds names, never redefines).
CONFLICTS = {n: (LEGACY[n], v) for n, v in COPPELIASIM_4.items() if n in LEGACY and LEGACY[n] != v}
if CONFLICTS:  # pragma: no cover - caught by tests/core/test_constants.py
    raise RuntimeError(f"sim constants defined twice with different values: {CONFLICTS}")
