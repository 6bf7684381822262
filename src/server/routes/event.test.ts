import { describe, expect, it } from 'vitest';
import { createEvent, createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();

const NOW = new Date('2030-06-15T00:00:00.000Z');
const hours = (count: number) => new Date(NOW.getTime() + count * 3_600_000);

/** Around NOW: one long past, one just ended, one running, one ending exactly now, one to come. */
async function addEvents() {
  const db = t.database.db;
  const bondi = await createLocation(db, { name: 'Bondi Park', streetNumber: null });
  const manly = await createLocation(db, {
    name: 'Manly Oval',
    streetNumber: null,
    streetAddress: 'Corso',
    city: 'Manly',
    disabled: true,
  });
  const longAgo = await createEvent(db, {
    name: 'Long Ago',
    path: 'long-ago',
    locationId: bondi.id,
    startTime: hours(-100),
    endTime: hours(-98),
  });
  const justEnded = await createEvent(db, {
    name: 'Just Ended',
    path: 'just-ended',
    locationId: manly.id,
    startTime: hours(-3),
    endTime: hours(-0.001),
  });
  const running = await createEvent(db, {
    name: 'Running',
    path: 'Running-Now',
    locationId: bondi.id,
    startTime: hours(-1),
    endTime: hours(2),
  });
  const endingNow = await createEvent(db, {
    name: 'Ending Now',
    path: 'ending-now',
    locationId: bondi.id,
    startTime: hours(-2),
    endTime: NOW,
  });
  const soon = await createEvent(db, {
    name: 'Soon',
    path: 'soon',
    content: '<p>Bring water</p>',
    locationId: bondi.id,
    startTime: hours(24),
    endTime: hours(26),
  });
  return { bondi, manly, longAgo, justEnded, running, endingNow, soon };
}

const list = async (name: string) => {
  const response = await t.request({ method: 'GET', url: `/api/Event/${name}` });
  expect(response.statusCode).toBe(200);
  return response.json().map((event: { name: string }) => event.name);
};
const getSingle = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/Event/GetSingle', payload: payload as object });

describe('GET /api/Event/ListAll, Upcoming and Past', () => {
  it('lists every event by start', async () => {
    await addEvents();
    t.setNow(NOW);
    expect(await list('ListAll')).toEqual(['Long Ago', 'Just Ended', 'Ending Now', 'Running', 'Soon']);
  });

  it('lists not-yet-ended events soonest first and ended ones newest first', async () => {
    await addEvents();
    t.setNow(NOW);
    expect(await list('Upcoming')).toEqual(['Ending Now', 'Running', 'Soon']);
    expect(await list('Past')).toEqual(['Just Ended', 'Long Ago']);
  });

  it('moves events to Past as the clock passes their end', async () => {
    await addEvents();
    t.setNow(hours(3));
    expect(await list('Upcoming')).toEqual(['Soon']);
    expect(await list('Past')).toEqual(['Running', 'Ending Now', 'Just Ended', 'Long Ago']);
  });

  it('presents each event with its location reference and ISO times', async () => {
    const { bondi, soon } = await addEvents();
    t.setNow(NOW);
    const response = await t.request({ method: 'GET', url: '/api/Event/Upcoming' });
    expect(response.json()[2]).toEqual({
      id: soon.id,
      name: 'Soon',
      path: 'soon',
      content: '<p>Bring water</p>',
      locationId: bondi.id,
      location: { id: bondi.id, name: 'Bondi Park', path: 'bondi-park' },
      startTime: '2030-06-16T00:00:00.000Z',
      endTime: '2030-06-16T02:00:00.000Z',
      timeZone: 'Australia/Sydney',
      format: 'time',
      penaltySeconds: null,
    });
  });

  it('answers [] when there are no events', async () => {
    for (const name of ['ListAll', 'Upcoming', 'Past']) expect(await list(name)).toEqual([]);
  });
});

describe('POST /api/Event/GetSingle', () => {
  it('finds an event by id or by path in any case', async () => {
    const { running, justEnded, manly } = await addEvents();
    const byId = await getSingle({ id: running.id });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: running.id, name: 'Running', path: 'Running-Now' });
    for (const path of ['running-now', 'RUNNING-NOW', 'Running-Now']) {
      const byPath = await getSingle({ path });
      expect(byPath.statusCode, path).toBe(200);
      expect(byPath.json().id).toBe(running.id);
    }
    // An event keeps its location even after the location is disabled.
    expect((await getSingle({ id: justEnded.id })).json().location).toEqual({
      id: manly.id,
      name: 'Manly Oval',
      path: 'manly-oval',
    });
  });

  it('answers 404 for an unknown id or path', async () => {
    await addEvents();
    for (const payload of [{ id: 999 }, { path: 'no-such-event' }]) {
      const response = await getSingle(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json()).toEqual({ error: 'Event not found', code: 'NOT_FOUND' });
    }
  });

  it('answers 400 naming id and path when neither or both are given', async () => {
    const { running } = await addEvents();
    for (const payload of [{}, { id: running.id, path: 'running-now' }]) {
      const response = await getSingle(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(['id', 'path']);
    }
  });

  it('answers 400 naming the field for a wrongly typed or empty id or path', async () => {
    const cases: [unknown, string][] = [
      [{ id: 'abc' }, 'id'],
      [{ id: 0 }, 'id'],
      [{ id: 1.5 }, 'id'],
      [{ path: 42 }, 'path'],
      [{ path: '  ' }, 'path'],
    ];
    for (const [payload, field] of cases) {
      const response = await getSingle(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });
});

describe('OpenAPI document', () => {
  it('lists the public Event paths under the Event tag', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const name of ['ListAll', 'Upcoming', 'Past'])
      expect(paths[`/api/Event/${name}`]?.get?.tags).toEqual(['Event']);
    expect(paths['/api/Event/GetSingle']?.post?.tags).toEqual(['Event']);
  });
});
