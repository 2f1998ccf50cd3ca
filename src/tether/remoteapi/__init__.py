"""CoppeliaSim legacy remote API: sans-IO codec, pure-Python client and drop-in ``sim``.

Section marks (§4.2) in this package cite docs/legacy-remote-api-protocol.md.

* :mod:`tether.remoteapi.protocol` — the codec shared by server and client.
* :mod:`tether.remoteapi.commands` — command ids and the command-data class rule.
* :mod:`tether.remoteapi.table` — the command table: every command's simx function, command
  data, request and reply layouts, read-only flag, written once for client and server.
* :mod:`tether.remoteapi.layouts` / :mod:`tether.remoteapi.payloads` — pure-data layouts.
* :mod:`tether.remoteapi.handlers` — what each command does on the server (table-validated).
* :mod:`tether.remoteapi.client` — :class:`RemoteApiClient`, one connection + its thread.
* :mod:`tether.remoteapi.sim` / :mod:`tether.remoteapi.simConst` — drop-ins for the official
  ``sim.py`` / ``simConst.py``.
"""

from tether.remoteapi import simConst
from tether.remoteapi import sim
from tether.remoteapi.client import RemoteApiClient

__all__ = ["sim", "simConst", "RemoteApiClient"]
