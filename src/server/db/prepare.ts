import { count } from 'drizzle-orm';
import type { Config } from '../config';
import { ensureAdmin, ensureRoles } from '../services/auth/ensure-admin';
import type { Database } from './client';
import { users } from './schema/index';
import { type DemoAccount, seedDemoData } from './seed/seed-demo';

/** Migrations, roles, the configured admin and (on an empty embedded database) the demo data. */
export async function prepareDatabase(
  database: Database,
  config: Config,
): Promise<{ demoAccounts: DemoAccount[] }> {
  await database.migrate();
  const { db } = database;
  await ensureRoles(db);
  const [{ existing }] = await db.select({ existing: count() }).from(users);
  if (config.adminEmail && config.adminPassword) await ensureAdmin(db, config.adminEmail, config.adminPassword);

  const seed = config.seedDemo ?? database.kind === 'pglite';
  if (!seed || existing > 0) return { demoAccounts: [] };
  return { demoAccounts: await seedDemoData(db, { uploadsDir: `${config.dataDir}/uploads` }) };
}
