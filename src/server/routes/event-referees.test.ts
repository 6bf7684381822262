import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { auditLog } from '../db/schema/index';
import { createEvent, createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp({ now: new Date('2025-06-15T12:00:00.000Z') });
const db = () => t.database.db;

const signedIn = (roles: ('Admin' | 'Referee')[] = []) => t.signIn({ roles });

async function eventWithReferees() {
  const admin = await signedIn(['Admin']);
  const eventId = (await createEvent(db(), { locationId: (await createLocation(db())).id })).id;
  const ann = await t.createUser({ userName: 'ann', firstName: 'Ann', lastName: 'Lee', roles: ['Referee'] });
  const bob = await t.createUser({ userName: 'bob', firstName: null, lastName: null, roles: ['Referee'] });
  await t.createUser({ userName: 'gone', roles: ['Referee'], disabled: true });
  const member = await t.createUser({ userName: 'member' });
  return { admin, eventId, ann, bob, member };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
  t.request({ method, url, token });

describe('event referees (admin)', () => {
  it('moves a referee from the available list to the event and back, with audit rows', async () => {
    const { admin, eventId, ann, bob } = await eventWithReferees();
    const available = await call('GET', `/api/Event/${eventId}/AvailableReferees`, admin.token);
    expect(available.json()).toEqual([
      { id: ann.id, name: 'Ann Lee' },
      { id: bob.id, name: 'bob' },
    ]);

    const added = await call('POST', `/api/Event/${eventId}/AddReferee/${ann.id}`, admin.token);
    expect(added.json()).toEqual([{ id: ann.id, name: 'Ann Lee' }]);
    const twice = await call('POST', `/api/Event/${eventId}/AddReferee/${ann.id}`, admin.token);
    expect(twice.json()).toEqual([{ id: ann.id, name: 'Ann Lee' }]);
    expect((await call('GET', `/api/Event/${eventId}/Referees`, admin.token)).json()).toEqual([
      { id: ann.id, name: 'Ann Lee' },
    ]);
    expect((await call('GET', `/api/Event/${eventId}/AvailableReferees`, admin.token)).json()).toEqual([
      { id: bob.id, name: 'bob' },
    ]);

    const removed = await call('DELETE', `/api/Event/${eventId}/RemoveReferee/${ann.id}`, admin.token);
    expect(removed.json()).toEqual([]);
    const audits = await db().select().from(auditLog);
    expect(audits.map((row) => [row.action, row.entity])).toEqual([
      ['create', 'event_referee'],
      ['delete', 'event_referee'],
    ]);
  });

  it('answers 400 naming refereeId for a user without the role, 404 for unknown ids', async () => {
    const { admin, eventId, ann, member } = await eventWithReferees();
    const notReferee = await call('POST', `/api/Event/${eventId}/AddReferee/${member.id}`, admin.token);
    expect(notReferee.statusCode).toBe(400);
    expect(notReferee.json().fields).toEqual({ refereeId: messages.notReferee });
    expect((await call('POST', `/api/Event/${eventId}/AddReferee/99999`, admin.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/Event/99999/AddReferee/${ann.id}`, admin.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/Event/99999/Referees', admin.token)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/Event/${eventId}/RemoveReferee/${ann.id}`, admin.token)).statusCode,
    ).toBe(404);
    const bad = await call('GET', '/api/Event/x/AvailableReferees', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
  });

  it('answers 401 to a guest and 403 to a referee', async () => {
    const { eventId, ann } = await eventWithReferees();
    const referee = await signedIn(['Referee']);
    for (const [method, url] of [
      ['GET', `/api/Event/${eventId}/Referees`],
      ['GET', `/api/Event/${eventId}/AvailableReferees`],
      ['POST', `/api/Event/${eventId}/AddReferee/${ann.id}`],
      ['DELETE', `/api/Event/${eventId}/RemoveReferee/${ann.id}`],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
      expect((await call(method, url, referee.token)).statusCode, url).toBe(403);
    }
  });
});
