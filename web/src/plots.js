// Live plots over simulation time, like CoppeliaSim's graphs (uPlot).
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { getJSON } from './api.js';

const MAX_POINTS = 3000;
const COLOURS = ['#d9480f', '#1971c2', '#2b8a3e', '#9c36b5', '#e67700', '#0b7285', '#c2255c', '#5c940d'];

// The y range of a plot: the data with 5 % padding; a constant (or near-constant) signal gets a
// range of its own around it, so it draws as a flat line in the middle instead of an empty frame
// or a line of noise blown up between two labels that both read "0".
export function paddedRange(min, max) {
  if (min == null || max == null || !Number.isFinite(min) || !Number.isFinite(max)) return [-1, 1];
  const mid = (min + max) / 2;
  const least = Math.max(1e-3, Math.abs(mid) * 0.02);
  if (max - min < 2 * least) return [mid - least, mid + least];
  const pad = (max - min) * 0.05;
  return [min - pad, max + pad];
}

const Y_SCALE = { range: (u, min, max) => paddedRange(min, max) };

export class Plots {
  constructor(container, emptyNote) {
    this.container = container;
    this.emptyNote = emptyNote;
    this.series = []; // {key, label, read(telemetry) -> number|null}
    this.times = [];
    this.values = [];
    this.chart = null;
    this.lastTime = null;
  }

  has(key) { return this.series.some((s) => s.key === key); }

  toggle(key, label, read) {
    const index = this.series.findIndex((s) => s.key === key);
    if (index >= 0) {
      this.series.splice(index, 1);
      this.values.splice(index, 1);
    } else {
      this.series.push({ key, label, read });
      this.values.push(this.times.map(() => null));
    }
    this._rebuild();
  }

  clear() {
    this.times = [];
    this.values = this.values.map(() => []);
    this.lastTime = null;
    this._redraw();
  }

  points() { return this.times.length; }

  add(telemetry) {
    if (!this.series.length) return;
    if (this.lastTime !== null && telemetry.time < this.lastTime) this.clear(); // stopped and restarted
    if (telemetry.time === this.lastTime) return;
    this.lastTime = telemetry.time;
    this.times.push(telemetry.time);
    this.series.forEach((s, i) => this.values[i].push(s.read(telemetry)));
    if (this.times.length > MAX_POINTS) {
      this.times.shift();
      this.values.forEach((v) => v.shift());
    }
    this._redraw();
  }

  _redraw() {
    if (this.chart) this.chart.setData([this.times, ...this.values]);
  }

  _rebuild() {
    if (this.chart) { this.chart.destroy(); this.chart = null; }
    this.emptyNote.hidden = this.series.length > 0;
    if (!this.series.length) return;
    const width = Math.max(200, this.container.clientWidth - 8);
    this.chart = new uPlot({
      width, height: 170,
      scales: { x: { time: false }, y: Y_SCALE },
      axes: [{ label: 'simulation time (s)', size: 36 }, { size: 56 }],
      legend: { live: true },
      series: [{ label: 't' }, ...this.series.map((s, i) => ({ label: s.label, stroke: COLOURS[i % COLOURS.length], width: 1.5 }))],
    }, [this.times, ...this.values], this.container);
  }
}

// Graph streams of scripts (sim.addGraphStream / setGraphStreamValue), read from /api/graphs when
// the telemetry says they changed, plotted together over simulation time.
export class GraphPlots {
  constructor(container) {
    this.container = container;
    this.version = -1;
    this.busy = false;
    this.chart = null;
    this.keys = '';
    this.streams = [];
  }

  update(version) {
    if (version === this.version || this.busy) return;
    this.busy = true;
    getJSON('/api/graphs')
      .then((g) => { this.version = g.version; this.show(g.streams); })
      .catch(() => { /* read again with the next telemetry */ })
      .finally(() => { this.busy = false; });
  }

  state() { return this.streams.map((s) => ({ id: s.id, name: s.name, unit: s.unit, points: s.times.length, last: s.values.at(-1) ?? null })); }

  show(streams) {
    this.streams = streams;
    this.container.hidden = streams.length === 0;
    const keys = streams.map((s) => `${s.id}:${s.name}:${s.unit}:${s.color}`).join('|');
    if (!streams.length) { this.chart?.destroy(); this.chart = null; this.keys = ''; return; }
    const data = streams.some((s) => s.times.length)
      ? uPlot.join(streams.map((s) => [s.times, s.values]))
      : [[], ...streams.map(() => [])];
    if (this.chart && keys === this.keys) { this.chart.setData(data); return; }
    this.chart?.destroy();
    this.keys = keys;
    const hex = (c) => `rgb(${c.map((v) => Math.round(255 * Math.min(1, Math.max(0, v)))).join(',')})`;
    this.chart = new uPlot({
      width: Math.max(200, this.container.clientWidth - 8), height: 170,
      scales: { x: { time: false }, y: Y_SCALE },
      axes: [{ label: 'simulation time (s)', size: 36 }, { size: 56 }],
      legend: { live: true },
      series: [{ label: 't' }, ...streams.map((s) => ({ label: s.unit ? `${s.name} (${s.unit})` : s.name, stroke: hex(s.color), width: 1.5, spanGaps: true }))],
    }, data, this.container);
  }
}
