"""Many viewer pages at once, in a process of their own (so their reading does not share the test
process's interpreter with the simulation): ``python viewer_swarm.py PORT TOKEN COUNT``.

Opens COUNT WebSockets as pages do, prints ``ready N`` once all are open, then reads and drops
every message until stdin closes; prints ``received N`` (messages over all pages) at the end.
"""

from __future__ import annotations

import asyncio
import os
import sys

from websockets.asyncio.client import connect


async def main(port: int, token: str, count: int) -> None:
    received = 0
    url = f"ws://127.0.0.1:{port}/ws?token={token}"
    origin = f"http://127.0.0.1:{port}"

    async def page(ws) -> None:
        nonlocal received
        try:
            async for _ in ws:
                received += 1
        except Exception:  # closed at the end
            pass

    sockets = []
    for start in range(0, count, 50):  # in batches, as a crowd of browsers would arrive
        batch = await asyncio.gather(*(connect(url, origin=origin, open_timeout=30, compression=None, max_queue=4)
                                       for _ in range(start, min(count, start + 50))))
        sockets.extend(batch)
    readers = [asyncio.ensure_future(page(ws)) for ws in sockets]
    print(f"ready {len(sockets)}", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    for ws in sockets:
        await ws.close()
    await asyncio.gather(*readers, return_exceptions=True)
    print(f"received {received}", flush=True)


if __name__ == "__main__":
    # Browsers run beside tether, not in its place: keep this stand-in crowd from taking the
    # simulation's core on a small machine (the server's cost is what the test measures).
    os.nice(19)
    asyncio.run(main(int(sys.argv[1]), sys.argv[2], int(sys.argv[3])))
