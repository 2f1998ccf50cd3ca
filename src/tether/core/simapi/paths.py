"""Paths: CoppeliaSim 4.x's path helpers on flat lists of configurations.

A path is a flat list of configurations of ``dof`` values each (poses: 7 values). Lengths along
it are Euclidean over the positions (the first three values) for poses, over every value
otherwise; interpolation is linear between neighbours (quaternions of poses are interpolated
along the shorter arc). ``createPath`` makes a path object as CoppeliaSim does: a dummy whose
custom data blocks ``PATHCTRLPT`` and ``PATH`` hold its control points and its resampled
poses (packed doubles), in the dummy's frame; tether joins control points with straight
segments (CoppeliaSim's smoothing is not applied).
"""

from __future__ import annotations

import math
import struct
from typing import Any, Callable, Sequence

import numpy as np

from tether.core.engine.errors import SimError
from tether.core.simapi.args import integer, integers, number, vector
from tether.core.simapi.base import Part
from tether.core.simapi.geometry import slerp

__all__ = ["PathsAPI", "interpolate_config"]

MAX_CONFIGS = 1_000_000


def _configs(path: Any, dof: int) -> np.ndarray:
    values = vector(path, None, "path")
    if dof <= 0 or len(values) % dof or not values:
        raise SimError(f"path must hold configurations of {dof} values each, got {len(values)} values")
    return np.array(values).reshape(-1, dof)


def _lengths(configs: np.ndarray, dist: Callable[[np.ndarray, np.ndarray], float] | None = None) -> list[float]:
    dof = configs.shape[1]
    cumulative = [0.0]
    for a, b in zip(configs[:-1], configs[1:]):
        if dist is not None:
            step = float(dist(a, b))
        else:
            span = slice(0, 3) if dof == 7 else slice(0, dof)
            step = float(np.linalg.norm(b[span] - a[span]))
        cumulative.append(cumulative[-1] + step)
    return cumulative


def _interpolate(configs: np.ndarray, lengths: Sequence[float], t: float) -> list[float]:
    lengths = list(lengths)
    if len(lengths) != len(configs):
        raise SimError(f"pathLengths has {len(lengths)} values for {len(configs)} configurations")
    t = min(max(t, lengths[0]), lengths[-1])
    i = int(np.searchsorted(lengths, t, side="right")) - 1
    i = min(max(i, 0), len(configs) - 2) if len(configs) > 1 else 0
    if len(configs) == 1:
        return [float(v) for v in configs[0]]
    span = lengths[i + 1] - lengths[i]
    f = 0.0 if span <= 0 else (t - lengths[i]) / span
    a, b = configs[i], configs[i + 1]
    out = a + f * (b - a)
    if configs.shape[1] == 7:
        out[3:] = slerp(a[3:], b[3:], f) if np.any(a[3:]) and np.any(b[3:]) else out[3:]
    return [float(v) for v in out]


def interpolate_config(configs: np.ndarray, lengths: Sequence[float], t: float) -> list[float]:
    """The configuration at length ``t`` along configurations with these cumulative lengths."""
    return _interpolate(configs, lengths, t)


class PathsAPI(Part):
    """getPathLengths, getPathInterpolatedConfig, resamplePath, getClosestPosOnPath, createPath."""

    def getPathLengths(self, path: Sequence[float], dof: int, dist_callback: Any = None) -> tuple[list[float], float]:
        """(cumulative length at each configuration, total length)."""
        configs = _configs(path, integer(dof, "dof"))
        lengths = _lengths(configs, dist_callback if callable(dist_callback) else None)
        return lengths, lengths[-1]

    def getPathInterpolatedConfig(self, path: Sequence[float], path_lengths: Sequence[float], t: float,
                                  method: Any = None, types: Sequence[int] | None = None) -> list[float]:
        """The configuration at length ``t`` along the path."""
        lengths = vector(path_lengths, None, "pathLengths")
        if not lengths:
            raise SimError("pathLengths must not be empty")
        values = vector(path, None, "path")
        if len(values) % len(lengths):
            raise SimError("path and pathLengths do not match")
        return _interpolate(_configs(values, len(values) // len(lengths)), lengths, number(t, "t"))

    def resamplePath(self, path: Sequence[float], path_lengths: Sequence[float], final_config_cnt: int,
                     method: Any = None, types: Sequence[int] | None = None) -> list[float]:
        """``final_config_cnt`` configurations evenly spaced along the path."""
        count = integer(final_config_cnt, "final configuration count")
        if not 2 <= count <= MAX_CONFIGS:
            raise SimError(f"final configuration count must be between 2 and {MAX_CONFIGS}")
        lengths = vector(path_lengths, None, "pathLengths")
        values = vector(path, None, "path")
        if not lengths or len(values) % len(lengths):
            raise SimError("path and pathLengths do not match")
        configs = _configs(values, len(values) // len(lengths))
        out: list[float] = []
        for t in np.linspace(lengths[0], lengths[-1], count):
            out.extend(_interpolate(configs, lengths, float(t)))
        return out

    def getClosestPosOnPath(self, path: Sequence[float], path_lengths: Sequence[float],
                            abs_pt: Sequence[float]) -> float:
        """The length along the path of its point nearest to ``abs_pt`` (positions: the first
        three values of each configuration)."""
        lengths = vector(path_lengths, None, "pathLengths")
        values = vector(path, None, "path")
        if not lengths or len(values) % len(lengths):
            raise SimError("path and pathLengths do not match")
        configs = _configs(values, len(values) // len(lengths))
        if configs.shape[1] < 3:
            raise SimError("getClosestPosOnPath needs configurations of at least 3 values (positions)")
        point = np.array(vector(abs_pt, 3, "point"))
        best, best_t = math.inf, lengths[0]
        for i in range(max(1, len(configs) - 1)):
            a = configs[i, :3]
            b = configs[min(i + 1, len(configs) - 1), :3]
            ab = b - a
            denom = float(ab @ ab)
            f = 0.0 if denom == 0 else min(max(float((point - a) @ ab) / denom, 0.0), 1.0)
            d = float(np.linalg.norm(a + f * ab - point))
            if d < best:
                nxt = lengths[min(i + 1, len(lengths) - 1)]
                best, best_t = d, lengths[i] + f * (nxt - lengths[i])
        return float(best_t)

    def getConfigDistance(self, config_a: Sequence[float], config_b: Sequence[float],
                          metric: Sequence[float] | None = None, types: Sequence[int] | None = None) -> float:
        """Weighted Euclidean distance of two configurations; types 1 (cyclic revolute) take the
        shorter way round."""
        a, b = vector(config_a, None, "config A"), vector(config_b, None, "config B")
        if len(a) != len(b):
            raise SimError("configurations must have the same length")
        weights = vector(metric, len(a), "metric") if metric is not None else [1.0] * len(a)
        kinds = [integer(t, "type") for t in types] if types is not None else [0] * len(a)
        total = 0.0
        for x, y, w, k in zip(a, b, weights, kinds):
            d = y - x
            if k == 1:
                d = math.atan2(math.sin(d), math.cos(d))
            total += (w * d) ** 2
        return math.sqrt(total)

    def getAlternateConfigs(self, joint_handles: Sequence[int], input_config: Sequence[float], tip_handle: int = -1,
                            low_limits: Sequence[float] | None = None, ranges: Sequence[float] | None = None) -> list[float]:
        """Configurations equivalent to ``input_config`` (revolute joints turned by whole turns)
        within the joints' limits (or ``low_limits``/``ranges``), flattened; the input first."""
        handles = integers(joint_handles, None, "joint handles")
        config = vector(input_config, len(handles), "input config")
        choices = []
        for i, (h, q) in enumerate(zip(handles, config)):
            if low_limits is not None and ranges is not None:
                low = vector(low_limits, len(handles), "low limits")[i]
                span = vector(ranges, len(handles), "ranges")[i]
                cyclic = False
            else:
                cyclic, (low, span) = self.getJointInterval(h)
            revolute = self.getJointType(h) == 10
            if not revolute or cyclic:
                choices.append([q])
                continue
            options = [q + 2 * math.pi * k for k in range(-3, 4) if low - 1e-9 <= q + 2 * math.pi * k <= low + span + 1e-9]
            options.sort(key=lambda v: (v != q, abs(v - q)))
            choices.append(options or [q])
        result: list[list[float]] = [[]]
        for options in choices:
            result = [r + [o] for r in result for o in options][:MAX_CONFIGS // max(1, len(handles))]
        return [v for r in result for v in r]

    def createPath(self, ctrl_pts: Sequence[float], options: int = 0, subdiv: int = 100, smoothness: float = 1.0,
                   orientation_mode: int = 0, up_vector: Sequence[float] = (0.0, 0.0, 1.0)) -> int:
        """A path object (see the module docstring) through control poses (7 values each);
        options bit 1 (2): closed. Returns its handle."""
        ctrl = _configs(ctrl_pts, 7)
        if integer(options, "options") & 2:
            ctrl = np.vstack([ctrl, ctrl[:1]])
        count = max(2, min(integer(subdiv, "subdiv"), MAX_CONFIGS))
        lengths = _lengths(ctrl)
        if lengths[-1] > 0:
            path = [v for t in np.linspace(0, lengths[-1], count) for v in _interpolate(ctrl, lengths, float(t))]
        else:
            path = [float(v) for v in ctrl.reshape(-1)]
        handle = self.createDummy(0.01)
        self.writeCustomBufferData(handle, "PATHCTRLPT", struct.pack(f"<{ctrl.size}d", *ctrl.reshape(-1)))
        self.writeCustomBufferData(handle, "PATH", struct.pack(f"<{len(path)}d", *path))
        return handle
