"""simxCallScriptFunction reaches a Lua child script's function (tether's sim.py client), with
V-REP's (ints, floats, strings, buffer) in and out, as with a Python script."""

from __future__ import annotations

import pytest

from tether.remoteapi import sim

B = sim.simx_opmode_blocking


@pytest.fixture
def client(served_client: int) -> int:
    """This module's ``client``: a sim.py client of the served server (conftest.py)."""
    return served_client

ECHO_LUA = """
function echo(ints, floats, strings, buffer)
    local i2, f2, s2 = {}, {}, {}
    for k, v in ipairs(ints) do i2[k] = v * 2 end
    for k, v in ipairs(floats) do f2[k] = v + 1 end
    for k, v in ipairs(strings) do s2[k] = string.upper(v) end
    return i2, f2, s2, string.reverse(buffer)
end

function wrong_shape(ints, floats, strings, buffer)
    return {1, 2}
end

function broken(ints, floats, strings, buffer)
    error('boom')
end
"""


def test_call_script_function_into_lua(served, client) -> None:  # noqa: F811
    simulation = served.simulation
    served.call(lambda: simulation.scripts.add_script(simulation.scene.tree.lookup("Sphere"), ECHO_LUA, "echo.lua"))
    ret, ints, floats, strings, buf = sim.simxCallScriptFunction(
        client, "Sphere", sim.sim_scripttype_childscript, "echo", [1, 2, 3], [0.5, 1.5], ["a", "bc"], bytearray(b"xyz"), B
    )
    assert ret == 0
    assert (ints, floats, strings, bytes(buf)) == ([2, 4, 6], [1.5, 2.5], ["A", "BC"], b"zyx")
    ret, ints, *_ = sim.simxCallScriptFunction(client, "", 1, "echo@Sphere", [7], [], [], bytearray(), B)
    assert ret == 0 and ints == [14]
    ret, *_ = sim.simxCallScriptFunction(client, "Sphere", 1, "wrong_shape", [], [], [], bytearray(), B)
    assert ret == sim.simx_return_remote_error_flag
    assert "did not produce the expected return values" in sim.simxGetLastErrors(client, B)[1][0]
    ret, *_ = sim.simxCallScriptFunction(client, "Sphere", 1, "broken", [], [], [], bytearray(), B)
    assert ret == sim.simx_return_remote_error_flag
    assert "echo.lua:15: boom" in sim.simxGetLastErrors(client, B)[1][0]
    ret, *_ = sim.simxCallScriptFunction(client, "Sphere", 1, "missing", [], [], [], bytearray(), B)
    assert ret == sim.simx_return_remote_error_flag
