"""Fixtures for Click tests: the pclick virtualenv (see pclick_env.py)."""

from __future__ import annotations

import os

import pytest

from pclick_env import PclickEnv, PclickUnavailable


@pytest.fixture(scope="session")
def pclick() -> PclickEnv:
    """A working pclick venv; skips (or fails with TETHER_REQUIRE_PCLICK=1) when it
    cannot be set up, e.g. without access to PyPI."""
    try:
        return PclickEnv.ensure()
    except PclickUnavailable as exc:
        if os.environ.get("TETHER_REQUIRE_PCLICK") == "1":
            pytest.fail(f"pclick venv required but unavailable: {exc}")
        pytest.skip(f"pclick venv unavailable: {exc}")
