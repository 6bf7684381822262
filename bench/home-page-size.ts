/**
 * Gzip size of the JavaScript and CSS a page loads first: opens `/` (or the path given) of the built
 * app in Chromium, records every script and stylesheet it fetches, and gzips each (level 9, as a
 * server would serve it). Run `npm run build` first.
 * Usage: tsx bench/home-page-size.ts [path], e.g. `/Locations/View/2/Stopwatch` for the stopwatch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/support/chromium';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';

const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-size-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: '3611',
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
  const page = await browser.newPage();
  const assets: { url: string; kind: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : '';
    if (!kind || url.pathname === '/sw.js') return;
    const body = await response.body();
    assets.push({ url: url.pathname, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  const path = process.argv[2] ?? '/';
  await page.goto(`http://127.0.0.1:${config.port}${path}`, { waitUntil: 'networkidle' });
  // The home page's first screen ends with its course picker; another page's with its heading.
  if (path === '/') await page.getByRole('combobox').first().waitFor();
  else await page.getByRole('heading', { level: 1 }).first().waitFor();

  const sum = (kind: string) => assets.filter((a) => a.kind === kind).reduce((total, a) => total + a.gzip, 0);
  console.log('| file | raw bytes | gzip bytes |\n|---|---|---|');
  for (const asset of assets.sort((a, b) => b.gzip - a.gzip))
    console.log(`| ${asset.url} | ${asset.raw} | ${asset.gzip} |`);
  console.log(
    `\n${path}: ${assets.length} files; JS ${(sum('js') / 1024).toFixed(1)} KiB + CSS ${(sum('css') / 1024).toFixed(1)} KiB = ${((sum('js') + sum('css')) / 1024).toFixed(1)} KiB gzip`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
