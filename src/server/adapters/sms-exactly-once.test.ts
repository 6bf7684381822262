import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../db/client';
import { ensureRoles } from '../db/roles';
import { outgoingSms, users } from '../db/schema/index';
import { type ChildApp, sleep, startChildApp, until } from '../test/child-app';
import { openTestDatabase } from '../test/database';
import { createAdmin } from '../test/factories';
import { startSmsServer, type TestSmsServer } from '../test/sms-server';

/**
 * Bulk SMS goes out exactly once, even across a crash: the real app (src/server/main.ts) runs as a child process, sends a
 * 500-recipient SMS, is killed with SIGKILL mid-send and started again on the same database; the
 * loopback provider must end up with exactly one message per recipient. The provider is slow while
 * the first process sends (so the kill lands with sends in flight, whose messages the provider makes
 * after the sender died) and drops the answer to one message (the provider acted, the sender never
 * heard): both are the ambiguous case the reconcile step settles. On PostgreSQL when the api-postgres
 * project runs; otherwise on PGlite in a data folder, as `npm start` runs it.
 */
const RECIPIENTS = 500;
const KILL_AFTER = 100;
const SLOW_ANSWER_MS = 150;
const MESSAGE = 'Bondi course closed on Saturday: high tide. See you Sunday!';

let provider: TestSmsServer;
let dataDir: string;
/** PostgreSQL: the test's own pool on the app's database (PGlite: none while the app runs). */
let database: Database | undefined;
let databaseUrl: string | undefined;
const numbers = Array.from({ length: RECIPIENTS }, (_, i) => `+614${String(i + 1).padStart(8, '0')}`);

async function seed(db: Database['db']) {
  await createAdmin(db, { userName: 'crashadmin', password: 'Crash-test-1!' });
  // One statement for the 500 recipients: createUser's insert per row takes half a minute on a
  // PGlite data folder. They never sign in, so no password hash is needed.
  await db.insert(users).values(
    numbers.map((phoneNumber, i) => ({
      userName: `runner${i + 1}`,
      email: `runner${i + 1}@example.com`,
      phoneNumber,
      phoneNumberConfirmed: true,
      passwordHash: 'not-a-password',
    })),
  );
}

beforeAll(async () => {
  provider = await startSmsServer();
  dataDir = mkdtempSync(join(tmpdir(), 'courseclock-sms-crash-'));
  if (process.env.TEST_DB_KIND === 'postgres' && process.env.TEST_DATABASE_URL) {
    database = await openTestDatabase();
    const [{ name }] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    await seed(database.db);
  } else {
    const embedded = await openDatabase({ dataDir: join(dataDir, 'db') });
    await embedded.migrate();
    await ensureRoles(embedded.db);
    await seed(embedded.db);
    await embedded.close();
  }
}, 120_000);
afterAll(async () => {
  await database?.close();
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function api(app: ChildApp, path: string, init: { token?: string; body?: object } = {}) {
  const response = await fetch(`${app.url}/api${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

describe('a 500-recipient SMS batch across a SIGKILL', () => {
  it('reaches the provider exactly once per recipient', async () => {
    provider.setDelay(SLOW_ANSWER_MS);
    provider.dropNext(1);
    const first = await startChildApp({ dataDir, databaseUrl, env: provider.env });
    const { token } = await api(first, '/Auth/Login', {
      body: { user: 'crashadmin', password: 'Crash-test-1!' },
    });
    const queued = await api(first, '/Sms/SendToAll', { token, body: { message: MESSAGE } });
    expect(queued).toEqual({ batchId: expect.any(Number), queued: RECIPIENTS });

    await until(`${KILL_AFTER} messages`, () => provider.messages.length >= KILL_AFTER, 60_000);
    first.child.kill('SIGKILL');
    const atKill = provider.messages.length;
    await first.exited;
    // Sends in flight at the kill still reach the provider, which makes their messages afterwards.
    await sleep(SLOW_ANSWER_MS * 2);
    const afterKill = provider.messages.length;
    provider.setDelay(0);

    // The provider's count every 10 ms: the restarted app starts sending before it answers /readyz.
    const samples: [number, number][] = [];
    const sampler = setInterval(() => samples.push([Date.now(), provider.messages.length]), 10);
    const startedAt = Date.now();
    const second = await startChildApp({ dataDir, databaseUrl, env: provider.env });
    await until(
      'every message sent',
      async () => {
        const batch = await api(second, `/Sms/Batches/${queued.batchId}`, { token });
        return batch.sent === RECIPIENTS;
      },
      150_000,
    );
    clearInterval(sampler);
    second.child.kill('SIGTERM');
    await second.exited;

    const perNumber = new Map<string, number>();
    for (const sms of provider.messages) perNumber.set(sms.to, (perNumber.get(sms.to) ?? 0) + 1);
    expect(atKill).toBeLessThan(RECIPIENTS);
    expect(provider.messages).toHaveLength(RECIPIENTS);
    expect([...perNumber.keys()].sort()).toEqual(numbers);
    expect([...perNumber.values()].every((count) => count === 1)).toBe(true);
    expect(provider.messages.every((sms) => sms.body === MESSAGE)).toBe(true);
    // Unfinished attempts were looked up at the provider before anything was sent again.
    const lookUps = provider.requests.filter((request) => request.method === 'GET').length;
    expect(lookUps).toBeGreaterThan(0);

    const rows = await readRows();
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(new Set(rows.map((row) => row.providerId)).size).toBe(RECIPIENTS);

    // The second process's burst: from its first message until it stops to wait out leases (≥ 2 s).
    let burstEnd = Math.max(
      0,
      samples.findIndex(([, count]) => count > afterKill),
    );
    const burstStart = Math.max(0, burstEnd - 1);
    for (let i = burstEnd + 1; i < samples.length && samples[i][0] - samples[burstEnd][0] < 2_000; i++)
      if (samples[i][1] > samples[burstEnd][1]) burstEnd = i;
    const [[from, before], [to, after]] = [samples[burstStart], samples[burstEnd]];
    const rate = (after - before) / Math.max(0.001, (to - from) / 1000);
    console.log(
      `SMS exactly once across SIGKILL (${database ? 'PostgreSQL' : 'PGlite'}): ${atKill} received at the kill, ` +
        `${afterKill} after in-flight sends landed; ${lookUps} look-ups; restart sent the rest, ` +
        `${after - before} of them at ${rate.toFixed(0)} messages/s (provider answering at once), ` +
        `the rest once their leases ended; ` +
        `all ${RECIPIENTS} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  }, 300_000);
});

async function readRows() {
  if (database) return database.db.select().from(outgoingSms);
  const embedded = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    return await embedded.db.select().from(outgoingSms);
  } finally {
    await embedded.close();
  }
}
