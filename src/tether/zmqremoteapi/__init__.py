"""CoppeliaSim's ZeroMQ remote API (protocol 2): today's CoppeliaSim clients drive tether.

- :mod:`.protocol`: the wire format (CBOR maps in, CBOR maps out), sans-IO.
- :mod:`.catalogue`: the ``sim`` namespace the clients discover (names and CoppeliaSim's values).
- :mod:`.session`: per-client state and dispatch of ``sim.*`` calls to :class:`~tether.core.simapi.api.SimAPI`.
- :mod:`.server`: the ROUTER socket on the simulation host (an :class:`~tether.host.endpoint.Endpoint`).
"""

from tether.zmqremoteapi.protocol import PROTOCOL_VERSION, ProtocolError

DEFAULT_PORT = 23000

__all__ = ["DEFAULT_PORT", "PROTOCOL_VERSION", "ProtocolError"]
