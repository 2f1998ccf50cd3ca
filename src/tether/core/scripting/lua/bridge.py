"""The ``sim`` API as Lua scripts see it: both naming generations on tether's one SimAPI.

CoppeliaSim 4.x scripts call ``sim.getObjectPosition(h, -1)`` and read ``sim.handle_world``;
V-REP scripts call ``simGetObjectPosition(h, -1)`` and read ``sim_handle_world``. Both are
generated here from the public methods of :class:`tether.core.simapi.api.SimAPI` and from
``tether.core.engine.constants``, so a method added to SimAPI (by any lane) is a Lua function too.

Values cross the boundary through one pair of converters: Lua tables become Python lists (or
dicts, for tables with other keys), Lua strings become ``str`` when they are UTF-8 text (else
``bytes``, for packed buffers), and back: lists and tuples inside a result become tables, a
tuple result becomes CoppeliaSim's multiple return values, numpy numbers become Lua numbers.

What tether does not have: a UI, graph or drawing function is a no-op logged once (tutorial
scripts still run); a main-script building block with nothing to do in tether (modules, mills,
IK groups...) is a silent no-op; anything else is one error naming the function at the
script's line.
"""

from __future__ import annotations

import inspect
import logging
import re
from typing import TYPE_CHECKING, Any, Callable, Iterable

import numpy as np

from tether.core.engine.constants import SIM_CONSTANTS
from tether.core.engine.errors import SimError


if TYPE_CHECKING:
    from tether.core.scripting.lua.state import LuaState

#: The ``sim`` object a script sees (tether.core.simapi.api's SimAPI, a room above the scripts): the
#: bridge reaches its functions by name, so any object with the API's methods will do.
SimObject = Any

logger = logging.getLogger(__name__)

# V-REP's call types (sim_call_type of the whole-chunk dialect; v_repConst.h)
CHILDSCRIPTCALL = {"initialization": 0, "cleanup": 1, "actuation": 2, "sensing": 3, "threaded": 4}
MAINSCRIPTCALL = {"initialization": 0, "cleanup": 1, "regular": 2}
LEGACY_CONSTANTS: dict[str, int] = {
    **{f"childscriptcall_{k}": v for k, v in CHILDSCRIPTCALL.items()},
    **{f"mainscriptcall_{k}": v for k, v in MAINSCRIPTCALL.items()},
}
_CHILD_CALLBACKS = {0: "sysCall_init", 1: "sysCall_cleanup", 2: "sysCall_actuation", 3: "sysCall_sensing"}

# Functions written in Lua (prelude.lua), not taken from SimAPI: thread switching must yield
# the script's coroutine, which a Python function cannot do.
THREAD_FUNCTIONS = ("switchThread", "setThreadAutomaticSwitch", "getThreadAutomaticSwitch", "wait",
                    "step", "setStepping", "getStepping", "waitForSignal")

# The older positional forms of the calls spanning passes: their arguments after ``flags``
STEPWISE_POSITIONAL: dict[str, list[bytes]] = {
    "moveToConfig": [n.encode() for n in ("pos", "vel", "accel", "maxVel", "maxAccel", "maxJerk", "targetPos",
                                          "targetVel", "callback", "auxData", "cyclicJoints", "timeStep")],
}

# Calls after which a child script's cached state, time and time step are read again.
STATE_CHANGING = ("startSimulation", "stopSimulation", "pauseSimulation", "setFloatParam",
                  "setFloatParameter", "setInt32Param", "setIntegerParameter", "setBoolParam",
                  "setBooleanParameter", "callScriptFunction")

# Main-script building blocks that have nothing to do in tether: silent no-ops.
MAIN_SCRIPT_NO_OPS = frozenset({
    "handleSimulationStart", "handleSensingStart", "openModule", "closeModule", "handleModule",
    "handleMechanism", "handleIkGroup", "handleMill", "handleCollision", "handleDistance",
    "handleVisionSensor", "handleCustomizationScripts", "handleAddOnScripts", "handleSandboxScript",
    "handleJointMotion", "handlePathMotion", "resetMilling", "resetMill", "resetCollision",
    "resetDistance", "resetVisionSensor", "handleGraph", "resetGraph", "setScriptAttribute",
    "handleEmbeddedScripts",
})

# UI, graph and drawing calls without an implementation: no-ops, logged once per script.
UI_PREFIXES = (
    "addDrawingObject", "removeDrawingObject", "addGraph", "setGraph", "destroyGraph", "addBanner",
    "removeBanner", "auxiliaryConsole", "floatingView", "adjustView", "displayDialog", "endDialog",
    "getDialog", "msgBox", "fileDialog", "setUI", "getUI", "createUI", "removeUI", "addParticleObject",
    "removeParticleObject", "setObjectSizeValues", "setShapeTexture",
    "changeEntityColor", "restoreEntityColor", "setModelProperty", "openTextEditor", "closeTextEditor",
)
UI_MODULES = ("simUI",)  # custom UIs, headless (tether.core.simapi.custom_ui; other calls are no-ops)
VREP_UI_PREFIX = "simExtCustomUI_"  # V-REP's flat names of the same plugin

# CoppeliaSim plugins tether does not provide: a call is one error naming the function and the plugin.
PLUGINS: dict[str, str] = {
    "simIK": "CoppeliaSim's kinematics plugin", "simOMPL": "CoppeliaSim's motion planning plugin (OMPL)",
    "simVision": "CoppeliaSim's vision plugin", "simROS": "CoppeliaSim's ROS plugin",
    "simROS2": "CoppeliaSim's ROS 2 plugin", "simB0": "CoppeliaSim's BlueZero plugin",
    "simICP": "CoppeliaSim's ICP plugin", "simSurfRec": "CoppeliaSim's surface reconstruction plugin",
    "simAssimp": "CoppeliaSim's Assimp import plugin", "simQHull": "CoppeliaSim's QHull plugin",
    "simOpenMesh": "CoppeliaSim's OpenMesh plugin", "simBubble": "the BubbleRob plugin",
    "simBWF": "CoppeliaSim's BlueWorkforce plugin", "simMTB": "the MTB robot plugin",
    "simRRS1": "the RRS-1 plugin", "simURDF": "CoppeliaSim's URDF plugin", "simSDF": "CoppeliaSim's SDF plugin",
    "simCmd": "CoppeliaSim's command-line plugin", "simWS": "CoppeliaSim's WebSocket plugin",
    "simZMQ": "CoppeliaSim's ZeroMQ plugin (scripts' own sockets)", "simLuaCmd": "CoppeliaSim's Lua command plugin",
    "simGLTF": "CoppeliaSim's glTF plugin", "simDyn": "CoppeliaSim's dynamics plugin",
}
_VREP_PLUGIN = re.compile(r"^simExt([A-Za-z0-9]+)_\w+$")


def plugin_missing(name: str) -> str | None:
    """The one-line error text of a call into a plugin tether does not provide, or None."""
    module = name.split(".", 1)[0]
    if module in PLUGINS:
        return (f"{name}: {PLUGINS[module]} ({module}) is not available in tether "
                "(tether runs no CoppeliaSim plugins; see docs/guide/coppeliasim-idioms.md)")
    old = _VREP_PLUGIN.match(name)
    if old:
        return (f"{name}: V-REP's {old.group(1)} plugin (simExt{old.group(1)}) is not available in tether "
                "(tether runs no CoppeliaSim plugins; see docs/guide/coppeliasim-idioms.md)")
    return None

_OLD_NAME = re.compile(r"^sim([A-Z]\w*)$")


def is_ui_no_op(name: str) -> bool:
    """A UI/graph/drawing function tether runs as a no-op (``sim.xxx`` or ``simXxx`` name)."""
    bare = name[4:] if name.startswith("sim.") else name
    old = _OLD_NAME.match(bare)
    if old:
        bare = old.group(1)[0].lower() + old.group(1)[1:]
    return any(bare.startswith(p) for p in UI_PREFIXES)


def api_functions(api_class: type) -> list[str]:
    """The SimAPI methods Lua scripts get, by their CoppeliaSim 4.x name."""
    names = []
    for name in dir(api_class):
        if name.startswith("_") or name in THREAD_FUNCTIONS:
            continue
        value = getattr(api_class, name)
        if callable(value) and not isinstance(value, type):
            names.append(name)
    return names


def constants(api_class: type) -> dict[str, int]:
    """The ``sim`` constants of SimAPI (CoppeliaSim's values) and V-REP's call types."""
    values = {n: v for n, v in SIM_CONSTANTS.items()}
    for name in dir(api_class):
        value = getattr(api_class, name)
        if not name.startswith("_") and type(value) is int:
            values[name] = value
    values.update(LEGACY_CONSTANTS)
    return values


def old_name(name: str) -> str:
    """V-REP's name of a 4.x function: getObjectHandle -> simGetObjectHandle."""
    return "sim" + name[0].upper() + name[1:]


_SCALAR_TYPES = {"int", "float", "bool", "bytes", "str", "None"}
_NUMBERS = {"int", "float", "bool", "None"}


def numbers_only(func: Any) -> bool:
    """Numbers in, a number (or nothing) out: the method goes to Lua as it is (no wrapper;
    the prelude's error handler names it)."""
    try:
        signature = inspect.signature(func)
    except (TypeError, ValueError):
        return False
    kinds = {k.strip() for k in str(signature.return_annotation).split("|")}
    if signature.return_annotation is inspect.Signature.empty or not kinds <= _NUMBERS:
        return False
    for p in list(signature.parameters.values())[1:]:
        if p.kind is not p.POSITIONAL_OR_KEYWORD:
            return False
        kinds = {k.strip() for k in str(p.annotation).split("|")}
        if p.annotation is inspect.Parameter.empty or not kinds <= _NUMBERS:
            return False
    return True
_NUMBER_LISTS = {"list[float]", "list[int]"}


def result_layout(annotation: Any) -> str | None:
    """How a result of this return annotation crosses to Lua flattened: "L" for a list of
    numbers, else one letter per tuple item ("L" list of numbers, "T" text: a str, "P" another
    plain value); None: converted generically."""
    text = str(annotation).replace(" ", "")
    if text in _NUMBER_LISTS:
        return "L"
    if not (text.startswith("tuple[") and text.endswith("]")):
        return None
    codes = []
    for part in text[len("tuple["):-1].split(","):
        if part in _NUMBER_LISTS:
            codes.append("L")
        elif part == "str":
            codes.append("T")
        elif part in ("int", "float", "bool", "bytes"):
            codes.append("P")
        else:
            return None
    return "".join(codes)


def takes_tables(func: Any) -> bool:
    """A parameter may be a table (a vector, a list of handles, options)."""
    try:
        params = list(inspect.signature(func).parameters.values())[1:]
    except (TypeError, ValueError):
        return True
    for p in params:
        kinds = {k.strip() for k in str(p.annotation).split("|")}
        if p.annotation is inspect.Parameter.empty or not kinds <= _SCALAR_TYPES:
            return True
    return False


_PLANS: dict[type, dict[str, tuple[str | None, bool]]] = {}


def call_plan(api_class: type) -> dict[str, tuple[str | None, bool]]:
    """For each Lua function of SimAPI: its result layout ("" for a method handed over as it
    is, None for the generic wrapper) and whether it takes tables."""
    plan = _PLANS.get(api_class)
    if plan is not None:
        return plan
    plan = _PLANS[api_class] = {}
    for name in api_functions(api_class):
        func = getattr(api_class, name)
        try:
            returns = inspect.signature(func).return_annotation
        except (TypeError, ValueError):
            returns = None
        layout = "" if numbers_only(func) else result_layout(returns)
        plan[name] = (layout, takes_tables(func))
    return plan


_CALL_ERRORS = (SimError, TypeError, ValueError, KeyError, IndexError)  # what a call reports as LuaCallError


def _caller_source(layout: str | None, leading: int | None) -> str:
    """The source of the factory ``make(func, prefix, ...)`` of one shape of call wrapper:
    arguments converted, ``func`` called, its result as Lua wants it, errors named, in ONE
    Python frame (each extra frame per call costs, most of all after the physics step has
    evicted the caches). Built from the layout's letters and a count only.

    ``layout``: None, the result converted generically (``result``); "L", a list of numbers
    as the items the prelude's ``rebuild`` packs into a table; else one letter per tuple item
    ("L" list of numbers, "T" text: a str, "P" another plain value), flattened when every list is a
    3-vector (the common case: ``rebuild`` builds the tables in Lua), else the values with
    lists as tables (``rebuild`` passes them on, telling the forms apart by the first list).
    ``leading``: None, the arguments as Lua passed them; k, the prelude's list_args flat form,
    ``(a0..ak-1, x1..xm)``: k arguments, then a vector's numbers."""
    if leading is not None:
        names = [f"a{i}" for i in range(leading)]
        head = [f"def call({''.join(n + ', ' for n in names)}*vector):"]
        for n in names:
            head += [f"    if type({n}) is table_type or type({n}) is bytes:", f"        {n} = from_lua({n})"]
        invoke = f"func({''.join(n + ', ' for n in names)}list(vector))"
        convert: list[str] = []
    else:
        head = ["def call(*args):"]
        invoke = "func(*args)"
        convert = [
            "    for a in args:",
            "        if type(a) is table_type or type(a) is bytes:",
            "            args = tuple(from_lua(a) for a in args)",
            "            break",
        ]
    lines = head + convert + [
        "    try:",
        f"        value = {invoke}",
    ]
    if layout is None:
        lines += [
            "    except ERRORS as exc:",
            "        raise LuaCallError(prefix + str(exc)) from None",
            "    kind = type(value)",
            "    if kind is float or kind is int or value is None or kind is bool:",
            "        return value",
            "    return result(value)",
        ]
    elif layout == "L":
        lines += [
            "        return tuple(value)",
            "    except ERRORS as exc:",
            "        raise LuaCallError(prefix + str(exc)) from None",
        ]
    else:
        names = [f"v{i}" for i in range(len(layout))]
        lists = [n for n, code in zip(names, layout) if code == "L"]
        items = []
        for n, code in zip(names, layout):
            if code == "L":
                items += [f"{n}[0]", f"{n}[1]", f"{n}[2]"]
            elif code == "T":
                items.append(f"({n}.encode() if type({n}) is str else {n})")
            else:
                items.append(n)
        lines += [
            f"        if type(value) is not tuple or len(value) != {len(layout)}:",
            "            raise SimError(f'unexpected result {value!r}')",
            f"        {', '.join(names)}, = value",
            f"        if {' and '.join(f'len({n}) == 3' for n in lists) or 'True'}:",
            f"            return ({', '.join(items)},)",
            "        return tuple(to_lua(item) for item in value)  # lists of other lengths: as tables",
            "    except ERRORS as exc:",
            "        raise LuaCallError(prefix + str(exc)) from None",
        ]
    # a factory: the functions of one shape share their code and read their values from cells
    factory = ["def make(func, prefix, table_type, from_lua, to_lua, result):"]
    return "\n".join(factory + ["    " + line for line in lines] + ["    return call"]) + "\n"


_CALLER_CODE: dict[tuple[str | None, int | None], Any] = {}  # (layout, leading) -> its factory
_LEADING = range(4)  # list_args' flat forms: 0 to 3 arguments before the vector


class LuaCallError(SimError):
    """A ``sim`` function failed when a Lua script called it (the text names the function)."""


class Converter:
    """Lua <-> Python values for one state (written once, used by every function)."""

    def __init__(self, state: LuaState) -> None:
        self.table_type = state.table_type
        self.table_from = state.runtime.table_from

    def from_lua(self, value: Any) -> Any:
        kind = type(value)
        if kind is bytes:
            try:
                return value.decode("utf-8")
            except UnicodeDecodeError:
                return value  # binary data (packed tables, buffers) stays bytes
        if kind is self.table_type:
            n = len(value)
            items = list(value.items())
            if len(items) == n and all(type(k) is int for k, _ in items):  # an array
                items.sort(key=lambda kv: kv[0])
                return [self.from_lua(v) if type(v) is not float and type(v) is not int else v for _, v in items]
            return {self.from_lua(k): self.from_lua(v) for k, v in items}
        return value

    def to_lua(self, value: Any) -> Any:
        kind = type(value)
        if kind is float or kind is int or kind is bool or value is None or kind is bytes:
            return value
        if kind is str:
            return value.encode("utf-8")
        if kind is list or kind is tuple:
            for v in value:
                if type(v) is not float and type(v) is not int:
                    return self.table_from([self.to_lua(v) for v in value])
            return self.table_from(value)  # numbers only (vectors, matrices): lupa converts them
        if isinstance(value, np.ndarray):
            return self.to_lua(value.tolist())
        if isinstance(value, np.integer):
            return int(value)
        if isinstance(value, np.floating):
            return float(value)
        if isinstance(value, dict):
            return self.table_from({self.to_lua(k): self.to_lua(v) for k, v in value.items()})
        if isinstance(value, (bytearray, memoryview)):
            return bytes(value)
        return value  # anything else reaches Lua as an opaque value (attribute access is denied)

    def result(self, value: Any) -> Any:
        """A Python function's result for Lua: a tuple is several return values."""
        kind = type(value)
        if kind is float or kind is int or value is None or kind is bool:
            return value
        if kind is tuple:
            to_lua = self.to_lua
            return tuple(v if type(v) is int or type(v) is float else to_lua(v) for v in value)
        return self.to_lua(value)

    def arguments(self, args: Iterable[Any]) -> tuple:
        return tuple(self.from_lua(a) for a in args)

    def caller(self, func: Callable[..., Any], lua_name: str, layout: str | None,
               leading: int | None = None) -> Callable[..., Any]:
        """``func`` as a Lua function: arguments and result converted (``layout``: see
        :func:`_caller_source`), errors named; with ``leading`` = k, in the prelude's list_args
        flat form (k arguments, then a vector's numbers)."""
        key = (layout, leading)
        make = _CALLER_CODE.get(key)
        if make is None:  # one factory per shape: its functions share their code, and read cells
            namespace: dict[str, Any] = {"ERRORS": _CALL_ERRORS, "LuaCallError": LuaCallError, "SimError": SimError}
            exec(compile(_caller_source(layout, leading), f"<lua call {key}>", "exec"), namespace)  # noqa: S102
            make = _CALLER_CODE[key] = namespace["make"]  # source made of the layout's letters only
        return make(func, f"{lua_name}: ", self.table_type, self.from_lua, self.to_lua, self.result)


class NoOps:
    """The no-op functions of one script, each logging once that it does nothing."""

    def __init__(self, log: Callable[[str], None]) -> None:
        self.log = log
        self.logged: set[str] = set()

    def function(self, name: str) -> Callable[..., None]:
        def no_op(*args: Any) -> None:
            if name not in self.logged:
                self.logged.add(name)
                self.log(f"{name}: not implemented by tether; ignored (a user-interface call, headless)")

        return no_op


def build_sim(
    state: LuaState,
    api: SimObject,
    api_simulation: Callable[[SimObject], Any],
    log: Callable[[str], None],
    *,
    threaded: bool,
    main: bool,
) -> Any:
    """Fill the state's globals: ``sim`` (4.x names), ``simXxx``/``sim_xxx`` (V-REP names),
    ``simUI`` and ``require('sim')``. Returns the ``sim`` table."""
    lua, helpers, g = state.runtime, state.api, state.globals
    conv = Converter(state)
    no_ops = NoOps(log)
    sim = lua.table()
    functions: dict[str, Any] = {}
    api_class = type(api)
    for name, (layout, tables) in call_plan(api_class).items():
        method, lua_name = getattr(api, name), f"sim.{name}"
        if layout == "":  # numbers in, a number out (so no tables): the method itself
            func = method
        else:
            func = conv.caller(method, lua_name, layout)
            if tables:  # one Python wrapper per call, also for a vector last
                func = helpers.list_args(func, *(conv.caller(method, lua_name, layout, k) for k in _LEADING))
            if layout and "L" in layout:  # tables to build in Lua
                func = helpers.rebuild(layout.encode(), func)
        functions[name] = func
    silent = lua.eval("function() end")
    for name in MAIN_SCRIPT_NO_OPS:
        if name not in functions:
            functions[name] = silent
    if not main:  # child scripts: the cascade is tether's (V-REP 3.1's compatibility code calls it)
        functions["handleChildScripts"] = silent
        functions["launchThreadedChildScripts"] = silent
        functions["resumeThreads"] = silent
    if not main:  # a child script's entry brings the state and time along (no call for them)
        functions["getSimulationState"] = helpers.get_state
        functions["getSimulationTime"] = helpers.get_time
        functions["getSimulationTimeStep"] = helpers.get_step
        simulation = api_simulation(api)

        def now() -> tuple[int, float, float]:
            return int(simulation.state), simulation.sim_time, simulation.time_step

        helpers.set_now(*now())
        for name in STATE_CHANGING:
            if name in functions:
                functions[name] = helpers.refreshing(functions[name], now)
    if threaded:  # every API call may switch once the thread's slice is used up
        functions = {name: helpers.auto_switching(func) for name, func in functions.items()}
    # thread switching, in Lua
    functions["switchThread"] = helpers.switch_thread
    functions["step"] = helpers.switch_thread
    functions["setThreadAutomaticSwitch"] = helpers.set_thread_automatic_switch
    functions["getThreadAutomaticSwitch"] = helpers.get_auto_switch
    functions["setStepping"] = helpers.set_stepping
    functions["getStepping"] = helpers.get_stepping
    functions["wait"] = helpers.make_wait(functions["getSimulationTime"], functions["getSimulationState"])
    functions["waitForSignal"] = helpers.make_wait_for_signal(functions["getInt32Signal"])
    for stepwise in ("moveToConfig", "moveToPose"):  # calls spanning passes (tether.core.simapi.motion)
        if stepwise in functions:
            positional = STEPWISE_POSITIONAL.get(stepwise)
            functions[stepwise] = helpers.make_stepwise(functions[stepwise], functions[f"{stepwise}_init"],
                                                        functions[f"{stepwise}_step"], functions[f"{stepwise}_cleanup"],
                                                        lua.table_from(positional) if positional else None)

    # sim.xxx, simXxx and sim_xxx reach the state when the script first reads them (prelude's
    # api.lazy): the same values, without filling the state with ~3000 of them
    constant_values = constants(api_class)
    by_name: dict[bytes, Any] = {name.encode(): value for name, value in constant_values.items()}
    by_name.update((name.encode(), func) for name, func in functions.items())
    by_global: dict[bytes, Any] = {b"sim_" + name.encode(): value for name, value in constant_values.items()}
    by_global.update((old_name(name).encode(), func) for name, func in functions.items())
    if main:
        handle_child_scripts = functions["handleChildScripts"]

        def vrep_handle_child_scripts(call_type: Any, *rest: Any) -> Any:
            callback = _CHILD_CALLBACKS.get(call_type)
            if callback is None:
                raise LuaCallError(f"simHandleChildScripts: unknown call type {call_type!r}")
            return handle_child_scripts(callback)

        by_global[b"simHandleChildScripts"] = vrep_handle_child_scripts

    uis = api_simulation(api).api_state.simui
    ui_functions = frozenset(n for n in dir(type(uis)) if not n.startswith("_"))

    def ui_function(name: str) -> Any:
        """simUI.xxx / simExtCustomUI_xxx: headless UIs keep their values, the rest are no-ops."""
        bare = name[len(VREP_UI_PREFIX):] if name.startswith(VREP_UI_PREFIX) else name.split(".", 1)[-1]
        if bare in ui_functions:
            return conv.caller(getattr(uis, bare), name, None)
        return no_ops.function(name)

    def missing(lua_name: bytes) -> Any:
        name = lua_name.decode("utf-8", "replace")
        if name.startswith(VREP_UI_PREFIX):
            return ui_function(name)
        if is_ui_no_op(name):
            return no_ops.function(name)
        why = plugin_missing(name)
        if why is not None:
            return helpers.plugin_missing(why.encode())
        return helpers.missing(name.encode())

    helpers.lazy(sim, b"sim.", by_name.get, missing)
    helpers.strict_globals(by_global.get, missing)
    ui = helpers.strict(lua.table(), b"simUI.", lambda key: ui_function(key.decode("utf-8", "replace")))
    for module in UI_MODULES:
        g[module.encode()] = ui
        helpers.set_loaded(module.encode(), ui)
    for module in PLUGINS:  # the plugin's table: each call is one error naming it
        table = helpers.strict(lua.table(), f"{module}.".encode(), missing)
        g[module.encode()] = table
        helpers.set_loaded(module.encode(), table)
    g[b"sim"] = sim
    helpers.set_loaded(b"sim", sim)
    return sim


def supported_functions(api_class: type) -> list[tuple[str, str]]:
    """(4.x name, V-REP name) of every function a Lua script can call, for the docs' reference (tools/docs/generate.py)."""
    names = set(api_functions(api_class)) | set(THREAD_FUNCTIONS) | MAIN_SCRIPT_NO_OPS
    return [(f"sim.{n}", old_name(n)) for n in sorted(names)]
