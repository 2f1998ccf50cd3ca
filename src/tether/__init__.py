"""tether: a headless MuJoCo robot simulator driven over CoppeliaSim's legacy remote API and Click."""

import os as _os

# tether is headless: MuJoCo picks its OpenGL back end when it is first imported, so ask for
# EGL (offscreen; Mesa's software renderer where there is no GPU) unless the user chose one.
_os.environ.setdefault("MUJOCO_GL", "egl")

__version__ = "0.1.0"

from tether.util.compiled import build_info, install as _install_pure_finder  # noqa: E402

_install_pure_finder()  # TETHER_PURE_PYTHON=1 (or a stale build) runs the pure modules


def version_line() -> str:
    """What ``tether --version`` prints: the version (builds may append what they are, e.g. compiled)."""
    return f"tether {__version__}, {build_info()}"


def __getattr__(name: str) -> object:
    # Lazy: `import tether.click` must stay light (no MuJoCo); `tether.SimulationSession` loads the core.
    if name == "SimulationSession":
        from tether.core.session import SimulationSession

        return SimulationSession
    if name == "__build__":  # which modules run, compiled or pure (see tether.util.compiled)
        return build_info()
    raise AttributeError(f"module 'tether' has no attribute {name!r}")
