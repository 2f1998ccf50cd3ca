"""The CoppeliaSim simulation states, as scripts see them, and time stepping."""

from __future__ import annotations

from tether.core import Simulation, SimulationState as S

RECORDER = """
def sysCall_init():
    sim.setStringSignal("seen", "")
    record("init")

def record(tag):
    seen = sim.getStringSignal("seen").decode()
    sim.setStringSignal("seen", seen + f"{tag}:{sim.getSimulationState():#x}:{sim.getSimulationTime():.2f};")

def sysCall_actuation():
    record("act")

def sysCall_cleanup():
    record("clean")
"""


def seen(sim: Simulation) -> list[str]:
    return [s for s in sim.api.getStringSignal("seen").decode().split(";") if s]


def test_every_state_in_order(write_scene) -> None:
    sim = Simulation(write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "rec.py"\n', scripts={"rec.py": RECORDER}))
    assert sim.state == S.STOPPED
    observed = []
    sim.step()  # first pass
    observed.append(sim.state)
    sim.step()
    sim.pause()
    assert sim.state == S.ADVANCING_RUNNING  # the pause takes effect with the next pass
    sim.step()  # last before pause
    observed.append(sim.state)
    assert sim.step() is False  # paused: no pass runs
    sim.start()
    sim.step()  # first after pause
    observed.append(sim.state)
    sim.stop()
    observed.append(sim.state)
    assert observed == [S.ADVANCING_RUNNING, S.PAUSED, S.ADVANCING_RUNNING, S.STOPPED]


def test_scripts_see_each_state(write_scene) -> None:
    sim = Simulation(write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "rec.py"\n', scripts={"rec.py": RECORDER}))
    remote = sim.api  # signals set from outside persist across stop; scripts' are cleared
    sim.step()
    sim.step()
    sim.pause()
    sim.step()
    sim.start()
    sim.step()
    trace = seen(sim)
    assert trace == [
        "init:0x10:0.00",
        "act:0x10:0.00",
        "act:0x11:0.01",
        "act:0x13:0.02",
        "act:0x14:0.03",
    ]
    captured: list[str] = []
    script_obj = sim.scripts.child_scripts[0]
    original = script_obj.namespace["record"]

    def capture(tag: str) -> None:
        original(tag)
        captured.extend(seen(sim)[-1:])

    script_obj.namespace["record"] = capture
    sim.stop()
    assert captured == ["clean:0x16:0.04"]
    assert remote.getStringSignal("seen") is None  # a script's signal is cleared at stop


def test_about_to_stop_seen_by_threaded_script(write_scene) -> None:
    thread = """
def sysCall_thread():
    sim.setThreadAutomaticSwitch(False)
    while sim.getSimulationState() != sim.simulation_advancing_abouttostop:
        sim.switchThread()
    states.append(sim.getSimulationState())
"""
    sim = Simulation(write_scene(manifest='[[script]]\nobject = "Object1"\nfile = "t.py"\nthreaded = true\n', scripts={"t.py": thread}))
    states: list[int] = []
    sim.scripts.script_globals["states"] = states
    for _ in range(3):
        sim.step()
    sim.stop()
    assert states == [S.ADVANCING_ABOUTTOSTOP]
    assert sim.scripts.script_errors == 0


def test_time_advances_one_step_per_pass(builtin) -> None:
    dt = builtin.physics.time_step
    assert dt == 0.005
    for n in range(1, 101):
        builtin.step()
        assert builtin.loop.sim_time == n * dt
        assert builtin.api.getSimulationTime() == n * dt
    builtin.stop()
    assert builtin.loop.sim_time == 0.0


def test_start_pause_stop_return_values(builtin) -> None:
    api = builtin.api
    assert api.pauseSimulation() == -1  # not running
    assert api.stopSimulation() == -1
    assert api.startSimulation() == 1
    assert api.startSimulation() == -1  # already running
    builtin.step()
    assert api.pauseSimulation() == 1
    builtin.step()
    assert api.getSimulationState() == S.PAUSED
    assert api.stopSimulation() == 1
    assert api.getSimulationState() == S.STOPPED
