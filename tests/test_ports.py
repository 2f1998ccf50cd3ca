"""`tether serve`'s ports as a user meets them: wrong ones are usage errors, clashes are all
reported at once naming the flag to change, and --port-base moves the four endpoints together."""

from __future__ import annotations

import argparse
import random
import re
import socket
import subprocess
import sys

import pytest

from tether.cli.ports import Clashes, legacy_port, port_base, ports_from_base, tcp_port, zmq_address
from tests.test_serve import _read_until


def _serve(*flags: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tether.cli", "serve", *flags],
                          capture_output=True, text=True, timeout=timeout)


def test_validators_accept_ports_and_addresses_and_explain_the_rest() -> None:
    assert tcp_port("23000") == 23000 and tcp_port("0") == 0
    assert legacy_port("-19997") == -19997 and legacy_port("19997") == 19997 and legacy_port("-99999") == -99999
    assert zmq_address("tcp://127.0.0.1:5555") == "tcp://127.0.0.1:5555"
    assert zmq_address("tcp://*:*") == "tcp://*:*" and zmq_address("ipc:///tmp/x") == "ipc:///tmp/x"
    assert zmq_address("tcp://[::1]:5555") == "tcp://[::1]:5555"
    for func, text, words in [
        (tcp_port, "99999", "from 1 to 65535"), (tcp_port, "-1", "from 1 to 65535"), (tcp_port, "x", "port number"),
        (legacy_port, "70000", "negative one"), (legacy_port, "-100000", "negative one"),
        (zmq_address, "5555", "like tcp://127.0.0.1:5555"), (zmq_address, "tcp://host", "like tcp://"),
        (zmq_address, "tcp://127.0.0.1:70000", "from 1 to 65535"), (port_base, "65534", "from 1 to 65532"),
    ]:
        with pytest.raises(argparse.ArgumentTypeError, match=words):
            func(text)
    assert ports_from_base(30000) == {"legacy": 30000, "zmq": 30001, "click": 30002, "web": 30003}


@pytest.mark.parametrize("flags, flag", [
    (["--web-port", "99999"], "--web-port"),
    (["--legacy-port", "70000"], "--legacy-port"),
    (["--zmq-port", "70000"], "--zmq-port"),
    (["--click-addr", "5555"], "--click-addr"),
    (["--port-base", "65535"], "--port-base"),
])
def test_a_wrong_port_is_one_usage_line(flags: list[str], flag: str) -> None:
    done = _serve(*flags)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    error = [line for line in done.stderr.splitlines() if "error" in line]
    assert len(error) == 1 and flag in error[0], done.stderr


def test_clashes_collects_every_failed_bind() -> None:
    clashes = Clashes()
    with clashes.attempt("the thing on :1", "--thing-port", "--no-thing"):
        raise OSError(98, "Address already in use")
    with clashes.attempt("the other on :2", "--other-port", "--no-other"):
        pass
    assert len(clashes.found) == 1
    assert clashes.lines() == ["tether: error: cannot listen for the thing on :1: address already in use; choose "
                               "another port with --thing-port (or --port-base N to move all four, or --no-thing), "
                               "or stop the other server"]


def _listening() -> tuple[socket.socket, int]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen()
    return sock, sock.getsockname()[1]


def test_every_clash_is_reported_at_once_naming_its_flag() -> None:
    blockers = [_listening() for _ in range(4)]
    legacy, zmq_port, click, web = (port for _, port in blockers)
    try:
        done = _serve("--legacy-port", str(legacy), "--zmq-port", str(zmq_port),
                      "--click-addr", f"tcp://127.0.0.1:{click}", "--web-port", str(web))
    finally:
        for sock, _ in blockers:
            sock.close()
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 4, done.stderr
    for line, flag, port in zip(lines, ["--legacy-port", "--click-addr", "--zmq-port", "--web-port"],
                                [legacy, click, zmq_port, web]):
        assert line.startswith("tether: error: cannot listen for") and f":{port}" in line
        assert f"choose another port with {flag}" in line and "in use" in line
    assert "serving scene" not in done.stdout


def _free_run(length: int = 4) -> int:
    for _ in range(200):
        base = random.randint(30000, 60000)
        socks = []
        try:
            for port in range(base, base + length):
                sock = socket.socket()
                socks.append(sock)
                sock.bind(("127.0.0.1", port))
            return base
        except OSError:
            continue
        finally:
            for sock in socks:
                sock.close()
    pytest.skip("no four consecutive free ports")


def test_port_base_moves_all_four_endpoints() -> None:
    base = _free_run()
    proc = subprocess.Popen([sys.executable, "-m", "tether.cli", "serve", "--port-base", str(base)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        text = "\n".join(_read_until(proc, "press Ctrl-C to stop"))
    finally:
        proc.kill()
        proc.communicate(timeout=30)
    assert re.search(rf"^legacy remote API: 127\.0\.0\.1:{base} ", text, re.M), text
    assert f"ZeroMQ remote API: tcp://127.0.0.1:{base + 1}" in text
    assert f"Click: tcp://127.0.0.1:{base + 2}" in text
    assert f"viewer: http://127.0.0.1:{base + 3}/" in text
