// Talking to tether: the per-run token travels with every state-changing request.
const token = document.querySelector('meta[name="tether-token"]').content;

export async function getJSON(path) {
  const response = await fetch(path, { cache: 'no-store' });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || `${path}: HTTP ${response.status}`);
  return body;
}

export async function post(path, body = {}) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Tether-Token': token },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error || `${path}: HTTP ${response.status}`);
  return answer;
}

export function liveURL() {
  return `ws://${location.host}/ws?token=${encodeURIComponent(token)}`;
}

// Binary pose frame: u32 index, u32 pass, f64 time, u32 state, u32 ngeom, then 12 float32 per geom.
export function decodeFrame(buffer) {
  const view = new DataView(buffer);
  const count = view.getUint32(20, true);
  return {
    index: view.getUint32(0, true),
    pass: view.getUint32(4, true),
    time: view.getFloat64(8, true),
    state: view.getUint32(16, true),
    poses: new Float32Array(buffer, 24, count * 12),
  };
}
