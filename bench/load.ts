import { Worker } from 'node:worker_threads';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface LoadOptions {
  baseUrl: string;
  /** Cycled in order, one per request. */
  requests: RequestSpec[];
  concurrency: number;
  /** Stop after this many requests… */
  maxRequests: number;
  /** …or after this long, whichever comes first (requests in flight finish). */
  maxMs: number;
  /** The cores (taskset's list) the client's thread moves to, off the server's (cpu-pinning.ts). */
  pinCores?: string;
  /** A cgroup thread list the client's thread writes itself to, to leave a slowed server's group (slow-machine.ts). */
  leaveTasks?: string;
}

export interface LoadResult {
  latenciesMs: number[];
  errors: number;
  elapsedMs: number;
  bytes: number;
}

/**
 * The client runs in a worker thread so it does not share the server's event loop (PGlite runs
 * inside the server's thread too). Plain JS, since the worker is not loaded through tsx.
 *
 * It is node:http on kept-alive sockets, sending `Accept-Encoding: br, gzip` as a browser does and
 * counting the bytes as they arrive, without decompressing them: with fetch the client was the
 * bottleneck (busy decoding brotli board pages while the server's thread idled; docs/performance.md),
 * so the figures measured the client, not the server.
 */
const WORKER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { baseUrl, requests, concurrency, maxRequests, maxMs, pinCores, leaveTasks } = workerData;
// Off the server's core, and out of its slowed group: this thread's own id, from /proc/thread-self (…/task/<tid>).
const tid = pinCores || leaveTasks ? require('node:fs').readlinkSync('/proc/thread-self').split('/').pop() : '';
if (pinCores) require('node:child_process').spawnSync('taskset', ['-pc', pinCores, tid], { stdio: 'ignore' });
if (leaveTasks) require('node:fs').writeFileSync(leaveTasks, tid);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const latenciesMs = [];
let errors = 0, bytes = 0, issued = 0;
const started = performance.now();
function send(spec) {
  return new Promise((resolve, reject) => {
    const body = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body));
    const headers = { 'accept-encoding': 'br, gzip', ...(spec.headers || {}) };
    if (body) { headers['content-type'] = 'application/json'; headers['content-length'] = body.length; }
    const request = http.request(baseUrl + spec.path, { method: spec.method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => { bytes += chunk.length; if (response.statusCode !== 200) chunks.push(chunk); });
      response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
async function loop() {
  while (issued < maxRequests && performance.now() - started < maxMs) {
    const spec = requests[issued % requests.length];
    issued += 1;
    const t0 = performance.now();
    try {
      const { status, text } = await send(spec);
      if (status !== 200) { errors += 1; if (errors === 1) console.error(status, text.slice(0, 300)); }
    } catch (error) { errors += 1; if (errors === 1) console.error(error); }
    latenciesMs.push(performance.now() - t0);
  }
}
Promise.all(Array.from({ length: concurrency }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latenciesMs, errors, bytes, elapsedMs: performance.now() - started });
});
`;

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: options });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export function percentile(sortedMs: number[], fraction: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)];
}

export interface Summary {
  requests: number;
  errors: number;
  medianMs: number;
  p95Ms: number;
  requestsPerSecond: number;
  avgBytes: number;
}

export function summarise(result: LoadResult): Summary {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  const requests = sorted.length;
  return {
    requests,
    errors: result.errors,
    medianMs: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    requestsPerSecond: (requests / result.elapsedMs) * 1000,
    avgBytes: requests ? result.bytes / requests : 0,
  };
}
