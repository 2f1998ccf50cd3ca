"""Algoryx Click for tether: protobuf schema, sans-IO codec, client (and server).

The wire format is identical to the ``pclick`` package's, so tether talks to pclick
controllers and :class:`Client` talks to any Click server.
"""

from tether.click.client import Client, ClickConnectionError, ClickError, ClickReset, ClickTimeout, Controls
from tether.click.messages import (
    ClickException,
    ClickProtocolError,
    ClickValidationError,
    RobotControl,
    RobotDescription,
    RobotSensors,
    SensorData,
    SensorValue,
    ValueType,
)

__all__ = [
    "ClickConnectionError",
    "Client",
    "ClickError",
    "ClickException",
    "ClickProtocolError",
    "ClickReset",
    "ClickTimeout",
    "ClickValidationError",
    "Controls",
    "RobotControl",
    "RobotDescription",
    "RobotSensors",
    "SensorData",
    "SensorValue",
    "ValueType",
]
