"""Which object each embedded child script runs on (customization and main scripts are skipped)."""

from __future__ import annotations

from dataclasses import dataclass
from tether.core.importers.coppeliasim.model import Script, SceneObject
from tether.core.importers.coppeliasim.to_mujoco.names import ElementNames
from tether.core.importers.coppeliasim.to_mujoco.notes import ImportNotes


@dataclass
class ChildScripts:
    """Collects child scripts in ``scripts``: (MuJoCo name of the object it runs on, the script,
    the label of its object in the file, it is a script object)."""

    names: ElementNames
    notes: ImportNotes
    scripts: list[tuple[str, Script, str, bool]]

    def attach(self, obj: SceneObject, owner: SceneObject | None) -> None:
        """``obj``'s scripts, run on ``obj`` if it has an element, else on ``owner`` (the nearest
        object above that has one); a line for each script skipped."""
        target = obj if self.names.has(obj) else owner
        for script in obj.scripts:
            label = obj.label
            if script.kind != "child":
                self.notes.note(f"the {script.kind} script of {label!r} is skipped "
                                f"(tether runs child scripts{' and its default main script' if script.kind == 'main' else ''})")
                continue
            if not script.enabled:
                self.notes.note(f"the child script of {label!r} is disabled: skipped")
                continue
            if target is None:
                self.notes.note(f"the child script of {label!r} has no object tether can run it on: skipped")
                continue
            self.scripts.append((self.names.of(target), script, label, obj.kind == "script"))
