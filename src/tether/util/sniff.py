"""Which protocol a peer speaks, from the first bytes it sent: bytes in, a verdict out (no I/O).

tether serves three protocols on three ports, and people point a client at the wrong one. Each
server asks :func:`classify` about what a new peer sent first, and when it is another protocol's
client, says so once (:func:`wrong_port_message`) instead of failing on every byte:

- a ZeroMQ peer (the ZeroMQ remote API or Click) opens with the ZMTP greeting: ``0xFF``, eight
  bytes, ``0x7F`` (ZMTP 3 signature);
- a legacy remote API client opens with a packet header ``01 00`` (the endianness probe) whose
  message header carries version 11 at byte 8;
- a ZeroMQ remote API request, once inside a ZeroMQ frame, is a CBOR map with ``func`` and
  ``args`` keys (what a Click server receives from a mixed-up ZeroMQ remote API client);
- a Click controller opens with a HandshakeInit, two protobuf bytes (what a ZeroMQ remote API
  server receives from a mixed-up Click controller);
- a web browser or HTTP client opens with a request line (``GET /``, ...).
"""

from __future__ import annotations

from enum import Enum

__all__ = ["Protocol", "classify", "classify_frame", "wrong_port_message", "DEFAULT_PORTS"]


class Protocol(str, Enum):
    """A classifier's verdict."""

    ZMTP = "ZeroMQ"  # a ZeroMQ socket's greeting (ZeroMQ remote API or Click client)
    LEGACY = "legacy remote API"
    ZMQ_REMOTE_API = "ZeroMQ remote API"  # its CBOR request, inside a ZeroMQ frame
    CLICK = "Click"  # its opening HandshakeInit (protobuf), inside a ZeroMQ frame
    HTTP = "HTTP"
    UNKNOWN = "unknown"  # none of the above: the server's own parser decides
    INCOMPLETE = "incomplete"  # too few bytes to tell yet


#: Where each kind of client belongs by default (what the wrong-port line tells it).
DEFAULT_PORTS: dict[str, str] = {
    "legacy": "port 19997 (tether serve --legacy-port)",
    "zmq": "port 23000 (tether serve --zmq-port)",
    "click": "tcp://127.0.0.1:5555 (tether serve --click-addr)",
    "web": "http://127.0.0.1:8080/ (tether serve --web-port)",
}

LEGACY_PROBE = b"\x01\x00"  # packet header: endianness probe 1, little-endian
LEGACY_VERSION_AT = 8  # 6-byte packet header, then the message header's crc (2 bytes), then version
LEGACY_VERSION = 11
ZMTP_SIGNATURE_END = 9  # 0xFF, 8 bytes of padding (or a length), 0x7F
#: A Click controller's first message, HandshakeInit (protobuf: messageType 0 omitted or explicit,
#: version 1 or omitted).
CLICK_HANDSHAKE_INITS = frozenset({b"\x10\x01", b"\x08\x00\x10\x01", b"", b"\x08\x00"})
_HTTP_METHODS = (b"GET ", b"POST ", b"HEAD ", b"PUT ", b"DELETE ", b"OPTIONS ", b"PATCH ", b"CONNECT ", b"PRI * ")


def classify(data: bytes) -> Protocol:
    """The protocol of a stream whose first bytes are ``data``."""
    if not data:
        return Protocol.INCOMPLETE
    if data[0] == 0xFF:
        if len(data) <= ZMTP_SIGNATURE_END:
            return Protocol.INCOMPLETE
        return Protocol.ZMTP if data[ZMTP_SIGNATURE_END] == 0x7F else Protocol.UNKNOWN
    if data[:1] == LEGACY_PROBE[:1]:
        if len(data) <= LEGACY_VERSION_AT:
            return Protocol.INCOMPLETE if LEGACY_PROBE.startswith(data[:2]) else Protocol.UNKNOWN
        if data[:2] == LEGACY_PROBE and data[LEGACY_VERSION_AT] == LEGACY_VERSION:
            return Protocol.LEGACY
        return Protocol.UNKNOWN
    if data.startswith(b"HTTP/"):  # a server's response (what a client sniffs)
        return Protocol.HTTP
    for method in _HTTP_METHODS:
        if data.startswith(method):
            return Protocol.HTTP
        if method.startswith(data):
            return Protocol.INCOMPLETE
    return Protocol.UNKNOWN


def classify_frame(frame: bytes) -> Protocol:
    """The protocol of one ZeroMQ message payload a server received: a ZeroMQ remote API request
    (CBOR), a legacy remote API packet as libzmq reads it, or UNKNOWN.

    libzmq takes a peer that does not open with the ZMTP 3 greeting for a ZMTP 1.0 one, and the
    legacy packet header ``01 00 LL LL`` for a one-byte identity frame, then a frame of ``LL``
    bytes: the packet's "packets left" (2 bytes), the message's crc (0) and its version (11).
    """
    if len(frame) > 4 and frame[2:4] == b"\0\0" and frame[4] == LEGACY_VERSION:
        return Protocol.LEGACY
    if frame in CLICK_HANDSHAKE_INITS:
        return Protocol.CLICK
    # A CBOR map (major type 5: 0xA0-0xBB, or 0xBF indefinite) whose keys include "func" and
    # "args" as CBOR text strings (0x64 "func", 0x64 "args"). Protobuf (Click) starts with a
    # field tag; a map with those two text keys is not a message any Click peer sends.
    if not frame or not (0xA0 <= frame[0] <= 0xBB or frame[0] == 0xBF):
        return Protocol.UNKNOWN
    head = frame[:256]
    if b"\x64func" in head and b"\x64args" in head:
        return Protocol.ZMQ_REMOTE_API
    return Protocol.UNKNOWN


def wrong_port_message(this: str, verdict: Protocol, ports: dict[str, str] | None = None) -> str:
    """The one line a server logs (or answers) when ``verdict``'s client reached ``this`` port
    ("legacy", "zmq", "click" or "web"); ``ports`` overrides :data:`DEFAULT_PORTS`."""
    where = {**DEFAULT_PORTS, **(ports or {})}
    names = {"legacy": "the legacy remote API port", "zmq": "the ZeroMQ remote API port", "click": "the Click port",
             "web": "the viewer's port"}
    if verdict is Protocol.ZMTP:
        hint = (f"ZeroMQ remote API clients use {where['zmq']}, Click controllers {where['click']}"
                if this in ("legacy", "web") else f"ZeroMQ remote API clients use {where['zmq']}")
    elif verdict is Protocol.LEGACY:
        hint = f"legacy remote API clients (simxStart) use {where['legacy']}"
    elif verdict is Protocol.ZMQ_REMOTE_API:
        hint = f"ZeroMQ remote API clients use {where['zmq']}"
    elif verdict is Protocol.CLICK:
        hint = f"Click controllers use {where['click']}"
    elif verdict is Protocol.HTTP:
        hint = f"the viewer is at {where['web']}"
    else:
        hint = "this client speaks another protocol"
    return f"this is {names.get(this, this)}; {hint}"
