import { describe, expect, it } from 'vitest';
import { createEquipment } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();

const WALL = {
  name: 'Wall',
  path: 'wall',
  imageUrl: '/uploads/equipment/wall.webp',
  videoUrl: 'https://youtu.be/wall',
  showVideo: true,
  instructions: '<p>Climb over</p>',
};

async function addEquipment() {
  const db = t.database.db;
  return [
    await createEquipment(db, WALL),
    await createEquipment(db, { name: 'monkey Bars', path: 'monkey-bars' }),
    await createEquipment(db, { name: 'Balance Beam', path: 'balance-beam' }),
  ];
}

const getSingle = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/Equipment/GetSingle', payload: payload as object });

describe('GET /api/Equipment/ListAll', () => {
  it('lists every obstacle by name', async () => {
    const [wall] = await addEquipment();
    const response = await t.request({ method: 'GET', url: '/api/Equipment/ListAll' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((item: { name: string }) => item.name)).toEqual(['Balance Beam', 'monkey Bars', 'Wall']);
    expect(body[2]).toEqual({ id: wall.id, ...WALL });
    expect(body[0]).toMatchObject({ imageUrl: null, videoUrl: null, showVideo: false, instructions: '' });
  });

  it('answers [] when there is no equipment', async () => {
    expect((await t.request({ method: 'GET', url: '/api/Equipment/ListAll' })).json()).toEqual([]);
  });
});

describe('POST /api/Equipment/GetSingle', () => {
  it('answers one obstacle by id', async () => {
    const [, bars] = await addEquipment();
    const response = await getSingle({ id: bars.id, ignored: 'extra keys are dropped' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: bars.id,
      name: 'monkey Bars',
      path: 'monkey-bars',
      imageUrl: null,
      videoUrl: null,
      showVideo: false,
      instructions: '',
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await getSingle({ id: 999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Equipment not found', code: 'NOT_FOUND' });
  });

  it('answers 400 naming id when it is missing, not a number or not a positive whole number', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Equipment id is required'],
      [{ id: '1' }, 'Equipment id must be a number'],
      [{ id: null }, 'Equipment id must be a number'],
      [{ id: 2.5 }, 'Equipment id must be a whole number'],
      [{ id: -3 }, 'Equipment id must be a positive number'],
    ];
    for (const [payload, message] of cases) {
      const response = await getSingle(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toEqual({ id: message });
    }
  });
});

describe('GET /uploads/equipment/<file>', () => {
  // Images are served from the database by hash (routes/uploads.test.ts); no disk folder is served.
  it('answers 404 JSON for a path that is not an image hash', async () => {
    const response = await t.request({ method: 'GET', url: '/uploads/equipment/missing.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('OpenAPI document', () => {
  it('lists the public Equipment paths under the Equipment tag', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/Equipment/ListAll']?.get?.tags).toEqual(['Equipment']);
    expect(paths['/api/Equipment/GetSingle']?.post?.tags).toEqual(['Equipment']);
  });
});
