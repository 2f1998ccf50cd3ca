"""The end of `tether sweep`'s output: the best parameters and runs, from the rows."""

from __future__ import annotations

import math

from tether.sweep.summary import best_lines


def test_best_parameters_are_ranked_by_mean_return_and_failed_runs_left_out() -> None:
    rows = [
        {"run": 0, "seed": 0, "param.gain": 1, "return": -3.0, "error": ""},
        {"run": 1, "seed": 1, "param.gain": 1, "return": -1.0, "error": ""},
        {"run": 2, "seed": 0, "param.gain": 2, "return": -1.5, "error": ""},
        {"run": 3, "seed": 1, "param.gain": 2, "return": -1.6, "error": ""},
        {"run": 4, "seed": 0, "param.gain": 3, "return": math.nan, "error": "RuntimeError: boom"},
    ]
    assert best_lines(rows) == [
        "best parameters (mean return over their seeds):",
        "  gain=2: -1.55 (2 run(s))",
        "  gain=1: -2 (2 run(s))",
        "best runs:",
        "  run 1 (seed 1, gain=1): return -1",
        "  run 2 (seed 0, gain=2): return -1.5",
        "  run 3 (seed 1, gain=2): return -1.6",
    ]


def test_without_parameters_only_runs_and_nothing_when_all_failed() -> None:
    rows = [{"run": i, "seed": i, "return": float(i), "error": ""} for i in range(5)]
    assert best_lines(rows)[0] == "best runs:" and best_lines(rows)[1] == "  run 4 (seed 4): return 4"
    assert best_lines([{"run": 0, "seed": 0, "return": math.nan, "error": "x"}]) == []
