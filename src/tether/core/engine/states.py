"""CoppeliaSim's simulation states and object type codes (values as in simConst)."""

from enum import IntEnum


class SimulationState(IntEnum):
    """The simulation states, with CoppeliaSim's numeric values."""

    STOPPED = 0x00
    PAUSED = 0x08
    ADVANCING = 0x10
    ADVANCING_FIRSTPASS = 0x10
    ADVANCING_RUNNING = 0x11
    ADVANCING_LASTBEFOREPAUSE = 0x13
    ADVANCING_FIRSTAFTERPAUSE = 0x14
    ADVANCING_ABOUTTOSTOP = 0x15
    ADVANCING_LASTBEFORESTOP = 0x16

    @property
    def advancing(self) -> bool:
        return bool(self & 0x10)


class ObjectType(IntEnum):
    """Scene object types, with CoppeliaSim's codes (sim.object_*_type)."""

    SHAPE = 0
    JOINT = 1
    GRAPH = 2
    CAMERA = 3
    DUMMY = 4
    PROXIMITY_SENSOR = 5
    PATH = 8
    VISION_SENSOR = 9
    MILL = 11
    FORCE_SENSOR = 12
    LIGHT = 13
    MIRROR = 14
    OCTREE = 15
    POINT_CLOUD = 16


class JointType(IntEnum):
    """CoppeliaSim joint types (sim.joint_*_subtype)."""

    REVOLUTE = 10
    PRISMATIC = 11
    SPHERICAL = 12


class ExecutionOrder(IntEnum):
    """Order of sibling scripts in the cascade (sim.scriptexecorder_*)."""

    FIRST = 0
    NORMAL = 1
    LAST = 2
