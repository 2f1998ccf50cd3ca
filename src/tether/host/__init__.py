"""The host and the endpoint contract: the thread that owns a simulation, and what each network
service it serves implements.

- :mod:`.simulation_host`: :class:`SimulationHost`, the thread that runs passes and polls endpoints.
- :mod:`.endpoint`: :class:`~tether.host.endpoint.Endpoint` and :class:`~tether.host.endpoint.ClientInfo`.
"""

from tether.host.simulation_host import DEFAULT_IDLE_TIMEOUT, SimulationHost

__all__ = ["DEFAULT_IDLE_TIMEOUT", "SimulationHost"]
