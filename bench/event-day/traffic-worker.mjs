// The event day's requests, in a worker thread of the bench (plain JavaScript: workers are not
// loaded through tsx). Open loop: each kind's requests leave at their own arrival times whatever
// the server answers, so a slow server shows as latency, never as fewer requests.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { bases, durationMs, runId, kinds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, maxFreeSockets: 512 });
const epoch = () => performance.timeOrigin + performance.now();

const pick = (list, next) => list[Math.floor(next() * list.length)];

/** A run that finished a few minutes ago, as a phone's stopwatch would send it. */
function run(next) {
  const duration = 30_000 + Math.floor(next() * 120_000);
  const completed = Date.now() - Math.floor(next() * 120_000);
  return {
    timeStarted: new Date(completed - duration).toISOString(),
    timeCompleted: new Date(completed).toISOString(),
    duration,
  };
}

let serial = 0;
const auth = (token) => ({ authorization: `Bearer ${token}` });
const builders = {
  save: (next, spec) => ({
    method: 'POST',
    path: '/api/Leaderboard/AddToLeaderboard',
    headers: { ...auth(pick(spec.tokens, next)), 'idempotency-key': `${runId}-save-${serial++}` },
    body: { locationId: pick(spec.courseIds, next), ...run(next) },
  }),
  official: (next, spec) => ({
    method: 'POST',
    path: '/api/Referee/AddToLeaderboard',
    headers: { ...auth(pick(spec.tokens, next)), 'idempotency-key': `${runId}-official-${serial++}` },
    body: {
      userId: pick(spec.competitorIds, next),
      eventId: spec.eventId,
      locationId: spec.locationId,
      ...run(next),
    },
  }),
  board: (next, spec) => {
    const read = pick(spec.reads, next);
    // Some readers are signed in: their answer adds their own row.
    const signedIn = next() < spec.signedInShare;
    return { ...read, headers: signedIn ? auth(pick(spec.tokens, next)) : {} };
  },
  page: (next, spec) => ({ method: 'GET', path: pick(spec.paths, next), headers: { accept: 'text/html' } }),
};

const results = Object.fromEntries(
  Object.keys(kinds).map((kind) => [
    kind,
    { at: [], latencyMs: [], lagMs: [], shedMs: [], errors: 0, statuses: {}, firstErrors: [] },
  ]),
);
/** Official saves: when each request left and when its answer came, for the followers' delays. */
const officials = [];
let inFlight = 0;
let maxInFlight = 0;
let sent = 0;

function send(kind, request, scheduledAt) {
  const body = request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body));
  const headers = { 'accept-encoding': 'br, gzip', ...request.headers };
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = body.length;
  }
  const base = bases[sent++ % bases.length];
  const result = results[kind];
  const startedAt = performance.now();
  const startedEpoch = epoch();
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  const done = (status, text) => {
    inFlight -= 1;
    const latency = performance.now() - startedAt;
    result.at.push(startedAt - started);
    result.latencyMs.push(latency);
    result.lagMs.push(startedAt - scheduledAt);
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    if (status === 503) result.shedMs.push(latency);
    const ok = status >= 200 && status < 300;
    if (!ok) {
      result.errors += 1;
      if (result.firstErrors.length < 3) result.firstErrors.push(`${status} ${String(text).slice(0, 200)}`);
    }
    if (kind === 'official') officials.push({ startedAt: startedEpoch, answeredAt: epoch(), ok });
  };
  const req = http.request(base + request.path, { method: request.method, headers, agent }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => {
      if (response.statusCode >= 300) chunks.push(chunk);
    });
    response.on('end', () => done(response.statusCode, Buffer.concat(chunks).toString()));
    response.on('error', (error) => done('socket', error.message));
  });
  req.on('error', (error) => done('socket', error.message));
  req.end(body);
}

const started = performance.now();
// Per kind: the next arrival. Referees record steadily; everyone else arrives at random (Poisson).
const schedule = Object.entries(kinds).map(([kind, spec]) => {
  const next = Math.random;
  const gap = () => (spec.steady ? 1000 / spec.rate : (-Math.log(1 - next()) * 1000) / spec.rate);
  return { kind, spec, next, gap, due: started + gap() };
});
const end = started + durationMs;

function tick() {
  const now = performance.now();
  for (const entry of schedule) {
    while (entry.due <= now && entry.due < end) {
      send(entry.kind, builders[entry.kind](entry.next, entry.spec), entry.due);
      entry.due += entry.gap();
    }
  }
  const nextDue = Math.min(...schedule.map((entry) => entry.due));
  if (nextDue < end) setTimeout(tick, Math.max(0, nextDue - performance.now()));
  else finish();
}

function finish() {
  const wait = () => {
    if (inFlight > 0 && performance.now() - end < 30_000) return setTimeout(wait, 20);
    agent.destroy();
    parentPort.postMessage({ results, officials, maxInFlight, unanswered: inFlight });
  };
  wait();
}

tick();
