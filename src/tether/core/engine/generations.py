"""The generations of CoppeliaSim's API a caller speaks, and the rules where their meanings differ.

One ``sim`` API serves every door (legacy remote API, ZeroMQ remote API, Lua and Python scripts,
in-process users); where CoppeliaSim 4.x gave a name another meaning than V-REP's, the caller's
generation picks the rule here, in one place, instead of a door overriding the function:

- :attr:`Generation.VREP`: V-REP and CoppeliaSim before 4.3, and tether's own in-process callers
  (Click, the viewer, ``SimulationSession``, the legacy remote API). A target sets the joint's
  control mode: ``setJointTargetForce`` puts the joint in force control, as
  ``setJointTargetVelocity`` puts it in velocity control.
- :attr:`Generation.COPPELIASIM_4`: CoppeliaSim 4.3 and later (ZeroMQ remote API clients, Lua
  and Python scripts). ``setJointTargetForce`` on a joint in position or velocity control sets
  its maximum force (a negative signed value also reverses the target velocity); only a joint in
  force control takes it as the force to apply.
"""

from __future__ import annotations

from enum import Enum

from tether.core.engine.motors import MotorMode

__all__ = ["Generation", "target_force_is_max_force"]


class Generation(Enum):
    """Which CoppeliaSim API a caller speaks (see the module's rules)."""

    VREP = "vrep"
    COPPELIASIM_4 = "coppeliasim4"


def target_force_is_max_force(generation: Generation, mode: MotorMode) -> bool:
    """``setJointTargetForce``'s rule: True when the value is the motor's maximum force (CoppeliaSim
    4.x, a joint not in force control), False when it is the force to apply in force control."""
    return generation is Generation.COPPELIASIM_4 and mode is not MotorMode.FORCE
