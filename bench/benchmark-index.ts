/**
 * The machine's Lighthouse benchmark index for benches that do not run Lighthouse, so every figure in
 * docs/performance.md says how fast the machine was when it was taken (on this shared 2-core box the
 * index moved between about 500 and 3,000 from hour to hour, and the figures with it).
 *
 * BENCH_INDEX, when set, is used as it is (e.g. the index of a Lighthouse run just before). Otherwise
 * Lighthouse's own measure (`computeBenchmarkIndex`: a second of string building and array copying)
 * runs in a blank page of the same Chromium `npm run bench:lighthouse` drives, the way Lighthouse runs
 * it before an audit. When no browser starts, the index is "not measured".
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchChromium } from './browser';

export async function benchmarkIndex(): Promise<string> {
  const given = process.env.BENCH_INDEX?.trim();
  if (given) return given;
  try {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
      return String(Math.round(index));
    } finally {
      await browser.close();
    }
  } catch (error) {
    console.warn(`benchmark index not measured: ${(error as Error).message}`);
    return 'not measured';
  }
}

if (process.argv[1]?.endsWith('benchmark-index.ts')) console.log(await benchmarkIndex());
