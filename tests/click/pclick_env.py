"""The pclick virtualenv helper for the Click tests; it lives in the package
(:mod:`tether.click.pclick_venv`) so that ``tether bench click`` can use it too."""

from tether.click.pclick_venv import (  # noqa: F401  (re-exported for the tests)
    PCLICK_VERSION,
    REPO_ROOT,
    PclickEnv,
    PclickUnavailable,
    free_tcp_addr,
    stop,
    venv_dir,
)
