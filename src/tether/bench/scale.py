"""Lane `scale`: many simulations (needs ``tether[scale]`` and ``gymnasium[mujoco]``).

* ``tether/Reach-v0`` env steps/s beside Gymnasium's own MuJoCo arm env of similar size,
  ``Pusher-v5`` (7 joints, as our arm; goal >= 1.0), and the smaller ``Reacher-v5`` (2 joints,
  no goal: a stricter line for reference), all made by ``gymnasium.make`` (same wrappers),
  measured back to back on one pinned core.
* :class:`~tether.gym.TetherVectorEnv` with N = 1, 8, 64 worlds: world-steps/s beside one
  ``TetherEnv`` stepping alone (N single envs stepped one after the other have that same
  per-world rate). The batch uses every core (MuJoCo's rollout thread pool). Goal for 64: >= 3.0.
* ``tether sweep`` of 200 short episodes (built-in scene, scripts included, 100 passes each) on
  a local Ray with 2 workers beside the same runs serially in this process. Ray's start and its
  workers' first imports are warmed up before measuring. Goal >= 1.6.

Each line is the median of ``repeats`` back-to-back pairs (candidate, baseline).
Actions come from a seeded random stream (:func:`action_stream`), one row per env step; in the
vector lane the batch and the single env consume the same stream, so both meet the same mix of
free motion and contacts (which changes a MuJoCo step's cost by up to half).
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import sys
import time
from typing import Any, Callable, Iterator

import numpy as np

from tether.bench.results import Progress, Result, measure_rate

VECTOR_SIZES = (1, 8, 64)
SWEEP_RUNS = 200
SWEEP_STEPS = 100
SWEEP_CONTROLLER = "tether.bench.scale:sweep_controller"
SIMILAR_SIZE = "Pusher-v5"  # Gymnasium's MuJoCo env nearest Reach-v0 in size (a 7-joint arm): the goal's baseline
ACTION_STREAM = 257  # rows of the seeded action stream (prime: see _batch_stepper)
ACTION_SEED = 2026


@contextlib.contextmanager
def pinned(cores: set[int]) -> Iterator[None]:
    """Run the calling thread on ``cores`` only (Linux), so both sides of a pair share a core."""
    if not hasattr(os, "sched_getaffinity"):
        yield
        return
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, cores & before or before)
    try:
        yield
    finally:
        os.sched_setaffinity(0, before)


def action_stream(space: Any, length: int = ACTION_STREAM) -> np.ndarray:
    """``length`` seeded random actions of ``space`` (one per row), cycled through by a lane.

    Candidate and baseline consume the same stream in the same order (a batch of N worlds takes
    N consecutive rows per step), so both meet the same mix of free motion and contacts: with one
    fixed random action per run, a pose that ends in contact made a step up to 50% dearer from
    one run to the next."""
    low, high = space.low.astype(np.float64), space.high.astype(np.float64)
    return np.random.default_rng(ACTION_SEED).uniform(low, high, size=(length, *space.shape)).astype(space.dtype)


def _stepper(env: Any, actions: np.ndarray | None = None) -> Callable[[], None]:
    """A function doing one env step per call, cycling through ``actions`` (default: the
    env's seeded :func:`action_stream`); resets at episode ends."""
    env.reset(seed=0)
    rows = list(action_stream(env.action_space) if actions is None else actions)
    cursor = [0]

    def step() -> None:
        i = cursor[0]
        cursor[0] = i + 1 if i + 1 < len(rows) else 0
        _, _, terminated, truncated, _ = env.step(rows[i])
        if terminated or truncated:
            env.reset()

    return step


def _batch_stepper(env: Any, stream: np.ndarray) -> Callable[[], None]:
    """One batched step per call; step k takes the stream's rows k*N .. k*N+N-1 (cyclic)."""
    n, length = env.num_envs, len(stream)
    # length is prime, so the batches' starting rows k*N mod length visit every row: precompute them
    batches = [stream[(k * n + np.arange(n)) % length] for k in range(length)]
    cursor = [0]

    def step() -> None:
        k = cursor[0]
        cursor[0] = k + 1 if k + 1 < length else 0
        env.step(batches[k])

    return step


def run(repeats: int, seconds: float, progress: Progress) -> list[Result]:
    try:
        import gymnasium as gym

        import tether.gym  # noqa: F401  (registers tether/Reach-v0)
    except ImportError as exc:
        why = f'needs gymnasium: pip install "tether[scale]" ({exc})'
        return [Result("scale", "tether/Reach-v0 env steps/s", "steps", [], "", [], skipped=why)]
    results = [_env_lane(gym, baseline, repeats, seconds, progress) for baseline in ("Pusher-v5", "Reacher-v5")]
    results.extend(_vector_lane(n, repeats, seconds, progress) for n in VECTOR_SIZES)
    results.append(_sweep_lane(repeats, seconds, progress))
    return results


def _env_lane(gym: Any, baseline_id: str, repeats: int, seconds: float, progress: Progress) -> Result:
    name = f"tether/Reach-v0 env steps/s vs {baseline_id}"
    try:
        baseline_env = gym.make(baseline_id)
    except Exception as exc:  # gymnasium without its mujoco extra
        return Result("scale", name, "env steps", [], baseline_id, [], skipped=f'{baseline_id}: {exc} (pip install "gymnasium[mujoco]")')
    env = gym.make("tether/Reach-v0")
    ours, theirs = _stepper(env), _stepper(baseline_env)
    candidate, baseline = [], []
    core = min(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 0
    with pinned({core}):
        for i in range(repeats):
            candidate.append(measure_rate(ours, seconds))
            baseline.append(measure_rate(theirs, seconds))
            progress(f"  scale Reach-v0 vs {baseline_id}, repeat {i + 1}/{repeats}: {candidate[-1]:.0f} vs {baseline[-1]:.0f} steps/s")
    base = baseline_env.unwrapped
    notes = [
        f"Reach-v0: 7 joints, {env.unwrapped.frame_skip} x {env.unwrapped.session.time_step * 1000:g} ms per env step; "
        f"{baseline_id}: {base.model.nv} dof, {base.frame_skip} x {base.model.opt.timestep * 1000:g} ms",
        f"one pinned core (cpu {core})",
    ]
    env.close()
    baseline_env.close()
    return Result("scale", name, "env steps (gymnasium.make, same wrappers)", candidate,
                  f"Gymnasium {baseline_id} env steps/s (gymnasium[mujoco])", baseline,
                  goal=1.0 if baseline_id == SIMILAR_SIZE else None, notes=notes)


def _vector_lane(n: int, repeats: int, seconds: float, progress: Progress) -> Result:
    from tether.gym import TetherEnv
    from tether.gym.vector import TetherVectorEnv

    batched = TetherVectorEnv(n, task="reach", max_episode_steps=100)
    single = TetherEnv(task="reach")
    batched.reset(seed=0)
    stream = action_stream(single.action_space)
    many, one = _batch_stepper(batched, stream), _stepper(single, stream)
    candidate, baseline = [], []
    cpu_batch, cpu_one = [], []  # CPU seconds per world-step (all threads): robust to a busy machine
    for i in range(repeats):
        cpu = time.process_time()
        candidate.append(measure_rate(many, seconds, batch=n))
        cpu_batch.append((time.process_time() - cpu) / (candidate[-1] * seconds))
        cpu = time.process_time()
        baseline.append(measure_rate(one, seconds))
        cpu_one.append((time.process_time() - cpu) / (baseline[-1] * seconds))
        progress(f"  scale batched N={n}, repeat {i + 1}/{repeats}: {candidate[-1]:.0f} vs {baseline[-1]:.0f} world-steps/s")
    threads = batched.threads
    cpu_b, cpu_o = float(np.median(cpu_batch)), float(np.median(cpu_one))
    batched.close()
    single.close()
    return Result(
        "scale", f"TetherVectorEnv N={n} world-steps/s", "world steps (Reach-v0)", candidate,
        "one TetherEnv (= N single envs, per world)", baseline, goal=3.0 if n == 64 else None,
        notes=[
            f"mujoco.rollout, {threads} thread(s)",
            f"CPU per world-step: {cpu_b * 1e6:.1f} us batched vs {cpu_o * 1e6:.1f} us one env "
            f"({cpu_o / cpu_b:.2f}x less; about the wall ratio per idle core used)",
        ],
    )


def sweep_controller(run: Any) -> float:
    """The bench sweep's controller: drives the arm's first joint to the run's target."""
    if run.step == 0:
        run.state["joint"] = run.sim.getObject("Arm_joint1")
        run.sim.setJointTargetPosition(run.state["joint"], run.params["target"])
    return -abs(run.sim.getJointPosition(run.state["joint"]) - run.params["target"])


def _sweep_lane(repeats: int, seconds: float, progress: Progress) -> Result:
    name = "tether sweep runs/s, Ray 2 workers vs serial"
    if importlib.util.find_spec("ray") is None:
        return Result("scale", name, "runs", [], "", [], skipped='needs ray: pip install "tether[scale]"')
    from tether.sweep import make_runs
    from tether.sweep.runner import init_ray, run_on_ray, run_serial

    runs = max(20, round(SWEEP_RUNS * min(seconds, 1.0)))  # 200 at the default 1 s per measurement
    specs = make_runs({"target": np.linspace(-1.0, 1.0, runs).tolist()}, 1, SWEEP_CONTROLLER, None, SWEEP_STEPS)
    fresh = "ray" not in sys.modules or not sys.modules["ray"].is_initialized()
    init_ray(workers=2)  # before this process imports ray: a local Ray on 127.0.0.1
    import ray
    try:
        run_on_ray(specs[:8], timeout=300)  # warm-up: start both workers and their imports
        candidate, baseline = [], []
        for i in range(repeats):
            started = time.perf_counter()
            run_on_ray(specs, timeout=300)
            candidate.append(runs / (time.perf_counter() - started))
            started = time.perf_counter()
            run_serial(specs)
            baseline.append(runs / (time.perf_counter() - started))
            progress(f"  scale sweep {runs} runs, repeat {i + 1}/{repeats}: {candidate[-1]:.1f} vs {baseline[-1]:.1f} runs/s")
    finally:
        if fresh:
            ray.shutdown()
    return Result(
        "scale", name, f"episodes ({runs} runs x {SWEEP_STEPS} passes, built-in scene)", candidate,
        "the same runs serially in this process", baseline, goal=1.6,
        notes=[f"{os.cpu_count()} CPUs; Ray started and warmed up before measuring"],
    )
