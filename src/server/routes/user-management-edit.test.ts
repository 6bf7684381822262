import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { auditLog, outgoingEmails, roles, users } from '../db/schema/index';
import { createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();
const db = () => t.database.db;

async function session(userName: string, password?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { user: userName, password: password ?? 'Passw0rd!' },
  });
  return response.json() as { token: string; refreshToken: string };
}
async function signedIn(roleNames: ('Admin' | 'Referee')[] = [], overrides = {}) {
  const user = await t.createUser({ roles: roleNames, ...overrides });
  return { ...user, ...(await session(user.userName)) };
}
const post = (url: string, token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: `/api/UserManagement/${url}`, token, payload });
const roleId = async (name: string) => (await db().select().from(roles).where(eq(roles.name, name)))[0].id;
/** A guarded call: 200 while the session lives, 401 once it has ended. */
const myResults = (token: string) => t.request({ method: 'GET', url: '/api/Leaderboard/MyResults', token });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/Refresh', payload: { refreshToken } });

/** The edit form as GetSingle fills it, with changes. */
async function editForm(token: string, id: number, changes: object = {}) {
  const current = (await post('GetSingle', token, { id })).json();
  return { ...current, ...changes };
}

async function expectAdminOnly(send: (token: string | undefined) => Promise<{ statusCode: number }>) {
  expect((await send(undefined)).statusCode).toBe(401);
  expect((await send((await signedIn()).token)).statusCode).toBe(403);
  expect((await send((await signedIn(['Referee'])).token)).statusCode).toBe(403);
}

describe('POST /api/UserManagement/EditUser', () => {
  it('saves the edits, makes a new e-mail and phone unconfirmed, and audits before and after', async () => {
    const admin = await signedIn(['Admin']);
    const member = await signedIn([], { phoneNumberConfirmed: true });
    const form = await editForm(admin.token, member.id, {
      firstName: 'Jo',
      lastName: 'Walker',
      userName: 'JoW',
      email: 'jo@example.com',
      phoneNumber: '0412 000 111',
      organisation: 'Bondi Runners',
      password: '',
    });
    const response = await post('EditUser', admin.token, form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: member.id,
      displayName: 'Jo Walker',
      userName: 'JoW',
      email: 'jo@example.com',
      emailConfirmed: false,
      phoneNumber: '+61412000111',
      phoneNumberConfirmed: false,
      organisation: 'Bondi Runners',
      roles: [],
    });
    // Neither the password nor the role changed: the member stays signed in.
    expect((await myResults(member.token)).statusCode).toBe(200);
    await t.app.ctx.mail.drain();
    const [mail] = await db().select().from(outgoingEmails).where(eq(outgoingEmails.to, 'jo@example.com'));
    expect(mail.text).toContain(`/Account/ConfirmEmail/${member.id}/`);
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ actorId: admin.id, action: 'update', entity: 'user', entityId: member.id });
    expect(audit.data).toMatchObject({
      before: { userName: member.userName, email: member.email, roles: [] },
      after: { userName: 'JoW', email: 'jo@example.com' },
    });
    // The password field was left blank: the old password stands, and no change is recorded.
    expect(audit.data).not.toHaveProperty('after.passwordChanged');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/Auth/Login',
          payload: { user: 'JoW', password: member.password },
        })
      ).statusCode,
    ).toBe(200);
    expect(JSON.stringify(audit.data)).not.toMatch(/hash/i);
    // Blank names are allowed on edit (sign-up accounts have none) and clear them.
    const cleared = await post('EditUser', admin.token, { ...form, firstName: '', lastName: null });
    expect(cleared.json()).toMatchObject({ firstName: null, lastName: null, displayName: 'JoW' });
  });

  it('changes the role and ends the sessions; sending the current role back keeps every role', async () => {
    const admin = await signedIn(['Admin']);
    const member = await signedIn();
    const promoted = await post(
      'EditUser',
      admin.token,
      await editForm(admin.token, member.id, { roleId: await roleId('Referee') }),
    );
    expect(promoted.json()).toMatchObject({ roles: ['Referee'], isReferee: true });
    expect((await myResults(member.token)).statusCode).toBe(401);
    expect((await refresh(member.refreshToken)).statusCode).toBe(401);

    const both = await signedIn(['Admin', 'Referee']);
    const kept = await post('EditUser', admin.token, await editForm(admin.token, both.id));
    expect(kept.json().roles).toEqual(['Admin', 'Referee']);
    expect((await myResults(both.token)).statusCode).toBe(200);
    const regular = await post(
      'EditUser',
      admin.token,
      await editForm(admin.token, both.id, { roleId: null }),
    );
    expect(regular.json()).toMatchObject({ roles: [], roleId: null, isAdmin: false });
  });

  it('sets a new password under the staff rule and ends the sessions', async () => {
    const admin = await signedIn(['Admin']);
    const member = await signedIn();
    const weak = await post(
      'EditUser',
      admin.token,
      await editForm(admin.token, member.id, { password: 'Weakpass1' }),
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: messages.adminPasswordInvalid });
    const form = await editForm(admin.token, member.id, { password: 'N3w!secret' });
    expect((await post('EditUser', admin.token, form)).statusCode).toBe(200);
    expect((await myResults(member.token)).statusCode).toBe(401);
    expect((await session(member.userName, 'N3w!secret')).token).toEqual(expect.any(String));
    const audits = await db().select().from(auditLog);
    expect(audits.at(-1)?.data).toMatchObject({ after: { passwordChanged: true } });
  });

  it('answers 400 with the staff messages, 409 for a name or e-mail of someone else, 404, and is admin only', async () => {
    const admin = await signedIn(['Admin']);
    const member = await t.createUser({ userName: 'Member' });
    await t.createUser({ userName: 'Taken', email: 'taken@example.com' });
    const form = await editForm(admin.token, member.id);
    const fieldsOf = async (changes: object) =>
      (await post('EditUser', admin.token, { ...form, ...changes })).json().fields;
    expect(await fieldsOf({ email: 'nope' })).toEqual({ email: messages.staffEmailInvalid });
    expect(await fieldsOf({ phoneNumber: '' })).toEqual({ phoneNumber: messages.phoneRequired });
    expect(await fieldsOf({ firstName: 'J' })).toEqual({
      firstName: 'First name must be at least 2 characters',
    });
    expect(await fieldsOf({ roleId: 999 })).toEqual({ roleId: messages.roleNotFound });
    expect(await fieldsOf({ disabled: 'yes' })).toEqual({ disabled: 'Disabled must be true or false' });
    const name = await post('EditUser', admin.token, { ...form, userName: 'TAKEN' });
    expect(name.statusCode).toBe(409);
    expect(name.json().fields).toEqual({ userName: messages.userNameTaken });
    const email = await post('EditUser', admin.token, { ...form, email: 'Taken@Example.com' });
    expect(email.statusCode).toBe(409);
    expect(email.json().fields).toEqual({ email: messages.emailTaken });
    // Their own name in another case is theirs.
    expect((await post('EditUser', admin.token, { ...form, userName: 'MEMBER' })).statusCode).toBe(200);
    expect((await post('EditUser', admin.token, { ...form, id: 99_999 })).statusCode).toBe(404);
    await expectAdminOnly((token) => post('EditUser', token, form));
  });
});

describe('POST /api/UserManagement/Disable', () => {
  it('disables the user: no login, their tokens refused at once, their times off the boards until enabled', async () => {
    const admin = await signedIn(['Admin']);
    const runner = await signedIn([], { userName: 'Runner' });
    const { id: locationId } = await createLocation(db());
    await createTime(db(), { userId: runner.id, locationId, duration: 61_000 });
    const board = async () =>
      (await t.request({ method: 'POST', url: '/api/Leaderboard/ListResults', payload: { locationId } }))
        .json()
        .map((row: { user: { userName: string } }) => row.user.userName);
    expect(await board()).toEqual(['Runner']);

    const response = await post('Disable', admin.token, { id: runner.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: runner.id, disabled: true });
    expect((await myResults(runner.token)).statusCode).toBe(401);
    expect((await refresh(runner.refreshToken)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { user: 'Runner', password: 'Passw0rd!' },
    });
    expect(login.statusCode).toBe(401);
    expect(await board()).toEqual([]);
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ action: 'disable', entity: 'user', entityId: runner.id });
    expect(audit.data).toMatchObject({ before: { disabled: false }, after: { disabled: true } });

    // Disabling again changes nothing.
    expect((await post('Disable', admin.token, { id: runner.id })).statusCode).toBe(200);
    expect(await db().select().from(auditLog)).toHaveLength(1);

    const enabled = await post(
      'EditUser',
      admin.token,
      await editForm(admin.token, runner.id, { disabled: false }),
    );
    expect(enabled.json().disabled).toBe(false);
    expect(await board()).toEqual(['Runner']);
    expect((await session('Runner')).token).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown user, 400 naming id, and is admin only', async () => {
    const admin = await signedIn(['Admin']);
    expect((await post('Disable', admin.token, { id: 99_999 })).statusCode).toBe(404);
    const bad = await post('Disable', admin.token, { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
    const member = await t.createUser();
    await expectAdminOnly((token) => post('Disable', token, { id: member.id }));
    const [row] = await db().select().from(users).where(eq(users.id, member.id));
    expect(row.disabled).toBe(false);
  });
});
