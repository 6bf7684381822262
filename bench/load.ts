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
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { baseUrl, requests, concurrency, maxRequests, maxMs } = workerData;
const latenciesMs = [];
let errors = 0, bytes = 0, issued = 0;
const started = performance.now();
async function loop() {
  while (issued < maxRequests && performance.now() - started < maxMs) {
    const spec = requests[issued % requests.length];
    issued += 1;
    const headers = { ...(spec.headers || {}) };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    const t0 = performance.now();
    try {
      const response = await fetch(baseUrl + spec.path, {
        method: spec.method, headers, body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
      });
      const text = await response.text();
      bytes += text.length;
      if (response.status !== 200) { errors += 1; if (errors === 1) console.error(response.status, text.slice(0, 300)); }
    } catch (error) { errors += 1; if (errors === 1) console.error(error); }
    latenciesMs.push(performance.now() - t0);
  }
}
Promise.all(Array.from({ length: concurrency }, loop)).then(() => {
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
