"""Lane `click`: Click control/sensor cycles per second on the built-in arm, beside pclick's demo pair.

Every server runs in its own process and every repeat measures, back to back:

* candidate: ``python -m pclick.demo.client`` (the real third-party client, in the pclick venv)
  against ``tether serve --no-legacy --no-zmq --no-web`` on the built-in scene: each ControlMessage sets
  the controls of every robot in the handshake (the 7 Arm joints under position control, the
  door's motor) and steps the physics once;
* second line: tether's own :class:`tether.click.Client` (``step`` with per-robot value lists,
  decoded by joint name) against the same server, from this process;
* baseline: the same demo client against ``python -m pclick.demo.server``, which simulates
  nothing and answers with a canned SensorMessage.

The demo server busy-spins a core for as long as it runs, so it only runs during its own
measurement. The demo client prints ``Sent/received N messages in S seconds, ie H Hz``; S is
rounded to 10 ms but H is computed from the unrounded clock, so H (to 1 Hz) is the rate used.
Each demo client run is preceded by a short warm-up run whose rate sizes the measured run to
about ``seconds``. The tether server's CPU use while no controller talks to it (after it has
served them) is reported as a note: the goal is >= 0.8 of the demo pair's rate *without*
spinning while idle, which the demo server does.

Servers and clients are pinned to cores (:mod:`tether.bench.placement`: both servers on the
placement's server CPU, both controllers on its client CPU, ZeroMQ's I/O threads with them) and
each placement is reported on its own line, each with the goal (the spinning demo server does not
starve a demo client on its core: the client's blocking receive gives the server its turns).

Needs the pclick venv (:mod:`tether.click.pclick_venv`, created on first use from PyPI); if it
cannot be set up the lane is reported as skipped.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass
from typing import IO, Iterator, Mapping, Sequence

from tether.bench.placement import Placement, available, pin_child, pinned
from tether.bench.results import Measure, Progress, Result, Unavailable, measure_rate
from tether.click.messages import RobotDescription, ValueType
from tether.click.pclick_venv import PclickEnv, PclickUnavailable, free_tcp_addr
from tether.click.pclick_venv import stop as stop_process

#: Arm targets (rad) the controllers send every cycle: a reachable pose, held once reached.
ARM_TARGETS = (0.1, -0.2, 0.15, -0.3, 0.05, 0.25, -0.1)
WARMUP_MESSAGES = 300  # a first demo client run: starts the simulation and sizes the measured run
MIN_MESSAGES = 200
IDLE_SECONDS = 1.0
GOAL = 0.8
NAMES = ("pclick demo client -> tether, built-in arm", "tether.click.Client.step -> tether, built-in arm")
BASELINE_NAME = "pclick demo client -> pclick demo server (simulates nothing, busy-spins)"

_DEMO_SUMMARY = re.compile(
    r"Sent/received\s+(?P<messages>\d+)\s+messages\s+in\s+(?P<seconds>[0-9.]+)\s+seconds,\s+ie\s+(?P<hz>[0-9.]+)\s+Hz"
)

_TETHER_SERVE = "import sys; from tether.cli import main; sys.exit(main(sys.argv[1:]))"


# --------------------------------------------------------------------------- parsing


@dataclass(frozen=True)
class DemoRun:
    """The summary line of one ``pclick.demo.client`` run."""

    messages: int  # --range + 1 (the first message is sent before the loop)
    seconds: float  # as printed: rounded to 10 ms
    hz: float  # as printed: messages / unrounded seconds, rounded to 1 Hz

    @property
    def rate(self) -> float:
        """Cycles per second: the printed Hz, which comes from the unrounded clock (the
        printed seconds are too coarse for short runs); messages/seconds if Hz is missing."""
        if self.hz > 0:
            return self.hz
        return self.messages / self.seconds if self.seconds > 0 else 0.0


def parse_demo_client_output(text: str) -> DemoRun:
    """Find the summary line in the demo client's stdout; ``ValueError`` if there is none."""
    matches = list(_DEMO_SUMMARY.finditer(text))
    if not matches:
        tail = text.strip().splitlines()[-3:]
        raise ValueError(f"no 'Sent/received ... Hz' line in the pclick demo client's output (last lines: {tail})")
    last = matches[-1]
    return DemoRun(int(last["messages"]), float(last["seconds"]), float(last["hz"]))


def control_values(robots: Mapping[str, RobotDescription]) -> dict[str, list[float]]:
    """One value per control for every robot with controls: the arm's targets for Angle
    controls of a robot with 7 (else 0.0), 0.0 for velocity/torque (holds still)."""
    out: dict[str, list[float]] = {}
    for name, desc in robots.items():
        if not desc.controls:
            continue  # objects: nothing the demo client could send
        angles = ARM_TARGETS if len(desc.controls) == len(ARM_TARGETS) else ()
        out[name] = [
            angles[i] if angles and t == ValueType.Angle else 0.0 for i, t in enumerate(desc.control_types)
        ]
    return out


def control_arg(values: Mapping[str, Sequence[float]]) -> str:
    """``--controlmessage`` for pclick's demo client: ``robot:v1,v2;robot2:v1``."""
    return ";".join(f"{name}:{','.join(repr(float(v)) for v in vals)}" for name, vals in values.items())


# --------------------------------------------------------------------------- processes


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a process so far (Linux /proc; None where unavailable)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            # The command name (field 2) may contain spaces; the fields after its ")" are fixed.
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def idle_cpu(pid: int, seconds: float = IDLE_SECONDS) -> float | None:
    """Fraction of one core a process uses over ``seconds`` (None where unmeasurable)."""
    before, start = cpu_seconds(pid), time.perf_counter()
    time.sleep(seconds)
    after, wall = cpu_seconds(pid), time.perf_counter() - start
    if before is None or after is None:
        return None
    return (after - before) / wall


def _tail(log: IO[str]) -> str:
    log.seek(0)
    return log.read()[-2000:]


class TetherServer:
    """``tether serve --no-legacy --no-zmq --no-web`` on the built-in scene, Click on a free port."""

    def __init__(self, cpu: int | None = None) -> None:
        self._log = tempfile.TemporaryFile("w+")  # stderr: never a pipe nobody drains
        self.proc = subprocess.Popen(
            [sys.executable, "-c", _TETHER_SERVE, "serve", "--no-legacy", "--no-zmq", "--no-web", "--click-addr", "tcp://127.0.0.1:*"],
            stdout=subprocess.PIPE,
            stderr=self._log,
            text=True,
            preexec_fn=pin_child(cpu),
        )
        try:
            self.address = self._read_address()
        except BaseException:
            self.close()
            raise

    def _read_address(self) -> str:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:  # ends at EOF if the server dies
            if line.startswith("Click: "):
                return line.split(":", 1)[1].strip()
            if line.startswith("press Ctrl-C"):
                break
        self.proc.poll()
        raise RuntimeError(f"tether serve did not report a Click address (exit {self.proc.returncode}): {_tail(self._log)}")

    def close(self) -> None:
        stop_process(self.proc)
        self._log.close()

    def __enter__(self) -> "TetherServer":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class DemoServer:
    """``python -m pclick.demo.server`` on a free port of 127.0.0.1, answering a handshake."""

    def __init__(self, env: PclickEnv, attempts: int = 3, cpu: int | None = None) -> None:
        from tether.click import Client, ClickTimeout

        last = ""
        for _ in range(attempts):  # a port that was free a moment ago may be taken by now
            self.address = free_tcp_addr()
            self.proc = env.popen(["-m", "pclick.demo.server", "--addr", self.address], preexec_fn=pin_child(cpu))
            try:
                with Client(self.address, timeout=20):
                    return
            except ClickTimeout:
                last = self.proc.stderr.read()[-2000:] if self.proc.poll() is not None and self.proc.stderr else ""
                stop_process(self.proc)
            except BaseException:
                stop_process(self.proc)
                raise
        raise RuntimeError(f"pclick demo server did not answer a handshake: {last}")

    def close(self) -> None:
        stop_process(self.proc)

    def __enter__(self) -> "DemoServer":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# --------------------------------------------------------------------------- measurements


def demo_client(
    env: PclickEnv, address: str, messages: int, control: str, timeout: float = 120, cpu: int | None = None
) -> DemoRun:
    """One ``pclick.demo.client`` run of ``messages`` ControlMessages (on ``cpu``, if given)."""
    done = env.run_module(
        "pclick.demo.client", "--addr", address, "--range", str(max(0, messages - 1)), "--controlmessage", control,
        timeout=timeout, preexec_fn=pin_child(cpu),
    )
    if done.returncode != 0:
        raise RuntimeError(f"pclick demo client failed ({done.returncode}): {done.stderr[-2000:]}")
    return parse_demo_client_output(done.stdout)


def demo_client_rate(env: PclickEnv, address: str, control: str, seconds: float, cpu: int | None = None) -> float:
    """Cycles/s of the demo client over about ``seconds`` (after a warm-up run)."""
    warm = demo_client(env, address, WARMUP_MESSAGES, control, cpu=cpu)
    return demo_client(env, address, max(MIN_MESSAGES, int(warm.rate * seconds)), control, cpu=cpu).rate


def tether_client_rate(address: str, seconds: float) -> float:
    """Cycles/s of :meth:`tether.click.Client.step` (lists in control order, sensors decoded).

    The client gets a ZeroMQ context of its own: its I/O thread starts now, on the CPUs this
    thread is pinned to (the shared context's may run anywhere)."""
    import zmq

    from tether.click import Client

    context = zmq.Context()
    try:
        with Client(address, context=context) as c:
            controls = control_values(c.robots)
            for _ in range(WARMUP_MESSAGES):
                c.step(controls)
            return measure_rate(lambda: c.step(controls), seconds)
    finally:
        context.term()


def handshake_robots(address: str) -> dict[str, RobotDescription]:
    from tether.click import Client

    with Client(address) as c:
        return dict(c.robots)


def _unavailable(exc: PclickUnavailable) -> str:
    return f"pclick venv unavailable: {str(exc).strip().splitlines()[0]}"


#: The loops ``tether bench click --against OTHER`` measures on each side (:mod:`tether.bench.against`):
#: both controllers against that side's ``tether serve`` (the pclick demo client is the same on both).
AGAINST = {NAMES[0]: "cycles/s", NAMES[1]: "cycles/s"}


@contextmanager
def against_loop(name: str, placement: Placement) -> Iterator[Measure]:
    """The controller ``name`` (:data:`AGAINST`) against a tether server's Click endpoint on the
    placement's server CPU (one server for every measurement), measured as the lane measures it."""
    try:
        env = PclickEnv.ensure()
    except PclickUnavailable as exc:
        raise Unavailable(_unavailable(exc)) from None
    with TetherServer(placement.server_cpu) as server:
        control = control_arg(control_values(handshake_robots(server.address)))
        if name == NAMES[0]:
            yield lambda seconds: demo_client_rate(env, server.address, control, seconds, placement.client_cpu)
        else:
            yield lambda seconds: tether_client_rate(server.address, seconds)


def run(repeats: int, seconds: float, progress: Progress, placements: list[Placement] | None = None) -> list[Result]:
    placements = placements if placements is not None else available()
    try:
        env = PclickEnv.ensure()
    except PclickUnavailable as exc:
        reason = _unavailable(exc)
        progress(f"  click: skipped ({reason})")
        return [
            Result(lane="click", name=n, unit="cycles/s", samples=[], baseline_name=BASELINE_NAME,
                   baseline_samples=[], goal=GOAL, skipped=reason)
            for n in NAMES
        ]
    results: list[Result] = []
    for placement in placements:
        results += _run_placement(env, placement, repeats, seconds, progress)
    return results


def _run_placement(env: PclickEnv, placement: Placement, repeats: int, seconds: float,
                   progress: Progress) -> list[Result]:
    client_cpu, server_cpu = placement.client_cpu, placement.server_cpu
    pclick_rates: list[float] = []
    client_rates: list[float] = []
    demo_rates: list[float] = []
    idle: list[float] = []
    demo_idle: float | None = None
    control = ""
    for i in range(repeats):
        with TetherServer(server_cpu) as server:  # a fresh simulation per repeat, like the legacy lane
            values = control_values(handshake_robots(server.address))
            control = control_arg(values)
            pclick_rates.append(demo_client_rate(env, server.address, control, seconds, client_cpu))
            with pinned(client_cpu):
                client_rates.append(tether_client_rate(server.address, seconds))
            share = idle_cpu(server.proc.pid)
            if share is not None:
                idle.append(share)
        with DemoServer(env, cpu=server_cpu) as demo:
            demo_rates.append(demo_client_rate(env, demo.address, control, seconds, client_cpu))
            if demo_idle is None:
                demo_idle = idle_cpu(demo.proc.pid)
        progress(
            f"  click {placement.name} repeat {i + 1}/{repeats}: demo client->tether {pclick_rates[-1]:.0f}/s, "
            f"tether Client->tether {client_rates[-1]:.0f}/s, demo pair {demo_rates[-1]:.0f}/s"
            + (f"; tether idle CPU {idle[-1]:.1%}" if idle else "")
        )

    notes = [f"controls sent every cycle: {control}"]
    if idle:
        notes.append(
            f"tether server idle CPU after serving, no controller talking: median {statistics.median(idle):.1%}"
            f" of a core, max {max(idle):.1%} ({IDLE_SECONDS:g} s per repeat)"
        )
    else:
        notes.append("tether server idle CPU: not measurable here (no /proc)")
    if demo_idle is not None:
        notes.append(f"pclick demo server idle CPU: {demo_idle:.1%} of a core (it busy-spins)")
    return [
        Result(
            lane="click", name=NAMES[0], unit="ControlMessage->SensorMessage cycles/s, one physics step each",
            samples=pclick_rates, baseline_name=BASELINE_NAME, baseline_samples=demo_rates,
            goal=GOAL, notes=notes, placement=placement.name,
        ),
        Result(
            lane="click", name=NAMES[1], unit="cycles/s, sensors decoded by joint name",
            samples=client_rates, baseline_name=BASELINE_NAME, baseline_samples=demo_rates, goal=None,
            notes=["tether's own client in the benchmark process; same server and baseline as above"],
            placement=placement.name,
        ),
    ]
