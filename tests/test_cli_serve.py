"""`tether serve` and plain `tether` start-up lines: exposure warnings and the real-time mode."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

from tether.cli.commands import bare_tether_argv, build_parser
from tether.cli.serve import exposure_warnings, is_loopback


def _start_and_stop(*args: str, timeout: float = 60.0) -> tuple[str, str]:
    """Start `tether ARGS`, wait for its ready line, stop it with Ctrl-C; return (stdout, stderr)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "tether.cli", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    assert proc.stdout is not None
    out: list[str] = []
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            out.append(line)
            if "press Ctrl-C to stop" in line:
                break
        proc.send_signal(signal.SIGINT)
        rest, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    return "".join(out) + rest, err


def test_binding_all_interfaces_warns_for_each_endpoint() -> None:
    _, err = _start_and_stop(
        "serve", "--host", "0.0.0.0", "--legacy-port", "0", "--click-addr", "tcp://0.0.0.0:*", "--web-port", "0",
        "--zmq-port", "0",
    )
    warnings = [line for line in err.splitlines() if line.startswith("tether: warning:")]
    assert len(warnings) == 5, err
    for endpoint in ("legacy remote API: 0.0.0.0:", "Click: tcp://0.0.0.0:", "viewer: http://0.0.0.0:",
                     "ZeroMQ remote API: tcp://0.0.0.0:", "simRemoteApi.start"):
        assert any(endpoint in w and "unauthenticated" in w for w in warnings), (endpoint, warnings)


def test_loopback_serves_quietly_and_says_whether_it_runs_in_real_time() -> None:
    out, err = _start_and_stop("serve", "--legacy-port", "0", "--click-addr", "tcp://127.0.0.1:*", "--no-web",
                               "--zmq-port", "0")
    assert "warning" not in err
    assert "real time: on (the scene's setting; --no-real-time runs as fast as possible); stepping clients step as fast as they ask" in out
    out, err = _start_and_stop("serve", "--no-real-time", "--legacy-port", "0", "--no-click", "--no-web",
                               "--no-zmq")
    assert "real time: off, as fast as possible (--no-real-time)" in out


def test_plain_tether_takes_the_real_time_flags_too() -> None:
    parser = build_parser()
    for flags, real_time in (([], None), (["--real-time"], True), (["--no-real-time"], False)):
        served = parser.parse_args(bare_tether_argv(parser.parse_args(flags)))
        assert served.command == "serve" and served.real_time is real_time and served.scene is None


def test_loopback_detection() -> None:
    assert all(is_loopback(a) for a in ("127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost", "tcp://127.0.0.1:5555",
                                         "ipc:///tmp/click"))
    assert not any(is_loopback(a) for a in ("0.0.0.0", "192.168.1.5", "::", "tcp://*:5555", "tcp://0.0.0.0:1", "eth0"))
    assert exposure_warnings(["viewer: http://127.0.0.1:8080/"], ["127.0.0.1"]) == []
