// The viewer page: toolbar, 3-D view, panels and plots, fed by one WebSocket (see api.js).
import { decodeFrame, getJSON, liveURL, post } from './api.js';
import { LogPanel, Properties, SceneTree, SignalsPanel, renderClients } from './panels.js';
import { GraphPlots, Plots } from './plots.js';
import { View3D } from './view3d.js';
import './style.css';

const $ = (id) => document.getElementById(id);
const tether = (window.tether = { framesReceived: 0, telemetryReceived: 0, lastError: null, selected: null });

function reportError(error) {
  tether.lastError = String(error.message || error);
  log.message(tether.lastError, true);
}

const log = new LogPanel($('log'), $('statusbar'));

async function boot() {
  const scene = await getJSON('/api/scene');
  tether.scene = scene;
  document.title = `tether: ${scene.name}`;
  $('scene-name').textContent = scene.name;
  const plots = new Plots($('plot'), $('plot-empty'));
  const properties = new Properties($('properties'), scene, plots);
  properties.onError = reportError;
  let tree = null;
  const view = new View3D($('view'), scene, (handle) => select(handle));
  view.onFirstDraw = () => { $('view-loading').hidden = true; };
  function select(handle) {
    tether.selected = handle;
    tree.select(handle);
    view.select(handle);
    properties.show(handle);
  }
  tree = new SceneTree($('tree'), scene, select);
  const signals = new SignalsPanel($('signals'), plots, reportError);
  const graphs = new GraphPlots($('graphs'));
  Object.defineProperty(tether, 'draws', { get: () => view.draws });
  Object.assign(tether, {
    view, plots, graphs, select,
    drawingState: () => view.drawingState,
    shadows: () => view.renderer.shadowMap.enabled,
    graphState: () => graphs.state(),
    screenPointOf: (handle) => view.screenPointOf(handle),
    plotPoints: () => plots.points(),
  });

  // Toolbar: CoppeliaSim's buttons, with the keys of its usual shortcuts.
  const act = (path, body) => post(path, body).catch(reportError);
  const latest = { realTime: false, stateName: 'stopped' };
  const actions = {
    start: () => act('/api/start'),
    pause: () => act('/api/pause'),
    stop: () => act('/api/stop'),
    step: () => act('/api/step'),
    realtime: () => act('/api/realtime', { enabled: !latest.realTime }),
    faster: () => act('/api/speed', { change: 1 }),
    slower: () => act('/api/speed', { change: -1 }),
    fit: () => view.fit(),
  };
  for (const [name, run] of Object.entries(actions)) $(`btn-${name}`).addEventListener('click', run);
  for (const name of Object.keys(view.overlays)) {
    $(`show-${name}`).addEventListener('change', (e) => { view.setOverlay(name, e.target.checked); if (tether.telemetry) view.updateOverlays(tether.telemetry, scene.sensors.proximity); });
  }
  $('show-grid').addEventListener('change', (e) => { if (view.grid) view.grid.visible = e.target.checked; view._dirty = true; });
  $('show-drawings').addEventListener('change', (e) => { view.drawings.visible = e.target.checked; view._dirty = true; });
  document.addEventListener('keydown', (e) => {
    if (e.target.closest('input, select, textarea') || e.ctrlKey || e.metaKey || e.altKey) return;
    const key = { ' ': latest.stateName === 'running' ? 'pause' : 'start', s: 'step', x: 'stop', r: 'realtime', '+': 'faster', '=': 'faster', '-': 'slower', f: 'fit' }[e.key];
    if (key) { e.preventDefault(); actions[key](); }
  });

  // Rates over the last second of telemetry: real-time factor and passes per wall second, timed
  // by the server's clock when the values were read (a busy page takes messages late, in bursts).
  const history = [];
  function rates(t) {
    const now = t.wallTime ?? performance.now() / 1000;
    history.push([now, t.time, t.totalPasses]);
    while (history.length > 2 && now - history[0][0] > 1.5) history.shift();
    const [w0, s0, p0] = history[0];
    const dt = now - w0;
    if (dt < 0.3 || t.time < s0) return [null, null];
    return [(t.time - s0) / dt, (t.totalPasses - p0) / dt];
  }

  function onTelemetry(t) {
    if (scene.version !== undefined && t.sceneVersion !== scene.version) {
      // Objects were created, removed or loaded: draw the scene again from its new description.
      location.reload();
      return;
    }
    tether.telemetry = t;
    tether.telemetryReceived++;
    Object.assign(latest, t);
    const [rtf, pps] = rates(t);
    $('state').textContent = t.stateName;
    $('state').dataset.state = t.stateName;
    $('sim-time').textContent = t.time.toFixed(3);
    $('rtf').textContent = rtf == null ? '—' : rtf.toFixed(2);
    $('pps').textContent = pps == null ? '—' : Math.round(pps).toString();
    $('ppf').textContent = String(t.passesPerFrame);
    $('btn-realtime').classList.toggle('on', t.realTime);
    $('btn-realtime').setAttribute('aria-pressed', String(t.realTime));
    for (const name of ['start', 'pause', 'stop', 'step']) $(`btn-${name}`).classList.remove('on');
    $(t.stateName === 'running' ? 'btn-start' : t.stateName === 'paused' ? 'btn-pause' : 'btn-stop')?.classList.add('on');
    tether.rates = { rtf, pps };
    properties.update(t);
    signals.update(t.signals);
    renderClients($('clients'), t.clients);
    log.add(t.log.lines);
    plots.add(t);
    view.updateOverlays(t, scene.sensors.proximity);
    if (t.drawingsVersion !== undefined) readDrawings(t.drawingsVersion);
    if (t.drawingParents && Object.keys(t.drawingParents).length) view.placeDrawings(t.drawingParents);
    if (t.graphsVersion !== undefined) graphs.update(t.graphsVersion);
  }

  // What scripts draw (sim.addDrawingObject): read again whenever the telemetry's version changes.
  const drawn = { version: -1, busy: false };
  function readDrawings(version) {
    if (version === drawn.version || drawn.busy) return;
    drawn.busy = true;
    getJSON('/api/drawings')
      .then((d) => { drawn.version = d.version; view.setDrawings(d.objects); })
      .catch(reportError)
      .finally(() => { drawn.busy = false; });
  }

  getJSON('/api/log').then((l) => log.add(l.lines)).catch(reportError);
  let retry = 0;
  function connect() {
    const ws = new WebSocket(liveURL());
    ws.binaryType = 'arraybuffer';
    ws.onopen = () => { retry = 0; $('connection').textContent = 'live'; };
    ws.onmessage = (event) => {
      try {
        if (typeof event.data === 'string') { onTelemetry(JSON.parse(event.data)); return; }
        const frame = decodeFrame(event.data);
        tether.framesReceived++;
        tether.lastFrame = { index: frame.index, pass: frame.pass, time: frame.time, state: frame.state };
        view.applyPoses(frame.poses);
      } catch (e) { reportError(e); }
    };
    ws.onclose = () => {
      $('connection').textContent = 'disconnected: reconnecting…';
      setTimeout(connect, Math.min(5000, 500 * 2 ** retry++));
    };
  }
  connect();
}

boot().catch((e) => {
  reportError(e);
  document.body.dataset.failed = 'true';
  const loading = $('view-loading');
  loading.textContent = `the scene could not be shown: ${tether.lastError}`;
  loading.classList.add('failed');
});
