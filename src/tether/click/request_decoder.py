"""The Click server's one decode of request frames, with a shape cache for ControlMessages.

Every frame a controller sends is decoded by :meth:`RequestDecoder.decode`: protobuf's parse
(:func:`tether.click.messages.parse`) and, for a ControlMessage, the validation against the
handshake (:func:`tether.click.messages.decode_control`). That is the only decoder. What makes
a lockstep loop cheap is a cache of its output, by message shape:

A controller sends the same ControlMessage shape over and over: the same robots, counts, field
tags, lengths and control events; only the doubles differ. Protobuf writes a double as its 8
raw bytes, so two frames of the same length whose every byte outside those doubles is equal
decode to the same message with other values. After decoding a valid ControlMessage the decoder
finds where its doubles lie in the frame (walking the wire format, :mod:`tether.click.wire`)
and keeps that decode's output (:class:`DecodedControls`) in Click's one shape cache
(:class:`~tether.click.shapes.ShapeCache`, which the client's SensorMessage decoder uses too).
A later frame of that shape gets the kept output with its own values. Any other frame (another
shape, a non-finite value, garbage, another message type) is decoded by protobuf.
"""

from __future__ import annotations

import math
from typing import Mapping, NamedTuple

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click import wire as pbwire
from tether.click.messages import AnyMessage, ClickValidationError, RobotControl, RobotDescription
from tether.click.shapes import MAX_SHAPES, ShapeCache

__all__ = ["DecodedControls", "Request", "RequestDecoder", "controls_of", "MAX_SHAPES"]

#: the ControlMessage.Object fields that carry a robot's control values, by field number
_VALUE_FIELDS = {"angles": 1, "angularVelocities": 2, "torques": 3, "values": 5}


class DecodedControls(NamedTuple):
    """A valid ControlMessage as the server applies it."""

    robots: tuple[str, ...]  # the robots it controls, in the order protobuf's parse lists them
    values: tuple[float, ...]  # their control values, robot after robot (handshake order within one)
    events: tuple[tuple[str, str, bool], ...]  # (robot, control event, on), robot after robot


class Request(NamedTuple):
    """One decoded request frame."""

    kind: int  # its messageType
    message: AnyMessage | None  # the parsed message; None for a ControlMessage of a kept shape
    controls: DecodedControls | None  # a valid ControlMessage's controls
    problem: str | None  # why a ControlMessage is rejected (nothing is to be applied)


def controls_of(decoded: Mapping[str, RobotControl]) -> DecodedControls:
    """:func:`~tether.click.messages.decode_control`'s output as :class:`DecodedControls`."""
    return DecodedControls(
        tuple(decoded),
        tuple(v for rc in decoded.values() for v in rc.values),
        tuple((name, event, on) for name, rc in decoded.items() for event, on in rc.events.items()),
    )


_new = tuple.__new__
_CONTROL = pb.ControlMessageType


class RequestDecoder:
    """Decodes the request frames of controllers of the robots described by ``robots``."""

    def __init__(self, robots: Mapping[str, RobotDescription]) -> None:
        self.robots = robots
        self._shapes = ShapeCache()  # kept DecodedControls, their values in DecodedControls.values order

    def decode(self, data: bytes) -> Request:
        """The request in ``data``; :class:`~tether.click.messages.ClickProtocolError` if it is
        not a Click message."""
        hit = self._shapes.read(data)
        if hit is not None:
            kept, values = hit
            # One sum instead of a check per value: finite iff every value is (a sum that
            # overflows to inf only sends the frame to the parser, which accepts it).
            if math.isfinite(sum(values)):
                # tuple.__new__: the NamedTuples without their Python-level __new__ (half the cost)
                return _new(Request, (_CONTROL, None, _new(DecodedControls, (kept.robots, values, kept.events)), None))
        msg = m.parse(data)
        if msg.messageType != pb.ControlMessageType:
            return Request(msg.messageType, msg, None, None)
        try:
            controls = controls_of(m.decode_control(msg, self.robots))  # type: ignore[arg-type]
        except ClickValidationError as exc:
            return Request(pb.ControlMessageType, msg, None, str(exc))
        if self._shapes.wants(data):
            self._shapes.learn(data, _offsets(data, msg, controls), controls, controls.values)  # type: ignore[arg-type]
        return Request(pb.ControlMessageType, msg, controls, None)


def _offsets(data: bytes, msg: pb.ControlMessage, controls: DecodedControls) -> list[int] | None:
    """Where each of the control values of ``data`` (a valid ControlMessage that decoded to
    ``controls``) lies in the frame, in ``controls.values`` order. None if the walk does not
    find them (then frames of this length are always parsed)."""
    found: dict[str, list[int]] = {}  # robot -> offsets of its values, in order
    try:
        for number, wire, start, end in pbwire.fields(data, 0, len(data)):
            if number != 2:  # messageType and unknown fields: bytes the shape keeps
                continue
            if wire != pbwire.LEN:
                return None
            name, start, end = pbwire.map_entry(data, start, end)
            if name in found:  # named twice: protobuf keeps the last, a walk would have to merge
                return None
            obj = msg.objects[name]
            used = next((f for f in _VALUE_FIELDS if len(getattr(obj, f))), "values")
            offsets = found[name] = []
            for number, wire, start, end in pbwire.fields(data, start, end):
                if number != _VALUE_FIELDS[used]:
                    continue  # other fields (empty value fields, control events) are kept bytes
                if wire == pbwire.LEN and (end - start) % 8 == 0:
                    offsets += range(start, end, 8)  # packed
                elif wire == pbwire.I64:
                    offsets.append(start)
                else:
                    return None
    except (pbwire.WireError, UnicodeDecodeError):
        return None
    if set(found) != set(controls.robots):
        return None
    return [o for name in controls.robots for o in found[name]]
