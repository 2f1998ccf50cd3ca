"""`tether bench zmq`: the official ZeroMQ client against tether beside a bare ROUTER server."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest


def test_zmq_lane_measures_both_benchmarks_beside_the_bare_server() -> None:
    done = subprocess.run([sys.executable, "-m", "tether.cli", "bench", "zmq", "--json", "--repeats", "1",
                           "--seconds", "0.2"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    placements = ["same-core", "cross-core"] if len(os.sched_getaffinity(0)) > 1 else ["same-core"]
    names = {"blocking sim.getObjectPosition (official client)",
             "stepping: step + 7 targets + 7 reads (official client)"}
    assert sorted((r["name"], r["placement"]) for r in results) == sorted((n, p) for n in names for p in placements)
    for r in results:
        assert r["skipped"] is None and r["rate"] > 0 and r["baseline"] > 0
        assert r["ratio"] == pytest.approx(r["rate"] / r["baseline"])
        assert "bare pyzmq ROUTER" in r["baseline_name"]
    assert {r["goal"] for r in results if "blocking" in r["name"]} == {0.9}
