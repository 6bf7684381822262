import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { isMemberPassword, isStaffPassword } from '../../shared/validation';
import { users } from '../db/schema/index';
import { createOneTimeCode } from '../lib/one-time-codes';
import { newPerson } from '../test/access-matrix/access-matrix-parts';
import { withTestApp } from '../test/harness';

const t = withTestApp();
const db = () => t.database.db;

/** On the list and within the sign-up rules; the second and third differ from the list only in case. */
const COMMON_MEMBER = ['Password1', 'Qwerty123', 'qWERTY123', 'Abc123', 'Trustno1'];
/** On the list and within the staff rules (8+ with a symbol). */
const COMMON_STAFF = ['P@ssw0rd', 'p@SSW0RD', 'Sasha_007'];
/** Outside both rules' reach ("QWERTY123" has no lower-case letter): refused either way. */
const REFUSED_BY_RULES = ['QWERTY123'];
const STRONG_MEMBER = 'Ridge7Tarn';
const STRONG_STAFF = 'Ridge7Tarn!';

const refusedAsCommon = (field: string) => ({
  code: 'INVALID_INPUT',
  error: messages.passwordTooCommon,
  fields: { [field]: messages.passwordTooCommon },
});

const person = (password: string) => ({ ...newPerson(), password });
const accountCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const passwordHashOf = async (id: number) =>
  (await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0].hash;

it('the examples stand for what they say: within the rules, or not', () => {
  for (const password of COMMON_MEMBER) expect(isMemberPassword(password)).toBe(true);
  for (const password of COMMON_STAFF) expect(isStaffPassword(password)).toBe(true);
  for (const password of REFUSED_BY_RULES) expect(isMemberPassword(password)).toBe(false);
});

describe('POST /api/Account/SignUp', () => {
  const signUp = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/Account/SignUp', payload: person(password) });

  it('refuses a common password in any case, naming password, and creates nothing', async () => {
    const before = await accountCount();
    for (const password of [...COMMON_MEMBER, ...COMMON_STAFF]) {
      const response = await signUp(password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toEqual(refusedAsCommon('password'));
    }
    for (const password of REFUSED_BY_RULES) {
      const response = await signUp(password);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ password: messages.memberPasswordInvalid });
    }
    expect(await accountCount()).toBe(before);
  });

  it('accepts a password that is not on the list', async () => {
    expect((await signUp(STRONG_MEMBER)).statusCode).toBe(200);
  });
});

describe('POST /api/Account/ResetPassword', () => {
  it('refuses a common new password naming newPassword, and the link still works after', async () => {
    const member = await t.createUser();
    const code = await createOneTimeCode(db(), {
      purpose: 'password_reset',
      userId: member.id,
      now: t.app.ctx.now(),
    });
    const reset = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/ResetPassword',
        payload: { email: member.email, newPassword, code },
      });
    const hash = await passwordHashOf(member.id);
    for (const password of COMMON_MEMBER) {
      const response = await reset(password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toEqual(refusedAsCommon('newPassword'));
    }
    expect((await reset('QWERTY123')).json().fields).toEqual({ newPassword: messages.memberPasswordInvalid });
    expect(await passwordHashOf(member.id)).toBe(hash);
    expect((await reset(STRONG_MEMBER)).statusCode).toBe(200);
    expect(await t.login(member.userName, STRONG_MEMBER)).toEqual(expect.any(String));
  });
});

describe('staff forms', () => {
  const post = (url: string, token: string, payload: object) =>
    t.request({ method: 'POST', url, token, payload });

  it('POST /api/UserManagement/Create refuses a common password naming password', async () => {
    const { admin } = await t.roleTokens();
    const before = await accountCount();
    for (const password of [...COMMON_STAFF, 'Password1', ...REFUSED_BY_RULES]) {
      const response = await post('/api/UserManagement/Create', admin, person(password));
      expect(response.statusCode, password).toBe(400);
      expect(Object.keys(response.json().fields), password).toEqual(['password']);
    }
    const response = await post('/api/UserManagement/Create', admin, person(COMMON_STAFF[0]));
    expect(response.json()).toEqual(refusedAsCommon('password'));
    expect(await accountCount()).toBe(before);
    expect((await post('/api/UserManagement/Create', admin, person(STRONG_STAFF))).statusCode).toBe(200);
  });

  it('POST /api/UserManagement/EditUser refuses a common new password and keeps the old one', async () => {
    const { admin } = await t.roleTokens();
    const member = await t.createUser();
    const form = (await post('/api/UserManagement/GetSingle', admin, { id: member.id })).json();
    const hash = await passwordHashOf(member.id);
    for (const password of COMMON_STAFF) {
      const response = await post('/api/UserManagement/EditUser', admin, { ...form, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toEqual(refusedAsCommon('password'));
    }
    expect(await passwordHashOf(member.id)).toBe(hash);
    const kept = await post('/api/UserManagement/EditUser', admin, { ...form, password: '' });
    expect(kept.statusCode).toBe(200);
    const changed = await post('/api/UserManagement/EditUser', admin, { ...form, password: STRONG_STAFF });
    expect(changed.statusCode).toBe(200);
    expect(await t.login(member.userName, STRONG_STAFF)).toEqual(expect.any(String));
  });

  it('POST /api/Referee/CreateUser refuses a common password naming password', async () => {
    const { referee } = await t.roleTokens();
    const before = await accountCount();
    for (const password of COMMON_STAFF) {
      const response = await post('/api/Referee/CreateUser', referee, person(password));
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toEqual(refusedAsCommon('password'));
    }
    expect(await accountCount()).toBe(before);
    expect((await post('/api/Referee/CreateUser', referee, person(STRONG_STAFF))).statusCode).toBe(200);
  });
});
