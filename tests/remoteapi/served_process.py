"""A ``tether serve`` subprocess for the hostile-peer tests: its port, its RSS, its log."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from tether.remoteapi.protocol import Command, MessageHeader, encode_message

MB = 1_000_000


class ServedProcess:
    """``tether serve --legacy-port 0`` (no Click, ZeroMQ or viewer: tests running beside these
    may hold their default ports) with extra flags."""

    def __init__(self, *flags: str) -> None:
        self._log = tempfile.NamedTemporaryFile("w+", suffix=".log", delete=False)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tether.cli", "serve", "--legacy-port", "0", "--no-click",
             "--no-zmq", "--no-web", *flags],
            stdout=subprocess.PIPE, stderr=self._log, text=True,
        )
        self.port = 0
        deadline = time.monotonic() + 60
        assert self.proc.stdout is not None
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                break
            if m := re.search(r"legacy remote API: 127\.0\.0\.1:(\d+)", line):
                self.port = int(m.group(1))
            if "press Ctrl-C" in line:
                break
        assert self.port, f"tether serve did not start: {self.log()}"

    def status(self, field: str) -> int:
        """A /proc status field of the server in bytes (VmRSS, VmHWM)."""
        text = Path(f"/proc/{self.proc.pid}/status").read_text()
        return int(re.search(rf"{field}:\s+(\d+) kB", text).group(1)) * 1024

    def log(self) -> str:
        return Path(self._log.name).read_text()

    def wait_log(self, pattern: str, count: int = 1, timeout: float = 10.0) -> bool:
        """Wait (bounded) until ``pattern`` occurs ``count`` times in the server's log."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if len(re.findall(pattern, self.log())) >= count:
                return True
            time.sleep(0.05)
        return False

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._log.close()
        Path(self._log.name).unlink(missing_ok=True)


class RssWatch:
    """Samples the server's RSS every 5 ms while in the ``with`` block; ``growth`` is the
    largest excess over the RSS when the block started (VmHWM catches peaks between samples)."""

    def __init__(self, served: ServedProcess) -> None:
        self.served = served
        self.growth = 0
        self._stop = threading.Event()

    def __enter__(self) -> "RssWatch":
        self._idle = self.served.status("VmRSS")
        self._hwm = self.served.status("VmHWM")
        self._peak = self._idle
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()
        return self

    def _sample(self) -> None:
        for _ in range(20000):  # at most 100 s
            if self._stop.wait(0.005):
                return
            self._peak = max(self._peak, self.served.status("VmRSS"))

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(5)
        peak = max(self._peak, self.served.status("VmRSS"))
        hwm = self.served.status("VmHWM")
        if hwm > self._hwm:  # a new lifetime peak: it happened inside the block
            peak = max(peak, hwm)
        self.growth = peak - self._idle


def message(*commands: Command, message_id: int = 1) -> bytes:
    """One client message, framed in 1300-byte packets like the official client."""
    return encode_message(MessageHeader(message_id), commands)
