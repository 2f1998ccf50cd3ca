"""`tether sweep`: many episodes of one scene, each in its own simulation, scaled out on Ray.

* :mod:`~tether.sweep.grid` — the runs: a TOML grid of parameters times ``--runs`` seeds.
* :mod:`~tether.sweep.episode` — one run: a fresh simulation, the controller called every pass.
* :mod:`~tether.sweep.runner` — runs them serially or as Ray tasks (retried when a worker dies),
  with a progress bar, into one table; :mod:`~tether.sweep.table` writes it (Parquet or CSV).

Ray and pyarrow are the optional extra ``tether[scale]``, imported only when a sweep runs.
"""

from tether.sweep.episode import RunSpec, SweepRun, run_episode
from tether.sweep.grid import load_grid, make_runs

__all__ = ["RunSpec", "SweepRun", "load_grid", "make_runs", "run_episode"]
