import { describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits';
import { REFEREE_LOOKUP_LIMIT } from '../services/referee/find-competitors';
import { withTestApp } from '../test/harness';

/**
 * POST /Referee/UserLookup answers a referee enough to pick the competitor in front of them: name,
 * user name and masked contact details, never a whole e-mail or phone; contact details match only
 * when typed whole, so the search cannot spell one out either; at most REFEREE_LOOKUP_LIMIT a minute.
 */
const NOW = new Date('2025-06-15T12:00:00.000Z');
const t = withTestApp({ now: NOW });

const signedIn = (roles: ('Admin' | 'Referee')[] = []) => t.signIn({ roles });

const lookup = (token: string | undefined, search: unknown) =>
  t.request({ method: 'POST', url: '/api/Referee/UserLookup', token, payload: { search } });

async function sam() {
  return t.createUser({
    userName: 'SamRuns',
    email: 'sam@bondi.example',
    phoneNumber: '+61412345678',
    firstName: 'Samantha',
    lastName: 'Lee',
  });
}

describe('POST /api/Referee/UserLookup', () => {
  it('answers name, user name and masked contact details, never the whole e-mail or phone', async () => {
    const referee = await signedIn(['Referee']);
    const { id } = await sam();
    const admin = await t.createUser({ userName: 'SamAdmin', email: 'boss@club.example', roles: ['Admin'] });
    const response = await lookup(referee.token, 'sam');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: admin.id,
        name: 'Test User',
        userName: 'SamAdmin',
        maskedEmail: 'b•••@club.example',
        maskedPhone: '04•• ••• 000',
      },
      {
        id,
        name: 'Samantha Lee',
        userName: 'SamRuns',
        maskedEmail: 's•••@bondi.example',
        maskedPhone: '04•• ••• 678',
      },
    ]);
    for (const secret of ['sam@bondi.example', 'boss@club.example', '412345678', '0412', '+614'])
      expect(response.body).not.toContain(secret);
  });

  it('finds active users by part of the user name or name, and by a whole e-mail or phone only', async () => {
    const referee = await signedIn(['Referee']);
    await sam();
    await t.createUser({ userName: 'samgone', disabled: true });
    const found = async (search: string) =>
      (await lookup(referee.token, search)).json().map((row: { userName: string }) => row.userName);
    expect(await found('samr')).toEqual(['SamRuns']);
    expect(await found('antha l')).toEqual(['SamRuns']);
    expect(await found('SAM@Bondi.Example')).toEqual(['SamRuns']);
    for (const phone of ['0412 345 678', '0412345678', '+61 412 345 678', '+61412345678'])
      expect(await found(phone), phone).toEqual(['SamRuns']);
    // Part of an address or number finds nobody: it would let a search spell them out letter by letter.
    for (const part of ['bondi.ex', 'sam@bondi', '@bondi.example', '0412 345', '345678', '%%%', '___'])
      expect(await found(part), part).toEqual([]);
    for (let i = 0; i < 22; i += 1) await t.createUser({ userName: `racer${i}` });
    expect(await found('racer')).toHaveLength(20);
  });

  it(`answers 400 naming search below ${limits.competitorSearchMin} characters, 401 for a guest, 403 for a member`, async () => {
    const referee = await signedIn(['Referee']);
    await sam();
    for (const search of ['', '   ', 'sa', ' @ ', '@', undefined, 5]) {
      const response = await lookup(referee.token, search);
      expect(response.statusCode, String(search)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['search']);
    }
    expect((await lookup(referee.token, 'sa')).json().fields.search).toBe(
      `Search must be at least ${limits.competitorSearchMin} characters`,
    );
    expect((await lookup(referee.token, ` ${'x'.repeat(limits.searchMax + 1)} `)).statusCode).toBe(400);
    expect((await lookup(undefined, 'sam')).statusCode).toBe(401);
    expect((await lookup((await signedIn()).token, 'sam')).statusCode).toBe(403);
  });

  it(`allows ${REFEREE_LOOKUP_LIMIT.limit} lookups a minute per referee, then 429 with Retry-After`, async () => {
    const referee = await signedIn(['Referee']);
    await sam();
    for (let i = 0; i < REFEREE_LOOKUP_LIMIT.limit; i += 1)
      expect((await lookup(referee.token, `sam${i % 3}`)).statusCode).toBe(200);
    const refused = await lookup(referee.token, 'samr');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another referee has a limit of their own, and the first may search again a minute later.
    expect((await lookup((await signedIn(['Referee'])).token, 'samr')).statusCode).toBe(200);
    t.setNow(new Date(NOW.getTime() + REFEREE_LOOKUP_LIMIT.windowMs));
    expect((await lookup(referee.token, 'samr')).statusCode).toBe(200);
  });
});
