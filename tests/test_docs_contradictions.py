"""No contradiction between the README, the docs and the program (tools/docs/contradictions.py):
prose that calls a `sim`/`simx` function missing while tether has it, names one as working while
tether lacks it, or says scripts run in one language only."""

from __future__ import annotations

from pathlib import Path

from tools.docs.contradictions import check, check_text


def test_the_readme_and_the_docs_agree_with_the_program() -> None:
    found = check()
    assert not found, "\n".join(str(c) for c in found)


def _whys(text: str) -> list[str]:
    return [c.why for c in check_text(Path("page.md"), text)]


def test_the_issues_contradictions_are_found() -> None:
    """Issue 36's two examples, as the old README had them."""
    assert _whys("- Scripts are Python, not Lua; `sim` offers the regular API's common calls, not all of it.\n") == [
        "says scripts run in one language; Lua and Python scripts both run"]
    assert _whys("  Functions tether does not implement (e.g. `sim.moveToConfig`) answer an error naming them.\n") == [
        "says sim.moveToConfig is missing; tether implements it"]


def test_claims_each_way_are_checked() -> None:
    assert _whys("Call `sim.moduleEntry` to load a module.\n") == ["names sim.moduleEntry as working; tether lacks it"]
    assert _whys("`simxLoadUI` loads a UI.\n") == ["names simxLoadUI as working; tether refuses it"]
    assert _whys("`simxGetJointPosition` is not supported.\n") == [
        "says simxGetJointPosition is missing; tether's server serves it"]


def test_true_sentences_pass() -> None:
    assert _whys("Functions tether does not implement (`sim.moduleEntry`, for one) answer an error.\n") == []
    assert _whys("`simxLoadUI` is refused. `sim.moveToConfig` blocks a threaded script pass by pass.\n") == []
    assert _whys("Scripts are Lua or Python. A script is Lua when its file ends in `.lua`.\n") == []
    assert _whys("```python\n# Scripts are Python, not Lua\n```\n") == []  # code is not prose


def test_a_flag_tether_lacks_is_found_in_any_command_line() -> None:
    assert _whys("Run `tether serve --port 23000`, or:\n\n    tether run --duratoin 3\n") == [
        "tether has no flag --port", "tether has no flag --duratoin"]
    assert _whys("    tether serve --port-base 20000 --no-web\n") == []
