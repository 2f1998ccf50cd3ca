"""The viewer as a place to work, in Debian's headless Chromium (Playwright): typed targets,
framing and layout at 1024-1920 px (screenshots checked by pixel statistics), plot ranges, the
log strip, and what scripts draw and plot (drawing objects, graph streams) over the ZeroMQ API.

Set TETHER_SCREENSHOT_DIR to keep the screenshots this module takes.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from png import read_png
from test_browser import CHROMIUM, READY, browser, handle, open_page  # noqa: F401 - browser is a fixture
from web_fixtures import wait_until

from tether.core.engine.log import VERBOSITY_SCRIPTINFOS

pytestmark = pytest.mark.skipif(
    CHROMIUM is None and os.environ.get("TETHER_REQUIRE_BROWSER") != "1",
    reason="no chromium binary found (install Debian's `chromium` package, or set $CHROMIUM)",
)
SHOTS = os.environ.get("TETHER_SCREENSHOT_DIR")


@pytest.fixture
def page(browser, served):  # noqa: F811 - the browser fixture imported above
    p = open_page(browser, served)
    yield p
    assert not p.errors, p.errors
    p.context.close()


def _telemetry_after(page, count: int = 3) -> None:
    """Wait until the page has taken ``count`` more telemetry messages (refreshes of every panel)."""
    seen = page.evaluate("tether.telemetryReceived")
    page.wait_for_function(f"tether.telemetryReceived >= {seen + count}")


def _target(served, name: str) -> float:
    joint = served.sim.scene.tree.lookup(name).mj_id
    return served.host.call(lambda: served.sim.scene.motors[joint].target_position)


def test_a_typed_target_applies_on_enter_and_is_never_overwritten_while_focused(page, served) -> None:
    joint = handle(served, "Arm_joint2")
    before = _target(served, "Arm_joint2")
    page.click("#btn-start")
    page.click(f"#tree .node[data-handle='{joint}']")
    field = page.locator("#joint-target-value")
    field.click()
    field.fill("0.5")
    _telemetry_after(page)  # refreshes while the person types
    assert field.input_value() == "0.5"
    assert _target(served, "Arm_joint2") == before  # not applied before Enter
    field.press("Enter")
    wait_until(lambda: abs(_target(served, "Arm_joint2") - 0.5) < 1e-9, what="the typed target applied")
    field.fill("0.7")  # still focused: typing on, without Enter
    _telemetry_after(page)
    assert field.input_value() == "0.7"
    assert _target(served, "Arm_joint2") == pytest.approx(0.5)
    page.click("aside h2")  # the focus leaves: the change applies
    wait_until(lambda: abs(_target(served, "Arm_joint2") - 0.7) < 1e-9, what="the changed target applied on blur")
    _telemetry_after(page)
    assert field.input_value() == "0.700"  # unfocused, the field follows the simulation again


def _canvas_pixels(page) -> np.ndarray:
    box = page.locator("#view canvas").bounding_box()
    shot = page.screenshot(clip={"x": box["x"], "y": box["y"], "width": box["width"], "height": box["height"]})
    return read_png(shot)[:, :, :3].astype(int)


@pytest.mark.parametrize("width,height", [(1024, 700), (1920, 1080)])
def test_the_builtin_scene_is_framed_and_laid_out_at(browser, served, width: int, height: int) -> None:  # noqa: F811
    context = browser.new_context(viewport={"width": width, "height": height}, bypass_csp=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(served.viewer.url)
        page.wait_for_function(READY, timeout=30_000)
        page.wait_for_function("tether.view.grid !== null")
        if SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(Path(SHOTS) / f"viewer-{width}.png"))
        # the toolbar is one row: no wrapping at this width
        assert page.locator("header").bounding_box()["height"] < 45
        view = page.locator("#view canvas").bounding_box()
        assert view["width"] > 0.4 * width and view["height"] > 0.6 * height
        # every object of the scene (the floor aside) is in the canvas, none at the very edge
        for name in ("Door", "Walker", "Sphere", "Arm", "Rover"):
            p = page.evaluate("h => tether.screenPointOf(h)", handle(served, name))
            assert view["x"] + 10 < p["x"] < view["x"] + view["width"] - 10, (name, p, view)
            assert view["y"] + 10 < p["y"] < view["y"] + view["height"] - 10, (name, p, view)
        pixels = _canvas_pixels(page)
        grey = pixels.std(axis=2) < 12
        assert pixels.std() > 20, "the view is blank"
        assert (~grey).mean() > 0.003, "no coloured object shows"
        walker_green = (pixels[:, :, 1] > 150) & (pixels[:, :, 0] < 120) & (pixels[:, :, 2] < 140)
        assert walker_green.sum() > 100, "the walker (green) is not in view"
        # the scene fills the view: coloured pixels spread over more than a third of its width
        cols = np.flatnonzero((~grey).any(axis=0))
        assert cols.max() - cols.min() > pixels.shape[1] / 3
        # tree names are whole (a tooltip names each object and its path)
        title = page.get_attribute(f"#tree .node[data-handle='{handle(served, 'Arm_joint3')}']", "title")
        assert "Arm_joint3" in title and "/Arm/Arm_joint1/" in title
        # no log yet: no log strip
        assert page.locator("#log").bounding_box()["height"] < 2
        page.click("#btn-fit")  # fit again: same framing, no error
        assert not errors, errors
    finally:
        context.close()


def test_the_log_strip_appears_with_the_first_line(page, served) -> None:
    assert page.locator("#log").bounding_box()["height"] < 2
    served.host.call(lambda: served.sim.log.add("hello from a script", 0.0, VERBOSITY_SCRIPTINFOS))
    page.wait_for_function("document.getElementById('log').getBoundingClientRect().height > 60")
    assert "hello from a script" in page.text_content("#log")


def test_a_constant_signal_plots_as_a_flat_line_in_a_padded_range(page, served) -> None:
    served.host.call(lambda: served.sim.api.setFloatSignal("level", 5.0))
    served.host.call(lambda: served.sim.api.setFloatSignal("tiny", 1e-12))
    page.wait_for_function("document.querySelectorAll('#signals tbody tr').length >= 2")
    rows = page.locator("#signals tbody tr")
    for k in range(rows.count()):
        rows.nth(k).locator("button.plot-toggle").click()
    page.click("#btn-start")
    page.wait_for_function("tether.plotPoints() > 5")
    lo, hi = page.evaluate("[tether.plots.chart.scales.y.min, tether.plots.chart.scales.y.max]")
    # both series share the axis: 5 and ~0 inside, with room around them, not a range of 1e-12
    assert lo < 0 and hi > 5 and hi - lo < 20
    page.locator("#signals tbody tr", has_text="level").locator("button.plot-toggle").click()  # tiny alone
    page.wait_for_function("tether.plots.series.length === 1")
    page.wait_for_function("tether.plotPoints() > 5")
    lo, hi = page.evaluate("[tether.plots.chart.scales.y.min, tether.plots.chart.scales.y.max]")
    assert lo < 0 < hi and hi - lo >= 2e-3  # near-zero noise: a flat line at 0, not "0, 0"


def test_drawing_objects_and_graph_streams_from_a_zeromq_client_show_in_the_page(page, served) -> None:
    from coppeliasim_zmqremoteapi_client import RemoteAPIClient

    from tether.zmqremoteapi.server import ZmqRemoteApiServer

    server = served.host.call(lambda: ZmqRemoteApiServer(served.host, 0, "127.0.0.1"))
    try:
        sim = RemoteAPIClient("127.0.0.1", server.port).require("sim")
        points = sim.addDrawingObject(sim.drawing_spherepts, 0.25, 0, -1, 100, [1, 0, 1])
        for x in (-1.0, 0.0, 1.0):
            sim.addDrawingObjectItem(points, [x, -1.0, 1.5])
        lines = sim.addDrawingObject(sim.drawing_lines | sim.drawing_cyclic, 3, 0, -1, 2, [0, 1, 1])
        for z in (0.5, 1.0, 1.5):  # cyclic with room for two: the first line goes
            sim.addDrawingObjectItem(lines, [-1, -1, z, 1, -1, z])
        sphere = sim.getObject("/Sphere")  # a free body: it falls while the client steps
        cube = sim.addDrawingObject(sim.drawing_cubepts, 0.3, 0, sphere, 1, [0, 1, 0])
        sim.addDrawingObjectItem(cube, sim.getObjectPosition(sphere, -1))  # attached: it moves with the sphere
        graph = -1
        stream = sim.addGraphStream(graph, "door speed", "rad/s", 0, [1, 0, 0])
        sim.setStepping(True)
        sim.startSimulation()
        for k in range(20):
            sim.setGraphStreamValue(graph, stream, 0.1 * k)
            sim.step()
        page.wait_for_function("tether.drawingState().length === 3")
        state = {d["handle"]: d for d in page.evaluate("tether.drawingState()")}
        assert state[cube]["kind"] == "cubes" and state[cube]["items"] == 1
        z = sim.getObjectPosition(sphere, -1)[2]
        assert z < 0.99  # it fell
        placed = f"tether.view.drawings.children.find(o => o.userData.drawing === {cube})"
        page.wait_for_function(f"{placed}.visible && Math.abs({placed}.matrix.elements[14] - {z}) < 1e-3")
        assert state[points]["kind"] == "spheres" and state[points]["items"] == 3
        assert state[lines]["kind"] == "lines" and state[lines]["items"] == 2
        page.wait_for_function("tether.graphState().length === 1 && tether.graphState()[0].points >= 20")
        graph_state = page.evaluate("tether.graphState()")[0]
        assert graph_state["name"] == "door speed" and graph_state["unit"] == "rad/s"
        assert graph_state["last"] == pytest.approx(1.9)
        assert page.locator("#graphs .uplot canvas").count() >= 1
        # the magenta spheres are drawn where they are
        page.wait_for_timeout(200)  # a frame after the drawings arrived
        pixels = _canvas_pixels(page)
        magenta = (pixels[:, :, 0] > 180) & (pixels[:, :, 1] < 90) & (pixels[:, :, 2] > 180)
        assert magenta.sum() > 30, "the drawn spheres do not show"
        sim.removeDrawingObject(lines)
        page.wait_for_function("tether.drawingState().length === 2")
        sim.stopSimulation()  # drawing objects without drawing_persistent go with the stop
        page.wait_for_function("tether.drawingState().length === 0", timeout=15_000)
        assert page.evaluate("tether.graphState()[0].points") >= 20  # the plot stays readable after a stop
    finally:
        server.close()
