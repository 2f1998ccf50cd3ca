// The 3-D view: every MuJoCo geom drawn with its model colour, picking, selection outline and
// the overlays (contacts, joint axes, sensor rays, object frames).
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

const SELECTED = 0xffd400;

function decode(b64, Type) {
  // a plain loop: Uint8Array.from with a mapping function costs a call per byte (seconds for
  // the megabytes of a mesh-heavy scene)
  const text = atob(b64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return new Type(bytes.buffer);
}

// One geometry per MuJoCo mesh, shared by every geom that shows it (a scene repeats its meshes:
// wheels, legs, tiles), so each is decoded and given normals once.
function meshGeometry(scene, id) {
  const cache = scene.meshGeometries || (scene.meshGeometries = new Map());
  let g = cache.get(id);
  if (!g) {
    const mesh = scene.meshes[id];
    g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.BufferAttribute(decode(mesh.vertices, Float32Array), 3));
    g.setIndex(new THREE.BufferAttribute(decode(mesh.faces, Uint32Array), 1));
    g = g.toNonIndexed();
    g.computeVertexNormals();
    cache.set(id, g);
  }
  return g;
}

function geometryFor(geom, scene) {
  const s = geom.size;
  let g;
  switch (geom.type) {
    case 'plane':
      g = new THREE.PlaneGeometry(2 * (s[0] || 50), 2 * (s[1] || 50));
      break;
    case 'sphere':
      g = new THREE.SphereGeometry(s[0], 24, 16);
      break;
    case 'ellipsoid':
      g = new THREE.SphereGeometry(1, 24, 16).scale(s[0], s[1], s[2]);
      break;
    case 'capsule':
      g = new THREE.CapsuleGeometry(s[0], 2 * s[1], 8, 16).rotateX(Math.PI / 2);
      break;
    case 'cylinder':
      g = new THREE.CylinderGeometry(s[0], s[0], 2 * s[1], 24).rotateX(Math.PI / 2);
      break;
    case 'mesh':
    case 'sdf':
      g = meshGeometry(scene, String(geom.mesh));
      break;
    case 'hfield': {
      const hf = scene.hfields[String(geom.hfield)];
      const [rx, ry, top, bottom] = hf.size;
      const heights = decode(hf.data, Float32Array);
      g = new THREE.PlaneGeometry(2 * rx, 2 * ry, hf.ncol - 1, hf.nrow - 1);
      const pos = g.attributes.position;
      // PlaneGeometry rows run from +y to -y; MuJoCo's rows from -y to +y.
      for (let r = 0; r < hf.nrow; r++) {
        for (let c = 0; c < hf.ncol; c++) {
          pos.setZ((hf.nrow - 1 - r) * hf.ncol + c, heights[r * hf.ncol + c] * top);
        }
      }
      g.computeVertexNormals();
      void bottom;
      break;
    }
    default: // a bounding box (type "box", with an offset for other MuJoCo types)
      g = new THREE.BoxGeometry(2 * s[0], 2 * s[1], 2 * s[2]);
      if (geom.offset) g.translate(...geom.offset);
  }
  return g;
}

function isSoftwareRenderer() {
  try {
    const gl = document.createElement('canvas').getContext('webgl2') || document.createElement('canvas').getContext('webgl');
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    return /swiftshader|llvmpipe|software|softpipe/i.test(name);
  } catch (e) {
    return false;
  }
}

export class View3D {
  constructor(container, scene, onPick) {
    this.scene = scene;
    this.onPick = onPick;
    // Shadows from one sun and multisampled edges: cheap on a GPU, not in a software renderer
    // (SwiftShader, llvmpipe: headless browsers, remote desktops), where the first picture comes
    // seconds sooner and the view stays fluid without them (a throwaway context asks which it is).
    this.softwareGL = isSoftwareRenderer();
    this.renderer = new THREE.WebGLRenderer({ antialias: !this.softwareGL, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(window.devicePixelRatio || 1);
    this.renderer.shadowMap.enabled = !this.softwareGL;
    this.renderer.shadowMap.type = THREE.PCFShadowMap;
    container.appendChild(this.renderer.domElement);
    this.canvas = this.renderer.domElement;
    this.world = new THREE.Scene();
    this.world.background = new THREE.Color(0xdfe6ee);
    this.camera = new THREE.PerspectiveCamera(45, 1, 0.02, 200);
    this.camera.up.set(0, 0, 1);
    this.camera.position.set(4.5, -6.5, 4.2);
    this.controls = new OrbitControls(this.camera, this.canvas);
    this.controls.target.set(1.2, -0.6, 0.7);
    this.controls.update();
    this.world.add(new THREE.HemisphereLight(0xffffff, 0x556677, 1.2));
    const sun = new THREE.DirectionalLight(0xffffff, 2.0);
    sun.position.set(3, -4, 8);
    sun.castShadow = true;
    sun.shadow.mapSize.set(1024, 1024);
    sun.shadow.bias = -0.0005;
    sun.shadow.normalBias = 0.02;
    this.world.add(sun, sun.target);
    this.sun = sun;
    this.draws = 0;
    this.meshes = [];
    this.byObject = new Map();
    for (const geom of scene.geoms) {
      const [r, g, b, a] = geom.rgba;
      if (geom.group >= 3 || a === 0) { this.meshes.push(null); continue; }
      const material = new THREE.MeshStandardMaterial({
        color: new THREE.Color(r, g, b), transparent: a < 1, opacity: a, roughness: 0.7, metalness: 0.05,
        side: geom.type === 'plane' ? THREE.DoubleSide : THREE.FrontSide,
      });
      const mesh = new THREE.Mesh(geometryFor(geom, scene), material);
      mesh.matrixAutoUpdate = false;
      mesh.castShadow = geom.type !== 'plane' && geom.type !== 'hfield' && a >= 0.5;
      mesh.receiveShadow = true;
      mesh.userData = { geom: geom.id, object: geom.object, plane: geom.type === 'plane' };
      this.world.add(mesh);
      this.meshes.push(mesh);
      if (!this.byObject.has(geom.object)) this.byObject.set(geom.object, []);
      this.byObject.get(geom.object).push(mesh);
    }
    this.grid = null; // a ground grid under the scene, sized and placed by fit()
    this.drawings = new THREE.Group(); // what scripts draw (sim.addDrawingObject)
    this.drawings.name = 'drawings';
    this.world.add(this.drawings);
    this.drawingState = [];
    this.overlays = { contacts: new THREE.Group(), axes: new THREE.Group(), rays: new THREE.Group(), frames: new THREE.Group() };
    for (const [name, group] of Object.entries(this.overlays)) { group.visible = false; group.name = name; this.world.add(group); }
    this.selection = null;
    this.outlines = [];
    this._pickStart = null;
    this.canvas.addEventListener('pointerdown', (e) => { this._pickStart = [e.clientX, e.clientY]; });
    this.canvas.addEventListener('pointerup', (e) => {
      if (!this._pickStart) return;
      const moved = Math.hypot(e.clientX - this._pickStart[0], e.clientY - this._pickStart[1]);
      this._pickStart = null;
      if (moved < 5) this.onPick(this.pick(e.clientX, e.clientY));
    });
    new ResizeObserver(() => this.resize()).observe(container);
    this.container = container;
    this.resize();
    this._dirty = true;
    this.controls.addEventListener('change', () => { this._dirty = true; });
    const loop = () => { if (this._dirty) this.draw(); requestAnimationFrame(loop); };
    requestAnimationFrame(loop);
  }

  resize() {
    const w = Math.max(1, this.container.clientWidth), h = Math.max(1, this.container.clientHeight);
    this.renderer.setSize(w, h, false);
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this._dirty = true;
  }

  draw() {
    this._dirty = false;
    this.renderer.render(this.world, this.camera);
    if (this.draws++ === 0 && this.onFirstDraw) this.onFirstDraw();
  }

  // The box around everything but infinite planes (and the height of the lowest plane).
  sceneBox() {
    const box = new THREE.Box3();
    let ground = null;
    for (const m of this.meshes) {
      if (!m) continue;
      m.updateMatrixWorld(true);
      if (m.userData.plane) {
        const z = m.matrixWorld.elements[14];
        ground = ground == null ? z : Math.min(ground, z);
        continue;
      }
      box.expandByObject(m);
    }
    return { box, ground };
  }

  // Frame the scene (on load, once its first poses are in, and on "fit"): everything but infinite
  // planes in view, from the front-left and above, as CoppeliaSim's default camera looks.
  fit() {
    const { box, ground } = this.sceneBox();
    if (box.isEmpty()) return;
    const centre = box.getCenter(new THREE.Vector3());
    const size = box.getSize(new THREE.Vector3());
    const radius = Math.max(0.25, size.length() / 2);
    const vfov = (this.camera.fov * Math.PI) / 180;
    const hfov = 2 * Math.atan(Math.tan(vfov / 2) * this.camera.aspect);
    const distance = (radius / Math.sin(Math.min(vfov, hfov) / 2)) * 0.9;
    this.controls.target.copy(centre);
    this.camera.position.copy(centre).add(new THREE.Vector3(0.45, -0.8, 0.5).normalize().multiplyScalar(distance));
    this.camera.near = Math.max(0.005, distance / 200);
    this.camera.far = distance * 50;
    this.camera.updateProjectionMatrix();
    this.controls.update();
    this._placeGrid(box, ground);
    this._placeSun(centre, radius);
    this._dirty = true;
  }

  // A grid on the ground (the lowest plane, else under the scene), 1 m squares (0.1 m for small scenes).
  _placeGrid(box, ground) {
    const size = box.getSize(new THREE.Vector3());
    const extent = Math.max(size.x, size.y, 0.5);
    const step = extent < 2 ? 0.1 : 1;
    const half = Math.ceil((extent * 1.5) / step) * step;
    const z = (ground ?? box.min.z) + 0.002;
    const visible = this.grid ? this.grid.visible : true;
    if (this.grid) { this.world.remove(this.grid); this.grid.geometry.dispose(); }
    this.grid = new THREE.GridHelper(2 * half, Math.round((2 * half) / step), 0xc3ccd5, 0xaab4be);
    this.grid.rotation.x = Math.PI / 2; // GridHelper lies in x-z; the ground is x-y (z up)
    const c = box.getCenter(new THREE.Vector3());
    this.grid.position.set(Math.round(c.x / step) * step, Math.round(c.y / step) * step, z);
    this.grid.material.transparent = true;
    this.grid.material.opacity = 0.5;
    this.grid.name = 'grid';
    this.grid.visible = visible;
    this.world.add(this.grid);
  }

  _placeSun(centre, radius) {
    const sun = this.sun;
    sun.target.position.copy(centre);
    sun.position.copy(centre).add(new THREE.Vector3(0.35, -0.45, 1).normalize().multiplyScalar(4 * radius));
    const cam = sun.shadow.camera;
    cam.left = cam.bottom = -1.5 * radius;
    cam.right = cam.top = 1.5 * radius;
    cam.near = 0.1 * radius;
    cam.far = 8 * radius;
    cam.updateProjectionMatrix();
  }

  // Drawing objects attached to objects follow them: their world matrices come with the telemetry.
  placeDrawings(parents) {
    this.drawingParents = parents || {};
    for (const object of this.drawings.children) {
      const parent = object.userData.parent;
      if (parent === -1) continue;
      const m = this.drawingParents[parent];
      object.visible = !!m;
      if (m) object.matrix.set(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8], m[9], m[10], m[11], 0, 0, 0, 1);
    }
    this._dirty = true;
  }

  // Drawing objects of scripts (GET /api/drawings): points, lines, triangles, spheres, cubes.
  setDrawings(objects) {
    for (const child of [...this.drawings.children]) {
      this.drawings.remove(child);
      child.geometry?.dispose();
      child.material?.dispose();
    }
    this.drawingState = [];
    for (const d of objects) {
      const colour = new THREE.Color(...d.color);
      const verts = { points: 1, spheres: 1, cubes: 1, lines: 2, linestrip: 1, triangles: 3 }[d.kind] || 1;
      const count = d.items.length / (3 * verts);
      this.drawingState.push({ handle: d.handle, kind: d.kind, items: count });
      if (!count) continue;
      const positions = new Float32Array(d.items);
      let colours = null;
      if (d.itemColors) {
        colours = new Float32Array(positions.length);
        for (let i = 0; i < count; i++) for (let v = 0; v < verts; v++) colours.set(d.itemColors.slice(3 * i, 3 * i + 3), 3 * (i * verts + v));
      }
      const geometry = new THREE.BufferGeometry();
      geometry.setAttribute('position', new THREE.BufferAttribute(positions, 3));
      if (colours) geometry.setAttribute('color', new THREE.BufferAttribute(colours, 3));
      const basic = { color: colours ? 0xffffff : colour, vertexColors: !!colours, depthTest: !d.overlay };
      let object;
      if (d.kind === 'points') {
        object = new THREE.Points(geometry, new THREE.PointsMaterial({ ...basic, size: Math.max(1, d.size), sizeAttenuation: false }));
      } else if (d.kind === 'lines') {
        object = new THREE.LineSegments(geometry, new THREE.LineBasicMaterial(basic));
      } else if (d.kind === 'linestrip') {
        object = new THREE.Line(geometry, new THREE.LineBasicMaterial(basic));
      } else if (d.kind === 'triangles') {
        geometry.computeVertexNormals();
        object = new THREE.Mesh(geometry, new THREE.MeshStandardMaterial({ ...basic, side: THREE.DoubleSide }));
      } else { // spheres and cubes: one instance per item, size in metres (diameter, edge)
        const shape = d.kind === 'spheres' ? new THREE.SphereGeometry(d.size / 2, 16, 12) : new THREE.BoxGeometry(d.size, d.size, d.size);
        geometry.dispose();
        object = new THREE.InstancedMesh(shape, new THREE.MeshStandardMaterial({ color: colour, depthTest: !d.overlay }), count);
        const m = new THREE.Matrix4();
        for (let i = 0; i < count; i++) {
          object.setMatrixAt(i, m.makeTranslation(positions[3 * i], positions[3 * i + 1], positions[3 * i + 2]));
          if (d.itemColors) object.setColorAt(i, new THREE.Color(...d.itemColors.slice(3 * i, 3 * i + 3)));
        }
      }
      object.userData.drawing = d.handle;
      object.userData.parent = d.parent;
      if (d.parent !== -1) { // items in the parent's frame: placed by its pose (placeDrawings)
        object.matrixAutoUpdate = false;
        object.visible = false;
      }
      if (d.overlay) object.renderOrder = 12;
      this.drawings.add(object);
    }
    this.placeDrawings(this.drawingParents);
  }

  applyPoses(poses) {
    const first = !this._posed;
    this._posed = true;
    for (let i = 0; i < this.meshes.length; i++) {
      const mesh = this.meshes[i];
      if (!mesh) continue;
      const p = poses.subarray(12 * i, 12 * i + 12);
      mesh.matrix.set(p[3], p[4], p[5], p[0], p[6], p[7], p[8], p[1], p[9], p[10], p[11], p[2], 0, 0, 0, 1);
      mesh.matrixWorldNeedsUpdate = true;
    }
    if (first) this.fit();
    this._dirty = true;
  }

  pick(clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    const ndc = new THREE.Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    const ray = new THREE.Raycaster();
    ray.setFromCamera(ndc, this.camera);
    const hits = ray.intersectObjects(this.meshes.filter((m) => m), false);
    const hit = hits.find((h) => !h.object.userData.plane) || hits[0];
    return hit ? hit.object.userData.object : null;
  }

  select(handle) {
    for (const line of this.outlines) line.parent.remove(line);
    this.outlines = [];
    this.selection = handle;
    for (const mesh of this.byObject.get(handle) || []) {
      const edges = new THREE.LineSegments(new THREE.EdgesGeometry(mesh.geometry, 25),
        new THREE.LineBasicMaterial({ color: SELECTED, depthTest: false }));
      edges.renderOrder = 10;
      mesh.add(edges);
      this.outlines.push(edges);
    }
    this._dirty = true;
  }

  // Where an object's first geom appears on the page (CSS pixels), or null (for tests and tools).
  screenPointOf(handle) {
    const meshes = this.byObject.get(handle);
    if (!meshes) return null;
    const box = new THREE.Box3();
    for (const m of meshes) { m.updateMatrixWorld(true); box.expandByObject(m); }
    const p = box.getCenter(new THREE.Vector3()).project(this.camera);
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height };
  }

  setOverlay(name, visible) {
    this.overlays[name].visible = visible;
    this._dirty = true;
  }

  // Overlays follow telemetry (a few times a second): rebuilt only while shown.
  updateOverlays(t, proximity) {
    const o = this.overlays;
    if (o.contacts.visible) this._contacts(t.contacts || []);
    if (o.axes.visible) this._axes(t.axes || []);
    if (o.rays.visible) this._rays(t.rays || {}, proximity, t.sensors || {});
    if (o.frames.visible) this._frames(t.frames || []);
    this._dirty = true;
  }

  _reset(group) {
    for (const child of [...group.children]) { group.remove(child); child.geometry?.dispose(); }
  }

  _lines(group, points, color) {
    const g = new THREE.BufferGeometry().setFromPoints(points);
    group.add(new THREE.LineSegments(g, new THREE.LineBasicMaterial({ color, depthTest: false })));
  }

  _contacts(contacts) {
    const group = this.overlays.contacts;
    this._reset(group);
    const lines = [];
    for (const [x, y, z, fx, fy, fz] of contacts) {
      // drawn over everything: contacts sit inside the touching bodies
      const dot = new THREE.Mesh(new THREE.SphereGeometry(0.03, 8, 6), new THREE.MeshBasicMaterial({ color: 0xff2060, depthTest: false }));
      dot.renderOrder = 11;
      dot.position.set(x, y, z);
      group.add(dot);
      const s = 0.01; // metres per newton
      lines.push(new THREE.Vector3(x, y, z), new THREE.Vector3(x + s * fx, y + s * fy, z + s * fz));
    }
    if (lines.length) this._lines(group, lines, 0xff2060);
  }

  _axes(axes) {
    const group = this.overlays.axes;
    this._reset(group);
    const lines = [];
    for (const a of axes) {
      lines.push(new THREE.Vector3(a[0] - 0.25 * a[3], a[1] - 0.25 * a[4], a[2] - 0.25 * a[5]),
        new THREE.Vector3(a[0] + 0.25 * a[3], a[1] + 0.25 * a[4], a[2] + 0.25 * a[5]));
    }
    if (lines.length) this._lines(group, lines, 0x1060ff);
  }

  _rays(rays, proximity, readings) {
    const group = this.overlays.rays;
    this._reset(group);
    for (const sensor of proximity) {
      const detected = readings[sensor.handle]?.detected;
      const lines = [];
      const d = sensor.range;
      for (const s of rays[sensor.handle] || []) { // origin, then the ray's direction (the site's +z)
        lines.push(new THREE.Vector3(s[0], s[1], s[2]), new THREE.Vector3(s[0] + d * s[3], s[1] + d * s[4], s[2] + d * s[5]));
      }
      if (lines.length) this._lines(group, lines, detected ? 0xff3030 : 0x30b030);
    }
  }

  _frames(bodies) {
    const group = this.overlays.frames;
    this._reset(group);
    for (const b of bodies) {
      const axes = new THREE.AxesHelper(0.15);
      axes.matrixAutoUpdate = false;
      axes.matrix.set(b[3], b[4], b[5], b[0], b[6], b[7], b[8], b[1], b[9], b[10], b[11], b[2], 0, 0, 0, 1);
      axes.material.depthTest = false;
      group.add(axes);
    }
  }
}
