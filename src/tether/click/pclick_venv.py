"""Run the real third-party ``pclick`` package next to tether, in its own virtualenv.

Used by the Click interop tests (tests/click) and by ``tether bench click``.

pclick pins protobuf==4.21.12 and pyzmq==26.2.0, which cannot share an environment with
tether (protobuf>=4.25), so interop tests run pclick code as a subprocess of a separate
virtual environment:

* ``TETHER_PCLICK_VENV`` — where that venv lives (default ``<repo>/.venv-pclick`` (git
  ignored) in a source checkout, else ``~/.cache/tether/venv-pclick``). It is created on first use with ``python -m venv`` and
  ``pip install pclick==<PCLICK_VERSION>`` (needs PyPI once), then reused.
* ``TETHER_REQUIRE_PCLICK=1`` — make the ``pclick`` test fixtures fail instead of skip
  when the venv cannot be set up (use it in CI).

Usable outside pytest too, e.g. by benchmarks::

    from tether.click.pclick_venv import PclickEnv
    env = PclickEnv.ensure()
    env.run_module("pclick.demo.client", "--addr", "tcp://127.0.0.1:5555", "--range", "1000")
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import socket
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, Sequence

# src/tether/click/pclick_venv.py -> the checkout root (only meaningful in a source checkout).
REPO_ROOT = Path(__file__).resolve().parents[3]
PCLICK_VERSION = "0.5.15"


class PclickUnavailable(RuntimeError):
    """The pclick virtualenv could not be created or does not work."""


def venv_dir() -> Path:
    """The pclick venv directory (``$TETHER_PCLICK_VENV`` or ``<repo>/.venv-pclick``)."""
    configured = os.environ.get("TETHER_PCLICK_VENV")
    if configured:
        return Path(configured)
    if (REPO_ROOT / "pyproject.toml").is_file() and (REPO_ROOT / "src" / "tether").is_dir():
        return REPO_ROOT / ".venv-pclick"
    # An installed tether: never write into site-packages.
    return Path.home() / ".cache" / "tether" / "venv-pclick"


def _venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _base_python() -> str:
    # Create the venv from the interpreter behind the current one: a venv made from a
    # venv's python works, but the base is what `venv` documents.
    return getattr(sys, "_base_executable", None) or sys.executable


def _works(python: Path) -> bool:
    if not python.exists():
        return False
    probe = subprocess.run(
        [str(python), "-c", f"import pclick, importlib.metadata as md; assert md.version('pclick') == '{PCLICK_VERSION}'"],
        capture_output=True,
        timeout=60,
    )
    return probe.returncode == 0


@dataclass(frozen=True)
class PclickEnv:
    """A working pclick virtualenv."""

    venv: Path

    @property
    def python(self) -> Path:
        return _venv_python(self.venv)

    @classmethod
    def ensure(cls, venv: Path | None = None, *, install: bool = True) -> "PclickEnv":
        """Reuse the venv if pclick works in it, else create it (under a file lock, so
        parallel test processes do not race). Raises :class:`PclickUnavailable`."""
        venv = venv or venv_dir()
        python = _venv_python(venv)
        if _works(python):
            return cls(venv)
        if not install:
            raise PclickUnavailable(f"no working pclick venv at {venv}")
        venv.parent.mkdir(parents=True, exist_ok=True)
        # The lock lives in the temp dir so that it never litters the repository.
        digest = hashlib.sha1(str(venv.resolve()).encode()).hexdigest()[:12]
        lock_path = Path(tempfile.gettempdir()) / f"tether-pclick-venv-{digest}.lock"
        import fcntl  # POSIX only; imported here so that the module itself imports anywhere

        with open(lock_path, "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if _works(python):  # another process made it while we waited
                return cls(venv)
            steps = [
                [_base_python(), "-m", "venv", "--clear", str(venv)],
                [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", f"pclick=={PCLICK_VERSION}"],
            ]
            for cmd in steps:
                done = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
                if done.returncode != 0:
                    raise PclickUnavailable(
                        f"{' '.join(cmd)} failed ({done.returncode}):\n{done.stdout[-2000:]}{done.stderr[-2000:]}"
                    )
        if not _works(python):
            raise PclickUnavailable(f"pclick does not import in {venv} after installing it")
        return cls(venv)

    # ---------------------------------------------------------------- running code

    def _env(self) -> dict[str, str]:
        env = dict(os.environ)
        # Never let tether's environment leak into pclick's interpreter.
        env.pop("PYTHONPATH", None)
        env.pop("PYTHONHOME", None)
        env["PYTHONUNBUFFERED"] = "1"
        return env

    def run(
        self, args: Sequence[str], *, timeout: float = 60, cwd: Path | None = None,
        preexec_fn: Callable[[], None] | None = None,
    ) -> subprocess.CompletedProcess[str]:
        """Run ``python <args>`` in the pclick venv; returns the completed process
        (text stdout/stderr). Raises ``subprocess.TimeoutExpired`` past ``timeout``.
        ``preexec_fn`` runs in the child first (e.g. pinning it to a core)."""
        return subprocess.run(
            [str(self.python), *args],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=cwd,
            env=self._env(),
            preexec_fn=preexec_fn,
        )

    def run_code(self, code: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
        """Run a Python snippet (``python -c code args...``) in the pclick venv."""
        return self.run(["-c", code, *args], timeout=timeout)

    def run_module(
        self, module: str, *args: str, timeout: float = 60, preexec_fn: Callable[[], None] | None = None
    ) -> subprocess.CompletedProcess[str]:
        """Run ``python -m module args...`` in the pclick venv, e.g. pclick.demo.client
        (``preexec_fn``: as :meth:`run`)."""
        return self.run(["-m", module, *args], timeout=timeout, preexec_fn=preexec_fn)

    def popen(self, args: Sequence[str], preexec_fn: Callable[[], None] | None = None) -> subprocess.Popen[str]:
        """Start ``python <args>`` in the pclick venv in the background (``preexec_fn``: as
        :meth:`run`)."""
        return subprocess.Popen(
            [str(self.python), *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=self._env(),
            preexec_fn=preexec_fn,
        )

    @contextlib.contextmanager
    def background(self, args: Sequence[str], *, stop_timeout: float = 5) -> Iterator[subprocess.Popen[str]]:
        """Run ``python <args>`` for the duration of a ``with`` block, then stop it
        (SIGTERM, then SIGKILL after ``stop_timeout``)."""
        proc = self.popen(args)
        try:
            yield proc
        finally:
            stop(proc, stop_timeout)

    def demo_server(self, addr: str) -> contextlib.AbstractContextManager[subprocess.Popen[str]]:
        """``python -m pclick.demo.server --addr <addr>`` in the background.

        Note that the demo server busy-polls (one core at 100 %) while it runs, answers
        only HandshakeInit and ControlMessage, and exits with an exception on the next
        request after any other message (its REP socket never answered)."""
        return self.background(["-m", "pclick.demo.server", "--addr", addr])


def stop(proc: subprocess.Popen[str], timeout: float = 5) -> None:
    """Stop a process started by :meth:`PclickEnv.popen` (this process's own child)."""
    if proc.poll() is None:
        # SIGTERM, not SIGINT: a Python blocked in a ZeroMQ receive only runs its SIGINT
        # handler once the receive returns, while SIGTERM's default action is immediate.
        proc.terminate()
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout)
    for stream in (proc.stdin, proc.stdout, proc.stderr):
        if stream is not None:
            stream.close()


def free_tcp_addr() -> str:
    """``tcp://127.0.0.1:<port>`` with a port that was free a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"tcp://127.0.0.1:{port}"

