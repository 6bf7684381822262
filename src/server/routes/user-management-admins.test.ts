import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { ROLE_ADMIN } from '../../shared/roles';
import { roles, userRoles, users } from '../db/schema/index';
import { disableUser } from '../services/user-management/disable-user';
import { editUser } from '../services/user-management/edit-user';
import { withTestApp } from '../test/harness';

const t = withTestApp();
const db = () => t.database.db;

const signedIn = (roles: ('Admin' | 'Referee')[] = []) => t.signIn({ roles });
const post = (url: string, token: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/UserManagement/${url}`, token, payload });
const editForm = async (token: string, id: number, changes: object) => ({
  ...(await post('GetSingle', token, { id })).json(),
  ...changes,
});

async function activeAdmins(): Promise<number[]> {
  const rows = await db()
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, ROLE_ADMIN), eq(users.disabled, false)));
  return rows.map((row) => row.id);
}

describe('nobody locks the site out', () => {
  it('refuses an admin removing their own Admin role or disabling themselves, with 400s naming the field', async () => {
    const admin = await signedIn(['Admin']);
    await signedIn(['Admin']);
    const demote = await post(
      'EditUser',
      admin.token,
      await editForm(admin.token, admin.id, { roleId: null }),
    );
    expect(demote.statusCode).toBe(400);
    expect(demote.json().fields).toEqual({ roleId: messages.cannotRemoveOwnAdmin });
    const toReferee = await post('EditUser', admin.token, {
      ...(await editForm(admin.token, admin.id, {})),
      roleId: (await db().select().from(roles).where(eq(roles.name, 'Referee')))[0].id,
    });
    expect(toReferee.json().fields).toEqual({ roleId: messages.cannotRemoveOwnAdmin });
    const disableByEdit = await post(
      'EditUser',
      admin.token,
      await editForm(admin.token, admin.id, { disabled: true }),
    );
    expect(disableByEdit.statusCode).toBe(400);
    expect(disableByEdit.json().fields).toEqual({ disabled: messages.cannotDisableSelf });
    const disable = await post('Disable', admin.token, { id: admin.id });
    expect(disable.statusCode).toBe(400);
    expect(disable.json().fields).toEqual({ id: messages.cannotDisableSelf });
    expect((await activeAdmins()).sort()).toHaveLength(2);
    // Other edits of one's own account go through.
    const renamed = await post(
      'EditUser',
      admin.token,
      await editForm(admin.token, admin.id, { firstName: 'Boss' }),
    );
    expect(renamed.statusCode).toBe(200);
  });

  it('lets an admin demote or disable another admin while one stays', async () => {
    const first = await signedIn(['Admin']);
    const second = await signedIn(['Admin']);
    const third = await signedIn(['Admin']);
    expect(
      (await post('EditUser', first.token, await editForm(first.token, second.id, { roleId: null })))
        .statusCode,
    ).toBe(200);
    expect((await post('Disable', first.token, { id: third.id })).statusCode).toBe(200);
    expect(await activeAdmins()).toEqual([first.id]);
  });

  it('keeps the last active admin when the only other admin asks (the service, as a demoted admin would reach it)', async () => {
    const admin = await t.createUser({ roles: ['Admin'] });
    const former = await t.createUser({ roles: ['Referee'] });
    const deps = {
      db: db(),
      now: new Date(),
      log: t.app.log,
      mail: t.app.ctx.mail,
      config: t.config,
      actor: {
        id: former.id,
        userName: former.userName,
        email: former.email,
        roles: ['Referee'],
        isAdmin: false,
        isReferee: true,
      },
    };
    const form = {
      id: admin.id,
      userName: admin.userName,
      email: admin.email,
      phoneNumber: '0400000000',
    };
    await expect(editUser(deps, { ...form, roleId: null })).rejects.toMatchObject({
      statusCode: 400,
      fields: { roleId: messages.lastAdminKeepsRole },
    });
    await expect(editUser(deps, { ...form, disabled: true })).rejects.toMatchObject({
      statusCode: 400,
      fields: { disabled: messages.lastAdminStaysActive },
    });
    await expect(disableUser(deps, { id: admin.id })).rejects.toMatchObject({
      statusCode: 400,
      fields: { id: messages.lastAdminStaysActive },
    });
    // Any other change by someone who is no longer an admin is refused too.
    const member = await t.createUser();
    await expect(disableUser(deps, { id: member.id })).rejects.toMatchObject({ statusCode: 403 });
    expect(await activeAdmins()).toEqual([admin.id]);
  });

  it('lets exactly one of two admins demoting each other at once succeed', async () => {
    for (let round = 0; round < 5; round += 1) {
      await t.reset();
      const a = await signedIn(['Admin']);
      const b = await signedIn(['Admin']);
      const [formForB, formForA] = await Promise.all([
        editForm(a.token, b.id, { roleId: null }),
        editForm(b.token, a.id, { roleId: null }),
      ]);
      const answers = await Promise.all([
        post('EditUser', a.token, formForB),
        post('EditUser', b.token, formForA),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([400, 401, 403]).toContain(codes[1]);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it('lets exactly one of two admins disabling each other at once succeed', async () => {
    for (let round = 0; round < 5; round += 1) {
      await t.reset();
      const a = await signedIn(['Admin']);
      const b = await signedIn(['Admin']);
      const answers = await Promise.all([
        post('Disable', a.token, { id: b.id }),
        post('Disable', b.token, { id: a.id }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([400, 401, 403]).toContain(codes[1]);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });
});
