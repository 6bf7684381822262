/**
 * `npm run restore FILE`: brings a backup of `npm run backup` back into the configured database, which
 * must be empty: a new database in DATABASE_URL (createdb), or a DATA_DIR without a db/ directory.
 * Start the server afterwards; it applies any migrations newer than the backup.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from './backup';

async function main(): Promise<void> {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('Usage: npm run restore FILE (a file written by npm run backup)');
  const config = loadConfig();
  const startedAt = Date.now();
  const kind = await restoreBackup(config, resolve(file));
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `Restored ${file} into ${kind === 'pg' ? 'DATABASE_URL' : `${config.dataDir}/db`} in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
