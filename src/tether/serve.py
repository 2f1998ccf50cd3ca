"""`tether serve`: a scene served to legacy remote API clients, Click controllers and browsers."""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from pathlib import Path

import zmq

from tether.core import Simulation
from tether.host import SimulationHost

DEFAULT_LEGACY_PORT = 19997
DEFAULT_CLICK_ADDRESS = "tcp://127.0.0.1:5555"
DEFAULT_WEB_PORT = 8080


def add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default: 127.0.0.1)")
    parser.add_argument(
        "--legacy-port", type=int, action="append", metavar="PORT",
        help=f"legacy remote API port, repeatable (default: {DEFAULT_LEGACY_PORT}); stepping mode is allowed",
    )
    parser.add_argument("--no-legacy", action="store_true", help="do not serve the legacy remote API")
    parser.add_argument("--click-addr", default=None, help=f"Click ZeroMQ address (default: {DEFAULT_CLICK_ADDRESS})")
    parser.add_argument("--no-click", action="store_true", help="do not serve Click")
    parser.add_argument("--web-port", type=int, default=None, help=f"browser viewer port (default: {DEFAULT_WEB_PORT})")
    parser.add_argument("--no-web", action="store_true", help="do not serve the browser viewer")
    parser.add_argument(
        "--web-allow-host", action="append", default=[], metavar="NAME",
        help="also answer the viewer under this Host name (repeatable; loopback names are always allowed)",
    )
    parser.add_argument("--open", action="store_true", help="open the viewer in your web browser")
    parser.add_argument("--run", action="store_true", help="start the simulation right away (default: wait for a client)")
    parser.add_argument("--real-time", action="store_true", help="keep simulation time with the wall clock")
    parser.add_argument(
        "--allow-files", type=Path, default=None, metavar="DIR",
        help="let remote clients load scenes/models and transfer files, inside DIR only (default: refused)",
    )


class Service:
    """A running `tether serve`: the simulation, its host thread and its endpoints."""

    def __init__(self, simulation: Simulation) -> None:
        self.simulation = simulation
        self.host = SimulationHost(simulation)
        self.lines: list[str] = []

    def add_legacy(self, port: int, address: str = "127.0.0.1", file_root: Path | None = None):  # noqa: ANN201
        from tether.remoteapi.server import LegacyServer

        server = self.host.call(lambda: LegacyServer(self.host, port, address, stepping_allowed=True, file_root=file_root))
        self.lines.append(f"legacy remote API: {address}:{server.port} (stepping mode allowed)")
        return server

    def add_click(self, address: str):  # noqa: ANN201
        from tether.click.server import ClickServer

        server = self.host.call(lambda: ClickServer(self.host, address))
        self.lines.append(f"Click: {server.address}")
        return server

    def add_web(self, port: int, address: str = "127.0.0.1", allow_hosts: list[str] | None = None):  # noqa: ANN201
        from tether.web.server import WebViewer

        viewer = WebViewer(self.host, port, address, allow_hosts=allow_hosts or ())
        self.host.endpoints.append(viewer)
        self.lines.append(f"viewer: http://{address}:{viewer.port}/")
        return viewer

    def start(self) -> None:
        self.host.start()

    def close(self) -> None:
        self.host.stop()


def cmd_serve(args: argparse.Namespace) -> int:
    simulation = Simulation(args.scene)
    if args.real_time:
        simulation.real_time = True
    service = Service(simulation)
    service.start()
    endpoint = ""
    try:
        if not args.no_legacy:
            from tether.remoteapi.server import install_script_api

            install_script_api(service.host, args.host, file_root=args.allow_files)
            for port in args.legacy_port or [DEFAULT_LEGACY_PORT]:
                endpoint = f"legacy remote API on {args.host}:{port}"
                service.add_legacy(port, args.host, file_root=args.allow_files)
        if not args.no_click:
            address = args.click_addr or DEFAULT_CLICK_ADDRESS.replace("127.0.0.1", args.host)
            endpoint = f"Click on {address}"
            service.add_click(address)
        if not args.no_web:
            port = args.web_port if args.web_port is not None else DEFAULT_WEB_PORT
            endpoint = f"viewer on {args.host}:{port}"
            viewer = service.add_web(port, args.host, getattr(args, "web_allow_host", None))
            if getattr(args, "open", False):
                import webbrowser

                webbrowser.open(viewer.url)
    except (OSError, zmq.ZMQError) as exc:
        service.close()
        print(f"tether: error: cannot listen for the {endpoint}: {exc}; choose another port "
              "(or --no-... to leave that endpoint out) or stop the other server", file=sys.stderr)
        return 1
    print(f"serving scene {simulation.scene.name} ({len(simulation.tree)} objects)", flush=True)
    for line in service.lines:
        print(line, flush=True)
    if args.run:
        service.host.call(simulation.start)
    print("press Ctrl-C to stop", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        while not stop.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
    print("shutting down", flush=True)
    service.close()
    return 0
