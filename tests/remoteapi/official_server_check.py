"""The official legacy client (CoppeliaSim's sim.py + remoteApi.so) against `tether serve`.

Usage: python official_server_check.py DIR   (DIR holds the official sim.py, simConst.py,
remoteApi.so; run it inside ``unshare --net`` so that nothing leaves the loopback interface).
``OFFICIAL_PORT`` (default 19997) picks the port; a negative one runs every check over the
shared-memory transport (test_official_shm.py).

Starts ``tether serve --no-click --no-web --legacy-port PORT`` in child processes, runs the
checks of the spec's compatibility plan (§11) with the official client and prints one JSON
line per check: ``{"check": name, "ok": bool, "detail": ...}``. Every check runs under a
watchdog: the official client has no socket timeouts, so a server that stops answering
would hang it forever; on expiry the watchdog reports the check as timed out, kills the
servers and exits. Used by test_official_client_server.py; never imports the official
binding into the test process itself.
"""

from __future__ import annotations

import ctypes as ct
import json
import math
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback

sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TETHER_OFFICIAL_REMOTEAPI_DIR", "."))
import sim  # noqa: E402  (the official binding)

B, O = sim.simx_opmode_blocking, sim.simx_opmode_oneshot
STREAM, BUF, DISC = sim.simx_opmode_streaming, sim.simx_opmode_buffer, sim.simx_opmode_discontinue
STEP_MS = 5  # the built-in scene's time step
PORT = int(os.environ.get("OFFICIAL_PORT", "19997"))  # negative: the shared-memory transport
_ADDRESSES: list = []  # address buffers handed to the C library stay alive (spec §5.1)
_SERVERS: list["Server"] = []
_SERVER_LOG = tempfile.NamedTemporaryFile("w+", prefix="tether-serve-", suffix=".log", delete=False)


def emit(name: str, ok: bool, detail) -> None:  # noqa: ANN001
    sys.stdout.write(json.dumps({"check": name, "ok": ok, "detail": detail}, default=repr) + "\n")
    sys.stdout.flush()


def _die_with_parent() -> None:
    ct.CDLL("libc.so.6").prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG: no orphaned servers


class Server:
    """One `tether serve` process on the built-in scene."""

    def __init__(self, port: int = PORT, run: bool = False, host: str = "127.0.0.1") -> None:
        args = [sys.executable, "-c", "import sys; from tether.cli import main; sys.exit(main())",
                "serve", "--no-click", "--no-zmq", "--no-web", "--host", host, "--legacy-port", str(port)]
        if run:
            args.append("--run")
        self.proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=_SERVER_LOG, text=True,
                                     preexec_fn=_die_with_parent)
        _SERVERS.append(self)
        deadline = time.monotonic() + 30
        for line in self.proc.stdout:
            if "Ctrl-C" in line:
                break
            if time.monotonic() > deadline:
                break
        else:
            raise RuntimeError("tether serve exited before listening")
        threading.Thread(target=self.proc.stdout.read, daemon=True).start()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self in _SERVERS:
            _SERVERS.remove(self)


def kill_servers() -> None:
    for server in list(_SERVERS):
        if server.proc.poll() is None:
            server.proc.kill()


def connect(address: str = "127.0.0.1", port: int = PORT, reconnect: bool = False, cycle: int = 5) -> int:
    buf = ct.create_string_buffer(address.encode())
    _ADDRESSES.append(buf)
    # negative timeout: 5 s to connect, 2 s blocking-call timeout (keeps failing checks short)
    cid = sim.c_Start(buf, port, 1, 0 if reconnect else 1, -2000, cycle)
    assert cid >= 0, f"simxStart({address}, {port}) returned {cid}"
    return cid


def wait_for(predicate, timeout: float = 2.0, every: float = 0.002):  # noqa: ANN001, ANN201
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(every)


def handle(cid: int, name: str) -> int:
    ret, h = sim.simxGetObjectHandle(cid, name, B)
    assert ret == 0, f"simxGetObjectHandle({name!r}, blocking) returned {ret}"
    return h


def close(a, b, tol: float = 1e-4) -> bool:  # noqa: ANN001
    return len(a) == len(b) and all(abs(x - y) <= tol for x, y in zip(a, b))


CHECKS: list = []


def check(timeout: float = 20.0):  # noqa: ANN201
    def register(fn):  # noqa: ANN001, ANN202
        CHECKS.append((fn.__name__, fn, timeout))
        return fn
    return register


class Context:
    server: Server
    cid: int


# -- 1. connect / finish -------------------------------------------------------------------
@check()
def connect_and_finish(ctx: Context):  # noqa: ANN201
    # the official client allows one slot per address string and port: spell 127.0.0.1 anew
    cid = connect("127.0.00.1")
    assert sim.simxGetConnectionId(cid) == 1, sim.simxGetConnectionId(cid)
    t0 = time.monotonic()
    sim.simxFinish(cid)
    dt = time.monotonic() - t0
    assert dt < 1.0, f"simxFinish took {dt:.2f} s"
    # the slot is free again and the server serves a new connection
    cid = connect("127.0.00.1")
    ret = sim.simxGetPingTime(cid)
    sim.simxFinish(cid)
    assert ret[0] == 0, ret
    return {"finish_s": round(dt, 3)}


# -- 2. blocking basics --------------------------------------------------------------------
@check()
def blocking_handle(ctx: Context):  # noqa: ANN201
    ret = sim.simxGetObjectHandle(ctx.cid, "Floor", B)
    assert ret[0] == 0 and ret[1] >= 0, ret
    return ret


@check()
def blocking_unknown_name(ctx: Context):  # noqa: ANN201
    ret = sim.simxGetObjectHandle(ctx.cid, "NoSuchObject", B)
    assert ret[0] == 8, ret
    return ret


@check()
def oneshot_then_buffer(ctx: Context):  # noqa: ANN201
    floor = handle(ctx.cid, "Floor")
    first = sim.simxGetObjectHandle(ctx.cid, "Sphere", O)
    assert first[0] == 1, f"first oneshot call returned {first}"
    time.sleep(0.2)
    later = sim.simxGetObjectHandle(ctx.cid, "Sphere", BUF)
    assert later[0] == 0 and later[1] >= 0 and later[1] != floor, later
    assert later[1] == handle(ctx.cid, "Sphere")
    return [first, later]


# -- 3. header info ------------------------------------------------------------------------
@check()
def in_message_info(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    sim.simxGetPingTime(cid)
    info = {off: sim.simxGetInMessageInfo(cid, off) for off in (2, 3, 7, 11, 15, 17)}
    assert all(r[0] == 1 for r in info.values()), info
    assert info[2][1] == 11, info
    assert info[3][1] >= 0, info
    assert info[17][1] & 1 == 0, f"state bit 0 set while stopped: {info}"
    out_id = sim.simxGetOutMessageInfo(cid, 3)
    assert out_id[1] > info[3][1], (out_id, info)
    assert sim.simxGetInMessageInfo(cid, 4)[0] == -1 or sim.simxGetInMessageInfo(cid, 4)[1] == -1
    time.sleep(0.05)
    sim.simxGetPingTime(cid)
    again = {off: sim.simxGetInMessageInfo(cid, off)[1] for off in (3, 7, 11, 15)}
    assert again[15] == info[15][1], "scene id changed"
    assert again[3] > info[3][1], "message id did not advance"
    assert again[11] >= info[11][1], "server time went backwards"
    assert sim.simxStartSimulation(cid, B) == 0
    running = wait_for(lambda: (sim.simxGetPingTime(cid), sim.simxGetInMessageInfo(cid, 17)[1] & 1)[1], 2.0)
    state_running = sim.simxGetInMessageInfo(cid, 17)[1]
    assert sim.simxStopSimulation(cid, B) == 0
    stopped = wait_for(lambda: (sim.simxGetPingTime(cid), not sim.simxGetInMessageInfo(cid, 17)[1] & 1)[1], 2.0)
    assert running, f"state bit 0 never set while running ({state_running})"
    assert stopped, "state bit 0 still set after stop"
    return {"info": info, "state_running": state_running}


# -- 4. streaming --------------------------------------------------------------------------
def _distinct_updates(cid: int, fn, seconds: float) -> tuple[int, list]:  # noqa: ANN001
    """Poll a buffer read for ``seconds``; count the distinct sim times of the replies found."""
    times, values = set(), []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        ret = fn()
        if ret[0] == 0:
            t = sim.simxGetLastCmdTime(cid)
            if t not in times:
                times.add(t)
                values.append(ret[1])
        time.sleep(0.002)
    return len(times), values


@check()
def streaming_buffer_discontinue(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    walker = handle(cid, "Walker")
    assert sim.simxStartSimulation(cid, B) == 0
    try:
        first = sim.simxGetObjectPosition(cid, walker, -1, STREAM)
        assert first[0] == 1, f"first streaming call returned {first}"
        time.sleep(0.15)
        a = sim.simxGetObjectPosition(cid, walker, -1, BUF)
        ta = sim.simxGetLastCmdTime(cid)
        time.sleep(0.15)
        b = sim.simxGetObjectPosition(cid, walker, -1, BUF)
        tb = sim.simxGetLastCmdTime(cid)
        assert a[0] == 0 and b[0] == 0, (a, b)
        assert tb > ta, f"sim time of streamed replies did not advance: {ta} -> {tb}"
        assert not close(a[1], b[1], 0.0), f"streamed value did not change while running: {a} {b}"
        disc = sim.simxGetObjectPosition(cid, walker, -1, DISC)
        assert disc[0] == 0, f"discontinue returned {disc} (expected 0 and the last value)"
        gone = wait_for(lambda: sim.simxGetObjectPosition(cid, walker, -1, BUF)[0] == 1, 0.15)
        assert gone, "buffer still returns a value 150 ms after discontinue"
        time.sleep(0.1)
        after = sim.simxGetObjectPosition(cid, walker, -1, BUF)
        assert after[0] == 1, f"values arrive again after discontinue: {after}"
        return {"a": a, "b": b, "times": [ta, tb]}
    finally:
        sim.simxStopSimulation(cid, B)


@check()
def streaming_with_delay(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    walker = handle(cid, "Walker")
    assert sim.simxStartSimulation(cid, B) == 0
    try:
        sim.simxGetObjectPosition(cid, walker, -1, STREAM + 100)
        time.sleep(0.2)
        n, _ = _distinct_updates(cid, lambda: sim.simxGetObjectPosition(cid, walker, -1, BUF), 1.0)
        sim.simxGetObjectPosition(cid, walker, -1, DISC)
        # and without delay, for comparison: many more updates per second
        sim.simxGetObjectPosition(cid, walker, -1, STREAM)
        time.sleep(0.2)
        n0, _ = _distinct_updates(cid, lambda: sim.simxGetObjectPosition(cid, walker, -1, BUF), 1.0)
        sim.simxGetObjectPosition(cid, walker, -1, DISC)
        assert 5 <= n <= 12, f"streaming+100 produced {n} updates in 1 s"
        assert n0 > 2 * n, f"streaming+0 produced only {n0} updates in 1 s"
        return {"updates_delay100": n, "updates_delay0": n0}
    finally:
        sim.simxStopSimulation(cid, B)


# -- 5. stream replacement -----------------------------------------------------------------
@check()
def stream_replaced_by_blocking(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    walker = handle(cid, "Walker")
    assert sim.simxStartSimulation(cid, B) == 0
    try:
        sim.simxGetObjectPosition(cid, walker, -1, STREAM)
        assert wait_for(lambda: sim.simxGetObjectPosition(cid, walker, -1, BUF)[0] == 0, 1.0)
        ret = sim.simxGetObjectPosition(cid, walker, -1, B)
        assert ret[0] == 0, ret
        time.sleep(0.2)
        after = sim.simxGetObjectPosition(cid, walker, -1, BUF)
        sim.simxGetObjectPosition(cid, walker, -1, DISC)
        assert after[0] == 1, f"stream still delivers after a blocking call with the same key: {after}"
        return after
    finally:
        sim.simxStopSimulation(cid, B)


# -- 6. synchronous mode -------------------------------------------------------------------
@check(timeout=30)
def synchronous_stepping(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    assert sim.simxSynchronous(cid, True) == 0
    assert sim.simxStartSimulation(cid, B) == 0
    try:
        assert sim.simxGetPingTime(cid)[0] == 0
        times = [sim.simxGetLastCmdTime(cid)]
        codes = []
        for _ in range(20):
            codes.append((sim.simxSynchronousTrigger(cid), sim.simxGetPingTime(cid)[0]))
            times.append(sim.simxGetLastCmdTime(cid))
        assert all(c == (0, 0) for c in codes), codes
        steps = [b - a for a, b in zip(times, times[1:])]
        assert steps == [STEP_MS] * 20, f"sim time per trigger+ping: {steps} (times {times})"
        time.sleep(0.2)
        sim.simxGetPingTime(cid)
        idle = sim.simxGetLastCmdTime(cid) - times[-1]
        assert idle == 0, f"{idle} ms of simulation ran without a trigger"
        assert sim.simxStopSimulation(cid, B) == 0, "stop while waiting for a trigger failed"
        stopped = wait_for(lambda: (sim.simxGetPingTime(cid), not sim.simxGetInMessageInfo(cid, 17)[1] & 1)[1], 2.0)
        assert stopped, "simulation did not stop while in stepping mode"
        return {"times": times}
    finally:
        sim.simxStopSimulation(cid, B)
        sim.simxSynchronous(cid, False)


@check()
def trigger_while_stopped(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    wait_for(lambda: (sim.simxGetPingTime(cid), not sim.simxGetInMessageInfo(cid, 17)[1] & 1)[1], 2.0)
    assert sim.simxSynchronous(cid, True) == 0
    ret = sim.simxSynchronousTrigger(cid)
    sim.simxSynchronous(cid, False)
    assert ret == 8, f"trigger while stopped returned {ret}"
    return ret


@check(timeout=30)
def disconnect_releases_stepping(ctx: Context):  # noqa: ANN201
    stepper = connect("127.00.0.1")
    watcher = ctx.cid
    try:
        assert sim.simxSynchronous(stepper, True) == 0
        assert sim.simxStartSimulation(stepper, B) == 0
        sim.simxGetPingTime(watcher)
        t0 = sim.simxGetLastCmdTime(watcher)
        time.sleep(0.2)
        sim.simxGetPingTime(watcher)
        held = sim.simxGetLastCmdTime(watcher) - t0
        sim.simxFinish(stepper)
        stepper = -1
        time.sleep(0.3)
        sim.simxGetPingTime(watcher)
        t1 = sim.simxGetLastCmdTime(watcher)
        time.sleep(0.2)
        sim.simxGetPingTime(watcher)
        moved = sim.simxGetLastCmdTime(watcher) - t1
        assert held == 0, f"simulation advanced {held} ms while a stepping client held it"
        assert moved > 0, "simulation still held after the stepping client disconnected"
        return {"held_ms": held, "moved_ms": moved}
    finally:
        if stepper >= 0:
            sim.simxFinish(stepper)
        sim.simxStopSimulation(watcher, B)


# -- 7. signals ----------------------------------------------------------------------------
@check()
def int_signal(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    sim.simxSetInt32Signal(cid, "oc_int", -123456, O)
    ret = sim.simxGetInt32Signal(cid, "oc_int", B)
    assert ret == (0, -123456), ret
    sim.simxClearInt32Signal(cid, "oc_int", O)
    gone = sim.simxGetInt32Signal(cid, "oc_int", B)
    assert gone[0] == 8, f"get after clear returned {gone}"
    return [ret, gone]


@check()
def float_signal(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    sim.simxSetFloatSignal(cid, "oc_float", 0.375, O)
    ret = sim.simxGetFloatSignal(cid, "oc_float", B)
    assert ret == (0, 0.375), ret
    sim.simxClearFloatSignal(cid, "oc_float", O)
    assert sim.simxGetFloatSignal(cid, "oc_float", B)[0] == 8
    return ret


@check()
def string_signal_nul_and_3000_bytes(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    nul = b"ab\x00cd\x00"
    big = bytes((i * 7 + 3) % 256 for i in range(3000))
    sim.simxSetStringSignal(cid, "oc_nul", nul, O)
    r1 = sim.simxGetStringSignal(cid, "oc_nul", B)
    sim.simxSetStringSignal(cid, "oc_big", big, B)
    r2 = sim.simxGetStringSignal(cid, "oc_big", B)
    assert r1[0] == 0 and bytes(r1[1]) == nul, r1
    assert r2[0] == 0 and bytes(r2[1]) == big, (r2[0], len(r2[1]))
    sim.simxClearStringSignal(cid, "oc_nul", O)
    sim.simxClearStringSignal(cid, "oc_big", O)
    assert sim.simxGetStringSignal(cid, "oc_big", B)[0] == 8
    return {"nul": list(r1[1]), "big_len": len(r2[1])}


@check()
def missing_signal(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    rets = [sim.simxGetInt32Signal(cid, "oc_missing", B)[0], sim.simxGetFloatSignal(cid, "oc_missing", B)[0],
            sim.simxGetStringSignal(cid, "oc_missing", B)[0]]
    assert rets == [8, 8, 8], rets
    return rets


# -- 8. parameters -------------------------------------------------------------------------
@check()
def parameters(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    version = sim.simxGetIntegerParameter(cid, sim.sim_intparam_program_version, B)
    assert version[0] == 0 and version[1] >= 30000, version
    rt = sim.sim_boolparam_realtime_simulation
    b0 = sim.simxGetBooleanParameter(cid, rt, B)
    assert b0[0] == 0, b0
    assert sim.simxSetBooleanParameter(cid, rt, not b0[1], B) == 0
    b1 = sim.simxGetBooleanParameter(cid, rt, B)
    sim.simxSetBooleanParameter(cid, rt, b0[1], B)
    assert b1 == (0, not b0[1]), (b0, b1)
    step = sim.simxGetFloatingParameter(cid, sim.sim_floatparam_simulation_time_step, B)
    assert step[0] == 0 and abs(step[1] - STEP_MS / 1000) < 1e-6, step
    door = handle(cid, "DoorMotor")
    vel = sim.simxGetObjectFloatParameter(cid, door, sim.sim_jointfloatparam_velocity, B)
    assert vel[0] == 0, vel
    return {"version": version, "bool": [b0, b1], "step": step, "joint_velocity": vel}


# -- 9. batching ---------------------------------------------------------------------------
@check()
def pause_communication_batching(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    joints = [handle(cid, f"Arm_joint{i}") for i in (1, 2, 3)]
    values = [0.1, -0.2, 0.3]
    assert sim.simxStartSimulation(cid, B) == 0
    try:
        time.sleep(0.1)
        assert sim.simxPauseCommunication(cid, True) == 0
        for h, v in zip(joints, values):
            sim.simxSetJointTargetPosition(cid, h, v, O)
        time.sleep(0.1)  # several communication cycles: nothing may leave meanwhile
        assert sim.simxPauseCommunication(cid, False) == 0
        found = wait_for(lambda: all(sim.simxSetJointTargetPosition(cid, h, v, BUF) == 0
                                     for h, v in zip(joints, values)), 1.0)
        assert found, "no reply for the batched setters"
        times = []
        for h, v in zip(joints, values):
            sim.simxSetJointTargetPosition(cid, h, v, BUF)
            times.append(sim.simxGetLastCmdTime(cid))
        assert len(set(times)) == 1, f"batched setters executed at different sim times: {times}"
        return {"sim_times": times}
    finally:
        sim.simxStopSimulation(cid, B)


# -- 10. split -----------------------------------------------------------------------------
@check()
def oneshot_split_upload(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    data = bytes(range(256))
    split = sim.simx_opmode_oneshot_split + 100
    first = sim.simxSetStringSignal(cid, "oc_split", data, split)
    again = sim.simxSetStringSignal(cid, "oc_split", data, split)
    assert (first, again) == (1, 17), (first, again)
    time.sleep(0.3)
    ret = sim.simxGetStringSignal(cid, "oc_split", B)
    assert ret[0] == 0 and bytes(ret[1]) == data, (ret[0], len(ret[1]))
    return [first, again]


@check()
def vision_image_split_downloads(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    cam = handle(cid, "VisionSensor")
    rgb = sim.simxGetVisionSensorImage(cid, cam, 0, B)
    grey = sim.simxGetVisionSensorImage(cid, cam, 1, B)
    assert rgb[0] == 0 and rgb[1] == [64, 48] and len(rgb[2]) == 64 * 48 * 3, (rgb[0], rgb[1], len(rgb[2]))
    assert grey[0] == 0 and grey[1] == [64, 48] and len(grey[2]) == 64 * 48, (grey[0], grey[1], len(grey[2]))
    expect_grey = [(int(rgb[2][3 * i]) % 256 + int(rgb[2][3 * i + 1]) % 256 + int(rgb[2][3 * i + 2]) % 256) // 3
                   for i in range(64 * 48)]
    assert [v % 256 for v in grey[2]] == expect_grey, "grey image is not the integer mean of R, G, B"
    sim.simxGetVisionSensorImage(cid, cam, 0, sim.simx_opmode_oneshot_split + 200)
    one = wait_for(lambda: (lambda r: r if r[0] == 0 else None)(sim.simxGetVisionSensorImage(cid, cam, 0, BUF)), 5.0)
    assert one and one[1] == [64, 48] and one[2] == rgb[2], "oneshot_split image differs from the blocking one"
    sim.simxGetVisionSensorImage(cid, cam, 0, sim.simx_opmode_remove)
    sim.simxGetVisionSensorImage(cid, cam, 1, sim.simx_opmode_streaming_split + 300)
    two = wait_for(lambda: (lambda r: r if r[0] == 0 else None)(sim.simxGetVisionSensorImage(cid, cam, 1, BUF)), 5.0)
    sim.simxGetVisionSensorImage(cid, cam, 1, DISC)
    assert two and two[1] == [64, 48] and two[2] == grey[2], "streaming_split image differs from the blocking one"
    return {"rgb_sum": sum(v % 256 for v in rgb[2])}


# -- 11. script call -----------------------------------------------------------------------
@check()
def call_script_get_mass(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    sphere = handle(cid, "Sphere")
    ret = sim.simxCallScriptFunction(cid, "DQRoboticsApiCommandServer", sim.sim_scripttype_childscript,
                                     "get_mass", [sphere], [], [], bytearray(), B)
    assert ret[0] == 0 and ret[1] == [] and ret[3] == [] and len(ret[4]) == 0, ret
    assert len(ret[2]) == 1 and abs(ret[2][0] - 1.0) < 1e-5, ret
    com = sim.simxCallScriptFunction(cid, "DQRoboticsApiCommandServer", sim.sim_scripttype_childscript,
                                     "get_center_of_mass", [sphere], [], ["absolute_frame"], bytearray(), B)
    assert com[0] == 0 and len(com[2]) == 3, com
    inertia = sim.simxCallScriptFunction(cid, "DQRoboticsApiCommandServer", sim.sim_scripttype_childscript,
                                         "get_inertia", [sphere], [], [], bytearray(), B)
    assert inertia[0] == 0 and len(inertia[2]) == 9, inertia
    missing = sim.simxCallScriptFunction(cid, "DQRoboticsApiCommandServer", sim.sim_scripttype_childscript,
                                         "no_such_function", [], [], [], bytearray(), B)
    assert missing[0] == 8, missing
    return {"mass": ret, "com": com[2]}


# -- 12. sensors / objects -----------------------------------------------------------------
@check()
def poses_get_set(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    sphere = handle(cid, "Sphere")
    p0 = sim.simxGetObjectPosition(cid, sphere, -1, B)
    assert p0[0] == 0 and close(p0[1], [0, -2.5, 1], 1e-5), p0
    assert sim.simxSetObjectPosition(cid, sphere, -1, [0.5, -2.0, 1.5], B) == 0
    p1 = sim.simxGetObjectPosition(cid, sphere, -1, B)
    assert p1[0] == 0 and close(p1[1], [0.5, -2.0, 1.5]), p1
    assert sim.simxSetObjectOrientation(cid, sphere, -1, [0.1, -0.2, 0.3], B) == 0
    e = sim.simxGetObjectOrientation(cid, sphere, -1, B)
    assert e[0] == 0 and close(e[1], [0.1, -0.2, 0.3]), e
    a = 0.8
    assert sim.simxSetObjectQuaternion(cid, sphere, -1, [0, 0, math.sin(a / 2), math.cos(a / 2)], B) == 0
    q = sim.simxGetObjectQuaternion(cid, sphere, -1, B)
    e2 = sim.simxGetObjectOrientation(cid, sphere, -1, B)
    assert q[0] == 0 and (close(q[1], [0, 0, math.sin(a / 2), math.cos(a / 2)])
                          or close(q[1], [0, 0, -math.sin(a / 2), -math.cos(a / 2)])), q
    assert e2[0] == 0 and close(e2[1], [0, 0, a]), e2
    arm = handle(cid, "Arm")
    rel = sim.simxGetObjectPosition(cid, sphere, arm, B)
    assert rel[0] == 0 and close(rel[1], [0.5, -0.8, 1.5]), rel
    sim.simxSetObjectPosition(cid, sphere, -1, [0, -2.5, 1], B)
    sim.simxSetObjectQuaternion(cid, sphere, -1, [0, 0, 0, 1], B)
    return {"p1": p1, "e": e, "q": q}


@check()
def read_proximity_sensor(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    front = handle(cid, "DoorSensorFront")
    ret = sim.simxReadProximitySensor(cid, front, B)
    assert ret[0] == 0 and ret[1] in (True, False) and len(ret[2]) == 3 and len(ret[4]) == 3, ret
    if ret[1]:
        assert ret[3] >= 0, ret
    floor = handle(cid, "Floor")
    bad = sim.simxReadProximitySensor(cid, floor, B)
    assert bad[0] == 8, f"reading a non-sensor returned {bad}"
    return {"front": ret}


@check()
def get_objects(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    every = sim.simxGetObjects(cid, sim.sim_handle_all, B)
    names = ["Floor", "DoorMotor", "DoorSensorFront", "DoorSensorBack", "Sphere", "Arm", "VisionSensor"]
    handles = {n: handle(cid, n) for n in names}
    assert every[0] == 0 and set(handles.values()) <= set(every[1]), (every, handles)
    joints = sim.simxGetObjects(cid, sim.sim_object_joint_type, B)
    arm = {handle(cid, f"Arm_joint{i}") for i in range(1, 8)}
    assert joints[0] == 0 and arm | {handles["DoorMotor"]} <= set(joints[1]), joints
    assert handles["Floor"] not in joints[1]
    return {"all": len(every[1]), "joints": joints[1]}


@check()
def object_group_data(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    jt = sim.sim_object_joint_type
    names = sim.simxGetObjectGroupData(cid, jt, 0, B)
    values = sim.simxGetObjectGroupData(cid, jt, 15, B)
    assert names[0] == 0 and values[0] == 0, (names[0], values[0])
    assert names[1] == values[1], "handle lists differ"
    assert not names[2] and not names[3] and len(names[4]) == len(names[1]), names
    assert not values[2] and not values[4] and len(values[3]) == 2 * len(values[1]), values
    for i in range(1, 8):
        assert f"Arm_joint{i}" in names[4], names[4]
    j1 = names[4].index("Arm_joint1")
    pos = sim.simxGetJointPosition(cid, names[1][j1], B)
    assert pos[0] == 0 and abs(values[3][2 * j1] - pos[1]) < 1e-6, (values[3][2 * j1], pos)
    every = sim.simxGetObjectGroupData(cid, sim.sim_appobj_object_type, 0, B)
    assert every[0] == 0 and "Floor" in every[4] and "Sphere" in every[4], every[4]
    return {"names": names[4], "values": values[3]}


@check()
def last_errors(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    sim.simxGetLastErrors(cid, B)  # clear
    assert sim.simxGetObjectHandle(cid, "NoSuchObject2", B)[0] == 8
    first = sim.simxGetLastErrors(cid, B)
    second = sim.simxGetLastErrors(cid, B)
    assert first[0] == 0 and len(first[1]) >= 1, first
    assert second == (0, []), second
    return [first, second]


@check()
def ping_and_last_cmd_time(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    ret = sim.simxGetPingTime(cid)
    assert ret[0] == 0 and 0 <= ret[1] < 1000, ret
    assert sim.simxGetLastCmdTime(cid) == 0, "lastCmdTime while stopped should be 0"
    return ret


@check()
def split_download_string_signal(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    big = bytes((i * 13 + 1) % 256 for i in range(3000))
    assert sim.simxSetStringSignal(cid, "oc_down", big, B) == 0
    sim.simxGetStringSignal(cid, "oc_down", sim.simx_opmode_oneshot_split + 200)
    one = wait_for(lambda: (lambda r: r if r[0] == 0 else None)(sim.simxGetStringSignal(cid, "oc_down", BUF)), 5.0)
    assert one and bytes(one[1]) == big, f"oneshot_split reply: {one and (one[0], len(one[1]))}"
    sim.simxGetStringSignal(cid, "oc_down", sim.simx_opmode_remove)
    sim.simxGetStringSignal(cid, "oc_down", sim.simx_opmode_streaming_split + 300)
    two = wait_for(lambda: (lambda r: r if r[0] == 0 else None)(sim.simxGetStringSignal(cid, "oc_down", BUF)), 5.0)
    assert two and bytes(two[1]) == big, f"streaming_split reply: {two and (two[0], len(two[1]))}"
    # a changed value comes through the running streaming_split
    big2 = big[::-1]
    sim.simxSetStringSignal(cid, "oc_down", big2, B)
    three = wait_for(lambda: (lambda r: r if r[0] == 0 and bytes(r[1]) == big2 else None)(
        sim.simxGetStringSignal(cid, "oc_down", BUF)), 5.0)
    sim.simxGetStringSignal(cid, "oc_down", DISC)
    sim.simxClearStringSignal(cid, "oc_down", B)
    assert three, "streaming_split did not deliver the new value"
    return len(big)


@check()
def get_and_clear_string_signal_stream(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    sim.simxSetStringSignal(cid, "oc_q", b"abc", B)
    first = sim.simxGetAndClearStringSignal(cid, "oc_q", STREAM)
    got = wait_for(lambda: (lambda r: r if r[0] == 0 else None)(sim.simxGetAndClearStringSignal(cid, "oc_q", BUF)), 2.0)
    assert first[0] == 1 and got and bytes(got[1]) == b"abc", (first, got)
    again = sim.simxGetAndClearStringSignal(cid, "oc_q", BUF)  # the client deletes it after a buffer read
    assert again[0] == 1, again
    cleared = sim.simxGetStringSignal(cid, "oc_q", B)
    assert cleared[0] == 8, f"signal not cleared: {cleared}"
    # reference: the stream became a oneshot once it delivered a value, so later values don't arrive
    sim.simxSetStringSignal(cid, "oc_q", b"def", B)
    time.sleep(0.2)
    late = sim.simxGetAndClearStringSignal(cid, "oc_q", BUF)
    sim.simxGetAndClearStringSignal(cid, "oc_q", DISC)
    sim.simxClearStringSignal(cid, "oc_q", B)
    assert late[0] == 1, f"stream kept running after delivering a value: {late}"
    return [first, got]


@check()
def string_stream_append_and_read(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    assert sim.simxReadStringStream(cid, "oc_stream", B)[0] == 4  # illegal op-mode, local
    sim.simxWriteStringStream(cid, "oc_stream", b"ab", O)
    sim.simxWriteStringStream(cid, "oc_stream", b"cd", O)
    assert sim.simxGetPingTime(cid)[0] == 0
    sim.simxReadStringStream(cid, "oc_stream", STREAM)
    time.sleep(0.1)
    sim.simxWriteStringStream(cid, "oc_stream", b"ef", O)
    data = b""
    deadline = time.monotonic() + 2.0
    while time.monotonic() < deadline and len(data) < 6:
        r = sim.simxReadStringStream(cid, "oc_stream", BUF)
        if r[0] == 0:
            data += bytes(r[1])
        time.sleep(0.01)
    sim.simxReadStringStream(cid, "oc_stream", DISC)
    assert data == b"abcdef", data
    return data


@check(timeout=30)
def streaming_current_after_trigger_and_ping(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    sphere = handle(cid, "Sphere")
    assert sim.simxSynchronous(cid, True) == 0
    assert sim.simxStartSimulation(cid, B) == 0
    try:
        sim.simxGetObjectPosition(cid, sphere, -1, STREAM)
        sim.simxGetPingTime(cid)
        stale = []
        zs = []
        for i in range(20):
            assert sim.simxSynchronousTrigger(cid) == 0
            assert sim.simxGetPingTime(cid)[0] == 0
            t = sim.simxGetLastCmdTime(cid)
            r = sim.simxGetObjectPosition(cid, sphere, -1, BUF)
            ts = sim.simxGetLastCmdTime(cid)
            if r[0] != 0 or ts != t:
                stale.append((i, r[0], t, ts))
            zs.append(r[1][2])
        sim.simxGetObjectPosition(cid, sphere, -1, DISC)
        assert not stale, f"streamed value not from the finished step (i, ret, ping time, value time): {stale}"
        assert zs[-1] < zs[0], zs
        return {"z": [zs[0], zs[-1]]}
    finally:
        sim.simxStopSimulation(cid, B)
        sim.simxSynchronous(cid, False)


@check()
def pause_state_bits(ctx: Context):  # noqa: ANN201
    cid = ctx.cid

    def state():  # noqa: ANN202
        sim.simxGetPingTime(cid)
        return sim.simxGetInMessageInfo(cid, 17)[1]

    assert sim.simxStartSimulation(cid, B) == 0
    running = wait_for(lambda: state() & 3 == 1, 2.0)
    assert sim.simxPauseSimulation(cid, B) == 0
    paused = wait_for(lambda: state() & 3 == 3, 2.0)
    t0 = (sim.simxGetPingTime(cid), sim.simxGetLastCmdTime(cid))[1]
    time.sleep(0.1)
    t1 = (sim.simxGetPingTime(cid), sim.simxGetLastCmdTime(cid))[1]
    assert sim.simxStopSimulation(cid, B) == 0
    stopped = wait_for(lambda: state() & 3 == 0, 2.0)
    assert running and paused and stopped, (running, paused, stopped, state())
    assert t0 == t1 and t0 > 0, f"paused sim time {t0} -> {t1}"
    return {"paused_time": t0}


@check()
def unsupported_and_refused_fail_cleanly(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    sim.simxGetLastErrors(cid, B)
    load = sim.simxLoadScene(cid, "/etc/passwd", 0, B)
    ui = sim.simxGetUIHandle(cid, "UI", B)
    errors = sim.simxGetLastErrors(cid, B)
    ping = sim.simxGetPingTime(cid)
    assert load == 8 and ui[0] == 8, (load, ui)
    assert errors[0] == 0 and len(errors[1]) == 2, errors
    assert ping[0] == 0 and sim.simxGetConnectionId(cid) >= 1
    return errors[1]


@check()
def joints_and_objects(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    j1, arm, sphere = handle(cid, "Arm_joint1"), handle(cid, "Arm"), handle(cid, "Sphere")
    assert sim.simxSetJointPosition(cid, j1, 0.4, B) == 0
    pos = sim.simxGetJointPosition(cid, j1, B)
    assert pos[0] == 0 and abs(pos[1] - 0.4) < 1e-5, pos
    m = sim.simxGetJointMatrix(cid, j1, B)
    assert m[0] == 0 and len(m[1]) == 12 and abs(m[1][0] - math.cos(0.4)) < 1e-4, m
    sim.simxSetJointPosition(cid, j1, 0.0, B)
    assert sim.simxSetJointTargetVelocity(cid, j1, 0.0, B) == 0
    assert sim.simxSetJointTargetPosition(cid, j1, 0.0, B) == 0
    assert sim.simxSetJointMaxForce(cid, j1, 120.0, B) == 0
    mf = sim.simxGetJointMaxForce(cid, j1, B)
    assert mf[0] == 0 and abs(mf[1] - 120.0) < 1e-3, mf
    sim.simxSetJointMaxForce(cid, j1, 150.0, B)
    force = sim.simxGetJointForce(cid, j1, B)
    assert force[0] == 0, force
    vel = sim.simxGetObjectVelocity(cid, sphere, B)
    assert vel[0] == 0 and len(vel[1]) == 3 and len(vel[2]) == 3, vel
    parent = sim.simxGetObjectParent(cid, j1, B)
    assert parent[0] == 0 and parent[1] >= 0, parent
    child = sim.simxGetObjectChild(cid, arm, 0, B)
    assert child[0] == 0 and child[1] >= 0, child
    none = sim.simxGetObjectChild(cid, arm, 99, B)
    assert none == (0, -1), none
    assert sim.simxAddStatusbarMessage(cid, "official client check", B) == 0
    grav = sim.simxGetArrayParameter(cid, sim.sim_arrayparam_gravity, B)
    assert grav[0] == 0 and close(grav[1], [0, 0, -9.81], 1e-3), grav
    prox = sim.simxGetObjects(cid, sim.sim_object_proximitysensor_type, B)
    vis = sim.simxGetObjects(cid, sim.sim_object_visionsensor_type, B)
    assert handle(cid, "DoorSensorFront") in prox[1] and handle(cid, "VisionSensor") in vis[1], (prox, vis)
    return {"parent": parent, "child": child, "force": force}


@check()
def create_and_remove_dummy(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    dummy = sim.simxCreateDummy(cid, 0.1, None, B)
    assert dummy[0] == 0 and dummy[1] >= 0, f"{dummy}: {sim.simxGetLastErrors(cid, B)}"
    assert sim.simxRemoveObject(cid, dummy[1], B) == 0
    return dummy


@check()
def set_object_parent(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    sphere, arm = handle(cid, "Sphere"), handle(cid, "Arm")
    ret = sim.simxSetObjectParent(cid, sphere, arm, True, B)
    parent = sim.simxGetObjectParent(cid, sphere, B)
    sim.simxSetObjectParent(cid, sphere, -1, True, B)
    assert ret == 0 and parent == (0, arm), f"{ret} {parent}: {sim.simxGetLastErrors(cid, B)}"
    return parent


@check()
def collision_and_distance(ctx: Context):  # noqa: ANN201
    cid = ctx.cid
    sphere, floor = handle(cid, "Sphere"), handle(cid, "Floor")
    col = sim.simxCheckCollision(cid, sphere, floor, B)
    dist = sim.simxCheckDistance(cid, sphere, floor, B)
    assert col == (0, False) and dist[0] == 0 and abs(dist[1] - 0.9) < 1e-3, \
        f"{col} {dist}: {sim.simxGetLastErrors(cid, B)}"
    return [col, dist]


@check(timeout=30)
def idle_polling_1ms(ctx: Context):  # noqa: ANN201
    def rss_kb() -> int:
        with open(f"/proc/{ctx.server.proc.pid}/status") as f:
            return next(int(line.split()[1]) for line in f if line.startswith("VmRSS"))

    cid = connect("127.0.0.01", cycle=1)
    try:
        sim.simxGetPingTime(cid)
        m0, r0 = sim.simxGetOutMessageInfo(cid, 3)[1], rss_kb()
        time.sleep(5.0)
        m1, r1 = sim.simxGetOutMessageInfo(cid, 3)[1], rss_kb()
        ping = sim.simxGetPingTime(cid)
        assert ping[0] == 0 and ping[1] < 100, ping
        assert m1 - m0 > 1000, f"only {m1 - m0} header-only exchanges in 5 s at a 1 ms cycle"
        assert r1 - r0 < 4096, f"server RSS grew {r1 - r0} kB in 5 s of idle polling"
        return {"messages": m1 - m0, "rss_growth_kb": r1 - r0}
    finally:
        sim.simxFinish(cid)


# -- 14. two clients, reconnection ---------------------------------------------------------
@check()
def two_clients_at_once(ctx: Context):  # noqa: ANN201
    other = connect("127.00.0.1")
    try:
        a = sim.simxGetObjectHandle(ctx.cid, "Sphere", B)
        b = sim.simxGetObjectHandle(other, "Sphere", B)
        sim.simxSetInt32Signal(other, "oc_two", 5, B)
        c = sim.simxGetInt32Signal(ctx.cid, "oc_two", B)
        assert a[0] == 0 and a == b and c == (0, 5), (a, b, c)
        return [a, b, c]
    finally:
        sim.simxFinish(other)


@check(timeout=40)
def reconnection(ctx: Context):  # noqa: ANN201
    port = PORT + 1
    server = Server(port)
    try:
        cid = connect(port=port, reconnect=True)
        assert sim.simxGetConnectionId(cid) == 1
        server.stop()
        dropped = wait_for(lambda: sim.simxGetConnectionId(cid) == -1, 5.0, 0.01)
        assert dropped, "connection id did not become -1 after the server went away"
        server = Server(port)
        back = wait_for(lambda: sim.simxGetConnectionId(cid) == 2, 10.0, 0.01)
        assert back, f"connection id after the restart: {sim.simxGetConnectionId(cid)}"
        ret = sim.simxGetObjectHandle(cid, "Floor", B)
        assert ret[0] == 0, ret
        sim.simxFinish(cid)
        return ret
    finally:
        server.stop()


def main() -> None:
    ctx = Context()
    only = set(os.environ.get("OFFICIAL_CHECKS", "").split(",")) - {""}
    current = {"name": None}

    def expire(name: str) -> None:
        emit(name, False, "timed out (the official client got no answer in time)")
        kill_servers()
        os._exit(3)

    sys.stdout.write(json.dumps({"plan": [name for name, _, _ in CHECKS]}) + "\n")
    ctx.server = Server(PORT)
    ctx.cid = connect()
    try:
        for name, fn, timeout in CHECKS:
            if only and name not in only:
                continue
            current["name"] = name
            timer = threading.Timer(timeout, expire, (name,))
            timer.start()
            try:
                detail = fn(ctx)
                emit(name, True, detail)
            except AssertionError as exc:
                emit(name, False, str(exc) or traceback.format_exc(limit=2))
            except Exception:  # noqa: BLE001
                emit(name, False, traceback.format_exc(limit=3))
            finally:
                timer.cancel()
            if sim.simxGetConnectionId(ctx.cid) == -1:  # a check broke the main connection
                sim.simxFinish(ctx.cid)
                ctx.cid = connect()
    finally:
        sim.simxFinish(-1)
        kill_servers()
        _SERVER_LOG.flush()
        _SERVER_LOG.seek(0)
        sys.stderr.write(_SERVER_LOG.read()[-4000:])
        os.unlink(_SERVER_LOG.name)


if __name__ == "__main__":
    main()
