"""The simx functions' one call per command-table row (what every generated ``sim.py`` function runs).

Kept apart from :mod:`tether.remoteapi.sim` so that it can be compiled (see
:mod:`tether.util.compiled`) while ``sim.py``'s ``simx*`` functions stay plain Python functions,
as the official binding's are (``inspect`` and the docs' generator, tools/docs/generate.py, read them). Every call
of the drop-in's loops goes through :meth:`TableCall.__call__`.
"""

from __future__ import annotations

from typing import Any

from tether.remoteapi.client import RETURN_INITIALIZE_ERROR, PayloadKind, get_client
from tether.remoteapi.layouts import Fields
from tether.remoteapi.simConst import simx_opmode_buffer
from tether.remoteapi.table import Signature

__all__ = ["TableCall"]

#: Command-data encodings remembered per table row.
_DATA_KEPT = 1024


# --- plumbing ----------------------------------------------------------------------------
class TableCall:
    """One table row, ready to be called from a simx function (all per-row work done once)."""

    __slots__ = ("sig", "command_id", "n_ints", "pack", "pack_values", "payload", "read", "default", "data")

    def __init__(self, sig: Signature) -> None:
        self.sig = sig
        self.command_id = sig.command_id
        self.n_ints = sig.n_ints
        self.pack = sig.request.pack
        # flat fixed fields: one struct.pack of the values (it falls back to pack() on error)
        request = sig.request
        self.pack_values = request.pack_flat if isinstance(request, Fields) and request.flat else None
        self.payload = PayloadKind(sig.payload)
        self.read = sig.reply.read if sig.reply.names else None  # None: the function returns ret
        self.default = sig.reply.default
        #: command-data arguments -> their encoding (a loop repeats its handles; bounded)
        self.data: dict[tuple, bytes] = {}

    def failed(self, ret: int) -> Any:
        """What the function returns without a reply: the code and fresh default outputs."""
        if self.read is None:
            return ret
        return (ret, *(v.copy() if isinstance(v, (list, bytearray)) else v for v in self.default))

    def _encode(self, client: Any, args: tuple) -> bytes:
        """The command data of ``args`` (remembered when they hash)."""
        n = self.n_ints
        data = client.command_data(self.command_id, args[:n], args[n:])
        try:
            if len(self.data) >= _DATA_KEPT:
                self.data.clear()
            self.data[args] = data
        except TypeError:  # unhashable arguments (lists)
            pass
        return data

    def __call__(
        self, clientID: int, operationMode: int, args: tuple = (), values: tuple = (),
        timeout_s: float | None = None,
    ) -> Any:
        """Send the request (``args``: command data, ints then strings; ``values``: the request
        layout's fields); return ret, or (ret, *reply values) when the reply has fields."""
        client = get_client(clientID)
        if client is None:
            return self.failed(RETURN_INITIALIZE_ERROR)
        try:
            data = self.data[args]
        except (KeyError, TypeError):
            data = self._encode(client, args)
        if operationMode == simx_opmode_buffer:
            ret, pure = client.buffered(self.command_id, data)
        else:
            pack_values = self.pack_values
            ret, pure = client.call(
                self.command_id, int(operationMode), data,
                (pack_values(*values) if pack_values is not None else self.pack(values)) if values else b"",
                self.payload, timeout_s, None, True,
            )
        if ret != 0 or pure is None:
            return self.failed(ret)
        read = self.read
        return ret if read is None else (ret, *read(pure))
