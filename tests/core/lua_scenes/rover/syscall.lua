-- CoppeliaSim 4.x (V-REP 3.5+): sysCall_* functions, sim.xxx names, paths
local mode, passUntil = 0, 0  -- 0 ahead, 1 turn left, 2 drive past, 3 turn back, 4 ahead
local function control(rover, left, right, sensor)
    local t = sim.getSimulationTime()
    local yaw = sim.getObjectOrientation(rover, -1)[3]
    if mode == 0 and sim.readProximitySensor(sensor) > 0 then mode = 1 end
    if mode == 1 and yaw > 0.9 then mode, passUntil = 2, t + 2.5 end
    if mode == 2 and t > passUntil then mode = 3 end
    if mode == 3 and yaw < 0 then mode = 4 end
    local l, r = 4, 4
    if mode == 1 then l, r = -2, 2 elseif mode == 3 then l, r = 2, -2 end
    sim.setJointTargetVelocity(left, l)
    sim.setJointTargetVelocity(right, r)
end

function sysCall_init()
    rover = sim.getObject('.')
    left = sim.getObject('./leftMotor')
    right = sim.getObject('./rightMotor')
    sensor = sim.getObject('./Sensor')  -- a grandchild: /Rover/Bumper/Sensor
end

function sysCall_actuation()
    control(rover, left, right, sensor)
end
