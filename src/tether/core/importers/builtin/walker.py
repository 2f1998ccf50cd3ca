# A threaded child script: walks the Walker back and forth along x, through the door,
# one stride per simulation pass (explicit switching, as in seed 004's example).

SPEED = 0.8  # m/s
X_MIN, X_MAX = 0.0, 6.0


def sysCall_thread():
    sim.setThreadAutomaticSwitch(False)
    walker = sim.getObject("/Walker")
    x, y, z = sim.getObjectPosition(walker, -1)
    direction = 1.0
    while sim.getSimulationState() != sim.simulation_advancing_abouttostop:
        x += direction * SPEED * sim.getSimulationTimeStep()
        if x >= X_MAX or x <= X_MIN:
            x = min(max(x, X_MIN), X_MAX)
            direction = -direction
        sim.setObjectPosition(walker, -1, [x, y, z])
        sim.switchThread()  # resume at the next pass
