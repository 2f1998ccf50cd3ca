"""The browser viewer: a live 3-D view of a running simulation (see `tether.web.server`)."""

from tether.web.server import WebViewer

__all__ = ["WebViewer"]
