// Side panels: scene tree, properties, signals, connected clients, log and status bar.
import { getJSON, post } from './api.js';

const TYPE_LABELS = {
  shape: 'shape', joint: 'joint', dummy: 'dummy', camera: 'camera', graph: 'graph',
  proximitySensor: 'proximity sensor', visionSensor: 'vision sensor', forceSensor: 'force sensor',
};

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') node.className = v;
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(node.dataset, v);
    else node.setAttribute(k, v);
  }
  for (const child of children) if (child != null) node.append(child);
  return node;
}

const fmt = (v, digits = 4) => (typeof v === 'number' ? v.toFixed(digits) : String(v ?? '—'));

export class SceneTree {
  constructor(container, scene, onSelect) {
    this.items = new Map();
    const byHandle = new Map(scene.objects.map((o) => [o.handle, o]));
    const build = (handle) => {
      const obj = byHandle.get(handle);
      const label = el('span', { class: 'node', dataset: { handle: String(handle) },
        title: `${obj.name} (${TYPE_LABELS[obj.type] || obj.type}, handle ${handle})\n${obj.path}`,
        onclick: () => onSelect(handle) },
        el('span', { class: `type type-${obj.type}` }, TYPE_LABELS[obj.type] || obj.type), ' ', obj.name);
      this.items.set(handle, label);
      const li = el('li', {}, label);
      if (obj.children.length) li.append(el('ul', {}, ...obj.children.map(build)));
      return li;
    };
    container.append(el('ul', { class: 'tree' }, ...scene.roots.map(build)));
  }

  select(handle) {
    for (const [h, node] of this.items) node.classList.toggle('selected', h === handle);
    this.items.get(handle)?.scrollIntoView({ block: 'nearest' });
  }
}

export class Properties {
  constructor(container, scene, plots) {
    this.container = container;
    this.scene = scene;
    this.plots = plots;
    this.objects = new Map(scene.objects.map((o) => [o.handle, o]));
    this.joints = new Map(scene.joints.map((j) => [j.handle, j]));
    this.vision = new Map(scene.sensors.vision.map((v) => [v.handle, v]));
    this.handle = null;
    this.live = {};
    this._timer = null;
    this.show(null);
  }

  show(handle) {
    this.handle = handle;
    this.container.replaceChildren();
    clearInterval(this._timer);
    if (handle == null) { this.container.append(el('p', { class: 'hint' }, 'Select an object in the tree or in the 3-D view.')); return; }
    const obj = this.objects.get(handle);
    const rows = el('table', { class: 'props' });
    const row = (name, value, key) => {
      const cell = el('td', key ? { id: `prop-${key}` } : {}, value);
      rows.append(el('tr', {}, el('th', {}, name), cell));
      if (key) this.live[key] = cell;
    };
    this.live = {};
    row('handle', String(obj.handle), 'handle');
    row('name', obj.name);
    row('path', obj.path);
    row('type', TYPE_LABELS[obj.type] || obj.type);
    row('world position', '…', 'world-pos');
    row('world orientation', '…', 'world-ori');
    row('parent-frame position', '…', 'parent-pos');
    row('parent-frame orientation', '…', 'parent-ori');
    this.container.append(rows);
    const joint = this.joints.get(handle);
    if (joint && joint.scalar) this._joint(rows, row, joint);
    if (obj.type === 'proximitySensor') {
      row('detected', '…', 'detected');
      row('distance', '…', 'distance');
      this._plotButton(`sensor:${handle}:distance`, `${obj.name} distance`, (t) => t.sensors[handle]?.distance ?? 0);
    }
    if (obj.type === 'forceSensor') {
      row('force (N)', '…', 'force');
      row('torque (N·m)', '…', 'torque');
      this._plotButton(`sensor:${handle}:fz`, `${obj.name} force z`, (t) => t.sensors[handle]?.force[2] ?? null);
    }
    if (this.vision.has(handle)) {
      const image = el('img', { id: 'vision-image', class: 'vision', alt: 'vision sensor image' });
      this.container.append(image);
      this._visionTimer(handle, image);
    }
    this._poll();
    this._timer = setInterval(() => this._poll(), 250);
  }

  _joint(rows, row, joint) {
    const h = joint.handle;
    row('joint type', joint.jointType);
    row('position', '…', 'position');
    row('velocity', '…', 'velocity');
    row('force / torque', '…', 'force');
    row('mode', '…', 'mode');
    row('target', '…', 'target');
    if (joint.motor) {
      const [lo, hi] = joint.limited ? joint.range : [-Math.PI, Math.PI];
      const slider = el('input', { type: 'range', id: 'joint-target', min: String(lo), max: String(hi), step: 'any', value: '0' });
      const field = el('input', { type: 'number', id: 'joint-target-value', step: '0.01', value: '0' });
      // What was sent last: until the telemetry reports it (or three seconds pass), it is not overwritten.
      const send = (value) => {
        this._pending = { value: Number(value), until: performance.now() + 3000 };
        return post(`/api/joint/${h}/target`, { value: Number(value) }).catch((e) => this.onError?.(e));
      };
      this._pending = null;
      slider.addEventListener('input', () => { field.value = Number(slider.value).toFixed(3); send(slider.value); });
      // A typed target applies on Enter (and when the field is left changed); while the field has
      // the focus, telemetry never writes into it.
      let typed = null;
      const apply = () => {
        if (field.value === '' || !Number.isFinite(Number(field.value)) || field.value === typed) return;
        typed = field.value;
        slider.value = field.value;
        send(field.value);
      };
      field.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); typed = null; apply(); } });
      field.addEventListener('change', apply);
      field.addEventListener('focus', () => { typed = null; });
      this._sliderTouched = false;
      slider.addEventListener('pointerdown', () => { this._sliderTouched = true; });
      rows.append(el('tr', {}, el('th', {}, 'set target'), el('td', {}, slider, field)));
      this.slider = slider;
      this.sliderField = field;
    }
    const name = this.objects.get(h).name;
    this._plotButton(`joint:${h}:position`, `${name} position`, (t) => t.joints[h]?.position ?? null);
    this._plotButton(`joint:${h}:velocity`, `${name} velocity`, (t) => t.joints[h]?.velocity ?? null);
    this._plotButton(`joint:${h}:force`, `${name} force`, (t) => t.joints[h]?.force ?? null);
  }

  _plotButton(key, label, read) {
    const button = el('button', { class: 'plot-toggle', dataset: { plot: key } }, `plot ${label.split(' ').slice(1).join(' ')}`);
    const sync = () => button.classList.toggle('on', this.plots.has(key));
    button.addEventListener('click', () => { this.plots.toggle(key, label, read); sync(); });
    sync();
    this.container.append(button);
  }

  _visionTimer(handle, image) {
    let busy = false;
    const refresh = async () => {
      if (busy || this.handle !== handle) return;
      busy = true;
      try {
        const response = await fetch(`/api/vision/${handle}.png`, { cache: 'no-store' });
        if (response.ok) {
          const url = URL.createObjectURL(await response.blob());
          image.onload = () => URL.revokeObjectURL(url);
          image.src = url;
        }
      } finally { busy = false; }
    };
    refresh();
    const timer = setInterval(() => { if (this.handle !== handle) clearInterval(timer); else refresh(); }, 500);
  }

  async _poll() {
    const handle = this.handle;
    try {
      const d = await getJSON(`/api/object/${handle}`);
      if (handle !== this.handle) return;
      const v3 = (p) => p.slice(0, 3).map((x) => fmt(x, 3)).join(', ');
      const deg = (e) => e.map((x) => fmt((x * 180) / Math.PI, 1)).join(', ') + ' °';
      this.live['world-pos'].textContent = v3(d.worldPose);
      this.live['parent-pos'].textContent = v3(d.parentPose);
      this.live['world-ori'].textContent = deg(d.worldEuler);
      this.live['parent-ori'].textContent = deg(d.parentEuler);
    } catch (e) { /* the object's pose is refreshed on the next poll */ }
  }

  update(t) {
    const h = this.handle;
    if (h == null) return;
    const j = t.joints[h];
    if (j && this.live.position) {
      this.live.position.textContent = fmt(j.position);
      this.live.velocity.textContent = fmt(j.velocity);
      this.live.force.textContent = fmt(j.force);
      this.live.mode.textContent = j.mode;
      const target = { position: j.targetPosition, velocity: j.targetVelocity, force: j.targetForce }[j.mode];
      this.live.target.textContent = fmt(target);
      const pending = this._pending;
      if (pending && (Math.abs(target - pending.value) < 1e-9 || performance.now() > pending.until)) this._pending = null;
      if (this.slider && target != null && !this._pending) {
        const active = document.activeElement;
        if (!this._sliderTouched && active !== this.slider) this.slider.value = String(target);
        if (active !== this.sliderField) this.sliderField.value = target.toFixed(3);
      }
    }
    const s = t.sensors[h];
    if (s && this.live.detected) {
      this.live.detected.textContent = s.detected ? 'yes' : 'no';
      this.live.distance.textContent = s.detected ? fmt(s.distance) : '—';
    }
    if (s && this.live.force) {
      this.live.force.textContent = s.force.map((x) => fmt(x, 2)).join(', ');
      this.live.torque.textContent = s.torque.map((x) => fmt(x, 3)).join(', ');
    }
  }
}

export class SignalsPanel {
  constructor(container, plots, onError) {
    this.body = el('tbody');
    this.rows = new Map();
    this.plots = plots;
    this.onError = onError;
    const kind = el('select', { id: 'signal-kind' }, el('option', {}, 'int'), el('option', {}, 'float'), el('option', {}, 'string'));
    const name = el('input', { id: 'signal-name', placeholder: 'name', size: '10' });
    const value = el('input', { id: 'signal-value', placeholder: 'value', size: '8' });
    const add = el('button', { id: 'signal-set', onclick: () => this.set(kind.value, name.value, value.value) }, 'set');
    container.append(el('table', { class: 'signals' }, el('thead', {}, el('tr', {}, el('th', {}, 'name'), el('th', {}, 'kind'), el('th', {}, 'value'), el('th', {}))), this.body),
      el('div', { class: 'signal-form' }, kind, name, value, add));
  }

  set(kind, name, value) {
    if (!name) return;
    post('/api/signal', { kind, name, value }).catch(this.onError);
  }

  update(signals) {
    const seen = new Set();
    for (const s of signals) {
      const key = `${s.kind}:${s.name}`;
      seen.add(key);
      let row = this.rows.get(key);
      if (!row) {
        const input = el('input', { class: 'signal-edit', size: '8', dataset: { signal: key } });
        input.addEventListener('change', () => this.set(s.kind, s.name, input.value));
        const plot = s.kind === 'string' ? '' : el('button', { class: 'plot-toggle', onclick: () => {
          this.plots.toggle(`signal:${key}`, `signal ${s.name}`, (t) => {
            const found = t.signals.find((x) => x.kind === s.kind && x.name === s.name);
            return found ? Number(found.value) : null;
          });
        } }, 'plot');
        row = { tr: el('tr', {}, el('td', {}, s.name), el('td', {}, s.kind), el('td', {}, input), el('td', {}, plot)), input };
        this.rows.set(key, row);
        this.body.append(row.tr);
      }
      if (document.activeElement !== row.input) row.input.value = String(s.value);
    }
    for (const [key, row] of this.rows) if (!seen.has(key)) { row.tr.remove(); this.rows.delete(key); }
  }
}

export function renderClients(container, clients) {
  const rows = clients.map((c) => el('tr', {}, el('td', {}, c.protocol ?? ''), el('td', {}, c.peer ?? ''),
    el('td', {}, c.stepping ? 'stepping' : 'free'), el('td', {}, c.waiting ? 'waiting' : ''),
    el('td', {}, c.detail || (c.streams != null ? String(c.streams) : ''))));
  container.replaceChildren(el('table', { class: 'clients' },
    el('thead', {}, el('tr', {}, el('th', {}, 'protocol'), el('th', {}, 'address'), el('th', {}, 'mode'), el('th', {}, ''), el('th', {}, 'streams / detail'))),
    el('tbody', {}, ...rows)));
}

export class LogPanel {
  constructor(container, statusBar) {
    this.container = container;
    this.statusBar = statusBar;
    this.lastSeq = 0;
    this.count = 0;
  }

  add(lines) {
    for (const line of lines) {
      if (line.seq <= this.lastSeq) continue;
      this.lastSeq = line.seq;
      const [first, ...rest] = line.text.split('\n');
      const entry = el('div', { class: line.error ? 'log-line error' : 'log-line' },
        el('span', { class: 'log-time' }, `[${line.time.toFixed(3)}] `), first);
      if (rest.length && rest.join('').trim()) entry.append(el('pre', { class: 'traceback' }, rest.join('\n')));
      this.container.append(entry);
      document.body.classList.add('has-log'); // the log strip shows once there is log
      this.count++;
      if (this.count > 1000) { this.container.firstChild.remove(); this.count--; }
      this.statusBar.textContent = first;
      this.statusBar.classList.toggle('error', line.error);
    }
    if (lines.length) this.container.scrollTop = this.container.scrollHeight;
  }

  message(text, error = false) {
    this.statusBar.textContent = text;
    this.statusBar.classList.toggle('error', error);
  }
}
