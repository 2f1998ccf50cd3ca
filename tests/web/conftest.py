"""Fixtures of the viewer tests; the helpers live in web_fixtures (test modules import them
from there, never from conftest, whose name other test folders share)."""

from __future__ import annotations

from typing import Iterator

import pytest
from web_fixtures import Served, serve, shut


@pytest.fixture
def served() -> Iterator[Served]:
    """The built-in scene, stopped, behind a viewer on an ephemeral port."""
    s = serve()
    try:
        yield s
    finally:
        shut(s)
