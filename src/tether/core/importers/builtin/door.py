# The automatic revolving door of seed 004, as a non-threaded child script in Python:
# the door turns while either proximity sensor detects someone, and stands still otherwise.


def sysCall_init():
    global sensorHandleFront, sensorHandleBack, motorHandle
    sensorHandleFront = sim.getObjectHandle("DoorSensorFront")
    sensorHandleBack = sim.getObjectHandle("DoorSensorBack")
    motorHandle = sim.getObjectHandle("DoorMotor")


def sysCall_actuation():
    resF = sim.readProximitySensor(sensorHandleFront)[0]
    resB = sim.readProximitySensor(sensorHandleBack)[0]
    if resF > 0 or resB > 0:
        sim.setJointTargetVelocity(motorHandle, 0.2)
    else:
        sim.setJointTargetVelocity(motorHandle, 0)


def sysCall_sensing():
    pass


def sysCall_cleanup():
    pass
