import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../adapters/images';
import { auditLog, images } from '../db/schema/index';
import { UPLOAD_MESSAGES } from '../lib/upload';
import { createEquipment } from '../test/factories';
import { withTestApp } from '../test/harness';
import { type MultipartPart, multipartBody } from '../test/multipart';

const UPLOAD_MAX_BYTES = 300 * 1024;
const t = withTestApp({ env: { UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) } });
const db = () => t.database.db;

const tokens = () => t.roleTokens();

const png = async (width = 1600, height = 900, background = '#2b8a3e'): Promise<MultipartPart> => ({
  file: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
  filename: 'wall.png',
  type: 'image/png',
});

const addImage = async (token: string | undefined, parts: Record<string, MultipartPart>) =>
  t.request({ method: 'POST', url: '/api/Equipment/AddImage', token, ...(await multipartBody(parts)) });

describe('POST /api/Equipment/AddImage', () => {
  it('stores a PNG as a WebP inside 1200×1200 and sets it as the image; the audit holds old and new', async () => {
    const { admin } = await tokens();
    const wall = await createEquipment(db(), { imageUrl: '/uploads/old.webp' });
    const response = await addImage(admin, { equipmentId: String(wall.id), file: await png() });
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(response.json()).toMatchObject({ id: wall.id, name: wall.name });
    const served = await t.request({ method: 'GET', url: imageUrl });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 675,
    });
    const single = await t.request({
      method: 'POST',
      url: '/api/Equipment/GetSingle',
      payload: { id: wall.id },
    });
    expect(single.json().imageUrl).toBe(imageUrl);
    const [audit] = await db().select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit).toMatchObject({ action: 'update', entity: 'equipment', entityId: wall.id });
    expect(audit.data).toMatchObject({ before: { imageUrl: '/uploads/old.webp' }, after: { imageUrl } });
  });

  it('replaces the earlier image with the next one', async () => {
    const { admin } = await tokens();
    const wall = await createEquipment(db());
    const first = (await addImage(admin, { equipmentId: String(wall.id), file: await png(40, 40) })).json();
    const second = (
      await addImage(admin, { equipmentId: String(wall.id), file: await png(40, 40, '#1971c2') })
    ).json();
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect(second.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
  });

  it('answers 400 naming file for an SVG, and stores nothing', async () => {
    const { admin } = await tokens();
    const wall = await createEquipment(db());
    const svg = {
      file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      filename: 'wall.svg',
      type: 'image/svg+xml',
    };
    const response = await addImage(admin, { equipmentId: String(wall.id), file: svg });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: IMAGE_MESSAGES.notImage });
    expect(await db().select().from(images)).toEqual([]);
  });

  it('answers 413 naming file past UPLOAD_MAX_BYTES, 400 naming file without one', async () => {
    const { admin } = await tokens();
    const wall = await createEquipment(db());
    const big = { file: Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 1), filename: 'big.png', type: 'image/png' };
    const tooLarge = await addImage(admin, { equipmentId: String(wall.id), file: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().fields).toEqual({ file: UPLOAD_MESSAGES.tooLarge(UPLOAD_MAX_BYTES) });
    const none = await addImage(admin, { equipmentId: String(wall.id) });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ file: UPLOAD_MESSAGES.missing });
  });

  it.each([
    [undefined, 'Equipment id must be a number'],
    ['wall', 'Equipment id must be a number'],
    ['0', 'Equipment id must be a positive number'],
    ['1.5', 'Equipment id must be a whole number'],
  ])('answers 400 naming equipmentId for %s, and stores nothing', async (equipmentId, message) => {
    const { admin } = await tokens();
    const parts: Record<string, MultipartPart> = { file: await png(10, 10) };
    if (equipmentId !== undefined) parts.equipmentId = equipmentId;
    const response = await addImage(admin, parts);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ equipmentId: message });
    expect(await db().select().from(images)).toEqual([]);
  });

  it('answers 404 for an unknown obstacle (storing nothing), 401 to a guest, 403 to a member and a referee', async () => {
    const { admin, member, referee } = await tokens();
    const wall = await createEquipment(db());
    const missing = await addImage(admin, { equipmentId: String(wall.id + 1000), file: await png(10, 10) });
    expect(missing.statusCode).toBe(404);
    expect(await db().select().from(images)).toEqual([]);
    const parts = { equipmentId: String(wall.id), file: await png(10, 10) };
    expect((await addImage(undefined, parts)).statusCode).toBe(401);
    expect((await addImage(member, parts)).statusCode).toBe(403);
    expect((await addImage(referee, parts)).statusCode).toBe(403);
    expect(await db().select().from(images)).toEqual([]);
  });
});
