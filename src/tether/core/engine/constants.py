"""CoppeliaSim's ``sim`` constants with CoppeliaSim's numeric values, from one table.

Names are those of the regular API (``sim.handle_world``, ``sim.jointdynctrl_velocity``...).
Where a name exists in the legacy remote API's ``simConst`` (as ``sim_<name>``), its value is
taken from there (:mod:`tether.core.engine.legacy_constants`, which ``tether.remoteapi.simConst``
re-exports); ``COPPELIASIM_4`` adds the names of CoppeliaSim 4.x's ``sim`` module that the
legacy list lacks or that 4.x introduced. Both take their values from CoppeliaSim's generated
catalogue (:mod:`tether.core.engine.catalogue_data`), so no value is written twice. ``tests/core/test_constants.py``
checks both against CoppeliaSim's published values.
"""

from __future__ import annotations

from tether.core.engine import legacy_constants
from tether.core.engine.catalogue_data import CONSTANTS as CATALOGUE
from tether.core.engine.handle_flags import HANDLEFLAGS

#: CoppeliaSim 4.x names the legacy list lacks; their values are the catalogue's.
COPPELIASIM_4_NAMES: tuple[str, ...] = (
    "handle_scene",
    "handle_app",
    "handle_inverse",
    "handle_mainscript",
    # System callbacks (enum sim_syscb_*)
    "syscb_cleanup",
    "syscb_init",
    "syscb_nonsimulation",
    "syscb_beforesimulation",
    "syscb_aftersimulation",
    "syscb_actuation",
    "syscb_sensing",
    "syscb_suspended",
    "syscb_suspend",
    "syscb_resume",
    # Threaded script resume locations (deprecated in 4.x, still exposed)
    "scriptthreadresume_allnotyetresumed",
    "scriptthreadresume_default",
    "scriptthreadresume_actuation_first",
    "scriptthreadresume_actuation_last",
    "scriptthreadresume_sensing_first",
    "scriptthreadresume_sensing_last",
    "scriptthreadresume_custom",
    # Script types (4.x names beside the legacy ones)
    "scripttype_main",
    "scripttype_simulation",
    "scripttype_addon",
    "scripttype_customization",
    "scripttype_sandbox",
    # Verbosity levels
    "verbosity_useglobal",
    "verbosity_none",
    "verbosity_errors",
    "verbosity_warnings",
    "verbosity_loadinfos",
    "verbosity_questions",
    "verbosity_scripterrors",
    "verbosity_scriptwarnings",
    "verbosity_scriptinfos",
    "verbosity_msgs",
    "verbosity_infos",
    "verbosity_debug",
    "verbosity_trace",
    "verbosity_tracelua",
    "verbosity_traceall",
    "verbosity_default",
    # Joint modes and dynamic control modes
    "jointmode_kinematic",
    "jointmode_dynamic",
    "jointdynctrl_free",
    "jointdynctrl_force",
    "jointdynctrl_velocity",
    "jointdynctrl_position",
    "jointdynctrl_spring",
    "jointdynctrl_callback",
    # Joint parameters new in 4.x
    "jointfloatparam_maxvel",
    "jointfloatparam_maxaccel",
    "jointfloatparam_maxjerk",
    "jointintparam_dynctrlmode",
    "jointintparam_dynvelctrltype",
    "jointintparam_dynposctrltype",
    "jointfloatparam_screwlead",
    # Shape parameters
    "shapeintparam_static",
    "shapeintparam_respondable",
    # Primitive shapes (sim.createPrimitiveShape)
    "primitiveshape_none",
    "primitiveshape_plane",
    "primitiveshape_disc",
    "primitiveshape_cuboid",
    "primitiveshape_spheroid",
    "primitiveshape_cylinder",
    "primitiveshape_cone",
    "primitiveshape_heightfield",
    "primitiveshape_capsule",
    # Physics engines
    "physics_bullet",
    "physics_ode",
    "physics_vortex",
    "physics_newton",
    "physics_mujoco",
    "physics_drake",
)
COPPELIASIM_4: dict[str, int] = {
    **HANDLEFLAGS,  # sim.handleflag_* (tether.core.engine.handle_flags)
    # older 4.x names the catalogue (CoppeliaSim's latest) no longer lists
    "syscb_info": 0,
    "scriptthreadresume_launch": -2,
    **{name: CATALOGUE[name] for name in COPPELIASIM_4_NAMES},
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
