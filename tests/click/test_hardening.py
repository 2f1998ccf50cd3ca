"""The Click endpoint against careless and hostile peers, over real sockets: one session and
step gate per peer, a killed controller releases the simulation, huge frames are refused by
ZeroMQ before they reach the host thread, malformed frames are answered without tracebacks."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator

import pytest
import zmq

from tether.click import ClickError, Client
from tether.click import messages as m
from tether.click.server import ClickServer
from tether.core import Simulation
from tether.host import SimulationHost
from waiting import wait_until

IDLE = 1.0  # seconds: the hosts' idle timeout in these tests
ARM = [0.1, -0.2, 0.15, -0.3, 0.05, 0.25, -0.1]
DT = 0.005  # the built-in scene's time step




@pytest.fixture
def host() -> Iterator[SimulationHost]:
    host = SimulationHost(Simulation(), idle_timeout=IDLE)
    host.start()
    try:
        yield host
    finally:
        host.stop()


def serve(host: SimulationHost, **limits: int) -> ClickServer:
    return host.call(lambda: ClickServer(host, "tcp://127.0.0.1:*", **limits))


def _rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def test_each_peer_has_its_own_gate_and_steps_in_lockstep(host: SimulationHost) -> None:
    click = serve(host)
    sim = host.simulation
    with Client(click.address, timeout=10) as a, Client(click.address, timeout=10) as b:
        assert len(sim.loop.gates) == 2
        infos = host.call(host.clients)
        assert [i.protocol for i in infos] == ["click", "click"] and len({i.peer for i in infos}) == 2
        for i in range(1, 4):
            box: dict[str, float] = {}
            t = threading.Thread(target=lambda box=box: box.update(a=a.step({"Arm": ARM}).simulated_time))
            t.start()
            # a's step waits for b's: the simulation waits for b alone
            assert wait_until(lambda: len(host.call(host.waiting_for)) == 1, 5)
            assert sim.loop.pass_count == i - 1
            assert b.step({"Arm": ARM}).simulated_time == pytest.approx(DT * i)
            t.join(10)
            assert box["a"] == pytest.approx(DT * i)
        # one controller resets: both are released; the other learns it at its next message
        b.reset()
        assert sim.loop.gates == [] and sim.loop.pass_count == 0
        with pytest.raises(Exception, match="[Rr]eset"):
            a.step({"Arm": ARM})
        assert a.step({"Arm": ARM}).simulated_time == pytest.approx(DT)


KILLED_CONTROLLER = textwrap.dedent("""
    import sys, time, zmq
    from tether.click import messages as m
    sock = zmq.Context.instance().socket(zmq.REQ)
    sock.connect(sys.argv[1])
    sock.send(m.encode(m.handshake_init()))
    sock.recv()
    print("ready", flush=True)
    time.sleep(60)
""")


@pytest.mark.parametrize("how", ["killed", "frozen"])
def test_vanished_or_frozen_controller_releases_the_simulation(host: SimulationHost, how: str) -> None:
    """Killed: its connection closes and the gate goes at once (the idle timeout is off).
    Frozen (SIGSTOP): the connection stays; the host's watchdog releases it after the idle timeout."""
    click = serve(host)
    sim = host.simulation
    proc = subprocess.Popen([sys.executable, "-c", KILLED_CONTROLLER, click.address],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
        assert len(sim.loop.gates) == 1
        with Client(click.address, timeout=10) as other:
            if how == "killed":
                host.idle_timeout = 0
                proc.kill()
                proc.wait(10)
            else:
                proc.send_signal(signal.SIGSTOP)
            t0 = time.monotonic()
            # The other controller's step waits for the vanished one until it is released.
            assert other.step({"Arm": ARM}).simulated_time == pytest.approx(DT)
            waited = time.monotonic() - t0
            assert waited < (3.0 if how == "killed" else IDLE + 3.0)
            assert len(sim.loop.gates) == 1
            if how == "killed":
                assert len(host.call(host.clients)) == 1  # its session is gone too
    finally:
        proc.kill()
        proc.wait(10)


SENDER = textwrap.dedent("""
    import sys, numpy, zmq
    sock = zmq.Context.instance().socket(zmq.DEALER)
    sock.setsockopt(zmq.LINGER, 0)
    sock.connect(sys.argv[1])
    big = numpy.zeros(int(sys.argv[2]), dtype=numpy.uint8)  # zero pages: costs the sender no RAM
    print("ready", flush=True)
    sys.stdin.readline()
    monitor = sock.get_monitor_socket(zmq.EVENT_DISCONNECTED)
    sock.send_multipart([b"", memoryview(big)], copy=False)
    dropped = monitor.poll(10000)  # the server closes the connection when the header arrives
    print("dropped" if dropped else "not dropped", flush=True)
    sys.stdin.readline()
""")


def _worst_step(client: Client, seconds: float) -> tuple[float, int]:
    """The slowest of the steps ``client`` makes in ``seconds`` (at most 5000), and their count."""
    worst, steps, t_end = 0.0, 0, time.monotonic() + seconds
    while time.monotonic() < t_end and steps < 5000:
        t0 = time.perf_counter()
        client.step({"Arm": ARM})
        worst = max(worst, time.perf_counter() - t0)
        steps += 1
    return worst, steps


def test_huge_message_is_refused_without_delaying_another_controller(host: SimulationHost) -> None:
    click = serve(host)
    sim = host.simulation
    rss_before = _rss_mb()
    with Client(click.address, timeout=10) as other:
        # Same-run baseline: on a loaded machine, scheduling alone can delay a step by ~100 ms.
        baseline, baseline_steps = _worst_step(other, 2.0)
        proc = subprocess.Popen([sys.executable, "-c", SENDER, click.address, str(400 << 20)],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        try:
            assert proc.stdout is not None and proc.stdin is not None and proc.stdout.readline() == "ready\n"
            proc.stdin.write("go\n")
            proc.stdin.flush()
            worst, steps = _worst_step(other, 2.0)
            assert proc.stdout.readline() == "dropped\n"
        finally:
            proc.kill()
            proc.wait(10)
        after, after_steps = _worst_step(other, 2.0)
        baseline, steps_done = max(baseline, after), baseline_steps + steps + after_steps
        assert steps > 10 and sim.loop.pass_count == steps_done
        print(f"worst step {worst * 1000:.1f} ms beside the huge message, {baseline * 1000:.1f} ms without")
        # The server used to receive and parse it on the host thread (0.8 s on an idle machine).
        # Under 100 ms, unless the machine is so loaded that steps without it are as slow.
        assert worst < max(0.1, 2 * baseline), f"a step took {worst * 1000:.0f} ms beside the huge message"
        # the handshake and the steps: the big frame never reached the host thread
        assert click.messages_handled == 1 + steps_done
    assert _rss_mb() - rss_before < 64


def test_malformed_frames_are_answered_without_tracebacks(host: SimulationHost, caplog) -> None:
    click = serve(host)
    caplog.set_level(logging.INFO)
    frames = [b"\xff" * 10, b"\x08\x63", m.encode(m.handshake_init(version=99)), b"\x0a\x05hello", b""]
    ctx = zmq.Context.instance()
    req = ctx.socket(zmq.REQ)
    req.setsockopt(zmq.LINGER, 0)
    req.setsockopt(zmq.RCVTIMEO, 5000)
    req.connect(click.address)
    for i in range(500):
        req.send(frames[i % len(frames)])
        answer = m.parse(req.recv())
        assert answer.messageType == m.MessageType.Error
    # a DEALER without the REQ envelope, multi-part and empty messages: ignored or answered
    dealer = ctx.socket(zmq.DEALER)
    dealer.setsockopt(zmq.LINGER, 0)
    dealer.connect(click.address)
    for parts in ([b"junk"], [b"", b"\x08", b"\x63"], [b"", b"\x00", b""], [b""]):
        dealer.send_multipart(parts)
    with Client(click.address, timeout=10) as good:  # still served
        assert good.step({"Arm": ARM}).simulated_time == pytest.approx(DT)
    req.close()
    dealer.close()
    records = [r for r in caplog.records if r.name.startswith("tether")]
    assert not any(r.exc_info for r in records)
    assert len(records) < 20  # once per peer per second, not once per frame


def test_controller_limit(host: SimulationHost) -> None:
    click = serve(host, max_controllers=2)
    with Client(click.address, timeout=10), Client(click.address, timeout=10), \
            pytest.raises(ClickError, match="too many Click controllers"):
        Client(click.address, timeout=10)  # both others hold a step gate (handshake)
    assert wait_until(lambda: host.call(click.sessions) == [], 5)
    # A controller that holds nothing makes room for a new one (its connection may be dead).
    with Client(click.address, timeout=10, handshake=False) as idle, Client(click.address, timeout=10):
        assert idle.sensors().simulated_time == 0.0  # a session, no gate
        with Client(click.address, timeout=10) as newcomer:
            assert newcomer.step({"Arm": ARM}).simulated_time == pytest.approx(DT)
    assert wait_until(lambda: host.call(click.sessions) == [], 5)  # disconnects free their places
    with Client(click.address, timeout=10) as third:  # resumes where the newcomer left it paused
        assert third.step({"Arm": ARM}).simulated_time == pytest.approx(2 * DT)


LONE_CONTROLLER = textwrap.dedent("""
    import sys
    from tether.click import Client
    c = Client(sys.argv[1], timeout=10)
    for _ in range(3):
        c.step({"Arm": [0.1, -0.2, 0.15, -0.3, 0.05, 0.25, -0.1]})
    print("stepped", flush=True)
    sys.stdin.readline()
""")


def test_a_lone_controller_that_leaves_pauses_the_simulation(host: SimulationHost) -> None:
    """Click time advances only on ControlMessages: gone, it leaves the simulation paused, not
    running away; the next controller's ControlMessage resumes it."""
    click = serve(host)
    sim = host.simulation
    proc = subprocess.Popen([sys.executable, "-c", LONE_CONTROLLER, click.address],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline() == "stepped\n"
        host.idle_timeout = 0
        proc.kill()
        proc.wait(10)
    finally:
        proc.kill()
        proc.wait(10)
    assert wait_until(lambda: sim.loop.gates == [] and not sim.state.advancing, 3)
    passes = sim.loop.pass_count
    assert passes == 3  # no pass ran without it
    time.sleep(0.2)
    assert sim.loop.pass_count == passes
    with Client(click.address, timeout=10) as next_one:
        assert next_one.step({"Arm": ARM}).simulated_time == pytest.approx(DT * (passes + 1))
