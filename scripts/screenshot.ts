/**
 * Refreshes README's picture, docs/screenshot-home.png: the built home page with demo data, as a phone
 * sees it. The browser suite writes nothing into tracked files, so this is the one way to update it.
 * Run `npm run build` first. Usage: npm run screenshot
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/support/chromium';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';

const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-screenshot-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: '3612',
  LOG_LEVEL: 'warn',
});
const server = await startServer(config);
const browserPath = await resolveChromium();
const browser = await chromium.launch({
  executablePath: browserPath.executablePath,
  args: CHROMIUM_ARGS,
  env: { ...process.env, ...browserPath.env },
});

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`http://127.0.0.1:${config.port}/`, { waitUntil: 'networkidle' });
  await page.getByRole('combobox').first().waitFor();
  await page.screenshot({ path: 'docs/screenshot-home.png' });
  console.log('docs/screenshot-home.png refreshed');
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
