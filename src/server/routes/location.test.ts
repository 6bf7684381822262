import { describe, expect, it } from 'vitest';
import { googleMapsUrl } from '../../shared/format';
import { createEquipment, createLocation, createSiteEquipment } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();

/** A location with no street number unless given. */
const addLocation = (values: Parameters<typeof createLocation>[1] & { name: string }) =>
  createLocation(t.database.db, { streetNumber: null, ...values });

/** Bondi (NSW), Zetland (NSW, no street number), Adelaide (SA) and a disabled Perth (WA). */
async function addDemoLocations() {
  const bondi = await addLocation({ name: 'Bondi Park', path: 'Bondi-Park', streetNumber: '12' });
  const zetland = await addLocation({ name: 'zetland Oval', streetAddress: 'Joynton Ave', city: 'Zetland' });
  const adelaide = await addLocation({
    name: 'Adelaide Hills',
    streetAddress: 'Main St',
    city: 'Hahndorf',
    state: 'SA',
  });
  const perth = await addLocation({ name: 'Perth Park', city: 'Perth', state: 'WA', disabled: true });
  return { bondi, zetland, adelaide, perth };
}

const get = (url: string) => t.request({ method: 'GET', url });
const post = (url: string, payload: unknown) =>
  t.request({ method: 'POST', url, payload: payload as object });
const names = (body: { name: string }[]) => body.map((location) => location.name);

describe('GET /api/Location/ListAll', () => {
  it('lists active locations by name with the full address and a map link', async () => {
    const { bondi } = await addDemoLocations();
    const response = await get('/api/Location/ListAll');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Adelaide Hills', 'Bondi Park', 'zetland Oval']);
    expect(body[1]).toEqual({
      id: bondi.id,
      name: 'Bondi Park',
      path: 'Bondi-Park',
      streetNumber: '12',
      streetAddress: 'Beach Rd',
      city: 'Bondi',
      state: 'NSW',
      location: '12 Beach Rd, Bondi NSW',
      gMapsUrl: googleMapsUrl('12 Beach Rd, Bondi NSW'),
      disabled: false,
      minimumSeconds: null,
      gateOnly: false,
      timeZone: 'Australia/Sydney',
    });
    expect(body[2]).toMatchObject({ streetNumber: null, location: 'Joynton Ave, Zetland NSW' });
  });

  it('answers [] when there are no locations', async () => {
    expect((await get('/api/Location/ListAll')).json()).toEqual([]);
  });
});

describe('GET /api/Location/LocationsAndStates', () => {
  it('gives the active locations and the sorted states that have one', async () => {
    await addDemoLocations();
    const response = await get('/api/Location/LocationsAndStates');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body.locations)).toEqual(['Adelaide Hills', 'Bondi Park', 'zetland Oval']);
    expect(body.states).toEqual(['NSW', 'SA']);
  });
});

describe('GET /api/Location/ListState', () => {
  it('lists the active locations of exactly that state', async () => {
    await addDemoLocations();
    const nsw = await get('/api/Location/ListState?state=NSW');
    expect(nsw.statusCode).toBe(200);
    expect(names(nsw.json())).toEqual(['Bondi Park', 'zetland Oval']);
    expect((await get('/api/Location/ListState?state=WA')).json()).toEqual([]);
    expect((await get('/api/Location/ListState?state=VIC')).json()).toEqual([]);
  });

  it('answers 400 naming state when it is missing, unknown, not exact or repeated', async () => {
    for (const query of ['', '?state=', '?state=XYZ', '?state=nsw', '?state=NSW&state=SA']) {
      const response = await get(`/api/Location/ListState${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields), query).toEqual(['state']);
    }
  });
});

describe('POST /api/Location/GetSingle', () => {
  it('finds an active location by path in any case', async () => {
    const { bondi } = await addDemoLocations();
    for (const path of ['Bondi-Park', 'bondi-park', 'BONDI-PARK', ' bondi-park ']) {
      const response = await post('/api/Location/GetSingle', { path });
      expect(response.statusCode, path).toBe(200);
      expect(response.json()).toMatchObject({ id: bondi.id, location: '12 Beach Rd, Bondi NSW' });
    }
  });

  it('answers 404 for an unknown or disabled location', async () => {
    await addDemoLocations();
    for (const path of ['nowhere', 'perth-park']) {
      const response = await post('/api/Location/GetSingle', { path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ error: 'Location not found', code: 'NOT_FOUND' });
    }
  });

  it('answers 400 naming path when it is missing, empty or not text', async () => {
    for (const payload of [{}, { path: '' }, { path: '   ' }, { path: 5 }, { path: null }]) {
      const response = await post('/api/Location/GetSingle', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['path']);
    }
    expect((await post('/api/Location/GetSingle', {})).json().fields.path).toBe('Path is required');
  });
});

describe('POST /api/Location/GetSiteEquipment', () => {
  it('lists the obstacles of a location in course order', async () => {
    const { bondi, zetland } = await addDemoLocations();
    const db = t.database.db;
    const wall = await createEquipment(db, {
      name: 'Wall',
      path: 'wall',
      imageUrl: '/uploads/equipment/wall.webp',
      instructions: '<p>Climb</p>',
    });
    const rope = await createEquipment(db, {
      name: 'Rope',
      path: 'rope',
      videoUrl: 'https://youtu.be/x',
      showVideo: true,
    });
    const second = await createSiteEquipment(db, { locationId: bondi.id, equipmentId: wall.id, index: 2 });
    const first = await createSiteEquipment(db, { locationId: bondi.id, equipmentId: rope.id, index: 1 });
    await createSiteEquipment(db, { locationId: zetland.id, equipmentId: wall.id, index: 1 });
    const response = await post('/api/Location/GetSiteEquipment', { locationId: bondi.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: first.id,
        index: 1,
        equipment: {
          id: rope.id,
          name: 'Rope',
          path: 'rope',
          imageUrl: null,
          videoUrl: 'https://youtu.be/x',
          showVideo: true,
          instructions: '',
        },
      },
      {
        id: second.id,
        index: 2,
        equipment: {
          id: wall.id,
          name: 'Wall',
          path: 'wall',
          imageUrl: '/uploads/equipment/wall.webp',
          videoUrl: null,
          showVideo: false,
          instructions: '<p>Climb</p>',
        },
      },
    ]);
  });

  it('answers [] for a location without equipment', async () => {
    const { adelaide } = await addDemoLocations();
    const response = await post('/api/Location/GetSiteEquipment', { locationId: adelaide.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 for an unknown location', async () => {
    const response = await post('/api/Location/GetSiteEquipment', { locationId: 999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Location not found', code: 'NOT_FOUND' });
  });

  it('answers 400 naming locationId when it is missing, not a number or not a positive whole number', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Location id is required'],
      [{ locationId: 'abc' }, 'Location id must be a number'],
      [{ locationId: true }, 'Location id must be a number'],
      [{ locationId: 1.5 }, 'Location id must be a whole number'],
      [{ locationId: 0 }, 'Location id must be a positive number'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/Location/GetSiteEquipment', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toEqual({ locationId: message });
    }
  });
});

describe('OpenAPI document', () => {
  it('lists every public Location path under the Location tag', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    const expected = {
      '/api/Location/ListAll': 'get',
      '/api/Location/LocationsAndStates': 'get',
      '/api/Location/ListState': 'get',
      '/api/Location/GetSingle': 'post',
      '/api/Location/GetSiteEquipment': 'post',
    };
    for (const [path, method] of Object.entries(expected)) {
      expect(paths[path]?.[method]?.tags, path).toEqual(['Location']);
    }
  });
});
