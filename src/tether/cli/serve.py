"""`tether serve`: a scene served to legacy and ZeroMQ remote API clients, Click controllers and browsers."""

from __future__ import annotations

import argparse
import ipaddress
import logging
import signal
import sys
import threading
from pathlib import Path

import zmq

from tether.cli.log_echo import LogEcho
from tether.cli.ports import Clashes, legacy_port, port_base, ports_from_base, tcp_port, zmq_address
from tether.core import Simulation
from tether.host import DEFAULT_IDLE_TIMEOUT, SimulationHost

DEFAULT_LEGACY_PORT = 19997
DEFAULT_CLICK_ADDRESS = "tcp://127.0.0.1:5555"
DEFAULT_WEB_PORT = 8080
DEFAULT_ZMQ_PORT = 23000


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a positive whole number, got {text}")
    return value


def add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default: 127.0.0.1)")
    parser.add_argument(
        "--legacy-port", type=legacy_port, action="append", metavar="PORT",
        help=f"legacy remote API port, repeatable (default: {DEFAULT_LEGACY_PORT}); a negative port serves the "
             "shared-memory transport instead (simxStart with that negative port); stepping mode is allowed",
    )
    parser.add_argument("--no-legacy", action="store_true", help="do not serve the legacy remote API")
    parser.add_argument("--click-addr", type=zmq_address, default=None, metavar="ADDRESS",
                        help=f"Click ZeroMQ address, tcp://HOST:PORT or ipc://PATH (default: {DEFAULT_CLICK_ADDRESS})")
    parser.add_argument("--no-click", action="store_true", help="do not serve Click")
    parser.add_argument("--zmq-port", type=tcp_port, default=None, metavar="PORT",
                        help=f"CoppeliaSim ZeroMQ remote API port (default: {DEFAULT_ZMQ_PORT}; 0: any free port)")
    parser.add_argument("--no-zmq", action="store_true", help="do not serve the ZeroMQ remote API")
    parser.add_argument(
        "--click-max-message", type=_positive_int, default=None, metavar="BYTES",
        help="drop a Click peer that sends a larger frame (default: 1048576)",
    )
    parser.add_argument(
        "--click-max-controllers", type=_positive_int, default=None, metavar="N",
        help="Click controllers served at once (default: 64)",
    )
    parser.add_argument("--web-port", type=tcp_port, default=None, metavar="PORT",
                        help=f"browser viewer port (default: {DEFAULT_WEB_PORT}; 0: any free port)")
    parser.add_argument(
        "--port-base", type=port_base, default=None, metavar="N",
        help="move all four endpoints together: legacy remote API on N, ZeroMQ remote API on N+1, Click on N+2, "
             "viewer on N+3 (a --legacy-port, --zmq-port, --click-addr or --web-port given too wins); "
             "for a second server beside the first",
    )
    parser.add_argument("--no-web", action="store_true", help="do not serve the browser viewer")
    parser.add_argument(
        "--web-allow-host", action="append", default=[], metavar="NAME",
        help="also answer the viewer under this Host name (repeatable; loopback names are always allowed)",
    )
    parser.add_argument("--open", action="store_true", help="open the viewer in your web browser")
    parser.add_argument("--run", action="store_true", help="start the simulation right away (default: wait for a client)")
    parser.add_argument("-q", "--quiet", action="store_true",
                        help="do not print what scripts log (sim.addLog, sim.addStatusbarMessage); warnings and "
                             "errors still show")
    from tether.cli.real_time import add_real_time_argument

    add_real_time_argument(parser)
    parser.add_argument(
        "--idle-timeout", type=float, default=DEFAULT_IDLE_TIMEOUT, metavar="SECONDS",
        help="release a stepping client (legacy, ZeroMQ, Click) silent this long while the simulation waits "
             f"for it (default: {DEFAULT_IDLE_TIMEOUT:g}; 0: never)",
    )
    parser.add_argument(
        "--allow-files", type=Path, default=None, metavar="DIR",
        help="let remote clients transfer and erase files, load models into the running scene and load "
             "other scenes (sim.loadScene), inside DIR only (default: refused)",
    )
    from tether.remoteapi.limits import add_limit_arguments

    add_limit_arguments(parser)  # --legacy-max-message, --legacy-read-timeout, ... (docs/guide/legacy-remote-api.md, "Budgets")


def serve_ports(args: argparse.Namespace) -> dict:
    """Where each endpoint listens: its own flag, else ``--port-base``, else the default.
    Keys: "legacy" (a list of ports), "zmq" and "web" (ports), "click" (a ZeroMQ address)."""
    base = ports_from_base(args.port_base) if getattr(args, "port_base", None) is not None else None
    host = args.host
    click = args.click_addr or (f"tcp://{host}:{base['click']}" if base
                                else DEFAULT_CLICK_ADDRESS.replace("127.0.0.1", host))
    return {
        "legacy": args.legacy_port or [base["legacy"] if base else DEFAULT_LEGACY_PORT],
        "zmq": args.zmq_port if args.zmq_port is not None else (base["zmq"] if base else DEFAULT_ZMQ_PORT),
        "click": click,
        "web": args.web_port if args.web_port is not None else (base["web"] if base else DEFAULT_WEB_PORT),
    }


# -- the start-up lines (docs' sample is generated from these: tools/docs/generate.py) --------
def banner_head(simulation: Simulation, real_time_line: str) -> list[str]:
    """The first start-up lines: the scene, and how it keeps time."""
    return [f"serving scene {simulation.scene.name} ({len(simulation.scene.tree)} objects)",
            f"{real_time_line}; stepping clients step as fast as they ask"]


def legacy_line(address: str, port: int) -> str:
    """The start-up line of a legacy remote API TCP port."""
    return f"legacy remote API: {address}:{port} (stepping mode allowed)"


def zmq_line(endpoint: str) -> str:
    """The start-up line of the ZeroMQ remote API (its bound ZeroMQ endpoint)."""
    return f"ZeroMQ remote API: {endpoint}"


def click_line(endpoint: str) -> str:
    """The start-up line of Click (its bound ZeroMQ endpoint)."""
    return f"Click: {endpoint}"


def web_line(url: str) -> str:
    """The start-up line of the viewer."""
    return f"viewer: {url}"


STOP_LINE = "press Ctrl-C to stop"


def is_loopback(host: str) -> bool:
    """True if an address (IP, host name, or a ZeroMQ tcp:// / ipc:// address) is only reachable
    from this machine."""
    if host.startswith(("ipc://", "inproc://")):
        return True
    if host.startswith("tcp://"):
        host = host[len("tcp://"):].rsplit(":", 1)[0]
    host = host.strip("[]")
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:  # "*", an interface or host name: assume reachable from elsewhere
        return False


def exposure_warnings(lines: list[str], addresses: list[str]) -> list[str]:
    """One warning per endpoint bound to something other than loopback (nothing is authenticated)."""
    return [
        f"tether: warning: {line.split(' (')[0]} is reachable from other machines and unauthenticated: anyone who can "
        "connect can drive the simulation; bind 127.0.0.1 unless this network is trusted"
        for line, address in zip(lines, addresses)
        if not is_loopback(address)
    ]


class Service:
    """A running `tether serve`: the simulation, its host thread and its endpoints."""

    def __init__(self, simulation: Simulation, idle_timeout: float = DEFAULT_IDLE_TIMEOUT) -> None:
        self.simulation = simulation
        self.host = SimulationHost(simulation, idle_timeout=idle_timeout)
        self.lines: list[str] = []  # one start-up line per endpoint
        self.addresses: list[str] = []  # the address each endpoint of ``lines`` is bound to
        #: where each protocol's clients belong here ("legacy", "zmq", "click", "web"): servers name
        #: them to a client that came to the wrong port
        self.port_hints: dict[str, str] = {}
        self._hinted: list[object] = []  # the servers that tell mixed-up clients (share port_hints)

    def add_legacy(self, port: int, address: str = "127.0.0.1", file_root: Path | None = None, limits=None):  # noqa: ANN001, ANN201
        from tether.remoteapi.shm_server import ShmLegacyServer, legacy_endpoint

        server = self.host.call(lambda: legacy_endpoint(
            self.host, port, address, stepping_allowed=True, file_root=file_root, limits=limits))
        if isinstance(server, ShmLegacyServer):  # only reachable from this machine
            self.lines.append(f"legacy remote API: shared memory {server.address} (port {server.port}, "
                              "stepping mode allowed)")
            self.addresses.append("127.0.0.1")
        else:
            self.lines.append(legacy_line(address, server.port))
            self.addresses.append(address)
            self.port_hints.setdefault("legacy", f"port {server.port}")
            self._hint(server)
        return server

    def add_click(self, address: str, **limits: int):  # noqa: ANN201
        from tether.click.server import ClickServer

        server = self.host.call(lambda: ClickServer(self.host, address, **limits))
        self.lines.append(click_line(server.address))
        self.addresses.append(address)
        self.port_hints["click"] = server.address
        self._hint(server)
        return server

    def add_zmq(self, port: int, address: str = "127.0.0.1", file_root: Path | None = None):  # noqa: ANN201
        from tether.zmqremoteapi.server import ZmqRemoteApiServer

        server = self.host.call(lambda: ZmqRemoteApiServer(self.host, port, address, file_root=file_root))
        self.lines.append(zmq_line(server.address))
        self.addresses.append(address)
        self.port_hints["zmq"] = f"port {server.port}"
        self._hint(server)
        return server

    def add_web(self, port: int, address: str = "127.0.0.1", allow_hosts: list[str] | None = None):  # noqa: ANN201
        from tether.web.server import WebViewer

        viewer = WebViewer(self.host, port, address, allow_hosts=allow_hosts or ())
        self.lines.append(web_line(viewer.url))
        self.addresses.append(address)
        self.port_hints["web"] = viewer.url  # the servers share this dict: they see it too
        self._hint(viewer)
        return viewer

    def _hint(self, server: object) -> None:
        """Let ``server`` name this service's ports to mixed-up clients (the dict is shared, so
        endpoints added later show up too)."""
        self._hinted.append(server)
        for other in self._hinted:
            other.port_hints = self.port_hints  # type: ignore[attr-defined]

    def start(self) -> None:
        self.host.start()

    def close(self) -> None:
        self.host.stop()


def cmd_serve(args: argparse.Namespace) -> int:
    from tether.cli.real_time import apply_real_time
    from tether.remoteapi.limits import limits_from_args

    try:
        legacy_limits = limits_from_args(args)
    except ValueError as exc:
        print(f"tether: error: {exc}", file=sys.stderr)
        return 2
    simulation = Simulation(args.scene)
    real_time_line = apply_real_time(simulation, args.real_time)
    service = Service(simulation, idle_timeout=args.idle_timeout)
    service.start()
    ports = serve_ports(args)
    clashes = Clashes()  # every endpoint is tried before any clash is reported
    if not args.no_legacy:
        from tether.remoteapi.script_api import install_script_api

        install_script_api(service.host, args.host, file_root=args.allow_files)
        for port in ports["legacy"]:
            what = (f"the legacy remote API on shared memory port {port}" if port < 0
                    else f"the legacy remote API on {args.host}:{port}")
            with clashes.attempt(what, "--legacy-port", "--no-legacy"):
                service.add_legacy(port, args.host, file_root=args.allow_files, limits=legacy_limits)
    if not args.no_click:
        with clashes.attempt(f"Click on {ports['click']}", "--click-addr", "--no-click"):
            limits = {"max_message": args.click_max_message, "max_controllers": args.click_max_controllers}
            service.add_click(ports["click"], **{k: v for k, v in limits.items() if v is not None})
    if not args.no_zmq:
        with clashes.attempt(f"the ZeroMQ remote API on {args.host}:{ports['zmq']}", "--zmq-port", "--no-zmq"):
            service.add_zmq(ports["zmq"], args.host, file_root=args.allow_files)
    if not args.no_web:
        with clashes.attempt(f"the viewer on {args.host}:{ports['web']}", "--web-port", "--no-web"):
            viewer = service.add_web(ports["web"], args.host, getattr(args, "web_allow_host", None))
            if getattr(args, "open", False):
                import webbrowser

                if not webbrowser.open(viewer.url):
                    print(f"tether: --open: no web browser found here (set $BROWSER to one); open {viewer.url} "
                          "in a browser yourself", file=sys.stderr, flush=True)
    elif getattr(args, "open", False):
        print("tether: --open: ignored, --no-web turns the viewer off", file=sys.stderr, flush=True)
    if clashes:
        service.close()
        for line in clashes.lines():
            print(line, file=sys.stderr)
        return 2
    for line in banner_head(simulation, real_time_line):
        print(line, flush=True)
    for line in service.lines:
        print(line, flush=True)
    warnings = exposure_warnings(service.lines, service.addresses)
    if not args.no_legacy and not is_loopback(args.host):
        warnings.append(f"tether: warning: ports that child scripts open (simRemoteApi.start) bind {args.host} too, "
                        "unauthenticated")
    for warning in warnings:
        print(warning, file=sys.stderr, flush=True)
    echo = _echo_script_log(simulation, args)
    if args.run:
        service.host.call(simulation.start)
    print(STOP_LINE, flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        while not stop.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
    print("shutting down", flush=True)
    service.close()
    if echo is not None:
        echo.close()
    return 0


def _echo_script_log(simulation: Simulation, args: argparse.Namespace) -> LogEcho | None:
    """Print the script log on the terminal (tether.cli.log_echo); with -v, logging prints it instead."""
    if getattr(args, "verbose", False):
        return None
    logging.getLogger("tether.sim").setLevel(logging.CRITICAL)  # printed once, by the echo
    return LogEcho(simulation.log, quiet=getattr(args, "quiet", False)).start()
