import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations } from '../db/schema/index';
import { createLocation } from '../test/factories';
import { PARK, withLocationApi } from '../test/location-api';

const { t, db, tokens, post, get, audits } = withLocationApi();

describe('POST /api/Location/Disable and enabling again', () => {
  it('takes a location off every public list and board, keeps it for admins, and Update brings it back', async () => {
    const { admin, adminId } = await tokens();
    const park = await createLocation(db(), { name: 'Albert Park', path: 'albert-park', state: 'VIC' });
    await createLocation(db(), { name: 'Bondi', path: 'bondi' });
    const publicView = async () => ({
      listAll: (await get('Location/ListAll')).json().map((l: { name: string }) => l.name),
      states: (await get('Location/LocationsAndStates')).json().states,
      listState: (await get('Location/ListState?state=Victoria')).json().length,
      single: (await post('GetSingle', { path: 'albert-park' })).statusCode,
      overview: (await get('Leaderboard/GetOverview'))
        .json()
        .map((b: { location: { name: string } }) => b.location.name),
    });
    expect(await publicView()).toEqual({
      listAll: ['Albert Park', 'Bondi'],
      states: ['NSW', 'VIC'],
      listState: 1,
      single: 200,
      overview: ['Albert Park', 'Bondi'],
    });

    const disabled = await post('Disable', { id: park.id }, admin);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: park.id, disabled: true });
    expect(await publicView()).toEqual({
      listAll: ['Bondi'],
      states: ['NSW'],
      listState: 0,
      single: 404,
      overview: ['Bondi'],
    });
    const adminList = await get('Location/ListAllAdmin', admin);
    expect(adminList.json().map((l: { name: string; disabled: boolean }) => [l.name, l.disabled])).toEqual([
      ['Albert Park', true],
      ['Bondi', false],
    ]);
    // Disabling again changes nothing and leaves no second audit row.
    expect((await post('Disable', { id: park.id }, admin)).json().disabled).toBe(true);

    const enabled = await post(
      'Update',
      { ...PARK, name: 'Albert Park', id: park.id, disabled: false },
      admin,
    );
    expect(enabled.json().disabled).toBe(false);
    expect((await publicView()).listAll).toEqual(['Albert Park', 'Bondi']);
    expect((await publicView()).single).toBe(200);
    const rows = await audits();
    expect(rows.map((row) => [row.action, row.entity, row.entityId, row.actorId])).toEqual([
      ['disable', 'location', park.id, adminId],
      ['update', 'location', park.id, adminId],
    ]);
    expect(rows[0].data).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
  });

  it('answers 404 for an unknown location and 400 naming id', async () => {
    const { admin } = await tokens();
    expect((await post('Disable', { id: 99_999 }, admin)).statusCode).toBe(404);
    const bad = await post('Disable', { id: '3' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'Location id must be a number' });
  });
});

describe('GET /api/Location/ListAllAdmin', () => {
  it('lists every location by name, disabled ones too, optionally of one state (full names too)', async () => {
    const { admin } = await tokens();
    await createLocation(db(), { name: 'zeta', state: 'VIC', disabled: true });
    await createLocation(db(), { name: 'Alpha', state: 'NSW' });
    await createLocation(db(), { name: 'beta', state: 'VIC' });
    const names = async (query: string) =>
      (await get(`Location/ListAllAdmin${query}`, admin)).json().map((l: { name: string }) => l.name);
    expect(await names('')).toEqual(['Alpha', 'beta', 'zeta']);
    expect(await names('?state=VIC')).toEqual(['beta', 'zeta']);
    expect(await names('?state=victoria')).toEqual(['beta', 'zeta']);
    const bad = await get('Location/ListAllAdmin?state=Vic', admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['state']);
  });
});

describe('GET /api/Location/ListState with full state names', () => {
  it('maps a full name in any case to its abbreviation', async () => {
    await createLocation(db(), { name: 'Albert Park', state: 'VIC' });
    for (const state of ['VIC', 'Victoria', 'VICTORIA', 'victoria']) {
      const response = await get(`Location/ListState?state=${state}`);
      expect(response.statusCode, state).toBe(200);
      expect(
        response.json().map((l: { name: string }) => l.name),
        state,
      ).toEqual(['Albert Park']);
    }
  });
});

describe('admin location routes', () => {
  it('answer 401 to a guest and 403 to a member and a referee', async () => {
    const { member, referee } = await tokens();
    const park = await createLocation(db());
    for (const [method, url, payload] of [
      ['POST', 'Location/Create', PARK],
      ['POST', 'Location/Update', { ...PARK, id: park.id }],
      ['POST', 'Location/Disable', { id: park.id }],
      ['GET', 'Location/ListAllAdmin', undefined],
      ['POST', 'Location/ListTimes', { locationId: park.id }],
      ['POST', 'Location/DeleteTime', { id: 1 }],
      ['POST', 'Location/GetEquipment', { locationId: park.id }],
      ['POST', 'Location/AddEquipment', { locationId: park.id, equipmentId: 1, index: 0 }],
      ['POST', 'Location/RemoveEquipment', { id: 1 }],
      ['POST', 'Location/UpdateEquipmentIndex', { id: 1, locationId: park.id, index: 0 }],
    ] as const) {
      const call = (token?: string) => t.request({ method, url: `/api/${url}`, payload, token });
      expect((await call()).statusCode, url).toBe(401);
      expect((await call(member)).statusCode, url).toBe(403);
      expect((await call(referee)).statusCode, url).toBe(403);
    }
    const [row] = await db().select().from(locations).where(eq(locations.id, park.id));
    expect(row).toEqual(park);
    expect(await audits()).toHaveLength(0);
  });

  it('are in the OpenAPI document under the Location tag with bearer security', async () => {
    const { paths } = (await get('docs/json')).json();
    for (const [path, method] of [
      ['/api/Location/Create', 'post'],
      ['/api/Location/Update', 'post'],
      ['/api/Location/Disable', 'post'],
      ['/api/Location/ListAllAdmin', 'get'],
      ['/api/Location/ListTimes', 'post'],
      ['/api/Location/DeleteTime', 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.tags, path).toEqual(['Location']);
      expect(paths[path]?.[method]?.security, path).toEqual([{ bearer: [] }]);
    }
  });
});
