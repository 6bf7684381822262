import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteEquipment } from '../db/schema/index';
import { createCourse, positionsOf, storedPositions } from '../test/courses';
import { createEquipment } from '../test/factories';
import { withTestApp } from '../test/harness';

/**
 * Admins changing one course at once: every answer and the stored course keep positions
 * 0…n-1. On PostgreSQL these fail without the course lock (services/location/course-order.ts):
 * repeated positions and 500s; PGlite runs one transaction at a time, so there they pass either way.
 */
const t = withTestApp();
const db = () => t.database.db;

async function adminToken() {
  const admin = await t.createUser({ roles: ['Admin'] });
  return await t.login(admin.userName);
}

const post = (url: string, token: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/Location/${url}`, token, payload });
const courseOf = (obstacles: string[]) => createCourse(db(), obstacles);

describe('site equipment under concurrent writes', () => {
  it('keeps positions exactly 0…n-1 when several admins reorder one course at once', async () => {
    const token = await adminToken();
    const { location, sites } = await courseOf(['A', 'B', 'C', 'D', 'E', 'F']);
    const moves = [
      [0, 5],
      [5, 0],
      [2, 3],
      [3, 1],
      [1, 4],
      [4, 2],
      [0, 2],
      [5, 3],
    ];
    const responses = await Promise.all(
      moves.map(([site, index]) =>
        post('UpdateEquipmentIndex', token, { id: sites[site].id, locationId: location.id, index }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(moves.map(() => 200));
    for (const response of responses) expect(positionsOf(response.json())).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await storedPositions(db(), location.id)).toEqual([0, 1, 2, 3, 4, 5]);
    const ids = (
      await db().select().from(siteEquipment).where(eq(siteEquipment.locationId, location.id))
    ).map((row) => row.id);
    expect(ids.sort((a, b) => a - b)).toEqual(sites.map((site) => site.id).sort((a, b) => a - b));
  });

  it('keeps positions 0…n-1 when adds, removes and moves race on one course', async () => {
    const token = await adminToken();
    const { location, sites } = await courseOf(['A', 'B', 'C', 'D']);
    const extra = await Promise.all(
      [1, 2, 3].map((n) => createEquipment(db(), { name: `X${n}`, path: `x${n}` })),
    );
    const responses = await Promise.all([
      ...extra.map((item) =>
        post('AddEquipment', token, { equipmentId: item.id, locationId: location.id, index: 0 }),
      ),
      post('RemoveEquipment', token, { id: sites[1].id }),
      post('UpdateEquipmentIndex', token, { id: sites[3].id, locationId: location.id, index: 0 }),
      post('UpdateEquipmentIndex', token, { id: sites[0].id, locationId: location.id, index: 9 }),
      post('RemoveEquipment', token, { id: sites[2].id }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    expect(await storedPositions(db(), location.id)).toEqual([0, 1, 2, 3, 4]);
  });
});
