"""Shared WebSocket frames written straight to each page's socket.

A live message is the same for every page, and so is its WebSocket frame (frames from a server
are not masked): `shared_frame` builds it once, with the ``websockets`` library's own serializer,
and `DirectWebSocketProtocol.write_frame` hands those bytes to each connection's transport. One
message to 500 pages then costs 500 socket writes, not 500 trips through ASGI and framing.

`DirectWebSocketProtocol` is uvicorn's sans-IO WebSocket protocol plus that one method; the ASGI
handler finds it in ``scope["extensions"]["tether.direct"]``. Whole frames are written only while
the connection is open, so they never interleave with the protocol's own frames (pings, close).
"""

from __future__ import annotations

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.frames import Frame, Opcode

EXTENSION = "tether.direct"


def shared_frame(message: bytes | str) -> bytes:
    """One unmasked, unfragmented WebSocket frame: binary for bytes, text for str."""
    if isinstance(message, str):
        return Frame(Opcode.TEXT, message.encode()).serialize(mask=False, extensions=[])
    return Frame(Opcode.BINARY, message).serialize(mask=False, extensions=[])


class DirectWebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol that also takes pre-built frames (see the module docstring)."""

    def handle_connect(self, event) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)
        if scope is not None:  # the ASGI task is scheduled, not yet running: it will see this
            scope["extensions"][EXTENSION] = self

    @property
    def open(self) -> bool:
        return self.handshake_complete and not self.close_sent and not self.transport.is_closing()

    def write_frame(self, frame: bytes) -> bool:
        """Queue one whole frame on the socket; False if the connection is no longer open."""
        if not self.open:
            return False
        self.transport.write(frame)
        return True

    def buffered(self) -> int:
        """Bytes accepted but not yet taken by the kernel (a page that does not read grows this)."""
        return self.transport.get_write_buffer_size()

    def abort(self) -> None:
        """Drop a page that stopped reading: close the socket now, unsent data and all."""
        self.transport.abort()
