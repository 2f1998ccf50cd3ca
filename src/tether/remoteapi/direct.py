"""Cheaper twins of the SimAPI calls a lockstep controller makes per joint and per step.

A legacy server executes ``setJointTargetPosition`` and ``getJointPosition`` seven times per
exchange for an arm; through the SimAPI each is four or five Python calls (method, handle
check, number check, motor lookup). The twins here take the same arguments and give the same
results, reaching the core's joint cache and motors directly when the joint was validated
before (the SimAPI keeps validated scalar joints in ``Simulation.scalar_joint_ids``, emptied
whenever the model changes); anything else (a handle not validated yet, no motor, a value
that is no finite number) goes through the SimAPI method itself, so every failure and its
text stay the SimAPI's.

Their batch twins (:func:`batch_method`) serve a run of such calls in one Python call, for a
message program (:mod:`.program`): they stop before the first call that is for the SimAPI, so
the caller hands that one and the rest to the general path. A run whose every joint was
validated is remembered (its motors, its qpos addresses) until the scene changes
(``Simulation.scene_version``, which every model change bumps), so a lockstep loop's run costs
no per-joint lookups and its reads are one ``take``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable, Sequence

import numpy as np

from tether.core.motors import MotorMode

if TYPE_CHECKING:
    from tether.core.simulation import Simulation

__all__ = ["batch_method", "direct_method"]


def _set_joint_target_position(sim: Simulation) -> Callable[[Any, Any], None]:
    general = sim.api.setJointTargetPosition
    joint_ids = sim.scalar_joint_ids
    position = MotorMode.POSITION
    isfinite = math.isfinite

    def set_joint_target_position(handle: Any, value: Any) -> None:
        joint = joint_ids.get(handle)
        # a float from the request's struct (the general path converts and checks anything else)
        if joint is not None and type(value) is float and isfinite(value):
            motor = sim.scene.motors.get(joint)
            if motor is not None:
                motor.set_target(sim.model, sim.data, position, value)  # what command_motor calls
                return
        general(handle, value)

    return set_joint_target_position


def _set_joint_target_positions(sim: Simulation) -> Callable[[Sequence[Any]], int]:
    joint_ids = sim.scalar_joint_ids
    position = MotorMode.POSITION
    isfinite = math.isfinite
    # handles -> (scene version, their motors): a run whose handles were all validated joints
    # with motors stays so until the scene changes (scalar_joint_ids is emptied only then)
    known: dict[tuple, tuple[int, list[Any]]] = {}

    def set_joint_target_positions(pairs: Sequence[Any]) -> int:
        """``pairs``: handle, value, handle, value...; sets them in order and returns how many
        it set: it stops before the first one the single twin would hand to the SimAPI (the
        same checks), which has then not been touched."""
        model, data = sim.model, sim.data
        handles = tuple(pairs[0::2])
        entry = known.get(handles)
        if entry is not None and entry[0] == sim.scene_version:
            k = 0
            for motor, value in zip(entry[1], pairs[1::2]):
                if type(value) is not float or not isfinite(value):
                    return k
                motor.set_target(model, data, position, value)
                k += 1
            return k
        motors = sim.scene.motors
        found = []
        for k in range(1, len(pairs), 2):
            joint = joint_ids.get(pairs[k - 1])
            value = pairs[k]
            motor = motors.get(joint) if joint is not None and type(value) is float and isfinite(value) else None
            if motor is None:
                return k // 2
            motor.set_target(model, data, position, value)
            found.append(motor)
        if len(known) >= 64:  # runs not remembered any more
            known.clear()
        known[handles] = (sim.scene_version, found)
        return len(pairs) // 2

    return set_joint_target_positions


class _JointPositions:
    """qpos addresses of validated joints for one model (a scene edit makes a new model and
    data); the qpos array of one MjData (a view of its buffer, which lives as long as it does)."""

    __slots__ = ("sim", "addresses", "model", "data", "qpos")

    def __init__(self, sim: Simulation) -> None:
        self.sim = sim
        self.addresses: dict[int, int] = {}
        self.model: Any = None
        self.data: Any = None
        self.qpos: Any = None

    def current(self) -> Any:
        """The qpos array of the simulation's data now (the addresses follow its model)."""
        sim = self.sim
        data = sim.data
        if data is not self.data:
            self.data, self.qpos = data, data.qpos
        if sim.model is not self.model:
            self.model = sim.model
            self.addresses.clear()
        return self.qpos

    def address(self, joint: int) -> int:
        address = self.addresses.get(joint)
        if address is None:
            address = self.addresses[joint] = int(self.model.jnt_qposadr[joint])
        return address


def _get_joint_position(sim: Simulation) -> Callable[[Any], float]:
    general = sim.api.getJointPosition
    joint_ids = sim.scalar_joint_ids
    positions = _JointPositions(sim)

    def get_joint_position(handle: Any) -> float:
        joint = joint_ids.get(handle)
        if joint is None:
            return general(handle)
        return positions.current().item(positions.address(joint))  # a Python float, as float(qpos[address])

    return get_joint_position


def _get_joint_positions(sim: Simulation) -> Callable[[Sequence[Any]], list[float] | None]:
    joint_ids = sim.scalar_joint_ids
    positions = _JointPositions(sim)
    # handles -> (scene version, MjData, their qpos addresses): validated joints stay so until
    # the scene changes (scalar_joint_ids is emptied only then); one take() reads them all
    known: dict[tuple, tuple[int, Any, Any]] = {}

    def get_joint_positions(handles: Sequence[Any]) -> list[float] | None:
        """The positions of ``handles`` (Python floats, as float(qpos[address])), or None when
        one of them is for the SimAPI (not validated yet: it may fail)."""
        key = handles if type(handles) is tuple else tuple(handles)
        entry = known.get(key)
        if entry is not None and entry[0] == sim.scene_version and entry[1] is sim.data:
            return entry[1].qpos.take(entry[2]).tolist()
        qpos = positions.current()
        address = positions.address
        addresses = []
        for handle in handles:
            joint = joint_ids.get(handle)
            if joint is None:
                return None
            addresses.append(address(joint))
        if len(known) >= 64:  # runs not remembered any more
            known.clear()
        known[key] = (sim.scene_version, sim.data, np.array(addresses, dtype=np.intp))
        return [qpos.item(a) for a in addresses]

    return get_joint_positions


_TWINS: dict[str, Callable[[Simulation], Callable[..., Any]]] = {
    "setJointTargetPosition": _set_joint_target_position,
    "getJointPosition": _get_joint_position,
}

#: SimAPI method -> the batch twin serving a run of its calls (see :func:`batch_method`)
_BATCHES: dict[str, Callable[[Simulation], Callable[..., Any]]] = {
    "setJointTargetPosition": _set_joint_target_positions,
    "getJointPosition": _get_joint_positions,
}


def direct_method(sim: Simulation, method: str) -> Callable[..., Any]:
    """The SimAPI method ``method`` of ``sim``, or its cheaper twin (same results and failures)."""
    twin = _TWINS.get(method)
    return twin(sim) if twin is not None else getattr(sim.api, method)


def batch_method(sim: Simulation, method: str) -> Callable[..., Any] | None:
    """The batch twin of the SimAPI method ``method`` of ``sim``, or None. A run of calls in one
    batch: ``setJointTargetPosition``'s takes (handle, value, handle, value...) and returns how
    many it set, in order (the first one it did not set is for the SimAPI method itself);
    ``getJointPosition``'s takes the handles and returns their positions, or None (then none
    is for a batch)."""
    batch = _BATCHES.get(method)
    return batch(sim) if batch is not None else None
