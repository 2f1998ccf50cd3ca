"""The docs' samples of the program's output are the program's output: `tether --help` and
`tether serve`'s start-up lines, run for real and compared line by line."""

from __future__ import annotations

import os
import re
import subprocess
import sys

from tests.readme_pages import DOCS
from tests.test_ports import _free_run
from tests.test_serve import _read_until
from tools.docs import generate


def _block(name: str) -> list[str]:
    text = "".join(page.read_text() for page in sorted(DOCS.rglob("*.md")))
    body = re.search(rf"<!-- generated: {name} -->\n```text\n(.*?)```\n<!-- end: {name} -->", text, re.S)
    assert body is not None, f"no page of docs/ has the generated {name} block"
    return body.group(1).rstrip("\n").split("\n")


def test_help_sample_is_what_tether_help_prints() -> None:
    env = {**os.environ, "COLUMNS": str(generate.HELP_COLUMNS)}
    done = subprocess.run([sys.executable, "-m", "tether.cli", "--help"], capture_output=True, text=True,
                          timeout=60, env=env)
    assert done.returncode == 0
    sample = _block("help")
    assert sample[0] == "$ tether --help"
    assert sample[1:] == done.stdout.rstrip("\n").split("\n")
    assert "ZeroMQ" in done.stdout


def test_serve_banner_sample_is_what_tether_serve_prints() -> None:
    base = _free_run()  # the page shows the default ports; --port-base moves them out of the way
    proc = subprocess.Popen([sys.executable, "-m", "tether.cli", "serve", "--port-base", str(base)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        printed = _read_until(proc, "press Ctrl-C to stop")
    finally:
        proc.kill()
        proc.communicate(timeout=30)
    defaults = {base: 19997, base + 1: 23000, base + 2: 5555, base + 3: 8080}
    printed = [re.sub(r":(\d+)\b", lambda m: f":{defaults.get(int(m.group(1)), int(m.group(1)))}", line)
               for line in printed]
    assert printed == _block("serve-banner")
