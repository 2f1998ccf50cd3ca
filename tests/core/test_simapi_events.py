"""sim's scheduled calls, script messages, signal names, string parameters, config helpers."""

from __future__ import annotations

import math

import pytest

from tether.core import SimError, Simulation


def test_scheduled_calls_run_at_their_time(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    ran: list[float] = []
    api.scheduleExecution(lambda tag: ran.append((tag, api.getSimulationTime())), ["a"], 0.02, True)
    cancelled = api.scheduleExecution(lambda: ran.append("never"), [], 0.01, True)
    assert api.cancelScheduledExecution(cancelled) is True
    assert api.cancelScheduledExecution(cancelled) is False
    for _ in range(10):
        sim.step()
    assert len(ran) == 1 and ran[0][0] == "a" and ran[0][1] == pytest.approx(0.02)
    with pytest.raises(SimError, match="function"):
        api.scheduleExecution("notAFunction", [], 1.0)


def test_broadcast_reaches_scripts_with_sysCall_msg(builtin: Simulation) -> None:
    api = builtin.api
    api.addScript(api.getObject("Sphere"), "def sysCall_msg(msg, origin):\n    sim.setStringSignal('got', msg['text'])\n")
    builtin.step()
    api.broadcastMsg({"text": "hello"})
    assert api.getStringSignal("got") == b"hello"


def test_signal_names_string_params_and_configs(builtin: Simulation) -> None:
    api = builtin.api
    api.setFloatSignal("speed", 1.0)
    assert api.getSignalName(0, 1) == "speed" and api.getSignalName(1, 1) is None
    assert api.getStringParam(api.stringparam_scene_name) == builtin.scene.name
    api.setStringParam(api.stringparam_logfilter, "x")
    assert api.getStringParam(api.stringparam_logfilter) == "x"
    assert api.getConfigDistance([0, 0], [3, 4]) == pytest.approx(5)
    assert api.getConfigDistance([0.1], [2 * math.pi - 0.1], None, [1]) == pytest.approx(0.2)
    joint = api.getObject("Arm_joint1")
    api.setJointInterval(joint, False, [-6.0, 14.0])  # from -6 to 8: more than two turns
    configs = api.getAlternateConfigs([joint], [1.0])
    assert configs[0] == 1.0 and any(abs(c - (1.0 - 2 * math.pi)) < 1e-9 for c in configs) and len(configs) == 3
