import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/support/chromium';
import { E2E_BASE_URL } from './e2e/support/ports';

// scripts/e2e.ts resolves the browser (CHROMIUM_PATH, /usr/bin/chromium or @sparticuz/chromium) first.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const browserEnv = process.env.CHROMIUM_LD_LIBRARY_PATH
  ? { ...process.env, LD_LIBRARY_PATH: process.env.CHROMIUM_LD_LIBRARY_PATH }
  : undefined;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
      env: browserEnv as Record<string, string> | undefined,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx e2e/support/server.ts',
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
