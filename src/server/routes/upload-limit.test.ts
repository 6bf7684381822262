import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../db/schema/index';
import { UPLOAD_LIMIT } from '../lib/upload';
import { createEquipment } from '../test/factories';
import { withTestApp } from '../test/harness';
import { type MultipartPart, multipartBody } from '../test/multipart';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const t = withTestApp({ now: NOW });

const png = async (shade: number): Promise<MultipartPart> => ({
  file: await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: shade, g: 0, b: 0 } } })
    .png()
    .toBuffer(),
  filename: 'me.png',
  type: 'image/png',
});

const send = async (url: string, token: string, parts: Record<string, MultipartPart>) =>
  t.request({ method: 'POST', url, token, ...(await multipartBody(parts)) });
const updatePhoto = async (token: string, shade: number) =>
  send('/api/Account/UpdatePhoto', token, { file: await png(shade) });
const storedImages = async () => (await t.database.db.select({ n: count() }).from(images))[0].n;

describe('uploads per user', () => {
  it(`takes ${UPLOAD_LIMIT.limit} an hour on all upload routes together, then 429 with Retry-After`, async () => {
    const { admin } = await t.roleTokens();
    const wall = await createEquipment(t.database.db);
    for (let n = 0; n < UPLOAD_LIMIT.limit; n += 1) {
      const response =
        n % 2 === 0
          ? await updatePhoto(admin, n)
          : await send('/api/Equipment/AddImage', admin, {
              equipmentId: String(wall.id),
              file: await png(n),
            });
      expect(response.statusCode, `upload ${n + 1}`).toBe(200);
    }
    const stored = await storedImages();

    for (const refused of [
      await updatePhoto(admin, 200),
      await send('/api/Equipment/AddImage', admin, { equipmentId: String(wall.id), file: await png(201) }),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(3600);
    }
    expect(await storedImages()).toBe(stored);

    // Another user has their own count; the first gets a slot back an hour after their first upload.
    const other = await t.createUser();
    expect((await updatePhoto(await t.login(other.userName), 202)).statusCode).toBe(200);
    t.setNow(new Date(NOW.getTime() + 60 * 60_000 + 1));
    expect((await updatePhoto(admin, 203)).statusCode).toBe(200);
  });

  it('counts refused uploads too: each was read and decoded', async () => {
    const member = await t.createUser();
    const token = await t.login(member.userName);
    const notAnImage = { file: Buffer.from('not an image'), filename: 'x.png', type: 'image/png' };
    for (let n = 0; n < UPLOAD_LIMIT.limit; n += 1) {
      expect((await send('/api/Account/UpdatePhoto', token, { file: notAnImage })).statusCode).toBe(400);
    }
    expect((await updatePhoto(token, 1)).statusCode).toBe(429);
  });
});
