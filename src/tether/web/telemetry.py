"""Live values for the page beyond poses: state, joints, sensors, signals, log, contacts, clients.

`read_telemetry` runs on the host thread (a few times a second, once for all viewers, never per
viewer) and only reads: joint values, sensor readings, signal tables, the new log lines and the
contacts. The viewer thread turns the result into one JSON message shared by every page.
"""

from __future__ import annotations

import logging
import math
import time
from typing import Any

import mujoco
import numpy as np

from tether.core.engine.log import VERBOSITY_SCRIPTERRORS
from tether.core.engine.objects import MjKind, SceneObject
from tether.core.simulation import Simulation
from tether.core.engine.states import ObjectType
from tether.web.encoding import state_name

MAX_CONTACTS = 64  # drawn contact points per message: enough to see, bounded in size
MAX_LOG_LINES = 200  # new log lines per message (a flood is cut, with a count of what was left out)
MAX_SIGNALS = 200
_FAILED_LISTERS: set[int] = set()
logger = logging.getLogger("tether.web")


class TelemetryReader:
    """Reads the simulation's live values on the host thread; remembers what log it has sent."""

    def __init__(self, simulation: Simulation) -> None:
        self.simulation = simulation
        self.log_seen = simulation.log.total
        self._bind()

    def _bind(self) -> None:
        """What to read, from the scene as it is now (again after an edit or a scene switch)."""
        sim = self.simulation
        self._version = sim.physics.scene_version
        self._joints = [obj for obj in sim.scene.tree if obj.type == ObjectType.JOINT and int(sim.physics.model.jnt_type[obj.mj_id]) in (2, 3)]
        self._force = dict(sim.scene.force_sensors)
        self._proximity = list(sim.scene.proximity_sensors)
        self._force_buf = np.zeros(6)
        # Overlays draw only scene objects: a scene of thousands of anonymous bodies stays small.
        self._body_ids = np.array([o.mj_id for o in sim.scene.tree if o.kind is MjKind.BODY], dtype=int)
        self._axis_ids = np.array([o.mj_id for o in self._joints], dtype=int)
        self._ray_sites = {h: np.array(s.ray_sites or (s.site_id,), dtype=int) for h, s in sim.scene.proximity_sensors.items()}

    def read(self, endpoints: list[Any]) -> dict[str, Any]:
        """One snapshot (host thread only)."""
        sim = self.simulation
        if sim.physics.scene_version != self._version:
            self._bind()
        model, data = sim.physics.model, sim.physics.data
        sim.physics.ensure_kinematics()
        joints = {}
        for obj in self._joints:
            j = obj.mj_id
            motor = sim.scene.motors.get(j)
            entry = {
                "position": float(data.qpos[model.jnt_qposadr[j]]),
                "velocity": float(data.qvel[model.jnt_dofadr[j]]),
                "force": -float(data.qfrc_actuator[model.jnt_dofadr[j]]),
                "mode": motor.mode.value if motor is not None else "passive",
            }
            if motor is not None:
                entry.update(targetPosition=motor.target_position, targetVelocity=motor.target_velocity,
                             targetForce=motor.target_force)
            joints[obj.handle] = entry
        sensors: dict[int, Any] = {}
        for handle in self._proximity:
            r = sim.sensors.proximity_reading(handle)
            sensors[handle] = {"detected": bool(r.detected), "distance": float(r.distance) if r.detected else None,
                               "point": list(r.point) if r.detected else None}
        for handle, spec in self._force.items():
            f = data.sensordata[spec.force_adr:spec.force_adr + 3] if spec.force_adr >= 0 else np.zeros(3)
            t = data.sensordata[spec.torque_adr:spec.torque_adr + 3] if spec.torque_adr >= 0 else np.zeros(3)
            sensors[handle] = {"force": [float(v) for v in f], "torque": [float(v) for v in t]}
        return {
            "type": "telemetry",
            "state": int(sim.state), "sceneVersion": sim.physics.scene_version,
            "stateName": state_name(sim.state),
            "time": sim.loop.sim_time,
            "wallTime": time.monotonic(),  # when read: the page's rates do not depend on when it gets to them
            "pass": sim.loop.pass_count,
            "totalPasses": sim.loop.total_passes,
            "realTime": bool(sim.loop.real_time),
            "passesPerFrame": int(sim.loop.passes_per_frame),
            "scriptErrors": sim.scripts.script_errors,
            "joints": joints,
            "sensors": sensors,
            "signals": self._signals(),
            "log": self._new_log_lines(),
            "contacts": self._contacts(),
            # overlays: body frames [x y z, 3x3 row-major], joint axes [anchor, axis], sensor rays [origin, +z]
            "frames": np.hstack([data.xpos[self._body_ids], data.xmat[self._body_ids]]),
            "axes": np.hstack([data.xanchor[self._axis_ids], data.xaxis[self._axis_ids]]),
            "rays": {h: np.hstack([data.site_xpos[ids], data.site_xmat[ids][:, 2::3]]) for h, ids in self._ray_sites.items()},
            "clients": connected_clients(sim, endpoints),
            # what scripts draw and plot: the page reads /api/drawings and /api/graphs when these change
            "drawingsVersion": sim.drawings.drawings_version,
            "graphsVersion": sim.drawings.graphs_version,
            "drawingParents": self._drawing_parents(),
        }

    def _drawing_parents(self) -> dict[int, list[float]]:
        """The world matrix (3x4, row-major) of every object a drawing object is attached to."""
        out: dict[int, list[float]] = {}
        for handle in self.simulation.drawings.parents():
            try:
                out[handle] = self.simulation.api.getObjectMatrix(handle, -1)
            except Exception:  # the parent was removed: its drawing objects are not drawn
                continue
        return out

    def _signals(self) -> list[dict[str, Any]]:
        tables = self.simulation.signals
        out: list[dict[str, Any]] = []
        for kind, table in (("int", tables.int), ("float", tables.float), ("string", tables.string)):
            for name in table.names()[:MAX_SIGNALS]:
                value = table.get(name)
                if isinstance(value, bytes):
                    value = value.decode("utf-8", "replace")
                elif isinstance(value, float) and not math.isfinite(value):
                    value = str(value)
                out.append({"kind": kind, "name": name, "value": value})
        return out

    def _new_log_lines(self) -> dict[str, Any]:
        log = self.simulation.log
        total = log.total
        new = total - self.log_seen
        self.log_seen = total
        lines = log.lines()[-min(new, MAX_LOG_LINES):] if new > 0 else []
        return {
            "total": total,
            "skipped": max(0, new - len(lines)),
            "lines": [
                {"seq": total - len(lines) + i + 1, "time": round(line.sim_time, 6), "verbosity": line.verbosity,
                 "error": line.verbosity == VERBOSITY_SCRIPTERRORS, "text": log_text(line)}
                for i, line in enumerate(lines)
            ],
        }

    def _contacts(self) -> list[list[float]]:
        """[x, y, z, fx, fy, fz] per contact (force in world coordinates, on the first geom)."""
        model, data = self.simulation.physics.model, self.simulation.physics.data
        out = []
        force = self._force_buf
        for i in range(min(int(data.ncon), MAX_CONTACTS)):
            contact = data.contact[i]
            mujoco.mj_contactForce(model, data, i, force)
            frame = np.asarray(contact.frame).reshape(3, 3)
            world = frame.T @ force[:3]
            out.append([round(float(v), 5) for v in (*contact.pos, *world)])
        return out


def connected_clients(simulation: Simulation, endpoints: list[Any]) -> list[dict[str, Any]]:
    """Every protocol endpoint's clients (endpoints with a ``clients()`` method), else the step
    gates, so the panel is useful before every endpoint reports its clients."""
    clients: list[dict[str, Any]] = []
    reported = False
    for endpoint in list(endpoints):
        lister = getattr(endpoint, "clients", None)
        if not callable(lister):
            continue
        try:
            listed = lister()
        except Exception:
            if id(endpoint) not in _FAILED_LISTERS:  # logged once, not ten times a second
                _FAILED_LISTERS.add(id(endpoint))
                logger.exception("%s.clients() failed; its clients are left out of the viewer", type(endpoint).__name__)
            continue
        reported = reported or not getattr(endpoint, "is_viewer", False)
        for client in listed or []:
            if hasattr(client, "as_dict"):  # the endpoint interface's ClientInfo
                client = client.as_dict()
            clients.append({k: client[k] for k in ("protocol", "peer", "stepping", "waiting", "streams", "detail")
                            if k in client})
    if not reported:
        for gate in simulation.loop.gates:
            clients.append({"protocol": "step gate", "peer": gate.name, "stepping": True, "waiting": not gate.triggered})
    return clients


def object_details(simulation: Simulation, obj: SceneObject) -> dict[str, Any]:
    """The properties panel's static-per-moment part (host thread): poses in world and parent frame."""
    api = simulation.api
    simulation.physics.ensure_kinematics()
    world = api.getObjectPose(obj.handle, -1)
    parent = api.getObjectPose(obj.handle, obj.parent_handle) if obj.parent is not None else world
    return {
        "handle": obj.handle,
        "name": obj.name,
        "path": obj.path,
        "type": int(obj.type),
        "parent": obj.parent_handle,
        "worldPose": world,
        "parentPose": parent,
        "worldEuler": api.getObjectOrientation(obj.handle, -1),
        "parentEuler": api.getObjectOrientation(obj.handle, obj.parent_handle) if obj.parent is not None else
        api.getObjectOrientation(obj.handle, -1),
    }


def log_text(line: Any) -> str:
    """A log line as the page shows it: a script error with its traceback below."""
    return f"{line.text}\n{line.detail}" if getattr(line, "detail", "") else line.text
