import { describe, expect, it } from 'vitest';
import { assignReferee, createEvent, createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 3600_000;
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

async function signedIn(roles: ('Admin' | 'Referee')[]) {
  const user = await t.createUser({ roles });
  return { ...user, token: await t.login(user.userName) };
}

/** Events relative to NOW (each lasts 8 h): a running one, a later one, two ended ones. */
async function eventsAround() {
  const { id: locationId } = await createLocation(db());
  const startingIn = async (hours: number) =>
    (await createEvent(db(), { locationId, startTime: new Date(NOW.getTime() + hours * HOUR) })).id;
  return {
    running: await startingIn(-2),
    later: await startingIn(48),
    ended: await startingIn(-72),
    endedLongAgo: await startingIn(-720),
  };
}

const ids = (body: { id: number }[]) => body.map((event) => event.id);
const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

describe('GET /api/Referee/MyEvents and /api/Referee/MyPastEvents', () => {
  it("lists a referee's own events only: current ones soonest first, past ones newest first", async () => {
    const referee = await signedIn(['Referee']);
    const event = await eventsAround();
    for (const eventId of [event.later, event.running, event.ended]) {
      await assignReferee(db(), { eventId, userId: referee.id });
    }
    const current = await get('/api/Referee/MyEvents', referee.token);
    expect(current.statusCode).toBe(200);
    expect(ids(current.json())).toEqual([event.running, event.later]);
    expect(ids((await get('/api/Referee/MyPastEvents', referee.token)).json())).toEqual([event.ended]);
  });

  it('shows an admin every event', async () => {
    const admin = await signedIn(['Admin']);
    const event = await eventsAround();
    expect(ids((await get('/api/Referee/MyEvents', admin.token)).json())).toEqual([
      event.running,
      event.later,
    ]);
    expect(ids((await get('/api/Referee/MyPastEvents', admin.token)).json())).toEqual([
      event.ended,
      event.endedLongAgo,
    ]);
  });
});

describe('POST /api/UserManagement/ListRoles', () => {
  it('lists the roles by name for an admin', async () => {
    const admin = await signedIn(['Admin']);
    const response = await t.request({
      method: 'POST',
      url: '/api/UserManagement/ListRoles',
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((role: { name: string }) => role.name)).toEqual(['Admin', 'Referee']);
  });
});
