import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase, resetDatabase } from './database';
import { createUser, TEST_PASSWORD, type UserOverrides } from './factories';
import { forwardTo, startedOr } from './started';

export { forwardTo, startedOr, TEST_PASSWORD };

export interface TestUser {
  id: number;
  userName: string;
  email: string;
  password: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Moves the app's clock; undefined returns to real time. */
  setNow(date: Date | undefined): void;
  reset(): Promise<void>;
  close(): Promise<void>;
  /** createUser of src/server/test/factories.ts on this app's database. */
  createUser(overrides?: UserOverrides): Promise<TestUser>;
  login(user: string, password?: string): Promise<string>;
  /** A new user (createUser's overrides) and their access token. */
  signIn(overrides?: UserOverrides): Promise<TestUser & { token: string }>;
  /** A new admin, member and referee, signed in: the three callers a staff route tells apart. */
  roleTokens(): Promise<{ admin: string; adminId: number; member: string; referee: string }>;
  /** app.inject with a bearer token when one is given. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
}

/** A test app's configuration over a new temporary data directory; `env` adds to it. */
export function testConfig(env: Record<string, string> = {}): { config: Config; dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    PUBLIC_URL: 'http://courseclock.test',
    WEB_DIST: join(dataDir, 'web'),
    ...env,
  });
  return { config, dataDir };
}

/** One app over one fresh database per test file; call reset() in beforeEach. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { config, dataDir } = testConfig(env);
  const database = await openTestDatabase();
  let now: Date | undefined;
  const app = await buildApp(config, { database, logger: false, now: () => now ?? new Date() });
  await app.ready();

  const testApp: TestApp = {
    app,
    database,
    config,
    setNow: (date) => {
      now = date;
    },
    reset: async () => {
      now = undefined;
      await resetDatabase(database);
      app.ctx.boards.clear();
      app.ctx.overviews.clear();
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    createUser: (overrides) => createUser(database.db, overrides),
    login: async (user, password = TEST_PASSWORD) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { user, password },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json().token as string;
    },
    signIn: async (overrides) => {
      const user = await testApp.createUser(overrides);
      return { ...user, token: await testApp.login(user.userName, overrides?.password) };
    },
    roleTokens: async () => {
      const admin = await testApp.createUser({ roles: ['Admin'] });
      return {
        admin: await testApp.login(admin.userName),
        adminId: admin.id,
        member: await testApp.login((await testApp.createUser()).userName),
        referee: await testApp.login((await testApp.createUser({ roles: ['Referee'] })).userName),
      };
    },
    request: ({ token, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
  };
  return testApp;
}

/**
 * The usual test-file setup: one app for the file, a clean database (and, when given, a fixed clock)
 * before each test. The returned object forwards to the app once it has started.
 */
export function withTestApp(options: { env?: Record<string, string>; now?: Date } = {}): TestApp {
  let instance: TestApp | undefined;
  beforeAll(async () => {
    instance = await startTestApp(options.env);
  });
  afterAll(() => instance?.close());
  beforeEach(async () => {
    await started().reset();
    if (options.now) started().setNow(options.now);
  });
  const started = () => startedOr(instance, 'the test app');
  return forwardTo(started);
}

/** A new member as the sign-up form sends one: the runner the outbox tests follow. */
const RUNNER_SIGN_UP = {
  userName: 'Runner',
  email: 'runner@example.com',
  password: 'Ridge7Run',
  phoneNumber: '0412345678',
} as const;

/** POST /api/Account/SignUp through the app, as a guest. */
export const signUpThroughApi = (app: FastifyInstance, payload: object = RUNNER_SIGN_UP) =>
  app.inject({ method: 'POST', url: '/api/Account/SignUp', payload });
