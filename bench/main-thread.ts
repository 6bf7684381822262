/**
 * What blocks a phone's main thread while a public page loads: Chromium (Playwright) at a phone's size
 * (412 px) with a 4x CPU slowdown (`Emulation.setCPUThrottlingRate`, as Lighthouse's mobile defaults),
 * summing the long tasks the page reports (each task's time past 50 ms, as total blocking time counts
 * it) from navigation until the network has been quiet for a second. Unlike Lighthouse's simulated
 * TBT this is the real main thread, so it moves less with the simulation and more with the host.
 *
 * With two builds (`--builds dist,/tmp/before`) every page is loaded alternately from each (one
 * server each, ports 4441 and 4442, fresh demo data), so a busy spell of the machine falls on both:
 * each change's before and after in one run. Prints per page the median sum of N loads (`--runs`, 5).
 *
 * Usage: npm run bench:main-thread -- [--builds dist,other] [--runs 5] [--pages login,events]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';
import { chosenPages, publicPages } from './public-pages';

const PORTS = [4441, 4442];

function argText(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const builds = argText('--builds', 'dist').split(',').slice(0, PORTS.length);
const runs = Number(argText('--runs', '5')) || 5;
const dataDirs: string[] = [];
const servers = await Promise.all(
  builds.map((webDist, index) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-main-thread-'));
    dataDirs.push(dataDir);
    return startServer(
      loadConfig({
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_DIST: webDist,
        HOST: '127.0.0.1',
        PORT: String(PORTS[index]),
        LOG_LEVEL: 'warn',
      }),
    );
  }),
);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });

/** The blocking time of one load: the long tasks' time past 50 ms each, and how many there were. */
async function blocking(url: string): Promise<{ sum: number; tasks: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const durations = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  await context.close();
  return { sum: durations.reduce((total, d) => total + Math.max(0, d - 50), 0), tasks: durations.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  const pages = chosenPages(await publicPages(`http://127.0.0.1:${PORTS[0]}`));
  const sums = pages.map(() => builds.map(() => [] as number[]));
  for (let round = 0; round < runs; round++) {
    for (const [pageIndex, { url }] of pages.entries()) {
      for (const [buildIndex] of builds.entries()) {
        const { sum } = await blocking(`http://127.0.0.1:${PORTS[buildIndex]}${url}`);
        sums[pageIndex]?.[buildIndex]?.push(sum);
      }
    }
  }
  console.log(`| page | ${builds.join(' | ')} |\n|---|${builds.map(() => '---|').join('')}`);
  for (const [pageIndex, { page }] of pages.entries()) {
    const cells = (sums[pageIndex] ?? []).map(
      (values) => `${Math.round(median(values))} ms (${values.map(Math.round).join(' ')})`,
    );
    console.log(`| ${page} | ${cells.join(' | ')} |`);
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}
