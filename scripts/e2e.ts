/** Builds the web app, finds a Chromium, then runs the Playwright journeys; exits with their status. */
import { resolveChromium } from '../e2e/support/chromium';
import { run } from './run';

export async function runE2e(extraArgs: string[] = []): Promise<number> {
  const built = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (built !== 0) return built;
  const chromium = await resolveChromium();
  console.log(`Browser tests use ${chromium.executablePath} (${chromium.source})`);
  return run('npx', ['playwright', 'test', ...extraArgs], {
    CHROMIUM_PATH: chromium.executablePath,
    CHROMIUM_LD_LIBRARY_PATH: chromium.env.LD_LIBRARY_PATH ?? '',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await runE2e(process.argv.slice(2)));
}
