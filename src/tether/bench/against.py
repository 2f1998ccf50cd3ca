"""`tether bench LANE --against OTHER`: a lane's client loops, this tether against another, same run.

A regression shows as a ratio below 1 in one run instead of two numbers from two days. OTHER is
a git revision (checked out into a temporary worktree of this tether's repository: pure Python,
it has no compiled modules), a source tree (a folder holding ``src/tether`` or ``tether``) or an
environment (a folder holding ``bin/python`` with its own tether installed).

Each side runs in a child process of its own interpreter and import path: the child starts that
side's tether server (the lanes' :data:`~tether.bench.processes.TETHER_SERVER` code, pinned to
the server CPU), connects the loop's client and, told to on its standard input, measures it for
a slice and prints the rate. Both children stay up for the whole run and are measured in turn,
the order alternating from repeat to repeat (A B, B A, ...), so drift in the machine's speed
hits both alike; the table shows the medians, their ratio (this tree over OTHER) and the spread
of the per-repeat ratios. The child code only uses what every tether since the legacy fast path
has (``Simulation``, ``SimulationHost``, the legacy servers, ``LockstepClient``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from tether.bench.placement import Placement, available, pin_child
from tether.bench.processes import TETHER_SERVER
from tether.bench.results import Progress, Result

__all__ = ["Side", "LINES", "resolve", "run"]

WARM_UP_S = 0.2

# One side's client: argv = server code, server kind, scene or "", joint names (comma-separated),
# targets (comma-separated), steps per exchange, server CPU or "". It prints "ready:" and what it
# runs, then per line "measure SECONDS" on stdin a line "rate: STEPS_PER_S".
_CLIENT = r"""
import os, subprocess, sys, time
code, kind, scene, names, targets, steps, cpu = sys.argv[1:8]
pin = (lambda: os.sched_setaffinity(0, {int(cpu)})) if cpu else None
server = subprocess.Popen([sys.executable, "-c", code, kind, *([scene] if scene else [])],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          text=True, preexec_fn=pin)
line = "-"
while line and not line.startswith("ready:"):
    line = server.stdout.readline()
if not line:
    sys.exit("the server did not start")
port = int(line.strip()[6:])
import tether
from tether.remoteapi.fast import LockstepClient
try:
    from tether.util.compiled import build_info
    build = build_info()
except ImportError:
    build = "pure Python"
client = LockstepClient("127.0.0.1", port)
joints = [client.handle(n) for n in names.split(",")]
client.enable_stepping()
client.start()
by_joint = dict(zip(joints, [float(t) for t in targets.split(",")]))
steps = int(steps)
step = client.step
print("ready:", os.path.dirname(tether.__file__), "|", build, flush=True)
clock = time.perf_counter
for request in sys.stdin:
    seconds = float(request.split()[1])
    for stop in (clock() + %r, None):
        n, start = 0, clock()
        stop = stop or start + seconds
        while True:
            step(by_joint, joints, steps=steps)
            n += 1
            now = clock()
            if now >= stop:
                break
    print("rate:", n * steps / (now - start), flush=True)
client.stop()
client.close()
server.stdin.close()
server.wait(10)
""" % WARM_UP_S


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


class _Running:
    """One side's client process (module docs), pinned to the client CPU."""

    def __init__(self, side: Side, kind: str, scene: str | None, names: list[str], targets: list[float],
                 steps: int, placement: Placement) -> None:
        server_cpu = "" if placement.server_cpu is None else str(placement.server_cpu)
        self.proc = subprocess.Popen(
            [side.python, "-c", _CLIENT, TETHER_SERVER, kind, scene or "", ",".join(names),
             ",".join(map(repr, targets)), str(steps), server_cpu],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=side.env(),
            preexec_fn=pin_child(placement.client_cpu),
        )
        line = self._line()
        self.what = line.removeprefix("ready:").strip()

    def _line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("an --against client ended early (see its error above)")
        return line

    def measure(self, seconds: float) -> float:
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"measure {seconds}\n")
        self.proc.stdin.flush()
        return float(self._line().split()[1])

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(5)


@dataclass(frozen=True)
class Line:
    """One loop measured on both sides: a lane's client loop against its server kind and scene."""

    lane: str
    name: str
    kind: str  # shm or legacy (TCP)
    steps: int


#: The loops each lane can measure against another tether.
LINES: dict[str, list[Line]] = {
    "peer": [Line("peer", "fast path over shared memory (KUKA iiwa)", "shm", 1),
             Line("peer", "fast path over TCP (KUKA iiwa)", "legacy", 1)],
    "legacy": [Line("legacy", "fast path LockstepClient.step (built-in arm)", "legacy", 1),
               Line("legacy", "fast path, 10 steps per exchange (built-in arm)", "legacy", 10)],
}


def run(lanes: list[str], other: str, repeats: int, seconds: float, progress: Progress,
        placement: str = "cross-core") -> list[Result]:
    """Each of ``lanes``' loops (:data:`LINES`), this tree against ``other``, alternated."""
    from tether.bench import legacy

    mine = this_side()
    results: list[Result] = []
    with resolve(other) as theirs, tempfile.TemporaryDirectory() as tmp:
        for lane in lanes:
            if lane not in LINES:
                results.append(Result(lane, "(this lane)", "", [], theirs.label, [],
                                      skipped=f"--against measures only {', '.join(LINES)}"))
                continue
            if lane == "peer":
                from tether.bench import peer

                try:
                    scene: str | None = str(peer.kuka_manifest(Path(tmp)))
                except ImportError:
                    results += [Result(lane, x.name, "steps/s", [], theirs.label, [],
                                       skipped='needs pybullet_data: pip install "tether[bench]"') for x in LINES[lane]]
                    continue
                names, targets = peer.KUKA_JOINTS, peer.TARGETS
            else:
                scene, names, targets = None, legacy.JOINTS, legacy.TARGETS
            for place in available(placement):
                for line in LINES[lane]:
                    results.append(_measure(line, mine, theirs, scene, names, targets, place, repeats,
                                            seconds, progress))
    return results


def _measure(line: Line, mine: Side, theirs: Side, scene: str | None, names: list[str], targets: list[float],
             place: Placement, repeats: int, seconds: float, progress: Progress) -> Result:
    with ExitStack() as stack:
        a = _Running(mine, line.kind, scene, names, targets, line.steps, place)
        stack.callback(a.close)
        b = _Running(theirs, line.kind, scene, names, targets, line.steps, place)
        stack.callback(b.close)
        ours: list[float] = []
        other: list[float] = []
        for i in range(repeats):
            if i % 2 == 0:
                ours.append(a.measure(seconds))
                other.append(b.measure(seconds))
            else:
                other.append(b.measure(seconds))
                ours.append(a.measure(seconds))
            progress(f"  against {line.lane} {place.name} repeat {i + 1}/{repeats}: {line.name}: "
                     f"{ours[-1]:.0f}/s against {other[-1]:.0f}/s ({ours[-1] / other[-1]:.2f})")
    return Result(line.lane, f"{line.name} vs --against", "steps/s", ours, f"{theirs.label}, same loop", other,
                  notes=[f"this side: {a.what}", f"other side: {b.what}",
                         "alternated A B / B A per repeat; ratio = this tree / the other"],
                  placement=place.name)
