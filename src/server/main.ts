import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';

const RETRY_INTERVAL_MS = 30_000;

function buildWebIfMissing(webDist: string): void {
  if (existsSync(join(webDist, 'index.html'))) return;
  console.log('No web build found: building it once (vite build)…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  if (process.argv.includes('--build-if-missing')) buildWebIfMissing(config.webDist);

  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  const prepared = await prepareDatabase(database, config);
  const app = await buildApp(config, { database });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`CourseClock ready on ${config.publicUrl} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  if (prepared.demoAccounts.length > 0) {
    console.log('\nDemo accounts (user name / password):');
    for (const account of prepared.demoAccounts) console.log(`  ${account.role.padEnd(8)} ${account.userName} / ${account.password}`);
    console.log('');
  }

  const retry = setInterval(() => {
    void Promise.all([app.ctx.mail.retryDue(), app.ctx.sms.retryDue()]).catch((error) =>
      app.log.warn({ err: error }, 'delivery retry failed'),
    );
  }, RETRY_INTERVAL_MS);
  retry.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    clearInterval(retry);
    // close() stops accepting, waits for in-flight requests and runs onClose hooks.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
