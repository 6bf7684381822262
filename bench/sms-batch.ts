import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASS_CONCURRENCY } from '../src/server/adapters/delivery';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { ensureRoles } from '../src/server/db/roles';
import { users } from '../src/server/db/schema/index';
import { createAdmin } from '../src/server/test/factories';
import { startSmsServer } from '../src/server/test/sms-server';
import { benchmarkIndex } from './benchmark-index';
import { type FigureRow, writeFigures } from './performance-doc';
import { openBenchTarget } from './target';

/**
 * How fast a bulk SMS drains: SendToAll to BENCH_SMS_RECIPIENTS (500) members through the app, timed
 * until the loopback Twilio stand-in has every message, with the provider answering at once and after
 * BENCH_SMS_LATENCY_MS (150 ms, about a real create call). PGlite in a folder; PostgreSQL too with
 * BENCH_DATABASE_URL. `npm run bench:sms`: writes its rows of docs/performance.md's table of today's
 * figures (with the machine's benchmark index) at the default size and latency.
 */
const env = process.env;
const RECIPIENTS = Number(env.BENCH_SMS_RECIPIENTS ?? 500);
const LATENCY_MS = Number(env.BENCH_SMS_LATENCY_MS ?? 150);
const SERVER_URL = env.BENCH_DATABASE_URL;

async function run(kind: 'pglite' | 'postgres', latencyMs: number): Promise<FigureRow> {
  const target = await openBenchTarget(kind, SERVER_URL);
  const provider = await startSmsServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-bench-sms-'));
  const { database } = target;
  try {
    await database.migrate();
    await ensureRoles(database.db);
    const admin = await createAdmin(database.db);
    await database.db.insert(users).values(
      Array.from({ length: RECIPIENTS }, (_, i) => ({
        userName: `runner${i}`,
        email: `runner${i}@example.com`,
        phoneNumber: `+614${String(i).padStart(8, '0')}`,
        phoneNumberConfirmed: true,
        passwordHash: 'not-a-password',
      })),
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      WEB_DIST: join(dataDir, 'web'),
      ...provider.env,
    });
    const app = await buildApp(config, { database, logger: false });
    provider.setDelay(latencyMs);
    const login = await app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { user: admin.userName, password: admin.password },
    });
    const started = performance.now();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/Sms/SendToAll',
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { message: 'Bench: course closed today' },
    });
    const answeredMs = performance.now() - started;
    if (sent.json().queued !== RECIPIENTS) throw new Error(`queued ${sent.body}`);
    // Polled, not drain(): a drain lets the running pass finish but starts no further one.
    const deadline = Date.now() + 300_000;
    while (provider.messages.length < RECIPIENTS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const seconds = (performance.now() - started) / 1000;
    const received = provider.messages.length;
    await app.close();
    const rate = `${(received / seconds).toFixed(0)} messages/s`;
    console.log(
      `${kind.padEnd(8)} provider +${String(latencyMs).padStart(3)} ms: SendToAll answered in ${answeredMs.toFixed(0)} ms; ${received} sent in ${seconds.toFixed(1)} s = ${rate}`,
    );
    return {
      key: `sms.${kind}.${latencyMs === 0 ? 'at-once' : 'slow'}`,
      figure:
        `Bulk SMS drain to ${RECIPIENTS} recipients, the provider answering ` +
        `${latencyMs === 0 ? 'at once' : `after ${latencyMs} ms`}, ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
      value: `${rate} (${received} in ${seconds.toFixed(1)} s; SendToAll answered in ${answeredMs.toFixed(0)} ms)`,
      command: `\`npm run bench:sms\`${kind === 'postgres' ? ' with BENCH_DATABASE_URL' : ''}`,
    };
  } finally {
    await provider.close();
    await database.close();
    await target.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds: ('pglite' | 'postgres')[] = SERVER_URL ? ['pglite', 'postgres'] : ['pglite'];
console.log(`Bulk SMS to ${RECIPIENTS} recipients, ${PASS_CONCURRENCY} sends at a time`);
const rows: FigureRow[] = [];
for (const kind of kinds) for (const latency of [0, LATENCY_MS]) rows.push(await run(kind, latency));
if (RECIPIENTS === 500 && LATENCY_MS === 150) writeFigures(rows, { index: await benchmarkIndex() });
