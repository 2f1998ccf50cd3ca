"""The Click server: lets a Click controller (pclick, C++ click, :class:`tether.click.Client`)
drive a :class:`tether.core.Simulation` in lockstep.

Behaviour (Algoryx Click, see the seed spec):

* HandshakeInit -> Handshake describing the robots (``VersionNotSupported`` ErrorMessage for
  another protocol version).
* ControlMessage -> the controls are applied, the simulation advances exactly one step
  (starting it if it is stopped or paused) and the answer is a SensorMessage whose
  ``simVars.simulatedTime`` is the time after that step. The simulation never starts
  before the first ControlMessage.
* SensorRequest -> SensorMessage, without stepping.
* ResetMessage -> ResetMessage; the simulation is stopped, which restores the initial
  state, and stays so until the next ControlMessage.
* A stop of the simulation from elsewhere (a script, a remote API client, the user) after
  this controller started it is answered, at the next message, with ResetMessage; the
  request is not applied.
* ErrorMessage -> no answer; the simulation is stopped and the controller released.
* Anything invalid (garbage, unknown robot, wrong count, several value kinds, unexpected
  message type) -> ErrorMessage saying what is wrong; nothing is applied and the server
  keeps serving.

Robots: declared in the scene manifest::

    [[click.robot]]
    name = "arm"                          # name in the handshake
    joints = ["Arm_joint1", "Arm_joint2"]  # controls, in order
    control = ["position", "velocity"]    # or one string for all; position|velocity|force
                                          # (or Angle|AngularVelocity1D|Torque1D).
                                          # Default: each joint's motor mode.
    root = "Arm"                          # object whose Position/RPY the robot reports
                                          # (default: the body above the first joint)
    sensors = ["Arm_forceSensor"]         # force sensors, reported as [Force3D, Torque3D]
    control_events = ["gripper"]          # each sets the int32 signal "<robot>.<event>"
    objects = ["Sphere"]                  # extra objects reporting Position and RPY

or, without ``[[click.robot]]``, found automatically: every top-level body tree with
actuated joints (a motor in position, velocity or force mode) is a robot named after its
root body, with those joints in tree order and the force sensors inside the tree. A scene
in which no joint is actuated (e.g. a bare URDF) offers all its motorised joints under
position control instead, so that it is still drivable.

Values: Angle is the joint position (rad, or m for slide joints), AngularVelocity1D the
joint velocity, Torque1D the force/torque the joint's motor exerts in the joint's positive
direction (``-sim.getJointForce``, which has CoppeliaSim's reaction sign). Position is the
world position; RPY the roll, pitch, yaw of the world orientation (R = Rz(yaw) Ry(pitch)
Rx(roll), as in URDF), not CoppeliaSim's Euler angles.

Socket: a ZeroMQ ROUTER socket acting exactly as REP towards REQ peers. A plain REP socket
must answer every request before it can receive the next, but the protocol gives no
answer to ErrorMessage; ROUTER lets the server stay silent and keep serving. Each peer has
its own session (:mod:`tether.click.session`) and step gate, so several controllers may step
together. Budgets: ZeroMQ drops a peer whose frame exceeds ``max_message`` (ZMQ_MAXMSGSIZE)
before it reaches the host thread; at most ``max_controllers`` peers have a session; a peer's
gate is released when its connection closes (socket monitor), when it is silent past the
host's idle timeout while the simulation waits for it, and on stop.
"""

from __future__ import annotations

import ctypes
import logging
import math
import struct
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

import cbor2
import numpy as np
import zmq

from tether.click import click_pb2 as pb
from tether.click import messages as m
from tether.click.session import DEFERRED, ClickSession, RateLimitedLog
from tether.click.request_decoder import DecodedControls, Request, RequestDecoder
from tether.click.template import DoubleTemplate, TemplateError
from tether.click.robots import describe_object, describe_robot
from tether.core.engine.robots import (  # robot discovery lives in the core, shared with tether.gym
    ReportedObject,
    Robot,
    RobotConfigError,
    robots_from_scene,
)
from tether.core.simapi.joint_batch import JointBatch, NotBatchable
from tether.core.engine.motors import MotorMode
from tether.host.endpoint import ClientInfo, Endpoint
from tether.host import SimulationHost
from tether.util.logging_limits import RateLimitedLog as WrongPortLog
from tether.util.sniff import Protocol, classify_frame, wrong_port_message
from tether.util.zmq_monitor import MonitorEvent, SocketMonitor
from tether.click.messages import (
    ClickValidationError,
    RobotDescription,
    ValueType,
)

if TYPE_CHECKING:  # the core imports MuJoCo; keep `import tether.click` light
    from tether.core.simulation import Simulation

__all__ = [
    "ClickServer", "Robot", "ReportedObject", "RobotConfigError", "robots_from_scene", "DEFAULT_ADDRESS",
    "DEFAULT_MAX_MESSAGE", "DEFAULT_MAX_CONTROLLERS", "DEFERRED",
]

logger = logging.getLogger("tether.click")

DEFAULT_ADDRESS = "tcp://127.0.0.1:5555"
WRONG_PROTOCOL_LOG_S = 600.0  # a mixed-up client: one line, then at most one per 10 minutes


def _rpy(matrix12: Sequence[float]) -> tuple[float, float, float]:
    """Roll, pitch, yaw of a row-major 3x4 [R|p] (R = Rz(yaw) Ry(pitch) Rx(roll))."""
    return _rpy3x3(matrix12[0], matrix12[4], matrix12[8], matrix12[9], matrix12[10])


def _rpy3x3(r00: float, r10: float, r20: float, r21: float, r22: float) -> tuple[float, float, float]:
    """Roll, pitch, yaw of a rotation matrix from the five elements they depend on."""
    return math.atan2(r21, r22), math.asin(max(-1.0, min(1.0, -r20))), math.atan2(r10, r00)


# --------------------------------------------------------------------------- server


@dataclass
class _Binding:
    """Per-robot arrays for reading joint values in one numpy call."""

    robot: Robot
    qpos: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    dof: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))


class _SensorReader:
    """Reads and serializes the SensorMessage of a server's robots and objects.

    Every value the message carries is one double in a flat vector (``values``), gathered with
    one ``np.take`` per MuJoCo array; :meth:`encode` writes that vector into a
    :class:`~tether.click.template.DoubleTemplate` of the message when its shape allows (the
    vector is then the template's own buffer, so nothing is copied), and builds the protobuf
    otherwise. :meth:`message` is the reference builder both agree with.

    Vector layout, in blocks (one gather each): the angles of every robot's joints (robots in
    order), their velocities, their torques; force, torque (3 each) per force sensor; Position
    (3) per posed item (robot roots, then extra objects; MuJoCo bodies first); RPY (3) per posed
    item, in the same order; last the simulated time.
    """

    def __init__(self, server: "ClickServer") -> None:
        from tether.core.engine.objects import MjKind

        self.sim, self.api = server.sim, server.api
        self.bindings, self.objects = server._bindings, server.objects
        joints = sum(len(b.qpos) for b in self.bindings)
        sensors = sum(len(b.robot.force_sensors) for b in self.bindings)
        posed = [b.robot.root_handle for b in self.bindings if b.robot.root_handle is not None]
        posed += [o.handle for o in self.objects]
        self.size = 3 * joints + 6 * sensors + 6 * len(posed) + 1
        self.time_slot = self.size - 1
        # posed item -> its index in the Position/RPY blocks: bodies first (read in one gather)
        kinds = [self.sim.scene.tree.get(h) for h in posed]
        bodies = [i for i, obj in enumerate(kinds) if obj.kind is MjKind.BODY]  # world pose: xpos/xmat
        others = [i for i, obj in enumerate(kinds) if obj.kind is not MjKind.BODY]  # via the API
        self._pose_index = {item: n for n, item in enumerate(bodies + others)}
        self._pos_start = 3 * joints + 6 * sensors
        self._rpy_start = self._pos_start + 3 * len(posed)

        sensor_idx: list[int] = []
        sensor_slots: list[int] = []
        self._robot_slots: list[tuple[int, int | None, int]] = []  # (first joint, pose index, first sensor slot)
        j = s = p = 0
        for b in self.bindings:
            pose = None
            if b.robot.root_handle is not None:
                pose, p = self._pose_index[p], p + 1
            self._robot_slots.append((j, pose, 3 * joints + 6 * s))
            j += len(b.qpos)
            for _, handle in b.robot.force_sensors:
                spec = self.sim.scene.force_sensors[handle]
                for i, adr in enumerate((spec.force_adr, spec.torque_adr)):
                    if adr >= 0:  # else the reading is 0, 0, 0: the slots keep their zeros
                        sensor_slots += range(3 * joints + 6 * s + 3 * i, 3 * joints + 6 * s + 3 * i + 3)
                        sensor_idx += range(adr, adr + 3)
                s += 1
        self._object_poses = [self._pose_index[p + i] for i in range(len(self.objects))]

        try:
            self.template: DoubleTemplate | None = DoubleTemplate(lambda v: m.encode(self.message(v)), self.size)
        except TemplateError as exc:  # keep serving, through the protobuf builder
            logger.warning("Click: SensorMessages built field by field (%s)", exc)
            self.template = None
        v = self.template.buffer if self.template is not None else np.zeros(self.size)
        v[:] = 0.0
        self._values = v
        index = lambda xs: np.asarray(xs, dtype=np.intp)  # noqa: E731
        qpos = index([a for b in self.bindings for a in b.qpos.tolist()])
        dof = index([a for b in self.bindings for a in b.dof.tolist()])
        # (MjData attribute, indices, where they go): one np.take each, straight into the vector
        self._gathers: list[tuple[str, np.ndarray, np.ndarray]] = [
            (name, idx, v[start : start + len(idx)])
            for name, idx, start in (("qpos", qpos, 0), ("qvel", dof, joints), ("qfrc_actuator", dof, 2 * joints))
            if len(idx)
        ]
        self._sensors: tuple[np.ndarray, np.ndarray] | None = None  # (slots, sensordata indices)
        if sensor_idx:
            if sensor_slots == list(range(3 * joints, 3 * joints + len(sensor_slots))):
                self._gathers.append(("sensordata", index(sensor_idx), v[3 * joints : 3 * joints + len(sensor_idx)]))
            else:  # some reading is missing: its slots stay 0
                self._sensors = (index(sensor_slots), index(sensor_idx))
        body_ids = [kinds[i].mj_id for i in bodies]
        self._bodies = index(body_ids)
        self._body_positions = v[self._pos_start : self._pos_start + 3 * len(bodies)].reshape(len(bodies), 3)
        self._rpy_bytes = memoryview(v).cast("B")  # the bodies' RPY are packed into it
        self._rpy_offset = 8 * self._rpy_start
        # the five elements of each body's xmat row the RPY depend on (r00 r10 r20 r21 r22)
        self._rotation_idx = index([9 * b + k for b in body_ids for k in (0, 3, 6, 7, 8)])
        self._rotations = b""  # their bytes when the RPY were last computed
        self._other_poses = [(self._pose_index[i], posed[i]) for i in others]
        self._data: Any = None  # the MjData whose arrays _bind holds
        # Everything up to the bodies' positions in one read, where the MjData allows it (see
        # _arena): each (MjData array, flat indices) in vector order, which must then be gapless.
        self._sources = [(name, idx.tolist()) for name, idx, _ in self._gathers]
        self._sources.append(("xpos", [3 * b + k for b in body_ids for k in range(3)]))
        self._one_out = v[: self._pos_start + 3 * len(bodies)] if self._sensors is None else None
        self._arena: np.ndarray | None = None

    def _bind(self, data: Any) -> None:
        """Hold ``data``'s arrays (each MjData attribute read makes a new numpy view)."""
        self._data = data
        self._arrays = [(getattr(data, name), idx, out) for name, idx, out in self._gathers]
        self._xpos, self._xmat_flat = data.xpos, data.xmat.reshape(-1)
        self._arena = None
        found = _arena(data, [name for name, _ in self._sources] + ["xmat"]) if self._one_out is not None else None
        if found is not None:
            self._arena, first = found
            self._arena_idx = np.asarray([first[name] + i for name, idx in self._sources for i in idx], dtype=np.intp)
            self._arena_rotation_idx = first["xmat"] + self._rotation_idx

    def values(self) -> np.ndarray:
        """The current values, in vector layout (a buffer reused by the next call)."""
        sim = self.sim
        data = sim.physics.data
        if data is not self._data:
            self._bind(data)
        v = self._values
        bodies = self._bodies
        arena = self._arena
        if arena is not None:  # one read for every value but the RPY
            if len(bodies):
                sim.physics.ensure_kinematics()  # as the API does before reading a pose
            arena.take(self._arena_idx, 0, self._one_out, "clip")  # "clip": no buffering (valid indices)
            rotations = arena.take(self._arena_rotation_idx)
        else:
            for array, idx, out in self._arrays:
                array.take(idx, 0, out, "clip")
            if self._sensors is not None:
                slots, idx = self._sensors
                v[slots] = data.sensordata[idx]
            if len(bodies):
                sim.physics.ensure_kinematics()
                self._xpos.take(bodies, 0, self._body_positions, "clip")
            rotations = self._xmat_flat.take(self._rotation_idx)
        if len(bodies):
            raw = rotations.tobytes()
            if raw != self._rotations:  # RPY only for orientations that changed (a fixed base never does)
                self._update_rpy(rotations, raw)
        for pose, handle in self._other_poses:
            mat = self.api.getObjectMatrix(handle)
            p, r = self._pos_start + 3 * pose, self._rpy_start + 3 * pose
            v[p : p + 3] = (mat[3], mat[7], mat[11])
            v[r : r + 3] = _rpy(mat)
        v[self.time_slot] = float(self.api.getSimulationTime())
        return v

    def _update_rpy(self, rotations: np.ndarray, raw: bytes) -> None:
        """Recompute the RPY of the bodies whose rotation elements (40 bytes each) changed."""
        last, out, at = self._rotations, self._rpy_bytes, self._rpy_offset
        r = rotations.tolist()
        for i in range(len(r) // 5):
            if raw[40 * i : 40 * i + 40] != last[40 * i : 40 * i + 40]:
                _pack3(out, at + 24 * i, *_rpy3x3(*r[5 * i : 5 * i + 5]))
        self._rotations = raw

    def encode(self, values: np.ndarray) -> bytes:
        """The serialized SensorMessage for ``values``."""
        # proto3 leaves out simulatedTime == 0.0 (before the first step): the builder knows how.
        if self.template is not None and values[self.time_slot] != 0.0:
            return self.template.render(values)
        return m.encode(self.message(values.tolist()))

    def message(self, values: Sequence[float]) -> pb.SensorMessage:
        """The SensorMessage for ``values``, built field by field (the reference)."""
        msg = pb.SensorMessage(messageType=pb.SensorMessageType)
        joints = sum(len(b.qpos) for b in self.bindings)
        for b, (j, pose, s) in zip(self.bindings, self._robot_slots):
            robot = b.robot
            obj = msg.objects[robot.name]
            k = len(b.qpos)
            if k:
                obj.angleSensors.extend(values[j : j + k])
                obj.angularVelocitySensors.extend(values[joints + j : joints + j + k])
                obj.torqueSensors.extend(values[2 * joints + j : 2 * joints + j + k])
            if pose is not None:
                self._add_pose(obj, values, pose)
            for name, _ in robot.force_sensors:
                sensors = obj.sensors[name].sensor
                sensors.add().force3d.arr.extend(values[s : s + 3])
                sensors.add().torque3d.arr.extend(values[s + 3 : s + 6])
                s += 6
        for o, pose in zip(self.objects, self._object_poses):
            self._add_pose(msg.objects[o.name], values, pose)
        msg.simVars.simulatedTime = values[self.time_slot]
        return msg

    def _add_pose(self, obj: pb.SensorMessage.Object, values: Sequence[float], pose: int) -> None:
        p, r = self._pos_start + 3 * pose, self._rpy_start + 3 * pose
        obj.objectSensors.add().position.arr.extend(values[p : p + 3])
        obj.objectSensors.add().rpy.arr.extend(values[r : r + 3])


_pack3 = struct.Struct("<3d").pack_into


def _arena(data: Any, names: Sequence[str]) -> tuple[np.ndarray, dict[str, int]] | None:
    """One float64 array over the memory of MjData arrays ``names``, and the index of each
    one's first element in it; None if they do not lie in one span of ``data``'s buffer.

    MuJoCo allocates an MjData's fixed-size arrays (qpos, qvel, xpos, xmat, sensordata,
    qfrc_actuator...) in one buffer of ``data.nbuffer`` bytes, 8-byte aligned, so one gather
    over that memory reads values of all of them. The array does not own the memory: it is
    valid while ``data`` lives (the caller holds ``data`` and makes a new one for a new MjData).
    """
    arrays = [getattr(data, name) for name in names]
    starts = [a.__array_interface__["data"][0] for a in arrays]
    low = min(starts)
    high = max(start + a.nbytes for start, a in zip(starts, arrays))
    if (high - low > data.nbuffer or any((start - low) % 8 for start in starts)
            or any(a.dtype != np.float64 or not a.flags.c_contiguous for a in arrays)):
        return None
    view = np.ctypeslib.as_array((ctypes.c_double * ((high - low) // 8)).from_address(low))
    return view, {name: (start - low) // 8 for name, start in zip(names, starts)}


#: Largest Click frame accepted (bytes): ZeroMQ drops a peer that sends more before the message
#: reaches the host thread. Real messages are a few kilobytes (a ControlMessage of 1000 joints
#: is about 9 KB).
DEFAULT_MAX_MESSAGE = 1 << 20
#: Most controllers (ZeroMQ peers) served at once; a peer beyond it is answered with an error.
DEFAULT_MAX_CONTROLLERS = 64
#: Frames ZeroMQ queues per peer before it stops reading that peer's socket (REQ peers send one).
_RECEIVE_QUEUE = 16
#: robot combinations whose joints a server keeps bound (a controller sends one or two)
_BOUND_KEPT = 16
_MONITOR_EVENTS = zmq.EVENT_ACCEPTED | zmq.EVENT_DISCONNECTED
#: seconds between reads of the socket monitor (a closed connection's controller is released within it)
MONITOR_EVERY = 0.1
# Plain ints: pyzmq's flag enums cost an enum operation (about a microsecond) per combination.
_NOBLOCK, _SNDMORE, _SRCFD = int(zmq.NOBLOCK), int(zmq.SNDMORE), int(zmq.SRCFD)
# The Cython socket's send, as the ZeroMQ remote API server uses it: zmq.Socket.send is a Python
# layer over it (routing_id/group arguments) that costs about 0.6 µs per frame, three per reply.
_socket_send = zmq.backend.Socket.send


def _send(sock: zmq.Socket, envelope: Sequence[bytes], reply: bytes) -> None:
    """Send ``reply`` after the routing ``envelope`` (send_multipart without its per-call work)."""
    for part in envelope:
        _socket_send(sock, part, _SNDMORE)
    _socket_send(sock, reply)


@dataclass(eq=False)
class _Peer:
    """One ZeroMQ peer of the socket loop: its session, connection and deferred reply."""

    session: ClickSession
    fd: int  # the TCP/IPC connection's file descriptor (ZMQ_SRCFD); -1 for in-process calls
    envelope: list[bytes] = field(default_factory=list)  # routing frames of the deferred reply


class ClickServer(Endpoint):
    """Serves one simulation to Click controllers on ``address`` (tcp:// or ipc://).

    ``robots``/``objects`` override what :func:`robots_from_scene` finds. The server runs on
    the :class:`~tether.host.SimulationHost` thread that owns the simulation (create it there,
    e.g. with ``host.call``); given a bare Simulation it brings its own host, started by
    :meth:`start` or ``with``. The server is the scene side (robots, controls, sensors) and the
    socket loop; each ZeroMQ peer gets its own :class:`~tether.click.session.ClickSession`
    (its own step gate), released when the peer disconnects (a socket monitor reports it), when
    it stays silent past the host's idle timeout while the simulation waits for it, and on stop.
    :meth:`handle` drives one in-process session (no socket): a request frame in, the answer
    frame (None: no answer; DEFERRED: answered after a pass) out.
    """

    def __init__(
        self,
        host: SimulationHost | Simulation,
        address: str = DEFAULT_ADDRESS,
        *,
        robots: Iterable[Robot] | None = None,
        objects: Iterable[ReportedObject] | None = None,
        max_message: int = DEFAULT_MAX_MESSAGE,
        max_controllers: int = DEFAULT_MAX_CONTROLLERS,
    ) -> None:
        if not (address.startswith("tcp://") or address.startswith("ipc://")):
            raise ValueError(f"Click address must start with tcp:// or ipc://, got {address!r}")
        if max_message < 1 or max_controllers < 1:
            raise ValueError("Click max_message and max_controllers must be positive")
        # Given a bare Simulation, the server brings its own host (started by start()/with).
        self._own_host = not isinstance(host, SimulationHost)
        self.host: SimulationHost = SimulationHost(host) if self._own_host else host  # type: ignore[arg-type]
        sim = self.host.simulation
        self.sim = sim
        self.api = sim.api
        self._discover = robots is None and objects is None  # robots found in the scene: again after a switch
        self._describe(*(robots_from_scene(sim) if self._discover else (list(robots or []), list(objects or []))))
        # The setters for joints the core cannot batch (each keeps its own failure; same semantics as
        # scripts and the remote API).
        self._setters = {
            MotorMode.POSITION: self.api.setJointTargetPosition,
            MotorMode.VELOCITY: self.api.setJointTargetVelocity,
            MotorMode.FORCE: self.api.setJointTargetForce,
        }
        self._joints = JointBatch(sim)
        self.max_message = int(max_message)
        self.max_controllers = int(max_controllers)
        self.messages_handled = 0
        self._peers: dict[bytes, _Peer] = {}  # by ZeroMQ routing id
        self._waiting: list[_Peer] = []  # peers whose ControlMessage waits for its step
        self._dead_fds: set[int] = set()  # disconnected, not yet reused (messages may still be queued)
        self._last: ClickSession | None = None  # the session that handled the latest message
        self._refusals = RateLimitedLog()
        self._wrong_protocol_log = WrongPortLog(logger, WRONG_PROTOCOL_LOG_S)
        #: where the other protocols' clients belong, for the wrong-port line (tether serve fills it)
        self.port_hints: dict[str, str] = {}
        self._bug_seen = False
        self._local: _Peer | None = None  # handle()'s in-process session
        sock = self.host.zmq_context.socket(zmq.ROUTER)
        sock.setsockopt(zmq.LINGER, 0)
        sock.setsockopt(zmq.MAXMSGSIZE, self.max_message)
        sock.setsockopt(zmq.RCVHWM, _RECEIVE_QUEUE)
        try:
            sock.bind(address)
        except zmq.ZMQError:
            sock.close(linger=0)
            raise
        self._sock: zmq.Socket | None = sock
        self.address: str = sock.getsockopt_string(zmq.LAST_ENDPOINT)
        # Connections closing release their controller within MONITOR_EVERY (tether.util.zmq_monitor).
        self._monitor: SocketMonitor | None = SocketMonitor(sock, _MONITOR_EVENTS, self._on_connection_events)
        self.host.add_reader(sock, self._on_readable)
        self.host.register(self)
        self._monitor.watch(self.host.call_later, MONITOR_EVERY)
        sim.on_scene_change.append(self._on_scene_change)

    def _describe(self, robots: list[Robot], objects: list[ReportedObject]) -> None:
        """Robots, objects and the handshake offering them (at start, and after a scene switch)."""
        self.robots: list[Robot] = robots
        self.objects: list[ReportedObject] = objects
        self.descriptions: dict[str, RobotDescription] = {r.name: describe_robot(r) for r in self.robots}
        self._bindings = [self._bind(r) for r in self.robots]
        self._by_name = {r.name: r for r in self.robots}
        self._decoder = RequestDecoder(self.descriptions)
        self._bound: dict[tuple[str, ...], tuple[tuple[int, ...], tuple[MotorMode, ...]]] = {}  # robots -> joints
        self._sensor_reader = _SensorReader(self)
        self.handshake: bytes = m.encode(
            m.handshake(
                list(self.descriptions.values()) + [describe_object(o) for o in self.objects],
                time_step=float(self.api.getSimulationTimeStep()),
                control_type=m.scene_control_type(self.descriptions.values()),
            )
        )

    def _on_scene_change(self) -> None:
        """Another scene was loaded: the next handshake offers its robots (given robots stay
        as given only if they still exist; otherwise none)."""
        if self._discover:
            self._describe(*robots_from_scene(self.sim))
        else:
            self._describe([], [])

    def _bind(self, robot: Robot) -> _Binding:
        model, tree = self.sim.physics.model, self.sim.scene.tree
        jids = [tree.get(h).mj_id for h in robot.joint_handles]
        return _Binding(
            robot,
            np.array([model.jnt_qposadr[j] for j in jids], dtype=np.int64),
            np.array([model.jnt_dofadr[j] for j in jids], dtype=np.int64),
        )

    # ------------------------------------------------------------------ the scene side (ClickScene)

    def decode(self, data: bytes) -> Request:
        """The request in ``data`` (raises ClickProtocolError for garbage): see
        :class:`~tether.click.request_decoder.RequestDecoder`."""
        return self._decoder.decode(data)

    def apply_controls(self, controls: DecodedControls) -> None:
        """Apply a valid ControlMessage's controls: every robot's joints in one batch call into
        the core (the SimAPI's setters one by one where a joint cannot be batched, so that each
        keeps its own failure), then the control events (int32 signals ``<robot>.<event>``)."""
        bound = self._bound.get(controls.robots)
        if bound is None:
            by_name = self._by_name
            handles = tuple(h for name in controls.robots for h in by_name[name].joint_handles)
            modes = tuple(mode for name in controls.robots for mode in by_name[name].controls)
            if len(self._bound) >= _BOUND_KEPT:
                self._bound.clear()
            bound = self._bound[controls.robots] = (handles, modes)
        handles, modes = bound
        try:
            self._joints.set_targets(handles, modes, controls.values)
        except NotBatchable:
            setters = self._setters
            for handle, mode, value in zip(handles, modes, controls.values):
                setters[mode](handle, value)
        for robot, event, on in controls.events:
            self.api.setInt32Signal(f"{robot}.{event}", int(on))

    def sensor_bytes(self) -> bytes:
        """The serialized SensorMessage of the current state."""
        reader = self._sensor_reader
        return reader.encode(reader.values())

    _sensor_bytes = sensor_bytes

    # ------------------------------------------------------------------ sessions

    def handle(self, data: bytes) -> bytes | None:
        """Process one request frame of an in-process controller (no socket): the answer
        frame, None for no answer, or :data:`DEFERRED` (answered by a later pass)."""
        if self._local is None or self._local.session.closed:
            self._local = _Peer(ClickSession(self, "in-process"), -1)
        self.messages_handled += 1
        self._last = self._local.session
        return self._local.session.receive(data)

    @property
    def last_error(self) -> str | None:
        """The last problem reported to (or by) the controller heard from last."""
        return self._last.last_error if self._last is not None else None

    def sessions(self) -> list[ClickSession]:
        """The controllers connected now (host thread)."""
        found = [p.session for p in self._peers.values()]
        if self._local is not None and not self._local.session.closed:
            found.append(self._local.session)
        return found

    protocol = "click"

    def after_pass(self) -> None:
        if self._waiting:
            self._finish_waiting()

    def on_stop(self) -> None:
        # A stop (or a reset) ends the lockstep: a controller that left after resetting must not
        # hold the simulation; one that goes on stepping registers again with its next message.
        for session in self.sessions():
            session.release("the simulation stopped", logging.INFO)
        if self._waiting:
            self._finish_waiting()

    def clients(self) -> list[ClientInfo]:
        return [
            ClientInfo("click", s.peer, stepping=s.gate is not None, waiting=s.waited_for,
                       detail=f"{s.messages} messages" + (", step pending" if s.pending else ""))
            for s in self.sessions()
        ]

    def _finish_waiting(self) -> None:
        """After a pass or a stop: answer the ControlMessages whose step has run."""
        still: list[_Peer] = []
        for peer in self._waiting:
            reply = peer.session.finish_pending()
            if reply is None:
                if peer.session.pending:
                    still.append(peer)
            elif self._sock is not None and peer.envelope:
                _send(self._sock, peer.envelope, reply)
        self._waiting = still

    def _drop(self, identity: bytes, reason: str | None) -> None:
        peer = self._peers.pop(identity, None)
        if peer is not None:
            peer.session.close(reason)
            if peer in self._waiting:
                self._waiting.remove(peer)

    # ------------------------------------------------------------------ socket loop

    def _on_readable(self) -> None:
        """Host thread: answer one waiting request.

        One per call, without asking the socket for ZMQ_EVENTS before and after (two calls
        per message on the lockstep path): the host polls again right after a handler ran
        (it spins after activity) and zmq_poll is level-triggered, so further requests
        waiting are answered on the next turns of its loop."""
        sock = self._sock
        if sock is None:
            return
        try:
            routing = sock.recv(_NOBLOCK, copy=False)
        except zmq.Again:  # another reader took it, or the readiness was stale
            return
        identity = routing.bytes
        try:
            fd = routing.get(_SRCFD)
        except zmq.ZMQError:  # a ZMTP 1.0 peer's frames (a legacy client, say) carry no fd: logged below
            fd = -1
        envelope = [identity]
        frame = routing
        while frame.more:  # the rest of a multipart message is there once its first frame is
            frame = sock.recv(_NOBLOCK, copy=False)
            envelope.append(frame.bytes)
        try:
            # A REQ peer's request is [identity..., b"", payload]; answer with the same
            # envelope. Anything without a delimiter is not a REQ peer: ignore it.
            split = envelope.index(b"", 1)
        except ValueError:
            if len(envelope) > 1 and classify_frame(envelope[-1]) is Protocol.LEGACY:
                self._wrong_protocol("a legacy remote API client connected", Protocol.LEGACY)
            return
        payload = envelope[split + 1 :]
        del envelope[split + 1 :]
        # Click's protobuf starts with a field tag below 0xA0, a CBOR map at 0xA0 or above: one
        # comparison on the hot path, the classifier only for what may be a ZeroMQ remote API call
        if len(payload) == 1 and payload[0][:1] >= b"\xa0" and classify_frame(payload[0]) is Protocol.ZMQ_REMOTE_API:
            # the ZeroMQ remote API's client raises the text of an "err" reply: it learns where to go
            text = self._wrong_protocol("a ZeroMQ remote API client called", Protocol.ZMQ_REMOTE_API)
            _send(sock, envelope, cbor2.dumps({"err": text}))
            return
        peer = self._peers.get(identity)
        if peer is None or peer.fd != fd:
            # A new connection: read the monitor first, so that a disconnect of an earlier
            # connection that had the same file descriptor is not taken for this one's.
            if self._monitor is not None:
                self._monitor.read()
            peer = self._peer(identity, fd, routing)
            if peer is None:
                _send(sock, envelope, m.encode(m.error(
                    f"too many Click controllers connected (limit {self.max_controllers}); "
                    "close one or raise the limit")))
                return
        session = peer.session
        self.messages_handled += 1
        self._last = session
        try:
            reply = session.receive(payload[0] if len(payload) == 1 else b"".join(payload))
        except Exception as exc:  # a bug must not kill the server: report it to the peer
            if not self._bug_seen:  # one traceback for the bug report, then one line a second
                self._bug_seen = True
                logger.exception("Click server failed on a request of %s", session.peer)
            reply = session.error(f"internal server error: {type(exc).__name__}: {exc}")
        if reply is DEFERRED:
            peer.envelope = envelope
            self._waiting.append(peer)
        elif reply is not None:
            _send(sock, envelope, reply)
        if fd in self._dead_fds:  # the peer left right after sending this: nobody holds the step
            self._drop(identity, "disconnected")

    def _wrong_protocol(self, what: str, verdict: Protocol) -> str:
        """Log once (then at most every 10 minutes) that another protocol's client came here."""
        text = wrong_port_message("click", verdict, self.port_hints)
        self._wrong_protocol_log.log(logging.WARNING, verdict.value, f"Click: {what}: {text}")
        return text

    def _peer(self, identity: bytes, fd: int, routing: zmq.Frame) -> _Peer | None:
        """The peer for ``identity`` on connection ``fd`` (created if new; None: over the limit)."""
        peer = self._peers.get(identity)
        if peer is not None:  # the same routing id on a new connection (it reconnected)
            peer.fd = fd
            return peer
        if len(self._peers) >= self.max_controllers:
            # Make room by forgetting the longest-silent controller that holds nothing (its
            # connection may have died unseen); refuse only when every one steps or waits.
            idle = [(p.session.last_heard, i) for i, p in self._peers.items()
                    if p.session.gate is None and not p.session.pending]
            if idle:
                self._drop(min(idle)[1], None)
        if len(self._peers) >= self.max_controllers:
            self._refusals.log(logging.WARNING, f"Click: refused a controller: {self.max_controllers} "
                               "are connected (the limit; tether serve --click-max-controllers)")
            return None
        try:
            address = routing.get("Peer-Address")
        except zmq.ZMQError:  # ipc:// peers have none
            address = "local"
        peer = _Peer(ClickSession(self, f"{address}/{identity.hex()}"), fd)
        self._peers[identity] = peer
        return peer

    def _on_connection_events(self, events: list[MonitorEvent]) -> None:
        """Host thread: connections accepted and lost (ZeroMQ socket monitor events)."""
        for event, fd in events:
            if event == zmq.EVENT_ACCEPTED:
                self._dead_fds.discard(fd)
            elif event == zmq.EVENT_DISCONNECTED:
                self._dead_fds.add(fd)
                for identity in [i for i, p in self._peers.items() if p.fd == fd]:
                    self._drop(identity, "its connection closed")

    def start(self) -> "ClickServer":
        """Start the server's own host thread (when it was given a bare Simulation)."""
        if self._own_host:
            self.host.start()
        return self

    def close(self) -> None:
        """Stop serving, release every controller's step gate and close the socket."""
        if self._sock is None:
            return
        if self._own_host and threading.get_ident() != self.host.thread_ident:
            self.host.stop()  # closes every endpoint, this one included, on the host thread
            return
        self.host.call(self._close_on_host)

    def _close_on_host(self) -> None:
        if self._sock is None:
            return
        self.host.remove_reader(self._sock)
        self.host.unregister(self)
        if self._on_scene_change in self.sim.on_scene_change:
            self.sim.on_scene_change.remove(self._on_scene_change)
        for identity in list(self._peers):
            self._drop(identity, None)
        if self._local is not None:
            self._local.session.close()
        self._waiting.clear()
        if self._monitor is not None:
            self._monitor.close()
            self._monitor = None
        self._sock.close(linger=0)
        self._sock = None

    def __enter__(self) -> "ClickServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()
