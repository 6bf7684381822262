/**
 * Where a public page's main-thread time goes at start: a CPU profile (Chromium, 412 px, 4x CPU
 * slowdown as Lighthouse's mobile defaults) of one load of each page named, from navigation until the
 * network has been quiet for a second, summed by function self time and by script, largest first.
 * Runs against an app already running (BASE, default http://127.0.0.1:4441).
 *
 * Usage: npx tsx bench/cpu-profile.ts /Account/Login /Leaderboards   [--top 25]
 */
import { chromium } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const base = process.env.BASE || 'http://127.0.0.1:4441';
const topAt = process.argv.indexOf('--top');
const top = topAt >= 0 ? Number(process.argv[topAt + 1]) : 25;
const urls = process.argv
  .slice(2)
  .filter((arg, index, all) => arg.startsWith('/') && all[index - 1] !== '--top');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });

const fileOf = (url: string) => url.split('/').pop() || '(browser)';

try {
  for (const url of urls) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(base + url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    await context.close();
    const self = new Map<number, number>();
    for (const [index, id] of profile.samples.entries())
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    const byFunction = new Map<string, number>();
    const byFile = new Map<string, number>();
    for (const node of profile.nodes) {
      const ms = self.get(node.id) ?? 0;
      const { functionName, url: script, lineNumber, columnNumber } = node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)') continue;
      const name = `${functionName || '(anonymous)'} ${fileOf(script)}:${lineNumber + 1}:${columnNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
      byFile.set(fileOf(script), (byFile.get(fileOf(script)) ?? 0) + ms);
    }
    const list = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
        .join('\n');
    const total = [...byFile.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(
      `\n${url}: ${total.toFixed(0)} ms busy\nby script:\n${list(byFile, 10)}\nby function:\n${list(byFunction, top)}`,
    );
  }
} finally {
  await browser.close();
}
