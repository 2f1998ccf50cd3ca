"""The viewer page in a real headless Chromium: it runs its JavaScript against a live simulation.

Skipped only when no Chromium binary is found (CI installs Debian's ``chromium``). Set
TETHER_SCREENSHOT_DIR to keep the screenshots for a look.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from chromium import Browser, find_chromium
from conftest import wait_until
from png import read_png
from tether.core.states import SimulationState as S

CHROMIUM = find_chromium()
REQUIRED = os.environ.get("TETHER_REQUIRE_BROWSER") == "1"  # CI: a missing browser is a failure
pytestmark = pytest.mark.skipif(
    CHROMIUM is None and not REQUIRED,
    reason="no chromium binary found (install Debian's `chromium` package, or set $CHROMIUM)",
)


def test_a_browser_is_available() -> None:
    assert CHROMIUM is not None, "no chromium binary found: install Debian's `chromium` package, or set $CHROMIUM"


@pytest.fixture(scope="module")
def browser():
    with Browser(CHROMIUM) as b:
        yield b


@pytest.fixture
def page(browser, served):
    """The viewer page loaded, with its scene drawn at least once."""
    browser.console.clear()
    browser.goto(served.viewer.url)
    browser.wait_for("window.tether && window.tether.framesReceived > 0 && window.tether.draws > 0")
    yield browser
    browser.goto("about:blank")  # ends the page's stream before the viewer goes away


def text(browser, element_id: str) -> str:
    return browser.evaluate(f"document.getElementById('{element_id}').textContent")


def keep(name: str, png: bytes) -> None:
    directory = os.environ.get("TETHER_SCREENSHOT_DIR")
    if directory:
        Path(directory).mkdir(parents=True, exist_ok=True)
        (Path(directory) / name).write_bytes(png)


def test_page_shows_time_advancing_and_running(page, served):
    assert page.evaluate("document.body.dataset.renderer") == "webgl", page.evaluate("window.tether.lastError")
    assert text(page, "sim-state") == "stopped"
    assert text(page, "scene-name") == served.sim.scene.name
    served.host.call(served.sim.start)
    page.wait_for("document.getElementById('sim-state').textContent === 'running'")
    first = float(text(page, "sim-time"))
    page.wait_for(f"parseFloat(document.getElementById('sim-time').textContent) > {first} + 0.1")
    assert text(page, "sim-state") == "running"
    assert page.evaluate("document.body.dataset.state") == "running"
    assert page.evaluate("window.tether.connected") is True
    assert page.console == []  # no script errors


def test_page_receives_moving_objects(page, served):
    model = served.sim.model
    sphere = next(g for g in range(model.ngeom) if model.geom_bodyid[g] == model.body("Sphere").id)
    walker = model.geom("WalkerBody").id
    before = page.evaluate("window.tether.lastFrame")  # the stopped scene
    assert before["time"] == 0 and before["pos"][3 * sphere + 2] == pytest.approx(1.0)
    served.host.call(served.sim.start)
    after = page.wait_for("window.tether.lastFrame.time > 0.5 && window.tether.lastFrame")
    draws = page.evaluate("window.tether.draws")
    assert after["pos"][3 * sphere + 2] < 0.95  # the sphere fell
    assert after["pos"][3 * walker] > before["pos"][3 * walker] + 0.1  # the walker walked
    page.wait_for(f"window.tether.draws > {draws}")  # and the page keeps redrawing


def test_buttons_drive_the_simulation(page, served):
    sim = served.sim
    assert sim.state == S.STOPPED
    assert page.evaluate("document.getElementById('btn-pause').disabled") is True
    page.click("#btn-start")
    wait_until(lambda: sim.state.advancing, what="start through the button")
    page.wait_for("window.tether.stateName === 'running'")
    page.click("#btn-pause")
    wait_until(lambda: sim.state == S.PAUSED, what="pause through the button")
    page.wait_for("document.getElementById('sim-state').textContent === 'paused'")
    paused_at = sim.pass_count
    assert float(text(page, "sim-time")) == pytest.approx(sim.sim_time, abs=1e-9)
    page.click("#btn-start")  # resume
    wait_until(lambda: sim.state.advancing and sim.pass_count > paused_at, what="resume through the button")
    page.click("#btn-stop")
    wait_until(lambda: sim.state == S.STOPPED, what="stop through the button")
    page.wait_for("window.tether.stateName === 'stopped' && window.tether.time === 0")
    assert page.evaluate("window.tether.lastError") is None


def test_leaving_the_page_unsubscribes(browser, served):
    browser.goto(served.viewer.url)
    wait_until(lambda: served.viewer.clients == 1 and served.sim.frames.subscribers == 1, what="page connected")
    browser.goto("about:blank")
    wait_until(lambda: served.viewer.clients == 0 and served.sim.frames.subscribers == 0, what="page gone")
    browser.evaluate("history.back()")  # from the back/forward cache or reloaded: live again
    wait_until(lambda: served.viewer.clients == 1, what="page back")
    browser.goto("about:blank")
    wait_until(lambda: served.viewer.clients == 0, what="page gone again")


def count(pixels: np.ndarray, colour: str) -> int:
    """Pixels of a colour family of the built-in scene, whatever the shading."""
    r, g, b = pixels[..., 0], pixels[..., 1], pixels[..., 2]
    masks = {
        "green": (g > r + 60) & (g > b + 40),  # the walker
        "red": (r > g + 80) & (abs(g - b) < 30) & (r > 100),  # the sphere
        "orange": (r > g + 40) & (g > b + 40) & (r > 120),  # the arm
        "blue": (b > r + 30) & (b > 100),  # the see-through door wings
    }
    return int(np.count_nonzero(masks[colour]))


@pytest.mark.parametrize("running", [False, True], ids=["stopped", "running"])
def test_screenshot_shows_the_scene(page, served, running):
    # A screenshot over DevTools once the page has drawn: deterministic. Chromium's command-line
    # --screenshot is not: it shoots at the load event, which may come before the first frame
    # (the page fetches the scene and opens its stream after loading), and --virtual-time-budget
    # never ends while the event stream is open.
    if running:
        served.host.call(served.sim.start)
        page.wait_for("window.tether.stateName === 'running' && window.tether.time > 1")
    draws = page.evaluate("window.tether.draws")
    page.wait_for(f"window.tether.draws > {draws}" if running else "window.tether.draws > 0")
    png = page.screenshot()
    keep(f"viewer-{'running' if running else 'stopped'}.png", png)
    pixels = read_png(png)[:, :, :3].astype(int)
    assert pixels.shape[:2] == (page.height, page.width)
    assert len(np.unique(pixels.reshape(-1, 3), axis=0)) > 200  # not blank: shading, floor, overlay
    counts = {c: count(pixels, c) for c in ("red", "orange", "blue", "green")}
    assert counts["red"] > 30, counts
    assert counts["orange"] > 50, counts
    assert counts["blue"] > 1000, counts
    if not running:  # while running, the walker may be behind the door's glass
        assert counts["green"] > 500, counts
    assert served.sim.state.advancing == running
