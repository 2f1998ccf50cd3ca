// Live plots over simulation time, like CoppeliaSim's graphs (uPlot).
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const MAX_POINTS = 3000;
const COLOURS = ['#d9480f', '#1971c2', '#2b8a3e', '#9c36b5', '#e67700', '#0b7285', '#c2255c', '#5c940d'];

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
      scales: { x: { time: false } },
      axes: [{ label: 'simulation time (s)', size: 36 }, { size: 50 }],
      legend: { live: true },
      series: [{ label: 't' }, ...this.series.map((s, i) => ({ label: s.label, stroke: COLOURS[i % COLOURS.length], width: 1.5 }))],
    }, [this.times, ...this.values], this.container);
  }
}
