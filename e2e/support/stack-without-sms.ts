import { type ChildProcess, spawn } from 'node:child_process';
import { test as base } from './fixtures';
import { E2E_APP_PORT } from './ports';

/** Beside this worker's stack (ports.ts hands out the ports below +40). */
const PORT = E2E_APP_PORT + 50;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const START_TIMEOUT_MS = 120_000;

async function waitUntilReady(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the stack without SMS exited (${child.exitCode})`);
    const ready = await fetch(`${BASE_URL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the stack without SMS was not ready within ${START_TIMEOUT_MS} ms`);
}

/**
 * Journeys against an app with no SMS provider configured (e2e/support/server-without-sms.ts): the
 * worker starts that second stack the first time a test asks for it, and every page and request of
 * such a test goes to it.
 */
export const testWithoutSms = base.extend<object, { stackWithoutSms: string }>({
  stackWithoutSms: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/server-without-sms.ts'], {
        env: { ...process.env, E2E_NO_SMS_PORT: String(PORT) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      try {
        await waitUntilReady(child);
        await use(BASE_URL);
      } finally {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 15_000 },
  ],
  baseURL: async ({ stackWithoutSms }, use) => {
    await use(stackWithoutSms);
  },
});
