-- Put some initialization code here
simSetThreadAutomaticSwitch(false)
index = 0
-- Put your main loop here:
while simGetSimulationState()~=sim_simulation_advancing_abouttostop do
    str = string.format("%d", index)
    simAddStatusbarMessage(str)
    index = index + 1
    simSwitchThread() -- resume in next simulation step
end
-- Put some clean-up code here
