"""`tether serve --open --web-allow-host NAME`: the page opens in the user's browser and answers NAME."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from web_fixtures import request, wait_until


def test_serve_opens_the_page_and_allows_the_extra_host(tmp_path) -> None:
    opened = tmp_path / "opened.txt"
    # webbrowser runs $BROWSER with the URL for %s: a stand-in browser that notes the URL.
    browser = f"{sys.executable} -c \"import sys; open(sys.argv[1], 'w').write(sys.argv[2])\" {opened} %s"
    env = {**os.environ, "BROWSER": browser}
    proc = subprocess.Popen(
        [sys.executable, "-m", "tether.cli", "serve", "--no-legacy", "--no-click", "--no-zmq", "--web-port", "0", "--open",
         "--web-allow-host", "robot.lan"],
        stdout=subprocess.PIPE, text=True, env=env,
    )
    try:
        deadline = time.monotonic() + 30
        url = None
        while url is None and time.monotonic() < deadline:
            line = proc.stdout.readline()
            assert line, "tether serve ended early"
            if line.startswith("viewer: "):
                url = line.split()[1]
        assert url is not None
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        wait_until(lambda: opened.exists() and opened.read_text() == url, timeout=15, what="the browser opened")
        assert request(port, "GET", "/api/scene", {"Host": f"robot.lan:{port}"})[0] == 200
        assert request(port, "GET", "/api/scene", {"Host": f"evil.example:{port}"})[0] == 403
    finally:
        proc.terminate()
        proc.wait(15)


def test_open_without_a_browser_says_so(tmp_path) -> None:
    # no $BROWSER, no display and a PATH without any browser: webbrowser finds none
    env = {k: v for k, v in os.environ.items() if k not in ("BROWSER", "DISPLAY", "WAYLAND_DISPLAY")}
    env["PATH"] = str(tmp_path)
    proc = subprocess.Popen(
        [sys.executable, "-m", "tether.cli", "serve", "--no-legacy", "--no-click", "--no-zmq", "--web-port", "0", "--open"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )
    try:
        line = proc.stderr.readline()
        assert line.startswith("tether: --open: no web browser found here (set $BROWSER to one); open http://127.0.0.1:")
        assert line.rstrip().endswith("in a browser yourself")
    finally:
        proc.terminate()
        proc.wait(15)
