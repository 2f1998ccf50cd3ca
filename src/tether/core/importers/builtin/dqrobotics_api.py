# The three functions DQ_VrepInterface calls with simxCallScriptFunction on the object
# "DQRoboticsApiCommandServer" (get_mass, get_center_of_mass, get_inertia), in Python.
# Each receives (ints, floats, strings, buffer) and returns the same four.
import numpy as np


def _absolute(strings):
    return bool(strings) and strings[0] == "absolute_frame"


def get_mass(ints, floats, strings, buffer):
    return [], [sim.getShapeMass(ints[0])], [], b""


def get_center_of_mass(ints, floats, strings, buffer):
    handle = ints[0]
    _, com = sim.getShapeInertia(handle)
    com = np.array(com).reshape(3, 4)[:, 3]
    if _absolute(strings):
        m = np.array(sim.getObjectMatrix(handle, -1)).reshape(3, 4)
        com = m[:, :3] @ com + m[:, 3]
    return [], [float(v) for v in com], [], b""


def get_inertia(ints, floats, strings, buffer):
    handle = ints[0]
    inertia, _ = sim.getShapeInertia(handle)
    inertia = np.array(inertia).reshape(3, 3) * sim.getShapeMass(handle)
    if _absolute(strings):
        r = np.array(sim.getObjectMatrix(handle, -1)).reshape(3, 4)[:, :3]
        inertia = r @ inertia @ r.T
    return [], [float(v) for v in inertia.reshape(9)], [], b""
