"""A full copy of an MjModel's parameters: what stop restores, and what scene edits carry over."""

from __future__ import annotations

import mujoco
import numpy as np


class ModelSnapshot:
    """Every array of an MjModel and every field of its physics options, copied, so that
    restore() puts back whatever a client or script changed (gravity, time step, motor gains,
    max forces, colours, masses, poses of static objects...) without a hand-written list."""

    def __init__(self, model: mujoco.MjModel) -> None:
        self._pairs: list[tuple[np.ndarray, np.ndarray]] = []
        self._pairs_model: mujoco.MjModel | None = None
        self.arrays = {}
        for name in dir(model):
            if name.startswith("_"):
                continue
            value = getattr(model, name, None)
            if isinstance(value, np.ndarray) and value.size and value.flags.writeable:
                self.arrays[name] = value.copy()
        self.options = {}
        for name in dir(model.opt):
            if name.startswith("_"):
                continue
            value = getattr(model.opt, name)
            if isinstance(value, np.ndarray):
                self.options[name] = value.copy()
            elif isinstance(value, (int, float)) and not callable(value):
                self.options[name] = value

    def restore(self, model: mujoco.MjModel) -> None:
        # The model's array views stay valid while it lives: look them up once per model (a
        # reset restores ~200 arrays; the lookups cost as much as the copies).
        pairs = self._pairs if self._pairs_model is model else None
        if pairs is None:
            pairs = [(getattr(model, name), value) for name, value in self.arrays.items()]
            self._pairs, self._pairs_model = pairs, model
        copyto = np.copyto
        for dest, value in pairs:
            copyto(dest, value)
        for name, value in self.options.items():
            if isinstance(value, np.ndarray):
                np.copyto(getattr(model.opt, name), value)
            else:
                setattr(model.opt, name, value)

    def carry_changes(self, current: mujoco.MjModel, target: mujoco.MjModel) -> None:
        """Copy into ``target`` (the same scene recompiled with elements appended) every row of
        every array that ``current`` changed since this snapshot of it was taken, and all the
        physics options: run-time changes survive a recompile. Rows are matched by index,
        which holds because scene edits only append elements (tether.core.simapi.editing)."""
        for name, compiled in self.arrays.items():
            now = getattr(current, name)
            if now.shape != compiled.shape:
                continue
            changed = now != compiled
            if not changed.any():
                continue
            rows = np.flatnonzero(changed.reshape(len(now), -1).any(axis=1)) if now.ndim else None
            dest = getattr(target, name, None)
            if rows is None or dest is None or dest.shape[1:] != now.shape[1:]:
                continue
            rows = rows[rows < len(dest)]
            dest[rows] = now[rows]
        for name in self.options:
            value = getattr(current.opt, name)
            if isinstance(value, np.ndarray):
                np.copyto(getattr(target.opt, name), value)
            else:
                setattr(target.opt, name, value)
