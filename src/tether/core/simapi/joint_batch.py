"""Runs of joint target writes and joint position reads, validated once per run of handles.

A lockstep controller sets the targets of an arm's joints and reads their positions back in
every exchange: the same handles, new values. :class:`JointBatch` serves such a run in one call.
Its handles are validated the first time a run of them is seen (through the SimAPI, so every
check and failure text is the SimAPI's own) and the run's motors and qpos addresses are kept
until the scene changes (``sim.physics.scene_version``) or the simulation's data is replaced.

Both calls either do the whole run or nothing: :class:`NotBatchable` means one of the run's
calls would go differently from the rest (a handle that is no validated scalar joint with a
motor, a value that is no finite float); the caller then makes the calls one by one through
the SimAPI, which gives each one its own result or failure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, Sequence

import numpy as np

from tether.core.engine.errors import SimError
from tether.core.engine.motors import MotorMode
from tether.core.simapi.args import all_finite

if TYPE_CHECKING:
    import mujoco

    from tether.core.simapi.api import SimAPI
    from tether.core.engine.scene import Scene

__all__ = ["JointBatch", "NotBatchable"]

#: runs of handles remembered per batch (a controller uses one or two)
RUNS_KEPT = 64
# read once: an attribute of an Enum class goes through EnumType.__getattr__'s slot on each read
_POSITION = MotorMode.POSITION


class NotBatchable(Exception):
    """A run of joint calls that must be made one by one (nothing of it was done)."""


class Joints(Protocol):
    """What a batch reads of its simulation (tether.core.simulation.Simulation gives it): the
    SimAPI that validates handles and its cache of validated joints, the scene's motors, the
    model and data, and the scene version that says when runs must be validated again."""

    api: SimAPI
    scene: Scene
    model: mujoco.MjModel
    data: mujoco.MjData
    scalar_joint_ids: dict[int, int]

    @property
    def scene_version(self) -> int: ...


class JointBatch:
    """Joint target writes and position reads of one simulation, a run of handles at a time."""

    def __init__(self, simulation: Joints) -> None:
        self.simulation = simulation
        # handles -> (scene version, MjData, motors, qpos addresses, the MjData's qpos array)
        self._runs: dict[tuple[int, ...], tuple[int, Any, list[Any], Any, Any]] = {}

    def _run(self, handles: tuple[int, ...]) -> tuple[int, Any, list[Any], Any, Any]:
        """The run of ``handles``, remembered while the scene and its MjData stay (the calls
        below test that themselves first: one Python call less per batch)."""
        sim = self.simulation
        known = self._runs.get(handles)
        if known is not None and known[0] == sim.physics.scene_version and known[1] is sim.data:
            return known
        api = sim.api
        joint_ids = sim.scalar_joint_ids
        motors = sim.scene.motors
        found = []
        addresses = []
        for handle in handles:
            try:
                api.getJointPosition(handle)  # validates it as a scalar joint, as every joint call does
            except SimError:
                raise NotBatchable(f"handle {handle} is no scalar joint") from None
            joint = joint_ids.get(handle)
            if joint is None:  # validated under another handle value (an alias): not remembered
                raise NotBatchable(f"handle {handle} is no cached scalar joint")
            found.append(motors.get(joint))
            addresses.append(int(sim.model.jnt_qposadr[joint]))
        if len(self._runs) >= RUNS_KEPT:
            self._runs.clear()
        data = sim.data
        # the qpos array kept too: MjData.qpos makes a new numpy view on each read
        known = self._runs[handles] = (sim.physics.scene_version, data, found, np.array(addresses, dtype=np.intp),
                                       data.qpos)
        return known

    def set_target_positions(self, handles: tuple[int, ...], values: Sequence[Any]) -> None:
        """``setJointTargetPosition(handle, value)`` for each pair, in order."""
        sim = self.simulation
        known = self._runs.get(handles)
        if known is None or known[0] != sim.physics.scene_version or known[1] is not sim.data:
            known = self._run(handles)
        data = known[1]
        motors = known[2]
        if not all_finite(values) or None in motors:
            raise NotBatchable("a joint without a motor, or a value that is no finite number")
        model = sim.model
        for motor, value in zip(motors, values):
            motor.set_target(model, data, _POSITION, float(value))  # what SimAPI.setJointTargetPosition does

    def set_targets(self, handles: tuple[int, ...], modes: Sequence[MotorMode], values: Sequence[Any]) -> None:
        """Each joint's motor commanded to its value in its mode (POSITION, VELOCITY or FORCE): what
        ``setJointTargetPosition``/``setJointTargetVelocity``/``setJointTargetForce`` do, in order."""
        _version, data, motors, _addresses, _qpos = self._run(handles)
        if not all_finite(values) or None in motors:  # (float() below converts each as the setters do)
            raise NotBatchable("a joint without a motor, or a value that is no finite number")
        model = self.simulation.model
        for motor, mode, value in zip(motors, modes, values):
            motor.set_target(model, data, mode, float(value))

    def positions(self, handles: tuple[int, ...]) -> list[float]:
        """``getJointPosition(handle)`` of each handle (Python floats)."""
        sim = self.simulation
        known = self._runs.get(handles)
        if known is None or known[0] != sim.physics.scene_version or known[1] is not sim.data:
            known = self._run(handles)
        return known[4].take(known[3]).tolist()
