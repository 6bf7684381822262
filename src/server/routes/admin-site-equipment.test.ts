import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index';
import { createCourse, positionsOf, type SiteItem, storedPositions } from '../test/courses';
import { createEquipment, createLocation, createSiteEquipment } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();
const db = () => t.database.db;

async function adminToken() {
  const admin = await t.createUser({ roles: ['Admin'] });
  return { token: await t.login(admin.userName), id: admin.id };
}

const post = (url: string, token: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/Location/${url}`, token, payload });

const short = (items: SiteItem[]) => items.map((item) => item.equipment.name.split(' ')[0]);
const courseOf = (obstacles: string[], overrides: Parameters<typeof createLocation>[1] = {}) =>
  createCourse(db(), obstacles, overrides);

describe('POST /api/Location/GetEquipment', () => {
  it("lists a location's obstacles in course order with their site-equipment ids, disabled locations too", async () => {
    const { token } = await adminToken();
    const { location, sites } = await courseOf(['Wall', 'Rings', 'Beam'], { disabled: true });
    const response = await post('GetEquipment', token, { locationId: location.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: SiteItem) => [item.id, item.index, item.equipment.id])).toEqual(
      sites.map((site) => [site.id, site.index, site.equipmentId]),
    );
    expect(response.json()[0].equipment).toMatchObject({ name: `Wall ${location.id}`, imageUrl: null });
  });

  it('answers 404 for an unknown location and 400 naming locationId', async () => {
    const { token } = await adminToken();
    expect((await post('GetEquipment', token, { locationId: 99_999 })).statusCode).toBe(404);
    const bad = await post('GetEquipment', token, { locationId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['locationId']);
  });
});

describe('POST /api/Location/AddEquipment', () => {
  it('inserts at the index, shifting the rest, or last past the end; audits each', async () => {
    const admin = await adminToken();
    const { location } = await courseOf(['Wall', 'Rings']);
    const add = async (name: string, index: number) => {
      const equipment = await createEquipment(db(), { name, path: name.toLowerCase() });
      return post('AddEquipment', admin.token, { equipmentId: equipment.id, locationId: location.id, index });
    };
    const first = await add('Beam', 0);
    expect(first.statusCode).toBe(200);
    expect(short(first.json())).toEqual(['Beam', 'Wall', 'Rings']);
    expect(positionsOf(first.json())).toEqual([0, 1, 2]);
    expect(short((await add('Rope', 2)).json())).toEqual(['Beam', 'Wall', 'Rope', 'Rings']);
    const last = await add('Bars', 99);
    expect(short(last.json())).toEqual(['Beam', 'Wall', 'Rope', 'Rings', 'Bars']);
    expect(positionsOf(last.json())).toEqual([0, 1, 2, 3, 4]);
    expect(await storedPositions(db(), location.id)).toEqual([0, 1, 2, 3, 4]);

    const audits = await db().select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audits.map((row) => [row.action, row.entity, row.actorId])).toEqual(
      Array(3).fill(['create', 'site_equipment', admin.id]),
    );
    expect(audits[2].data).toMatchObject({
      after: { id: last.json()[4].id, locationId: location.id, index: 4 },
    });
  });

  it('may put the same obstacle on a course twice (two balance beams)', async () => {
    const { token } = await adminToken();
    const { location, sites } = await courseOf(['Beam']);
    const again = await post('AddEquipment', token, {
      equipmentId: sites[0].equipmentId,
      locationId: location.id,
      index: 1,
    });
    expect(again.json().map((item: SiteItem) => item.equipment.id)).toEqual([
      sites[0].equipmentId,
      sites[0].equipmentId,
    ]);
  });

  it('answers 404 for an unknown location or obstacle and 400 naming each bad field', async () => {
    const { token } = await adminToken();
    const { location } = await courseOf([]);
    const equipment = await createEquipment(db());
    const body = { equipmentId: equipment.id, locationId: location.id, index: 0 };
    expect((await post('AddEquipment', token, { ...body, locationId: 99_999 })).statusCode).toBe(404);
    const unknown = await post('AddEquipment', token, { ...body, equipmentId: 99_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Equipment not found');
    for (const [field, change] of [
      ['equipmentId', { equipmentId: '1' }],
      ['locationId', { locationId: undefined }],
      ['index', { index: -1 }],
      ['index', { index: 1.5 }],
      ['index', { index: undefined }],
      ['index', { index: '0' }],
    ] as const) {
      const response = await post('AddEquipment', token, { ...body, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fields), JSON.stringify(change)).toEqual([field]);
    }
    expect(await storedPositions(db(), location.id)).toEqual([]);
  });
});

describe('POST /api/Location/RemoveEquipment', () => {
  it('removes one and closes the gap; the audit keeps the removed row', async () => {
    const admin = await adminToken();
    const { location, sites } = await courseOf(['Wall', 'Rings', 'Beam', 'Rope']);
    const response = await post('RemoveEquipment', admin.token, { id: sites[1].id });
    expect(response.statusCode).toBe(200);
    expect(short(response.json())).toEqual(['Wall', 'Beam', 'Rope']);
    expect(positionsOf(response.json())).toEqual([0, 1, 2]);
    expect(await storedPositions(db(), location.id)).toEqual([0, 1, 2]);
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ action: 'delete', entity: 'site_equipment', entityId: sites[1].id });
    expect(audit.data).toEqual({ before: sites[1], after: null });
  });

  it('answers 404 for an unknown (or already removed) id and 400 naming id', async () => {
    const { token } = await adminToken();
    const { sites } = await courseOf(['Wall']);
    expect((await post('RemoveEquipment', token, { id: sites[0].id })).statusCode).toBe(200);
    expect((await post('RemoveEquipment', token, { id: sites[0].id })).statusCode).toBe(404);
    const bad = await post('RemoveEquipment', token, { id: [1] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'Site equipment id must be a number' });
  });
});

describe('POST /api/Location/UpdateEquipmentIndex', () => {
  it('moves one obstacle, the others shift; the public course shows the new order', async () => {
    const admin = await adminToken();
    const { location, sites } = await courseOf(['Wall', 'Rings', 'Beam', 'Rope']);
    const move = (site: number, index: number) =>
      post('UpdateEquipmentIndex', admin.token, { id: sites[site].id, locationId: location.id, index });

    const thirdToFirst = await move(2, 0);
    expect(thirdToFirst.statusCode).toBe(200);
    expect(short(thirdToFirst.json())).toEqual(['Beam', 'Wall', 'Rings', 'Rope']);
    expect(positionsOf(thirdToFirst.json())).toEqual([0, 1, 2, 3]);
    expect(short((await move(2, 3)).json())).toEqual(['Wall', 'Rings', 'Rope', 'Beam']);
    expect(short((await move(0, 99)).json())).toEqual(['Rings', 'Rope', 'Beam', 'Wall']);
    expect(short((await move(0, 3)).json())).toEqual(['Rings', 'Rope', 'Beam', 'Wall']);

    const publicCourse = await t.request({
      method: 'POST',
      url: '/api/Location/GetSiteEquipment',
      payload: { locationId: location.id },
    });
    expect(short(publicCourse.json())).toEqual(['Rings', 'Rope', 'Beam', 'Wall']);

    const audits = await db().select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audits).toHaveLength(4);
    expect(audits[0]).toMatchObject({ action: 'update', entity: 'site_equipment', entityId: sites[2].id });
    expect(audits[0].data).toMatchObject({ before: { index: 2 }, after: { index: 0 } });
  });

  it('closes gaps left by older writes (positions 1, 5, 9 become 0, 1, 2)', async () => {
    const { token } = await adminToken();
    const location = await createLocation(db());
    const sites = [];
    for (const index of [1, 5, 9])
      sites.push(await createSiteEquipment(db(), { locationId: location.id, index }));
    const response = await post('UpdateEquipmentIndex', token, {
      id: sites[2].id,
      locationId: location.id,
      index: 0,
    });
    expect(response.json().map((item: SiteItem) => [item.id, item.index])).toEqual([
      [sites[2].id, 0],
      [sites[0].id, 1],
      [sites[1].id, 2],
    ]);
  });

  it("answers 404 for an id not on this location's course, or an unknown location; 400 naming fields", async () => {
    const { token } = await adminToken();
    const { location, sites } = await courseOf(['Wall']);
    const other = await courseOf(['Beam']);
    const body = { id: sites[0].id, locationId: location.id, index: 0 };
    expect((await post('UpdateEquipmentIndex', token, { ...body, id: other.sites[0].id })).statusCode).toBe(
      404,
    );
    expect((await post('UpdateEquipmentIndex', token, { ...body, locationId: 99_999 })).statusCode).toBe(404);
    for (const [field, change] of [
      ['id', { id: null }],
      ['locationId', { locationId: 0 }],
      ['index', { index: -2 }],
      ['index', { index: 10_001 }],
    ] as const) {
      const response = await post('UpdateEquipmentIndex', token, { ...body, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });
});
