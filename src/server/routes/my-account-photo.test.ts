import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../adapters/images';
import { UPLOAD_MESSAGES } from '../lib/upload';
import { createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';
import { type MultipartPart, multipartBody } from '../test/multipart';

const UPLOAD_MAX_BYTES = 300 * 1024;
const t = withTestApp({ env: { UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) } });

async function member() {
  const user = await t.createUser({ userName: 'snapper' });
  return { ...user, token: await t.login(user.userName) };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e8590c' } });

/** A phone photo on its side with the place it was taken in EXIF GPS. */
const phonePhoto = async (): Promise<MultipartPart> => ({
  file: await solid(640, 480)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
    .toBuffer(),
  filename: 'me.jpg',
  type: 'image/jpeg',
});

const upload = async (token: string | undefined, file: MultipartPart) =>
  t.request({ method: 'POST', url: '/api/Account/UpdatePhoto', token, ...(await multipartBody({ file })) });

const served = async (url: string) => (await t.request({ method: 'GET', url })).rawPayload;

describe('POST /api/Account/UpdatePhoto', () => {
  it('stores a PNG as a 300×300 WebP, shows it in the account and on every board row of the member', async () => {
    const me = await member();
    const location = await createLocation(t.database.db);
    await createTime(t.database.db, { userId: me.id, locationId: location.id });
    const png = { file: await solid(500, 400).png().toBuffer(), filename: 'me.png', type: 'image/png' };
    const response = await upload(me.token, png);
    expect(response.statusCode).toBe(200);
    const { url } = response.json().current;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(await sharp(await served(url)).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 300,
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/Account/MyAccount', token: me.token })).json().current,
    ).toEqual({ url });
    const board = await t.request({ method: 'GET', url: `/api/Leaderboard/CasualResults/${location.id}` });
    expect(board.json()[0].user.current).toEqual({ url });
  });

  it('turns a JPEG upright and strips its EXIF, GPS included', async () => {
    const me = await member();
    const response = await upload(me.token, await phonePhoto());
    expect(response.statusCode).toBe(200);
    const stored = await sharp(await served(response.json().current.url)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored).toMatchObject({ width: 300, height: 300 });
  });

  it.each([
    [
      'an SVG',
      {
        file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        filename: 'me.svg',
        type: 'image/svg+xml',
      },
    ],
    [
      'a text file named .png',
      { file: Buffer.from('not a picture at all'), filename: 'me.png', type: 'image/png' },
    ],
  ])('answers 400 naming file for %s', async (_case, file) => {
    const me = await member();
    const response = await upload(me.token, file);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: IMAGE_MESSAGES.notImage });
  });

  it('answers 413 naming file past UPLOAD_MAX_BYTES, 400 with no file, 401 to a guest', async () => {
    const me = await member();
    const big = { file: Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 1), filename: 'big.png', type: 'image/png' };
    const tooLarge = await upload(me.token, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().fields).toEqual({ file: UPLOAD_MESSAGES.tooLarge(UPLOAD_MAX_BYTES) });
    const none = await t.request({
      method: 'POST',
      url: '/api/Account/UpdatePhoto',
      token: me.token,
      ...(await multipartBody({ note: 'no file here' })),
    });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields)).toEqual(['file']);
    const png = { file: await solid(10, 10).png().toBuffer(), filename: 'me.png', type: 'image/png' };
    expect((await upload(undefined, png)).statusCode).toBe(401);
  });
});
