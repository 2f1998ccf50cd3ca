"""Strict manifests: every table rejects unknown keys, wrong types and patterns that match
nothing, in one line naming the file, the table, the key and what is allowed or exists."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tether.core import load_scene
from tether.core.engine.errors import SceneError
from tether.core.importers.manifest_schema import SCHEMA_FILE, TABLES, Key, json_schema, validate

SCRIPT = '[[script]]\nobject = "Object0"\nfile = "s.py"\n'


@pytest.mark.parametrize(
    "manifest, expected",
    [
        ('[[joint]]\nname = "Object*"\nmax_forse = 10\n',
         '[[joint]] #1: unknown key "max_forse" (did you mean "max_force"?); allowed: max_force, max_velocity, mode, name, pid_d, pid_i, pid_p'),
        (SCRIPT + "threded = true\n",
         '[[script]] #1: unknown key "threded" (did you mean "threaded"?); allowed: execution_order, file, object, threaded'),
        ('[main_script]\nfile = "s.py"\nfle = 1\n', '[main_script]: unknown key "fle"'),
        ('[[proximity_sensor]]\nsite = "s"\nrange = 1\nrayz = 3\n', '[[proximity_sensor]] #1: unknown key "rayz"'),
        ('[[vision_sensor]]\ncamera = "c"\nresolutoin = [1, 2]\n', '[[vision_sensor]] #1: unknown key "resolutoin"'),
        ('[click]\nrobots = []\n', '[click]: unknown key "robots" (did you mean "robot"?); allowed: robot'),
        ('[[click.robot]]\nname = "x"\ncolour = 1\n', '[[click.robot]] #1: unknown key "colour"'),
        ("time_stpe = 0.01\n", 'unknown key "time_stpe" (did you mean "time_step"?)'),
    ],
)
def test_a_typo_in_every_table_is_rejected_naming_file_table_and_key(write_scene, manifest: str, expected: str) -> None:
    path = write_scene(manifest=manifest, scripts={"s.py": ""})
    with pytest.raises(SceneError) as info:
        load_scene(path)
    text = str(info.value)
    assert text.startswith(f"{path}: ") and expected in text and "\n" not in text


@pytest.mark.parametrize(
    "manifest, expected",
    [
        (SCRIPT + 'threaded = "yes"\n', '[[script]] #1: "threaded" must be true or false, got \'yes\''),
        ('[[joint]]\nname = "Object*"\nmax_force = "lots"\n', '"max_force" must be a positive number'),
        ('[[joint]]\nname = "Object*"\nmode = "servo"\n', '"mode" must be one of "passive", "position", "velocity", "force"'),
        ('[[joint]]\nname = 3\n', '[[joint]] #1: "name" must be a string, got 3'),
        ('[[joint]]\nmode = "position"\n', '[[joint]] #1: missing key "name"'),
        ('[[proximity_sensor]]\nsite = "s"\nrays = 2.5\n', '"rays" must be a positive integer, got 2.5'),
        ('[[proximity_sensor]]\nsite = "s"\nangle = -1\n', '"angle" must be a number >= 0, got -1'),
        ('[[vision_sensor]]\ncamera = "c"\nresolution = [64]\n', '"resolution" must be 2 positive integers'),
        ("real_time = 1\n", '"real_time" must be true or false, got 1'),
        ("dynamics_substeps = true\n", '"dynamics_substeps" must be a positive integer, got True'),
        ("script = 3\n", '"script" must be an array of tables [[script]]'),
        ("main_script = 'main.py'\n", '"main_script" must be a table [main_script]'),
        ('[[click.robot]]\nname = "x"\njoints = "j1"\n', '"joints" must be a list of strings'),
        ("fixed_base = true\n", '"fixed_base" applies to URDF models only'),
    ],
)
def test_wrong_types_are_rejected(write_scene, manifest: str, expected: str) -> None:
    path = write_scene(manifest=manifest, scripts={"s.py": ""})
    with pytest.raises(SceneError) as info:
        load_scene(path)
    assert str(info.value).startswith(f"{path}: ") and expected in str(info.value)


def test_patterns_matching_nothing_name_what_exists(write_scene) -> None:
    model = """
    <mujoco><worldbody><body name="B"><joint name="hinge_a" axis="1 0 0"/><joint name="hinge_b" axis="0 1 0"/>
    <geom size="0.1"/><site name="tip"/><camera name="eye"/></body></worldbody></mujoco>
    """
    cases = [
        ('[[joint]]\nname = "hinge_a"\n[[joint]]\nname = "Arm_joint*"\n',
         '[[joint]] #2: "name" pattern "Arm_joint*" matches no hinge or slide joint; joints: hinge_a, hinge_b'),
        ('[[proximity_sensor]]\nsite = "nose"\n', '[[proximity_sensor]] #1: "site" "nose" is not in the model; sites: tip'),
        ('[[vision_sensor]]\ncamera = "cam"\n', '[[vision_sensor]] #1: "camera" "cam" is not in the model; cameras: eye'),
    ]
    for manifest, expected in cases:
        path = write_scene(model=model, manifest=manifest)
        with pytest.raises(SceneError) as info:
            load_scene(path)
        assert str(info.value) == f"{path}: {expected}"


def test_the_shipped_json_schema_is_generated_from_the_declaration() -> None:
    shipped = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    assert shipped == json_schema(), "run `python tools/docs/generate.py` to regenerate manifest.schema.json"
    assert shipped["additionalProperties"] is False and shipped["required"] == ["model"]
    joint = shipped["$defs"]["joint"]
    assert joint["additionalProperties"] is False and joint["properties"]["mode"]["enum"][0] == "passive"
    assert set(shipped["$defs"]) == set(TABLES) - {"manifest"}


def test_the_builtin_manifest_validates() -> None:
    from tether.core.importers.manifest import tomllib

    builtin = Path(__file__).parents[2] / "src" / "tether" / "core" / "importers" / "builtin" / "scene.toml"
    validate(tomllib.loads(builtin.read_text()), builtin)


def test_a_key_added_to_the_declaration_is_accepted_checked_and_in_the_schema(write_scene, monkeypatch) -> None:
    monkeypatch.setitem(TABLES, "joint", {**TABLES["joint"], "max_velocity": Key("number", "upper velocity limit", positive=True)})
    load_scene(write_scene(manifest='[[joint]]\nname = "*"\nmax_velocity = 2.0\n', model=_HINGE))
    with pytest.raises(SceneError, match='"max_velocity" must be a positive number'):
        load_scene(write_scene(manifest='[[joint]]\nname = "*"\nmax_velocity = -2.0\n', model=_HINGE))
    assert "max_velocity" in json_schema()["$defs"]["joint"]["properties"]


_HINGE = '<mujoco><worldbody><body name="B"><joint name="h"/><geom size="0.1"/></body></worldbody></mujoco>'


def test_a_list_of_numbers_key_can_be_declared_in_one_line(write_scene, monkeypatch) -> None:
    pid = Key("numbers", "PID gains kp, ki, kd", length=3, minimum=0.0)
    monkeypatch.setitem(TABLES, "joint", {**TABLES["joint"], "pid": pid})
    load_scene(write_scene(manifest='[[joint]]\nname = "*"\npid = [100, 0.5, 10]\n', model=_HINGE))
    with pytest.raises(SceneError, match=r'"pid" must be 3 numbers >= 0, got \[1, 2\]'):
        load_scene(write_scene(manifest='[[joint]]\nname = "*"\npid = [1, 2]\n', model=_HINGE))
    schema = json_schema()["$defs"]["joint"]["properties"]["pid"]
    assert schema["minItems"] == schema["maxItems"] == 3 and schema["items"] == {"type": "number", "minimum": 0.0}
