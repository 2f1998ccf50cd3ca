-- The automatic revolving door of seed 004, as a non-threaded child script in Lua
-- (CoppeliaSim 4.x form; the Lua twin of door.py, which scene_lua.toml runs): the door turns
-- while either proximity sensor detects someone, and stands still otherwise. Seed 004's own
-- V-REP form of this script is examples/lua_door/door.lua.

function sysCall_init()
    sensorHandleFront = sim.getObjectHandle("DoorSensorFront")
    sensorHandleBack = sim.getObjectHandle("DoorSensorBack")
    motorHandle = sim.getObjectHandle("DoorMotor")
end

function sysCall_actuation()
    local resF = sim.readProximitySensor(sensorHandleFront)
    local resB = sim.readProximitySensor(sensorHandleBack)
    if resF > 0 or resB > 0 then
        sim.setJointTargetVelocity(motorHandle, 0.2)
    else
        sim.setJointTargetVelocity(motorHandle, 0)
    end
end

function sysCall_sensing()
end

function sysCall_cleanup()
end
