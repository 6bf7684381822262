import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { createAdmin, createReferee, TEST_PASSWORD } from '../test/factories';
import { startMailServer, type TestMailServer } from '../test/mail-server';
import { startSmsServer, type TestSmsServer } from '../test/sms-server';

/**
 * Every log line of a real app (level trace, the most it writes) while members sign up, confirm,
 * log in, refresh, reset a password and confirm a phone, and an admin texts everyone: no password,
 * token, code or full phone number appears, and every request's lines carry its request id.
 */
const JWT_SECRET = 'log-test-secret-that-is-long-enough-for-hs256';
const METRICS_TOKEN = 'log-test-metrics-token-0123456789';
const SIGN_UP_PASSWORD = 'Signup-Pass-7Q';
const WRONG_PASSWORD = 'Wrong-Pass-8R';
const NEW_PASSWORD = 'Reset-Pass-9S';
const JSON_PASSWORD = 'Broken-Json-Pass-4T';
/** The runner's number as typed, and the national digits every stored form of it contains. */
const PHONE = '0412 987 654';
const PHONE_DIGITS = '412987654';
/** A number whose sign-up the database refuses (a constraint added below): a 500 with its row. */
const REFUSED_PHONE = '0499 111 222';
const REFUSED_DIGITS = '499111222';

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;
let dataDir: string;
let mail: TestMailServer;
let sms: TestSmsServer;
let requestsMade = 0;
/** Secrets the flows hand out (link codes, tokens), added as they appear. */
const secrets: string[] = [];
/** The texted 6-digit codes. */
const textedCodes: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'courseclock-log-secrets-'));
  [mail, sms] = await Promise.all([startMailServer(), startSmsServer()]);
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET,
    METRICS_TOKEN,
    PUBLIC_URL: 'http://courseclock.test',
    WEB_DIST: join(dataDir, 'web'),
    LOG_LEVEL: 'trace',
    SMTP_URL: mail.url,
    ...sms.env,
  });
  database = await openTestDatabase();
  app = await buildApp(config, { database, logger: { write: (line: string) => lines.push(line) } });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await Promise.all([mail?.close(), sms?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

function call(options: InjectOptions & { token?: string }) {
  requestsMade += 1;
  const { token, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
const post = (url: string, payload: object, token?: string) => call({ method: 'POST', url, payload, token });

/** A texted code counts only as a whole number, not inside a timestamp or a response time. */
const holdsCode = (log: string, code: string) => new RegExp(`(?<![\\d.])${code}(?!\\d)`).test(log);

async function signUpAndConfirm(): Promise<{ token: string; email: string }> {
  const email = 'log.runner@example.com';
  const signUp = await post('/api/Account/SignUp', {
    userName: 'logrunner',
    email,
    password: SIGN_UP_PASSWORD,
    phoneNumber: PHONE,
  });
  expect(signUp.statusCode).toBe(200);
  const link = await mail.waitForMail((m) => m.to.includes(email));
  const [, userId, code] = /\/Account\/ConfirmEmail\/(\d+)\/(\S+)/.exec(link.text) ?? [];
  secrets.push(decodeURIComponent(code));
  // The link as the browser opens it (the SPA page), then the page's call.
  await call({ method: 'GET', url: `/Account/ConfirmEmail/${userId}/${code}` });
  expect(
    (await post('/api/Account/ConfirmEmail', { userId: Number(userId), code: decodeURIComponent(code) }))
      .statusCode,
  ).toBe(200);

  expect((await post('/api/Auth/Login', { user: 'logrunner', password: WRONG_PASSWORD })).statusCode).toBe(
    401,
  );
  const login = await post('/api/Auth/Login', { user: email, password: SIGN_UP_PASSWORD });
  expect(login.statusCode).toBe(200);
  const { token, refreshToken } = login.json();
  secrets.push(token, refreshToken);
  const refreshed = await post('/api/Auth/Refresh', { refreshToken });
  expect(refreshed.statusCode).toBe(200);
  secrets.push(refreshed.json().token, refreshed.json().refreshToken);
  return { token: refreshed.json().token, email };
}

async function confirmPhone(token: string): Promise<void> {
  const text = await sms.waitForSms((m) => m.to.endsWith(PHONE_DIGITS));
  const code = /(\d{6})$/.exec(text.body)?.[1] ?? '';
  textedCodes.push(code);
  const wrong = code === '000000' ? '000001' : '000000';
  expect((await post('/api/Account/ConfirmPhoneNumber', { code: wrong }, token)).statusCode).toBe(400);
  expect((await post('/api/Account/ConfirmPhoneNumber', { code }, token)).statusCode).toBe(200);
}

async function resetPassword(email: string): Promise<void> {
  mail.clear();
  expect((await post('/api/Account/ForgotPassword', { email })).statusCode).toBe(200);
  const link = await mail.waitForMail((m) => m.to.includes(email));
  const code = decodeURIComponent(/\/Account\/ResetPassword\/(\S+)/.exec(link.text)?.[1] ?? '');
  secrets.push(code);
  await call({ method: 'GET', url: `/Account/ResetPassword/${encodeURIComponent(code)}` });
  expect(
    (await post('/api/Account/ResetPassword', { email, newPassword: NEW_PASSWORD, code })).statusCode,
  ).toBe(200);
  expect((await post('/api/Auth/Login', { user: email, password: NEW_PASSWORD })).statusCode).toBe(200);
}

async function staffWork(): Promise<void> {
  const admin = await createAdmin(database.db);
  const login = await post('/api/Auth/Login', { user: admin.userName, password: TEST_PASSWORD });
  const adminToken = login.json().token;
  secrets.push(adminToken, login.json().refreshToken);
  // The first text fails at the provider and is retried: the failure is logged too.
  sms.failNext(1);
  expect((await post('/api/Sms/SendToAll', { message: 'Course closed today' }, adminToken)).statusCode).toBe(
    200,
  );
  await app.ctx.sms.drain();
  await app.ctx.sms.retryDue();
  await sms.waitForSms((m) => m.body === 'Course closed today' && m.to.endsWith(PHONE_DIGITS));
  const referee = await createReferee(database.db);
  const refereeToken = (
    await post('/api/Auth/Login', { user: referee.userName, password: TEST_PASSWORD })
  ).json().token;
  secrets.push(refereeToken);
  expect((await post('/api/Referee/UserLookup', { search: PHONE }, refereeToken)).statusCode).toBe(200);
  for (const token of [METRICS_TOKEN, 'not-the-metrics-token'])
    await call({ method: 'GET', url: '/metrics', token });
}

async function failures(): Promise<void> {
  // Malformed JSON whose text holds a password: Fastify's parse error must not echo it into the log.
  await call({
    method: 'POST',
    url: '/api/Auth/Login',
    headers: { 'content-type': 'application/json' },
    payload: `{"user":"logrunner","password":"${JSON_PASSWORD}"`,
  });
  // A database error while storing a new member: the failed query's values (password hash, phone) stay out.
  await database.db.execute(
    sql.raw(
      `alter table users add constraint log_test_refused check (phone_number <> '+61${REFUSED_DIGITS}')`,
    ),
  );
  const refused = await post('/api/Account/SignUp', {
    userName: 'refused',
    email: 'refused@example.com',
    password: SIGN_UP_PASSWORD,
    phoneNumber: REFUSED_PHONE,
  });
  expect(refused.statusCode).toBe(500);
  await database.db.execute(sql.raw('alter table users drop constraint log_test_refused'));
}

describe('the log', () => {
  it('carries no password, token, code or full phone number through sign-up, log-in, reset, phone and SMS', async () => {
    const { token, email } = await signUpAndConfirm();
    await confirmPhone(token);
    await resetPassword(email);
    await staffWork();
    await failures();
    await Promise.all([app.ctx.mail.drain(), app.ctx.sms.drain()]);

    const log = lines.join('');
    // The failure stays diagnosable: the constraint is named, only the row's values are left out.
    expect(log).toContain('request failed');
    expect(log).toContain('log_test_refused');
    const fixed = [SIGN_UP_PASSWORD, WRONG_PASSWORD, NEW_PASSWORD, JSON_PASSWORD, TEST_PASSWORD, JWT_SECRET];
    const everything = [
      ...fixed,
      '$argon2',
      METRICS_TOKEN,
      sms.authToken,
      PHONE_DIGITS,
      REFUSED_DIGITS,
      PHONE,
      ...secrets,
    ];
    expect(secrets).toHaveLength(9);
    expect(textedCodes).toHaveLength(1);
    expect(everything.filter((secret) => log.includes(secret))).toEqual([]);
    expect(textedCodes.filter((code) => holdsCode(log, code))).toEqual([]);
  }, 90_000);

  it('gives every request an id that its lines carry', () => {
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    const incoming = entries.filter((entry) => entry.msg === 'incoming request');
    // /metrics logs at warn only (a scrape every few seconds), so its two calls write no request lines.
    expect(completed).toHaveLength(requestsMade - 2);
    expect(incoming).toHaveLength(requestsMade - 2);
    expect(new Set(completed.map((entry) => entry.reqId)).size).toBe(completed.length);
    for (const entry of [...completed, ...incoming]) expect(entry.reqId).toMatch(/^req-[0-9a-z]+$/);
    const failed = entries.find((entry) => entry.msg === 'request failed');
    expect(completed.map((entry) => entry.reqId)).toContain(failed?.reqId);
  });
});
