"""Particles as MuJoCo bodies (tether.core.simapi.particles)."""

from __future__ import annotations

import mujoco
import pytest

from tether.core import SimError, Simulation


def _z(sim: Simulation, name: str) -> float:
    body = mujoco.mj_name2id(sim.physics.model, mujoco.mjtObj.mjOBJ_BODY, name)
    sim.physics.ensure_kinematics()
    return float(sim.physics.data.xpos[body][2])


def test_particles_fly_land_and_expire(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    sim.step()
    handle = api.addParticleObject(api.particle_spheres, 0.05, 1000, None, 0.6, 2, [1, 0, 0])
    api.addParticleObjectItem(handle, [0, 4, 1, 0, 0, 0])
    api.addParticleObjectItem(handle, [0.5, 4, 1, 0, 0, 0])
    api.addParticleObjectItem(handle, [1, 4, 1, 0, 0, 0])  # all flying, not cyclic: dropped
    names = [f"tether_particle:{handle}:{i}" for i in range(2)]
    for _ in range(round(0.5 / sim.physics.time_step)):
        sim.step()
    assert _z(sim, names[0]) == pytest.approx(0.025, abs=0.01)  # fell and rests on the floor
    for _ in range(round(0.2 / sim.physics.time_step)):
        sim.step()
    assert _z(sim, names[0]) < -100  # its life is over: parked
    api.removeParticleObject(handle)
    with pytest.raises(SimError, match="no particle object"):
        api.addParticleObjectItem(handle, [0, 0, 0, 0, 0, 0])


def test_particles_ignoring_gravity_keep_flying(builtin: Simulation) -> None:
    sim, api = builtin, builtin.api
    handle = api.addParticleObject(api.particle_spheres + api.particle_ignoresgravity, 0.02, 500, None, 0, 1)
    api.addParticleObjectItem(handle, [0, 4, 1, 0, 0, 1])
    for _ in range(round(0.5 / sim.physics.time_step)):
        sim.step()
    assert _z(sim, f"tether_particle:{handle}:0") == pytest.approx(1.5, abs=0.01)
