"""Who may use the viewer: DNS rebinding, forged Origins and missing tokens get 403."""

from __future__ import annotations

import pytest
from web_fixtures import request, serve, shut, ws_handshake

from tether.web.security import Guard


def test_guard_rules_without_a_server() -> None:
    guard = Guard(8080, "127.0.0.1", allow_hosts=["robot.lan"], token="secret")
    for host in ("127.0.0.1:8080", "localhost:8080", "[::1]:8080", "LOCALHOST:8080", "robot.lan:8080", "127.0.0.1"):
        assert guard.host_allowed(host), host
    for host in ("evil.example:8080", "127.0.0.1:9999", "127.0.0.1.evil.example:8080", "", None, "[::1", "a:b:c",
                 "127.0.0.1:80x", "0.0.0.0:8080"):
        assert not guard.host_allowed(host), host
    assert guard.origin_allowed(None)  # not a browser
    assert guard.origin_allowed("http://127.0.0.1:8080") and guard.origin_allowed("http://robot.lan:8080")
    for origin in ("http://evil.example:8080", "https://127.0.0.1:8080", "http://127.0.0.1:8081", "null",
                   "http://127.0.0.1:8080/x", "http://127.0.0.1:99999"):
        assert not guard.origin_allowed(origin), origin
    assert guard.token_valid("secret") and not guard.token_valid("secreT") and not guard.token_valid(None)
    assert guard.refusal("127.0.0.1:8080", "http://evil.example:8080", "secret", True).startswith("cross-origin")
    assert guard.refusal("127.0.0.1:8080", None, None, False) is None
    assert Guard(1).token != Guard(1).token  # a new token every run


def test_rebinding_forged_origin_and_missing_token_get_403(served) -> None:
    port, sim = served.viewer.port, served.sim
    evil = {"Host": f"evil.example:{port}", "Origin": f"http://evil.example:{port}"}
    for path in ("/", "/api/scene", "/api/status", "/static/app.js"):
        status, body = request(port, "GET", path, evil)
        assert status == 403 and "Host" in body["error"], path
    # The rebinding page cannot start the simulation, not even with the right token.
    assert served.post("/api/start", **evil, X_Tether_Token=served.viewer.guard.token)[0] == 403
    assert served.post("/api/start", Origin=f"http://evil.example:{port}")[0] == 403  # forged Origin
    assert served.post("/api/start", Origin="null")[0] == 403
    status, body = served.post("/api/start", X_Tether_Token=None)  # no token
    assert status == 403 and "token" in body["error"]
    assert served.post("/api/start", X_Tether_Token="guess")[0] == 403
    assert served.host.call(lambda: sim.state) == 0, "a refused request changed the simulation"
    # The real page's request works, and the page carries the token.
    status, page = request(port, "GET", "/")
    assert status == 200 and served.viewer.guard.token in page
    assert served.post("/api/start")[0] == 200


def test_websocket_needs_allowed_host_origin_and_token(served) -> None:
    port, token, origin = served.viewer.port, served.viewer.guard.token, served.origin
    cases = [
        (f"/ws?token={token}", f"evil.example:{port}", f"http://evil.example:{port}"),  # rebinding
        (f"/ws?token={token}", None, "http://evil.example:8080"),  # forged Origin
        ("/ws", None, origin),  # no token
        ("/ws?token=nope", None, origin),
    ]
    for path, host, sent_origin in cases:
        status, sock = ws_handshake(port, path, host, sent_origin)
        sock.close()
        assert status == 403, (path, host, sent_origin)
    status, sock = ws_handshake(port, f"/ws?token={token}", None, origin)
    sock.close()
    assert status == 101


@pytest.mark.parametrize("name", ["robot.lan"])
def test_extra_host_names_are_allowed_when_given(name) -> None:
    s = serve(allow_hosts=[name])
    try:
        port = s.viewer.port
        assert request(port, "GET", "/api/scene", {"Host": f"{name}:{port}"})[0] == 200
        assert request(port, "GET", "/api/scene", {"Host": f"other.lan:{port}"})[0] == 403
    finally:
        shut(s)
