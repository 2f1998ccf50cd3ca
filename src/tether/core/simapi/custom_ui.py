"""CoppeliaSim's custom UI plugin (``simUI``, V-REP's ``simExtCustomUI_*``), headless.

Nothing is shown and nobody clicks, so no callback ever fires; but a UI keeps its widgets'
values: what the XML gave them (an edit's ``value``, a slider's ``value`` or ``minimum``, a
checkbox's ``checked``) and what the script set since. A script that writes a value and reads
it back, or reads an edit's default file name, gets what CoppeliaSim would give it before any
user input. Functions not listed here are no-ops (the bridge logs each once per script).
The UIs live in the simulation's :class:`~tether.core.simapi.state.ExtraState`: a handle made
by one script is valid in another, as in CoppeliaSim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from tether.core.engine.errors import SimError
from tether.core.simapi.args import integer, number, text
from tether.core.simapi.state import ExtraState

__all__ = ["MAX_UI_XML", "CustomUIs", "HeadlessUI"]

MAX_UI_XML = 1_000_000  # bytes of a UI description (bounded memory and time)
# an element's start tag; attribute values may hold '<' and '>' (simUI's own examples do)
_TAG = re.compile(r"<([A-Za-z][\w-]*)((?:\s+[\w:-]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*)\s*/?>")
_ATTR = re.compile(r"([\w:-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')")
_TRUE = {"true", "1", "yes"}


@dataclass
class HeadlessUI:
    """One UI: its widgets' values by id, its visibility and title."""

    values: dict[tuple[str, int], Any] = field(default_factory=dict)  # (what, widget id) -> value
    visible: bool = True
    title: str = ""
    position: list[int] = field(default_factory=lambda: [0, 0])
    size: list[int] = field(default_factory=lambda: [0, 0])


def read_ui(xml: str) -> HeadlessUI:
    """The widgets' initial values of a UI description (a lenient scan of its start tags)."""
    if len(xml) > MAX_UI_XML:
        raise SimError(f"UI description is {len(xml)} characters long; tether reads up to {MAX_UI_XML}")
    ui = HeadlessUI()
    for match in _TAG.finditer(xml):
        kind = match.group(1).lower()
        attrs = {m.group(1).lower(): m.group(2) if m.group(2) is not None else m.group(3)
                 for m in _ATTR.finditer(match.group(2))}
        if kind == "ui":
            ui.title = attrs.get("title", "")
            ui.visible = attrs.get("enabled", "true").lower() in _TRUE
            continue
        try:
            wid = int(attrs["id"])
        except (KeyError, ValueError):
            continue  # widgets without an id cannot be addressed
        if kind == "edit":
            ui.values[("edit", wid)] = attrs.get("value", "")
        elif kind in ("hslider", "vslider", "spinbox"):
            start = attrs.get("value", attrs.get("minimum", "0"))
            what = "spinbox" if kind == "spinbox" else "slider"
            try:
                ui.values[(what, wid)] = float(start) if "." in start else int(start)
            except ValueError:
                ui.values[(what, wid)] = 0
        elif kind in ("checkbox", "radiobutton"):
            ui.values[(kind, wid)] = 2 if attrs.get("checked", "false").lower() in _TRUE else 0
        elif kind in ("label", "button"):
            ui.values[(kind, wid)] = attrs.get("text", "")
        elif kind == "combobox":
            ui.values[("combobox", wid)] = 0
    return ui


class CustomUIs:
    """The ``simUI`` functions tether answers, on one simulation's UIs."""

    def __init__(self, extra: ExtraState) -> None:
        self._extra = extra

    def _ui(self, handle: Any, function: str) -> HeadlessUI:
        ui = self._extra.custom_uis.get(integer(handle, "ui handle"))
        if ui is None:
            raise SimError(f"simUI.{function}: no custom UI with handle {handle!r} (destroyed, or never created)")
        return ui  # type: ignore[no-any-return]

    def create(self, xml: str) -> int:
        """A UI from its XML description: its handle."""
        ui = read_ui(text(xml, "xml"))
        with self._extra.lock:
            handle = self._extra.new_handle()
            self._extra.custom_uis[handle] = ui
        return handle

    def destroy(self, handle: int) -> None:
        self._ui(handle, "destroy")
        self._extra.custom_uis.pop(integer(handle, "ui handle"), None)

    def show(self, handle: int) -> None:
        self._ui(handle, "show").visible = True

    def hide(self, handle: int) -> None:
        self._ui(handle, "hide").visible = False

    def isVisible(self, handle: int) -> bool:
        return self._ui(handle, "isVisible").visible

    def setTitle(self, handle: int, title: str) -> None:
        self._ui(handle, "setTitle").title = text(title, "title")

    def getTitle(self, handle: int) -> str:
        return self._ui(handle, "getTitle").title

    def setPosition(self, handle: int, x: int, y: int, *rest: Any) -> None:
        self._ui(handle, "setPosition").position = [integer(x, "x"), integer(y, "y")]

    def getPosition(self, handle: int) -> tuple[int, int]:
        x, y = self._ui(handle, "getPosition").position
        return x, y

    def setSize(self, handle: int, w: int, h: int, *rest: Any) -> None:
        self._ui(handle, "setSize").size = [integer(w, "width"), integer(h, "height")]

    def getSize(self, handle: int) -> tuple[int, int]:
        w, h = self._ui(handle, "getSize").size
        return w, h


def _accessors(what: str, name: str, default: Any, convert: Callable[[Any, str], Any]) -> None:
    def setter(self: CustomUIs, handle: int, widget: int, value: Any, *rest: Any) -> None:
        self._ui(handle, f"set{name}").values[(what, integer(widget, "widget id"))] = convert(value, "value")

    def getter(self: CustomUIs, handle: int, widget: int) -> Any:
        return self._ui(handle, f"get{name}").values.get((what, integer(widget, "widget id")), default)

    setter.__name__, getter.__name__ = f"set{name}", f"get{name}"
    setter.__doc__ = f"Keep a {what} widget's value (headless: nothing is drawn)."
    getter.__doc__ = f"A {what} widget's value: the last set, else the XML's, else {default!r}."
    setattr(CustomUIs, f"set{name}", setter)
    setattr(CustomUIs, f"get{name}", getter)


def _slider_value(value: Any, what: str) -> float | int:
    """A slider's or spinbox's value: a number (args.number's check), an integer kept as one."""
    checked = number(value, what)
    return value if isinstance(value, int) else checked


for _what, _name, _default, _convert in (
    ("edit", "EditValue", "", text), ("label", "LabelText", "", text), ("slider", "SliderValue", 0, _slider_value),
    ("spinbox", "SpinboxValue", 0, _slider_value), ("checkbox", "CheckboxValue", 0, integer),
    ("radiobutton", "RadiobuttonValue", 0, integer), ("combobox", "ComboboxSelectedIndex", 0, integer),
    ("button", "ButtonText", "", text),
):
    _accessors(_what, _name, _default, _convert)
del _what, _name, _default, _convert
