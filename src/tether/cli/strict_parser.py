"""The argument parser of every tether command: whole flag names only, and an unknown flag named
beside the real ones.

argparse accepts any unambiguous prefix of a flag by default, so ``tether serve --port 23000``
would silently mean ``--port-base 23000``. :class:`StrictParser` turns that off
(``allow_abbrev=False``, for its subcommands too) and answers an unknown flag in one line that
names the flags the command has, closest first.
"""

from __future__ import annotations

import argparse
import difflib
from typing import NoReturn, Sequence

__all__ = ["StrictParser", "unknown_flag_message"]


class StrictParser(argparse.ArgumentParser):
    """An ArgumentParser without flag abbreviations whose unknown flags are named with the real
    ones. Subcommands made with ``add_subparsers`` are StrictParsers too."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        kwargs["allow_abbrev"] = False
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]

    def parse_args(self, args: Sequence[str] | None = None, namespace: object = None) -> argparse.Namespace:  # type: ignore[override]
        parsed, extras = self.parse_known_args(args, namespace)  # type: ignore[arg-type]
        if extras:
            chain = self._command_chain(parsed)
            command = chain[-1]
            if any(e.startswith("-") for e in extras):  # one line, no usage block: the flags are named
                command.exit(2, f"{command.prog}: error: {unknown_flag_message(chain, extras)}\n")
            command.error(unknown_flag_message(chain, extras))
        return parsed

    def _command_chain(self, parsed: argparse.Namespace) -> list[StrictParser]:
        """This parser and the subcommand parsers that ran, outermost first."""
        for action in self._actions:
            if isinstance(action, argparse._SubParsersAction) and action.dest:
                name = getattr(parsed, action.dest, None)
                chosen = action.choices.get(name) if name else None
                if isinstance(chosen, StrictParser):
                    return [self, *chosen._command_chain(parsed)]
        return [self]

    def long_flags(self) -> list[str]:
        """The command's ``--`` flags, in the order of its help."""
        return [flag for action in self._actions for flag in action.option_strings
                if flag.startswith("--") and action.help is not argparse.SUPPRESS]

    def error(self, message: str) -> NoReturn:
        self.print_usage()
        self.exit(2, f"{self.prog}: error: {message}\n")


def unknown_flag_message(chain: Sequence[StrictParser], extras: Sequence[str]) -> str:
    """One line for arguments the command (``chain``: the parsers from ``tether`` to the
    subcommand) does not know: the unknown flags and the real ones closest to them
    (``--port`` -> ``--legacy-port``, ``--port-base``...), else all the command's flags."""
    command = chain[-1]
    unknown = [e.split("=", 1)[0] for e in extras if e.startswith("-")]
    if not unknown:
        return f"unexpected argument(s): {' '.join(extras)} (see {command.prog} --help)"
    outer = {f: parser.prog for parser in chain[:-1] for f in parser.long_flags()}
    misplaced = [f for f in unknown if f in outer and f not in command.long_flags()]
    if misplaced:
        flag = misplaced[0]
        return f"{flag} is an option of {outer[flag]}, not of {command.prog}: put it before the command ({outer[flag]} {flag} {command.prog.split()[-1]} ...)"
    flags = [f for parser in reversed(chain) for f in parser.long_flags() if f != "--help"]
    stems = {f[2:]: f for f in flags}
    close: list[str] = []
    for flag in unknown:
        stem = flag.lstrip("-")
        close += [f for s, f in stems.items() if stem and (stem in s or s in stem) and f not in close]
        close += [stems[s] for s in difflib.get_close_matches(stem, stems, n=3, cutoff=0.6) if stems[s] not in close]
    what = "unknown flag" if len(unknown) == 1 else "unknown flags"
    if close:
        close = close[:5]
        return (f"{what} {', '.join(unknown)} (flags are never abbreviated): did you mean "
                f"{', '.join(close[:-1]) + ' or ' if len(close) > 1 else ''}{close[-1]}? (all: {command.prog} --help)")
    return f"{what} {', '.join(unknown)}: {command.prog} takes {' '.join(command.long_flags())}"
