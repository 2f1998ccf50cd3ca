"""Scenes at run time: CoppeliaSim's ``sim.loadScene``, ``sim.closeScene`` and the file names
its clients pass (``scenes/x.ttt``), for every front end (ZeroMQ, legacy remote API, scripts).

Rules, as in CoppeliaSim:

- a scene is replaced only while the simulation is stopped (loading the scene that is already
  open stops it first: that is what reloading means);
- the new scene replaces the old one whole: every client then sees its objects and handles;
  connections, step gates and viewers stay (the Simulation object stays, see
  :meth:`Simulation.replace_scene <tether.core.simulation.Simulation.replace_scene>`);
- a scene that does not load leaves the old one running, with one error line;
- closing the scene leaves an empty one.

CoppeliaSim names (``.ttt`` scenes, ``.ttm`` models) are looked up as files tether opens: the
same name with ``.simscene.xml``/``.simmodel.xml`` (CoppeliaSim's XML export), ``.toml``,
``.xml`` or ``.urdf``, then the ``.ttt``/``.ttm`` file itself (CoppeliaSim's binary format, or
XML a legacy client uploaded under that name).
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

import mujoco

from tether.core.engine.errors import SceneError, SimError
from tether.core.engine.specs import Manifest
from tether.core.importers.loading import build_scene, load_scene
from tether.core.engine.scene import Scene
from tether.core.engine.states import SimulationState


class SceneHolder(Protocol):
    """What switching scenes uses of a simulation (tether.core.simulation.Simulation gives it):
    its open scene and state, stop, and the replacement that keeps the simulation object."""

    scene: Scene

    @property
    def state(self) -> SimulationState: ...

    def stop(self) -> bool: ...

    def replace_scene(self, scene: Scene) -> None: ...

__all__ = ["close_scene", "empty_scene", "find_scene_file", "load_scene_file", "SCENE_ALTERNATIVES",
           "MODEL_ALTERNATIVES"]

#: What a CoppeliaSim scene (.ttt) or model (.ttm) name is looked up as, in this order.
SCENE_ALTERNATIVES = (".simscene.xml", ".toml", ".xml", ".urdf")
MODEL_ALTERNATIVES = (".simmodel.xml", ".xml", ".urdf", ".toml")
_BINARY = (".ttt", ".ttm")


def find_scene_file(path: Path, model: bool = False) -> Path:
    """The file tether opens for ``path``: itself, or for a CoppeliaSim ``.ttt``/``.ttm`` name
    a file of the same stem with one of tether's suffixes. SimError (one line) if none."""
    suffix = path.suffix.lower()
    if suffix in _BINARY:
        for alternative in MODEL_ALTERNATIVES if model else SCENE_ALTERNATIVES:
            candidate = path.with_suffix(alternative)
            if candidate.is_file():
                return candidate
        if path.is_file():  # the binary file itself, or XML a legacy client uploaded under its name
            return path
        tried = ", ".join(path.stem + a for a in (MODEL_ALTERNATIVES if model else SCENE_ALTERNATIVES))
        raise SimError(f"{path.name} does not exist, nor does an exported or ported file beside it ({tried})")
    if not path.is_file():
        raise SimError(f"{path.name} does not exist")
    return path


def load_scene_file(sim: SceneHolder, path: Path) -> None:
    """Replace ``sim``'s scene by the scene file ``path`` (see the module docstring); SimError
    (one line) if it cannot: the old scene then stays as it was."""
    path = find_scene_file(path)
    current = {Path(p).resolve() for p in (sim.scene.manifest.source, sim.scene.manifest.model) if p}
    if sim.state != SimulationState.STOPPED:
        if path.resolve() not in current:
            raise SimError("the simulation must be stopped to load another scene (stop it first, as in CoppeliaSim)")
        sim.stop()  # reloading the open scene: stopped, then loaded afresh
        if sim.state != SimulationState.STOPPED:
            raise SimError("the simulation is stopping: load the scene again once it has stopped")
    try:
        scene = load_scene(path)
    except SceneError as exc:
        raise SimError(f"cannot load scene: {exc}") from None
    sim.replace_scene(scene)


def empty_scene() -> Scene:
    """A new, empty scene (what CoppeliaSim shows after closing the last one)."""
    return build_scene(Manifest(model=Path("new scene"), raw={"name": "new scene"}), spec=mujoco.MjSpec())


def close_scene(sim: SceneHolder) -> None:
    """Close the scene: an empty one replaces it (stopped only, as in CoppeliaSim)."""
    if sim.state != SimulationState.STOPPED:
        raise SimError("the simulation must be stopped to close the scene (stop it first, as in CoppeliaSim)")
    sim.replace_scene(empty_scene())
