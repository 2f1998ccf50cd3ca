"""Controllers for the sweep tests (imported by Ray workers by module name)."""

from __future__ import annotations

import os
from pathlib import Path


def arm(run):  # noqa: ANN001, ANN201
    """Drives Arm_joint1 to the run's target plus a seeded offset; reward: minus the error."""
    if run.step == 0:
        run.state["joint"] = run.sim.getObject("Arm_joint1")
        run.state["goal"] = run.params["target"] + 0.01 * run.rng.standard_normal()
    joint, goal = run.state["joint"], run.state["goal"]
    run.sim.setJointTargetPosition(joint, goal)
    q = run.sim.getJointPosition(joint)
    run.metrics["goal"] = goal
    return -abs(q - goal)


def arm_dies_once(run):  # noqa: ANN001, ANN201
    """As ``arm``, but the worker process running a chosen target dies the first time (os._exit):
    Ray has to retry that run on another worker."""
    if run.step == 5 and run.params["target"] in run.params["victims"]:
        marker = Path(run.params["marker_dir"]) / f"died-{run.params['target']}"
        if not marker.exists():
            marker.write_text(str(os.getpid()))
            os._exit(1)
    return arm(run)


def broken(run):  # noqa: ANN001, ANN201
    if run.params["target"] > 0.5:
        raise RuntimeError("controller bug")
    return arm(run)


def sleepy(run):  # noqa: ANN001, ANN201
    """Hangs (for the timeout test): 30 s at the first pass."""
    import time

    time.sleep(30)
    return 0.0
