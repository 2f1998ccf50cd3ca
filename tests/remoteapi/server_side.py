"""What a sans-IO ServerConnection reads from its server, for tests that drive one directly."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from tether.core import Simulation
from tether.remoteapi.limits import Budget, Limits


@dataclass
class Side:
    """What a ServerConnection reads from its server (tether.remoteapi.server_connection.ServerSide)."""

    simulation: Simulation
    limits: Limits = field(default_factory=Limits)
    stepping_allowed: bool = True
    file_root: Path | None = None
    scene_id: int = 0
    max_packet_size: int = 1300
    input_budget: Budget = field(init=False)

    def __post_init__(self) -> None:
        self.input_budget = Budget(self.limits.server_input)
