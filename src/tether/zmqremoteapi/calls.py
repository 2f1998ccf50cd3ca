"""``sim.*`` calls of ZeroMQ remote API clients, run on :class:`~tether.core.simapi.api.SimAPI`.

The clients speak CoppeliaSim 4.x's API; SimAPI is tether's implementation of it. This module
adapts the few places where the wire form differs from SimAPI's Python form:

- trailing nulls are dropped (Lua ignores them: ``f(a, nil)`` is ``f(a)``);
- parameter ids and verbosity levels come with CoppeliaSim's numbers: translated by name;
- handle flags (``sim.handleflag_wxyzquat``...) are SimAPI's to honour (tether.core.engine.handle_flags);
- file names are confined to ``--allow-files``: ``loadScene``/``closeScene``/``loadModel`` and the
  functions of ``_FILE_ARGS``.

What a function means is SimAPI's alone: clients speak CoppeliaSim 4.x, so their SimAPI has that
generation (tether.core.engine.generations: e.g. ``setJointTargetForce`` on a joint in position or
velocity control sets its maximum force).

Anything else of CoppeliaSim's catalogue that SimAPI does not implement answers an error naming it.
"""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from tether.core.engine.errors import SimError
from tether.core.engine.generations import Generation
from tether.core.importers.scene_switch import SCENE_ALTERNATIVES
from tether.core.simapi.files import allow_files
from tether.core.engine.suggest import did_you_mean, not_implemented
from tether.zmqremoteapi.catalogue import FUNCTIONS, constant_names

if TYPE_CHECKING:
    from tether.core.simulation import Simulation

__all__ = ["Calls", "CallError", "PORTED_SCENE_SUFFIXES", "OWN_FUNCTIONS", "SCRIPT_ONLY"]

#: What a CoppeliaSim scene name resolves to when that file does not exist (in this order).
PORTED_SCENE_SUFFIXES = SCENE_ALTERNATIVES

# function name -> (index of the parameter id, prefixes of the names it can carry)
_PARAM_ARGS: dict[str, tuple[int, tuple[str, ...]]] = {
    **{f"{verb}{kind}Param": (0, (f"{kind.lower().replace('32', '')}param_",))
       for verb in ("get", "set") for kind in ("Int32", "Float", "Bool", "String", "Array")},
    **{f"{verb}Object{kind}Param": (1, ("jointintparam_", "jointfloatparam_", "shapeintparam_",
                                        "shapefloatparam_", "objintparam_", "objfloatparam_",
                                        "visionintparam_", "visionfloatparam_", "proxintparam_",
                                        "camerafloatparam_", "cameraintparam_", "dummyintparam_"))
       for verb in ("get", "set") for kind in ("Int32", "Float")},
    "addLog": (0, ("verbosity_",)),
}
_POSE_SETTERS = frozenset({"setObjectPosition", "setObjectOrientation", "setObjectQuaternion", "setObjectPose",
                           "setObjectMatrix"})
#: Script API functions remote clients must not reach: they run code sent by the client
#: (CoppeliaSim also refuses executeScriptString remotely) or drive the main script's pass.
SCRIPT_ONLY = frozenset({
    "addScript", "handleChildScripts", "launchThreadedChildScripts", "resumeThreads", "handleDynamics",
    "setThreadAutomaticSwitch", "getThreadAutomaticSwitch", "setThreadResumeLocation", "wait",
    "executeScriptString", "launchExecutable",
})
#: Functions that take a file path, and its argument index: remote clients reach files only inside
#: the ``--allow-files`` folder (scripts pass paths straight to SimAPI).
_FILE_ARGS = {"importShape": 1, "importMesh": 1, "exportMesh": 1, "loadImage": 1, "saveImage": 3, "createTexture": 0,
              "saveScene": 0, "saveModel": 1}
#: ``sim`` functions Calls answers itself rather than SimAPI (see Calls.__init__).
OWN_FUNCTIONS = frozenset({"loadScene", "closeScene", "loadModel", *_FILE_ARGS})


class CallError(Exception):
    """A call that failed; the text is what the client sees (``err``)."""


class Calls:
    """Runs ``sim.*`` calls for one simulation (host thread)."""

    def __init__(self, simulation: Simulation, file_root: Path | None = None) -> None:
        self.simulation = simulation
        self.api = type(simulation.api)(simulation, generation=Generation.COPPELIASIM_4)
        self.file_root = Path(file_root).resolve() if file_root is not None else None
        if self.file_root is not None:  # the sim API's file functions may reach it too
            allow_files(simulation, self.file_root)
        self._own: dict[str, Callable[..., Any]] = {  # wire work only: confined file names
            "loadScene": self._load_scene,
            "closeScene": self._close_scene,
            "loadModel": self._load_model,
        }
        for name, index in _FILE_ARGS.items():
            self._own[name] = lambda *args, name=name, index=index: self._with_confined_path(name, index, args)
        #: function name -> what runs it (see :meth:`entry`); the session looks calls up here
        self.entries: dict[str, Callable[[list[Any]], Any]] = {}

    def implemented(self) -> frozenset[str]:
        """``sim`` function names tether answers (beyond the catalogue's)."""
        names = {n for n in dir(self.api) if not n.startswith("_") and callable(getattr(self.api, n))}
        return frozenset((names | set(self._own)) - SCRIPT_ONLY)

    def entry(self, func: str) -> Callable[[list[Any]], Any]:
        """What runs ``func`` (e.g. ``"sim.getObject"``): a callable taking the wire's argument
        list (adapted for SimAPI as the module docstring says) and raising CallError with the
        client's text. Raises CallError for a function that does not exist or is refused.
        ``sim`` functions are remembered in :attr:`entries` (the functions SimAPI has: bounded),
        so a call is one dict lookup."""
        known = self.entries.get(func)
        if known is not None:
            return known
        namespace, _, name = func.partition(".")
        if namespace == "zmqRemoteApi":
            return lambda args: self._meta(name, args)
        if namespace != "sim" or not name or "." in name:
            raise CallError(f"No such function: {func} (tether serves the sim namespace only)")
        method = self._resolve(name)
        if name in _PARAM_ARGS or name in _POSE_SETTERS:
            def entry(args: list[Any]) -> Any:
                return self._adapted(func, name, method, args)
        else:  # the call itself, no adapter between (a Python frame less on every call)
            entry = partial(_invoke, func, method)
        self.entries[func] = entry
        return entry

    def _adapted(self, func: str, name: str, method: Callable[..., Any], args: list[Any]) -> Any:
        """A call whose arguments or result differ between the wire and SimAPI."""
        args = _without_trailing_nulls(args)
        if name in _PARAM_ARGS:
            args = _translate_param(name, args, self.api)
        if name in _POSE_SETTERS and len(args) == 3 and isinstance(args[1], (list, tuple)) \
                and not isinstance(args[2], (list, tuple)):
            args = [args[0], args[2], args[1]]  # CoppeliaSim 4.6's order (handle, value, relativeTo)
        return _invoke(func, method, args)  # handle flags: SimAPI (tether.core.engine.handle_flags)

    def _resolve(self, name: str) -> Callable[..., Any]:
        if name in SCRIPT_ONLY:
            raise CallError(f"sim.{name} is only available to scripts inside the simulation, not over the "
                            "remote API")
        method = self._own.get(name)
        if method is None and hasattr(type(self.api), name):
            candidate = getattr(self.api, name)
            method = candidate if callable(candidate) else None
        if method is None:
            if name in FUNCTIONS:
                raise CallError(not_implemented(name, self.implemented()))
            raise CallError(f"No such function: sim.{name}" + did_you_mean(name, self.implemented(), "", "sim."))
        return method

    def _meta(self, name: str, args: list[Any]) -> Any:
        from tether.zmqremoteapi.catalogue import info

        target = args[0] if args else None
        if name not in ("require", "info"):
            raise CallError(f"No such function: zmqRemoteApi.{name}")
        if not isinstance(target, str):
            raise CallError(f"zmqRemoteApi.{name} needs a namespace name (e.g. 'sim'), got {target!r}")
        try:
            catalogue = info(target.split("-")[0], self.implemented())
        except KeyError:
            raise CallError(f"tether serves the 'sim' namespace only, not {target!r} (in function 'require')") from None
        return None if name == "require" else catalogue

    # -- wire work: files confined to --allow-files, scene names resolved there -----------------
    def _with_confined_path(self, name: str, index: int, args: tuple[Any, ...]) -> Any:
        if len(args) <= index:
            raise SimError(f"sim.{name} needs a file name (argument {index + 1})")
        if args[index] == "" and name == "createTexture":  # no file: a blank texture
            return self.api.createTexture(*args)
        path = self._confined(args[index])
        return getattr(self.api, name)(*args[:index], str(path), *args[index + 1:])

    def _confined(self, name: Any) -> Path:
        if self.file_root is None:
            raise SimError("loading files is disabled on this server (start tether serve with --allow-files DIR)")
        if not isinstance(name, str) or not name:
            raise SimError(f"file name must be a non-empty string, got {name!r}")
        root = self.file_root
        path = Path(name) if os.path.isabs(name) else root / name
        path = path.resolve()
        if path != root and root not in path.parents:
            raise SimError(f"path {name!r} is outside the server's file folder {str(root)!r}")
        return path

    def resolve_scene(self, name: Any, suffix: str = ".ttt") -> Path:
        """The file a CoppeliaSim scene (``.ttt``) or model (``.ttm``) name stands for inside
        ``--allow-files`` (see tether.core.importers.scene_switch.find_scene_file)."""
        from tether.core.importers.scene_switch import find_scene_file

        return find_scene_file(self._confined(name), model=suffix == ".ttm")

    def _load_scene(self, name: Any, *_: Any) -> int:
        """sim.loadScene: replace the scene (tether.core.importers.scene_switch); 1 when done."""
        from tether.core.importers.scene_switch import load_scene_file

        load_scene_file(self.simulation, self._confined(name))
        return 1

    def _close_scene(self, *_: Any) -> int:
        """sim.closeScene: an empty scene replaces the open one; 1 when done."""
        from tether.core.importers.scene_switch import close_scene

        close_scene(self.simulation)
        return 1

    def _load_model(self, name: Any, *args: Any) -> int:
        if not isinstance(name, str):
            raise SimError("sim.loadModel takes a file name (loading a model from a buffer is not supported by tether)")
        return self.api.loadModel(str(self._confined(name)), *args)  # the .ttm name: SimAPI's


def _invoke(func: str, method: Callable[..., Any], args: list[Any]) -> Any:
    """``method(*args)`` without trailing nulls, its failures as CallError with the client's text
    (a TypeError that is not about the arguments is a bug: it propagates)."""
    if args and args[-1] is None:
        args = _without_trailing_nulls(args)
    try:
        return method(*args)
    except SimError as exc:
        raise CallError(f"{exc} (in function '{func}')") from None
    except TypeError as exc:
        if "argument" not in str(exc):
            raise
        raise CallError(f"wrong arguments for {func}: {exc}") from None


# -- argument adaptation --------------------------------------------------------------------------
def _without_trailing_nulls(args: list[Any]) -> list[Any]:
    """Lua ignores trailing nils: ``f(a, nil)`` is ``f(a)``."""
    while args and args[-1] is None:
        args = args[:-1]
    return args


def _translate_param(name: str, args: list[Any], api: Any) -> list[Any]:
    """Replace a CoppeliaSim parameter id (or verbosity) by tether's id for the same name."""
    index, prefixes = _PARAM_ARGS[name]
    if len(args) <= index or not isinstance(args[index], int) or isinstance(args[index], bool):
        return args
    value = args[index]
    for prefix in prefixes:
        for constant in constant_names(value, prefix):
            ours = getattr(api, constant, None)
            if isinstance(ours, int):
                if ours != value:
                    args = list(args)
                    args[index] = ours
                return args
    return args
