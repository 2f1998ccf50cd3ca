"""TetherEnv.connect: an agent drives a `tether serve` over the one-exchange lockstep path."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import time
from typing import Iterator

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from tether.core.session import SimulationSession
from tether.gym import TetherEnv
from tether.gym.remote import parse_address


@pytest.fixture(scope="module")
def served_port() -> Iterator[int]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "tether.cli", "serve", "--legacy-port", "0", "--no-click", "--no-zmq", "--no-web"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        port = None
        deadline = time.monotonic() + 30
        assert proc.stdout is not None
        while port is None and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            if m := re.search(r"legacy remote API: 127\.0\.0\.1:(\d+)", line):
                port = int(m.group(1))
        assert port is not None, "tether serve did not print its legacy port"
        yield port
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()


def test_remote_env_follows_the_in_process_simulation(served_port: int) -> None:
    env = TetherEnv.connect(f"tcp://127.0.0.1:{served_port}", frame_skip=2)
    actions = [np.linspace(-0.5, 0.5, 7, dtype=np.float32) * (1 + k % 3) for k in range(10)]
    try:
        obs, _ = env.reset(seed=0)
        assert np.allclose(obs["joint_pos"], 0.0)
        remote = [env.step(a)[0]["joint_pos"] for a in actions]
        env.reset()  # the server restored its initial state: the same episode again
        again = [env.step(a)[0]["joint_pos"] for a in actions]
    finally:
        env.close()
    assert all(np.array_equal(x, y) for x, y in zip(remote, again))
    with SimulationSession() as local:  # the same scene, in this process
        joints = [local.sim.getObject(f"Arm_joint{i}") for i in range(1, 8)]
        for a, q in zip(actions, remote):
            for h, v in zip(joints, a.tolist()):
                local.sim.setJointTargetPosition(h, v)
            local.step(2)
            expected = [local.sim.getJointPosition(h) for h in joints]
            assert q == pytest.approx(expected, abs=1e-5)  # the wire carries float32


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_remote_env_passes_the_checker(served_port: int) -> None:
    env = TetherEnv.connect(f"tcp://127.0.0.1:{served_port}", reward=lambda obs, a: -float(np.abs(obs["joint_pos"]).sum()))
    try:
        check_env(env, skip_render_check=True)
    finally:
        env.close()


def test_bad_addresses_are_clear() -> None:
    for bad in ("127.0.0.1:19997", "tcp://127.0.0.1", "tcp://:19997", "tcp://h:99999"):
        with pytest.raises(ValueError, match="tcp://127.0.0.1:19997"):
            parse_address(bad)
    assert parse_address("tcp://[::1]:5") == ("::1", 5)
    with pytest.raises(ValueError, match="mode"):
        TetherEnv.connect("tcp://127.0.0.1:1", mode="force")


def test_nothing_listening_is_one_clear_connection_error() -> None:
    import socket

    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with pytest.raises(ConnectionError, match=rf"cannot connect to tether serve at tcp://127.0.0.1:{port}: "
                                              r"connection refused; is `tether serve` running there\?") as caught:
        TetherEnv.connect(f"tcp://127.0.0.1:{port}", timeout=30)
    assert caught.value.__cause__ is None and caught.type is ConnectionError  # not a bare ConnectionRefusedError
