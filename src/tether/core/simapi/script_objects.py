"""Scripts and their objects as V-REP and CoppeliaSim 4.0-4.2 scripts reach them.

``sim.getObjectHandle(sim.handle_self)`` and ``sim.getObjectAssociatedWithScript(sim.handle_self)``
(``simGetObjectAssociatedWithScript(sim_handle_self)`` in V-REP's names) answer the calling
script's object. ``sim.getObjectHandle(name)`` follows V-REP's name adjustment: a script whose
object carries a duplicate suffix (``bubbleRob#1``, a pasted copy) asking for ``leftMotor`` gets
``leftMotor#1``, so every copy of a model drives its own motors; ``leftMotor#`` means the
unsuffixed name; ``name@silentError`` answers -1 instead of an error when nothing matches;
paths and names found no other way resolve as ``sim.getObject`` does.
``sim.setNameSuffix`` overrides the suffix for the calling script, ``sim.getNameSuffix`` reads it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from tether.core.engine.errors import SimError
from tether.core.engine.objects import alias_of, name_suffix
from tether.core.simapi.args import integer, text
from tether.core.simapi.base import Part

__all__ = ["ScriptObjectsAPI"]

_HANDLE_SELF = -4
_SILENT = "@silentError"


class ScriptObjectsAPI(Part):
    """getObjectHandle with V-REP's name adjustment, and the script <-> object associations."""

    if TYPE_CHECKING:  # SimAPI's

        def getObject(self, path: str, options: dict | None = None) -> int: ...

    def getObjectHandle(self, name: Any, options: dict | None = None) -> int:
        """The handle of an object by name (V-REP's suffix adjustment, see the module docstring)
        or of the calling script's object for ``sim.handle_self``."""
        if isinstance(name, (int, np.integer)) and not isinstance(name, bool):
            if int(name) == _HANDLE_SELF:
                return self._own_object_handle("sim.getObjectHandle(sim.handle_self)")
            return self._object(int(name)).handle
        name = text(name, "object name")
        if name.endswith(_SILENT):  # V-REP's "name@silentError": -1 instead of an error
            name = name[: -len(_SILENT)]
            options = {**(options if isinstance(options, dict) else {}), "noError": True}
        if not name:
            raise SimError("sim.getObjectHandle: the object name is empty; give a name such as 'leftMotor'")
        plain = "#" not in name and not name.startswith(("/", ".", ":")) and "/" not in name
        suffix = self._name_suffix() if plain else -1
        if suffix >= 0:
            found = self._sim.scene.tree.lookup_or_none(f"{name}#{suffix}")
            if found is not None and found.name == f"{name}#{suffix}":
                return found.handle
        return self.getObject(name, options)

    def getObjectAssociatedWithScript(self, script_handle: Any) -> int:
        """The object a script is attached to (``sim.handle_self``: the calling script's);
        -1 for the main script."""
        handle = integer(script_handle, "script handle")
        if handle == _HANDLE_SELF:
            return self._own_object_handle("sim.getObjectAssociatedWithScript(sim.handle_self)")
        script = self._sim.scripts.script_by_handle(handle)
        return script.object.handle if script.object is not None else -1

    def getScriptAssociatedWithObject(self, object_handle: Any) -> int:
        """The handle of the object's child script, -1 if it has none."""
        handle = integer(object_handle, "object handle")
        obj = self._own_object() if handle == _HANDLE_SELF else self._object(handle)
        script = self._sim.scripts.script_of(obj)
        return script.handle if script is not None else -1

    def getCustomizationScriptAssociatedWithObject(self, object_handle: Any) -> int:
        """-1: tether runs no customization scripts (the object must exist)."""
        handle = integer(object_handle, "object handle")
        if handle != _HANDLE_SELF:
            self._object(handle)
        return -1

    def getNameSuffix(self, name: Any = None) -> Any:
        """``(suffix, base name)`` of a name (suffix -1 without one), or, without a name, the
        suffix the calling script's getObjectHandle appends (-1: none)."""
        if name is None:
            return self._name_suffix()
        name = text(name, "name")
        return name_suffix(name), alias_of(name)

    def setNameSuffix(self, suffix: Any) -> int:
        """The suffix the calling script's getObjectHandle appends from now on (-1: none)."""
        value = integer(suffix, "name suffix")
        if value < -1:
            raise SimError(f"sim.setNameSuffix: the suffix must be -1 (none) or a number >= 0, got {value}")
        self._extra.name_suffixes[self._script_key()] = value
        return 1

    # -- helpers ------------------------------------------------------------------------------
    def _script_key(self) -> int:
        return self._script.handle if self._script is not None else 0

    def _name_suffix(self) -> int:
        chosen = self._extra.name_suffixes.get(self._script_key())
        if chosen is not None:
            return chosen
        obj = self._script.object if self._script is not None else None
        return name_suffix(obj.name) if obj is not None else -1

    def _own_object(self) -> Any:
        if self._script is None or self._script.object is None:
            raise SimError("sim.handle_self names the calling child script's object: "
                           "only a child script has one (clients and the main script use a name)")
        return self._script.object

    def _own_object_handle(self, call: str) -> int:
        if self._script is not None and self._script.object is None:
            return -1  # the main script: no object, as in CoppeliaSim
        try:
            return int(self._own_object().handle)
        except SimError as exc:
            raise SimError(f"{call}: {exc}") from None
