"""What the ``sim`` API uses of the simulation it drives (the composition,
:mod:`tether.core.simulation`, gives it): declared here, in the API's room, so the API names no
module above it. The facade is the one part allowed to see this much of the simulation."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

if TYPE_CHECKING:
    import mujoco

    from tether.core.engine.drawings import DrawingStore
    from tether.core.simapi.editing import SceneEditor
    from tether.core.engine.log import MessageLog
    from tether.core.engine.loop import Loop
    from tether.core.engine.objects import ObjectTree, SceneObject
    from tether.core.engine.physics import Physics
    from tether.core.engine.scene import Scene
    from tether.core.scripting.script_runner import ScriptRunner
    from tether.core.scripting.scripts import Script
    from tether.core.engine.sensing import Sensors
    from tether.core.engine.signals import Signals
    from tether.core.simapi.state import ExtraState
    from tether.core.engine.states import SimulationState

__all__ = ["Host"]


class Host(Protocol):
    """The simulation as the ``sim`` API sees it: its parts, its clock and state, and the run
    controls."""

    scene: Scene
    model: mujoco.MjModel
    data: mujoco.MjData
    tree: ObjectTree
    physics: Physics
    sensors: Sensors
    signals: Signals
    log: MessageLog
    loop: Loop
    editor: SceneEditor
    scripts: ScriptRunner
    drawings: DrawingStore
    api_state: ExtraState
    scalar_joint_ids: dict[int, int]
    ensure_kinematics: Callable[[], None]
    mark_kinematics_dirty: Callable[[], None]

    @property
    def time_step(self) -> float: ...

    @property
    def state(self) -> SimulationState: ...

    @property
    def pass_count(self) -> int: ...

    @property
    def sim_time(self) -> float: ...

    @property
    def real_time(self) -> bool: ...

    @real_time.setter
    def real_time(self, value: bool) -> None: ...

    def start(self) -> bool: ...

    def pause(self, by: str | None = None) -> bool: ...

    def stop(self, by: str | None = None) -> bool: ...

    def add_script(self, obj: SceneObject, source: str, filename: str = "<script>",
                   threaded: bool = False) -> Script: ...
