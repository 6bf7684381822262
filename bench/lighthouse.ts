/**
 * Lighthouse (mobile defaults: simulated 4G and 4x CPU slowdown, Moto G Power screen) of every
 * public page (bench/public-pages.ts: home, a location, its stopwatch, an event and its big screen,
 * leaderboards, events, obstacles, about, privacy, feedback, log in, sign up, forgot password). Starts
 * the built app on demo data (a fresh embedded database) on port 3890, drives Chromium from
 * CHROMIUM_PATH or /usr/bin/chromium, prints the figures and writes them into docs/performance.md:
 * each page's row between the lighthouse markers, and the lowest score, the slowest LCP, the longest
 * TBT and the largest CLS over the pages into the table of today's figures, with Lighthouse's
 * benchmark index of the run (the rest of that file is left alone).
 *
 * A last row audits a control: a static page with a heading and a paragraph and no script, served
 * by a bare node:http server. Whatever blocking time it shows is the browser's and the host's own, not
 * the app's, and it moves from day to day with the machine (docs/performance.md).
 *
 * With --runs N every page is audited N times in rounds (each round audits every page once, in
 * turn), so a slow spell of the machine falls on all pages alike rather than on whichever page was
 * being audited; the table gives each page's median run and the range of its N scores.
 *
 * Usage: npm run bench:lighthouse [-- --runs 3] [--pages login,events] [--before /tmp/other-dist]
 * (median of N runs per page; with --pages only those, by key; with --before each page is audited
 * from that build too, served on port 4442, alternately with this one in every round, for one
 * change's before and after in the same run. With either, the table is printed, not written.)
 * WEB_DIST names another build (default dist/, built first when missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';
import { type FigureRow, measuredAt, writeFigures, writePerformanceSection } from './performance-doc';
import { chosenPages, publicPages } from './public-pages';

const PORT = 3890;
const BEFORE_PORT = 4442;
const CONTROL_PORT = 3891;
const CONTROL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title>' +
  '<meta name="description" content="A page with no script."></head>' +
  '<body><main><h1>Control</h1><p>A static page with no script.</p></main></body></html>';

interface Figures {
  page: string;
  url: string;
  performance: number;
  /** The lowest and highest performance of the page's runs. */
  range: [number, number];
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function argValue(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Lighthouse's CPU benchmark of the last run: lower means a busier or slower machine (TBT grows). */
let benchmarkIndex = 0;

async function audit(url: string, port: number): Promise<Omit<Figures, 'page' | 'url' | 'range'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.warn(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  benchmarkIndex = result.lhr.environment.benchmarkIndex;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

function table(rows: Figures[]): string {
  const lines = [
    '| page | performance | range | accessibility | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} (\`${r.url}\`) | ${r.performance.toFixed(2)} | ${r.range.map((score) => score.toFixed(2)).join('–')} | ${r.accessibility.toFixed(2)} | ` +
        `${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} |`,
    ),
  ];
  return lines.join('\n');
}

interface Summary {
  key: string;
  figure: string;
  goal?: string;
  pick: (page: Figures) => number;
  /** Whether the worst page is the one with the highest value (TBT) rather than the lowest (score). */
  highest: boolean;
  format: (value: number) => string;
}

const SUMMARIES: Summary[] = [
  {
    key: 'performance',
    figure: 'performance, lowest',
    goal: '≥ 0.90',
    pick: (page) => page.performance,
    highest: false,
    format: (value) => value.toFixed(2),
  },
  {
    key: 'accessibility',
    figure: 'accessibility, lowest',
    goal: '1.00',
    pick: (page) => page.accessibility,
    highest: false,
    format: (value) => value.toFixed(2),
  },
  {
    key: 'lcp',
    figure: 'LCP, slowest',
    pick: (page) => page.lcpMs,
    highest: true,
    format: (value) => `${(value / 1000).toFixed(1)} s`,
  },
  {
    key: 'tbt',
    figure: 'TBT, longest',
    pick: (page) => page.tbtMs,
    highest: true,
    format: (value) => `${Math.round(value)} ms`,
  },
  {
    key: 'cls',
    figure: 'CLS, largest',
    pick: (page) => page.cls,
    highest: true,
    format: (value) => value.toFixed(3),
  },
];

/** The worst page for each figure: the table's summary rows (every page's row is in its own section). */
function summaryFigures(pages: Figures[], runs: number, command: string): FigureRow[] {
  const of = `${pages.length} public pages, ${runs === 1 ? 'one run' : `median of ${runs} runs`} each`;
  return SUMMARIES.map(({ key, figure, goal, pick, highest, format }) => {
    const worse = (a: Figures, b: Figures) => (highest ? pick(a) > pick(b) : pick(a) < pick(b));
    const worst = pages.reduce((found, page) => (worse(page, found) ? page : found));
    const tied = pages.every((page) => pick(page) === pick(worst));
    return {
      key: `lighthouse.${key}`,
      figure: `Lighthouse ${figure} (${of})`,
      goal,
      value: `${format(pick(worst))} (${tied ? `all ${pages.length} pages` : worst.page})`,
      command,
    };
  });
}

const runs = argValue('--runs', 1);
const webDist = process.env.WEB_DIST || 'dist';
const beforeAt = process.argv.indexOf('--before');
const beforeDist = beforeAt >= 0 ? process.argv[beforeAt + 1] : undefined;
if (!existsSync(join(webDist, 'index.html'))) {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('vite build failed');
}
const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-lighthouse-'));
/** The built app `dist` on demo data of its own (a fresh embedded database in `data`). */
const appOn = (data: string, dist: string, port: number) =>
  startServer(
    loadConfig({
      ...process.env,
      DATA_DIR: data,
      DATABASE_URL: '',
      WEB_DIST: dist,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    }),
  );
const server = await appOn(dataDir, webDist, PORT);
const beforeDataDir = mkdtempSync(join(tmpdir(), 'courseclock-lighthouse-'));
const beforeServer = beforeDist ? await appOn(beforeDataDir, beforeDist, BEFORE_PORT) : null;
const control = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(CONTROL_PAGE);
});
await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve));
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// A browser update moves blocking time as much as the app does. Headless Chromium's user agent gives
// only the major version (156.0.0.0), so the version comes from the binary itself.
const browserVersion =
  /[\d]+\.[\d.]+/.exec(spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout ?? '')?.[0] ??
  'unknown';
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  const base = `http://127.0.0.1:${PORT}`;
  const before = `http://127.0.0.1:${BEFORE_PORT}`;
  const pages: { page: string; url: string; base?: string }[] = [
    ...chosenPages(await publicPages(base)).flatMap((page) =>
      beforeServer ? [page, { ...page, page: `${page.page}, before`, base: before }] : [page],
    ),
    { page: 'Control, no script', url: '/', base: `http://127.0.0.1:${CONTROL_PORT}` },
  ];
  const results = pages.map(() => [] as Omit<Figures, 'page' | 'url' | 'range'>[]);
  for (let round = 0; round < runs; round++) {
    for (const [index, { url, base: origin = base }] of pages.entries()) {
      let figures = await audit(origin + url, chrome.port);
      // A busy machine sometimes yields a run without a score (trace lost): one more try.
      if (Number.isNaN(figures.lcpMs)) figures = await audit(origin + url, chrome.port);
      results[index].push(figures);
    }
  }
  const rows: Figures[] = pages.map(({ page, url }, index) => {
    const sorted = [...results[index]].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor(sorted.length / 2)];
    const range: [number, number] = [sorted[0].performance, sorted[sorted.length - 1].performance];
    console.log(
      `${page}: performance ${median.performance.toFixed(2)} (${range.join('–')}), accessibility ${median.accessibility.toFixed(2)}`,
    );
    return { page, url, range, ...median };
  });
  console.log(
    `\n${table(rows)}\nload average ${loadavg()[0].toFixed(1)}, benchmark index ${Math.round(benchmarkIndex)}`,
  );
  if (!process.argv.includes('--pages') && !beforeServer) {
    const command = `npm run bench:lighthouse${runs === 1 ? '' : ` -- --runs ${runs}`}`;
    writePerformanceSection(
      'lighthouse',
      'Lighthouse',
      `Measured ${measuredAt()} by \`${command}\` (Lighthouse 12, mobile defaults, ` +
        `${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, audited in rounds, demo data; ` +
        `Chromium ${browserVersion}, machine benchmark index ${Math.round(benchmarkIndex)}, load average ${loadavg()[0].toFixed(1)}):\n\n${table(rows)}`,
    );
    const appPages = rows.slice(0, -1);
    writeFigures(summaryFigures(appPages, runs, `\`${command}\``), {
      index: String(Math.round(benchmarkIndex)),
    });
  }
} finally {
  chrome.kill();
  control.close();
  await server.stop();
  await beforeServer?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(beforeDataDir, { recursive: true, force: true });
}
