"""A Click server built on the real pclick package, for tether's client tests.

Runs in the pclick venv (see pclick_env.py): ``python pclick_scripted_server.py ADDR``.
Unlike pclick.demo.server it answers every request and exercises the error paths:

* HandshakeInit  -> the Handshake of golden/handshake.bin (robot "robot", 3 joints)
* SensorRequest  -> SensorMessage with the current state, without stepping
* ControlMessage -> ErrorMessage if not exactly 3 ``values`` for "robot"; else stores the
  values as joint angles, advances time by 0.002 and answers a SensorMessage. A control
  event "reset_me" makes it behave as if the simulation were reset from the simulation
  side: that request and the next one are answered with ResetMessage.
* ResetMessage   -> ResetMessage, state back to zero
* ErrorMessage   -> no answer; the server exits (as the protocol says: it ends the
  simulation). Prints "got error: <text>" first.
"""

import sys

from pclick import MessageFactory, Server, ValueType
from pclick.Messaging_pb2 import (
    ControlMessageType,
    ErrorMessageType,
    HandshakeInitMessageType,
    ResetMessageType,
    SensorRequestMessageType,
)

JOINTS = ["joint1", "joint2", "joint3"]


def handshake():
    m = MessageFactory.create_handshake()
    m.controlType = ValueType.Multiple
    r = m.objects["robot"]
    r.controlsInOrder.extend(JOINTS)
    r.controlTypesInOrder.extend([ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D])
    r.jointSensorsInOrder.extend(JOINTS)
    r.jointSensors.extend([ValueType.Angle, ValueType.AngularVelocity1D, ValueType.Torque1D])
    r.controlEvents["gripper"] = ValueType.Activated
    r.sensors["external_1"].types.extend([ValueType.Force3D, ValueType.Torque3D])
    r.objectSensors.extend([ValueType.Position, ValueType.RPY])
    m.simSettings.timeStep = 0.002
    return m


def main(addr):
    server = Server(addr)
    angles = [0.0, 0.0, 0.0]
    t = 0.0
    steps = 0
    pending_reset = False

    def sensors():
        s = MessageFactory.create_sensormessage()
        r = s.objects["robot"]
        r.angleSensors.extend(angles)
        r.angularVelocitySensors.extend([float(steps)] * 3)
        r.torqueSensors.extend([-a for a in angles])
        r.objectSensors.add().position.arr.extend([1.0, 2.0, 3.0])
        r.objectSensors.add().rpy.arr.extend([0.0, 0.0, t])
        r.sensors["external_1"].sensor.add().force3d.arr.extend([0.0, 0.0, 9.81])
        r.sensors["external_1"].sensor.add().torque3d.arr.extend([0.0, 0.0, 0.0])
        s.simVars.simulatedTime = t
        return s

    print("ready", flush=True)
    while True:
        req = server.recv_blocking()
        kind = req.messageType
        if kind == ErrorMessageType:
            print(f"got error: {req.errormessage}", flush=True)
            server.stop()
            return
        if pending_reset:
            pending_reset = False
            server.send(MessageFactory.create_resetmessage())
            continue
        if kind == HandshakeInitMessageType:
            server.send(handshake())
        elif kind == SensorRequestMessageType:
            server.send(sensors())
        elif kind == ResetMessageType:
            angles, t, steps = [0.0, 0.0, 0.0], 0.0, 0
            server.send(MessageFactory.create_resetmessage())
        elif kind == ControlMessageType:
            robot = req.objects.get("robot")
            if robot is not None and robot.controlEvents.get("reset_me"):
                angles, t, steps = [0.0, 0.0, 0.0], 0.0, 0
                pending_reset = True
                server.send(MessageFactory.create_resetmessage())
                continue
            if robot is None or len(robot.values) != 3:
                e = MessageFactory.create_errormessage()
                e.errormessage = "need exactly 3 values for robot"
                server.send(e)
                continue
            angles = list(robot.values)
            t += 0.002
            steps += 1
            server.send(sensors())


if __name__ == "__main__":
    main(sys.argv[1])
