"""The sans-IO session: frames in, frames out, no sockets."""

from __future__ import annotations

import cbor2
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tether.core import Simulation
from tether.zmqremoteapi import protocol as p
from tether.zmqremoteapi.catalogue import CONSTANTS, FUNCTIONS, info
from tether.zmqremoteapi.session import DEFERRED, Session


@pytest.fixture
def session(builtin: Simulation) -> Session:
    return Session(builtin)


def call(session: Session, func: str, *args: object, uuid: str = "u1", route: object = "r1", **extra: object) -> object:
    frame = cbor2.dumps({"func": func, "args": list(args), "uuid": uuid, "argsL": len(args), **extra})
    reply = session.handle(frame, route)
    return reply if reply is DEFERRED else cbor2.loads(reply)


def test_a_call_returns_ret_with_coppeliasims_types(session: Session) -> None:
    handle = call(session, "sim.getObject", "/VisionSensor", ver=2, lang="python", timeout=600)["ret"][0]
    assert isinstance(handle, int)
    image, resolution = call(session, "sim.getVisionSensorImg", handle)["ret"]
    assert isinstance(image, bytes) and len(image) == resolution[0] * resolution[1] * 3  # a CBOR byte string
    assert call(session, "sim.getObjectAlias", handle)["ret"] == ["VisionSensor"]  # a CBOR text string
    assert call(session, "sim.addLog", CONSTANTS["verbosity_scriptinfos"], "hi")["ret"] == []


def test_protocol_1_clients_get_coppeliasims_version_mismatch_text(session: Session) -> None:
    reply = cbor2.loads(session.handle(cbor2.dumps({"func": "sim.getObject", "args": ["/Floor"]}), "r"))
    assert reply == {"success": False,
                     "error": "The client ZeroMQ remote API version does not match CoppeliaSim's version"}


@pytest.mark.parametrize("frame, text", [
    (b"\xff\x00garbage", "not valid CBOR"),
    (b"\x9b\x00\x00\x00\x01\x00\x00\x00\x00", "not valid CBOR"),  # claims 2**32 items: no allocation
    (b"\x81" * 100_000, "not valid CBOR"),  # nesting bomb
    (cbor2.dumps([1, 2]), "must be a CBOR map"),
    (cbor2.dumps({"uuid": "u", "func": 3}), '"func"'),
    (cbor2.dumps({"uuid": "u", "func": "sim.getObject", "args": 5}), '"args" must be an array'),
    (cbor2.dumps({"uuid": "u", "func": "sim.nope", "args": []}), "No such function: sim.nope"),
    (cbor2.dumps({"uuid": "u", "func": "sim.moduleEntry", "args": [{}]}), "not implemented by tether"),
    (cbor2.dumps({"uuid": "u", "func": "sim.getObjectPosition", "args": ["x"]}), "sim.getObjectPosition"),
    (cbor2.dumps({"uuid": "u", "func": "sim.getObjectPosition", "args": [1, 2, 3, 4, 5]}), "wrong arguments"),
])
def test_bad_requests_answer_err_and_the_session_goes_on(session: Session, frame: bytes, text: str) -> None:
    reply = cbor2.loads(session.handle(frame, "r"))
    assert set(reply) == {"err"} and text in reply["err"]
    assert call(session, "sim.getSimulationState")["ret"] == [0]


def test_argsL_keeps_trailing_nulls_and_lua_drops_them(session: Session) -> None:
    assert p.decode_request(cbor2.dumps({"func": "f", "args": [1], "argsL": 3, "uuid": "u"})).args == [1, None, None]
    # getObject(path, nil): the trailing null is dropped, as Lua does
    assert isinstance(call(session, "sim.getObject", "/Floor", None)["ret"][0], int)


def test_get_object_options(session: Session) -> None:
    assert call(session, "sim.getObject", "/NoSuchThing", {"noError": True})["ret"] == [-1]
    assert "err" in call(session, "sim.getObject", "/NoSuchThing")
    first = call(session, "sim.getObject", "/Arm_joint1")["ret"][0]
    assert call(session, "sim.getObject", "/Arm_joint1", {"index": 0})["ret"] == [first]


def test_wxyz_quaternion_flag(session: Session) -> None:
    h = call(session, "sim.getObject", "/Door")["ret"][0]
    x, y, z, w = call(session, "sim.getObjectQuaternion", h, -1)["ret"][0]
    assert call(session, "sim.getObjectQuaternion", h, -1 + CONSTANTS["handleflag_wxyzquat"])["ret"][0] == [w, x, y, z]
    pose = call(session, "sim.getObjectPose", h, -1 + CONSTANTS["handleflag_wxyzquat"])["ret"][0]
    assert pose[3:] == [w, x, y, z]


def test_end_forgets_the_client_and_answers_an_empty_map(session: Session) -> None:
    assert call(session, "sim.setStepping", True)["ret"] == [0]
    assert "u1" in session.clients and session.simulation.loop.gates
    assert call(session, "_*end*_") == {}
    assert "u1" not in session.clients and not session.simulation.loop.gates


def test_stepping_levels_and_deferred_steps(session: Session) -> None:
    sim = session.simulation
    assert call(session, "sim.setStepping", True)["ret"] == [0]
    assert call(session, "sim.setStepping", True)["ret"] == [1]  # a level, as in CoppeliaSim's Lua server
    assert call(session, "sim.setStepping", True, uuid="u2", route="r2")["ret"] == [0]
    assert call(session, "sim.step")["ret"] == []  # stopped: answered at once
    sim.start()
    assert call(session, "sim.step") is DEFERRED  # u2 has not stepped: the pass waits
    assert sim.loop.pass_count == 0 and session.ready() == []
    assert call(session, "sim.step", uuid="u2", route="r2")["ret"] == []  # its trigger ran the pass
    assert sim.loop.pass_count == 1
    assert session.ready() == [("r1", p.RET_NONE)]
    assert call(session, "sim.setStepping", False)["ret"] == [2]
    sim.loop.on_stop.append(session.on_stop)  # what the server's endpoint hook does
    sim.stop()  # CoppeliaSim's stopSimulation resets every level
    assert all(c.level == 0 and c.gate is None for c in session.clients.values()) and not sim.loop.gates


def test_stop_answers_pending_steps(session: Session) -> None:
    sim = session.simulation
    call(session, "sim.setStepping", True)
    call(session, "sim.setStepping", True, uuid="u2", route="r2")
    sim.start()
    assert call(session, "sim.step") is DEFERRED
    sim.stop()
    assert session.ready() == [("r1", p.RET_NONE)]


def test_catalogue_is_coppeliasims() -> None:
    sim = info("sim")
    # values the typed clients (C++, Java, MATLAB) compile in
    expected = {"handle_world": -1, "handleflag_wxyzquat": 0x01000000, "jointfloatparam_velocity": 2012,
                "jointfloatparam_maxvel": 2036, "verbosity_errors": 200, "verbosity_scriptinfos": 450,
                "stringparam_scenedefaultdir": 132, "simulation_stopped": 0, "simulation_advancing_running": 17,
                "object_shape_type": 0, "object_joint_type": 1, "handle_scene": -12}
    for name, value in expected.items():
        assert sim[name] == {"const": value}, name
    assert sim["getObject"] == {"func": {}} and sim["moveToConfig"] == {"func": {}}
    assert len(CONSTANTS) > 1000 and len(FUNCTIONS) > 400
    assert all(len(v) == 1 and set(v) <= {"func", "const"} for v in sim.values())


def test_parameter_ids_are_translated_by_name(session: Session) -> None:
    ts = call(session, "sim.getFloatParam", CONSTANTS["floatparam_simulation_time_step"])
    assert ts["ret"] == [pytest.approx(session.simulation.physics.time_step)]
    assert call(session, "sim.getStringParam", CONSTANTS["stringparam_scenedefaultdir"])["err"].endswith(
        "start tether serve with --allow-files DIR (in function 'sim.getStringParam')")


def test_pack_helpers(session: Session) -> None:
    packed = call(session, "sim.packFloatTable", [1.0, 2.5])["ret"][0]
    assert isinstance(packed, bytes) and len(packed) == 8
    assert call(session, "sim.unpackFloatTable", packed)["ret"] == [[1.0, 2.5]]


def test_a_flood_of_bad_requests_logs_one_line(session: Session, caplog: pytest.LogCaptureFixture) -> None:
    import logging

    with caplog.at_level(logging.INFO, logger="tether.zmqremoteapi"):
        for _ in range(500):
            session.handle(b"\xff garbage", "r")
    assert len([r for r in caplog.records if "not valid CBOR" in r.getMessage()]) == 1
    assert session.errors == 500


def test_client_state_is_bounded(session: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    import tether.zmqremoteapi.session as session_module

    monkeypatch.setattr(session_module, "MAX_CLIENTS", 8)
    call(session, "sim.setStepping", True, uuid="stepper")
    for i in range(20):
        call(session, "sim.getSimulationState", uuid=f"c{i}")
    assert len(session.clients) <= 8 and "stepper" in session.clients  # non-stepping clients go first
    import time

    idle = len(session.clients) - 1
    assert session.forget_idle(now=time.monotonic() + 3600) == idle
    assert list(session.clients) == ["stepper"]  # a stepping client is released by the host's watchdog only


def test_wxyz_flag_on_setters_in_both_argument_orders(session: Session) -> None:
    sphere = call(session, "sim.getObject", "/Sphere")["ret"][0]
    flag = CONSTANTS["handleflag_wxyzquat"]
    half = 0.5 ** 0.5
    assert call(session, "sim.setObjectQuaternion", sphere, -1 + flag, [half, 0.0, 0.0, half])["ret"] == []
    assert call(session, "sim.getObjectQuaternion", sphere, -1)["ret"][0] == pytest.approx([0.0, 0.0, half, half])
    assert call(session, "sim.setObjectQuaternion", sphere, [1.0, 0.0, 0.0, 0.0], -1 + flag)["ret"] == []
    assert call(session, "sim.getObjectQuaternion", sphere, -1)["ret"][0] == pytest.approx([0.0, 0.0, 0.0, 1.0])


@pytest.mark.parametrize("func", ["sim.addScript", "sim.handleDynamics", "sim.launchThreadedChildScripts"])
def test_script_only_functions_are_refused(session: Session, func: str) -> None:
    reply = call(session, func, -1, "import os")
    assert "only available to scripts inside the simulation" in reply["err"]
    assert func.split(".")[1] not in info("sim", session.calls.implemented()) or func == "sim.handleDynamics"


_RETURN_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=8), st.binary(max_size=8),
    st.lists(st.floats(), max_size=30), st.lists(st.floats(), min_size=3, max_size=3),
    st.lists(st.one_of(st.floats(), st.integers()), max_size=5),
    st.tuples(st.floats(), st.integers()),
)


@given(_RETURN_VALUES)
def test_packed_replies_are_what_cbor2_writes(value: object) -> None:
    """ret() packs the common replies itself: byte for byte cbor2's encoding of {"ret": [...]}."""
    values = [] if value is None else list(value) if isinstance(value, tuple) else [value]
    assert p.ret(value) == cbor2.dumps({"ret": values})
