import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RoleName } from '../../shared/roles';
import { users } from '../db/schema/index';
import { withTestApp } from '../test/harness';

const t = withTestApp();

/** One real route behind each access rule (docs/architecture.md, "Guards"). */
const GUARDED: { rule: string; route: InjectOptions; allowed: RoleName[][]; refused: RoleName[][] }[] = [
  { rule: 'member', route: { method: 'GET', url: '/api/Leaderboard/MyResults' }, allowed: [[]], refused: [] },
  {
    rule: 'referee',
    route: { method: 'GET', url: '/api/Referee/MyEvents' },
    allowed: [['Referee'], ['Admin']],
    refused: [[]],
  },
  {
    rule: 'admin',
    route: { method: 'POST', url: '/api/UserManagement/ListRoles' },
    allowed: [['Admin']],
    refused: [[], ['Referee']],
  },
];

const label = (roles: RoleName[]) => (roles.length ? roles.join('+') : 'member');

async function tokenFor(roles: RoleName[]) {
  const user = await t.createUser({ roles });
  return { user, token: await t.login(user.userName) };
}

describe.each(GUARDED)('the $rule guard', ({ route, allowed, refused }) => {
  it('answers 401 to a guest and to a token that is not ours', async () => {
    expect((await t.request(route)).statusCode).toBe(401);
    const forged = await t.request({ ...route, token: 'not.a.token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['token-expired']).toBeUndefined();
  });

  it('answers 401 once the account is disabled, even with a live token', async () => {
    const { user, token } = await tokenFor(allowed[0]);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await t.request({ ...route, token })).statusCode).toBe(401);
  });

  for (const roles of allowed) {
    it(`lets a ${label(roles)} through`, async () => {
      const { token } = await tokenFor(roles);
      expect((await t.request({ ...route, token })).statusCode).toBe(200);
    });
  }

  for (const roles of refused) {
    it(`answers 403 to a ${label(roles)}`, async () => {
      const { token } = await tokenFor(roles);
      const response = await t.request({ ...route, token });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('You do not have permission to do that');
    });
  }
});
