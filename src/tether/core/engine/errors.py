"""Errors raised by the simulation core."""


class TetherError(Exception):
    """Base class of every error tether raises on purpose."""


class SceneError(TetherError, ValueError):
    """A scene, manifest or model could not be loaded; the message says what to fix."""


class SimError(TetherError, ValueError):
    """A regular-API call failed (unknown handle, wrong type, bad argument...).

    The remote API servers turn it into the remote-error flag and its text into the last error.
    """
