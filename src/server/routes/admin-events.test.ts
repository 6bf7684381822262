import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, pathTaken } from '../../shared/messages';
import { auditLog, eventReferees, events, times } from '../db/schema/index';
import { assignReferee, createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

const tokens = () => t.roleTokens();

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url: `/api/Event/${url}`, payload, token });
const audits = () => db().select().from(auditLog).orderBy(asc(auditLog.id));

/** The event form, at a new location unless the overrides name one. */
async function form(overrides: object = {}) {
  const location = await createLocation(db());
  return {
    name: 'Winter Cup',
    content: '<p>Bring <strong>gloves</strong></p>',
    locationId: location.id,
    startTime: '2025-07-01T09:00:00+10:00',
    endTime: '2025-07-01T15:00:00+10:00',
    ...overrides,
  };
}

describe('POST /api/Event/Create', () => {
  it('creates an event, its path from the name, and audits it; the public lists show it', async () => {
    const { admin, adminId } = await tokens();
    const park = await createLocation(db(), { name: 'Albert Park', path: 'albert-park' });
    const body = await form({ locationId: park.id });
    const response = await post('Create', body, admin);
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Winter Cup',
      path: 'winter-cup',
      content: '<p>Bring <strong>gloves</strong></p>',
      locationId: body.locationId,
      location: { id: body.locationId, name: 'Albert Park', path: 'albert-park' },
      startTime: '2025-06-30T23:00:00.000Z',
      endTime: '2025-07-01T05:00:00.000Z',
      timeZone: 'Australia/Sydney',
      format: 'time',
      penaltySeconds: null,
    });
    const [audit] = await audits();
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'create',
      entity: 'event',
      entityId: created.id,
    });
    expect(audit.data).toMatchObject({ before: null, after: { id: created.id, path: 'winter-cup' } });
    const upcoming = await t.request({ method: 'GET', url: '/api/Event/Upcoming' });
    expect(upcoming.json().map((event: { id: number }) => event.id)).toEqual([created.id]);
    const single = await post('GetSingle', { path: 'WINTER-CUP' });
    expect(single.json().id).toBe(created.id);
  });

  it('slugifies a written path, allows start equal to finish, and takes no content', async () => {
    const { admin } = await tokens();
    const { content: _content, ...body } = await form({
      path: ' Winter Cup 2025! ',
      endTime: '2025-07-01T09:00:00+10:00',
    });
    const response = await post('Create', body, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ path: 'winter-cup-2025', content: '' });
  });

  it('stores rich text inert: no script, no event handler, no javascript: link', async () => {
    const { admin } = await tokens();
    const content =
      '<p>Meet here<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">map</a><p onmouseover="alert(4)">Bring water</p>';
    const response = await post('Create', await form({ content }), admin);
    const [row] = await db().select().from(events).where(eq(events.id, response.json().id));
    for (const stored of [row.content, response.json().content]) {
      expect(stored).not.toMatch(/script|onerror|onmouseover|javascript:|<img/i);
      expect(stored).toContain('Meet here');
      expect(stored).toContain('Bring water');
    }
  });

  it("answers SPEC's two time messages as 400s naming the fields", async () => {
    const { admin } = await tokens();
    const fields = async (change: object) => {
      const response = await post('Create', await form(change), admin);
      expect(response.statusCode).toBe(400);
      return response.json().fields;
    };
    expect(await fields({ startTime: undefined, endTime: undefined })).toEqual({
      startTime: messages.eventTimesNotSet,
      endTime: messages.eventTimesNotSet,
    });
    expect(await fields({ endTime: null })).toEqual({ endTime: messages.eventTimesNotSet });
    expect(await fields({ startTime: '' })).toEqual({ startTime: messages.eventTimesNotSet });
    expect(await fields({ startTime: '2025-07-01T15:00:01+10:00' })).toEqual({
      startTime: messages.eventStartAfterEnd,
      endTime: messages.eventStartAfterEnd,
    });
    expect(await db().select().from(events)).toHaveLength(0);
  });

  it.each([
    ['name', { name: undefined }],
    ['name', { name: '  ' }],
    ['name', { name: 'x'.repeat(101) }],
    ['name', { name: '***' }],
    ['path', { path: '-' }],
    ['path', { path: 'x'.repeat(201) }],
    ['content', { content: 'x'.repeat(60_001) }],
    ['content', { content: 7 }],
    ['locationId', { locationId: undefined }],
    ['locationId', { locationId: '1' }],
    ['startTime', { startTime: 'tomorrow' }],
    ['endTime', { endTime: '2025-07-01' }],
    ['endTime', { endTime: 1_750_000_000_000 }],
  ])('answers 400 naming %s (%j)', async (field, change) => {
    const { admin } = await tokens();
    const response = await post('Create', await form(change), admin);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });

  it('answers 404 for an unknown location and 400 naming locationId for a disabled one', async () => {
    const { admin } = await tokens();
    expect((await post('Create', await form({ locationId: 99_999 }), admin)).statusCode).toBe(404);
    const closed = await createLocation(db(), { disabled: true });
    const response = await post('Create', await form({ locationId: closed.id }), admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ locationId: messages.locationNotActive });
  });

  it('answers 409 naming name or path when the path is taken in any case', async () => {
    const { admin } = await tokens();
    await createEvent(db(), { path: 'winter-cup' });
    const fromName = await post('Create', await form({ name: 'WINTER cup' }), admin);
    expect(fromName.statusCode).toBe(409);
    expect(fromName.json().fields).toEqual({ name: pathTaken('event', 'winter-cup') });
    const written = await post('Create', await form({ name: 'Other', path: 'Winter Cup' }), admin);
    expect(written.statusCode).toBe(409);
    expect(written.json().fields).toEqual({ path: pathTaken('event', 'winter-cup') });
  });
});

describe('POST /api/Event/Update', () => {
  it('saves the form, keeps the path unless one is written, and audits before and after', async () => {
    const { admin, adminId } = await tokens();
    const event = await createEvent(db(), { name: 'Old Cup', path: 'old-cup' });
    const body = await form({ id: event.id, name: 'New Cup' });
    const response = await post('Update', body, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: event.id,
      name: 'New Cup',
      path: 'old-cup',
      locationId: body.locationId,
      startTime: '2025-06-30T23:00:00.000Z',
    });
    const [audit] = await audits();
    expect(audit).toMatchObject({ actorId: adminId, action: 'update', entity: 'event', entityId: event.id });
    expect(audit.data).toMatchObject({ before: { name: 'Old Cup' }, after: { name: 'New Cup' } });
    expect((await post('Update', { ...body, path: 'New Cup' }, admin)).json().path).toBe('new-cup');
  });

  it('keeps an event with official times at its location (409 naming locationId); other edits go through', async () => {
    const { admin } = await tokens();
    const event = await createEvent(db());
    await createTime(db(), { eventId: event.id, locationId: event.locationId });
    const moved = await post('Update', await form({ id: event.id }), admin);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().fields).toEqual({ locationId: messages.eventLocationHasTimes });
    const renamed = await post('Update', await form({ id: event.id, locationId: event.locationId }), admin);
    expect(renamed.statusCode).toBe(200);
  });

  it('answers 404 for an unknown event, 409 for a taken path, 400 naming bad fields', async () => {
    const { admin } = await tokens();
    const event = await createEvent(db());
    await createEvent(db(), { path: 'taken' });
    expect((await post('Update', await form({ id: 99_999 }), admin)).statusCode).toBe(404);
    const taken = await post('Update', await form({ id: event.id, path: 'TAKEN' }), admin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ path: pathTaken('event', 'taken') });
    const noId = await post('Update', await form(), admin);
    expect(Object.keys(noId.json().fields)).toEqual(['id']);
    const late = await post('Update', await form({ id: event.id, startTime: '2025-07-02T00:00:00Z' }), admin);
    expect(late.json().fields).toEqual({
      startTime: messages.eventStartAfterEnd,
      endTime: messages.eventStartAfterEnd,
    });
  });
});

describe('POST /api/Event/Delete', () => {
  it('deletes an event with its referee links; the audit keeps the row and its referees', async () => {
    const { admin, adminId } = await tokens();
    const event = await createEvent(db());
    const link = await assignReferee(db(), { eventId: event.id });
    const casual = await createTime(db(), { locationId: event.locationId });
    const response = await post('Delete', { id: event.id }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await db().select().from(events)).toEqual([]);
    expect(await db().select().from(eventReferees)).toEqual([]);
    expect(await db().select().from(times).where(eq(times.id, casual.id))).toHaveLength(1);
    const [audit] = await audits();
    expect(audit).toMatchObject({ actorId: adminId, action: 'delete', entity: 'event', entityId: event.id });
    expect(audit.data).toEqual({
      before: { ...JSON.parse(JSON.stringify(event)), refereeIds: [link.userId] },
      after: null,
    });
  });

  it('answers 409 for an event with official times and keeps it, its referees and its times', async () => {
    const { admin } = await tokens();
    const event = await createEvent(db());
    await assignReferee(db(), { eventId: event.id });
    await createTime(db(), { eventId: event.id, locationId: event.locationId });
    const response = await post('Delete', { id: event.id }, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: messages.eventHasOfficialTimes, code: 'EVENT_HAS_TIMES' });
    expect(await db().select().from(events)).toHaveLength(1);
    expect(await db().select().from(eventReferees)).toHaveLength(1);
    expect(await db().select().from(times)).toHaveLength(1);
    expect(await audits()).toEqual([]);
  });

  it('answers 404 for an unknown event and 400 naming id', async () => {
    const { admin } = await tokens();
    expect((await post('Delete', { id: 99_999 }, admin)).statusCode).toBe(404);
    const bad = await post('Delete', { id: 'one' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'Event id must be a number' });
  });
});

describe('admin event routes', () => {
  it('answer 401 to a guest and 403 to a member and a referee, changing nothing', async () => {
    const { member, referee } = await tokens();
    const event = await createEvent(db());
    for (const [url, payload] of [
      ['Create', await form()],
      ['Update', await form({ id: event.id })],
      ['Delete', { id: event.id }],
    ] as const) {
      expect((await post(url, payload)).statusCode, url).toBe(401);
      expect((await post(url, payload, member)).statusCode, url).toBe(403);
      expect((await post(url, payload, referee)).statusCode, url).toBe(403);
    }
    expect(await db().select().from(events)).toEqual([event]);
    expect(await audits()).toEqual([]);
  });
});
