# The same controller as a Python child script (the reference trajectory).
mode, pass_until = 0, 0.0  # 0 ahead, 1 turn left, 2 drive past, 3 turn back, 4 ahead


def sysCall_init():
    global rover, left, right, sensor
    rover = sim.getObject(".")
    left = sim.getObject("./leftMotor")
    right = sim.getObject("./rightMotor")
    sensor = sim.getObject("./Sensor")


def sysCall_actuation():
    global mode, pass_until
    t = sim.getSimulationTime()
    yaw = sim.getObjectOrientation(rover, -1)[2]
    if mode == 0 and sim.readProximitySensor(sensor)[0] > 0:
        mode = 1
    if mode == 1 and yaw > 0.9:
        mode, pass_until = 2, t + 2.5
    if mode == 2 and t > pass_until:
        mode = 3
    if mode == 3 and yaw < 0:
        mode = 4
    speeds = {1: (-2, 2), 3: (2, -2)}.get(mode, (4, 4))
    sim.setJointTargetVelocity(left, speeds[0])
    sim.setJointTargetVelocity(right, speeds[1])
