import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { googleMapsUrl } from '../../shared/format';
import { locationNameTaken, messages, pathTaken } from '../../shared/messages';
import { locations } from '../db/schema/index';
import { createLocation } from '../test/factories';
import { PARK, withLocationApi } from '../test/location-api';

const { db, tokens, post, get, audits } = withLocationApi();

describe('POST /api/Location/Create', () => {
  it('creates a location, its state stored as the abbreviation and its path from the name, and audits it', async () => {
    const { admin, adminId } = await tokens();
    const response = await post('Create', PARK, admin);
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Albert Park',
      path: 'albert-park',
      streetNumber: '12',
      streetAddress: 'Lakeside Dr',
      city: 'Melbourne',
      state: 'VIC',
      location: '12 Lakeside Dr, Melbourne VIC',
      gMapsUrl: googleMapsUrl('12 Lakeside Dr, Melbourne VIC'),
      disabled: false,
      minimumSeconds: 45,
      gateOnly: false,
      timeZone: 'Australia/Melbourne',
    });
    const [row] = await db().select().from(locations).where(eq(locations.id, created.id));
    expect(row.state).toBe('VIC');
    const [audit] = await audits();
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'create',
      entity: 'location',
      entityId: created.id,
    });
    expect(audit.data).toMatchObject({
      before: null,
      after: { id: created.id, name: 'Albert Park', state: 'VIC' },
    });
    expect((await get('Location/ListAll')).json().map((l: { name: string }) => l.name)).toEqual([
      'Albert Park',
    ]);
  });

  it('takes full state names in any case, a written path (slugified), and no street number or minimum', async () => {
    const { admin } = await tokens();
    const response = await post(
      'Create',
      {
        name: 'Bondi',
        path: ' Bondi Beach Course! ',
        streetAddress: 'Beach Rd',
        city: 'Bondi',
        state: ' new  south WALES ',
        streetNumber: '',
      },
      admin,
    );
    expect(response.json()).toMatchObject({
      path: 'bondi-beach-course',
      state: 'NSW',
      streetNumber: null,
      minimumSeconds: null,
      location: 'Beach Rd, Bondi NSW',
    });
  });

  it.each([
    ['name', { name: undefined }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(101) }],
    ['name', { name: '!!!' }],
    ['path', { path: '---' }],
    ['path', { path: 'x'.repeat(201) }],
    ['streetAddress', { streetAddress: undefined }],
    ['streetAddress', { streetAddress: '' }],
    ['city', { city: undefined }],
    ['city', { city: ' ' }],
    ['state', { state: undefined }],
    ['state', { state: 'Vic' }],
    ['state', { state: 'Victoria Park' }],
    ['state', { state: 3 }],
    ['streetNumber', { streetNumber: '12A' }],
    ['streetNumber', { streetNumber: 12 }],
    ['streetNumber', { streetNumber: '12345678901' }],
    ['minimumSeconds', { minimumSeconds: 0 }],
    ['minimumSeconds', { minimumSeconds: 3601 }],
    ['minimumSeconds', { minimumSeconds: 1.5 }],
    ['minimumSeconds', { minimumSeconds: '30' }],
  ])('answers 400 naming %s (%j) and stores nothing', async (field, change) => {
    const { admin } = await tokens();
    const response = await post('Create', { ...PARK, ...change }, admin);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
    expect(await db().select().from(locations)).toHaveLength(0);
  });

  it('says why on the SPEC rules: name required, state one of eight, street number numeric', async () => {
    const { admin } = await tokens();
    const fields = async (change: object) =>
      (await post('Create', { ...PARK, ...change }, admin)).json().fields;
    expect(await fields({ name: '' })).toEqual({ name: 'Name is required' });
    expect((await fields({ state: 'Qld.' })).state).toMatch(
      /^State must be one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA/,
    );
    expect(await fields({ streetNumber: 'twelve' })).toEqual({
      streetNumber: 'Street number must be a number',
    });
    expect(await fields({ name: '%%' })).toEqual({ name: messages.pathNeedsLetter });
  });

  it('answers 409 naming the field for a name taken in any case, or a path taken', async () => {
    const { admin } = await tokens();
    await createLocation(db(), { name: 'Albert Park', path: 'albert-park' });
    const sameName = await post('Create', { ...PARK, name: 'ALBERT park' }, admin);
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().fields).toEqual({ name: locationNameTaken('ALBERT park') });
    const samePath = await post('Create', { ...PARK, name: 'Albert-Park!' }, admin);
    expect(samePath.statusCode).toBe(409);
    expect(samePath.json().fields).toEqual({ name: pathTaken('location', 'albert-park') });
    const writtenPath = await post('Create', { ...PARK, name: 'Other', path: 'Albert Park' }, admin);
    expect(writtenPath.statusCode).toBe(409);
    expect(writtenPath.json().fields).toEqual({ path: pathTaken('location', 'albert-park') });
    expect(await db().select().from(locations)).toHaveLength(1);
    expect(await audits()).toHaveLength(0);
  });
});

describe('POST /api/Location/Update', () => {
  it('saves the form, keeps the path unless one is written, and audits before and after', async () => {
    const { admin, adminId } = await tokens();
    const park = await createLocation(db(), { name: 'Albert Park', path: 'albert-park', minimumSeconds: 30 });
    const response = await post(
      'Update',
      { ...PARK, id: park.id, name: 'Albert Park Lake', state: 'VIC' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: park.id,
      name: 'Albert Park Lake',
      path: 'albert-park',
      state: 'VIC',
      city: 'Melbourne',
      minimumSeconds: 45,
    });
    const [audit] = await audits();
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'update',
      entity: 'location',
      entityId: park.id,
    });
    expect(audit.data).toMatchObject({
      before: { name: 'Albert Park', state: 'NSW', minimumSeconds: 30 },
      after: { name: 'Albert Park Lake', state: 'VIC', minimumSeconds: 45 },
    });

    const renamed = await post('Update', { ...PARK, id: park.id, path: 'Lake Course' }, admin);
    expect(renamed.json().path).toBe('lake-course');
  });

  it('keeps a street number and minimum left out, and clears them with null', async () => {
    const { admin } = await tokens();
    const park = await createLocation(db(), { streetNumber: '7', minimumSeconds: 30 });
    const { streetNumber: _n, minimumSeconds: _m, ...form } = PARK;
    const kept = await post('Update', { ...form, id: park.id }, admin);
    expect(kept.json()).toMatchObject({ streetNumber: '7', minimumSeconds: 30 });
    const cleared = await post(
      'Update',
      { ...form, id: park.id, streetNumber: null, minimumSeconds: null },
      admin,
    );
    expect(cleared.json()).toMatchObject({ streetNumber: null, minimumSeconds: null });
  });

  it('lets a location keep its own name in another case, but not take another one', async () => {
    const { admin } = await tokens();
    const park = await createLocation(db(), { name: 'Albert Park' });
    await createLocation(db(), { name: 'Bondi', path: 'bondi' });
    expect((await post('Update', { ...PARK, id: park.id, name: 'ALBERT PARK' }, admin)).statusCode).toBe(200);
    const taken = await post('Update', { ...PARK, id: park.id, name: 'bondi' }, admin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ name: locationNameTaken('bondi') });
    const path = await post('Update', { ...PARK, id: park.id, path: 'BONDI' }, admin);
    expect(path.statusCode).toBe(409);
    expect(path.json().fields).toEqual({ path: pathTaken('location', 'bondi') });
  });

  it('answers 404 for an unknown location and 400 naming id for a bad one', async () => {
    const { admin } = await tokens();
    expect((await post('Update', { ...PARK, id: 99_999 }, admin)).statusCode).toBe(404);
    for (const id of ['1', undefined, 0, 1.5]) {
      const response = await post('Update', { ...PARK, id }, admin);
      expect(response.statusCode, String(id)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['id']);
    }
    const disabled = await post('Update', { ...PARK, id: 1, disabled: 'no' }, admin);
    expect(Object.keys(disabled.json().fields)).toEqual(['disabled']);
  });
});
