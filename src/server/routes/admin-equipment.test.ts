import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { auditLog, equipment, siteEquipment } from '../db/schema/index';
import { deleteEquipment } from '../services/equipment/delete-equipment';
import { createEquipment, createLocation, createSiteEquipment } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();
const db = () => t.database.db;

const tokens = () => t.roleTokens();

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url: `/api/Equipment/${url}`, payload, token });

const WALL = {
  name: 'Warped Wall',
  instructions: '<p>Run <strong>up</strong></p>',
  videoUrl: 'https://youtu.be/abc123',
  showVideo: true,
};

const audits = () => db().select().from(auditLog).orderBy(asc(auditLog.id));

describe('POST /api/Equipment/Create', () => {
  it('creates an obstacle with its path from the name, and audits it', async () => {
    const { admin, adminId } = await tokens();
    const response = await post('Create', WALL, admin);
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toEqual({ id: expect.any(Number), path: 'warped-wall', imageUrl: null, ...WALL });
    const [audit] = await audits();
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'create',
      entity: 'equipment',
      entityId: created.id,
    });
    expect(audit.data).toMatchObject({
      before: null,
      after: { id: created.id, name: 'Warped Wall', path: 'warped-wall' },
    });
  });

  it('takes only a name; a blank video address is none', async () => {
    const { admin } = await tokens();
    const response = await post('Create', { name: '  Rope Climb ', videoUrl: '' }, admin);
    expect(response.json()).toMatchObject({
      name: 'Rope Climb',
      path: 'rope-climb',
      videoUrl: null,
      showVideo: false,
      instructions: '',
    });
  });

  it('stores instructions inert: no script, no event handler, no javascript: link', async () => {
    const { admin } = await tokens();
    const instructions =
      '<p>Hang on<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">tip</a><p onclick="alert(4)">Swing</p>';
    const response = await post('Create', { name: 'Rings', instructions }, admin);
    const [row] = await db().select().from(equipment).where(eq(equipment.id, response.json().id));
    for (const stored of [row.instructions, response.json().instructions]) {
      expect(stored).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
      expect(stored).toContain('Hang on');
      expect(stored).toContain('Swing');
    }
  });

  it.each([
    [{ ...WALL, name: undefined }, 'name', 'Name is required'],
    [{ ...WALL, name: '   ' }, 'name', 'Name is required'],
    [{ ...WALL, name: 7 }, 'name', 'Name must be text'],
    [{ ...WALL, name: 'x'.repeat(101) }, 'name', 'Name must be 100 characters or fewer'],
    [{ ...WALL, name: '!!!' }, 'name', messages.equipmentNameNeedsLetter],
    [
      { ...WALL, instructions: 'x'.repeat(60_001) },
      'instructions',
      'Instructions must be 60000 characters or fewer',
    ],
    [{ ...WALL, videoUrl: 'https://example.com/clip.mp4' }, 'videoUrl', messages.videoUrlInvalid],
    [{ ...WALL, videoUrl: 'javascript:alert(1)' }, 'videoUrl', messages.videoUrlInvalid],
    [
      { ...WALL, videoUrl: `https://youtu.be/${'a'.repeat(500)}` },
      'videoUrl',
      'Video address must be 500 characters or fewer',
    ],
    [{ ...WALL, videoUrl: null }, 'videoUrl', messages.videoUrlNeeded],
    [{ ...WALL, showVideo: 'yes' }, 'showVideo', 'Show video must be true or false'],
  ])('answers 400 naming the field (case %#)', async (body, field, message) => {
    const { admin } = await tokens();
    const response = await post('Create', body as object, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await db().select().from(equipment)).toEqual([]);
  });

  it('answers 409 naming name when the path is taken in any case', async () => {
    const { admin } = await tokens();
    await createEquipment(db(), { name: 'Monkey Bars', path: 'Monkey-Bars' });
    const response = await post('Create', { name: 'monkey bars!' }, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ name: messages.equipmentNameTaken });
    expect(await audits()).toEqual([]);
  });

  it('answers 401 to a guest and 403 to a member and a referee', async () => {
    const { member, referee } = await tokens();
    expect((await post('Create', WALL)).statusCode).toBe(401);
    expect((await post('Create', WALL, member)).statusCode).toBe(403);
    expect((await post('Create', WALL, referee)).statusCode).toBe(403);
    expect(await db().select().from(equipment)).toEqual([]);
  });
});

describe('POST /api/Equipment/Update', () => {
  it('replaces the fields, moves the path with the name, keeps the image, audits before and after', async () => {
    const { admin } = await tokens();
    const old = await createEquipment(db(), {
      name: 'Wall',
      imageUrl: '/uploads/a.webp',
      instructions: '<p>Old</p>',
    });
    const response = await post('Update', { id: old.id, ...WALL }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: old.id,
      path: 'warped-wall',
      imageUrl: '/uploads/a.webp',
      ...WALL,
    });
    const [audit] = await audits();
    expect(audit).toMatchObject({ action: 'update', entity: 'equipment', entityId: old.id });
    expect(audit.data).toMatchObject({
      before: { name: 'Wall', path: 'wall', instructions: '<p>Old</p>', showVideo: false },
      after: { name: 'Warped Wall', path: 'warped-wall', instructions: WALL.instructions, showVideo: true },
    });
  });

  it('keeps its own path when the name only changes case; 409 naming name for another obstacle’s', async () => {
    const { admin } = await tokens();
    const wall = await createEquipment(db(), { name: 'Wall' });
    await createEquipment(db(), { name: 'Rings' });
    expect((await post('Update', { id: wall.id, name: 'WALL' }, admin)).json()).toMatchObject({
      path: 'wall',
    });
    const taken = await post('Update', { id: wall.id, name: 'rings' }, admin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ name: messages.equipmentNameTaken });
  });

  it('stores instructions inert', async () => {
    const { admin } = await tokens();
    const wall = await createEquipment(db());
    const instructions =
      '<p>Go</p><script>alert(1)</script><a href="javascript:alert(1)" onmouseover="x()">a</a>';
    await post('Update', { id: wall.id, name: 'Wall', instructions }, admin);
    const [row] = await db().select().from(equipment).where(eq(equipment.id, wall.id));
    expect(row.instructions).not.toMatch(/script|javascript:|onmouseover/i);
  });

  it('answers 400 naming id or the field, 404 for an unknown obstacle, 401 and 403', async () => {
    const { admin, member, referee } = await tokens();
    const wall = await createEquipment(db());
    const noId = await post('Update', { name: 'Wall' }, admin);
    expect(noId.json().fields).toEqual({ id: 'Equipment id is required' });
    const textId = await post('Update', { id: String(wall.id), name: 'Wall' }, admin);
    expect(textId.json().fields).toEqual({ id: 'Equipment id must be a number' });
    const noName = await post('Update', { id: wall.id, name: '' }, admin);
    expect(noName.json().fields).toEqual({ name: 'Name is required' });
    const missing = await post('Update', { id: wall.id + 1000, name: 'Wall' }, admin);
    expect(missing.statusCode).toBe(404);
    expect((await post('Update', { id: wall.id, name: 'Wall' })).statusCode).toBe(401);
    expect((await post('Update', { id: wall.id, name: 'Wall' }, member)).statusCode).toBe(403);
    expect((await post('Update', { id: wall.id, name: 'Wall' }, referee)).statusCode).toBe(403);
    expect(await audits()).toEqual([]);
  });
});

describe('POST /api/Equipment/Delete', () => {
  it('deletes the obstacle and its place on every course; the others close the gap; the audit keeps both', async () => {
    const { admin } = await tokens();
    const [bondi, manly] = [await createLocation(db()), await createLocation(db())];
    const [wall, rings, beam] = [
      await createEquipment(db()),
      await createEquipment(db()),
      await createEquipment(db()),
    ];
    for (const [index, item] of [wall, rings, beam].entries())
      await createSiteEquipment(db(), { locationId: bondi.id, equipmentId: item.id, index });
    const link = await createSiteEquipment(db(), { locationId: manly.id, equipmentId: rings.id, index: 0 });
    await createSiteEquipment(db(), { locationId: manly.id, equipmentId: beam.id, index: 1 });

    const response = await post('Delete', { id: rings.id }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await db().select().from(equipment)).map((row) => row.id).sort()).toEqual(
      [wall.id, beam.id].sort(),
    );
    const courses = await db()
      .select({
        locationId: siteEquipment.locationId,
        equipmentId: siteEquipment.equipmentId,
        index: siteEquipment.index,
      })
      .from(siteEquipment)
      .orderBy(asc(siteEquipment.locationId), asc(siteEquipment.index));
    expect(courses).toEqual([
      { locationId: bondi.id, equipmentId: wall.id, index: 0 },
      { locationId: bondi.id, equipmentId: beam.id, index: 1 },
      { locationId: manly.id, equipmentId: beam.id, index: 0 },
    ]);
    const [audit] = await audits();
    expect(audit).toMatchObject({ action: 'delete', entity: 'equipment', entityId: rings.id });
    expect(audit.data).toEqual({
      before: {
        ...JSON.parse(JSON.stringify(rings)),
        siteEquipment: [
          {
            id: expect.any(Number),
            locationId: bondi.id,
            equipmentId: rings.id,
            index: 1,
            minSegmentSeconds: null,
          },
          { id: link.id, locationId: manly.id, equipmentId: rings.id, index: 0, minSegmentSeconds: null },
        ],
      },
      after: null,
    });
  });

  it('changes nothing when the transaction fails at its last step (the audit row)', async () => {
    const course = await createSiteEquipment(db());
    const ghost = {
      id: 2_000_000,
      userName: 'ghost',
      email: 'ghost@example.com',
      roles: ['Admin'],
      isAdmin: true,
      isReferee: false,
    };
    await expect(deleteEquipment({ db: db(), actor: ghost }, { id: course.equipmentId })).rejects.toThrow();
    expect(await db().select().from(equipment)).toHaveLength(1);
    expect(await db().select().from(siteEquipment)).toEqual([course]);
  });

  it('answers 400 naming id, 404 for an unknown obstacle, 401 and 403', async () => {
    const { admin, member, referee } = await tokens();
    const wall = await createEquipment(db());
    expect((await post('Delete', {}, admin)).json().fields).toEqual({ id: 'Equipment id is required' });
    expect((await post('Delete', { id: '1' }, admin)).json().fields).toEqual({
      id: 'Equipment id must be a number',
    });
    expect((await post('Delete', { id: wall.id + 1000 }, admin)).statusCode).toBe(404);
    expect((await post('Delete', { id: wall.id })).statusCode).toBe(401);
    expect((await post('Delete', { id: wall.id }, member)).statusCode).toBe(403);
    expect((await post('Delete', { id: wall.id }, referee)).statusCode).toBe(403);
    expect(await db().select().from(equipment)).toHaveLength(1);
  });
});

describe('OpenAPI document', () => {
  it('lists the admin Equipment and Content paths with bearer security, and the calendar feed', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of ['Equipment/Create', 'Equipment/Update', 'Equipment/Delete', 'Equipment/AddImage']) {
      expect(paths[`/api/${path}`]?.post?.tags, path).toEqual(['Equipment']);
      expect(paths[`/api/${path}`]?.post?.security, path).toEqual([{ bearer: [] }]);
    }
    for (const path of ['Content/Add', 'Content/Update'])
      expect(paths[`/api/${path}`]?.post?.security, path).toEqual([{ bearer: [] }]);
    expect(paths['/api/Event/calendar.ics']?.get?.tags).toEqual(['Event']);
  });
});
