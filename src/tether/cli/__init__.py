"""The command-line front end: the ``tether`` command (:mod:`.commands`) and ``tether serve``
(:mod:`.serve`)."""

from tether.cli.commands import main

__all__ = ["main"]
