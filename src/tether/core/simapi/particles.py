"""Particles as MuJoCo bodies: ``addParticleObject`` adds ``maxItemCount`` small free spheres
at once (one scene edit), parked out of the way (no gravity, no contacts); each
``addParticleObjectItem`` launches the next parked sphere from a position with a velocity; after
``lifeTime`` seconds (0: forever) or ``removeParticleObject`` it is parked again. Particles fall
(unless sim.particle_ignoresgravity) and collide with shapes (sim.particle_particlerespondable:
also with each other), as CoppeliaSim's do; they are not scene objects (no handles), as in
CoppeliaSim. With sim.particle_cyclic the oldest particle is reused when all are flying.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Sequence

import mujoco
import numpy as np

from tether.core.engine.errors import SimError
from tether.core.simapi.args import integer, number, vector
from tether.core.simapi.base import Part

__all__ = ["ParticlesAPI", "MAX_PARTICLES", "PARTICLE_PREFIX"]

MAX_PARTICLES = 2000  # per particle object
PARTICLE_PREFIX = "tether_particle:"
_PARK = np.array([0.0, 0.0, -1000.0])
_IGNORES_GRAVITY, _RESPONDABLE, _CYCLIC = 256, 128, 8192
_ids = itertools.count(1)


@dataclass
class _Particles:
    names: list[str]
    options: int
    life: float
    launched: dict[int, float] = field(default_factory=dict)  # slot -> simulation time it was launched
    order: list[int] = field(default_factory=list)  # slots in launch order


class ParticlesAPI(Part):
    """addParticleObject, addParticleObjectItem, removeParticleObject."""

    def _particles(self) -> dict[int, _Particles]:
        extra = self._extra
        if extra.particles is None:
            extra.particles = {}
            self._sim.loop.after_pass.append(self._expire_particles)
        return extra.particles

    def addParticleObject(self, object_type: int, size: float, density: float, params: Any, life_time: float,
                          max_item_count: int, color: Sequence[float] | None = None, *args: Any) -> int:
        """A particle object of ``max_item_count`` spheres of this diameter and density; its handle."""
        count = integer(max_item_count, "max item count")
        if not 1 <= count <= MAX_PARTICLES:
            raise SimError(f"max item count must be between 1 and {MAX_PARTICLES}")
        diameter, rho = number(size, "size"), number(density, "density")
        if diameter <= 0 or rho <= 0:
            raise SimError("size and density must be positive")
        options = integer(object_type, "object type")
        key = next(_ids)
        names = [f"{PARTICLE_PREFIX}{key}:{i}" for i in range(count)]
        rgba = [*vector(color, 3, "color"), 1.0] if color is not None else [0.3, 0.5, 1.0, 1.0]

        def add(spec: Any) -> None:
            for name in names:
                body = spec.worldbody.add_body(name=name, pos=list(_PARK), gravcomp=1.0)
                body.add_freejoint(name=name)
                body.add_geom(name=name, type=mujoco.mjtGeom.mjGEOM_SPHERE, size=[diameter / 2, 0, 0], density=rho,
                              contype=0, conaffinity=0, rgba=rgba)
        self._sim.editor.edit(add)
        self._particles()[key] = _Particles(names, options, number(life_time, "life time"))
        return key

    def _slot_ids(self, group: _Particles, slot: int) -> tuple[int, int, int]:
        m = self._sim.physics.model
        body = mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_BODY, group.names[slot])
        return body, int(m.body_jntadr[body]), int(m.body_geomadr[body])

    def _place(self, group: _Particles, slot: int, pos: Sequence[float], vel: Sequence[float], flying: bool) -> None:
        physics = self._sim.physics
        m, d = physics.model, physics.data
        body, joint, geom = self._slot_ids(group, slot)
        qa, va = m.jnt_qposadr[joint], m.jnt_dofadr[joint]
        d.qpos[qa:qa + 7] = [*pos, 1.0, 0.0, 0.0, 0.0]
        d.qvel[va:va + 6] = [*vel, 0.0, 0.0, 0.0]
        m.body_gravcomp[body] = 1.0 if (not flying or group.options & _IGNORES_GRAVITY) else 0.0
        m.geom_contype[geom] = 1 if flying else 0
        m.geom_conaffinity[geom] = (1 if group.options & _RESPONDABLE else 0) if flying else 0
        if flying and not group.options & _RESPONDABLE:
            m.geom_contype[geom], m.geom_conaffinity[geom] = 2, 1  # hits shapes (affinity 1), not other particles
        # MuJoCo's broad phase filters by the body's bits (the compiled OR of its geoms')
        m.body_contype[body], m.body_conaffinity[body] = m.geom_contype[geom], m.geom_conaffinity[geom]
        physics.mark_kinematics_dirty()

    def addParticleObjectItem(self, object_handle: int, item_data: Sequence[float] | None) -> None:
        """Launch a particle: ``item_data`` holds x, y, z, then vx, vy, vz (world frame);
        None parks every particle of the object."""
        group = self._particles().get(integer(object_handle, "particle object handle"))
        if group is None:
            raise SimError(f"no particle object with handle {object_handle}")
        if item_data is None:
            for slot in list(group.launched):
                self._place(group, slot, _PARK, [0, 0, 0], False)
            group.launched.clear()
            group.order.clear()
            return
        values = vector(item_data, None, "item data")
        if len(values) < 6:
            raise SimError("item data needs a position and a velocity (6 values)")
        free = [i for i in range(len(group.names)) if i not in group.launched]
        if free:
            slot = free[0]
        elif group.options & _CYCLIC:
            slot = group.order.pop(0)
        else:
            return  # all flying: CoppeliaSim drops the item too
        self._place(group, slot, values[:3], values[3:6], True)
        group.launched[slot] = self._sim.loop.sim_time
        group.order.append(slot)

    def removeParticleObject(self, object_handle: int) -> None:
        """Park every particle of the object for good (its bodies stay until the scene is reset)."""
        key = integer(object_handle, "particle object handle")
        group = self._particles().get(key)
        if group is None:
            raise SimError(f"no particle object with handle {object_handle}")
        self.addParticleObjectItem(key, None)
        del self._particles()[key]

    def _expire_particles(self) -> None:
        now = self._sim.loop.sim_time
        model_names = self._sim.physics.model
        for group in list(self._particles().values()):
            if mujoco.mj_name2id(model_names, mujoco.mjtObj.mjOBJ_BODY, group.names[0]) < 0:
                self._particles().clear()  # the scene was reset (stop): the particles are gone
                return
            if group.life <= 0:
                continue
            for slot, start in list(group.launched.items()):
                if now - start >= group.life:
                    self._place(group, slot, _PARK, [0, 0, 0], False)
                    del group.launched[slot]
                    group.order.remove(slot)
