import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';

/** Every line the app logs, as written. */
const lines: string[] = [];
let app: FastifyInstance;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'courseclock-log-'));
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>CourseClock</title>');
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    PUBLIC_URL: 'http://courseclock.test',
    WEB_DIST: webDist,
    LOG_LEVEL: 'info',
  });
  database = await openTestDatabase();
  app = await buildApp(config, { database, logger: { write: (line: string) => lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const logged = () => lines.join('');

describe('the request log', () => {
  it('does not carry the code of an e-mail confirmation link', async () => {
    const response = await app.inject({ method: 'GET', url: '/Account/ConfirmEmail/42/Zx9-secret_Code' });
    expect(response.statusCode).toBe(200);
    expect(logged()).not.toContain('Zx9-secret_Code');
    expect(logged()).toContain('/Account/ConfirmEmail/42/[redacted]');
  });

  it('does not carry the code of a password reset link, whatever its case or what follows it', async () => {
    await app.inject({ method: 'GET', url: '/account/resetpassword/Reset-Secret-1/more?x=1' });
    expect(logged()).not.toContain('Reset-Secret-1');
    expect(logged()).toContain('/account/resetpassword/[redacted]');
  });

  it('does not carry code or token query values', async () => {
    await app.inject({
      method: 'GET',
      url: '/Account/Login?code=Query-Code-2&refreshToken=Query-Token-3&page=2',
    });
    expect(logged()).not.toContain('Query-Code-2');
    expect(logged()).not.toContain('Query-Token-3');
    expect(logged()).toContain('/Account/Login?code=[redacted]&refreshToken=[redacted]&page=2');
  });
});
