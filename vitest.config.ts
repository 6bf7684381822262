import { defineConfig } from 'vitest/config';

const apiTests = ['src/server/**/*.test.ts'];
/**
 * The API files share their worker's modules: each builds its own app over its own database
 * (src/server/test/harness.ts) and keeps no state in module scope, while importing the app afresh
 * cost about 3.7 s per file, a third of the suite (docs/performance.md, "Test suite").
 */
const apiIsolation = { isolate: false };
/**
 * A file's test app starts in its beforeAll (a new PGlite, migrated): 22-41 s at a load average of 16
 * on the 2-core box, and past 60 s at 20-25, which failed every test of the file.
 */
const apiHookTimeout = 180_000;
const projects = [
  {
    test: {
      name: 'unit',
      include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
      environment: 'happy-dom',
      setupFiles: ['src/web/test-setup.ts'],
      testTimeout: 20_000,
    },
  },
  {
    test: {
      name: 'api-pglite',
      include: apiTests,
      // A file named for one database runs against that one alone.
      exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
      env: { TEST_DB_KIND: 'pglite' },
      ...apiIsolation,
      testTimeout: 30_000,
      hookTimeout: apiHookTimeout,
    },
  },
  {
    test: {
      // scripts/production-steps.test.ts: the Dockerfile's build, install and start, once per run.
      name: 'production',
      include: ['scripts/**/*.test.ts'],
      testTimeout: 300_000,
      // Removing the installed node_modules is slow on a busy disk.
      hookTimeout: 300_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: apiTests,
      exclude: ['**/*.pglite.test.ts', '**/node_modules/**'],
      env: { TEST_DB_KIND: 'postgres' },
      ...apiIsolation,
      testTimeout: 30_000,
      hookTimeout: apiHookTimeout,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
    maxWorkers: 2,
  },
});
