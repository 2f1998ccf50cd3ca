"""What the ``sim`` API uses of the simulation it drives (the composition,
:mod:`tether.core.simulation`, gives it): declared here, in the API's room, so the API names no
module above it. The facade is the one part allowed to see this much of the simulation."""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from tether.core.engine.drawings import DrawingStore
    from tether.core.simapi.editing import SceneEditor
    from tether.core.engine.log import MessageLog
    from tether.core.engine.loop import Loop
    from tether.core.engine.physics import Physics
    from tether.core.engine.scene import Scene
    from tether.core.scripting.script_runner import ScriptRunner
    from tether.core.engine.sensing import Sensors
    from tether.core.engine.signals import Signals
    from tether.core.simapi.state import ExtraState
    from tether.core.engine.states import SimulationState

__all__ = ["Host"]


class Host(Protocol):
    """The simulation as the ``sim`` API sees it: its parts (the model and data are the
    physics', the clock the loop's), its state and the run controls."""

    lock: AbstractContextManager[Any]  # a threading.RLock, held around passes
    scene: Scene
    physics: Physics
    sensors: Sensors
    signals: Signals
    log: MessageLog
    loop: Loop
    editor: SceneEditor
    scripts: ScriptRunner
    drawings: DrawingStore
    api_state: ExtraState

    @property
    def state(self) -> SimulationState: ...

    def start(self) -> bool: ...

    def pause(self, by: str | None = None) -> bool: ...

    def stop(self, by: str | None = None) -> bool: ...
