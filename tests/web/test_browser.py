"""The viewer page in a real headless Chromium (Debian's ``chromium``) driven by Playwright.

Skipped only when no Chromium is found, and never in CI (TETHER_REQUIRE_BROWSER=1 makes a missing
browser a failure). Playwright never downloads a browser here: it drives the system's. Set
TETHER_SCREENSHOT_DIR to keep the page's screenshot (docs/viewer.png is made that way).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import numpy as np
import pytest
from web_fixtures import serve, shut, wait_until
from png import read_png

from tether.core import Simulation
from tether.core.engine.states import SimulationState as S

CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
REQUIRED = os.environ.get("TETHER_REQUIRE_BROWSER") == "1"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--no-first-run", "--disable-dev-shm-usage"]
pytestmark = pytest.mark.skipif(
    CHROMIUM is None and not REQUIRED,
    reason="no chromium binary found (install Debian's `chromium` package, or set $CHROMIUM)",
)
READY = "window.tether && tether.framesReceived > 0 && tether.telemetryReceived > 0 && tether.draws > 0"


def test_a_browser_is_available() -> None:
    assert CHROMIUM is not None, "no chromium binary found: install Debian's `chromium` package, or set $CHROMIUM"


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS, timeout=60_000)
        yield chromium
        chromium.close()


def open_page(browser, served):
    # bypass_csp: the page forbids eval (its own CSP); Playwright's wait_for_function needs it.
    context = browser.new_context(viewport={"width": 1400, "height": 850}, bypass_csp=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(served.viewer.url)
    page.wait_for_function(READY, timeout=30_000)
    page.errors = errors  # type: ignore[attr-defined]
    return page


@pytest.fixture
def page(browser, served):
    p = open_page(browser, served)
    yield p
    assert not p.errors, p.errors
    p.context.close()


def handle(served, name: str) -> int:
    return served.sim.scene.tree.lookup(name).handle


def state(served) -> int:
    return served.host.call(lambda: served.sim.state)


def test_tree_lists_the_builtin_scene_with_types(page, served) -> None:
    nodes = page.eval_on_selector_all("#tree .node", "ns => ns.map(n => [Number(n.dataset.handle), n.textContent])")
    assert sorted(h for h, _ in nodes) == sorted(obj.handle for obj in served.sim.scene.tree)
    texts = {h: t for h, t in nodes}
    assert texts[handle(served, "DoorMotor")] == "joint DoorMotor"
    assert texts[handle(served, "DoorSensorFront")] == "proximity sensor DoorSensorFront"
    assert texts[handle(served, "VisionSensor")] == "vision sensor VisionSensor"
    page.click(f"#tree .node[data-handle='{handle(served, 'Arm_link3')}']")
    assert page.text_content("#prop-handle") == str(handle(served, "Arm_link3"))


# A point on the screen where the view's own picking finds the object: its bounding box's centre,
# or the nearest point around it that shows the object (the centre may show another one in front).
POINT_ON = """handle => {
    const view = tether.view, centre = tether.screenPointOf(handle);
    for (let r = 0; r <= 120; r += 6)
        for (let a = 0; a < 360; a += r ? 20 : 360) {
            const x = centre.x + r * Math.cos(a * Math.PI / 180), y = centre.y + r * Math.sin(a * Math.PI / 180);
            if (view.pick(x, y) === handle) return {x, y};
        }
    return centre;
}"""


def test_clicking_the_door_in_3d_selects_its_body(page, served) -> None:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    door = handle(served, "Door")
    for _ in range(5):  # a layout change between finding the point and clicking moves the door: again
        point = page.evaluate(POINT_ON, door)
        page.mouse.click(point["x"], point["y"])
        try:
            page.wait_for_function(f"tether.selected === {door}", timeout=5_000)
            break
        except PlaywrightTimeout:
            continue
    else:
        pytest.fail(f"clicking the door on screen did not select it (selected: {page.evaluate('tether.selected')})")
    assert page.get_attribute(f"#tree .node[data-handle='{door}']", "class") == "node selected"
    assert "/DoorFrame/DoorMotor/Door" in page.text_content("#properties")
    page.wait_for_function("document.getElementById('prop-world-pos').textContent.startsWith('3.000')")
    assert page.evaluate("tether.view.outlines.length") > 0  # the selection is outlined


def test_joint_slider_moves_the_arm_seen_over_the_legacy_api(page, served) -> None:
    from tether.remoteapi import sim as remote
    from tether.remoteapi.server import LegacyServer

    server = served.host.call(lambda: LegacyServer(served.host, 0, "127.0.0.1"))
    joint = handle(served, "Arm_joint2")
    page.click("#btn-start")
    page.click(f"#tree .node[data-handle='{joint}']")
    slider = page.locator("#joint-target")
    box = slider.bounding_box()
    page.mouse.click(box["x"] + 0.8 * box["width"], box["y"] + box["height"] / 2)  # -1.8 .. 1.8 rad: ~1.08
    target = float(page.input_value("#joint-target-value"))
    assert 0.8 < target < 1.4
    client = remote.simxStart("127.0.0.1", server.port, True, True, 5000, 5)
    assert client >= 0
    try:
        _, h = remote.simxGetObjectHandle(client, "Arm_joint2", remote.simx_opmode_blocking)

        def position() -> float:
            return remote.simxGetJointPosition(client, h, remote.simx_opmode_blocking)[1]

        wait_until(lambda: abs(position() - target) < 0.05, timeout=15, what="the arm at the slider's target")
    finally:
        remote.simxFinish(client)
    page.wait_for_function(f"Math.abs(Number(document.getElementById('prop-position').textContent) - {target}) < 0.05")


def test_step_advances_exactly_one_pass(page, served) -> None:
    sim = served.sim
    page.click("#btn-start")
    wait_until(lambda: sim.loop.pass_count > 20, what="running")
    page.click("#btn-pause")
    wait_until(lambda: state(served) == S.PAUSED, what="paused")
    page.wait_for_function("document.getElementById('state').textContent === 'paused'")
    before = served.host.call(lambda: sim.loop.pass_count)
    page.click("#btn-step")
    wait_until(lambda: served.host.call(lambda: sim.loop.pass_count) == before + 1, what="one pass")
    page.keyboard.press("s")  # the step key
    wait_until(lambda: served.host.call(lambda: sim.loop.pass_count) == before + 2, what="another pass")
    page.wait_for_function(f"tether.telemetry.pass === {before + 2}")
    assert served.host.call(lambda: (sim.state, sim.loop.pass_count)) == (S.PAUSED, before + 2)
    page.keyboard.press(" ")  # space: resume
    wait_until(lambda: served.host.call(lambda: sim.loop.pass_count) > before + 10, what="running again")


def test_real_time_and_speed_change_the_rates(page, served) -> None:
    served.host.call(lambda: setattr(served.sim.loop, "real_time", False))  # the built-in scene says real time
    page.wait_for_function("tether.telemetry && tether.telemetry.realTime === false")
    page.click("#btn-start")
    page.click("#btn-realtime")
    page.wait_for_function("tether.telemetry.realTime === true")

    def rtf() -> float:
        page.wait_for_timeout(1800)  # the page's rates span the last second or so
        return float(page.text_content("#rtf"))

    assert 0.6 < rtf() < 1.4, "real time: simulated seconds per wall second near 1"
    page.keyboard.press("r")
    page.wait_for_function("tether.telemetry.realTime === false")
    assert rtf() > 3, "free running: faster than real time"
    assert int(page.text_content("#pps")) > 600
    page.click("#btn-faster")
    page.wait_for_function("document.getElementById('ppf').textContent === '2'")
    page.keyboard.press("+")
    page.wait_for_function("document.getElementById('ppf').textContent === '4'")
    assert served.sim.loop.passes_per_frame == 4
    page.click("#btn-slower")
    page.wait_for_function("document.getElementById('ppf').textContent === '2'")


def test_a_plot_gets_points(page, served) -> None:
    page.click(f"#tree .node[data-handle='{handle(served, 'DoorMotor')}']")
    page.click("[data-plot$=':position']")
    page.click("#btn-start")
    page.wait_for_function("tether.plotPoints() > 10")
    assert page.locator("#plot .uplot canvas").count() >= 1


def test_vision_sensor_shows_its_image_and_sensors_their_readings(page, served) -> None:
    page.click(f"#tree .node[data-handle='{handle(served, 'VisionSensor')}']")
    page.wait_for_function("document.getElementById('vision-image')?.naturalWidth === 64")
    page.click("#btn-start")
    page.click(f"#tree .node[data-handle='{handle(served, 'DoorSensorFront')}']")
    page.wait_for_function("['yes', 'no'].includes(document.getElementById('prop-detected')?.textContent)")


def test_overlays_show_contacts_axes_rays_and_frames(page, served) -> None:
    page.click("#btn-start")  # the sphere falls onto the floor: contacts
    wait_until(lambda: served.host.call(lambda: served.sim.physics.data.ncon) > 0, what="a contact")
    for name in ("contacts", "axes", "rays", "frames"):
        page.check(f"#show-{name}")
        page.wait_for_function(f"tether.view.overlays.{name}.children.length > 0")
    page.uncheck("#show-contacts")
    assert page.evaluate("tether.view.overlays.contacts.visible") is False


def test_signals_panel_is_live_and_editable(page, served) -> None:
    served.host.call(lambda: served.sim.signals.int.set("lap", 7))
    page.wait_for_selector("input[data-signal='int:lap']")
    assert page.input_value("input[data-signal='int:lap']") == "7"
    page.fill("input[data-signal='int:lap']", "9")
    page.keyboard.press("Enter")
    wait_until(lambda: served.sim.signals.int.get("lap") == 9, what="signal edited")
    page.select_option("#signal-kind", "float")
    page.fill("#signal-name", "gain")
    page.fill("#signal-value", "1.5")
    page.click("#signal-set")
    wait_until(lambda: served.sim.signals.float.get("gain") == 1.5, what="signal added")


def test_clients_panel_lists_viewers_and_stepping_clients(page, served) -> None:
    gate = served.host.call(lambda: served.sim.loop.add_gate("legacy 127.0.0.1:5000"))
    try:
        page.wait_for_function("document.getElementById('clients').textContent.includes('legacy 127.0.0.1:5000')")
        assert "viewer" in page.text_content("#clients")
    finally:
        served.host.call(lambda: served.sim.loop.remove_gate(gate))


def test_a_script_error_appears_in_the_log(browser, write_scene) -> None:
    scene = write_scene(manifest='[[script]]\nobject = "Object0"\nfile = "bad.py"\n', scripts={"bad.py": """
        def sysCall_actuation():
            if sim.getSimulationTime() > 0.05:
                raise ValueError("gearbox jammed")
    """})
    s = serve(Simulation(scene))
    try:
        p = open_page(browser, s)
        p.click("#btn-start")
        p.wait_for_selector(".log-line.error >> text=gearbox jammed", timeout=20_000)
        assert "Traceback" in p.text_content(".log-line.error pre.traceback")
        assert "gearbox jammed" in p.text_content("#statusbar")
        p.context.close()
    finally:
        shut(s)


def test_screenshots_differ_when_the_door_opens(page, served) -> None:
    door_motor = handle(served, "DoorMotor")
    page.wait_for_timeout(300)
    before = read_png(page.locator("#view canvas").screenshot())
    served.host.call(lambda: served.sim.api.setJointPosition(door_motor, 0.8))  # open it by 46°
    page.wait_for_function(f"Math.abs(tether.telemetry.joints['{door_motor}'].position - 0.8) < 1e-3")
    page.wait_for_timeout(300)
    after = read_png(page.locator("#view canvas").screenshot())
    changed = np.any(np.abs(before.astype(int) - after.astype(int)) > 24, axis=2)
    assert 0.002 < changed.mean() < 0.3, changed.mean()
    # the change is where the door is drawn
    point = page.evaluate(f"tether.screenPointOf({handle(served, 'Door')})")
    canvas = page.locator("#view canvas").bounding_box()
    x, y = int(point["x"] - canvas["x"]), int(point["y"] - canvas["y"])
    assert changed[max(0, y - 120):y + 120, max(0, x - 120):x + 120].sum() > 0.8 * changed.sum()


def test_page_screenshot(page, served) -> None:
    """The README's picture: a running scene, the arm's joint selected and plotted, overlays on."""
    page.click("#btn-start")
    page.click(f"#tree .node[data-handle='{handle(served, 'Arm_joint2')}']")
    page.click("[data-plot$=':position']")
    box = page.locator("#joint-target").bounding_box()
    page.mouse.click(box["x"] + 0.75 * box["width"], box["y"] + box["height"] / 2)
    page.check("#show-rays")
    page.check("#show-axes")
    served.host.call(lambda: served.sim.signals.float.set("gain", 0.5))
    served.host.call(lambda: served.sim.api.addStatusbarMessage("Arm: moving joint 2 to its target"))
    page.wait_for_function("tether.plotPoints() > 20")
    page.wait_for_function("document.getElementById('statusbar').textContent.startsWith('Arm: moving')", timeout=5000)
    png = page.screenshot()
    assert read_png(png).shape[:2] == (850, 1400)
    directory = os.environ.get("TETHER_SCREENSHOT_DIR")
    if directory:
        Path(directory).mkdir(parents=True, exist_ok=True)
        (Path(directory) / "viewer.png").write_bytes(png)


def test_the_view_says_loading_until_the_scene_is_drawn(browser, served) -> None:
    """A "loading" state before the first picture: the scene's description is held back here."""
    import threading

    context = browser.new_context(viewport={"width": 1400, "height": 850}, bypass_csp=True)
    page = context.new_page()
    held: list = []
    release = threading.Event()
    page.route("**/api/scene", lambda route: held.append(route))
    try:
        page.goto(served.viewer.url)
        page.wait_for_function("() => true")  # the page's scripts ran
        loading = page.locator("#view-loading")
        assert loading.is_visible() and loading.text_content() == "loading the scene…"
        wait_until(lambda: held, timeout=30, what="the page asked for the scene")
        assert page.evaluate("tether.draws === undefined")  # nothing drawn yet
        held[0].continue_()
        page.wait_for_function(READY, timeout=30_000)
        assert not loading.is_visible()
    finally:
        release.set()
        context.close()
