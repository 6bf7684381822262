import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { auditLog, outgoingEmails, roles, userRoles, users } from '../db/schema/index';
import { withTestApp } from '../test/harness';

const t = withTestApp();
const db = () => t.database.db;

async function signedIn(roleNames: ('Admin' | 'Referee')[] = [], overrides = {}) {
  const user = await t.createUser({ roles: roleNames, ...overrides });
  return { ...user, token: await t.login(user.userName) };
}
const post = (url: string, token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: `/api/UserManagement/${url}`, token, payload });
const getUsers = (token: string | undefined, query = '') =>
  t.request({ method: 'GET', url: `/api/UserManagement/GetUsers${query}`, token });
const roleId = async (name: string) => (await db().select().from(roles).where(eq(roles.name, name)))[0].id;

/** 401 for a guest, 403 for a member and for a referee. */
async function expectAdminOnly(send: (token: string | undefined) => Promise<{ statusCode: number }>) {
  expect((await send(undefined)).statusCode).toBe(401);
  expect((await send((await signedIn()).token)).statusCode).toBe(403);
  expect((await send((await signedIn(['Referee'])).token)).statusCode).toBe(403);
}

describe('POST /api/UserManagement/ListRoles', () => {
  it('lists the roles by name to an admin only', async () => {
    const admin = await signedIn(['Admin']);
    const response = await post('ListRoles', admin.token, {});
    expect(response.json()).toEqual([
      { id: await roleId('Admin'), name: 'Admin' },
      { id: await roleId('Referee'), name: 'Referee' },
    ]);
    await expectAdminOnly((token) => post('ListRoles', token, {}));
  });
});

describe('GET /api/UserManagement/GetUsers', () => {
  it('pages active users by user name, filtered by a name part in any case with wildcards taken literally', async () => {
    const admin = await signedIn(['Admin'], { userName: 'boss' });
    const zoe = await t.createUser({
      userName: 'Zo_e',
      firstName: 'Zoe',
      lastName: 'Lee',
      photoUrl: '/u/a.webp',
    });
    await t.createUser({ userName: 'samantha', roles: ['Referee'] });
    await t.createUser({ userName: 'SamRuns' });
    await t.createUser({ userName: 'samgone', disabled: true });
    await t.createUser({ userName: 'alex' });

    const names = async (query: string) =>
      (await getUsers(admin.token, query)).json().users.map((user: { userName: string }) => user.userName);
    expect(await names('')).toEqual(['alex', 'boss', 'samantha', 'SamRuns', 'Zo_e']);
    expect(await names('?search=SAM')).toEqual(['samantha', 'SamRuns']);
    // Taken literally: as a LIKE wildcard 'o_' would match 'boss' too.
    expect(await names('?search=o_')).toEqual(['Zo_e']);
    expect(await names('?search=%25')).toEqual([]);
    expect(await names('?disabled=true')).toEqual(['samgone']);
    expect(await names('?disabled=false&search=gone')).toEqual([]);

    const page = (await getUsers(admin.token, '?search=sam&page=2&pageSize=1')).json();
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.users.map((user: { userName: string }) => user.userName)).toEqual(['SamRuns']);
    const [first] = (await getUsers(admin.token, '?search=zo')).json().users;
    expect(first).toEqual({
      id: zoe.id,
      userName: 'Zo_e',
      displayName: 'Zoe Lee',
      email: 'zo_e@example.com',
      phoneNumber: '+61400000000',
      disabled: false,
      roles: [],
      current: { url: '/u/a.webp' },
    });
    const [referee] = (await getUsers(admin.token, '?search=samantha')).json().users;
    expect(referee.roles).toEqual(['Referee']);
  });

  it('finds a user by last name, full name, e-mail or phone number as people type them', async () => {
    const admin = await signedIn(['Admin'], { userName: 'boss' });
    await t.createUser({
      userName: 'st88',
      firstName: 'Sam',
      lastName: 'Taylor',
      email: 'sam.t@club.example.org',
      phoneNumber: '+61412345678',
    });
    await t.createUser({ userName: 'alex', phoneNumber: '+61499000111' });
    const names = async (search: string) =>
      (await getUsers(admin.token, `?search=${encodeURIComponent(search)}`))
        .json()
        .users.map((user: { userName: string }) => user.userName);
    for (const search of [
      'Taylor',
      'taylor',
      'Sam Taylor',
      'club.example',
      '0412 345 678',
      '412345',
      '+61 412',
    ])
      expect(await names(search), search).toEqual(['st88']);
    expect(await names('0499')).toEqual(['alex']);
    // Too few digits to mean a phone number: nobody is found by them.
    expect(await names('04')).toEqual([]);
  });

  it('answers 400 naming a bad query field, and is admin only', async () => {
    const admin = await signedIn(['Admin']);
    for (const [query, field] of [
      ['?disabled=yes', 'disabled'],
      ['?page=0', 'page'],
      ['?pageSize=201', 'pageSize'],
      [`?search=${'a'.repeat(101)}`, 'search'],
    ]) {
      const response = await getUsers(admin.token, query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
    await expectAdminOnly((token) => getUsers(token));
  });
});

describe('POST /api/UserManagement/GetSingle', () => {
  it('answers the user with roles, flags and profile fields, never the password', async () => {
    const admin = await signedIn(['Admin']);
    const ref = await t.createUser({
      roles: ['Referee'],
      dateOfBirth: '1990-02-03',
      organisation: 'Bondi Runners',
      smsNotifications: false,
    });
    const response = await post('GetSingle', admin.token, { id: ref.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ref.id,
      firstName: 'Test',
      lastName: 'User',
      userName: ref.userName,
      displayName: 'Test User',
      email: ref.email,
      emailConfirmed: true,
      phoneNumber: '+61400000000',
      phoneNumberConfirmed: false,
      disabled: false,
      roleId: await roleId('Referee'),
      roles: ['Referee'],
      isAdmin: false,
      isReferee: true,
      dateOfBirth: '1990-02-03',
      emailNotifications: true,
      smsNotifications: false,
      organisation: 'Bondi Runners',
      current: { url: null },
    });
    const me = (await post('GetSingle', admin.token, { id: admin.id })).json();
    expect(me).toMatchObject({ roleId: await roleId('Admin'), isAdmin: true, isReferee: false });
  });

  it('answers 404 for an unknown user, 400 naming id, and is admin only', async () => {
    const admin = await signedIn(['Admin']);
    const missing = await post('GetSingle', admin.token, { id: 99_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('User not found');
    const bad = await post('GetSingle', admin.token, { id: '5' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
    await expectAdminOnly((token) => post('GetSingle', token, { id: admin.id }));
  });
});

describe('POST /api/UserManagement/Create', () => {
  const valid = {
    firstName: 'Jo',
    lastName: 'Walker',
    userName: 'JoW',
    email: 'jo@example.com',
    phoneNumber: '0412 000 111',
    password: 'Str0ng!pass',
    organisation: 'Bondi Runners',
  };

  it('creates a regular user with an unconfirmed e-mail, mails the link and records the audit row', async () => {
    const admin = await signedIn(['Admin']);
    const response = await post('Create', admin.token, valid);
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      userName: 'JoW',
      displayName: 'Jo Walker',
      email: 'jo@example.com',
      emailConfirmed: false,
      phoneNumber: '+61412000111',
      organisation: 'Bondi Runners',
      roleId: null,
      roles: [],
      isAdmin: false,
      disabled: false,
    });
    expect(await t.login('JoW', valid.password)).toEqual(expect.any(String));
    await t.app.ctx.mail.drain();
    const [mail] = await db().select().from(outgoingEmails).where(eq(outgoingEmails.to, 'jo@example.com'));
    expect(mail.text).toContain(`/Account/ConfirmEmail/${created.id}/`);
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'create',
      entity: 'user',
      entityId: created.id,
    });
    expect(JSON.stringify(audit.data)).not.toMatch(/hash|Str0ng/i);
  });

  it('gives the chosen role; null or no role makes a regular user', async () => {
    const admin = await signedIn(['Admin']);
    const referee = await post('Create', admin.token, { ...valid, roleId: await roleId('Referee') });
    expect(referee.json()).toMatchObject({
      roles: ['Referee'],
      isReferee: true,
      roleId: await roleId('Referee'),
    });
    const regular = await post('Create', admin.token, {
      ...valid,
      userName: 'Plain',
      email: 'plain@example.com',
      roleId: null,
    });
    expect(regular.json().roles).toEqual([]);
    const unknownRole = await post('Create', admin.token, {
      ...valid,
      userName: 'Nobody',
      email: 'nobody@example.com',
      roleId: 999,
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().fields).toEqual({ roleId: messages.roleNotFound });
    expect(await db().select().from(users).where(eq(users.userName, 'Nobody'))).toEqual([]);
  });

  it('answers 400 with the SPEC messages for the e-mail and the staff password, and the name rules', async () => {
    const admin = await signedIn(['Admin']);
    const fieldsOf = async (payload: object) => (await post('Create', admin.token, payload)).json().fields;
    expect(await fieldsOf({ ...valid, email: 'not-an-address' })).toEqual({
      email: messages.staffEmailInvalid,
    });
    // 'Weakpass1' passes the member rule but not the staff one (8+, upper, lower, digit, symbol).
    for (const password of ['Weakpass1', 'Sh0rt!', ''])
      expect(await fieldsOf({ ...valid, password })).toEqual({ password: messages.adminPasswordInvalid });
    expect(await fieldsOf({ ...valid, firstName: 'J' })).toEqual({
      firstName: 'First name must be at least 2 characters',
    });
    expect(await fieldsOf({ ...valid, phoneNumber: '12345' })).toEqual({
      phoneNumber: messages.phoneInvalid,
    });
    expect(await fieldsOf({ ...valid, userName: 'a'.repeat(13) })).toEqual({
      userName: messages.userNameLength,
    });
    expect(await fieldsOf({ ...valid, organisation: 'o'.repeat(101) })).toEqual({
      organisation: 'Organisation must be 100 characters or fewer',
    });
    expect(Object.keys(await fieldsOf({})).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'password', 'phoneNumber', 'userName'].sort(),
    );
    expect(await db().select().from(users)).toHaveLength(1);
  });

  it('answers 409 naming a taken user name or e-mail in any case, and is admin only', async () => {
    const admin = await signedIn(['Admin']);
    await post('Create', admin.token, valid);
    const name = await post('Create', admin.token, { ...valid, userName: 'jow', email: 'new@example.com' });
    expect(name.statusCode).toBe(409);
    expect(name.json().fields).toEqual({ userName: messages.userNameTaken });
    const email = await post('Create', admin.token, { ...valid, userName: 'Other', email: 'JO@example.com' });
    expect(email.statusCode).toBe(409);
    expect(email.json().fields).toEqual({ email: messages.emailTaken });
    expect(await db().select().from(userRoles)).toHaveLength(1);
    await expectAdminOnly((token) =>
      post('Create', token, { ...valid, userName: 'Third', email: 't@example.com' }),
    );
  });
});
