import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CROSSING_PHOTO_MAX_BYTES } from '../../shared/gate/photo';
import { gatePairings } from '../db/schema/index';
import { crossingPhotoMessages } from '../services/gate/add-crossing-photo';
import { crossingPicture, insertCrossedPairing } from '../test/crossing-photos';
import { createLocation } from '../test/factories';
import { insertGatePairing } from '../test/gate';
import { withTestApp } from '../test/harness';
import { type MultipartPart, multipartBody } from '../test/multipart';

const NOW = new Date('2026-05-04T06:00:00.000Z');
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

const sendPhoto = async (token: string | undefined, parts: Record<string, MultipartPart>) =>
  t.request({ method: 'POST', url: '/api/Gate/CrossingPhoto', token, ...(await multipartBody(parts)) });

/** A member with a finished pairing (no pictures yet) at a new course. */
async function setUp() {
  const member = await t.signIn();
  const { id: locationId } = await createLocation(db(), {});
  const { pairing } = await insertCrossedPairing(db(), { userId: member.id, locationId, now: NOW });
  return { member, locationId, pairing };
}

const pairingRow = async (id: number) =>
  (await db().select().from(gatePairings).where(eq(gatePairings.id, id)))[0];

describe('POST /api/Gate/CrossingPhoto', () => {
  it("stores the start's and the finish's pictures through the image pipeline and sets them on the pairing", async () => {
    const { member, pairing } = await setUp();
    const start = await sendPhoto(member.token, {
      pairingId: String(pairing.id),
      role: 'start',
      file: await crossingPicture(1),
    });
    expect(start.statusCode).toBe(200);
    const { url } = start.json();
    expect(start.json()).toEqual({
      pairingId: pairing.id,
      role: 'start',
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.webp$/),
    });
    const finish = await sendPhoto(member.token, {
      pairingId: String(pairing.id),
      role: 'finish',
      file: await crossingPicture(2),
    });
    expect(finish.statusCode).toBe(200);
    expect(await pairingRow(pairing.id)).toMatchObject({
      startPhotoUrl: url,
      finishPhotoUrl: finish.json().url,
    });
    const served = await t.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 376,
      height: 244,
    });
  });

  it('replaces a crossing’s picture sent again', async () => {
    const { member, pairing } = await setUp();
    const fields = { pairingId: String(pairing.id), role: 'finish' };
    await sendPhoto(member.token, { ...fields, file: await crossingPicture(1) });
    const again = await sendPhoto(member.token, { ...fields, file: await crossingPicture(3) });
    expect((await pairingRow(pairing.id))?.finishPhotoUrl).toBe(again.json().url);
  });

  it('400 naming role for a crossing the pairing has not had', async () => {
    const member = await t.signIn();
    const { id: locationId } = await createLocation(db(), {});
    const pairing = await insertGatePairing(db(), { userId: member.id, locationId, now: NOW });
    const response = await sendPhoto(member.token, {
      pairingId: String(pairing.id),
      role: 'start',
      file: await crossingPicture(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ role: crossingPhotoMessages.notCrossed('start') });
    expect((await pairingRow(pairing.id))?.startPhotoUrl).toBeNull();
  });

  it('400 naming the field for a bad role, pairing id or file', async () => {
    const { member, pairing } = await setUp();
    const file = await crossingPicture();
    const badRole = await sendPhoto(member.token, { pairingId: String(pairing.id), role: 'middle', file });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().fields).toEqual({ role: 'Role must be start or finish' });
    const badId = await sendPhoto(member.token, { pairingId: 'x', role: 'start', file });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().fields)).toEqual(['pairingId']);
    const notImage = await sendPhoto(member.token, {
      pairingId: String(pairing.id),
      role: 'start',
      file: { file: Buffer.from('<svg/>'), filename: 'x.svg', type: 'image/svg+xml' },
    });
    expect(notImage.statusCode).toBe(400);
    expect(Object.keys(notImage.json().fields)).toEqual(['file']);
  });

  it('413 naming file past the crossing picture limit', async () => {
    const { member, pairing } = await setUp();
    // Noise does not compress: 200 × 200 RGB is about 120 KB as PNG.
    const big = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(CROSSING_PHOTO_MAX_BYTES);
    const response = await sendPhoto(member.token, {
      pairingId: String(pairing.id),
      role: 'start',
      file: { file: big, filename: 'big.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().fields).toEqual({ file: crossingPhotoMessages.tooLarge });
  });

  it('401 for a guest, 403 for another member’s pairing, 404 for none', async () => {
    const { pairing } = await setUp();
    const other = await t.signIn();
    const file = await crossingPicture();
    const fields = { pairingId: String(pairing.id), role: 'start', file };
    expect((await sendPhoto(undefined, fields)).statusCode).toBe(401);
    expect((await sendPhoto(other.token, fields)).statusCode).toBe(403);
    expect((await sendPhoto(other.token, { ...fields, pairingId: '999999' })).statusCode).toBe(404);
    expect((await pairingRow(pairing.id))?.startPhotoUrl).toBeNull();
  });
});
