-- V-REP up to 3.4: the whole chunk in each phase, sim_call_type, simXxx names
if (sim_call_type==sim_childscriptcall_initialization) then
    rover=simGetObjectHandle('Rover')
    left=simGetObjectHandle('leftMotor')
    right=simGetObjectHandle('rightMotor')
    sensor=simGetObjectHandle('Sensor')
mode,passUntil=0,0 -- 0 ahead, 1 turn left, 2 drive past, 3 turn back, 4 ahead
function control(rover,left,right,sensor)
    local t=simGetSimulationTime()
    local yaw=simGetObjectOrientation(rover,-1)[3]
    if (mode==0 and simReadProximitySensor(sensor)>0) then mode=1 end
    if (mode==1 and yaw>0.9) then mode,passUntil=2,t+2.5 end
    if (mode==2 and t>passUntil) then mode=3 end
    if (mode==3 and yaw<0) then mode=4 end
    local l,r=4,4
    if (mode==1) then l,r=-2,2 elseif (mode==3) then l,r=2,-2 end
    simSetJointTargetVelocity(left,l)
    simSetJointTargetVelocity(right,r)
end

end

if (sim_call_type==sim_childscriptcall_actuation) then
    control(rover,left,right,sensor)
end

if (sim_call_type==sim_childscriptcall_sensing) then
end

if (sim_call_type==sim_childscriptcall_cleanup) then
end
