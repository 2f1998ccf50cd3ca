"""Cheaper twins of the SimAPI calls a lockstep controller makes per joint and per step.

A legacy server executes ``setJointTargetPosition`` and ``getJointPosition`` seven times per
exchange for an arm; through the SimAPI each is four or five Python calls (method, handle
check, number check, motor lookup). The twins here take the same arguments and give the same
results, reaching the core's joint cache and motors directly when the joint was validated
before (the SimAPI keeps validated scalar joints in ``Simulation.scalar_joint_ids``, emptied
whenever the model changes); anything else (a handle not validated yet, no motor, a value
that is no finite number) goes through the SimAPI method itself, so every failure and its
text stay the SimAPI's.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable

from tether.core.motors import MotorMode

if TYPE_CHECKING:
    from tether.core.simulation import Simulation

__all__ = ["direct_method"]


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


def _get_joint_position(sim: Simulation) -> Callable[[Any], float]:
    general = sim.api.getJointPosition
    joint_ids = sim.scalar_joint_ids
    # joint id -> its qpos address, for one model (a scene edit makes a new model and data);
    # the qpos array of one MjData (a view of its buffer, which lives as long as it does)
    addresses: dict[int, int] = {}
    seen: list[Any] = [None, None, None]  # model, data, data.qpos

    def get_joint_position(handle: Any) -> float:
        joint = joint_ids.get(handle)
        if joint is None:
            return general(handle)
        data = sim.data
        if data is not seen[1]:
            model = sim.model
            if model is not seen[0]:
                addresses.clear()
            seen[:] = model, data, data.qpos
        elif sim.model is not seen[0]:
            addresses.clear()
            seen[0] = sim.model
        address = addresses.get(joint)
        if address is None:
            address = addresses[joint] = int(seen[0].jnt_qposadr[joint])
        return seen[2].item(address)  # a Python float, as float(qpos[address])

    return get_joint_position


_TWINS: dict[str, Callable[[Simulation], Callable[..., Any]]] = {
    "setJointTargetPosition": _set_joint_target_position,
    "getJointPosition": _get_joint_position,
}


def direct_method(sim: Simulation, method: str) -> Callable[..., Any]:
    """The SimAPI method ``method`` of ``sim``, or its cheaper twin (same results and failures)."""
    twin = _TWINS.get(method)
    return twin(sim) if twin is not None else getattr(sim.api, method)
