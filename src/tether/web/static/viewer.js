// tether live viewer: draws the scene from /scene.json, moves it with frames from /events (SSE)
// and drives the simulation with POST /api/start|pause|stop. Plain JavaScript, no libraries:
// a minimal WebGL renderer (boxes, spheres, ellipsoids, capsules, cylinders, planes; one
// diffuse light plus a head light) with an orbit camera, and a Canvas 2D fallback.
"use strict";

(function () {
  // ---- small column-major 4x4 matrix helpers (what WebGL expects) -------------------------
  const M4 = {
    perspective(fovy, aspect, near, far) {
      const f = 1 / Math.tan(fovy / 2), nf = 1 / (near - far);
      return new Float32Array([f / aspect, 0, 0, 0, 0, f, 0, 0, 0, 0, (far + near) * nf, -1, 0, 0, 2 * far * near * nf, 0]);
    },
    lookAt(eye, target, up) {
      let z = norm(sub(eye, target)), x = norm(cross(up, z)), y = cross(z, x);
      return new Float32Array([x[0], y[0], z[0], 0, x[1], y[1], z[1], 0, x[2], y[2], z[2], 0,
        -dot(x, eye), -dot(y, eye), -dot(z, eye), 1]);
    },
    multiply(a, b) {
      const out = new Float32Array(16);
      for (let c = 0; c < 4; c++)
        for (let r = 0; r < 4; r++)
          out[c * 4 + r] = a[r] * b[c * 4] + a[4 + r] * b[c * 4 + 1] + a[8 + r] * b[c * 4 + 2] + a[12 + r] * b[c * 4 + 3];
      return out;
    },
    transform(m, v) { // a point through m, returns clip coordinates [x, y, z, w]
      return [0, 1, 2, 3].map(r => m[r] * v[0] + m[4 + r] * v[1] + m[8 + r] * v[2] + m[12 + r]);
    },
  };
  function sub(a, b) { return [a[0] - b[0], a[1] - b[1], a[2] - b[2]]; }
  function dot(a, b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }
  function cross(a, b) { return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]; }
  function norm(a) { const l = Math.hypot(a[0], a[1], a[2]) || 1; return [a[0] / l, a[1] / l, a[2] / l]; }

  // ---- meshes: unit shapes scaled per geom (capsules are built per geom: their caps must stay round)
  function boxMesh() {
    const p = [], n = [], idx = [];
    const faces = [[0, 1], [0, -1], [1, 1], [1, -1], [2, 1], [2, -1]];
    for (const [axis, sign] of faces) {
      const u = (axis + 1) % 3, v = (axis + 2) % 3, base = p.length / 3;
      for (const [a, b] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
        const q = [0, 0, 0], nn = [0, 0, 0];
        q[axis] = sign; q[u] = a * sign; q[v] = b; nn[axis] = sign;
        p.push(...q); n.push(...nn);
      }
      idx.push(base, base + 1, base + 2, base, base + 2, base + 3);
    }
    return { p, n, idx };
  }

  // A sphere of radius r whose upper half is lifted by h and lower half lowered by h: h = 0 gives
  // a sphere, h > 0 a capsule (the duplicated equator ring makes the straight part).
  function roundMesh(r, h, rings = 16, segments = 24) {
    const p = [], n = [], idx = [];
    const half = rings / 2;
    const ringList = [];
    for (let i = 0; i <= rings; i++) {
      ringList.push([i, i <= half ? h : -h]);
      if (i === half && h > 0) ringList.push([i, -h]);
    }
    ringList.forEach(([i, dz]) => {
      const theta = Math.PI * i / rings, z = Math.cos(theta), s = Math.sin(theta);
      for (let j = 0; j <= segments; j++) {
        const phi = 2 * Math.PI * j / segments, x = s * Math.cos(phi), y = s * Math.sin(phi);
        p.push(r * x, r * y, r * z + dz); n.push(x, y, z);
      }
    });
    for (let i = 0; i < ringList.length - 1; i++)
      for (let j = 0; j < segments; j++) {
        const a = i * (segments + 1) + j, b = a + segments + 1;
        idx.push(a, b, a + 1, a + 1, b, b + 1);
      }
    return { p, n, idx };
  }

  function cylinderMesh(segments = 32) {
    const p = [], n = [], idx = [];
    for (let j = 0; j <= segments; j++) { // side
      const phi = 2 * Math.PI * j / segments, x = Math.cos(phi), y = Math.sin(phi);
      p.push(x, y, -1, x, y, 1); n.push(x, y, 0, x, y, 0);
      if (j < segments) { const a = 2 * j; idx.push(a, a + 2, a + 1, a + 1, a + 2, a + 3); }
    }
    for (const z of [-1, 1]) { // caps
      const centre = p.length / 3;
      p.push(0, 0, z); n.push(0, 0, z);
      for (let j = 0; j <= segments; j++) {
        const phi = 2 * Math.PI * j / segments;
        p.push(Math.cos(phi), Math.sin(phi), z); n.push(0, 0, z);
        if (j < segments) idx.push(centre, centre + 1 + j, centre + 2 + j);
      }
    }
    return { p, n, idx };
  }

  function planeMesh() {
    return { p: [-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, 1, 0], n: [0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1], idx: [0, 1, 2, 0, 2, 3] };
  }

  // The mesh key and scale of one geom (MuJoCo sizes: sphere r; capsule/cylinder r, half length;
  // box/ellipsoid half extents; plane half extents, 0 meaning infinite).
  function shapeOf(g) {
    const s = g.size;
    switch (g.type) {
      case "sphere": return { mesh: "sphere", scale: [s[0], s[0], s[0]] };
      case "ellipsoid": return { mesh: "sphere", scale: [s[0], s[1], s[2]] };
      case "cylinder": return { mesh: "cylinder", scale: [s[0], s[0], s[1]] };
      case "capsule": return { mesh: "capsule:" + s[0] + ":" + s[1], scale: [1, 1, 1], build: () => roundMesh(s[0], s[1]) };
      case "plane": return { mesh: "plane", scale: [s[0] || 50, s[1] || 50, 1], checker: true };
      default: return { mesh: "box", scale: [s[0], s[1], s[2]] };
    }
  }

  // ---- WebGL renderer ---------------------------------------------------------------------
  const VERTEX = `
    attribute vec3 aPos; attribute vec3 aNormal;
    uniform mat4 uModel; uniform mat4 uViewProj; uniform vec3 uScale;
    varying vec3 vNormal; varying vec3 vWorld;
    void main() {
      vec4 world = uModel * vec4(aPos, 1.0);
      vWorld = world.xyz;
      vNormal = mat3(uModel) * (aNormal / (uScale * uScale)); // inverse transpose of R*S
      gl_Position = uViewProj * world;
    }`;
  const FRAGMENT = `
    precision mediump float;
    uniform vec4 uColor; uniform vec3 uEye; uniform float uChecker;
    varying vec3 vNormal; varying vec3 vWorld;
    void main() {
      vec3 n = normalize(vNormal);
      vec3 toEye = normalize(uEye - vWorld);
      if (dot(n, toEye) < 0.0) n = -n; // two-sided: planes and open meshes seen from behind
      vec3 sun = normalize(vec3(0.35, -0.5, 0.8));
      float light = 0.32 + 0.5 * max(dot(n, sun), 0.0) + 0.25 * max(dot(n, toEye), 0.0);
      vec3 color = uColor.rgb;
      if (uChecker > 0.0) {
        float c = mod(floor(vWorld.x) + floor(vWorld.y), 2.0);
        color *= 0.82 + 0.18 * c;
        float fade = clamp(length(vWorld.xy - uEye.xy) / 40.0, 0.0, 1.0);
        color = mix(color, vec3(0.114, 0.137, 0.169), fade * fade);
      }
      gl_FragColor = vec4(color * light, uColor.a);
    }`;

  function makeWebGL(canvas) {
    const gl = canvas.getContext("webgl", { antialias: true, alpha: false }) ||
      canvas.getContext("experimental-webgl");
    if (!gl) return null;
    const compile = (type, src) => {
      const sh = gl.createShader(type);
      gl.shaderSource(sh, src); gl.compileShader(sh);
      if (!gl.getShaderParameter(sh, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(sh));
      return sh;
    };
    const prog = gl.createProgram();
    gl.attachShader(prog, compile(gl.VERTEX_SHADER, VERTEX));
    gl.attachShader(prog, compile(gl.FRAGMENT_SHADER, FRAGMENT));
    gl.linkProgram(prog);
    if (!gl.getProgramParameter(prog, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(prog));
    const loc = name => gl.getUniformLocation(prog, name);
    const u = { model: loc("uModel"), viewProj: loc("uViewProj"), scale: loc("uScale"), color: loc("uColor"),
      eye: loc("uEye"), checker: loc("uChecker") };
    const aPos = gl.getAttribLocation(prog, "aPos"), aNormal = gl.getAttribLocation(prog, "aNormal");
    const meshes = new Map();
    const builders = { box: boxMesh, sphere: () => roundMesh(1, 0), cylinder: cylinderMesh, plane: planeMesh };

    function upload(key, build) {
      if (meshes.has(key)) return meshes.get(key);
      const m = build();
      const buf = data => { const b = gl.createBuffer(); gl.bindBuffer(gl.ARRAY_BUFFER, b); gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(data), gl.STATIC_DRAW); return b; };
      const index = gl.createBuffer();
      gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, index);
      gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, new Uint16Array(m.idx), gl.STATIC_DRAW);
      const mesh = { pos: buf(m.p), normal: buf(m.n), index, count: m.idx.length };
      meshes.set(key, mesh);
      return mesh;
    }

    function drawGeom(g, model) {
      const mesh = upload(g.shape.mesh, g.shape.build || builders[g.shape.mesh]);
      gl.bindBuffer(gl.ARRAY_BUFFER, mesh.pos);
      gl.vertexAttribPointer(aPos, 3, gl.FLOAT, false, 0, 0);
      gl.bindBuffer(gl.ARRAY_BUFFER, mesh.normal);
      gl.vertexAttribPointer(aNormal, 3, gl.FLOAT, false, 0, 0);
      gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, mesh.index);
      gl.uniformMatrix4fv(u.model, false, model);
      gl.uniform3fv(u.scale, g.shape.scale);
      gl.uniform4fv(u.color, g.rgba);
      gl.uniform1f(u.checker, g.shape.checker ? 1 : 0);
      gl.drawElements(gl.TRIANGLES, mesh.count, gl.UNSIGNED_SHORT, 0);
    }

    return {
      kind: "webgl",
      draw(geoms, models, viewProj, eye) {
        gl.viewport(0, 0, canvas.width, canvas.height);
        gl.clearColor(0.114, 0.137, 0.169, 1);
        gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
        gl.enable(gl.DEPTH_TEST);
        gl.useProgram(prog);
        gl.enableVertexAttribArray(aPos); gl.enableVertexAttribArray(aNormal);
        gl.uniformMatrix4fv(u.viewProj, false, viewProj);
        gl.uniform3fv(u.eye, eye);
        // opaque first, then see-through geoms (blended, not writing depth) so both show
        gl.disable(gl.BLEND); gl.depthMask(true);
        geoms.forEach((g, i) => { if (g.rgba[3] >= 1) drawGeom(g, models[i]); });
        gl.enable(gl.BLEND); gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA); gl.depthMask(false);
        geoms.forEach((g, i) => { if (g.rgba[3] < 1) drawGeom(g, models[i]); });
        gl.depthMask(true);
      },
    };
  }

  // ---- Canvas 2D fallback: every geom as a shaded disc at its projected centre, far ones first
  function makeCanvas2D(canvas) {
    const ctx = canvas.getContext("2d");
    if (!ctx) return null;
    return {
      kind: "canvas2d",
      draw(geoms, models, viewProj) {
        ctx.fillStyle = "#1d232b";
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        const items = [];
        geoms.forEach((g, i) => {
          if (g.type === "plane") return;
          const c = M4.transform(viewProj, [models[i][12], models[i][13], models[i][14]]);
          if (c[3] <= 0.01) return;
          const radius = Math.max(...g.shape.scale.map(Math.abs), g.type === "capsule" ? g.size[0] + g.size[1] : 0);
          items.push({ g, x: (c[0] / c[3] * 0.5 + 0.5) * canvas.width, y: (0.5 - c[1] / c[3] * 0.5) * canvas.height,
            r: Math.max(2, radius * canvas.height / c[3]), depth: c[3] });
        });
        items.sort((a, b) => b.depth - a.depth);
        for (const it of items) {
          const [r, g, b, a] = it.g.rgba.map((v, k) => (k < 3 ? Math.round(v * 255) : v));
          ctx.fillStyle = `rgba(${r},${g},${b},${a})`;
          ctx.beginPath(); ctx.arc(it.x, it.y, it.r, 0, 2 * Math.PI); ctx.fill();
        }
      },
    };
  }

  // ---- the viewer ---------------------------------------------------------------------------
  const $ = id => document.getElementById(id);
  const canvas = $("view");
  const state = {          // also read by tests (window.tether)
    renderer: null, scene: null, framesReceived: 0, draws: 0,
    time: null, pass: null, stateName: "unknown", connected: false, lastError: null, lastFrame: null,
  };
  window.tether = state;

  let geoms = [];           // scene geoms to draw, with their shapes
  let models = [];          // per geom model matrix (column-major), from the latest frame
  let dirty = true;         // redraw on the next animation frame
  const HOME = { target: [1.4, -0.7, 0.6], distance: 8.5, azimuth: -1.95, elevation: 0.42 };
  const cam = { ...HOME, target: HOME.target.slice() };

  function modelMatrix(g, pos, mat, k) {
    // MuJoCo: world = p + R (offset + S v), R row-major; WebGL wants column-major R*S plus translation
    const s = g.shape.scale, o = g.offset || [0, 0, 0], m = new Float32Array(16);
    for (let c = 0; c < 3; c++)
      for (let r = 0; r < 3; r++) m[c * 4 + r] = mat[k * 9 + r * 3 + c] * (s[c] || 1e-6);
    for (let r = 0; r < 3; r++)
      m[12 + r] = pos[k * 3 + r] + mat[k * 9 + r * 3] * o[0] + mat[k * 9 + r * 3 + 1] * o[1] + mat[k * 9 + r * 3 + 2] * o[2];
    m[15] = 1;
    return m;
  }

  function applyFrame(f) {
    models = geoms.map(g => modelMatrix(g, f.pos, f.mat, g.id));
    dirty = true;
  }

  // speed = simulated seconds per wall second, over the last second of frames
  const history = [];
  let drawnFrames = [];
  function showStatus(s) {
    state.time = s.time; state.pass = s.pass; state.stateName = s.stateName;
    $("sim-time").textContent = s.time.toFixed(3);
    $("sim-pass").textContent = String(s.pass);
    $("sim-state").textContent = s.waitingFor && s.waitingFor.length ? `${s.stateName}, waiting for ${s.waitingFor.join(", ")}` : s.stateName;
    document.body.dataset.state = s.stateName;
    const running = s.stateName === "running", stopped = s.stateName === "stopped";
    $("btn-start").disabled = running;
    $("btn-pause").disabled = !running;
    $("btn-stop").disabled = stopped;
    const now = performance.now();
    history.push([now, s.time]);
    while (history.length > 2 && now - history[0][0] > 1000) history.shift();
    const [w0, t0] = history[0], dt = (now - w0) / 1000;
    $("sim-speed").textContent = running && dt > 0.2 && s.time >= t0 ? `×${((s.time - t0) / dt).toFixed(s.time - t0 < dt ? 2 : 1)} real time` : "";
  }

  function setConnection(ok, text) {
    state.connected = ok;
    document.body.dataset.connection = ok ? "live" : "connecting";
    $("connection").textContent = text;
  }

  function pulse() {
    const dot = $("live-dot");
    dot.classList.add("pulse");
    clearTimeout(pulse.timer);
    pulse.timer = setTimeout(() => dot.classList.remove("pulse"), 300);
  }

  // Objects were created, removed or loaded (scene editing): read the geometry again.
  let reloading = null;
  function reloadScene(version) {
    if (reloading === version) return;
    reloading = version;
    fetch("/scene.json").then(r => r.json()).then(scene => {
      state.scene = scene;
      geoms = scene.geoms.filter(g => g.rgba[3] > 0 && g.group < 3).map(g => ({ ...g, shape: shapeOf(g) }));
      if (state.renderer && state.renderer.reset) state.renderer.reset();
    }).catch(err => { $("message").textContent = "cannot reload the scene: " + err; }).finally(() => { reloading = null; });
  }

  let events = null;
  function connect() {
    if (events) events.close();
    events = new EventSource("/events");
    events.onopen = () => setConnection(true, "");
    events.onerror = () => setConnection(false, events.readyState === EventSource.CLOSED ? "disconnected" : "reconnecting…");
    events.addEventListener("frame", e => {
      const f = JSON.parse(e.data);
      if (state.scene && f.scene !== undefined && f.scene !== state.scene.version) reloadScene(f.scene);
      state.framesReceived++;
      state.lastFrame = f;
      applyFrame(f);
      showStatus(f);
      pulse();
    });
    events.addEventListener("status", e => showStatus(JSON.parse(e.data)));
  }

  async function act(action) {
    $("message").textContent = "";
    try {
      const reply = await fetch("/api/" + action, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      const body = await reply.json();
      if (!reply.ok) throw new Error(body.error || reply.statusText);
      showStatus(body);
    } catch (err) {
      state.lastError = String(err);
      $("message").textContent = `${action} failed: ${err.message || err}`;
    }
  }

  function resize() {
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(canvas.clientWidth * dpr)), h = Math.max(1, Math.round(canvas.clientHeight * dpr));
    if (canvas.width !== w || canvas.height !== h) { canvas.width = w; canvas.height = h; dirty = true; }
  }

  function render(now) {
    resize();
    if (dirty && state.renderer && geoms.length && models.length === geoms.length) {
      dirty = false;
      const ce = Math.cos(cam.elevation);
      const eye = [cam.target[0] + cam.distance * ce * Math.cos(cam.azimuth),
        cam.target[1] + cam.distance * ce * Math.sin(cam.azimuth),
        cam.target[2] + cam.distance * Math.sin(cam.elevation)];
      const proj = M4.perspective(50 * Math.PI / 180, canvas.width / canvas.height, 0.05, 200);
      const viewProj = M4.multiply(proj, M4.lookAt(eye, cam.target, [0, 0, 1]));
      state.renderer.draw(geoms, models, viewProj, eye);
      state.draws++;
      drawnFrames.push(now);
    }
    drawnFrames = drawnFrames.filter(t => now - t < 1000);
    const fps = `${drawnFrames.length} fps`;
    if ($("frame-rate").textContent !== fps) $("frame-rate").textContent = fps;
    requestAnimationFrame(render);
  }

  // orbit camera: drag rotates, shift/right drag pans, wheel zooms, double-click resets
  function installCamera() {
    let drag = null;
    canvas.addEventListener("contextmenu", e => e.preventDefault());
    canvas.addEventListener("pointerdown", e => {
      drag = { x: e.clientX, y: e.clientY, pan: e.button === 2 || e.shiftKey };
      canvas.setPointerCapture(e.pointerId);
    });
    canvas.addEventListener("pointerup", () => { drag = null; });
    canvas.addEventListener("pointermove", e => {
      if (!drag) return;
      const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
      drag.x = e.clientX; drag.y = e.clientY;
      if (drag.pan) {
        const k = cam.distance / canvas.clientHeight, sa = Math.sin(cam.azimuth), ca = Math.cos(cam.azimuth);
        cam.target[0] += k * (dx * sa + dy * ca * Math.sin(cam.elevation));
        cam.target[1] += k * (-dx * ca + dy * sa * Math.sin(cam.elevation));
        cam.target[2] += k * dy * Math.cos(cam.elevation);
      } else {
        cam.azimuth -= dx * 0.008;
        cam.elevation = Math.min(1.55, Math.max(-1.55, cam.elevation + dy * 0.008));
      }
      dirty = true;
    });
    canvas.addEventListener("wheel", e => {
      e.preventDefault();
      cam.distance = Math.min(150, Math.max(0.3, cam.distance * Math.exp(e.deltaY * 0.001)));
      dirty = true;
    }, { passive: false });
    canvas.addEventListener("dblclick", () => { Object.assign(cam, HOME, { target: HOME.target.slice() }); dirty = true; });
  }

  async function main() {
    for (const [id, action] of [["btn-start", "start"], ["btn-pause", "pause"], ["btn-stop", "stop"]])
      $(id).addEventListener("click", () => act(action));
    try {
      state.renderer = makeWebGL(canvas);
    } catch (err) {
      state.lastError = "WebGL: " + err;
    }
    state.renderer = state.renderer || makeCanvas2D(canvas);
    document.body.dataset.renderer = state.renderer ? state.renderer.kind : "none";
    if (state.renderer && state.renderer.kind !== "webgl") $("message").textContent = "WebGL unavailable: simplified drawing";
    installCamera();
    try {
      const reply = await fetch("/scene.json");
      state.scene = await reply.json();
    } catch (err) {
      $("message").textContent = "cannot load the scene: " + err;
      return;
    }
    $("scene-name").textContent = state.scene.name;
    document.title = `tether – ${state.scene.name}`;
    geoms = state.scene.geoms.filter(g => g.rgba[3] > 0 && g.group < 3).map(g => ({ ...g, shape: shapeOf(g) }));
    requestAnimationFrame(render);
    connect();
    // A page left for another may be kept in the back/forward cache with its stream open, and
    // the simulation would keep publishing frames for nobody: close it, reopen on return.
    window.addEventListener("pagehide", () => { if (events) { events.close(); events = null; } setConnection(false, "closed"); });
    window.addEventListener("pageshow", e => { if (e.persisted) connect(); });
  }

  main();
})();
