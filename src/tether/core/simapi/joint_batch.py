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
    from tether.core.engine.physics import Physics
    from tether.core.engine.scene import Scene
    from tether.core.simapi.api import SimAPI

__all__ = ["JointBatch", "NotBatchable"]

#: runs of handles remembered per batch (a controller uses one or two)
RUNS_KEPT = 64
#: read once: an enum member looked up per call costs a type-cache miss (``__getattr__``)
_POSITION = MotorMode.POSITION


class NotBatchable(Exception):
    """A run of joint calls that must be made one by one (nothing of it was done)."""


class Joints(Protocol):
    """What a batch reads of its simulation (tether.core.simulation.Simulation gives it): the
    SimAPI that validates handles, the scene's motors, and the physics of the open scene (its
    model and data, the cache of validated joints, and the scene version that says when runs
    must be validated again)."""

    api: SimAPI
    scene: Scene
    physics: Physics


class JointBatch:
    """Joint target writes and position reads of one simulation, a run of handles at a time."""

    def __init__(self, simulation: Joints) -> None:
        self.simulation = simulation
        # handles -> (scene version, MjData, motors, qpos addresses, the MjData's qpos array, MjModel)
        self._runs: dict[tuple[int, ...], tuple[int, Any, list[Any], Any, Any, Any]] = {}

    def _run(self, handles: tuple[int, ...]) -> tuple[int, Any, list[Any], Any, Any, Any]:
        """The run of ``handles``, remembered while the scene and its MjData stay (the hot calls
        below test that themselves first: one Python call less per batch)."""
        sim = self.simulation
        physics = sim.physics
        known = self._runs.get(handles)
        if known is not None and known[0] == physics.scene_version and known[1] is physics.data:
            return known
        api = sim.api
        motors = sim.scene.motors
        found = []
        addresses = []
        for handle in handles:
            try:
                api.getJointPosition(handle)  # validates it as a scalar joint, as every joint call does
            except SimError:
                raise NotBatchable(f"handle {handle} is no scalar joint") from None
            joint = physics.caches.scalar_joint_ids.get(handle)
            if joint is None:  # validated under another handle value (an alias): not remembered
                raise NotBatchable(f"handle {handle} is no cached scalar joint")
            found.append(motors.get(joint))
            addresses.append(int(physics.model.jnt_qposadr[joint]))
        if len(self._runs) >= RUNS_KEPT:
            self._runs.clear()
        data = physics.data
        # the qpos array kept (MjData.qpos makes a new numpy view on each read), and the model:
        # it changes only with a new scene version (Physics.adopt_model)
        known = self._runs[handles] = (physics.scene_version, data, found, np.array(addresses, dtype=np.intp),
                                       data.qpos, physics.model)
        return known

    def set_target_positions(self, handles: tuple[int, ...], values: Sequence[Any]) -> None:
        """``setJointTargetPosition(handle, value)`` for each pair, in order."""
        physics = self.simulation.physics
        known = self._runs.get(handles)
        if known is None or known[0] != physics.scene_version or known[1] is not physics.data:
            known = self._run(handles)
        motors = known[2]
        if not all_finite(values) or None in motors:
            raise NotBatchable("a joint without a motor, or a value that is no finite number")
        data = known[1]
        model = known[5]
        for motor, value in zip(motors, values):
            motor.set_target(model, data, _POSITION, float(value))  # what SimAPI.setJointTargetPosition does

    def set_targets(self, handles: tuple[int, ...], modes: Sequence[MotorMode], values: Sequence[Any]) -> None:
        """Each joint's motor commanded to its value in its mode (POSITION, VELOCITY or FORCE): what
        ``setJointTargetPosition``/``setJointTargetVelocity``/``setJointTargetForce`` do, in order."""
        _version, data, motors, _addresses, _qpos, model = self._run(handles)
        if not all_finite(values) or None in motors:  # (float() below converts each as the setters do)
            raise NotBatchable("a joint without a motor, or a value that is no finite number")
        for motor, mode, value in zip(motors, modes, values):
            motor.set_target(model, data, mode, float(value))

    def positions(self, handles: tuple[int, ...]) -> list[float]:
        """``getJointPosition(handle)`` of each handle (Python floats)."""
        physics = self.simulation.physics
        known = self._runs.get(handles)
        if known is None or known[0] != physics.scene_version or known[1] is not physics.data:
            known = self._run(handles)
        return known[4].take(known[3]).tolist()
