"""A Python error text never leaks out of a ``sim`` call: every public SimAPI function, given an
argument of the wrong kind in any position, fails with a SimError whose text says which argument
is wrong (the doors add the function's name), never ``int() argument must be ...``."""

from __future__ import annotations

import inspect
import re

import pytest

from tether.core import SimError, Simulation

#: Functions that block, end the run or need a running thread: not called here.
NOT_CALLED = {"wait", "switchThread", "stopSimulation", "quitSimulator", "startSimulation", "pauseSimulation",
              "step", "moveToConfig", "moveToPose", "setThreadAutomaticSwitch"}
WRONG = [None, {"a": 1}, "x", [1, "y"], object()]
#: What Python says, never tether: a text with one of these leaked out of a conversion.
PYTHON_TEXTS = re.compile(r"argument must be|object is not|unhashable|NoneType|has no len|not subscriptable|"
                          r"cannot convert|not supported between|unpack")


def _calls(api: object) -> list[tuple[str, int]]:
    found = []
    for name in sorted(dir(type(api))):
        func = getattr(type(api), name, None)
        if name.startswith("_") or name in NOT_CALLED or not callable(func) or isinstance(func, type):
            continue
        try:
            params = list(inspect.signature(getattr(api, name)).parameters.values())
        except (TypeError, ValueError):
            continue
        found.append((name, sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params)))
    return found


def test_a_wrong_argument_is_a_sim_error_in_tethers_words() -> None:
    sim = Simulation()
    api = sim.api
    calls = _calls(api)
    assert len(calls) > 300
    leaks = []
    for name, count in calls:
        for position in range(count):
            for wrong in WRONG:
                args = [1] * count
                args[position] = wrong
                try:
                    getattr(api, name)(*args)
                except SimError as exc:
                    if PYTHON_TEXTS.search(str(exc)):
                        leaks.append(f"{name} argument {position + 1} = {wrong!r}: {exc}")
                except Exception as exc:  # noqa: BLE001 - what the test looks for
                    leaks.append(f"{name} argument {position + 1} = {wrong!r}: {type(exc).__name__}: {exc}")
    assert leaks == []


@pytest.mark.parametrize(("call", "argument"), [
    (lambda api, j: api.setJointTargetForce(j, None), "target force"),
    (lambda api, j: api.addDrawingObject({"kind": 1}, 2), "objectType"),
    (lambda api, j: api.setGraphStreamValue(1, None, 2.0), "streamId"),
    (lambda api, j: api.setObjectPosition(j, -1, [1, "a", 3]), "position"),
    (lambda api, j: api.createPrimitiveShape(3, [1, 1]), "sizes"),
    (lambda api, j: api.setStringSignal("s", 5), "signal value"),
    (lambda api, j: api.removeObjects(7), "object handles"),
])
def test_the_error_names_the_argument(call, argument: str) -> None:  # noqa: ANN001
    sim = Simulation()
    joint = sim.api.getObject("Arm_joint1")
    with pytest.raises(SimError, match=re.escape(argument)):
        call(sim.api, joint)
