"""CoppeliaSim legacy remote API: sans-IO codec, pure-Python client and drop-in ``sim``.

* :mod:`tether.remoteapi.protocol` — the codec shared by server and client.
* :mod:`tether.remoteapi.commands` — command ids and the command-data class rule.
* :mod:`tether.remoteapi.payloads` — composite pure-data layouts.
* :mod:`tether.remoteapi.client` — :class:`RemoteApiClient`, one connection + its thread.
* :mod:`tether.remoteapi.sim` / :mod:`tether.remoteapi.simConst` — drop-ins for the official
  ``sim.py`` / ``simConst.py``.
"""

from tether.remoteapi import simConst
from tether.remoteapi import sim
from tether.remoteapi.client import RemoteApiClient

__all__ = ["sim", "simConst", "RemoteApiClient"]
