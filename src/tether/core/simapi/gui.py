"""GUI-only ``sim`` functions, headless: documented no-ops or harmless answers, never errors.

Scripts written for CoppeliaSim's GUI (views, dialogs, pages, navigation, selection, text
editors, auxiliary consoles) run unchanged: :data:`NO_OPS` says what each function answers and
why; auxiliary consoles print into the script log (``tether serve`` shows it), text editors and
the selection are kept in memory so their answers stay consistent.
:data:`REFUSED` lists functions tether answers with an error, and why.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from tether.core.engine.errors import SimError
from tether.core.engine.log import VERBOSITY_SCRIPTINFOS
from tether.core.simapi.args import integer, sequence, text
from tether.core.simapi.base import Part

__all__ = ["GuiAPI", "NO_OPS", "REFUSED"]

_HEADLESS = "headless: there is no view"
#: function -> (what it answers, why it does nothing). Answers are what a script tests for.
NO_OPS: dict[str, tuple[Any, str]] = {
    "adjustView": (0, _HEADLESS),
    "cameraFitToView": (0, _HEADLESS),
    "floatingViewAdd": (-1, _HEADLESS + " (no floating view is made)"),
    "floatingViewRemove": (0, _HEADLESS),
    "getNavigationMode": (0, _HEADLESS + ": no mouse navigation"),
    "setNavigationMode": (None, _HEADLESS + ": no mouse navigation"),
    "getPage": (0, _HEADLESS + ": always page 0"),
    "setPage": (None, _HEADLESS + ": no pages"),
    "refreshDialogs": (0, "headless: no dialogs"),
    "announceSceneContentChange": (0, "headless: no undo buffer to record in"),
    "fastIdleLoop": (None, "tether's loop never idles slowly"),
    "getSimulatorMessage": ((-1, [], []), "no GUI messages headless (deprecated API)"),
    "setEventFilters": (None, "no event stream: tether's viewer reads frames instead"),
    "pushUserEvent": (None, "no event stream: tether's viewer reads frames instead"),
    "getGenesisEvents": (b"", "no event stream: tether's viewer reads frames instead"),
    "handleAddOnScripts": (0, "tether runs no add-ons"),
    "handleSandboxScript": (None, "tether has no sandbox script"),
    "handleEmbeddedScripts": (0, "tether's main script handles the scripts itself"),
    "handleExtCalls": (None, "tether's host answers external calls itself"),
    "handleSimulationStart": (None, "tether's main script does this itself"),
    "handleSensingStart": (None, "tether's main script does this itself"),
    "handleJointMotion": (None, "tether's motors move every pass"),
    "registerScriptFuncHook": (-1, "tether does not hook script functions"),
    "isDeprecated": (0, "tether reports no function as deprecated"),
    "getLoadedPlugins": ([], "tether loads no CoppeliaSim plugins"),
    "isPluginLoaded": (False, "tether loads no CoppeliaSim plugins"),
    "getPluginName": (None, "tether loads no CoppeliaSim plugins"),
    "getPluginInfo": (None, "tether loads no CoppeliaSim plugins"),
    "setPluginInfo": (None, "tether loads no CoppeliaSim plugins"),
    "auxiliaryConsoleShow": (1, _HEADLESS + " (the console prints to the script log)"),
    "textEditorShow": (None, _HEADLESS),
    "setShapeTexture": (None, "tether's renderer draws shapes in their colour"),
    "getShapeTextureId": (-1, "tether's renderer draws shapes in their colour"),
    "getTextureId": ((-1, [0, 0]), "tether's renderer draws shapes in their colour"),
    "setAutoYieldDelay": (None, "tether's threaded scripts switch on their own schedule"),
    # V-REP's custom UIs (before simUI: simGetUIHandle, simGetUISlider... of V-REP 3.0-3.2 scripts)
    "getUIHandle": (-1, _HEADLESS + ": V-REP's custom UIs are not shown"),
    "getUISlider": (500, _HEADLESS + ": a V-REP custom UI slider rests at the middle of its 0..1000 range"),
    "setUISlider": (None, _HEADLESS + ": V-REP's custom UIs are not shown"),
    "getUIEventButton": ((-1, [0, 0]), _HEADLESS + ": nobody presses a custom UI button"),
    "getUIButtonLabel": ("", _HEADLESS + ": V-REP's custom UIs are not shown"),
    "setUIButtonLabel": (None, _HEADLESS + ": V-REP's custom UIs are not shown"),
    "getUIButtonProperty": (0, _HEADLESS + ": V-REP's custom UIs are not shown"),
    "setUIButtonProperty": (None, _HEADLESS + ": V-REP's custom UIs are not shown"),
    "getUIProperty": (0, _HEADLESS + ": V-REP's custom UIs are not shown"),
    "setUIProperty": (None, _HEADLESS + ": V-REP's custom UIs are not shown"),
    "getAutoYieldDelay": (0.002, "tether's threaded scripts switch on their own schedule"),
}

#: function -> why tether answers it with an error.
REFUSED: dict[str, str] = {
    "quitSimulator": "a script or client cannot shut tether down (stop tether serve instead)",
    "loadPlugin": "tether cannot load CoppeliaSim plugins (native CoppeliaSim libraries)",
    "serialOpen": "serial ports of the host are not reachable from tether's scripts",
    "serialClose": "serial ports of the host are not reachable from tether's scripts",
    "serialSend": "serial ports of the host are not reachable from tether's scripts",
    "serialRead": "serial ports of the host are not reachable from tether's scripts",
    "serialCheck": "serial ports of the host are not reachable from tether's scripts",
    "systemSemaphore": "host-wide semaphores are not offered by tether",
    "executeLuaCode": "code sent by a client is not run (CoppeliaSim also refuses it remotely)",
    "getApiFunc": "CoppeliaSim's code editor helpers are not part of tether",
    "getApiInfo": "CoppeliaSim's code editor helpers are not part of tether",
}


def _no_op(name: str, answer: Any, why: str) -> Callable[..., Any]:
    def method(self: Any, *args: Any) -> Any:
        return answer

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"No-op ({why}); answers {answer!r}."
    return method


def _refused(name: str, why: str) -> Callable[..., Any]:
    def method(self: Any, *args: Any) -> Any:
        raise SimError(f"sim.{name} is not available in tether: {why}")

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"Refused: {why}."
    return method


class GuiAPI(Part):
    """Auxiliary consoles, text editors, selection; the no-ops and refusals above."""

    def auxiliaryConsoleOpen(self, title: str, max_lines: int = 0, mode: int = 0, *args: Any) -> int:
        """A console whose prints go to the script log, prefixed with its title; returns its handle."""
        handle = self._extra.new_handle()
        self._extra.consoles[handle] = [text(title, "console title")]
        return handle

    def auxiliaryConsolePrint(self, console_handle: int, text_: str | None) -> int:
        """Print to a console (to the script log); None clears it. Returns 1, 0 if no such console."""
        console = self._extra.consoles.get(integer(console_handle, "console handle"))
        if console is None:
            return 0
        if text_ is not None:
            for line in text(text_, "text").rstrip("\n").split("\n"):
                self._sim.log.add(f"[{console[0]}] {line}", self._sim.loop.sim_time, VERBOSITY_SCRIPTINFOS)
        return 1

    def auxiliaryConsoleClose(self, console_handle: int) -> int:
        """Close a console: 1, or 0 if it was not open."""
        return int(self._extra.consoles.pop(integer(console_handle, "console handle"), None) is not None)

    def textEditorOpen(self, initial_text: str, properties: str = "") -> int:
        """A text 'editor' holding ``initial_text`` (headless: nobody edits it); returns its handle."""
        handle = self._extra.new_handle()
        self._extra.editors[handle] = text(initial_text, "text")
        return handle

    def textEditorClose(self, handle: int) -> tuple[str, list[int], list[int]]:
        """(text, position, size) of a closed editor."""
        content = self._extra.editors.pop(integer(handle, "editor handle"), None)
        if content is None:
            raise SimError(f"no text editor with handle {handle}")
        return content, [0, 0], [0, 0]

    def textEditorGetInfo(self, handle: int) -> tuple[str | None, list[int], list[int], bool]:
        """(text, position, size, visible) of an editor (text None if it is not open)."""
        content = self._extra.editors.get(integer(handle, "editor handle"))
        return content, [0, 0], [0, 0], False

    def getObjectSel(self) -> list[int]:
        """The selected objects (set by setObjectSel; headless, nobody clicks)."""
        valid = set(self._sim.scene.tree.handles())
        return [h for h in self._extra.selection if h in valid]

    def setObjectSel(self, handles: Sequence[int] | None) -> None:
        """Select these objects (replacing the selection)."""
        self._extra.selection = [self._object(h).handle for h in sequence(handles or [], "object handles")]

    getObjectSelection = getObjectSel
    setObjectSelection = setObjectSel


for _name, (_answer, _why) in NO_OPS.items():
    setattr(GuiAPI, _name, _no_op(_name, _answer, _why))
for _name, _why in REFUSED.items():
    setattr(GuiAPI, _name, _refused(_name, _why))
del _name, _answer, _why
