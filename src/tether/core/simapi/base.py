"""What every SimAPI mixin may use of SimAPI (declared for type checkers; SimAPI provides it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tether.core.simapi.state import ExtraState, state_of

if TYPE_CHECKING:
    from tether.core.objects import SceneObject
    from tether.core.scripts import Script
    from tether.core.simulation import Simulation

__all__ = ["Part"]


class Part:
    """Base of the mixins: SimAPI sets ``_sim`` and ``_script`` and defines ``_object``."""

    if TYPE_CHECKING:
        _sim: Simulation
        _script: Script | None

        def _object(self, handle: Any) -> SceneObject: ...

        def switchThread(self) -> None: ...

        def getObjectVelocity(self, handle: int) -> tuple[list[float], list[float]]: ...

        def getJointPosition(self, handle: int) -> float: ...

        def setJointPosition(self, handle: int, position: float) -> None: ...

        def setJointTargetPosition(self, handle: int, position: float) -> None: ...

        def getObjectPose(self, handle: int, relative_to: int = -1) -> list[float]: ...

        def setObjectPose(self, handle: int, relative_to: int, pose: Any = None) -> None: ...

        def getVisionSensorResolution(self, handle: int) -> list[int]: ...

        def getVisionSensorDepth(self, handle: int) -> tuple[bytes, list[int]]: ...

        def getVisionSensorImg(self, handle: int, options: int = 0) -> tuple[bytes, list[int]]: ...

        def setVisionSensorImg(self, handle: int, image: bytes, options: int = 0) -> None: ...

        def readVisionSensor(self, handle: int) -> tuple[int, list[float]]: ...

    @property
    def _extra(self) -> ExtraState:
        """The mixins' per-simulation state."""
        return state_of(self._sim)
