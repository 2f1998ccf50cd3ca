"""`tether bench LANE --against OTHER`: a lane's loops on this tether and on another, same run.

A regression shows as a ratio below 1 in one run instead of two numbers from two days. OTHER is
a git revision (checked out into a temporary worktree of this tether's repository: pure Python,
it has no compiled modules), a source tree (a folder holding ``src/tether`` or ``tether``) or an
environment (a folder holding ``bin/python`` with its own tether installed).

The lanes: each lane module with an ``AGAINST`` table (loop name -> unit) and an
``against_loop(name, placement)`` context manager yielding a :data:`~tether.bench.results.Measure`
is covered: ``core`` (passes of the built-in scene with its scripts in Python, of its model alone,
and with its scripts in Lua), ``legacy`` (every client loop: the sim.py drop-in's blocking calls
and stepping loop, LockstepClient with one and ten steps per exchange), ``click`` (pclick's demo
client and tether's Click client against ``tether serve``'s Click endpoint), ``zmq`` (CoppeliaSim's
ZeroMQ client against tether's ZeroMQ server), ``peer`` (the fast path and the sim.py loop on the
KUKA iiwa, over shared memory and TCP) and ``official`` (CoppeliaSim's legacy client, when
``TETHER_OFFICIAL_REMOTEAPI_DIR`` names its library; each side's child then runs in a network
namespace of its own). :data:`NOT_COVERED` says why the others are not.

How: per loop and placement, each side runs in a child process of its own interpreter and import
path, pinned to the client CPU (two-process lanes start their servers from it, pinned to the
server CPU; in-process lanes run in it). Both children start side by side and stay up for all the
loop's repeats; told to on its standard input, a child measures for a slice and prints the rate.
They are measured in turn, the order alternating from repeat to repeat (A B, B A, ...), so drift
in the machine's speed hits both alike; the table shows the medians, their ratio (this tree over
OTHER) and the spread of the per-repeat ratios, or, for a loop a side cannot run, that side and why.

Which tree's code is measured: in each child ``tether`` is that side's package -- its simulation,
its servers (the child starts them as ``python -c`` processes of that side alone: ``tether serve``
for Click, :data:`~tether.bench.processes.TETHER_SERVER` for the others) and tether's own clients
(the sim.py drop-in, ``LockstepClient``, ``tether.click.Client``). The measuring code is THIS
tree's ``tether.bench`` on both sides: :data:`_CHILD` loads it from this tree's folder as
``tether.bench`` over the side's package, so both sides run the same loops, clocks, warm-ups and
server launch, and the ratio is the product's alone. That holds because the loops only use what
every supported tree has (back to 8c4e286): ``Simulation(scene)``, ``step``, ``lock``, ``start``,
``stop``, ``pass_count``, ``real_time``; ``SimulationHost`` and the legacy, shared-memory and
ZeroMQ servers; ``tether serve --no-legacy --no-zmq --no-web --click-addr``; the ``simx*``
drop-in; ``LockstepClient``; ``tether.click.Client`` (where the built-in scene's path lives is
looked up in both places, :func:`tether.bench.core.builtin_folder`). Third-party clients
(CoppeliaSim's ZeroMQ client, pclick's demo client from this tree's pclick venv, the official
legacy library) are the same on both sides.
"""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
import tempfile
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from tether.bench.lanes import LANES, two_process
from tether.bench.placement import Placement, available, cpus, pin_child
from tether.bench.results import Measure, Progress, Result

__all__ = ["Side", "NOT_COVERED", "resolve", "run", "serve_loop"]

#: Lanes ``--against`` does not measure, and why.
NOT_COVERED = {
    "scale": "not covered by --against: its gym, vector-batch and Ray sweep lines have no against_loop",
}

#: This tree's ``tether.bench`` folder: the measuring code of both sides (module docs).
BENCH = Path(__file__).resolve().parent

# One side's child: argv = this tree's tether.bench folder, lane, loop name, placement as
# NAME:CLIENT_CPU:SERVER_CPU ("" for an in-process lane). It imports the side's tether, puts this tree's tether.bench over it and runs
# serve_loop.
_CHILD = r"""
import importlib.util, os, sys
bench = sys.argv[1]
import tether
spec = importlib.util.spec_from_file_location("tether.bench", os.path.join(bench, "__init__.py"),
                                              submodule_search_locations=[bench])
module = importlib.util.module_from_spec(spec)
sys.modules["tether.bench"] = tether.bench = module
spec.loader.exec_module(module)
from tether.bench.against import serve_loop
serve_loop(*sys.argv[2:])
"""


def serve_loop(lane: str, name: str, placement: str) -> None:
    """In a child (:data:`_CHILD`): set up ``lane``'s loop ``name`` and print ``ready: PACKAGE |
    BUILD`` (or ``unavailable: WHY``), then per line ``measure SECONDS`` read, print ``rate: R``."""
    import tether

    from tether.bench.results import Unavailable

    try:
        from tether.util.compiled import build_info

        build = build_info()
    except ImportError:  # a tree before the compiled build
        build = "pure Python"
    module = importlib.import_module(f"tether.bench.{lane}")
    place = None
    if placement:  # spelled out: the child, pinned to one CPU, sees only that one
        where, client, server = placement.split(":")
        place = Placement(where, int(client), int(server))
    with ExitStack() as stack:
        try:
            measure: Measure = stack.enter_context(module.against_loop(name, place))
        except Unavailable as exc:
            print("unavailable:", exc, flush=True)
            return
        print("ready:", os.path.dirname(tether.__file__), "|", build, flush=True)
        for request in sys.stdin:
            print("rate:", repr(measure(float(request.split()[1]))), flush=True)


@dataclass(frozen=True)
class Side:
    """How to run one tether: its interpreter and the import path it needs (None: its own)."""

    label: str
    python: str
    path: str | None

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        if self.path is not None:
            env["PYTHONPATH"] = self.path
        return env


def this_side() -> Side:
    """This process's tether (its interpreter, the folder its package was imported from)."""
    import tether

    return Side("this tree", sys.executable, str(Path(tether.__file__).resolve().parent.parent))


@contextmanager
def resolve(other: str) -> Iterator[Side]:
    """The side ``other`` names (module docs); a revision's worktree is removed at the end."""
    path = Path(other).expanduser()
    if path.is_dir():
        if (path / "src" / "tether" / "__init__.py").exists():
            yield Side(str(path), sys.executable, str((path / "src").resolve()))
        elif (path / "tether" / "__init__.py").exists():
            yield Side(str(path), sys.executable, str(path.resolve()))
        elif (path / "bin" / "python").exists():
            yield Side(str(path), str(path / "bin" / "python"), None)
        else:
            raise ValueError(f"--against {other}: that folder holds neither src/tether, tether nor bin/python")
        return
    repo = Path(this_side().path or ".").parent
    found = subprocess.run(["git", "-C", str(repo), "rev-parse", "--verify", "--quiet", f"{other}^{{commit}}"],
                           capture_output=True, text=True)
    if found.returncode != 0:
        raise ValueError(f"--against {other}: neither a folder nor a git revision of {repo}")
    commit = found.stdout.strip()
    folder = Path(tempfile.mkdtemp(prefix="tether-against-"))
    tree = folder / "tree"
    subprocess.run(["git", "-C", str(repo), "worktree", "add", "--detach", "--quiet", str(tree), commit],
                   check=True, capture_output=True)
    try:
        yield Side(f"{other} ({commit[:10]}, pure Python)", sys.executable, str(tree / "src"))
    finally:
        subprocess.run(["git", "-C", str(repo), "worktree", "remove", "--force", str(tree)], capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)


@dataclass(frozen=True)
class Loop:
    """One loop of a lane, in one placement (None: an in-process lane)."""

    lane: str
    name: str
    unit: str
    placement: Placement | None

    @property
    def where(self) -> str:
        return self.placement.name if self.placement else "in-process"


class _Running:
    """One side's child process (module docs): ``what`` names its package and build once it is
    ready, ``unavailable`` why it cannot run the loop."""

    def __init__(self, side: Side, loop: Loop, folder: str) -> None:
        place = loop.placement
        command = [side.python, "-c", _CHILD, str(BENCH), loop.lane, loop.name,
                   f"{place.name}:{place.client_cpu}:{place.server_cpu}" if place else ""]
        if loop.lane == "official":
            from tether.bench.official import isolated

            command = isolated(command)
        env = side.env()
        if loop.lane == "click":  # one demo client for both sides (a revision's worktree would build its own)
            env.setdefault("TETHER_PCLICK_VENV", str(_pclick_venv()))
        cpu = loop.placement.client_cpu if loop.placement else cpus()[0]
        self.side = side
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
                                     cwd=folder, preexec_fn=pin_child(cpu))  # cwd: no tether package shadows the side's
        self.what = ""
        self.unavailable: str | None = None

    def wait_ready(self) -> None:
        first = self._line(("ready:", "unavailable:"))
        if first.startswith("unavailable:"):
            self.unavailable = first.removeprefix("unavailable:").strip()
        else:
            self.what = first.removeprefix("ready:").strip()

    def _line(self, prefixes: tuple[str, ...]) -> str:
        """The child's next line starting with one of ``prefixes`` (a library's chatter skipped)."""
        assert self.proc.stdout is not None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"the --against child of {self.side.label} ended early (see its error above)")
            if line.startswith(prefixes):
                return line

    def measure(self, seconds: float) -> float:
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"measure {seconds}\n")
        self.proc.stdin.flush()
        return float(self._line(("rate:",)).split()[1])

    def close(self) -> None:
        try:
            if self.proc.stdin is not None:
                self.proc.stdin.close()
        except OSError:  # it ended already
            pass
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(5)


def _pclick_venv() -> Path:
    from tether.click.pclick_venv import venv_dir

    return venv_dir()


def loops(lane: str, placement: str) -> list[Loop] | str:
    """``lane``'s loops in each of the chosen placements, or why ``--against`` cannot measure it."""
    if lane in NOT_COVERED:
        return NOT_COVERED[lane]
    module = importlib.import_module(LANES[lane])
    places: list[Placement | None] = list(available(placement)) if two_process(module) else [None]
    return [Loop(lane, name, unit, place) for place in places for name, unit in module.AGAINST.items()]


def run(lanes: list[str], other: str, repeats: int, seconds: float, progress: Progress,
        placement: str = "cross-core") -> list[Result]:
    """Each of ``lanes``' loops, this tree against ``other``, alternated (module docs)."""
    mine = this_side()
    results: list[Result] = []
    with resolve(other) as theirs, tempfile.TemporaryDirectory() as folder:
        for lane in lanes:
            found = loops(lane, placement)
            if isinstance(found, str):
                results.append(Result(lane, "(this lane)", "", [], theirs.label, [], skipped=found))
                continue
            why = _lane_unavailable(lane)
            for loop in found:
                if why is not None:
                    results.append(_skipped(loop, theirs, f"both sides: {why}"))
                else:
                    try:
                        results.append(_measure(loop, mine, theirs, repeats, seconds, progress, folder))
                    except RuntimeError as exc:  # a child crashed: its error is above; the other loops still run
                        results.append(_skipped(loop, theirs, f"failed: {exc}"))
    return results


def _lane_unavailable(lane: str) -> str | None:
    """Why no side can run ``lane`` here, known before starting any child (the official library)."""
    if lane == "official":
        from tether.bench.official import unavailable

        return unavailable()
    return None


def _skipped(loop: Loop, theirs: Side, why: str) -> Result:
    return Result(loop.lane, f"{loop.name} vs --against", loop.unit, [], f"{theirs.label}, same loop", [],
                  skipped=why, placement=loop.placement.name if loop.placement else None)


def _measure(loop: Loop, mine: Side, theirs: Side, repeats: int, seconds: float, progress: Progress,
             folder: str) -> Result:
    with ExitStack() as stack:
        a = _Running(mine, loop, folder)
        stack.callback(a.close)
        b = _Running(theirs, loop, folder)
        stack.callback(b.close)
        a.wait_ready()  # both start side by side: a side's imports and scene load take seconds
        b.wait_ready()
        for side, running in ((mine, a), (theirs, b)):
            if running.unavailable is not None:
                return _skipped(loop, theirs, f"{side.label} cannot run it: {running.unavailable}")
        ours: list[float] = []
        other: list[float] = []
        for i in range(repeats):
            if i % 2 == 0:
                ours.append(a.measure(seconds))
                other.append(b.measure(seconds))
            else:
                other.append(b.measure(seconds))
                ours.append(a.measure(seconds))
            progress(f"  against {loop.lane} {loop.where} repeat {i + 1}/{repeats}: {loop.name}: "
                     f"{ours[-1]:.0f}/s against {other[-1]:.0f}/s ({ours[-1] / other[-1]:.2f})")
    return Result(loop.lane, f"{loop.name} vs --against", loop.unit, ours, f"{theirs.label}, same loop", other,
                  notes=[f"this side: {a.what}", f"other side: {b.what}",
                         "measuring code: this tree's tether.bench on both sides (see tether.bench.against)",
                         "alternated A B / B A per repeat; ratio = this tree / the other"],
                  placement=loop.placement.name if loop.placement else None)
