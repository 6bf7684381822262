import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';
import { startServer } from './server';

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

  const server = await startServer(config);
  // From the process's own start (imports included), then each step of startServer.
  server.app.log.info(
    {
      startMs: { process: Math.round(performance.now()), main: Date.now() - startedAt, ...server.startSteps },
    },
    `CourseClock ready on ${config.publicUrl} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  if (server.demoAccounts.length > 0) {
    console.log('\nDemo accounts (user name / password):');
    for (const account of server.demoAccounts) {
      console.log(`  ${account.role.padEnd(8)} ${account.userName} / ${account.password}`);
    }
    console.log('');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: finishing in-flight requests`);
    await server.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
