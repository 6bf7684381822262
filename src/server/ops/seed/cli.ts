/**
 * `npm run seed`: adds the demo data to the configured database (DATABASE_URL, else the embedded
 * one in DATA_DIR: stop the server first, PGlite allows one process). Refuses when the demo
 * admin's user name is already taken, so running it twice changes nothing.
 */
import { join } from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { ensureRoles } from '../../db/roles';
import { DEMO_ACCOUNTS, type DemoAccount, demoAdminNameTaken, hasDemoData, seedDemoData } from './seed-demo';

function printAccounts(accounts: DemoAccount[]): void {
  console.log('\nDemo accounts (user name / password):');
  for (const account of accounts)
    console.log(`  ${account.role.padEnd(8)} ${account.userName} / ${account.password}`);
  console.log('  (every other demo member signs in with the member password)\n');
}

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  try {
    await database.migrate();
    await ensureRoles(database.db);
    if (await hasDemoData(database.db)) {
      console.log('The demo data is already in this database; nothing was changed.');
      printAccounts(DEMO_ACCOUNTS);
      return 0;
    }
    if (await demoAdminNameTaken(database.db)) {
      console.error("This database already has a user named 'admin' who is not the demo admin.");
      console.error('The demo data needs that name, so nothing was changed. Seed an empty database instead.');
      return 1;
    }
    const startedAt = Date.now();
    const accounts = await seedDemoData(database.db);
    console.log(`Demo data added in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
    printAccounts(accounts);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
