/**
 * `npm run backup [-- FILE]`: one file holding the whole configured database (DATABASE_URL through
 * pg_dump, else the embedded one in DATA_DIR: stop the server first, PGlite allows one process).
 * Without FILE it goes to ./backups/courseclock-<UTC time>.dump (or .tar.gz for PGlite).
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { backupKind, defaultBackupFile, writeBackup } from './backup';

async function main(): Promise<void> {
  const config = loadConfig();
  const file = resolve(process.argv[2] ?? defaultBackupFile(config));
  const startedAt = Date.now();
  const bytes = await writeBackup(config, file);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `Backup written (${backupKind(config)}): ${file}, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds} s`,
  );
  console.log(`Restore it with: npm run restore ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
