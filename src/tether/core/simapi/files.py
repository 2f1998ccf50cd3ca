"""Where the sim API's file functions may read and write: the scene's folder, and folders a
front end allows (``tether serve --allow-files DIR`` registers DIR through :func:`allow_files`).

Every caller goes through this (Python and Lua scripts, remote clients), so a sandboxed Lua
script reaches no file outside its scene's folder through ``sim.saveImage``, ``sim.exportMesh``,
``sim.saveScene``... Relative names are relative to the scene's folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from tether.core.engine.errors import SimError
from tether.core.engine.specs import Manifest
from tether.core.simapi.state import ExtraState

__all__ = ["allow_files", "allowed_folders", "checked_path", "scene_folder"]

#: tether's own package folder: the built-in scenes live in it, and nothing is written into it
#: (an installed package is no place for a user's files, and a test run would leave them behind).
PACKAGE_FOLDER = Path(__file__).resolve().parents[2]


class _Scene(Protocol):
    manifest: Manifest


class FileOwner(Protocol):
    """What the file rules read of a simulation (tether.core.simulation.Simulation gives it):
    its scene's manifest (the scene's folder) and the folders its API state allows."""

    scene: _Scene
    api_state: ExtraState


def scene_folder(simulation: FileOwner) -> Path:
    """The folder of the scene's manifest (or model file)."""
    manifest = simulation.scene.manifest
    source = getattr(manifest, "source", None) or manifest.model
    return Path(source).resolve().parent


def allow_files(simulation: FileOwner, root: str | Path) -> None:
    """Let the file functions of this simulation's API reach ``root`` and below."""
    roots = simulation.api_state.file_roots
    if Path(root).resolve() not in roots:
        roots.append(Path(root).resolve())


def allowed_folders(simulation: FileOwner) -> list[Path]:
    """The folders front ends allowed (:func:`allow_files`), in the order they were allowed."""
    return list(simulation.api_state.file_roots)


def checked_path(simulation: FileOwner, name: Any, *, writing: bool = False) -> Path:
    """The file ``name`` stands for, if it lies in an allowed folder; else one error line.

    ``writing``: the file is to be written, so tether's own folder (the built-in scenes') is
    refused unless a front end allowed it explicitly."""
    if isinstance(name, bytes):
        name = name.decode("utf-8", "replace")
    if not isinstance(name, str) or not name:
        raise SimError(f"file name must be a non-empty string, got {name!r}")
    base = scene_folder(simulation)
    path = Path(name)
    path = (path if path.is_absolute() else base / path).resolve()
    roots = {base, *allowed_folders(simulation)}
    if not any(path == root or root in path.parents for root in roots):
        raise SimError(f"{name!r} is outside the scene's folder {str(base)!r} (and the folders the server "
                       "allows with --allow-files)")
    if writing and PACKAGE_FOLDER in path.parents and not any(root in path.parents for root in allowed_folders(simulation)):
        raise SimError(f"{name!r} would be written into tether's own folder (the built-in scene's): "
                       "give an absolute path in a folder the server allows with --allow-files DIR")
    return path
