import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEGMENT_FLOOR_MESSAGE } from '../../shared/schemas/location';
import { splitMessages } from '../../shared/splits';
import { auditLog } from '../db/schema/index';
import { runBody } from '../test/boards';
import { createCourse } from '../test/courses';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

const post = (url: string, token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: `/api/Location/${url}`, token, payload });

async function courseAndAdmin() {
  const { location, sites } = await createCourse(db(), ['Wall', 'Rings', 'Beam']);
  const { admin, member, referee } = await t.roleTokens();
  const floor = (site: number, minSegmentSeconds: unknown, token = admin) =>
    post('UpdateEquipmentMinSegment', token, {
      id: sites[site].id,
      locationId: location.id,
      minSegmentSeconds,
    });
  return { location, sites, admin, member, referee, floor };
}

describe('POST /api/Location/UpdateEquipmentMinSegment', () => {
  it("sets an obstacle's split floor, shows it in the admin's course, audits it, and clears it with null", async () => {
    const { location, sites, admin, floor } = await courseAndAdmin();
    const set = await floor(1, 8);
    expect(set.statusCode).toBe(200);
    expect(
      set.json().map((item: { id: number; minSegmentSeconds: number | null }) => item.minSegmentSeconds),
    ).toEqual([null, 8, null]);
    const listed = await post('GetEquipment', admin, { locationId: location.id });
    expect(listed.json()[1]).toMatchObject({ id: sites[1].id, minSegmentSeconds: 8 });
    // The public course says nothing of it.
    const open = await t.request({
      method: 'POST',
      url: '/api/Location/GetSiteEquipment',
      payload: { locationId: location.id },
    });
    expect(open.json()[1]).not.toHaveProperty('minSegmentSeconds');

    expect((await floor(1, 8)).statusCode).toBe(200);
    const cleared = await floor(1, null);
    expect(cleared.json()[1].minSegmentSeconds).toBeNull();
    const audits = await db().select().from(auditLog).orderBy(asc(auditLog.id));
    // Setting the same floor again changes nothing, so it leaves no audit row.
    expect(audits.map((row) => [row.action, row.entity, row.entityId])).toEqual([
      ['update', 'site_equipment', sites[1].id],
      ['update', 'site_equipment', sites[1].id],
    ]);
    expect(audits[0].data).toMatchObject({
      before: { minSegmentSeconds: null },
      after: { minSegmentSeconds: 8 },
    });
    expect(audits[1].data).toMatchObject({
      before: { minSegmentSeconds: 8 },
      after: { minSegmentSeconds: null },
    });
  });

  it('holds the next saves with splits to the floor', async () => {
    const { location, sites, floor } = await courseAndAdmin();
    await floor(2, 5);
    const runner = await t.signIn();
    const splits = (segments: number[]) => {
      let ms = 0;
      return segments.map((segment, position) => {
        ms += segment;
        return { equipmentId: sites[position].equipmentId, ms };
      });
    };
    const save = (segments: number[]) => {
      const duration = segments.reduce((sum, segment) => sum + segment, 0);
      const payload = { ...runBody(location.id, duration), splits: splits(segments) };
      return t.request({
        method: 'POST',
        url: '/api/Leaderboard/AddToLeaderboard',
        token: runner.token,
        payload,
      });
    };
    expect((await save([4_000, 4_000, 4_000])).json().fields).toEqual({
      splits: splitMessages.segmentTooShort(3, 5),
    });
    expect((await save([4_000, 4_000, 5_000])).statusCode).toBe(200);
  });

  it('answers 400 naming minSegmentSeconds outside 1–3600 or not a whole number, 404 off the course', async () => {
    const { location, sites, floor, admin } = await courseAndAdmin();
    for (const value of [0, -1, 3601, 2.5, '5', true, undefined]) {
      const response = await floor(0, value);
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json().fields, String(value)).toEqual({ minSegmentSeconds: SEGMENT_FLOOR_MESSAGE });
    }
    expect((await floor(0, 1)).statusCode).toBe(200);
    expect((await floor(0, 3600)).statusCode).toBe(200);
    const other = await createCourse(db(), ['Net']);
    const body = { id: sites[0].id, locationId: location.id, minSegmentSeconds: 3 };
    const offCourse = { ...body, id: other.sites[0].id };
    expect((await post('UpdateEquipmentMinSegment', admin, offCourse)).statusCode).toBe(404);
    expect((await post('UpdateEquipmentMinSegment', admin, { ...body, locationId: 99_999 })).statusCode).toBe(
      404,
    );
    const badId = await post('UpdateEquipmentMinSegment', admin, { ...body, id: 'x' });
    expect(Object.keys(badId.json().fields)).toEqual(['id']);
  });

  it('answers 401 to a guest and 403 to a member or referee, changing nothing', async () => {
    const { location, sites, floor, member, referee } = await courseAndAdmin();
    const guest = await post('UpdateEquipmentMinSegment', undefined, {
      id: sites[0].id,
      locationId: location.id,
      minSegmentSeconds: 3,
    });
    expect(guest.statusCode).toBe(401);
    expect((await floor(0, 3, member)).statusCode).toBe(403);
    expect((await floor(0, 3, referee)).statusCode).toBe(403);
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});
