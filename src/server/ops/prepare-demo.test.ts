import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { openTestDatabase, resetDatabase } from '../test/database';
import { createUser } from '../test/factories';
import { findPublishedPasswords } from './find-published-passwords';
import { prepareDatabase } from './prepare';
import { DEMO_ACCOUNTS, seedDemoData } from './seed/seed-demo';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'courseclock-prepare-demo-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => resetDatabase(database));

const configFor = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256', ...env });

/** The demo's published accounts as the seed leaves them, one more demo member, and a real user. */
async function insertDemoLikeUsers(): Promise<void> {
  const db = database.db;
  const unconfirmed = { emailConfirmed: false };
  for (const { userName, password } of DEMO_ACCOUNTS)
    await createUser(db, { ...unconfirmed, userName, email: `${userName}@example.com`, password });
  const member = DEMO_ACCOUNTS.find((account) => account.userName === 'member');
  await createUser(db, {
    ...unconfirmed,
    userName: 'oliviachen',
    email: 'olivia.chen@example.com',
    password: member?.password ?? '',
  });
  await createUser(db, {
    ...unconfirmed,
    userName: 'realperson',
    email: 'real@club.example.org',
    password: 'Their0wn!pass',
  });
}

describe('demo accounts and the listen address', () => {
  it('creates no demo accounts on an empty embedded database when listening beyond loopback', async () => {
    const config = configFor({ HOST: '0.0.0.0' });
    expect((await prepareDatabase(database, config)).demoAccounts).toEqual([]);
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    expect(n).toBe(0);
  });

  it('refuses to start beyond loopback while demo accounts keep their published passwords, naming them and the fix', async () => {
    await insertDemoLikeUsers();
    const starting = prepareDatabase(database, configFor({ HOST: '0.0.0.0' }));
    await expect(starting).rejects.toThrow(/HOST is 0\.0\.0\.0/);
    await expect(prepareDatabase(database, configFor({ HOST: '192.168.1.20' }))).rejects.toThrow(
      /admin, member, oliviachen, referee\. Change their passwords.*DEMO_DATA=1/,
    );
    await expect(prepareDatabase(database, configFor({ HOST: '0.0.0.0' }))).rejects.not.toThrow(/realperson/);
  });

  it('treats a loopback server behind a proxy or with a public PUBLIC_URL as public', async () => {
    const behindProxy = configFor({ HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' });
    await prepareDatabase(database, { ...behindProxy, seedDemo: undefined });
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    expect(n).toBe(0);

    await insertDemoLikeUsers();
    await expect(prepareDatabase(database, behindProxy)).rejects.toThrow(/TRUST_PROXY is set.*admin, member/);
    await expect(
      prepareDatabase(database, configFor({ HOST: '127.0.0.1', PUBLIC_URL: 'https://club.example.org' })),
    ).rejects.toThrow(/PUBLIC_URL is https:\/\/club\.example\.org/);
    await expect(
      prepareDatabase(
        database,
        configFor({
          HOST: '127.0.0.1',
          TRUST_PROXY: '127.0.0.1',
          PUBLIC_URL: 'https://x.org',
          DEMO_DATA: '1',
        }),
      ),
    ).resolves.toBeDefined();
  });

  it('starts beyond loopback once those passwords are changed', async () => {
    await insertDemoLikeUsers();
    await database.db.update(users).set({ passwordHash: await hashPassword('Changed!2026') });
    await expect(prepareDatabase(database, configFor({ HOST: '0.0.0.0' }))).resolves.toBeDefined();
  });

  it('starts with the demo accounts on loopback, or with DEMO_DATA=1 on any address', async () => {
    await insertDemoLikeUsers();
    for (const host of ['127.0.0.1', '::1', 'localhost'])
      await expect(prepareDatabase(database, configFor({ HOST: host })), host).resolves.toBeDefined();
    await expect(
      prepareDatabase(database, configFor({ HOST: '0.0.0.0', DEMO_DATA: '1' })),
    ).resolves.toBeDefined();
  });

  it('finds every person the real demo seed creates, staff and members alike', async () => {
    await seedDemoData(database.db);
    const everyone = await database.db.select({ userName: users.userName }).from(users);
    expect(await findPublishedPasswords({ db: database.db })).toEqual(
      everyone.map((row) => row.userName).sort(),
    );
    await expect(prepareDatabase(database, configFor({ HOST: '0.0.0.0' }))).rejects.toThrow(
      /ryanmck|and \d+ more/,
    );
  });
});
