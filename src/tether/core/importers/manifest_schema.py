"""Every key a scene manifest may hold, declared once: validation, the JSON Schema and the docs' reference
tables are all derived from ``TABLES``, so they cannot drift apart.

Adding a key is one line in its table, e.g. ``"max_velocity": Key("number", "...", positive=True)``;
then ``python tools/docs/generate.py`` rewrites the shipped ``manifest.schema.json`` and the reference table
(a test fails until it is run).

Errors are one line naming the file, the table, the key and what is allowed::

    scene.toml: [[joint]] #1: unknown key "max_forse" (did you mean "max_force"?); allowed: max_force, max_velocity, ...
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tether.core.engine.errors import SceneError

SCHEMA_FILE = Path(__file__).with_name("manifest.schema.json")
SCHEMA_ID = "https://tether.invalid/manifest.schema.json"

#: The kinds of value a key may hold (TOML types; "tables" is an array of tables, ``[[x]]``).
KINDS = (
    "string", "number", "integer", "boolean", "strings", "string or strings", "integers", "numbers", "table", "tables",
)


@dataclass(frozen=True)
class Key:
    """One manifest key: its kind, a one-line description and its constraints."""

    kind: str
    doc: str
    default: Any = None
    required: bool = False
    choices: tuple[str, ...] = ()
    positive: bool = False  # numbers: > 0; integers and integer lists: >= 1
    minimum: float | None = None  # numbers: >= minimum
    length: int | None = None  # lists: exactly this many items
    table: str | None = None  # "table"/"tables": the name of the nested table in TABLES

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown key kind {self.kind!r}; use one of {KINDS}")

    def describe(self) -> str:
        """What the key accepts, in words ("a positive number", "true or false", ...)."""
        if self.choices:
            return "one of " + ", ".join(f'"{c}"' for c in self.choices)
        sign = "positive " if self.positive else ""
        if self.kind == "number" and self.minimum is not None:
            return f"a number >= {self.minimum:g}"
        words = {
            "string": "a string",
            "number": f"a {sign}number",
            "integer": f"a {sign}integer",
            "boolean": "true or false",
            "strings": "a list of strings",
            "string or strings": "a string or a list of strings",
            "integers": f"{self.length or 'a list of'} {sign}integers",
            "numbers": f"{self.length or 'a list of'} {sign}numbers"
            + (f" >= {self.minimum:g}" if self.minimum is not None else ""),
            "table": f"a table [{self.table}]",
            "tables": f"an array of tables [[{self.table}]]",
        }
        return words[self.kind]


JOINT_MODES = ("passive", "position", "velocity", "force")
EXECUTION_ORDERS = ("first", "normal", "last")

#: Every table of a manifest and its keys. "manifest" is the top level.
TABLES: dict[str, dict[str, Key]] = {
    "manifest": {
        "model": Key("string", "MJCF (.xml), URDF (.urdf) or CoppeliaSim (.ttt, .ttm, .simscene.xml) file, "
                     "relative to the manifest",
                     required=True),
        "name": Key("string", "scene name shown by tether (default: the manifest's file name)"),
        "description": Key("string", "free text about the scene"),
        "time_step": Key("number", "seconds per simulation step (default: the model's timestep)", positive=True),
        "dynamics_substeps": Key("integer", "MuJoCo steps per simulation step", default=1, positive=True),
        "real_time": Key("boolean", "keep simulation time with the wall clock (--real-time/--no-real-time override)",
                         default=False),
        "passes_per_frame": Key("integer", "passes per frame sent to viewers", default=1, positive=True),
        "fixed_base": Key("boolean", "URDF only: weld the root link to the world (default: as the URDF says: "
                          "fixed if its root link is massless or named world)"),
        "floor": Key("boolean", "add a floor (a static plane named Floor at z = 0, or under the model's lowest "
                     "point) unless the model has its own ground", default=True),
        "script": Key("tables", "a child script attached to a scene object", table="script"),
        "main_script": Key("table", "replaces the default main script", table="main_script"),
        "joint": Key("tables", "motor settings of the joints whose names match a glob pattern", table="joint"),
        "proximity_sensor": Key("tables", "a site that senses along its +z axis", table="proximity_sensor"),
        "vision_sensor": Key("tables", "a camera exposed as a vision sensor", table="vision_sensor"),
        "click": Key("table", "what the Click endpoint offers", table="click"),
    },
    "script": {
        "object": Key("string", "name or path of the object the script is attached to", required=True),
        "file": Key("string", "the script's file, relative to the manifest: Python (.py) or Lua (.lua)", required=True),
        "threaded": Key("boolean", "a threaded script (sysCall_thread, sim.switchThread)", default=False),
        "execution_order": Key("string", "order among scripts of the same level", default="normal",
                               choices=EXECUTION_ORDERS),
    },
    "main_script": {
        "file": Key("string", "Python or Lua file (start from src/tether/core/scripting/default_main_script.py)", required=True),
    },
    "joint": {
        "name": Key("string", "joint name or glob pattern (Arm_joint*); the last matching entry wins", required=True),
        "mode": Key("string", "the motor's control mode", default="passive", choices=JOINT_MODES),
        "max_force": Key("number", "largest force/torque the motor exerts (N or N·m)", positive=True),
        "max_velocity": Key("number", "upper velocity limit of position control (rad/s or m/s; "
                            "default 180 deg/s or 1 m/s)", positive=True),
        "pid_p": Key("number", "P gain of position control (CoppeliaSim's; default 0.1)", minimum=0.0),
        "pid_i": Key("number", "I gain of position control (default 0)", minimum=0.0),
        "pid_d": Key("number", "D gain of position control (default 0)", minimum=0.0),
    },
    "proximity_sensor": {
        "site": Key("string", "the MJCF site", required=True),
        "range": Key("number", "detection range (m)", default=1.0, positive=True),
        "angle": Key("number", "full cone opening angle (rad); 0: one ray", default=0.0, minimum=0.0),
        "rays": Key("integer", "number of rays in the cone", default=1, positive=True),
        "detect": Key("string", "name or path of the one object the sensor detects, with what hangs below it "
                      "(CoppeliaSim's detectable entity; others do not block its rays)", default=""),
    },
    "vision_sensor": {
        "camera": Key("string", "the MJCF camera", required=True),
        "resolution": Key("integers", "image width and height (pixels)", default=[64, 48], positive=True, length=2),
    },
    "click": {
        "robot": Key("tables", "a robot offered to Click controllers (default: found in the scene)",
                     table="click.robot"),
    },
    "click.robot": {
        "name": Key("string", "robot name in the handshake", required=True),
        "joints": Key("strings", "controlled joints, in order"),
        "control": Key("string or strings", "position, velocity or force (one for all, or one per joint); "
                       "default: each joint's motor mode"),
        "root": Key("string", "object whose position/RPY the robot reports (default: body above the first joint)"),
        "sensors": Key("strings", "force sensors, reported as force and torque"),
        "control_events": Key("strings", 'each sets the int32 signal "<robot>.<event>"'),
        "objects": Key("strings", "extra objects reporting position and RPY"),
    },
}


def validate(data: dict[str, Any], path: Path | str) -> None:
    """Check a parsed manifest against ``TABLES``; raise one-line SceneErrors."""
    _check_table("manifest", data, str(path), str(path))


def _check_table(table: str, value: dict[str, Any], ctx: str, file: str) -> None:
    keys = TABLES[table]
    for name, item in value.items():
        key = keys.get(name)
        if key is None:
            close = difflib.get_close_matches(name, list(keys), n=1)
            hint = f' (did you mean "{close[0]}"?)' if close else ""
            raise SceneError(f'{ctx}: unknown key "{name}"{hint}; allowed: {", ".join(sorted(keys))}')
        _check_value(key, name, item, ctx, file)
    for name, key in keys.items():
        if key.required and name not in value:
            raise SceneError(f'{ctx}: missing key "{name}" ({key.doc})')


def _check_value(key: Key, name: str, value: Any, ctx: str, file: str) -> None:
    if key.kind == "table":
        if not isinstance(value, dict):
            raise SceneError(f'{ctx}: "{name}" must be {key.describe()}, got {value!r}')
        _check_table(str(key.table), value, f"{file}: [{key.table}]", file)
        return
    if key.kind == "tables":
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            raise SceneError(f'{ctx}: "{name}" must be {key.describe()}; write [[{key.table}]] sections')
        for i, entry in enumerate(value):
            _check_table(str(key.table), entry, f"{file}: [[{key.table}]] #{i + 1}", file)
        return
    if not _fits(key, value):
        raise SceneError(f'{ctx}: "{name}" must be {key.describe()}, got {value!r}')


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _fits(key: Key, value: Any) -> bool:
    kind = key.kind
    if kind == "string":
        return isinstance(value, str) and (not key.choices or value in key.choices)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "number":
        if not (_is_int(value) or isinstance(value, float)):
            return False
        return (not key.positive or value > 0) and (key.minimum is None or value >= key.minimum)
    if kind == "integer":
        return _is_int(value) and (not key.positive or value >= 1)
    if kind == "strings":
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if kind == "string or strings":
        return isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value))
    if kind == "integers":
        return (
            isinstance(value, list)
            and (key.length is None or len(value) == key.length)
            and all(_is_int(v) and (not key.positive or v >= 1) for v in value)
        )
    if kind == "numbers":
        return (
            isinstance(value, list)
            and (key.length is None or len(value) == key.length)
            and all(
                (_is_int(v) or isinstance(v, float))
                and (not key.positive or v > 0)
                and (key.minimum is None or v >= key.minimum)
                for v in value
            )
        )
    raise AssertionError(kind)  # pragma: no cover - KINDS is checked in Key


# -- JSON Schema ---------------------------------------------------------------------------------
def _key_schema(key: Key) -> dict[str, Any]:
    out: dict[str, Any]
    if key.kind == "table":
        out = {"$ref": f"#/$defs/{key.table}"}
    elif key.kind == "tables":
        out = {"type": "array", "items": {"$ref": f"#/$defs/{key.table}"}}
    elif key.kind == "strings":
        out = {"type": "array", "items": {"type": "string"}}
    elif key.kind == "string or strings":
        out = {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}
    elif key.kind in ("integers", "numbers"):
        item: dict[str, Any] = {"type": "integer" if key.kind == "integers" else "number"}
        if key.positive:
            item["minimum" if key.kind == "integers" else "exclusiveMinimum"] = 1 if key.kind == "integers" else 0
        if key.minimum is not None:
            item["minimum"] = key.minimum
        out = {"type": "array", "items": item}
        if key.length is not None:
            out["minItems"] = out["maxItems"] = key.length
    else:
        out = {"type": key.kind}
        if key.choices:
            out["enum"] = list(key.choices)
        if key.positive:
            out["minimum" if key.kind == "integer" else "exclusiveMinimum"] = 1 if key.kind == "integer" else 0
        if key.minimum is not None:
            out["minimum"] = key.minimum
    out["description"] = key.doc
    if key.default is not None:
        out["default"] = key.default
    return out


def _table_schema(table: str) -> dict[str, Any]:
    keys = TABLES[table]
    out: dict[str, Any] = {
        "type": "object",
        "properties": {name: _key_schema(key) for name, key in keys.items()},
        "additionalProperties": False,
    }
    required = [name for name, key in keys.items() if key.required]
    if required:
        out["required"] = required
    return out


def json_schema() -> dict[str, Any]:
    """The manifest's JSON Schema (draft 2020-12), generated from ``TABLES``."""
    schema: dict[str, Any] = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "tether scene manifest",
        "description": "A TOML file naming a model and adding what MJCF/URDF cannot say (tether run/serve/info).",
    }
    schema.update(_table_schema("manifest"))
    schema["$defs"] = {name: _table_schema(name) for name in TABLES if name != "manifest"}
    return schema


def table_title(table: str) -> str:
    """How a table is written in TOML: top level, ``[main_script]`` or ``[[joint]]``."""
    if table == "manifest":
        return "top level"
    for keys in TABLES.values():
        for key in keys.values():
            if key.table == table:
                return f"[[{table}]]" if key.kind == "tables" else f"[{table}]"
    return f"[{table}]"
