"""Child scripts: cascade order, execution order, threaded scripts, errors."""

from __future__ import annotations


from tether.core import Simulation

STATUS = """
def sysCall_actuation():
    if sim.getSimulationTime() == 0:
        sim.addStatusbarMessage("{label}")
"""


def _manifest(entries: list[tuple[str, str, str]]) -> str:
    return "".join(
        f'[[script]]\nobject = "{obj}"\nfile = "{file}"\nexecution_order = "{order}"\n' for obj, file, order in entries
    )


def test_cascade_order_roots_first_leaves_last(write_scene) -> None:
    # Attach in reverse order: the cascade, not the manifest, decides the call order.
    entries = [(f"Object{i}", f"s{i}.py", "normal") for i in (2, 1, 0)]
    scripts = {f"s{i}.py": STATUS.format(label=i) for i in range(3)}
    sim = Simulation(write_scene(manifest=_manifest(entries), scripts=scripts))
    sim.step()
    assert sim.log.texts() == ["0", "1", "2"]


def test_execution_order_among_siblings(write_scene) -> None:
    # Object2..4 are siblings under Object1: last / normal / first, as in seed 004's experiment.
    entries = [("Object0", "s0.py", "normal"), ("Object1", "s1.py", "normal"),
               ("Object2", "s2.py", "last"), ("Object3", "s3.py", "normal"), ("Object4", "s4.py", "first")]
    scripts = {f"s{i}.py": STATUS.format(label=i) for i in range(5)}
    sim = Simulation(write_scene(manifest=_manifest(entries), scripts=scripts))
    sim.step()
    assert sim.log.texts() == ["0", "1", "4", "3", "2"]


COUNTER_THREAD = """
def sysCall_thread():
    sim.setThreadAutomaticSwitch(False)
    index = 0
    while sim.getSimulationState() != sim.simulation_advancing_abouttostop:
        trace.append(("thread", index, sim.getSimulationTime()))
        index += 1
        sim.switchThread()
"""

TICK = """
def sysCall_actuation():
    trace.append(("tick", sim.getSimulationTime()))
"""


def test_threaded_script_resumes_once_per_pass_interleaved(write_scene) -> None:
    path = write_scene(
        manifest='[[script]]\nobject = "Object0"\nfile = "t.py"\nthreaded = true\n'
        '[[script]]\nobject = "Object1"\nfile = "tick.py"\n',
        scripts={"t.py": COUNTER_THREAD, "tick.py": TICK},
    )
    sim = Simulation(path)
    trace: list[tuple] = []
    sim.scripts.script_globals["trace"] = trace
    for _ in range(5):
        sim.step()
    dt = sim.physics.time_step
    expected = []
    for n in range(5):
        expected += [("thread", n, n * dt), ("tick", n * dt)]
    assert [(e[0], *e[1:]) for e in trace] == expected
    sim.stop()
    assert sim.scripts.script_errors == 0
    assert trace[-1][0] == "tick"  # the thread ended at stop without running in between


def test_automatic_switch_after_about_two_ms(write_scene) -> None:
    busy = """
import time
def sysCall_thread():
    slices.append(sim.getSimulationTime())  # launched in the first pass
    while True:
        start = time.perf_counter()
        while time.perf_counter() - start < 0.0005:
            pass
        # every API call may switch once ~2 ms have passed; the one that switched returns in the
        # next pass, so each pass appends at least once whatever preempts this thread
        slices.append(sim.getSimulationTime())
"""
    sim = Simulation(write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "b.py"\nthreaded = true\n', scripts={"b.py": busy}))
    slices: list[float] = []
    sim.scripts.script_globals["slices"] = slices
    for _ in range(4):
        sim.step()
    sim.stop()
    per_pass = [slices.count(n * sim.physics.time_step) for n in range(4)]
    # It never calls switchThread, yet it ran in every pass (so it yielded on its own)...
    assert all(count >= 1 for count in per_pass), per_pass
    # ...after about 2 ms: at 0.5 ms per slice that is at most a handful of slices per pass
    # (a loaded machine only makes slices longer, so fewer fit).
    assert all(count <= 12 for count in per_pass), per_pass


def test_without_switch_a_thread_without_api_calls_finishes_in_one_pass(write_scene) -> None:
    once = """
sim.setThreadAutomaticSwitch(False)
for i in range(1000):
    sim.getSimulationTime()
done.append(sim.getSimulationTime())
"""
    sim = Simulation(write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "o.py"\nthreaded = true\n', scripts={"o.py": once}))
    done: list[float] = []
    sim.scripts.script_globals["done"] = done
    sim.step()
    assert done == [0.0]
    assert sim.scripts.child_scripts[0].finished


def test_raising_script_is_reported_and_simulation_continues(write_scene) -> None:
    bad = """
def sysCall_actuation():
    raise RuntimeError("boom at " + str(sim.getSimulationTime()))
"""
    good = """
def sysCall_actuation():
    sim.setInt32Signal("ticks", (sim.getInt32Signal("ticks") or 0) + 1)
"""
    sim = Simulation(write_scene(manifest=_manifest([("Object0", "bad.py", "normal"), ("Object1", "good.py", "normal")]),
                                 scripts={"bad.py": bad, "good.py": good}))
    for _ in range(10):
        sim.step()
    assert sim.api.getInt32Signal("ticks") == 10
    assert sim.scripts.script_errors >= 1
    report = sim.log.texts()[0]
    bad_file = str(sim.scene.manifest.scripts[0].file)
    assert report == f"{bad_file}:3: error in script of 'Object0', sysCall_actuation: RuntimeError: boom at 0.0"
    assert sim.scripts.script_error_lines[0] == report  # one line; the traceback goes to debug logging only


def test_script_added_mid_simulation_gets_init(write_scene) -> None:
    sim = Simulation(write_scene())
    for _ in range(3):
        sim.step()
    handle = sim.api.addScript(sim.api.getObject("Object2"), "def sysCall_init():\n    sim.addLog(450, 'init at %.2f' % sim.getSimulationTime())\n")
    sim.step()
    assert sim.log.texts() == [f"init at {3 * sim.physics.time_step:.2f}"]
    assert sim.api.getScriptHandle(sim.api.getObject("Object2")) == handle


def test_call_script_function(builtin: Simulation) -> None:
    api = builtin.api
    handle = api.getScriptHandle("DQRoboticsApiCommandServer")
    ints, floats, strings, buffer = api.callScriptFunction("get_mass", handle, [api.getObject("Sphere")], [], [], b"")
    assert floats == [1.0]
    _, inertia, _, _ = api.callScriptFunction("get_inertia@DQRoboticsApiCommandServer", -1, [api.getObject("Sphere")], [], ["absolute_frame"], b"")
    # a solid sphere of 1 kg and radius 0.1 m: I = 2/5 m r^2 on the diagonal
    assert [round(v, 6) for v in inertia] == [0.004, 0, 0, 0, 0.004, 0, 0, 0, 0.004]


def test_automatic_switch_turned_off_and_on_again(write_scene) -> None:
    toggling = """
import time
def sysCall_thread():
    sim.setThreadAutomaticSwitch(False)
    start = time.perf_counter()
    while time.perf_counter() - start < 0.005:
        sim.getSimulationTime()  # off: never switches on its own
    first.append(sim.getSimulationTime())
    sim.setThreadAutomaticSwitch(True)
    while True:
        start = time.perf_counter()
        while time.perf_counter() - start < 0.0005:
            pass
        slices.append(sim.getSimulationTime())  # on again: yields after ~2 ms
"""
    manifest = '[[script]]\nobject = "Object0"\nfile = "a.py"\nthreaded = true\n'
    sim = Simulation(write_scene(manifest=manifest, scripts={"a.py": toggling}))
    first: list[float] = []
    slices: list[float] = []
    sim.scripts.script_globals.update(first=first, slices=slices)
    for _ in range(3):
        sim.step()
    sim.stop()
    assert first == [0.0]
    assert sim.api.getThreadAutomaticSwitch() is False  # the main API's own answer: not a thread
    assert all(slices.count(n * sim.physics.time_step) >= 1 for n in range(1, 3)), slices
    assert sim.scripts.script_errors == 0


def test_threaded_script_runs_again_after_stop_and_start(write_scene) -> None:
    manifest = '[[script]]\nobject = "Object0"\nfile = "t.py"\nthreaded = true\n'
    path = write_scene(manifest=manifest, scripts={"t.py": COUNTER_THREAD})
    sim = Simulation(path)
    trace: list[tuple] = []
    sim.scripts.script_globals["trace"] = trace
    for _ in range(2):
        sim.step()
    sim.stop()
    for _ in range(2):
        sim.step()
    assert [e[1] for e in trace] == [0, 1, 0, 1]


def test_empty_callbacks_are_skipped_but_not_ones_that_would_fail(write_scene) -> None:
    script = """
def sysCall_actuation():
    pass

def sysCall_sensing(argument):
    pass
"""
    sim = Simulation(write_scene(manifest=_manifest([("Object0", "e.py", "normal")]), scripts={"e.py": script}))
    sim.step()
    assert sim.scripts.script_errors == 1  # calling sysCall_sensing() without its argument still fails
    assert "sysCall_sensing: TypeError" in sim.scripts.script_error_lines[0]
