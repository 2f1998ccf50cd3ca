-- A threaded child script: walks the Walker back and forth along x, through the door,
-- one stride per simulation pass (explicit switching, as in seed 004's example).
-- The Lua twin of walker.py (scene_lua.toml runs it).

local SPEED = 0.8  -- m/s
local X_MIN, X_MAX = 0.0, 6.0

function sysCall_thread()
    sim.setThreadAutomaticSwitch(false)
    local walker = sim.getObject('/Walker')
    local p = sim.getObjectPosition(walker, -1)
    local x, y, z = p[1], p[2], p[3]
    local direction = 1.0
    while sim.getSimulationState() ~= sim.simulation_advancing_abouttostop do
        x = x + direction * SPEED * sim.getSimulationTimeStep()
        if x >= X_MAX or x <= X_MIN then
            x = math.min(math.max(x, X_MIN), X_MAX)
            direction = -direction
        end
        sim.setObjectPosition(walker, -1, {x, y, z})
        sim.switchThread()  -- resume at the next pass
    end
end
