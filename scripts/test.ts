/**
 * `npm test`: the lint (Biome, and the import rules of docs/architecture.md), the unit + API suites
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser journeys. The last line
 * sums every suite as `N passed, N failed` (the lint counts as one test).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { runE2e } from './e2e';
import { run } from './run';

interface Tally {
  passed: number;
  failed: number;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

async function vitestSuite(): Promise<Tally> {
  const output = 'test-results/vitest.json';
  rmSync(output, { force: true });
  const code = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${output}`,
  ]);
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(output);
  if (!report) return { passed: 0, failed: 1 };
  // A crash outside any test (a failing file import, say) still fails the suite.
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed };
}

async function lintSuite(): Promise<Tally> {
  const code = await run('npm', ['run', '--silent', 'lint']);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function browserSuite(): Promise<Tally> {
  const output = 'test-results/e2e.json';
  rmSync(output, { force: true });
  const code = await runE2e();
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(output);
  if (!report) return { passed: 0, failed: 1 };
  const { expected, unexpected, flaky } = report.stats;
  if (flaky > 0) console.log(`${flaky} browser test(s) passed only on retry`);
  return { passed: expected + flaky, failed: unexpected + (code !== 0 && unexpected === 0 ? 1 : 0) };
}

const suites: Tally[] = [await lintSuite(), await vitestSuite()];
if (!process.argv.includes('--no-e2e')) suites.push(await browserSuite());
const total = suites.reduce((sum, s) => ({ passed: sum.passed + s.passed, failed: sum.failed + s.failed }), {
  passed: 0,
  failed: 0,
});
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
