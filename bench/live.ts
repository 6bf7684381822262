import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { ensureRoles } from '../src/server/db/roles';
import { eventReferees, events, locations, roles, userRoles, users } from '../src/server/db/schema/index';
import { hashPassword } from '../src/server/lib/passwords';
import { percentile } from './load';
import { openBenchTarget } from './target';

const env = process.env;
const CLIENTS = Number(env.BENCH_LIVE_CLIENTS ?? 1_000);
const ROUNDS = Number(env.BENCH_LIVE_ROUNDS ?? 20);
const SERVER_URL = env.BENCH_DATABASE_URL;
const PASSWORD = 'Bench-passw0rd!';

/** Plain JS (a worker is not loaded through tsx): opens the streams, reports each event's arrival. */
const CLIENT_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, clients } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const now = () => performance.timeOrigin + performance.now();
let open = 0;
const requests = [];
for (let i = 0; i < clients; i += 1) {
  const request = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
    if (response.statusCode !== 200) { parentPort.postMessage({ failed: response.statusCode }); return; }
    open += 1;
    if (open === clients) parentPort.postMessage({ ready: true });
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\\n\\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes('event: board')) parentPort.postMessage({ at: now() });
      }
    });
  });
  request.on('error', (error) => parentPort.postMessage({ failed: String(error) }));
  requests.push(request);
}
parentPort.on('message', (message) => {
  if (message === 'close') { for (const request of requests) request.destroy(); agent.destroy(); parentPort.close(); }
});
`;

/** A running event with one referee and one competitor. */
async function seed(database: Database, now: Date) {
  const { db } = database;
  const passwordHash = await hashPassword(PASSWORD);
  const [location] = await db
    .insert(locations)
    .values({
      name: 'Bench Park',
      path: 'bench-park',
      streetNumber: '1',
      streetAddress: 'Beach Rd',
      city: 'Bondi',
      state: 'NSW',
    })
    .returning();
  const [event] = await db
    .insert(events)
    .values({
      name: 'Bench Event',
      path: 'bench-event',
      locationId: location.id,
      startTime: new Date(now.getTime() - 3600_000),
      endTime: new Date(now.getTime() + 8 * 3600_000),
    })
    .returning();
  const [referee, competitor] = await db
    .insert(users)
    .values([
      { userName: 'benchref', email: 'benchref@example.com', passwordHash, emailConfirmed: true },
      { userName: 'benchrun', email: 'benchrun@example.com', passwordHash, emailConfirmed: true },
    ])
    .returning();
  const [refereeRole] = await db.select().from(roles);
  await db.insert(userRoles).values({ userId: referee.id, roleId: refereeRole.id });
  await db.insert(eventReferees).values({ eventId: event.id, userId: referee.id });
  return { location, event, competitor };
}

const heapAfterGc = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

async function main() {
  if (!(globalThis as { gc?: unknown }).gc) console.error('run with node --expose-gc for the memory figure');
  const target = await openBenchTarget(SERVER_URL ? 'postgres' : 'pglite', SERVER_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-bench-live-app-'));
  const { database } = target;
  await database.migrate();
  await ensureRoles(database.db);
  const now = new Date();
  const { location, event, competitor } = await seed(database, now);
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    WEB_DIST: join(dataDir, 'web'),
    ACCESS_TOKEN_TTL: '3600',
    // Every bench client comes from 127.0.0.1.
    LIVE_STREAMS_PER_ADDRESS: String(CLIENTS + 10),
  });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { user: 'benchref', password: PASSWORD },
  });
  const token = login.json().token as string;

  const heapBefore = heapAfterGc();
  const arrivals: number[] = [];
  let ready!: () => void;
  const allOpen = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const worker = new Worker(CLIENT_SOURCE, {
    eval: true,
    workerData: { url: `${base}/api/Live/Event/${event.id}`, clients: CLIENTS },
  });
  worker.on('message', (message: { ready?: true; at?: number; failed?: unknown }) => {
    if (message.ready) ready();
    if (message.at !== undefined) arrivals.push(message.at);
    if (message.failed !== undefined) console.error('stream failed:', message.failed);
  });
  await allOpen;
  while (app.ctx.live.followerCount < CLIENTS) await new Promise((resolve) => setTimeout(resolve, 20));
  const heapPerStream = (heapAfterGc() - heapBefore) / CLIENTS;

  const lastClientMs: number[] = [];
  const everyDeliveryMs: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    arrivals.length = 0;
    const completed = new Date(Date.now() - 1000);
    const duration = 60_000 + round * 10;
    const sent = performance.timeOrigin + performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/Referee/AddToLeaderboard',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        userId: competitor.id,
        eventId: event.id,
        locationId: location.id,
        timeStarted: new Date(completed.getTime() - duration).toISOString(),
        timeCompleted: completed.toISOString(),
        duration,
      },
    });
    if (response.statusCode !== 200) throw new Error(`record failed: ${response.body}`);
    const deadline = Date.now() + 10_000;
    while (arrivals.length < CLIENTS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    if (arrivals.length < CLIENTS)
      throw new Error(`round ${round}: ${arrivals.length}/${CLIENTS} clients heard it`);
    const delays = arrivals.map((at) => at - sent);
    lastClientMs.push(Math.max(...delays));
    everyDeliveryMs.push(...delays);
  }
  worker.postMessage('close');
  await app.close();
  await database.close();
  await target.cleanup();
  rmSync(dataDir, { recursive: true, force: true });

  const sortedLast = [...lastClientMs].sort((a, b) => a - b);
  const sortedAll = [...everyDeliveryMs].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `# Live boards: ${CLIENTS} SSE clients on one instance (${target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${cpus().length} cores)\n`,
  );
  console.log('| measure | median | p95 |');
  console.log('|---|---|---|');
  console.log(
    `| recorded time → last client's event (${ROUNDS} rounds) | ${ms(percentile(sortedLast, 0.5))} | ${ms(percentile(sortedLast, 0.95))} |`,
  );
  console.log(
    `| recorded time → each client's event (${sortedAll.length}) | ${ms(percentile(sortedAll, 0.5))} | ${ms(percentile(sortedAll, 0.95))} |`,
  );
  console.log(`\nServer JS heap per open stream: ${(heapPerStream / 1024).toFixed(1)} KiB`);
}

await main();
