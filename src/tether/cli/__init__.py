"""The command-line front end: the ``tether`` command (:mod:`.commands`), ``tether serve``
(:mod:`.serve`) and the README's generated tables (:mod:`.docs`, ``python -m tether.cli.docs``)."""

from tether.cli.commands import main

__all__ = ["main"]
