"""The simulation host: free-running, real-time pacing, and calls from other threads."""

from __future__ import annotations

import threading
import time

import pytest

from tether.core import Simulation, SimulationState
from tether.host import SimulationHost


@pytest.fixture
def host():
    h = SimulationHost(Simulation())
    h.start()
    yield h
    h.stop()


def test_free_running_and_state_changes_through_the_host(host: SimulationHost) -> None:
    sim = host.simulation
    assert host.call(lambda: sim.loop.pass_count) == 0  # stopped: nothing runs
    host.call(sim.start)
    deadline = time.monotonic() + 10
    while host.call(lambda: sim.loop.pass_count) < 200 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert host.call(lambda: sim.loop.pass_count) >= 200
    host.call(sim.pause)
    time.sleep(0.05)
    paused_at = host.call(lambda: sim.loop.pass_count)
    assert host.call(lambda: sim.state) == SimulationState.PAUSED
    time.sleep(0.1)
    assert host.call(lambda: sim.loop.pass_count) == paused_at
    host.call(sim.stop)
    assert host.call(lambda: (sim.state, sim.loop.pass_count)) == (SimulationState.STOPPED, 0)


def test_real_time_pacing_never_runs_ahead_of_the_wall_clock(host: SimulationHost) -> None:
    sim = host.simulation
    sim.loop.real_time = True
    start = time.monotonic()
    host.call(sim.start)
    time.sleep(0.4)
    simulated = host.call(lambda: sim.loop.sim_time)
    elapsed = time.monotonic() - start
    assert 0 < simulated <= elapsed + 0.02


def test_calls_from_many_threads_are_serialised_on_the_host(host: SimulationHost) -> None:
    sim = host.simulation
    host.call(sim.start)
    seen: list[int] = []
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            for _ in range(50):
                seen.append(host.call(lambda: threading.get_ident()))
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not errors and len(seen) == 200
    assert set(seen) == {host.thread_ident}  # every call ran on the host thread


def test_a_failing_call_raises_in_the_caller_and_the_host_goes_on(host: SimulationHost) -> None:
    with pytest.raises(ZeroDivisionError):
        host.call(lambda: 1 / 0)
    assert host.call(lambda: 42) == 42


def test_readers_and_writers_on_the_same_socket(host: SimulationHost) -> None:
    """add_writer fires while the socket can take output; removing either keeps the other."""
    import socket

    ours, theirs = socket.socketpair()
    ours.setblocking(False)
    read, wrote = threading.Event(), threading.Event()
    writes = []

    def on_writable() -> None:
        writes.append(1)
        wrote.set()
        host.remove_writer(ours.fileno())  # by fd: the poller forgets the socket object too

    def on_readable() -> None:
        ours.recv(100)
        read.set()

    try:
        host.call(lambda: host.add_reader(ours, on_readable))
        host.call(lambda: host.add_writer(ours, on_writable))
        assert wrote.wait(5)
        theirs.sendall(b"x")
        assert read.wait(5)  # the reader survived the writer's removal
        time.sleep(0.05)
        assert len(writes) == 1  # removed: not called again although still writable
        host.call(lambda: host.remove_reader(ours.fileno()))
        assert host.call(lambda: all(key != ours.fileno() for key, _ in host._poll_items))  # nothing left polled
    finally:
        ours.close()
        theirs.close()
