import { defineConfig } from 'vitest/config';

const apiTests = ['src/server/**/*.test.ts'];
const projects = [
  {
    test: {
      name: 'unit',
      include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      setupFiles: ['src/web/test-setup.ts'],
      testTimeout: 20_000,
    },
  },
  {
    test: {
      name: 'api-pglite',
      include: apiTests,
      env: { TEST_DB_KIND: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: apiTests,
      env: { TEST_DB_KIND: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
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
