import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/support/chromium';
import { E2E_WORKERS, stackPorts } from './e2e/support/ports';

// scripts/e2e.ts resolves the browser (CHROMIUM_PATH, /usr/bin/chromium or @sparticuz/chromium) first.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const browserEnv = process.env.CHROMIUM_LD_LIBRARY_PATH
  ? { ...process.env, LD_LIBRARY_PATH: process.env.CHROMIUM_LD_LIBRARY_PATH }
  : undefined;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One stack per worker (e2e/support/ports.ts): a spec file's tests stay in order on one stack.
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // e2e/support/fixtures.ts gives each worker its own stack's address.
    baseURL: stackPorts(0).baseUrl,
    // Recording a trace costs the browser a screencast of every step: under CI only a retry records
    // one (a failing journey is retried once, so its failure still comes with a trace).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
      env: browserEnv as Record<string, string> | undefined,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    command: 'npx tsx e2e/support/server.ts',
    url: `${stackPorts(slot).baseUrl}/readyz`,
    env: { E2E_STACK: String(slot) },
    reuseExistingServer: false,
    // SIGTERM lets e2e/support/server.ts remove its temporary data directory (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
