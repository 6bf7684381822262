/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database. */
import { join } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
