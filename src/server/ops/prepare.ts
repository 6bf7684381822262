import { count } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { ensureRoles } from '../db/roles';
import { users } from '../db/schema/index';
import { ensureAdmin } from './ensure-admin';
import { refusePublishedPasswords } from './find-published-passwords';
import { DEMO_ACCOUNTS, type DemoAccount, hasDemoData, seedDemoData } from './seed/seed-demo';

/**
 * Migrations, roles, the configured admin and (on an empty embedded database) the demo data; on a
 * server others can reach no demo data, and no start while accounts keep the README's passwords
 * (config.allowDemoAccounts).
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
): Promise<{ demoAccounts: DemoAccount[] }> {
  await database.migrate();
  const { db } = database;
  await ensureRoles(db);
  const [{ existing }] = await db.select({ existing: count() }).from(users);

  const seed = (config.seedDemo ?? database.kind === 'pglite') && config.allowDemoAccounts;
  let demoAccounts: DemoAccount[] = [];
  // Seed before ensureAdmin so that an ADMIN_EMAIL account does not take the demo admin's user name.
  if (seed && existing === 0) demoAccounts = await seedDemoData(db);
  else if (config.seedDemo !== false && (await hasDemoData(db))) demoAccounts = DEMO_ACCOUNTS;
  if (config.adminEmail && config.adminPassword)
    await ensureAdmin({ db, now: new Date() }, { email: config.adminEmail, password: config.adminPassword });
  if (!config.allowDemoAccounts)
    await refusePublishedPasswords({ db }, { reason: config.publicReason ?? `HOST is ${config.host}` });
  return { demoAccounts };
}
