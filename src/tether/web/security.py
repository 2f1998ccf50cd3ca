"""Who may talk to the viewer: a Host allow-list, a strict Origin check and a per-run token.

Sans-IO: `Guard` looks only at header values, so the rules are tested without a server.

- **Host allow-list** (every request): a DNS-rebinding page reaches 127.0.0.1 under its own
  name (``Host: evil.example:8080``); only ``127.0.0.1``, ``localhost``, ``[::1]``, the address
  the viewer listens on and names given with ``--web-allow-host`` are answered.
- **Origin** (state-changing requests and the WebSocket): when a browser sends one, it must be
  ``http://<an allowed host>:<our port>``; another site's page can never pass.
- **Token** (state-changing requests and the WebSocket): a random value made per run and written
  into the page; a page from elsewhere cannot read it (same-origin policy), so it cannot forge a
  request even through a browser that sends no Origin.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Iterable
from urllib.parse import urlsplit

TOKEN_HEADER = "x-tether-token"
TOKEN_QUERY = "token"
DEFAULT_HOSTS = ("127.0.0.1", "localhost", "::1")


class Guard:
    """Decides whether a request may be answered (see the module docstring)."""

    def __init__(self, port: int, listen_address: str = "127.0.0.1", allow_hosts: Iterable[str] = (),
                 token: str | None = None) -> None:
        self.port = port
        self.token = token or secrets.token_urlsafe(24)
        names = {*DEFAULT_HOSTS, listen_address, *allow_hosts}
        self.hosts = {_bare(name).lower() for name in names if name and name not in ("0.0.0.0", "::")}

    def host_allowed(self, host_header: str | None) -> bool:
        """True when the Host header names this viewer (allowed name, and our port if one is given)."""
        if not host_header:
            return False
        name, port = _split_host(host_header)
        if name is None or name.lower() not in self.hosts:
            return False
        return port is None or port == self.port

    def origin_allowed(self, origin: str | None) -> bool:
        """True when there is no Origin (not a browser) or it is exactly this viewer's own origin."""
        if origin is None:
            return True
        try:
            parts = urlsplit(origin)
            port = parts.port
        except ValueError:
            return False
        if parts.scheme != "http" or parts.hostname is None or parts.path not in ("", "/"):
            return False
        return parts.hostname.lower() in self.hosts and (port or 80) == self.port

    def token_valid(self, token: str | None) -> bool:
        return token is not None and hmac.compare_digest(token.encode(), self.token.encode())

    def refusal(self, host: str | None, origin: str | None, token: str | None, changes_state: bool) -> str | None:
        """Why a request must get 403 (None: answer it). ``changes_state``: also needs Origin + token."""
        if not self.host_allowed(host):
            return ("unknown Host header: open the viewer as http://127.0.0.1:PORT/ "
                    "(or allow the name with --web-allow-host NAME)")
        if not changes_state:
            return None
        if not self.origin_allowed(origin):
            return "cross-origin request refused: use the viewer page served by this tether"
        if not self.token_valid(token):
            return "missing or wrong viewer token: reload the page (the token changes every run)"
        return None


def _bare(name: str) -> str:
    return name[1:-1] if name.startswith("[") and name.endswith("]") else name


def _split_host(value: str) -> tuple[str | None, int | None]:
    """``name[:port]`` or ``[v6][:port]`` into (name, port); (None, None) when malformed."""
    value = value.strip()
    if value.startswith("["):
        end = value.find("]")
        if end < 0:
            return None, None
        name, rest = value[1:end], value[end + 1:]
        if rest and not rest.startswith(":"):
            return None, None
        port_text = rest[1:] if rest else None
    else:
        name, sep, port_text = value.rpartition(":")
        if not sep:
            name, port_text = value, None
        elif ":" in name:  # a bare IPv6 address without brackets is not a valid Host
            return None, None
    if port_text is None:
        return name, None
    if not port_text.isdigit() or len(port_text) > 5:
        return None, None
    return name, int(port_text)
