"""Which functions one fast-path exchange calls, per exchange, client and server apart, any commit.

The same loop as ``exchange_stages.py`` (its ``setup``: both ends of the peer lane's
``LockstepClient.step`` in one thread, a server turn inside the client's ``request``), counted
with ``sys.setprofile``: every Python function called (``call``) and every C function called from
Python (``c_call``), per exchange, split into the server's turn and the client's rest. Run it on
two trees (``PYTHONPATH=OTHER/src``) and compare: what one does per message that the other does
not. (A compiled module's functions do not show: they make no Python frames.) Usage::

    python tools/probes/exchange_calls.py [--builtin] [--count N] [VARIANT ...]
    PYTHONPATH=/tmp/old/src python tools/probes/exchange_calls.py lane full

Variants as in ``exchange_stages.py`` (default: ``lane`` and ``full``). Needs ``pybullet`` for
the KUKA.
"""

from __future__ import annotations

import argparse
import collections
import os
import sys
import tempfile
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exchange_stages import VARIANTS, setup  # noqa: E402  (the probe's one loop, not a copy)


def _name(frame: Any, event: str, arg: Any) -> str:
    if event == "c_call":
        owner = getattr(arg, "__self__", None)
        kind = type(owner).__name__ if owner is not None and not isinstance(owner, type(sys)) else ""
        return f"[C] {kind + '.' if kind else ''}{getattr(arg, '__qualname__', getattr(arg, '__name__', repr(arg)))}"
    code = frame.f_code
    return f"{os.path.basename(code.co_filename)}:{code.co_qualname if hasattr(code, 'co_qualname') else code.co_name}"


def count_calls(variant: str, count: int, builtin: bool) -> tuple[collections.Counter, collections.Counter]:
    """(server's calls, client's calls), summed over ``count`` exchanges after 100 of warm-up."""
    with tempfile.TemporaryDirectory() as folder:
        _, once, loopback = setup(builtin, folder)
        v = VARIANTS.index(variant)
        for i in range(100):
            once(v, i)
        server: collections.Counter = collections.Counter()
        client: collections.Counter = collections.Counter()
        side = [client]
        turn = loopback.turn

        def counted_turn() -> None:
            side[0] = server
            turn()
            side[0] = client

        def profile(frame: Any, event: str, arg: Any) -> None:
            if event == "call" or event == "c_call":
                side[0][_name(frame, event, arg)] += 1

        loopback.turn = counted_turn
        sys.setprofile(profile)
        try:
            for i in range(100, 100 + count):
                once(v, i)
        finally:
            sys.setprofile(None)
            loopback.turn = turn
        # the probe's own wrapper and the profiler's switch are not the exchange's
        for name in list(client):
            if "counted_turn" in name or "setprofile" in name:
                del client[name]
        return server, client


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("variants", nargs="*", help=f"any of {', '.join(VARIANTS)} (default: lane full)")
    ap.add_argument("--builtin", action="store_true")
    ap.add_argument("--count", type=int, default=200)
    args = ap.parse_args()
    for variant in args.variants or ["lane", "full"]:
        server, client = count_calls(variant, args.count, args.builtin)
        for side, counts in (("server", server), ("client", client)):
            total = sum(counts.values()) / args.count
            print(f"== {variant} {side}: {total:.1f} calls per exchange")
            for name, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
                print(f"{n / args.count:8.2f}  {name}")


if __name__ == "__main__":
    main()
