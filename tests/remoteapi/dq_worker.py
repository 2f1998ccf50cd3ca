"""Runs DQ_VrepInterface in a child process, driven over a pipe by the test process.

DQ_VrepInterface keeps Python's GIL while it waits for replies, so it cannot share a process
with a Python server thread; each call here crosses the pipe instead. DQ objects come back
as plain lists (vec8 for poses, vec3 for translations, vec4 for rotations).
"""

from __future__ import annotations

import multiprocessing
from typing import Any


def _plain(value: Any) -> Any:
    if hasattr(value, "vec8"):
        return [float(v) for v in value.vec8()]
    if hasattr(value, "tolist"):
        return value.tolist()
    return value


def _serve(conn: Any) -> None:
    from dqrobotics import DQ
    from dqrobotics.interfaces.vrep import DQ_VrepInterface

    vi = DQ_VrepInterface()
    while True:
        request = conn.recv()
        if request is None:
            return
        name, args = request
        try:
            if name == "set_object_pose_vec8":
                result = vi.set_object_pose(args[0], DQ(args[1]))
            elif name == "translation":
                result = [float(v) for v in vi.get_object_translation(*args).vec3()]
            else:
                result = getattr(vi, name)(*args)
            conn.send(("ok", _plain(result)))
        except Exception as exc:  # handed back to the test
            conn.send(("error", f"{type(exc).__name__}: {exc}"))


class DQClient:
    """A DQ_VrepInterface in a child process: ``client.call("connect", "127.0.0.1", port, 100, 10)``."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._conn, child = ctx.Pipe()
        self._proc = ctx.Process(target=_serve, args=(child,), daemon=True)
        self._proc.start()

    def call(self, name: str, *args: Any, timeout: float = 30.0) -> Any:
        self._conn.send((name, args))
        if not self._conn.poll(timeout):
            raise TimeoutError(f"DQ_VrepInterface.{name} did not return within {timeout} s")
        status, value = self._conn.recv()
        if status != "ok":
            raise RuntimeError(value)
        return value

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return lambda *args: self.call(name, *args)

    def close(self) -> None:
        try:
            self._conn.send(None)
        except OSError:
            pass
        self._proc.join(10)
        if self._proc.is_alive():
            self._proc.kill()
            self._proc.join(5)
