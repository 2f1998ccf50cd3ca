# The default main script: one simulation pass = actuation (with dynamics), then sensing.
# A scene manifest may replace it ([main_script] file = "main.py") with a copy of this file.
# `sim` is the regular API; every call below is a building block CoppeliaSim's main script has.


def sysCall_init():
    pass


def sysCall_actuation():
    sim.resumeThreads(sim.scriptthreadresume_default)
    sim.resumeThreads(sim.scriptthreadresume_actuation_first)
    sim.launchThreadedChildScripts()
    sim.handleChildScripts(sim.syscb_actuation)
    sim.resumeThreads(sim.scriptthreadresume_actuation_last)
    sim.handleDynamics(sim.getSimulationTimeStep())


def sysCall_sensing():
    sim.handleProximitySensor(sim.handle_all_except_explicit)
    sim.resumeThreads(sim.scriptthreadresume_sensing_first)
    sim.handleChildScripts(sim.syscb_sensing)
    sim.resumeThreads(sim.scriptthreadresume_sensing_last)
    sim.resumeThreads(sim.scriptthreadresume_allnotyetresumed)


def sysCall_cleanup():
    sim.resetProximitySensor(sim.handle_all_except_explicit)
