"""Headless Chromium driven over the DevTools protocol on a pipe (``--remote-debugging-pipe``).

Stdlib only: Chromium reads commands on its fd 3 and writes replies and events on fd 4, each a
JSON message ended by a NUL byte, so no WebDriver and no WebSocket library is needed. Clicks are
real input events (``Input.dispatchMouseEvent``), as a user's would be.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import shutil
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

# Flags every launch needs: headless without a sandbox (root in CI containers) and without the
# background traffic that tries to reach Google (no network in CI). SwiftShader gives WebGL on a
# machine without a GPU.
BASE_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-default-apps", "--disable-extensions", "--mute-audio", "--hide-scrollbars",
    "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
]
BINARY_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def find_chromium() -> str | None:
    """The Chromium binary: $CHROMIUM if set, else the first of the usual names on PATH."""
    if os.environ.get("CHROMIUM"):
        return shutil.which(os.environ["CHROMIUM"])
    for name in BINARY_NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


class CDPError(RuntimeError):
    """Chromium answered a command with an error, or did not answer in time."""


class Browser:
    """One headless Chromium with one page; use as a context manager."""

    def __init__(self, binary: str, width: int = 1024, height: int = 700, timeout: float = 20.0) -> None:
        self.binary, self.width, self.height, self.timeout = binary, width, height, timeout
        self.profile = tempfile.mkdtemp(prefix="tether-chromium-")
        self.log_path = Path(self.profile) / "chromium.log"
        self._next_id = 0
        self._replies: dict[int, dict[str, Any]] = {}
        self._cond = threading.Condition()
        self.console: list[str] = []  # console messages and page errors, for failure messages
        self._closed = False
        self.pid = self._spawn()
        self._reader = threading.Thread(target=self._read_loop, name="cdp-reader", daemon=True)
        self._reader.start()
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.page("Page.enable")
        self.page("Runtime.enable")
        self.page("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)

    # -- process ------------------------------------------------------------------------------
    def _spawn(self) -> int:
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()
        # posix_spawn dup2s onto fds 3 and 4; keep the sources above them so no dup2 is a no-op.
        high_r = fcntl.fcntl(to_child_r, fcntl.F_DUPFD_CLOEXEC, 10)
        high_w = fcntl.fcntl(from_child_w, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(to_child_r)
        os.close(from_child_w)
        log = os.open(self.log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o600)
        args = [
            self.binary, *BASE_FLAGS, f"--user-data-dir={self.profile}", "--remote-debugging-pipe",
            f"--window-size={self.width},{self.height}", "about:blank",
        ]
        try:
            return os.posix_spawn(
                self.binary, args, os.environ,
                file_actions=[
                    (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
                    (os.POSIX_SPAWN_DUP2, log, 1),
                    (os.POSIX_SPAWN_DUP2, log, 2),
                    (os.POSIX_SPAWN_DUP2, high_r, 3),
                    (os.POSIX_SPAWN_DUP2, high_w, 4),
                ],
            )
        finally:
            for fd in (high_r, high_w, log):
                os.close(fd)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            self.send("Browser.close", timeout=5)
        except (CDPError, OSError):
            pass
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            if os.waitpid(self.pid, os.WNOHANG)[0]:
                break
            time.sleep(0.05)
        else:
            os.kill(self.pid, 9)
            os.waitpid(self.pid, 0)
        for fd in (self._to_child, self._from_child):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def log_tail(self, chars: int = 2000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return ""

    # -- protocol -----------------------------------------------------------------------------
    def _read_loop(self) -> None:
        buffer = b""
        while True:
            try:
                chunk = os.read(self._from_child, 1 << 16)
            except OSError:
                chunk = b""
            if not chunk:
                with self._cond:
                    self._closed = True
                    self._cond.notify_all()
                return
            buffer += chunk
            *messages, buffer = buffer.split(b"\0")
            for raw in messages:
                message = json.loads(raw)
                if "id" in message:
                    with self._cond:
                        self._replies[message["id"]] = message
                        self._cond.notify_all()
                else:
                    self._event(message)

    def _event(self, message: dict[str, Any]) -> None:
        method, params = message.get("method"), message.get("params", {})
        if method == "Runtime.consoleAPICalled":
            self.console.append(" ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            self.console.append("exception: " + str(details.get("exception", {}).get("description", details.get("text"))))

    def send(self, method: str, session: str | None = None, timeout: float | None = None, **params: Any) -> dict[str, Any]:
        """Send one command and wait for its reply's result."""
        with self._cond:
            self._next_id += 1
            ident = self._next_id
        message: dict[str, Any] = {"id": ident, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        os.write(self._to_child, json.dumps(message).encode() + b"\0")
        with self._cond:
            if not self._cond.wait_for(lambda: ident in self._replies or self._closed, timeout or self.timeout):
                raise CDPError(f"no reply to {method} in time")
            reply = self._replies.pop(ident, None)
        if reply is None:
            raise CDPError(f"Chromium went away during {method}; log:\n{self.log_tail()}")
        if "error" in reply:
            raise CDPError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def page(self, method: str, **params: Any) -> dict[str, Any]:
        return self.send(method, session=self.session, **params)

    # -- what tests do ---------------------------------------------------------------------------
    def goto(self, url: str) -> None:
        self.page("Page.navigate", url=url)
        self.wait_for("document.readyState === 'complete'")

    def evaluate(self, expression: str) -> Any:
        result = self.page("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise CDPError(f"{expression!r} failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 15.0) -> Any:
        """Poll ``expression`` in the page until it is truthy; its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"page never satisfied {expression!r}; console: {self.console[-10:]}")
            time.sleep(0.1)

    def click(self, selector: str) -> None:
        """A real left click in the middle of the element (trusted input, like a user's)."""
        box = self.evaluate(
            f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
            " return [r.left + r.width / 2, r.top + r.height / 2]; })()"
        )
        x, y = box
        self.page("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
        self.page("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", clickCount=1)
        self.page("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", clickCount=1)

    def screenshot(self) -> bytes:
        """The page as PNG bytes."""
        return base64.b64decode(self.page("Page.captureScreenshot", format="png")["data"])
