/**
 * Gzip size of the JavaScript and CSS a page loads first: opens `/` (or the path given) of the built
 * app in Chromium, records every script and stylesheet it fetches, and gzips each (level 9, as a
 * server would serve it). Run `npm run build` first. Writes the page's row of docs/performance.md's
 * table of today's figures (a size: no benchmark index).
 * Usage: npm run bench:size [-- path], e.g. `/Locations/View/2/Stopwatch` for the stopwatch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';
import { launchChromium } from './browser';
import { writeFigures } from './performance-doc';

const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-size-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: '3611',
  LOG_LEVEL: 'warn',
});
const server = await startServer(config);
const browser = await launchChromium();

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
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const total = `${kib(sum('js') + sum('css'))} (JS ${kib(sum('js'))} + CSS ${kib(sum('css'))}), ${assets.length} files`;
  console.log(`\n${path}: ${total} gzip`);
  const name = path === '/' ? 'home' : path === '/Locations/View/2/Stopwatch' ? 'stopwatch' : path;
  writeFigures(
    [
      {
        key: `size.${name}`,
        figure: `First load of \`${path}\` as a guest: its scripts and stylesheets, gzip level 9`,
        value: total,
        command: `\`npm run build && npm run bench:size${path === '/' ? '' : ` -- ${path}`}\``,
      },
    ],
    { index: 'n/a (bytes)' },
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
