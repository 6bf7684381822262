import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { outgoingEmails, outgoingSms } from '../db/schema/index';
import { resetDatabase } from '../test/database';
import { startTwoInstances, type TwoInstances } from '../test/instances';
import { startMailServer, type TestMailServer } from '../test/mail-server';
import { startSmsServer, type TestSmsServer } from '../test/sms-server';

/**
 * Two app instances on one database, as behind a load balancer: both send through one SMTP server and
 * one SMS provider, and each message arrives once however their retry passes and sends interleave.
 * On PostgreSQL the second instance has its own connection pool, so the claims really race.
 */
let smtp: TestMailServer;
let provider: TestSmsServer;
let database: Database;
let instances: FastifyInstance[];
let started: TwoInstances | undefined;

beforeAll(async () => {
  [smtp, provider] = await Promise.all([startMailServer(), startSmsServer()]);
  started = await startTwoInstances({ SMTP_URL: smtp.url, ...provider.env });
  database = started.database;
  instances = started.instances;
});
afterAll(async () => {
  await started?.close();
  await Promise.all([smtp.close(), provider.close()]);
});
beforeEach(async () => {
  await resetDatabase(database);
  smtp.clear();
  provider.clear();
});

const PENDING = 30;
const PASSES = 3;
const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

/** Every instance's retry pass, all at once, several times over. */
async function racePasses(kind: 'mail' | 'sms'): Promise<void> {
  for (let pass = 0; pass < PASSES; pass++) {
    await Promise.all(instances.map((app) => app.ctx[kind].retryDue()));
  }
}

describe('two app instances on one database', () => {
  it('deliver each pending e-mail, and each new one, exactly once', async () => {
    const backlog = numbered('Backlog', PENDING);
    await database.db
      .insert(outgoingEmails)
      .values(backlog.map((subject) => ({ to: 'runner@example.com', subject, text: subject })));
    const fresh = numbered('Fresh', 6);

    await Promise.all([
      racePasses('mail'),
      ...fresh.map((subject, i) =>
        instances[i % 2].ctx.mail.send({ to: 'runner@example.com', subject, text: subject }),
      ),
    ]);
    await racePasses('mail');
    await Promise.all(instances.map((app) => app.ctx.mail.drain()));

    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([...backlog, ...fresh].sort());
    const rows = await database.db.select().from(outgoingEmails);
    expect(rows).toHaveLength(PENDING + fresh.length);
    expect(rows.every((row) => row.status === 'sent' && row.lockedUntil === null)).toBe(true);
  });

  it('deliver each pending SMS, and each new one, exactly once', async () => {
    provider.setDelay(10);
    const backlog = numbered('Backlog', PENDING);
    await database.db.insert(outgoingSms).values(backlog.map((body) => ({ to: '+61412345678', body })));
    const fresh = numbered('Fresh', 6);

    await Promise.all([
      racePasses('sms'),
      ...fresh.map((body, i) => instances[i % 2].ctx.sms.send('+61412345678', body)),
    ]);
    await racePasses('sms');
    await Promise.all(instances.map((app) => app.ctx.sms.drain()));

    expect(provider.messages.map((sms) => sms.body).sort()).toEqual([...backlog, ...fresh].sort());
    const rows = await database.db.select().from(outgoingSms);
    expect(rows.every((row) => row.status === 'sent' && row.lockedUntil === null)).toBe(true);
  });
});
