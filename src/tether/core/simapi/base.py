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

        def getShapeBB(self, handle: int) -> list[float]: ...

        def getObjectPosition(self, handle: int, relative_to: int = -1) -> list[float]: ...

        def setObjectPosition(self, handle: int, relative_to: int, position: Any = None) -> None: ...

        def getCollectionObjects(self, collection_handle: int) -> list[int]: ...

        def getReferencedHandles(self, object_handle: int, tag: str = "") -> list[int]: ...

        def poseToMatrix(self, pose: Any) -> list[float]: ...

        def matrixToPose(self, matrix: Any) -> list[float]: ...

        def setInt32Signal(self, name: str, value: int) -> None: ...

        def setObjectParent(self, handle: int, parent: int, keep_in_place: bool = True) -> None: ...

        def addScript(self, object_handle: int, source: str, threaded: bool = False) -> int: ...

        def callScriptFunction(self, function_name: str, script_handle: Any, *args: Any) -> Any: ...

        def getJointInterval(self, handle: int) -> tuple[bool, list[float]]: ...

        def getJointType(self, handle: int) -> int: ...

        def getShapeMesh(self, shape_handle: int) -> tuple[list[float], list[int], list[float]]: ...

        def createDummy(self, size: float = 0.01, color: Any = None) -> int: ...

        def writeCustomBufferData(self, object_handle: int, tag_name: str, data: Any) -> None: ...

        def readCustomBufferData(self, object_handle: int, tag_name: str) -> bytes | None: ...

        def setFloatSignal(self, name: str, value: float) -> None: ...

        def setStringSignal(self, name: str, value: Any) -> None: ...

    @property
    def _extra(self) -> ExtraState:
        """The mixins' per-simulation state."""
        return state_of(self._sim)

    @property
    def _scripts(self) -> Any:
        """What runs the simulation's scripts (script_by_handle, main_script, report_script_error):
        the Simulation's ScriptRunner part where it has one, else the Simulation itself."""
        return getattr(self._sim, "scripts", self._sim)

    def _rebind_sensors(self) -> None:
        """Let the sensors see a changed set of scene sensors (the Sensors part's rebind where the
        Simulation has one, else its own rebind_sensors)."""
        sensors = getattr(self._sim, "sensors", None)
        rebind = getattr(sensors, "rebind", None) or self._sim.rebind_sensors
        rebind()

    def _geom_owner(self, geom: int) -> int:
        """The handle of the scene object a MuJoCo geom belongs to, -1 if none."""
        return getattr(self._sim, "sensors", self._sim).geom_object_handle(geom)
