"""Real-time mode and frames for viewers."""

from __future__ import annotations

import time

from tether.core import Simulation


def test_real_time_mode_keeps_pace_with_the_wall_clock(builtin: Simulation) -> None:
    builtin.loop.real_time = True
    start = time.perf_counter()
    builtin.loop.run(duration=0.3)
    elapsed = time.perf_counter() - start
    assert builtin.loop.sim_time == 0.3
    assert elapsed >= 0.29  # never ahead of the wall clock


def test_real_time_mode_reports_falling_behind(write_scene) -> None:
    slow = "import time\ndef sysCall_actuation():\n    time.sleep(0.004)\n"
    sim = Simulation(write_scene(manifest='time_step = 0.001\nreal_time = true\n[[script]]\nobject = "Object0"\nfile = "slow.py"\n',
                                 scripts={"slow.py": slow}))
    sim.loop.run(steps=150)
    assert sim.loop.realtime_lag_warnings > 0
    assert any("behind the wall clock" in line for line in sim.log.texts())


def test_frames_every_passes_per_frame_only_with_viewers(write_scene) -> None:
    sim = Simulation(write_scene(manifest="passes_per_frame = 3\n"))
    sim.loop.run(steps=6)
    assert sim.frames.latest is None  # nobody watches: no frame is made
    sim.frames.subscribe()
    sim.loop.run(steps=9)
    frame = sim.frames.latest
    assert frame is not None and frame.index == 3 and frame.pass_count == 15
    assert frame.geom_xpos.shape == (sim.physics.model.ngeom, 3)
    assert sim.frames.wait_newer(frame.index, timeout=0.01) is None
    sim.loop.run(steps=3)
    newer = sim.frames.wait_newer(frame.index, timeout=0.01)
    assert newer is not None and newer.pass_count == 18
    assert not (newer.geom_xpos is frame.geom_xpos)  # frames are copies, safe for other threads
