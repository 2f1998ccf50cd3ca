"""The constants the SimAPI mixins add have CoppeliaSim's values (the ZeroMQ catalogue's)."""

from __future__ import annotations

from tether.core.simapi.api import SimAPI
from tether.core.simapi.constants import CONSTANTS_4X
from tether.core.simapi.physics import ENGINE_PARAMS
from tether.zmqremoteapi.catalogue import CONSTANTS


def test_added_constants_match_coppeliasim() -> None:
    for name, value in CONSTANTS_4X.items():
        assert CONSTANTS[name] == value, name
    for pid, param in ENGINE_PARAMS.items():
        assert CONSTANTS[param.name] == pid, param.name
    for name in dir(SimAPI):
        if name in CONSTANTS and isinstance(getattr(SimAPI, name), int) and name.startswith(("ruckig_", "handleflag_")):
            assert getattr(SimAPI, name) == CONSTANTS[name], name
