"""Flags are whole words in every tether command, and an unknown one is named beside the real ones."""

from __future__ import annotations

import argparse

import pytest

from tether.cli.commands import build_parser, main


def _commands(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    found = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                found += _commands(sub)
    return found


def test_no_command_accepts_an_abbreviated_flag() -> None:
    commands = _commands(build_parser())
    assert {p.prog for p in commands} >= {"tether", "tether run", "tether serve", "tether bench", "tether sweep"}
    assert all(p.allow_abbrev is False for p in commands)


@pytest.mark.parametrize(("argv", "expected"), [
    (["serve", "--port", "23000"], "tether serve: error: unknown flag --port (flags are never abbreviated): "
                                   "did you mean --legacy-port, --zmq-port, --web-port or --port-base?"),
    (["run", "--dur", "3"], "tether run: error: unknown flag --dur (flags are never abbreviated): did you mean --duration?"),
    (["bench", "--rep=2"], "did you mean --repeats or --report?"),
    (["run", "--verbose"], "--verbose is an option of tether, not of tether run: put it before the command "
                           "(tether --verbose run ...)"),
    (["run", "--zzz"], "tether run: error: unknown flag --zzz: tether run takes --help --steps --duration"),
])
def test_an_unknown_flag_is_one_line_naming_the_real_flags(argv: list[str], expected: str, capsys) -> None:  # noqa: ANN001
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1, err  # no usage block: the line names the flags
    assert expected in err


def test_whole_flags_still_parse() -> None:
    args = build_parser().parse_args(["serve", "--port-base", "24000", "--no-web"])
    assert args.port_base == 24000 and args.no_web
