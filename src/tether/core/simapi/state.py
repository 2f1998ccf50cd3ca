"""What the SimAPI mixins remember per simulation (SimAPI objects are per script: state is not
theirs). Each :class:`~tether.core.simulation.Simulation` declares one (``api_state``), kept
across scene switches as the simulation is."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["ExtraState"]


@dataclass
class ExtraState:
    """Per-simulation state of the mixins (each field's comment says whose it is)."""

    consoles: dict[int, list[str]] = field(default_factory=dict)  # gui: auxiliary consoles
    editors: dict[int, str] = field(default_factory=dict)  # gui: text editors' texts
    selection: list[int] = field(default_factory=list)  # gui: selected object handles
    next_handle: int = 1  # gui: consoles, editors (one counter)
    collections: dict[int, list[tuple[int, int, int]]] = field(default_factory=dict)  # sensing
    next_collection: int = 2_000_000
    custom_data: dict[int, dict[str, bytes]] = field(default_factory=dict)  # data: target -> tag -> bytes
    persistent: dict[str, bytes] = field(default_factory=dict)  # data: persistent data (in memory)
    named: dict[str, str] = field(default_factory=dict)  # data: named string params
    locks: dict[str, int] = field(default_factory=dict)  # data: lock name -> depth
    applied: dict[int, Any] = field(default_factory=dict)  # physics: body -> force/torque for next pass
    motions: dict[int, Any] = field(default_factory=dict)  # motion: ruckig handle -> generator
    next_motion: int = 1
    paths: dict[int, Any] = field(default_factory=dict)  # motion: path object handle -> control points
    custom_props: dict[int, dict[str, tuple[int, Any]]] = field(default_factory=dict)  # properties
    flags: dict[tuple[str, int], int] = field(default_factory=dict)  # building: (kind, handle) -> flags
    name_suffixes: dict[int, int] = field(default_factory=dict)  # script_objects: script handle -> suffix
    lights: dict[int, tuple] = field(default_factory=dict)  # stand_ins: light handle -> parameters
    kept_params: dict[tuple[int, int], float] = field(default_factory=dict)  # stand_ins: (handle, param)
    volumes: dict[int, Any] = field(default_factory=dict)  # volumes: point cloud / octree handle -> data
    textures: dict[int, Any] = field(default_factory=dict)  # images: texture id -> pixels
    #: particles: particle object handle -> particles (None until the first: it adds a pass listener)
    particles: dict[int, Any] | None = None
    #: events: id -> scheduled call (None until the first: it adds pass and stop listeners)
    scheduled: dict[int, Any] | None = None
    #: files: folders front ends allow beside the scene's (``--allow-files``), in the order allowed
    file_roots: list[Path] = field(default_factory=list)
    tubes: dict[int, Any] = field(default_factory=dict)  # vrep: tube end handle -> its tube
    tube_names: dict[tuple[int, str], Any] = field(default_factory=dict)  # vrep: (header, name) -> tube
    custom_uis: dict[int, Any] = field(default_factory=dict)  # custom_ui: simUI handle -> its widgets
    simui: Any = None  # custom_ui: the simUI functions on these UIs (the composition makes them)
    lock: threading.RLock = field(default_factory=threading.RLock)


    def new_handle(self) -> int:
        handle = self.next_handle
        self.next_handle += 1
        return handle

