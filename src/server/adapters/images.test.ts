import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../db/schema/index';
import { HttpError } from '../lib/http-errors';
import { withTestApp } from '../test/harness';
import { createImageStore, IMAGE_MESSAGES, IMAGE_SIZES, type ImageSize } from './images';

const t = withTestApp();
const store = () => createImageStore(t.database.db);

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } });

/** A 400x300 JPEG taken "on its side" (EXIF orientation 6) somewhere in Sydney. */
const phonePhoto = () =>
  solid(400, 300)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneCo', Model: 'Snapper 9' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 52/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '151/1 12/1 0/1',
      },
    })
    .toBuffer();

/** A PNG whose header claims `width` x `height` (with a valid CRC) over a tiny image's data. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  // Signature (8), IHDR length (4), 'IHDR' (4), width and height, … then the CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function refusal(bytes: Buffer, size: ImageSize = IMAGE_SIZES.equipment): Promise<HttpError> {
  const error = await store()
    .store(bytes, size)
    .then(() => undefined)
    .catch((caught: unknown) => caught);
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

const storedRows = async () => (await t.database.db.select({ n: count() }).from(images))[0].n;

describe('ImageStore.store', () => {
  it('turns a PNG into a WebP in the photo square, stored under the SHA-256 of its bytes', async () => {
    const image = await store().store(await solid(1000, 500).png().toBuffer(), IMAGE_SIZES.photo);
    expect(image).toMatchObject({ width: 300, height: 300, url: `/uploads/${image.hash}.webp` });
    const loaded = await store().load(image.hash);
    expect(loaded?.contentType).toBe('image/webp');
    const bytes = loaded?.bytes ?? Buffer.alloc(0);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(image.hash);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
    const [row] = await t.database.db.select().from(images);
    expect(row).toMatchObject({ hash: image.hash, width: 300, height: 300, contentType: 'image/webp' });
  });

  it('fits equipment images inside their box and never enlarges them', async () => {
    const big = await store().store(await solid(2400, 1600).png().toBuffer(), IMAGE_SIZES.equipment);
    expect(big).toMatchObject({ width: 1200, height: 800 });
    const small = await store().store(await solid(640, 200).png().toBuffer(), IMAGE_SIZES.equipment);
    expect(small).toMatchObject({ width: 640, height: 200 });
  });

  it('turns a phone photo upright and keeps none of its EXIF, GPS included', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    // The input really carries a GPS block (the GPS IFD pointer, tag 0x8825) and the orientation.
    expect(before.orientation).toBe(6);
    expect(
      before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const image = await store().store(photo, IMAGE_SIZES.equipment);
    expect(image).toMatchObject({ width: 300, height: 400 });
    const after = await sharp((await store().load(image.hash))?.bytes).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
  });

  it('takes JPEG, PNG, WebP, GIF and AVIF', async () => {
    const inputs = {
      jpeg: solid(40, 30).jpeg(),
      png: solid(40, 30).png(),
      webp: solid(40, 30).webp(),
      gif: solid(40, 30).gif(),
      avif: solid(40, 30).avif(),
    };
    for (const [format, input] of Object.entries(inputs)) {
      const image = await store().store(await input.toBuffer(), IMAGE_SIZES.equipment);
      expect(image, format).toMatchObject({ width: 40, height: 30 });
    }
  });

  it('refuses SVG, text, TIFF and a cut-off PNG with a 400 naming file', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const png = await solid(200, 200).png().toBuffer();
    const inputs = {
      svg: Buffer.from(svg),
      text: Buffer.from('just some text in a file called photo.png'),
      tiff: await solid(40, 30).tiff().toBuffer(),
      truncated: png.subarray(0, png.length - 40),
      empty: Buffer.alloc(0),
    };
    for (const [kind, bytes] of Object.entries(inputs)) {
      const error = await refusal(bytes);
      expect(error.statusCode, kind).toBe(400);
      expect(error.fields, kind).toEqual({ file: IMAGE_MESSAGES.notImage });
    }
    expect(await storedRows()).toBe(0);
  });

  it('refuses an image of more than 40 megapixels before decoding it', async () => {
    const error = await refusal(await pngClaiming(8000, 6000));
    expect(error.statusCode).toBe(400);
    expect(error.fields).toEqual({ file: IMAGE_MESSAGES.tooManyPixels });
  });

  it('stores the same picture once', async () => {
    const png = await solid(320, 240).png().toBuffer();
    const first = await store().store(png, IMAGE_SIZES.equipment);
    const second = await store().store(png, IMAGE_SIZES.equipment);
    expect(second).toEqual(first);
    expect(await storedRows()).toBe(1);
  });
});

describe('ImageStore.load and exists', () => {
  it('answer nothing for an unknown hash or a name that is not a hash', async () => {
    const image = await store().store(await solid(20, 20).png().toBuffer(), IMAGE_SIZES.photo);
    expect(await store().exists(image.hash)).toBe(true);
    for (const hash of ['0'.repeat(64), image.hash.toUpperCase(), `${image.hash}x`, "' or 1=1 --", '']) {
      expect(await store().load(hash), hash).toBeNull();
      expect(await store().exists(hash), hash).toBe(false);
    }
  });
});
