"""Run a sweep's episodes: serially in this process, or as Ray tasks (local, or a cluster).

On Ray each task runs a batch of consecutive runs (``run_episode`` each, its own simulation) and
returns their rows together: a Ray task costs a few milliseconds of scheduling and transfer, as
much as a short episode, so batches of about an eighth of each worker's share keep the workers
busy while amortising that cost (``batch`` overrides it; 1 is a task per run). A worker that dies
(killed, out of memory, a crash in native code) fails its task, and Ray runs the whole batch
again on another worker, up to ``max_retries`` times; a batch's rows arrive all at once or not
at all. Results are keyed by run number, so the table holds every run exactly once whatever was
retried; a run still failing after its retries is recorded with its error instead of going
missing.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from typing import Any, Callable, Sequence

from tether.sweep.episode import RunSpec, run_episode

__all__ = ["run_serial", "run_on_ray"]

# Ray reports usage statistics over the network unless told not to: tether never phones home.
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")


BATCHES_PER_WORKER = 8  # enough to balance uneven episodes, few enough to amortise a task


def run_batch(specs: Sequence[RunSpec]) -> list[dict[str, Any]]:
    """One Ray task: the rows of consecutive runs, in order."""
    return [run_episode(spec) for spec in specs]


def _failed_row(spec: RunSpec, exc: BaseException) -> dict[str, Any]:
    row = {"run": spec.run, "seed": spec.seed, **{f"param.{k}": v for k, v in spec.params.items()}}
    row.update({"return": float("nan"), "steps": 0, "error": f"{type(exc).__name__}: {exc}".splitlines()[0]})
    return row


def _progress(total: int, enabled: bool) -> Any:
    from tqdm import tqdm

    return tqdm(total=total, unit="run", disable=not enabled, mininterval=0.25, file=sys.stderr, desc="sweep")


def run_serial(specs: Sequence[RunSpec], progress: bool = False) -> list[dict[str, Any]]:
    """Every run one after the other in this process (the baseline, and no Ray needed)."""
    rows = []
    with _progress(len(specs), progress) as bar:
        for spec in specs:
            rows.append(run_episode(spec))
            bar.update(1)
    return rows


def init_ray(address: str | None = None, workers: int | None = None) -> None:
    """Start a local Ray (``workers`` CPUs, no dashboard, 127.0.0.1) or join ``address``.
    A Ray already initialised in this process is used as it is."""
    if address:
        # Ray itself retries an unreachable cluster for minutes, logging each try. Checked before
        # ray is imported: a later local Ray still reads its environment at import.
        check_reachable(address)
    else:
        # A local Ray advertises the machine's network address unless told that it is a
        # single-machine Ray (as it is on macOS and Windows); then everything talks over 127.0.0.1.
        # Read when ray is first imported, and by its processes, which inherit it.
        os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
    import ray

    if ray.is_initialized():
        return
    if address:
        if address.startswith("ray://"):
            try:
                import grpc  # noqa: F401  (Ray Client's transport, not in Ray's base install)
            except ImportError:
                raise RuntimeError(f'joining {address} needs Ray Client: pip install "ray[client]"') from None
        try:
            ray.init(address=address, log_to_driver=False, logging_level=logging.ERROR)
        except Exception as exc:  # token authentication, version mismatch, ...: Ray's first line says which
            text = " ".join(str(exc).split()) or type(exc).__name__
            raise RuntimeError(f"cannot join the Ray cluster at {address}: {text[:300]}") from None
        return
    # Workers import the controller module as this process does: give them its search path.
    path = os.pathsep.join([os.getcwd(), *[p for p in sys.path if p]])
    ray.init(
        num_cpus=workers or os.cpu_count() or 1,
        include_dashboard=False,
        log_to_driver=False,
        logging_level=logging.ERROR,  # Ray's start-up chatter is not the sweep's output
        runtime_env={"env_vars": {"PYTHONPATH": path, "RAY_USAGE_STATS_ENABLED": "0"}},
    )


#: Seconds to wait for a cluster's port to accept a connection before giving up on it.
REACH_TIMEOUT_S = 5.0


def check_reachable(address: str, timeout: float = REACH_TIMEOUT_S) -> None:
    """Raise RuntimeError (one line) unless the ``host:port`` of a Ray address
    (``ray://host:10001`` or ``host:6379``) accepts a TCP connection within ``timeout``."""
    import socket

    rest = address.split("://", 1)[1] if "://" in address else address
    host, sep, port = rest.rpartition(":")
    if not sep or not port.isdigit():
        raise RuntimeError(f"--address must look like ray://host:10001 or host:6379, got {address!r}")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
    except OSError as exc:
        why = "timed out" if isinstance(exc, TimeoutError) else (exc.strerror or str(exc)).lower()
        raise RuntimeError(f"cannot reach the Ray cluster at {address}: {why} (is the cluster up, and its "
                           "port open to this machine? --serial runs without Ray)") from None


def run_on_ray(
    specs: Sequence[RunSpec],
    *,
    address: str | None = None,
    workers: int | None = None,
    max_retries: int = 3,
    progress: bool = False,
    on_row: Callable[[dict[str, Any]], None] | None = None,
    timeout: float | None = None,
    batch: int | None = None,
) -> list[dict[str, Any]]:
    """Every run on Ray, in batches of ``batch`` runs per task (module docs); rows in run order.
    ``timeout``: seconds for the whole sweep, after which the runs still going are cancelled and
    TimeoutError raised."""
    if address:
        check_reachable(address)  # before ray is imported (see init_ray)
    try:
        import ray
    except ImportError:
        raise RuntimeError('tether sweep runs on Ray: pip install "tether[scale]" (or use --serial)') from None
    init_ray(address, workers)
    if batch is None:
        cpus = max(1, int(ray.available_resources().get("CPU", workers or 1)))
        batch = max(1, len(specs) // (cpus * BATCHES_PER_WORKER))
    task = ray.remote(num_cpus=1, max_retries=max_retries, retry_exceptions=False)(run_batch)
    pending = {task.remote(specs[i:i + batch]): specs[i:i + batch] for i in range(0, len(specs), batch)}
    rows: dict[int, dict[str, Any]] = {}
    started = time.perf_counter()
    with _progress(len(specs), progress) as bar:
        while pending:
            if timeout is not None and time.perf_counter() - started > timeout:
                for ref in pending:
                    ray.cancel(ref, force=True)
                left = sum(len(chunk) for chunk in pending.values())
                raise TimeoutError(f"the sweep did not finish in {timeout:g} s ({left} runs still going)")
            done, _ = ray.wait(list(pending), num_returns=1, timeout=1.0)
            for ref in done:
                chunk = pending.pop(ref)
                try:
                    got = ray.get(ref)
                except Exception as exc:  # retries exhausted (e.g. the worker died every time)
                    got = [_failed_row(spec, exc) for spec in chunk]
                for row in got:
                    if row["run"] in rows:  # cannot happen with one task per batch; guard the table anyway
                        continue
                    rows[row["run"]] = row
                    if on_row is not None:
                        on_row(row)
                bar.update(len(got))
            if done:
                bar.set_postfix_str(f"{len(rows) / max(time.perf_counter() - started, 1e-9):.1f} runs/s", refresh=False)
    return [rows[spec.run] for spec in specs]
